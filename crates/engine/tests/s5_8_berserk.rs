//! Rule tests for docs/rules.md 5.8, berserk (`ber`): a piece that captured
//! may have to move again before the turn passes. Diagrams use OTN's
//! letters (5.1): `t T` taflmen, `K` king, `c C` commanders, `n N` knights,
//! `m M` mercenaries, `g G` guards, `.` empty, `x` an empty special square.
//! The board is 7x7, with the default corners a1 g1 a7 g7 and throne d4
//! unless the keys say otherwise.

mod common;

use common::{legal, names, otn_rules, play, refuse, rule_set_game, sq};
use hnefi_engine::{Game, IllegalMove, Outcome, Reason, Side, Winner};

fn g7(extra: &str, diagram: &str, to_move: Side) -> Game {
    rule_set_game(&otn_rules(7, extra), diagram, to_move)
}

/// f3-d3 takes c3 (against b3); from d3 the attacker can then take e5 by
/// d3-d5 (against f5), and nothing else.
const TWICE: &str = "
    7 . . . . . . .
    6 . K . . . . .
    5 . . . . T t .
    4 . . . x . . .
    3 . t T . . t .
    2 . . . . . . .
    1 . . . . . . .";

/// docs/rules.md 5.2: `ber:n` (the default), no berserk: the turn passes
/// after a capture as in section 1.
#[test]
fn s5_8_ber_n_the_turn_passes_after_a_capture() {
    for extra in ["", "ber:n"] {
        let mut g = g7(extra, TWICE, Side::Attackers);
        let ply = play(&mut g, "f3-d3");
        assert_eq!(names(ply.captures), ["c3"]);
        assert_eq!(g.turn(), Side::Defenders, "{extra}");
        assert_eq!(g.position().berserker(), None);
    }
}

/// docs/rules.md 5.8: "With `ber:c` ..., a piece that captured ... may
/// have to move again before the turn passes: ... with `ber:c` when it has
/// a move that captures. Then only that piece moves, and with `ber:c` only
/// a move that captures. ... A berserker's move is a move like any other in
/// the notation (the next move is by the same side)."
#[test]
fn s5_8_ber_c_the_capturer_moves_again_and_must_capture() {
    let mut g = g7("ber:c", TWICE, Side::Attackers);
    let ply = play(&mut g, "f3-d3");
    assert_eq!(ply.mover, Side::Attackers);
    assert_eq!(ply.outcome, None);
    assert_eq!(g.turn(), Side::Attackers, "the same side moves again");
    assert_eq!(g.position().berserker(), Some(sq("d3")));
    assert_eq!(legal(&g), ["d3-d5"]);
    let ply = play(&mut g, "d3-d5");
    assert_eq!(ply.mover, Side::Attackers);
    assert_eq!(ply.to_string(), "d3-d5xe5");
    assert_eq!(names(ply.captures), ["e5"]);
    // Nothing more to capture: the turn passes.
    assert_eq!(g.turn(), Side::Defenders);
    assert_eq!(g.position().berserker(), None);
}

/// docs/rules.md 5.8: "Then only that piece moves, and with `ber:c` only a
/// move that captures" — refusals say so.
#[test]
fn s5_8_ber_c_refusals_name_the_berserker_and_the_capture() {
    let mut g = g7("ber:c", TWICE, Side::Attackers);
    play(&mut g, "f3-d3");
    // The data only; the words are checked in error_words.rs.
    let other = refuse(&mut g, "f5-f4");
    assert_eq!(
        other.error,
        IllegalMove::Berserker { square: sq("d3") },
        "{other}"
    );
    let quiet = refuse(&mut g, "d3-d2");
    assert_eq!(quiet.error, IllegalMove::MustCapture, "{quiet}");
    // The defenders may not move either.
    let r = refuse(&mut g, "b6-b7");
    assert!(matches!(r.error, IllegalMove::NotYourPiece { .. }), "{r}");
}

/// docs/rules.md 5.8: "When it cannot go on, the turn passes as usual."
#[test]
fn s5_8_ber_c_the_turn_passes_when_no_capture_follows() {
    let no_second = TWICE.replace("5 . . . . T t", "5 . . . . T .");
    let mut g = g7("ber:c", &no_second, Side::Attackers);
    assert_eq!(names(play(&mut g, "f3-d3").captures), ["c3"]);
    assert_eq!(g.turn(), Side::Defenders);
    assert_eq!(g.position().berserker(), None);
}

/// docs/rules.md 5.8: "The move after that may make it go on again."
#[test]
fn s5_8_ber_c_the_berserker_goes_on_again() {
    let chain = "
        7 . . . . . K .
        6 . t T . . . .
        5 . . . . T t .
        4 . . . x . . .
        3 . t T . . t .
        2 . . . . . . .
        1 . . . . . . .";
    let mut g = g7("ber:c", chain, Side::Attackers);
    play(&mut g, "f3-d3");
    assert_eq!(legal(&g), ["d3-d5", "d3-d6"]);
    assert_eq!(names(play(&mut g, "d3-d5").captures), ["e5"]);
    assert_eq!(g.turn(), Side::Attackers);
    assert_eq!(legal(&g), ["d5-d6"]);
    assert_eq!(names(play(&mut g, "d5-d6").captures), ["c6"]);
    assert_eq!(g.turn(), Side::Defenders);
}

/// docs/rules.md 5.8: "with `ber:m` when it has a legal move": any move,
/// capturing or not; a move that captures nothing passes the turn.
#[test]
fn s5_8_ber_m_the_berserker_moves_again_with_any_move() {
    let mut g = g7("ber:m", TWICE, Side::Attackers);
    play(&mut g, "f3-d3");
    assert_eq!(g.turn(), Side::Attackers);
    let moves = legal(&g);
    assert!(moves.iter().all(|m| m.starts_with("d3-")), "{moves:?}");
    assert!(moves.contains(&"d3-d2".to_string()), "{moves:?}");
    assert!(moves.contains(&"d3-d5".to_string()), "{moves:?}");
    assert!(matches!(
        refuse(&mut g, "f5-f4").error,
        IllegalMove::Berserker { .. }
    ));
    let ply = play(&mut g, "d3-d2");
    assert!(ply.captures.is_empty());
    assert_eq!(g.turn(), Side::Defenders);
}

/// docs/rules.md 5.8: "with `ber:m` when it has a legal move" — a
/// berserker without one passes the turn. The commander jumps from the
/// attackers' fort b2 (which it may not re-enter, `aforre:`) into d2,
/// where it converts the mercenary on e2 and is shut in.
#[test]
fn s5_8_ber_m_a_berserker_without_a_move_passes_the_turn() {
    let diagram = "
        7 . . . . . K .
        6 . . . . . . .
        5 . . . . . . .
        4 . . . x . . .
        3 . . . G . . .
        2 . c T . M t .
        1 . . . G . . .";
    let mut g = g7("ber:m afor:b2, aforre: aforh:", diagram, Side::Attackers);
    let ply = play(&mut g, "b2-d2");
    assert_eq!(names(ply.converted), ["e2"]);
    assert_eq!(g.turn(), Side::Defenders);
    // Free to jump back onto the fort, it goes on.
    let mut g = g7("ber:m afor:b2, aforh:", diagram, Side::Attackers);
    play(&mut g, "b2-d2");
    assert_eq!(g.turn(), Side::Attackers);
    assert_eq!(legal(&g), ["d2-b2"]);
}

/// docs/rules.md 5.8: "a piece that captured (anything, a mercenary
/// included)"; 5.6: "It counts as a capture (a berserker goes on after
/// it)".
#[test]
fn s5_8_a_mercenary_changing_sides_makes_a_berserker() {
    let mercenary = TWICE.replace("3 . t T", "3 . t M");
    let mut g = g7("ber:c", &mercenary, Side::Attackers);
    let ply = play(&mut g, "f3-d3");
    assert_eq!(names(ply.converted), ["c3"]);
    assert_eq!(g.turn(), Side::Attackers);
    assert_eq!(g.position().berserker(), Some(sq("d3")));
}

/// docs/rules.md 5.8: "with `ber:c` when it has a move that captures" —
/// capturing the king is a capture (5.7: "the king captured").
#[test]
fn s5_8_ber_c_a_move_that_captures_the_king_is_a_capturing_move() {
    let diagram = "
        7 . . . . . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . . . x . . .
        3 . . . . K t .
        2 . t T . . t .
        1 . . . . . . .";
    let mut g = g7("ber:c ks:w", diagram, Side::Attackers);
    assert_eq!(names(play(&mut g, "f2-d2").captures), ["c2"]);
    assert_eq!(g.turn(), Side::Attackers, "d2-d3 would take the king");
    assert_eq!(g.position().berserker(), Some(sq("d2")));
    let ply = play(&mut g, "d2-d3");
    assert_eq!(
        ply.outcome,
        Some(Outcome::win(Side::Attackers, Reason::KingCaptured))
    );
}

/// docs/rules.md 5.8: "Then only that piece moves, and with `ber:c` only a
/// move that captures": a move that captures the king is such a move and
/// may not be refused as capturing nothing.
#[test]
fn s5_8_ber_c_the_berserker_may_capture_the_king() {
    let diagram = "
        7 . . . . . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . . . x . . .
        3 . . . . K t .
        2 . t T . . t .
        1 . . . . T t .";
    let mut g = g7("ber:c ks:w", diagram, Side::Attackers);
    assert_eq!(names(play(&mut g, "f2-d2").captures), ["c2"]);
    // d2-d1 would take e1: the attacker goes berserk.
    assert_eq!(g.position().berserker(), Some(sq("d2")));
    let ply = play(&mut g, "d2-d3");
    assert_eq!(
        ply.outcome,
        Some(Outcome::win(Side::Attackers, Reason::KingCaptured))
    );
}

/// docs/rules.md 5.7: "6. a position occurring for the third time
/// (section 1; not while a berserker still moves, 5.8)". Mercenaries
/// change sides back and forth (which ends no repetition, 5.6), so the
/// position right after the attackers' capture, with their berserker to
/// move, is the first to occur three times (ply 9); the game goes on
/// until the next position does (ply 10).
#[test]
fn s5_8_no_repetition_while_a_berserker_moves() {
    let mut g = g7(
        "ber:m",
        "
        7 . . . . . . .
        6 . . . . . K .
        5 . . . . . . .
        4 . . . x . . .
        3 T . . . . . .
        2 . t M . . . t
        1 . . T . . . .",
        Side::Attackers,
    );
    let lead_in = "g2-d2";
    let cycle = ["d2-e2", "a3-c3", "c3-a3", "e2-d2"];
    let moves: Vec<&str> = std::iter::once(lead_in)
        .chain(cycle.iter().copied())
        .chain(cycle.iter().copied())
        .chain(["d2-e2"])
        .collect();
    assert_eq!(moves.len(), 10);
    for (i, mv) in moves.iter().enumerate() {
        let ply = play(&mut g, mv);
        // Each side captures and then moves its berserker: A A D D A A ...
        let mover = if (i / 2) % 2 == 0 {
            Side::Attackers
        } else {
            Side::Defenders
        };
        assert_eq!(ply.mover, mover, "ply {}", i + 1);
        if i < 9 {
            assert_eq!(ply.outcome, None, "ply {} ({mv})", i + 1);
        } else {
            assert_eq!(
                ply.outcome,
                Some(Outcome::new(Winner::Draw, Reason::Repetition)),
                "ply 10"
            );
        }
    }
}
