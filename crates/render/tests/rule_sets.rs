//! Pictures of rule sets (docs/rules.md 5 and 6) seen from outside: every
//! standard, every odd size with its coordinates, the special pieces and
//! the four kinds of special square, each told apart by the pixels at
//! known places of their squares.

mod common;

use std::sync::Arc;

use common::{Lot, at, is_attacker, is_defender, luma, sq};
use hnefi_engine::{Game, Piece, Position, RuleSet, Side, Square, Variant, variant};
use hnefi_render::image::{self, AnimationDecoder, Rgb, RgbImage};
use hnefi_render::{
    BoardView, Geometry, GifOptions, Players, Renderer, Style, Theme, default_width,
};

/// How far apart two colours are (the largest difference of a channel).
fn distance(a: Rgb<u8>, b: Rgb<u8>) -> i32 {
    (0..3)
        .map(|i| (a.0[i] as i32 - b.0[i] as i32).abs())
        .max()
        .unwrap_or(0)
}

fn rules(text: &str) -> Arc<Variant> {
    RuleSet::parse(text)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
        .rules
        .compile("custom")
        .unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// The pixel `dx`, `dy` (shares of the square) from the centre of `s`.
fn near(img: &RgbImage, geo: &Geometry, s: Square, dx: f32, dy: f32) -> Rgb<u8> {
    let (x, y) = geo.square_centre(s);
    let side = geo.square as f32;
    at(
        img,
        (
            (x as f32 + dx * side).round() as u32,
            (y as f32 + dy * side).round() as u32,
        ),
    )
}

/// The mean lightness of a piece's disc on `s`.
fn disc_luma(img: &RgbImage, geo: &Geometry, s: Square) -> f32 {
    let (cx, cy) = geo.square_centre(s);
    let r = geo.square as f32 * 0.38;
    let (mut sum, mut count) = (0.0, 0.0);
    let reach = r.ceil() as i32;
    for dy in -reach..=reach {
        for dx in -reach..=reach {
            if ((dx * dx + dy * dy) as f32).sqrt() <= r {
                let p = at(img, ((cx as i32 + dx) as u32, (cy as i32 + dy) as u32));
                sum += luma(p);
                count += 1.0;
            }
        }
    }
    sum / count
}

/// The share of the pixels of squares `a` and `b` that differ clearly.
fn share_apart(img: &RgbImage, geo: &Geometry, a: Square, b: Square) -> f32 {
    let (ax, ay) = geo.square_origin(a);
    let (bx, by) = geo.square_origin(b);
    let s = geo.square;
    let apart = (0..s)
        .flat_map(|y| (0..s).map(move |x| (x, y)))
        .filter(|&(x, y)| distance(at(img, (ax + x, ay + y)), at(img, (bx + x, by + y))) > 24)
        .count();
    apart as f32 / (s * s) as f32
}

/// A deterministic random game from `start`, `plies` long at most.
fn random_game(start: Position, seed: u64, plies: usize) -> Game {
    let mut game = Game::new(start);
    let mut lot = Lot::new(seed);
    while game.plies().len() < plies && !game.is_over() {
        lot.play(&mut game);
    }
    game
}

#[test]
fn every_standard_renders_at_its_default_width_and_decodes() {
    let r = Renderer::new();
    assert_eq!(variant::standards().len(), 11);
    for v in variant::standards() {
        let start = v.start_position(None, None).unwrap();
        let game = random_game(start.clone(), 7, 30);
        for view in [
            BoardView::position(&start),
            BoardView::game(&game, &Players::new("Ada", "Brian")),
        ] {
            let png = r.png(&view, Style::default());
            let img = image::load_from_memory_with_format(&png, image::ImageFormat::Png)
                .unwrap_or_else(|e| panic!("{}: {e}", v.key()))
                .to_rgb8();
            assert_eq!(img.width(), default_width(v.size()), "{}", v.key());
            assert!(img == r.image(&view, Style::default()), "{}", v.key());
        }
        // The pieces at their places.
        let img = r.image(&BoardView::position(&start), Style::default());
        let geo = r.geometry(v, Style::default());
        for side in Side::BOTH {
            for s in start.pieces(side).iter() {
                let p = at(&img, geo.square_centre(s));
                match start.piece_at(s) {
                    Some(Piece::Attacker) => assert!(is_attacker(p), "{} {s}: {p:?}", v.key()),
                    Some(Piece::Defender) => assert!(is_defender(p), "{} {s}: {p:?}", v.key()),
                    _ => {}
                }
            }
        }
    }
}

#[test]
fn every_odd_size_renders_with_coordinates() {
    let r = Renderer::new();
    let mut last_width = 0;
    for n in (5..=19u8).step_by(2) {
        // A king in the middle, an attacker at a1.
        let c = n / 2;
        let empty = |k: u8| if k > 0 { k.to_string() } else { String::new() };
        let ranks: Vec<String> = (0..n)
            .map(|rank| match rank {
                0 => format!("t{}", empty(n - 1)),
                r if r == c => format!("{}K{}", empty(c), empty(n - 1 - c)),
                _ => n.to_string(),
            })
            .collect();
        let v = rules(&format!("dim:{n} start:/{}/", ranks.join("/")));
        let start = v.start_position(None, None).unwrap();
        let img = r.image(&BoardView::position(&start), Style::default());
        let geo = r.geometry(&v, Style::default());
        let w = default_width(n);
        assert_eq!(img.dimensions(), (w, geo.height), "{n}x{n}");
        assert!(w > last_width, "{n}x{n}: pictures grow with the board");
        last_width = w;
        assert!(geo.height <= 1400, "{n}x{n}: {} pixels tall", geo.height);
        assert!(
            geo.square >= 56,
            "{n}x{n}: squares of {} pixels",
            geo.square
        );
        assert!(
            is_attacker(at(&img, geo.square_centre(sq("a1")))),
            "{n}x{n}"
        );

        // Light text in the frame: a letter above and below each file, a
        // number left and right of each rank; nothing between them.
        let light = |x0: u32, y0: u32, x1: u32, y1: u32| {
            (y0..y1).any(|y| (x0..x1).any(|x| luma(at(&img, (x, y))) > 150.0))
        };
        let (left, top, s, m) = (geo.board_left, geo.board_top, geo.square, geo.margin_left);
        let bottom = top + geo.n * s;
        let right = left + geo.n * s;
        for i in 0..geo.n {
            let (x0, x1) = (left + i * s + s / 4, left + i * s + 3 * s / 4);
            assert!(
                light(x0, top - m + 2, x1, top - 2),
                "{n}x{n}: letter {i} above"
            );
            assert!(
                light(x0, bottom + 2, x1, bottom + m - 2),
                "{n}x{n}: letter {i} below"
            );
            let (y0, y1) = (top + i * s + s / 4, top + i * s + 3 * s / 4);
            assert!(light(2, y0, m - 2, y1), "{n}x{n}: number {i} on the left");
            assert!(
                light(right + 2, y0, geo.width - 2, y1),
                "{n}x{n}: number {i} on the right"
            );
            // Between two numbers, the frame is bare.
            let (y0, y1) = (top + (i + 1) * s - 3, top + (i + 1) * s + 3);
            if i + 1 < geo.n {
                assert!(
                    !light(2, y0, m - 2, y1),
                    "{n}x{n}: between ranks {i} and {}",
                    i + 1
                );
            }
        }
    }
}

/// A 7x7 rule set with every piece of both sides on plain squares: rank 7
/// the attackers' `t c n m g`, rank 6 the defenders', the king on d1.
fn every_piece() -> (Arc<Variant>, Position) {
    let v = rules("dim:7 start:/3K3/7/7/7/7/TCNMG2/tcnmg2/");
    let start = v.start_position(None, None).unwrap();
    (v, start)
}

#[test]
fn special_pieces_are_told_apart_at_a_glance() {
    let r = Renderer::new();
    let (v, start) = every_piece();
    for theme in Theme::ALL {
        let style = Style { width: None, theme };
        let img = r.image(&BoardView::position(&start), style);
        let geo = r.geometry(&v, style);
        assert_eq!(geo.square, 80);
        for (rank, side) in [(7, Side::Attackers), (6, Side::Defenders)] {
            let on = |file: char| sq(&format!("{file}{rank}"));
            let body_is = |p: Rgb<u8>| match side {
                Side::Attackers => is_attacker(p),
                Side::Defenders => is_defender(p),
            };
            let centre = |file: char| at(&img, geo.square_centre(on(file)));
            // Every piece shows its side's body just inside its rim, up and
            // to the right, clear of every emblem.
            for file in ['a', 'b', 'c', 'd', 'e'] {
                let p = near(&img, &geo, on(file), 0.235, -0.235);
                assert!(body_is(p), "{theme} {side} {file}{rank}: body {p:?}");
            }
            let (man, commander, knight, guard) =
                (centre('a'), centre('b'), centre('c'), centre('e'));
            assert!(
                body_is(man),
                "{theme} {side}: the taflman is plain: {man:?}"
            );
            let [red, green, blue] = commander.0.map(i32::from);
            assert!(
                red > green + 50 && red > blue + 80,
                "{theme} {side}: the commander's star is red: {commander:?}"
            );
            let [red, green, blue] = knight.0.map(i32::from);
            assert!(
                blue > red + 60 && blue > green + 20,
                "{theme} {side}: the knight's lozenge is blue: {knight:?}"
            );
            let [red, green, blue] = guard.0.map(i32::from);
            assert!(
                green > red + 50 && green > blue,
                "{theme} {side}: the guard's shield is green: {guard:?}"
            );
            // The mercenary's coin: the other side's colour on the left,
            // its own on the right.
            let (coin_left, coin_right) = (
                near(&img, &geo, on('d'), -0.1, 0.0),
                near(&img, &geo, on('d'), 0.1, 0.0),
            );
            let other_is = |p: Rgb<u8>| match side {
                Side::Attackers => is_defender(p),
                Side::Defenders => is_attacker(p),
            };
            assert!(
                other_is(coin_left),
                "{theme} {side}: mercenary {coin_left:?}"
            );
            assert!(
                body_is(coin_right),
                "{theme} {side}: mercenary {coin_right:?}"
            );
            // Every two kinds differ where a glance falls.
            let all = [man, commander, knight, guard];
            for (i, a) in all.iter().enumerate() {
                for b in &all[i + 1..] {
                    assert!(distance(*a, *b) > 60, "{theme} {side}: {a:?} and {b:?}");
                }
            }
        }
        // The same kind of either side: the emblem's hue is the same, the
        // body tells the sides apart.
        for file in ['b', 'c', 'e'] {
            let a = near(&img, &geo, sq(&format!("{file}7")), 0.235, -0.235);
            let d = near(&img, &geo, sq(&format!("{file}6")), 0.235, -0.235);
            assert!(luma(d) - luma(a) > 120.0, "{theme} {file}: {a:?} vs {d:?}");
        }
    }
}

#[test]
fn special_pieces_stay_readable_on_small_squares() {
    // A 19x19 board at its default width, and far narrower.
    let r = Renderer::new();
    let mut ranks = vec!["19".to_string(); 19];
    ranks[9] = "9K9".into();
    ranks[17] = "tcngT14".into();
    ranks[18] = "TCNGt14".into();
    let v = rules(&format!("dim:19 start:/{}/", ranks.join("/")));
    let start = v.start_position(None, None).unwrap();
    for width in [None, Some(700), Some(500)] {
        let style = Style {
            width,
            theme: Theme::Wood,
        };
        let img = r.image(&BoardView::position(&start), style);
        let geo = r.geometry(&v, style);
        let centre = |s: &str| at(&img, geo.square_centre(sq(s)));
        // Commander, knight, guard: three hues on either side, and every
        // one unlike the taflman of its side.
        for (rank, man) in [(18, "e18"), (19, "e19")] {
            let man = centre(man);
            let kinds: Vec<Rgb<u8>> = ['b', 'c', 'd']
                .iter()
                .map(|f| centre(&format!("{f}{rank}")))
                .collect();
            for (i, a) in kinds.iter().enumerate() {
                assert!(
                    distance(*a, man) > 60,
                    "{width:?} rank {rank}: {a:?} vs the man"
                );
                for b in &kinds[i + 1..] {
                    assert!(
                        distance(*a, *b) > 50,
                        "{width:?} rank {rank}: {a:?} vs {b:?}"
                    );
                }
            }
        }
        // The side still shows round the emblem: the defenders' pieces
        // are far lighter than the attackers' of the same kind.
        for f in ['b', 'c', 'd'] {
            let a = disc_luma(&img, &geo, sq(&format!("{f}18")));
            let d = disc_luma(&img, &geo, sq(&format!("{f}19")));
            assert!(d - a > 70.0, "{width:?} {f}: {a} vs {d}");
        }
    }
}

/// A 9x9 rule set with an empty square of every kind where no
/// hand-written variant has one (a corner in the middle of an edge, a
/// throne off the centre, forts on the board's corners), and each kind
/// again elsewhere with a piece on it.
fn every_square() -> (Arc<Variant>, Position) {
    let v = rules(
        "dim:9 esc:c cor:a5,i1, cen:e5,c7, afor:a1,g3, dfor:i9,g7, \
         start:/2t6/9/6t2/9/4K4/9/6T2/9/9/",
    );
    let start = v.start_position(None, None).unwrap();
    (v, start)
}

#[test]
fn every_kind_of_special_square_has_its_own_look_anywhere() {
    let r = Renderer::new();
    let (v, start) = every_square();
    for theme in Theme::ALL {
        let style = Style { width: None, theme };
        let img = r.image(&BoardView::position(&start), style);
        let geo = r.geometry(&v, style);
        // Empty squares of each kind (and a plain one of the same shade
        // of the checker): every two differ in a good share of their
        // pixels.
        let kinds = [
            ("plain", "b2"),
            ("corner", "a5"),
            ("throne", "c7"),
            ("attackers' fort", "a1"),
            ("defenders' fort", "i9"),
        ];
        for (i, (a, sa)) in kinds.iter().enumerate() {
            for (b, sb) in &kinds[i + 1..] {
                let share = share_apart(&img, &geo, sq(sa), sq(sb));
                assert!(
                    share > 0.2,
                    "{theme}: {a} and {b} differ in {share:.2} of their pixels"
                );
            }
        }
        // The attackers' forts are dark like their pieces (their towers,
        // at the square's corners), the defenders' light like theirs; so
        // is the ground within their walls.
        let (tower_a, tower_d) = (
            near(&img, &geo, sq("a1"), -0.40, -0.40),
            near(&img, &geo, sq("i9"), -0.40, -0.40),
        );
        assert!(is_attacker(tower_a), "{theme}: {tower_a:?}");
        assert!(luma(tower_d) > 200.0, "{theme}: {tower_d:?}");
        let (ground_a, ground_d) = (
            near(&img, &geo, sq("a1"), 0.0, 0.0),
            near(&img, &geo, sq("i9"), 0.0, 0.0),
        );
        assert!(
            luma(ground_d) - luma(ground_a) > 40.0,
            "{theme}: {ground_a:?} vs {ground_d:?}"
        );
        assert!(
            distance(ground_a, near(&img, &geo, sq("b2"), 0.0, 0.0)) > 24,
            "{theme}"
        );
        assert!(
            distance(ground_d, near(&img, &geo, sq("c2"), 0.0, 0.0)) > 24,
            "{theme}"
        );
        // A kind looks the same wherever it is, a piece on it or not: the
        // corner of an edge's middle and of the board's corner, a fort on
        // the board's corner and inside the board.
        for (a, b) in [("a5", "i1"), ("e5", "c7"), ("a1", "g3"), ("i9", "g7")] {
            let (oa, ob) = (geo.square_origin(sq(a)), geo.square_origin(sq(b)));
            let corner = |(x, y): (u32, u32)| at(&img, (x + geo.square / 10, y + geo.square / 10));
            assert_eq!(corner(oa), corner(ob), "{theme}: {a} and {b}");
        }
    }
}

#[test]
fn pieces_a_rule_set_does_not_start_with_are_drawn_too() {
    // Fetlar starts with taflmen and the king only; a position given by
    // hand may hold anything (docs/rules.md 5.4).
    let r = Renderer::new();
    let v = variant::by_key("fetlar").unwrap();
    let plain = v.start_position(None, None).unwrap();
    let special = Position::parse(
        &v,
        "3aaaaa3/5a5/11/a4d4a/a3ddd3a/aa1ddkdd1aa/a3ddd3a/a4d4a/11/5c5/3aagaa3 a",
    )
    .unwrap();
    let img = r.image(&BoardView::position(&plain), Style::default());
    let with = r.image(&BoardView::position(&special), Style::default());
    let geo = r.geometry(&v, Style::default());
    let c = at(&with, geo.square_centre(sq("f2")));
    assert!(c.0[0] as i32 > c.0[2] as i32 + 80, "a red star: {c:?}");
    let g = at(&with, geo.square_centre(sq("f1")));
    assert!(g.0[1] as i32 > g.0[0] as i32 + 50, "a green shield: {g:?}");
    assert!(is_attacker(at(&img, geo.square_centre(sq("f2")))));
    // And the plain pictures of the rule set are as they were.
    assert_eq!(img, r.image(&BoardView::position(&plain), Style::default()));
}

#[test]
fn a_rule_set_game_with_turncoats_replays_and_every_png_decodes() {
    // Mercenaries change sides when captured: every picture of the game
    // and its replay shows them, whatever side they are on.
    let r = Renderer::new();
    let v = rules(
        "dim:9 esc:e cor: cen:e5, afor:d1,e1,f1, dfor:d9,e9,f9, \
         start:/3mmm3/4n4/4T4/t3M3t/tgTCKCTgt/t3M3t/4T4/4c4/3mmm3/",
    );
    let start = v.start_position(None, None).unwrap();
    let mut turned = None;
    for seed in 1..400 {
        let game = random_game(start.clone(), seed, 80);
        let attackers = |p: &Position| p.pieces_of(Piece::Mercenary(Side::Attackers)).count();
        if attackers(game.position()) != attackers(game.start()) {
            turned = Some(game);
            break;
        }
    }
    let game = turned.expect("a random game where a mercenary changes sides");
    let players = Players::new("Ada", "Brian");
    let mut before = game.start().clone();
    for (i, ply) in game.plies().iter().enumerate() {
        let mut after = before.clone();
        after.play_unchecked(ply.mv);
        let mut caption = hnefi_render::Caption::for_position(&after);
        caption.players = players.clone();
        caption.move_number = i + 1;
        let view = BoardView::after_ply(&before, ply, &after, caption);
        let png = r.png(&view, Style::width(500));
        let decoded = image::load_from_memory_with_format(&png, image::ImageFormat::Png)
            .unwrap()
            .to_rgb8();
        assert!(decoded == r.image(&view, Style::width(500)), "ply {i}");
        before = after;
    }
    let gif = r.gif(&game, &players, &GifOptions::default());
    let decoder = image::codecs::gif::GifDecoder::new(std::io::Cursor::new(&gif)).unwrap();
    let frames = decoder.into_frames().collect_frames().unwrap();
    assert_eq!(frames.len(), game.plies().len() + 1);
    let last = frames.last().unwrap().buffer();
    let geo = r.geometry(&v, Style::default());
    for s in game.position().pieces(Side::Attackers).iter() {
        if game.position().piece_at(s) == Some(Piece::Mercenary(Side::Attackers)) {
            let (x, y) = geo.square_centre(s);
            let p = last.get_pixel(x + geo.square / 10, y).0;
            assert!(is_attacker(Rgb([p[0], p[1], p[2]])), "{s}: {p:?}");
        }
    }
}
