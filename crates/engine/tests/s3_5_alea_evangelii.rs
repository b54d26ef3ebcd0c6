//! Rule tests for docs/rules.md 3.5, Alea Evangelii (`alea-evangelii`, 19x19,
//! layout `cyningstan`): one or more tests per rule bullet, each from a board
//! diagram in the legend of docs/rules.md 1.

mod common;

use hnefi_engine::{Game, IllegalMove, Outcome, Piece, Ply, Reason, Side, Winner, variant};

const AE: &str = "alea-evangelii";
const NONE: [&str; 0] = [];

/// The diagram of docs/rules.md 3.5 as it stands (its rank 2, once printed with
/// 20 squares, has the 19 of the note under it: a2 b2 and r2 s2 red).
const RULES_MD_LAYOUT: &str = "
19 o x A . . A . . . . . . . A . . A x o
18 x x . . . . . . . . . . . . . . . x x
17 A . . . . A . . . . . . . A . . . . A
16 . . . . . . . A . D . A . . . . . . .
15 . . . . . . A . A . A . A . . . . . .
14 A . A . . E . . . . . . . E . . A . A
13 . . . . A . . . . D . . . . A . . . .
12 . . . A . . . . D . D . . . . A . . .
11 . . . . A . . D . D . D . . A . . . .
10 . . . D . . D . D T D . D . . D . . .
 9 . . . . A . . D . D . D . . A . . . .
 8 . . . A . . . . D . D . . . . A . . .
 7 . . . . A . . . . D . . . . A . . . .
 6 A . A . . E . . . . . . . E . . A . A
 5 . . . . . . A . A . A . A . . . . . .
 4 . . . . . . . A . D . A . . . . . . .
 3 A . . . . A . . . . . . . A . . . . A
 2 x x . . . . . . . . . . . . . . . x x
 1 o x A . . A . . . . . . . A . . A x o
   a b c d e f g h i j k l m n o p q r s
";

const RED_CORNERS: &str = "b1 a2 b2 r1 s2 r2 a18 b18 b19 r18 s18 r19";
const UNUSABLE: &str = "a1 s1 a19 s19";

fn captured(ply: &Ply) -> Vec<String> {
    common::names(ply.captures)
}

fn won(winner: Winner, reason: Reason) -> Option<Outcome> {
    Some(Outcome::new(winner, reason))
}

fn piece(game: &Game, square: &str) -> Option<Piece> {
    game.position().piece_at(common::sq(square))
}

/// Square names of a whitespace-separated list, in ascending square order.
fn squares(list: &str) -> Vec<String> {
    common::names(list.split_whitespace().map(common::sq).collect())
}

fn is_legal(game: &Game, mv: &str) -> bool {
    common::legal(game).contains(&mv.to_string())
}

// ---------------------------------------------------------------------------
// Board, corners and the starting layout `cyningstan`; first move: attackers.

#[test]
fn s3_5_start_layout_matches_the_square_lists() {
    let variant = variant::by_key(AE).unwrap();
    assert_eq!(variant.size(), 19);
    assert_eq!(variant.default_layout(), "cyningstan");
    let start = variant.start_position(None, None).unwrap();
    assert_eq!(
        common::names(start.pieces_of(Piece::Attacker)),
        squares(
            "c1 f1 n1 q1 a3 f3 n3 s3 h4 l4 g5 i5 k5 m5 a6 c6 q6 s6 e7 \
             o7 d8 p8 e9 o9 e11 o11 d12 p12 e13 o13 a14 c14 q14 s14 g15 i15 k15 m15 h16 \
             l16 a17 f17 n17 s17 c19 f19 n19 q19"
        ),
        "attackers (48)"
    );
    assert_eq!(start.pieces_of(Piece::Attacker).count(), 48);
    assert_eq!(
        common::names(start.pieces_of(Piece::Defender)),
        squares("j4 j7 i8 k8 h9 j9 l9 d10 g10 i10 k10 m10 p10 h11 j11 l11 i12 k12 j13 j16"),
        "defenders (20)"
    );
    assert_eq!(start.pieces_of(Piece::Defender).count(), 20);
    assert_eq!(
        common::names(start.pieces_of(Piece::Evangelist)),
        squares("f6 n6 f14 n14"),
        "Evangelists (4)"
    );
    assert_eq!(start.king(), Some(common::sq("j10")), "king on the throne");
    assert_eq!(
        start.pieces(Side::Attackers).count() + start.pieces(Side::Defenders).count(),
        48 + 20 + 4 + 1
    );
}

#[test]
fn s3_5_start_layout_matches_the_rules_md_diagram() {
    let start = variant::by_key(AE)
        .unwrap()
        .start_position(None, None)
        .unwrap();
    assert_eq!(
        start,
        common::position(AE, RULES_MD_LAYOUT, Side::Attackers)
    );
}

#[test]
fn s3_5_attackers_move_first() {
    let start = variant::by_key(AE)
        .unwrap()
        .start_position(None, None)
        .unwrap();
    assert_eq!(start.turn(), Side::Attackers);
    let mut game = Game::new(start);
    assert_eq!(game.outcome(), None);
    let attackers = game.position().pieces(Side::Attackers);
    assert!(!game.legal_moves().is_empty());
    for mv in game.legal_moves() {
        assert!(
            attackers.contains(mv.from),
            "{mv} is not an attackers' move"
        );
    }
    common::refused_for(
        &mut game,
        "j7-j5",
        IllegalMove::NotYourPiece {
            square: common::sq("j7"),
            to_move: Side::Attackers,
        },
    );
    common::play(&mut game, "h4-h1");
    assert_eq!(game.turn(), Side::Defenders);
}

#[test]
fn s3_5_unusable_and_red_corner_squares() {
    let variant = variant::by_key(AE).unwrap();
    let start = variant.start_position(None, None).unwrap();
    for name in UNUSABLE.split_whitespace() {
        let sq = common::sq(name);
        assert!(!variant.usable().contains(sq), "{name} must be unusable");
        assert!(
            !variant.escape_squares().contains(sq),
            "{name} is no escape"
        );
        assert_eq!(start.piece_at(sq), None);
    }
    assert_eq!(
        common::names(variant.escape_squares()),
        squares(RED_CORNERS),
        "the king wins on the twelve red corners and nowhere else"
    );
    for name in RED_CORNERS.split_whitespace() {
        assert!(variant.usable().contains(common::sq(name)), "{name}");
    }
}

#[test]
fn s3_5_unusable_squares_are_never_entered() {
    let mut game = common::game(
        AE,
        "
        19 o x . . . . . . . . . . . . . . . x o
        18 x x . . . . . . . . . . . . . . . x x
        17 . . . . . . . . . . . . . . . . . . .
        16 . . . . . . . . . . . . . . . . . . .
        15 . . . . . . . . . D . . . . . . . . .
        14 . . . . . . . . . . . . . . . . . . .
        13 . . . . . . . . . . . . . . . . . . .
        12 . . . . . . . . . . . . . . . . . . .
        11 . . . . . . . . . . . . . . . . . . .
        10 K . . . . . . . . x . . . . . . . . A
         9 . . . . . . . . . . . . . . . . . . .
         8 . . . . . . . . . . . . . . . . . . .
         7 . . . . . . . . . . . . . . . . . . .
         6 . . . . . . . . . . . . . . . . . . .
         5 . . . . . . . . . A . . . . . . . . .
         4 . . . . . . . . . . . . . . . . . . .
         3 . . . . . . . . . . . . . . . . . . .
         2 x x . . . . . . . . . . . . . . . x x
         1 o x . . . . . . . . . . . . . . . x o
           a b c d e f g h i j k l m n o p q r s",
        Side::Attackers,
    );
    for mv in ["s10-s1", "s10-s19"] {
        assert!(!is_legal(&game, mv));
        let target = mv.split('-').nth(1).unwrap();
        common::refused_for(
            &mut game,
            mv,
            IllegalMove::Unusable {
                square: common::sq(target),
            },
        );
    }
    common::play(&mut game, "j5-j6");
    assert!(is_legal(&game, "a10-a2"));
    assert!(is_legal(&game, "a10-a18"));
    for mv in ["a10-a1", "a10-a19"] {
        assert!(!is_legal(&game, mv));
        let target = mv.split('-').nth(1).unwrap();
        common::refused_for(
            &mut game,
            mv,
            IllegalMove::Unusable {
                square: common::sq(target),
            },
        );
    }
}

// ---------------------------------------------------------------------------
// Restricted: throne and red corners: only the king may stop there; any piece
// may pass through the empty throne; the unusable squares are never entered.

#[test]
fn s3_5_only_the_king_may_stop_on_the_throne() {
    let mut game = common::game(
        AE,
        "
        19 o x . . . . . . . . . . . . . . . x o
        18 x x . . . . . . . . . . . . . . . x x
        17 . . . . . . . . . . . . . . . . . . .
        16 . . . . . . . . . D . . . . . . . . .
        15 . . . . . . . . . . . . . . . . . . .
        14 . . . . . . . . . . . . . . . . . . .
        13 . . . . . . . . . . . . . . . . . . .
        12 . . . . . . . . . . . . . . . . . . .
        11 . . . . . . . . . . . . . . . . . . .
        10 . . A . . . . . . x . . . . . E . . .
         9 . . . . . . . . . . . . . . . . . . .
         8 . . . . . . . . . . . . . . . . . . .
         7 . . . . . . . . . . . . . . . . . . .
         6 . . . . . . . . . . . . . . . . . . .
         5 . . . . . . . . . . . . . . . . . . .
         4 . . . . . . . . . K . . . . . . . . .
         3 . . . . . . . . . . . . . . . . . . .
         2 x x . . . . . . . . . . . . . . . x x
         1 o x . . . . . . . . . . . . . . . x o
           a b c d e f g h i j k l m n o p q r s",
        Side::Attackers,
    );
    assert!(!is_legal(&game, "c10-j10"));
    common::refused_for(&mut game, "c10-j10", common::cannot_stop("j10"));
    common::play(&mut game, "c10-c11");
    assert!(!is_legal(&game, "j16-j10"));
    assert!(!is_legal(&game, "p10-j10"));
    common::refused_for(&mut game, "j16-j10", common::cannot_stop("j10"));
    common::refused_for(&mut game, "p10-j10", common::cannot_stop("j10"));
    let ply = common::play(&mut game, "j4-j10");
    assert_eq!(captured(&ply), NONE);
    assert_eq!(piece(&game, "j10"), Some(Piece::King));
}

#[test]
fn s3_5_any_piece_may_pass_through_the_empty_throne() {
    let mut game = common::game(
        AE,
        "
        19 o x . . . . . . . . . . . . . . . x o
        18 x x . . . . . . . . . . . . . . . x x
        17 . . . . . . . . . D . . . . . . . . .
        16 . . . . . . . . . . . . . . . . . . .
        15 . . . . K . . . . . . . . . . . . . .
        14 . . . . . . . . . . . . . . . . . . .
        13 . . . . . . . . . . . . . . . . . . .
        12 . . . . . . . . . . . . . . . . . . .
        11 . . . . . . . . . . . . . . . . . . .
        10 . . A . . . . . . x . . . . . . . E .
         9 . . . . . . . . . . . . . . . . . . .
         8 . . . . . . . . . . . . . . . . . . .
         7 . . . . . . . . . . . . . . . . . . .
         6 . . . . . . . . . . . . . . . . . . .
         5 . . . . . . . . . . . . . . . . . . .
         4 . . . . . . . . . . . . . . . . . . .
         3 . . . . . . . . . . . . . . . . . . .
         2 x x . . . . . . . . . . . . . . . x x
         1 o x . . . . . . . . . . . . . . . x o
           a b c d e f g h i j k l m n o p q r s",
        Side::Attackers,
    );
    common::play(&mut game, "c10-p10");
    assert_eq!(piece(&game, "p10"), Some(Piece::Attacker));
    common::play(&mut game, "j17-j3");
    assert_eq!(piece(&game, "j3"), Some(Piece::Defender));
    common::play(&mut game, "p10-p11");
    common::play(&mut game, "r10-c10");
    assert_eq!(piece(&game, "c10"), Some(Piece::Evangelist));
    assert_eq!(game.outcome(), None);
}

#[test]
fn s3_5_the_occupied_throne_blocks_the_way() {
    let mut game = common::game(
        AE,
        "
        19 o x . . . . . . . . . . . . . . . x o
        18 x x . . . . . . . . . . . . . . . x x
        17 . . . . . . . . . D . . . . . . . . .
        16 . . . . . . . . . . . . . . . . . . .
        15 . . . . . . . . . . . . . . . . . . .
        14 . . . . . . . . . . . . . . . . . . .
        13 . . . . . . . . . . . . . . . . . . .
        12 . . . . . . . . . . . . . . . . . . .
        11 . . . . . . . . . . . . . . . . . . .
        10 . . A . . . . . . T . . . . . . . . .
         9 . . . . . . . . . . . . . . . . . . .
         8 . . . . . . . . . . . . . . . . . . .
         7 . . . . . . . . . . . . . . . . . . .
         6 . . . . . . . . . . . . . . . . . . .
         5 . . . . . . . . . . . . . . . . . . .
         4 . . . . . . . . . . . . . . . . . . .
         3 . . . . . . . . . . . . . . . . . . .
         2 x x . . . . . . . . . . . . . . . x x
         1 o x . . . . . . . . . . . . . . . x o
           a b c d e f g h i j k l m n o p q r s",
        Side::Attackers,
    );
    common::refused_for(&mut game, "c10-p10", common::blocked("c10-p10", "j10"));
}

#[test]
fn s3_5_only_the_king_may_stop_on_a_red_corner() {
    let diagram = "
        19 o x . . . . . . . . . . . . . . . x o
        18 x x . . . . . . . A . . . . . . . x x
        17 . . . . . . . . . . . . . . . . . . .
        16 . . . . . . . . . . . . . . . . . . .
        15 . . . . K . . . . . . . . . . . . . .
        14 . . . . . . . . . . . . . . . . . . .
        13 . . . . . . . . . . . . . . . . . . .
        12 . . . . . . . . . . . . . . . . . . .
        11 . . . . . . . . . . . . . . . . . . .
        10 D A . . . . . . . x . . . . . . . A E
         9 . . . . . . . . . . . . . . . . . . .
         8 . . . . . . . . . . . . . . . . . . .
         7 . . . . . . . . . . . . . . . . . . .
         6 . . . . . . . . . . . . . . . . . . .
         5 . . . . . . . . . . . . . . . . . . .
         4 . . . . . . . . . . . . . . . . . . .
         3 . . . . . . . . . . . . . . . . . . .
         2 x x . . . . . . . A . . . . . . . x x
         1 o x . . . . . . . . . . . . . . . x o
           a b c d e f g h i j k l m n o p q r s";
    let mut game = common::game(AE, diagram, Side::Attackers);
    for (mv, expected) in [
        ("b10-b1", common::cannot_pass("b2")),
        ("b10-b2", common::cannot_stop("b2")),
        ("b10-b18", common::cannot_stop("b18")),
        ("b10-b19", common::cannot_pass("b18")),
        ("r10-r1", common::cannot_pass("r2")),
        ("r10-r2", common::cannot_stop("r2")),
        ("r10-r18", common::cannot_stop("r18")),
        ("r10-r19", common::cannot_pass("r18")),
        ("j2-a2", common::cannot_pass("b2")),
        ("j2-b2", common::cannot_stop("b2")),
        ("j2-r2", common::cannot_stop("r2")),
        ("j2-s2", common::cannot_pass("r2")),
        ("j18-a18", common::cannot_pass("b18")),
        ("j18-b18", common::cannot_stop("b18")),
        ("j18-r18", common::cannot_stop("r18")),
        ("j18-s18", common::cannot_pass("r18")),
    ] {
        assert!(!is_legal(&game, mv), "{mv}");
        common::refused_for(&mut game, mv, expected);
    }
    assert!(is_legal(&game, "b10-b3"));
    assert!(is_legal(&game, "j2-c2"));
    let mut game = common::game(AE, diagram, Side::Defenders);
    for mv in ["a10-a2", "a10-a18", "s10-s2", "s10-s18"] {
        assert!(!is_legal(&game, mv), "{mv}");
        let target = mv.split('-').nth(1).unwrap();
        common::refused_for(&mut game, mv, common::cannot_stop(target));
    }
}

// ---------------------------------------------------------------------------
// The king may pass through red corners (and wins on the one he stops on).
// Win: defenders when the king reaches a red corner.

#[test]
fn s3_5_king_wins_on_every_red_corner() {
    let mut reached = Vec::new();
    for (diagram, moves) in [
        (
            "
        19 o x . . . . . . . . . . . . . . . x o
        18 x x . . . . . . . . . . . . . . . x x
        17 . . . . . . . . . . . . . . . . . . .
        16 . . . . . . . . . . . . . . . . . . .
        15 . . . . . . . . . . . . D . . . . . .
        14 . . . . . . . . . . . . . . . . . . .
        13 . . . . . . . . . . . . . . . . . . .
        12 . . . . . . . . . . . . . . . . . . .
        11 . . . . . . . . . . . . . . . . . . .
        10 . K . . . . . . . x . . . . . . . . .
         9 . . . . . . . . . . . . . . . . . . .
         8 . . . . . . . . . . . . . . . . . . .
         7 . . . . . . . . . . . . . . . . . . .
         6 . . . . . . . . . . . . . . . . . . .
         5 . . . . . . . . . . . . A . . . . . .
         4 . . . . . . . . . . . . . . . . . . .
         3 . . . . . . . . . . . . . . . . . . .
         2 x x . . . . . . . . . . . . . . . x x
         1 o x . . . . . . . . . . . . . . . x o
           a b c d e f g h i j k l m n o p q r s",
            ["b10-b1", "b10-b2", "b10-b18", "b10-b19"],
        ),
        (
            "
        19 o x . . . . . . . . . . . . . . . x o
        18 x x . . . . . . . . . . . . . . . x x
        17 . . . . . . . . . . . . . . . . . . .
        16 . . . . . . . . . . . . . . . . . . .
        15 . . . . . . . . . . . . D . . . . . .
        14 . . . . . . . . . . . . . . . . . . .
        13 . . . . . . . . . . . . . . . . . . .
        12 . . . . . . . . . . . . . . . . . . .
        11 . . . . . . . . . . . . . . . . . . .
        10 . . . . . . . . . x . . . . . . . K .
         9 . . . . . . . . . . . . . . . . . . .
         8 . . . . . . . . . . . . . . . . . . .
         7 . . . . . . . . . . . . . . . . . . .
         6 . . . . . . . . . . . . . . . . . . .
         5 . . . . . . . . . . . . A . . . . . .
         4 . . . . . . . . . . . . . . . . . . .
         3 . . . . . . . . . . . . . . . . . . .
         2 x x . . . . . . . . . . . . . . . x x
         1 o x . . . . . . . . . . . . . . . x o
           a b c d e f g h i j k l m n o p q r s",
            ["r10-r1", "r10-r2", "r10-r18", "r10-r19"],
        ),
        (
            "
        19 o x . . . . . . . . . . . . . . . x o
        18 x x . . . . . . . . . . . . . . . x x
        17 . . . . . . . . . . . . . . . . . . .
        16 . . . . . . . . . . . . . . . . . . .
        15 . . . . . . . . . . . . D . . . . . .
        14 . . . . . . . . . . . . . . . . . . .
        13 . . . . . . . . . . . . . . . . . . .
        12 . . . . . . . . . . . . . . . . . . .
        11 . . . . . . . . . . . . . . . . . . .
        10 . . . . . . . . . x . . . . . . . . .
         9 . . . . . . . . . . . . . . . . . . .
         8 . . . . . . . . . . . . . . . . . . .
         7 . . . . . . . . . . . . . . . . . . .
         6 . . . . . . . . . . . . . . . . . . .
         5 . . . . . . . . . . . . A . . . . . .
         4 . . . . . . . . . . . . . . . . . . .
         3 . . . . . . . . . . . . . . . . . . .
         2 x x . . . . . . . K . . . . . . . x x
         1 o x . . . . . . . . . . . . . . . x o
           a b c d e f g h i j k l m n o p q r s",
            ["j2-a2", "j2-b2", "j2-r2", "j2-s2"],
        ),
        (
            "
        19 o x . . . . . . . . . . . . . . . x o
        18 x x . . . . . . . K . . . . . . . x x
        17 . . . . . . . . . . . . . . . . . . .
        16 . . . . . . . . . . . . . . . . . . .
        15 . . . . . . . . . . . . D . . . . . .
        14 . . . . . . . . . . . . . . . . . . .
        13 . . . . . . . . . . . . . . . . . . .
        12 . . . . . . . . . . . . . . . . . . .
        11 . . . . . . . . . . . . . . . . . . .
        10 . . . . . . . . . x . . . . . . . . .
         9 . . . . . . . . . . . . . . . . . . .
         8 . . . . . . . . . . . . . . . . . . .
         7 . . . . . . . . . . . . . . . . . . .
         6 . . . . . . . . . . . . . . . . . . .
         5 . . . . . . . . . . . . A . . . . . .
         4 . . . . . . . . . . . . . . . . . . .
         3 . . . . . . . . . . . . . . . . . . .
         2 x x . . . . . . . . . . . . . . . x x
         1 o x . . . . . . . . . . . . . . . x o
           a b c d e f g h i j k l m n o p q r s",
            ["j18-a18", "j18-b18", "j18-r18", "j18-s18"],
        ),
    ] {
        let game = common::game(AE, diagram, Side::Defenders);
        for mv in moves {
            let mut game = game.clone();
            let ply = common::play(&mut game, mv);
            assert_eq!(
                ply.outcome,
                won(Winner::Defenders, Reason::KingEscaped),
                "{mv}"
            );
            reached.push(ply.mv.to);
        }
    }
    assert_eq!(
        common::names(reached.into_iter().collect()),
        squares(RED_CORNERS)
    );
}

#[test]
fn s3_5_king_may_pass_through_a_red_corner() {
    // b10-b1 crosses the red corner b2 and stops on the red corner b1.
    let mut game = common::game(
        AE,
        "
        19 o x . . . . . . . . . . . . . . . x o
        18 x x . . . . . . . . . . . . . . . x x
        17 . . . . . . . . . . . . . . . . . . .
        16 . . . . . . . . . . . . . . . . . . .
        15 . . . . . . . . . . . . D . . . . . .
        14 . . . . . . . . . . . . . . . . . . .
        13 . . . . . . . . . . . . . . . . . . .
        12 . . . . . . . . . . . . . . . . . . .
        11 . . . . . . . . . . . . . . . . . . .
        10 . K . . . . . . . x . . . . . . . . .
         9 . . . . . . . . . . . . . . . . . . .
         8 . . . . . . . . . . . . . . . . . . .
         7 . . . . . . . . . . . . . . . . . . .
         6 . . . . . . . . . . . . . . . . . . .
         5 . . . . . . . . . . . . A . . . . . .
         4 . . . . . . . . . . . . . . . . . . .
         3 . . . . . . . . . . . . . . . . . . .
         2 x x . . . . . . . . . . . . . . . x x
         1 o x . . . . . . . . . . . . . . . x o
           a b c d e f g h i j k l m n o p q r s",
        Side::Defenders,
    );
    assert!(is_legal(&game, "b10-b1"));
    let ply = common::play(&mut game, "b10-b1");
    assert_eq!(ply.outcome, won(Winner::Defenders, Reason::KingEscaped));
    assert_eq!(piece(&game, "b1"), Some(Piece::King));
    assert_eq!(piece(&game, "b2"), None);
}

#[test]
fn s3_5_king_reaching_a_red_corner_wins_and_still_captures() {
    let mut game = common::game(
        AE,
        "
        19 o x . . . . . . . . . . . . . . . x o
        18 x x . . . . . . . . . . . . . . . x x
        17 . . . . . . . . . . . . . . . . . . .
        16 . . . . . . . . . . . . . . . . . . .
        15 . . . . . . . . . . . . . . . . . . .
        14 . . . . . . . . . . . . . . . . . . .
        13 . . . . . . . . . . . . . . . . . . .
        12 . . . . . . . . . . . . . . . . . . .
        11 . . . . . . . . . . . . . . . . . . .
        10 . K . . . . . . . x . . . . . . . . .
         9 . . . . . . . . . . . . . . . . . . .
         8 . . . . . . . . . . . . . . . . . . .
         7 . . . . . . . . . . . . . . . . . . .
         6 . . . . . . . . . . . . . . . . . . .
         5 . . . . . . . . . . . . A . . . . . .
         4 . . . . . . . . . . . . . . . . . . .
         3 . . . . . . . . . . . . . . . . . . .
         2 x x A D . . . . . . . . . . . . . x x
         1 o x . . . . . . . . . . . . . . . x o
           a b c d e f g h i j k l m n o p q r s",
        Side::Defenders,
    );
    let ply = common::play(&mut game, "b10-b2");
    assert_eq!(captured(&ply), ["c2"]);
    assert_eq!(ply.outcome, won(Winner::Defenders, Reason::KingEscaped));
    assert_eq!(game.outcome(), ply.outcome);
    common::refused_for(&mut game, "m5-m6", IllegalMove::GameOver);
}

// ---------------------------------------------------------------------------
// Hostile: the empty throne and the red corners, to both sides.

#[test]
fn s3_5_empty_throne_is_hostile_to_attackers() {
    let mut game = common::game(
        AE,
        "
        19 o x . . . . . . . . . . . . . . . x o
        18 x x . . . . . . . . . . . . . . . x x
        17 . . . . . . . . . . . . . . . . . . .
        16 . . . . . . . . . . . . . . . . . . .
        15 . . . . . . . . . . . D . . . . . . .
        14 . . . . . . . . . . . . . . . . . . .
        13 . . . . . . . . . . . . . . . . . . .
        12 . . . . D . . . . . . . . . . . . . .
        11 . . . . . . . . . A . . . . . . . . .
        10 . . . . . . . . . x A . . . . . . . .
         9 . . . . . . . . . . . . . . . . . . .
         8 . . . . . . . . . . . . . . . . . . .
         7 . . . . . . . . . . . . . . . . . . .
         6 . . . . . . . . . . . . . . . . . . .
         5 . . . . K . . . . . . . . . . . . . .
         4 . . . . . . . . . . . . . . . . . . .
         3 . . . . . . . . . . . . . . . A . . .
         2 x x . . . . . . . . . . . . . . . x x
         1 o x . . . . . . . . . . . . . . . x o
           a b c d e f g h i j k l m n o p q r s",
        Side::Defenders,
    );
    let ply = common::play(&mut game, "e12-j12");
    assert_eq!(captured(&ply), ["j11"]);
    common::play(&mut game, "p3-p4");
    let ply = common::play(&mut game, "l15-l10");
    assert_eq!(captured(&ply), ["k10"]);
}

#[test]
fn s3_5_empty_throne_is_hostile_to_defenders_and_evangelists() {
    let mut game = common::game(
        AE,
        "
        19 o x . . . . . . . . . . . . . . . x o
        18 x x . . . . . . . . . . . . . . . x x
        17 . . . . . . . . . . . . . . . . . . .
        16 . . . . . . . . . . . . . . . . . . .
        15 . . . . K . . . . . . A . . . . . . .
        14 . . . . . . . . . . . . . . . . . . .
        13 . . . . . . . . . . . . . . . . . . .
        12 . . . . . . . . . . . . . . . . . . .
        11 . . . . . . . . . . . . . . . . . . .
        10 . . . . . . . . . x D . . . . . . . .
         9 . . . . . . . . . E . . . . . . . . .
         8 . . . . A . . . . . . . . . . . . . .
         7 . . . . . . . . . . . . . . . . . . .
         6 . . . . . . . . . . . . . . . . . . .
         5 . . . . . . . . . . . . . . . . . . .
         4 . . . . . . . . . . . . . . . . . . .
         3 . . . . . . . . . . . . . . . . . . .
         2 x x . . . . . . . . . . . . . . . x x
         1 o x . . . . . . . . . . . . . . . x o
           a b c d e f g h i j k l m n o p q r s",
        Side::Attackers,
    );
    let ply = common::play(&mut game, "l15-l10");
    assert_eq!(captured(&ply), ["k10"]);
    common::play(&mut game, "e15-e16");
    let ply = common::play(&mut game, "e8-j8");
    assert_eq!(captured(&ply), ["j9"]);
}

#[test]
fn s3_5_occupied_throne_is_not_hostile() {
    let mut game = common::game(
        AE,
        "
        19 o x . . . . . . . . . . . . . . . x o
        18 x x . . . . . . . . . . . . . . . x x
        17 . . . . . . . . . . . . . . . . . . .
        16 . . . . . . . . . . . . . . . . . . .
        15 . . . . . . . . . . . . . . . D . . .
        14 . . . . . . . . . . . . . . . . . . .
        13 . . . . . . . . . . . . . . . . . . .
        12 . . . . A . . . . . . . . . . . . . .
        11 . . . . . . . . . D . . . . . . . . .
        10 . . . . . . . . . T . . . . . . . . .
         9 . . . . . . . . . . . . . . . . . . .
         8 . . . . . . . . . . . . . . . . . . .
         7 . . . . . . . . . . . . . . . . . . .
         6 . . . . . . . . . . . . . . . . . . .
         5 . . . . . . . . . . . . . . . . . . .
         4 . . . . . . . . . . . . . . . . . . .
         3 . . . . . . . . . . . . . . . . . . .
         2 x x . . . . . . . . . . . . . . . x x
         1 o x . . . . . . . . . . . . . . . x o
           a b c d e f g h i j k l m n o p q r s",
        Side::Attackers,
    );
    let ply = common::play(&mut game, "e12-j12");
    assert_eq!(captured(&ply), NONE);
    assert_eq!(piece(&game, "j11"), Some(Piece::Defender));
}

#[test]
fn s3_5_red_corners_are_hostile_to_attackers() {
    let mut game = common::game(
        AE,
        "
        19 o x . . . . . . . . . . . . . . . x o
        18 x x . . . . . . . . . . . . . . . x x
        17 . . . . . . . . . . . . . . . . . A .
        16 . . . . . . . . . . . . . . . . . . .
        15 . . . . . . . . . K . . . . . . . . .
        14 . . . . . . . . . . . . . . . . . D .
        13 . . . . . . . . . . . . . . . . . . .
        12 . . . . . . . . . . . . . . . . . . .
        11 . . . . . . . . . . . . . . . . . . .
        10 . . . . . . . . . x . . . . . . . . .
         9 . . . . . . . . . . . . . . . . . . .
         8 . . . . A . . . . . . . . . . . . . .
         7 . . . . . . . . . . . . . . . . . . .
         6 . . . D . . . . . . . . . . . . . . .
         5 . . . . . . . . . . . . . . . . . . .
         4 . . . . . . . . . . . . . . . . . . .
         3 . . . . . . . . . . . . . . . . . . .
         2 x x A . . . . . . . . . . . . . . x x
         1 o x . . . . . . . . . . . . . . . x o
           a b c d e f g h i j k l m n o p q r s",
        Side::Defenders,
    );
    let ply = common::play(&mut game, "d6-d2");
    assert_eq!(captured(&ply), ["c2"]);
    common::play(&mut game, "e8-e9");
    let ply = common::play(&mut game, "r14-r16");
    assert_eq!(captured(&ply), ["r17"]);
}

#[test]
fn s3_5_red_corners_are_hostile_to_defenders_and_evangelists() {
    let mut game = common::game(
        AE,
        "
        19 o x . . . . . . . . . . . . . . . x o
        18 x x . . . . . . . . . . . . . . . x x
        17 . E . . . . . . . . . . . . . . . . .
        16 . . . . . . . . . . . . . . . . . . .
        15 . . . . . . . . . K . . . . . . . . .
        14 . . . . . . . . . . . . . . . . . . .
        13 . A . . . . . . . . . . . . . . . . .
        12 . . . . . . . . . . . . . . . . . . .
        11 . . . . . . . . . . . . . . . . . . .
        10 . . . . . . . . . x . . . . . . . . .
         9 . . . . . . . . . . . . . . . . . . .
         8 . . . . . . . . . . . . . . . . . . A
         7 . . . . . . . . . . . . . . . . . . .
         6 . . . . . . . . . . . . . . . . . . .
         5 . . . . . . . . . . . . . . . . . . .
         4 . . . . . . . . . . . . . . . . . . .
         3 . . . . . . . . . . . . . . . . . . D
         2 x x . . . . . . . . . . . . . . . x x
         1 o x . . . . . . . . . . . . . . . x o
           a b c d e f g h i j k l m n o p q r s",
        Side::Attackers,
    );
    let ply = common::play(&mut game, "s8-s4");
    assert_eq!(captured(&ply), ["s3"]);
    common::play(&mut game, "j15-j14");
    let ply = common::play(&mut game, "b13-b16");
    assert_eq!(captured(&ply), ["b17"]);
}

#[test]
fn s3_5_red_corner_is_hostile_to_the_king() {
    let mut game = common::game(
        AE,
        "
        19 o x . . . . . . . . . . . . . . . x o
        18 x x . . . . . . . . . . . . . . . x x
        17 . . . . . . . . . . . . . . . . . . .
        16 . . . . . . . . . . . . . . . . . . .
        15 . . . . . . . . . . . . D . . . . . .
        14 . . . . . . . . . . . . . . . . . . .
        13 . . . . . . . . . . . . . . . . . . .
        12 . . . . . . . . . . . . . . . . . . .
        11 . . . . . . . . . . . . . . . . . . .
        10 . . . . . . . . . x . . . . . . . . .
         9 . . . . . . . . . . . . . . . . . . .
         8 . . . . . . . . . . . . . . . . . . .
         7 . . . . . . . . . . . . . . . . . . .
         6 . . . . . . . . . . . . . . . . . . .
         5 . . . . . . . . . . . . . . . . . . .
         4 . . . . A . . . . . . . . . . . . . .
         3 K . . . . . . . . . . . . . . . . . .
         2 x x . . . . . . . . . . . . . . . x x
         1 o x . . . . . . . . . . . . . . . x o
           a b c d e f g h i j k l m n o p q r s",
        Side::Attackers,
    );
    let ply = common::play(&mut game, "e4-a4");
    assert_eq!(captured(&ply), ["a3"]);
    assert_eq!(ply.king_captured, Some(common::sq("a3")));
    assert_eq!(ply.outcome, won(Winner::Attackers, Reason::KingCaptured));
}

// ---------------------------------------------------------------------------
// Captures: custodial; multiple captures; the king is armed.

#[test]
fn s3_5_custodial_multiple_capture_in_one_move() {
    let mut game = common::game(
        AE,
        "
        19 o x . . . . . . . . . . . . . . . x o
        18 x x . . . . . . . . . . . . . . . x x
        17 . . . . . . . . . . . . . . . . . . .
        16 . . . . . . . . . . . . . . . . . . .
        15 . . . . . . . . . . . . . . . K . . .
        14 . . . . . . . . . . . . . . . . . . .
        13 . . . . . . . . . . . . . . . . . . .
        12 . . . . . . A . . . . . . . . . . . .
        11 . . . . . . . . . . . . . . . . . . .
        10 . . . . . . . . . x . . . . . . . . .
         9 . . . . . . . . . . . . . . . . . . .
         8 . . . . A D . D A . . . . . . . . . .
         7 . . . . . . D . . . . . . . . . . . .
         6 . . . . . . A . . . . . . . . . . . .
         5 . . . . . . . . . . . . . . . . . . .
         4 . . . . . . . . . . . . . . . . . . .
         3 . . . . . . . . . . . . . . . . . . .
         2 x x . . . . . . . . . . . . . . . x x
         1 o x . . . . . . . . . . . . . . . x o
           a b c d e f g h i j k l m n o p q r s",
        Side::Attackers,
    );
    let ply = common::play(&mut game, "g12-g8");
    assert_eq!(captured(&ply), ["g7", "f8", "h8"]);
    assert_eq!(ply.to_string(), "g12-g8xg7xf8xh8");
}

#[test]
fn s3_5_a_piece_may_move_safely_between_two_enemies() {
    let mut game = common::game(
        AE,
        "
        19 o x . . . . . . . . . . . . . . . x o
        18 x x . . . . . . . . . . . . . . . x x
        17 . . . . . . . . . . . . . . . . . . .
        16 . . . . . . . . . . . . . . . . . . .
        15 . . . . . . . . . . . . . K . . . . .
        14 . . . . . . . . . . . . . . . . . . .
        13 . . . . . . . . . . . . . . . . . . .
        12 . . . . D . . . . . . . . . . . . . .
        11 . . . . . . . . . . . . . . . . . . .
        10 . . . . . . . . . x . . . . . . . . .
         9 . . . . . . . . . . . . . . . . . . .
         8 . . . . . . . . . . . . . . . . . . .
         7 . . . . . . . . . . . . . . . . . . .
         6 . . . . . . . . . . . . . . . . . . .
         5 . . . A . A . . . . . . . . . . . . .
         4 . . . . . . . . . . . . . . . . . . .
         3 . . . . . . . . . . . . . . . . . . .
         2 x x . . . . . . . . . . . . . . . x x
         1 o x . . . . . . . . . . . . . . . x o
           a b c d e f g h i j k l m n o p q r s",
        Side::Defenders,
    );
    let ply = common::play(&mut game, "e12-e5");
    assert_eq!(captured(&ply), NONE);
    assert_eq!(piece(&game, "e5"), Some(Piece::Defender));
    common::play(&mut game, "f5-f6");
    common::play(&mut game, "n15-n16");
    let ply = common::play(&mut game, "f6-f5");
    assert_eq!(captured(&ply), ["e5"]);
}

#[test]
fn s3_5_armed_king_captures_as_the_moving_piece() {
    let mut game = common::game(
        AE,
        "
        19 o x . . . . . . . . . . . . . . . x o
        18 x x . . . . . . . . . . . . . . . x x
        17 . . . . . . . . . . . . . . . . . . .
        16 . . . . . . . . . . . . . . . . . . .
        15 . . . . . . . . . . . . . . . . . . .
        14 . . . . . . . . . . . . . . . . . . .
        13 . . . . . . . . . . . . . . . . . . .
        12 . . . . . . . . . . . . . . . . . . .
        11 . . . . . . . . . . . . . . . . . . .
        10 . . . . . . . . . x . . . . . . . . .
         9 . . . K . . . . . . . . . . . . . . .
         8 . . . . . . . . . . . . . . . . . . .
         7 . . . . . . . . . . . . . . . . . . .
         6 . . . . . . . . . . . . . . . . . . .
         5 . . . . A D . . . . . . . . . . . . .
         4 . . . . . . . . . . . . . . . . . . .
         3 . . . . . . . . . . . . . . . A . . .
         2 x x . . . . . . . . . . . . . . . x x
         1 o x . . . . . . . . . . . . . . . x o
           a b c d e f g h i j k l m n o p q r s",
        Side::Defenders,
    );
    let ply = common::play(&mut game, "d9-d5");
    assert_eq!(captured(&ply), ["e5"]);
}

#[test]
fn s3_5_armed_king_captures_as_the_anvil() {
    let mut game = common::game(
        AE,
        "
        19 o x . . . . . . . . . . . . . . . x o
        18 x x . . . . . . . . . . . . . . . x x
        17 . . . . . . . . . . . . . . . . . . .
        16 . . . . . . . . . . . . . . . . . . .
        15 . . . . . . . . . . . . . . . . . . .
        14 . . . . . . . . . . . . . . . . . . .
        13 . . . . A K . . . . . . . . . . . . .
        12 . . . . . . . . . . . . . . . . . . .
        11 . . . . . . . . . . . . . . . . . . .
        10 . . . . . . . . . x . . . . . . . . .
         9 . . . . . . . . . . . . . . . . . . .
         8 . . . D . . . . . . . . . . . . . . .
         7 . . . . . . . . . . . . . . . . . . .
         6 . . . . . . . . . . . . . . . . . . .
         5 . . . . . . . . . . . . . . . . . . .
         4 . . . . . . . . . . . . . . . . . . .
         3 . . . . . . . . . . . . . . . A . . .
         2 x x . . . . . . . . . . . . . . . x x
         1 o x . . . . . . . . . . . . . . . x o
           a b c d e f g h i j k l m n o p q r s",
        Side::Defenders,
    );
    let ply = common::play(&mut game, "d8-d13");
    assert_eq!(captured(&ply), ["e13"]);
}

// ---------------------------------------------------------------------------
// Evangelists: jump over an orthogonally adjacent attacker onto the empty
// square beyond (not the throne, a red corner or an unusable square); the
// jumped attacker is removed first, then the landing square makes normal
// custodial captures. A two-square move over an attacker is always this jump.
// Evangelists are captured like other pieces.

#[test]
fn s3_5_evangelist_jump_removes_attacker() {
    let mut game = common::game(
        AE,
        "
        19 o x . . . . . . . . . . . . . . . x o
        18 x x . . . . . . . . . . . . . . . x x
        17 . . . . . . . . . . . . . . . . . . .
        16 . . . . . . . . . . . . . . . . . . .
        15 . . . . . . . . . . . . . K . . . . .
        14 . . . . . . . . . . . . . . . . . . .
        13 . . . . . . . . . . . . . . . . . . .
        12 . . . . . . . . . . . . . . . . . . .
        11 . . . . . . . . . . . . . . . . . . .
        10 . . . . . . . . . x . . . . . . . . .
         9 . . . . . . . . . . . . . . . . . . .
         8 . . . . . . . . . . . . . . . . . . .
         7 . . . . . A . . . . . . . . . . . . .
         6 . . . . . E . . . . . . . . . . . . .
         5 . . . . . . . . . . . . . . . . . . .
         4 . . . . . . . . . . . . . . . . . . .
         3 . . . . . . . . . . . . . . . A . . .
         2 x x . . . . . . . . . . . . . . . x x
         1 o x . . . . . . . . . . . . . . . x o
           a b c d e f g h i j k l m n o p q r s",
        Side::Defenders,
    );
    assert!(is_legal(&game, "f6-f8"));
    let ply = common::play(&mut game, "f6-f8");
    assert_eq!(captured(&ply), ["f7"]);
    assert_eq!(ply.to_string(), "f6-f8xf7");
    assert_eq!(piece(&game, "f6"), None);
    assert_eq!(piece(&game, "f7"), None);
    assert_eq!(piece(&game, "f8"), Some(Piece::Evangelist));
}

#[test]
fn s3_5_evangelist_jump_lands_and_makes_custodial_captures() {
    let mut game = common::game(
        AE,
        "
        19 o x . . . . . . . . . . . . . . . x o
        18 x x . . . . . . . . . . . . . . . x x
        17 . . . . . . . . . . . . . . . . . . .
        16 . . . . . . . . . . . . . . . . . . .
        15 . . . . . . . . . . . . . K . . . . .
        14 . . . . . . . . . . . . . . . . . . .
        13 . . . . . . . . . . . . . . . . . . .
        12 . . . . . . . . . . . . . . . . . . .
        11 . . . . . . . . . . . . . . . . . . .
        10 . . . . . D . . . x . . . . . . . . .
         9 . . . . . A . . . . . . . . . . . . .
         8 . . . D A . A D . . . . . . . . . . .
         7 . . . . . A . . . . . . . . . . . . .
         6 . . . . . E . . . . . . . . . . . . .
         5 . . . . . . . . . . . . . . . . . . .
         4 . . . . . . . . . . . . . . . . . . .
         3 . . . . . . . . . . . . . . . A . . .
         2 x x . . . . . . . . . . . . . . . x x
         1 o x . . . . . . . . . . . . . . . x o
           a b c d e f g h i j k l m n o p q r s",
        Side::Defenders,
    );
    let ply = common::play(&mut game, "f6-f8");
    assert_eq!(captured(&ply), ["f7", "e8", "g8", "f9"]);
    assert_eq!(piece(&game, "f8"), Some(Piece::Evangelist));
}

#[test]
fn s3_5_evangelist_also_moves_like_a_rook() {
    let mut game = common::game(
        AE,
        "
        19 o x . . . . . . . . . . . . . . . x o
        18 x x . . . . . . . . . . . . . . . x x
        17 . . . . . . . . . . . . . . . . . . .
        16 . . . . . . . . . . . . . . . . . . .
        15 . . . . . . . . . . . . . K . . . . .
        14 . . . . . . . . . . . . . . . . . . .
        13 . . . . . . . . . . . . . . . . . . .
        12 . . . . . . . . . . . . . . . . . . .
        11 . . . . . . . . . . . . . . . . . . .
        10 . . . . . . . . . x . . . . . . . . .
         9 . . . . . . . . . . . . . . . . . . .
         8 . . . . . . . . . . . . . . . . . . .
         7 . . . . . . . . . . . . . . . . . . .
         6 . . . . . E . . . . . . . . . . . . .
         5 . . . . . . . . . . . . . . . . . . .
         4 . . . . . . . . . . . . . . . . . . .
         3 . . . . . . . . . . . . . . . A . . .
         2 x x . . . . . . . . . . . . . . . x x
         1 o x . . . . . . . . . . . . . . . x o
           a b c d e f g h i j k l m n o p q r s",
        Side::Defenders,
    );
    let ply = common::play(&mut game, "f6-f12");
    assert_eq!(captured(&ply), NONE);
    assert_eq!(piece(&game, "f12"), Some(Piece::Evangelist));
}

#[test]
fn s3_5_evangelist_may_not_jump_onto_the_throne() {
    let mut game = common::game(
        AE,
        "
        19 o x . . . . . . . . . . . . . . . x o
        18 x x . . . . . . . . . . . . . . . x x
        17 . . . . . . . . . . . . . . . . . . .
        16 . . . . . . . . . . . . . . . . . . .
        15 . . . . . . . . . . . . . . . . . . .
        14 . . . . . . . . . . . . . . . . . . .
        13 . . . . . . . . . . . . . . . . . . .
        12 . . . . . . . . . E . . . . . . . . .
        11 . . . . . . . . . A . . . . . . . . .
        10 . . . . . . . . . x . . . . . . . . .
         9 . . . . . . . . . . . . . . . . . . .
         8 . . . . . . . . . . . . . . . . . . .
         7 . . . . . . . . . . . . . . . . . . .
         6 . . . . . . . . . . . . . . . . . . .
         5 . . . . K . . . . . . . . . . . . . .
         4 . . . . . . . . . . . . . . . . . . .
         3 . . . . . . . . . . . . . . . A . . .
         2 x x . . . . . . . . . . . . . . . x x
         1 o x . . . . . . . . . . . . . . . x o
           a b c d e f g h i j k l m n o p q r s",
        Side::Defenders,
    );
    assert!(!is_legal(&game, "j12-j10"));
    common::refused_for(&mut game, "j12-j10", common::cannot_stop("j10"));
}

#[test]
fn s3_5_evangelist_may_not_jump_onto_a_red_corner() {
    let mut game = common::game(
        AE,
        "
        19 o x . . . . . . . . . . . . . . . x o
        18 x x . . . . . . . . . . . . . E A x x
        17 . . . . . . . . . . . . . . . . . . .
        16 . . . . . . . . . . . . . . . . . . .
        15 . . . . . . . . . . . . . . . . . . .
        14 . . . . . . . . . . . . . . . . . . .
        13 . . . . . . . . . . . . . . . . . . .
        12 . . . . . . . . . . . . . . . . . . .
        11 . . . . . . . . . . . . . . . . . . .
        10 . . . . . . . . . T . . . . . . . . .
         9 . . . . . . . . . . . . . . . . . . .
         8 . . . . . . . . . . . . . . . . . . .
         7 . . . . . . . . . . . . . . . . . . .
         6 . . . . . . . . . . . . . . . . . . .
         5 . . . . . . . . . . . . . . . . . . .
         4 . E . . . . . . . . . . . . . . . . .
         3 . A . . . . . . . . . . . . . . . . .
         2 x x . . . . . . . . . . . . . . . x x
         1 o x . . . . . . . . . . . . . . . x o
           a b c d e f g h i j k l m n o p q r s",
        Side::Defenders,
    );
    for mv in ["b4-b2", "p18-r18"] {
        assert!(!is_legal(&game, mv), "{mv}");
        let target = mv.split('-').nth(1).unwrap();
        common::refused_for(&mut game, mv, common::cannot_stop(target));
    }
}

#[test]
fn s3_5_evangelist_may_not_jump_onto_an_occupied_square() {
    let mut game = common::game(
        AE,
        "
        19 o x . . . . . . . . . . . . . . . x o
        18 x x . . . . . . . . . . . . . . . x x
        17 . . . . . . . . . . . . . . . . . . .
        16 . . . . . . . . . . . . . . . . . . .
        15 . . . . . . . . . . . . . K . . . . .
        14 . . . . . . . . . . . . . . . . . . .
        13 . . . . . . . . . . . . . . . . . . .
        12 . . . . . . . . . . . . . . . . . . .
        11 . . . . . . . . . . . . . . . . . . .
        10 . . . . . . . . . x . . . . . . . . .
         9 . . . . . . . . . . . . . . . . . . .
         8 . . . . . D . . . . . . A . . . . . .
         7 . . . . . A . . . . . . A . . . . . .
         6 . . . . . E . . . . . . E . . . . . .
         5 . . . . . . . . . . . . . . . . . . .
         4 . . . . . . . . . . . . . . . . . . .
         3 . . . . . . . . . . . . . . . A . . .
         2 x x . . . . . . . . . . . . . . . x x
         1 o x . . . . . . . . . . . . . . . x o
           a b c d e f g h i j k l m n o p q r s",
        Side::Defenders,
    );
    assert!(!is_legal(&game, "f6-f8"));
    common::refused_for(&mut game, "f6-f8", IllegalMove::Occupied(common::sq("f8")));
    assert!(!is_legal(&game, "m6-m8"));
    common::refused_for(&mut game, "m6-m8", IllegalMove::Occupied(common::sq("m8")));
    common::refused_for(&mut game, "m6-m9", common::blocked("m6-m9", "m7"));
}

#[test]
fn s3_5_evangelist_jumps_only_one_adjacent_attacker() {
    let mut game = common::game(
        AE,
        "
        19 o x . . . . . . . . . . . . . . . x o
        18 x x . . . . . . . . . . . . . . . x x
        17 . . . . . . . . . . . . . . . . . . .
        16 . . . . . . . . . . . . . . . . . . .
        15 . . . . . . . . . . . . . K . . . . .
        14 . . . . . . . . . . . . . . . . . . .
        13 . . . . . . . . . . . . . . . . . . .
        12 . . . . . . . . . . . . . . . . . . .
        11 . . . . . . . . . . . . . . . . . . .
        10 . . . . . . . . . x . . . . . . . . .
         9 . . . . . . . . . . . . . . . . . . .
         8 . . . . . A . . . . . . . . . . . . .
         7 . . . . . . . . . . . . D . . . . . .
         6 . . . . . E . . . . . . E . . . . . .
         5 . . . . . . . . . . . . . . . . . . .
         4 . . . . . . . . . . . . . . . . . . .
         3 . . . . . . . . . . . . . . . A . . .
         2 x x . . . . . . . . . . . . . . . x x
         1 o x . . . . . . . . . . . . . . . x o
           a b c d e f g h i j k l m n o p q r s",
        Side::Defenders,
    );
    // f8 is not adjacent to f6: f6-f9 is no jump.
    common::refused_for(&mut game, "f6-f9", common::blocked("f6-f9", "f8"));
    // A defender is never jumped.
    common::refused_for(&mut game, "m6-m8", common::blocked("m6-m8", "m7"));
    assert!(!is_legal(&game, "f6-f9"));
    assert!(!is_legal(&game, "m6-m8"));
}

#[test]
fn s3_5_only_evangelists_jump() {
    let mut game = common::game(
        AE,
        "
        19 o x . . . . . . . . . . . . . . . x o
        18 x x . . . . . . . . . . . . . . . x x
        17 . . . . . . . . . . . . . . . . . . .
        16 . . . . . . . . . . . . . . . . . . .
        15 . . . . . . . . . . . . . . . . . . .
        14 . . . . . . . . . . . . . . . . . . .
        13 . . . . . . . . . . . . . . . . . . .
        12 . . . . . . . . . . . . . . . . . . .
        11 . . . . . . . . . . . . . . . . . . .
        10 . . . . . . . . . x . . . . . . . . .
         9 . . . . . . . . . . . . . . . . . . .
         8 . . . . . . . . . . . . . . . . . . .
         7 . . . . . A . . . . . . A . . . . . .
         6 . . . . . D . . . . . . K . . . . . .
         5 . . . . . . . . . . . . . . . . . . .
         4 . . . . . . . . . . . . . . . . . . .
         3 . . . . . . . . . . . . . . . A . . .
         2 x x . . . . . . . . . . . . . . . x x
         1 o x . . . . . . . . . . . . . . . x o
           a b c d e f g h i j k l m n o p q r s",
        Side::Defenders,
    );
    common::refused_for(&mut game, "f6-f8", common::blocked("f6-f8", "f7"));
    common::refused_for(&mut game, "m6-m8", common::blocked("m6-m8", "m7"));
}

#[test]
fn s3_5_evangelists_are_captured_like_other_pieces() {
    let mut game = common::game(
        AE,
        "
        19 o x . . . . . . . . . . . . . . . x o
        18 x x . . . . . . . . . . . . . . . x x
        17 . . . . . . . . . . . . . . . . . . .
        16 . . . . . . . . . . . . . . . . . . .
        15 . . . . . . . . . . . . . K . . . . .
        14 . . . . . . . . . . . . . . . . . . .
        13 . . . . . . . . . . . . . . . . . . .
        12 . . . . . . . . . . . . . . . . . . .
        11 . . . . . . . . . . . . . . . . . . .
        10 . . . . . . . . . x . . . . . . . . .
         9 . . . . . . . . . . . . . . . . . . .
         8 . . . . . . . . . . . . . . . . . . .
         7 . . . . . . . . . . A . . . . . . . .
         6 . . . . . E . . . . . . . . . . . . .
         5 . . . . . A . . . . . . . . . . . . .
         4 . . . . . . . . . . . . . . . . . . .
         3 . . . . . . . . . . . . . . . . . . .
         2 x x . . . . . . . . . . . . . . . x x
         1 o x . . . . . . . . . . . . . . . x o
           a b c d e f g h i j k l m n o p q r s",
        Side::Attackers,
    );
    let ply = common::play(&mut game, "k7-f7");
    assert_eq!(captured(&ply), ["f6"]);
}

// ---------------------------------------------------------------------------
// King capture: like any piece (between two attackers, or an attacker and a
// hostile square), except on the throne or on one of its four neighbours,
// where he needs all four sides; next to the throne the empty throne counts
// as one side.

#[test]
fn s3_5_king_captured_between_two_attackers() {
    let mut game = common::game(
        AE,
        "
        19 o x . . . . . . . . . . . . . . . x o
        18 x x . . . . . . . . . . . . . . . x x
        17 . . . . . . . . . . . . . . . . . . .
        16 . . . . . . . . . . . . . . . . . . .
        15 . . . . . . . . . . . . D . . . . . .
        14 . . . . . . . . . . . . . . . . . . .
        13 . . . . . . . . . . . . . . . . . . .
        12 . . . . . . . . . . . . . . . . . . .
        11 . . . . . . . . . . . . . . . . . . .
        10 . . . . . . . . . x . . . . . . . . .
         9 . . . . A . . . . . . . . . . . . . .
         8 . . . . . . . . . . . . . . . . . . .
         7 . . . . . . . . . . . . . . . . . . .
         6 . . . . . . . . . . . . . . . . . . .
         5 . . A K . . . . . . . . . . . . . . .
         4 . . . . . . . . . . . . . . . . . . .
         3 . . . . . . . . . . . . . . . . . . .
         2 x x . . . . . . . . . . . . . . . x x
         1 o x . . . . . . . . . . . . . . . x o
           a b c d e f g h i j k l m n o p q r s",
        Side::Attackers,
    );
    let ply = common::play(&mut game, "e9-e5");
    assert_eq!(captured(&ply), ["d5"]);
    assert_eq!(ply.king_captured, Some(common::sq("d5")));
    assert_eq!(ply.outcome, won(Winner::Attackers, Reason::KingCaptured));
    assert_eq!(game.position().king(), None);
}

#[test]
fn s3_5_king_on_the_edge_is_captured_by_two_attackers_not_by_the_edge() {
    let mut game = common::game(
        AE,
        "
        19 o x . . . . . . . . . . . . . . . x o
        18 x x . . . . . . . . . . . . . . . x x
        17 . . . . . . . . . . . . . . . . . . .
        16 . . . . . . . . . . . . . . . . . . .
        15 . . . . . . . . . . . . . D . . . . .
        14 . . . . . . . . . . . . . . . . . . .
        13 . . . . . . . . . . . . . . . . . . .
        12 . . . . . . . . . . . . . . . . . . .
        11 . . . . . . . . . . . . . . . . . . .
        10 . . . . . . . . . x . . . . . . . . .
         9 . . . . . . . . . . . . . . . . . . .
         8 . . . . . . . . . . . . . . . . . . .
         7 . . . . . . . . . . . . . . . . . . .
         6 . . . . A A . . . . . . . . . . . . .
         5 . . . . . . . . . . . . . . . . . . .
         4 . . . . . . . . . . . . . . . . . . .
         3 . . . . . . . . . . . . . . . . . . .
         2 x x . . . . . . . . . . . . . . . x x
         1 o x . A K . . . . . . . . . . . . x o
           a b c d e f g h i j k l m n o p q r s",
        Side::Attackers,
    );
    // The edge is not hostile: an attacker in front does nothing.
    let ply = common::play(&mut game, "e6-e2");
    assert_eq!(captured(&ply), NONE);
    assert_eq!(ply.outcome, None);
    common::play(&mut game, "n15-n16");
    let ply = common::play(&mut game, "f6-f1");
    assert_eq!(captured(&ply), ["e1"]);
    assert_eq!(ply.outcome, won(Winner::Attackers, Reason::KingCaptured));
}

#[test]
fn s3_5_king_on_the_throne_needs_four_attackers() {
    let mut game = common::game(
        AE,
        "
        19 o x . . . . . . . . . . . . . . . x o
        18 x x . . . . . . . . . . . . . . . x x
        17 . . . . . . . . . . . . . . . . . . .
        16 . . . . . . . . . . . . . . . . . . .
        15 . . . . . . . . . . . . . D . . . . .
        14 . . . . . . . . . A . . . . . . . . .
        13 . . . . . . . . . . . . . . . . . . .
        12 . . . . . . . . . . . . . . . . . . .
        11 . . . . . . . . . . . . . . . . . . .
        10 . . . . . . . . A T A . . . . . . . .
         9 . . . . . . . . . . . . . . . . . . .
         8 . . . . . . . . . . . . . . . . . . .
         7 . . . . . . . . . . . . . . . . . . .
         6 . . . . . . . . . . . . . . . . . . .
         5 . . . . . . . . . . . . . . . . . . .
         4 . . . . . . . . . A . . . . . . . . .
         3 . . . . . . . . . . . . . . . . . . .
         2 x x . . . . . . . . . . . . . . . x x
         1 o x . . . . . . . . . . . . . . . x o
           a b c d e f g h i j k l m n o p q r s",
        Side::Attackers,
    );
    let ply = common::play(&mut game, "j14-j11");
    assert_eq!(captured(&ply), NONE, "three attackers");
    assert_eq!(ply.outcome, None);
    common::play(&mut game, "n15-n16");
    let ply = common::play(&mut game, "j4-j9");
    assert_eq!(captured(&ply), ["j10"]);
    assert_eq!(ply.outcome, won(Winner::Attackers, Reason::KingCaptured));
}

#[test]
fn s3_5_king_next_to_the_throne_needs_four_sides_the_empty_throne_counting() {
    let mut game = common::game(
        AE,
        "
        19 o x . . . . . . . . . . . . . . . x o
        18 x x . . . . . . . . . . . . . . . x x
        17 . . . . . . . . . . . . . . . . . . .
        16 . . . . . . . . . . . . . . . . . . .
        15 . . . . . . . . . A A . . D . . . . .
        14 . . . . . . . . . . . . . . . . . . .
        13 . . . . . . . . . . . . . . . . . . .
        12 . . . . . . . . . . . . . . . . . . .
        11 . . . . . . . . A K . . . . . . . . .
        10 . . . . . . . . . x . . . . . . . . .
         9 . . . . . . . . . . . . . . . . . . .
         8 . . . . . . . . . . . . . . . . . . .
         7 . . . . . . . . . . . . . . . . . . .
         6 . . . . . . . . . . . . . . . . . . .
         5 . . . . . . . . . . . . . . . . . . .
         4 . . . . . . . . . . . . . . . . . . .
         3 . . . . . . . . . . . . . . . . . . .
         2 x x . . . . . . . . . . . . . . . x x
         1 o x . . . . . . . . . . . . . . . x o
           a b c d e f g h i j k l m n o p q r s",
        Side::Attackers,
    );
    // Two attackers either side do not capture him next to the throne.
    let ply = common::play(&mut game, "k15-k11");
    assert_eq!(captured(&ply), NONE);
    assert_eq!(ply.outcome, None);
    common::play(&mut game, "n15-n16");
    // Three attackers and the empty throne do.
    let ply = common::play(&mut game, "j15-j12");
    assert_eq!(captured(&ply), ["j11"]);
    assert_eq!(ply.outcome, won(Winner::Attackers, Reason::KingCaptured));
}

#[test]
fn s3_5_king_next_to_the_throne_on_each_side_needs_four_sides() {
    for (diagram, mv) in [
        (
            "
        19 o x . . . . . . . . . . . . . . . x o
        18 x x . . . . . . . . . . . . . . . x x
        17 . . . . . . . . . . . . . . . . . . .
        16 . . . . . . . . . . . . . . . . . . .
        15 . . . . . . . . A . . . . D . . . . .
        14 . . . . . . . . . . . . . . . . . . .
        13 . . . . . . . . . . . . . . . . . . .
        12 . . . . . . . . . . . . . . . . . . .
        11 . . . . . . . . . . . . . . . . . . .
        10 . . . . . . . . K x . . . . . . . . .
         9 . . . . . . . . A . . . . . . . . . .
         8 . . . . . . . . . . . . . . . . . . .
         7 . . . . . . . . . . . . . . . . . . .
         6 . . . . . . . . . . . . . . . . . . .
         5 . . . . . . . . . . . . . . . . . . .
         4 . . . . . . . . . . . . . . . . . . .
         3 . . . . . . . . . . . . . . . . . . .
         2 x x . . . . . . . . . . . . . . . x x
         1 o x . . . . . . . . . . . . . . . x o
           a b c d e f g h i j k l m n o p q r s",
            "i15-i11",
        ),
        (
            "
        19 o x . . . . . . . . . . . . . . . x o
        18 x x . . . . . . . . . . . . . . . x x
        17 . . . . . . . . . . . . . . . . . . .
        16 . . . . . . . . . . . . . . . . . . .
        15 . . . . . . . . . . A . . D . . . . .
        14 . . . . . . . . . . . . . . . . . . .
        13 . . . . . . . . . . . . . . . . . . .
        12 . . . . . . . . . . . . . . . . . . .
        11 . . . . . . . . . . . . . . . . . . .
        10 . . . . . . . . . x K . . . . . . . .
         9 . . . . . . . . . . A . . . . . . . .
         8 . . . . . . . . . . . . . . . . . . .
         7 . . . . . . . . . . . . . . . . . . .
         6 . . . . . . . . . . . . . . . . . . .
         5 . . . . . . . . . . . . . . . . . . .
         4 . . . . . . . . . . . . . . . . . . .
         3 . . . . . . . . . . . . . . . . . . .
         2 x x . . . . . . . . . . . . . . . x x
         1 o x . . . . . . . . . . . . . . . x o
           a b c d e f g h i j k l m n o p q r s",
            "k15-k11",
        ),
        (
            "
        19 o x . . . . . . . . . . . . . . . x o
        18 x x . . . . . . . . . . . . . . . x x
        17 . . . . . . . . . . . . . . . . . . .
        16 . . . . . . . . . . . . . . . . . . .
        15 . . . . . . . . . . . . . D . . . . .
        14 . . . . . . . . . . . . . . . . . . .
        13 . . . . . . . . . . . . . . . . . . .
        12 . . . . . . . . . . . . . . . . . . .
        11 . . . . . . . . . . . . . . . . . . .
        10 . . . . . . . . . x . . . . . . . . .
         9 . . . . . . . . A K . . . . . . . . .
         8 . . . . . . . . . . . . . . . . . . .
         7 . . . . . . . . . . . . . . . . . . .
         6 . . . . . . . . . . . . . . . . . . .
         5 . . . . . . . . . . . . . . . . . . .
         4 . . . . . . . . . . A . . . . . . . .
         3 . . . . . . . . . . . . . . . . . . .
         2 x x . . . . . . . . . . . . . . . x x
         1 o x . . . . . . . . . . . . . . . x o
           a b c d e f g h i j k l m n o p q r s",
            "k4-k9",
        ),
    ] {
        let mut game = common::game(AE, diagram, Side::Attackers);
        let ply = common::play(&mut game, mv);
        assert_eq!(captured(&ply), NONE, "{mv}");
        assert_eq!(ply.outcome, None, "{mv}");
    }
}

#[test]
fn s3_5_king_moving_between_two_attackers_is_safe() {
    let mut game = common::game(
        AE,
        "
        19 o x . . . . . . . . . . . . . . . x o
        18 x x . . . . . . . . . . . . . . . x x
        17 . . . . . . . . . . . . . . . . . . .
        16 . . . . . . . . . . . . . . . . . . .
        15 . . . . . . . . . . . . . D . . . . .
        14 . . . . . . . . . . . . . . . . . . .
        13 . . . . . . . . . . . . . . . . . . .
        12 . . . . K . . . . . . . . . . . . . .
        11 . . . . . . . . . . . . . . . . . . .
        10 . . . . . . . . . x . . . . . . . . .
         9 . . . . . . . . . . . . . . . . . . .
         8 . . . . . . . . . . . . . . . . . . .
         7 . . . . . . . . . . . . . . . . . . .
         6 . . . . . . . . . . . . . . . . . . .
         5 . . . A . A . . . . . . . . . . . . .
         4 . . . . . . . . . . . . . . . . . . .
         3 . . . . . . . . . . . . . . . . . . .
         2 x x . . . . . . . . . . . . . . . x x
         1 o x . . . . . . . . . . . . . . . x o
           a b c d e f g h i j k l m n o p q r s",
        Side::Defenders,
    );
    let ply = common::play(&mut game, "e12-e5");
    assert_eq!(captured(&ply), NONE);
    assert_eq!(ply.outcome, None);
    common::play(&mut game, "f5-f6");
    common::play(&mut game, "n15-n16");
    let ply = common::play(&mut game, "f6-f5");
    assert_eq!(captured(&ply), ["e5"]);
    assert_eq!(ply.outcome, won(Winner::Attackers, Reason::KingCaptured));
}

// ---------------------------------------------------------------------------
// Encirclement: if after an attackers' move no defender or king can reach
// the board edge, the attackers win. A defender on the edge means not
// encircled. Checked only after attackers' moves.

#[test]
fn s3_5_encirclement_wins_for_attackers() {
    let mut game = common::game(
        AE,
        "
        19 o x . . . . . . . . . . . . . . . x o
        18 x x . . . . . . . . . . . . . . . x x
        17 . . . . . . . . . . . . . . . . . . .
        16 . . . . . . . . . . . . . . . . . . .
        15 . . . . . . . . . . . . . . . . . . .
        14 . . . . . . . . . . . . . . . . . . .
        13 . . . . . . . . . . . . . . . . . . .
        12 . . . . . . . . . . . . . . . . . . .
        11 . . . . . . . . . . . . . . . . . . .
        10 . . . . . A . . . x . . . . . . . . .
         9 . . . . . . . . . . . . . . . . . . .
         8 . . . . . . . . . . . . . . . . . . .
         7 . . . A A . . . . . . . . . . . . . .
         6 . . A . . . . . . . . . . . . . . . .
         5 . . A D K A . . . . . . . . . . . . .
         4 . . . A A . . . . . . . . . . . . . .
         3 . . . . . . . . . . . . . . . . . . .
         2 x x . . . . . . . . . . . . . . . x x
         1 o x . . . . . . . . . . . . . . . x o
           a b c d e f g h i j k l m n o p q r s",
        Side::Attackers,
    );
    let ply = common::play(&mut game, "f10-f6");
    assert_eq!(captured(&ply), NONE);
    assert_eq!(ply.outcome, won(Winner::Attackers, Reason::Encircled));
    assert_eq!(game.outcome(), ply.outcome);
    assert_eq!(piece(&game, "e5"), Some(Piece::King));
}

#[test]
fn s3_5_one_gap_in_the_ring_means_no_encirclement() {
    let mut game = common::game(
        AE,
        "
        19 o x . . . . . . . . . . . . . . . x o
        18 x x . . . . . . . . . . . . . . . x x
        17 . . . . . . . . . . . . . . . . . . .
        16 . . . . . . . . . . . . . . . . . . .
        15 . . . . . . . . . . . . . . . . . . .
        14 . . . . . . . . . . . . . . . . . . .
        13 . . . . . . . . . . . . . . . . . . .
        12 . . . . . . . . . . . . . . . . . . .
        11 . . . . . . . . . . . . . . . . . . .
        10 . . . . . A . . . x . . . . . . . . .
         9 . . . . . . . . . . . . . . . . . . .
         8 . . . . . . . . . . . . . . . . . . .
         7 . . . A A . . . . . . . . . . . . . .
         6 . . . . . . . . . . . . . . . . . . .
         5 . . A D K A . . . . . . . . . . . . .
         4 . . . A A . . . . . . . . . . . . . .
         3 . . . . . . . . . . . . . . . . . . .
         2 x x . . . . . . . . . . . . . . . x x
         1 o x . . . . . . . . . . . . . . . x o
           a b c d e f g h i j k l m n o p q r s",
        Side::Attackers,
    );
    let ply = common::play(&mut game, "f10-f6");
    assert_eq!(ply.outcome, None);
}

#[test]
fn s3_5_defender_on_the_edge_means_not_encircled() {
    // j1 cannot move, but it stands on the edge.
    let mut game = common::game(
        AE,
        "
        19 o x . . . . . . . . . . . . . . . x o
        18 x x . . . . . . . . . . . . . . . x x
        17 . . . . . . . . . . . . . . . . . . .
        16 . . . . . . . . . . . . . . . . . . .
        15 . . . . . . . . . . . . . . . . . . .
        14 . . . . . . . . . . . . . . . . . . .
        13 . . . . . . . . . . . . . . . . . . .
        12 . . . . . . . . . . . . . . . . . . .
        11 . . . . . . . . . . . . . . . . . . .
        10 . . . . . A . . . x . . . . . . . . .
         9 . . . . . . . . . . . . . . . . . . .
         8 . . . . . . . . . . . . . . . . . . .
         7 . . . A A . . . . . . . . . . . . . .
         6 . . A . . . . . . . . . . . . . . . .
         5 . . A D K A . . . . . . . . . . . . .
         4 . . . A A . . . . . . . . . . . . . .
         3 . . . . . . . . . . . . . . . . . . .
         2 x x . . . . . . . A . . . . . . . x x
         1 o x . . . . . . A D A . . . . . . x o
           a b c d e f g h i j k l m n o p q r s",
        Side::Attackers,
    );
    let ply = common::play(&mut game, "f10-f6");
    assert_eq!(ply.outcome, None);
}

#[test]
fn s3_5_free_evangelist_means_not_encircled() {
    let mut game = common::game(
        AE,
        "
        19 o x . . . . . . . . . . . . . . . x o
        18 x x . . . . . . . . . . . . . . . x x
        17 . . . . . . . . . . . . . . . . . . .
        16 . . . . . . . . . . . . . . . . . . .
        15 . . . . . . . . . . . . . . . . . . .
        14 . . . . . . . . . . . . . E . . . . .
        13 . . . . . . . . . . . . . . . . . . .
        12 . . . . . . . . . . . . . . . . . . .
        11 . . . . . . . . . . . . . . . . . . .
        10 . . . . . A . . . x . . . . . . . . .
         9 . . . . . . . . . . . . . . . . . . .
         8 . . . . . . . . . . . . . . . . . . .
         7 . . . A A . . . . . . . . . . . . . .
         6 . . A . . . . . . . . . . . . . . . .
         5 . . A D K A . . . . . . . . . . . . .
         4 . . . A A . . . . . . . . . . . . . .
         3 . . . . . . . . . . . . . . . . . . .
         2 x x . . . . . . . . . . . . . . . x x
         1 o x . . . . . . . . . . . . . . . x o
           a b c d e f g h i j k l m n o p q r s",
        Side::Attackers,
    );
    let ply = common::play(&mut game, "f10-f6");
    assert_eq!(ply.outcome, None);
}

#[test]
fn s3_5_encirclement_flood_fill_passes_through_the_empty_throne() {
    // j11's only way out is across the empty throne.
    let mut game = common::game(
        AE,
        "
        19 o x . . . . . . . . . . . . . . . x o
        18 x x . . . . . . . . . . . . . . . x x
        17 . . . . . . . . . . . . . . . . . . .
        16 . . . . . . . . . . . . . . . . . . .
        15 . . . . . . . . . . . . . . . . . . .
        14 . . . . . . . . . . . . . . . . . . .
        13 . . . . . . . . . . . . . . . . . . .
        12 . . . . . . . . . A . . . . . . . . .
        11 . . . . . . . . A D A . . . . . . . .
        10 . . . . . A . . . x . . . . . . . . .
         9 . . . . . . . . . . . . . . . . . . .
         8 . . . . . . . . . . . . . . . . . . .
         7 . . . A A . . . . . . . . . . . . . .
         6 . . A . . . . . . . . . . . . . . . .
         5 . . A D K A . . . . . . . . . . . . .
         4 . . . A A . . . . . . . . . . . . . .
         3 . . . . . . . . . . . . . . . . . . .
         2 x x . . . . . . . . . . . . . . . x x
         1 o x . . . . . . . . . . . . . . . x o
           a b c d e f g h i j k l m n o p q r s",
        Side::Attackers,
    );
    let ply = common::play(&mut game, "f10-f6");
    assert_eq!(ply.outcome, None);
}

#[test]
fn s3_5_encirclement_is_checked_only_after_attackers_moves() {
    let mut game = common::game(
        AE,
        "
        19 o x . . . . . . . . . . . . . . . x o
        18 x x . . . . . . . . . . . . . . . x x
        17 . . . . . . . . . . . . . . . . . . .
        16 . . . . . . . . . . . . . . . . . . .
        15 . . . . . . . . . . . . . . . A . . .
        14 . . . . . . . . . . . . . . . . . . .
        13 . . . . . . . . . . . . . . . . . . .
        12 . . . . . . . . . . . . . . . . . . .
        11 . . . . . . . . . . . . . . . . . . .
        10 . . . . . . . . . x . . . . . . . . .
         9 . . . . . . . . . . . . . . . . . . .
         8 . . . . . . . . . . . . . . . . . . .
         7 . . . A A . . . . . . . . . . . . . .
         6 . . A . . A . . . . . . . . . . . . .
         5 . . A D K A . . . . . . . . . . . . .
         4 . . . A A . . . . . . . . . . . . . .
         3 . . . . . . . . . . . . . . . . . . .
         2 x x . . . . . . . . . . . . . . . x x
         1 o x . . . . . . . . . . . . . . . x o
           a b c d e f g h i j k l m n o p q r s",
        Side::Defenders,
    );
    assert_eq!(game.outcome(), None);
    let ply = common::play(&mut game, "e5-e6");
    assert_eq!(captured(&ply), NONE);
    assert_eq!(
        ply.outcome, None,
        "a defenders' move never ends by encirclement"
    );
    // Any attackers' move, here one far away, finds them encircled.
    let ply = common::play(&mut game, "p15-p16");
    assert_eq!(ply.outcome, won(Winner::Attackers, Reason::Encircled));
}

// ---------------------------------------------------------------------------
// Repetition: if a move creates a position that has already occurred twice
// with the same player to move, the player who made that move loses.

#[test]
fn s3_5_repetition_loses_for_the_defenders_when_they_repeat() {
    let mut game = common::game(
        AE,
        "
        19 o x . . . . . . . . . . . . . . . x o
        18 x x . . . . . . . . . . . . . . . x x
        17 . . . . . . . . . . . . . . . . . . .
        16 . . . . . . . . . . . . . . . . . . .
        15 . . . . . K . . . . . . . . . . . . .
        14 . . . . . . . . . . . . . . . . . . .
        13 . . . . . . . . . . . . . . . . . . .
        12 . . . . . . . . . . . . . . . . . . .
        11 . . . . . . . . . . D . . . . . . . .
        10 . . . . . . . . . x . . . . . . . . .
         9 . . . . . . . . . . . . . . . . . . .
         8 . . . . . . . . . . . . . . . . . . .
         7 . . . . . . . . . . . . . . . . . . .
         6 . . . . . . . . . . . . . . . . . . .
         5 . . . . . . . . . . . . . . . . . . .
         4 . . . . . . . . . . . . . . . . . . .
         3 . . A . . . . . . . . . . . . . . . .
         2 x x . . . . . . . . . . . . . . . x x
         1 o x . . . . . . . . . . . . . . . x o
           a b c d e f g h i j k l m n o p q r s",
        Side::Attackers,
    );
    for mv in [
        "c3-c4", "k11-k12", "c4-c3", "k12-k11", "c3-c4", "k11-k12", "c4-c3",
    ] {
        assert_eq!(common::play(&mut game, mv).outcome, None, "{mv}");
    }
    let ply = common::play(&mut game, "k12-k11");
    assert_eq!(ply.outcome, won(Winner::Attackers, Reason::Repetition));
    assert_eq!(game.outcome(), ply.outcome);
}

#[test]
fn s3_5_repetition_loses_for_the_attackers_when_they_repeat() {
    let mut game = common::game(
        AE,
        "
        19 o x . . . . . . . . . . . . . . . x o
        18 x x . . . . . . . . . . . . . . . x x
        17 . . . . . . . . . . . . . . . . . . .
        16 . . . . . . . . . . . . . . . . . . .
        15 . . . . . K . . . . . . . . . . . . .
        14 . . . . . . . . . . . . . . . . . . .
        13 . . . . . . . . . . . . . . . . . . .
        12 . . . . . . . . . . . . . . . . . . .
        11 . . . . . . . . . . D . . . . . . . .
        10 . . . . . . . . . x . . . . . . . . .
         9 . . . . . . . . . . . . . . . . . . .
         8 . . . . . . . . . . . . . . . . . . .
         7 . . . . . . . . . . . . . . . . . . .
         6 . . . . . . . . . . . . . . . . . . .
         5 . . . . . . . . . . . . . . . . . . .
         4 . . . . . . . . . . . . . . . . . . .
         3 . . A . . . . . . . . . . . . . . . .
         2 x x . . . . . . . . . . . . . . . x x
         1 o x . . . . . . . . . . . . . . . x o
           a b c d e f g h i j k l m n o p q r s",
        Side::Defenders,
    );
    for mv in [
        "k11-k12", "c3-c4", "k12-k11", "c4-c3", "k11-k12", "c3-c4", "k12-k11",
    ] {
        assert_eq!(common::play(&mut game, mv).outcome, None, "{mv}");
    }
    let ply = common::play(&mut game, "c4-c3");
    assert_eq!(ply.outcome, won(Winner::Defenders, Reason::Repetition));
}

// ---------------------------------------------------------------------------
// Win: attackers by capture or encirclement (above); a player with no legal
// moves loses.

#[test]
fn s3_5_defenders_with_no_legal_moves_lose() {
    let mut game = common::game(
        AE,
        "
        19 o x . . . . . . . . . . . . . . . x o
        18 x x . . . . . . . . . . . . . . . x x
        17 . . . . . . . . . . . . . . . . . . .
        16 . . . . . . . . . . . . . . . . . . .
        15 . . . . . . . . . . . . . . . . . . .
        14 . . . . . . . . . . . . . . . . . . .
        13 . . . . . . . . . . . . . . . . . . .
        12 . . . . . . . . . . . . . . . . . . .
        11 . . . . . . . . . . . . . . . . . . .
        10 . . . . . . . . . x . . . . . . . . .
         9 . . . . . . . . . . . . . . . . . . .
         8 . . . . . . . . . . . . . . . . . . .
         7 . . . A . . . . . . . . . . . . . . .
         6 . . . . . . . . . . . . . . . . . . .
         5 . . . . . . . . . . . . . . . . . . .
         4 . . . . . . . . . . . . . . . . . . .
         3 . . . . . . . . . . . . . . . . . . .
         2 x x . . . . . . . . . . . . . . . x x
         1 o x A K A . . . . . . . . . . . . x o
           a b c d e f g h i j k l m n o p q r s",
        Side::Attackers,
    );
    let ply = common::play(&mut game, "d7-d2");
    assert_eq!(captured(&ply), NONE);
    assert_eq!(ply.king_captured, None);
    assert_eq!(ply.outcome, won(Winner::Attackers, Reason::NoLegalMoves));
    assert!(game.legal_moves().is_empty());
}

#[test]
fn s3_5_attackers_with_no_legal_moves_lose() {
    // The lone attacker on c1 has the red corner b1 on one side.
    let mut game = common::game(
        AE,
        "
        19 o x . . . . . . . . . . . . . . . x o
        18 x x . . . . . . . . . . . . . . . x x
        17 . . . . . . . . . . . . . . . . . . .
        16 . . . . . . . . . . . . . . . . . . .
        15 . . . . . . . . . . . . . K . . . . .
        14 . . . . . . . . . . . . . . . . . . .
        13 . . . . . . . . . . . . . . . . . . .
        12 . . . . . . . . . . . . . . . . . . .
        11 . . . . . . . . . . . . . . . . . . .
        10 . . . . . . . . . x . . . . . . . . .
         9 . . . . . . . . . . . . . . . . . . .
         8 . . . . . . . . . . . . . . . . . . .
         7 . . . . . . . . . . . . . . . . . . .
         6 . . D . . . . . . . . . . . . . . . .
         5 . . . . . . . . . . . . . . . . . . .
         4 . . . . . . . . . . . . . . . . . . .
         3 . . . . . . . . . . . . . . . . . . .
         2 x x . . . . . . . . . . . . . . . x x
         1 o x A D . . . . . . . . . . . . . x o
           a b c d e f g h i j k l m n o p q r s",
        Side::Defenders,
    );
    let ply = common::play(&mut game, "c6-c2");
    assert_eq!(captured(&ply), NONE);
    assert_eq!(ply.outcome, won(Winner::Defenders, Reason::NoLegalMoves));
}
