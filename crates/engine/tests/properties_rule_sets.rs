//! Property tests for rule sets written as OpenTafl rules strings
//! (docs/rules.md section 5).
//!
//! 1. [`rules_text`] writes random valid rules strings: every key of the
//!    5.2 table with a random value or left out, the keys in random order,
//!    a random start. [`Written::expected`] says what the string means.
//! 2. Round trip: parse -> canonical -> parse gives the same rule set and
//!    the same canonical string; the canonical string is in the order and
//!    form of 5.2 "Writing".
//! 3. The parsers are total: `RuleSet::parse`, `compile`, `Position::parse`
//!    and `Position::parse_otn` never panic, whatever they are given.
//! 4. Random legal play under random rule sets keeps the invariants of
//!    sections 5.4 to 5.8 at every ply; the moves listed and the captures
//!    made are checked against [`reference_moves`] and
//!    [`reference_captures`], worked out here from the rule set alone.
//!
//! Tests marked `#[ignore]` hold properties the engine does not keep yet,
//! each with a minimal reproduction next to it.

use std::collections::{BTreeMap, HashSet};
use std::fmt::{self, Write as _};
use std::sync::{Arc, LazyLock};

use hnefi_engine::ruleset::{
    Berserk, EscapeTo, Jump, KingArmed, KingStrength, RulesProblem, ShieldwallRule, SpaceKind,
    Start, TYPE_LETTERS, Threefold, TypeSet,
};
use hnefi_engine::{
    Game, Kind, Move, MoveList, Outcome, Piece, Ply, Position, Reason, RuleSet, RulesError, Side,
    Square, Variant, Winner, variant,
};
use proptest::prelude::*;
use proptest::sample::Index;
use proptest::test_runner::TestCaseError;

// ---------------------------------------------------------------------------
// The keys of docs/rules.md 5.2

const YES_NO: &[&str] = &["y", "n"];
const JUMPS: &[&str] = &["n", "r", "j", "c"];

/// The keys with a fixed set of values, and those values (5.2).
const CHOICE_KEYS: &[(&str, &[&str])] = &[
    ("esc", &["c", "e"]),
    ("surf", YES_NO),
    ("atkf", YES_NO),
    ("tfr", &["i", "d", "w", "l"]),
    ("ka", &["y", "n", "a", "h"]),
    ("ks", &["s", "c", "m", "w", "y", "n"]),
    ("kj", JUMPS),
    ("nj", JUMPS),
    ("cj", JUMPS),
    ("mj", JUMPS),
    ("gj", JUMPS),
    ("sw", &["n", "w", "s"]),
    ("swf", YES_NO),
    ("efe", YES_NO),
    ("linc", YES_NO),
    ("ber", &["n", "c", "m"]),
];

/// The keys whose value is a list of piece types.
const TYPE_KEYS: [&str; 17] = [
    "corp", "cenp", "aforp", "dforp", "cors", "cens", "afors", "dfors", "corh", "cenh", "cenhe",
    "aforh", "dforh", "corre", "cenre", "aforre", "dforre",
];

/// The keys whose value is a list of squares, in [`SpaceKind::ALL`] order.
const SQUARE_KEYS: [&str; 4] = ["cor", "cen", "afor", "dfor"];

/// docs/rules.md 5.2 "Writing": the canonical order of the keys.
const CANONICAL_ORDER: [&str; 41] = [
    "dim", "name", "esc", "surf", "atkf", "tfr", "ka", "ks", "kj", "nj", "cj", "mj", "gj", "cor",
    "cen", "afor", "dfor", "spd", "corp", "cenp", "aforp", "dforp", "cors", "cens", "afors",
    "dfors", "corh", "cenh", "cenhe", "aforh", "dforh", "corre", "cenre", "aforre", "dforre", "sw",
    "swf", "efe", "linc", "ber", "start",
];

/// The piece-type letters one by one (5.1).
const TYPE_CHARS: [char; 12] = ['t', 'c', 'n', 'k', 'm', 'g', 'T', 'C', 'N', 'K', 'M', 'G'];

fn square(file: u8, rank: u8) -> Square {
    Square::new(file, rank).expect("inside 19x19")
}

/// Every square of a `size` board, in ascending order.
fn board_squares(size: u8) -> Vec<Square> {
    let mut squares: Vec<Square> = (0..size)
        .flat_map(|rank| (0..size).map(move |file| square(file, rank)))
        .collect();
    squares.sort();
    squares
}

/// The piece an OTN start-record letter stands for (5.1).
fn piece_of(letter: char) -> Piece {
    let side = if letter.is_ascii_uppercase() {
        Side::Defenders
    } else {
        Side::Attackers
    };
    match letter.to_ascii_lowercase() {
        't' if side == Side::Attackers => Piece::Attacker,
        't' => Piece::Defender,
        'k' => Piece::King,
        'c' => Piece::Commander(side),
        'n' => Piece::Knight(side),
        'm' => Piece::Mercenary(side),
        'g' => Piece::Guard(side),
        other => panic!("no piece letter {other}"),
    }
}

// ---------------------------------------------------------------------------
// 1. Random valid rules strings

/// A valid rules string and what it was written from.
#[derive(Clone)]
struct Written {
    size: u8,
    /// `name`'s value as written (underscores and all), if given.
    name: Option<String>,
    /// Keys of [`CHOICE_KEYS`] that were given, with their values.
    choices: Vec<(&'static str, &'static str)>,
    /// Keys of [`TYPE_KEYS`] that were given, with their letters.
    types: Vec<(&'static str, String)>,
    /// `cor cen afor dfor` as given (in the order written), `None` if left out.
    squares: [Option<Vec<Square>>; 4],
    /// `spd` as given: each value, `None` for -1.
    speeds: Option<Vec<Option<u8>>>,
    /// The start's pieces, by OTN letter.
    start: BTreeMap<Square, char>,
    /// Whether a bare word (`rules`) precedes the keys.
    bare_word: bool,
    text: String,
}

impl fmt::Debug for Written {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}", self.text)
    }
}

/// The random choices a [`Written`] is made of; sizes are applied later.
#[derive(Clone, Debug)]
struct Raw {
    size: u8,
    name: Option<String>,
    choices: Vec<Option<Index>>,
    types: Vec<Option<String>>,
    squares: Vec<Option<Vec<(Index, Index)>>>,
    speeds: Option<(usize, Vec<(u8, Index)>)>,
    pieces: Vec<(Index, char)>,
    king: Index,
    attacker: Index,
    inverted: bool,
    /// Where the pieces stand: anywhere, or defenders in the middle and
    /// attackers around them as in the real games, or behind a closed ring.
    layout: Layout,
    order: Vec<u32>,
    separators: Vec<&'static str>,
    bare_word: bool,
    upper_squares: bool,
    trailing_commas: bool,
    /// A choice key given this value whatever `choices` says.
    forced: Option<(&'static str, &'static str)>,
}

/// Where a start's pieces stand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Layout {
    Scattered,
    Clustered,
    /// A closed ring of attackers one square in from the edge.
    Ringed,
}

/// Odd sizes 5 to 19, mostly 7 to 13.
fn board_size() -> BoxedStrategy<u8> {
    prop_oneof![
        1 => Just(5u8),
        8 => prop::sample::select(&[7u8, 9, 11, 13][..]),
        1 => prop::sample::select(&[15u8, 17, 19][..]),
    ]
    .boxed()
}

/// A type list: left out, empty, or random letters.
fn type_list() -> BoxedStrategy<Option<String>> {
    prop_oneof![
        5 => Just(None),
        2 => Just(Some(String::new())),
        4 => prop::collection::vec(prop::sample::select(&TYPE_CHARS[..]), 1..=8)
            .prop_map(|letters| Some(letters.into_iter().collect())),
    ]
    .boxed()
}

/// A square list: left out, empty, or a few squares.
fn square_list() -> BoxedStrategy<Option<Vec<(Index, Index)>>> {
    prop_oneof![
        5 => Just(None),
        2 => Just(Some(Vec::new())),
        4 => prop::collection::vec((any::<Index>(), any::<Index>()), 1..=6).prop_map(Some),
    ]
    .boxed()
}

/// A start piece's letter: mostly taflmen.
fn piece_letter() -> BoxedStrategy<char> {
    prop_oneof![
        8 => Just('t'),
        6 => Just('T'),
        4 => prop::sample::select(&['c', 'n', 'm', 'g', 'C', 'N', 'M', 'G'][..]),
    ]
    .boxed()
}

const SEPARATORS: &[&str] = &[" ", " ", " ", " ", "  ", "\t", " \n "];

/// Random valid rules strings (docs/rules.md 5.2): every key given with a
/// random value or left out, in random order, and a random start with one
/// king where he has not already won and at least one attacker.
fn rules_text() -> BoxedStrategy<Written> {
    raw_rules().prop_map(build).boxed()
}

/// As [`rules_text`], with `key` given one of `values`.
fn rules_text_with(key: &'static str, values: &'static [&'static str]) -> BoxedStrategy<Written> {
    (raw_rules(), prop::sample::select(values))
        .prop_map(move |(mut raw, value)| {
            raw.forced = Some((key, value));
            build(raw)
        })
        .boxed()
}

fn raw_rules() -> BoxedStrategy<Raw> {
    let keys = (
        board_size(),
        prop::option::weighted(0.5, "[A-Za-z0-9_().'-]{0,16}"),
        prop::collection::vec(
            prop::option::weighted(0.5, any::<Index>()),
            CHOICE_KEYS.len(),
        ),
        prop::collection::vec(type_list(), TYPE_KEYS.len()),
        prop::collection::vec(square_list(), 4),
        prop::option::weighted(
            0.35,
            (
                prop::sample::select(&[1usize, 2, 8, 10, 12][..]),
                prop::collection::vec((0u8..4, any::<Index>()), 12),
            ),
        ),
    );
    let start = (
        prop::collection::vec((any::<Index>(), piece_letter()), 1..64),
        any::<Index>(),
        any::<Index>(),
        any::<bool>(),
        prop::sample::select(
            &[
                Layout::Scattered,
                Layout::Clustered,
                Layout::Clustered,
                Layout::Ringed,
            ][..],
        ),
    );
    let layout = (
        prop::collection::vec(any::<u32>(), CANONICAL_ORDER.len() + 1),
        prop::collection::vec(prop::sample::select(SEPARATORS), CANONICAL_ORDER.len() + 2),
        prop::bool::weighted(0.1),
        prop::bool::weighted(0.15),
        any::<bool>(),
    );
    (keys, start, layout)
        .prop_map(
            |(
                (size, name, choices, types, squares, speeds),
                (pieces, king, attacker, inverted, layout),
                (order, separators, bare_word, upper_squares, trailing_commas),
            )| Raw {
                size,
                name,
                choices,
                types,
                squares,
                speeds,
                pieces,
                king,
                attacker,
                inverted,
                layout,
                order,
                separators,
                bare_word,
                upper_squares,
                trailing_commas,
                forced: None,
            },
        )
        .boxed()
}

/// The default squares of each kind (5.1): the four corners, the centre.
fn default_squares(size: u8) -> [Vec<Square>; 4] {
    let last = size - 1;
    let mut corners = vec![
        square(0, 0),
        square(last, 0),
        square(0, last),
        square(last, last),
    ];
    corners.sort();
    [
        corners,
        vec![square(size / 2, size / 2)],
        Vec::new(),
        Vec::new(),
    ]
}

/// An OTN position record, rank 1 first or (`inverted`) the top rank first.
fn record(size: u8, pieces: &BTreeMap<Square, char>, inverted: bool) -> String {
    let ranks: Vec<u8> = if inverted {
        (0..size).rev().collect()
    } else {
        (0..size).collect()
    };
    let mut out = String::from("/");
    for rank in ranks {
        let mut run = 0;
        for file in 0..size {
            match pieces.get(&square(file, rank)) {
                Some(&letter) => {
                    if run > 0 {
                        let _ = write!(out, "{run}");
                        run = 0;
                    }
                    out.push(letter);
                }
                None => run += 1,
            }
        }
        if run > 0 {
            let _ = write!(out, "{run}");
        }
        out.push('/');
    }
    out
}

fn build(raw: Raw) -> Written {
    let size = raw.size;
    let on_board = |(file, rank): &(Index, Index)| {
        square(
            file.index(size as usize) as u8,
            rank.index(size as usize) as u8,
        )
    };

    // Special squares: a square is of at most one kind, the defaults of the
    // kinds left out included (5.1).
    let defaults = default_squares(size);
    let mut taken: HashSet<Square> = HashSet::new();
    for (kind, list) in raw.squares.iter().enumerate() {
        if list.is_none() {
            taken.extend(defaults[kind].iter().copied());
        }
    }
    let squares: [Option<Vec<Square>>; 4] = std::array::from_fn(|kind| {
        raw.squares[kind].as_ref().map(|list| {
            list.iter()
                .map(on_board)
                .filter(|&sq| taken.insert(sq))
                .collect()
        })
    });
    let corners = squares[0].clone().unwrap_or_else(|| defaults[0].clone());

    let choices: Vec<(&'static str, &'static str)> = CHOICE_KEYS
        .iter()
        .zip(&raw.choices)
        .filter_map(|(&(key, values), pick)| match raw.forced {
            Some((forced, value)) if forced == key => Some((key, value)),
            _ => pick.map(|i| (key, values[i.index(values.len())])),
        })
        .collect();
    let edge_escape = choices.contains(&("esc", "e"));

    // The start: random pieces, the king where he has not won yet, an attacker.
    let all = board_squares(size);
    let mut start: BTreeMap<Square, char> = BTreeMap::new();
    let most = (size as usize * size as usize * 2 / 5).max(2);
    // Squares by their distance from the centre (the largest of the file
    // and rank distances).
    let centre = size / 2;
    let distance = |sq: &Square| sq.file().abs_diff(centre).max(sq.rank().abs_diff(centre));
    let ring = match raw.layout {
        Layout::Ringed => centre - 1,
        _ => centre - centre / 2,
    };
    let middle: Vec<Square> = all
        .iter()
        .copied()
        .filter(|sq| distance(sq) < ring)
        .collect();
    let around: Vec<Square> = all
        .iter()
        .copied()
        .filter(|sq| distance(sq) > ring)
        .collect();
    if raw.layout == Layout::Ringed {
        for sq in all.iter().filter(|sq| distance(sq) == ring) {
            start.insert(*sq, 't');
        }
    }
    for (at, letter) in raw.pieces.iter().take(most) {
        let squares = match (raw.layout, letter.is_ascii_uppercase()) {
            (Layout::Scattered, _) => &all,
            (_, true) => &middle,
            (_, false) => &around,
        };
        start.insert(squares[at.index(squares.len())], *letter);
    }
    // The king where he has not won yet: in the middle if he can be.
    let unwon = |sq: &&Square| {
        if edge_escape {
            !sq.is_edge(size)
        } else {
            !corners.contains(sq)
        }
    };
    let mut king_squares: Vec<Square> = match raw.layout {
        Layout::Scattered => Vec::new(),
        _ => middle.iter().filter(unwon).copied().collect(),
    };
    if king_squares.is_empty() {
        king_squares = all.iter().filter(unwon).copied().collect();
    }
    let king = king_squares[raw.king.index(king_squares.len())];
    start.insert(king, 'K');
    if !start.values().any(char::is_ascii_lowercase) {
        let others: Vec<Square> = all.iter().copied().filter(|&sq| sq != king).collect();
        start.insert(others[raw.attacker.index(others.len())], 't');
    }

    let speeds = raw.speeds.as_ref().map(|(count, values)| {
        values[..*count]
            .iter()
            .map(|(kind, at)| (*kind != 0).then(|| 1 + at.index(size as usize) as u8))
            .collect::<Vec<_>>()
    });
    let types: Vec<(&'static str, String)> = TYPE_KEYS
        .iter()
        .zip(&raw.types)
        .filter_map(|(&key, letters)| letters.clone().map(|l| (key, l)))
        .collect();

    // The tokens, then in random order.
    let comma = |last: bool| {
        if last && !raw.trailing_commas {
            ""
        } else {
            ","
        }
    };
    let mut tokens: Vec<(String, String)> = vec![("dim".into(), size.to_string())];
    if let Some(name) = &raw.name {
        tokens.push(("name".into(), name.clone()));
    }
    for &(key, value) in &choices {
        tokens.push((key.into(), value.into()));
    }
    for (kind, list) in squares.iter().enumerate() {
        if let Some(list) = list {
            let value: String = list
                .iter()
                .map(|sq| {
                    let name = sq.to_string();
                    let name = if raw.upper_squares {
                        name.to_ascii_uppercase()
                    } else {
                        name
                    };
                    format!("{name},")
                })
                .collect();
            tokens.push((SQUARE_KEYS[kind].into(), value));
        }
    }
    if let Some(speeds) = &speeds {
        let mut value = String::new();
        for (i, speed) in speeds.iter().enumerate() {
            match speed {
                Some(n) => value.push_str(&n.to_string()),
                None => value.push_str("-1"),
            }
            value.push_str(comma(i + 1 == speeds.len()));
        }
        tokens.push(("spd".into(), value));
    }
    for (key, letters) in &types {
        tokens.push(((*key).into(), letters.clone()));
    }
    let start_key = if raw.inverted { "starti" } else { "start" };
    tokens.push((start_key.into(), record(size, &start, raw.inverted)));
    let mut order: Vec<(u32, (String, String))> = raw.order.iter().copied().zip(tokens).collect();
    order.sort_by_key(|(key, _)| *key);

    let mut text = String::from(raw.separators[0].trim_start_matches(' '));
    if raw.bare_word {
        text.push_str("rules ");
    }
    for (i, (_, (key, value))) in order.iter().enumerate() {
        if i > 0 {
            text.push_str(raw.separators[i + 1]);
        }
        let _ = write!(text, "{key}:{value}");
    }
    Written {
        size,
        name: raw.name,
        choices,
        types,
        squares,
        speeds,
        start,
        bare_word: raw.bare_word,
        text,
    }
}

impl Written {
    /// The rule set the string says, read from docs/rules.md 5.2 by hand:
    /// the defaults of every key left out, the value of every key given.
    fn expected(&self) -> RuleSet {
        let mut rules = RuleSet::defaults(self.size);
        if let Some(name) = &self.name {
            rules.name = name.replace('_', " ");
        }
        for &(key, value) in &self.choices {
            let yes = value == "y";
            let jump = || match value {
                "n" => Jump::None,
                "r" => Jump::Restricted,
                "j" => Jump::Plain,
                _ => Jump::Capturing,
            };
            match key {
                "esc" => {
                    rules.escape = if value == "c" {
                        EscapeTo::Corners
                    } else {
                        EscapeTo::Edges
                    }
                }
                "surf" => rules.surrounding_fatal = yes,
                "atkf" => rules.attackers_first = yes,
                "tfr" => {
                    rules.threefold = match value {
                        "i" => Threefold::Ignored,
                        "d" => Threefold::Draw,
                        "w" => Threefold::MoverWins,
                        _ => Threefold::MoverLoses,
                    }
                }
                "ka" => {
                    rules.king_armed = match value {
                        "y" => KingArmed::Yes,
                        "n" => KingArmed::No,
                        "a" => KingArmed::Anvil,
                        _ => KingArmed::Hammer,
                    }
                }
                "ks" => {
                    rules.king_strength = match value {
                        "s" | "y" => KingStrength::Strong,
                        "c" => KingStrength::StrongAtThrone,
                        "m" => KingStrength::Middleweight,
                        _ => KingStrength::Weak,
                    }
                }
                "kj" => rules.jumps.king = jump(),
                "nj" => rules.jumps.knight = jump(),
                "cj" => rules.jumps.commander = jump(),
                "mj" => rules.jumps.mercenary = jump(),
                "gj" => rules.jumps.guard = jump(),
                "sw" => {
                    rules.shieldwall = match value {
                        "n" => ShieldwallRule::None,
                        "w" => ShieldwallRule::Weak,
                        _ => ShieldwallRule::Strong,
                    }
                }
                "swf" => rules.shieldwall_flank = yes,
                "efe" => rules.edge_fort = yes,
                "linc" => rules.linnaean = yes,
                "ber" => {
                    rules.berserk = match value {
                        "n" => Berserk::None,
                        "c" => Berserk::Capture,
                        _ => Berserk::Move,
                    }
                }
                other => unreachable!("{other}"),
            }
        }
        for (kind, list) in self.squares.iter().enumerate() {
            if let Some(list) = list {
                let mut sorted = list.clone();
                sorted.sort();
                rules.spaces[kind].squares = sorted;
            }
        }
        for (key, letters) in &self.types {
            let set = TypeSet::parse(letters).expect("type letters");
            if *key == "cenhe" {
                rules.spaces[SpaceKind::Throne as usize].hostile_empty = set;
                continue;
            }
            let (stem, suffix) = match key.strip_suffix("re") {
                Some(stem) => (stem, "re"),
                None => key.split_at(key.len() - 1),
            };
            let kind = SQUARE_KEYS.iter().position(|k| *k == stem).expect("stem");
            let spaces = &mut rules.spaces[kind];
            match suffix {
                "p" => spaces.passable = set,
                "s" => spaces.stoppable = set,
                "h" => spaces.hostile = set,
                _ => spaces.reenter = set,
            }
        }
        // Only the throne tells its empty hostility apart (`cenhe`).
        for kind in [
            SpaceKind::Corner,
            SpaceKind::AttackerFort,
            SpaceKind::DefenderFort,
        ] {
            let spaces = &mut rules.spaces[kind as usize];
            spaces.hostile_empty = spaces.hostile;
        }
        if let Some(speeds) = &self.speeds {
            let per_type: &[usize] = match speeds.len() {
                1 => &[0; 12],
                2 => &[0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1],
                _ => &[],
            };
            let mut out = [None; 12];
            if per_type.is_empty() {
                // 12 in `tcnkmgTCNKMG`, 10 without guards, 8 without
                // mercenaries and guards; the missing ones have no limit.
                let letters = match speeds.len() {
                    12 => TYPE_LETTERS,
                    10 => "tcnkmTCNKM",
                    _ => "tcnkTCNK",
                };
                for (letter, &speed) in letters.chars().zip(speeds) {
                    out[TYPE_LETTERS.find(letter).expect("type")] = speed;
                }
            } else {
                for (slot, &from) in out.iter_mut().zip(per_type) {
                    *slot = speeds[from];
                }
            }
            rules.speeds = out;
        }
        rules.start = Start {
            pieces: self
                .start
                .iter()
                .map(|(&sq, &letter)| (sq, piece_of(letter)))
                .collect(),
        };
        rules
    }

    /// Whether the king wins on any edge square (`esc:e`).
    fn escape_edges(&self) -> bool {
        self.choices.contains(&("esc", "e"))
    }
}

fn parse_ok(text: &str) -> Result<hnefi_engine::ruleset::Parsed, TestCaseError> {
    RuleSet::parse(text).map_err(|e| TestCaseError::fail(format!("`{text}` refused: {e}")))
}

fn compile_ok(rules: &RuleSet, text: &str) -> Result<Arc<Variant>, TestCaseError> {
    rules
        .compile("prop")
        .map_err(|e| TestCaseError::fail(format!("`{text}` parses but does not compile: {e}")))
}

fn config(cases: u32) -> ProptestConfig {
    ProptestConfig {
        cases,
        // No regression files next to the tests.
        failure_persistence: None,
        max_shrink_iters: 400,
        ..ProptestConfig::default()
    }
}

// ---------------------------------------------------------------------------
// 2. Round trip and the canonical form

/// Checks a canonical string against docs/rules.md 5.2 "Writing": keys in
/// OpenTafl's order, `atkf` always, no key at its default, lists as
/// OpenTafl writes them.
fn check_canonical_form(canon: &str, rules: &RuleSet) -> Result<(), TestCaseError> {
    let tokens: Vec<&str> = canon.split(' ').collect();
    prop_assert!(
        canon.chars().all(|c| c == ' ' || !c.is_whitespace())
            && tokens.iter().all(|t| !t.is_empty()),
        "`{}`: tokens are not separated by single spaces",
        canon
    );
    let mut last = None;
    let mut keys = Vec::new();
    for token in &tokens {
        let Some((key, value)) = token.split_once(':') else {
            return Err(TestCaseError::fail(format!(
                "`{canon}`: `{token}` has no colon"
            )));
        };
        let place = CANONICAL_ORDER.iter().position(|k| *k == key);
        prop_assert!(
            place.is_some(),
            "`{}`: key `{}` is not one of 5.2",
            canon,
            key
        );
        prop_assert!(
            place > last,
            "`{}`: `{}` is out of the canonical order",
            canon,
            key
        );
        last = place;
        keys.push(key);
        check_canonical_value(canon, key, value)?;
    }
    prop_assert_eq!(keys.first(), Some(&"dim"), "`{}`", canon);
    prop_assert_eq!(keys.last(), Some(&"start"), "`{}`", canon);
    prop_assert!(keys.contains(&"atkf"), "`{}` leaves out atkf", canon);
    // Every key but dim, atkf and start differs from its default: leaving
    // it out reads another rule set.
    for (i, key) in keys.iter().enumerate() {
        if matches!(*key, "dim" | "atkf" | "start") {
            continue;
        }
        let without: Vec<&str> = tokens
            .iter()
            .enumerate()
            .filter(|&(j, _)| j != i)
            .map(|(_, t)| *t)
            .collect();
        let without = without.join(" ");
        if let Ok(parsed) = RuleSet::parse(&without) {
            prop_assert!(
                parsed.rules != *rules,
                "`{}` writes `{}` at its default",
                canon,
                tokens[i]
            );
        }
    }
    Ok(())
}

fn check_canonical_value(canon: &str, key: &str, value: &str) -> Result<(), TestCaseError> {
    if SQUARE_KEYS.contains(&key) {
        prop_assert!(
            value.is_empty() || value.ends_with(','),
            "`{}`: `{}:{}` lacks the comma after its last square",
            canon,
            key,
            value
        );
        let mut previous: Option<Square> = None;
        for name in value.split(',').filter(|s| !s.is_empty()) {
            let sq = Square::parse(name).map_err(|e| TestCaseError::fail(format!("{e}")))?;
            prop_assert_eq!(name, sq.to_string(), "`{}`: squares in lower case", canon);
            prop_assert!(
                previous < Some(sq),
                "`{}`: `{}:{}` squares not ascending",
                canon,
                key,
                value
            );
            previous = Some(sq);
        }
    } else if TYPE_KEYS.contains(&key) {
        let places: Vec<Option<usize>> = value.chars().map(|c| TYPE_LETTERS.find(c)).collect();
        prop_assert!(
            places.iter().all(Option::is_some) && places.windows(2).all(|w| w[0] < w[1]),
            "`{}`: `{}:{}` is not in the order tcnkmgTCNKMG",
            canon,
            key,
            value
        );
    } else if key == "spd" {
        let values: Vec<&str> = value.split(',').collect();
        if values.len() == 1 {
            let n: u16 = value
                .parse()
                .map_err(|_| TestCaseError::fail(format!("`{canon}`: spd `{value}`")))?;
            prop_assert!((1..=255).contains(&n), "`{}`: spd `{}`", canon, value);
        } else {
            prop_assert_eq!(values.len(), 13, "`{}`: spd lists 12 speeds", canon);
            prop_assert_eq!(values[12], "", "`{}`: a comma after each speed", canon);
            let speeds = &values[..12];
            prop_assert!(
                speeds.iter().any(|s| *s != speeds[0]),
                "`{}`: equal speeds are written as one number",
                canon
            );
            for s in speeds {
                let n: i16 = s
                    .parse()
                    .map_err(|_| TestCaseError::fail(format!("`{canon}`: spd `{value}`")))?;
                prop_assert!(n == -1 || (1..=255).contains(&n), "`{}`", canon);
            }
        }
    } else if key == "name" {
        prop_assert!(!value.is_empty(), "`{}`: empty name written", canon);
    }
    Ok(())
}

proptest! {
    #![proptest_config(config(600))]

    /// A valid string reads as docs/rules.md 5.2 says: each key given has
    /// its value, each key left out its default; a bare word is only a
    /// warning.
    #[test]
    fn strings_read_as_written(written in rules_text()) {
        let parsed = parse_ok(&written.text)?;
        prop_assert_eq!(&parsed.rules, &written.expected());
        prop_assert_eq!(
            parsed.warnings.len(),
            usize::from(written.bare_word),
            "warnings {:?}",
            parsed.warnings
        );
        let king = parsed.rules.king().expect("one king");
        if written.escape_edges() {
            prop_assert!(!king.is_edge(written.size));
        }
    }

    /// parse -> canonical -> parse gives the same rule set, canonical ->
    /// parse -> canonical the same string, in the form of 5.2 "Writing".
    #[test]
    fn canonical_strings_round_trip(written in rules_text()) {
        let parsed = parse_ok(&written.text)?;
        let canon = parsed.rules.canonical();
        prop_assert_eq!(&canon, &parsed.rules.to_string());
        let again = parse_ok(&canon)?;
        prop_assert_eq!(&again.rules, &parsed.rules, "`{}`", canon);
        prop_assert!(again.warnings.is_empty(), "`{}`: {:?}", canon, again.warnings);
        prop_assert_eq!(again.rules.canonical(), canon.clone());
        check_canonical_form(&canon, &parsed.rules)?;
    }
}

// ---------------------------------------------------------------------------
// 3. The parsers never panic

/// Every key a rules string may hold, and a few it may not.
const ANY_KEYS: &[&str] = &[
    "dim", "name", "esc", "surf", "atkf", "tfr", "ka", "ks", "kj", "nj", "cj", "mj", "gj", "cor",
    "cen", "afor", "dfor", "spd", "corp", "cenp", "aforp", "dforp", "cors", "cens", "afors",
    "dfors", "corh", "cenh", "cenhe", "aforh", "dforh", "corre", "cenre", "aforre", "dforre", "sw",
    "swf", "efe", "linc", "ber", "start", "starti", "rules", "DIM", "", "dim ", "st",
];

/// Pieces of values that make long values when repeated.
const LONG_UNITS: &[&str] = &[
    "9", "1", "t", "T", "K", "/", ",", "a1,", "s19,", "-1,", "255,", "1/", "tT", "\u{e9}", "_",
];

/// Characters rules strings are made of, for mutations.
const RULES_CHARS: &[char] = &[
    ' ',
    ':',
    ',',
    '/',
    '_',
    '-',
    '0',
    '1',
    '2',
    '5',
    '7',
    '9',
    't',
    'T',
    'k',
    'K',
    'c',
    'n',
    'm',
    'g',
    'G',
    'a',
    'e',
    's',
    'y',
    'x',
    '\t',
    '\n',
    '\u{0}',
    '\u{b}',
    '\u{85}',
    '\u{a0}',
    '\u{2028}',
    '\u{e9}',
    '\u{1f600}',
];

fn garbage_value() -> BoxedStrategy<String> {
    prop_oneof![
        2 => "[a-z0-9,/-]{0,12}",
        2 => "[tcnkmgTCNKMG0-9/]{0,60}",
        1 => "([a-zA-Z][0-9]{1,3},){0,8}",
        1 => "-?[0-9]{1,25}",
        1 => "(-?[0-9]{1,3},){0,14}",
        1 => "\\PC{0,12}",
        1 => any::<String>(),
        1 => (prop::sample::select(LONG_UNITS), 0usize..9000).prop_map(|(u, n)| u.repeat(n)),
    ]
    .boxed()
}

fn garbage_token() -> BoxedStrategy<String> {
    (
        prop_oneof![8 => prop::sample::select(ANY_KEYS).prop_map(str::to_string), 1 => "[a-z]{1,6}", 1 => "\\PC{0,4}"],
        prop::sample::select(&[":", ":", ":", ":", "", "::"][..]),
        garbage_value(),
    )
        .prop_map(|(key, colon, value)| format!("{key}{colon}{value}"))
        .boxed()
}

/// Tokens of real keys with garbage values, joined by assorted white space
/// (or none).
fn token_soup() -> BoxedStrategy<String> {
    (
        prop::collection::vec(garbage_token(), 0..40),
        prop::sample::select(&[" ", " ", "\t", "\n", "  ", "\u{a0}", "", "\r\n"][..]),
    )
        .prop_map(|(tokens, sep)| tokens.join(sep))
        .boxed()
}

/// Very many tokens: one repeated, or one of many.
fn many_tokens() -> BoxedStrategy<String> {
    (
        prop::sample::select(
            &[
                "dim:7", "x", "rules", "foo:bar", "cor:a1,", "a:", ":", "spd:1", "name:_",
            ][..],
        ),
        0usize..5000,
        rules_text(),
    )
        .prop_map(|(token, n, valid)| {
            let mut text = valid.text;
            for _ in 0..n {
                text.push(' ');
                text.push_str(token);
            }
            text
        })
        .boxed()
}

/// A valid string with a few characters inserted, deleted or replaced, or
/// tokens dropped, doubled or swapped.
fn mutated_rules() -> BoxedStrategy<String> {
    (
        rules_text(),
        prop::collection::vec(
            (
                0u8..6,
                any::<Index>(),
                any::<Index>(),
                prop::sample::select(RULES_CHARS),
            ),
            1..6,
        ),
    )
        .prop_map(|(written, edits)| {
            let mut text = written.text;
            for (op, a, b, c) in edits {
                let mut chars: Vec<char> = text.chars().collect();
                let mut tokens: Vec<String> = text.split_whitespace().map(str::to_string).collect();
                match op {
                    0 => chars.insert(a.index(chars.len() + 1), c),
                    1 if !chars.is_empty() => {
                        chars.remove(a.index(chars.len()));
                    }
                    2 if !chars.is_empty() => {
                        let at = a.index(chars.len());
                        chars[at] = c;
                    }
                    3 if !tokens.is_empty() => {
                        tokens.remove(a.index(tokens.len()));
                    }
                    4 if !tokens.is_empty() => {
                        let token = tokens[a.index(tokens.len())].clone();
                        tokens.insert(b.index(tokens.len() + 1), token);
                    }
                    _ if !tokens.is_empty() => {
                        // Swap two tokens' values: a start for a list ...
                        let (i, j) = (a.index(tokens.len()), b.index(tokens.len()));
                        let value = |t: &str| {
                            t.split_once(':')
                                .map_or(String::new(), |(_, v)| v.to_string())
                        };
                        let key = |t: &str| {
                            t.split_once(':')
                                .map_or(t.to_string(), |(k, _)| k.to_string())
                        };
                        let (vi, vj) = (value(&tokens[i]), value(&tokens[j]));
                        tokens[i] = format!("{}:{vj}", key(&tokens[i]));
                        tokens[j] = format!("{}:{vi}", key(&tokens[j]));
                    }
                    _ => {}
                }
                text = if op <= 2 {
                    chars.into_iter().collect()
                } else {
                    tokens.join(" ")
                };
            }
            text
        })
        .boxed()
}

/// A valid string with one value replaced by garbage.
fn one_bad_value() -> BoxedStrategy<String> {
    (rules_text(), any::<Index>(), garbage_value())
        .prop_map(|(written, at, value)| {
            let mut tokens: Vec<String> = written
                .text
                .split_whitespace()
                .map(str::to_string)
                .collect();
            let i = at.index(tokens.len());
            let key = tokens[i].split_once(':').map_or("", |(k, _)| k).to_string();
            tokens[i] = format!("{key}:{value}");
            tokens.join(" ")
        })
        .boxed()
}

/// Arbitrary bytes, and valid strings with bytes flipped, read lossily.
fn lossy_bytes() -> BoxedStrategy<String> {
    prop_oneof![
        prop::collection::vec(any::<u8>(), 0..400),
        (
            rules_text(),
            prop::collection::vec((any::<Index>(), any::<u8>()), 1..6)
        )
            .prop_map(|(written, flips)| {
                let mut bytes = written.text.into_bytes();
                for (at, byte) in flips {
                    let i = at.index(bytes.len());
                    bytes[i] = byte;
                }
                bytes
            }),
    ]
    .prop_map(|bytes| String::from_utf8_lossy(&bytes).into_owned())
    .boxed()
}

fn any_rules_text() -> BoxedStrategy<String> {
    prop_oneof![
        1 => any::<String>(),
        1 => "\\PC*",
        3 => token_soup(),
        1 => many_tokens(),
        3 => mutated_rules(),
        3 => one_bad_value(),
        2 => lossy_bytes(),
    ]
    .boxed()
}

/// An error message says what is wrong on one line.
fn check_one_line(what: &str, text: &str, message: &str) -> Result<(), TestCaseError> {
    prop_assert!(
        !message.trim().is_empty(),
        "{} of {:?} is empty",
        what,
        text
    );
    prop_assert!(
        !message.contains(['\n', '\r']),
        "{} of {:?} is more than one line: {:?}",
        what,
        text,
        message
    );
    Ok(())
}

/// `RuleSet::parse` is total: an error is one line; a rule set read writes
/// and reads back, compiles and starts a game. Nothing panics.
fn check_total(text: &str) -> Result<(), TestCaseError> {
    check_total_with(text, true)
}

/// As [`check_total`]; without `over_limit`, a canonical string longer
/// than a rules string may be is not read back (see
/// `canonical_strings_near_the_limit_read_back`).
fn check_total_with(text: &str, over_limit: bool) -> Result<(), TestCaseError> {
    match RuleSet::parse(text) {
        Err(e) => check_one_line("the error", text, &e.to_string()),
        Ok(parsed) => {
            for warning in &parsed.warnings {
                check_one_line("a warning", text, &warning.to_string())?;
            }
            let canon = parsed.rules.canonical();
            if over_limit || canon.len() <= MAX_LEN {
                let again = parse_ok(&canon)?;
                prop_assert_eq!(&again.rules, &parsed.rules, "{:?} -> `{}`", text, canon);
            }
            let variant = compile_ok(&parsed.rules, text)?;
            let start = variant
                .start_position(None, None)
                .map_err(|e| TestCaseError::fail(format!("{e}")))?;
            let game = Game::new(start);
            let moves = game.legal_moves();
            prop_assert_eq!(moves.is_empty(), game.is_over(), "{:?}", text);
            if let Some(&mv) = moves.first() {
                let mut game = game.clone();
                game.play(mv)
                    .map_err(|e| TestCaseError::fail(format!("{mv}: {e}")))?;
            }
            Ok(())
        }
    }
}

proptest! {
    #![proptest_config(config(2000))]

    /// 3a. Rules strings: arbitrary text, soups of real keys with garbage
    /// values, long values, many tokens, near misses of valid strings and
    /// arbitrary bytes.
    #[test]
    fn rules_parser_is_total(text in any_rules_text()) {
        check_total(&text)?;
    }
}

/// The longest rules string read (docs/rules.md 5.2: 16 KiB).
const MAX_LEN: usize = 16 * 1024;

/// 3b. Strings far over the limit, and strings just under it, at once.
#[test]
fn rules_parser_survives_huge_strings() {
    let ten_mb = "dim:7 ".repeat(10 * 1024 * 1024 / 6);
    let err = RuleSet::parse(&ten_mb).expect_err("10 MB is refused");
    assert_eq!(err.problem, RulesProblem::TooLong(ten_mb.len()), "{err:?}");
    assert!(err.key.is_empty() && err.value.is_empty(), "{err:?}");
    assert!(!err.to_string().contains('\n'), "{err}");
    let ten_mb_bytes: Vec<u8> = (0..10 * 1024 * 1024u32).map(|i| (i % 251) as u8).collect();
    let lossy = String::from_utf8_lossy(&ten_mb_bytes);
    check_total(&lossy).unwrap();
    let one_token = format!("start:{}", "t".repeat(10 * 1024 * 1024));
    check_total(&one_token).unwrap();

    let base = "dim:7 start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/";
    for (key, unit) in [
        ("cor", "a1,"),
        ("cen", "g7,"),
        ("spd", "1,"),
        ("spd", "-1,"),
        ("cenh", "t"),
        ("name", "_"),
        ("name", "\u{e9}"),
        ("dim", "9"),
        ("x", "y"),
    ] {
        for len in [16 * 1024 - base.len() - key.len() - 2, 16 * 1024] {
            let value = unit.repeat(len / unit.len());
            let text = format!("{base} {key}:{value}");
            check_total_with(&text, false).unwrap_or_else(|e| panic!("{key}: {e}"));
        }
    }
    // Very many tokens, right up to the limit.
    let many = format!("{base}{}", " x".repeat((16 * 1024 - base.len()) / 2));
    check_total(&many).unwrap();
    let many_keys = format!("{base}{}", " a:".repeat((16 * 1024 - base.len()) / 3));
    check_total(&many_keys).unwrap();
}

/// 5.2: "Reading the canonical string gives the same rule set back" also
/// for the longest strings read: a name is at most 64 characters, so a
/// string padded to the 16 KiB limit is refused at once, and the longest
/// rule set that reads (every key, long lists, a 19x19 start) writes a
/// canonical string far under the limit that reads back.
#[test]
fn canonical_strings_near_the_limit_read_back() {
    let base = "dim:5 start:/t4/5/2K2/5/5/ name:";
    let text = format!("{base}{}", "_".repeat(MAX_LEN - base.len()));
    assert_eq!(text.len(), MAX_LEN);
    assert!(matches!(
        RuleSet::parse(&text),
        Err(RulesError {
            problem: RulesProblem::NameLength(64),
            ..
        })
    ));
    let all_squares: String = (0..19u8)
        .flat_map(|r| (0..19u8).map(move |f| square(f, r).to_string() + ","))
        .take(120)
        .collect();
    let long = format!(
        "dim:19 name:{} esc:e surf:n atkf:n tfr:l ka:h ks:m kj:r nj:j cj:c mj:r gj:j cor: cen: afor:{all_squares} \
         spd:1,2 corp:tcnkmg cenp:tcnkmg aforp:TCNKMG dforp:t cors:t cens:t afors:tcnkmgTCNKMG dfors:g \
         corh:t cenh:T cenhe:tT aforh:K dforh:k corre:t cenre:T aforre:g dforre:G sw:s swf:n efe:y linc:y ber:m \
         starti:/19/19/19/19/19/19/19/19/19/9K9/19/19/19/19/19/19/19/19/tT17/",
        "x".repeat(64)
    );
    let rules = RuleSet::parse(&long)
        .expect("the longest kind of string reads")
        .rules;
    let canon = rules.canonical();
    assert!(canon.len() < MAX_LEN / 4, "{} bytes", canon.len());
    assert_eq!(RuleSet::parse(&canon).expect("reads back").rules, rules);
}

/// Rule-set variants for the position parsers: the standards of section 6
/// and a few with every kind of piece.
static VARIANTS: LazyLock<Vec<Arc<Variant>>> = LazyLock::new(|| {
    let mut variants: Vec<Arc<Variant>> = variant::standards().to_vec();
    for text in [
        "dim:7 start:/2cnm2/1g1t1G1/3T3/tCTKNMt/3T3/3t3/3t3/",
        "dim:5 esc:e cor: cen: start:/t1m1g/5/1MKN1/5/G1c1T/",
        "dim:19 starti:/19/19/19/19/19/19/19/19/19/9K9/19/19/19/19/19/19/19/19/tT17/",
    ] {
        let rules = RuleSet::parse(text).expect("fixed rules").rules;
        variants.push(rules.compile("fixed").expect("fixed rules compile"));
    }
    variants
});

/// Position strings and OTN records of short random games in [`VARIANTS`].
static POSITIONS: LazyLock<Vec<String>> = LazyLock::new(|| {
    let mut out = Vec::new();
    for (stream, v) in VARIANTS.iter().enumerate() {
        let mut rng = Rng::new(99, stream);
        let mut game = Game::new(v.start_position(None, None).expect("start"));
        for _ in 0..30 {
            let pos = game.position();
            out.push(pos.to_string());
            out.push(format!("{} {}", pos.otn_board(), pos.turn().letter()));
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            game.play(moves[rng.below(moves.len())]).expect("legal");
        }
    }
    out
});

const POSITION_CHARS: &[char] = &[
    '/', ' ', '1', '2', '3', '0', '9', 'a', 'd', 'k', 'e', 't', 'T', 'K', 'c', 'n', 'm', 'g', 'C',
    'N', 'M', 'G', 'x', '\u{e9}',
];

fn position_garbage() -> BoxedStrategy<String> {
    prop_oneof![
        1 => any::<String>(),
        1 => "\\PC*",
        2 => "[0-9/adkecnmgCNMG]{0,90} [adx]{0,2}",
        2 => "/?[0-9tcnkmgTCNKMG/]{0,120} [ad]",
        4 => (
            any::<Index>(),
            prop::collection::vec(
                (0u8..3, any::<Index>(), prop::sample::select(POSITION_CHARS)),
                0..5,
            ),
        )
            .prop_map(|(base, edits)| {
                let mut chars: Vec<char> =
                    POSITIONS[base.index(POSITIONS.len())].chars().collect();
                for (op, at, c) in edits {
                    match op {
                        0 => chars.insert(at.index(chars.len() + 1), c),
                        1 if !chars.is_empty() => {
                            chars.remove(at.index(chars.len()));
                        }
                        _ if !chars.is_empty() => {
                            let i = at.index(chars.len());
                            chars[i] = c;
                        }
                        _ => {}
                    }
                }
                chars.into_iter().collect()
            }),
    ]
    .boxed()
}

proptest! {
    #![proptest_config(config(1000))]

    /// 3c. `Position::parse` and `Position::parse_otn` on garbage, for
    /// rule-set variants: never a panic; what parses writes and reads back
    /// and starts a game.
    #[test]
    fn position_parsers_are_total(text in position_garbage()) {
        for v in VARIANTS.iter() {
            for (otn, parsed) in [(false, Position::parse(v, &text)), (true, Position::parse_otn(v, &text))] {
                let pos = match parsed {
                    Ok(pos) => pos,
                    Err(e) => {
                        check_one_line("the position error", &text, &e.to_string())?;
                        continue;
                    }
                };
                let written = if otn {
                    format!("{} {}", pos.otn_board(), pos.turn().letter())
                } else {
                    pos.to_string()
                };
                let back = if otn { Position::parse_otn(v, &written) } else { Position::parse(v, &written) };
                prop_assert_eq!(back.as_ref(), Ok(&pos), "{}: {:?} read as `{}`", v.key(), text, written);
                let game = Game::new(pos);
                prop_assert_eq!(game.legal_moves().is_empty(), game.is_over(), "{:?}", text);
            }
        }
    }
}

// ---------------------------------------------------------------------------
// 4. Random legal play

/// SplitMix64: small, deterministic, good enough to pick moves.
struct Rng(u64);

impl Rng {
    fn new(seed: u64, stream: usize) -> Rng {
        Rng(seed ^ (stream as u64).wrapping_mul(0xA076_1D64_78BD_642F))
    }

    fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }
}

/// Every piece on the board by square.
fn pieces(pos: &Position) -> BTreeMap<Square, Piece> {
    pos.variant()
        .board()
        .iter()
        .filter_map(|sq| pos.piece_at(sq).map(|p| (sq, p)))
        .collect()
}

/// Whether the king wins by standing on `sq` (5.7, 2).
fn escapes(rules: &RuleSet, sq: Square) -> bool {
    match rules.escape {
        EscapeTo::Edges => sq.is_edge(rules.size),
        EscapeTo::Corners => rules.squares(SpaceKind::Corner).contains(&sq),
    }
}

/// What one ply did, against the position before it and the game after it
/// (5.5-5.8).
fn check_ply(
    checks: &Checks,
    before: &Position,
    after: &Game,
    ply: &Ply,
) -> Result<(), TestCaseError> {
    let rules = checks.rules;
    let mv = ply.mv;
    let pos = after.position();
    let mover = before.turn();
    let at = || format!("{} from `{}` (now `{}`)", ply, before, pos);
    prop_assert_eq!(ply.mover, mover, "{}", at());
    prop_assert_eq!(
        before.piece_at(mv.to),
        None,
        "{}: destination occupied",
        at()
    );
    let Some(moved) = before.piece_at(mv.from) else {
        return Err(TestCaseError::fail(format!("{}: no piece moved", at())));
    };
    prop_assert_eq!(moved.side(), mover, "{}", at());
    let old = pieces(before);
    let new = pieces(pos);

    // Captures: enemy pieces, never a guard; converted mercenaries among them.
    prop_assert!(
        (ply.converted & !ply.captures).is_empty(),
        "{}: converted {:?} not among captures {:?}",
        at(),
        ply.converted,
        ply.captures
    );
    for sq in ply.captures.iter() {
        let victim = old.get(&sq).copied();
        prop_assert!(
            victim.is_some_and(|p| p.side() == mover.other()),
            "{}: captured {} held {:?}, not an enemy",
            at(),
            sq,
            victim
        );
        let victim = victim.expect("checked");
        prop_assert!(
            victim.kind() != Kind::Guard,
            "{}: guard on {} captured",
            at(),
            sq
        );
        if ply.converted.contains(sq) {
            prop_assert_eq!(victim.kind(), Kind::Mercenary, "{}: {} converted", at(), sq);
            prop_assert_eq!(
                new.get(&sq).copied(),
                Some(Piece::Mercenary(mover)),
                "{}: the mercenary on {} did not change sides",
                at(),
                sq
            );
        } else {
            prop_assert!(
                victim.kind() != Kind::Mercenary,
                "{}: mercenary on {} removed",
                at(),
                sq
            );
            prop_assert_eq!(new.get(&sq), None, "{}: captured {} still there", at(), sq);
        }
    }
    // The captures 5.5 works out; exactly those where no shieldwall or
    // Linnaean capture can add to them.
    let (reference, king) = reference_captures(rules, before, mv);
    prop_assert_eq!(
        ply.king_captured.is_some(),
        king,
        "{}: 5.5 says the king is {}captured",
        at(),
        if king { "" } else { "not " }
    );
    let mut men = ply.captures;
    if let Some(k) = ply.king_captured {
        men.remove(k);
    }
    let reference_set: hnefi_engine::Bitboard = reference.keys().copied().collect();
    prop_assert!(
        (reference_set & !men).is_empty(),
        "{}: 5.5 captures {:?}, the engine {:?}",
        at(),
        reference_set,
        men
    );
    if rules.shieldwall == ShieldwallRule::None && !rules.linnaean {
        prop_assert_eq!(men, reference_set, "{}: 5.5 captures", at());
    }

    // Nothing else changed: the moved piece is on its new square.
    prop_assert_eq!(new.get(&mv.from), None, "{}", at());
    prop_assert_eq!(new.get(&mv.to).copied(), Some(moved), "{}", at());
    for (&sq, &piece) in &old {
        if sq == mv.from || ply.captures.contains(sq) {
            continue;
        }
        prop_assert_eq!(
            new.get(&sq).copied(),
            Some(piece),
            "{}: {} changed",
            at(),
            sq
        );
    }
    for &sq in new.keys() {
        prop_assert!(
            old.contains_key(&sq) || sq == mv.to,
            "{}: a piece appeared on {}",
            at(),
            sq
        );
    }

    // The king: one or none; taken only as reported.
    let kings = pos.pieces_of(Piece::King);
    prop_assert!(kings.count() <= 1, "{}: kings {:?}", at(), kings);
    prop_assert_eq!(kings.first(), pos.king(), "{}", at());
    match ply.king_captured {
        Some(sq) => {
            prop_assert_eq!(Some(sq), before.king(), "{}", at());
            prop_assert!(ply.captures.contains(sq), "{}", at());
            prop_assert_eq!(pos.king(), None, "{}", at());
        }
        None => prop_assert_eq!(
            pos.king().is_some(),
            before.king().is_some(),
            "{}: the king left without a capture",
            at()
        ),
    }

    // The end (5.7).
    prop_assert_eq!(ply.outcome, after.outcome(), "{}", at());
    if let Some(outcome) = ply.outcome {
        prop_assert!(after.is_over(), "{}", at());
        prop_assert!(
            after.legal_moves().is_empty(),
            "{}: over ({}) but moves",
            at(),
            outcome
        );
    }
    if let Some(outcome) = ply.outcome {
        check_outcome(rules, pos, ply, outcome)
            .map_err(|e| TestCaseError::fail(format!("{}: {e}", at())))?;
    }
    match pos.king() {
        None => prop_assert_eq!(
            ply.outcome,
            Some(Outcome::win(Side::Attackers, Reason::KingCaptured)),
            "{}",
            at()
        ),
        Some(k) if escapes(rules, k) => prop_assert_eq!(
            ply.outcome,
            Some(Outcome::win(Side::Defenders, Reason::KingEscaped)),
            "{}",
            at()
        ),
        Some(_) => {}
    }

    // Every attacker gone: the defenders win, unless an earlier rule of
    // 5.7 decided first.
    if pos.pieces(Side::Attackers).is_empty() && pos.king().is_some_and(|k| !escapes(rules, k)) {
        prop_assert_eq!(
            ply.outcome,
            Some(Outcome::win(Side::Defenders, Reason::NoLegalMoves)),
            "{}: no attacker left",
            at()
        );
    }

    // Berserk (5.8): the same side moves again only after a capture, with
    // the piece that captured, and it does so exactly when it can (under
    // `ber:c`, when it can capture again).
    if checks.exact_berserk
        && rules.berserk != Berserk::None
        && ply.captures.any()
        && ply.outcome.is_none()
    {
        let (all, capturing) = moves_of(pos, mv.to, mover)?;
        let again = match rules.berserk {
            Berserk::Move => !all.is_empty(),
            _ => !capturing.is_empty(),
        };
        prop_assert_eq!(
            pos.berserker().is_some(),
            again,
            "{}: the capturing piece has moves {:?}, capturing {:?}",
            at(),
            all,
            capturing
        );
    }
    if !after.is_over() {
        if after.turn() == mover {
            prop_assert!(
                rules.berserk != Berserk::None && ply.captures.any(),
                "{}: {} move again without berserk",
                at(),
                mover
            );
            prop_assert_eq!(pos.berserker(), Some(mv.to), "{}", at());
        } else {
            prop_assert_eq!(pos.berserker(), None, "{}", at());
        }
    }
    Ok(())
}

/// The kind of special square `sq` is, as an index of [`SpaceKind::ALL`].
fn kind_at(rules: &RuleSet, sq: Square) -> Option<usize> {
    (0..4).find(|&k| rules.spaces[k].squares.contains(&sq))
}

/// Whether a piece of type `t` that stands on a square of kind `start` may
/// pass through (or, with `stop`, stop on) `sq` (5.4).
fn open(rules: &RuleSet, t: usize, start: Option<usize>, sq: Square, stop: bool) -> bool {
    let Some(kind) = kind_at(rules, sq) else {
        return true;
    };
    let spaces = &rules.spaces[kind];
    (spaces.reenter.contains(t) || start == Some(kind))
        && spaces.passable.contains(t)
        && (!stop || spaces.stoppable.contains(t))
}

/// Every move 5.4 allows the side to move, worked out from the rule set
/// alone: slides within the piece's speed through squares it may pass,
/// to squares it may stop on; jumps over an adjacent enemy that is not a
/// king, knight or commander.
fn reference_moves(rules: &RuleSet, pos: &Position) -> HashSet<Move> {
    let size = rules.size as i16;
    let step = |sq: Square, (df, dr): (i16, i16), n: i16| {
        let (f, r) = (sq.file() as i16 + df * n, sq.rank() as i16 + dr * n);
        ((0..size).contains(&f) && (0..size).contains(&r)).then(|| square(f as u8, r as u8))
    };
    let side = pos.turn();
    let mut moves = HashSet::new();
    for from in pos.pieces(side).iter() {
        let piece = pos.piece_at(from).expect("a piece");
        let letter = piece.otn_letter().expect("an OTN piece");
        let t = TYPE_LETTERS.find(letter).expect("a type");
        let start = kind_at(rules, from);
        let speed = rules.speeds[t].map_or(usize::MAX, usize::from);
        for dir in [(0, 1), (1, 0), (0, -1), (-1, 0)] {
            let mut n = 1;
            while let Some(to) = step(from, dir, n) {
                if pos.piece_at(to).is_some()
                    || n as usize > speed
                    || !open(rules, t, start, to, false)
                {
                    break;
                }
                if open(rules, t, start, to, true) {
                    moves.insert(Move::new(from, to));
                }
                n += 1;
            }
            let jump = match piece.kind() {
                Kind::King => rules.jumps.king,
                Kind::Knight => rules.jumps.knight,
                Kind::Commander => rules.jumps.commander,
                Kind::Mercenary => rules.jumps.mercenary,
                Kind::Guard => rules.jumps.guard,
                _ => Jump::None,
            };
            let (Some(over), Some(to)) = (step(from, dir, 1), step(from, dir, 2)) else {
                continue;
            };
            let jumpable = pos.piece_at(over).is_some_and(|p| {
                p.side() != side && !matches!(p.kind(), Kind::King | Kind::Knight | Kind::Commander)
            });
            let point = |sq: Square| match kind_at(rules, sq) {
                Some(k) => {
                    let kind = SpaceKind::ALL[k];
                    kind.fort_of().is_none_or(|owner| owner == side)
                }
                None => false,
            };
            // 5.4: a jump passes through no square, so only `…s` and the
            // re-entry rule decide where it lands.
            let landing = kind_at(rules, to).is_none_or(|k| {
                let spaces = &rules.spaces[k];
                (spaces.reenter.contains(t) || start == Some(k)) && spaces.stoppable.contains(t)
            });
            if jump != Jump::None
                && jumpable
                && pos.piece_at(to).is_none()
                && landing
                && (jump != Jump::Restricted || point(from) || point(to))
            {
                moves.insert(Move::new(from, to));
            }
        }
    }
    moves
}

/// What a move captures by 5.5, worked out from the rule set and the
/// board alone: the piece a capturing jump takes, the custodial captures,
/// and whether the king is captured. Shieldwalls and Linnaean captures
/// (5.6) are left out.
fn reference_captures(
    rules: &RuleSet,
    before: &Position,
    mv: Move,
) -> (BTreeMap<Square, Piece>, bool) {
    let size = rules.size as i16;
    let side = before.turn();
    let mut board = pieces(before);
    let mover = board.remove(&mv.from).expect("a piece moves");
    board.insert(mv.to, mover);
    let step = |sq: Square, (df, dr): (i16, i16)| {
        let (f, r) = (sq.file() as i16 + df, sq.rank() as i16 + dr);
        ((0..size).contains(&f) && (0..size).contains(&r)).then(|| square(f as u8, r as u8))
    };
    let type_of = |p: Piece| {
        TYPE_LETTERS
            .find(p.otn_letter().expect("OTN piece"))
            .expect("type")
    };
    let mut taken = BTreeMap::new();
    let take =
        |board: &mut BTreeMap<Square, Piece>, taken: &mut BTreeMap<Square, Piece>, sq: Square| {
            let victim = board.remove(&sq).expect("a victim");
            if victim.kind() == Kind::Mercenary {
                board.insert(sq, victim.turned());
            }
            taken.insert(sq, victim);
        };
    // A capturing jump takes what it jumps, a guard excepted, if the jumper
    // captures at all: not a guard, not a king who is no hammer (5.4).
    let jump = match mover.kind() {
        Kind::King => rules.jumps.king,
        Kind::Knight => rules.jumps.knight,
        Kind::Commander => rules.jumps.commander,
        Kind::Mercenary => rules.jumps.mercenary,
        Kind::Guard => rules.jumps.guard,
        _ => Jump::None,
    };
    let distance = mv.from.file().abs_diff(mv.to.file()) + mv.from.rank().abs_diff(mv.to.rank());
    if distance == 2 {
        let middle = square(
            (mv.from.file() + mv.to.file()) / 2,
            (mv.from.rank() + mv.to.rank()) / 2,
        );
        if let Some(&victim) = board.get(&middle) {
            if jump == Jump::Capturing
                && mover.kind() != Kind::Guard
                && (mover.kind() != Kind::King || rules.king_armed.hammer())
                && victim.side() != side
                && victim.kind() != Kind::Guard
            {
                take(&mut board, &mut taken, middle);
            }
        }
    }
    // Whether `sq` closes a capture of a piece of type `victim` for `side`.
    let anvil = |board: &BTreeMap<Square, Piece>, sq: Option<Square>, victim: usize| {
        let Some(sq) = sq else { return false };
        if let Some(p) = board.get(&sq).filter(|p| p.side() == side) {
            match p.kind() {
                Kind::Guard => return false,
                Kind::King if !rules.king_armed.anvil() => {}
                _ => return true,
            }
        }
        kind_at(rules, sq).is_some_and(|k| {
            let spaces = &rules.spaces[k];
            if board.contains_key(&sq) {
                spaces.hostile.contains(victim)
            } else {
                spaces.hostile_empty.contains(victim)
            }
        })
    };
    let hammer = match mover.kind() {
        Kind::Guard => false,
        Kind::King => rules.king_armed.hammer(),
        _ => true,
    };
    let mut king = false;
    const DIRS: [(i16, i16); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];
    let king_t = TYPE_LETTERS.find('K').expect("K");
    let thrones = rules.squares(SpaceKind::Throne);
    let corners = rules.squares(SpaceKind::Corner);
    for dir in DIRS.into_iter().filter(|_| hammer) {
        let Some(at) = step(mv.to, dir) else { continue };
        let Some(&victim) = board.get(&at) else {
            continue;
        };
        if victim.side() == side || victim.kind() == Kind::Guard {
            continue;
        }
        let beyond = step(at, dir);
        if victim.kind() != Kind::King {
            if anvil(&board, beyond, type_of(victim)) {
                take(&mut board, &mut taken, at);
            }
            continue;
        }
        let near_throne = thrones
            .iter()
            .any(|&t| t == at || DIRS.iter().any(|&d| step(t, d) == Some(at)));
        let strong = match rules.king_strength {
            KingStrength::Weak => false,
            KingStrength::Strong => true,
            KingStrength::StrongAtThrone => near_throne,
            KingStrength::Middleweight => {
                king |= DIRS
                    .iter()
                    .filter_map(|&d| step(at, d))
                    .all(|n| n == mv.to || anvil(&board, Some(n), king_t));
                continue;
            }
        };
        if !strong {
            king |= anvil(&board, beyond, king_t);
            continue;
        }
        let enclosed = DIRS
            .iter()
            .all(|&d| step(at, d).is_some_and(|n| n == mv.to || anvil(&board, Some(n), king_t)));
        let leader = |p: Option<&Piece>| {
            p.is_some_and(|p| {
                p.side() == Side::Attackers && matches!(p.kind(), Kind::Commander | Kind::Knight)
            })
        };
        let sandwich = anvil(&board, beyond, king_t)
            && !thrones.contains(&at)
            && !beyond.is_some_and(|b| thrones.contains(&b))
            && !thrones.contains(&mv.to)
            && [
                leader(Some(&mover)),
                leader(beyond.and_then(|b| board.get(&b))),
                beyond.is_some_and(|b| corners.contains(&b)),
                corners.contains(&mv.to)
                    && rules.spaces[SpaceKind::Corner as usize]
                        .hostile
                        .contains(king_t),
            ]
            .iter()
            .filter(|&&b| b)
            .count()
                >= 2;
        king |= enclosed || sandwich;
    }
    (taken, king)
}

/// The moves the piece on `from` would have if `side` were to move with
/// no berserker pending, and those of them that capture: read from the
/// board alone.
fn moves_of(
    pos: &Position,
    from: Square,
    side: Side,
) -> Result<(Vec<Move>, Vec<Move>), TestCaseError> {
    let text = format!("{} {}", pos.board_string(), side.letter());
    let fresh = Position::parse(pos.variant(), &text)
        .map_err(|e| TestCaseError::fail(format!("`{text}` does not read: {e}")))?;
    let all: Vec<Move> = fresh
        .legal_moves()
        .iter()
        .copied()
        .filter(|m| m.from == from)
        .collect();
    let capturing = all
        .iter()
        .copied()
        .filter(|&m| fresh.clone().play_unchecked(m).captures.any())
        .collect();
    Ok((all, capturing))
}

/// An ending is one that 5.7 allows, for the rules and the position.
fn check_outcome(
    rules: &RuleSet,
    pos: &Position,
    ply: &Ply,
    outcome: Outcome,
) -> Result<(), TestCaseError> {
    let mover = Winner::side(ply.mover);
    let loser = Winner::side(ply.mover.other());
    match outcome.reason {
        Reason::KingCaptured => {
            prop_assert_eq!(outcome.winner, Winner::Attackers);
            prop_assert!(ply.king_captured.is_some());
        }
        Reason::KingEscaped => {
            prop_assert_eq!(outcome.winner, Winner::Defenders);
            prop_assert!(pos.king().is_some_and(|k| escapes(rules, k)));
        }
        Reason::Encircled => {
            prop_assert_eq!(outcome.winner, Winner::Attackers);
            prop_assert!(rules.surrounding_fatal, "encircled under surf:n");
            let edge = pos.variant().edge();
            prop_assert!(
                !pos.pieces(Side::Defenders).intersects(&edge),
                "encircled with a defender on the edge"
            );
        }
        Reason::ExitFort => {
            prop_assert_eq!(outcome.winner, Winner::Defenders);
            prop_assert!(rules.edge_fort, "exit fort under efe:n");
            prop_assert!(pos.king().is_some());
        }
        Reason::Repetition => {
            let expected = match rules.threefold {
                Threefold::Ignored => None,
                Threefold::Draw => Some(Winner::Draw),
                Threefold::MoverWins => Some(mover),
                Threefold::MoverLoses => Some(loser),
            };
            prop_assert_eq!(
                Some(outcome.winner),
                expected,
                "repetition under {:?}",
                rules.threefold
            );
            prop_assert_eq!(
                pos.berserker(),
                None,
                "repetition while a berserker goes on"
            );
        }
        Reason::NoLegalMoves => {
            let no_attackers = pos.pieces(Side::Attackers).is_empty();
            let stuck =
                pos.legal_moves().is_empty() && outcome.winner == Winner::side(pos.turn().other());
            prop_assert!(
                (no_attackers && outcome.winner == Winner::Defenders) || stuck,
                "no legal moves, but {} may move",
                pos.turn()
            );
        }
        other => prop_assert!(false, "a move ends the game by {:?}", other),
    }
    Ok(())
}

/// What is checked at one moment of a game, before its next move: the lists
/// of legal moves against `check_move` and `play`, random moves off the
/// list, the king, the hash. Returns the listed moves, with what each
/// captured when played.
fn check_moment(
    checks: &Checks,
    game: &mut Game,
    rng: &mut Rng,
    try_all: bool,
) -> Result<Vec<(Move, bool)>, TestCaseError> {
    let rules = checks.rules;
    let pos = game.position().clone();
    let v = Arc::clone(pos.variant());
    let ply_count = game.plies().len();
    let at = || format!("`{pos}` after {ply_count} plies");
    let listed: MoveList = game.legal_moves();
    let pos_listed = pos.legal_moves();
    let set: HashSet<Move> = listed.iter().copied().collect();
    let pos_set: HashSet<Move> = pos_listed.iter().copied().collect();
    prop_assert_eq!(set.len(), listed.len(), "{}: duplicate moves", at());
    prop_assert_eq!(pos_set.len(), pos_listed.len(), "{}: duplicate moves", at());
    prop_assert_eq!(listed.is_empty(), game.is_over(), "{}", at());
    if !game.is_over() {
        prop_assert!(
            set == pos_set,
            "{}: game and position list other moves",
            at()
        );
    }

    let kings = pos.pieces_of(Piece::King);
    prop_assert!(kings.count() <= 1, "{}: kings {:?}", at(), kings);
    prop_assert_eq!(kings.first(), pos.king(), "{}", at());

    // The hash is that of the same board built from scratch.
    if pos.berserker().is_none() {
        let rebuilt = Position::parse(&v, &pos.to_string())
            .map_err(|e| TestCaseError::fail(format!("{}: does not read back: {e}", at())))?;
        prop_assert_eq!(&rebuilt, &pos, "{}", at());
        prop_assert_eq!(
            rebuilt.hash(),
            pos.hash(),
            "{}: hash differs from scratch",
            at()
        );
    }

    // Listed moves: from a piece of the side to move, to an empty square;
    // `check_move` accepts them.
    for &mv in &pos_listed {
        let piece = pos.piece_at(mv.from);
        prop_assert!(
            piece.is_some_and(|p| p.side() == pos.turn()),
            "{}: {} moves {:?}",
            at(),
            mv,
            piece
        );
        prop_assert_eq!(
            pos.piece_at(mv.to),
            None,
            "{}: {} lands on a piece",
            at(),
            mv
        );
        prop_assert!(v.board().contains(mv.to), "{}: {} off the board", at(), mv);
        if let Some(b) = pos.berserker() {
            prop_assert_eq!(
                mv.from,
                b,
                "{}: {} moves while the berserker must",
                at(),
                mv
            );
        }
        prop_assert_eq!(pos.check_move(mv), Ok(()), "{}: {}", at(), mv);
    }
    for &mv in &listed {
        prop_assert_eq!(game.check_move(mv), Ok(()), "{}: {}", at(), mv);
    }

    // The moves of 5.4, worked out from the rule set.
    if pos.berserker().is_none() && pos.outcome_by_itself().is_none() {
        let reference = reference_moves(rules, &pos);
        let extra: Vec<&Move> = pos_set.difference(&reference).collect();
        let missing: Vec<&Move> = reference.difference(&pos_set).collect();
        prop_assert!(
            extra.is_empty() && missing.is_empty(),
            "{}: listed but not allowed by 5.4 {:?}, allowed but not listed {:?}",
            at(),
            extra,
            missing
        );
    }

    // A pending berserker: the last mover captured, and moves again.
    if let Some(b) = pos.berserker() {
        let last = game.plies().last().copied();
        prop_assert!(
            last.is_some_and(|p| p.mv.to == b && p.captures.any() && p.mover == pos.turn()),
            "{}: berserker {} after {:?}",
            at(),
            b,
            last
        );
        prop_assert!(rules.berserk != Berserk::None, "{}", at());
        if checks.exact_berserk && !game.is_over() {
            let (all, capturing) = moves_of(&pos, b, pos.turn())?;
            let expected: HashSet<Move> = match rules.berserk {
                Berserk::Capture => capturing.into_iter().collect(),
                _ => all.into_iter().collect(),
            };
            prop_assert!(
                set == expected,
                "{}: berserker {} may make {:?}, the game lists {:?}",
                at(),
                b,
                expected,
                set
            );
        }
    }

    // Every listed move plays; each ply is checked.
    let mut played = Vec::new();
    if try_all || pos.berserker().is_some() {
        for &mv in &listed {
            let mut copy = game.clone();
            let ply = copy
                .play(mv)
                .map_err(|e| TestCaseError::fail(format!("{}: listed {mv} refused: {e}", at())))?;
            check_ply(checks, &pos, &copy, &ply)?;
            if pos.berserker().is_some() && rules.berserk == Berserk::Capture {
                prop_assert!(
                    ply.captures.any(),
                    "{}: berserk move {} captures nothing",
                    at(),
                    mv
                );
            }
            played.push((mv, ply.captures.any()));
        }
    } else {
        played.extend(listed.iter().map(|&mv| (mv, false)));
    }

    // Moves off the list are refused, and refusing changes nothing.
    let size = v.size();
    let own: Vec<Square> = pos.pieces(pos.turn()).iter().collect();
    for i in 0..8 {
        let mv = match i % 4 {
            0 | 1 if !own.is_empty() => Move::new(
                own[rng.below(own.len())],
                square(
                    rng.below(size as usize) as u8,
                    rng.below(size as usize) as u8,
                ),
            ),
            2 if !pos_listed.is_empty() => {
                // A listed move's piece one square further or shorter.
                let m = pos_listed[rng.below(pos_listed.len())];
                let to =
                    m.to.offset(rng.below(3) as i8 - 1, rng.below(3) as i8 - 1, size);
                Move::new(m.from, to.unwrap_or(m.to))
            }
            _ => Move::new(
                square(rng.below(19) as u8, rng.below(19) as u8),
                square(rng.below(19) as u8, rng.below(19) as u8),
            ),
        };
        if !pos_set.contains(&mv) {
            let refused = pos.check_move(mv);
            prop_assert!(refused.is_err(), "{}: {} not listed but accepted", at(), mv);
        }
        if set.contains(&mv) {
            continue;
        }
        let refused = game.check_move(mv);
        prop_assert!(
            refused.is_err(),
            "{}: {} not listed but the game accepts it",
            at(),
            mv
        );
        if !game.is_over() {
            prop_assert_eq!(&refused, &pos.check_move(mv), "{}: {}", at(), mv);
        }
        let plies = game.plies().len();
        let outcome = game.outcome();
        let played_error = game.play(mv);
        prop_assert_eq!(played_error.err(), refused.err(), "{}: {}", at(), mv);
        prop_assert_eq!(
            game.position(),
            &pos,
            "{}: refusing {} changed the position",
            at(),
            mv
        );
        prop_assert_eq!(game.position().hash(), pos.hash(), "{}", at());
        prop_assert_eq!(game.plies().len(), plies, "{}", at());
        prop_assert_eq!(game.outcome(), outcome, "{}", at());
    }
    Ok(played)
}

/// How a game picks its moves.
#[derive(Clone, Copy, Debug)]
enum Style {
    Uniform,
    /// Mostly a capturing move when there is one, so that captures,
    /// mercenaries and berserkers come up often.
    Captures,
    /// Often a king move, so that games end by escape.
    King,
    /// Mostly the mover's previous move undone, so that positions repeat.
    Shuffle,
}

fn pick(game: &Game, moves: &[(Move, bool)], style: Style, rng: &mut Rng) -> Move {
    let prefer: Vec<Move> = match style {
        Style::Uniform => Vec::new(),
        Style::Captures => moves.iter().filter(|m| m.1).map(|m| m.0).collect(),
        Style::Shuffle => {
            let plies = game.plies();
            match plies.len().checked_sub(2).map(|i| plies[i].mv) {
                Some(own) if rng.below(8) != 0 => moves
                    .iter()
                    .filter(|m| m.0 == Move::new(own.to, own.from))
                    .map(|m| m.0)
                    .collect(),
                _ => Vec::new(),
            }
        }
        Style::King => match game.position().king() {
            Some(k) if rng.below(3) == 0 => moves
                .iter()
                .filter(|m| m.0.from == k)
                .map(|m| m.0)
                .collect(),
            _ => Vec::new(),
        },
    };
    if !prefer.is_empty() && rng.below(4) != 0 {
        return prefer[rng.below(prefer.len())];
    }
    moves[rng.below(moves.len())].0
}

/// What a random game checks.
struct Checks<'a> {
    rules: &'a RuleSet,
    /// Also that a piece that captured goes berserk exactly when 5.8 says
    /// (when it can move, or under `ber:c` capture, again), and then may
    /// make exactly those moves.
    exact_berserk: bool,
}

/// Plays a random game of up to `plies` moves from the rule set's start,
/// checking every moment and every ply.
fn play_random_game(
    written: &Written,
    seed: u64,
    plies: usize,
    style: Style,
    every: usize,
    exact_berserk: bool,
) -> Result<(), TestCaseError> {
    let rules = parse_ok(&written.text)?.rules;
    let variant = compile_ok(&rules, &written.text)?;
    let start = variant
        .start_position(None, None)
        .map_err(|e| TestCaseError::fail(format!("{e}")))?;
    let first = if rules.attackers_first {
        Side::Attackers
    } else {
        Side::Defenders
    };
    prop_assert_eq!(start.turn(), first);
    let checks = Checks {
        rules: &rules,
        exact_berserk,
    };
    let mut rng = Rng::new(seed, 0);
    let mut game = Game::new(start);
    for n in 0..plies {
        let moves = check_moment(&checks, &mut game, &mut rng, n % every == 0)?;
        if moves.is_empty() {
            break;
        }
        let mv = pick(&game, &moves, style, &mut rng);
        let before = game.position().clone();
        let ply = game
            .play(mv)
            .map_err(|e| TestCaseError::fail(format!("listed {mv} refused in `{before}`: {e}")))?;
        check_ply(&checks, &before, &game, &ply)?;
    }
    check_moment(&checks, &mut game, &mut rng, true)?;

    // The same side twice in a row: a berserker's capture came first.
    for pair in game.plies().windows(2) {
        if pair[1].mover == pair[0].mover {
            prop_assert!(
                rules.berserk != Berserk::None
                    && pair[0].captures.any()
                    && pair[1].mv.from == pair[0].mv.to,
                "{} then {} by the same side",
                pair[0],
                pair[1]
            );
        }
    }
    Ok(())
}

const STYLES: &[Style] = &[
    Style::Uniform,
    Style::Captures,
    Style::Captures,
    Style::King,
    Style::Shuffle,
];

proptest! {
    #![proptest_config(config(900))]

    /// 4. Random legal games under random rule sets keep, at every ply:
    /// generation, `check_move` and `play` agreeing; refusals changing
    /// nothing; one king or none; pieces leaving only as reported
    /// captures, mercenaries changing sides; no guard captured; endings as
    /// 5.7 orders them; a finished game without moves; the same side
    /// moving twice only after a berserker's capture, with only the
    /// berserker's moves listed; the hash of a board built from scratch;
    /// the moves of 5.4 and the captures of 5.5.
    #[test]
    fn random_play_keeps_invariants(
        written in rules_text(),
        seed in any::<u64>(),
        plies in 0usize..=48,
        style in prop::sample::select(STYLES),
        every in 1usize..=3,
    ) {
        play_random_game(&written, seed, plies, style, every, false)?;
    }

    /// 4c. Under `ber:c` and `ber:m`, a piece that captured moves again
    /// exactly when 5.8 says, and then may make exactly the moves 5.8 says.
    #[test]
    fn berserkers_go_on_exactly_when_they_can(
        written in rules_text_with("ber", &["c", "m"]),
        seed in any::<u64>(),
        plies in 0usize..=48,
        style in prop::sample::select(STYLES),
    ) {
        play_random_game(&written, seed, plies, style, 1, true)?;
    }
}

/// 5.4: a jump "passes through no square, so the `…p` lists do not
/// matter to it": the commander on a3 may stop on the corner a1
/// (`cors:cK`) though it may not pass it (`corp` is `K` by default), so it
/// may jump the defender on a2 onto it, but not slide there.
#[test]
fn jumps_land_where_the_piece_may_stop_though_it_may_not_pass() {
    let rules = RuleSet::parse("dim:7 cors:cK start:/7/T6/c6/3K3/7/7/7/")
        .expect("valid")
        .rules;
    let variant = rules.compile("repro").expect("compiles");
    let game = Game::new(variant.start_position(None, None).expect("start"));
    let jump = Move::parse("a3-a1").expect("a move");
    assert!(
        game.legal_moves().contains(&jump),
        "a3-a1 is a jump onto a1"
    );
    assert!(game.check_move(jump).is_ok());
    let blocked = RuleSet::parse("dim:7 cors:cK start:/7/7/c6/3K3/7/7/7/")
        .expect("valid")
        .rules
        .compile("repro")
        .expect("compiles");
    let game = Game::new(blocked.start_position(None, None).expect("start"));
    assert!(game.check_move(Move::parse("a3-a1").unwrap()).is_err());
}

/// 5.8: under `ber:c` a piece that captured moves again "when it has a
/// move that captures", and capturing the king is a capture. Here d1-d3
/// takes c3 and then d3-d4 would take the weak king (d5, against d6), so
/// the attackers move again; with a second capture on offer (d3-e3 takes
/// f3 against g3) both capturing moves are the berserker's to make.
#[test]
fn berserk_goes_on_to_capture_the_king() {
    let d1_d3 = Move::parse("d1-d3").expect("a move");
    let d3_d4 = Move::parse("d3-d4").expect("a move");

    let rules = RuleSet::parse("dim:7 ks:w cen: ber:c start:/3t3/7/1tT4/7/3K3/3t3/7/")
        .expect("valid")
        .rules;
    let variant = rules.compile("repro").expect("compiles");
    let mut game = Game::new(variant.start_position(None, None).expect("start"));
    let ply = game.play(d1_d3).expect("legal");
    assert!(ply.captures.any(), "d1-d3 captures c3");
    assert_eq!(
        game.turn(),
        Side::Attackers,
        "the piece on d3 can capture the king, so it goes berserk"
    );

    let rules = RuleSet::parse("dim:7 ks:w cen: ber:c start:/3t3/7/1tT2Tt/7/3K3/3t3/7/")
        .expect("valid")
        .rules;
    let variant = rules.compile("repro").expect("compiles");
    let mut game = Game::new(variant.start_position(None, None).expect("start"));
    game.play(d1_d3).expect("legal");
    assert_eq!(game.position().berserker(), Some(d1_d3.to));
    assert_eq!(
        game.check_move(d3_d4),
        Ok(()),
        "the berserker's capture of the king is refused"
    );
    let ply = game.play(d3_d4).expect("legal");
    assert_eq!(
        ply.outcome,
        Some(Outcome::win(Side::Attackers, Reason::KingCaptured))
    );
}
