//! `hnefi db copy --from URL --to URL` (docs/cli.md): every row of one
//! database into another, empty one, SQLite or PostgreSQL on either side.
//! The work is the store's (`hnefi_store::copy`); this prints its report.

use clap::Subcommand;
use hnefi_store::Backend;
use hnefi_store::copy::{self, CopyReport};

use super::{Failure, print_line};

#[derive(clap::Args)]
// `hnefi db` alone is a malformed command line, said on one line (not a
// help page squeezed into one).
#[command(subcommand_required = true, arg_required_else_help = false)]
pub struct Args {
    #[command(subcommand)]
    command: DbCommand,
}

#[derive(Subcommand)]
enum DbCommand {
    /// Copy every row of one database into another, empty one; print the rows copied per table as one JSON line.
    Copy(CopyArgs),
}

#[derive(clap::Args)]
struct CopyArgs {
    /// The database to copy from: sqlite://FILE (which must exist) or postgres://USER@HOST/DATABASE
    #[arg(long, value_name = "URL")]
    from: String,
    /// The database to copy into, which must hold no rows: sqlite://FILE (created if missing) or postgres://USER@HOST/DATABASE
    #[arg(long, value_name = "URL")]
    to: String,
}

pub fn run(args: Args) -> Result<(), Failure> {
    match args.command {
        DbCommand::Copy(args) => run_copy(args),
    }
}

fn run_copy(args: CopyArgs) -> Result<(), Failure> {
    if args.from.trim() == args.to.trim() {
        return Err("--from and --to name the same database".into());
    }
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| format!("tokio runtime: {e}"))?;
    let (report, from, to) = runtime.block_on(async {
        let from = copy::open_source(&args.from)
            .await
            .map_err(|e| e.to_string())?;
        let to = match copy::open_target(&args.to).await {
            Ok(to) => to,
            Err(e) => {
                from.close().await;
                return Err(e.to_string());
            }
        };
        let copied = copy::copy(&from, &to).await;
        let backends = (from.backend(), to.backend());
        from.close().await;
        to.close().await;
        copied
            .map(|report| (report, backends.0, backends.1))
            .map_err(|e| e.to_string())
    })?;
    print_line(&report_json(&report, from, to))
}

fn backend_name(backend: Backend) -> &'static str {
    match backend {
        Backend::Sqlite => "sqlite",
        Backend::Postgres => "postgres",
    }
}

/// `{"from":"sqlite","to":"postgres","tables":{"players":4,...},"rows":32}`,
/// tables in the order they were copied (written by hand: a JSON map
/// would sort them).
fn report_json(report: &CopyReport, from: Backend, to: Backend) -> String {
    let tables: Vec<String> = report
        .tables
        .iter()
        .map(|(table, rows)| format!("{}:{rows}", serde_json::Value::from(*table)))
        .collect();
    format!(
        "{{\"from\":\"{}\",\"to\":\"{}\",\"tables\":{{{}}},\"rows\":{}}}",
        backend_name(from),
        backend_name(to),
        tables.join(","),
        report.total()
    )
}
