//! Rule tests for docs/rules.md 3.4, King's Table (`kings-table`, 13x13): one or
//! more tests per rule bullet, each from a board diagram in the legend of
//! docs/rules.md 1.

mod common;

use hnefi_engine::{Game, IllegalMove, Outcome, Piece, Ply, Reason, Side, Winner, variant};

const KT: &str = "kings-table";
const NONE: [&str; 0] = [];

/// The diagram of docs/rules.md 3.4, verbatim.
const RULES_MD_LAYOUT: &str = "
13 x . . . A A A A A . . . x
12 . . . . . . A . . . . . .
11 . . . . . . . . . . . . .
10 . . . . . . . . . . . . .
 9 A . . . . . D . . . . . A
 8 A . . . . D D D . . . . A
 7 A A . . D D T D D . . A A
 6 A . . . . D D D . . . . A
 5 A . . . . . D . . . . . A
 4 . . . . . . . . . . . . .
 3 . . . . . . . . . . . . .
 2 . . . . . . A . . . . . .
 1 x . . . A A A A A . . . x
   a b c d e f g h i j k l m
";

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

// ---------------------------------------------------------------------------
// Board and starting layout

#[test]
fn s3_4_start_layout_matches_the_square_lists() {
    let variant = variant::by_key(KT).unwrap();
    assert_eq!(variant.size(), 13);
    let start = variant.start_position(None, None).unwrap();
    assert_eq!(
        common::names(start.pieces_of(Piece::Attacker)),
        squares(
            "e1 f1 g1 h1 i1 g2 a5 a6 a7 a8 a9 b7 m5 m6 m7 m8 m9 l7 \
             e13 f13 g13 h13 i13 g12"
        ),
        "attackers (24)"
    );
    assert_eq!(start.pieces_of(Piece::Attacker).count(), 24);
    assert_eq!(
        common::names(start.pieces_of(Piece::Defender)),
        squares("f6 g6 h6 f7 h7 f8 g8 h8 g5 g9 e7 i7"),
        "defenders (12)"
    );
    assert_eq!(start.pieces_of(Piece::Defender).count(), 12);
    assert_eq!(start.king(), Some(common::sq("g7")), "king on the throne");
    assert!(start.pieces_of(Piece::Evangelist).is_empty());
    assert_eq!(
        start.pieces(Side::Attackers).count() + start.pieces(Side::Defenders).count(),
        37
    );
}

#[test]
fn s3_4_start_layout_matches_the_rules_md_diagram() {
    let start = variant::by_key(KT)
        .unwrap()
        .start_position(None, None)
        .unwrap();
    assert_eq!(
        start,
        common::position(KT, RULES_MD_LAYOUT, Side::Attackers)
    );
}

#[test]
fn s3_4_attackers_move_first() {
    let start = variant::by_key(KT)
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
        "g5-c5",
        IllegalMove::NotYourPiece {
            square: common::sq("g5"),
            to_move: Side::Attackers,
        },
    );
    common::play(&mut game, "g2-c2");
    assert_eq!(game.turn(), Side::Defenders);
}

// ---------------------------------------------------------------------------
// Restricted: the throne g7 and the four corner burgs; only the king may stop
// on or pass through them.

#[test]
fn s3_4_only_the_king_may_stop_on_the_throne() {
    let mut game = common::game(
        KT,
        "
        13 x . . . . . . . . . . . x
        12 . . . . . . . . . . . . .
        11 . . . . . . . . . . . . .
        10 . . . . . . A . . . . . .
         9 . . . . . . . . . . . . .
         8 . . . . . . . . . . . . .
         7 . . . D . . x . . . . . .
         6 . . . . . . . . . . . . .
         5 . . . . . . . . . . . . .
         4 . . . . . . . . . . . . .
         3 . . . . . . K . . . . . .
         2 . . . . . . . . . . . . .
         1 x . . . . . . . . . . . x
           a b c d e f g h i j k l m",
        Side::Attackers,
    );
    assert!(!common::legal(&game).contains(&"g10-g7".to_string()));
    common::refused_for(
        &mut game,
        "g10-g7",
        IllegalMove::CannotStop {
            square: common::sq("g7"),
        },
    );
    common::play(&mut game, "g10-g11");
    assert!(!common::legal(&game).contains(&"d7-g7".to_string()));
    common::refused_for(
        &mut game,
        "d7-g7",
        IllegalMove::CannotStop {
            square: common::sq("g7"),
        },
    );
    let ply = common::play(&mut game, "g3-g7");
    assert_eq!(captured(&ply), NONE);
    assert_eq!(piece(&game, "g7"), Some(Piece::King));
}

#[test]
fn s3_4_only_the_king_may_pass_through_the_throne() {
    let mut game = common::game(
        KT,
        "
        13 x . . . . . . . . . . . x
        12 . . . . . . . . . . . . .
        11 . . . . . . . . . . . . .
        10 . . . . . . A . . . . . .
         9 . . . . . . . . . . . . .
         8 . . . . . . . . . . . . .
         7 . . . D . . x . . . . . .
         6 . . . . . . . . . . . . .
         5 . . . . . . . . . . . . .
         4 . . . . . . . . . . . . .
         3 . . . . . . K . . . . . .
         2 . . . . . . . . . . . . .
         1 x . . . . . . . . . . . x
           a b c d e f g h i j k l m",
        Side::Attackers,
    );
    let legal = common::legal(&game);
    assert!(legal.contains(&"g10-g8".to_string()));
    for mv in ["g10-g6", "g10-g5", "g10-g4"] {
        assert!(!legal.contains(&mv.to_string()), "{mv} passes the throne");
    }
    common::refused_for(
        &mut game,
        "g10-g4",
        IllegalMove::CannotPass {
            square: common::sq("g7"),
        },
    );
    common::play(&mut game, "g10-h10");
    common::refused_for(
        &mut game,
        "d7-j7",
        IllegalMove::CannotPass {
            square: common::sq("g7"),
        },
    );
    common::play(&mut game, "g3-g9");
    assert_eq!(piece(&game, "g9"), Some(Piece::King));
    assert_eq!(game.outcome(), None);
}

#[test]
fn s3_4_only_the_king_may_stop_on_a_burg() {
    let mut game = common::game(
        KT,
        "
        13 x . . . A . . . . . . . x
        12 . . . . . . . . . . . . .
        11 . . . . . . . . . . . . .
        10 . . . . . . . . . . . . .
         9 . . . . . . . . . . . . .
         8 . . . . . . . . . . . . .
         7 . . . . . . x . . . . . .
         6 . . . . . . . . . . . . .
         5 A . . . . . . . . . . . D
         4 . . . . . K . . . . . . .
         3 . . . . . . . . . . . . .
         2 . . . . . . . . . . . . .
         1 x . . . . . . . D . . . x
           a b c d e f g h i j k l m",
        Side::Attackers,
    );
    let legal = common::legal(&game);
    assert!(!legal.contains(&"a5-a1".to_string()));
    assert!(!legal.contains(&"e13-a13".to_string()));
    assert!(legal.contains(&"a5-a2".to_string()));
    common::refused_for(
        &mut game,
        "a5-a1",
        IllegalMove::CannotStop {
            square: common::sq("a1"),
        },
    );
    common::refused_for(
        &mut game,
        "e13-a13",
        IllegalMove::CannotStop {
            square: common::sq("a13"),
        },
    );
    common::play(&mut game, "a5-a6");
    let legal = common::legal(&game);
    assert!(!legal.contains(&"m5-m1".to_string()));
    assert!(!legal.contains(&"i1-m1".to_string()));
    assert!(legal.contains(&"m5-m2".to_string()));
    common::refused_for(
        &mut game,
        "m5-m1",
        IllegalMove::CannotStop {
            square: common::sq("m1"),
        },
    );
    common::refused_for(
        &mut game,
        "i1-m1",
        IllegalMove::CannotStop {
            square: common::sq("m1"),
        },
    );
}

// ---------------------------------------------------------------------------
// Hostile: the four burgs, to both sides. The throne is not hostile to
// ordinary pieces.

#[test]
fn s3_4_burgs_are_hostile_to_attackers() {
    let mut game = common::game(
        KT,
        "
        13 x . . . . . . D . . . A x
        12 . . . . . . . . . . . . .
        11 . . . . . . . . . . . . .
        10 . . . . . . . . . . . . .
         9 . . . . A . . . . . . . .
         8 . . . . . . . . . . . . .
         7 . . . . . . x . . . . . .
         6 . . D . . . . . . . . . .
         5 . . . . . . . . . . . . .
         4 . . . . . . K . . . . . .
         3 . . . . . . . . . . . . .
         2 . . . . . . . . . . . . .
         1 x A . . . . . . . . . . x
           a b c d e f g h i j k l m",
        Side::Defenders,
    );
    let ply = common::play(&mut game, "c6-c1");
    assert_eq!(captured(&ply), ["b1"]);
    common::play(&mut game, "e9-e10");
    let ply = common::play(&mut game, "h13-k13");
    assert_eq!(captured(&ply), ["l13"]);
}

#[test]
fn s3_4_burgs_are_hostile_to_defenders() {
    let mut game = common::game(
        KT,
        "
        13 x . . . . . . . . . . . x
        12 D . . . . . . . . . . . .
        11 . . . . A . . . . . . . .
        10 . . . . . . . . . . . . .
         9 . . D . . . . . . . . . .
         8 . . . . . . . . . . . . .
         7 . . . . . . x . . . . . .
         6 . . . . . . . . . . . . .
         5 . . . . . . . . . . . . .
         4 . . . . . . K . . . . . .
         3 . . . . . . . A . . . . .
         2 . . . . . . . . . . . . D
         1 x . . . . . . . . . . . x
           a b c d e f g h i j k l m",
        Side::Attackers,
    );
    let ply = common::play(&mut game, "e11-a11");
    assert_eq!(captured(&ply), ["a12"]);
    common::play(&mut game, "c9-c10");
    let ply = common::play(&mut game, "h3-m3");
    assert_eq!(captured(&ply), ["m2"]);
}

#[test]
fn s3_4_throne_is_not_hostile_to_ordinary_pieces() {
    let mut game = common::game(
        KT,
        "
        13 x . . . . . . . . . . . x
        12 . . . . . . . . . . . . .
        11 . . . . . . . . . . . . .
        10 . . . . . . . . . . . . .
         9 . . . . . . . . . . D . .
         8 . . . . . . A . . . . . .
         7 . . . . . D x . . . . . .
         6 . . . . . . . . . . . . .
         5 . . . . . . . . . . . . .
         4 . . . . . . . . . . . . .
         3 . . K . A . . . . . . . .
         2 . . . . . . . . . . . . .
         1 x . . . . . . . . . . . x
           a b c d e f g h i j k l m",
        Side::Defenders,
    );
    // g8 stands between the defender arriving on g9 and the empty throne.
    let ply = common::play(&mut game, "k9-g9");
    assert_eq!(captured(&ply), NONE);
    assert_eq!(piece(&game, "g8"), Some(Piece::Attacker));
    // f7 stands between the attacker arriving on e7 and the empty throne.
    let ply = common::play(&mut game, "e3-e7");
    assert_eq!(captured(&ply), NONE);
    assert_eq!(piece(&game, "f7"), Some(Piece::Defender));
}

// ---------------------------------------------------------------------------
// Captures: custodial; the king is armed; double and triple captures in one
// move are normal.

#[test]
fn s3_4_custodial_triple_capture_in_one_move() {
    let mut game = common::game(
        KT,
        "
        13 x . . . . . . . . . . . x
        12 . . . . . . . . . . . . .
        11 . . . . . . . . . . K . .
        10 . . . . . . . . . . . . .
         9 . . . . . . . . . . . . .
         8 . . . . . . . . . . . . .
         7 . . . . . . x . . . . . .
         6 . . . . . . A . . . . . .
         5 . . . . . . D . . . . . .
         4 . . . . A D . D A . . . .
         3 . . . . . . . . . . . . .
         2 . . . . . . . . . . . . .
         1 x . . . . . A . . . . . x
           a b c d e f g h i j k l m",
        Side::Attackers,
    );
    let ply = common::play(&mut game, "g1-g4");
    assert_eq!(captured(&ply), ["f4", "h4", "g5"]);
    assert_eq!(ply.to_string(), "g1-g4xf4xh4xg5");
    assert_eq!(ply.king_captured, None);
    assert_eq!(game.outcome(), None);
}

#[test]
fn s3_4_a_piece_may_move_safely_between_two_enemies() {
    let mut game = common::game(
        KT,
        "
        13 x . . . . . . . . . . . x
        12 . . . . . . . . . . . . .
        11 . . . . . . . . . . K . .
        10 . . . . . . . . . . . . .
         9 . . . . D . . . . . . . .
         8 . . . . . . . . . . . . .
         7 . . . . . . x . . . . . .
         6 . . . . . . . . . . . . .
         5 . . . A . A . . . . . . .
         4 . . . . . . . . . . . . .
         3 . . . . . . . . . . . . .
         2 . . . . . . . . . . . . .
         1 x . . . . . . . . . . . x
           a b c d e f g h i j k l m",
        Side::Defenders,
    );
    let ply = common::play(&mut game, "e9-e5");
    assert_eq!(captured(&ply), NONE);
    assert_eq!(piece(&game, "e5"), Some(Piece::Defender));
    // Only an enemy moving away and back captures it.
    common::play(&mut game, "f5-f6");
    common::play(&mut game, "k11-k12");
    let ply = common::play(&mut game, "f6-f5");
    assert_eq!(captured(&ply), ["e5"]);
}

#[test]
fn s3_4_armed_king_captures_as_the_moving_piece() {
    let mut game = common::game(
        KT,
        "
        13 x . . . . . . . . . . . x
        12 . . . . . . . . . . . . .
        11 . . . . . . . . . . . . .
        10 . . . . . . . . . . . . .
         9 . . . K . . . . . . . . .
         8 . . . . . . . . . . . . .
         7 . . . . . . x . . . . . .
         6 . . . . . . . . . . . . .
         5 . . . . A D . . . . . . .
         4 . . . . . . . . . . . . .
         3 . . . . . . . . . . . . .
         2 . . . . . . . . . . A . .
         1 x . . . . . . . . . . . x
           a b c d e f g h i j k l m",
        Side::Defenders,
    );
    let ply = common::play(&mut game, "d9-d5");
    assert_eq!(captured(&ply), ["e5"]);
}

#[test]
fn s3_4_armed_king_captures_as_the_anvil() {
    let mut game = common::game(
        KT,
        "
        13 x . . . . . . . . . . . x
        12 . . . . . . . . . . . . .
        11 . . . . . . . . . . . . .
        10 . . . . A K . . . . . . .
         9 . . . . . . . . . . . . .
         8 . . . . . . . . . . . . .
         7 . . . . . . x . . . . . .
         6 . . . . . . . . . . . . .
         5 . . . . . . . . . . . . .
         4 . . . D . . . . . . . . .
         3 . . . . . . . . . . . . .
         2 . . . . . . . . . . A . .
         1 x . . . . . . . . . . . x
           a b c d e f g h i j k l m",
        Side::Defenders,
    );
    let ply = common::play(&mut game, "d4-d10");
    assert_eq!(captured(&ply), ["e10"]);
}

// ---------------------------------------------------------------------------
// King capture: with attackers on all four sides, on the throne or any
// ordinary square. Next to the throne: three attackers and the throne. On the
// edge: three attackers and the edge. Interpretation: a burg next to the king
// counts as an attacker for this.

#[test]
fn s3_4_king_captured_by_four_attackers_on_an_ordinary_square() {
    let mut game = common::game(
        KT,
        "
        13 x . . . . . . . . . . . x
        12 . . . . . . . . . . . . .
        11 . . . A . . . . . . . . .
        10 . . A K A . . . . . . . .
         9 . . . . . . . . . . . . .
         8 . . . . . . . . . . . . .
         7 . . . . . . x . . . . . .
         6 . . . . . . . . . . . . .
         5 . . . . . . . . . . . . .
         4 . . . . . . . . . . . . .
         3 . . . A . . . . . . . . .
         2 . . . . . . . . . . D . .
         1 x . . . . . . . . . . . x
           a b c d e f g h i j k l m",
        Side::Attackers,
    );
    let ply = common::play(&mut game, "d3-d9");
    assert_eq!(captured(&ply), ["d10"]);
    assert_eq!(ply.king_captured, Some(common::sq("d10")));
    assert_eq!(ply.outcome, won(Winner::Attackers, Reason::KingCaptured));
    assert_eq!(game.outcome(), ply.outcome);
    assert_eq!(game.position().king(), None);
}

#[test]
fn s3_4_king_not_captured_by_two_or_three_attackers_on_an_ordinary_square() {
    let mut game = common::game(
        KT,
        "
        13 x . . . . . . . . . . . x
        12 . . . . . . . . . . . . .
        11 . . . . . . . . A . . . .
        10 . . A K . . . . . . . . .
         9 . . . . . . . . . . . . .
         8 . . . . . . . . . . . . .
         7 . . . . . . x . . . . . .
         6 . . . . . . . . . . . . .
         5 . . . . . . . . . . . . .
         4 . . . . . . . . . . . . .
         3 . . . . A . . . . . . . .
         2 . . . . . . . . . . D . .
         1 x . . . . . . . . . . . x
           a b c d e f g h i j k l m",
        Side::Attackers,
    );
    // Two attackers either side: not enough in King's Table.
    let ply = common::play(&mut game, "e3-e10");
    assert_eq!(captured(&ply), NONE);
    assert_eq!(ply.outcome, None);
    common::play(&mut game, "k2-k3");
    // Three attackers, the fourth side open.
    let ply = common::play(&mut game, "i11-d11");
    assert_eq!(captured(&ply), NONE);
    assert_eq!(ply.king_captured, None);
    assert_eq!(ply.outcome, None);
    assert_eq!(piece(&game, "d10"), Some(Piece::King));
}

#[test]
fn s3_4_king_on_the_throne_captured_by_four_attackers() {
    let mut game = common::game(
        KT,
        "
        13 x . . . . . . . . . . . x
        12 . . . . . . . . . . . . .
        11 . . . . . . . . . . . . .
        10 . . . . . . . . . . . . .
         9 . . . . . . . . . . . . .
         8 . . . . . . A . . . . . .
         7 . . . . . A T A . . . . .
         6 . . . . . . . . . . . . .
         5 . . . . . . . . . . . . .
         4 . . . . . . . . . . . . .
         3 . . . . . . . . . . . . .
         2 . . . . . . A . . . D . .
         1 x . . . . . . . . . . . x
           a b c d e f g h i j k l m",
        Side::Attackers,
    );
    let ply = common::play(&mut game, "g2-g6");
    assert_eq!(captured(&ply), ["g7"]);
    assert_eq!(ply.king_captured, Some(common::sq("g7")));
    assert_eq!(ply.outcome, won(Winner::Attackers, Reason::KingCaptured));
}

#[test]
fn s3_4_king_on_the_throne_not_captured_by_three_attackers() {
    let mut game = common::game(
        KT,
        "
        13 x . . . . . . . . . . . x
        12 . . . . . . A . . . . . .
        11 . . . . . . . . . . . . .
        10 . . . . . . . . . . . . .
         9 . . . . . . . . . . . . .
         8 . . . . . . . . . . . . .
         7 . . . . . A T A . . . . .
         6 . . . . . . . . . . . . .
         5 . . . . . . . . . . . . .
         4 . . . . . . . . . . . . .
         3 . . . . . . . . . . . . .
         2 . . . . . . . . . . D . .
         1 x . . . . . . . . . . . x
           a b c d e f g h i j k l m",
        Side::Attackers,
    );
    let ply = common::play(&mut game, "g12-g8");
    assert_eq!(captured(&ply), NONE);
    assert_eq!(ply.outcome, None);
    assert_eq!(piece(&game, "g7"), Some(Piece::King));
}

#[test]
fn s3_4_king_next_to_the_throne_captured_by_three_attackers_and_the_throne() {
    let mut game = common::game(
        KT,
        "
        13 x . . . . . . . . . . . x
        12 . . . . . . A . . . . . .
        11 . . . . . . . . . . . . .
        10 . . . . . . . . . . . . .
         9 . . . . . . . . . . . . .
         8 . . . . . A K A . . . . .
         7 . . . . . . x . . . . . .
         6 . . . . . . . . . . . . .
         5 . . . . . . . . . . . . .
         4 . . . . . . . . . . . . .
         3 . . . . . . . . . . . . .
         2 . . . . . . . . . . D . .
         1 x . . . . . . . . . . . x
           a b c d e f g h i j k l m",
        Side::Attackers,
    );
    let ply = common::play(&mut game, "g12-g9");
    assert_eq!(captured(&ply), ["g8"]);
    assert_eq!(ply.outcome, won(Winner::Attackers, Reason::KingCaptured));
}

#[test]
fn s3_4_king_next_to_the_throne_not_captured_by_two_attackers_and_the_throne() {
    let mut game = common::game(
        KT,
        "
        13 x . . . . . . . . . . . x
        12 . . . . . . A . . . . . .
        11 . . . . . . . . . . . . .
        10 . . . . . . . . . . . . .
         9 . . . . . . . . . . . . .
         8 . . . . . A K . . . . . .
         7 . . . . . . x . . . . . .
         6 . . . . . . . . . . . . .
         5 . . . . . . . . . . . . .
         4 . . . . . . . . . . . . .
         3 . . . . . . . . . . . . .
         2 . . . . . . . . . . D . .
         1 x . . . . . . . . . . . x
           a b c d e f g h i j k l m",
        Side::Attackers,
    );
    let ply = common::play(&mut game, "g12-g9");
    assert_eq!(captured(&ply), NONE);
    assert_eq!(ply.outcome, None);
    assert_eq!(piece(&game, "g8"), Some(Piece::King));
}

#[test]
fn s3_4_king_on_the_edge_captured_by_three_attackers_and_the_edge() {
    let mut game = common::game(
        KT,
        "
        13 x . . . . . . . . . . . x
        12 . . . . . . . . . . D . .
        11 . . . . . . . . . . . . .
        10 . . . . . . . . . . . . .
         9 . . . . . . . . . . . . .
         8 . . . . . . . . . . . . .
         7 . . . . . . x . . . . . .
         6 . . . . . . . . . . . . .
         5 . . . . . . A . . . . . .
         4 . . . . . . . . . . . . .
         3 . . . . . . . . . . . . .
         2 . . . . . . . . . . . . .
         1 x . . . . A K A . . . . x
           a b c d e f g h i j k l m",
        Side::Attackers,
    );
    let ply = common::play(&mut game, "g5-g2");
    assert_eq!(captured(&ply), ["g1"]);
    assert_eq!(ply.outcome, won(Winner::Attackers, Reason::KingCaptured));
}

#[test]
fn s3_4_king_on_the_edge_not_captured_by_two_attackers_and_the_edge() {
    let mut game = common::game(
        KT,
        "
        13 x . . . . . . . . . . . x
        12 . . . . . . . . . . D . .
        11 . . . . . . . . . . . . .
        10 . . . . . . . . . . . . .
         9 . . . . . . . . . . . . .
         8 . . . . . . . . . . . . .
         7 . . . . . . x . . . . . .
         6 . . . . . . . . . . . . .
         5 . . . . . . . A . . . . .
         4 . . . . . . . . . . . . .
         3 . . . . . . . . . . . . .
         2 . . . . . . . . . . . . .
         1 x . . . . A K . . . . . x
           a b c d e f g h i j k l m",
        Side::Attackers,
    );
    let ply = common::play(&mut game, "h5-h1");
    assert_eq!(captured(&ply), NONE);
    assert_eq!(ply.outcome, None);
    assert_eq!(piece(&game, "g1"), Some(Piece::King));
}

#[test]
fn s3_4_burg_next_to_the_king_counts_as_an_attacker() {
    let mut game = common::game(
        KT,
        "
        13 x . . . . . . . . . . . x
        12 . . . . . . . . . . D . .
        11 . . . . . . . . . . . . .
        10 . . . . . . . . . . . . .
         9 . . . . . . . . . . . . .
         8 . . . . . . . . . . . . .
         7 . . . . . . x . . . . . .
         6 . A . . . . . . . . . . .
         5 . . . . . . . . . . . . .
         4 . . . . . . . . . . . . .
         3 . . . . . . . . . . . . .
         2 . . . . . . . . . . . . .
         1 x K A . . . . . . . . . x
           a b c d e f g h i j k l m",
        Side::Attackers,
    );
    let ply = common::play(&mut game, "b6-b2");
    assert_eq!(captured(&ply), ["b1"]);
    assert_eq!(ply.outcome, won(Winner::Attackers, Reason::KingCaptured));
}

#[test]
fn s3_4_burg_and_edge_with_one_attacker_do_not_capture_the_king() {
    let mut game = common::game(
        KT,
        "
        13 x . . . . . . . . . . . x
        12 . . . . . . . . . . D . .
        11 . . . . . . . . . . . . .
        10 . . . . . . . . . . . . .
         9 . . . . . . . . . . . . .
         8 . . . . . . . . . . . . .
         7 . . . . . . x . . . . . .
         6 . A . . . . . . . . . . .
         5 . . . . . . . . . . . . .
         4 . . . . . . . . . . . . .
         3 . . . . . . . . . . . . .
         2 . . . . . . . . . . . . .
         1 x K . . . . . . . . . . x
           a b c d e f g h i j k l m",
        Side::Attackers,
    );
    let ply = common::play(&mut game, "b6-b2");
    assert_eq!(captured(&ply), NONE);
    assert_eq!(ply.outcome, None);
    assert_eq!(piece(&game, "b1"), Some(Piece::King));
}

#[test]
fn s3_4_king_enclosure_must_be_completed_by_the_moving_piece() {
    // docs/rules.md 1, "King capture is active too": the king already stands
    // among four attackers; a move elsewhere does not capture him.
    let mut game = common::game(
        KT,
        "
        13 x . . . . . . . . . . . x
        12 . . . . . . . . . . D . .
        11 . . . A . . . . . . . . .
        10 . . A K A . . . . . . . .
         9 . . . A . . . . . . . . .
         8 . . . . . . . . . . . . .
         7 . . . . . . x . . . . . .
         6 . . . . . . . . . . . . .
         5 . . . . . . . . . . . . .
         4 . . . . . . . . . . . . .
         3 . . . . . . . . . . . . .
         2 . . . . . . . . . A . . .
         1 x . . . . . . . . . . . x
           a b c d e f g h i j k l m",
        Side::Attackers,
    );
    let ply = common::play(&mut game, "j2-j3");
    assert_eq!(captured(&ply), NONE);
    assert_eq!(ply.king_captured, None);
    assert_eq!(ply.outcome, None);
    assert_eq!(piece(&game, "d10"), Some(Piece::King));
}

// ---------------------------------------------------------------------------
// Double trap: an attackers' move that captures a defender next to the king
// captures the king too if he would be captured were that defender's square
// an attacker. The moving piece need not touch the king.

#[test]
fn s3_4_double_trap_captures_king_and_defender() {
    let mut game = common::game(
        KT,
        "
        13 x . . . . . . . . . . . x
        12 . . . . . . . . . . D . .
        11 . . . . A . . . . . . . .
        10 . . . A K A . . . . . . .
         9 . . . A D . . . . . . . .
         8 . . . . . . . . . . . . .
         7 . . . . . . x . . . . . .
         6 . . . . . . . . . . . . .
         5 . . . . . . . . . . . . .
         4 . . . . . . . . . . . . .
         3 . . . . . A . . . . . . .
         2 . . . . . . . . . . . . .
         1 x . . . . . . . . . . . x
           a b c d e f g h i j k l m",
        Side::Attackers,
    );
    // f9 captures e9 (with d9) and only touches the king diagonally.
    let ply = common::play(&mut game, "f3-f9");
    assert_eq!(captured(&ply), ["e9", "e10"]);
    assert_eq!(ply.king_captured, Some(common::sq("e10")));
    assert_eq!(ply.outcome, won(Winner::Attackers, Reason::KingCaptured));
}

#[test]
fn s3_4_double_trap_needs_the_other_three_sides_closed() {
    let mut game = common::game(
        KT,
        "
        13 x . . . . . . . . . . . x
        12 . . . . . . . . . . D . .
        11 . . . . . . . . . . . . .
        10 . . . A K A . . . . . . .
         9 . . . A D . . . . . . . .
         8 . . . . . . . . . . . . .
         7 . . . . . . x . . . . . .
         6 . . . . . . . . . . . . .
         5 . . . . . . . . . . . . .
         4 . . . . . . . . . . . . .
         3 . . . . . A . . . . . . .
         2 . . . . . . . . . . . . .
         1 x . . . . . . . . . . . x
           a b c d e f g h i j k l m",
        Side::Attackers,
    );
    let ply = common::play(&mut game, "f3-f9");
    assert_eq!(captured(&ply), ["e9"]);
    assert_eq!(ply.king_captured, None);
    assert_eq!(ply.outcome, None);
    assert_eq!(piece(&game, "e10"), Some(Piece::King));
}

#[test]
fn s3_4_double_trap_on_the_throne() {
    let mut game = common::game(
        KT,
        "
        13 x . . . . . . . . . . . x
        12 . . . . . . . . . . D . .
        11 . . . . . . . . . . . . .
        10 . . . . . . . . . . . . .
         9 . . . . . . . . . . . . .
         8 . . . . . . A . . . . . .
         7 . . . . . A T A . . . . .
         6 . . . . . A D . . . . A .
         5 . . . . . . . . . . . . .
         4 . . . . . . . . . . . . .
         3 . . . . . . . . . . . . .
         2 . . . . . . . . . . . . .
         1 x . . . . . . . . . . . x
           a b c d e f g h i j k l m",
        Side::Attackers,
    );
    let ply = common::play(&mut game, "l6-h6");
    assert_eq!(captured(&ply), ["g6", "g7"]);
    assert_eq!(ply.outcome, won(Winner::Attackers, Reason::KingCaptured));
}

#[test]
fn s3_4_double_trap_next_to_the_throne_counts_the_throne() {
    let mut game = common::game(
        KT,
        "
        13 x . . . . . . . . . . . x
        12 . . . . . . . A . . . . .
        11 . . . . . . . . . . . . .
        10 . . . . . . . . . . . . .
         9 . . . . . A D . . . . . .
         8 . . . . . A K A . . . . .
         7 . . . . . . x . . . . . .
         6 . . . . . . . . . . . . .
         5 . . . . . . . . . . . . .
         4 . . . . . . . . . . . . .
         3 . . . . . . . . . . . . .
         2 . . . . . . . . . . D . .
         1 x . . . . . . . . . . . x
           a b c d e f g h i j k l m",
        Side::Attackers,
    );
    let ply = common::play(&mut game, "h12-h9");
    assert_eq!(captured(&ply), ["g8", "g9"]);
    assert_eq!(ply.outcome, won(Winner::Attackers, Reason::KingCaptured));
}

#[test]
fn s3_4_double_trap_on_the_edge_counts_the_edge() {
    let mut game = common::game(
        KT,
        "
        13 x . . . . . . . . . . . x
        12 . . . . . . . . . . D . .
        11 . . . . . . . . . . . . .
        10 . . . . . . . . . . . . .
         9 . . . . . . . . . . . . .
         8 . . . . . . . . . . . . .
         7 . . . . . . x . . . . . .
         6 . . . . . . . A . . . . .
         5 . . . . . . . . . . . . .
         4 . . . . . . . . . . . . .
         3 . . . . . . . . . . . . .
         2 . . . . . A D . . . . . .
         1 x . . . . A K A . . . . x
           a b c d e f g h i j k l m",
        Side::Attackers,
    );
    let ply = common::play(&mut game, "h6-h2");
    assert_eq!(captured(&ply), ["g1", "g2"]);
    assert_eq!(ply.outcome, won(Winner::Attackers, Reason::KingCaptured));
}

#[test]
fn s3_4_double_trap_next_to_a_burg_counts_the_burg() {
    let mut game = common::game(
        KT,
        "
        13 x . . . . . . . . . . . x
        12 . . . . . . . . . . D . .
        11 . . . . . . . . . . . . .
        10 . . . . . . . . . . . . .
         9 . . . . . . . . . . . . .
         8 . . . . . . . . . . . . .
         7 . . . . . . x . . . . . .
         6 . . . . . . . . . . . . .
         5 . . . . . . . . . . . . .
         4 . . . . . . . . . . . . .
         3 A . . . . A . . . . . . .
         2 K D . . . . . . . . . . .
         1 x A . . . . . . . . . . x
           a b c d e f g h i j k l m",
        Side::Attackers,
    );
    let ply = common::play(&mut game, "f3-b3");
    assert_eq!(captured(&ply), ["a2", "b2"]);
    assert_eq!(ply.outcome, won(Winner::Attackers, Reason::KingCaptured));
}

// ---------------------------------------------------------------------------
// Shieldwall

#[test]
fn s3_4_shieldwall_captures_row_on_edge() {
    let mut game = common::game(
        KT,
        "
        13 x . . . . . . . . . . . x
        12 . . . . . . . . . . . . .
        11 . . . . . . . . . . K . .
        10 . . . . . . . . . . . . .
         9 . . . . . . . . . . . . .
         8 . . . . . . . . . . . . .
         7 . . . . . . x . . . . . .
         6 . . . A . . . . . . . . .
         5 . . . . . . . . . . . . .
         4 . . . . . . . . . . . . .
         3 . . . . . . . . . . . . .
         2 . . . . A A A . . . . . .
         1 x . . . D D D A . . . . x
           a b c d e f g h i j k l m",
        Side::Attackers,
    );
    let ply = common::play(&mut game, "d6-d1");
    assert_eq!(captured(&ply), ["e1", "f1", "g1"]);
    assert_eq!(game.outcome(), None);
}

#[test]
fn s3_4_shieldwall_of_attackers_captured_on_a_side_edge() {
    let mut game = common::game(
        KT,
        "
        13 x . . . . . . . . . . . x
        12 . . . . . . . . . . . . .
        11 . . . . . . . . . . K . .
        10 . . . . . . . . . . . . .
         9 . . . . . . . . . . . . .
         8 . . . . . . . . . . . . .
         7 D . . . . . x . . . . . .
         6 A D . . . . . . . . . . .
         5 A D . . . . . . . . . . .
         4 . . . . D . . . . . . . .
         3 . . . . . . . . . . . . .
         2 . . . . . . . . . . A . .
         1 x . . . . . . . . . . . x
           a b c d e f g h i j k l m",
        Side::Defenders,
    );
    let ply = common::play(&mut game, "e4-a4");
    assert_eq!(captured(&ply), ["a5", "a6"]);
}

#[test]
fn s3_4_one_move_closes_two_shieldwalls() {
    let mut game = common::game(
        KT,
        "
        13 x . . . . . . . . . . . x
        12 . . . . . . . . . . . . .
        11 . . . . . . . . . . K . .
        10 . . . . . . . . . . . . .
         9 . . . . . . . . . . . . .
         8 . . . . . . . . . . . . .
         7 . . . . . . x . . . . . .
         6 . . . . . . . . . . . . .
         5 . . . . A . . . . . . . .
         4 . . . . . . . . . . . . .
         3 . . . . . . . . . . . . .
         2 . . A A . A A . . . . . .
         1 x A D D . D D A . . . . x
           a b c d e f g h i j k l m",
        Side::Attackers,
    );
    let ply = common::play(&mut game, "e5-e1");
    assert_eq!(captured(&ply), ["c1", "d1", "f1", "g1"]);
}

#[test]
fn s3_4_shieldwall_needs_an_enemy_at_the_other_end() {
    let mut game = common::game(
        KT,
        "
        13 x . . . . . . . . . . . x
        12 . . . . . . . . . . . . .
        11 . . . . . . . . . . K . .
        10 . . . . . . . . . . . . .
         9 . . . . . . . . . . . . .
         8 . . . . . . . . . . . . .
         7 . . . . . . x . . . . . .
         6 . . . A . . . . . . . . .
         5 . . . . . . . . . . . . .
         4 . . . . . . . . . . . . .
         3 . . . . . . . . . . . . .
         2 . . . . A A A . . . . . .
         1 x . . . D D D . . . . . x
           a b c d e f g h i j k l m",
        Side::Attackers,
    );
    let ply = common::play(&mut game, "d6-d1");
    assert_eq!(captured(&ply), NONE);
}

#[test]
fn s3_4_shieldwall_needs_an_enemy_in_front_of_every_piece_of_the_row() {
    // The row is the maximal run e1 f1 g1; f1 has no attacker in front.
    let mut game = common::game(
        KT,
        "
        13 x . . . . . . . . . . . x
        12 . . . . . . . . . . . . .
        11 . . . . . . . . . . K . .
        10 . . . . . . . . . . . . .
         9 . . . . . . . . . . . . .
         8 . . . . . . . . . . . . .
         7 . . . . . . x . . . . . .
         6 . . . A . . . . . . . . .
         5 . . . . . . . . . . . . .
         4 . . . . . . . . . . . . .
         3 . . . . . . . . . . . . .
         2 . . . . A . A . . . . . .
         1 x . . . D D D A . . . . x
           a b c d e f g h i j k l m",
        Side::Attackers,
    );
    let ply = common::play(&mut game, "d6-d1");
    assert_eq!(captured(&ply), NONE);
}

#[test]
fn s3_4_shieldwall_is_closed_only_by_a_move_onto_an_end_square() {
    // Both ends are held; the last front piece arriving captures nothing.
    let mut game = common::game(
        KT,
        "
        13 x . . . . . . . . . . . x
        12 . . . . . . . . . . . . .
        11 . . . . . . . . . . K . .
        10 . . . . . . . . . . . . .
         9 . . . . . . . . . . . . .
         8 . . . . . . . . . . . . .
         7 . . . . . . x . . . . . .
         6 . . . . . A . . . . . . .
         5 . . . . . . . . . . . . .
         4 . . . . . . . . . . . . .
         3 . . . . . . . . . . . . .
         2 . . . . A . A . . . . . .
         1 x . . A D D D A . . . . x
           a b c d e f g h i j k l m",
        Side::Attackers,
    );
    let ply = common::play(&mut game, "f6-f2");
    assert_eq!(captured(&ply), NONE);
}

#[test]
fn s3_4_a_row_of_one_falls_only_to_custodial_capture() {
    // A single edge piece is taken by the ordinary custodial rule, which
    // needs no piece in front of it.
    let mut game = common::game(
        KT,
        "
        13 x . . . . . . . . . . . x
        12 . . . . . . . . . . . . .
        11 . . . . . . . . . . K . .
        10 . . . . . . . . . . . . .
         9 . . . . . . . . . . . . .
         8 . . . . . . . . . . . . .
         7 . . . . . . x . . . . . .
         6 . . . A . . . . . . . . .
         5 . . . . . . . . . . . . .
         4 . . . . . . . . . . . . .
         3 . . . . . . . . . . . . .
         2 . . . . . . . . . . . . .
         1 x . . . D A . . . . . . x
           a b c d e f g h i j k l m",
        Side::Attackers,
    );
    let ply = common::play(&mut game, "d6-d1");
    assert_eq!(captured(&ply), ["e1"]);
}

#[test]
fn s3_4_burgs_do_not_bracket_a_shieldwall() {
    let mut game = common::game(
        KT,
        "
        13 x . . . . . . . . . . . x
        12 . . . . . . . . . . . . .
        11 . . . . . . . . . . K . .
        10 . . . . . . . . . . . . .
         9 . . . . . . . . . . . . .
         8 . . . . . . . . . . . . .
         7 . . . . . . x . . . . . .
         6 . . . A . . . . . . . . .
         5 . . . . . . . . . . . . .
         4 . . . . . . . . . . . . .
         3 . . . . . . . . . . . . .
         2 . A A . . . . . . . . . .
         1 x D D . . . . . . . . . x
           a b c d e f g h i j k l m",
        Side::Attackers,
    );
    let ply = common::play(&mut game, "d6-d1");
    assert_eq!(captured(&ply), NONE);
    assert_eq!(piece(&game, "b1"), Some(Piece::Defender));
    assert_eq!(piece(&game, "c1"), Some(Piece::Defender));
}

#[test]
fn s3_4_king_in_the_line_ends_a_shieldwall_row() {
    // The row is e1 f1 only; the king on g1 is no bracket for the attackers.
    let mut game = common::game(
        KT,
        "
        13 x . . . . . . . . . . . x
        12 . . . . . . . . . . D . .
        11 . . . . . . . . . . . . .
        10 . . . . . . . . . . . . .
         9 . . . . . . . . . . . . .
         8 . . . . . . . . . . . . .
         7 . . . . . . x . . . . . .
         6 . . . A . . . . . . . . .
         5 . . . . . . . . . . . . .
         4 . . . . . . . . . . . . .
         3 . . . . . . . . . . . . .
         2 . . . . A A A . . . . . .
         1 x . . . D D K A . . . . x
           a b c d e f g h i j k l m",
        Side::Attackers,
    );
    let ply = common::play(&mut game, "d6-d1");
    assert_eq!(captured(&ply), NONE);
    assert_eq!(ply.outcome, None);
    assert_eq!(piece(&game, "g1"), Some(Piece::King));
}

#[test]
fn s3_4_king_is_never_captured_by_a_shieldwall() {
    // The king on e1 next to the mover ends the row at once: neither he nor
    // f1 behind him is captured.
    let mut game = common::game(
        KT,
        "
        13 x . . . . . . . . . . . x
        12 . . . . . . . . . . D . .
        11 . . . . . . . . . . . . .
        10 . . . . . . . . . . . . .
         9 . . . . . . . . . . . . .
         8 . . . . . . . . . . . . .
         7 . . . . . . x . . . . . .
         6 . . . A . . . . . . . . .
         5 . . . . . . . . . . . . .
         4 . . . . . . . . . . . . .
         3 . . . . . . . . . . . . .
         2 . . . . A A . . . . . . .
         1 x . . . K D A . . . . . x
           a b c d e f g h i j k l m",
        Side::Attackers,
    );
    let ply = common::play(&mut game, "d6-d1");
    assert_eq!(captured(&ply), NONE);
    assert_eq!(ply.king_captured, None);
    assert_eq!(ply.outcome, None);
    assert_eq!(piece(&game, "e1"), Some(Piece::King));
    assert_eq!(piece(&game, "f1"), Some(Piece::Defender));
}

#[test]
fn s3_4_armed_king_may_close_a_shieldwall_as_the_mover() {
    let mut game = common::game(
        KT,
        "
        13 x . . . A A D . . . . . x
        12 . . . . D D . . . . . . .
        11 . . . . . . . . . . . . .
        10 . . . . . . . . . . . . .
         9 . . . K . . . . . . . . .
         8 . . . . . . . . . . . . .
         7 . . . . . . x . . . . . .
         6 . . . . . . . . . . . . .
         5 . . . . . . . . . . . . .
         4 . . . . . . . . . . . . .
         3 . . . . . . . . . . . . .
         2 . . . . . . . . . . A . .
         1 x . . . . . . . . . . . x
           a b c d e f g h i j k l m",
        Side::Defenders,
    );
    let ply = common::play(&mut game, "d9-d13");
    assert_eq!(captured(&ply), ["e13", "f13"]);
    assert_eq!(ply.outcome, None);
}

#[test]
fn s3_4_armed_king_may_bracket_a_shieldwall() {
    let mut game = common::game(
        KT,
        "
        13 x . . . A A K . . . . . x
        12 . . . . D D . . . . . . .
        11 . . . . . . . . . . . . .
        10 . . . . . . . . . . . . .
         9 . . . D . . . . . . . . .
         8 . . . . . . . . . . . . .
         7 . . . . . . x . . . . . .
         6 . . . . . . . . . . . . .
         5 . . . . . . . . . . . . .
         4 . . . . . . . . . . . . .
         3 . . . . . . . . . . . . .
         2 . . . . . . . . . . A . .
         1 x . . . . . . . . . . . x
           a b c d e f g h i j k l m",
        Side::Defenders,
    );
    let ply = common::play(&mut game, "d9-d13");
    assert_eq!(captured(&ply), ["e13", "f13"]);
}

#[test]
fn s3_4_armed_king_may_stand_in_front_of_a_shieldwall() {
    let mut game = common::game(
        KT,
        "
        13 x . . . A A D . . . . . x
        12 . . . . D K . . . . . . .
        11 . . . . . . . . . . . . .
        10 . . . . . . . . . . . . .
         9 . . . D . . . . . . . . .
         8 . . . . . . . . . . . . .
         7 . . . . . . x . . . . . .
         6 . . . . . . . . . . . . .
         5 . . . . . . . . . . . . .
         4 . . . . . . . . . . . . .
         3 . . . . . . . . . . . . .
         2 . . . . . . . . . . A . .
         1 x . . . . . . . . . . . x
           a b c d e f g h i j k l m",
        Side::Defenders,
    );
    let ply = common::play(&mut game, "d9-d13");
    assert_eq!(captured(&ply), ["e13", "f13"]);
}

// ---------------------------------------------------------------------------
// Win: defenders when the king reaches a burg; attackers when they capture
// the king. House repetition rule.

#[test]
fn s3_4_king_reaching_a_burg_wins_for_defenders_and_still_captures() {
    let mut game = common::game(
        KT,
        "
        13 x . . . . . . . . . . . x
        12 . . . . . . . . . . . . .
        11 . . . . . . . . . . A . .
        10 . . . . . . . . . . . . .
         9 . . . . . . . . . . . . .
         8 . . . . . . . . . . . . .
         7 . . . . . . x . . . . . .
         6 K . . . . . . . . . . . .
         5 . . . . . . . . . . . . .
         4 . . . . . . . . . . . . .
         3 . . . . . . . . . . . . .
         2 . . . . . . . . . . . . .
         1 x A D . . . . . . . . . x
           a b c d e f g h i j k l m",
        Side::Defenders,
    );
    let ply = common::play(&mut game, "a6-a1");
    assert_eq!(captured(&ply), ["b1"]);
    assert_eq!(ply.outcome, won(Winner::Defenders, Reason::KingEscaped));
    assert_eq!(game.outcome(), ply.outcome);
    common::refused_for(&mut game, "k11-k12", IllegalMove::GameOver);
}

#[test]
fn s3_4_king_reaching_any_burg_wins() {
    // From g1 and g13 the king reaches two burgs each.
    for (diagram, moves) in [
        (
            "
        13 x . . . . . . . . . . . x
        12 . . . . . . . . . . . . .
        11 . . . . . . . . . . . . .
        10 . . . . . . . . . . . . .
         9 . . . . . . . . . . . . .
         8 . . . . . . . . . . . . .
         7 . . . . . . x . . . . . .
         6 . . . . . . . . . . . . .
         5 . . . . . . . . . . A . .
         4 . . . . . . . . . . . . .
         3 . . . . . . . . . . . . .
         2 . . . . . . . . . . . . .
         1 x . . . . . K . . . . . x
           a b c d e f g h i j k l m",
            ["g1-a1", "g1-m1"],
        ),
        (
            "
        13 x . . . . . K . . . . . x
        12 . . . . . . . . . . . . .
        11 . . . . . . . . . . . . .
        10 . . . . . . . . . . . . .
         9 . . . . . . . . . . . . .
         8 . . . . . . . . . . . . .
         7 . . . . . . x . . . . . .
         6 . . . . . . . . . . . . .
         5 . . . . . . . . . . A . .
         4 . . . . . . . . . . . . .
         3 . . . . . . . . . . . . .
         2 . . . . . . . . . . . . .
         1 x . . . . . . . . . . . x
           a b c d e f g h i j k l m",
            ["g13-a13", "g13-m13"],
        ),
    ] {
        let game = common::game(KT, diagram, Side::Defenders);
        for mv in moves {
            let mut game = game.clone();
            let ply = common::play(&mut game, mv);
            assert_eq!(
                ply.outcome,
                won(Winner::Defenders, Reason::KingEscaped),
                "{mv}"
            );
        }
    }
}

#[test]
fn s3_4_third_occurrence_of_a_position_is_a_draw() {
    let mut game = common::game(
        KT,
        "
        13 x . . . . . . . . . . . x
        12 . . . . . . . . . . . . .
        11 . . . . . . . . . . D . .
        10 . . . . . K . . . . . . .
         9 . . . . . . . . . . . . .
         8 . . . . . . . . . . . . .
         7 . . . . . . x . . . . . .
         6 . . . . . . . . . . . . .
         5 . . . . . . . . . . . . .
         4 . . . . . . . . . . . . .
         3 . . A . . . . . . . . . .
         2 . . . . . . . . . . . . .
         1 x . . . . . . . . . . . x
           a b c d e f g h i j k l m",
        Side::Attackers,
    );
    let cycle = ["c3-c4", "k11-k12", "c4-c3", "k12-k11"];
    // The start position occurs for the second time after four moves ...
    for mv in cycle {
        assert_eq!(common::play(&mut game, mv).outcome, None, "{mv}");
    }
    for mv in &cycle[..3] {
        assert_eq!(common::play(&mut game, mv).outcome, None, "{mv}");
    }
    // ... and for the third time after eight.
    let ply = common::play(&mut game, "k12-k11");
    assert_eq!(ply.outcome, won(Winner::Draw, Reason::Repetition));
    assert_eq!(game.outcome(), ply.outcome);
}
