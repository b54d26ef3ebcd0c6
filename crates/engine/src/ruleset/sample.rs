//! Random rule sets from a seed, for tests, pictures and the AI's matches
//! (docs/rules.md 5): pure and deterministic, the same string for the same
//! seed on every machine.
//!
//! The rule sets look like tafl games rather than noise: the king on the
//! middle square with his defenders in a cross (and a ring on larger
//! boards) round him, the attackers in groups at the middle of each edge,
//! twice the defenders or so. What varies is everything a rules string can
//! say about such a game: the board from 5x5 to 19x19; escape to the
//! corners or to the whole edge; corners elsewhere on the edge; no throne,
//! one, or several; forts of either side; commanders, knights,
//! mercenaries and guards among the taflmen; the king's strength,
//! armament and jump; speed limits; shieldwalls, edge forts, Linnaean
//! capture, berserk, the repetition rule and who moves first.
//!
//! Every string parses and compiles (checked over many seeds in the tests
//! below and in the AI's and the renderer's).

use std::fmt::Write as _;

use crate::square::Square;

use super::write_board_record;

/// The odd board sizes a random rule set is drawn from, the middle sizes
/// more often.
const SIZES: [u8; 16] = [5, 7, 7, 7, 9, 9, 9, 9, 11, 11, 11, 13, 13, 15, 17, 19];

/// A random rule set: the board size and everything else drawn from
/// `seed`. The string is named `Random_<seed>`.
pub fn random_rules(seed: u64) -> String {
    let mut rng = Rng::new(seed);
    let size = SIZES[rng.below(SIZES.len())];
    build(&mut rng, size, seed)
}

/// A random rule set on a `size` board (an odd size from 5 to 19; others
/// are brought to the nearest such size).
pub fn random_rules_sized(seed: u64, size: u8) -> String {
    let size = size.clamp(5, 19) | 1;
    let mut rng = Rng::new(seed ^ 0x51_2E);
    build(&mut rng, size, seed)
}

/// splitmix64: small, fast and the same everywhere.
struct Rng(u64);

impl Rng {
    fn new(seed: u64) -> Rng {
        Rng(seed ^ 0x7AF1_0000_2026_0023)
    }

    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number below `n` (0 when `n` is 0).
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }

    fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }

    /// One of `items`, each as likely.
    fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.below(items.len())]
    }
}

fn square(file: usize, rank: usize) -> Square {
    Square::new(file as u8, rank as u8).expect("inside 19x19")
}

/// OTN's square list: each square with a comma after it.
fn squares(list: &[Square]) -> String {
    let mut sorted = list.to_vec();
    sorted.sort();
    sorted.iter().map(|s| format!("{s},")).collect()
}

/// The start's pieces by square (OTN letters), and the special squares
/// taken so far, so that no square is listed twice.
struct Board {
    n: usize,
    pieces: Vec<(Square, char)>,
    special: Vec<Square>,
}

impl Board {
    fn piece(&self, sq: Square) -> Option<char> {
        self.pieces.iter().find(|(s, _)| *s == sq).map(|&(_, c)| c)
    }

    fn free(&self, sq: Square) -> bool {
        self.piece(sq).is_none() && !self.special.contains(&sq)
    }

    fn put(&mut self, sq: Square, letter: char) {
        if self.piece(sq).is_none() {
            self.pieces.push((sq, letter));
        }
    }

    /// The square `d` steps from the middle along (`df`, `dr`), if on the
    /// board.
    fn off_middle(&self, df: i32, dr: i32) -> Option<Square> {
        let c = (self.n / 2) as i32;
        let (f, r) = (c + df, c + dr);
        let n = self.n as i32;
        ((0..n).contains(&f) && (0..n).contains(&r)).then(|| square(f as usize, r as usize))
    }

    /// The four images of (`along`, `inward`) on the four edges: `along`
    /// from the middle of the edge, `inward` from the edge.
    fn on_edges(&self, along: i32, inward: usize) -> [Square; 4] {
        let c = (self.n / 2) as i32;
        let last = self.n - 1;
        let a = (c + along) as usize;
        [
            square(a, inward),
            square(a, last - inward),
            square(inward, a),
            square(last - inward, a),
        ]
    }
}

/// A taflman, or now and then a special piece, of one side (lower case
/// for the attackers).
fn man(rng: &mut Rng, special: usize, attackers: bool) -> char {
    let letter = if rng.chance(special) {
        rng.pick(&['c', 'n', 'm', 'g', 'c', 'n', 'm'])
    } else {
        't'
    };
    if attackers {
        letter
    } else {
        letter.to_ascii_uppercase()
    }
}

fn build(rng: &mut Rng, size: u8, seed: u64) -> String {
    let n = size as usize;
    let c = n / 2;
    let last = n - 1;
    let mut b = Board {
        n,
        pieces: Vec::new(),
        special: Vec::new(),
    };
    // How often a man is a special piece in this rule set: never in about
    // a third of them.
    let special = rng.pick(&[0, 0, 10, 20, 35]);

    // The defenders: the king in the middle, a cross round him, and on
    // larger boards the diagonals (a diamond) too.
    b.put(square(c, c), 'K');
    let arm = (n / 4).max(1) as i32;
    for d in 1..=arm {
        for (df, dr) in [(0, 1), (0, -1), (1, 0), (-1, 0)] {
            if let Some(sq) = b.off_middle(df * d, dr * d) {
                let letter = man(rng, special, false);
                b.put(sq, letter);
            }
        }
    }
    if n >= 9 && rng.chance(70) {
        for (df, dr) in [(1, 1), (1, -1), (-1, 1), (-1, -1)] {
            if let Some(sq) = b.off_middle(df, dr) {
                let letter = man(rng, special, false);
                b.put(sq, letter);
            }
        }
    }
    if n >= 15 && rng.chance(60) {
        for (df, dr) in [
            (2, 1),
            (1, 2),
            (-2, 1),
            (-1, 2),
            (2, -1),
            (1, -2),
            (-2, -1),
            (-1, -2),
        ] {
            if let Some(sq) = b.off_middle(df, dr) {
                let letter = man(rng, special, false);
                b.put(sq, letter);
            }
        }
    }

    // The attackers: a group at the middle of each edge, a man in front of
    // it on 9x9 and up, and on larger boards a second row.
    // On 5x5 a group of three on each edge would shut the defenders in
    // from the start: two there.
    let half = (n / 5) as i32;
    let from = if n == 5 { 0 } else { -half };
    for along in from..=half {
        for sq in b.on_edges(along, 0) {
            let letter = man(rng, special, true);
            b.put(sq, letter);
        }
    }
    if n >= 9 {
        for sq in b.on_edges(0, 1) {
            let letter = man(rng, special, true);
            b.put(sq, letter);
        }
    }
    if n >= 13 && rng.chance(60) {
        for along in [-1, 1] {
            for sq in b.on_edges(along, 1) {
                let letter = man(rng, special, true);
                b.put(sq, letter);
            }
        }
    }
    if n >= 7 && rng.chance(25) {
        // A few more in front of the groups.
        for sq in b.on_edges(0, 1) {
            if b.piece(sq).is_none() {
                let letter = man(rng, special, true);
                b.put(sq, letter);
            }
        }
    }

    // Escape, corners and thrones.
    let edge_escape = rng.chance(30);
    let corners_of_board = [
        square(0, 0),
        square(last, 0),
        square(0, last),
        square(last, last),
    ];
    let corners: Option<Vec<Square>> = if edge_escape {
        // Hostile corners kept now and then; usually none.
        rng.chance(30).then(|| corners_of_board.to_vec())
    } else if rng.chance(75) {
        None
    } else {
        let mut list = Vec::new();
        if rng.chance(60) {
            list.extend(corners_of_board);
        }
        // Corners elsewhere on the edge, away from the attackers' groups.
        let count = 1 + rng.below(3) + (list.is_empty() as usize) * 2;
        for _ in 0..count * 4 {
            if list.len() >= 4 + count {
                break;
            }
            let i = rng.below(n);
            let sq = match rng.below(4) {
                0 => square(i, 0),
                1 => square(i, last),
                2 => square(0, i),
                _ => square(last, i),
            };
            if b.piece(sq).is_none() && !list.contains(&sq) {
                list.push(sq);
            }
        }
        if list.is_empty() {
            list.extend(corners_of_board);
        }
        Some(list)
    };
    let corner_squares = corners.clone().unwrap_or_else(|| {
        if edge_escape {
            Vec::new()
        } else {
            corners_of_board.to_vec()
        }
    });
    // A default `cor` still means the four corners, which must not also be
    // a fort.
    b.special.extend(corners_of_board);
    b.special.extend(corner_squares.iter().copied());

    let throne = match rng.below(10) {
        0 => Some(Vec::new()),
        1 | 2 => {
            // More thrones on the king's lines.
            let mut list = vec![square(c, c)];
            let d = (n / 4).max(2) as i32;
            for (df, dr) in [(d, 0), (-d, 0)] {
                if let Some(sq) = b.off_middle(df, dr) {
                    if b.free(sq) {
                        list.push(sq);
                    }
                }
            }
            Some(list)
        }
        _ => None,
    };
    b.special.push(square(c, c));
    if let Some(list) = &throne {
        b.special.extend(list.iter().copied());
    }

    // Forts: the attackers' by their groups, the defenders' near the king.
    let mut afor = Vec::new();
    if rng.chance(25) {
        let along = (half + 1).min(c as i32 - 1).max(1);
        for sq in b.on_edges(along, 0) {
            if b.free(sq) {
                afor.push(sq);
            }
        }
        b.special.extend(afor.iter().copied());
    }
    let mut dfor = Vec::new();
    if rng.chance(20) && n >= 7 {
        let d = arm + 1;
        for (df, dr) in [(d, d), (-d, d), (d, -d), (-d, -d)] {
            if let Some(sq) = b.off_middle(df, dr) {
                if b.free(sq) && !sq.is_edge(size) {
                    dfor.push(sq);
                }
            }
        }
        b.special.extend(dfor.iter().copied());
    }

    let mut text = format!("dim:{n} name:Random_{seed}");
    if edge_escape {
        text.push_str(" esc:e");
    }
    if rng.chance(20) {
        text.push_str(" surf:n");
    }
    text.push_str(if rng.chance(85) { " atkf:y" } else { " atkf:n" });
    match rng.below(20) {
        0 => text.push_str(" tfr:i"),
        1 => text.push_str(" tfr:w"),
        2 => text.push_str(" tfr:l"),
        _ => {}
    }
    text.push_str(rng.pick(&["", "", "", "", " ka:n", " ka:n", " ka:a", " ka:h"]));
    text.push_str(rng.pick(&["", "", "", " ks:c", " ks:m", " ks:w", " ks:w"]));
    if rng.chance(15) {
        text.push_str(rng.pick(&[" kj:r", " kj:j", " kj:c"]));
    }
    if rng.chance(20) {
        text.push_str(rng.pick(&[" nj:n", " nj:j", " cj:n", " cj:c", " mj:j", " gj:j"]));
    }
    if let Some(list) = &corners {
        let _ = write!(text, " cor:{}", squares(list));
    }
    if let Some(list) = &throne {
        let _ = write!(text, " cen:{}", squares(list));
    }
    if !afor.is_empty() {
        let _ = write!(text, " afor:{}", squares(&afor));
    }
    if !dfor.is_empty() {
        let _ = write!(text, " dfor:{}", squares(&dfor));
    }
    // Speeds in TYPE_LETTERS order (tcnkmgTCNKMG); -1 for no limit.
    match rng.below(10) {
        0 | 1 => {
            // The king slower than the rest.
            let king = 1 + rng.below(3);
            let mut list = ["-1"; 12].map(String::from);
            list[9] = king.to_string();
            let _ = write!(text, " spd:{},", list.join(","));
        }
        2 => {
            let all = 2 + rng.below(4);
            let _ = write!(text, " spd:{all}");
        }
        3 => {
            let (a, d) = (2 + rng.below(4), 2 + rng.below(4));
            let _ = write!(text, " spd:{a},{d}");
        }
        _ => {}
    }
    if rng.chance(10) {
        // The throne open to every piece.
        text.push_str(" cenp:tcnkmgTCNKMG");
    }
    if rng.chance(8) {
        // The king may leave the throne and never come back.
        text.push_str(" cenre:tcnmgTCNMG");
    }
    if rng.chance(10) {
        // The corners hostile to the attackers only.
        text.push_str(" corh:tcnkmg");
    }
    if rng.chance(15) {
        text.push_str(rng.pick(&[" sw:w", " sw:s"]));
        if rng.chance(30) {
            text.push_str(" swf:n");
        }
    }
    if rng.chance(15) {
        text.push_str(" efe:y");
    }
    if throne.as_ref().is_none_or(|t| !t.is_empty()) && rng.chance(10) {
        text.push_str(" linc:y");
    }
    match rng.below(20) {
        0 => text.push_str(" ber:c"),
        1 => text.push_str(" ber:m"),
        _ => {}
    }
    let record = write_board_record(size, |sq| b.piece(sq));
    let _ = write!(text, " start:{record}");
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::RuleSet;

    #[test]
    fn every_random_rule_set_parses_and_compiles() {
        let mut sizes = [0usize; 20];
        for seed in 0..600u64 {
            let text = random_rules(seed);
            let parsed = RuleSet::parse(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert!(parsed.warnings.is_empty(), "{text}: {:?}", parsed.warnings);
            let variant = parsed
                .rules
                .compile("random")
                .unwrap_or_else(|e| panic!("{text}: {e}"));
            let start = variant.start_position(None, None).unwrap();
            assert!(
                !start.legal_moves().is_empty(),
                "{text}: no move at the start"
            );
            sizes[parsed.rules.size as usize] += 1;
        }
        for size in [5, 7, 9, 11, 13, 15, 17, 19] {
            assert!(sizes[size] > 0, "no {size}x{size} board");
        }
        for size in [5u8, 7, 9, 11, 13, 15, 17, 19] {
            for seed in 0..40 {
                let text = random_rules_sized(seed, size);
                let rules = RuleSet::parse(&text)
                    .unwrap_or_else(|e| panic!("{text}: {e}"))
                    .rules;
                assert_eq!(rules.size, size);
                rules
                    .compile("random")
                    .unwrap_or_else(|e| panic!("{text}: {e}"));
            }
        }
    }

    #[test]
    fn the_same_seed_gives_the_same_rule_set() {
        for seed in [0, 1, 42, u64::MAX] {
            assert_eq!(random_rules(seed), random_rules(seed));
            assert_eq!(random_rules_sized(seed, 9), random_rules_sized(seed, 9));
        }
        assert_ne!(random_rules(1), random_rules(2));
    }

    #[test]
    fn random_rule_sets_say_many_things() {
        let all: Vec<String> = (0..300).map(random_rules).collect();
        for key in [
            " esc:e", " ks:w", " ks:m", " ks:c", " ka:n", " spd:", " afor:", " dfor:", " cor:",
            " cen:", " sw:", " efe:y", " ber:", " linc:y", " kj:",
        ] {
            assert!(all.iter().any(|s| s.contains(key)), "never {key}");
        }
        for letter in ['c', 'n', 'm', 'g', 'C', 'N', 'M', 'G'] {
            assert!(
                all.iter()
                    .any(|s| s.split(" start:").nth(1).unwrap().contains(letter)),
                "never a {letter}"
            );
        }
    }
}
