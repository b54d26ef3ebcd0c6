//! `hnefi rules check "RULES"`: reads an OpenTafl (OTN) rules string
//! (docs/rules.md 5) and prints what it means as one JSON object.

use std::io::Read;

use serde::Serialize;

use super::{Failure, print_line, say};
use hnefi_engine::RuleSet;

#[derive(clap::Args)]
pub struct Args {
    #[command(subcommand)]
    command: RulesCommand,
}

#[derive(clap::Subcommand)]
enum RulesCommand {
    /// Check a rules string (from the argument, or standard input): its
    /// canonical form, size, name and rules in words, or one line saying
    /// what is wrong.
    Check {
        /// The rules string; read from standard input when left out.
        rules: Option<String>,
    },
}

#[derive(Serialize)]
struct CheckJson {
    valid: bool,
    canonical: String,
    name: String,
    size: u8,
    summary: Vec<String>,
    warnings: Vec<String>,
}

pub fn run(args: Args) -> Result<(), Failure> {
    let RulesCommand::Check { rules } = args.command;
    let text = match rules {
        Some(text) => text,
        None => read_stdin()?,
    };
    let parsed = RuleSet::parse(text.trim()).map_err(|e| say::rules(&e))?;
    // A string that reads well must also play: the same check as every game.
    parsed
        .rules
        .compile(super::CUSTOM)
        .map_err(|e| say::compile(super::CUSTOM, &e))?;
    let rules = &parsed.rules;
    let json = CheckJson {
        valid: true,
        canonical: rules.canonical(),
        name: rules.name.clone(),
        size: rules.size,
        summary: rules.facts().iter().map(say::fact).collect(),
        warnings: parsed.warnings.iter().map(say::warning).collect(),
    };
    print_line(&serde_json::to_string(&json).map_err(|e| e.to_string())?)
}

/// Standard input, at most a little over the longest rules string read:
/// a bigger input is refused without reading it all.
fn read_stdin() -> Result<String, Failure> {
    let limit = hnefi_engine::ruleset::MAX_LEN as u64 + 1;
    let mut bytes = Vec::new();
    std::io::stdin()
        .lock()
        .take(limit)
        .read_to_end(&mut bytes)
        .map_err(|e| format!("cannot read standard input: {e}"))?;
    if bytes.len() as u64 >= limit {
        return Err(format!(
            "the rules string is longer than {} bytes",
            hnefi_engine::ruleset::MAX_LEN
        ));
    }
    String::from_utf8(bytes).map_err(|_| "the rules string is not UTF-8 text".into())
}
