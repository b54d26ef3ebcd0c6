//! The subcommands of `docs/cli.md`. Every failure is one line on stderr and
//! a non-zero exit; nothing here may panic on any input.

mod ai;
mod bench;
mod bench_ai;
mod bench_render;
mod bench_rules;
mod bench_service;
mod db;
mod gif;
mod moves;
mod record;
mod render;
mod replay;
mod review;
mod rules;
mod say;
mod variants;

use std::process::ExitCode;
use std::sync::Arc;

use clap::{Parser, Subcommand};
use hnefi_engine::{Game, Position, RuleSet, Side, Variant, variant};

#[derive(Parser)]
#[command(
    name = "hnefi",
    version,
    about = "Tafl games for Discord, and the tools behind them"
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Run the Discord bot (the default): every shard, or a range of them.
    Serve(ServeArgs),
    /// Run the background work only (no gateway), beside `serve --shards`
    /// processes on PostgreSQL.
    Worker,
    /// List the playable variants.
    Variants(variants::Args),
    /// Replay games read from standard input, one per line, as JSON lines.
    Replay(replay::Args),
    /// Print the legal moves of a position as a JSON array.
    Moves(moves::Args),
    /// Read a game record from standard input and write it as .otg or native.
    Record(record::Args),
    /// Draw a position as a PNG.
    Render(render::Args),
    /// Draw a game as an animated GIF, one frame per ply.
    Gif(gif::Args),
    /// Print the move the AI chooses.
    Ai(ai::Args),
    /// The AI's review of a game: each move's win chance, the best move, marks.
    Review(review::Args),
    /// OpenTafl (OTN) rules strings: `rules check` reads one and says what it means.
    Rules(rules::Args),
    /// Run the built-in benchmarks.
    Bench(bench::Args),
    /// Database tools: `db copy` moves everything to another database.
    Db(db::Args),
    /// One process of `bench service`'s two-process figure (started by it).
    #[command(hide = true)]
    BenchPlayer(bench_service::PlayerArgs),
}

/// A failure to report on one line.
pub(crate) type Failure = String;

pub fn run() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(error) => {
            use clap::error::ErrorKind;
            if matches!(
                error.kind(),
                ErrorKind::DisplayHelp | ErrorKind::DisplayVersion
            ) {
                let _ = error.print();
                return ExitCode::SUCCESS;
            }
            // clap explains over several lines, with usage; the contract is
            // one line, so keep the explanation and drop the usage.
            let rendered = error.render().to_string();
            let message: Vec<&str> = rendered
                .lines()
                .map(str::trim)
                .take_while(|line| !line.starts_with("Usage:"))
                .filter(|line| !line.is_empty())
                .collect();
            eprintln!("{}", message.join(" ").trim_start_matches("error: "));
            return ExitCode::from(2);
        }
    };
    let result = match cli.command.unwrap_or(Command::Serve(ServeArgs::default())) {
        Command::Serve(args) => args.role().and_then(crate::bot::serve),
        Command::Worker => crate::bot::serve(crate::bot::Role::Worker),
        Command::Variants(args) => variants::run(args),
        Command::Replay(args) => replay::run(args),
        Command::Moves(args) => moves::run(args),
        Command::Record(args) => record::run(args),
        Command::Render(args) => render::run(args),
        Command::Gif(args) => gif::run(args),
        Command::Ai(args) => ai::run(args),
        Command::Review(args) => review::run(args),
        Command::Rules(args) => rules::run(args),
        Command::Bench(args) => bench::run(args),
        Command::Db(args) => db::run(args),
        Command::BenchPlayer(args) => bench_service::player(args),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("{}", message.replace('\n', " "));
            ExitCode::FAILURE
        }
    }
}

/// `hnefi serve [--shards FIRST-LAST --shard-total N]`.
#[derive(clap::Args, Default)]
struct ServeArgs {
    /// Run only gateway shards FIRST to LAST, both included (e.g. 0-3);
    /// needs --shard-total. Several processes need PostgreSQL.
    #[arg(long, value_name = "FIRST-LAST", requires = "shard_total")]
    shards: Option<String>,
    /// How many shards the whole bot runs, across all its processes
    #[arg(long, value_name = "N", requires = "shards")]
    shard_total: Option<u32>,
}

impl ServeArgs {
    fn role(self) -> Result<crate::bot::Role, Failure> {
        use crate::bot::{Role, ShardRange};
        match (self.shards, self.shard_total) {
            (Some(range), Some(total)) => Ok(Role::Shards(ShardRange::new(&range, total)?)),
            _ => Ok(Role::Everything),
        }
    }
}

/// `--variant KEY [--layout NAME]` or `--rules "RULES"`, shared by the
/// subcommands over the engine.
#[derive(clap::Args)]
#[command(group(clap::ArgGroup::new("game_rules").required(true).args(["variant", "rules"])))]
pub(crate) struct VariantArgs {
    /// The variant, by key: copenhagen, brandubh, fetlar... (`hnefi variants`)
    #[arg(long)]
    variant: Option<String>,
    /// An OpenTafl (OTN) rules string instead of a variant: `dim:9 esc:e ... start:/.../`
    #[arg(long, value_name = "RULES")]
    rules: Option<String>,
    /// One of the variant's layouts (its usual one if left out)
    #[arg(long)]
    layout: Option<String>,
}

impl VariantArgs {
    /// The variant, with the layout checked when one is named.
    pub fn variant(&self) -> Result<Arc<Variant>, Failure> {
        let variant = match (&self.variant, &self.rules) {
            (Some(key), _) => variant::by_key(key).map_err(|e| say::unknown_variant(&e))?,
            (None, Some(text)) => rules_variant(text)?,
            (None, None) => return Err("give --variant or --rules".into()),
        };
        self.start_of(&variant, None)?;
        Ok(variant)
    }

    /// The layout's start; `first` matters only where the variant draws lots.
    pub fn start_of(
        &self,
        variant: &Arc<Variant>,
        first: Option<Side>,
    ) -> Result<Position, Failure> {
        variant
            .start_position(self.layout.as_deref(), first)
            .map_err(|e| say::unknown_layout(&e))
    }
}

/// The key of a rule set given on the command line.
pub(crate) const CUSTOM: &str = "custom";

/// The variant of a rules string given on the command line; what the
/// string says that is not understood is told on standard error.
pub(crate) fn rules_variant(text: &str) -> Result<Arc<Variant>, Failure> {
    let parsed = RuleSet::parse(text).map_err(|e| format!("rules: {}", say::rules(&e)))?;
    for warning in &parsed.warnings {
        eprintln!("warning: rules: {}", say::warning(warning));
    }
    parsed
        .rules
        .compile(CUSTOM)
        .map_err(|e| format!("rules: {}", say::compile(CUSTOM, &e)))
}

/// A position as `--position` takes it: the notation of docs/rules.md 2,
/// or an OTN position record (`/3t3/.../`, rank 1 first) and the side to move.
pub(crate) fn position_arg(variant: &Arc<Variant>, text: &str) -> Result<Position, Failure> {
    let parsed = if text.trim_start().starts_with('/') {
        Position::parse_otn(variant, text)
    } else {
        Position::parse(variant, text)
    };
    parsed.map_err(|e| format!("position: {}", say::position(variant, &e)))
}

/// The game of `--moves`: the moves, separated by spaces, from `start`.
pub(crate) fn play_moves(start: Position, moves: &str) -> Result<Game, Failure> {
    let mut game = Game::new(start);
    for (i, token) in moves.split_whitespace().enumerate() {
        if let Err(e) = game.play_text(token) {
            let why = say::move_error(game.start().variant(), &e);
            return Err(format!("--moves: move {} `{token}`: {why}", i + 1));
        }
    }
    Ok(game)
}

/// Prints one line on standard output. A reader that went away (`| head`)
/// is not an error: there is simply nobody left to tell.
pub(crate) fn print_line(text: &str) -> Result<(), Failure> {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    match writeln!(out, "{text}").and_then(|()| out.flush()) {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Ok(()),
        Err(e) => Err(format!("cannot write standard output: {e}")),
    }
}

/// A side named on the command line.
pub(crate) fn side_arg(text: &str) -> Result<Side, String> {
    text.parse()
}
