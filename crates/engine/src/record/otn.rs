//! OpenTafl notation (OTN) game records, the second record format of
//! docs/rules.md section 2: `[tag:value]` headers, a rules string with `dim:`,
//! `atkf:` and `start:`, then numbered turns (`1. e1-e3 e5-e2xe3`).
//!
//! OTN position records list rank 1 first; attackers are `t`, defenders
//! `T`, the king `K`. Evangelists, which OTN lacks, are written as OTN's
//! capturing-jump knight `N`. Rules strings cannot express our variants,
//! so the `variant` tag names the variant (our key or name); 7, 11, 13 and
//! 19 squares are otherwise unambiguous.

use std::fmt::Write as _;

use super::{GameRecord, RecordError, SyntaxError};
use crate::bitboard::Bitboard;
use crate::notation::MoveText;
use crate::outcome::{Outcome, Reason, Winner};
use crate::piece::Side;
use crate::position::Position;
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
    let known = ["variant", "result", "termination"];
    Ok(GameRecord {
        rules: None,
        variant: variant.key().to_string(),
        layout: None,
        start,
        moves,
        result,
        tags: tags
            .into_iter()
            .filter(|(k, _)| !known.contains(&k.as_str()))
            .collect(),
    })
}

fn pick_variant(
    tags: &[(String, String)],
    size: Option<u8>,
) -> Result<std::sync::Arc<Variant>, RecordError> {
    if let Some((_, name)) = tags.iter().find(|(k, _)| k == "variant") {
        if let Some(v) = variant::all()
            .iter()
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
    if text.starts_with(|c: char| c.is_ascii_uppercase()) {
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
    let mut out = String::new();
    let _ = writeln!(out, "[variant:{}]", variant.name());
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
    let start = game.start();
    let _ = writeln!(
        out,
        "dim:{} atkf:{} start:{}",
        variant.size(),
        if start.turn() == Side::Attackers {
            "y"
        } else {
            "n"
        },
        otn_position(start)
    );
    for (turn, pair) in game.plies().chunks(2).enumerate() {
        let _ = write!(out, "{}.", turn + 1);
        for ply in pair {
            let _ = write!(out, " {}", otn_move(ply.mv, ply.captures));
        }
        out.push('\n');
    }
    Ok(out)
}

fn otn_move(mv: crate::notation::Move, captures: Bitboard) -> String {
    let mut out = mv.to_string();
    for (i, sq) in captures.iter().enumerate() {
        out.push(if i == 0 { 'x' } else { '/' });
        let _ = write!(out, "{sq}");
    }
    out
}
