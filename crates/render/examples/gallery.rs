//! Writes sample pictures to a folder (default /tmp/hnefi-gallery) for a
//! person to look at, with an index (`index.html` to open in a browser,
//! `index.md` to read anywhere):
//!
//! - every built-in variant's start in both themes, a mid-game position
//!   with a capture and a finished game;
//! - every standard rule set (docs/rules.md 6): its start, a mid-game
//!   position, and a phone-sized view;
//! - a specimen board of every odd size from 5x5 to 19x19: every special
//!   piece of both sides on every kind of square (plain, corner, throne,
//!   attackers' fort, defenders' fort), at the default width and shrunk to
//!   a phone's width;
//! - rule sets made for the gallery, with unusual squares (corners in the
//!   middle of an edge, several thrones, forts of both sides) and random
//!   ones from a fixed seed, each with its OTN string;
//! - Noggin with the troll king and UIT NOG, a captured king, a small
//!   picture and a replay GIF.
//!
//! `cargo run --release -p hnefi-render --example gallery -- [FOLDER]`

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Instant;

use hnefi_engine::ruleset::random_rules_sized;
use hnefi_engine::{Game, RuleSet, Square, Variant, variant};
use hnefi_render::image::imageops;
use hnefi_render::{BoardView, GifOptions, Players, Renderer, Style, Theme};

/// The random rule sets' seed: the same pictures every run.
const SEED: u64 = 0x7AF1_2026;

/// How many random rule sets.
const RANDOM: usize = 12;

/// Width of the phone-sized views: a picture as a phone shows it across
/// its screen, in CSS pixels (about 1 in 3 of the phone's own pixels).
const PHONE: u32 = 400;

/// A xorshift generator for random play: deterministic, good enough for
/// pictures.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// A number below `n`.
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// Deterministic random play from `start` until `stop` says so (or the
/// game ends).
fn play_from(
    start: hnefi_engine::Position,
    seed: u64,
    max: usize,
    stop: impl Fn(&Game) -> bool,
) -> Game {
    let mut game = Game::new(start);
    let mut rng = Rng(seed | 1);
    while game.plies().len() < max && !game.is_over() {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        let mv = moves[rng.below(moves.len())];
        game.play(mv).expect("legal");
        if stop(&game) {
            break;
        }
    }
    game
}

fn play(v: &Arc<Variant>, seed: u64, max: usize, stop: impl Fn(&Game) -> bool) -> Game {
    play_from(
        v.start_position(None, None).expect("default layout"),
        seed,
        max,
        stop,
    )
}

/// The first of many seeds whose game satisfies `want`.
fn find(
    v: &Arc<Variant>,
    max: usize,
    stop: impl Fn(&Game) -> bool + Copy,
    want: impl Fn(&Game) -> bool,
) -> Game {
    for seed in 1..5000u64 {
        let game = play(v, seed * 7919, max, stop);
        if want(&game) {
            return game;
        }
    }
    play(v, 1, max, stop)
}

/// A mid-game position: a move that captured, 12 to 60 plies in, or
/// where the search gave up.
fn mid_game(v: &Arc<Variant>) -> Game {
    let captured = |g: &Game| g.plies().last().is_some_and(|p| p.captures.count() >= 1);
    find(
        v,
        60,
        move |g| g.plies().len() >= 12 && captured(g),
        move |g| g.plies().len() >= 12 && captured(g),
    )
}

/// One picture of the index.
struct Entry {
    section: &'static str,
    file: String,
    title: String,
    /// The OTN rules string, for rule sets.
    rules: Option<String>,
    note: String,
}

struct Gallery {
    dir: PathBuf,
    renderer: Renderer,
    entries: Vec<Entry>,
}

impl Gallery {
    fn write(&self, name: &str, bytes: &[u8]) {
        std::fs::write(self.dir.join(name), bytes).expect("cannot write");
        println!("{name}: {} bytes", bytes.len());
    }

    /// Writes a picture and lists it in the index.
    fn add(
        &mut self,
        section: &'static str,
        file: String,
        bytes: &[u8],
        title: String,
        note: String,
    ) {
        self.write(&file, bytes);
        self.entries.push(Entry {
            section,
            file,
            title,
            rules: None,
            note,
        });
    }

    /// A picture and, beside it, the same shrunk to a phone's width (what
    /// a phone shows, give or take its sharper screen).
    fn add_with_phone(
        &mut self,
        section: &'static str,
        stem: &str,
        view: &BoardView,
        title: &str,
        rules: Option<String>,
    ) {
        let style = Style::default();
        let png = self.renderer.png(view, style);
        let file = format!("{stem}.png");
        self.write(&file, &png);
        let full = self.renderer.image(view, style);
        let h = (full.height() as f32 * PHONE as f32 / full.width() as f32).round() as u32;
        let small = imageops::resize(&full, PHONE, h, imageops::FilterType::Triangle);
        let phone = format!("{stem}-phone.png");
        self.write(&phone, &hnefi_render::encode_png(&small));
        let geo = self.renderer.geometry(view.position.variant(), style);
        self.entries.push(Entry {
            section,
            file: file.clone(),
            title: title.to_string(),
            rules,
            note: format!(
                "{}x{} pixels, squares of {} pixels; shrunk to a phone's width: [{phone}]({phone})",
                geo.width, geo.height, geo.square
            ),
        });
    }

    fn index(&self) {
        let mut md = String::from(
            "# Hnefi board pictures\n\nWritten by `cargo run --release -p hnefi-render --example gallery`.\n",
        );
        let mut html = String::from(
            "<!doctype html><meta charset=utf-8><title>Hnefi board pictures</title>\
             <style>body{font-family:sans-serif;background:#222;color:#eee;margin:1em}\
             figure{display:inline-block;vertical-align:top;margin:.5em;max-width:420px}\
             img{max-width:400px;border:1px solid #555}figcaption{font-size:13px}\
             code{word-break:break-all;color:#fc9}a{color:#9cf}</style>\
             <h1>Hnefi board pictures</h1>",
        );
        let mut section = "";
        for e in &self.entries {
            if e.section != section {
                section = e.section;
                let _ = write!(md, "\n## {section}\n\n");
                let _ = write!(html, "<h2>{}</h2>", escape(section));
            }
            let _ = write!(md, "- [{}]({}): {}", e.title, e.file, e.note);
            if let Some(rules) = &e.rules {
                let _ = write!(md, "<br>`{rules}`");
            }
            md.push('\n');
            let note = escape(&e.note);
            let _ = write!(
                html,
                "<figure><a href=\"{f}\"><img loading=lazy src=\"{f}\"></a><figcaption><b>{t}</b><br>{note}{r}</figcaption></figure>",
                f = e.file,
                t = escape(&e.title),
                r = e
                    .rules
                    .as_ref()
                    .map(|r| format!("<br><code>{}</code>", escape(r)))
                    .unwrap_or_default(),
            );
        }
        self.write("index.md", md.as_bytes());
        self.write("index.html", html.as_bytes());
    }
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// A square by file and rank, counted from 0.
fn square(file: usize, rank: usize) -> Square {
    Square::new(file as u8, rank as u8).expect("on the board")
}

/// A list of squares as OTN writes it: `a1,k1,`.
fn squares(list: &[Square]) -> String {
    list.iter().map(|sq| format!("{sq},")).collect()
}

/// An OTN position record, rank 1 first: `/3t3/.../`.
fn record(n: usize, pieces: &[(Square, char)]) -> String {
    let mut out = String::from("/");
    for rank in 0..n {
        let mut empty = 0;
        for file in 0..n {
            match pieces.iter().find(|(sq, _)| *sq == square(file, rank)) {
                Some(&(_, letter)) => {
                    if empty > 0 {
                        let _ = write!(out, "{empty}");
                        empty = 0;
                    }
                    out.push(letter);
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            let _ = write!(out, "{empty}");
        }
        out.push('/');
    }
    out
}

fn compile(rules: &str, key: &str) -> Arc<Variant> {
    let parsed = RuleSet::parse(rules).unwrap_or_else(|e| panic!("{key}: {e}\n{rules}"));
    parsed
        .rules
        .compile(key)
        .unwrap_or_else(|e| panic!("{key}: {e}\n{rules}"))
}

/// A board of `n` x `n` showing every special piece of both sides on
/// every kind of square: a row per kind of square and side (plain, the
/// attackers' forts, the defenders' forts, thrones, corners), each with
/// the taflman, commander, knight, mercenary and guard and an empty
/// square of the kind; the king on a throne. On small boards, as many
/// rows as fit.
fn specimen(n: usize) -> String {
    let rows: [(&str, &[char]); 10] = [
        ("", &['t', 'c', 'n', 'm', 'g']),
        ("", &['T', 'C', 'N', 'M', 'G']),
        ("afor", &['t', 'c', 'n', 'm', 'g']),
        ("afor", &['T', 'C', 'N', 'M', 'G']),
        ("dfor", &['t', 'c', 'n', 'm', 'g']),
        ("dfor", &['T', 'C', 'N', 'M', 'G']),
        ("cen", &['t', 'c', 'n', 'm', 'g']),
        ("cen", &['T', 'C', 'N', 'M', 'G']),
        ("cor", &['t', 'c', 'n', 'm', 'g']),
        ("cor", &['T', 'C', 'N', 'M', 'G']),
    ];
    let mut special: Vec<(&str, Square)> = Vec::new();
    let mut pieces: Vec<(Square, char)> = Vec::new();
    // Rows from the top; the bottom rank holds the king and one empty
    // square of each kind.
    let gap = if n > 2 * rows.len() { 2 } else { 1 };
    for (i, (kind, letters)) in rows.iter().enumerate() {
        let rank = n - 1 - i * gap;
        if rank == 0 {
            break;
        }
        for (file, &letter) in letters.iter().enumerate().take(n) {
            pieces.push((square(file, rank), letter));
            if !kind.is_empty() {
                special.push((kind, square(file, rank)));
            }
        }
        if !kind.is_empty() && n > letters.len() {
            special.push((kind, square(letters.len(), rank)));
        }
    }
    pieces.push((square(0, 0), 'K'));
    for (i, kind) in ["cen", "cen", "cor", "afor", "dfor"].iter().enumerate() {
        if i < n {
            special.push((kind, square(i, 0)));
        }
    }
    let list = |kind: &str| {
        let of: Vec<Square> = special
            .iter()
            .filter(|(k, _)| *k == kind)
            .map(|&(_, sq)| sq)
            .collect();
        squares(&of)
    };
    format!(
        "dim:{n} name:Specimen_{n}x{n} esc:c cor:{} cen:{} afor:{} dfor:{} start:{}",
        list("cor"),
        list("cen"),
        list("afor"),
        list("dfor"),
        record(n, &pieces)
    )
}

/// An OTN position record from a diagram: ranks from the top, files from
/// the left, `.` for an empty square.
fn diagram(rows: &[&str]) -> String {
    let n = rows.len();
    let mut pieces = Vec::new();
    for (i, row) in rows.iter().enumerate() {
        assert_eq!(row.len(), n, "rank {} of the diagram: {row}", n - i);
        for (file, letter) in row.chars().enumerate() {
            if letter != '.' {
                pieces.push((square(file, n - 1 - i), letter));
            }
        }
    }
    record(n, &pieces)
}

/// Rule sets written for the gallery: odd sizes, corners where corners
/// never are, several thrones, forts of both sides, every special piece.
fn made_up() -> Vec<(&'static str, String)> {
    let five = diagram(&[".GNC.", "..T..", "mTKMg", "..t..", ".ctn."]);
    let fifteen = diagram(&[
        ".....ttgtt.....",
        ".......c.......",
        "...............",
        ".......T.......",
        "...............",
        "t...N.....N...t",
        "t..T..TMT..T..t",
        "c.m.TTGKGTT.m.c",
        "t..T..TMT..T..t",
        "t...N.....N...t",
        "...............",
        ".......T.......",
        "...............",
        ".......n.......",
        ".....ttgtt.....",
    ]);
    let seventeen = diagram(&[
        "......ttttt......",
        "........c........",
        ".................",
        "........T........",
        ".................",
        "t...............t",
        "t.......T.......t",
        "tn....TCMCT....nt",
        "tc...TTGKGTT...ct",
        "tn....TCMCT....nt",
        "t.......T.......t",
        "t...............t",
        ".................",
        "........T........",
        ".................",
        "........g........",
        "......ttttt......",
    ]);
    let nineteen = diagram(&[
        "......ttt.ttt......",
        "........tct........",
        ".........g.........",
        "...................",
        "...................",
        "...................",
        "t.................t",
        "t........G........t",
        "t.......TCT.......t",
        ".cn...TTMKMTT...nc.",
        "t.......TNT.......t",
        "t........T........t",
        "t.................t",
        "...................",
        "...................",
        "...................",
        ".........m.........",
        "........tct........",
        "......ttt.ttt......",
    ]);
    vec![
        (
            "5x5, corners mid-edge, a fort of each side",
            format!(
                "dim:5 name:Five_Forts esc:c cor:a3,e3, cen:c3, afor:c1, dfor:c5, start:{five}"
            ),
        ),
        (
            "15x15, three thrones, corners inside the board",
            format!(
                "dim:15 name:Three_Thrones cor:a1,o1,a15,o15,h3,h13, cen:d8,h8,l8, \
                 afor:a7,a8,a9,o7,o8,o9, dfor:h7,h9, start:{fifteen}"
            ),
        ),
        (
            "17x17, attackers' forts on the edges, defenders' forts round the king",
            format!(
                "dim:17 name:Seventeen esc:e afor:a8,a9,a10,q8,q9,q10,h1,i1,j1,h17,i17,j17, \
                 dfor:h8,j8,h10,j10, start:{seventeen}"
            ),
        ),
        (
            "19x19, corners mid-edge, three thrones, every piece",
            format!(
                "dim:19 name:Nineteen esc:c cor:a1,s1,a19,s19,a10,s10,j1,j19, cen:j10,e5,o15, \
                 afor:a9,a11,s9,s11,i1,k1,i19,k19, dfor:e15,o5, start:{nineteen}"
            ),
        ),
    ]
}

fn main() {
    let dir = PathBuf::from(
        std::env::args()
            .nth(1)
            .unwrap_or_else(|| "/tmp/hnefi-gallery".into()),
    );
    std::fs::create_dir_all(&dir).expect("cannot create the folder");
    let mut g = Gallery {
        dir,
        renderer: Renderer::new(),
        entries: Vec::new(),
    };
    let players = Players::new("Ragnhild", "Thorfinn Skull-splitter");

    // The hand-written variants.
    for theme in Theme::ALL {
        for v in variant::all() {
            for layout in v.layouts() {
                let start = v.start_position(Some(layout), None).expect("layout");
                let view = BoardView::position(&start);
                let style = Style { width: None, theme };
                let t = Instant::now();
                let png = g.renderer.png(&view, style);
                let first = t.elapsed();
                let t = Instant::now();
                let png2 = g.renderer.png(&view, style);
                let again = t.elapsed();
                assert_eq!(png, png2);
                let suffix = if theme == Theme::Wood {
                    String::new()
                } else {
                    format!("-{theme}")
                };
                g.add(
                    "Built-in variants",
                    format!("start-{}-{layout}{suffix}.png", v.key()),
                    &png,
                    format!("{} ({layout}, {theme})", v.name()),
                    format!("first picture {first:.1?}, cached {again:.1?}"),
                );
            }
        }
    }
    for v in variant::all() {
        let key = v.key();
        let mid = mid_game(v);
        let png = g
            .renderer
            .png(&BoardView::game(&mid, &players), Style::default());
        g.add(
            "Built-in variants",
            format!("mid-{key}.png"),
            &png,
            format!("{}, move {}", v.name(), mid.plies().len()),
            "a move that captured".into(),
        );
        let over = find(v, 400, |_| false, |g| g.is_over());
        let png = g
            .renderer
            .png(&BoardView::game(&over, &players), Style::default());
        g.add(
            "Built-in variants",
            format!("over-{key}.png"),
            &png,
            format!("{}, the end", v.name()),
            "a finished game".into(),
        );
    }

    // The standards.
    for v in variant::standards() {
        let key = v.key();
        let start = v.start_position(None, None).expect("default layout");
        let rules = v.otn_rules();
        g.add_with_phone(
            "Standard rule sets",
            &format!("standard-{key}"),
            &BoardView::position(&start),
            v.name(),
            rules,
        );
        let mid = mid_game(v);
        let png = g
            .renderer
            .png(&BoardView::game(&mid, &players), Style::default());
        g.add(
            "Standard rule sets",
            format!("standard-{key}-mid.png"),
            &png,
            format!("{}, move {}", v.name(), mid.plies().len()),
            "a move that captured".into(),
        );
    }

    // Every piece on every kind of square, every size.
    for n in (5..=19).step_by(2) {
        let rules = specimen(n);
        let v = compile(&rules, &format!("specimen-{n}"));
        let start = v.start_position(None, None).expect("the start");
        g.add_with_phone(
            "Every piece on every square, every size",
            &format!("specimen-{n}x{n}"),
            &BoardView::position(&start),
            &format!("Specimen {n}x{n}"),
            Some(rules),
        );
    }
    let v = compile(&specimen(11), "specimen-11");
    let start = v.start_position(None, None).expect("the start");
    let slate = Style {
        width: None,
        theme: Theme::Slate,
    };
    let png = g.renderer.png(&BoardView::position(&start), slate);
    g.add(
        "Every piece on every square, every size",
        "specimen-11x11-slate.png".into(),
        &png,
        "Specimen 11x11 (slate)".into(),
        "the slate theme".into(),
    );
    for width in [300, 500] {
        let v = compile(&specimen(19), "specimen-19");
        let start = v.start_position(None, None).expect("the start");
        let png = g
            .renderer
            .png(&BoardView::position(&start), Style::width(width));
        g.add(
            "Every piece on every square, every size",
            format!("specimen-19x19-{width}.png"),
            &png,
            format!("Specimen 19x19 at {width} pixels"),
            "drawn small (`--size`)".into(),
        );
    }

    // Rule sets made up for the gallery, and random ones.
    for (i, (what, rules)) in made_up().into_iter().enumerate() {
        let v = compile(&rules, &format!("made-up-{i}"));
        let game = find(
            &v,
            40,
            |g| g.plies().len() >= 8 && g.plies().last().is_some_and(|p| p.captures.count() >= 1),
            |g| g.plies().len() >= 8,
        );
        let start = v.start_position(None, None).expect("the start");
        g.add_with_phone(
            "Rule sets made up for the gallery",
            &format!("made-up-{i}"),
            &BoardView::position(&start),
            what,
            Some(rules.clone()),
        );
        let png = g
            .renderer
            .png(&BoardView::game(&game, &players), Style::default());
        g.add(
            "Rule sets made up for the gallery",
            format!("made-up-{i}-game.png"),
            &png,
            format!("{what}, move {}", game.plies().len()),
            "random play".into(),
        );
    }
    let mut rng = Rng(SEED);
    let sizes = [5, 7, 9, 11, 13, 15, 17, 19];
    for i in 0..RANDOM {
        let n = sizes[i % sizes.len()];
        // The engine's generator (`hnefi_engine::ruleset::random_rules_sized`),
        // shared with the AI's matches and the tests.
        let rules = random_rules_sized(SEED ^ i as u64, n);
        let v = compile(&rules, &format!("random-{i}"));
        let game = play(&v, SEED ^ i as u64, 6 + rng.below(30), |_| false);
        g.add_with_phone(
            "Random rule sets (fixed seed)",
            &format!("random-{i:02}"),
            &BoardView::game(&game, &players),
            &format!("Random {i}: {n}x{n}, move {}", game.plies().len()),
            Some(rules),
        );
    }

    // Noggin: the troll king revealed and UIT NOG announced.
    let noggin = variant::by_key("noggin").expect("built in");
    let uit = find(
        &noggin,
        80,
        |g| g.plies().last().is_some_and(|p| p.announcement.is_some()),
        |g| {
            g.plies().last().is_some_and(|p| p.announcement.is_some())
                && g.position().troll_king().is_some()
        },
    );
    let png = g.renderer.png(
        &BoardView::game(&uit, &Players::new("Grimble", "Noggin's friend")),
        Style::default(),
    );
    g.add(
        "Marks, small pictures, replays",
        "noggin-uit-nog.png".into(),
        &png,
        "Noggin: UIT NOG!".into(),
        "the troll king revealed".into(),
    );
    let leap = find(
        &noggin,
        400,
        |_| false,
        |g| {
            g.plies()
                .last()
                .is_some_and(|p| p.troll_king_leap.is_some())
        },
    );
    let png = g
        .renderer
        .png(&BoardView::game(&leap, &players), Style::default());
    g.add(
        "Marks, small pictures, replays",
        "noggin-leap.png".into(),
        &png,
        "Noggin: the troll king's leap".into(),
        String::new(),
    );
    let brandubh = variant::by_key("brandubh").expect("built in");
    let captured = find(
        &brandubh,
        400,
        |_| false,
        |g| g.plies().last().is_some_and(|p| p.king_captured.is_some()),
    );
    let png = g
        .renderer
        .png(&BoardView::game(&captured, &players), Style::default());
    g.add(
        "Marks, small pictures, replays",
        "brandubh-king-captured.png".into(),
        &png,
        "Brandubh: the king captured".into(),
        String::new(),
    );
    // Small: a phone-sized picture.
    let copenhagen = variant::by_key("copenhagen").expect("built in");
    let mid = play(&copenhagen, 99, 30, |_| false);
    let png = g
        .renderer
        .png(&BoardView::game(&mid, &players), Style::width(400));
    g.add(
        "Marks, small pictures, replays",
        "small-copenhagen.png".into(),
        &png,
        "Copenhagen at 400 pixels".into(),
        String::new(),
    );
    // Replays.
    for (key, seed) in [("copenhagen", 4242), ("berserk", 77)] {
        let v = variant::by_key(key).expect("built in");
        let game = play(&v, seed, 60, |_| false);
        let t = Instant::now();
        let gif = g.renderer.gif(&game, &players, &GifOptions::default());
        let took = t.elapsed();
        g.add(
            "Marks, small pictures, replays",
            format!("replay-{key}.gif"),
            &gif,
            format!("{} replay", v.name()),
            format!("{} plies in {took:.1?}", game.plies().len()),
        );
    }
    g.index();
    println!("index: {}", Path::new(&g.dir).join("index.html").display());
}
