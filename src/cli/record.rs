//! `hnefi record [--to native|otg]`: reads a game record (Hnefi's own or
//! OpenTafl's `.otg`) from standard input, replays it, and writes it in
//! the form asked (docs/cli.md "hnefi record"). A record that does not
//! read or replay fails with one line naming the line or the move.

use std::io::Read;

use hnefi_engine::GameRecord;

use super::Failure;
use crate::bot::i18n::Lang;
use crate::bot::refusals::record_error;

/// The longest record read: what `/import` takes.
const MAX_BYTES: usize = 1024 * 1024;

#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Form {
    /// Hnefi's own: `key: value` headers, one ply per line.
    Native,
    /// OpenTafl's game record: `[tag:value]`, the rules last, numbered turns.
    Otg,
}

#[derive(clap::Args)]
pub struct Args {
    /// The form to write.
    #[arg(long, value_enum, default_value_t = Form::Otg)]
    to: Form,
}

pub fn run(args: Args) -> Result<(), Failure> {
    let mut bytes = Vec::new();
    std::io::stdin()
        .take(MAX_BYTES as u64 + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| format!("cannot read standard input: {e}"))?;
    if bytes.len() > MAX_BYTES {
        return Err(format!("a record is at most {MAX_BYTES} bytes"));
    }
    let text = String::from_utf8(bytes).map_err(|_| "the record is not UTF-8 text".to_string())?;
    let say = |e: &hnefi_engine::RecordError| record_error(Lang::En, e);
    let record = GameRecord::parse(&text).map_err(|e| say(&e))?;
    // Checked by replaying, whatever the form asked.
    record.to_game().map_err(|e| say(&e))?;
    let out = match args.to {
        Form::Native => record.to_string(),
        Form::Otg => record.to_otn().map_err(|e| say(&e))?,
    };
    super::print_line(out.trim_end())
}
