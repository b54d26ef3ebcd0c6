//! Mines puzzles from the real game corpora: positions where the side to
//! move forces a win within 1, 3 or 5 plies and exactly one first move
//! does it, proven by the exhaustive solver (`hnefi_ai::solver`).
//!
//! `cargo run --release -p hnefi-ai --example mine_puzzles -- [DATA_DIR]
//! [--out FILE] [--games [VARIANT=]N] [--seconds S] [--budget NODES]
//! [--threads N] [--filter-depth D] [--only VARIANT]`
//!
//! reads `copenhagen.csv` and `brandubh.csv` from DATA_DIR (default
//! `HNEFI_DATA`, else `../shared/data` beside the workspace, as the engine's
//! corpus test does), replays every game with the engine and, at every
//! position before a move and at the final position of a game the record
//! leaves unfinished, asks the solver whether the side to move wins within
//! five plies. A position won in N plies at best (N = 1, 3, 5) is a puzzle
//! of length N when exactly one first move wins within N. Then:
//!
//! - the main line (the winning move, the reply that holds out longest, the
//!   fastest winning move again ...) is replayed on the game with its
//!   history; a position whose line the game's repetition rule would spoil
//!   is skipped (the loser's other replies are not checked against the
//!   history: the puzzle is posed as a bare position, where no repetition
//!   is possible within five plies);
//! - one puzzle at most per game and run of consecutive positions with the
//!   same side to move won within five plies (the same tactic one move
//!   later is a duplicate), the run's first puzzle;
//! - identical positions are kept once, at their first occurrence.
//!
//! Every search has a node budget (`--budget`, default 3,000,000 per
//! question); a position the solver gives up on is counted and breaks the
//! run. The solver's table is cleared at each game, so the output does not
//! depend on the threads' scheduling. `--games N` mines only each corpus's
//! first N games (`--games brandubh=N` one corpus's); `--seconds S` stops
//! taking a corpus's games after S seconds, and the file's header then
//! names the `--games` that regenerate it. `--only VARIANT` mines one
//! corpus.
//!
//! Positions not won within three plies go to the five-ply proof only if
//! the AI's search (`--filter-depth`, default 4 plies beyond 7x7 boards, 0
//! = none, the default on Brandubh's 7x7) finds a forced win within five:
//! on Copenhagen the proof costs about 0.13 s a position, the screen a
//! fifth of that. On the first 150 Brandubh games the screen lost one of
//! 78 positions won in five plies and no puzzle.
//!
//! Output: `crates/app/data/puzzles.tsv` (or `--out`), sorted by variant,
//! source line and ply; `tests/puzzles.rs` checks every puzzle in it again.

use std::collections::HashSet;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use hnefi_ai::mining::{
    MAX_PLIES, Tally, default_screen_depth, mine_game as mine_game_of, search_screen,
};
use hnefi_ai::solver::Solver;
use hnefi_engine::{Game, Move, MoveText, variant};

/// The corpora and the variant keys they are played under, in the file's
/// order (sorted by key).
const CORPORA: [(&str, &str); 2] = [
    ("brandubh", "brandubh.csv"),
    ("copenhagen", "copenhagen.csv"),
];

/// Solver table per thread, MiB.
const TABLE_MIB: usize = 64;

struct Options {
    data: PathBuf,
    out: PathBuf,
    /// Games to mine per corpus (its first N), by variant key; `""` for all.
    games: Vec<(String, usize)>,
    /// Stop taking a corpus's games after this many seconds.
    seconds: Option<f64>,
    budget: u64,
    threads: usize,
    /// Depth of the AI search that screens positions not won within three
    /// plies before the solver tries five; 0: the solver tries every one.
    /// Default: 0 on 7x7 boards (cheap enough), 4 on larger ones.
    filter_depth: Option<u8>,
    /// Mine this variant's corpus only (the output then holds only it).
    only: Option<String>,
}

fn options() -> Options {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut data = std::env::var_os("HNEFI_DATA")
        .map(PathBuf::from)
        .unwrap_or_else(|| root.join("../shared/data"));
    let mut out = root.join("crates/app/data/puzzles.tsv");
    let mut games = Vec::new();
    let mut seconds = None;
    let mut budget = 3_000_000;
    let mut threads = 2;
    let mut filter_depth = None;
    let mut only = None;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut value = |name: &str| {
            args.next()
                .unwrap_or_else(|| panic!("{name} needs a value"))
        };
        match arg.as_str() {
            "--out" => out = PathBuf::from(value("--out")),
            "--games" => {
                let v = value("--games");
                let (key, n) = v.split_once('=').unwrap_or(("", &v));
                games.push((key.to_string(), n.parse().expect("--games [VARIANT=]N")));
            }
            "--seconds" => seconds = Some(value("--seconds").parse().expect("--seconds S")),
            "--budget" => budget = value("--budget").parse().expect("--budget NODES"),
            "--threads" => threads = value("--threads").parse().expect("--threads N"),
            "--filter-depth" => {
                filter_depth = Some(value("--filter-depth").parse().expect("--filter-depth N"))
            }
            "--only" => only = Some(value("--only")),
            _ if arg.starts_with("--") => panic!("unknown option {arg}"),
            _ => data = PathBuf::from(arg),
        }
    }
    Options {
        data,
        out,
        games,
        seconds,
        budget,
        threads: threads.max(1),
        filter_depth,
        only,
    }
}

/// One game of a corpus: its CSV line number and its moves.
struct Record {
    line: usize,
    moves: Vec<Move>,
}

fn read_corpus(path: &Path) -> Vec<Record> {
    let text = std::fs::read_to_string(path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    let mut records = Vec::new();
    for (index, line) in text.lines().enumerate() {
        // As the engine's corpus test reads them: moves, then fields.
        let Some(moves) = line.split(',').next().filter(|m| !m.trim().is_empty()) else {
            continue;
        };
        let moves = moves
            .split_whitespace()
            .take_while(|t| *t != "timeout")
            .map(|t| {
                MoveText::parse(t)
                    .unwrap_or_else(|e| panic!("line {}: {e}", index + 1))
                    .mv
            })
            .collect();
        records.push(Record {
            line: index + 1,
            moves,
        });
    }
    records
}

/// A puzzle found in a game.
#[derive(Clone)]
struct Puzzle {
    line: usize,
    ply: usize,
    position: String,
    plies: u8,
    solution: Vec<Move>,
}

fn mine_game(
    opts: &Options,
    key: &str,
    record: &Record,
    solver: &mut Solver,
    puzzles: &mut Vec<Puzzle>,
    tally: &mut Tally,
) {
    let variant = variant::by_key(key).unwrap();
    solver.clear();
    let start = variant.start_position(None, None).unwrap();
    let screen = search_screen(
        opts.filter_depth
            .unwrap_or_else(|| default_screen_depth(&start)),
        opts.budget,
    );
    let game = Game::new(start);
    for found in mine_game_of(&game, &record.moves, 0, solver, &screen, tally) {
        puzzles.push(Puzzle {
            line: record.line,
            ply: found.ply,
            position: found.position.to_string(),
            plies: found.plies,
            solution: found.solution,
        });
    }
}

fn main() {
    let opts = options();
    let started = Instant::now();
    let mut body = String::new();
    // `--games` arguments that regenerate exactly what was mined.
    let mut regenerate = String::new();
    let mut totals = Tally::default();
    let mut seen = HashSet::new();
    for (key, file) in CORPORA {
        if opts.only.as_ref().is_some_and(|only| only != key) {
            continue;
        }
        let corpus_started = Instant::now();
        let limit = opts
            .games
            .iter()
            .rev()
            .find(|(k, _)| k.is_empty() || k == key)
            .map(|&(_, n)| n);
        let mut records = read_corpus(&opts.data.join(file));
        let in_corpus = records.len();
        records.truncate(limit.unwrap_or(in_corpus));
        let next = AtomicUsize::new(0);
        let found = Mutex::new((Vec::new(), Tally::default(), 0usize));
        std::thread::scope(|scope| {
            for _ in 0..opts.threads {
                scope.spawn(|| {
                    let mut solver = Solver::new(TABLE_MIB).with_node_budget(Some(opts.budget));
                    loop {
                        // Out of time: no new game, so the games mined are
                        // the corpus's first ones.
                        if opts
                            .seconds
                            .is_some_and(|s| corpus_started.elapsed().as_secs_f64() > s)
                        {
                            break;
                        }
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        let Some(record) = records.get(i) else {
                            break;
                        };
                        let mut puzzles = Vec::new();
                        let mut tally = Tally::default();
                        mine_game(&opts, key, record, &mut solver, &mut puzzles, &mut tally);
                        let mut all = found.lock().unwrap();
                        all.0.extend(puzzles);
                        all.1.add(&tally);
                        all.2 += 1;
                        if all.2 % 50 == 0 || all.2 == records.len() {
                            eprintln!(
                                "{key}: {}/{} games, {} positions, {} puzzles, {} unknown, {:.0} s",
                                all.2,
                                records.len(),
                                all.1.positions,
                                all.0.len(),
                                all.1.unknown,
                                corpus_started.elapsed().as_secs_f64()
                            );
                        }
                    }
                });
            }
        });
        let (mut puzzles, tally, mined) = found.into_inner().unwrap();
        if mined < in_corpus {
            write!(regenerate, " --games {key}={mined}").unwrap();
        }
        puzzles.sort_by_key(|p| (p.line, p.ply));
        let before = puzzles.len();
        puzzles.retain(|p| seen.insert(p.position.clone()));
        let duplicates = before - puzzles.len();
        let mut by_length = [0usize; MAX_PLIES as usize + 1];
        for p in &puzzles {
            by_length[p.plies as usize] += 1;
            let solution: Vec<String> = p.solution.iter().map(Move::to_string).collect();
            writeln!(
                body,
                "{key}\t{file}:{}\t{}\t{}\t{}\t{}",
                p.line,
                p.ply,
                p.position,
                p.plies,
                solution.join(" ")
            )
            .unwrap();
        }
        println!(
            "{key}: {mined} of {in_corpus} games, {} positions examined in {:.0} s ({} solver nodes); \
             won within 1/3/5 plies: {}/{}/{}; {} with several fastest winning first moves, \
             {} given up on, {} screened out by the AI, {} spoiled by the game's repetitions, \
             {} repeats of a run's tactic, {duplicates} duplicate positions; puzzles: {} \
             ({} in 1 ply, {} in 3, {} in 5)",
            tally.positions,
            corpus_started.elapsed().as_secs_f64(),
            tally.nodes,
            tally.won[1],
            tally.won[3],
            tally.won[5],
            tally.ambiguous,
            tally.unknown,
            tally.screened_out,
            tally.spoiled_by_repetition,
            tally.same_run,
            puzzles.len(),
            by_length[1],
            by_length[3],
            by_length[5],
        );
        totals.add(&tally);
    }
    if !regenerate.is_empty() {
        regenerate.insert_str(0, " --");
    }
    let mut out = String::new();
    out.push_str(
        "# Hnefi puzzles: positions from real games where the side to move forces a win \
         within `moves` plies (and not fewer) and only one first move does it, proven by \
         hnefi_ai::solver (exhaustive, repetition ignored).\n",
    );
    writeln!(
        out,
        "# Derived from the corpora copenhagen.csv (real games of aagenielsen.dk, CC0-1.0) and \
         brandubh.csv (MIT licence, Copyright (c) 2025 Alan Bunbury, hnefatafl-rs) in \
         ../shared/data, not part of this repository; regenerate with \
         `cargo run --release -p hnefi-ai --example mine_puzzles{regenerate}`; checked by \
         `cargo test -p hnefi-ai --test puzzles`."
    )
    .unwrap();
    out.push_str(
        "# Columns, tab-separated: variant, source (CSV file:line), ply (plies played \
         before the position), position (side to move included), moves (plies of the \
         win), solution (the main line, space-separated).\n",
    );
    out.push_str(&body);
    if let Some(dir) = opts.out.parent() {
        std::fs::create_dir_all(dir).expect("output directory");
    }
    std::fs::write(&opts.out, out).expect("output written");
    println!(
        "{} positions in {:.0} s; wrote {}",
        totals.positions,
        started.elapsed().as_secs_f64(),
        opts.out.display()
    );
}
