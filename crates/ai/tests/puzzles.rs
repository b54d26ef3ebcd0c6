//! The puzzles of `crates/app/data/puzzles.tsv` (mined from the real game
//! corpora by `examples/mine_puzzles.rs`), every one checked again here
//! without the miner: the position reads back as written, the solution
//! plays out move by move on the engine's own `Game` and its last move wins
//! for the side that moved first, the solver proves the first move wins
//! within the puzzle's length (and no shorter win exists), and every other
//! legal first move is refuted one by one.

use std::collections::HashSet;
use std::path::PathBuf;

use hnefi_ai::solver::{Proof, Solver};
use hnefi_engine::{Game, Move, Outcome, Position, Reason, Side, Winner, variant};

fn data_file() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../app/data/puzzles.tsv")
}

/// One line of the file.
struct Row {
    line: usize,
    variant: String,
    source: String,
    ply: usize,
    position: String,
    moves: u8,
    solution: Vec<Move>,
}

/// The header's comment lines and the puzzles.
fn read() -> (Vec<String>, Vec<Row>) {
    let text = std::fs::read_to_string(data_file()).expect("puzzles.tsv readable");
    let mut header = Vec::new();
    let mut rows = Vec::new();
    for (index, line) in text.lines().enumerate() {
        let at = index + 1;
        if line.starts_with('#') {
            assert!(rows.is_empty(), "line {at}: a comment after the puzzles");
            header.push(line.to_string());
            continue;
        }
        let fields: Vec<&str> = line.split('\t').collect();
        assert_eq!(fields.len(), 6, "line {at}: six tab-separated fields");
        rows.push(Row {
            line: at,
            variant: fields[0].to_string(),
            source: fields[1].to_string(),
            ply: fields[2].parse().expect("ply is a number"),
            position: fields[3].to_string(),
            moves: fields[4].parse().expect("moves is a number"),
            solution: fields[5]
                .split(' ')
                .map(|m| Move::parse(m).unwrap_or_else(|e| panic!("line {at}: `{m}`: {e}")))
                .collect(),
        });
    }
    (header, rows)
}

fn position(row: &Row) -> Position {
    let v = variant::by_key(&row.variant)
        .unwrap_or_else(|_| panic!("line {}: variant {}", row.line, row.variant));
    Position::parse(&v, &row.position)
        .unwrap_or_else(|e| panic!("line {}: position: {e}", row.line))
}

/// Plays `mv` on `pos`: the end it brings by the engine's rules (its own
/// result, or the next side left without a legal move).
fn end_after(pos: &mut Position, mv: Move) -> Option<Outcome> {
    let mover = pos.turn();
    let effects = pos.play_unchecked(mv);
    pos.result_of_move(mover, &effects)
        .or_else(|| (!pos.has_legal_move()).then(|| Outcome::win(mover, Reason::NoLegalMoves)))
}

#[test]
fn the_header_says_what_the_file_is() {
    let (header, rows) = read();
    assert!(!header.is_empty(), "a `#` header first");
    let text = header.join("\n");
    for needed in [
        "puzzles",
        "CC0",
        "MIT",
        "copenhagen.csv",
        "brandubh.csv",
        "--example mine_puzzles",
    ] {
        assert!(text.contains(needed), "the header mentions {needed}");
    }
    assert!(!rows.is_empty());
}

#[test]
fn rows_are_well_formed_sorted_and_distinct() {
    let (_, rows) = read();
    let mut seen = HashSet::new();
    let mut counts = std::collections::BTreeMap::new();
    let mut previous: Option<(String, usize, usize)> = None;
    for row in &rows {
        let at = row.line;
        assert!(
            matches!(row.variant.as_str(), "copenhagen" | "brandubh"),
            "line {at}: variant"
        );
        let (file, source_line) = row.source.split_once(':').expect("source is FILE:LINE");
        assert_eq!(
            file,
            format!("{}.csv", row.variant),
            "line {at}: source file"
        );
        let source_line: usize = source_line.parse().expect("source line number");
        assert!(matches!(row.moves, 1 | 3 | 5), "line {at}: moves 1, 3 or 5");
        assert_eq!(
            row.solution.len(),
            usize::from(row.moves),
            "line {at}: the solution has `moves` plies"
        );
        // The position string is exactly the engine's.
        assert_eq!(
            position(row).to_string(),
            row.position,
            "line {at}: written as the engine writes it"
        );
        assert!(
            seen.insert(row.position.clone()),
            "line {at}: a duplicate position"
        );
        *counts.entry((row.variant.clone(), row.moves)).or_insert(0) += 1;
        let key = (row.variant.clone(), source_line, row.ply);
        if let Some(prev) = previous.replace(key.clone()) {
            assert!(prev < key, "line {at}: sorted by variant, source line, ply");
        }
    }
    eprintln!("puzzles per variant and length: {counts:?}");
}

#[test]
fn every_solution_plays_out_and_wins() {
    let (_, rows) = read();
    for row in &rows {
        let at = row.line;
        let mut game = Game::new(position(row));
        assert!(!game.is_over(), "line {at}: the puzzle is not over already");
        let winner = Winner::side(game.turn());
        for (i, &mv) in row.solution.iter().enumerate() {
            let ply = game
                .play(mv)
                .unwrap_or_else(|e| panic!("line {at}: move {} `{mv}` refused: {e}", i + 1));
            if i + 1 < row.solution.len() {
                assert_eq!(
                    ply.outcome,
                    None,
                    "line {at}: move {} `{mv}` ends the game early",
                    i + 1
                );
            } else {
                let outcome = ply.outcome.unwrap_or_else(|| {
                    panic!("line {at}: the last move `{mv}` does not end the game")
                });
                assert_eq!(
                    outcome.winner, winner,
                    "line {at}: the last move ends it with {outcome}"
                );
            }
        }
    }
}

/// Checks one puzzle with the solver: the position needs exactly `moves`
/// plies, the first move of the solution wins within them, and every other
/// first move does not.
fn check_with_solver(solver: &mut Solver, row: &Row) {
    let at = row.line;
    let pos = position(row);
    let mover = pos.turn();
    assert_eq!(
        solver.wins_within(&pos, mover, row.moves),
        Proof::Won(row.moves),
        "line {at}: won in exactly {} plies",
        row.moves
    );
    let first = row.solution[0];
    let game = Game::new(pos.clone());
    assert!(
        game.check_move(first).is_ok(),
        "line {at}: {first} is legal"
    );
    for mv in game.legal_moves() {
        let mut next = pos.clone();
        let wins = match end_after(&mut next, mv) {
            Some(outcome) => outcome.winner == Winner::side(mover),
            None => matches!(
                solver.wins_within(&next, mover, row.moves - 1),
                Proof::Won(_)
            ),
        };
        if mv == first {
            assert!(
                wins,
                "line {at}: the solution's {mv} wins within {}",
                row.moves
            );
        } else {
            assert!(!wins, "line {at}: {mv} also wins within {}", row.moves);
        }
    }
}

/// Proves the puzzles of one variant, those whose index among them is
/// `part` modulo `parts` (the test harness runs the parts side by side).
fn check_variant(key: &str, part: usize, parts: usize) {
    let (_, rows) = read();
    let started = std::time::Instant::now();
    // One table for all: what one puzzle proved is true for the next.
    let mut solver = Solver::new(32);
    let mut checked = 0;
    for row in rows
        .iter()
        .filter(|r| r.variant == key)
        .skip(part)
        .step_by(parts)
    {
        check_with_solver(&mut solver, row);
        checked += 1;
    }
    eprintln!(
        "{key} part {}/{parts}: {checked} puzzles proven in {:.1} s ({} solver nodes)",
        part + 1,
        started.elapsed().as_secs_f64(),
        solver.nodes()
    );
}

#[test]
fn every_copenhagen_puzzle_has_one_winning_first_move_part_1() {
    check_variant("copenhagen", 0, 2);
}

#[test]
fn every_copenhagen_puzzle_has_one_winning_first_move_part_2() {
    check_variant("copenhagen", 1, 2);
}

#[test]
fn every_brandubh_puzzle_has_one_winning_first_move() {
    check_variant("brandubh", 0, 1);
}

/// The miner's selection rule (`Solver::unique_win`): a position won with
/// two first moves is no puzzle; one with a single winning move is.
#[test]
fn the_selection_rule_wants_one_winning_first_move() {
    let brandubh = variant::by_key("brandubh").unwrap();
    // The king on the throne forks two corners from a4, g4 or d7.
    let forks = Position::from_diagram(
        &brandubh,
        "
         7 . . . . . . .
         6 . . . . . . .
         5 . . . . . . .
         4 . . . K . . .
         3 . . . . . . .
         2 . . . . . . .
         1 . . . A . . .
           a b c d e f g",
        Side::Defenders,
    )
    .unwrap();
    let mut solver = Solver::new(4);
    assert_eq!(
        solver.wins_within(&forks, Side::Defenders, 5),
        Proof::Won(3)
    );
    assert!(solver.winning_moves(&forks, 3).unwrap().len() >= 2);
    assert_eq!(solver.unique_win(&forks, 5).unwrap(), None);
    // Only c3-c1 forks two corners (a1 and g1); a5, g5 and c6 close the
    // other edges' second corners, b2 and f2 block the single threats.
    let single = Position::from_diagram(
        &brandubh,
        "
         7 . . . . . . .
         6 . . A . . . .
         5 A . . . . . A
         4 . . . . . . .
         3 . . K . . . .
         2 . A . . . A .
         1 . . . . . . .
           a b c d e f g",
        Side::Defenders,
    )
    .unwrap();
    assert_eq!(
        solver.unique_win(&single, 5).unwrap(),
        Some((Move::parse("c3-c1").unwrap(), 3))
    );
}
