mod common;

// docs/rules.md 3.3, Thor Nogson's Game (`thor`): Noggin's Game with every
// piece, Noggin included, moving like a chess knight. The path of a leap is
// the two squares of its long leg; trolls and Noggin leap over Nogs (trolls
// over Noggin too) but never over a troll or the troll king, Nog warriors
// not at all; the destination must be empty. No straight lines and no swift
// escape: Noggin escapes by landing on an edge square, and his "ways out"
// for UIT NOG and TUIT NOG are the edge squares a legal leap away. In these
// diagrams `x` on e5 marks the trollstone with the revealed troll king.

use common::{game, names, play, refuse, refused_for, sq};
use hnefi_engine::{Announcement, Game, IllegalMove, Outcome, Piece, Reason, Side, Square, Winner};

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

/// Noggin on h8 among Nogs, with no way out: his two edge squares a leap
/// away, f9 and i6, are taken by Nogs (the test's rank 6 must keep a Nog on
/// i6). A spare troll on a1 and a spare Nog on i1; ranks 6 to 2 are the
/// test's.
fn boxed(rows: &str) -> String {
    format!(
        "
        9 . . . . . D . D .
        8 . . . . . . D K D
        7 . . . . . . . D .
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
    refused_for(
        &mut g,
        "d1-c3",
        IllegalMove::NotYourPiece {
            square: sq("d1"),
            to_move: Side::Defenders,
        },
    );
    // A Nog's knight move: e3-c2 over the empty d3, c3.
    play(&mut g, "e3-c2");
    assert_eq!(g.turn(), Side::Attackers);
}

// ---------------------------------------------------------------- knight moves

#[test]
fn s3_3_every_piece_moves_like_a_knight_nog() {
    let d = boxed(
        "6 . . . . . . . . D
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
        let err = refuse(&mut g, mv);
        let expected = if mv == "d4-e5" {
            IllegalMove::Occupied(sq("e5"))
        } else {
            IllegalMove::NotKnight
        };
        assert_eq!(err.error, expected, "{mv}: {err}");
    }
    play(&mut g, "d4-f5");
    assert_eq!(at(&g, "f5"), Some(Piece::Defender));
}

#[test]
fn s3_3_every_piece_moves_like_a_knight_troll() {
    let d = boxed(
        "6 . . . . . . . . D
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
    refused_for(&mut g, "d4-d7", IllegalMove::NotKnight);
    play(&mut g, "d4-b5");
    assert_eq!(at(&g, "b5"), Some(Piece::Attacker));
}

#[test]
fn s3_3_every_piece_moves_like_a_knight_noggin() {
    // Noggin on d4 leaps over the Nogs around him; no knight move from d4
    // reaches the edge.
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
    for mv in ["d4-c4", "d4-d2", "d4-e3"] {
        let err = refuse(&mut g, mv);
        assert_eq!(err.error, IllegalMove::NotKnight, "{mv}: {err}");
    }
    // f5 has clear lines up, right and down, but no edge square a leap
    // away: nothing is announced and nothing is won.
    let ply = play(&mut g, "d4-f5");
    assert_eq!(g.position().king(), Some(sq("f5")));
    assert_eq!(ply.outcome, None);
    assert_eq!(ply.announcement, None);
}

// ---------------------------------------------------------------- the path

fn nog_on_c3(rows_5_to_3: &str) -> Game {
    let d = boxed(&format!(
        "6 . . . . . . . . D
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
    refused_for(
        &mut g,
        "c3-d5",
        IllegalMove::CannotLeap {
            piece: Piece::Defender,
            at: sq("c4"),
        },
    );

    let mut g = nog_on_c3(
        "5 . . A . x . . . .
        4 . . . . . . . . .
        3 . . D . . . . . .",
    );
    refused_for(
        &mut g,
        "c3-d5",
        IllegalMove::CannotLeap {
            piece: Piece::Defender,
            at: sq("c5"),
        },
    );

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
    refused_for(
        &mut g,
        "c3-e4",
        IllegalMove::CannotLeap {
            piece: Piece::Defender,
            at: sq("d3"),
        },
    );

    let mut g = nog_on_c3(
        "5 . . . . x . . . .
        4 . . . . . . . . .
        3 . . D . A . . . .",
    );
    refused_for(
        &mut g,
        "c3-e4",
        IllegalMove::CannotLeap {
            piece: Piece::Defender,
            at: sq("e3"),
        },
    );

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
fn s3_3_noggin_may_leap_over_nogs() {
    const D: &str = "
        9 . . . . . . . . .
        8 . . . . . . . . .
        7 . . . . . . . . .
        6 . . . . . . . . .
        5 . . D . x . . . .
        4 . . D . . . . . .
        3 . . K D D . . . .
        2 . . . . . . . . .
        1 A . . . . . . . D
          a b c d e f g h i";
    let mut g = game(KEY, D, Side::Defenders);
    // Over c4 and c5; over d3 and e3.
    assert!(is_legal(&g, "c3-d5"), "{:?}", moves_from(&g, "c3"));
    assert!(is_legal(&g, "c3-e4"), "{:?}", moves_from(&g, "c3"));
    play(&mut g, "c3-e4");
    assert_eq!(g.position().king(), Some(sq("e4")));
}

#[test]
fn s3_3_noggin_may_not_leap_over_trolls() {
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
    // A Nog (c4) then a troll (c5); a troll (d3) then a Nog (e3).
    for (mv, at) in [("c3-d5", "c5"), ("c3-b5", "c5"), ("c3-e4", "d3")] {
        let err = refuse(&mut g, mv);
        assert_eq!(
            err.error,
            IllegalMove::CannotLeap {
                piece: Piece::King,
                at: sq(at)
            },
            "{mv}: {err}"
        );
    }
    assert_eq!(moves_from(&g, "c3"), ["c3-a2", "c3-a4", "c3-b1", "c3-d1"]);
}

#[test]
fn s3_3_noggin_may_not_leap_over_the_troll_king() {
    const D: &str = "
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
    let mut g = game(KEY, D, Side::Defenders);
    for mv in ["e3-d5", "e3-f5"] {
        let err = refuse(&mut g, mv);
        assert_eq!(
            err.error,
            IllegalMove::CannotLeap {
                piece: Piece::King,
                at: sq("e5")
            },
            "{mv}: {err}"
        );
    }
    assert_eq!(
        moves_from(&g, "e3"),
        ["e3-c2", "e3-c4", "e3-d1", "e3-f1", "e3-g2", "e3-g4"]
    );
}

#[test]
fn s3_3_trolls_may_leap_over_nogs() {
    let d = boxed(
        "6 . . . . . . . . D
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
        "6 . . . . . . . . D
        5 . . . . x . . . .
        4 . . A . . . . . .
        3 . . A . . . . . .
        2 . . . . . . . . .",
    );
    let mut g = game(KEY, &d, Side::Attackers);
    refused_for(
        &mut g,
        "c3-d5",
        IllegalMove::CannotLeap {
            piece: Piece::Attacker,
            at: sq("c4"),
        },
    );
    assert!(!is_legal(&g, "c3-d5"));
}

#[test]
fn s3_3_trolls_may_not_leap_over_the_troll_king() {
    let d = boxed(
        "6 . . . . . . . . D
        5 . . . . x . . . .
        4 . . . . . . . . .
        3 . . . . A . . . .
        2 . . . . . . . . .",
    );
    let mut g = game(KEY, &d, Side::Attackers);
    for mv in ["e3-d5", "e3-f5"] {
        let err = refuse(&mut g, mv);
        assert_eq!(
            err.error,
            IllegalMove::CannotLeap {
                piece: Piece::Attacker,
                at: sq("e5")
            },
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
    refused_for(
        &mut g,
        "c3-d5",
        IllegalMove::CannotLeap {
            piece: Piece::Defender,
            at: sq("c4"),
        },
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
    refused_for(
        &mut g,
        "c3-d5",
        IllegalMove::CannotLeap {
            piece: Piece::Defender,
            at: sq("c4"),
        },
    );

    // Over the troll king.
    let mut g = nog_on_c3(
        "5 . . . . x . . . .
        4 . . . . . . . . .
        3 . . D . D . . . .",
    );
    for mv in ["e3-d5", "e3-f5"] {
        let err = refuse(&mut g, mv);
        assert_eq!(
            err.error,
            IllegalMove::CannotLeap {
                piece: Piece::Defender,
                at: sq("e5")
            },
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
    refused_for(&mut g, "c3-d5", IllegalMove::Occupied(sq("d5")));
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
    refused_for(&mut g, "c3-d5", IllegalMove::Occupied(sq("d5")));
}

// ---------------------------------------------------------------- no straight lines

#[test]
fn s3_3_no_swift_escape_along_a_clear_line() {
    // Four clear lines from d4 to the edge, none of them a knight move.
    const D: &str = "
        9 . . . . . . . . .
        8 . . . . . . . . .
        7 . . . . . . . . .
        6 . . . . . . . . .
        5 . . . . x . . . .
        4 . . . K . . . . .
        3 . . . . . . . . .
        2 . . . . . . . . .
        1 A . . . . . . . D
          a b c d e f g h i";
    let mut g = game(KEY, D, Side::Defenders);
    for mv in ["d4-a4", "d4-d9", "d4-d1", "d4-i4", "d4-c4"] {
        let err = refuse(&mut g, mv);
        assert_eq!(err.error, IllegalMove::NotKnight, "{mv}: {err}");
    }
    assert_eq!(moves_from(&g, "d4").len(), 8);
    assert!(moves_from(&g, "d4").iter().all(|m| {
        let (from, to) = (sq(&m[..2]), sq(&m[3..]));
        from.file().abs_diff(to.file()) + from.rank().abs_diff(to.rank()) == 3
    }));
}

#[test]
fn s3_3_clear_lines_count_for_nothing_after_a_nogs_move() {
    // Noggin on d5 has clear lines left, up and down, and no edge square a
    // leap away: a Nog's move neither announces nor wins.
    const D: &str = "
        9 . . . . . . . . .
        8 . . . . . . . . .
        7 . . . . . . . . .
        6 . . . . . . . . .
        5 . . . K x . . . .
        4 . . . . . . . . .
        3 . . . . . . . . .
        2 . . . . . . . D .
        1 A . . . . . . . .
          a b c d e f g h i";
    let mut g = game(KEY, D, Side::Defenders);
    let ply = play(&mut g, "h2-g4");
    assert_eq!(ply.outcome, None);
    assert_eq!(ply.announcement, None);
}

// ---------------------------------------------------------------- trollstone, UIT/TUIT, edge

#[test]
fn s3_3_trollstone_troll_king_revealed_and_blocking() {
    // The troll on b6 blocks Noggin's leaps from c6 to a5 and a7.
    const D: &str = "
        9 . . . . . . . . .
        8 . . . . . . . . .
        7 . . D . . . . . .
        6 . A . D . . . . .
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
    refused_for(&mut g, "e5-f7", IllegalMove::TrollKingMoves);
    assert!(moves_from(&g, "e5").is_empty());
    play(&mut g, "a1-b3");
    refused_for(&mut g, "c4-e5", IllegalMove::Occupied(sq("e5")));
    refused_for(&mut g, "c6-e5", IllegalMove::Occupied(sq("e5")));
}

#[test]
fn s3_3_uit_nog_one_edge_square_a_leap_away() {
    // The Nog on f9 leaves it: Noggin (h8) can leap over g8 to f9; i6 is
    // still taken.
    let d = boxed(
        "6 . . . . . . A . D
        5 . . . . x . . . .
        4 . . . . . . . . .
        3 . . . . . . . . .
        2 . . . . . . . . .",
    );
    let mut g = game(KEY, &d, Side::Defenders);
    let ply = play(&mut g, "f9-e7");
    assert_eq!(ply.announcement, Some(Announcement::UitNog));
    assert_eq!(ply.outcome, None);
    // The trolls close it with a troll on f8, the path's second square.
    let ply = play(&mut g, "g6-f8");
    assert_eq!(ply.announcement, None);
    assert!(!is_legal(&g, "h8-f9"));
}

#[test]
fn s3_3_uit_nog_not_for_a_leap_over_a_troll_or_onto_a_piece() {
    // h8's edge squares: f9 (path g8 f8) and i6 (path h7 h6).
    let d = |f8: char, h6: char, i6: char| {
        format!(
            "
            9 . . . . . . . D .
            8 . . . . . {f8} D K D
            7 . . . . . . . D .
            6 . . . . . . . {h6} {i6}
            5 . . . . x . . . .
            4 . . . . . . . . .
            3 . . . . . . . . .
            2 . . . . . . . . .
            1 A . . . . . . . D
              a b c d e f g h i"
        )
    };
    let announced = |f8, h6, i6| {
        let mut g = game(KEY, &d(f8, h6, i6), Side::Defenders);
        play(&mut g, "i1-g2").announcement
    };
    // Both free: two ways, so the Nogs' move won (no announcement).
    let mut g = game(KEY, &d('.', '.', '.'), Side::Defenders);
    assert_eq!(
        play(&mut g, "i1-g2").outcome,
        win(Winner::Defenders, Reason::TuitNog)
    );
    // A troll on a path closes that way; a Nog on it does not.
    assert_eq!(announced('A', '.', '.'), Some(Announcement::UitNog));
    assert_eq!(announced('.', 'A', '.'), Some(Announcement::UitNog));
    assert_eq!(announced('A', 'A', '.'), None);
    // A piece on the edge square closes it.
    assert_eq!(announced('A', '.', 'D'), None);
    assert_eq!(announced('A', '.', 'A'), None);
    assert_eq!(announced('A', 'D', '.'), Some(Announcement::UitNog));
}

#[test]
fn s3_3_uit_nog_after_a_trolls_move() {
    // The troll on f8 leaves the path to f9: one way out, announced, and
    // Noggin takes it on the Nogs' turn.
    let d = boxed(
        "6 . . . . . . . . D
        5 . . . . x . . . .
        4 . . . . . . . . .
        3 . . . . . . . . .
        2 . . . . . . . . .",
    )
    .replace("9 . . . . . D . D .", "9 . . . . . . . D .")
    .replace("8 . . . . . . D K D", "8 . . . . . A D K D");
    let mut g = game(KEY, &d, Side::Attackers);
    let ply = play(&mut g, "f8-d7");
    assert_eq!(ply.announcement, Some(Announcement::UitNog));
    assert_eq!(ply.outcome, None);
    let ply = play(&mut g, "h8-f9");
    assert_eq!(ply.outcome, win(Winner::Defenders, Reason::KingEscaped));
}

#[test]
fn s3_3_tuit_nog_two_edge_squares_after_a_nogs_move() {
    // Noggin leaps from e6 to g7, four edge squares from it: f9 h9 i8 i6.
    const D: &str = "
        9 . . . . . . . . .
        8 . . . . . . . . .
        7 . . . . . . . . .
        6 . . . . K . . . .
        5 . . . . x . . . .
        4 . . . . . . . . .
        3 . . . . . . . . .
        2 . . . . . . . . .
        1 A . . . . . . . D
          a b c d e f g h i";
    let mut g = game(KEY, D, Side::Defenders);
    let ply = play(&mut g, "e6-g7");
    assert_eq!(ply.outcome, win(Winner::Defenders, Reason::TuitNog));
    assert_eq!(ply.announcement, None);

    // Moving a Nog can do it too: i6 is free, and f9 opens.
    let d = boxed(
        "6 . . . . . . . . .
        5 . . . . x . . . .
        4 . . . . . . . . .
        3 . . . . . . . . .
        2 . . . . . . . . .",
    );
    let mut g = game(KEY, &d, Side::Defenders);
    let ply = play(&mut g, "f9-e7");
    assert_eq!(ply.outcome, win(Winner::Defenders, Reason::TuitNog));
}

#[test]
fn s3_3_two_ways_after_a_trolls_move_neither_win_nor_announce() {
    let d = boxed(
        "6 . . . . . . . . .
        5 . . . . x . . . .
        4 . . . . . . . . .
        3 . . . . . . . . .
        2 . . . . . . . . .",
    )
    .replace("9 . . . . . D . D .", "9 . . . . . . . D .");
    let mut g = game(KEY, &d, Side::Attackers);
    let ply = play(&mut g, "a1-b3");
    assert_eq!(ply.outcome, None);
    assert_eq!(ply.announcement, None);
    let ply = play(&mut g, "h8-i6");
    assert_eq!(ply.outcome, win(Winner::Defenders, Reason::KingEscaped));
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
    // Over the Nog on c2.
    let ply = play(&mut g, "c3-b1");
    assert_eq!(ply.outcome, win(Winner::Defenders, Reason::KingEscaped));
    assert_eq!(ply.announcement, None);
}

// ---------------------------------------------------------------- no legal move

#[test]
fn s3_3_trolls_win_by_boxing_noggin_in() {
    // Noggin on b2 leaps over b3 (to a4, c4) or over c2 (to d3, d1). The
    // troll on b3 closes two; a troll arriving on c2 closes the others.
    const D: &str = "
        9 . . . . . . . . .
        8 . . . . . . . . .
        7 . . . . . . . . .
        6 . . . . . . . . .
        5 . . . . x . . . .
        4 . . . . . . . . .
        3 . A . . A . . . .
        2 . K . . . . . . .
        1 . . . . . . . . .
          a b c d e f g h i";
    let mut g = game(KEY, D, Side::Attackers);
    let ply = play(&mut g, "e3-c2");
    assert_eq!(ply.outcome, win(Winner::Attackers, Reason::NoLegalMoves));
    assert!(ply.captures.is_empty());

    // With a Nog that can still move, the game goes on.
    let mut g = game(KEY, &D.replace("9 . . . .", "9 . . . D"), Side::Attackers);
    let ply = play(&mut g, "e3-c2");
    assert_eq!(ply.outcome, None);
    assert!(moves_from(&g, "b2").is_empty());
    assert!(!common::legal(&g).is_empty());
}

#[test]
fn s3_3_the_old_three_ply_win_is_gone() {
    // As first written, e5-c4 d1-c3 c4-d2 won at once (TUIT NOG): Noggin
    // leapt over the troll on c3. Now c3 stops him.
    let start = common::variant(KEY).start_position(None, None).unwrap();
    let mut g = Game::new(start);
    play(&mut g, "e5-c4");
    play(&mut g, "d1-c3");
    refused_for(
        &mut g,
        "c4-d2",
        IllegalMove::CannotLeap {
            piece: Piece::King,
            at: sq("c3"),
        },
    );
}

// ---------------------------------------------------------------- captures and the leap

#[test]
fn s3_3_captures_custodial_after_knight_moves() {
    let d = boxed(
        "6 . . . . . . . . D
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
        "6 . . . . . . . . D
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
    // The troll on d1 keeps Noggin's leaps from d3 to c1 and e1 closed.
    const D: &str = "
        9 . . . . . . . . .
        8 . . . . . . . . .
        7 . . . . . . . . .
        6 . . . . . . . . .
        5 . . . . x . . . .
        4 . . . D . K . . .
        3 . D A . D . . . .
        2 . . . D . . . . .
        1 A . . A . . . . D
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
