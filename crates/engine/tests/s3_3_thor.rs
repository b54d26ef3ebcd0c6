mod common;

// rules.md 3.3, Thor Nogson's Game (`thor`): Noggin's Game with every
// piece, Noggin included, moving like a chess knight. The path of a leap is
// the two squares of its long leg; Noggin leaps over anything, trolls over
// Nogs (and Noggin) but not over trolls or the troll king, Nog warriors not
// at all; the destination must be empty; the swift escape stays a straight
// slide. In these diagrams `x` on e5 marks the trollstone with the revealed
// troll king on it.

use common::{game, names, play, refuse, sq};
use hnefi_engine::{Announcement, Game, Outcome, Piece, Reason, Side, Square, Winner};

const KEY: &str = "thor";

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

fn is_legal(game: &Game, mv: &str) -> bool {
    common::legal(game).iter().any(|m| m == mv)
}

fn win(winner: Winner, reason: Reason) -> Option<Outcome> {
    Some(Outcome::new(winner, reason))
}

/// Noggin boxed in by Nogs on h8 (no clear line), a spare troll on a1 and
/// a spare Nog on i1; rows 2 to 7 are replaced per test.
fn boxed(rows: &str) -> String {
    format!(
        "
        9 . . . . . . . D .
        8 . . . . . . D K D
        {rows}
        1 A . . . . . . . D
          a b c d e f g h i"
    )
}

// ---------------------------------------------------------------- as Noggin's Game

#[test]
fn s3_3_start_layout_as_noggins_game() {
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
    assert_eq!(start.troll_king(), None);
    assert_eq!(
        start.to_string(),
        "3aaa3/4a4/4d4/a3d3a/aaddkddaa/a3d3a/4d4/4a4/3aaa3 d"
    );
}

#[test]
fn s3_3_nogs_move_first() {
    let start = common::variant(KEY).start_position(None, None).unwrap();
    assert_eq!(start.turn(), Side::Defenders);
    let mut g = Game::new(start);
    let err = refuse(&mut g, "d1-c3").to_string();
    assert!(err.contains("Nogs"), "{err}");
    // A Nog's knight move: e3-c2 over the empty d3, c3.
    play(&mut g, "e3-c2");
    assert_eq!(g.turn(), Side::Attackers);
}

// ---------------------------------------------------------------- knight moves

#[test]
fn s3_3_every_piece_moves_like_a_knight_nog() {
    let d = boxed(
        "7 . . . . . . . D .
        6 . . . . . . . . .
        5 . . . . x . . . .
        4 . . . D . . . . .
        3 . . . . . . . . .
        2 . . . . . . . . .",
    );
    let mut g = game(KEY, &d, Side::Defenders);
    assert_eq!(
        moves_from(&g, "d4"),
        [
            "d4-b3", "d4-b5", "d4-c2", "d4-c6", "d4-e2", "d4-e6", "d4-f3", "d4-f5"
        ]
    );
    for mv in ["d4-d6", "d4-e4", "d4-a4", "d4-e5"] {
        let err = refuse(&mut g, mv).to_string();
        let expected = if mv == "d4-e5" {
            "e5 is occupied"
        } else {
            "moves like a chess knight"
        };
        assert!(err.contains(expected), "{mv}: {err}");
    }
    play(&mut g, "d4-f5");
    assert_eq!(at(&g, "f5"), Some(Piece::Defender));
}

#[test]
fn s3_3_every_piece_moves_like_a_knight_troll() {
    let d = boxed(
        "7 . . . . . . . D .
        6 . . . . . . . . .
        5 . . . . x . . . .
        4 . . . A . . . . .
        3 . . . . . . . . .
        2 . . . . . . . . .",
    );
    let mut g = game(KEY, &d, Side::Attackers);
    assert_eq!(
        moves_from(&g, "d4"),
        [
            "d4-b3", "d4-b5", "d4-c2", "d4-c6", "d4-e2", "d4-e6", "d4-f3", "d4-f5"
        ]
    );
    let err = refuse(&mut g, "d4-d7").to_string();
    assert!(err.contains("moves like a chess knight"), "{err}");
    play(&mut g, "d4-b5");
    assert_eq!(at(&g, "b5"), Some(Piece::Attacker));
}

#[test]
fn s3_3_every_piece_moves_like_a_knight_noggin() {
    const D: &str = "
        9 . . . . . . . . .
        8 . . . . . . . . .
        7 . . . . . . . . .
        6 . . . . . . . . .
        5 . . . D x . . . .
        4 . D . K D . . . .
        3 . . . D . . . . .
        2 . . . . . . . . .
        1 A . . . . . . . D
          a b c d e f g h i";
    let mut g = game(KEY, D, Side::Defenders);
    assert_eq!(
        moves_from(&g, "d4"),
        [
            "d4-b3", "d4-b5", "d4-c2", "d4-c6", "d4-e2", "d4-e6", "d4-f3", "d4-f5"
        ]
    );
    // No single step: c4 is not on a clear line to the edge (b4 blocks it).
    let err = refuse(&mut g, "d4-c4").to_string();
    assert!(err.contains("moves like a chess knight"), "{err}");
    // Leaping over e4 to f5, where three lines are clear: TUIT NOG.
    let ply = play(&mut g, "d4-f5");
    assert_eq!(ply.outcome, win(Winner::Defenders, Reason::TuitNog));
}

// ---------------------------------------------------------------- the path

fn nog_on_c3(rows_5_to_3: &str) -> Game {
    let d = boxed(&format!(
        "7 . . . . . . . D .
        6 . . . . . . . . .
        {rows_5_to_3}
        2 . . . . . . . . ."
    ));
    game(KEY, &d, Side::Defenders)
}

#[test]
fn s3_3_path_c3_d5_is_c4_and_c5() {
    let mut g = nog_on_c3(
        "5 . . . . x . . . .
        4 . . A . . . . . .
        3 . . D . . . . . .",
    );
    let err = refuse(&mut g, "c3-d5").to_string();
    assert!(err.contains("c4 is in the way"), "{err}");

    let mut g = nog_on_c3(
        "5 . . A . x . . . .
        4 . . . . . . . . .
        3 . . D . . . . . .",
    );
    let err = refuse(&mut g, "c3-d5").to_string();
    assert!(err.contains("c5 is in the way"), "{err}");

    // d3 and d4 (the short leg first) are not the path.
    let mut g = nog_on_c3(
        "5 . . . . x . . . .
        4 . . . A . . . . .
        3 . . D A . . . . .",
    );
    assert!(is_legal(&g, "c3-d5"));
    let ply = play(&mut g, "c3-d5");
    assert!(ply.captures.is_empty());
    assert_eq!(at(&g, "d5"), Some(Piece::Defender));
}

#[test]
fn s3_3_path_c3_e4_is_d3_and_e3() {
    let mut g = nog_on_c3(
        "5 . . . . x . . . .
        4 . . . . . . . . .
        3 . . D A . . . . .",
    );
    let err = refuse(&mut g, "c3-e4").to_string();
    assert!(err.contains("d3 is in the way"), "{err}");

    let mut g = nog_on_c3(
        "5 . . . . x . . . .
        4 . . . . . . . . .
        3 . . D . A . . . .",
    );
    let err = refuse(&mut g, "c3-e4").to_string();
    assert!(err.contains("e3 is in the way"), "{err}");

    // c4 and d4 (the short leg first) are not the path.
    let mut g = nog_on_c3(
        "5 . . . . x . . . .
        4 . . A A . . . . .
        3 . . D . . . . . .",
    );
    assert!(is_legal(&g, "c3-e4"));
    let ply = play(&mut g, "c3-e4");
    assert!(ply.captures.is_empty());
    assert_eq!(at(&g, "e4"), Some(Piece::Defender));
}

// ---------------------------------------------------------------- who may leap

#[test]
fn s3_3_noggin_may_leap_over_anything() {
    const D: &str = "
        9 . . . . . . . . .
        8 . . . . . . . . .
        7 . . . . . . . . .
        6 . . . . . . . . .
        5 . . A . x . . . .
        4 . . D . . . . . .
        3 . . K A D . . . .
        2 . . . . . . . . .
        1 A . . . . . . . D
          a b c d e f g h i";
    let mut g = game(KEY, D, Side::Defenders);
    // Over a Nog (c4) and a troll (c5); over a troll (d3) and a Nog (e3).
    assert!(is_legal(&g, "c3-d5"), "{:?}", moves_from(&g, "c3"));
    assert!(is_legal(&g, "c3-e4"), "{:?}", moves_from(&g, "c3"));
    play(&mut g, "c3-e4");
    assert_eq!(g.position().king(), Some(sq("e4")));

    // Over a Nog (e4) and the troll king (e5).
    const OVER_TK: &str = "
        9 . . . . . . . . .
        8 . . . . . . . . .
        7 . . . . . . . . .
        6 . . . . . . . . .
        5 . . . . x . . . .
        4 . . . . D . . . .
        3 . . . . K . . . .
        2 . . . . . . . . .
        1 A . . . . . . . D
          a b c d e f g h i";
    let mut g = game(KEY, OVER_TK, Side::Defenders);
    assert!(is_legal(&g, "e3-d5"), "{:?}", moves_from(&g, "e3"));
    assert!(is_legal(&g, "e3-f5"), "{:?}", moves_from(&g, "e3"));
    play(&mut g, "e3-f5");
    assert_eq!(g.position().king(), Some(sq("f5")));
}

#[test]
fn s3_3_trolls_may_leap_over_nogs() {
    let d = boxed(
        "7 . . . . . . . D .
        6 . . . . . . . . .
        5 . . . . x . . . .
        4 . . D . . . . . .
        3 . . A . . . . . .
        2 . . . . . . . . .",
    );
    let mut g = game(KEY, &d, Side::Attackers);
    assert!(is_legal(&g, "c3-d5"), "{:?}", moves_from(&g, "c3"));
    play(&mut g, "c3-d5");
    assert_eq!(at(&g, "d5"), Some(Piece::Attacker));
    assert_eq!(at(&g, "c4"), Some(Piece::Defender));
}

#[test]
fn s3_3_trolls_may_leap_over_noggin() {
    // Over Noggin on c4 ...
    const D: &str = "
        9 . . . . . . . . .
        8 . . . . . . . . .
        7 . . . . . . . . .
        6 . . . . . . . . .
        5 . . . . x . . . .
        4 . . K . . . . . .
        3 . . A . . . . . .
        2 . . . . . . . . .
        1 . . . . . . . . D
          a b c d e f g h i";
    let mut g = game(KEY, D, Side::Attackers);
    assert!(is_legal(&g, "c3-d5"), "{:?}", moves_from(&g, "c3"));
    play(&mut g, "c3-d5");
    assert_eq!(g.position().king(), Some(sq("c4")));

    // ... and over Noggin still on the trollstone.
    const STONE: &str = "
        9 . . . . . . . . .
        8 . . . . . . . . .
        7 . . . . . . . . .
        6 . . . . . . . . .
        5 . . . . T . . . .
        4 . . . . . . . . .
        3 . . . . A . . . .
        2 . . . . . . . . .
        1 . . . . . . . . D
          a b c d e f g h i";
    let g = game(KEY, STONE, Side::Attackers);
    assert!(is_legal(&g, "e3-d5"), "{:?}", moves_from(&g, "e3"));
    assert!(is_legal(&g, "e3-f5"), "{:?}", moves_from(&g, "e3"));
}

#[test]
fn s3_3_trolls_may_not_leap_over_trolls() {
    let d = boxed(
        "7 . . . . . . . D .
        6 . . . . . . . . .
        5 . . . . x . . . .
        4 . . A . . . . . .
        3 . . A . . . . . .
        2 . . . . . . . . .",
    );
    let mut g = game(KEY, &d, Side::Attackers);
    let err = refuse(&mut g, "c3-d5").to_string();
    assert!(
        err.contains("Trolls may not leap") && err.contains("c4 is in the way"),
        "{err}"
    );
    assert!(!is_legal(&g, "c3-d5"));
}

#[test]
fn s3_3_trolls_may_not_leap_over_the_troll_king() {
    let d = boxed(
        "7 . . . . . . . D .
        6 . . . . . . . . .
        5 . . . . x . . . .
        4 . . . . . . . . .
        3 . . . . A . . . .
        2 . . . . . . . . .",
    );
    let mut g = game(KEY, &d, Side::Attackers);
    for mv in ["e3-d5", "e3-f5"] {
        let err = refuse(&mut g, mv).to_string();
        assert!(
            err.contains("Trolls may not leap") && err.contains("e5 is in the way"),
            "{mv}: {err}"
        );
    }
    assert_eq!(
        moves_from(&g, "e3"),
        ["e3-c2", "e3-c4", "e3-d1", "e3-f1", "e3-g2", "e3-g4"]
    );
}

#[test]
fn s3_3_nog_warriors_may_not_leap() {
    // Over a Nog.
    let mut g = nog_on_c3(
        "5 . . . . x . . . .
        4 . . D . . . . . .
        3 . . D . . . . . .",
    );
    let err = refuse(&mut g, "c3-d5").to_string();
    assert!(
        err.contains("Nogs may not leap") && err.contains("c4 is in the way"),
        "{err}"
    );

    // Over Noggin.
    const OVER_NOGGIN: &str = "
        9 . . . . . . . . .
        8 . . . . . . . . .
        7 . . . . . . . . .
        6 . . . . . . . . .
        5 . . . . x . . . .
        4 . . K . . . . . .
        3 . . D . . . . . .
        2 . . . . . . . . .
        1 A . . . . . . . .
          a b c d e f g h i";
    let mut g = game(KEY, OVER_NOGGIN, Side::Defenders);
    let err = refuse(&mut g, "c3-d5").to_string();
    assert!(
        err.contains("Nogs may not leap") && err.contains("c4 is in the way"),
        "{err}"
    );

    // Over the troll king.
    let mut g = nog_on_c3(
        "5 . . . . x . . . .
        4 . . . . . . . . .
        3 . . D . D . . . .",
    );
    for mv in ["e3-d5", "e3-f5"] {
        let err = refuse(&mut g, mv).to_string();
        assert!(
            err.contains("Nogs may not leap") && err.contains("e5 is in the way"),
            "{mv}: {err}"
        );
    }
    // (Over a troll: see s3_3_path_c3_d5_is_c4_and_c5.)
}

#[test]
fn s3_3_destination_must_be_empty() {
    let mut g = nog_on_c3(
        "5 . . . A x . . . .
        4 . . . . . . . . .
        3 . . D . . . . . .",
    );
    let err = refuse(&mut g, "c3-d5").to_string();
    assert!(err.contains("d5 is occupied"), "{err}");
    assert!(!is_legal(&g, "c3-d5"));

    // Noggin too, onto a Nog.
    const D: &str = "
        9 . . . . . . . . .
        8 . . . . . . . . .
        7 . . . . . . . . .
        6 . . . . . . . . .
        5 . . . D x . . . .
        4 . . . . . . . . .
        3 . . K . . . . . .
        2 . . . . . . . . .
        1 A . . . . . . . .
          a b c d e f g h i";
    let mut g = game(KEY, D, Side::Defenders);
    let err = refuse(&mut g, "c3-d5").to_string();
    assert!(err.contains("d5 is occupied"), "{err}");
}

// ---------------------------------------------------------------- swift escape

#[test]
fn s3_3_swift_escape_is_a_straight_slide() {
    const D: &str = "
        9 . . . . . . . . .
        8 . . . . . . . . .
        7 . . . . . . . . .
        6 . . . . . . . . .
        5 . . A . x . . . .
        4 . D K D . . . . .
        3 . . D . . . . . .
        2 . . . . . . . . .
        1 A . . . . . . . D
          a b c d e f g h i";
    let mut g = game(KEY, D, Side::Attackers);
    let ply = play(&mut g, "c5-a6");
    assert_eq!(ply.announcement, Some(Announcement::UitNog));
    assert_eq!(
        moves_from(&g, "c4"),
        [
            "c4-a3", "c4-a5", "c4-b2", "c4-b6", "c4-c9", "c4-d2", "c4-d6", "c4-e3"
        ]
    );
    for mv in ["c4-c6", "c4-c7", "c4-c8"] {
        let err = refuse(&mut g, mv).to_string();
        assert!(err.contains("knight"), "{mv}: {err}");
    }
    let ply = play(&mut g, "c4-c9");
    assert_eq!(ply.outcome, win(Winner::Defenders, Reason::KingEscaped));
    assert_eq!(g.position().king(), Some(sq("c9")));
}

// ---------------------------------------------------------------- trollstone, UIT/TUIT, edge

#[test]
fn s3_3_trollstone_troll_king_revealed_and_blocking() {
    const D: &str = "
        9 . . . . . . . . .
        8 . . . . . . . . .
        7 . . D . . . . . .
        6 . D . D . . . . .
        5 . . D . T . . . .
        4 . . D . . . . . .
        3 . . . . . . . . .
        2 . . . . . . . . .
        1 A . . . . . . . D
          a b c d e f g h i";
    let mut g = game(KEY, D, Side::Defenders);
    let ply = play(&mut g, "e5-c6");
    assert_eq!(ply.outcome, None);
    assert_eq!(at(&g, "e5"), Some(Piece::TrollKing));
    let err = refuse(&mut g, "e5-f7").to_string();
    assert!(err.contains("troll king never moves"), "{err}");
    assert!(moves_from(&g, "e5").is_empty());
    play(&mut g, "a1-b3");
    let err = refuse(&mut g, "c4-e5").to_string();
    assert!(err.contains("e5 is occupied"), "{err}");
    let err = refuse(&mut g, "c6-e5").to_string();
    assert!(err.contains("e5 is occupied"), "{err}");
}

#[test]
fn s3_3_uit_nog_after_a_knight_move() {
    let d = boxed(
        "7 . . . . . . . D .
        6 . . . . . . . . .
        5 . . . . x . . . .
        4 . . . . . . . . .
        3 . . . . . . . . .
        2 . . . . . . . . .",
    );
    let mut g = game(KEY, &d, Side::Defenders);
    let ply = play(&mut g, "g8-e7");
    assert_eq!(ply.announcement, Some(Announcement::UitNog));
    assert_eq!(ply.outcome, None);
}

#[test]
fn s3_3_tuit_nog_after_a_knight_move() {
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
    let ply = play(&mut g, "h7-f6");
    assert_eq!(ply.outcome, win(Winner::Defenders, Reason::TuitNog));
}

#[test]
fn s3_3_edge_noggin_leaping_onto_the_edge_wins() {
    const D: &str = "
        9 . . . . . . . . .
        8 . . . . . . . . .
        7 . . . . . . . . .
        6 . . . . . . . . .
        5 . . . . x . . . .
        4 . . D . . . . . .
        3 . D K D . . . . .
        2 . . D . . . . . .
        1 A . . . . . . . D
          a b c d e f g h i";
    let mut g = game(KEY, D, Side::Defenders);
    let ply = play(&mut g, "c3-b1");
    assert_eq!(ply.outcome, win(Winner::Defenders, Reason::KingEscaped));
    assert_eq!(ply.announcement, None);
}

// ---------------------------------------------------------------- captures and the leap

#[test]
fn s3_3_captures_custodial_after_knight_moves() {
    let d = boxed(
        "7 . . . . . . . D .
        6 . . . . . . . . .
        5 . . . . x . . . .
        4 . . . . . . . . .
        3 . D A . . . . . .
        2 . . . . . . . . .",
    )
    .replace("1 A . . . .", "1 A . . . D");
    let mut g = game(KEY, &d, Side::Defenders);
    let ply = play(&mut g, "e1-d3");
    assert_eq!(names(ply.captures), ["c3"]);

    let d = boxed(
        "7 . . . . . . . D .
        6 . . . . . . . . .
        5 . . . . x . . . .
        4 . . . . . . . . .
        3 . A D . . . . . .
        2 . . . . . . . . .",
    )
    .replace("1 A . . . .", "1 . . . . A");
    let mut g = game(KEY, &d, Side::Attackers);
    let ply = play(&mut g, "e1-d3");
    assert_eq!(names(ply.captures), ["c3"]);
}

#[test]
fn s3_3_captures_noggin_is_armed() {
    const D: &str = "
        9 . . . . . . . . .
        8 . . . . . . . . .
        7 . . . . . . . . .
        6 . . . . . . . . .
        5 . . . . x . . . .
        4 . . . D . K . . .
        3 . D A . D . . . .
        2 . . . D . . . . .
        1 A . . . . . . . D
          a b c d e f g h i";
    let mut g = game(KEY, D, Side::Defenders);
    let ply = play(&mut g, "f4-d3");
    assert_eq!(names(ply.captures), ["c3"]);
    assert_eq!(ply.outcome, None);
}

#[test]
fn s3_3_troll_king_leap() {
    const D: &str = "
        9 . . . . . . . . .
        8 . . . . . . . . .
        7 . . . . . . . . .
        6 . . . . . . . . .
        5 . . . . x . . . .
        4 . . A . . . . . .
        3 . A K . . . . . .
        2 . . . . . . . . .
        1 . . . . A . . . D
          a b c d e f g h i";
    let mut g = game(KEY, D, Side::Attackers);
    let ply = play(&mut g, "e1-d3");
    assert_eq!(names(ply.captures), ["c3"]);
    assert_eq!(ply.king_captured, Some(sq("c3")));
    assert_eq!(ply.outcome, win(Winner::Attackers, Reason::KingCaptured));
    assert_eq!(ply.troll_king_leap, Some(sq("c2")));

    // One troll fewer: nothing.
    let mut g = game(KEY, &D.replace("4 . . A", "4 . . ."), Side::Attackers);
    let ply = play(&mut g, "e1-d3");
    assert!(ply.captures.is_empty());
    assert_eq!(ply.outcome, None);
    assert_eq!(at(&g, "e5"), Some(Piece::TrollKing));
}

#[test]
fn s3_3_troll_king_leap_noggin_on_trollstone_needs_four_trolls() {
    const FOUR: &str = "
        9 . . . . . . . . .
        8 . . . . . . . . .
        7 . . . . . . . . .
        6 . . . . A . . . .
        5 . . . A T A . . .
        4 . . . . . . . . .
        3 . . A . . . . . .
        2 . . . . . . . . .
        1 . . . . . . . . D
          a b c d e f g h i";
    let mut g = game(KEY, FOUR, Side::Attackers);
    let ply = play(&mut g, "c3-e4");
    assert_eq!(names(ply.captures), ["e5"]);
    assert_eq!(ply.outcome, win(Winner::Attackers, Reason::KingCaptured));

    const THREE: &str = "
        9 . . . . . . . . .
        8 . . . . . . . . .
        7 . . A . . . . . .
        6 . . . . . . . . .
        5 . . . A T A . . .
        4 . . . . . . . . .
        3 . . . . . . . . .
        2 . . . . . . . . .
        1 . . . . . . . . D
          a b c d e f g h i";
    let mut g = game(KEY, THREE, Side::Attackers);
    let ply = play(&mut g, "c7-e6");
    assert!(ply.captures.is_empty());
    assert_eq!(ply.outcome, None);
    assert_eq!(g.position().king(), Some(sq("e5")));
}

#[test]
fn s3_3_swift_escape_of_one_square() {
    // b4-a4 is no knight move, but a slide along the clear line a4.
    const D: &str = "
        9 . . . . . . . . .
        8 . . . . . . . . .
        7 . . . . . . . . .
        6 . . . . . . . . .
        5 . D . . x . . . .
        4 . K D . . . . . .
        3 . D . . . . . . .
        2 . . . . . . . . .
        1 . . . . . . . . A
          a b c d e f g h i";
    let mut g = game(KEY, D, Side::Defenders);
    assert_eq!(
        moves_from(&g, "b4"),
        [
            "b4-a2", "b4-a4", "b4-a6", "b4-c2", "b4-c6", "b4-d3", "b4-d5"
        ]
    );
    let ply = play(&mut g, "b4-a4");
    assert_eq!(ply.outcome, win(Winner::Defenders, Reason::KingEscaped));
}
