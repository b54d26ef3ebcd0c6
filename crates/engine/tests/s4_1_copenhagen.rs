//! Rule tests for docs/rules.md 4.1, Copenhagen Hnefatafl (`copenhagen`), and the
//! parts of sections 1 and 2 that it exercises best. Diagrams use the legend
//! of docs/rules.md 1: `A` attacker, `D` defender, `K` king, `T` king on the
//! throne, `x` an empty restricted square.

mod common;

use common::{blocked_at, cannot_stop, game, legal, names, play, refused_for, restricted, sq};
use hnefi_engine::variant::FirstMover;
use hnefi_engine::{
    Game, IllegalMove, Outcome, Piece, Position, PositionError, Reason, SetupError, Side, Winner,
};

const KEY: &str = "copenhagen";

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
fn s4_1_standard_layout_matches_rules() {
    let v = common::variant(KEY);
    assert_eq!(v.size(), 11);
    let pos = v.start_position(None, None).unwrap();
    assert_eq!(
        on_board(&pos, Piece::Attacker),
        sorted(
            "d1 e1 f1 g1 h1 f2 a4 a5 a6 a7 a8 b6 k4 k5 k6 k7 k8 j6 \
             d11 e11 f11 g11 h11 f10"
        )
    );
    assert_eq!(
        on_board(&pos, Piece::Defender),
        sorted("f4 e5 f5 g5 d6 e6 g6 h6 e7 f7 g7 f8")
    );
    assert_eq!(pos.king(), Some(sq("f6")));
    assert_eq!(pos.pieces(Side::Attackers).count(), 24);
    assert_eq!(pos.pieces(Side::Defenders).count(), 13);
}

#[test]
fn s4_1_attackers_move_first() {
    let v = common::variant(KEY);
    assert_eq!(v.first(), FirstMover::Attackers);
    assert_eq!(
        v.start_position(None, None).unwrap().turn(),
        Side::Attackers
    );
    let mut g = Game::new(v.start_position(None, None).unwrap());
    refused_for(
        &mut g,
        "f4-f3",
        IllegalMove::NotYourPiece {
            square: sq("f4"),
            to_move: Side::Attackers,
        },
    );
    quiet(&mut g, &["f2-c2"]);
    assert_eq!(g.turn(), Side::Defenders);
}

// ------------------------------------------------------ restricted squares

#[test]
fn s4_1_only_the_king_stops_on_the_throne_all_pass_it_empty() {
    let diagram = "
11 x . . . . . . . . . x
10 . . . . . D . . . . .
 9 . . . . . . . . . . .
 8 . . . . . . . . . . .
 7 . . . . . . . . . . .
 6 . K . . . x . . . . .
 5 . . . . . . . . . . .
 4 . . . . . . . . . . .
 3 . . . . . . . . . . .
 2 . . . . . A . . . . .
 1 x . . . . . . . . . x
   a b c d e f g h i j k";
    let mut g = game(KEY, diagram, Side::Attackers);
    refused_for(&mut g, "f2-f6", cannot_stop("f6"));
    let moves = legal(&g);
    assert!(!moves.contains(&"f2-f6".to_string()));
    assert!(
        moves.contains(&"f2-f7".to_string()),
        "attacker passes the empty throne"
    );
    assert!(moves.contains(&"f2-f9".to_string()));
    quiet(&mut g, &["f2-f9"]);
    assert_eq!(g.position().piece_at(sq("f9")), Some(Piece::Attacker));

    let mut g = game(KEY, diagram, Side::Defenders);
    refused_for(&mut g, "f10-f6", cannot_stop("f6"));
    let moves = legal(&g);
    assert!(
        moves.contains(&"f10-f3".to_string()),
        "defender passes the empty throne"
    );
    assert!(
        moves.contains(&"b6-j6".to_string()),
        "king passes the throne"
    );
    assert!(
        moves.contains(&"b6-f6".to_string()),
        "king stops on the throne"
    );
    quiet(&mut g, &["b6-f6"]);
    assert_eq!(g.position().king(), Some(sq("f6")));
}

#[test]
fn s4_1_occupied_throne_blocks_everyone() {
    let diagram = "
11 x . . . . . . . . . x
10 . . . . . D . . . . .
 9 . . . . . . . . . . .
 8 . . . . . . . . . . .
 7 . . . . . . . . . . .
 6 . . . . . T . . . . .
 5 . . . . . . . . . . .
 4 . . . . . . . . . . .
 3 . . . . . . . . . . .
 2 . . . . . A . . . . .
 1 x . . . . . . . . . x
   a b c d e f g h i j k";
    let mut g = game(KEY, diagram, Side::Attackers);
    blocked_at(&mut g, "f2-f9", "f6");
    let mut g = game(KEY, diagram, Side::Defenders);
    blocked_at(&mut g, "f10-f3", "f6");
}

#[test]
fn s4_1_only_the_king_stops_on_corners() {
    let diagram = "
11 x . . . . . . . . . x
10 . . . . . . . . . . .
 9 . . . . . . . . . . .
 8 . . . . . K . . . . .
 7 . . . . . . . . . . .
 6 . . . . . x . . . . .
 5 A . . . . . . . . . D
 4 . . . . . . . . . . .
 3 . . . . . . . . . . .
 2 . . . . . . . . . . .
 1 x . . . . . . . . . x
   a b c d e f g h i j k";
    let mut g = game(KEY, diagram, Side::Attackers);
    refused_for(&mut g, "a5-a1", cannot_stop("a1"));
    refused_for(&mut g, "a5-a11", cannot_stop("a11"));
    let mut g = game(KEY, diagram, Side::Defenders);
    refused_for(&mut g, "k5-k1", cannot_stop("k1"));
    refused_for(&mut g, "k5-k11", cannot_stop("k11"));
}

// ------------------------------------------------------------- hostility

#[test]
fn s4_1_corners_hostile_to_attackers() {
    let diagram = "
11 x . . . . . . . . . x
10 . . . . . . . . . . .
 9 . . . . . . . . . A .
 8 . . . . . . . K . . .
 7 . . . . . . . . . . .
 6 . . . . . x . . . . .
 5 . . D . . . . . . . .
 4 . . . . . . . . . . .
 3 . . . D . . . . . . .
 2 A . . . . . . . . . .
 1 x A . . . . . . . . x
   a b c d e f g h i j k";
    let mut g = game(KEY, diagram, Side::Defenders);
    let ply = play(&mut g, "c5-c1");
    assert_eq!(names(ply.captures), ["b1"]);
    quiet(&mut g, &["j9-j8"]);
    let ply = play(&mut g, "d3-a3");
    assert_eq!(names(ply.captures), ["a2"]);
    assert_eq!(g.outcome(), None);
}

#[test]
fn s4_1_corners_hostile_to_defenders() {
    let diagram = "
11 x . . . . . . . . . x
10 . . . . . . . . . . .
 9 . . . . . . . . . . .
 8 . . . . . . . K . . .
 7 . . . . . . . . . . .
 6 . . . . . x . . . . .
 5 . . A . . . . . . . .
 4 . . . . . . . . . . .
 3 . . . A . . . . . . .
 2 D . . . . . . . . . .
 1 x D . . . . . . . . x
   a b c d e f g h i j k";
    let mut g = game(KEY, diagram, Side::Attackers);
    let ply = play(&mut g, "c5-c1");
    assert_eq!(names(ply.captures), ["b1"]);
    quiet(&mut g, &["h8-h9"]);
    let ply = play(&mut g, "d3-a3");
    assert_eq!(names(ply.captures), ["a2"]);
    assert_eq!(g.outcome(), None);
}

#[test]
fn s4_1_empty_throne_hostile_to_attackers() {
    let diagram = "
11 x . . . . . . . . . x
10 . . . . . . . . . . .
 9 . . K . . . . . . . .
 8 . . . . . . . . D . .
 7 . . . . . A . . . . .
 6 . . . . A x . . . . .
 5 . . . . . . . . . . .
 4 . . . . . . . . . . .
 3 . . . . . . . . . . .
 2 . . . D . . . . . A .
 1 x . . . . . . . . . x
   a b c d e f g h i j k";
    let mut g = game(KEY, diagram, Side::Defenders);
    let ply = play(&mut g, "i8-f8");
    assert_eq!(names(ply.captures), ["f7"]);
    quiet(&mut g, &["j2-j3"]);
    let ply = play(&mut g, "d2-d6");
    assert_eq!(names(ply.captures), ["e6"]);
}

#[test]
fn s4_1_throne_hostile_to_attackers_with_king_on_it() {
    let diagram = "
11 x . . . . . . . . . x
10 . . . . . . . . . . .
 9 . . . . . . . . . . .
 8 . . . . . . . . D . .
 7 . . . . . A . . . . .
 6 . . . . . T . . . . .
 5 . . . . . . . . . . .
 4 . . . . . . . . . . .
 3 . . . . . . . . . . .
 2 . . . . . . . . . A .
 1 x . . . . . . . . . x
   a b c d e f g h i j k";
    let mut g = game(KEY, diagram, Side::Defenders);
    let ply = play(&mut g, "i8-f8");
    assert_eq!(names(ply.captures), ["f7"]);
}

#[test]
fn s4_1_empty_throne_hostile_to_defenders() {
    let diagram = "
11 x . . . . . . . . . x
10 . . . . . . . . . . .
 9 . . K . . . . . . . .
 8 . . . . . . . . A . .
 7 . . . . . D . . . . .
 6 . . . . D x . . . . .
 5 . . . . . . . . . . .
 4 . . . . . . . . . . .
 3 . . . . . . . . . . .
 2 . . . A . . . . . . .
 1 x . . . . . . . . . x
   a b c d e f g h i j k";
    let mut g = game(KEY, diagram, Side::Attackers);
    let ply = play(&mut g, "i8-f8");
    assert_eq!(names(ply.captures), ["f7"]);
    quiet(&mut g, &["c9-c10"]);
    let ply = play(&mut g, "d2-d6");
    assert_eq!(names(ply.captures), ["e6"]);
}

#[test]
fn s4_1_occupied_throne_not_hostile_to_defenders() {
    let diagram = "
11 x . . . . . . . . . x
10 . D . . . . . . . . .
 9 . . . . . . . . . . .
 8 . . . . . . . . A . .
 7 . . . . . D . . . . .
 6 . . . . D T . . . . .
 5 . . . . . . . . . . .
 4 . . . . . . . . . . .
 3 . . . . . . . . . . .
 2 . . . A . . . . . . .
 1 x . . . . . . . . . x
   a b c d e f g h i j k";
    let mut g = game(KEY, diagram, Side::Attackers);
    quiet(&mut g, &["i8-f8", "b10-b9", "d2-d6"]);
    assert_eq!(g.position().piece_at(sq("f7")), Some(Piece::Defender));
    assert_eq!(g.position().piece_at(sq("e6")), Some(Piece::Defender));
}

// ------------------------------------------------------------- armed king

#[test]
fn s4_1_king_is_armed_as_mover() {
    let diagram = "
11 x . . . . . . . . . x
10 . . . . . . . . . . .
 9 . . . . . . . . . A .
 8 . . K . . . . . . . .
 7 . . . . . . . . . . .
 6 . . . . . x . . . . .
 5 . . . . . . . . . . .
 4 . . A . . . . . . . .
 3 . . D . . . . . . . .
 2 . . . . . . . . . . .
 1 x . . . . . . . . . x
   a b c d e f g h i j k";
    let mut g = game(KEY, diagram, Side::Defenders);
    let ply = play(&mut g, "c8-c5");
    assert_eq!(names(ply.captures), ["c4"]);
}

#[test]
fn s4_1_king_is_armed_as_anvil() {
    let diagram = "
11 x . . . . . . . . . x
10 . . . . . . . . . . .
 9 . . . . . . . . . A .
 8 . . . . . . . . . . .
 7 . . . . . . . . . . .
 6 . . . . . x . . . . .
 5 . . K . . . . . . . .
 4 . . A . . . . . . . .
 3 . . . . . . . D . . .
 2 . . . . . . . . . . .
 1 x . . . . . . . . . x
   a b c d e f g h i j k";
    let mut g = game(KEY, diagram, Side::Defenders);
    let ply = play(&mut g, "h3-c3");
    assert_eq!(names(ply.captures), ["c4"]);
}

// ----------------------------------------------------------- king capture

#[test]
fn s4_1_king_captured_on_four_sides() {
    let diagram = "
11 x . . . . . . . . . x
10 . . . . . . . . . . .
 9 . . . . . . . . . D .
 8 . . . A . . . . . . .
 7 . . . . . . . . . . .
 6 . . . . . x . . . . .
 5 . . . . . . . . . . .
 4 . . . . . . . . . . .
 3 . . A K A . . . . . .
 2 . . . A . . . . . . .
 1 x . . . . . . . . . x
   a b c d e f g h i j k";
    let mut g = game(KEY, diagram, Side::Attackers);
    let ply = play(&mut g, "d8-d4");
    assert_eq!(names(ply.captures), ["d3"]);
    assert_eq!(ply.king_captured, Some(sq("d3")));
    assert_eq!(ply.outcome, win(Winner::Attackers, Reason::KingCaptured));
    assert_eq!(g.outcome(), win(Winner::Attackers, Reason::KingCaptured));
    assert_eq!(g.position().piece_at(sq("d3")), None);
}

#[test]
fn s4_1_king_not_captured_by_three_attackers_and_a_defender() {
    let diagram = "
11 x . . . . . . . . . x
10 . . . . . . . . . . .
 9 . . . . . . . . . . .
 8 . . . . . . . . . . .
 7 . . . . . . . . . . .
 6 . . . . . x . . . . .
 5 . . . . . . . . . . .
 4 . . . D . . . . . . .
 3 . . A K A . . . . . .
 2 . . . . . . . A . . .
 1 x . . . . . . . . . x
   a b c d e f g h i j k";
    let mut g = game(KEY, diagram, Side::Attackers);
    quiet(&mut g, &["h2-d2"]);
    assert_eq!(g.position().king(), Some(sq("d3")));
}

#[test]
fn s4_1_king_not_captured_by_two_attackers() {
    let diagram = "
11 x . . . . . . . . . x
10 . . . . . . . . . . .
 9 . . . . . . . . . D .
 8 . . . . . . . . . . .
 7 . . . . A . . . . . .
 6 . . . . . x . . . . .
 5 . . . . . . . . . . .
 4 . . . . . . . . . . .
 3 . . A K . . . . . . .
 2 . . . . . . . . . . .
 1 x . . . . . . . . . x
   a b c d e f g h i j k";
    let mut g = game(KEY, diagram, Side::Attackers);
    quiet(&mut g, &["e7-e3"]);
    assert_eq!(g.position().king(), Some(sq("d3")));
}

#[test]
fn s4_1_king_on_throne_captured_on_four_sides() {
    let diagram = "
11 x . . . . . . . . . x
10 . . . . . . . . . . .
 9 . . . . . A . . . . .
 8 . . . . . . . . . . .
 7 . . . . . . . . . . .
 6 . . . . A T A . . . .
 5 . . . . . A . . . . .
 4 . . . . . . . . . . .
 3 . . . . . . . . . . .
 2 . D . . . . . . . . .
 1 x . . . . . . . . . x
   a b c d e f g h i j k";
    let mut g = game(KEY, diagram, Side::Attackers);
    let ply = play(&mut g, "f9-f7");
    assert_eq!(names(ply.captures), ["f6"]);
    assert_eq!(ply.king_captured, Some(sq("f6")));
    assert_eq!(ply.outcome, win(Winner::Attackers, Reason::KingCaptured));
}

#[test]
fn s4_1_king_on_throne_not_captured_with_a_defender_beside_him() {
    let diagram = "
11 x . . . . . . . . . x
10 . . . . . . . . . . .
 9 . . . . . . . . . . .
 8 . . . . . . . . . . .
 7 . . . . . D . . . . .
 6 . . . . A T A . . . .
 5 . A . . . . . . . . .
 4 . . . . . . . . . . .
 3 . . . . . . . . . . .
 2 . . . . . . . . . . .
 1 x . . . . . . . . . x
   a b c d e f g h i j k";
    let mut g = game(KEY, diagram, Side::Attackers);
    quiet(&mut g, &["b5-f5"]);
    assert_eq!(g.position().king(), Some(sq("f6")));
}

#[test]
fn s4_1_king_next_to_throne_captured_by_three_and_the_throne() {
    let diagram = "
11 x . . . . . . . . . x
10 . . . . . . . . . . .
 9 . . . . . . . . . . .
 8 . . . . . . . . . A .
 7 . . . . A K A . . . .
 6 . . . . . x . . . . .
 5 . . . . . . . . . . .
 4 . . . . . . . . . . .
 3 . . . . . . . . . . .
 2 . D . . . . . . . . .
 1 x . . . . . . . . . x
   a b c d e f g h i j k";
    let mut g = game(KEY, diagram, Side::Attackers);
    let ply = play(&mut g, "j8-f8");
    assert_eq!(names(ply.captures), ["f7"]);
    assert_eq!(ply.king_captured, Some(sq("f7")));
    assert_eq!(ply.outcome, win(Winner::Attackers, Reason::KingCaptured));
}

#[test]
fn s4_1_king_next_to_throne_not_captured_by_two_and_the_throne() {
    let diagram = "
11 x . . . . . . . . . x
10 . . . . . . . . . . .
 9 . . . . . . . . . . .
 8 . . . . . . . . . A .
 7 . . . . . K A . . . .
 6 . . . . . x . . . . .
 5 . . . . . . . . . . .
 4 . . . . . . . . . . .
 3 . . . . . . . . . . .
 2 . D . . . . . . . . .
 1 x . . . . . . . . . x
   a b c d e f g h i j k";
    let mut g = game(KEY, diagram, Side::Attackers);
    quiet(&mut g, &["j8-f8"]);
    assert_eq!(g.position().king(), Some(sq("f7")));
}

#[test]
fn s4_1_king_never_captured_on_the_edge() {
    // Three attackers and the edge: not a capture.
    let diagram = "
11 x . . . . . . . . . x
10 . . . . . . . . . . .
 9 . . . . . . . . . . .
 8 . . D . . . . . . . .
 7 . . . . . . . . . . .
 6 . . . . . x . . . . .
 5 . . . . . A . . . . .
 4 . . . . . . . . . . .
 3 . . . . . . . . . . .
 2 . . . . . . . . . . .
 1 x . . . A K A . . . x
   a b c d e f g h i j k";
    let mut g = game(KEY, diagram, Side::Attackers);
    quiet(&mut g, &["f5-f2"]);
    assert_eq!(g.position().king(), Some(sq("f1")));
    // Two attackers along the edge (custodial): not a capture either.
    let diagram = "
11 x . . . . . . . . . x
10 . . . . . . . . . . .
 9 . . . . . . . . . . .
 8 . . D . . . . . . . .
 7 . . . . . . . . . . .
 6 . . . . . x . . . . .
 5 . . . . . . A . . . .
 4 . . . . . . . . . . .
 3 . . . . . . . . . . .
 2 . . . . . . . . . . .
 1 x . . . A K . . . . x
   a b c d e f g h i j k";
    let mut g = game(KEY, diagram, Side::Attackers);
    quiet(&mut g, &["g5-g1"]);
    assert_eq!(g.position().king(), Some(sq("f1")));
}

#[test]
fn s1_king_capture_is_active() {
    // The king steps off the throne into three attackers and the empty
    // throne: he is not captured, nor by an attackers' move elsewhere; only
    // when an attacker moves away and back.
    let diagram = "
11 x . . . . . . . . . x
10 . . . . . . . . . . .
 9 . D . . . . . . . A .
 8 . . . . . . . . . . .
 7 . . . . . . . . . . .
 6 . . . . . T . . . . .
 5 . . . . A . A . . . .
 4 . . . . . A . . . . .
 3 . . . . . . . . . . .
 2 . . . . . . . . . . .
 1 x . . . . . . . . . x
   a b c d e f g h i j k";
    let mut g = game(KEY, diagram, Side::Defenders);
    quiet(&mut g, &["f6-f5", "j9-j8", "b9-b10", "e5-e4", "b10-b9"]);
    assert_eq!(g.position().king(), Some(sq("f5")));
    let ply = play(&mut g, "e4-e5");
    assert_eq!(names(ply.captures), ["f5"]);
    assert_eq!(ply.king_captured, Some(sq("f5")));
    assert_eq!(ply.outcome, win(Winner::Attackers, Reason::KingCaptured));
}

// ------------------------------------------------------------- shieldwall

#[test]
fn s4_1_shieldwall_captures_row_between_two_attackers() {
    let diagram = "
11 x . . . . . . . . . x
10 . . . . . . . . . . .
 9 . . . . . . . . . . .
 8 . . . . . . . K . . .
 7 . . . . . . . . . . .
 6 . . . . . x . . . . .
 5 . . . . . . A . . . .
 4 . . . . . . . . . . .
 3 . . . . . . . . . . .
 2 . . . . A A . . . . .
 1 x . . A D D . . . . x
   a b c d e f g h i j k";
    let mut g = game(KEY, diagram, Side::Attackers);
    let ply = play(&mut g, "g5-g1");
    assert_eq!(names(ply.captures), ["e1", "f1"]);
    assert_eq!(ply.outcome, None);
    assert_eq!(ply.to_string(), "g5-g1xe1xf1");
}

#[test]
fn s4_1_shieldwall_captures_longer_row_whole() {
    let diagram = "
11 x . . . . . . . . . x
10 . . . . . . . . . . .
 9 . . . . . . . . . . .
 8 . . . . . . . K . . .
 7 . . . . . . . . . . .
 6 . . . . . x . . . . .
 5 . . . . . . . A . . .
 4 . . . . . . . . . . .
 3 . . . . . . . . . . .
 2 . . . . A A A . . . .
 1 x . . A D D D . . . x
   a b c d e f g h i j k";
    let mut g = game(KEY, diagram, Side::Attackers);
    let ply = play(&mut g, "h5-h1");
    assert_eq!(names(ply.captures), ["e1", "f1", "g1"]);
}

#[test]
fn s4_1_shieldwall_needs_an_enemy_in_front_of_each_piece() {
    let diagram = "
11 x . . . . . . . . . x
10 . . . . . . . . . . .
 9 . . . . . . . . . . .
 8 . . . . . . . K . . .
 7 . . . . . . . . . . .
 6 . . . . . x . . . . .
 5 . . . . . . A . . . .
 4 . . . . . . . . . . .
 3 . . . . . . . . . . .
 2 . . . . A . . . . . .
 1 x . . A D D . . . . x
   a b c d e f g h i j k";
    let mut g = game(KEY, diagram, Side::Attackers);
    quiet(&mut g, &["g5-g1"]);
}

#[test]
fn s4_1_shieldwall_row_is_the_maximal_run() {
    // e1 f1 g1 form the row; g1 has nothing in front, so nothing goes.
    let diagram = "
11 x . . . . . . . . . x
10 . . . . . . . . . . .
 9 . . . . . . . . . . .
 8 . . . . . . . K . . .
 7 . . . . . . . . . . .
 6 . . . . . x . . . . .
 5 . . . . . . . A . . .
 4 . . . . . . . . . . .
 3 . . . . . . . . . . .
 2 . . . . A A . . . . .
 1 x . . A D D D . . . x
   a b c d e f g h i j k";
    let mut g = game(KEY, diagram, Side::Attackers);
    quiet(&mut g, &["h5-h1"]);
}

#[test]
fn s4_1_shieldwall_needs_the_far_end_closed() {
    let diagram = "
11 x . . . . . . . . . x
10 . . . . . . . . . . .
 9 . . . . . . . . . . .
 8 . . . . . . . K . . .
 7 . . . . . . . . . . .
 6 . . . . . x . . . . .
 5 . . . . . . A . . . .
 4 . . . . . . . . . . .
 3 . . . . . . . . . . .
 2 . . . . A A . . . . .
 1 x . . . D D . . . . x
   a b c d e f g h i j k";
    let mut g = game(KEY, diagram, Side::Attackers);
    quiet(&mut g, &["g5-g1"]);
}

#[test]
fn s4_1_shieldwall_mover_must_close_an_end() {
    // Both ends closed, but the last attacker arrives in front, not at an end.
    let diagram = "
11 x . . . . . . . . . x
10 . . . . . . . . . . .
 9 . . . . . . . . . . .
 8 . . . . . . . K . . .
 7 . . . . . . . . . . .
 6 . . . . . x . . . . .
 5 . . . . . A . . . . .
 4 . . . . . . . . . . .
 3 . . . . . . . . . . .
 2 . . . . A . . . . . .
 1 x . . A D D A . . . x
   a b c d e f g h i j k";
    let mut g = game(KEY, diagram, Side::Attackers);
    quiet(&mut g, &["f5-f2"]);
}

#[test]
fn s4_1_shieldwall_corner_closes_the_bracket() {
    let diagram = "
11 x . . . . . . . . . x
10 . . . . . . . . . . .
 9 . . . . . . . . . . .
 8 . . . . . . . K . . .
 7 . . . . . . . . . . .
 6 . . . . . x . . . . .
 5 . . . A . . . . . . .
 4 . . . . . . . . . . .
 3 . . . . . . . . . . .
 2 . A A . . . . . . . .
 1 x D D . . . . . . . x
   a b c d e f g h i j k";
    let mut g = game(KEY, diagram, Side::Attackers);
    let ply = play(&mut g, "d5-d1");
    assert_eq!(names(ply.captures), ["b1", "c1"]);
}

#[test]
fn s4_1_shieldwall_empty_square_does_not_close_the_bracket() {
    let diagram = "
11 x . . . . . . . . . x
10 . . . . . . . . . . .
 9 . . . . . . . . . . .
 8 . . . . . . . K . . .
 7 . . . . . . . . . . .
 6 . . . . . x . . . . .
 5 . . . . A . . . . . .
 4 . . . . . . . . . . .
 3 . . . . . . . . . . .
 2 . . A A . . . . . . .
 1 x . D D . . . . . . x
   a b c d e f g h i j k";
    let mut g = game(KEY, diagram, Side::Attackers);
    quiet(&mut g, &["e5-e1"]);
}

#[test]
fn s4_1_shieldwall_with_king_in_row_loses_only_the_defender() {
    let diagram = "
11 x . . . . . . . . . x
10 . . . . . . . . . . .
 9 . . . . . . . . . . .
 8 . . D . . . . . . . .
 7 . . . . . . . . . . .
 6 . . . . . x . . . . .
 5 . . . . . . A . . . .
 4 . . . . . . . . . . .
 3 . . . . . . . . . . .
 2 . . . . A A . . . . .
 1 x . . A D K . . . . x
   a b c d e f g h i j k";
    let mut g = game(KEY, diagram, Side::Attackers);
    let ply = play(&mut g, "g5-g1");
    assert_eq!(names(ply.captures), ["e1"]);
    assert_eq!(ply.king_captured, None);
    assert_eq!(ply.outcome, None);
    assert_eq!(g.position().king(), Some(sq("f1")));
}

#[test]
fn s4_1_shieldwall_king_inside_the_row_is_spared() {
    let diagram = "
11 x . . . . . . . . . x
10 . . . . . . . . . . .
 9 . . . . . . . . . . .
 8 . . D . . . . . . . .
 7 . . . . . . . . . . .
 6 . . . . . x . . . . .
 5 . . . . . . . A . . .
 4 . . . . . . . . . . .
 3 . . . . . . . . . . .
 2 . . . . A A A . . . .
 1 x . . A D K D . . . x
   a b c d e f g h i j k";
    let mut g = game(KEY, diagram, Side::Attackers);
    let ply = play(&mut g, "h5-h1");
    assert_eq!(names(ply.captures), ["e1", "g1"]);
    assert_eq!(ply.outcome, None);
    assert_eq!(g.position().king(), Some(sq("f1")));
}

#[test]
fn s4_1_shieldwall_of_attackers_captured_by_defenders() {
    let diagram = "
11 x . . . . . . . . . x
10 . . . . . . . . . . .
 9 . . . . . . . . . A .
 8 . . . . . . . K . . .
 7 . . . . . . . . . . .
 6 . . . . . x . . . . .
 5 . . . . . . D . . . .
 4 . . . . . . . . . . .
 3 . . . . . . . . . . .
 2 . . . . D D . . . . .
 1 x . . D A A . . . . x
   a b c d e f g h i j k";
    let mut g = game(KEY, diagram, Side::Defenders);
    let ply = play(&mut g, "g5-g1");
    assert_eq!(names(ply.captures), ["e1", "f1"]);
}

#[test]
fn s4_1_shieldwall_armed_king_as_mover() {
    let diagram = "
11 x . . . . . . . . . x
10 . . . . . . . . . . .
 9 . . . . . . . . . A .
 8 . . . . . . . . . . .
 7 . . . . . . . . . . .
 6 . . . . . x . . . . .
 5 . . . . . . K . . . .
 4 . . . . . . . . . . .
 3 . . . . . . . . . . .
 2 . . . . D D . . . . .
 1 x . . D A A . . . . x
   a b c d e f g h i j k";
    let mut g = game(KEY, diagram, Side::Defenders);
    let ply = play(&mut g, "g5-g1");
    assert_eq!(names(ply.captures), ["e1", "f1"]);
    assert_eq!(ply.outcome, None);
}

#[test]
fn s4_1_shieldwall_armed_king_as_bracket() {
    let diagram = "
11 x . . . . . . . . . x
10 . . . . . . . . . . .
 9 . . . . . . . . . A .
 8 . . . . . . . . . . .
 7 . . . . . . . . . . .
 6 . . . . . x . . . . .
 5 . . . . . . D . . . .
 4 . . . . . . . . . . .
 3 . . . . . . . . . . .
 2 . . . . D D . . . . .
 1 x . . K A A . . . . x
   a b c d e f g h i j k";
    let mut g = game(KEY, diagram, Side::Defenders);
    let ply = play(&mut g, "g5-g1");
    assert_eq!(names(ply.captures), ["e1", "f1"]);
}

#[test]
fn s4_1_shieldwall_armed_king_in_front() {
    let diagram = "
11 x . . . . . . . . . x
10 . . . . . . . . . . .
 9 . . . . . . . . . A .
 8 . . . . . . . . . . .
 7 . . . . . . . . . . .
 6 . . . . . x . . . . .
 5 . . . . . . D . . . .
 4 . . . . . . . . . . .
 3 . . . . . . . . . . .
 2 . . . . D K . . . . .
 1 x . . D A A . . . . x
   a b c d e f g h i j k";
    let mut g = game(KEY, diagram, Side::Defenders);
    let ply = play(&mut g, "g5-g1");
    assert_eq!(names(ply.captures), ["e1", "f1"]);
}

#[test]
fn s4_1_shieldwall_on_a_side_edge() {
    let diagram = "
11 x . . . . . . . . . x
10 . . . . . . . . . . .
 9 . . . . . . . . . . .
 8 . . . . . . . K . . .
 7 . . . A . . . . . . .
 6 D A . . . x . . . . .
 5 D A . . . . . . . . .
 4 A . . . . . . . . . .
 3 . . . . . . . . . . .
 2 . . . . . . . . . . .
 1 x . . . . . . . . . x
   a b c d e f g h i j k";
    let mut g = game(KEY, diagram, Side::Attackers);
    let ply = play(&mut g, "d7-a7");
    assert_eq!(names(ply.captures), ["a5", "a6"]);
}

// -------------------------------------------------------------- exit fort

#[test]
fn s4_1_exit_fort_wins() {
    let diagram = "
11 x . . . . . . . . . x
10 . . . . . . . . . . .
 9 . . A . . . . . A . .
 8 . . . . . . . . . . .
 7 . . . . . . . . . . .
 6 . . . . . x . . . . .
 5 . . . . . . . . . . .
 4 . . . . . . . D . . .
 3 . . . . . . . . . . .
 2 . . . . D D D . . . .
 1 x . . D . K . . . . x
   a b c d e f g h i j k";
    let mut g = game(KEY, diagram, Side::Defenders);
    let ply = play(&mut g, "h4-h1");
    assert_eq!(names(ply.captures), Vec::<String>::new());
    assert_eq!(ply.outcome, win(Winner::Defenders, Reason::ExitFort));
    assert_eq!(g.outcome(), win(Winner::Defenders, Reason::ExitFort));
    refused_for(&mut g, "c9-c8", IllegalMove::GameOver);
}

#[test]
fn s4_1_exit_fort_fails_when_an_attacker_touches_it() {
    let diagram = "
11 x . . . . . . . . . x
10 . . . . . . . . . . .
 9 . . A . . . . . A . .
 8 . . . . . . . . . . .
 7 . . . . . . . . . . .
 6 . . . . . x . . . . .
 5 . . . . . . . . . . .
 4 . . . . . . . D . . .
 3 . . . . . . . . . . .
 2 . . . . D D D . . . .
 1 x . . A . K . . . . x
   a b c d e f g h i j k";
    let mut g = game(KEY, diagram, Side::Defenders);
    quiet(&mut g, &["h4-h1"]);
}

#[test]
fn s4_1_exit_fort_fails_when_attackers_can_reach_in() {
    let diagram = "
11 x . . . . . . . . . x
10 . . . . . . . . . . .
 9 . . A . . . . . A . .
 8 . . . . . . . . . . .
 7 . . . . . . . . . . .
 6 . . . . . x . . . . .
 5 . . . . . . . . . . .
 4 . . . . . . . D . . .
 3 . . . . . . . . . . .
 2 . . . . D D . . . . .
 1 x . . D . K . . . . x
   a b c d e f g h i j k";
    let mut g = game(KEY, diagram, Side::Defenders);
    quiet(&mut g, &["h4-h1"]);
}

#[test]
fn s4_1_exit_fort_fails_when_a_defender_is_not_safe() {
    // f3 could be taken between e3 and g3.
    let diagram = "
11 x . . . . . . . . . x
10 . . . . . . . . . . .
 9 . . A . . . . . A . .
 8 . . . . . . . . . . .
 7 . . . . . . . . . . .
 6 . . . . . x . . . . .
 5 . . . . . D . . . . .
 4 . . . . . . . . . . .
 3 . . . . . . . . . . .
 2 . . . . D . D . . . .
 1 x . . . D K D . . . x
   a b c d e f g h i j k";
    let mut g = game(KEY, diagram, Side::Defenders);
    quiet(&mut g, &["f5-f3"]);
}

#[test]
fn s4_1_exit_fort_wins_with_defenders_safe_through_each_other() {
    // e3 is not next to the fort but makes f3 safe, and f3 makes e3 safe.
    let diagram = "
11 x . . . . . . . . . x
10 . . . . . . . . . . .
 9 . . A . . . . . A . .
 8 . . . . . . . . . . .
 7 . . . . . . . . . . .
 6 . . . . . x . . . . .
 5 . . . . D . . . . . .
 4 . . . . . . . . . . .
 3 . . . . . D . . . . .
 2 . . . . D . D . . . .
 1 x . . . D K D . . . x
   a b c d e f g h i j k";
    let mut g = game(KEY, diagram, Side::Defenders);
    let ply = play(&mut g, "e5-e3");
    assert_eq!(ply.outcome, win(Winner::Defenders, Reason::ExitFort));
}

#[test]
fn s4_1_exit_fort_fails_when_the_king_cannot_move() {
    let diagram = "
11 x . . . . . . . . . x
10 . . . . . . . . . . .
 9 . . A . . . . . A . .
 8 . . . . . . . . . . .
 7 . . . . . . . . . . .
 6 . . . . . x . . . . .
 5 . . . . . D . . . . .
 4 . . . . . . . . . . .
 3 . . . . . . . . . . .
 2 . . . . D . D . . . .
 1 x . . . D K D . . . x
   a b c d e f g h i j k";
    let mut g = game(KEY, diagram, Side::Defenders);
    quiet(&mut g, &["f5-f2"]);
}

#[test]
fn s4_1_exit_fort_fails_when_the_king_is_not_on_the_edge() {
    let diagram = "
11 x . . . . . . . . . x
10 . . . . . . . . . . .
 9 . . A . . . . . A . .
 8 . . . . . . . . . . .
 7 . . . . . . . . . . .
 6 . . . . . x . . . . .
 5 . . . . D . . . . . .
 4 . . . . . . . . . . .
 3 . . . . . D . . . . .
 2 . . . . D K D . . . .
 1 x . . . D . D . . . x
   a b c d e f g h i j k";
    let mut g = game(KEY, diagram, Side::Defenders);
    quiet(&mut g, &["e5-e3"]);
}

#[test]
fn s4_1_exit_fort_completed_by_the_king_stepping_to_the_edge() {
    let diagram = "
11 x . . . . . . . . . x
10 . . . . . . . . . . .
 9 . . A . . . . . A . .
 8 . . . . . . . . . . .
 7 . . . . . . . . . . .
 6 . . . . . x . . . . .
 5 . . . . . . . . . . .
 4 . . . . . . . . . . .
 3 . . . . D D . . . . .
 2 . . . . D K D . . . .
 1 x . . . D . D . . . x
   a b c d e f g h i j k";
    let mut g = game(KEY, diagram, Side::Defenders);
    let ply = play(&mut g, "f2-f1");
    assert_eq!(ply.outcome, win(Winner::Defenders, Reason::ExitFort));
}

#[test]
fn s4_1_exit_fort_is_judged_after_defenders_moves_only() {
    let diagram = "
11 x . . . . . . . . . x
10 . . . . . . . . . . .
 9 . . A . . . . . A . .
 8 . . . . . . . . . . .
 7 . . . . . . . . . . .
 6 . . . . . x . . . . .
 5 . . . . . . . . . D .
 4 . . . . . . . . . . .
 3 . . . . D D . . . . .
 2 . . . . D . D . . . .
 1 x . . . D K D . . . x
   a b c d e f g h i j k";
    let mut g = game(KEY, diagram, Side::Attackers);
    quiet(&mut g, &["c9-c8"]);
    let ply = play(&mut g, "j5-j4");
    assert_eq!(ply.outcome, win(Winner::Defenders, Reason::ExitFort));
}

// ----------------------------------------------------------- encirclement

#[test]
fn s4_1_encirclement_wins_for_attackers() {
    let diagram = "
11 x . . . . A . . . . x
10 . . . . . . . . . . .
 9 . . . . . . . . . . .
 8 . . . . A . A . . . .
 7 . . . A . . . A . . .
 6 . . A . . T . . A . .
 5 . . . A . D . A . . .
 4 . . . . A . A . . . .
 3 . . . . . A . . . . .
 2 . . . . . . . . . . .
 1 x . . . . . . . . . x
   a b c d e f g h i j k";
    let mut g = game(KEY, diagram, Side::Attackers);
    let ply = play(&mut g, "f11-f9");
    assert_eq!(names(ply.captures), Vec::<String>::new());
    assert_eq!(ply.outcome, win(Winner::Attackers, Reason::Encircled));
}

#[test]
fn s4_1_no_encirclement_while_a_defender_can_reach_the_edge() {
    let diagram = "
11 x . . . . A . . . . x
10 . . . . . . . . . . .
 9 . D . . . . . . . . .
 8 . . . . A . A . . . .
 7 . . . A . . . A . . .
 6 . . A . . T . . A . .
 5 . . . A . D . A . . .
 4 . . . . A . A . . . .
 3 . . . . . A . . . . .
 2 . . . . . . . . . . .
 1 x . . . . . . . . . x
   a b c d e f g h i j k";
    let mut g = game(KEY, diagram, Side::Attackers);
    quiet(&mut g, &["f11-f9"]);
}

#[test]
fn s4_1_no_encirclement_while_a_defender_stands_on_the_edge() {
    let diagram = "
11 x . . . . A . . . . x
10 . . . . . . . . . . .
 9 . . . . . . . . . . .
 8 . . . . A . A . . . .
 7 . . . A . . . A . . .
 6 . . A . . T . . A . .
 5 . . . A . D . A . . .
 4 A . . . A . A . . . .
 3 D A . . . A . . . . .
 2 A . . . . . . . . . .
 1 x . . . . . . . . . x
   a b c d e f g h i j k";
    let mut g = game(KEY, diagram, Side::Attackers);
    quiet(&mut g, &["f11-f9"]);
}

#[test]
fn s4_1_encirclement_counts_every_defender_shut_in() {
    // The defender on b9 is outside the ring but boxed in by attackers.
    let diagram = "
11 x . . . . A . . . . x
10 . A . . . . . . . . .
 9 A D A . . . . . . . .
 8 . A . . A . A . . . .
 7 . . . A . . . A . . .
 6 . . A . . T . . A . .
 5 . . . A . D . A . . .
 4 . . . . A . A . . . .
 3 . . . . . A . . . . .
 2 . . . . . . . . . . .
 1 x . . . . . . . . . x
   a b c d e f g h i j k";
    let mut g = game(KEY, diagram, Side::Attackers);
    let ply = play(&mut g, "f11-f9");
    assert_eq!(ply.outcome, win(Winner::Attackers, Reason::Encircled));
}

#[test]
fn s4_1_encirclement_is_judged_after_attackers_moves_only() {
    let diagram = "
11 x . . . . . . . . . x
10 . . . . . . . . . . .
 9 . . . . . A . . . . .
 8 . . . . A . A . . . .
 7 . . . A . . . A . . .
 6 . . A . . T . . A . .
 5 . . . A . D . A . . .
 4 . . . . A . A . . . .
 3 . . . . . A . . . . .
 2 . . . . . . . . . A .
 1 x . . . . . . . . . x
   a b c d e f g h i j k";
    let mut g = game(KEY, diagram, Side::Defenders);
    quiet(&mut g, &["f5-f4"]);
    let ply = play(&mut g, "j2-j3");
    assert_eq!(ply.outcome, win(Winner::Attackers, Reason::Encircled));
}

#[test]
fn s4_1_encirclement_flood_passes_through_the_empty_throne() {
    // The king's only way out is across the empty throne.
    let diagram = "
11 x . . . . . . . . . x
10 . . . . . . . . . . .
 9 . . . . . . . . . . .
 8 . . . . . A . . . . .
 7 . . . . A K A . . . .
 6 . . . . A x A . . . .
 5 . . . . . . . . . . .
 4 . . . . . . . . . . .
 3 . . . . . . . . . . .
 2 . . . . . A . . . A .
 1 x . . . . . . . . . x
   a b c d e f g h i j k";
    let mut g = game(KEY, diagram, Side::Attackers);
    quiet(&mut g, &["j2-j3"]);
    let mut g = game(KEY, diagram, Side::Attackers);
    let ply = play(&mut g, "f2-f5");
    assert_eq!(names(ply.captures), Vec::<String>::new());
    assert_eq!(ply.outcome, win(Winner::Attackers, Reason::Encircled));
}

#[test]
fn s1_encircling_move_still_makes_its_captures() {
    // The defender on e9 could reach the edge; the move that closes the ring
    // captures it, and the remaining defenders are shut in.
    let diagram = "
11 x . . . . A . . . . x
10 . . . . . . . . . . .
 9 . . . A D . . . . . .
 8 . . . . A . A . . . .
 7 . . . A . . . A . . .
 6 . . A . . T . . A . .
 5 . . . A . D . A . . .
 4 . . . . A . A . . . .
 3 . . . . . A . . . . .
 2 . . . . . . . . . . .
 1 x . . . . . . . . . x
   a b c d e f g h i j k";
    let mut g = game(KEY, diagram, Side::Attackers);
    let ply = play(&mut g, "f11-f9");
    assert_eq!(names(ply.captures), ["e9"]);
    assert_eq!(ply.outcome, win(Winner::Attackers, Reason::Encircled));
}

#[test]
fn s1_own_result_comes_before_no_legal_moves() {
    // After d5-d2 the defenders cannot move, but the move's own result,
    // encirclement, is decided first.
    let diagram = "
11 x . . . . . . . . . x
10 . . . . . . . . . . .
 9 . . . . . . . . . . .
 8 . . . . . . . . . . .
 7 . . . . . . . . . . .
 6 . . . . . x . . . . .
 5 . . . A . . . . . . .
 4 . . . . . . . . . . .
 3 . A A . . . . . . . .
 2 A K D . . . . . . . .
 1 x A A . . . . . . . x
   a b c d e f g h i j k";
    let mut g = game(KEY, diagram, Side::Attackers);
    let ply = play(&mut g, "d5-d2");
    assert_eq!(names(ply.captures), Vec::<String>::new());
    assert_eq!(ply.outcome, win(Winner::Attackers, Reason::Encircled));
}

// ------------------------------------------------------------- repetition

const SHUFFLE: &str = "
11 x . . . . . . . . . x
10 . . . . . . . . . . .
 9 . . . . . . . . . A .
 8 . . . . . . . . . . .
 7 . . . . . . . . . . .
 6 . . . . . T . . . . .
 5 . . . . . . . . . . .
 4 . . . . . . . . . . .
 3 . D . . . . . . . . .
 2 . . . . . . . . . . .
 1 x . . . . . . . . . x
   a b c d e f g h i j k";

#[test]
fn s4_1_third_repetition_by_defenders_wins_for_attackers() {
    let mut g = game(KEY, SHUFFLE, Side::Attackers);
    quiet(
        &mut g,
        &[
            "j9-j10", "b3-b4", "j10-j9", "b4-b3", "j9-j10", "b3-b4", "j10-j9",
        ],
    );
    // The start position (attackers to move) now occurs for the third time.
    let ply = play(&mut g, "b4-b3");
    assert_eq!(ply.outcome, win(Winner::Attackers, Reason::Repetition));
    assert_eq!(g.outcome(), win(Winner::Attackers, Reason::Repetition));
}

#[test]
fn s4_1_third_repetition_by_attackers_wins_for_attackers() {
    let mut g = game(KEY, SHUFFLE, Side::Defenders);
    quiet(
        &mut g,
        &[
            "b3-b4", "j9-j10", "b4-b3", "j10-j9", "b3-b4", "j9-j10", "b4-b3",
        ],
    );
    let ply = play(&mut g, "j10-j9");
    assert_eq!(ply.outcome, win(Winner::Attackers, Reason::Repetition));
}

// -------------------------------------------------------- no legal moves

#[test]
fn s4_1_defenders_without_legal_moves_lose() {
    let diagram = "
11 x . . . . . . . . . x
10 . . . . . . . . . . .
 9 . . . . . . . . . . .
 8 . . . . . . . . . . .
 7 . . . . . . . . . . .
 6 . . . . . x . . . . .
 5 . . . . . A . . . . .
 4 . . . . . . . . . . .
 3 . . . . . . . . . . .
 2 . . . . . . . . . . .
 1 x . . . A K A . . . x
   a b c d e f g h i j k";
    let mut g = game(KEY, diagram, Side::Attackers);
    let ply = play(&mut g, "f5-f2");
    assert_eq!(names(ply.captures), Vec::<String>::new());
    assert_eq!(ply.outcome, win(Winner::Attackers, Reason::NoLegalMoves));
}

#[test]
fn s4_1_attackers_without_legal_moves_lose() {
    let diagram = "
11 x . . . . . . . . . x
10 . . . . . . . . . . .
 9 . . . . . . . . . . .
 8 . . . . . . . . . . .
 7 . . . . . . . . . . .
 6 . . . . . T . . . . .
 5 . D . . . . . . . . .
 4 . . . . . . . . . . .
 3 D . . . . . . . . . .
 2 A . . . . . . . . . .
 1 x . . . . . . . . . x
   a b c d e f g h i j k";
    let mut g = game(KEY, diagram, Side::Defenders);
    let ply = play(&mut g, "b5-b2");
    assert_eq!(names(ply.captures), Vec::<String>::new());
    assert_eq!(ply.outcome, win(Winner::Defenders, Reason::NoLegalMoves));
    assert!(g.legal_moves().is_empty());
}

// ------------------------------------------------------ order of endings

#[test]
fn s1_escaping_move_still_makes_its_captures() {
    let diagram = "
11 x . . K . . . . . . x
10 A . . . . . . . . . .
 9 D . . . . . . . . A .
 8 . . . . . . . . . . .
 7 . . . . . . . . . . .
 6 . . . . . x . . . . .
 5 . . . . . . . . . . .
 4 . . . . . . . . . . .
 3 . . . . . . . . . . .
 2 . . . . . . . . . . .
 1 x . . . . . . . . . x
   a b c d e f g h i j k";
    let mut g = game(KEY, diagram, Side::Defenders);
    let ply = play(&mut g, "d11-a11");
    assert_eq!(names(ply.captures), ["a10"]);
    assert_eq!(ply.outcome, win(Winner::Defenders, Reason::KingEscaped));
    assert_eq!(ply.to_string(), "d11-a11xa10");
}

#[test]
fn s1_king_capturing_move_still_makes_its_other_captures() {
    let diagram = "
11 x . . . . . . . . . x
10 . . . . . . . . . . .
 9 . . . . . . . . . . .
 8 . . . A . . . . . . .
 7 . . . . . . . . . . .
 6 . . . . . x . . . . .
 5 . . . . . . . . . . .
 4 . A D . D A . . . . .
 3 . . A K A . . . . . .
 2 . . . A . . . . . . .
 1 x . . . . . . . . . x
   a b c d e f g h i j k";
    let mut g = game(KEY, diagram, Side::Attackers);
    let ply = play(&mut g, "d8-d4");
    assert_eq!(names(ply.captures), ["d3", "c4", "e4"]);
    assert_eq!(ply.king_captured, Some(sq("d3")));
    assert_eq!(ply.outcome, win(Winner::Attackers, Reason::KingCaptured));
    assert_eq!(ply.to_string(), "d8-d4xd3xc4xe4");
}

// ---------------------------------------------------------------- notation

#[test]
fn s2_start_position_string() {
    let v = common::variant(KEY);
    let text = "3aaaaa3/5a5/11/a4d4a/a3ddd3a/aa1ddkdd1aa/a3ddd3a/a4d4a/11/5a5/3aaaaa3 a";
    assert_eq!(v.start_position(None, None).unwrap().to_string(), text);
    let parsed = Position::parse(&v, text).unwrap();
    assert_eq!(parsed, v.start_position(None, None).unwrap());
    assert_eq!(parsed.to_string(), text);
}

#[test]
fn s2_custom_start_refuses_pieces_on_restricted_squares() {
    let v = common::variant(KEY);
    let err = Position::from_diagram(
        &v,
        "
11 x . . . . . . . . . x
10 . . . . . . . . . . .
 9 . . . . . . . . . . .
 8 . . . . . . . . . . .
 7 . . . . . . . . . . .
 6 . . . . . A . . . . .
 5 . . . . . . . . . . .
 4 . . . . . . . . . . .
 3 . . K . . . . . . . .
 2 . A . . . . . . . . .
 1 x . . . . . . . . . x
   a b c d e f g h i j k",
        Side::Attackers,
    )
    .expect_err("an attacker may not stand on the throne");
    restricted(err, "f6", "the throne");
    let err = Position::from_diagram(
        &v,
        "
11 D . . . . . . . . . x
10 . . . . . . . . . . .
 9 . . . . . . . . . . .
 8 . . . . . . . . . . .
 7 . . . . . . . . . . .
 6 . . . . . x . . . . .
 5 . . . . . . . . . . .
 4 . . . . . . . . . . .
 3 . . K . . . . . . . .
 2 . . . . . . . . . . .
 1 x . . . . . . . . . x
   a b c d e f g h i j k",
        Side::Attackers,
    )
    .expect_err("a defender may not stand on a corner");
    restricted(err, "a11", "a corner");
}

#[test]
fn s2_custom_start_refuses_two_kings() {
    let v = common::variant(KEY);
    let err = Position::parse(&v, "11/11/11/11/11/2k5k2/11/11/11/11/11 a").expect_err("two kings");
    assert_eq!(err, PositionError::Setup(SetupError::KingCount(2)));
}
