//! Writes sample pictures to a folder (default /tmp/hnefi-gallery) for a
//! person to look at: every variant's start, a mid-game position with a
//! capture, a finished game, Noggin with the troll king and UIT NOG, and a
//! replay GIF.
//!
//! `cargo run --release -p hnefi-render --example gallery [FOLDER]`

use std::path::PathBuf;
use std::time::Instant;

use hnefi_engine::{Game, variant};
use hnefi_render::{BoardView, GifOptions, Players, Renderer, Style, Theme};

/// Deterministic random play until `stop` says so (or the game ends).
fn play(key: &str, seed: u64, max: usize, stop: impl Fn(&Game) -> bool) -> Game {
    let v = variant::by_key(key).expect("built-in variant");
    let mut game = Game::new(v.start_position(None, None).expect("default layout"));
    let mut state = seed | 1;
    while game.plies().len() < max && !game.is_over() {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        let mv = moves[(state % moves.len() as u64) as usize];
        game.play(mv).expect("legal");
        if stop(&game) {
            break;
        }
    }
    game
}

/// The first of many seeds whose game satisfies `want`.
fn find(
    key: &str,
    max: usize,
    stop: impl Fn(&Game) -> bool + Copy,
    want: impl Fn(&Game) -> bool,
) -> Game {
    for seed in 1..5000u64 {
        let game = play(key, seed * 7919, max, stop);
        if want(&game) {
            return game;
        }
    }
    play(key, 1, max, stop)
}

fn main() {
    let dir = PathBuf::from(
        std::env::args()
            .nth(1)
            .unwrap_or_else(|| "/tmp/hnefi-gallery".into()),
    );
    std::fs::create_dir_all(&dir).expect("cannot create the folder");
    let renderer = Renderer::new();
    let players = Players::new("Ragnhild", "Thorfinn Skull-splitter");
    let write = |name: &str, bytes: &[u8]| {
        std::fs::write(dir.join(name), bytes).expect("cannot write");
        println!("{name}: {} bytes", bytes.len());
    };
    for theme in Theme::ALL {
        for v in variant::all() {
            for layout in v.layouts() {
                let start = v.start_position(Some(layout), None).expect("layout");
                let view = BoardView::position(&start);
                let style = Style { width: None, theme };
                let t = Instant::now();
                let png = renderer.png(&view, style);
                let first = t.elapsed();
                let t = Instant::now();
                let png2 = renderer.png(&view, style);
                let again = t.elapsed();
                assert_eq!(png, png2);
                let suffix = if theme == Theme::Wood {
                    String::new()
                } else {
                    format!("-{theme}")
                };
                write(&format!("start-{}-{layout}{suffix}.png", v.key()), &png);
                println!("   first {first:?}, cached {again:?}");
            }
        }
    }
    for v in variant::all() {
        let key = v.key();
        // Mid-game: a move that captured, 20-40 plies in.
        let mid = find(
            key,
            60,
            |g| g.plies().len() >= 20 && g.plies().last().is_some_and(|p| p.captures.count() >= 1),
            |g| {
                g.plies()
                    .last()
                    .is_some_and(|p| p.captures.count() >= 1 && g.plies().len() >= 20)
            },
        );
        write(
            &format!("mid-{key}.png"),
            &renderer.png(&BoardView::game(&mid, &players), Style::default()),
        );
        let over = find(key, 400, |_| false, |g| g.is_over());
        write(
            &format!("over-{key}.png"),
            &renderer.png(&BoardView::game(&over, &players), Style::default()),
        );
    }
    // Noggin: the troll king revealed and UIT NOG announced.
    let uit = find(
        "noggin",
        80,
        |g| g.plies().last().is_some_and(|p| p.announcement.is_some()),
        |g| {
            g.plies().last().is_some_and(|p| p.announcement.is_some())
                && g.position().troll_king().is_some()
        },
    );
    write(
        "noggin-uit-nog.png",
        &renderer.png(
            &BoardView::game(&uit, &Players::new("Grimble", "Noggin's friend")),
            Style::default(),
        ),
    );
    let leap = find(
        "noggin",
        400,
        |_| false,
        |g| {
            g.plies()
                .last()
                .is_some_and(|p| p.troll_king_leap.is_some())
        },
    );
    write(
        "noggin-leap.png",
        &renderer.png(&BoardView::game(&leap, &players), Style::default()),
    );
    let captured = find(
        "brandubh",
        400,
        |_| false,
        |g| g.plies().last().is_some_and(|p| p.king_captured.is_some()),
    );
    write(
        "brandubh-king-captured.png",
        &renderer.png(&BoardView::game(&captured, &players), Style::default()),
    );
    // Small: a phone-sized picture.
    let mid = play("copenhagen", 99, 30, |_| false);
    write(
        "small-copenhagen.png",
        &renderer.png(&BoardView::game(&mid, &players), Style::width(400)),
    );
    // Replay.
    let game = play("copenhagen", 4242, 60, |_| false);
    let t = Instant::now();
    let gif = renderer.gif(&game, &players, &GifOptions::default());
    println!("gif of {} plies in {:?}", game.plies().len(), t.elapsed());
    write("replay-copenhagen.gif", &gif);
}
