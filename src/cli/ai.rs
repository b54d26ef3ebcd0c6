//! `hnefi ai` (placeholder until the AI issue).

use super::Failure;

#[derive(clap::Args)]
pub struct Args {}

pub fn run(_args: Args) -> Result<(), Failure> {
    Err("the AI is not built yet".into())
}
