//! Rendering figures for `hnefi bench`: per-move render + encode time (p50)
//! and bytes on 7x7, 11x11, 13x13 and 19x19, against the floor (encoding a
//! plain single-colour picture of the same size the same way), and a
//! 60-ply replay GIF.

use std::sync::Arc;
use std::time::{Duration, Instant};

use super::Failure;
use super::bench::Figure;
use hnefi_engine::{Game, Position, Variant, variant};
use hnefi_render::{BoardView, Caption, GifOptions, Players, Renderer, Style};

/// A deterministic random game of up to `plies` moves.
fn random_game(variant: &Arc<Variant>, seed: u64, plies: usize) -> Result<Game, Failure> {
    let start = variant
        .start_position(None, None)
        .map_err(|e| e.to_string())?;
    let mut game = Game::new(start);
    let mut state = seed | 1;
    while game.plies().len() < plies && !game.is_over() {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        let mv = moves[(state % moves.len() as u64) as usize];
        game.play(mv).map_err(|e| e.to_string())?;
    }
    Ok(game)
}

/// Every position of `game` after a move, with the position before it.
fn positions(game: &Game) -> Vec<(Position, Position)> {
    let mut out = Vec::new();
    let mut before = game.start().clone();
    for ply in game.plies() {
        let mut after = before.clone();
        after.play_unchecked(ply.mv);
        out.push((before.clone(), after.clone()));
        before = after;
    }
    out
}

/// Times `work` over and over for about `budget`; the median time and the
/// last value it returned.
fn p50<T>(budget: Duration, mut work: impl FnMut(usize) -> T) -> (Duration, T) {
    let started = Instant::now();
    let mut times = Vec::new();
    let mut i = 0;
    let mut last;
    loop {
        let t = Instant::now();
        last = work(i);
        times.push(t.elapsed());
        i += 1;
        if started.elapsed() >= budget && times.len() >= 5 {
            break;
        }
    }
    times.sort_unstable();
    (times[times.len() / 2], last)
}

/// Times each of `works` in turn, round after round, for about `budget`:
/// their median times. Taking turns, they share whatever else the machine
/// is doing, so their ratios hold when it is busy.
fn p50_turns(budget: Duration, works: &mut [&mut dyn FnMut(usize) -> usize]) -> Vec<Duration> {
    let started = Instant::now();
    let mut times: Vec<Vec<Duration>> = vec![Vec::new(); works.len()];
    let mut i = 0;
    loop {
        for (work, times) in works.iter_mut().zip(&mut times) {
            let t = Instant::now();
            std::hint::black_box(work(i));
            times.push(t.elapsed());
        }
        i += 1;
        if started.elapsed() >= budget && i >= 5 {
            break;
        }
    }
    times
        .into_iter()
        .map(|mut t| {
            t.sort_unstable();
            t[t.len() / 2]
        })
        .collect()
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

pub(crate) fn figures(figures: &mut Vec<Figure>, budget: Duration) -> Result<(), Failure> {
    let renderer = Renderer::new();
    let players = Players::new("Ragnhild", "Thorfinn");
    for (key, label) in [
        ("brandubh", "7x7"),
        ("copenhagen", "11x11"),
        ("kings-table", "13x13"),
        ("alea-evangelii", "19x19"),
    ] {
        let variant = variant::by_key(key).map_err(|e| e.to_string())?;
        let game = random_game(&variant, 0x5EED_0000 + variant.size() as u64, 60)?;
        let pairs = positions(&game);
        let views: Vec<BoardView> = pairs
            .iter()
            .zip(game.plies())
            .enumerate()
            .map(|(i, ((before, after), ply))| {
                let mut caption = Caption::for_position(after);
                caption.players = players.clone();
                caption.move_number = i + 1;
                caption.announcement = ply.announcement.map(hnefi_render::announcement_text);
                BoardView::after_ply(before, ply, after, caption)
            })
            .collect();
        if views.is_empty() {
            return Err(format!("bench: the random {key} game has no moves"));
        }
        let style = Style::default();
        let built = Instant::now();
        renderer.warm(&variant, style);
        let build = built.elapsed();
        let mut sizes: Vec<usize> = views.iter().map(|v| renderer.png(v, style).len()).collect();
        sizes.sort_unstable();
        let bytes = sizes[sizes.len() / 2];
        let picture = renderer.picture(&views[0], style);
        let (w, h) = (picture.width, picture.height);
        let plain = vec![0u8; picture.indices.len()];
        let rgb = hnefi_render::image::RgbImage::from_pixel(
            w,
            h,
            hnefi_render::image::Rgb([221, 195, 145]),
        );
        // Per move: draw + PNG, taking turns with the floor (a plain picture
        // of the same size through the same writer), so that both see the
        // same machine.
        let times = p50_turns(
            budget * 3 / 8,
            &mut [
                &mut |i| renderer.png(&views[i % views.len()], style).len(),
                &mut |_| hnefi_render::encode_indexed_png(w, h, &plain, picture.palette()).len(),
            ],
        );
        let [time, floor] = times[..] else {
            return Err("bench: two timings".into());
        };
        // For comparison: the same pictures with every row compressed by
        // the general writer (no cached squares spliced in), and the plain
        // picture as RGB at the fast setting.
        let (generic, _) = p50(budget / 8, |i| {
            renderer.picture(&views[i % views.len()], style).png().len()
        });
        let (rgb_floor, _) = p50(budget / 8, |_| hnefi_render::encode_png(&rgb).len());
        let name = format!("render.{label}");
        figures.push(Figure {
            bench: format!("{name}.p50"),
            value: ms(time),
            unit: "ms/move",
            note: format!(
                "{key} {w}x{h}, draw + indexed PNG (cached squares spliced in compressed), {} positions of a random game",
                views.len()
            ),
        });
        figures.push(Figure {
            bench: format!("{name}.generic_p50"),
            value: ms(generic),
            unit: "ms/move",
            note: format!(
                "the same, every row compressed by the general writer: {:.2}x floor",
                generic.as_secs_f64() / floor.as_secs_f64().max(1e-9)
            ),
        });
        figures.push(Figure {
            bench: format!("{name}.bytes"),
            value: bytes as f64,
            unit: "bytes",
            note: format!("p50 PNG size (largest {})", sizes[sizes.len() - 1]),
        });
        figures.push(Figure {
            bench: format!("{name}.floor"),
            value: ms(floor),
            unit: "ms",
            note: format!(
                "plain single-colour {w}x{h} encoded the same way (as RGB at the fast setting: {:.2} ms)",
                ms(rgb_floor)
            ),
        });
        figures.push(Figure {
            bench: format!("{name}.ratio"),
            value: time.as_secs_f64() / floor.as_secs_f64().max(1e-9),
            unit: "x floor",
            note: format!(
                "target: at most 4 ({:.2}x the RGB floor)",
                time.as_secs_f64() / rgb_floor.as_secs_f64().max(1e-9)
            ),
        });
        figures.push(Figure {
            bench: format!("{name}.cache_build"),
            value: ms(build),
            unit: "ms",
            note: "first picture of a variant and size: board, sprites, palette".into(),
        });
    }

    let copenhagen = variant::by_key("copenhagen").map_err(|e| e.to_string())?;
    let game = random_game(&copenhagen, 4242, 60)?;
    let options = GifOptions::default();
    let (time, bytes) = p50(budget / 2, |_| {
        renderer.gif(&game, &players, &options).len()
    });
    figures.push(Figure {
        bench: "gif.copenhagen_60.time".into(),
        value: ms(time),
        unit: "ms",
        note: format!(
            "{} plies, {} frames, changed rectangles, one palette, no last-move marks",
            game.plies().len(),
            game.plies().len() + 1
        ),
    });
    figures.push(Figure {
        bench: "gif.copenhagen_60.bytes".into(),
        value: bytes as f64,
        unit: "bytes",
        note: "target: about 200 KB".into(),
    });
    Ok(())
}
