//! `hnefi render --variant KEY [--layout NAME] [--position POSITION]
//! [--moves "M1 M2 ..."] [--size PIXELS] -o FILE.png`: a PNG of the position
//! (the start if neither is given), with the last move and its captures
//! marked when `--moves` is given.

use std::path::{Path, PathBuf};

use super::{Failure, VariantArgs, side_arg};
use hnefi_engine::{Game, Side};
use hnefi_render::{BoardView, MAX_WIDTH, MIN_WIDTH, Players, Renderer, Style, Theme};

/// What `render` and `gif` share: the board, the moves, the look.
#[derive(clap::Args)]
pub(super) struct GameArgs {
    #[command(flatten)]
    board: VariantArgs,
    /// Start from this position instead of the layout's (side to move included).
    #[arg(long)]
    position: Option<String>,
    /// Moves played from the start, separated by spaces.
    #[arg(long)]
    moves: Option<String>,
    /// Who moves first where the variant draws lots (default: attackers).
    #[arg(long, value_parser = side_arg)]
    first: Option<Side>,
    /// Image width in pixels (default: suited to the board size).
    #[arg(long, value_name = "PIXELS")]
    size: Option<u32>,
    /// Colour theme: wood or slate.
    #[arg(long, default_value = "wood")]
    theme: String,
    /// The attackers' player, for the caption.
    #[arg(long)]
    attackers: Option<String>,
    /// The defenders' player, for the caption.
    #[arg(long)]
    defenders: Option<String>,
    /// The file to write.
    #[arg(short = 'o', long = "output", value_name = "FILE")]
    output: PathBuf,
}

impl GameArgs {
    /// The game: the start, then every move of `--moves`.
    pub(super) fn game(&self) -> Result<Game, Failure> {
        let variant = self.board.variant()?;
        let start = match &self.position {
            Some(text) => super::position_arg(&variant, text).map_err(|e| format!("--{e}"))?,
            None => self.board.start_of(&variant, self.first)?,
        };
        super::play_moves(start, self.moves.as_deref().unwrap_or(""))
    }

    pub(super) fn style(&self) -> Result<Style, Failure> {
        let theme: Theme = self.theme.parse()?;
        if let Some(size) = self.size
            && !(MIN_WIDTH..=MAX_WIDTH).contains(&size)
        {
            return Err(format!(
                "--size {size}: the width must be between {MIN_WIDTH} and {MAX_WIDTH} pixels"
            ));
        }
        Ok(Style {
            width: self.size,
            theme,
        })
    }

    pub(super) fn players(&self) -> Players {
        Players {
            attackers: self.attackers.clone(),
            defenders: self.defenders.clone(),
        }
    }

    pub(super) fn moves_given(&self) -> bool {
        self.moves.is_some()
    }

    pub(super) fn output(&self) -> &Path {
        &self.output
    }
}

/// Writes `bytes` to `path`, or says why not in one line.
pub(super) fn write_file(path: &Path, bytes: &[u8]) -> Result<(), Failure> {
    if bytes.is_empty() {
        return Err(format!("cannot encode the image for {}", path.display()));
    }
    std::fs::write(path, bytes).map_err(|e| format!("cannot write {}: {e}", path.display()))
}

#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    game: GameArgs,
}

pub fn run(args: Args) -> Result<(), Failure> {
    let args = args.game;
    let style = args.style()?;
    let game = args.game()?;
    let players = args.players();
    let view = if args.moves_given() {
        BoardView::game(&game, &players)
    } else {
        let mut view = BoardView::position(game.position());
        view.caption.players = players;
        view
    };
    let png = Renderer::new().png(&view, style);
    write_file(args.output(), &png)
}
