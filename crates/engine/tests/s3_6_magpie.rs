//! Rule tests for docs/rules.md 3.6, Magpie (`magpie`), and the parts of section
//! 1 that it exercises best. Diagrams use the legend of docs/rules.md 1: `A`
//! thief (attacker), `D` friend (defender), `K` the leprechaun, `T` the
//! leprechaun on the centre, `x` an empty marked square.

mod common;

use common::{blocked, cannot_stop, game, legal, names, play, refuse, refused_for, sq};
use hnefi_engine::variant::FirstMover;
use hnefi_engine::{Game, IllegalMove, Outcome, Piece, Position, Reason, Side, Winner};

const KEY: &str = "magpie";

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

/// Legal moves of the piece on `from`, sorted.
fn moves_from(g: &Game, from: &str) -> Vec<String> {
    let prefix = format!("{from}-");
    legal(g)
        .into_iter()
        .filter(|m| m.starts_with(&prefix))
        .collect()
}

// ---------------------------------------------------------------- layouts

fn check_layout(layout: Option<&str>, thieves: &str) {
    let v = common::variant(KEY);
    assert_eq!(v.size(), 7);
    let pos = v.start_position(layout, None).unwrap();
    assert_eq!(
        on_board(&pos, Piece::Attacker),
        sorted(thieves),
        "{layout:?}"
    );
    assert_eq!(
        on_board(&pos, Piece::Defender),
        sorted("d3 c4 e4 d5"),
        "{layout:?}"
    );
    assert_eq!(pos.king(), Some(sq("d4")), "{layout:?}");
    assert_eq!(pos.pieces(Side::Defenders).count(), 5);
    assert_eq!(
        pos.turn(),
        Side::Attackers,
        "thieves move first in {layout:?}"
    );
}

#[test]
fn s3_6_cross_layout_is_the_default() {
    let v = common::variant(KEY);
    assert_eq!(v.default_layout(), "cross");
    check_layout(None, "d1 d2 a4 b4 f4 g4 d6 d7");
    check_layout(Some("cross"), "d1 d2 a4 b4 f4 g4 d6 d7");
}

#[test]
fn s3_6_ballinderry_2_layout() {
    check_layout(Some("ballinderry-2"), "c1 e1 a3 g3 a5 g5 c7 e7");
}

#[test]
fn s3_6_ballinderry_3_layout() {
    check_layout(Some("ballinderry-3"), "d1 b2 f2 a4 g4 b6 f6 d7");
}

#[test]
fn s3_6_thieves_move_first() {
    let v = common::variant(KEY);
    assert_eq!(v.first(), FirstMover::Attackers);
    let mut g = Game::new(v.start_position(None, None).unwrap());
    refused_for(
        &mut g,
        "d5-c5",
        IllegalMove::NotYourPiece {
            square: sq("d5"),
            to_move: Side::Attackers,
        },
    );
    quiet(&mut g, &["d6-c6"]);
    assert_eq!(g.turn(), Side::Defenders);
}

// --------------------------------------------------------------- movement

#[test]
fn s3_6_leprechaun_moves_one_square() {
    let diagram = "
7 x . . . . . x
6 . D . . . A .
5 . . . . . . .
4 . . . x . . .
3 . . . . . . .
2 . . K . . . .
1 x . . . . . x
  a b c d e f g";
    let mut g = game(KEY, diagram, Side::Defenders);
    assert_eq!(moves_from(&g, "c2"), ["c2-b2", "c2-c1", "c2-c3", "c2-d2"]);
    refused_for(
        &mut g,
        "c2-c4",
        IllegalMove::KingOneStep {
            swift_escape: false,
        },
    );
    refused_for(
        &mut g,
        "c2-f2",
        IllegalMove::KingOneStep {
            swift_escape: false,
        },
    );
    refuse(&mut g, "c2-d3");
    quiet(&mut g, &["c2-c3"]);
}

#[test]
fn s3_6_friends_and_thieves_move_like_rooks() {
    let diagram = "
7 x . . . . . x
6 . D . . . A .
5 . . . . . . .
4 . . . x . . .
3 . . . . . . .
2 . . K . . . .
1 x . . . . . x
  a b c d e f g";
    let g = game(KEY, diagram, Side::Defenders);
    assert_eq!(
        moves_from(&g, "b6"),
        [
            "b6-a6", "b6-b1", "b6-b2", "b6-b3", "b6-b4", "b6-b5", "b6-b7", "b6-c6", "b6-d6",
            "b6-e6"
        ]
    );
    let g = game(KEY, diagram, Side::Attackers);
    assert_eq!(
        moves_from(&g, "f6"),
        [
            "f6-c6", "f6-d6", "f6-e6", "f6-f1", "f6-f2", "f6-f3", "f6-f4", "f6-f5", "f6-f7",
            "f6-g6"
        ]
    );
}

// ------------------------------------------------------- marked squares

#[test]
fn s3_6_only_the_leprechaun_stops_on_marked_squares_others_pass_the_empty_centre() {
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
        "a thief passes the empty centre"
    );
    quiet(&mut g, &["d1-d7"]);

    let mut g = game(KEY, diagram, Side::Defenders);
    refused_for(&mut g, "a4-d4", cannot_stop("d4"));
    refused_for(&mut g, "a4-a1", cannot_stop("a1"));
    assert!(
        legal(&g).contains(&"a4-g4".to_string()),
        "a friend passes the empty centre"
    );
    quiet(&mut g, &["a4-g4"]);
}

#[test]
fn s3_6_leprechaun_may_stop_on_the_centre() {
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
    quiet(&mut g, &["d3-d4"]);
    assert_eq!(g.position().king(), Some(sq("d4")));
}

#[test]
fn s3_6_occupied_centre_blocks_passing() {
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
    refused_for(&mut g, "d1-d7", blocked("d1-d7", "d4"));
    let mut g = game(KEY, diagram, Side::Defenders);
    refused_for(&mut g, "a4-g4", blocked("a4-g4", "d4"));
}

// ---------------------------------------------------------------- hostility

#[test]
fn s3_6_empty_centre_hostile_to_thieves() {
    let diagram = "
7 x . . . . . x
6 . D . . . . .
5 . . . A . . .
4 . . . x . . .
3 K . . . . . .
2 . . . . . A .
1 x . . . . . x
  a b c d e f g";
    let mut g = game(KEY, diagram, Side::Defenders);
    let ply = play(&mut g, "b6-d6");
    assert_eq!(names(ply.captures), ["d5"]);
}

#[test]
fn s3_6_empty_centre_hostile_to_friends() {
    let diagram = "
7 x . . . . . x
6 . A . . . . .
5 . . . D . . .
4 . . . x . . .
3 K . . . . . .
2 . . . . . . .
1 x . . . . . x
  a b c d e f g";
    let mut g = game(KEY, diagram, Side::Attackers);
    let ply = play(&mut g, "b6-d6");
    assert_eq!(names(ply.captures), ["d5"]);
}

#[test]
fn s3_6_marked_corners_hostile_to_thieves() {
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
fn s3_6_marked_corners_hostile_to_friends() {
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
fn s3_6_occupied_centre_not_hostile() {
    let diagram = "
7 x . . . . . x
6 . . . . . . .
5 . . . . . . .
4 . . . T . . .
3 . . . D . . .
2 . A . . . . .
1 x . . . . . x
  a b c d e f g";
    let mut g = game(KEY, diagram, Side::Attackers);
    quiet(&mut g, &["b2-d2"]);
    assert_eq!(g.position().piece_at(sq("d3")), Some(Piece::Defender));
}

// ----------------------------------------------------------------- captures

#[test]
fn s3_6_one_move_captures_several_friends() {
    let diagram = "
7 x . . A . . x
6 . A D . D A .
5 . . . D . . .
4 . . . x . . .
3 . . . . . . .
2 . K . . . . .
1 x . . . . . x
  a b c d e f g";
    let mut g = game(KEY, diagram, Side::Attackers);
    let ply = play(&mut g, "d7-d6");
    assert_eq!(names(ply.captures), ["d5", "c6", "e6"]);
}

#[test]
fn s3_6_leprechaun_is_armed_as_mover() {
    let diagram = "
7 x . . . . . x
6 . . D . . . A
5 . . A . . . .
4 . . . x . . .
3 . . K . . . .
2 . . . . . . .
1 x . . . . . x
  a b c d e f g";
    let mut g = game(KEY, diagram, Side::Defenders);
    let ply = play(&mut g, "c3-c4");
    assert_eq!(names(ply.captures), ["c5"]);
}

#[test]
fn s3_6_leprechaun_is_armed_as_anvil() {
    let diagram = "
7 x . . . . . x
6 D . . . . . A
5 . . A . . . .
4 . . K x . . .
3 . . . . . . .
2 . . . . . . .
1 x . . . . . x
  a b c d e f g";
    let mut g = game(KEY, diagram, Side::Defenders);
    let ply = play(&mut g, "a6-c6");
    assert_eq!(names(ply.captures), ["c5"]);
}

// ------------------------------------------------------ leprechaun capture

#[test]
fn s3_6_leprechaun_captured_by_four_thieves() {
    let diagram = "
7 x . . . . . x
6 . . A . . D .
5 . . . . . . .
4 . . . x . . .
3 . A K A . . .
2 . . A . . . .
1 x . . . . . x
  a b c d e f g";
    let mut g = game(KEY, diagram, Side::Attackers);
    let ply = play(&mut g, "c6-c4");
    assert_eq!(names(ply.captures), ["c3"]);
    assert_eq!(ply.king_captured, Some(sq("c3")));
    assert_eq!(ply.outcome, win(Winner::Attackers, Reason::KingCaptured));
    assert_eq!(g.outcome(), win(Winner::Attackers, Reason::KingCaptured));
}

#[test]
fn s3_6_leprechaun_captured_by_three_thieves_and_the_centre() {
    let diagram = "
7 x . . . . . x
6 . . . . . D .
5 . . . . . . .
4 . . . x . . .
3 . . A K A . .
2 . . . . . . .
1 x . . A . . x
  a b c d e f g";
    let mut g = game(KEY, diagram, Side::Attackers);
    let ply = play(&mut g, "d1-d2");
    assert_eq!(names(ply.captures), ["d3"]);
    assert_eq!(ply.outcome, win(Winner::Attackers, Reason::KingCaptured));
}

#[test]
fn s3_6_leprechaun_captured_by_three_thieves_and_the_edge() {
    let diagram = "
7 x . . . . . x
6 . . . . . D .
5 . . . . . . .
4 . . . x . . .
3 . . . . . . .
2 . . . . . A .
1 x A K A . . x
  a b c d e f g";
    let mut g = game(KEY, diagram, Side::Attackers);
    let ply = play(&mut g, "f2-c2");
    assert_eq!(names(ply.captures), ["c1"]);
    assert_eq!(ply.outcome, win(Winner::Attackers, Reason::KingCaptured));
}

#[test]
fn s3_6_leprechaun_captured_by_two_thieves_a_corner_and_the_edge() {
    let diagram = "
7 x . . . . . x
6 . . . . . D .
5 . A . . . . .
4 . . . x . . .
3 . . . . . . .
2 . . . . . . .
1 x K A . . . x
  a b c d e f g";
    let mut g = game(KEY, diagram, Side::Attackers);
    let ply = play(&mut g, "b5-b2");
    assert_eq!(names(ply.captures), ["b1"]);
    assert_eq!(ply.outcome, win(Winner::Attackers, Reason::KingCaptured));
}

#[test]
fn s3_6_leprechaun_not_captured_by_two_thieves() {
    // d6-d3 also passes through the empty centre.
    let diagram = "
7 x . . . . . x
6 . . . A . D .
5 . . . . . . .
4 . . . x . . .
3 . A K . . . .
2 . . . . . . .
1 x . . . . . x
  a b c d e f g";
    let mut g = game(KEY, diagram, Side::Attackers);
    quiet(&mut g, &["d6-d3"]);
    assert_eq!(g.position().king(), Some(sq("c3")));
}

#[test]
fn s3_6_leprechaun_not_captured_by_three_thieves_and_a_friend() {
    let diagram = "
7 x . . . . . x
6 . . . . . . .
5 . . . . . . .
4 . . D x . . .
3 . A K A . . .
2 . . . . . A .
1 x . . . . . x
  a b c d e f g";
    let mut g = game(KEY, diagram, Side::Attackers);
    quiet(&mut g, &["f2-c2"]);
    assert_eq!(g.position().king(), Some(sq("c3")));
}

#[test]
fn s1_leprechaun_capture_is_active() {
    // The leprechaun steps off the centre into three thieves and the empty
    // centre: safe until a thief moves away and back.
    let diagram = "
7 x . . . . . x
6 . . . A . . .
5 . . A . A . .
4 . . . T . . .
3 . . . . . . .
2 . D . . . . A
1 x . . . . . x
  a b c d e f g";
    let mut g = game(KEY, diagram, Side::Defenders);
    quiet(&mut g, &["d4-d5", "g2-g3", "b2-b3", "c5-b5", "b3-b2"]);
    assert_eq!(g.position().king(), Some(sq("d5")));
    let ply = play(&mut g, "b5-c5");
    assert_eq!(names(ply.captures), ["d5"]);
    assert_eq!(ply.outcome, win(Winner::Attackers, Reason::KingCaptured));
}

// -------------------------------------------------------------------- win

#[test]
fn s3_6_friends_win_when_the_leprechaun_reaches_a_corner() {
    let diagram = "
7 x . . . . . x
6 . . . D . A .
5 . . . . . . .
4 . . . x . . .
3 . . . . . . .
2 . K . . . . .
1 x . . . . . x
  a b c d e f g";
    let mut g = game(KEY, diagram, Side::Defenders);
    // An edge square that is not a corner does not win.
    quiet(&mut g, &["b2-b1", "f6-f5"]);
    let ply = play(&mut g, "b1-a1");
    assert_eq!(ply.outcome, win(Winner::Defenders, Reason::KingEscaped));
    assert_eq!(g.outcome(), win(Winner::Defenders, Reason::KingEscaped));
    refused_for(&mut g, "f5-f4", IllegalMove::GameOver);
}

#[test]
fn s3_6_house_repetition_rule_draws() {
    let diagram = "
7 x . . . . . x
6 . D . . . A .
5 . . . . . . .
4 . . . x . . .
3 . . K . . . .
2 . . . . . . .
1 x . . . . . x
  a b c d e f g";
    let mut g = game(KEY, diagram, Side::Attackers);
    quiet(
        &mut g,
        &[
            "f6-f7", "b6-b5", "f7-f6", "b5-b6", "f6-f7", "b6-b5", "f7-f6",
        ],
    );
    let ply = play(&mut g, "b5-b6");
    assert_eq!(ply.outcome, win(Winner::Draw, Reason::Repetition));
}

#[test]
fn s1_thieves_without_legal_moves_lose() {
    let diagram = "
7 x . . . . . x
6 . . . . K . .
5 . D . . . . .
4 . . . x . . .
3 D . . . . . .
2 A . . . . . .
1 x . . . . . x
  a b c d e f g";
    let mut g = game(KEY, diagram, Side::Defenders);
    let ply = play(&mut g, "b5-b2");
    assert_eq!(names(ply.captures), Vec::<String>::new());
    assert_eq!(ply.outcome, win(Winner::Defenders, Reason::NoLegalMoves));
}
