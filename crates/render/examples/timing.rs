//! Rough timing of the render path: compose, encode, and the floors.
use hnefi_engine::variant;
use hnefi_render::{BoardView, Renderer, Style, encode_indexed_png, encode_png};
use std::time::Instant;

fn gif_timing(r: &Renderer) {
    use hnefi_engine::Game;
    let v = variant::by_key("copenhagen").unwrap();
    let mut game = Game::new(v.start_position(None, None).unwrap());
    let mut state = 4242u64 | 1;
    while game.plies().len() < 60 && !game.is_over() {
        let moves = game.legal_moves();
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        game.play(moves[(state % moves.len() as u64) as usize])
            .unwrap();
    }
    let mut best = std::time::Duration::MAX;
    let mut bytes = 0;
    for _ in 0..7 {
        let t = Instant::now();
        bytes = r
            .gif(
                &game,
                &hnefi_render::Players::default(),
                &hnefi_render::GifOptions::default(),
            )
            .len();
        best = best.min(t.elapsed());
    }
    println!("gif {} plies: best {best:?} {bytes} B", game.plies().len());
}

fn main() {
    let r = Renderer::new();
    gif_timing(&r);
    if std::env::args().nth(1).as_deref() == Some("gif") {
        return;
    }
    for key in ["brandubh", "copenhagen", "kings-table", "alea-evangelii"] {
        let v = variant::by_key(key).unwrap();
        let start = v.start_position(None, None).unwrap();
        let view = BoardView::position(&start);
        let t = Instant::now();
        let pic = r.picture(&view, Style::default());
        let build = t.elapsed();
        let n = 200;
        let t = Instant::now();
        for _ in 0..n {
            std::hint::black_box(r.picture(&view, Style::default()));
        }
        let compose = t.elapsed() / n;
        let t = Instant::now();
        let mut bytes = 0;
        for _ in 0..n {
            bytes = std::hint::black_box(pic.png()).len();
        }
        let enc = t.elapsed() / n;
        let flat = image::RgbImage::from_pixel(pic.width, pic.height, image::Rgb([200, 180, 140]));
        let t = Instant::now();
        for _ in 0..n {
            std::hint::black_box(encode_png(&flat));
        }
        let floor = t.elapsed() / n;
        let zeros = vec![0u8; pic.indices.len()];
        let t = Instant::now();
        for _ in 0..n {
            std::hint::black_box(encode_indexed_png(
                pic.width,
                pic.height,
                &zeros,
                pic.palette(),
            ));
        }
        let ifloor = t.elapsed() / n;
        println!(
            "{key}: {}x{} build {build:?} compose {compose:?} encode {enc:?} ({bytes} B, {} colours) floor rgb {floor:?} indexed {ifloor:?}",
            pic.width,
            pic.height,
            pic.palette().len()
        );
    }
}

#[allow(dead_code)]
fn unused() {}
