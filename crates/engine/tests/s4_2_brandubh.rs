//! Rule tests for docs/rules.md 4.2, Brandubh (`brandubh`), and the parts of
//! sections 1 and 2 that it exercises best. Diagrams use the legend of
//! docs/rules.md 1: `A` attacker, `D` defender, `K` king, `T` king on the throne,
//! `x` an empty restricted square.

mod common;

use common::{
    blocked_at, cannot_stop, game, legal, names, play, refused_for, restricted, setup_error, sq,
};
use hnefi_engine::variant::FirstMover;
use hnefi_engine::{Game, IllegalMove, Outcome, Piece, Position, Reason, SetupError, Side, Winner};

const KEY: &str = "brandubh";

fn win(winner: Winner, reason: Reason) -> Option<Outcome> {
    Some(Outcome::new(winner, reason))
}

/// Plays moves that must neither capture nor end the game.
fn quiet(g: &mut Game, moves: &[&str]) {
    for text in moves {
        let ply = play(g, text);
        assert_eq!(names(ply.captures), Vec::<String>::new(), "{text} captured");
        assert_eq!(ply.outcome, None, "{text} ended the game");
    }
}

fn sorted(list: &str) -> Vec<String> {
    let mut v: Vec<String> = list.split_whitespace().map(String::from).collect();
    v.sort();
    v
}

fn on_board(pos: &Position, piece: Piece) -> Vec<String> {
    let mut v = names(pos.pieces_of(piece));
    v.sort();
    v
}

// ---------------------------------------------------------------- layout

#[test]
fn s4_2_layout_matches_rules() {
    let v = common::variant(KEY);
    assert_eq!(v.size(), 7);
    let pos = v.start_position(None, None).unwrap();
    assert_eq!(
        on_board(&pos, Piece::Attacker),
        sorted("d1 d2 a4 b4 f4 g4 d6 d7")
    );
    assert_eq!(on_board(&pos, Piece::Defender), sorted("d3 c4 e4 d5"));
    assert_eq!(pos.king(), Some(sq("d4")));
    assert_eq!(pos.pieces(Side::Defenders).count(), 5);
}

#[test]
fn s4_2_attackers_move_first() {
    let v = common::variant(KEY);
    assert_eq!(v.first(), FirstMover::Attackers);
    let mut g = Game::new(v.start_position(None, None).unwrap());
    assert_eq!(g.turn(), Side::Attackers);
    refused_for(
        &mut g,
        "d3-c3",
        IllegalMove::NotYourPiece {
            square: sq("d3"),
            to_move: Side::Attackers,
        },
    );
    quiet(&mut g, &["d2-e2"]);
}

// ------------------------------------------------------ restricted squares

#[test]
fn s4_2_only_the_king_stops_on_throne_and_corners_all_pass_the_empty_throne() {
    let diagram = "
7 x . . . . . x
6 . . . . . . .
5 . . K . . . .
4 D . . x . . .
3 . . . . . . A
2 . . . . . . .
1 x . . A . . x
  a b c d e f g";
    let mut g = game(KEY, diagram, Side::Attackers);
    refused_for(&mut g, "d1-d4", cannot_stop("d4"));
    refused_for(&mut g, "g3-g1", cannot_stop("g1"));
    refused_for(&mut g, "g3-g7", cannot_stop("g7"));
    assert!(
        legal(&g).contains(&"d1-d7".to_string()),
        "an attacker passes the empty throne"
    );
    quiet(&mut g, &["d1-d7"]);

    let mut g = game(KEY, diagram, Side::Defenders);
    refused_for(&mut g, "a4-d4", cannot_stop("d4"));
    refused_for(&mut g, "a4-a1", cannot_stop("a1"));
    assert!(
        legal(&g).contains(&"a4-g4".to_string()),
        "a defender passes the empty throne"
    );
    quiet(&mut g, &["a4-g4"]);
}

#[test]
fn s4_2_king_stops_on_and_passes_the_throne() {
    let diagram = "
7 x . . . . . x
6 . D . . . . A
5 . . . . . . .
4 . . . x . . .
3 . . . K . . .
2 . . . . . . .
1 x . . . . . x
  a b c d e f g";
    let mut g = game(KEY, diagram, Side::Defenders);
    assert!(legal(&g).contains(&"d3-d7".to_string()));
    quiet(&mut g, &["d3-d4"]);
    assert_eq!(g.position().king(), Some(sq("d4")));
}

#[test]
fn s4_2_occupied_throne_blocks_passing() {
    let diagram = "
7 x . . . . . x
6 . . . . . . .
5 . . . . . . .
4 D . . T . . .
3 . . . . . . .
2 . . . . . . .
1 x . . A . . x
  a b c d e f g";
    let mut g = game(KEY, diagram, Side::Attackers);
    blocked_at(&mut g, "d1-d7", "d4");
    let mut g = game(KEY, diagram, Side::Defenders);
    blocked_at(&mut g, "a4-g4", "d4");
}

// ---------------------------------------------------------------- hostility

#[test]
fn s4_2_corners_hostile_to_attackers() {
    let diagram = "
7 x . . . . . x
6 . . . . . A .
5 . . . . . . .
4 . . D x . . .
3 . . . . . K .
2 . . . . . . .
1 x A . . . . x
  a b c d e f g";
    let mut g = game(KEY, diagram, Side::Defenders);
    let ply = play(&mut g, "c4-c1");
    assert_eq!(names(ply.captures), ["b1"]);
}

#[test]
fn s4_2_corners_hostile_to_defenders() {
    let diagram = "
7 x . . . . . x
6 . . . . . . .
5 . . . . . . .
4 . . A x . . .
3 . . . . . K .
2 . . . . . . .
1 x D . . . . x
  a b c d e f g";
    let mut g = game(KEY, diagram, Side::Attackers);
    let ply = play(&mut g, "c4-c1");
    assert_eq!(names(ply.captures), ["b1"]);
}

#[test]
fn s4_2_corners_hostile_to_the_king() {
    let diagram = "
7 x . . . . . x
6 . . . . . A .
5 . . . . . . .
4 . . . x . . .
3 . . A . . . .
2 K . . . . D .
1 x . . . . . x
  a b c d e f g";
    let mut g = game(KEY, diagram, Side::Attackers);
    let ply = play(&mut g, "c3-a3");
    assert_eq!(names(ply.captures), ["a2"]);
    assert_eq!(ply.king_captured, Some(sq("a2")));
    assert_eq!(ply.outcome, win(Winner::Attackers, Reason::KingCaptured));
}

#[test]
fn s4_2_empty_throne_hostile_to_attackers() {
    let diagram = "
7 x . . . . . x
6 . D . . . . .
5 . . . A . . .
4 . . . x . . .
3 . . . . . . .
2 . K . . . A .
1 x . . . . . x
  a b c d e f g";
    let mut g = game(KEY, diagram, Side::Defenders);
    let ply = play(&mut g, "b6-d6");
    assert_eq!(names(ply.captures), ["d5"]);
}

#[test]
fn s4_2_throne_hostile_to_attackers_with_king_on_it() {
    let diagram = "
7 x . . . . . x
6 . D . . . . .
5 . . . A . . .
4 . . . T . . .
3 . . . . . . .
2 . . . . . A .
1 x . . . . . x
  a b c d e f g";
    let mut g = game(KEY, diagram, Side::Defenders);
    let ply = play(&mut g, "b6-d6");
    assert_eq!(names(ply.captures), ["d5"]);
}

#[test]
fn s4_2_empty_throne_hostile_to_defenders() {
    let diagram = "
7 x . . . . . x
6 . A . . . . .
5 . . . D . . .
4 . . . x . . .
3 . . . . . . .
2 . K . . . . .
1 x . . . . . x
  a b c d e f g";
    let mut g = game(KEY, diagram, Side::Attackers);
    let ply = play(&mut g, "b6-d6");
    assert_eq!(names(ply.captures), ["d5"]);
}

#[test]
fn s4_2_occupied_throne_not_hostile_to_defenders() {
    let diagram = "
7 x . . . . . x
6 . A . . . . .
5 . . . D . . .
4 . . . T . . .
3 . . . . . . .
2 . . . . . . .
1 x . . . . . x
  a b c d e f g";
    let mut g = game(KEY, diagram, Side::Attackers);
    quiet(&mut g, &["b6-d6"]);
    assert_eq!(g.position().piece_at(sq("d5")), Some(Piece::Defender));
}

#[test]
fn s4_2_throne_never_hostile_to_the_king() {
    // One attacker and the empty throne do not take the king.
    let diagram = "
7 x . . . . . x
6 . A . . . . .
5 . . . K . . .
4 . . . x . . .
3 . . . . . . .
2 . . . . . D .
1 x . . . . . x
  a b c d e f g";
    let mut g = game(KEY, diagram, Side::Attackers);
    quiet(&mut g, &["b6-d6"]);
    assert_eq!(g.position().king(), Some(sq("d5")));
}

// ------------------------------------------------------------- armed king

#[test]
fn s4_2_king_is_armed_as_mover() {
    let diagram = "
7 x . . . . . x
6 . D . . . . A
5 . A . . . . .
4 . . . x . . .
3 . . . . . . .
2 . K . . . . .
1 x . . . . . x
  a b c d e f g";
    let mut g = game(KEY, diagram, Side::Defenders);
    let ply = play(&mut g, "b2-b4");
    assert_eq!(names(ply.captures), ["b5"]);
}

#[test]
fn s4_2_king_is_armed_as_anvil() {
    let diagram = "
7 x . . . . . x
6 . . . . D . A
5 . A . . . . .
4 . K . x . . .
3 . . . . . . .
2 . . . . . . .
1 x . . . . . x
  a b c d e f g";
    let mut g = game(KEY, diagram, Side::Defenders);
    let ply = play(&mut g, "e6-b6");
    assert_eq!(names(ply.captures), ["b5"]);
}

// ----------------------------------------------------------- king capture

#[test]
fn s4_2_king_captured_by_two_attackers() {
    let diagram = "
7 x . . . . . x
6 . A . . . . .
5 . . . . . . .
4 . . . x . . .
3 . K . . . . .
2 . A . . . D .
1 x . . . . . x
  a b c d e f g";
    let mut g = game(KEY, diagram, Side::Attackers);
    let ply = play(&mut g, "b6-b4");
    assert_eq!(names(ply.captures), ["b3"]);
    assert_eq!(ply.king_captured, Some(sq("b3")));
    assert_eq!(ply.outcome, win(Winner::Attackers, Reason::KingCaptured));
    assert_eq!(g.outcome(), win(Winner::Attackers, Reason::KingCaptured));
}

#[test]
fn s4_2_king_captured_by_two_attackers_on_the_edge() {
    let diagram = "
7 x . . . . . x
6 . . . . . . .
5 . . . . . D .
4 . . . x . . .
3 . . . A . . .
2 . . . . . . .
1 x A K . . . x
  a b c d e f g";
    let mut g = game(KEY, diagram, Side::Attackers);
    let ply = play(&mut g, "d3-d1");
    assert_eq!(names(ply.captures), ["c1"]);
    assert_eq!(ply.outcome, win(Winner::Attackers, Reason::KingCaptured));
}

#[test]
fn s4_2_king_moving_between_two_attackers_is_safe() {
    let diagram = "
7 x . . . . . x
6 . . . . . A .
5 . . . . . . .
4 . A . x . . .
3 . . . . K . .
2 . A . . . . .
1 x . . . . D x
  a b c d e f g";
    let mut g = game(KEY, diagram, Side::Defenders);
    quiet(&mut g, &["e3-b3", "f6-f5"]);
    assert_eq!(g.position().king(), Some(sq("b3")));
}

#[test]
fn s4_2_king_on_throne_captured_on_four_sides() {
    let diagram = "
7 x . . A . . x
6 . . . . . . .
5 . . . . . . .
4 . . A T A . .
3 . . . A . . .
2 . . . . . D .
1 x . . . . . x
  a b c d e f g";
    let mut g = game(KEY, diagram, Side::Attackers);
    let ply = play(&mut g, "d7-d5");
    assert_eq!(names(ply.captures), ["d4"]);
    assert_eq!(ply.king_captured, Some(sq("d4")));
    assert_eq!(ply.outcome, win(Winner::Attackers, Reason::KingCaptured));
}

#[test]
fn s4_2_king_on_throne_not_captured_by_three() {
    let diagram = "
7 x . . . . . x
6 . . . . . . .
5 . . . D . . .
4 . . A T A . .
3 . . . . . . A
2 . . . . . . .
1 x . . . . . x
  a b c d e f g";
    let mut g = game(KEY, diagram, Side::Attackers);
    quiet(&mut g, &["g3-d3"]);
    assert_eq!(g.position().king(), Some(sq("d4")));
}

#[test]
fn s4_2_king_next_to_throne_needs_four_sides() {
    // Two attackers on opposite sides would take him anywhere else.
    let diagram = "
7 x . . . . . x
6 . . . . . . A
5 A . . . . . .
4 . . K x . . .
3 . . A . . . .
2 . . . . . D .
1 x . . . . . x
  a b c d e f g";
    let mut g = game(KEY, diagram, Side::Attackers);
    quiet(&mut g, &["a5-c5"]);
    assert_eq!(g.position().king(), Some(sq("c4")));
    // Three attackers and the empty throne do.
    let diagram = "
7 x . . . . . x
6 . . . . . . .
5 . . A . . . .
4 A . K x . . .
3 . . A . . . .
2 . . . . . D .
1 x . . . . . x
  a b c d e f g";
    let mut g = game(KEY, diagram, Side::Attackers);
    let ply = play(&mut g, "a4-b4");
    assert_eq!(names(ply.captures), ["c4"]);
    assert_eq!(ply.outcome, win(Winner::Attackers, Reason::KingCaptured));
}

#[test]
fn s4_2_king_next_to_throne_captured_by_three_and_the_throne() {
    let diagram = "
7 x . . . . . x
6 . A . . . . .
5 . . A K A . .
4 . . . x . . .
3 . . . . . . .
2 . . . . . D .
1 x . . . . . x
  a b c d e f g";
    let mut g = game(KEY, diagram, Side::Attackers);
    let ply = play(&mut g, "b6-d6");
    assert_eq!(names(ply.captures), ["d5"]);
    assert_eq!(ply.outcome, win(Winner::Attackers, Reason::KingCaptured));
}

// ------------------------------------------------------------------- win

#[test]
fn s4_2_king_escapes_to_a_corner() {
    let diagram = "
7 x . . . . . x
6 . . . D . A .
5 . . . . . . .
4 . . . x . . .
3 . . . . . . .
2 . . K . . . .
1 x . . . . . x
  a b c d e f g";
    let mut g = game(KEY, diagram, Side::Defenders);
    // An edge square that is not a corner does not win.
    quiet(&mut g, &["c2-c1", "f6-f5"]);
    let ply = play(&mut g, "c1-a1");
    assert_eq!(ply.outcome, win(Winner::Defenders, Reason::KingEscaped));
    refused_for(&mut g, "f5-f4", IllegalMove::GameOver);
}

// ---------------------------------------------------------- encirclement

#[test]
fn s4_2_encirclement_wins_for_attackers() {
    let diagram = "
7 x . . A . . x
6 . . . . . . .
5 . . A . A . .
4 . A . T . A .
3 . . A D A . .
2 . . . A . . .
1 x . . . . . x
  a b c d e f g";
    let mut g = game(KEY, diagram, Side::Attackers);
    let ply = play(&mut g, "d7-d6");
    assert_eq!(names(ply.captures), Vec::<String>::new());
    assert_eq!(ply.outcome, win(Winner::Attackers, Reason::Encircled));
}

#[test]
fn s4_2_no_encirclement_while_a_defender_can_reach_the_edge() {
    let diagram = "
7 x . . A . . x
6 . D . . . . .
5 . . A . A . .
4 . A . T . A .
3 . . A D A . .
2 . . . A . . .
1 x . . . . . x
  a b c d e f g";
    let mut g = game(KEY, diagram, Side::Attackers);
    quiet(&mut g, &["d7-d6"]);
}

// ------------------------------------------------------------ repetition

const SHUFFLE: &str = "
7 x . . . . . x
6 . . . . . A .
5 . . . . . . .
4 . . . T . . .
3 . . . . . . .
2 . D . . . . .
1 x . . . . . x
  a b c d e f g";

#[test]
fn s4_2_third_repetition_loses_for_the_defenders_who_made_it() {
    let mut g = game(KEY, SHUFFLE, Side::Attackers);
    quiet(
        &mut g,
        &[
            "f6-f5", "b2-b3", "f5-f6", "b3-b2", "f6-f5", "b2-b3", "f5-f6",
        ],
    );
    let ply = play(&mut g, "b3-b2");
    assert_eq!(ply.outcome, win(Winner::Attackers, Reason::Repetition));
}

#[test]
fn s4_2_third_repetition_loses_for_the_attackers_who_made_it() {
    let mut g = game(KEY, SHUFFLE, Side::Defenders);
    quiet(
        &mut g,
        &[
            "b2-b3", "f6-f5", "b3-b2", "f5-f6", "b2-b3", "f6-f5", "b3-b2",
        ],
    );
    let ply = play(&mut g, "f5-f6");
    assert_eq!(ply.outcome, win(Winner::Defenders, Reason::Repetition));
    assert_eq!(g.outcome(), win(Winner::Defenders, Reason::Repetition));
}

// ------------------------------------------------------- no legal moves

#[test]
fn s1_defenders_without_legal_moves_lose() {
    let diagram = "
7 x . . . . . x
6 . . . . . . .
5 . . A . . . .
4 . . . x . . .
3 . . . . . . .
2 . . . . . . .
1 x A K A . . x
  a b c d e f g";
    let mut g = game(KEY, diagram, Side::Attackers);
    let ply = play(&mut g, "c5-c2");
    assert_eq!(names(ply.captures), Vec::<String>::new());
    assert_eq!(ply.outcome, win(Winner::Attackers, Reason::NoLegalMoves));
}

// ---------------------------------------------------------------- section 2

#[test]
fn s2_position_string_of_the_start() {
    let v = common::variant(KEY);
    let text = "3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 a";
    assert_eq!(v.start_position(None, None).unwrap().to_string(), text);
    assert_eq!(
        Position::parse(&v, text).unwrap(),
        v.start_position(None, None).unwrap()
    );
}

#[test]
fn s2_move_input_forms() {
    let v = common::variant(KEY);
    for text in ["d2-e2", "d2e2", "D2 E2", "d2 e2", "d2-e2xe7"] {
        let mut g = Game::new(v.start_position(None, None).unwrap());
        let ply = g
            .play_text(text)
            .unwrap_or_else(|e| panic!("`{text}` should be accepted: {e}"));
        assert_eq!(ply.mv, common::mv("d2-e2"), "{text}");
        assert_eq!(names(ply.captures), Vec::<String>::new(), "{text}");
        assert_eq!(
            g.position().to_string(),
            "3a3/3a3/3d3/aadkdaa/3d3/4a2/3a3 d",
            "{text}"
        );
    }
}

#[test]
fn s2_custom_start_without_king_is_a_finished_game() {
    let mut g = game(
        KEY,
        "
7 x . . . . . x
6 . . . . . . .
5 . . . . . . .
4 . . . x . . .
3 . . . D . . .
2 . . . A . . .
1 x . . A . . x
  a b c d e f g",
        Side::Attackers,
    );
    assert!(g.is_over());
    assert!(g.legal_moves().is_empty());
    refused_for(&mut g, "d2-e2", IllegalMove::GameOver);
}

#[test]
fn s2_custom_start_refuses_unplayable_positions() {
    let v = common::variant(KEY);
    let err = Position::from_diagram(
        &v,
        "
7 x . . . . . x
6 . . . . . . .
5 . . . . . . .
4 . . . D . . .
3 . . . . . . .
2 . . K . . . .
1 x . . . . . x
  a b c d e f g",
        Side::Attackers,
    )
    .expect_err("a defender may not stand on the throne");
    restricted(err, "d4", "the throne");
    let err = Position::from_diagram(
        &v,
        "
7 x . . . . . A
6 . . . . . . .
5 . . . . . . .
4 . . . x . . .
3 . . . . . . .
2 . . K . . . .
1 x . . . . . x
  a b c d e f g",
        Side::Attackers,
    )
    .expect_err("an attacker may not stand on a corner");
    restricted(err, "g7", "a corner");
    let err = Position::from_diagram(
        &v,
        "
7 x . . . . . x
6 . . . . . . .
5 . . . . . . .
4 . . . x . . .
3 . . E . . . .
2 . . K . . . .
1 x . . . . . x
  a b c d e f g",
        Side::Attackers,
    )
    .expect_err("Evangelists play only in Alea Evangelii");
    let err = setup_error(err);
    assert!(matches!(err, SetupError::Evangelists { .. }), "{err:?}");
    let err = Position::from_diagram(
        &v,
        "
7 x . . . . . x
6 . . . . . . .
5 . . . . . . .
4 . . . x . . .
3 . . . . . . .
2 . . K . K . .
1 x . . . . . x
  a b c d e f g",
        Side::Attackers,
    )
    .expect_err("two kings");
    assert_eq!(setup_error(err), SetupError::KingCount(2));
}
