//! The AI follows each variant's repetition rule from the game's history:
//! a shuttle played twice, so that the move it would choose on the bare
//! position now creates a position for the third time.

use hnefi_ai::{SearchLimits, choose, choose_in_position};
use hnefi_engine::{Game, Move, Position, Reason, Side, Winner, variant};

const DEPTH: u8 = 3;

/// A game that ends in `base` (the side to move there is X) after a
/// shuttle played twice, such that `r` from `base` recreates the game's
/// start for the third time. `None` if no quiet shuttle fits.
fn shuttle(base: &Position, r: Move) -> Option<Game> {
    let quiet = |pos: &Position, mv: Move| -> Option<Position> {
        if !pos.is_legal(mv) {
            return None;
        }
        let mut next = pos.clone();
        let effects = next.play_unchecked(mv);
        (!effects.irreversible && next.result_of_move(pos.turn(), &effects).is_none())
            .then_some(next)
    };
    let back = |mv: Move| Move::new(mv.to, mv.from);
    let c0 = quiet(base, r)?;
    for n in c0.legal_moves() {
        let Some(c1) = quiet(&c0, n) else { continue };
        let Some(c2) = quiet(&c1, back(r)) else {
            continue;
        };
        let Some(b) = quiet(&c2, back(n)) else {
            continue;
        };
        if b != *base {
            continue;
        }
        let mut game = Game::new(c0.clone());
        let ok = [n, back(r), back(n), r, n, back(r), back(n)]
            .into_iter()
            .all(|mv| game.play(mv).is_ok_and(|ply| ply.outcome.is_none()));
        if ok && game.position() == base {
            return Some(game);
        }
    }
    None
}

/// A position of `key` with `side` to move, a few plies into the game.
fn base(key: &str, side: Side, plies: usize) -> Position {
    let v = variant::by_key(key).unwrap();
    let mut game = Game::new(v.start_position(None, Some(Side::Attackers)).unwrap());
    while game.turn() != side || game.plies().len() < plies {
        let found = choose(&game, SearchLimits::depth(2), 0).unwrap();
        game.play(found.best).unwrap();
    }
    game.position().clone()
}

/// The bare position's choice and the shuttle game that makes it a third
/// occurrence.
fn setup(key: &str, side: Side) -> (Move, Game) {
    let base = base(key, side, 4);
    let r = choose_in_position(&base, SearchLimits::depth(DEPTH), 0)
        .unwrap()
        .best;
    let game = shuttle(&base, r).unwrap_or_else(|| panic!("{key}: no shuttle for {r} in {base}"));
    (r, game)
}

#[test]
fn copenhagen_defenders_avoid_the_third_occurrence_that_loses() {
    let (r, game) = setup("copenhagen", Side::Defenders);
    let outcome = game.clone().play(r).unwrap().outcome.unwrap();
    assert_eq!(
        (outcome.winner, outcome.reason),
        (Winner::Attackers, Reason::Repetition)
    );
    let found = choose(&game, SearchLimits::depth(DEPTH), 0).unwrap();
    assert_ne!(found.best, r, "{} repeats for the third time", found.best);
}

#[test]
fn copenhagen_attackers_win_by_the_third_occurrence() {
    let base = base("copenhagen", Side::Attackers, 4);
    // Any quiet shuttle will do: its third occurrence wins for them.
    let (r, game) = base
        .legal_moves()
        .into_iter()
        .find_map(|r| shuttle(&base, r).map(|g| (r, g)))
        .expect("a shuttle");
    let found = choose(&game, SearchLimits::depth(DEPTH), 0).unwrap();
    assert_eq!(found.best, r);
    assert_eq!(found.forced_end_in(), Some(1));
}

#[test]
fn brandubh_players_do_not_make_the_third_occurrence() {
    for side in [Side::Attackers, Side::Defenders] {
        let (r, game) = setup("brandubh", side);
        let outcome = game.clone().play(r).unwrap().outcome.unwrap();
        assert_eq!(outcome.winner, Winner::side(side.other()), "{side}");
        let found = choose(&game, SearchLimits::depth(DEPTH), 0).unwrap();
        assert_ne!(found.best, r, "{side}: {} repeats", found.best);
    }
}

#[test]
fn nogs_never_choose_a_forbidden_repetition() {
    let (r, game) = setup("noggin", Side::Defenders);
    assert!(
        !game.legal_moves().contains(&r),
        "{r} is forbidden by the duty to vary"
    );
    let found = choose(&game, SearchLimits::depth(DEPTH), 0).unwrap();
    assert!(game.legal_moves().contains(&found.best));
}

#[test]
fn a_draw_by_repetition_scores_zero() {
    // Tafl: the house rule. The repeating move is worth exactly a draw, so
    // whatever the AI plays is worth at least that.
    let base = base("tafl9", Side::Attackers, 4);
    let (r, game) = base
        .legal_moves()
        .into_iter()
        .find_map(|r| shuttle(&base, r).map(|g| (r, g)))
        .expect("a shuttle");
    let outcome = game.clone().play(r).unwrap().outcome.unwrap();
    assert_eq!(outcome.winner, Winner::Draw);
    let found = choose(&game, SearchLimits::depth(DEPTH), 0).unwrap();
    if found.best == r {
        assert_eq!(found.score, 0, "a draw is worth nothing");
    } else {
        assert!(found.score >= 0, "the AI left a draw for a worse line");
    }
}
