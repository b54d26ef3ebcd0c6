//! `hnefi variants [--json]`.

use serde::Serialize;

use super::{Failure, print_line};
use hnefi_engine::variant;

#[derive(clap::Args)]
pub struct Args {
    /// Print one JSON array.
    #[arg(long)]
    json: bool,
}

#[derive(Serialize)]
struct VariantJson<'a> {
    key: &'a str,
    name: &'a str,
    size: u8,
    layouts: Vec<&'a str>,
    default_layout: &'a str,
    first: &'a str,
    /// Section of docs/rules.md; an addition to the contract.
    section: &'a str,
    /// The OTN rules string that expresses the variant exactly, else null.
    rules: Option<String>,
}

pub fn run(args: Args) -> Result<(), Failure> {
    let all: Vec<_> = variant::all().iter().chain(variant::standards()).collect();
    if args.json {
        let list: Vec<VariantJson> = all
            .iter()
            .map(|v| VariantJson {
                key: v.key(),
                name: v.name(),
                size: v.size(),
                layouts: v.layouts().collect(),
                default_layout: v.default_layout(),
                first: v.first().as_str(),
                section: &v.spec().section,
                rules: v.otn_rules(),
            })
            .collect();
        print_line(&serde_json::to_string(&list).map_err(|e| e.to_string())?)?;
    } else {
        for v in &all {
            print_line(&format!(
                "{:<16} {:<22} {:>2}x{:<2} first: {:<9} layouts: {}",
                v.key(),
                v.name(),
                v.size(),
                v.size(),
                v.first().as_str(),
                v.layouts().collect::<Vec<_>>().join(", ")
            ))?;
        }
    }
    Ok(())
}
