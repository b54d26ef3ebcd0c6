//! `hnefi moves --variant KEY [--layout NAME] --position POSITION`.

use super::{Failure, VariantArgs, position_arg, print_line};

#[derive(clap::Args)]
pub struct Args {
    /// The layout is checked but the position says it all.
    #[command(flatten)]
    board: VariantArgs,
    /// The position: the board and the side to move, as docs/rules.md 2
    /// writes it (`3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 a`), or an OTN position
    /// record and the side (`/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/ a`)
    #[arg(long)]
    position: String,
}

pub fn run(args: Args) -> Result<(), Failure> {
    let variant = args.board.variant()?;
    let position = position_arg(&variant, &args.position)?;
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
