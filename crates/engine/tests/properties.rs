//! Property tests over every built-in variant and layout: random playouts,
//! move generation against move validation, position strings, parsers on
//! arbitrary text, game records and replay determinism.
//!
//! Each playout case runs one random game from every start (every variant,
//! every layout, both first movers where the variant draws lots), so a
//! failure names the start it happened in. Moves are picked by a small
//! deterministic PRNG seeded by proptest; the number of plies is chosen by
//! proptest too, so failures shrink to short games.

use std::collections::HashSet;
use std::fmt::Write as _;
use std::sync::{Arc, LazyLock};

use hnefi_engine::variant::{self, FirstMover, Variant};
use hnefi_engine::{
    Game, GameRecord, IllegalMove, Move, MoveList, MoveText, Outcome, Piece, Position, Reason,
    Side, Square, Winner,
};
use proptest::prelude::*;
use proptest::sample::Index;
use proptest::test_runner::TestCaseError;

// ---------------------------------------------------------------------------
// Starts and random playouts

/// A start: a variant, one of its layouts and the side that moves first.
struct Start {
    variant: Arc<Variant>,
    layout: String,
    side: Side,
}

impl Start {
    fn position(&self) -> Position {
        self.variant
            .start_position(Some(&self.layout), Some(self.side))
            .unwrap_or_else(|e| panic!("{}: {e}", self.label()))
    }

    fn label(&self) -> String {
        format!(
            "{} layout `{}`, {} first",
            self.variant.key(),
            self.layout,
            self.side
        )
    }
}

static STARTS: LazyLock<Vec<Start>> = LazyLock::new(|| {
    let mut starts = Vec::new();
    for v in variant::all() {
        let sides: &[Side] = match v.first() {
            FirstMover::Attackers => &[Side::Attackers],
            FirstMover::Defenders => &[Side::Defenders],
            FirstMover::Random => &Side::BOTH,
        };
        for layout in v.layouts() {
            for &side in sides {
                starts.push(Start {
                    variant: Arc::clone(v),
                    layout: layout.to_string(),
                    side,
                });
            }
        }
    }
    starts
});

/// SplitMix64: small, deterministic, good enough to pick moves.
struct Rng(u64);

impl Rng {
    fn new(seed: u64, stream: usize) -> Rng {
        Rng(seed ^ (stream as u64).wrapping_mul(0xA076_1D64_78BD_642F))
    }

    fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }
}

/// How a playout picks its moves.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Style {
    Uniform,
    /// A quarter of the time a king move when there is one, so that games
    /// end (escapes) more often than uniform picks would.
    KingFirst,
    /// Mostly undoes the mover's previous move, so that positions repeat and
    /// the repetition rules (and the defenders' duty to vary) come into play.
    Shuffle,
}

/// A random legal move in the given style.
fn pick(game: &Game, moves: &MoveList, style: Style, rng: &mut Rng) -> Move {
    match style {
        Style::Uniform => {}
        Style::KingFirst => {
            if rng.below(4) == 0 {
                if let Some(king) = game.position().king() {
                    let king_moves: Vec<Move> =
                        moves.iter().copied().filter(|m| m.from == king).collect();
                    if !king_moves.is_empty() {
                        return king_moves[rng.below(king_moves.len())];
                    }
                }
            }
        }
        Style::Shuffle => {
            let plies = game.plies();
            if plies.len() >= 2 && rng.below(8) != 0 {
                let own = plies[plies.len() - 2].mv;
                let back = Move::new(own.to, own.from);
                if moves.contains(&back) {
                    return back;
                }
            }
        }
    }
    moves[rng.below(moves.len())]
}

/// Plays up to `plies` random moves from `start` (fewer if the game ends),
/// calling `visit` on the game before every move and once at the end. Every
/// picked move must be accepted.
fn playout(
    start: &Start,
    stream: usize,
    seed: u64,
    plies: usize,
    mut visit: impl FnMut(&Game) -> Result<(), TestCaseError>,
) -> Result<Game, TestCaseError> {
    let mut rng = Rng::new(seed, stream);
    let style = [Style::Uniform, Style::KingFirst, Style::Shuffle][rng.below(3)];
    let mut game = Game::new(start.position());
    for ply in 0..plies {
        visited(&mut visit, &game)?;
        let moves = game.legal_moves();
        if moves.is_empty() {
            return Ok(game);
        }
        let mv = pick(&game, &moves, style, &mut rng);
        let before = game.position().to_string();
        match game.play(mv) {
            Ok(played) => {
                prop_assert_eq!(played.mv, mv);
                prop_assert_eq!(
                    played.outcome,
                    game.outcome(),
                    "ply {} {} from `{}`: the ply's outcome is not the game's",
                    ply + 1,
                    mv,
                    before
                );
                prop_assert_eq!(game.plies().len(), ply + 1);
            }
            Err(e) => {
                return Err(TestCaseError::fail(format!(
                    "ply {}: generated move {mv} refused in `{before}`: {e}",
                    ply + 1
                )));
            }
        }
    }
    visited(&mut visit, &game)?;
    Ok(game)
}

/// Calls `visit`, saying in a failure where in the game it happened.
fn visited(
    visit: &mut impl FnMut(&Game) -> Result<(), TestCaseError>,
    game: &Game,
) -> Result<(), TestCaseError> {
    visit(game).map_err(|e| {
        let last = game.plies().last().map_or_else(
            || "none".to_string(),
            |ply| format!("{ply} ({:?})", ply.outcome),
        );
        TestCaseError::fail(format!(
            "after {} plies (last move {last}): {e}",
            game.plies().len()
        ))
    })
}

/// Runs `check` on every start; fails with the failures of all starts.
fn every_start(
    mut check: impl FnMut(usize, &Start) -> Result<(), TestCaseError>,
) -> Result<(), TestCaseError> {
    let mut failures = String::new();
    for (index, start) in STARTS.iter().enumerate() {
        if let Err(e) = check(index, start) {
            let _ = writeln!(failures, "[{}] {e}", start.label());
        }
    }
    if failures.is_empty() {
        Ok(())
    } else {
        Err(TestCaseError::fail(failures))
    }
}

fn playout_config(cases: u32) -> ProptestConfig {
    ProptestConfig {
        cases,
        // No regression files next to the tests.
        failure_persistence: None,
        max_shrink_iters: 200,
        ..ProptestConfig::default()
    }
}

const MAX_PLIES: usize = 150;

// ---------------------------------------------------------------------------
// Property helpers

/// Property 1 at one moment of a game.
fn check_game_state(game: &Game) -> Result<(), TestCaseError> {
    let moves = game.legal_moves();
    prop_assert_eq!(
        moves.is_empty(),
        game.outcome().is_some(),
        "legal moves {:?} but outcome {:?} in `{}`",
        moves.len(),
        game.outcome(),
        game.position()
    );
    if game.is_over() {
        check_refuses_everything(game)?;
    }
    Ok(())
}

/// A finished game refuses every move as [`IllegalMove::GameOver`], and stays as it was.
fn check_refuses_everything(game: &Game) -> Result<(), TestCaseError> {
    let mut copy = game.clone();
    let board = game.position().variant().board();
    for from in board.iter() {
        for to in board.iter() {
            let mv = Move::new(from, to);
            match copy.play(mv) {
                Ok(_) => {
                    return Err(TestCaseError::fail(format!(
                        "finished game ({:?}) accepted {mv} in `{}`",
                        game.outcome(),
                        game.position()
                    )));
                }
                Err(e) => prop_assert_eq!(
                    e,
                    IllegalMove::GameOver,
                    "{} in finished game `{}`",
                    mv,
                    game.position()
                ),
            }
        }
    }
    prop_assert_eq!(copy.position(), game.position());
    prop_assert_eq!(copy.plies(), game.plies());
    prop_assert_eq!(copy.outcome(), game.outcome());
    Ok(())
}

/// Property 2 at one moment of a game: generation and validation agree, on
/// the bare position and on the game.
fn check_generation(game: &Game) -> Result<(), TestCaseError> {
    let pos = game.position();
    let board = pos.variant().board();
    let own = pos.pieces(pos.turn());

    let listed = pos.legal_moves();
    let set: HashSet<Move> = listed.iter().copied().collect();
    prop_assert_eq!(set.len(), listed.len(), "duplicate moves in `{}`", pos);
    let game_listed = game.legal_moves();
    let game_set: HashSet<Move> = game_listed.iter().copied().collect();
    prop_assert_eq!(
        game_set.len(),
        game_listed.len(),
        "duplicate game moves in `{}`",
        pos
    );
    for mv in listed.iter().chain(game_listed.iter()) {
        prop_assert!(
            own.contains(mv.from) && board.contains(mv.to),
            "generated {} in `{}` does not start on a piece of the side to move",
            mv,
            pos
        );
    }
    for from in own.iter() {
        for to in board.iter() {
            let mv = Move::new(from, to);
            let checked = pos.check_move(mv);
            prop_assert_eq!(
                checked.is_ok(),
                set.contains(&mv),
                "position `{}`: {} check_move says {:?}, legal_moves {} it",
                pos,
                mv,
                checked,
                if set.contains(&mv) { "lists" } else { "omits" }
            );
            let checked = game.check_move(mv);
            prop_assert_eq!(
                checked.is_ok(),
                game_set.contains(&mv),
                "game at `{}` (after {} plies): {} check_move says {:?}, legal_moves {} it",
                pos,
                game.plies().len(),
                mv,
                checked,
                if game_set.contains(&mv) {
                    "lists"
                } else {
                    "omits"
                }
            );
        }
    }
    Ok(())
}

/// The board as a docs/rules.md diagram, ranks top to bottom.
fn diagram(pos: &Position, numbered: bool) -> String {
    let size = pos.variant().size();
    let mut out = String::new();
    for rank in (0..size).rev() {
        if numbered {
            let _ = write!(out, "{:>2} ", rank + 1);
        }
        for file in 0..size {
            let sq = Square::new(file, rank).expect("on the board");
            out.push(match pos.piece_at(sq) {
                Some(Piece::Attacker) => 'A',
                Some(Piece::Defender) => 'D',
                Some(Piece::King) => 'K',
                Some(Piece::Evangelist) => 'E',
                Some(Piece::TrollKing) | None => '.',
                Some(special) => special.otn_letter().unwrap_or('?'),
            });
            out.push(' ');
        }
        out.push('\n');
    }
    if numbered {
        out.push_str("   ");
        for file in 0..size {
            out.push((b'a' + file) as char);
            out.push(' ');
        }
        out.push('\n');
    }
    out
}

/// Property 3 for one position.
fn check_round_trip(pos: &Position) -> Result<(), TestCaseError> {
    let text = pos.to_string();
    let parsed = match Position::parse(pos.variant(), &text) {
        Ok(parsed) => parsed,
        Err(e) => {
            return Err(TestCaseError::fail(format!(
                "`{text}` does not parse back: {e}"
            )));
        }
    };
    prop_assert_eq!(
        &parsed,
        pos,
        "`{}` parses to another position (troll king {:?} after parsing, {:?} as played)",
        text,
        parsed.troll_king(),
        pos.troll_king()
    );
    prop_assert_eq!(parsed.to_string(), text.clone());
    prop_assert_eq!(
        parsed.hash(),
        pos.hash(),
        "`{}`: hash after moves differs from the hash parsed from scratch",
        text
    );
    prop_assert_eq!(parsed.king(), pos.king());
    prop_assert_eq!(parsed.troll_king(), pos.troll_king(), "`{}`", text);
    for side in Side::BOTH {
        prop_assert_eq!(parsed.pieces(side), pos.pieces(side), "`{}`", text);
    }
    let drawn = Position::from_diagram(pos.variant(), &diagram(pos, true), pos.turn());
    prop_assert_eq!(drawn.as_ref(), Ok(pos), "diagram of `{}`", text);
    Ok(())
}

// ---------------------------------------------------------------------------
// Properties 1, 2, 3, 5, 6: random playouts

proptest! {
    #![proptest_config(playout_config(64))]

    /// 1. Random playouts never panic, every generated move is accepted, no
    /// legal moves exactly when the game is over, and a finished game
    /// refuses every move with `game is over`.
    #[test]
    fn playouts_are_consistent(seed in any::<u64>(), plies in 0..=MAX_PLIES) {
        every_start(|index, start| {
            let game = playout(start, index, seed, plies, check_game_state)?;
            check_game_state(&game)
        })?;
    }

    /// 6. Replaying a random game's moves from its start gives the same plies.
    #[test]
    fn replay_is_deterministic(seed in any::<u64>(), plies in 0..=MAX_PLIES) {
        every_start(|index, start| {
            let game = playout(start, index, seed, plies, |_| Ok(()))?;
            let mut again = Game::new(game.start().clone());
            for (n, ply) in game.plies().iter().enumerate() {
                let before = again.position().to_string();
                match again.play(ply.mv) {
                    Ok(replayed) => prop_assert_eq!(
                        replayed,
                        *ply,
                        "ply {} {} from `{}` differs on replay",
                        n + 1,
                        ply.mv,
                        before
                    ),
                    Err(e) => {
                        return Err(TestCaseError::fail(format!(
                            "ply {} {} refused on replay in `{before}`: {e}",
                            n + 1,
                            ply.mv
                        )));
                    }
                }
            }
            prop_assert_eq!(again.position(), game.position());
            prop_assert_eq!(again.position().hash(), game.position().hash());
            prop_assert_eq!(again.outcome(), game.outcome());
            Ok(())
        })?;
    }

    /// 7. A search's view agrees with the game's: `play_unchecked` makes the
    /// same position and captures as `Game::play`, and `result_of_move`
    /// gives the game's outcome whenever that outcome is the move's own
    /// (not repetition, not a side left without moves).
    #[test]
    fn unchecked_play_agrees_with_the_game(seed in any::<u64>(), plies in 0..=MAX_PLIES) {
        every_start(|index, start| {
            let game = playout(start, index, seed, plies, |_| Ok(()))?;
            let mut position = game.start().clone();
            for (n, ply) in game.plies().iter().enumerate() {
                let mover = position.turn();
                let effects = position.play_unchecked(ply.mv);
                prop_assert_eq!(effects.captures, ply.captures, "ply {} {}", n + 1, ply.mv);
                let own = position.result_of_move(mover, &effects);
                match ply.outcome {
                    Some(o) if o.reason != Reason::Repetition && o.reason != Reason::NoLegalMoves => {
                        prop_assert_eq!(own, Some(o), "ply {} {}", n + 1, ply.mv)
                    }
                    _ => prop_assert_eq!(own, None, "ply {} {}", n + 1, ply.mv),
                }
            }
            prop_assert_eq!(&position, game.position());
            prop_assert_eq!(position.hash(), game.position().hash());
            Ok(())
        })?;
    }
}

proptest! {
    // More cases: the troll king's leap, which ends only a few games, must
    // come up in most runs.
    #![proptest_config(playout_config(256))]

    /// 3. Position strings of played positions parse back to the same
    /// position, string and (incrementally kept) Zobrist hash.
    #[test]
    fn position_strings_round_trip(seed in any::<u64>(), plies in 0..=MAX_PLIES) {
        every_start(|index, start| {
            playout(start, index, seed, plies, |game| check_round_trip(game.position()))?;
            Ok(())
        })?;
    }
}

proptest! {
    #![proptest_config(playout_config(40))]

    /// 2. On played positions, `check_move` accepts exactly the generated
    /// moves (position and game), and the generated lists have no duplicates.
    #[test]
    fn generation_agrees_with_validation(
        seed in any::<u64>(),
        plies in 0..=MAX_PLIES,
        phase in 0usize..3,
    ) {
        every_start(|index, start| {
            let mut seen = 0usize;
            let game = playout(start, index, seed, plies, |game| {
                seen += 1;
                // Every third position keeps this affordable; the final
                // one is checked below.
                if seen % 3 == phase {
                    check_generation(game)?;
                }
                Ok(())
            })?;
            check_generation(&game)
        })?;
    }

    /// 5a. A game record in the native form reads back to the same game.
    #[test]
    fn native_records_round_trip(seed in any::<u64>(), plies in 0..=MAX_PLIES) {
        every_start(|index, start| {
            let game = playout(start, index, seed, plies, |_| Ok(()))?;
            let record = GameRecord::of_game(&game, Some(&start.layout));
            let text = record.to_string();
            let parsed = GameRecord::parse(&text)
                .map_err(|e| TestCaseError::fail(format!("record does not parse: {e}\n{text}")))?;
            let back = parsed
                .to_game()
                .map_err(|e| TestCaseError::fail(format!("record does not replay: {e}\n{text}")))?;
            same_game(&back, &game, &text)
        })?;
    }

    /// 5b. A game record in OpenTafl notation reads back to the same game.
    #[test]
    fn otn_records_round_trip(seed in any::<u64>(), plies in 0..=MAX_PLIES) {
        every_start(|index, start| {
            let game = playout(start, index, seed, plies, |_| Ok(()))?;
            let record = GameRecord::of_game(&game, Some(&start.layout));
            let text = record
                .to_otn()
                .map_err(|e| TestCaseError::fail(format!("to_otn fails: {e}\n{record}")))?;
            let parsed = GameRecord::parse(&text)
                .map_err(|e| TestCaseError::fail(format!("OTN does not parse: {e}\n{text}")))?;
            let back = parsed
                .to_game()
                .map_err(|e| TestCaseError::fail(format!("OTN does not replay: {e}\n{text}")))?;
            same_game(&back, &game, &text)
        })?;
    }
}

fn same_game(back: &Game, game: &Game, text: &str) -> Result<(), TestCaseError> {
    prop_assert_eq!(
        back.start(),
        game.start(),
        "start differs after reading back\n{}",
        text
    );
    prop_assert_eq!(
        back.position(),
        game.position(),
        "final position differs after reading back\n{}",
        text
    );
    prop_assert_eq!(back.plies(), game.plies(), "plies differ\n{}", text);
    prop_assert_eq!(back.outcome(), game.outcome(), "outcome differs\n{}", text);
    Ok(())
}

// ---------------------------------------------------------------------------
// Property 4: parsers on arbitrary and near-miss text

/// Material for near misses: positions of short playouts from every start
/// and records of short games.
struct Corpus {
    positions: Vec<Position>,
    position_texts: Vec<String>,
    diagrams: Vec<String>,
    records: Vec<GameRecord>,
    record_texts: Vec<String>,
}

static CORPUS: LazyLock<Corpus> = LazyLock::new(|| {
    let mut positions = Vec::new();
    let mut records = Vec::new();
    let mut record_texts = Vec::new();
    for (index, start) in STARTS.iter().enumerate() {
        let game = playout(start, index, 7, 40, |game| {
            if game.plies().len() % 10 == 0 {
                positions.push(game.position().clone());
            }
            Ok(())
        })
        .expect("corpus playout");
        for plies in [3, 12, 40] {
            let mut short = Game::new(game.start().clone());
            for ply in game.plies().iter().take(plies) {
                short.play(ply.mv).expect("replay");
            }
            let record = GameRecord::of_game(&short, Some(&start.layout));
            record_texts.push(record.to_string());
            record_texts.push(record.to_otn().expect("record of a game writes as OTN"));
            records.push(record);
        }
    }
    Corpus {
        position_texts: positions.iter().map(Position::to_string).collect(),
        diagrams: positions
            .iter()
            .enumerate()
            .map(|(i, p)| diagram(p, i % 2 == 0))
            .collect(),
        positions,
        records,
        record_texts,
    }
});

/// Texts from `bases` with a few edits (replace, insert, delete) drawn from
/// `alphabet`.
fn mutated(
    bases: impl Strategy<Value = String> + 'static,
    alphabet: &'static [char],
    max_edits: usize,
) -> BoxedStrategy<String> {
    (
        bases,
        prop::collection::vec(
            (any::<Index>(), 0u8..3, prop::sample::select(alphabet)),
            0..=max_edits,
        ),
    )
        .prop_map(|(base, edits)| {
            let mut chars: Vec<char> = base.chars().collect();
            for (at, op, c) in edits {
                match op {
                    0 if !chars.is_empty() => {
                        let i = at.index(chars.len());
                        chars[i] = c;
                    }
                    1 => chars.insert(at.index(chars.len() + 1), c),
                    _ if !chars.is_empty() => {
                        chars.remove(at.index(chars.len()));
                    }
                    _ => chars.push(c),
                }
            }
            chars.into_iter().collect()
        })
        .boxed()
}

const POSITION_CHARS: &[char] = &[
    '0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '/', 'a', 'd', 'k', 'e', ' ', 'x', 'A', 'D',
];
const DIAGRAM_CHARS: &[char] = &[
    'A', 'D', 'K', 'E', 'T', 'x', 'o', '.', ' ', '\n', '1', '9', 'a', 'b', 'q', 'k',
];
const RECORD_CHARS: &[char] = &[
    'a', 'b', 'e', 'k', 'x', 't', 'T', 'K', '1', '2', '5', '0', '9', '-', ' ', '\n', ':', '[', ']',
    '/', '.', '#',
];
const MOVE_CHARS: &[char] = &[
    'a', 'e', 's', 't', 'z', 'A', 'S', '0', '1', '2', '9', '-', 'x', 'X', ' ',
];

fn corpus_text(texts: fn(&'static Corpus) -> &'static [String]) -> BoxedStrategy<String> {
    any::<Index>()
        .prop_map(move |i| {
            let texts = texts(&CORPUS);
            texts[i.index(texts.len())].clone()
        })
        .boxed()
}

/// Square names on a 19x19 board, sometimes in capitals.
fn square_name() -> BoxedStrategy<String> {
    (0u8..19, 1u8..=19, any::<bool>())
        .prop_map(|(f, r, upper)| {
            let file = (b'a' + f) as char;
            let file = if upper {
                file.to_ascii_uppercase()
            } else {
                file
            };
            format!("{file}{r}")
        })
        .boxed()
}

/// Square names and near misses: files `a`..`u`, ranks 0..25, leading zeros.
fn square_text() -> BoxedStrategy<String> {
    prop_oneof![
        4 => square_name(),
        2 => (0u8..21, 0u8..26).prop_map(|(f, r)| format!("{}{r}", (b'a' + f) as char)),
        1 => "[a-uA-UzZ]0?[0-9]{0,3}",
        1 => "[a-u0-9]{0,4}",
    ]
    .boxed()
}

/// Moves in every accepted spelling, with capture suffixes.
fn valid_move_text() -> BoxedStrategy<String> {
    (
        square_name(),
        prop::sample::select(&["-", "-", "-", "", " ", " - ", "- "][..]),
        square_name(),
        prop::collection::vec((prop::sample::select(&["x", "X"][..]), square_name()), 0..3),
        prop::sample::select(&["", "", " ", "\t"][..]),
    )
        .prop_map(|(from, sep, to, caps, pad)| {
            let mut text = format!("{pad}{from}{sep}{to}");
            for (x, sq) in caps {
                text.push_str(x);
                text.push_str(&sq);
            }
            text.push_str(pad);
            text
        })
        .boxed()
}

/// Move texts and near misses built from square names and separators.
fn move_text() -> BoxedStrategy<String> {
    prop_oneof![
        3 => valid_move_text(),
        3 => mutated(valid_move_text(), MOVE_CHARS, 2),
        2 => (
            square_text(),
            prop::sample::select(&["-", "", " ", " - ", "--", "x", "- "][..]),
            square_text(),
            prop::collection::vec(
                (
                    prop::sample::select(&["x", "X", "", " x", "xx", "x "][..]),
                    square_text(),
                ),
                0..4,
            ),
            prop::sample::select(&["", " ", "x", "-", "+"][..]),
        )
            .prop_map(|(from, sep, to, caps, tail)| {
                let mut text = format!("{from}{sep}{to}");
                for (x, sq) in caps {
                    text.push_str(x);
                    text.push_str(&sq);
                }
                text.push_str(tail);
                text
            }),
        1 => prop::collection::vec(prop::sample::select(MOVE_CHARS), 0..16)
            .prop_map(|c| c.into_iter().collect()),
    ]
    .boxed()
}

/// Rows of a board from the top, `None` for an empty square.
type Grid = Vec<Vec<Option<char>>>;

/// Boards of assorted sizes with at most a few kings and arbitrary pieces
/// anywhere, so that the setup checks (kings, restricted and unusable
/// squares, the trollstone, Evangelists) are reached.
fn random_grid() -> BoxedStrategy<Grid> {
    (
        prop::sample::select(&[5usize, 7, 7, 9, 9, 11, 13, 19, 8][..]),
        prop::collection::vec(any::<Index>(), 0..=2),
        prop::collection::vec(
            (
                any::<Index>(),
                prop::sample::select(&['a', 'a', 'a', 'd', 'd', 'd', 'e'][..]),
            ),
            0..24,
        ),
    )
        .prop_map(|(size, kings, pieces)| {
            let mut cells = vec![None; size * size];
            for (at, piece) in pieces {
                cells[at.index(size * size)] = Some(piece);
            }
            for at in kings {
                cells[at.index(size * size)] = Some('k');
            }
            cells.chunks(size).map(<[_]>::to_vec).collect()
        })
        .boxed()
}

/// Played positions with a few squares emptied or given another piece.
fn edited_grid() -> BoxedStrategy<Grid> {
    (
        any::<Index>(),
        prop::collection::vec(
            (
                any::<Index>(),
                prop::sample::select(&[None, Some('a'), Some('d'), Some('k'), Some('e')][..]),
            ),
            0..4,
        ),
    )
        .prop_map(|(base, edits)| {
            let pos = &CORPUS.positions[base.index(CORPUS.positions.len())];
            let size = pos.variant().size();
            let mut grid: Grid = (0..size)
                .rev()
                .map(|rank| {
                    (0..size)
                        .map(|file| {
                            let sq = Square::new(file, rank).expect("on the board");
                            pos.piece_at(sq)
                                .filter(|&p| p != Piece::TrollKing)
                                .and_then(Piece::letter)
                        })
                        .collect()
                })
                .collect();
            let size = size as usize;
            for (at, cell) in edits {
                let at = at.index(size * size);
                grid[at / size][at % size] = cell;
            }
            grid
        })
        .boxed()
}

fn grid() -> BoxedStrategy<Grid> {
    prop_oneof![random_grid(), edited_grid()].boxed()
}

/// A grid as a position string with the given side text.
fn grid_position(grid: &[Vec<Option<char>>], side: &str) -> String {
    let ranks: Vec<String> = grid
        .iter()
        .map(|row| {
            let mut rank = String::new();
            let mut run = 0;
            for cell in row {
                match cell {
                    None => run += 1,
                    Some(c) => {
                        if run > 0 {
                            let _ = write!(rank, "{run}");
                            run = 0;
                        }
                        rank.push(*c);
                    }
                }
            }
            if run > 0 {
                let _ = write!(rank, "{run}");
            }
            rank
        })
        .collect();
    format!("{} {side}", ranks.join("/"))
}

/// A grid as a diagram, empty squares drawn with the symbols of `empty`.
fn grid_diagram(grid: &[Vec<Option<char>>], empty: &[char], numbered: bool) -> String {
    let size = grid.len();
    let mut out = String::new();
    for (row, cells) in grid.iter().enumerate() {
        if numbered {
            let _ = write!(out, "{} ", size - row);
        }
        for (file, cell) in cells.iter().enumerate() {
            out.push(match cell {
                Some(c) => c.to_ascii_uppercase(),
                None => empty[(row + file) % empty.len()],
            });
            out.push(' ');
        }
        out.push('\n');
    }
    if numbered {
        out.push_str("  ");
        out.extend((b'a'..b'a' + size as u8).map(char::from));
        out.push('\n');
    }
    out
}

fn position_text() -> BoxedStrategy<String> {
    prop_oneof![
        1 => any::<String>(),
        1 => "\\PC*",
        1 => "[0-9/adke ]{0,60}",
        4 => (
            grid(),
            prop::sample::select(&["a", "d", "a", "d", "A", "x", "", "a d"][..]),
        )
            .prop_map(|(grid, side)| grid_position(&grid, side)),
        3 => mutated(corpus_text(|c| &c.position_texts), POSITION_CHARS, 3),
    ]
    .boxed()
}

/// Ways to draw a diagram's empty squares.
const EMPTY_SYMBOLS: &[&[char]] = &[&['.'], &['.', 'x'], &['o', '.', '.']];

fn diagram_text() -> BoxedStrategy<String> {
    prop_oneof![
        1 => any::<String>(),
        1 => "\\PC*",
        1 => "([ 0-9]{0,2}[ADKETxo. ]{0,20}\n){0,12}",
        4 => (grid(), prop::sample::select(EMPTY_SYMBOLS), any::<bool>())
            .prop_map(|(grid, empty, numbered)| grid_diagram(&grid, empty, numbered)),
        3 => mutated(corpus_text(|c| &c.diagrams), DIAGRAM_CHARS, 3),
    ]
    .boxed()
}

const WINNERS: &[Winner] = &[Winner::Attackers, Winner::Defenders, Winner::Draw];

/// Records of played games with a claim changed: a capture suffix, the
/// result, a move dropped or the moves cut short; written natively or in
/// OpenTafl notation.
fn edited_record() -> BoxedStrategy<String> {
    (
        any::<Index>(),
        prop::collection::vec((0u8..5, any::<Index>(), any::<Index>()), 0..3),
        any::<bool>(),
    )
        .prop_map(|(base, edits, otn)| {
            let mut record = CORPUS.records[base.index(CORPUS.records.len())].clone();
            let size = record.variant().expect("a built-in variant").size();
            for (op, a, b) in edits {
                let n = record.moves.len();
                match op {
                    0 if n > 0 => {
                        let sq =
                            Square::new(a.index(size as usize) as u8, b.index(size as usize) as u8)
                                .expect("on the board");
                        let captures = &mut record.moves[a.index(n)].captures;
                        *captures = Some(captures.unwrap_or_default().with(sq));
                    }
                    1 if n > 0 => record.moves[b.index(n)].captures = None,
                    2 => {
                        record.result = Some(Outcome::new(
                            WINNERS[a.index(WINNERS.len())],
                            Reason::ALL[b.index(Reason::ALL.len())],
                        ));
                    }
                    3 if n > 0 => {
                        record.moves.remove(a.index(n));
                    }
                    _ => record.moves.truncate(a.index(n + 1)),
                }
            }
            if otn {
                record.to_otn().unwrap_or_else(|_| record.to_string())
            } else {
                record.to_string()
            }
        })
        .boxed()
}

const RECORD_LINES: &[&str] = &[
    "variant: brandubh",
    "variant: tafl9",
    "variant: alea-evangelii",
    "variant: noggin",
    "variant: nope",
    "VARIANT: Copenhagen",
    "layout: standard",
    "layout: cross",
    "layout: ballinderry-3",
    "layout: bogus",
    "start: 3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 d",
    "start: 3a3/3a3/3d3/aad1daa/3d3/3a3/3a3 a",
    "start: 9/9/9/9/4k4/9/9/9/9 a",
    "start: 7/7/7/7/7/7/7 a",
    "start: garbage",
    "result: attackers",
    "result: defenders",
    "result: draw",
    "result: maybe",
    "reason: king captured",
    "reason: resigned",
    "reason: timeout",
    "reason: repetition",
    "reason: nonsense",
    "attackers: someone",
    "# a comment",
    "",
    "d2-e2",
    "d1-d2",
    "e5-e6",
    "a4-a1",
    "d2-e2xe3",
    "[variant:Brandubh]",
    "[variant:tafl9]",
    "[variant:nope]",
    "[result:1]",
    "[result:-1]",
    "[termination:resigned]",
    "[termination:king escaped]",
    "[unclosed",
    "[nocolon]",
    "dim:7 atkf:y start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/",
    "dim:7 atkf:n",
    "dim:11",
    "dim:x",
    "/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/",
    "/3t3/3Q3/",
    "1. d2-e2 e4-e3",
    "1. Td6-d5 te7^e5xd5/Kd4",
    "2. ---",
];

fn header_line() -> BoxedStrategy<String> {
    prop_oneof![
        4 => prop::sample::select(RECORD_LINES).prop_map(str::to_string),
        1 => "[a-z]{1,8}: [ -~]{0,12}",
        1 => "\\PC{0,20}",
    ]
    .boxed()
}

/// Header lines, then move lines.
fn record_lines() -> BoxedStrategy<String> {
    (
        prop::collection::vec(header_line(), 0..6),
        prop::collection::vec(prop_oneof![4 => move_text(), 1 => header_line()], 0..8),
    )
        .prop_map(|(header, moves)| {
            let mut text = header.join("\n");
            text.push('\n');
            text.push_str(&moves.join("\n"));
            text
        })
        .boxed()
}

fn record_text() -> BoxedStrategy<String> {
    prop_oneof![
        1 => any::<String>(),
        1 => "\\PC*",
        3 => record_lines(),
        3 => mutated(corpus_text(|c| &c.record_texts), RECORD_CHARS, 2),
        3 => edited_record(),
    ]
    .boxed()
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 2000,
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    /// 4a. Square names parse without panicking and print back.
    #[test]
    fn square_parser_is_total(text in prop_oneof![any::<String>(), "\\PC*", square_text()]) {
        if let Ok(sq) = Square::parse(&text) {
            prop_assert_eq!(Square::parse(&sq.to_string()), Ok(sq));
            prop_assert!(text.eq_ignore_ascii_case(&sq.to_string()), "`{}` read as {}", text, sq);
        }
    }

    /// 4b. Move texts parse without panicking; a parsed move prints back.
    #[test]
    fn move_parsers_are_total(text in prop_oneof![any::<String>(), "\\PC*", move_text()]) {
        let parsed = MoveText::parse(&text);
        prop_assert_eq!(Move::parse(&text), parsed.clone().map(|m| m.mv));
        if let Ok(m) = parsed {
            prop_assert_eq!(Move::parse(&m.mv.to_string()), Ok(m.mv));
            if let Some(captures) = m.captures {
                let printed = m.mv.with_captures(captures).to_string();
                prop_assert_eq!(MoveText::parse(&printed), Ok(m));
            }
        }
    }

    /// 4c. Position strings parse without panicking for every variant; what
    /// parses prints and parses back, and can start a game.
    #[test]
    fn position_parser_is_total(text in position_text()) {
        for v in variant::all() {
            if let Ok(pos) = Position::parse(v, &text) {
                let printed = pos.to_string();
                let reparsed = Position::parse(v, &printed);
                prop_assert_eq!(
                    reparsed.as_ref(),
                    Ok(&pos),
                    "{}: `{}` read as `{}`",
                    v.key(),
                    text,
                    printed
                );
                let game = Game::new(pos);
                prop_assert_eq!(game.legal_moves().is_empty(), game.is_over(), "{}: `{}`", v.key(), text);
            }
        }
    }

    /// 4d. Diagrams parse without panicking for every variant and side.
    #[test]
    fn diagram_parser_is_total(text in diagram_text()) {
        for v in variant::all() {
            for side in Side::BOTH {
                if let Ok(pos) = Position::from_diagram(v, &text, side) {
                    let _ = Game::new(pos).legal_moves();
                }
            }
        }
    }

    /// 4e. Records parse without panicking; what parses replays (or fails)
    /// without panicking, and what replays writes out again.
    #[test]
    fn record_parser_is_total(text in record_text()) {
        if let Ok(record) = GameRecord::parse(&text) {
            let _ = record.to_string();
            if let Ok(game) = record.to_game() {
                let _ = record.to_otn();
                prop_assert_eq!(game.legal_moves().is_empty(), game.is_over());
            }
        }
    }

    /// 4f. Variant keys: any text is a known key or an error, never a panic.
    #[test]
    fn variant_lookup_is_total(text in prop_oneof![
        any::<String>(),
        "\\PC*",
        " ?(brandubh|Tafl9|KINGS-table|copenhagen|alea|noggin|magpie|knut|thor)[ -]?",
    ]) {
        if let Ok(v) = variant::by_key(&text) {
            prop_assert!(v.key().eq_ignore_ascii_case(text.trim()));
        }
    }
}
