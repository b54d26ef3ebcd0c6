//! OpenTafl game records (`.otg`), the second record format of
//! docs/rules.md section 2: `[tag:value]` headers, the last of them
//! `[rules:<OTN rules string>]`, a blank line, then numbered turns
//! (`1. e1-e3 e5-e2xe3`), each possibly followed by a `[...|...]` comment
//! line. Variations (`2a.1.1a. ...`) are read past: a record is its main
//! line. The older form, a bare `dim: atkf: start:` line, is still read.
//!
//! OTN position records list rank 1 first; attackers are `t`, defenders
//! `T`, the king `K`. Evangelists, which OTN lacks, are written as OTN's
//! capturing-jump knight `N`. A rule set's record carries its canonical
//! rules (with the game's start and first mover); the hand-written
//! variants, which rules strings cannot express, are named by the
//! `variant` tag (our key or name) beside a rules string giving their
//! board, and 7, 11, 13 and 19 squares are otherwise unambiguous.

use std::fmt::Write as _;

use super::{GameRecord, RecordError, SyntaxError};
use crate::bitboard::Bitboard;
use crate::notation::MoveText;
use crate::outcome::{Outcome, Reason, Winner};
use crate::piece::Side;
use crate::position::Position;
use crate::ruleset::RuleSet;
use crate::square::Square;
use crate::variant::{self, Variant};

pub(super) fn looks_like(text: &str) -> bool {
    text.lines()
        .map(str::trim)
        .find(|l| !l.is_empty())
        .is_some_and(|l| l.starts_with('[') || l.starts_with("dim:"))
}

pub(super) fn parse(text: &str) -> Result<GameRecord, RecordError> {
    let mut tags = Vec::new();
    let mut size = None;
    let mut attackers_first = true;
    let mut otn_start = None;
    let mut tokens = Vec::new();
    for (index, raw) in text.lines().enumerate() {
        let mut line = raw.trim();
        let syntax = |problem: SyntaxError| RecordError::Syntax {
            line: index + 1,
            problem,
        };
        if !tokens.is_empty() && line.starts_with('[') {
            // A comment on the turn above (`[first move's|second move's]`).
            continue;
        }
        if line
            .split_whitespace()
            .next()
            .is_some_and(is_variation_address)
        {
            // A variation: the record is its main line.
            continue;
        }
        while let Some(rest) = line.strip_prefix('[') {
            let (tag, after) = rest
                .split_once(']')
                .ok_or_else(|| syntax(SyntaxError::UnclosedTag))?;
            let (key, value) = tag
                .split_once(':')
                .ok_or_else(|| syntax(SyntaxError::TagShape))?;
            tags.push((key.trim().to_ascii_lowercase(), value.trim().to_string()));
            line = after.trim_start();
        }
        if line.starts_with("dim:") {
            for entry in line.split_whitespace() {
                let (key, value) = entry.split_once(':').unwrap_or((entry, ""));
                match key {
                    "dim" => {
                        let parsed = value.parse::<u8>();
                        let bad = || syntax(SyntaxError::Size(value.chars().take(8).collect()));
                        size = Some(parsed.map_err(|_| bad())?);
                    }
                    "atkf" => attackers_first = value != "n",
                    "start" => otn_start = Some(value.to_string()),
                    _ => {}
                }
            }
        } else if line.starts_with('/') {
            otn_start = Some(line.to_string());
        } else if !line.is_empty() {
            tokens.extend(line.split_whitespace().map(|t| (index + 1, t.to_string())));
        }
    }
    let tag_value = |key: &str| tags.iter().find(|(k, _)| k == key).map(|(_, v)| v.clone());
    if let Some(rules) = tag_value("rules") {
        if tag_value("variant").is_none() {
            return parse_with_rules(&tags, &rules, tokens, None);
        }
        let named = pick_variant(&tags, None)?;
        if named.rule_set().is_some()
            && tag_value("position").is_none()
            && RuleSet::parse(&rules).is_ok()
        {
            // A standard, named: its pieces need the rules to be read.
            return parse_with_rules(&tags, &rules, tokens, Some(named));
        }
        // A variant of ours, named: its rules string only gives the board
        // and who moves first (a start of ours may have no king at all).
        for entry in rules.split_whitespace() {
            let (key, value) = entry.split_once(':').unwrap_or((entry, ""));
            match key {
                "dim" => size = value.parse::<u8>().ok().or(size),
                "atkf" => attackers_first = value != "n",
                "start" => otn_start = Some(value.to_string()),
                _ => {}
            }
        }
    }
    if let Some(position) = tag_value("position") {
        otn_start = Some(position);
    }
    let variant = pick_variant(&tags, size)?;
    let side = if attackers_first {
        Side::Attackers
    } else {
        Side::Defenders
    };
    let start = match otn_start {
        None => None,
        Some(record) => {
            let board = board_from_otn(&variant, &record)
                .map_err(|problem| RecordError::Syntax { line: 0, problem })?;
            let position = Position::from_board_str(&variant, &board, side)?;
            // Only the variant's own default start may be left implicit.
            let usual = variant.start_position(None, None).ok();
            (usual.as_ref() != Some(&position)).then(|| position.to_string())
        }
    };
    let (moves, result) = moves_and_result(&tags, tokens, side)?;
    Ok(GameRecord {
        rules: None,
        variant: variant.key().to_string(),
        layout: None,
        start,
        moves,
        result,
        tags: free_tags(tags),
    })
}

/// Tags a record keeps as they are (not those read into its fields).
fn free_tags(tags: Vec<(String, String)>) -> Vec<(String, String)> {
    let known = ["variant", "result", "termination", "rules", "position"];
    tags.into_iter()
        .filter(|(k, _)| !known.contains(&k.as_str()))
        .collect()
}

/// `2a.`, `2a.1.1a.`: the address of a variation, not a turn number.
fn is_variation_address(token: &str) -> bool {
    let Some(body) = token.strip_suffix('.') else {
        return false;
    };
    let first = body.split('.').next().unwrap_or("");
    let digits = first.chars().take_while(char::is_ascii_digit).count();
    digits > 0 && first.len() > digits && first[digits..].chars().all(|c| c.is_ascii_lowercase())
}

/// A record whose `[rules:...]` tag alone says how it is played: the
/// rules themselves, compiled (a built-in standard when they are one's,
/// names aside).
fn parse_with_rules(
    tags: &[(String, String)],
    rules: &str,
    tokens: Vec<(usize, String)>,
    named: Option<std::sync::Arc<Variant>>,
) -> Result<GameRecord, RecordError> {
    let parsed = RuleSet::parse(rules)?.rules;
    let side = if parsed.attackers_first {
        Side::Attackers
    } else {
        Side::Defenders
    };
    let key = named.as_ref().map_or(CUSTOM, |v| v.key());
    let compiled = parsed.clone().compile(key)?;
    let (variant, own_rules) = match named.or_else(|| standard_of(&parsed)) {
        Some(known) => (known, None),
        None => (compiled.clone(), Some(parsed.canonical())),
    };
    // The rules' start, with its special pieces, in the variant played.
    let position = match tags.iter().find(|(k, _)| k == "position") {
        Some((_, board)) => {
            let ours = board_from_otn(&variant, board)
                .map_err(|problem| RecordError::Syntax { line: 0, problem })?;
            Position::from_board_str(&variant, &ours, side)?
        }
        None => {
            let start = compiled.start_position(None, None)?;
            Position::parse(&variant, &start.to_string())?
        }
    };
    let usual = variant.start_position(None, None).ok();
    let start = (usual.as_ref() != Some(&position)).then(|| position.to_string());
    let (moves, result) = moves_and_result(tags, tokens, side)?;
    Ok(GameRecord {
        rules: own_rules,
        variant: variant.key().to_string(),
        layout: None,
        start,
        moves,
        result,
        tags: free_tags(tags.to_vec()),
    })
}

/// The key a record's own rules are played under until a store names them.
const CUSTOM: &str = "custom";

/// The built-in standard (docs/rules.md 6) whose rules these are, names
/// aside.
fn standard_of(rules: &RuleSet) -> Option<std::sync::Arc<Variant>> {
    let unnamed = |r: &RuleSet| {
        let mut r = r.clone();
        r.name.clear();
        r
    };
    let wanted = unnamed(rules);
    variant::standards()
        .iter()
        .find(|v| v.rule_set().is_some_and(|r| unnamed(r) == wanted))
        .cloned()
}

/// The moves (turn numbers and the resignation mark read past) and the
/// result: a resignation, or the `result` and `termination` tags.
fn moves_and_result(
    tags: &[(String, String)],
    tokens: Vec<(usize, String)>,
    first: Side,
) -> Result<(Vec<MoveText>, Option<Outcome>), RecordError> {
    let attackers_first = first == Side::Attackers;
    let mut moves = Vec::new();
    let mut resigned = false;
    for (line, token) in tokens {
        if token == "---" {
            resigned = true;
            break;
        }
        if token
            .trim_end_matches('.')
            .chars()
            .all(|c| c.is_ascii_digit())
        {
            continue;
        }
        let ours = move_from_otn(&token);
        let mv = MoveText::parse(&ours).map_err(|e| RecordError::Syntax {
            line,
            problem: e.into(),
        })?;
        moves.push(mv);
    }
    let tag = |key: &str| tags.iter().find(|(k, _)| k == key).map(|(_, v)| v.as_str());
    let result = if resigned {
        let loser = if (moves.len() % 2 == 0) == attackers_first {
            Side::Attackers
        } else {
            Side::Defenders
        };
        Some(Outcome::win(loser.other(), Reason::Resigned))
    } else {
        let winner = match tag("result") {
            Some("1") => Some(Winner::Attackers),
            Some("-1") => Some(Winner::Defenders),
            Some("0") => Some(Winner::Draw),
            _ => None,
        };
        let reason = tag("termination").and_then(|t| t.parse::<Reason>().ok());
        winner.zip(reason).map(|(w, r)| Outcome::new(w, r))
    };
    Ok((moves, result))
}

fn pick_variant(
    tags: &[(String, String)],
    size: Option<u8>,
) -> Result<std::sync::Arc<Variant>, RecordError> {
    if let Some((_, name)) = tags.iter().find(|(k, _)| k == "variant") {
        if let Some(v) = variant::all()
            .iter()
            .chain(variant::standards())
            .find(|v| v.name().eq_ignore_ascii_case(name) || v.key().eq_ignore_ascii_case(name))
        {
            return Ok(v.clone());
        }
        return Ok(variant::by_key(name)?);
    }
    let key = match size {
        Some(7) => "brandubh",
        Some(11) => "copenhagen",
        Some(13) => "kings-table",
        Some(19) => "alea-evangelii",
        _ => return Err(RecordError::MissingVariant),
    };
    Ok(variant::by_key(key)?)
}

/// An OTN move record in our notation: drops piece symbols, info symbols
/// and jump marks; `x` captures separated by `/` become `x` each.
fn move_from_otn(token: &str) -> String {
    let mut text = token.trim_end_matches(['+', '-']).replace(['^', '='], "-");
    // A special piece's letter (`K`, `N`, and the attackers' `c`, `n`...)
    // before the square.
    let bytes = text.as_bytes();
    if bytes.len() > 2
        && bytes[0].is_ascii_alphabetic()
        && bytes[1].is_ascii_alphabetic()
        && bytes[2].is_ascii_digit()
    {
        text.remove(0);
    }
    let Some((movement, captures)) = text.split_once('x') else {
        return text;
    };
    let mut out = movement.to_string();
    for capture in captures.split('/') {
        // A special piece is marked by its symbol before the square.
        let square = match capture.as_bytes() {
            [a, b, ..] if a.is_ascii_alphabetic() && b.is_ascii_alphabetic() => &capture[1..],
            _ => capture,
        };
        out.push('x');
        out.push_str(square);
    }
    out
}

/// Our board string from an OTN position record (rank 1 first).
fn board_from_otn(variant: &Variant, record: &str) -> Result<String, SyntaxError> {
    let rows: Vec<&str> = record.trim_matches('/').split('/').collect();
    if rows.len() != variant.size() as usize {
        return Err(SyntaxError::Rows {
            rows: rows.len(),
            size: variant.size(),
        });
    }
    let mut ranks = Vec::new();
    for row in rows.iter().rev() {
        let mut rank = String::new();
        for c in row.chars() {
            rank.push(match c {
                't' | 'c' | 'n' | 'm' => 'a',
                'T' | 'C' | 'M' => 'd',
                'N' => 'e',
                'K' => 'k',
                d if d.is_ascii_digit() => d,
                other => return Err(SyntaxError::Piece(other)),
            });
        }
        ranks.push(rank);
    }
    Ok(ranks.join("/"))
}

/// An OTN position record of `position` (rank 1 first).
fn otn_position(position: &Position) -> String {
    position.otn_board()
}

pub(super) fn write(record: &GameRecord) -> Result<String, RecordError> {
    let game = record.to_game()?;
    let variant = record.variant()?;
    let start = game.start();
    let mut out = String::new();
    if variant.rule_set().is_none() || variant::by_key(variant.key()).is_ok() {
        // A built-in variant: its name says how it is played here.
        let _ = writeln!(out, "[variant:{}]", variant.name());
    }
    for (key, value) in &record.tags {
        let _ = writeln!(out, "[{key}:{}]", value.replace([']', '\n'], " "));
    }
    if let Some(outcome) = game.outcome() {
        let result = match outcome.winner {
            Winner::Attackers => "1",
            Winner::Defenders => "-1",
            Winner::Draw => "0",
        };
        let _ = writeln!(out, "[result:{result}]");
        let _ = writeln!(out, "[termination:{}]", outcome.reason);
    }
    // The rules tag comes last (OTN spec, game records).
    let _ = writeln!(out, "[rules:{}]\n", rules_of(&variant, start));
    for (turn, pair) in game.plies().chunks(2).enumerate() {
        let _ = write!(out, "{}.", turn + 1);
        for ply in pair {
            let _ = write!(out, " {}", otn_move(ply.mv, ply.captures));
        }
        out.push('\n');
    }
    Ok(out)
}

/// The rules string of a game from `start`: a rule set's own (its start
/// and first mover the game's), else the board of a hand-written variant.
fn rules_of(variant: &Variant, start: &Position) -> String {
    let attackers_first = start.turn() == Side::Attackers;
    match variant.rule_set() {
        Some(rules) => {
            let mut rules = rules.clone();
            rules.attackers_first = attackers_first;
            let size = variant.size();
            // Ascending square order: rank by rank, a1 b1 ... a2 ...
            rules.start.pieces = (0..size)
                .flat_map(|rank| (0..size).filter_map(move |file| Square::new(file, rank)))
                .filter_map(|sq| start.piece_at(sq).map(|piece| (sq, piece)))
                .collect();
            rules.canonical()
        }
        None => format!(
            "dim:{} atkf:{} start:{}",
            variant.size(),
            if attackers_first { "y" } else { "n" },
            otn_position(start)
        ),
    }
}

fn otn_move(mv: crate::notation::Move, captures: Bitboard) -> String {
    let mut out = mv.to_string();
    for (i, sq) in captures.iter().enumerate() {
        out.push(if i == 0 { 'x' } else { '/' });
        let _ = write!(out, "{sq}");
    }
    out
}
