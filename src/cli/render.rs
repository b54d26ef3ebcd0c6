//! `hnefi render` (placeholder until the renderer issue).

use super::Failure;

#[derive(clap::Args)]
pub struct Args {}

pub fn run(_args: Args) -> Result<(), Failure> {
    Err("render is not built yet".into())
}
