//! `hnefi gif` (placeholder until the renderer issue).

use super::Failure;

#[derive(clap::Args)]
pub struct Args {}

pub fn run(_args: Args) -> Result<(), Failure> {
    Err("gif is not built yet".into())
}
