//! Reading an OTN rules string (docs/rules.md 5.2): tokens in any order,
//! each key checked for its own values, defaults for the keys left out.

use std::collections::HashMap;

use super::board::parse_board_record;
use super::{
    Berserk, EscapeTo, Jump, Jumps, KingArmed, KingStrength, MAX_LEN, Parsed, RuleSet, RulesError,
    RulesProblem, RulesWarning, ShieldwallRule, SpaceKind, Spaces, Start, Threefold, TypeSet,
};
use crate::piece::{Piece, Side};
use crate::square::Square;

/// Every key a rules string may hold, in OpenTafl's order (the canonical
/// order of docs/rules.md 5.2).
pub(super) const KEYS: [&str; 40] = [
    "dim", "name", "esc", "surf", "atkf", "tfr", "ka", "ks", "kj", "nj", "cj", "mj", "gj", "cor",
    "cen", "afor", "dfor", "spd", "corp", "cenp", "aforp", "dforp", "cors", "cens", "afors",
    "dfors", "corh", "cenh", "cenhe", "aforh", "dforh", "corre", "cenre", "aforre", "dforre", "sw",
    "swf", "efe", "linc", "ber",
];

/// The written default of a type-list key. The written defaults predate
/// the guard, so a default that lists a side's taflman also lists its
/// guard (5.2: a guard moves like a taflman unless a rule names it).
fn default_types(key: &str) -> TypeSet {
    let written = match key {
        "corp" | "cors" | "cens" => "K",
        "cenp" | "aforp" | "afors" | "corh" | "cenhe" => "tcnkmTCNKM",
        "corre" | "cenre" | "aforre" | "dforre" => "tcnkmTCNKM",
        // The specification's default; OpenTafl's code lets attackers through too (5.9).
        "dforp" | "dfors" | "aforh" => "TCNKM",
        "cenh" | "dforh" => "tcnkm",
        _ => unreachable!("{key} is no type-list key"),
    };
    with_guards(TypeSet::of(written))
}

fn with_guards(set: TypeSet) -> TypeSet {
    let mut out = set;
    if set.contains(0) {
        out = out.union(TypeSet::of("g"));
    }
    if set.contains(6) {
        out = out.union(TypeSet::of("G"));
    }
    out
}

pub(super) fn default_corners(size: u8) -> Vec<Square> {
    let last = size - 1;
    let mut corners: Vec<Square> = [(0, 0), (last, 0), (0, last), (last, last)]
        .into_iter()
        .filter_map(|(f, r)| Square::new(f, r))
        .collect();
    corners.sort();
    corners
}

pub(super) fn default_throne(size: u8) -> Vec<Square> {
    Square::new(size / 2, size / 2).into_iter().collect()
}

/// The default squares of a kind on a board of `size`.
pub(super) fn default_squares(kind: SpaceKind, size: u8) -> Vec<Square> {
    match kind {
        SpaceKind::Corner => default_corners(size),
        SpaceKind::Throne => default_throne(size),
        SpaceKind::AttackerFort | SpaceKind::DefenderFort => Vec::new(),
    }
}

/// The default meaning of a kind's squares (5.2).
pub(super) fn default_spaces(kind: SpaceKind, size: u8) -> Spaces {
    let key = kind.key();
    let hostile = default_types(&format!("{key}h"));
    Spaces {
        squares: default_squares(kind, size),
        passable: default_types(&format!("{key}p")),
        stoppable: default_types(&format!("{key}s")),
        hostile,
        hostile_empty: if kind == SpaceKind::Throne {
            default_types("cenhe")
        } else {
            hostile
        },
        reenter: default_types(&format!("{key}re")),
    }
}

pub(super) fn defaults(size: u8) -> RuleSet {
    RuleSet {
        name: String::new(),
        size,
        escape: EscapeTo::Corners,
        surrounding_fatal: true,
        attackers_first: true,
        threefold: Threefold::Draw,
        king_armed: KingArmed::Yes,
        king_strength: KingStrength::Strong,
        jumps: DEFAULT_JUMPS,
        speeds: [None; 12],
        spaces: SpaceKind::ALL.map(|kind| default_spaces(kind, size)),
        shieldwall: ShieldwallRule::None,
        shieldwall_flank: true,
        edge_fort: false,
        linnaean: false,
        berserk: Berserk::None,
        start: Start { pieces: Vec::new() },
    }
}

pub(super) const DEFAULT_JUMPS: Jumps = Jumps {
    king: Jump::None,
    knight: Jump::Capturing,
    commander: Jump::Plain,
    mercenary: Jump::None,
    guard: Jump::None,
};

/// A value as a message shows it: cut short when long (a start record),
/// anything that could break the line replaced.
fn shown(value: &str) -> String {
    const MAX: usize = 40;
    let clean = |c: char| {
        if c.is_control() || matches!(c, '\u{2028}' | '\u{2029}') {
            '\u{FFFD}'
        } else {
            c
        }
    };
    let cut: String = value.chars().take(MAX).map(clean).collect();
    if value.chars().count() > MAX {
        format!("{cut}…")
    } else {
        cut
    }
}

/// The longest name: a name is a label, and this keeps every canonical
/// string well within [`MAX_LEN`].
pub(super) const MAX_NAME: usize = 64;

fn error(key: &str, value: &str, problem: RulesProblem) -> RulesError {
    RulesError {
        key: key.to_string(),
        value: shown(value),
        problem,
    }
}

fn whole(problem: RulesProblem) -> RulesError {
    error("", "", problem)
}

pub(super) fn parse(text: &str) -> Result<Parsed, RulesError> {
    if text.len() > MAX_LEN {
        return Err(whole(RulesProblem::TooLong(text.len())));
    }
    let mut values: HashMap<&str, &str> = HashMap::new();
    let mut warnings = Vec::new();
    for token in text.split_ascii_whitespace() {
        let Some((key, value)) = token.split_once(':') else {
            // OpenTafl's engine protocol writes `rules dim:...`: a bare word
            // is harmless.
            warnings.push(RulesWarning::NotAPair(shown(token)));
            continue;
        };
        if !KEYS.contains(&key) && key != "start" && key != "starti" {
            warnings.push(RulesWarning::UnknownKey(shown(key)));
            continue;
        }
        if values.insert(key, value).is_some() {
            return Err(error(key, value, RulesProblem::Twice));
        }
    }
    if values.is_empty() && warnings.is_empty() {
        return Err(whole(RulesProblem::Empty));
    }
    let dim = values
        .get("dim")
        .ok_or_else(|| whole(RulesProblem::Missing("dim")))?;
    let size = dim
        .parse::<u8>()
        .ok()
        .filter(|&n| (5..=19).contains(&n) && n % 2 == 1)
        .ok_or_else(|| error("dim", dim, RulesProblem::Size))?;
    let mut rules = defaults(size);
    let reader = Reader { values: &values };

    if let Some(name) = values.get("name") {
        if name.chars().any(char::is_control) {
            return Err(error("name", name, RulesProblem::Name));
        }
        if name.chars().count() > MAX_NAME {
            return Err(error("name", name, RulesProblem::NameLength(MAX_NAME)));
        }
        rules.name = name.replace('_', " ");
    }
    rules.escape = reader.choice("esc", rules.escape, &["c", "e"], |v| match v {
        "c" => Some(EscapeTo::Corners),
        "e" => Some(EscapeTo::Edges),
        _ => None,
    })?;
    rules.surrounding_fatal = reader.yes_no("surf", rules.surrounding_fatal)?;
    rules.attackers_first = reader.yes_no("atkf", rules.attackers_first)?;
    rules.threefold =
        reader.choice("tfr", rules.threefold, &["i", "d", "w", "l"], |v| match v {
            "i" => Some(Threefold::Ignored),
            "d" => Some(Threefold::Draw),
            "w" => Some(Threefold::MoverWins),
            "l" => Some(Threefold::MoverLoses),
            _ => None,
        })?;
    rules.king_armed =
        reader.choice("ka", rules.king_armed, &["y", "n", "a", "h"], |v| match v {
            "y" => Some(KingArmed::Yes),
            "n" => Some(KingArmed::No),
            "a" => Some(KingArmed::Anvil),
            "h" => Some(KingArmed::Hammer),
            _ => None,
        })?;
    rules.king_strength =
        reader.choice(
            "ks",
            rules.king_strength,
            &["s", "c", "m", "w"],
            |v| match v {
                "s" | "y" => Some(KingStrength::Strong),
                "c" => Some(KingStrength::StrongAtThrone),
                "m" => Some(KingStrength::Middleweight),
                "w" | "n" => Some(KingStrength::Weak),
                _ => None,
            },
        )?;
    let jump = |key, default| {
        reader.choice(key, default, &["n", "r", "j", "c"], |v| match v {
            "n" => Some(Jump::None),
            "r" => Some(Jump::Restricted),
            "j" => Some(Jump::Plain),
            "c" => Some(Jump::Capturing),
            _ => None,
        })
    };
    rules.jumps = Jumps {
        king: jump("kj", DEFAULT_JUMPS.king)?,
        knight: jump("nj", DEFAULT_JUMPS.knight)?,
        commander: jump("cj", DEFAULT_JUMPS.commander)?,
        mercenary: jump("mj", DEFAULT_JUMPS.mercenary)?,
        guard: jump("gj", DEFAULT_JUMPS.guard)?,
    };
    if let Some(value) = values.get("spd") {
        rules.speeds = speeds(value)?;
    }
    let mut owner: HashMap<Square, SpaceKind> = HashMap::new();
    for kind in SpaceKind::ALL {
        let key = kind.key();
        let spaces = &mut rules.spaces[kind.index()];
        if let Some(value) = values.get(key) {
            spaces.squares = square_list(key, value, size)?;
        }
        for &square in &spaces.squares {
            if let Some(other) = owner.insert(square, kind) {
                let value = values.get(key).copied().unwrap_or("");
                return Err(error(key, value, RulesProblem::TwoKinds { square, other }));
            }
        }
        spaces.passable = reader.types(&format!("{key}p"), spaces.passable)?;
        spaces.stoppable = reader.types(&format!("{key}s"), spaces.stoppable)?;
        spaces.hostile = reader.types(&format!("{key}h"), spaces.hostile)?;
        spaces.reenter = reader.types(&format!("{key}re"), spaces.reenter)?;
        spaces.hostile_empty = if kind == SpaceKind::Throne {
            reader.types("cenhe", spaces.hostile_empty)?
        } else {
            spaces.hostile
        };
    }
    rules.shieldwall = reader.choice("sw", rules.shieldwall, &["n", "w", "s"], |v| match v {
        "n" => Some(ShieldwallRule::None),
        "w" => Some(ShieldwallRule::Weak),
        "s" => Some(ShieldwallRule::Strong),
        _ => None,
    })?;
    rules.shieldwall_flank = reader.yes_no("swf", rules.shieldwall_flank)?;
    rules.edge_fort = reader.yes_no("efe", rules.edge_fort)?;
    rules.linnaean = reader.yes_no("linc", rules.linnaean)?;
    rules.berserk = reader.choice("ber", rules.berserk, &["n", "c", "m"], |v| match v {
        "n" => Some(Berserk::None),
        "c" => Some(Berserk::Capture),
        "m" => Some(Berserk::Move),
        _ => None,
    })?;
    rules.start = start(&values, &rules)?;
    Ok(Parsed { rules, warnings })
}

struct Reader<'a> {
    values: &'a HashMap<&'a str, &'a str>,
}

impl Reader<'_> {
    fn choice<T: Copy>(
        &self,
        key: &str,
        default: T,
        expected: &'static [&'static str],
        read: impl Fn(&str) -> Option<T>,
    ) -> Result<T, RulesError> {
        match self.values.get(key) {
            None => Ok(default),
            Some(value) => {
                read(value).ok_or_else(|| error(key, value, RulesProblem::Expected(expected)))
            }
        }
    }

    fn yes_no(&self, key: &str, default: bool) -> Result<bool, RulesError> {
        self.choice(key, default, &["y", "n"], |v| match v {
            "y" => Some(true),
            "n" => Some(false),
            _ => None,
        })
    }

    /// A type list; an empty value is the empty list, not the default.
    fn types(&self, key: &str, default: TypeSet) -> Result<TypeSet, RulesError> {
        match self.values.get(key) {
            None => Ok(default),
            Some(value) => {
                TypeSet::parse(value).map_err(|c| error(key, value, RulesProblem::NotAType(c)))
            }
        }
    }
}

/// `a1,b2,` : squares, each once, in ascending order; an empty value is no
/// squares at all.
fn square_list(key: &str, value: &str, size: u8) -> Result<Vec<Square>, RulesError> {
    let mut squares = Vec::new();
    for name in value.split(',').filter(|s| !s.is_empty()) {
        let square = Square::parse(name)
            .map_err(|_| error(key, value, RulesProblem::NotASquare(shown(name))))?;
        if !square.is_on(size) {
            return Err(error(key, value, RulesProblem::OffBoard { square, size }));
        }
        if squares.contains(&square) {
            return Err(error(key, value, RulesProblem::SquareTwice(square)));
        }
        squares.push(square);
    }
    squares.sort();
    Ok(squares)
}

/// `spd`: one value for every piece, two for attackers and defenders, or
/// one per type: 12 in the order `tcnkmgTCNKMG`, or the older 10
/// (`tcnkmTCNKM`) and 8 (`tcnkTCNK`) without the later pieces, which then
/// have no limit.
fn speeds(value: &str) -> Result<[Option<u8>; 12], RulesError> {
    let mut numbers = Vec::new();
    for text in value.split(',').filter(|s| !s.is_empty()) {
        let speed = match text.parse::<i16>() {
            Ok(-1) => None,
            Ok(n) if (1..=255).contains(&n) => Some(n as u8),
            _ => return Err(error("spd", value, RulesProblem::Speed(shown(text)))),
        };
        numbers.push(speed);
    }
    let per_type: &[usize] = match numbers.len() {
        1 => return Ok([numbers[0]; 12]),
        2 => {
            let mut out = [numbers[0]; 12];
            out[6..].fill(numbers[1]);
            return Ok(out);
        }
        12 => &[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
        10 => &[0, 1, 2, 3, 4, 6, 7, 8, 9, 10],
        8 => &[0, 1, 2, 3, 6, 7, 8, 9],
        n => return Err(error("spd", value, RulesProblem::SpeedCount(n))),
    };
    let mut out = [None; 12];
    for (&index, &speed) in per_type.iter().zip(&numbers) {
        out[index] = speed;
    }
    Ok(out)
}

fn start(values: &HashMap<&str, &str>, rules: &RuleSet) -> Result<Start, RulesError> {
    let (key, value, inverted) = match (values.get("start"), values.get("starti")) {
        (Some(_), Some(_)) => {
            return Err(error("starti", values["starti"], RulesProblem::BothStarts));
        }
        (Some(v), None) => ("start", *v, false),
        (None, Some(v)) => ("starti", *v, true),
        (None, None) => return Err(whole(RulesProblem::Missing("start"))),
    };
    let fail = |problem| error(key, value, problem);
    let pieces = parse_board_record(value, rules.size, inverted)
        .map_err(|e| fail(RulesProblem::Board(e)))?;
    let kings: Vec<Square> = pieces
        .iter()
        .filter(|(_, p)| *p == Piece::King)
        .map(|&(sq, _)| sq)
        .collect();
    if kings.len() != 1 {
        return Err(fail(RulesProblem::KingCount(kings.len())));
    }
    if !pieces.iter().any(|(_, p)| p.side() == Side::Attackers) {
        return Err(fail(RulesProblem::NoAttackers));
    }
    let king = kings[0];
    let escaped = match rules.escape {
        EscapeTo::Edges => king.is_edge(rules.size),
        EscapeTo::Corners => rules.squares(SpaceKind::Corner).contains(&king),
    };
    if escaped {
        return Err(fail(RulesProblem::KingEscaped(king)));
    }
    Ok(Start { pieces })
}
