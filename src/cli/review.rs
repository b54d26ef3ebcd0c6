//! `hnefi review --variant KEY --moves "M1 M2 ..." [--time-ms N] [--depth D]`:
//! the AI's review of a game, the one `/review` shows (docs/learning.md 1),
//! as one JSON object (docs/cli.md "hnefi review").

use std::time::{Duration, Instant};

use serde::Serialize;

use super::replay::OutcomeJson;
use super::{Failure, VariantArgs, position_arg, print_line};
use hnefi_ai::SearchLimits;
use hnefi_ai::review::{self, GameReview};

#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    board: VariantArgs,
    /// The game: moves from the start, separated by spaces
    #[arg(long)]
    moves: String,
    /// The position the moves start from, instead of the layout's
    #[arg(long)]
    start: Option<String>,
    /// Search each position for at most this many milliseconds (default:
    /// the review's own share of its time box)
    #[arg(long)]
    time_ms: Option<u64>,
    /// Search each position this many plies deep (1 to 64); alone, without
    /// --time-ms, there is no clock and the review is the same every time
    #[arg(long)]
    depth: Option<u8>,
}

#[derive(Serialize)]
struct Report {
    plies: Vec<PlyJson>,
    outcome: Option<OutcomeJson>,
    /// The time each position was given, in milliseconds (`null` with
    /// `--depth` alone), and what the whole review took.
    time_per_position_ms: Option<u64>,
    elapsed_ms: u64,
}

#[derive(Serialize)]
struct PlyJson {
    ply: usize,
    side: &'static str,
    #[serde(rename = "move")]
    played: String,
    win_chance: f64,
    best: String,
    best_win_chance: f64,
    mark: Option<&'static str>,
}

pub fn run(args: Args) -> Result<(), Failure> {
    let started = Instant::now();
    let variant = args.board.variant()?;
    let start = match &args.start {
        Some(text) => position_arg(&variant, text).map_err(|e| format!("--start: {e}"))?,
        None => args.board.start_of(&variant, None)?,
    };
    let game = super::play_moves(start, &args.moves)?;
    let limits = match (args.depth, args.time_ms) {
        (Some(depth), _) if !(1..=64).contains(&depth) => {
            return Err(format!("--depth {depth}: the depth runs from 1 to 64"));
        }
        (_, Some(0)) => return Err("--time-ms 0: the AI needs some time to think".into()),
        (Some(depth), time) => SearchLimits {
            time: time.map(Duration::from_millis),
            ..SearchLimits::depth(depth)
        },
        (None, Some(ms)) => SearchLimits::time(Duration::from_millis(ms)),
        (None, None) => SearchLimits::time(review::time_per_position(&game)),
    };
    let reviewed = review::review(&game, &limits);
    let report = report(&reviewed, &limits, started.elapsed());
    print_line(&serde_json::to_string(&report).map_err(|e| e.to_string())?)
}

fn report(reviewed: &GameReview, limits: &SearchLimits, elapsed: Duration) -> Report {
    Report {
        plies: reviewed
            .plies
            .iter()
            .enumerate()
            .map(|(ply, p)| PlyJson {
                ply,
                side: p.side.as_str(),
                played: p.played.to_string(),
                win_chance: rounded(p.win_chance),
                best: p.best.to_string(),
                best_win_chance: rounded(p.best_win_chance),
                mark: p.mark.map(|m| m.as_str()),
            })
            .collect(),
        outcome: reviewed.outcome.map(OutcomeJson::from),
        time_per_position_ms: limits.time.map(|t| t.as_millis() as u64),
        elapsed_ms: elapsed.as_millis() as u64,
    }
}

/// Chances to three decimals: what a reader can use, no float noise.
fn rounded(chance: f64) -> f64 {
    (chance * 1000.0).round() / 1000.0
}
