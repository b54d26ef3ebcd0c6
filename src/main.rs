//! `hnefi`: the Discord bot (no subcommand, or `serve`) and the command-line
//! tools of `docs/cli.md` over the engine.

mod bot;
mod cli;

use std::process::ExitCode;

fn main() -> ExitCode {
    cli::run()
}
