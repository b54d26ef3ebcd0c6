mod common;

// docs/rules.md 3.2, Knut's Game (`knut`): as Noggin's Game except that there is
// no troll king, Noggin moves like a rook, is captured by two trolls except
// on his home e5 (four there), and e5 is his home, closed to every other
// piece and not hostile. In these diagrams `x` marks the empty home e5.

use common::{cannot_pass, cannot_stop, game, names, play, refuse, sq};
use hnefi_engine::{Announcement, Game, IllegalMove, Outcome, Piece, Reason, Side, Square, Winner};

const KEY: &str = "knut";

fn at(game: &Game, square: &str) -> Option<Piece> {
    game.position().piece_at(sq(square))
}

fn moves_from(game: &Game, from: &str) -> Vec<String> {
    let prefix = format!("{from}-");
    common::legal(game)
        .into_iter()
        .filter(|m| m.starts_with(&prefix))
        .collect()
}

fn win(winner: Winner, reason: Reason) -> Option<Outcome> {
    Some(Outcome::new(winner, reason))
}

// ---------------------------------------------------------------- as Noggin's Game

#[test]
fn s3_2_start_layout_as_noggins_game() {
    let start = common::variant(KEY).start_position(None, None).unwrap();
    let trolls = "d1 e1 f1 e2 a4 a5 a6 b5 i4 i5 i6 h5 e8 d9 e9 f9";
    let nogs = "e3 e4 e6 e7 c5 d5 f5 g5";
    for rank in 0..9 {
        for file in 0..9 {
            let s = Square::new(file, rank).unwrap();
            let name = s.to_string();
            let expected = if trolls.split(' ').any(|t| t == name) {
                Some(Piece::Attacker)
            } else if nogs.split(' ').any(|n| n == name) {
                Some(Piece::Defender)
            } else if name == "e5" {
                Some(Piece::King)
            } else {
                None
            };
            assert_eq!(start.piece_at(s), expected, "square {name}");
        }
    }
    assert_eq!(
        start.to_string(),
        "3aaa3/4a4/4d4/a3d3a/aaddkddaa/a3d3a/4d4/4a4/3aaa3 d"
    );
}

#[test]
fn s3_2_nogs_move_first() {
    let start = common::variant(KEY).start_position(None, None).unwrap();
    assert_eq!(start.turn(), Side::Defenders);
    let mut g = Game::new(start);
    let err = refuse(&mut g, "e8-h8");
    assert!(
        matches!(
            err.error,
            IllegalMove::NotYourPiece {
                to_move: Side::Defenders,
                ..
            }
        ),
        "{err:?}"
    );
    play(&mut g, "e3-c3");
    assert_eq!(g.turn(), Side::Attackers);
}

#[test]
fn s3_2_uit_nog_announced() {
    const D: &str = "
        9 . . . . . . . D .
        8 . . . . . . A K D
        7 . . . . . . . D .
        6 . . . . . . . . .
        5 . . . . x . . . .
        4 . . . . . . . . .
        3 . . . . . . . . .
        2 . . . . . . . . .
        1 A . . . . . . . D
          a b c d e f g h i";
    let mut g = game(KEY, D, Side::Attackers);
    let ply = play(&mut g, "g8-g6");
    assert_eq!(ply.announcement, Some(Announcement::UitNog));
    assert_eq!(ply.outcome, None);
    // Noggin slides to the edge and wins.
    let ply = play(&mut g, "h8-a8");
    assert_eq!(ply.outcome, win(Winner::Defenders, Reason::KingEscaped));
    assert_eq!(ply.announcement, None);

    let mut g = game(
        KEY,
        &D.replace("8 . . . . . . A", "8 . D . . . . A"),
        Side::Attackers,
    );
    assert_eq!(play(&mut g, "g8-g6").announcement, None);
}

#[test]
fn s3_2_tuit_nog() {
    const D: &str = "
        9 . . . . . . . D .
        8 . . . . . . . K D
        7 . . . . . . . D .
        6 . . . . . . . . .
        5 . . . . x . . . .
        4 . . . . . . . . .
        3 . . . . . . . . .
        2 . . . . . . . . .
        1 A . . . . . . . D
          a b c d e f g h i";
    let mut g = game(KEY, D, Side::Defenders);
    let ply = play(&mut g, "h7-g7");
    assert_eq!(ply.outcome, win(Winner::Defenders, Reason::TuitNog));

    // Two lines after a trolls' move: no win, no call.
    let d = D.replace("7 . . . . . . . D", "7 . . . . . . . A");
    let mut g = game(KEY, &d, Side::Attackers);
    let ply = play(&mut g, "h7-g7");
    assert_eq!(ply.outcome, None);
    assert_eq!(ply.announcement, None);
}

#[test]
fn s3_2_edge_noggin_reaching_the_edge_wins() {
    const D: &str = "
        9 . . . . . . . . .
        8 . . . . . . . . .
        7 . . . . . . . . .
        6 . . . . . . . . .
        5 . . . . x . . . .
        4 D . K D . . . . .
        3 . . D . . . . . .
        2 . . . . . . . . .
        1 A . . . . . . . D
          a b c d e f g h i";
    let mut g = game(KEY, D, Side::Defenders);
    let ply = play(&mut g, "c4-c9");
    assert_eq!(ply.outcome, win(Winner::Defenders, Reason::KingEscaped));
    assert_eq!(ply.announcement, None);
}

/// Only the Nog on a1 can move (to b1 and back); Noggin on his home has
/// three trolls and a stuck Nog around him.
const SHUFFLE: &str = "
    9 . . . . . . . . A
    8 . . . . . . . . .
    7 . . . . . . . . .
    6 . . . . A . . . .
    5 . . . A T A . . .
    4 . . . A D A . . .
    3 . . . . A . . . .
    2 A A . . . . . . .
    1 D . A . . . . . .
      a b c d e f g h i";

#[test]
fn s3_2_repetition_nogs_must_vary() {
    let d = SHUFFLE.replace("1 D . A . . . .", "1 D . A . . . D");
    let mut g = game(KEY, &d, Side::Defenders);
    for mv in [
        "a1-b1", "i9-i8", "b1-a1", "i8-i9", "a1-b1", "i9-i8", "b1-a1", "i8-i9",
    ] {
        assert_eq!(play(&mut g, mv).outcome, None, "{mv}");
    }
    let err = refuse(&mut g, "a1-b1");
    assert_eq!(
        err.error,
        IllegalMove::Repetition {
            side: Side::Defenders
        },
        "{err:?}"
    );
    assert!(!common::legal(&g).contains(&"a1-b1".to_string()));
    assert_eq!(play(&mut g, "g1-g2").outcome, None);
}

#[test]
fn s3_2_repetition_nogs_without_another_move_lose() {
    let mut g = game(KEY, SHUFFLE, Side::Defenders);
    for mv in [
        "a1-b1", "i9-i8", "b1-a1", "i8-i9", "a1-b1", "i9-i8", "b1-a1",
    ] {
        assert_eq!(play(&mut g, mv).outcome, None, "{mv}");
    }
    let ply = play(&mut g, "i8-i9");
    assert_eq!(ply.outcome, win(Winner::Attackers, Reason::Repetition));
}

// ---------------------------------------------------------------- no troll king

#[test]
fn s3_2_no_troll_king() {
    const D: &str = "
        9 . . . A . . . . .
        8 . . . . . . . . .
        7 . . . . D . . . .
        6 . D . . . . . D .
        5 . . . D T D . . .
        4 . . . . D . . . .
        3 . . . . . . . . .
        2 . . . . . . . . .
        1 . . . . . . . . .
          a b c d e f g h i";
    let mut g = game(KEY, D, Side::Defenders);
    let ply = play(&mut g, "e5-e6");
    assert_eq!(ply.outcome, None);
    assert_eq!(at(&g, "e5"), None);
    assert_eq!(g.position().troll_king(), None);
    assert_eq!(
        g.position().to_string(),
        "3a5/9/4d4/1d2k2d1/3d1d3/4d4/9/9/9 a"
    );
    // A custom position with Noggin away from e5 has no troll king either.
    const AWAY: &str = "
        9 . . . . . . . D .
        8 . . . . . . D K D
        7 . . . . . . . D .
        6 . . . . . . . . .
        5 . . . . x . . . .
        4 . . . . . . . . .
        3 . . . . . . . . .
        2 . . . . . . . . .
        1 A . . . . . . . .
          a b c d e f g h i";
    let g = game(KEY, AWAY, Side::Defenders);
    assert_eq!(g.position().troll_king(), None);
    assert_eq!(at(&g, "e5"), None);
}

#[test]
fn s3_2_no_troll_king_leap() {
    // Noggin steps in among three trolls; no leap follows a trolls' move.
    const D: &str = "
        9 . . . . . . . . .
        8 . . . . . . . . .
        7 . . . . . . . . .
        6 . . D . . . . . .
        5 . . . . x . . . .
        4 . . K . . . . . .
        3 . A . A . . . . .
        2 . . A . . . . . .
        1 A . . . . . . . .
          a b c d e f g h i";
    let mut g = game(KEY, D, Side::Defenders);
    let ply = play(&mut g, "c4-c3");
    assert!(ply.captures.is_empty());
    assert_eq!(ply.outcome, None);
    let ply = play(&mut g, "a1-a2");
    assert!(ply.captures.is_empty(), "{:?}", names(ply.captures));
    assert_eq!(ply.outcome, None);
    assert_eq!(g.position().king(), Some(sq("c3")));
    assert_eq!(at(&g, "c4"), None);
}

// ---------------------------------------------------------------- Noggin moves like a rook

#[test]
fn s3_2_noggin_moves_like_a_rook() {
    const D: &str = "
        9 . . . . . . . . .
        8 . . D . . . . . .
        7 . . . . . . . . .
        6 . . . . . . . . .
        5 . . . . x . . . .
        4 D . K . . D . . .
        3 . . . . . . . . .
        2 . . . . . . . . .
        1 A . D . . . . . D
          a b c d e f g h i";
    let mut g = game(KEY, D, Side::Defenders);
    assert_eq!(
        moves_from(&g, "c4"),
        [
            "c4-b4", "c4-c2", "c4-c3", "c4-c5", "c4-c6", "c4-c7", "c4-d4", "c4-e4"
        ]
    );
    let err = refuse(&mut g, "c4-c9");
    assert!(
        matches!(err.error, IllegalMove::Blocked { at, .. } if at == sq("c8")),
        "{err:?}"
    );
    let err = refuse(&mut g, "c4-d5");
    assert_eq!(err.error, IllegalMove::NotStraight, "{err:?}");
    play(&mut g, "c4-c7");
    assert_eq!(g.position().king(), Some(sq("c7")));
}

// ---------------------------------------------------------------- capturing Noggin

#[test]
fn s3_2_noggin_captured_by_two_trolls_off_home() {
    const D: &str = "
        9 . . . . . . . . .
        8 . . . . . . . . .
        7 . . . A . . . . .
        6 . . . . . . . . .
        5 . . . . x . . . .
        4 A . . . . . . . .
        3 . A K . . . . . .
        2 . . . . . . . . .
        1 . . . . . . . . D
          a b c d e f g h i";
    let mut g = game(KEY, D, Side::Attackers);
    let ply = play(&mut g, "d7-d3");
    assert_eq!(names(ply.captures), ["c3"]);
    assert_eq!(ply.to_string(), "d7-d3xc3");
    assert_eq!(ply.king_captured, Some(sq("c3")));
    assert_eq!(ply.outcome, win(Winner::Attackers, Reason::KingCaptured));
    assert_eq!(ply.announcement, None);
    assert_eq!(g.position().king(), None);

    // Vertically: c2 and c4.
    let d = D
        .replace("3 . A K", "3 . . K")
        .replace("2 . . . .", "2 . . A .");
    let mut g = game(KEY, &d, Side::Attackers);
    let ply = play(&mut g, "a4-c4");
    assert_eq!(names(ply.captures), ["c3"]);
    assert_eq!(ply.outcome, win(Winner::Attackers, Reason::KingCaptured));

    // Negative: one troll alone does nothing.
    let mut g = game(KEY, &D.replace("3 . A K", "3 . . K"), Side::Attackers);
    let ply = play(&mut g, "d7-d3");
    assert!(ply.captures.is_empty());
    assert_eq!(ply.outcome, None);
}

#[test]
fn s3_2_noggin_captured_next_to_home() {
    const D: &str = "
        9 . . . . . . . . .
        8 . . . . . . . . .
        7 . . . . . . . . .
        6 . . . . . . . . .
        5 . . . . x . . . .
        4 . . . A K . . . A
        3 . . . . . . . . .
        2 . . . . . . . . .
        1 . . . . . . . . D
          a b c d e f g h i";
    let mut g = game(KEY, D, Side::Attackers);
    let ply = play(&mut g, "i4-f4");
    assert_eq!(names(ply.captures), ["e4"]);
    assert_eq!(ply.outcome, win(Winner::Attackers, Reason::KingCaptured));
}

#[test]
fn s3_2_noggin_may_move_between_two_trolls() {
    const D: &str = "
        9 . . . . . . . . .
        8 . . . . . . . . .
        7 . . K . . . . . .
        6 . D . D . . . . .
        5 . . . . x . . . .
        4 . . . . . . . . .
        3 . A . A . . . . .
        2 . . D . . . . . .
        1 A . . . . . . . .
          a b c d e f g h i";
    let mut g = game(KEY, D, Side::Defenders);
    let ply = play(&mut g, "c7-c3");
    assert!(ply.captures.is_empty());
    assert_eq!(ply.outcome, None);
    let ply = play(&mut g, "a1-a2");
    assert!(ply.captures.is_empty());
    assert_eq!(ply.outcome, None);
    assert_eq!(g.position().king(), Some(sq("c3")));
}

#[test]
fn s3_2_noggin_on_home_needs_four_trolls() {
    const D: &str = "
        9 . . . . . . . . .
        8 . . . . . . . . .
        7 . . . . . . . . .
        6 . . . . A . . . .
        5 . . . A T A . . .
        4 . . . . . . . . .
        3 . . . . . . . . .
        2 . . . . . . . . .
        1 . . . . A . . . D
          a b c d e f g h i";
    let mut g = game(KEY, D, Side::Attackers);
    let ply = play(&mut g, "e1-e4");
    assert_eq!(names(ply.captures), ["e5"]);
    assert_eq!(ply.king_captured, Some(sq("e5")));
    assert_eq!(ply.outcome, win(Winner::Attackers, Reason::KingCaptured));

    // Two trolls (d5 and the arriving f5): not captured on e5.
    const TWO: &str = "
        9 . . . . . . . . .
        8 . . . . . . . . .
        7 . . . . . . . . .
        6 . . . . . . . . .
        5 . . . A T . . . A
        4 . . . . . . . . .
        3 . . . . . . . . .
        2 . . . . . . . . .
        1 . . . . . . . . D
          a b c d e f g h i";
    let mut g = game(KEY, TWO, Side::Attackers);
    let ply = play(&mut g, "i5-f5");
    assert!(ply.captures.is_empty());
    assert_eq!(ply.outcome, None);
    assert_eq!(g.position().king(), Some(sq("e5")));

    // Three trolls (the third arriving on e6): still not captured.
    const THREE: &str = "
        9 . . . . A . . . .
        8 . . . . . . . . .
        7 . . . . . . . . .
        6 . . . . . . . . .
        5 . . . A T A . . .
        4 . . . . . . . . .
        3 . . . . . . . . .
        2 . . . . . . . . .
        1 . . . . . . . . D
          a b c d e f g h i";
    let mut g = game(KEY, THREE, Side::Attackers);
    let ply = play(&mut g, "e9-e6");
    assert!(ply.captures.is_empty());
    assert_eq!(ply.outcome, None);
    assert_eq!(g.position().king(), Some(sq("e5")));
}

// ---------------------------------------------------------------- Noggin's home

#[test]
fn s3_2_home_no_other_piece_may_stop_on_or_pass_through_it() {
    const D: &str = "
        9 . . . . . . . D .
        8 . . . . . . D K D
        7 . . . . . . . D .
        6 . . . . . . . . .
        5 . . A . x . . . .
        4 . . . . . . . . .
        3 . . . . D . . . .
        2 . . . . . . . . .
        1 . . . . . . . . .
          a b c d e f g h i";
    let mut g = game(KEY, D, Side::Defenders);
    let err = refuse(&mut g, "e3-e5");
    assert_eq!(err.error, cannot_stop("e5"), "{err:?}");
    let err = refuse(&mut g, "e3-e7");
    assert_eq!(err.error, cannot_pass("e5"), "{err:?}");
    let up: Vec<String> = moves_from(&g, "e3")
        .into_iter()
        .filter(|m| m.starts_with("e3-e") && m.as_str() > "e3-e3")
        .collect();
    assert_eq!(up, ["e3-e4"]);
    play(&mut g, "e3-e2");

    let err = refuse(&mut g, "c5-e5");
    assert_eq!(err.error, cannot_stop("e5"), "{err:?}");
    let err = refuse(&mut g, "c5-g5");
    assert_eq!(err.error, cannot_pass("e5"), "{err:?}");
    let east: Vec<String> = moves_from(&g, "c5")
        .into_iter()
        .filter(|m| m.ends_with('5') && m.as_str() > "c5-c5")
        .collect();
    assert_eq!(east, ["c5-d5"]);
}

#[test]
fn s3_2_home_noggin_may_pass_through_and_return() {
    const D: &str = "
        9 . . . . A . . . .
        8 . . . . D . . . .
        7 . . . . K . . . .
        6 . . . . . . . . .
        5 . . D . x . D . .
        4 . . . . . . . . .
        3 . . D . . . D . .
        2 . . . . . . . . .
        1 . . . . D . . . .
          a b c d e f g h i";
    let mut g = game(KEY, D, Side::Defenders);
    let ply = play(&mut g, "e7-e3");
    assert_eq!(ply.outcome, None);
    assert_eq!(g.position().king(), Some(sq("e3")));
    play(&mut g, "e9-d9");
    let ply = play(&mut g, "e3-e5");
    assert_eq!(ply.outcome, None);
    assert_eq!(at(&g, "e5"), Some(Piece::King));
}

#[test]
fn s3_2_home_is_not_hostile() {
    // Noggin on e4, a troll arriving on e3: e5 beyond him is empty, not hostile.
    const KING: &str = "
        9 . . . . . . . . .
        8 . . . . . . . . .
        7 . . . . . . . . .
        6 . . . . . . . . .
        5 . . . . x . . . .
        4 . . . . K . . . .
        3 A . . . . . . . .
        2 . . . . . . . . .
        1 . . . . . . . . D
          a b c d e f g h i";
    let mut g = game(KEY, KING, Side::Attackers);
    let ply = play(&mut g, "a3-e3");
    assert!(ply.captures.is_empty());
    assert_eq!(ply.outcome, None);
    assert_eq!(g.position().king(), Some(sq("e4")));

    // A Nog on e6, a troll arriving on e7.
    const NOG: &str = "
        9 . . . . . . . D .
        8 . . . . . . D K D
        7 A . . . . . . D .
        6 . . . . D . . . .
        5 . . . . x . . . .
        4 . . . . . . . . .
        3 . . . . . . . . .
        2 . . . . . . . . .
        1 . . . . . . . . .
          a b c d e f g h i";
    let mut g = game(KEY, NOG, Side::Attackers);
    let ply = play(&mut g, "a7-e7");
    assert!(ply.captures.is_empty());
    assert_eq!(at(&g, "e6"), Some(Piece::Defender));

    // A troll on d5, a Nog arriving on c5.
    const TROLL: &str = "
        9 . . . . . . . D .
        8 . . . . . . D K D
        7 . . . . . . . D .
        6 . . . . . . . . .
        5 . . . A x . . . .
        4 . . . . . . . . .
        3 . . . . . . . . .
        2 . . . . . . . . .
        1 A . D . . . . . .
          a b c d e f g h i";
    let mut g = game(KEY, TROLL, Side::Defenders);
    let ply = play(&mut g, "c1-c5");
    assert!(ply.captures.is_empty());
    assert_eq!(at(&g, "d5"), Some(Piece::Attacker));
}

#[test]
fn s3_2_noggin_is_armed() {
    const D: &str = "
        9 . . . . . . . . .
        8 . . . . . . . . .
        7 . . . . . . . . .
        6 . . D . . . . . .
        5 . . . . x . . . .
        4 D . . A D . . . .
        3 . . . . . . . . .
        2 . . K . . . . . .
        1 A . D . . . . . .
          a b c d e f g h i";
    let mut g = game(KEY, D, Side::Defenders);
    let ply = play(&mut g, "c2-c4");
    assert_eq!(names(ply.captures), ["d4"]);
    assert_eq!(ply.outcome, None);
}

#[test]
fn s3_2_uit_nog_line_through_the_empty_home() {
    // Noggin may pass through e5, so a line through his empty home is clear.
    const D: &str = "
        9 . . . . . . . . .
        8 . . . . . . . . .
        7 . . . . . . . . .
        6 . . . . . . . . .
        5 . . . . x . . . .
        4 . . . . . . . . .
        3 . . . D K D . . .
        2 . . . . D . . . .
        1 A . . . . . . . .
          a b c d e f g h i";
    let mut g = game(KEY, D, Side::Attackers);
    let ply = play(&mut g, "a1-a2");
    assert_eq!(ply.announcement, Some(Announcement::UitNog));
    let ply = play(&mut g, "e3-e9");
    assert_eq!(ply.outcome, win(Winner::Defenders, Reason::KingEscaped));
}
