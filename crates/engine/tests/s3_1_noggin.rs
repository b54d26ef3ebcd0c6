mod common;

// docs/rules.md 3.1, Noggin's Game (`noggin`): one or more tests per rule
// bullet, each from a diagram in the legend of docs/rules.md 1. In these
// diagrams `x` on e5 marks the trollstone with the revealed troll king on
// it (Noggin stands elsewhere, so the troll king is derived).

use common::{game, names, play, refuse, sq};
use hnefi_engine::{
    Announcement, DiagramError, Game, IllegalMove, Outcome, Piece, Position, PositionError, Reason,
    SetupError, Side, Square, Winner,
};

const KEY: &str = "noggin";

fn at(game: &Game, square: &str) -> Option<Piece> {
    game.position().piece_at(sq(square))
}

/// Legal moves starting on `from`, sorted.
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

fn all_squares() -> Vec<Square> {
    let mut out = Vec::new();
    for rank in 0..9 {
        for file in 0..9 {
            out.push(Square::new(file, rank).unwrap());
        }
    }
    out
}

// ---------------------------------------------------------------- layout

const RULES_LAYOUT: &str = "
    9 . . . A A A . . .
    8 . . . . A . . . .
    7 . . . . D . . . .
    6 A . . . D . . . A
    5 A A D D T D D A A
    4 A . . . D . . . A
    3 . . . . D . . . .
    2 . . . . A . . . .
    1 . . . A A A . . .
      a b c d e f g h i";

#[test]
fn s3_1_start_layout_squares() {
    let variant = common::variant(KEY);
    let start = variant.start_position(None, None).unwrap();
    let trolls = "d1 e1 f1 e2 a4 a5 a6 b5 i4 i5 i6 h5 e8 d9 e9 f9";
    let nogs = "e3 e4 e6 e7 c5 d5 f5 g5";
    for s in all_squares() {
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
    assert_eq!(start.pieces_of(Piece::Attacker).count(), 16);
    assert_eq!(start.pieces_of(Piece::Defender).count(), 8);
    assert_eq!(start.king(), Some(sq("e5")));
    // The troll king is still imprisoned under the trollstone.
    assert_eq!(start.troll_king(), None);
    assert_eq!(
        start.to_string(),
        "3aaa3/4a4/4d4/a3d3a/aaddkddaa/a3d3a/4d4/4a4/3aaa3 d"
    );
    assert_eq!(start, common::position(KEY, RULES_LAYOUT, Side::Defenders));
}

#[test]
fn s3_1_first_move_nogs() {
    let variant = common::variant(KEY);
    let start = variant.start_position(None, None).unwrap();
    assert_eq!(start.turn(), Side::Defenders);
    let mut g = Game::new(start);
    assert_eq!(g.turn(), Side::Defenders);
    let err = refuse(&mut g, "e8-h8");
    assert_eq!(
        err.error,
        IllegalMove::NotYourPiece {
            square: sq("e8"),
            to_move: Side::Defenders
        },
        "{err:?}"
    );
    // Every legal opening move is a Nogs' move.
    for mv in g.legal_moves() {
        assert_eq!(
            g.position().piece_at(mv.from),
            Some(Piece::Defender),
            "{mv}"
        );
    }
    play(&mut g, "e3-c3");
    assert_eq!(g.turn(), Side::Attackers);
}

// ---------------------------------------------------------------- movement

#[test]
fn s3_1_movement_nogs_and_trolls_move_like_rooks() {
    const D: &str = "
        9 . . . . . . . D .
        8 . . . . . . D K D
        7 . . . . . . . D .
        6 . . . . . . . . .
        5 . . . . x . . . .
        4 . . . . . . . . .
        3 . . D . . A . . .
        2 . . . . . . . . .
        1 . . . . . . . . .
          a b c d e f g h i";
    let mut g = game(KEY, D, Side::Defenders);
    assert_eq!(
        moves_from(&g, "c3"),
        [
            "c3-a3", "c3-b3", "c3-c1", "c3-c2", "c3-c4", "c3-c5", "c3-c6", "c3-c7", "c3-c8",
            "c3-c9", "c3-d3", "c3-e3"
        ]
    );
    let err = refuse(&mut g, "c3-g3");
    assert!(
        matches!(err.error, IllegalMove::Blocked { at, .. } if at == sq("f3")),
        "{err:?}"
    );
    let err = refuse(&mut g, "c3-d4");
    assert_eq!(err.error, IllegalMove::NotStraight, "{err:?}");
    let err = refuse(&mut g, "c3-f3");
    assert_eq!(err.error, IllegalMove::Occupied(sq("f3")), "{err:?}");
    play(&mut g, "c3-c8");
    assert_eq!(at(&g, "c8"), Some(Piece::Defender));

    let g = game(KEY, D, Side::Attackers);
    assert_eq!(
        moves_from(&g, "f3"),
        [
            "f3-d3", "f3-e3", "f3-f1", "f3-f2", "f3-f4", "f3-f5", "f3-f6", "f3-f7", "f3-f8",
            "f3-f9", "f3-g3", "f3-h3", "f3-i3"
        ]
    );
}

#[test]
fn s3_1_movement_noggin_moves_exactly_one_square() {
    const D: &str = "
        9 . . . . . . . . .
        8 . . . . . . . . .
        7 . . D . . . . . .
        6 . . . . . . . . .
        5 . . . . x . . . .
        4 D . K . . D . . .
        3 . . . . . . . . .
        2 . . . . . . . . .
        1 A . D . . . . . D
          a b c d e f g h i";
    let mut g = game(KEY, D, Side::Defenders);
    // No clear line (c7, c1, a4, f4 block them): only single steps.
    assert_eq!(moves_from(&g, "c4"), ["c4-b4", "c4-c3", "c4-c5", "c4-d4"]);
    for mv in ["c4-c6", "c4-e4", "c4-c2", "c4-d5"] {
        let err = refuse(&mut g, mv);
        assert!(
            matches!(err.error, IllegalMove::KingOneStep { .. }),
            "{mv}: {err:?}"
        );
    }
    play(&mut g, "c4-c5");
    assert_eq!(at(&g, "c5"), Some(Piece::King));
    assert_eq!(at(&g, "c4"), None);
}

// ---------------------------------------------------------------- trollstone

#[test]
fn s3_1_trollstone_noggin_leaving_reveals_troll_king() {
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
    assert_eq!(at(&g, "e5"), Some(Piece::King));
    assert_eq!(g.position().troll_king(), None);
    let ply = play(&mut g, "e5-e6");
    assert!(ply.captures.is_empty());
    assert_eq!(ply.outcome, None);
    assert_eq!(at(&g, "e5"), Some(Piece::TrollKing));
    assert_eq!(g.position().troll_king(), Some(sq("e5")));
    assert_eq!(g.position().king(), Some(sq("e6")));
    // The position string shows the troll king as an empty square.
    assert_eq!(
        g.position().to_string(),
        "3a5/9/4d4/1d2k2d1/3d1d3/4d4/9/9/9 a"
    );
    // The troll king never moves.
    assert!(moves_from(&g, "e5").is_empty());
    let err = refuse(&mut g, "e5-e3");
    assert_eq!(err.error, IllegalMove::TrollKingMoves, "{err:?}");
    play(&mut g, "d9-c9");
    // Noggin can never return.
    let err = refuse(&mut g, "e6-e5");
    assert_eq!(err.error, IllegalMove::Occupied(sq("e5")), "{err:?}");
    assert!(!moves_from(&g, "e6").contains(&"e6-e5".to_string()));
}

#[test]
fn s3_1_trollstone_troll_king_blocks_square_for_everyone() {
    const D: &str = "
        9 . . . . . . . D .
        8 . . . . . . D K D
        7 . . . . A . . D .
        6 . . . . . . . . .
        5 . D . . x . . . .
        4 . . . . . . . . .
        3 . . . . . . . . .
        2 . . . . . . . . .
        1 . . . . . . . . .
          a b c d e f g h i";
    let mut g = game(KEY, D, Side::Defenders);
    assert_eq!(g.position().troll_king(), Some(sq("e5")));
    let rank5: Vec<String> = moves_from(&g, "b5")
        .into_iter()
        .filter(|m| m.ends_with('5'))
        .collect();
    assert_eq!(rank5, ["b5-a5", "b5-c5", "b5-d5"]);
    let err = refuse(&mut g, "b5-e5");
    assert_eq!(err.error, IllegalMove::Occupied(sq("e5")), "{err:?}");
    let err = refuse(&mut g, "b5-g5");
    assert!(
        matches!(err.error, IllegalMove::Blocked { at, .. } if at == sq("e5")),
        "{err:?}"
    );
    play(&mut g, "b5-b4");
    let err = refuse(&mut g, "e7-e5");
    assert_eq!(err.error, IllegalMove::Occupied(sq("e5")), "{err:?}");
    let err = refuse(&mut g, "e7-e3");
    assert!(
        matches!(err.error, IllegalMove::Blocked { at, .. } if at == sq("e5")),
        "{err:?}"
    );
    let down: Vec<String> = moves_from(&g, "e7")
        .into_iter()
        .filter(|m| m.starts_with("e7-e") && m.as_str() < "e7-e7")
        .collect();
    assert_eq!(down, ["e7-e6"]);
}

#[test]
fn s3_1_trollstone_must_be_empty_when_noggin_is_elsewhere() {
    const D: &str = "
        9 . . . . . . . D .
        8 . . . . . . D K D
        7 . . . . . . . D .
        6 . . . . . . . . .
        5 . . . . A . . . .
        4 . . . . . . . . .
        3 . . . . . . . . .
        2 . . . . . . . . .
        1 . . . . . . . . .
          a b c d e f g h i";
    let err = Position::from_diagram(&common::variant(KEY), D, Side::Defenders)
        .expect_err("a piece on e5 with Noggin on h8 must be refused");
    assert!(
        matches!(
            &err,
            DiagramError::Position(PositionError::Setup(SetupError::Trollstone { square, .. }))
                if *square == sq("e5")
        ),
        "{err:?}"
    );
}

#[test]
fn s3_1_trollstone_troll_king_is_never_captured() {
    const D: &str = "
        9 . . . . . . . D .
        8 . . . . . . D K D
        7 . . . . . . . D .
        6 . . D . . . . . .
        5 . . . D x . . . .
        4 . . . . D . . . .
        3 . . . . . . . . .
        2 . . . . . . . . .
        1 A . . . . D . . .
          a b c d e f g h i";
    let mut g = game(KEY, D, Side::Defenders);
    let ply = play(&mut g, "f1-f5");
    assert!(ply.captures.is_empty(), "{:?}", names(ply.captures));
    assert_eq!(at(&g, "e5"), Some(Piece::TrollKing));
    play(&mut g, "a1-a2");
    let ply = play(&mut g, "c6-e6");
    assert!(ply.captures.is_empty(), "{:?}", names(ply.captures));
    assert_eq!(at(&g, "e5"), Some(Piece::TrollKing));
}

#[test]
fn s3_1_trollstone_troll_king_counts_as_troll_for_capturing_nogs() {
    const REVEALED: &str = "
        9 . . . . . . . D .
        8 . . . . . . D K D
        7 A . . . . . . D .
        6 . . . . D . . . .
        5 . . . . x . . . .
        4 . . . . . . . . .
        3 . . . . . . . . .
        2 . . . . . . . . .
        1 . . . . . . . . D
          a b c d e f g h i";
    let mut g = game(KEY, REVEALED, Side::Attackers);
    let ply = play(&mut g, "a7-e7");
    assert_eq!(names(ply.captures), ["e6"]);
    assert_eq!(at(&g, "e6"), None);

    // Negative: while Noggin still stands on the stone there is no troll there.
    const ON_STONE: &str = "
        9 . . . . . . . D .
        8 . . . . . . D . D
        7 A . . . . . . D .
        6 . . . . D . . . .
        5 . . . . T . . . .
        4 . . . . . . . . .
        3 . . . . . . . . .
        2 . . . . . . . . .
        1 . . . . . . . . D
          a b c d e f g h i";
    let mut g = game(KEY, ON_STONE, Side::Attackers);
    let ply = play(&mut g, "a7-e7");
    assert!(ply.captures.is_empty(), "{:?}", names(ply.captures));
    assert_eq!(at(&g, "e6"), Some(Piece::Defender));
}

// ---------------------------------------------------------------- captures

#[test]
fn s3_1_captures_nogs_capture_trolls_custodially() {
    const D: &str = "
        9 . . . . . . . D .
        8 . . . . . . D K D
        7 . . . . . . . D .
        6 . . . . . . . . .
        5 . . . . x . . . .
        4 . . . . . . . . .
        3 . D A . . D . . .
        2 . . . . . . . . .
        1 A . . . . . . . D
          a b c d e f g h i";
    let mut g = game(KEY, D, Side::Defenders);
    let ply = play(&mut g, "f3-d3");
    assert_eq!(names(ply.captures), ["c3"]);
    assert_eq!(ply.to_string(), "f3-d3xc3");
    assert_eq!(at(&g, "c3"), None);

    // Negative: without the Nog on b3 nothing is captured.
    let mut g = game(KEY, &D.replace("3 . D A", "3 . . A"), Side::Defenders);
    let ply = play(&mut g, "f3-d3");
    assert!(ply.captures.is_empty());
    assert_eq!(at(&g, "c3"), Some(Piece::Attacker));
}

#[test]
fn s3_1_captures_trolls_capture_nogs_custodially() {
    const D: &str = "
        9 . . . . . . . D .
        8 . . . . . . D K D
        7 . . . . . . . D .
        6 . . . . . . . . .
        5 . . . . x . . . .
        4 . . . . . . . . .
        3 . A D . . A . . .
        2 . . . . . . . . .
        1 A . . . . . . . D
          a b c d e f g h i";
    let mut g = game(KEY, D, Side::Attackers);
    let ply = play(&mut g, "f3-d3");
    assert_eq!(names(ply.captures), ["c3"]);
    assert_eq!(at(&g, "c3"), None);

    let mut g = game(KEY, &D.replace("3 . A D", "3 . . D"), Side::Attackers);
    let ply = play(&mut g, "f3-d3");
    assert!(ply.captures.is_empty());
    assert_eq!(at(&g, "c3"), Some(Piece::Defender));
}

#[test]
fn s3_1_captures_several_in_one_move() {
    const D: &str = "
        9 . . . . . . . D .
        8 . . . . . . D K D
        7 . . . A . . . D .
        6 . . . . . . . . .
        5 . . . . x . . . .
        4 . A D . . . . . .
        3 . . . D . . . . .
        2 . . . A . . . . .
        1 . . . . . . . . D
          a b c d e f g h i";
    let mut g = game(KEY, D, Side::Attackers);
    let ply = play(&mut g, "d7-d4");
    assert_eq!(names(ply.captures), ["d3", "c4"]);
    assert_eq!(ply.to_string(), "d7-d4xd3xc4");
}

#[test]
fn s3_1_captures_are_active_only() {
    const D: &str = "
        9 . . . . . . . D .
        8 . . . . . . D K D
        7 . . D . . . . D .
        6 . . . . . . . . .
        5 . . . . x . . . .
        4 . . . . . . . . .
        3 . A . A . . . . .
        2 . . . . . . . . .
        1 A . . . . . . . D
          a b c d e f g h i";
    let mut g = game(KEY, D, Side::Defenders);
    // A Nog may safely move in between two trolls ...
    let ply = play(&mut g, "c7-c3");
    assert!(ply.captures.is_empty());
    let ply = play(&mut g, "a1-a2");
    assert!(ply.captures.is_empty());
    assert_eq!(at(&g, "c3"), Some(Piece::Defender));
    // ... and is captured only when an enemy moves away and back.
    play(&mut g, "i1-i2");
    assert!(play(&mut g, "d3-d2").captures.is_empty());
    play(&mut g, "i2-i1");
    let ply = play(&mut g, "d2-d3");
    assert_eq!(names(ply.captures), ["c3"]);
}

#[test]
fn s3_1_captures_noggin_is_not_captured_custodially() {
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
    assert!(ply.captures.is_empty(), "{:?}", names(ply.captures));
    assert_eq!(ply.king_captured, None);
    assert_eq!(ply.outcome, None);
    assert_eq!(g.position().king(), Some(sq("c3")));

    // Vertically too: trolls on c2 and c4.
    let vertical = D
        .replace("3 . A K", "3 . . K")
        .replace("2 . . . .", "2 . . A .");
    let mut g = game(KEY, &vertical, Side::Attackers);
    let ply = play(&mut g, "a4-c4");
    assert!(ply.captures.is_empty(), "{:?}", names(ply.captures));
    assert_eq!(ply.outcome, None);
    assert_eq!(g.position().king(), Some(sq("c3")));

    // Control: a Nog in Noggin's place is captured by the same move.
    const NOG: &str = "
        9 . . . . . . . D .
        8 . . . . . . D K D
        7 . . . A . . . D .
        6 . . . . . . . . .
        5 . . . . x . . . .
        4 A . . . . . . . .
        3 . A D . . . . . .
        2 . . . . . . . . .
        1 . . . . . . . . D
          a b c d e f g h i";
    let mut g = game(KEY, NOG, Side::Attackers);
    assert_eq!(names(play(&mut g, "d7-d3").captures), ["c3"]);
}

#[test]
fn s3_1_captures_noggin_is_armed_as_mover() {
    const D: &str = "
        9 A . . . . . . . .
        8 . . . . . . . . .
        7 . . . . . . . . .
        6 . . D . . . . . .
        5 . . . . x . . . .
        4 D . . A D . . . .
        3 . . K . . . . . .
        2 . . D . . . . . .
        1 . . . . . . . . .
          a b c d e f g h i";
    let d = D.to_string();
    let mut g = game(KEY, &d, Side::Defenders);
    let ply = play(&mut g, "c3-c4");
    assert_eq!(names(ply.captures), ["d4"]);
    assert_eq!(ply.outcome, None);
    assert_eq!(at(&g, "d4"), None);

    // Negative: with no Nog on e4 Noggin captures nothing.
    let mut g = game(
        KEY,
        &d.replace("4 D . . A D", "4 D . . A ."),
        Side::Defenders,
    );
    let ply = play(&mut g, "c3-c4");
    assert!(ply.captures.is_empty());
    assert_eq!(at(&g, "d4"), Some(Piece::Attacker));
}

#[test]
fn s3_1_captures_noggin_is_armed_as_anvil() {
    const D: &str = "
        9 A . . . . . . . .
        8 . . . . . . . . .
        7 . . . . . . . . .
        6 . . D . . . . . .
        5 . . . . x . . . .
        4 D . K A . . . . .
        3 . . D . . . . . .
        2 . . . . . . . . .
        1 . . . . D . . . .
          a b c d e f g h i";
    let mut g = game(KEY, D, Side::Defenders);
    let ply = play(&mut g, "e1-e4");
    assert_eq!(names(ply.captures), ["d4"]);
    assert_eq!(ply.outcome, None);

    // Negative: the same move with c4 empty (Noggin on c3) captures nothing.
    let d = D
        .replace("4 D . K A", "4 D . . A")
        .replace("3 . . D", "3 . . K");
    let mut g = game(KEY, &d, Side::Defenders);
    let ply = play(&mut g, "e1-e4");
    assert!(ply.captures.is_empty());
}

#[test]
fn s3_1_captures_no_square_is_hostile() {
    // The empty corner a1 does not capture a troll on a2 ...
    const TROLL: &str = "
        9 . . . . . . . D .
        8 . . . . . . D K D
        7 D . . . . . . D .
        6 . . . . . . . . .
        5 . . . . x . . . .
        4 . . . . . . . . .
        3 . . . . . . . . .
        2 A . . . . . . . .
        1 . . . . . . . . D
          a b c d e f g h i";
    let mut g = game(KEY, TROLL, Side::Defenders);
    let ply = play(&mut g, "a7-a3");
    assert!(ply.captures.is_empty());
    assert_eq!(at(&g, "a2"), Some(Piece::Attacker));

    // ... nor a Nog on b1.
    const NOG: &str = "
        9 . . . . . . . D .
        8 . . . . . . D K D
        7 . . A . . . . D .
        6 . . . . . . . . .
        5 . . . . x . . . .
        4 . . . . . . . . .
        3 . . . . . . . . .
        2 . . . . . . . . .
        1 . D . . . . . . D
          a b c d e f g h i";
    let mut g = game(KEY, NOG, Side::Attackers);
    let ply = play(&mut g, "c7-c1");
    assert!(ply.captures.is_empty());
    assert_eq!(at(&g, "b1"), Some(Piece::Defender));
}

// ---------------------------------------------------------------- UIT NOG

#[test]
fn s3_1_uit_nog_announced_with_one_clear_line() {
    const D: &str = "
        9 . . . . . . . D .
        8 . . . . . . D K D
        7 . . . . . . . D .
        6 . . . . . . . . .
        5 . . . . x . . . .
        4 . . . . . . . . .
        3 . . . . . . . . .
        2 . . . . . . . . .
        1 A . . . . . . . D
          a b c d e f g h i";
    let mut g = game(KEY, D, Side::Defenders);
    let ply = play(&mut g, "g8-g6");
    assert_eq!(ply.announcement, Some(Announcement::UitNog));
    assert_eq!(ply.outcome, None);

    // Negative: a Nog on b8 blocks the line, nothing is announced.
    let mut g = game(
        KEY,
        &D.replace("8 . . . . . . D", "8 . D . . . . D"),
        Side::Defenders,
    );
    let ply = play(&mut g, "g8-g6");
    assert_eq!(ply.announcement, None);
}

#[test]
fn s3_1_uit_nog_announced_after_trolls_move() {
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

    let mut g = game(
        KEY,
        &D.replace("8 . . . . . . A", "8 . D . . . . A"),
        Side::Attackers,
    );
    assert_eq!(play(&mut g, "g8-g6").announcement, None);
}

#[test]
fn s3_1_uit_nog_not_announced_with_two_clear_lines() {
    const D: &str = "
        9 . . . . . . . D .
        8 . . . . . . . K D
        7 . . . . . . . A .
        6 . . . . . . . . .
        5 . . . . x . . . .
        4 . . . . . . . . .
        3 . . . . . . . . .
        2 . . . . . . . . .
        1 A . . . . . . . D
          a b c d e f g h i";
    let mut g = game(KEY, D, Side::Attackers);
    // The trolls open a second line (h7..h1): not exactly one, no call,
    // and no TUIT NOG either after a trolls' move.
    let ply = play(&mut g, "h7-g7");
    assert_eq!(ply.announcement, None);
    assert_eq!(ply.outcome, None);
    assert_eq!(g.outcome(), None);
}

#[test]
fn s3_1_uit_nog_noggin_on_trollstone_counts_as_off_the_edge() {
    const D: &str = "
        9 . . . . . . . . .
        8 . . . . . . . . .
        7 . . . . D . . . .
        6 . . . . . . . . .
        5 . . . D T D . . .
        4 . . . . D . . . .
        3 . . . . . . . . .
        2 . . . . . . . . .
        1 A . . . . . . . D
          a b c d e f g h i";
    let mut g = game(KEY, D, Side::Defenders);
    let ply = play(&mut g, "e7-c7");
    assert_eq!(ply.announcement, Some(Announcement::UitNog));
    assert_eq!(ply.outcome, None);
}

#[test]
fn s3_1_uit_nog_none_when_noggin_stands_on_the_edge() {
    // From a4 the edge line a5..a9 would be clear: still no call.
    const D: &str = "
        9 . . . . . . . . A
        8 . . . . . . . . .
        7 . . . . . . . . .
        6 . . . . . . . . .
        5 . D . . x . . . .
        4 . K D . . . . . .
        3 D D . . . . . . .
        2 . . . . . . . . .
        1 . . . . . . . . .
          a b c d e f g h i";
    let mut g = game(KEY, D, Side::Defenders);
    let ply = play(&mut g, "b4-a4");
    assert_eq!(ply.outcome, win(Winner::Defenders, Reason::KingEscaped));
    assert_eq!(ply.announcement, None);
}

#[test]
fn s3_1_uit_nog_none_when_noggin_is_captured() {
    const D: &str = "
        9 . . . . . . . . .
        8 . . . . . . . . .
        7 . . . . . . . . .
        6 . . . . . . . . .
        5 . . . . x . . . .
        4 . . A . . . . . .
        3 . A K . . . A . .
        2 . . . . . . . . .
        1 . . . . . . . . D
          a b c d e f g h i";
    let mut g = game(KEY, D, Side::Attackers);
    let ply = play(&mut g, "g3-d3");
    assert_eq!(ply.outcome, win(Winner::Attackers, Reason::KingCaptured));
    assert_eq!(ply.announcement, None);
}

#[test]
fn s3_1_uit_nog_announced_on_a_move_that_ends_the_game() {
    // The Nogs shut in the last troll (a1); Noggin keeps one line (a7).
    const D: &str = "
        9 . . . . . . . . .
        8 . D . . . . . . .
        7 . K D . . . . . .
        6 . D . . . . . . .
        5 . . . . x . . . .
        4 . . . . . . . . .
        3 . . . . . . . . .
        2 D . . . . . . . .
        1 A . D . . . . . .
          a b c d e f g h i";
    let mut g = game(KEY, D, Side::Defenders);
    let ply = play(&mut g, "c1-b1");
    assert_eq!(ply.outcome, win(Winner::Defenders, Reason::NoLegalMoves));
    assert_eq!(ply.announcement, Some(Announcement::UitNog));
}

// ---------------------------------------------------------------- swift escape

#[test]
fn s3_1_swift_escape_after_uit_nog() {
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
    assert_eq!(
        play(&mut g, "g8-g6").announcement,
        Some(Announcement::UitNog)
    );
    assert_eq!(moves_from(&g, "h8"), ["h8-a8", "h8-g8"]);
    let ply = play(&mut g, "h8-a8");
    assert!(ply.captures.is_empty());
    assert_eq!(ply.outcome, win(Winner::Defenders, Reason::KingEscaped));
    assert_eq!(g.outcome(), win(Winner::Defenders, Reason::KingEscaped));
    assert_eq!(g.position().king(), Some(sq("a8")));
}

#[test]
fn s3_1_swift_escape_without_announcement() {
    // Two clear lines after the trolls' move: nothing is called, yet
    // Noggin may slide along either.
    const D: &str = "
        9 . . . . . . . D .
        8 . . . . . . . K D
        7 . . . . . . . A .
        6 . . . . . . . . .
        5 . . . . x . . . .
        4 . . . . . . . . .
        3 . . . . . . . . .
        2 . . . . . . . . .
        1 A . . . . . . . D
          a b c d e f g h i";
    let mut g = game(KEY, D, Side::Attackers);
    assert_eq!(play(&mut g, "h7-g7").announcement, None);
    assert_eq!(moves_from(&g, "h8"), ["h8-a8", "h8-g8", "h8-h1", "h8-h7"]);
    let mut other = g.clone();
    let ply = play(&mut g, "h8-h1");
    assert_eq!(ply.outcome, win(Winner::Defenders, Reason::KingEscaped));
    let ply = play(&mut other, "h8-a8");
    assert_eq!(ply.outcome, win(Winner::Defenders, Reason::KingEscaped));

    // Also from a custom start where no move has been made at all.
    const START: &str = "
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
    let mut g = game(KEY, START, Side::Defenders);
    let ply = play(&mut g, "h8-a8");
    assert_eq!(ply.outcome, win(Winner::Defenders, Reason::KingEscaped));
}

#[test]
fn s3_1_swift_escape_from_the_trollstone() {
    const D: &str = "
        9 . . . . . . . . .
        8 . . . . . . . . .
        7 . . . . . . . . .
        6 . . . . . . . . .
        5 . . . D T D . . .
        4 . . . . D . . . .
        3 . . . . . . . . .
        2 . . . . . . . . .
        1 A . . . . . . . D
          a b c d e f g h i";
    let mut g = game(KEY, D, Side::Defenders);
    assert_eq!(moves_from(&g, "e5"), ["e5-e6", "e5-e9"]);
    let err = refuse(&mut g, "e5-e8");
    assert_eq!(
        err.error,
        IllegalMove::KingOneStep { swift_escape: true },
        "{err:?}"
    );
    let ply = play(&mut g, "e5-e9");
    assert_eq!(ply.outcome, win(Winner::Defenders, Reason::KingEscaped));
    assert_eq!(g.position().king(), Some(sq("e9")));
    assert_eq!(at(&g, "e5"), Some(Piece::TrollKing));
}

#[test]
fn s3_1_swift_escape_ends_only_on_the_edge_square() {
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
    for mv in ["h8-f8", "h8-e8", "h8-b8"] {
        let err = refuse(&mut g, mv);
        assert_eq!(
            err.error,
            IllegalMove::KingOneStep { swift_escape: true },
            "{mv}: {err:?}"
        );
    }
    assert_eq!(moves_from(&g, "h8"), ["h8-a8", "h8-g8"]);
}

#[test]
fn s3_1_swift_escape_needs_a_clear_line() {
    const D: &str = "
        9 . . . . . . . . .
        8 . . A . . . . . .
        7 . . . . . . . . .
        6 . . . . . . . . .
        5 . . . . x . . . .
        4 D D K D . . . . .
        3 . . D . . . . . .
        2 . . . . . . . . .
        1 A . . . . . . . D
          a b c d e f g h i";
    let mut g = game(KEY, D, Side::Defenders);
    let err = refuse(&mut g, "c4-c9");
    assert_eq!(
        err.error,
        IllegalMove::KingOneStep { swift_escape: true },
        "{err:?}"
    );
    assert_eq!(moves_from(&g, "c4"), ["c4-c5"]);
}

// ---------------------------------------------------------------- TUIT NOG

#[test]
fn s3_1_tuit_nog_two_clear_lines_after_nogs_move() {
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
    assert_eq!(g.outcome(), win(Winner::Defenders, Reason::TuitNog));
    assert_eq!(ply.announcement, None);
    assert!(ply.captures.is_empty());

    // Negative: with h2 held the move leaves one line only: UIT NOG, no win.
    let mut g = game(
        KEY,
        &D.replace("2 . . . . . . . . .", "2 . . . . . . . D ."),
        Side::Defenders,
    );
    let ply = play(&mut g, "h7-g7");
    assert_eq!(ply.outcome, None);
    assert_eq!(ply.announcement, Some(Announcement::UitNog));
}

#[test]
fn s3_1_tuit_nog_by_noggin_step() {
    const D: &str = "
        9 . . . . . . . . .
        8 . . . . . . . . .
        7 . . . . . . . . .
        6 . . . D . . . . .
        5 . . . . x . . . .
        4 . . . . . . . . .
        3 . . D K D . . . .
        2 . . . . . . . . .
        1 A . . . . . . . D
          a b c d e f g h i";
    let mut g = game(KEY, D, Side::Defenders);
    let ply = play(&mut g, "d3-d2");
    assert_eq!(ply.outcome, win(Winner::Defenders, Reason::TuitNog));
}

#[test]
fn s3_1_tuit_nog_on_the_trollstone() {
    const D: &str = "
        9 . . . . . . . . .
        8 . . . . . . . . .
        7 . . . . D . . . .
        6 . . . . . . . . .
        5 . . . D T D . . .
        4 . . . . . . . . .
        3 . . . . . . . . .
        2 . . . . . . . . .
        1 A . . . . . . . D
          a b c d e f g h i";
    let mut g = game(KEY, D, Side::Defenders);
    let ply = play(&mut g, "e7-c7");
    assert_eq!(ply.outcome, win(Winner::Defenders, Reason::TuitNog));
}

#[test]
fn s3_1_tuit_nog_winning_move_still_reports_captures() {
    const D: &str = "
        9 . . . . . . . D .
        8 . . . . . . . K D
        7 . . . . . . . A D
        6 . . . . . . . . .
        5 . . . . x . . . .
        4 . . . . . . . . .
        3 . . . . . . . . .
        2 . . . . . . . . .
        1 A . . . . . D . .
          a b c d e f g h i";
    let mut g = game(KEY, D, Side::Defenders);
    let ply = play(&mut g, "g1-g7");
    assert_eq!(names(ply.captures), ["h7"]);
    assert_eq!(ply.outcome, win(Winner::Defenders, Reason::TuitNog));
}

// ---------------------------------------------------------------- edge

#[test]
fn s3_1_edge_noggin_stepping_onto_any_edge_square_wins() {
    const D: &str = "
        9 . . . . . . . . A
        8 . . . . . . . . .
        7 . . . . . . . . .
        6 . . . . . . . . .
        5 . . . . x . . . .
        4 . . . . . . . . .
        3 . . D . . . . . .
        2 . D K D . . . . .
        1 . . . . . . . . .
          a b c d e f g h i";
    let mut g = game(KEY, D, Side::Defenders);
    let ply = play(&mut g, "c2-c1");
    assert_eq!(ply.outcome, win(Winner::Defenders, Reason::KingEscaped));
    assert_eq!(g.outcome(), win(Winner::Defenders, Reason::KingEscaped));
    let err = refuse(&mut g, "i9-i8");
    assert_eq!(err.error, IllegalMove::GameOver, "{err:?}");
}

// ---------------------------------------------------------------- troll king's leap

const LEAP: &str = "
    9 . . . . . . . . .
    8 . . . . . . . . .
    7 . . . . . . . . .
    6 . . . . . . . . .
    5 . . . . x . . . .
    4 . . A . . . . . .
    3 . A K . . . A . .
    2 . . . . . . . . .
    1 . . . . . . . . D
      a b c d e f g h i";

#[test]
fn s3_1_troll_king_leap() {
    let mut g = game(KEY, LEAP, Side::Attackers);
    let ply = play(&mut g, "g3-d3");
    assert_eq!(names(ply.captures), ["c3"]);
    assert_eq!(ply.to_string(), "g3-d3xc3");
    assert_eq!(ply.king_captured, Some(sq("c3")));
    assert_eq!(ply.outcome, win(Winner::Attackers, Reason::KingCaptured));
    assert_eq!(g.outcome(), win(Winner::Attackers, Reason::KingCaptured));
    assert_eq!(ply.troll_king_leap, Some(sq("c2")));
    assert_eq!(at(&g, "c3"), None);
    assert_eq!(g.position().king(), None);
}

#[test]
fn s3_1_troll_king_leap_removes_piece_on_fourth_square() {
    let d = LEAP.replace("2 . . . .", "2 . . D .");
    let mut g = game(KEY, &d, Side::Attackers);
    let ply = play(&mut g, "g3-d3");
    assert_eq!(names(ply.captures), ["c2", "c3"]);
    assert_eq!(ply.to_string(), "g3-d3xc2xc3");
    assert_eq!(ply.outcome, win(Winner::Attackers, Reason::KingCaptured));
    assert_eq!(ply.troll_king_leap, Some(sq("c2")));
    assert_ne!(at(&g, "c2"), Some(Piece::Defender));
}

#[test]
fn s3_1_troll_king_leap_needs_three_trolls() {
    // One troll fewer (no c4): nothing happens.
    let d = LEAP.replace("4 . . A", "4 . . .");
    let mut g = game(KEY, &d, Side::Attackers);
    let ply = play(&mut g, "g3-d3");
    assert!(ply.captures.is_empty());
    assert_eq!(ply.king_captured, None);
    assert_eq!(ply.troll_king_leap, None);
    assert_eq!(ply.outcome, None);
    assert_eq!(g.position().king(), Some(sq("c3")));
    assert_eq!(at(&g, "e5"), Some(Piece::TrollKing));
    assert_eq!(at(&g, "c2"), None);
}

#[test]
fn s3_1_troll_king_leap_revealed_troll_king_counts() {
    const D: &str = "
        9 . . . . . . . . .
        8 . . . . . . . . .
        7 . . . . . . . . .
        6 . . . . . . . . .
        5 . . . . x . . . .
        4 . . . A K . . . A
        3 . . . . D . . . .
        2 . . . . . . . . .
        1 . . . . . . . . D
          a b c d e f g h i";
    let mut g = game(KEY, D, Side::Attackers);
    let ply = play(&mut g, "i4-f4");
    assert_eq!(names(ply.captures), ["e3", "e4"]);
    assert_eq!(ply.outcome, win(Winner::Attackers, Reason::KingCaptured));
    assert_eq!(ply.troll_king_leap, Some(sq("e3")));

    // Negative: without d4 only the troll king and f4 touch Noggin.
    let mut g = game(
        KEY,
        &D.replace("4 . . . A K", "4 . . . . K"),
        Side::Attackers,
    );
    let ply = play(&mut g, "i4-f4");
    assert!(ply.captures.is_empty());
    assert_eq!(ply.outcome, None);
    assert_eq!(at(&g, "e5"), Some(Piece::TrollKing));
    assert_eq!(at(&g, "e3"), Some(Piece::Defender));
}

#[test]
fn s3_1_troll_king_leap_fourth_square_is_the_trollstone() {
    const D: &str = "
        9 . . . . A . . . .
        8 . . . . . . . . .
        7 . . . . . . . . .
        6 . . . A K A . . .
        5 . . . . x . . . .
        4 . . . . . . . . .
        3 . . . . . . . . .
        2 . . . . . . . . .
        1 . . . . . . . . D
          a b c d e f g h i";
    let mut g = game(KEY, D, Side::Attackers);
    let ply = play(&mut g, "e9-e7");
    assert_eq!(names(ply.captures), ["e6"]);
    assert_eq!(ply.outcome, win(Winner::Attackers, Reason::KingCaptured));
    assert_eq!(ply.troll_king_leap, None);
    assert_eq!(at(&g, "e5"), Some(Piece::TrollKing));
}

#[test]
fn s3_1_troll_king_leap_all_four_sides_trolls_troll_king_stays() {
    const D: &str = "
        9 . . . . . . . . .
        8 . . . . . . . . .
        7 . . . . . . . . .
        6 . . . . . . . . .
        5 . . . . x . . . .
        4 . . A . . . . . .
        3 . A K . . . A . .
        2 . . A . . . . . .
        1 . . . . . . . . D
          a b c d e f g h i";
    let mut g = game(KEY, D, Side::Attackers);
    let ply = play(&mut g, "g3-d3");
    assert_eq!(names(ply.captures), ["c3"]);
    assert_eq!(ply.outcome, win(Winner::Attackers, Reason::KingCaptured));
    assert_eq!(ply.troll_king_leap, None);
    assert_eq!(at(&g, "e5"), Some(Piece::TrollKing));
    assert_eq!(g.position().troll_king(), Some(sq("e5")));
}

#[test]
fn s3_1_troll_king_leap_checked_after_any_trolls_move() {
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
    // Noggin steps in among three trolls: a Nogs' move, nothing happens.
    let ply = play(&mut g, "c4-c3");
    assert!(ply.captures.is_empty());
    assert_eq!(ply.outcome, None);
    assert_eq!(g.position().king(), Some(sq("c3")));
    // Any trolls' move now, even far away, brings the leap.
    let ply = play(&mut g, "a1-a2");
    assert_eq!(names(ply.captures), ["c3"]);
    assert_eq!(ply.outcome, win(Winner::Attackers, Reason::KingCaptured));
    assert_eq!(ply.troll_king_leap, Some(sq("c4")));
}

#[test]
fn s3_1_troll_king_leap_reports_custodial_captures_of_moving_troll() {
    const D: &str = "
        9 . . . . . . . . .
        8 . . . . . . . . .
        7 . . . . . . . . .
        6 . . . . . . . . .
        5 . . . A x . . . .
        4 . . D D . . . . .
        3 . A K . . . A . .
        2 . . A . . . . . .
        1 . . . . . . . . D
          a b c d e f g h i";
    let mut g = game(KEY, D, Side::Attackers);
    let ply = play(&mut g, "g3-d3");
    assert_eq!(names(ply.captures), ["c3", "c4", "d4"]);
    assert_eq!(ply.to_string(), "g3-d3xc3xc4xd4");
    assert_eq!(ply.outcome, win(Winner::Attackers, Reason::KingCaptured));
    assert_eq!(ply.troll_king_leap, Some(sq("c4")));
    assert_eq!(at(&g, "d4"), None);
}

#[test]
fn s3_1_troll_king_leap_noggin_on_trollstone_needs_four_trolls() {
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
    assert_eq!(ply.troll_king_leap, None);
    assert_eq!(ply.outcome, win(Winner::Attackers, Reason::KingCaptured));
    // Noggin gone leaves the stone empty: the troll king shows there, so the
    // final position reads back from its string exactly (docs/rules.md 2).
    assert_eq!(at(&g, "e5"), Some(Piece::TrollKing));
    let text = g.position().to_string();
    let back = hnefi_engine::Position::parse(&common::variant(KEY), &text).unwrap();
    assert_eq!(&back, g.position(), "{text}");
    assert_eq!(back.hash(), g.position().hash());

    // Three trolls around Noggin on the stone: no leap, whichever troll moves.
    let mut g = game(KEY, D, Side::Attackers);
    let ply = play(&mut g, "e1-e2");
    assert!(ply.captures.is_empty());
    assert_eq!(ply.outcome, None);
    assert_eq!(g.position().king(), Some(sq("e5")));
    assert_eq!(at(&g, "e4"), None);

    // The third troll arriving, with a Nog on the fourth side: no leap.
    const THIRD: &str = "
        9 . . . . A . . . .
        8 . . . . . . . . .
        7 . . . . . . . . .
        6 . . . . . . . . .
        5 . . . A T A . . .
        4 . . . . D . . . .
        3 . . . . . . . . .
        2 . . . . . . . . .
        1 . . . . . . . . D
          a b c d e f g h i";
    let mut g = game(KEY, THIRD, Side::Attackers);
    let ply = play(&mut g, "e9-e6");
    assert!(ply.captures.is_empty());
    assert_eq!(ply.outcome, None);
    assert_eq!(at(&g, "e4"), Some(Piece::Defender));
    assert_eq!(g.position().king(), Some(sq("e5")));
}

// ---------------------------------------------------------------- repetition

/// The Nog on a1 can only go to b1 and back; every other Nog and Noggin is
/// stuck (Noggin on the stone has three trolls and a Nog around him). The
/// trolls shuffle i9-i8.
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
fn s3_1_repetition_nogs_must_vary() {
    // A spare Nog on g1 gives the Nogs another move.
    let d = SHUFFLE.replace("1 D . A . . . .", "1 D . A . . . D");
    let mut g = game(KEY, &d, Side::Defenders);
    play(&mut g, "a1-b1");
    play(&mut g, "i9-i8");
    play(&mut g, "b1-a1");
    play(&mut g, "i8-i9");
    // Creating a position for the second time is still legal.
    let ply = play(&mut g, "a1-b1");
    assert_eq!(ply.outcome, None);
    play(&mut g, "i9-i8");
    play(&mut g, "b1-a1");
    // The trolls may repeat freely: the start position a third time.
    let ply = play(&mut g, "i8-i9");
    assert_eq!(ply.outcome, None);
    assert_eq!(g.outcome(), None);
    // a1-b1 would create its position a third time: refused.
    let err = refuse(&mut g, "a1-b1");
    assert_eq!(
        err.error,
        IllegalMove::Repetition {
            side: Side::Defenders
        },
        "{err:?}"
    );
    let legal = common::legal(&g);
    assert!(!legal.contains(&"a1-b1".to_string()), "{legal:?}");
    assert!(legal.contains(&"g1-g2".to_string()), "{legal:?}");
    let ply = play(&mut g, "g1-g2");
    assert_eq!(ply.outcome, None);
}

#[test]
fn s3_1_repetition_nogs_without_another_move_lose() {
    let mut g = game(KEY, SHUFFLE, Side::Defenders);
    for mv in [
        "a1-b1", "i9-i8", "b1-a1", "i8-i9", "a1-b1", "i9-i8", "b1-a1",
    ] {
        let ply = play(&mut g, mv);
        assert_eq!(ply.outcome, None, "{mv}");
    }
    let ply = play(&mut g, "i8-i9");
    assert_eq!(ply.outcome, win(Winner::Attackers, Reason::Repetition));
    assert_eq!(g.outcome(), win(Winner::Attackers, Reason::Repetition));
    assert!(g.legal_moves().is_empty());
}

#[test]
fn s3_1_repetition_trolls_may_repeat_freely() {
    // Two Nogs shuffle (a1-b1, i1-i2) and two trolls (i9-i8, h9-h8), so
    // that the Nogs never create a position a third time while the trolls
    // bring back the start position a third and a fourth time.
    const D: &str = "
        9 . . . . . . . A A
        8 . . . . . . . . .
        7 . . . . . . . . .
        6 . . . . A . . . .
        5 . . . A T A . . .
        4 . . . A D A . . .
        3 . . . . A . . . .
        2 A A . . . . . . .
        1 D . A . . . . . D
          a b c d e f g h i";
    let mut g = game(KEY, D, Side::Defenders);
    let start = g.position().clone();
    let plies = [
        "a1-b1", "i9-i8", "b1-a1", "i8-i9", // start position, 2nd time
        "i1-i2", "i9-i8", "i2-i1", "i8-i9", // 3rd time, by the trolls
        "a1-b1", "h9-h8", "b1-a1", "h8-h9", // 4th time, by the trolls
    ];
    for (i, mv) in plies.iter().enumerate() {
        let ply = play(&mut g, mv);
        assert_eq!(ply.outcome, None, "ply {} {mv}", i + 1);
    }
    assert_eq!(g.position(), &start);
    assert_eq!(g.outcome(), None);
    assert!(!g.legal_moves().is_empty());
}
