//! `hnefi ai --variant KEY [--layout NAME] --position POSITION [--time-ms N]
//! [--depth D] [--level N] [--seed S]`: prints the move the AI chooses, as
//! `from-to`, on one line. `--moves "M1 M2 ..."` instead of `--position`
//! plays the moves from the start (or from `--start`) and lets the AI
//! choose with the game's history, as the bot does.
//!
//! Without `--time-ms`, `--depth` or `--level` the AI thinks for one second.
//! With `--depth` alone there is no clock: the answer is the same every time.
//! A `--position` is judged bare, like `hnefi moves`: no history, so
//! repetition can only arise inside the search.

use std::time::Duration;

use super::{Failure, VariantArgs, position_arg, print_line};
use hnefi_ai::{Level, SearchLimits, choose, choose_in_position};
use hnefi_engine::Variant;

#[derive(clap::Args)]
pub struct Args {
    /// The layout is checked but the position says it all.
    #[command(flatten)]
    board: VariantArgs,
    /// The position: the board and the side to move, as docs/rules.md 2
    /// writes it (`3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 a`), or an OTN position
    /// record and the side
    #[arg(long, required_unless_present = "moves", conflicts_with_all = ["moves", "start"])]
    position: Option<String>,
    /// The game so far: moves from the start, separated by spaces; the AI
    /// then knows the history (the repetition rule)
    #[arg(long)]
    moves: Option<String>,
    /// With --moves: the position the moves start from, instead of the layout's
    #[arg(long, requires = "moves")]
    start: Option<String>,
    /// Think for at most this many milliseconds.
    #[arg(long)]
    time_ms: Option<u64>,
    /// Search this many plies deep (1 to 64).
    #[arg(long)]
    depth: Option<u8>,
    /// A playing level, 1 (beginner) to 5 (strongest), instead of
    /// --time-ms and --depth.
    #[arg(long, conflicts_with_all = ["time_ms", "depth"])]
    level: Option<u8>,
    /// Seed of the randomness of levels 1 and 2.
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// Also write the search's figures to standard error, as one JSON
    /// line: depth, nodes, score, milliseconds (for match drivers).
    #[arg(long)]
    stats: bool,
}

pub fn run(args: Args) -> Result<(), Failure> {
    let variant = args.board.variant()?;
    let limits = limits(&args, &variant)?;
    let found = match (&args.position, &args.moves) {
        (Some(text), _) => {
            let position = position_arg(&variant, text)?;
            choose_in_position(&position, limits, args.seed)
        }
        (None, Some(moves)) => {
            let start = match &args.start {
                Some(text) => position_arg(&variant, text).map_err(|e| format!("--start: {e}"))?,
                None => args.board.start_of(&variant, None)?,
            };
            let game = super::play_moves(start, moves)?;
            choose(&game, limits, args.seed)
        }
        (None, None) => return Err("give --position or --moves".into()),
    }
    .map_err(|e| e.to_string())?;
    if args.stats {
        let stats = serde_json::json!({
            "depth": found.depth,
            "nodes": found.nodes,
            "score": found.score,
            "ms": found.elapsed.as_millis() as u64,
        });
        eprintln!("{stats}");
    }
    print_line(&found.best.to_string())
}

fn limits(args: &Args, variant: &Variant) -> Result<SearchLimits, Failure> {
    if let Some(level) = args.level {
        return Ok(Level::new(level)
            .map_err(|e| e.to_string())?
            .limits_on(variant));
    }
    let mut limits = match args.depth {
        Some(depth) if !(1..=64).contains(&depth) => {
            return Err(format!("--depth {depth}: the depth runs from 1 to 64"));
        }
        Some(depth) => SearchLimits::depth(depth),
        None => SearchLimits::time(Duration::from_secs(1)),
    };
    if let Some(ms) = args.time_ms {
        if ms == 0 {
            return Err("--time-ms 0: the AI needs some time to think".into());
        }
        limits.time = Some(Duration::from_millis(ms));
    }
    Ok(limits)
}
