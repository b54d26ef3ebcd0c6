//! Game-service figures for `hnefi bench`: submitting a move in-process
//! (load, validate, persist with its event, deliver the event) over a file
//! database in a temporary folder, or over `--database URL` (PostgreSQL: in
//! a fresh schema, dropped afterwards). Latency percentiles sequentially,
//! the throughput with 512 games played at once by this process and, on
//! PostgreSQL, by two processes of their own (`hnefi bench-player`, SQLite
//! being a one-process deployment), and the delay from a clock falling due
//! to its reminder's delivery among 10,000 pending clocks. Like the other
//! figures,
//! each is the best of several rounds: on a shared machine the best round
//! is the one least disturbed by others.

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use hnefi_app::{
    App, Background, BoxFuture, ChallengeRequest, Clock, Delivery, Error, Event, FastClock, GameId,
    MoveRequest, Notifier, NotifyError, Place, Player, PlayerId, SideChoice, StartAt, Store,
    TimeControl,
};
use hnefi_engine::{Game, variant};
use hnefi_store::scratch::ScratchSchema;

use super::Failure;
use super::bench::Figure;

/// Games played at once for the throughput figures.
const CONCURRENT_GAMES: usize = 512;
/// Clocks pending while the delay of a due one is measured (`--quick`:
/// fewer).
const PENDING_DEADLINES: usize = 10_000;
const PENDING_QUICK: usize = 200;
/// Clocks falling due while those are pending.
const DUE_SOON: usize = 20;
/// Longest game played before a fresh one starts.
const PLIES_PER_GAME: usize = 80;
/// Rounds of each measurement; the best counts.
const LATENCY_ROUNDS: u32 = 5;
const THROUGHPUT_ROUNDS: u32 = 3;

pub(crate) fn figures(
    figures: &mut Vec<Figure>,
    budget: Duration,
    database: Option<&str>,
) -> Result<(), Failure> {
    let runtime = runtime()?;
    runtime.block_on(async {
        match database {
            None => {
                let dir = TempDir::new()?;
                let url = |file: &str| format!("sqlite://{}", dir.0.join(file).display());
                let on = "file db, WAL, synchronous=NORMAL";
                run(figures, budget, &url("bench.db"), ("service", false), on).await?;
                // A fresh file: the games above are not in the way.
                deadline_delay(figures, budget, &url("deadlines.db"), "service", on).await
            }
            Some(url) if url.starts_with("sqlite:") => {
                let on = "the given SQLite file";
                run(figures, budget, url, ("service", false), on).await?;
                deadline_delay(figures, budget, url, "service", on).await
            }
            Some(server) => {
                // A schema of its own, so that the database's own rows are
                // left alone; dropped afterwards.
                let scratch = ScratchSchema::create(server, "bench")
                    .await
                    .map_err(|e| format!("--database: {e}"))?;
                let (prefix, on) = ("service.postgres", "PostgreSQL, a fresh schema");
                let mut result = run(figures, budget, scratch.url(), (prefix, true), on).await;
                if result.is_ok() {
                    result = deadline_delay(figures, budget, scratch.url(), prefix, on).await;
                }
                let _ = scratch.remove().await;
                result
            }
        }
    })
}

/// The runtime the bench (or a bench player) runs its apps on.
fn runtime() -> Result<tokio::runtime::Runtime, Failure> {
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| format!("tokio runtime: {e}"))
}

/// A folder under the system's temp dir, removed afterwards.
struct TempDir(PathBuf);

impl TempDir {
    fn new() -> Result<TempDir, Failure> {
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap_or_default()
            .as_nanos();
        let dir = std::env::temp_dir().join(format!(
            "hnefi-bench-service-{}-{nanos}",
            std::process::id()
        ));
        std::fs::create_dir_all(&dir)
            .map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
        Ok(TempDir(dir))
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Takes every event, as a bot's notifier would, and counts them; notes
/// when each reminder arrived.
#[derive(Default)]
struct Counting {
    events: AtomicUsize,
    reminders: Mutex<Vec<(GameId, Instant)>>,
}

impl Notifier for Counting {
    fn notify<'a>(&'a self, delivery: &'a Delivery) -> BoxFuture<'a, Result<(), NotifyError>> {
        self.events.fetch_add(1, Ordering::Relaxed);
        if let Event::Reminder { game, .. } = &delivery.event {
            let mut reminders = self.reminders.lock().unwrap_or_else(|e| e.into_inner());
            reminders.push((game.id, Instant::now()));
        }
        Box::pin(async { Ok(()) })
    }
}

/// A game being played: its id, its attacker and its defender (attackers
/// move first in Copenhagen), and the moves still to play.
struct Playing {
    id: GameId,
    players: [PlayerId; 2],
    ply: usize,
}

/// One "process": an app over its own connections, with its background
/// loops running.
async fn open(
    url: &str,
    clock: Option<Arc<dyn Clock>>,
) -> Result<(App, Background, Arc<Counting>), Failure> {
    let store = Store::open(url).await.map_err(|e| e.to_string())?;
    let counted = Arc::new(Counting::default());
    let mut builder =
        App::builder(store)
            .seed(1)
            .notifier("bench", counted.clone(), StartAt::Beginning);
    if let Some(clock) = clock {
        builder = builder.clock(clock);
    }
    let app = builder.build().await.map_err(|e| e.to_string())?;
    // The background delivery runs, as in the bot: events are delivered.
    let background = app.start();
    Ok((app, background, counted))
}

/// The move figures over `url`; with two processes too if the database is
/// `shared` between processes (PostgreSQL).
async fn run(
    figures: &mut Vec<Figure>,
    budget: Duration,
    url: &str,
    (prefix, shared): (&str, bool),
    on: &str,
) -> Result<(), Failure> {
    let fail = |e: Error| e.to_string();
    let (service, background, counted) = open(url, None).await?;
    let lines = Arc::new(move_lines(32));
    let mut games_made = 0;

    // Sequential: one move at a time, each timed.
    let mut best: Option<Vec<Duration>> = None;
    let round = (budget / LATENCY_ROUNDS).max(Duration::from_millis(20));
    for _ in 0..LATENCY_ROUNDS {
        let mut latencies = Vec::new();
        let started = Instant::now();
        while started.elapsed() < round || latencies.len() < 100 {
            games_made += 1;
            let line = &lines[games_made % lines.len()];
            let game = new_game(&service, games_made, TimeControl::DEFAULT)
                .await
                .map_err(fail)?;
            for (ply, mv) in line.iter().enumerate() {
                let t = Instant::now();
                service
                    .games()
                    .play(MoveRequest::new(game.id, game.players[ply % 2], mv))
                    .await
                    .map_err(fail)?;
                latencies.push(t.elapsed());
            }
        }
        latencies.sort();
        if best
            .as_ref()
            .is_none_or(|b| p(&latencies, 0.99) < p(b, 0.99))
        {
            best = Some(latencies);
        }
    }
    let latencies = best.unwrap_or_default();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    let note = format!(
        "{} moves in the best of {LATENCY_ROUNDS} rounds; {on}",
        latencies.len()
    );
    figures.push(Figure {
        bench: format!("{prefix}.move_sequential_p50"),
        value: ms(p(&latencies, 0.50)),
        unit: "ms",
        note: note.clone(),
    });
    let target = if prefix == "service" { 2 } else { 5 };
    figures.push(Figure {
        bench: format!("{prefix}.move_sequential_p99"),
        value: ms(p(&latencies, 0.99)),
        unit: "ms",
        note: format!("{note}; target <= {target} ms"),
    });

    // Sequential moves that meet a conditional line (docs/correspondence.md
    // 4): the move and the reply it triggers, written in one transaction.
    let mut latencies = Vec::new();
    let started = Instant::now();
    while started.elapsed() < round * LATENCY_ROUNDS || latencies.len() < 200 {
        games_made += 1;
        let line = &lines[games_made % lines.len()];
        let game = new_game(&service, games_made, TimeControl::DEFAULT)
            .await
            .map_err(fail)?;
        let games = service.games();
        games
            .play(MoveRequest::new(game.id, game.players[0], &line[0]))
            .await
            .map_err(fail)?;
        let mut ply = 1;
        while ply + 1 < line.len() {
            let waiting = game.players[(ply + 1) % 2];
            let pair = format!("{} {}", line[ply], line[ply + 1]);
            if games
                .set_premoves(game.id.into(), waiting, &pair)
                .await
                .is_err()
            {
                // The line's last move ends the game: no reply after it.
                break;
            }
            let t = Instant::now();
            let played = games
                .play(MoveRequest::new(game.id, game.players[ply % 2], &line[ply]))
                .await
                .map_err(fail)?;
            latencies.push(t.elapsed());
            if played.replies.len() != 1 {
                return Err(format!(
                    "game {}: the conditional reply was not played",
                    game.id.0
                ));
            }
            ply += 2;
        }
    }
    latencies.sort();
    let note = format!(
        "{} moves, each answered at once by a conditional reply; {on}",
        latencies.len()
    );
    figures.push(Figure {
        bench: format!("{prefix}.move_conditional_p50"),
        value: ms(p(&latencies, 0.50)),
        unit: "ms",
        note: note.clone(),
    });
    figures.push(Figure {
        bench: format!("{prefix}.move_conditional_p99"),
        value: ms(p(&latencies, 0.99)),
        unit: "ms",
        note: format!("{note}; target <= {target} ms"),
    });

    // Concurrent: 512 games, each played by its own task: by this process,
    // then (PostgreSQL) by two processes of their own, 256 games each.
    let round = budget.max(Duration::from_millis(100));
    let mut best_rate: f64 = 0.0;
    for _ in 0..THROUGHPUT_ROUNDS {
        let numbers = games_made + 1..games_made + 1 + CONCURRENT_GAMES;
        games_made += CONCURRENT_GAMES;
        let games = ready_games(&service, &lines, numbers).await?;
        let (moves, elapsed) = play_all(&service, &lines, games, round).await?;
        best_rate = best_rate.max(moves as f64 / elapsed.as_secs_f64());
    }
    figures.push(throughput(prefix, 1, best_rate, on));
    let delivered = counted.events.load(Ordering::Relaxed);
    // Closed before the processes start, giving up its leases: they share
    // the work between them alone.
    background.shutdown().await;
    service.close().await;
    if delivered == 0 {
        return Err("the bench's events were never delivered".to_string());
    }
    if shared {
        let mut best_rate: f64 = 0.0;
        for n in 0..THROUGHPUT_ROUNDS as usize {
            let url = url.to_string();
            let first = PROCESS_GAMES_FROM * (n + 1);
            let rate = tokio::task::spawn_blocking(move || two_processes(&url, round, first))
                .await
                .map_err(|e| e.to_string())??;
            best_rate = best_rate.max(rate);
        }
        figures.push(throughput(prefix, 2, best_rate, on));
    }
    Ok(())
}

/// The throughput figure of `processes` processes.
fn throughput(prefix: &str, processes: usize, rate: f64, on: &str) -> Figure {
    Figure {
        bench: format!("{prefix}.moves_{CONCURRENT_GAMES}_games_{processes}_process"),
        value: rate,
        unit: "moves/s",
        note: format!(
            "{CONCURRENT_GAMES} games at once over {processes} process(es), best of {THROUGHPUT_ROUNDS}; {on}; target >= 2000"
        ),
    }
}

/// Starts the games numbered `numbers` and plays the first move of each,
/// all at once and untimed, so that the timed round finds the app's
/// connections warm (their statements prepared), as a running bot's are.
async fn ready_games(
    app: &App,
    lines: &Arc<Vec<Vec<String>>>,
    numbers: std::ops::Range<usize>,
) -> Result<Vec<(usize, Playing)>, Failure> {
    let mut games = Vec::new();
    for n in numbers {
        let game = new_game(app, n, TimeControl::DEFAULT)
            .await
            .map_err(|e| e.to_string())?;
        games.push((n, game));
    }
    let tasks = games
        .into_iter()
        .map(|(n, mut game)| {
            let (app, lines) = (app.clone(), lines.clone());
            tokio::spawn(async move {
                if let Some(mv) = lines[n % lines.len()].first() {
                    let request = MoveRequest::new(game.id, game.players[0], mv);
                    app.games().play(request).await?;
                    game.ply = 1;
                }
                Ok((n, game))
            })
        })
        .collect();
    joined(tasks).await
}

/// What each task returned, once all have ended; the first failure if any.
async fn joined<T>(
    tasks: Vec<tokio::task::JoinHandle<Result<T, Error>>>,
) -> Result<Vec<T>, Failure> {
    let mut results = Vec::new();
    for task in tasks {
        results.push(
            task.await
                .map_err(|e| e.to_string())?
                .map_err(|e| e.to_string())?,
        );
    }
    Ok(results)
}

/// Plays `games` at once, each in its own task, for `round`; the moves
/// played and the time they took.
async fn play_all(
    app: &App,
    lines: &Arc<Vec<Vec<String>>>,
    games: Vec<(usize, Playing)>,
    round: Duration,
) -> Result<(usize, Duration), Failure> {
    let started = Instant::now();
    let deadline = started + round;
    let tasks = games
        .into_iter()
        .map(|(n, game)| tokio::spawn(play_until(app.clone(), lines.clone(), n, game, deadline)))
        .collect();
    let moves: usize = joined(tasks).await?.into_iter().sum();
    Ok((moves, started.elapsed()))
}

/// The games (and players) of the two-process rounds are numbered from
/// multiples of this, apart from this process's and from each other's.
const PROCESS_GAMES_FROM: usize = 100_000_000;

/// One round of the two-process figure: two `hnefi bench-player`
/// processes, each with its own app over `url`, set up their 256 games,
/// then play them at once for `round`; their moves a second.
fn two_processes(url: &str, round: Duration, first: usize) -> Result<f64, Failure> {
    use std::io::Write;
    let exe = std::env::current_exe().map_err(|e| format!("the bench's own binary: {e}"))?;
    let mut players = Players(Vec::new());
    for p in 0..2 {
        let mut child = std::process::Command::new(&exe)
            .args(["bench-player", "--database", url, "--games"])
            .arg((CONCURRENT_GAMES / 2).to_string())
            .arg("--first")
            .arg((first + p * PROCESS_GAMES_FROM / 10).to_string())
            .arg("--millis")
            .arg(round.as_millis().to_string())
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .spawn()
            .map_err(|e| format!("cannot start a bench player: {e}"))?;
        let out = child.stdout.take().map(std::io::BufReader::new);
        players.0.push((child, out));
    }
    for player in &mut players.0 {
        let said = players_line(player)?;
        if said != "ready" {
            return Err(format!("a bench player said {said:?}, not ready"));
        }
    }
    for (child, _) in &mut players.0 {
        if let Some(stdin) = child.stdin.as_mut() {
            stdin
                .write_all(b"go\n")
                .map_err(|e| format!("cannot start a bench player's round: {e}"))?;
        }
    }
    let (mut moves, mut longest) = (0, Duration::ZERO);
    for player in &mut players.0 {
        let said = players_line(player)?;
        let parsed = said
            .split_once(' ')
            .and_then(|(m, us)| Some((m.parse::<usize>().ok()?, us.parse::<u64>().ok()?)));
        let Some((played, micros)) = parsed else {
            return Err(format!("a bench player answered {said:?}"));
        };
        moves += played;
        longest = longest.max(Duration::from_micros(micros));
    }
    for (child, _) in &mut players.0 {
        let _ = child.wait();
    }
    Ok(moves as f64 / longest.as_secs_f64().max(1e-9))
}

type BenchPlayer = (
    std::process::Child,
    Option<std::io::BufReader<std::process::ChildStdout>>,
);

/// The bench players of a round; any still running when it ends early
/// are stopped.
struct Players(Vec<BenchPlayer>);

impl Drop for Players {
    fn drop(&mut self) {
        for (child, _) in &mut self.0 {
            if matches!(child.try_wait(), Ok(None)) {
                let _ = child.kill();
                let _ = child.wait();
            }
        }
    }
}

/// The next line a bench player prints.
fn players_line(player: &mut BenchPlayer) -> Result<String, Failure> {
    use std::io::BufRead;
    let mut line = String::new();
    let read = match player.1.as_mut() {
        Some(out) => out.read_line(&mut line),
        None => Ok(0),
    };
    match read {
        Ok(0) => Err("a bench player stopped early (its error is above)".to_string()),
        Ok(_) => Ok(line.trim_end().to_string()),
        Err(e) => Err(format!("cannot read a bench player: {e}")),
    }
}

/// `hnefi bench-player`, hidden: one process of the two-process figure,
/// started by `hnefi bench service` with a PostgreSQL schema. It opens
/// its own app (background loops and all, as a bot process does), sets up
/// its games, prints `ready`, waits for a line on standard input, plays
/// for the given time and prints `MOVES MICROSECONDS`.
#[derive(clap::Args)]
pub(crate) struct PlayerArgs {
    #[arg(long)]
    database: String,
    #[arg(long)]
    games: usize,
    /// The number of its first game (and players), apart from the other
    /// process's.
    #[arg(long)]
    first: usize,
    /// How long to play.
    #[arg(long)]
    millis: u64,
}

pub(crate) fn player(args: PlayerArgs) -> Result<(), Failure> {
    let runtime = runtime()?;
    runtime.block_on(async {
        let (app, background, _) = open(&args.database, None).await?;
        let lines = Arc::new(move_lines(32));
        let numbers = args.first..args.first + args.games;
        let games = ready_games(&app, &lines, numbers).await?;
        super::print_line("ready")?;
        tokio::task::spawn_blocking(|| {
            let mut go = String::new();
            std::io::stdin().read_line(&mut go).map(|_| ())
        })
        .await
        .map_err(|e| e.to_string())?
        .map_err(|e| format!("waiting for the round: {e}"))?;
        let round = Duration::from_millis(args.millis);
        let (moves, elapsed) = play_all(&app, &lines, games, round).await?;
        super::print_line(&format!("{moves} {}", elapsed.as_micros()))?;
        background.shutdown().await;
        app.close().await;
        Ok(())
    })
}

/// Clocks that fall due among many pending ones: how long after its time
/// a reminder reaches the notifier. Game time runs fast so that a
/// 10-minute clock reminds within a second.
async fn deadline_delay(
    figures: &mut Vec<Figure>,
    budget: Duration,
    url: &str,
    prefix: &str,
    on: &str,
) -> Result<(), Failure> {
    let fail = |e: Error| e.to_string();
    const SPEED: f64 = 600.0;
    let clock = Arc::new(FastClock::new(SPEED));
    let (app, background, counted) = open(url, Some(clock.clone())).await?;
    let pending = if budget < Duration::from_millis(200) {
        PENDING_QUICK
    } else {
        PENDING_DEADLINES
    };
    // Pending: games with three days a move, which fall due long after.
    for n in 0..pending {
        new_game(&app, 10_000_000 + n, TimeControl::DEFAULT)
            .await
            .map_err(fail)?;
    }
    // Due soon: ten-minute clocks remind at 8 game minutes, 0.8 s of wall
    // time from their start.
    let mut due = HashMap::new();
    for n in 0..DUE_SOON {
        let game = new_game(&app, 20_000_000 + n, "10m".parse().expect("a time"))
            .await
            .map_err(fail)?;
        let view = app.games().game(game.id).await.map_err(fail)?;
        let reminder_at = view.deadline.map(|d| {
            // 80% of the time (Limits::reminder_percent), in wall time.
            let game_ms = (d.millis() - clock.now().millis()) as f64 - 0.2 * 600_000.0;
            Instant::now() + Duration::from_secs_f64((game_ms / SPEED).max(0.0) / 1000.0)
        });
        if let Some(at) = reminder_at {
            due.insert(game.id, at);
        }
    }
    let waited = Instant::now();
    loop {
        let arrived = counted
            .reminders
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .len();
        if arrived >= due.len() || waited.elapsed() > Duration::from_secs(30) {
            break;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    background.shutdown().await;
    app.close().await;
    let mut delays: Vec<Duration> = counted
        .reminders
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .iter()
        .filter_map(|(game, arrived)| {
            due.get(game)
                .map(|at| arrived.saturating_duration_since(*at))
        })
        .collect();
    if delays.len() < due.len() {
        return Err(format!(
            "only {} of {} reminders arrived within 30 s",
            delays.len(),
            due.len()
        ));
    }
    delays.sort();
    figures.push(Figure {
        bench: format!("{prefix}.deadline_to_post_max"),
        value: delays.last().map_or(0.0, |d| d.as_secs_f64() * 1000.0),
        unit: "ms",
        note: format!(
            "{DUE_SOON} reminders falling due among {pending} pending clocks, worst delay from due to delivery; {on}; target < 1000 ms"
        ),
    });
    Ok(())
}

/// Plays a game's line until `deadline` (starting new games when a line
/// runs out); returns the moves played.
async fn play_until(
    service: App,
    lines: Arc<Vec<Vec<String>>>,
    n: usize,
    mut game: Playing,
    deadline: Instant,
) -> Result<usize, Error> {
    let mut line = n;
    let mut played = 0;
    while Instant::now() < deadline {
        let moves = &lines[line % lines.len()];
        match moves.get(game.ply) {
            Some(mv) => {
                let player = game.players[game.ply % 2];
                service
                    .games()
                    .play(MoveRequest::new(game.id, player, mv))
                    .await?;
                game.ply += 1;
                played += 1;
            }
            None => {
                line += CONCURRENT_GAMES;
                game = new_game(&service, 1_000_000 + line, TimeControl::DEFAULT).await?;
            }
        }
    }
    Ok(played)
}

/// The `q` quantile of sorted durations.
fn p(sorted: &[Duration], q: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    sorted[((sorted.len() - 1) as f64 * q).round() as usize]
}

/// A fresh Copenhagen game between two new players.
async fn new_game(service: &App, n: usize, time: TimeControl) -> Result<Playing, Error> {
    let attacker = Player::new(PlayerId(2 * n as i64 + 1), format!("a{n}"));
    let defender = Player::new(PlayerId(2 * n as i64 + 2), format!("d{n}"));
    let mut req = ChallengeRequest::new(attacker.clone(), Place::new(Some(1), 2), "copenhagen");
    req.opponent = Some(defender.clone());
    req.side = SideChoice::Attackers;
    req.time = time;
    let challenge = service.challenges().create(req).await?;
    let game = service.challenges().accept(challenge.id, &defender).await?;
    Ok(Playing {
        id: game.id,
        players: [attacker.id, defender.id],
        ply: 0,
    })
}

/// Deterministic pseudo-random Copenhagen games, as move notation, up to
/// [`PLIES_PER_GAME`] plies or the end of the game.
fn move_lines(count: usize) -> Vec<Vec<String>> {
    let mut seed = 0x2545_F491_4F6C_DD1Du64;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let Ok(copenhagen) = variant::by_key("copenhagen") else {
        return Vec::new();
    };
    let Ok(start) = copenhagen.start_position(None, None) else {
        return Vec::new();
    };
    (0..count)
        .map(|_| {
            let mut game = Game::new(start.clone());
            let mut line = Vec::new();
            while line.len() < PLIES_PER_GAME && !game.is_over() {
                let legal = game.legal_moves();
                let mv = legal[(next() % legal.len() as u64) as usize];
                if game.play(mv).is_err() {
                    break;
                }
                line.push(mv.to_string());
            }
            line
        })
        .collect()
}
