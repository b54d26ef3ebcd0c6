//! `hnefi gif --variant KEY [--layout NAME] --moves "M1 M2 ..." -o FILE.gif`:
//! an animated replay, the start then one frame per ply, with a pause on
//! the final position.

use super::Failure;
use super::render::{GameArgs, write_file};
use hnefi_render::{GifOptions, Renderer};

#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    game: GameArgs,
    /// How long each move is shown, in milliseconds.
    #[arg(long, default_value_t = 900)]
    frame_ms: u32,
    /// How long the final position is held, in milliseconds.
    #[arg(long, default_value_t = 4000)]
    pause_ms: u32,
}

pub fn run(args: Args) -> Result<(), Failure> {
    if !args.game.moves_given() {
        return Err("gif needs --moves \"M1 M2 ...\"".into());
    }
    let style = args.game.style()?;
    let game = args.game.game()?;
    let options = GifOptions {
        style,
        frame_ms: args.frame_ms.min(655_350),
        final_pause_ms: args.pause_ms.min(655_350),
        ..GifOptions::default()
    };
    let gif = Renderer::new().gif(&game, &args.game.players(), &options);
    write_file(args.game.output(), &gif)
}
