//! The renderer seen from outside: sizes, what the pixels at square
//! centres show, marks of the last move, every variant, replays.

mod common;

use std::sync::Arc;

use common::{Lot, at, is_attacker, is_defender, luma, sq};
use hnefi_engine::{Game, Piece, Square, variant};
use hnefi_render::image::{self, AnimationDecoder, Rgb};
use hnefi_render::{BoardView, GifOptions, Players, Renderer, Style, Theme, default_width};

/// The tan of an empty square: light, clearly warmer than ivory.
fn is_empty_square(p: Rgb<u8>) -> bool {
    luma(p) > 150.0 && (p.0[0] as i32 - p.0[2] as i32) > 45
}

/// A deterministic random game that stops when `stop` says so.
fn play_until(key: &str, max: usize, stop: impl Fn(&Game) -> bool) -> Option<Game> {
    let v = variant::by_key(key).unwrap();
    for seed in 1..3000u64 {
        let mut game = Game::new(v.start_position(None, None).unwrap());
        let mut lot = Lot::new(seed);
        while game.plies().len() < max && !game.is_over() {
            lot.play(&mut game);
            if stop(&game) {
                return Some(game);
            }
        }
    }
    None
}

#[test]
fn images_have_the_size_of_their_board() {
    let r = Renderer::new();
    for (key, n) in [
        ("brandubh", 7),
        ("tafl9", 9),
        ("copenhagen", 11),
        ("kings-table", 13),
        ("alea-evangelii", 19),
    ] {
        let v = variant::by_key(key).unwrap();
        assert_eq!(v.size(), n);
        let start = v.start_position(None, None).unwrap();
        let img = r.image(&BoardView::position(&start), Style::default());
        let geo = r.geometry(&v, Style::default());
        assert_eq!(img.width(), default_width(n), "{key}");
        assert_eq!(img.dimensions(), (geo.width, geo.height), "{key}");
        assert!(
            img.height() > img.width(),
            "{key}: the caption sits above a square board"
        );
        if n <= 11 {
            assert!((560..=800).contains(&img.width()), "{key}: {}", img.width());
        }
        assert!(img.width() <= 1400 && img.height() <= 1700, "{key}");
        assert_eq!(
            geo.square * n as u32 + geo.margin_left + geo.margin_right,
            geo.width
        );
        let small = r.image(&BoardView::position(&start), Style::width(420));
        assert_eq!(small.width(), 420, "{key}: --size sets the width");
    }
}

#[test]
fn square_centres_show_the_pieces_of_a_known_position() {
    let r = Renderer::new();
    let v = variant::by_key("copenhagen").unwrap();
    let position = hnefi_engine::Position::parse(
        &v,
        "3aaaaa3/5a5/11/a4d4a/a3ddd3a/aa1ddkdd1aa/a3ddd3a/a4d4a/11/5a5/3aaaaa3 a",
    )
    .unwrap();
    for theme in Theme::ALL {
        let style = Style { width: None, theme };
        let img = r.image(&BoardView::position(&position), style);
        let geo = r.geometry(&v, style);
        for s in v.board().iter() {
            let p = at(&img, geo.square_centre(s));
            match position.piece_at(s) {
                Some(Piece::Attacker) => assert!(is_attacker(p), "{theme} {s}: {p:?}"),
                Some(Piece::Defender) => assert!(is_defender(p), "{theme} {s}: {p:?}"),
                Some(Piece::King) => {
                    // The crown is gold, the body ivory just below it.
                    let (x, y) = geo.square_centre(s);
                    let crown = at(&img, (x, y - geo.square * 6 / 100));
                    assert!(
                        crown.0[0] > 180 && crown.0[2] < 120,
                        "{theme} king crown {crown:?}"
                    );
                }
                None if v.square_group(s).is_none() && theme == Theme::Wood => {
                    assert!(is_empty_square(p), "{theme} {s}: {p:?}")
                }
                _ => {}
            }
        }
    }
}

#[test]
fn the_last_move_and_its_captures_are_marked() {
    let r = Renderer::new();
    let game = play_until("brandubh", 200, |g| {
        g.plies()
            .last()
            .is_some_and(|p| p.captures.count() == 1 && p.king_captured.is_none())
    })
    .expect("a random brandubh game captures");
    let ply = *game.plies().last().unwrap();
    let view = BoardView::game(&game, &Players::new("A", "B"));
    assert_eq!(view.last_move, Some(ply.mv));
    assert_eq!(view.captured.len(), 1);
    let img = r.image(&view, Style::default());
    // The same position without marks.
    let bare = r.image(&BoardView::position(game.position()), Style::default());
    let geo = r.geometry(game.position().variant(), Style::default());
    let from = geo.square_centre(ply.mv.from);
    let (fx, fy) = geo.square_origin(ply.mv.from);
    let corner = (fx + 3, fy + 3);
    assert_ne!(at(&img, corner), at(&bare, corner), "the origin is tinted");
    assert!(
        at(&img, corner).0[2] > at(&bare, corner).0[2],
        "the tint is blue: {:?} vs {:?}",
        at(&img, corner),
        at(&bare, corner)
    );
    assert_ne!(at(&img, from), at(&bare, from), "a dot marks the origin");
    let (tx, ty) = geo.square_origin(ply.mv.to);
    assert_ne!(
        at(&img, (tx + 3, ty + 3)),
        at(&bare, (tx + 3, ty + 3)),
        "the destination is tinted"
    );
    let captured = view.captured[0].0;
    let c = at(&img, geo.square_centre(captured));
    assert!(
        c.0[0] > 170 && c.0[1] < 140 && c.0[2] < 90,
        "a vermilion cross on the captured square: {c:?}"
    );
    assert!(is_empty_square(at(&bare, geo.square_centre(captured))) || captured == sq("d4"));
}

#[test]
fn the_troll_king_and_a_captured_king_are_drawn() {
    let r = Renderer::new();
    let game = play_until("noggin", 60, |g| {
        g.position().troll_king().is_some() && g.plies().len() > 4
    })
    .expect("Noggin leaves the trollstone");
    let img = r.image(
        &BoardView::game(&game, &Players::default()),
        Style::default(),
    );
    let geo = r.geometry(game.position().variant(), Style::default());
    let stone = game.position().troll_king().unwrap();
    let (x, y) = geo.square_centre(stone);
    // The orange crown of the troll king, which trolls do not have.
    let crown = at(&img, (x, y + geo.square / 20));
    assert!(
        crown.0[0] > 180 && crown.0[1] > 110 && crown.0[2] < 80,
        "{crown:?}"
    );
    let troll = game.position().pieces_of(Piece::Attacker).first().unwrap();
    let (tx, ty) = geo.square_centre(troll);
    assert!(is_attacker(at(&img, (tx, ty + geo.square / 20))));

    let captured = play_until("brandubh", 400, |g| {
        g.plies().last().is_some_and(|p| p.king_captured.is_some())
    })
    .expect("a random brandubh game captures the king");
    let view = BoardView::game(&captured, &Players::default());
    assert!(
        view.caption.status().contains("win"),
        "{}",
        view.caption.status()
    );
    let king = captured.plies().last().unwrap().king_captured.unwrap();
    assert!(view.captured.contains(&(king, Piece::King)));
    let img = r.image(&view, Style::default());
    let c = at(&img, geo_centre(&r, &captured, king));
    assert!(
        c.0[0] > 170 && c.0[2] < 90,
        "the captured king's square is crossed: {c:?}"
    );
}

fn geo_centre(r: &Renderer, game: &Game, s: Square) -> (u32, u32) {
    r.geometry(game.position().variant(), Style::default())
        .square_centre(s)
}

#[test]
fn every_variant_and_layout_renders_and_decodes() {
    let r = Renderer::new();
    for v in variant::all() {
        for layout in v.layouts() {
            let start = v.start_position(Some(layout), None).unwrap();
            let png = r.png(&BoardView::position(&start), Style::default());
            assert!(
                png.len() < 200_000 || v.size() == 19,
                "{} {layout}: {} bytes",
                v.key(),
                png.len()
            );
            let img = image::load_from_memory_with_format(&png, image::ImageFormat::Png)
                .unwrap_or_else(|e| panic!("{} {layout}: {e}", v.key()))
                .to_rgb8();
            assert_eq!(img, r.image(&BoardView::position(&start), Style::default()));
        }
    }
}

#[test]
fn captions_use_the_variants_names_and_announce() {
    let game = play_until("noggin", 120, |g| {
        g.plies().last().is_some_and(|p| p.announcement.is_some()) && !g.is_over()
    })
    .expect("a random Noggin game announces UIT NOG");
    let view = BoardView::game(&game, &Players::new("Grim", "Nog"));
    assert_eq!(view.caption.announcement.as_deref(), Some("UIT NOG!"));
    assert_eq!(
        view.caption.status(),
        format!("{} to move", view.caption.side(game.turn()))
    );
    assert!(["Trolls to move", "Nogs to move"].contains(&view.caption.status().as_str()));
    assert_eq!(view.caption.variant, "Noggin's Game");
    let start = variant::by_key("copenhagen")
        .unwrap()
        .start_position(None, None)
        .unwrap();
    let caption = BoardView::position(&start).caption;
    assert_eq!(caption.status(), "Attackers to move");
    assert_eq!(caption.move_text(), "Start");
}

#[test]
fn a_replay_has_one_frame_per_ply_plus_the_start_and_decodes() {
    let r = Renderer::new();
    let game = play_until("brandubh", 25, |g| g.plies().len() == 25).unwrap();
    let gif = r.gif(&game, &Players::new("A", "B"), &GifOptions::default());
    let decoder = image::codecs::gif::GifDecoder::new(std::io::Cursor::new(&gif)).unwrap();
    let frames = decoder
        .into_frames()
        .collect_frames()
        .expect("every frame decodes");
    assert_eq!(frames.len(), game.plies().len() + 1);
    let geo = r.geometry(game.position().variant(), Style::default());
    let last = frames.last().unwrap();
    assert_eq!(last.buffer().dimensions(), (geo.width, geo.height));
    let (num, den) = last.delay().numer_denom_ms();
    assert!(num / den.max(1) >= 2000, "the final position is held");
    // The final frame shows the final position.
    for s in game.position().variant().board().iter() {
        let (x, y) = geo.square_centre(s);
        let p = last.buffer().get_pixel(x, y).0;
        let p = Rgb([p[0], p[1], p[2]]);
        match game.position().piece_at(s) {
            Some(Piece::Attacker) => assert!(is_attacker(p), "{s}: {p:?}"),
            Some(Piece::Defender) => assert!(is_defender(p), "{s}: {p:?}"),
            _ => {}
        }
    }
    // A game without moves is one frame.
    let fresh = Game::new(game.start().clone());
    let gif = r.gif(&fresh, &Players::default(), &GifOptions::default());
    let decoder = image::codecs::gif::GifDecoder::new(std::io::Cursor::new(&gif)).unwrap();
    assert_eq!(decoder.into_frames().collect_frames().unwrap().len(), 1);
}

#[test]
fn one_renderer_serves_many_threads() {
    fn shareable<T: Send + Sync>() {}
    shareable::<Renderer>();
    let r = Arc::new(Renderer::new());
    let v = variant::by_key("tafl9").unwrap();
    let start = v.start_position(None, None).unwrap();
    let expected = r.png(&BoardView::position(&start), Style::default());
    let handles: Vec<_> = (0..4)
        .map(|i| {
            let r = Arc::clone(&r);
            let start = start.clone();
            std::thread::spawn(move || {
                let style = if i % 2 == 0 {
                    Style::default()
                } else {
                    Style::width(500)
                };
                (i, r.png(&BoardView::position(&start), style))
            })
        })
        .collect();
    for h in handles {
        let (i, png) = h.join().unwrap();
        if i % 2 == 0 {
            assert_eq!(png, expected);
        }
    }
}

#[test]
fn every_png_decodes_to_the_picture_drawn() {
    // The PNG writer splices in squares compressed beforehand; whatever
    // the move drew (tints, trails, ghosts, leaps, badges), the file must
    // hold exactly the picture.
    let r = Renderer::new();
    let players = Players::new("Ada", "Brian");
    for (key, plies, style) in [
        ("brandubh", 60, Style::default()),
        ("copenhagen", 40, Style::width(333)),
        ("kings-table", 30, Style::default()),
        ("alea-evangelii", 16, Style::default()),
        ("noggin", 60, Style::width(517)),
        (
            "magpie",
            30,
            Style {
                width: None,
                theme: Theme::Slate,
            },
        ),
        ("tafl9", 30, Style::width(200)),
    ] {
        let game = play_until(key, plies, |g| g.plies().len() == plies || g.is_over())
            .unwrap_or_else(|| panic!("a {key} game"));
        let mut before = game.start().clone();
        for (i, ply) in game.plies().iter().enumerate() {
            let mut after = before.clone();
            after.play_unchecked(ply.mv);
            let mut caption = hnefi_render::Caption::for_position(&after);
            caption.players = players.clone();
            caption.move_number = i + 1;
            caption.announcement = ply.announcement.map(hnefi_render::announcement_text);
            let view = BoardView::after_ply(&before, ply, &after, caption);
            let png = r.png(&view, style);
            let decoded = image::load_from_memory_with_format(&png, image::ImageFormat::Png)
                .unwrap_or_else(|e| panic!("{key} ply {i}: {e}"))
                .to_rgb8();
            assert!(
                decoded == r.image(&view, style),
                "{key} ply {i}: the PNG differs from the picture"
            );
            before = after;
        }
    }
}
