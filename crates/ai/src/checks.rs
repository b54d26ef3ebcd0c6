//! The search's shortcuts checked against the engine's own rules on
//! positions from random playouts of every variant: the king's escape in
//! one, his capture in one, two open routes, and the capture squares used
//! for ordering.

use hnefi_engine::{Game, Move, Outcome, Position, Reason, Side, Winner, variant};

use crate::board::Board;
use crate::eval::exposed;
use crate::king::{capture_in_one, goal_in_one_squares, king_view, leap_blockers, without_king};
use crate::search::splitmix;

/// Positions along random games of every variant (up to `plies` each).
pub(crate) fn random_positions(games: usize, plies: usize, seed: u64) -> Vec<Game> {
    let mut rng = seed;
    let mut out = Vec::new();
    for v in variant::all() {
        for layout in v.layouts().map(str::to_string).collect::<Vec<_>>() {
            for _ in 0..games {
                let first = if splitmix(&mut rng) % 2 == 0 {
                    Side::Attackers
                } else {
                    Side::Defenders
                };
                let start = Game::new(v.start_position(Some(&layout), Some(first)).unwrap());
                random_walk(start, plies, &mut rng, |g| out.push(g.clone()));
            }
        }
    }
    out
}

/// Positions along random games of one variant from its default start
/// (up to `plies` each), without their histories: lighter than
/// [`random_positions`] for checks that need many positions of one board.
pub(crate) fn random_positions_of(
    v: &std::sync::Arc<hnefi_engine::Variant>,
    games: usize,
    plies: usize,
    seed: u64,
) -> Vec<Position> {
    let mut rng = seed;
    let mut out = Vec::new();
    for _ in 0..games {
        let start = Game::new(v.start_position(None, None).unwrap());
        random_walk(start, plies, &mut rng, |g| out.push(g.position().clone()));
    }
    out
}

fn wins(pos: &Position, mv: Move) -> Option<Outcome> {
    let mut next = pos.clone();
    let effects = next.play_unchecked(mv);
    next.result_of_move(pos.turn(), &effects)
}

#[test]
fn escape_in_one_agrees_with_the_engine() {
    let mut seen = 0;
    for game in random_positions(6, 150, 1) {
        let pos = game.position();
        if pos.turn() != Side::Defenders {
            continue;
        }
        let board = Board::new(pos.variant());
        let occ = pos.occupied();
        let view = king_view(pos, &board, &occ).unwrap();
        let truth = pos.legal_moves().into_iter().any(|mv| {
            Some(mv.from) == pos.king()
                && wins(pos, mv).is_some_and(|o| o.reason == Reason::KingEscaped)
        });
        assert_eq!(view.routes > 0, truth, "{} {pos}", pos.variant().key());
        if let Some(mv) = view.goal_move {
            assert!(pos.is_legal(mv), "{mv} in {pos:?}");
            let outcome = wins(pos, mv).unwrap();
            assert_eq!(outcome.winner, Winner::Defenders, "{mv} in {pos:?}");
            seen += 1;
        }
    }
    assert!(seen > 50, "only {seen} escapes seen");
}

#[test]
fn capture_in_one_agrees_with_the_engine() {
    let mut seen = 0;
    for game in random_positions(6, 150, 2) {
        let pos = game.position();
        if pos.turn() != Side::Attackers {
            continue;
        }
        let board = Board::new(pos.variant());
        let occ = pos.occupied();
        let found = capture_in_one(pos, &board, &occ);
        if let Some(mv) = found {
            assert!(pos.is_legal(mv), "{mv} in {pos:?}");
            let mut next = pos.clone();
            assert!(next.play_unchecked(mv).king_captured, "{mv} in {pos:?}");
            seen += 1;
        } else {
            let king = pos.king().unwrap();
            for mv in pos.legal_moves() {
                let mut next = pos.clone();
                let effects = next.play_unchecked(mv);
                let touches =
                    mv.to.file().abs_diff(king.file()) + mv.to.rank().abs_diff(king.rank()) == 1;
                let troll_leap = board.troll_stone.is_some();
                assert!(
                    !effects.king_captured || (!touches && !troll_leap),
                    "missed {mv} capturing the king in {pos:?}"
                );
            }
        }
    }
    assert!(seen > 20, "only {seen} captures seen");
}

#[test]
fn two_routes_against_the_attackers_win() {
    let mut seen = 0;
    for game in random_positions(6, 150, 3) {
        let pos = game.position();
        if pos.turn() != Side::Attackers {
            continue;
        }
        let board = Board::new(pos.variant());
        let occ = pos.occupied();
        let view = king_view(pos, &board, &occ).unwrap();
        if view.routes < 2 || capture_in_one(pos, &board, &occ).is_some() {
            continue;
        }
        seen += 1;
        for mv in pos.legal_moves() {
            let mut next = pos.clone();
            let effects = next.play_unchecked(mv);
            assert!(
                next.result_of_move(Side::Attackers, &effects).is_none(),
                "{mv} wins for the attackers in {pos:?}"
            );
            let escapes = next
                .legal_moves()
                .into_iter()
                .any(|reply| wins(&next, reply).is_some_and(|o| o.winner == Winner::Defenders));
            assert!(escapes, "{mv} stops both routes in {pos:?}");
        }
    }
    assert!(seen > 10, "only {seen} double routes seen");
}

#[test]
fn goal_in_one_squares_are_squares_the_king_escapes_from() {
    for game in random_positions(3, 120, 4) {
        let pos = game.position();
        let board = Board::new(pos.variant());
        let occ = pos.occupied();
        let view = king_view(pos, &board, &occ).unwrap();
        let after = without_king(&board, &occ, view.king);
        let blockers = leap_blockers(pos, &board);
        let threats = goal_in_one_squares(&board, &after, &blockers, &view.reach);
        // Moving the king to each threat square (with the defenders to
        // move again) gives him a route.
        for to in view.reach.iter() {
            let text = pos.to_string();
            let (board_text, _) = text.split_once(' ').unwrap();
            let mut defenders =
                Position::from_board_str(pos.variant(), board_text, Side::Defenders)
                    .expect("the same board with the defenders to move");
            if !defenders.is_legal(Move::new(view.king, to)) {
                continue;
            }
            if defenders
                .play_unchecked(Move::new(view.king, to))
                .captures
                .any()
            {
                // A capture by the king may open a line: not foreseen.
                continue;
            }
            let moved_text = defenders.to_string();
            let (moved_board, _) = moved_text.split_once(' ').unwrap();
            let Ok(again) = Position::from_board_str(pos.variant(), moved_board, Side::Defenders)
            else {
                continue;
            };
            let occ2 = again.occupied();
            let Some(view2) = king_view(&again, &board, &occ2) else {
                continue;
            };
            if board.escape.contains(to) {
                continue;
            }
            assert_eq!(
                threats.contains(to),
                view2.routes > 0,
                "{} king to {to} in {pos:?}",
                pos.variant().key()
            );
        }
    }
}

#[test]
fn capture_squares_cover_real_captures() {
    // Every ordinary capture by a man arriving on a square is predicted
    // (the squares may include a few that do not capture).
    let mut captures = 0;
    for game in random_positions(4, 120, 5) {
        let pos = game.position();
        let board = Board::new(pos.variant());
        let occ = pos.occupied();
        let (_, landing) = exposed(pos, &board, pos.turn().other(), &occ);
        for mv in pos.legal_moves() {
            let mut next = pos.clone();
            let effects = next.play_unchecked(mv);
            let mut men = effects.captures;
            if let Some(king) = pos.king() {
                men.remove(king);
            }
            // Custodial captures land next to the victim; shieldwalls,
            // jumps and the troll king's leap are other matters.
            let custodial = men
                .iter()
                .any(|v| v.file().abs_diff(mv.to.file()) + v.rank().abs_diff(mv.to.rank()) == 1);
            if custodial && !effects.king_captured {
                captures += 1;
                let from_anvil = men.iter().all(|v| {
                    // The anvil was the mover's own square: not predicted.
                    let beyond_f = 2 * v.file() as i16 - mv.to.file() as i16;
                    let beyond_r = 2 * v.rank() as i16 - mv.to.rank() as i16;
                    (beyond_f, beyond_r) == (mv.from.file() as i16, mv.from.rank() as i16)
                });
                assert!(
                    landing.contains(mv.to)
                        || from_anvil
                        || pos.piece_at(mv.from) == pos.king().and_then(|k| pos.piece_at(k)),
                    "{mv} captures {:?} unpredicted in {pos:?}",
                    men
                );
            }
        }
    }
    assert!(captures > 100, "only {captures} captures seen");
}

#[test]
fn random_positions_cover_every_variant() {
    let games = random_positions(1, 10, 6);
    for v in variant::all() {
        assert!(
            games
                .iter()
                .any(|g| g.position().variant().key() == v.key()),
            "{}",
            v.key()
        );
    }
}

/// Positions along random games of random rule sets (docs/rules.md 5).
fn rule_set_positions(sets: u64, plies: usize, seed: u64) -> Vec<Game> {
    let mut rng = seed;
    let mut out = Vec::new();
    for s in 0..sets {
        let rules = hnefi_engine::RuleSet::parse(&hnefi_engine::ruleset::random_rules(seed + s))
            .unwrap()
            .rules;
        let v = rules.compile("random").unwrap();
        let start = Game::new(v.start_position(None, None).unwrap());
        random_walk(start, plies, &mut rng, |g| out.push(g.clone()));
    }
    out
}

/// The search's shortcuts in a rule set are those the engine confirms: a
/// legal king's move to a goal square wins, a capture in one captures, and
/// the king threats the evaluation counts are real (a reachable capture
/// square is one where some legal attacker's move captures the king, when
/// the attackers are to move and the piece moves like a rook).
#[test]
fn rule_set_shortcuts_agree_with_the_engine() {
    let (mut escapes, mut captures, mut threats, mut false_threats) = (0, 0, 0, 0);
    for game in rule_set_positions(60, 120, 5) {
        let pos = game.position();
        let board = Board::new(pos.variant());
        let occ = pos.occupied();
        let Some(view) = king_view(pos, &board, &occ) else {
            continue;
        };
        let text = pos.variant().otn_rules().unwrap_or_default();
        match pos.turn() {
            Side::Defenders => {
                if let Some(mv) = view.goal_move.filter(|&mv| pos.is_legal(mv)) {
                    let outcome = wins(pos, mv);
                    assert_eq!(
                        outcome.map(|o| o.winner),
                        Some(Winner::Defenders),
                        "{mv} in {pos:?} of {text}"
                    );
                    escapes += 1;
                }
            }
            Side::Attackers => {
                if let Some(mv) = capture_in_one(pos, &board, &occ) {
                    assert!(pos.is_legal(mv), "{mv} in {pos:?} of {text}");
                    let mut next = pos.clone();
                    assert!(next.play_unchecked(mv).king_captured, "{mv} in {pos:?}");
                    captures += 1;
                }
                let t = crate::king::king_threats(pos, &board, &occ, view.king);
                if t.reachable > 0 {
                    threats += 1;
                    let real = pos.legal_moves().into_iter().any(|mv| {
                        let mut next = pos.clone();
                        next.play_unchecked(mv).king_captured
                    });
                    if !real {
                        false_threats += 1;
                        eprintln!("no capture: {pos:?} of {text}");
                    }
                }
            }
        }
    }
    assert!(escapes > 20, "only {escapes} escapes seen");
    assert!(captures > 5, "only {captures} captures seen");
    assert!(threats > 5, "only {threats} threats seen");
    assert!(
        false_threats * 10 <= threats,
        "{false_threats} of {threats} threats false"
    );
}

/// Plays up to `plies` random legal moves from `game`, showing `visit`
/// every position before its move.
fn random_walk(mut game: Game, plies: usize, rng: &mut u64, mut visit: impl FnMut(&Game)) {
    for _ in 0..plies {
        if game.is_over() {
            break;
        }
        visit(&game);
        let moves = game.legal_moves();
        let mv = moves[(splitmix(rng) % moves.len() as u64) as usize];
        game.play(mv).unwrap();
    }
}
