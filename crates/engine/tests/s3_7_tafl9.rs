//! Rule tests for docs/rules.md 3.7, Tafl (`tafl9`), and the parts of sections 1
//! and 2 that it exercises best. Diagrams use the legend of docs/rules.md 1: `A`
//! Russian (attacker), `D` Swede (defender), `K` king, `T` king on the
//! centre, `x` an empty gold square.

mod common;

use common::{blocked_at, cannot_stop, game, legal, names, play, refused_for, sq};
use hnefi_engine::variant::FirstMover;
use hnefi_engine::{Game, IllegalMove, Outcome, Piece, Position, Reason, Side, Winner};

const KEY: &str = "tafl9";

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

// ---------------------------------------------------------------- layout

#[test]
fn s3_7_tablut_layout_matches_rules() {
    let v = common::variant(KEY);
    assert_eq!(v.size(), 9);
    for first in [Side::Attackers, Side::Defenders] {
        let pos = v.start_position(None, Some(first)).unwrap();
        assert_eq!(
            on_board(&pos, Piece::Attacker),
            sorted("d1 e1 f1 e2 a4 a5 a6 b5 i4 i5 i6 h5 e8 d9 e9 f9")
        );
        assert_eq!(
            on_board(&pos, Piece::Defender),
            sorted("e3 e4 e6 e7 c5 d5 f5 g5")
        );
        assert_eq!(pos.king(), Some(sq("e5")));
        assert_eq!(pos.pieces(Side::Attackers).count(), 16);
        assert_eq!(pos.pieces(Side::Defenders).count(), 9);
    }
}

#[test]
fn s3_7_first_mover_drawn_by_lot() {
    let v = common::variant(KEY);
    assert_eq!(v.first(), FirstMover::Random);
    let swedes_first = v.start_position(None, Some(Side::Defenders)).unwrap();
    assert_eq!(swedes_first.turn(), Side::Defenders);
    let russians_first = v.start_position(None, Some(Side::Attackers)).unwrap();
    assert_eq!(russians_first.turn(), Side::Attackers);

    let mut g = Game::new(swedes_first);
    refused_for(
        &mut g,
        "d1-d2",
        IllegalMove::NotYourPiece {
            square: sq("d1"),
            to_move: Side::Defenders,
        },
    );
    quiet(&mut g, &["e3-d3"]);
    assert_eq!(g.turn(), Side::Attackers);

    let mut g = Game::new(russians_first);
    refused_for(
        &mut g,
        "e3-d3",
        IllegalMove::NotYourPiece {
            square: sq("e3"),
            to_move: Side::Attackers,
        },
    );
    quiet(&mut g, &["d1-d2"]);
}

// ------------------------------------------------------------ gold squares

#[test]
fn s3_7_only_the_king_stops_on_the_centre_any_piece_passes_it_empty() {
    let diagram = "
9 x . . . . . . . x
8 . . . . D . . . .
7 . . . . . . . . .
6 . . . . . . . . .
5 . K . . x . . . .
4 . . . . . . . . .
3 . . . . . . . . .
2 . . . . A . . . .
1 x . . . . . . . x
  a b c d e f g h i";
    let mut g = game(KEY, diagram, Side::Attackers);
    refused_for(&mut g, "e2-e5", cannot_stop("e5"));
    assert!(legal(&g).contains(&"e2-e7".to_string()));
    quiet(&mut g, &["e2-e7"]);

    let mut g = game(KEY, diagram, Side::Defenders);
    refused_for(&mut g, "e8-e5", cannot_stop("e5"));
    let moves = legal(&g);
    assert!(
        moves.contains(&"e8-e3".to_string()),
        "a Swede passes the empty centre"
    );
    assert!(
        moves.contains(&"b5-h5".to_string()),
        "the king passes the centre"
    );
    assert!(
        moves.contains(&"b5-e5".to_string()),
        "the king stops on the centre"
    );
    quiet(&mut g, &["b5-e5"]);
    assert_eq!(g.position().king(), Some(sq("e5")));
}

#[test]
fn s3_7_occupied_centre_blocks_everyone() {
    let diagram = "
9 x . . . . . . . x
8 . . . . D . . . .
7 . . . . . . . . .
6 . . . . . . . . .
5 . . . . T . . . .
4 . . . . . . . . .
3 . . . . . . . . .
2 . . . . A . . . .
1 x . . . . . . . x
  a b c d e f g h i";
    let mut g = game(KEY, diagram, Side::Attackers);
    blocked_at(&mut g, "e2-e7", "e5");
    let mut g = game(KEY, diagram, Side::Defenders);
    blocked_at(&mut g, "e8-e3", "e5");
}

#[test]
fn s3_7_only_the_king_stops_on_gold_corners() {
    let diagram = "
9 x . . . . . . . x
8 . . . . . . . . .
7 . . . . K . . . .
6 . . . . . . . . .
5 A . . . x . . . D
4 . . . . . . . . .
3 . . . . . . . . .
2 . . . . . . . . .
1 x . . . . . . . x
  a b c d e f g h i";
    let mut g = game(KEY, diagram, Side::Attackers);
    refused_for(&mut g, "a5-a1", cannot_stop("a1"));
    refused_for(&mut g, "a5-a9", cannot_stop("a9"));
    let mut g = game(KEY, diagram, Side::Defenders);
    refused_for(&mut g, "i5-i1", cannot_stop("i1"));
    refused_for(&mut g, "i5-i9", cannot_stop("i9"));
}

#[test]
fn s3_7_gold_corners_hostile_to_russians() {
    let diagram = "
9 x . . . . . . . x
8 . . . . . . . . .
7 . . . . K . . A .
6 . . . . . . . . .
5 . . . . x . . . .
4 . . D . . . . . .
3 . . . . . . . . .
2 . . . . . . . . .
1 x A . . . . . . x
  a b c d e f g h i";
    let mut g = game(KEY, diagram, Side::Defenders);
    let ply = play(&mut g, "c4-c1");
    assert_eq!(names(ply.captures), ["b1"]);
}

#[test]
fn s3_7_gold_corners_hostile_to_swedes() {
    let diagram = "
9 x . . . . . . . x
8 . . . . . . . . .
7 . . . . K . . . .
6 . . . . . . . . .
5 . . . . x . . . .
4 . . A . . . . . .
3 . . . . . . . . .
2 . . . . . . . . .
1 x D . . . . . . x
  a b c d e f g h i";
    let mut g = game(KEY, diagram, Side::Attackers);
    let ply = play(&mut g, "c4-c1");
    assert_eq!(names(ply.captures), ["b1"]);
}

#[test]
fn s3_7_empty_centre_hostile_to_russians() {
    let diagram = "
9 x . . . . . . . x
8 . . . . . . . . .
7 . D . . . . . . .
6 . . . . A . . . .
5 . . . . x . . . .
4 . . . . . . . . .
3 . . K . . . . . .
2 . . . . . . . A .
1 x . . . . . . . x
  a b c d e f g h i";
    let mut g = game(KEY, diagram, Side::Defenders);
    let ply = play(&mut g, "b7-e7");
    assert_eq!(names(ply.captures), ["e6"]);
}

#[test]
fn s3_7_empty_centre_hostile_to_swedes() {
    let diagram = "
9 x . . . . . . . x
8 . . . . . . . . .
7 . A . . . . . . .
6 . . . . D . . . .
5 . . . . x . . . .
4 . . . . . . . . .
3 . . K . . . . . .
2 . . . . . . . . .
1 x . . . . . . . x
  a b c d e f g h i";
    let mut g = game(KEY, diagram, Side::Attackers);
    let ply = play(&mut g, "b7-e7");
    assert_eq!(names(ply.captures), ["e6"]);
}

#[test]
fn s3_7_occupied_centre_not_hostile_to_swedes() {
    let diagram = "
9 x . . . . . . . x
8 . . . . . . . . .
7 . A . . . . . . .
6 . . . . D . . . .
5 . . . . T . . . .
4 . . . . . . . . .
3 . . . . . . . . .
2 . . . . . . . . .
1 x . . . . . . . x
  a b c d e f g h i";
    let mut g = game(KEY, diagram, Side::Attackers);
    quiet(&mut g, &["b7-e7"]);
    assert_eq!(g.position().piece_at(sq("e6")), Some(Piece::Defender));
}

#[test]
fn s3_7_gold_squares_not_hostile_to_king() {
    // Next to the empty centre.
    let diagram = "
9 x . . . . . . . x
8 . D . . . . . . .
7 . . . . . . . . .
6 . . . . . . . . .
5 . . . . x . . . .
4 . . . . K . . . .
3 . . . . . . . A .
2 . . . . . . . . .
1 x . . . . . . . x
  a b c d e f g h i";
    let mut g = game(KEY, diagram, Side::Attackers);
    quiet(&mut g, &["h3-e3"]);
    assert_eq!(g.position().king(), Some(sq("e4")));
    // Next to a gold corner, along either edge.
    let diagram = "
9 x . . . . . . . x
8 . . . . . . . D .
7 . . . . . . . . .
6 . . . . . . . . .
5 . . A . x . . . .
4 . . . . . . . . .
3 . . . . . . . . .
2 . . . . . . . . .
1 x K . . . . . . x
  a b c d e f g h i";
    let mut g = game(KEY, diagram, Side::Attackers);
    quiet(&mut g, &["c5-c1"]);
    assert_eq!(g.position().king(), Some(sq("b1")));
    let diagram = "
9 x . . . . . . . x
8 . . . . . . . D .
7 . . . . . . . . .
6 . . . . . . . . .
5 . . . . x . . . .
4 . . . . . . . . .
3 . . A . . . . . .
2 K . . . . . . . .
1 x . . . . . . . x
  a b c d e f g h i";
    let mut g = game(KEY, diagram, Side::Attackers);
    quiet(&mut g, &["c3-a3"]);
    assert_eq!(g.position().king(), Some(sq("a2")));
}

// ---------------------------------------------------------------- captures

#[test]
fn s3_7_king_captured_by_two_russians() {
    let diagram = "
9 x . . . . . . . x
8 . . . . . . . D .
7 . . . A . . . . .
6 . . . . . . . . .
5 . . . . x . . . .
4 . . . . . . . . .
3 . A K . . . . . .
2 . . . . . . . . .
1 x . . . . . . . x
  a b c d e f g h i";
    let mut g = game(KEY, diagram, Side::Attackers);
    let ply = play(&mut g, "d7-d3");
    assert_eq!(names(ply.captures), ["c3"]);
    assert_eq!(ply.king_captured, Some(sq("c3")));
    assert_eq!(ply.outcome, win(Winner::Attackers, Reason::KingCaptured));
    assert_eq!(g.outcome(), win(Winner::Attackers, Reason::KingCaptured));
}

#[test]
fn s3_7_king_captured_by_two_russians_on_the_centre() {
    let diagram = "
9 x . . . . . . . x
8 . D . . . A . . .
7 . . . . . . . . .
6 . . . . . . . . .
5 . . . A T . . . .
4 . . . . . . . . .
3 . . . . . . . . .
2 . . . . . . . . .
1 x . . . . . . . x
  a b c d e f g h i";
    let mut g = game(KEY, diagram, Side::Attackers);
    let ply = play(&mut g, "f8-f5");
    assert_eq!(names(ply.captures), ["e5"]);
    assert_eq!(ply.outcome, win(Winner::Attackers, Reason::KingCaptured));
}

#[test]
fn s3_7_king_captured_by_two_russians_on_the_edge() {
    let diagram = "
9 x . . . . . . . x
8 . . . . . . . D .
7 . . . . . . . . .
6 . . . . . . . . .
5 . . . . x . . . .
4 . . . A . . . . .
3 . . . . . . . . .
2 . . . . . . . . .
1 x A K . . . . . x
  a b c d e f g h i";
    let mut g = game(KEY, diagram, Side::Attackers);
    let ply = play(&mut g, "d4-d1");
    assert_eq!(names(ply.captures), ["c1"]);
    assert_eq!(ply.outcome, win(Winner::Attackers, Reason::KingCaptured));
}

#[test]
fn s3_7_king_not_captured_by_one_russian() {
    let diagram = "
9 x . . . . . . . x
8 . . . . . . . D .
7 . . . A . . . . .
6 . . . . . . . . .
5 . . . . x . . . .
4 . . . . . . . . .
3 . . K . . . . . .
2 . . . . . . . . .
1 x . . . . . . . x
  a b c d e f g h i";
    let mut g = game(KEY, diagram, Side::Attackers);
    quiet(&mut g, &["d7-d3"]);
    assert_eq!(g.position().king(), Some(sq("c3")));
}

#[test]
fn s3_7_king_moving_between_two_russians_is_safe_until_one_returns() {
    let diagram = "
9 x . . . . . . . x
8 . . . . . . . . .
7 . . . . . . . A .
6 . . K . . . . . .
5 . . . . x . . . .
4 . . . . . . . . .
3 . A . A . . . . .
2 . . . . . . . D .
1 x . . . . . . . x
  a b c d e f g h i";
    let mut g = game(KEY, diagram, Side::Defenders);
    quiet(&mut g, &["c6-c3", "h7-h6", "h2-h3", "d3-d4", "h3-h2"]);
    assert_eq!(g.position().king(), Some(sq("c3")));
    let ply = play(&mut g, "d4-d3");
    assert_eq!(names(ply.captures), ["c3"]);
    assert_eq!(ply.outcome, win(Winner::Attackers, Reason::KingCaptured));
}

#[test]
fn s3_7_king_is_armed_as_mover() {
    let diagram = "
9 x . . . . . . . x
8 . . . . . . . . .
7 . . K . . . . A .
6 . . . . . . . . .
5 . . . . x . . . .
4 . . A . . . . . .
3 . . D . . . . . .
2 . . . . . . . . .
1 x . . . . . . . x
  a b c d e f g h i";
    let mut g = game(KEY, diagram, Side::Defenders);
    let ply = play(&mut g, "c7-c5");
    assert_eq!(names(ply.captures), ["c4"]);
}

#[test]
fn s3_7_king_is_armed_as_anvil() {
    let diagram = "
9 x . . . . . . . x
8 . . . . . . . . .
7 . . . . . . . A .
6 . . . . . . . . .
5 . . K . x . . . .
4 . . A . . . . . .
3 . . . . . D . . .
2 . . . . . . . . .
1 x . . . . . . . x
  a b c d e f g h i";
    let mut g = game(KEY, diagram, Side::Defenders);
    let ply = play(&mut g, "f3-c3");
    assert_eq!(names(ply.captures), ["c4"]);
}

// -------------------------------------------------------------------- win

#[test]
fn s3_7_swedes_win_when_the_king_reaches_a_corner() {
    let diagram = "
9 x . . . . . . . x
8 . D . . . . . . .
7 . . . . . . . A .
6 . . . . . . . . .
5 . . . . x . . . .
4 . . K . . . . . .
3 . . . . . . . . .
2 . . . . . . . . .
1 x . . . . . . . x
  a b c d e f g h i";
    let mut g = game(KEY, diagram, Side::Defenders);
    // An edge square that is not a corner does not win.
    quiet(&mut g, &["c4-c1", "h7-h6"]);
    let ply = play(&mut g, "c1-a1");
    assert_eq!(ply.outcome, win(Winner::Defenders, Reason::KingEscaped));
    assert_eq!(g.position().king(), Some(sq("a1")));
    refused_for(&mut g, "h6-h5", IllegalMove::GameOver);
}

#[test]
fn s3_7_house_repetition_rule_draws() {
    let diagram = "
9 x . . . . . . . x
8 . . . . . . . . .
7 . . . . K . . A .
6 . . . . . . . . .
5 . . . . x . . . .
4 . . . . . . . . .
3 . D . . . . . . .
2 . . . . . . . . .
1 x . . . . . . . x
  a b c d e f g h i";
    let mut g = game(KEY, diagram, Side::Attackers);
    quiet(
        &mut g,
        &[
            "h7-h6", "b3-b4", "h6-h7", "b4-b3", "h7-h6", "b3-b4", "h6-h7",
        ],
    );
    let ply = play(&mut g, "b4-b3");
    assert_eq!(ply.outcome, win(Winner::Draw, Reason::Repetition));
    assert_eq!(g.outcome(), win(Winner::Draw, Reason::Repetition));
}

#[test]
fn s1_swedes_without_legal_moves_lose() {
    let diagram = "
9 x . . . . . . . x
8 . . . . . . . . .
7 . . . . . . . . .
6 . . . . . . . . .
5 . . A . x . . . .
4 . . . . . . . . .
3 . . . . . . . . .
2 . . . . . . . . .
1 x A K A . . . . x
  a b c d e f g h i";
    let mut g = game(KEY, diagram, Side::Attackers);
    let ply = play(&mut g, "c5-c2");
    assert_eq!(names(ply.captures), Vec::<String>::new());
    assert_eq!(ply.outcome, win(Winner::Attackers, Reason::NoLegalMoves));
}

// ------------------------------------------------------------- section 1

#[test]
fn s1_pieces_move_like_rooks() {
    let diagram = "
9 x . . . . . . . x
8 . . . . . . . A .
7 . . . . K . . . .
6 . . D . . . . . .
5 . . . . x . . . .
4 . . . . . . . . .
3 . . A . . . . . .
2 . . . . . . . . .
1 x . . . . . . . x
  a b c d e f g h i";
    let g = game(KEY, diagram, Side::Attackers);
    assert_eq!(
        moves_from(&g, "c3"),
        [
            "c3-a3", "c3-b3", "c3-c1", "c3-c2", "c3-c4", "c3-c5", "c3-d3", "c3-e3", "c3-f3",
            "c3-g3", "c3-h3", "c3-i3"
        ]
    );
}

#[test]
fn s1_illegal_moves_are_refused_with_a_reason() {
    let diagram = "
9 x . . . . . . . x
8 . . . . . . . A .
7 . . . . K . . . .
6 . . D . . . . . .
5 . . . . x . . . .
4 . . . . . . . . .
3 . . A . . . . . .
2 . . . . . . . . .
1 x . . . . . . . x
  a b c d e f g h i";
    let mut g = game(KEY, diagram, Side::Attackers);
    blocked_at(&mut g, "c3-c7", "c6");
    refused_for(&mut g, "c3-d4", IllegalMove::NotStraight);
    refused_for(&mut g, "c3-c6", IllegalMove::Occupied(sq("c6")));
    refused_for(&mut g, "c3-c3", IllegalMove::SameSquare);
    refused_for(
        &mut g,
        "c6-c7",
        IllegalMove::NotYourPiece {
            square: sq("c6"),
            to_move: Side::Attackers,
        },
    );
    refused_for(&mut g, "d4-d5", IllegalMove::NoPiece(sq("d4")));
    refused_for(
        &mut g,
        "c3-j3",
        IllegalMove::OffBoard {
            square: sq("j3"),
            size: 9,
        },
    );
}

#[test]
fn s1_diagonal_neighbours_never_capture() {
    let diagram = "
9 x . . . . . . . x
8 . . . A . . . . .
7 . . . . . . K . .
6 . . . . . . . . .
5 . . . . x . . . .
4 . . . . . . . . .
3 . . D . . . . . .
2 . A . . . . . . .
1 x . . . . . . . x
  a b c d e f g h i";
    let mut g = game(KEY, diagram, Side::Attackers);
    quiet(&mut g, &["d8-d4"]);
    assert_eq!(g.position().piece_at(sq("c3")), Some(Piece::Defender));
}

#[test]
fn s1_moving_between_two_enemies_is_safe_until_one_returns() {
    let diagram = "
9 x . . . . . . . x
8 . . . . . . . A .
7 . . A . . . . . .
6 . . . . . . . . .
5 . . . . x . . . .
4 . D . D . . . . .
3 . . . . . . . . .
2 . . . . . K . . .
1 x . . . . . . . x
  a b c d e f g h i";
    let mut g = game(KEY, diagram, Side::Attackers);
    // The attacker on c4 stands between two defenders; another attacker's
    // move does not capture it, nor a defender moving elsewhere.
    quiet(&mut g, &["c7-c4", "f2-f3", "h8-h7", "d4-d5", "h7-h8"]);
    assert_eq!(g.position().piece_at(sq("c4")), Some(Piece::Attacker));
    let ply = play(&mut g, "d5-d4");
    assert_eq!(names(ply.captures), ["c4"]);
}

#[test]
fn s1_one_move_captures_several_pieces() {
    let diagram = "
9 x . . . . . . . x
8 . K . . D . . . .
7 . . . . A . . . .
6 . . D A . A D . .
5 . . . . x . . . .
4 . . . . . . . . .
3 . . . . D . . . .
2 . . . . . . . A .
1 x . . . . . . . x
  a b c d e f g h i";
    let mut g = game(KEY, diagram, Side::Defenders);
    let ply = play(&mut g, "e3-e6");
    assert_eq!(names(ply.captures), ["d6", "f6", "e7"]);
}

// ------------------------------------------------------------- section 2

#[test]
fn s2_capture_suffix_in_ascending_square_order() {
    // docs/rules.md 2: "captures follow as `x` + square for each captured piece in
    // ascending square order (rank first, then file)".
    let diagram = "
9 x . . . . . . . x
8 . K . . D . . . .
7 . . . . A . . . .
6 . . . . . A D . .
5 . . . . x . . . .
4 . . . . . . . . .
3 . . . . D . . . .
2 . . . . . . . A .
1 x . . . . . . . x
  a b c d e f g h i";
    let mut g = game(KEY, diagram, Side::Defenders);
    let ply = play(&mut g, "e3-e6");
    assert_eq!(names(ply.captures), ["f6", "e7"]);
    assert_eq!(ply.to_string(), "e3-e6xf6xe7");
}
