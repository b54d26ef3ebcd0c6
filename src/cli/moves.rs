//! `hnefi moves --variant KEY [--layout NAME] --position POSITION`.

use super::{Failure, print_line, variant_arg};
use hnefi_engine::Position;

#[derive(clap::Args)]
pub struct Args {
    #[arg(long)]
    variant: String,
    /// Accepted for symmetry with the other subcommands; the position says it all.
    #[arg(long)]
    layout: Option<String>,
    #[arg(long)]
    position: String,
}

pub fn run(args: Args) -> Result<(), Failure> {
    let variant = variant_arg(&args.variant)?;
    if let Some(layout) = &args.layout {
        variant
            .start_position(Some(layout), None)
            .map_err(|e| e.to_string())?;
    }
    let position =
        Position::parse(&variant, &args.position).map_err(|e| format!("position: {e}"))?;
    // Judged bare: no history, so no repetition rule applies.
    let mut moves: Vec<String> = position
        .legal_moves()
        .iter()
        .map(|m| m.to_string())
        .collect();
    moves.sort_unstable();
    print_line(&serde_json::to_string(&moves).map_err(|e| e.to_string())?)?;
    Ok(())
}
