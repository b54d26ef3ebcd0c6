//! The starting set of puzzles, compiled in from `data/puzzles.tsv`: one
//! per line, tab-separated `variant source ply position moves solution`
//! after `#` comment lines (the file's header says how it was made).

use std::sync::{Arc, OnceLock};

use hnefi_engine::{Move, Position, Variant, variant};
use hnefi_store::puzzles::FoundRow;

/// One puzzle of the starting set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// Stable name: `FILE:LINE:PLY` of the game it comes from
    /// (`copenhagen.csv:123:45`), kept when the file is regenerated.
    pub key: String,
    pub variant: String,
    /// The position, side to move included (docs/rules.md 2).
    pub position: Position,
    /// Plies of the forced win: 1, 3 or 5 (the winner's moves: 1, 2, 3).
    pub plies: u8,
    /// The main line: the one winning first move, then the longest
    /// defence and the winner's fastest answer, in turn.
    pub solution: Vec<Move>,
}

impl Puzzle {
    /// The winner's moves to find: "to play and win in N".
    pub fn win_in(&self) -> u8 {
        self.plies.div_ceil(2)
    }

    /// The server's game it was found in (`game:ID:PLY`), if any; the
    /// starting set's come from the corpora.
    pub fn game(&self) -> Option<i64> {
        let rest = self.key.strip_prefix("game:")?;
        rest.split(':').next()?.parse().ok()
    }

    /// A puzzle as the store keeps it, read with its variant.
    pub(crate) fn from_found(row: &FoundRow, variant: &Arc<Variant>) -> Result<Puzzle, String> {
        let position = Position::parse(variant, &row.position).map_err(|e| e.to_string())?;
        let plies = u8::try_from(row.plies).map_err(|_| format!("{} plies", row.plies))?;
        let solution = read_moves(&row.solution)?;
        if solution.len() != usize::from(plies) {
            return Err(format!(
                "{} moves in a {plies}-ply solution",
                solution.len()
            ));
        }
        Ok(Puzzle {
            key: row.key.clone(),
            variant: row.variant_key.clone(),
            position,
            plies,
            solution,
        })
    }
}

/// A puzzle of the starting set by key.
pub fn by_key(key: &str) -> Option<&'static Puzzle> {
    catalogue().iter().find(|p| p.key == key)
}

fn read_moves(text: &str) -> Result<Vec<Move>, String> {
    text.split(' ')
        .map(|m| Move::parse(m).map_err(|e| format!("`{m}`: {e}")))
        .collect()
}

const DATA: &str = include_str!("../../data/puzzles.tsv");

/// Every puzzle of the starting set, in the file's order (by variant,
/// then source game). A line that does not read is skipped with a
/// warning: the AI crate's test checks every line, so none should.
pub fn catalogue() -> &'static [Puzzle] {
    static READ: OnceLock<Vec<Puzzle>> = OnceLock::new();
    READ.get_or_init(|| {
        DATA.lines()
            .enumerate()
            .filter(|(_, line)| !line.starts_with('#') && !line.trim().is_empty())
            .filter_map(|(index, line)| match read_line(line) {
                Ok(puzzle) => Some(puzzle),
                Err(why) => {
                    tracing::warn!("data/puzzles.tsv line {}: {why}", index + 1);
                    None
                }
            })
            .collect()
    })
}

/// The puzzles of one variant (by key).
pub fn of_variant(key: &str) -> impl Iterator<Item = &'static Puzzle> {
    catalogue().iter().filter(move |p| p.variant == key)
}

fn read_line(line: &str) -> Result<Puzzle, String> {
    let fields: Vec<&str> = line.split('\t').collect();
    let [variant_key, source, ply, position, plies, solution] = fields[..] else {
        return Err(format!("{} fields, not 6", fields.len()));
    };
    let variant = variant::by_key(variant_key).map_err(|e| e.to_string())?;
    let position = Position::parse(&variant, position).map_err(|e| e.to_string())?;
    let ply: u32 = ply.parse().map_err(|_| format!("ply `{ply}`"))?;
    let plies: u8 = plies.parse().map_err(|_| format!("moves `{plies}`"))?;
    let solution = read_moves(solution)?;
    if solution.len() != usize::from(plies) {
        return Err(format!(
            "{} moves in a {plies}-ply solution",
            solution.len()
        ));
    }
    Ok(Puzzle {
        key: format!("{source}:{ply}"),
        variant: variant.key().to_string(),
        position,
        plies,
        solution,
    })
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::*;

    #[test]
    fn every_line_of_the_file_is_a_puzzle_with_a_unique_key() {
        let lines = DATA
            .lines()
            .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
            .count();
        assert_eq!(catalogue().len(), lines, "every line reads");
        let keys: HashSet<&str> = catalogue().iter().map(|p| p.key.as_str()).collect();
        assert_eq!(keys.len(), lines, "keys are unique");
        for key in ["copenhagen", "brandubh"] {
            assert!(of_variant(key).count() >= 50, "{key}");
        }
        assert_eq!(of_variant("noggin").count(), 0);
    }

    #[test]
    fn a_puzzle_knows_its_side_length_and_first_move() {
        for puzzle in catalogue() {
            assert!([1, 3, 5].contains(&puzzle.plies), "{}", puzzle.key);
            assert_eq!(puzzle.win_in(), puzzle.plies.div_ceil(2));
            let first = puzzle.solution[0];
            assert!(
                puzzle.position.legal_moves().contains(&first),
                "{}: {first} is legal",
                puzzle.key
            );
        }
    }

    #[test]
    fn a_line_that_does_not_read_says_why() {
        let good = "brandubh\tbrandubh.csv:7\t11\t5a1/2a1d2/5ad/a1d3k/1a3d1/6a/4a2 d\t3\tg4-g3 e1-b1 g3-g1";
        let puzzle = read_line(good).unwrap();
        assert_eq!(puzzle.key, "brandubh.csv:7:11");
        assert_eq!(puzzle.win_in(), 2);
        for (bad, why) in [
            ("brandubh\tx", "fields"),
            (&good.replace("brandubh\t", "nope\t"), "nope"),
            (&good.replace("\t3\t", "\tthree\t"), "moves"),
            (&good.replace("g3-g1", "g3-g1 a1-a2"), "4 moves"),
            (&good.replace("e1-b1", "e1b"), "e1b"),
            (&good.replace("5a1/", "5a/"), ""),
        ] {
            let e = read_line(bad).unwrap_err();
            assert!(e.contains(why), "{bad}: {e}");
        }
    }
}
