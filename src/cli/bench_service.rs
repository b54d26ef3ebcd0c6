//! Game-service figures for `hnefi bench`: submitting a move in-process
//! (load, validate, persist with its event, deliver the event) over a file
//! database in a temporary folder, or over `--database URL` (PostgreSQL: in
//! a fresh schema, dropped afterwards). Latency percentiles sequentially,
//! the throughput with 512 games played at once by one app and by two, and
//! the delay from a clock falling due to its reminder's delivery among
//! 10,000 pending clocks. Like the other figures,
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
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| format!("tokio runtime: {e}"))?;
    runtime.block_on(async {
        match database {
            None => {
                let dir = TempDir::new()?;
                let url = |file: &str| format!("sqlite://{}", dir.0.join(file).display());
                let on = "file db, WAL, synchronous=NORMAL";
                run(figures, budget, &url("bench.db"), "service", on).await?;
                // A fresh file: the games above are not in the way.
                deadline_delay(figures, budget, &url("deadlines.db"), "service", on).await
            }
            Some(url) if url.starts_with("sqlite:") => {
                let on = "the given SQLite file";
                run(figures, budget, url, "service", on).await?;
                deadline_delay(figures, budget, url, "service", on).await
            }
            Some(server) => {
                // A schema of its own, so that the database's own rows are
                // left alone; dropped afterwards.
                let scratch = ScratchSchema::create(server, "bench")
                    .await
                    .map_err(|e| format!("--database: {e}"))?;
                let (prefix, on) = ("service.postgres", "PostgreSQL, a fresh schema");
                let mut result = run(figures, budget, scratch.url(), prefix, on).await;
                if result.is_ok() {
                    result = deadline_delay(figures, budget, scratch.url(), prefix, on).await;
                }
                let _ = scratch.remove().await;
                result
            }
        }
    })
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

async fn run(
    figures: &mut Vec<Figure>,
    budget: Duration,
    url: &str,
    prefix: &str,
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

    // Concurrent: 512 games, each played by its own task, by one app and
    // then by two apps side by side (each its own connections, outbox
    // leases and loops, as two processes have; on one runtime).
    let (second, second_background, _) = open(url, None).await?;
    for apps in [vec![service.clone()], vec![service.clone(), second.clone()]] {
        let mut best_rate: f64 = 0.0;
        let round = (budget / THROUGHPUT_ROUNDS).max(Duration::from_millis(100));
        for _ in 0..THROUGHPUT_ROUNDS {
            let mut games = Vec::new();
            for _ in 0..CONCURRENT_GAMES {
                games_made += 1;
                games.push((
                    games_made,
                    new_game(&service, games_made, TimeControl::DEFAULT)
                        .await
                        .map_err(fail)?,
                ));
            }
            let started = Instant::now();
            let deadline = started + round;
            let mut tasks = Vec::new();
            for (i, (n, game)) in games.into_iter().enumerate() {
                let app = apps[i % apps.len()].clone();
                let lines = lines.clone();
                tasks.push(tokio::spawn(play_until(app, lines, n, game, deadline)));
            }
            let mut moves = 0;
            for task in tasks {
                moves += task.await.map_err(|e| e.to_string())?.map_err(fail)?;
            }
            best_rate = best_rate.max(moves as f64 / started.elapsed().as_secs_f64());
        }
        let processes = apps.len();
        figures.push(Figure {
            bench: format!("{prefix}.moves_{CONCURRENT_GAMES}_games_{processes}_process"),
            value: best_rate,
            unit: "moves/s",
            note: format!(
                "{CONCURRENT_GAMES} games at once over {processes} app(s), best of {THROUGHPUT_ROUNDS}; {on}; target >= 2000"
            ),
        });
    }
    second_background.shutdown().await;
    second.close().await;
    let delivered = counted.events.load(Ordering::Relaxed);
    background.shutdown().await;
    service.close().await;
    if delivered == 0 {
        return Err("the bench's events were never delivered".to_string());
    }
    Ok(())
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
