//! docs/rules.md section 1, "Conventions shared by all variants": one or more
//! tests per rule paragraph, each from a small diagram in the legend of
//! docs/rules.md (A attacker, D defender, K king, E Evangelist, T king on the
//! throne, x restricted, o unusable, . empty; ranks top to bottom).

mod common;

use std::sync::Arc;

use common::{
    COPENHAGEN_RESTRICTED, KINGS_TABLE_THRONE, ROOK, cannot_pass, cannot_stop, game, legal, names,
    play, position, refuse, sq,
};
use hnefi_engine::{
    DiagramError, Game, IllegalMove, Outcome, Piece, Position, Reason, Side, Variant, Winner,
    variant,
};

fn win(side: Side, reason: Reason) -> Option<Outcome> {
    Some(Outcome::win(side, reason))
}

// ---------------------------------------------------------------------------
// Board and squares
// ---------------------------------------------------------------------------

/// "Files are letters `a`.. from the left, ranks are numbers `1`.. from the
/// bottom ... `a1` is bottom-left ... Diagrams below list ranks top to bottom."
#[test]
fn s1_a1_is_bottom_left_and_diagrams_list_ranks_top_down() {
    let pos = position(
        "copenhagen",
        "
        11 x . . . . . . . . . x
        10 . . . . . . . . . . .
         9 . . . . . . . . . . .
         8 . . . . . . . . . . .
         7 . . . . . . . . . . .
         6 . . . . . T . . . . .
         5 . . . . . . . . . . .
         4 . . . . . . . . . . .
         3 . . . . . . . . . . .
         2 A . . . . . . . . . .
         1 x D . . . . . . . . x
           a b c d e f g h i j k
        ",
        Side::Attackers,
    );
    assert_eq!(pos.piece_at(sq("a2")), Some(Piece::Attacker));
    assert_eq!(pos.piece_at(sq("b1")), Some(Piece::Defender));
    assert_eq!(pos.piece_at(sq("a1")), None);
    assert_eq!(pos.piece_at(sq("b2")), None);
    assert_eq!(pos.king(), Some(sq("f6")));
    assert_eq!((sq("a1").file(), sq("a1").rank()), (0, 0));
    assert_eq!((sq("k11").file(), sq("k11").rank()), (10, 10));
    assert_eq!(pos.to_string(), "11/11/11/11/11/5k5/11/11/11/a10/1d9 a");
}

/// "An N x N board, N odd (7, 9, 11, 13, 19). ... `e5` is the centre of
/// 9x9, `j10` the centre of 19x19."
#[test]
fn s1_boards_are_odd_and_centres_are_e5_and_j10() {
    let sizes: Vec<(String, u8)> = variant::all()
        .iter()
        .map(|v| (v.key().to_string(), v.size()))
        .collect();
    for (key, size) in &sizes {
        assert!(
            [7, 9, 11, 13, 19].contains(size),
            "{key} has a {size}x{size} board"
        );
    }
    let expect = [
        ("noggin", 9),
        ("knut", 9),
        ("thor", 9),
        ("kings-table", 13),
        ("alea-evangelii", 19),
        ("magpie", 7),
        ("tafl9", 9),
        ("copenhagen", 11),
        ("brandubh", 7),
    ];
    for (key, size) in expect {
        assert_eq!(common::variant(key).size(), size, "{key}");
    }
    let tafl = common::variant("tafl9").start_position(None, None).unwrap();
    assert_eq!(tafl.king(), Some(sq("e5")));
    let alea = common::variant("alea-evangelii")
        .start_position(None, None)
        .unwrap();
    assert_eq!(alea.king(), Some(sq("j10")));
}

// ---------------------------------------------------------------------------
// Sides
// ---------------------------------------------------------------------------

/// "Two sides: the attackers ... and the defenders ... The defenders own the
/// king ... Some variants add special pieces (Evangelists ...)."
#[test]
fn s1_defenders_own_the_king_and_the_evangelists() {
    let pos = position(
        "brandubh",
        "
        7 x . . A . . x
        6 . . . . . . .
        5 . . . D . . .
        4 . . . T . . .
        3 . . . . . . .
        2 . . . . . . .
        1 x . . . . . x
          a b c d e f g
        ",
        Side::Attackers,
    );
    assert!(pos.pieces(Side::Defenders).contains(sq("d4")));
    assert!(!pos.pieces(Side::Attackers).contains(sq("d4")));
    assert_eq!(names(pos.pieces(Side::Defenders)), ["d4", "d5"]);
    assert_eq!(names(pos.pieces(Side::Attackers)), ["d7"]);
    let mut g = Game::new(pos);
    assert_eq!(
        refuse(&mut g, "d4-c4").error,
        IllegalMove::NotYourPiece {
            square: sq("d4"),
            to_move: Side::Attackers,
        }
    );

    // Alea Evangelii: the Evangelists are defenders.
    let alea = common::variant("alea-evangelii")
        .start_position(None, None)
        .unwrap();
    assert_eq!(
        names(alea.pieces_of(Piece::Evangelist)),
        ["f6", "n6", "f14", "n14"]
    );
    for e in ["f6", "n6", "f14", "n14"] {
        assert!(alea.pieces(Side::Defenders).contains(sq(e)), "{e}");
    }
    let mut g = Game::new(alea);
    assert_eq!(
        refuse(&mut g, "f6-f7").error,
        IllegalMove::NotYourPiece {
            square: sq("f6"),
            to_move: Side::Attackers,
        }
    );
}

/// "(black; trolls, thieves, Russians) and the defenders (white; Nogs,
/// friends, Swedes)": a player told it is not their turn hears the
/// variant's own name for the side to move.
#[test]
fn s1_sides_are_named_in_each_variants_words() {
    let mut noggin = Game::new(
        common::variant("noggin")
            .start_position(None, None)
            .unwrap(),
    );
    assert_eq!(noggin.turn(), Side::Defenders);
    assert_eq!(
        refuse(&mut noggin, "d1-d2").error,
        IllegalMove::NotYourPiece {
            square: sq("d1"),
            to_move: Side::Defenders,
        }
    );
    let mut magpie = Game::new(
        common::variant("magpie")
            .start_position(None, None)
            .unwrap(),
    );
    assert_eq!(
        refuse(&mut magpie, "d3-c3").error,
        IllegalMove::NotYourPiece {
            square: sq("d3"),
            to_move: Side::Attackers,
        }
    );
    let tafl = common::variant("tafl9");
    let mut tafl = Game::new(tafl.start_position(None, Some(Side::Defenders)).unwrap());
    assert_eq!(
        refuse(&mut tafl, "e2-c2").error,
        IllegalMove::NotYourPiece {
            square: sq("e2"),
            to_move: Side::Defenders,
        }
    );
}

// ---------------------------------------------------------------------------
// Legend for diagrams
// ---------------------------------------------------------------------------

/// "`A` attacker, `D` defender, `K` king, `E` Evangelist (defender), `T`
/// throne/trollstone with the king on it, `x` restricted square, `o`
/// unusable square, `.` empty." The Alea Evangelii diagram of docs/rules.md 3.5
/// uses every symbol but `K` and is the start position.
#[test]
fn s1_diagram_legend_reads_every_symbol() {
    let alea = position(
        "alea-evangelii",
        "
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
        ",
        Side::Attackers,
    );
    let start = common::variant("alea-evangelii")
        .start_position(None, None)
        .unwrap();
    assert_eq!(alea, start);
    assert_eq!(alea.pieces_of(Piece::Attacker).count(), 48);
    assert_eq!(alea.pieces_of(Piece::Defender).count(), 20);
    assert_eq!(alea.pieces_of(Piece::Evangelist).count(), 4);
    assert_eq!(alea.king(), Some(sq("j10")));
    assert_eq!(alea.piece_at(sq("a1")), None);
    assert_eq!(alea.piece_at(sq("b2")), None);

    // `K` off the throne and `T` on it are both the king.
    let k = position(
        "brandubh",
        "
        7 x . . . . . x
        6 . . . . . . .
        5 . . K . . . .
        4 . . . x . . .
        3 . . . . . . .
        2 . . . . . . .
        1 x . . . . . x
        ",
        Side::Defenders,
    );
    assert_eq!(k.king(), Some(sq("c5")));
    assert_eq!(k.piece_at(sq("c5")), Some(Piece::King));
    assert_eq!(k.piece_at(sq("d4")), None);
    let mut bad = "7 x . . . . . x\n".to_string();
    bad.push_str(&"  . . . . . . .\n".repeat(5));
    bad.push_str("  x . . Q . . x\n");
    let err = Position::from_diagram(&common::variant("brandubh"), &bad, Side::Attackers)
        .expect_err("Q is no symbol");
    assert_eq!(err, DiagramError::Symbol('Q'));
}

// ---------------------------------------------------------------------------
// Moves
// ---------------------------------------------------------------------------

/// "every piece moves like a chess rook: any number of empty squares along
/// a rank or file, never through or onto another piece, never diagonally."
#[test]
fn s1_pieces_move_like_rooks() {
    let g = game("brandubh", ROOK, Side::Defenders);
    let from_c2: Vec<String> = legal(&g)
        .into_iter()
        .filter(|m| m.starts_with("c2-"))
        .collect();
    assert_eq!(
        from_c2,
        [
            "c2-a2", "c2-b2", "c2-c1", "c2-c3", "c2-c4", "c2-c5", "c2-c6", "c2-c7", "c2-d2",
            "c2-e2"
        ]
    );
    let mut g = game("brandubh", ROOK, Side::Defenders);
    let ply = play(&mut g, "c2-c7");
    assert!(ply.captures.is_empty());
    assert_eq!(g.position().piece_at(sq("c7")), Some(Piece::Defender));
    assert_eq!(g.position().piece_at(sq("c2")), None);
}

/// The same rule from the player's side: each kind of illegal move is
/// refused with its reason as data (the squares, the piece, the side, the
/// rule), which the variant's names are put on only when a player reads it.
#[test]
fn s1_illegal_moves_say_why() {
    let mut g = game("brandubh", ROOK, Side::Defenders);
    let reasons = [
        (
            "c2-g2",
            IllegalMove::Blocked {
                from: sq("c2"),
                to: sq("g2"),
                at: sq("f2"),
            },
        ),
        ("c2-f2", IllegalMove::Occupied(sq("f2"))),
        ("c2-d3", IllegalMove::NotStraight),
        (
            "c2-h2",
            IllegalMove::OffBoard {
                square: sq("h2"),
                size: 7,
            },
        ),
        ("c2-c2", IllegalMove::SameSquare),
        (
            "f2-f3",
            IllegalMove::NotYourPiece {
                square: sq("f2"),
                to_move: Side::Defenders,
            },
        ),
        ("e5-e6", IllegalMove::NoPiece(sq("e5"))),
    ];
    for (mv, reason) in reasons {
        assert_eq!(refuse(&mut g, mv).error, reason, "{mv}");
    }

    // The Copenhagen start position.
    let mut g = Game::new(
        common::variant("copenhagen")
            .start_position(None, None)
            .unwrap(),
    );
    let reasons = [
        (
            "d1-d8",
            IllegalMove::Blocked {
                from: sq("d1"),
                to: sq("d8"),
                at: sq("d6"),
            },
        ),
        ("d1-d6", IllegalMove::Occupied(sq("d6"))),
        ("d1-e2", IllegalMove::NotStraight),
        (
            "a4-a12",
            IllegalMove::OffBoard {
                square: sq("a12"),
                size: 11,
            },
        ),
        (
            "l4-k4",
            IllegalMove::OffBoard {
                square: sq("l4"),
                size: 11,
            },
        ),
        (
            "f4-f3",
            IllegalMove::NotYourPiece {
                square: sq("f4"),
                to_move: Side::Attackers,
            },
        ),
        ("c3-c4", IllegalMove::NoPiece(sq("c3"))),
    ];
    for (mv, reason) in reasons {
        assert_eq!(refuse(&mut g, mv).error, reason, "{mv}");
    }

    // A refusal is data: the square, not the variant's name for it (the
    // words, generic or the variant's own, are checked in error_words.rs).
    let mut g = game("copenhagen", COPENHAGEN_RESTRICTED, Side::Attackers);
    let throne = refuse(&mut g, "f4-f6");
    assert_eq!(throne.error, cannot_stop("f6"));
}

/// "A player must move on every turn": there is no pass and no null move.
#[test]
fn s1_a_player_must_move() {
    let mut g = game("brandubh", ROOK, Side::Defenders);
    assert!(hnefi_engine::Move::parse("pass").is_err());
    assert_eq!(refuse(&mut g, "c2-c2").error, IllegalMove::SameSquare);
    assert_eq!(refuse(&mut g, "d4-d4").error, IllegalMove::SameSquare);
    assert!(!g.legal_moves().is_empty());
    assert!(
        g.legal_moves().iter().all(|m| m.from != m.to),
        "a legal move stays put"
    );
}

// ---------------------------------------------------------------------------
// Restricted squares
// ---------------------------------------------------------------------------

/// "Each variant lists them (throne, corners, ...): which pieces may stop on
/// them and which may pass through them." Copenhagen: only the king stops
/// on the throne and the corners; every piece may pass the empty throne.
#[test]
fn s1_restricted_squares_copenhagen_throne_and_corners() {
    let mut g = game("copenhagen", COPENHAGEN_RESTRICTED, Side::Attackers);
    assert_eq!(refuse(&mut g, "f4-f6").error, cannot_stop("f6"));
    assert_eq!(refuse(&mut g, "a3-a1").error, cannot_stop("a1"));
    let ply = play(&mut g, "f4-f8");
    assert_eq!(ply.to_string(), "f4-f8");
    assert_eq!(g.position().piece_at(sq("f8")), Some(Piece::Attacker));

    let mut g = game("copenhagen", COPENHAGEN_RESTRICTED, Side::Defenders);
    play(&mut g, "f9-f6");
    assert_eq!(g.position().king(), Some(sq("f6")));
}

/// King's Table (3.4): "only the king may stop on or pass through" the
/// throne g7.
#[test]
fn s1_restricted_squares_kings_table_throne_blocks_passage() {
    let mut g = game("kings-table", KINGS_TABLE_THRONE, Side::Attackers);
    assert_eq!(refuse(&mut g, "a7-m7").error, cannot_pass("g7"));
    assert_eq!(refuse(&mut g, "a7-g7").error, cannot_stop("g7"));
    assert!(legal(&g).contains(&"a7-f7".to_string()));
    assert!(!legal(&g).contains(&"a7-h7".to_string()));

    let mut g = game("kings-table", KINGS_TABLE_THRONE, Side::Defenders);
    assert!(legal(&g).contains(&"g2-g7".to_string()));
    play(&mut g, "g2-g12");
    assert_eq!(g.position().king(), Some(sq("g12")));
}

// ---------------------------------------------------------------------------
// Custodial capture
// ---------------------------------------------------------------------------

const CUSTODIAL: &str = "
    11 x . . . . . . . . . x
    10 . . . . . . . . . . .
     9 . . . . . . . . . . .
     8 . . . . . . . . . . .
     7 . . . . . . . . . . .
     6 . . . . . T . . . . .
     5 . . . . . . . . . . .
     4 . . . A . . . . . . .
     3 . . . D . . . . . . .
     2 . . . . . . . A . . .
     1 x . . . . . . . . . x
       a b c d e f g h i j k
";

/// "After a side moves a piece to square S, look in each of the four
/// directions from S: if the adjacent square holds an enemy piece P ... and
/// the square beyond P holds a piece of the moving side ..., then P is
/// removed. ... Captures are only made by the piece that moved."
#[test]
fn s1_custodial_capture_needs_the_moving_piece() {
    let mut g = game("copenhagen", CUSTODIAL, Side::Attackers);
    let ply = play(&mut g, "h2-d2");
    assert_eq!(names(ply.captures), ["d3"]);
    assert_eq!(ply.to_string(), "h2-d2xd3");
    assert_eq!(g.position().piece_at(sq("d3")), None);
    assert_eq!(ply.outcome, None);

    // The defender already stands between two attackers: a move elsewhere
    // captures nothing, because neither attacker moved.
    let mut g = game(
        "copenhagen",
        "
        11 x . . . . . . . . . x
        10 . . . . . . . . . . .
         9 . . . . . . . . . . .
         8 . . . . . . . . . . .
         7 . . . . . . . . . . .
         6 . . . . . T . . . . .
         5 . . . . . . . . . . .
         4 . . . A . . . . . . .
         3 . . . D . . . . . . .
         2 . . . A . . . A . . .
         1 x . . . . . . . . . x
           a b c d e f g h i j k
        ",
        Side::Attackers,
    );
    let ply = play(&mut g, "h2-h3");
    assert!(ply.captures.is_empty());
    assert_eq!(g.position().piece_at(sq("d3")), Some(Piece::Defender));
}

/// The square beyond P must hold a piece of the moving side (or be hostile):
/// an empty square or P's own friend there saves P.
#[test]
fn s1_custodial_capture_needs_an_anvil_beyond() {
    let empty_beyond = "
        11 x . . . . . . . . . x
        10 . . . . . . . . . . .
         9 . . . . . . . . . . .
         8 . . . . . . . . . . .
         7 . . . . . . . . . . .
         6 . . . . . T . . . . .
         5 . . . . . . . . . . .
         4 . . . . . . . . . . .
         3 . . . D . . . . . . .
         2 . . . . . . . A . . .
         1 x . . . . . . . . . x
           a b c d e f g h i j k
    ";
    let friend_beyond = "
        11 x . . . . . . . . . x
        10 . . . . . . . . . . .
         9 . . . . . . . . . . .
         8 . . . . . . . . . . .
         7 . . . . . . . . . . .
         6 . . . . . T . . . . .
         5 . . . . . . . . . . .
         4 . . . D . . . . . . .
         3 . . . D . . . . . . .
         2 . . . . . . . A . . .
         1 x . . . . . . . . . x
           a b c d e f g h i j k
    ";
    for diagram in [empty_beyond, friend_beyond] {
        let mut g = game("copenhagen", diagram, Side::Attackers);
        let ply = play(&mut g, "h2-d2");
        assert!(ply.captures.is_empty(), "{}", g.position());
        assert_eq!(ply.to_string(), "h2-d2");
        assert_eq!(g.position().piece_at(sq("d3")), Some(Piece::Defender));
    }
}

const BETWEEN: &str = "
    11 x . . . . . . . . . x
    10 . . . . . . . . . . .
     9 . . . . . . . . . . .
     8 . . . . . . . . . . .
     7 . . . . . . . . . . .
     6 . . . . . T . . . . .
     5 . . . . . . . . . . .
     4 . . . A . . . . . . .
     3 . . . . . . . . D . .
     2 . . . A . . . . . . .
     1 x . . . . . . . . . x
       a b c d e f g h i j k
";

/// "a piece may safely move in between two enemies, and is only captured
/// later if an enemy moves away and back".
#[test]
fn s1_piece_may_move_between_two_enemies_safely() {
    let mut g = game("copenhagen", BETWEEN, Side::Defenders);
    let ply = play(&mut g, "i3-d3");
    assert!(ply.captures.is_empty());
    assert_eq!(g.position().piece_at(sq("d3")), Some(Piece::Defender));
    assert_eq!(g.position().piece_at(sq("d2")), Some(Piece::Attacker));
    assert_eq!(g.position().piece_at(sq("d4")), Some(Piece::Attacker));
    assert_eq!(g.outcome(), None);

    let away = play(&mut g, "d4-c4");
    assert!(away.captures.is_empty());
    play(&mut g, "f6-f8");
    let back = play(&mut g, "c4-d4");
    assert_eq!(names(back.captures), ["d3"]);
    assert_eq!(back.to_string(), "c4-d4xd3");
    assert_eq!(g.position().piece_at(sq("d3")), None);
}

/// "... (or another enemy arrives)": the piece that moved in between two
/// enemies falls when a third enemy closes the other axis.
#[test]
fn s1_piece_between_enemies_falls_when_another_enemy_arrives() {
    let mut g = game(
        "copenhagen",
        "
        11 x . . . . . . . . . x
        10 . . . . . . . . . . .
         9 . . . . . . . . . . .
         8 . . . . . . . . . . .
         7 . . . . . . . . . . .
         6 . . . . . T . . . . .
         5 . . . . . . . . . . .
         4 . . . A . . . . . . .
         3 . . A . . . . . D . .
         2 . . . A . . . . . . .
         1 x . . . A . . . . . x
           a b c d e f g h i j k
        ",
        Side::Defenders,
    );
    let ply = play(&mut g, "i3-d3");
    assert!(ply.captures.is_empty());
    let ply = play(&mut g, "e1-e3");
    assert_eq!(names(ply.captures), ["d3"]);
    assert_eq!(ply.to_string(), "e1-e3xd3");
}

/// "Diagonal neighbours never capture."
#[test]
fn s1_diagonal_neighbours_never_capture() {
    let mut g = game(
        "copenhagen",
        "
        11 x . . . . . . . . . x
        10 . . . . . . . . . . .
         9 . . . . . . . . . . .
         8 . . . . . . . . . . .
         7 . . . . . . . . . . .
         6 . . . . . T . . . . .
         5 . . . . . . . . . . .
         4 . . . A . A . . . . .
         3 . . . . D . . . . . .
         2 . . . A . . . . A . .
         1 x . . . . . . . . . x
           a b c d e f g h i j k
        ",
        Side::Attackers,
    );
    // e3 ends with attackers on all four diagonals: d4 f4 d2 f2.
    let ply = play(&mut g, "i2-f2");
    assert!(ply.captures.is_empty());
    assert_eq!(g.position().piece_at(sq("e3")), Some(Piece::Defender));
    // The orthogonal counterpart does capture: with e4 held, an attacker
    // arriving at e2 takes e3.
    play(&mut g, "f6-f9");
    play(&mut g, "d4-e4");
    play(&mut g, "f9-f8");
    let ply = play(&mut g, "f2-e2");
    assert_eq!(names(ply.captures), ["e3"]);
}

/// "Several pieces can be captured by one move."
#[test]
fn s1_several_pieces_captured_by_one_move() {
    let mut g = game(
        "copenhagen",
        "
        11 x . . A . . . . . . x
        10 . . . . . . . . . . .
         9 . . . . . . . . . . .
         8 . A D . D A . . . . .
         7 . . . D . . . . . . .
         6 . . . A . T . . . . .
         5 . . . . . . . . . . .
         4 . . . . . . . . . . .
         3 . . . . . . . . . . .
         2 . . . . . . . . . . .
         1 x . . . . . . . . . x
           a b c d e f g h i j k
        ",
        Side::Attackers,
    );
    let ply = play(&mut g, "d11-d8");
    assert_eq!(names(ply.captures), ["d7", "c8", "e8"]);
    assert_eq!(ply.to_string(), "d11-d8xd7xc8xe8");
    for s in ["d7", "c8", "e8"] {
        assert_eq!(g.position().piece_at(sq(s)), None, "{s}");
    }
    assert_eq!(ply.outcome, None);
}

/// "if the adjacent square holds an enemy piece P that is capturable by
/// this rule": the Copenhagen king (4.1, "never on the edge by custodial
/// capture", otherwise four sides) is not taken between two attackers,
/// though a defender in the same place would be.
#[test]
fn s1_only_pieces_capturable_by_the_rule_are_taken() {
    let diagram = |d3: char, j1: char| {
        format!(
            "
            11 x . . . . . . . . . x
            10 . . . . . . . . . . .
             9 . . . . . . . . . . .
             8 . . . . . . . . . . .
             7 . . . . . . . . . . .
             6 . . . . . x . . . . .
             5 . . . . . . . . . . .
             4 . . . A . . . . . . .
             3 . . . {d3} . . . . . . .
             2 . . . . . . . A . . .
             1 x . . . . . . . . {j1} x
               a b c d e f g h i j k
            "
        )
    };
    let mut g = game("copenhagen", &diagram('K', 'D'), Side::Attackers);
    let ply = play(&mut g, "h2-d2");
    assert!(ply.captures.is_empty());
    assert_eq!(ply.king_captured, None);
    assert_eq!(g.position().king(), Some(sq("d3")));
    assert_eq!(g.outcome(), None);

    let mut g = game("copenhagen", &diagram('D', 'K'), Side::Attackers);
    let ply = play(&mut g, "h2-d2");
    assert_eq!(names(ply.captures), ["d3"]);
}

// ---------------------------------------------------------------------------
// Hostile square
// ---------------------------------------------------------------------------

/// "A restricted square that counts as an enemy piece for capturing."
/// Copenhagen's corners are hostile to both sides.
#[test]
fn s1_hostile_square_counts_as_an_enemy() {
    let mut g = game(
        "copenhagen",
        "
        11 x A . . . . . . . . x
        10 . . . . . . . . . . .
         9 . . . . . . . . . . .
         8 . . . . . . . . . . .
         7 . . . . . . . . . . .
         6 . . . . . T . . . . .
         5 . . D . . . . . . . .
         4 . . . . . . . . . . .
         3 . . . A . . . . . . .
         2 D . . . . . . . . . .
         1 x . . . . . . . . . x
           a b c d e f g h i j k
        ",
        Side::Attackers,
    );
    let ply = play(&mut g, "d3-a3");
    assert_eq!(names(ply.captures), ["a2"]);
    assert_eq!(ply.to_string(), "d3-a3xa2");
    let ply = play(&mut g, "c5-c11");
    assert_eq!(names(ply.captures), ["b11"]);
    assert_eq!(ply.to_string(), "c5-c11xb11");
}

/// "Each variant says which squares are hostile to which pieces and whether
/// an occupied square stays hostile." Copenhagen's throne is hostile to
/// defenders only when empty; King's Table's throne is not hostile to
/// ordinary pieces at all.
#[test]
fn s1_hostility_depends_on_the_variant_and_occupancy() {
    let copenhagen = |throne: char, j9: char| {
        format!(
            "
            11 x . . . . . . . . . x
            10 . . . . . . . . . . .
             9 . . . . . . . . . {j9} .
             8 . . . . . . . . . . .
             7 . . . . . . . . . . .
             6 . . . . . {throne} . . . . .
             5 . . . . . D . . . . .
             4 . . . . . . . . . . .
             3 . . . . . . . . . . .
             2 . . . . . . . . . . .
             1 x . . . . A . . . . x
               a b c d e f g h i j k
            "
        )
    };
    // Empty throne: hostile to the defender on f5.
    let mut g = game("copenhagen", &copenhagen('x', 'K'), Side::Attackers);
    let ply = play(&mut g, "f1-f4");
    assert_eq!(names(ply.captures), ["f5"]);
    assert_eq!(ply.to_string(), "f1-f4xf5");

    // The king on the throne: not hostile to defenders.
    let mut g = game("copenhagen", &copenhagen('T', '.'), Side::Attackers);
    let ply = play(&mut g, "f1-f4");
    assert!(ply.captures.is_empty());
    assert_eq!(g.position().piece_at(sq("f5")), Some(Piece::Defender));

    // The empty throne is hostile to attackers too.
    let mut g = game(
        "copenhagen",
        "
        11 x . . . . . . . . . x
        10 . . . . . . . . . . .
         9 . . . . . . . . . K .
         8 . . . . . . . . . . .
         7 . . . . . . . . . . .
         6 . . . . A x . . . . .
         5 . . . . . . . . . . .
         4 . . . . . . . . . . .
         3 . . . . . . . . . . .
         2 . . . D . . . . . . .
         1 x . . . . . . . . . x
           a b c d e f g h i j k
        ",
        Side::Defenders,
    );
    let ply = play(&mut g, "d2-d6");
    assert_eq!(names(ply.captures), ["e6"]);

    // King's Table: the empty throne is not hostile to ordinary pieces.
    let mut g = game(
        "kings-table",
        "
        13 x . . . . . . . . . . . x
        12 . . . . . . . . . . . . .
        11 . . . . . . . . . . . . .
        10 . . K . . . . . . . . . .
         9 . . . . . . . . . . . . .
         8 . . . . . . . . . . . . .
         7 . . . . . . x . . . . . .
         6 . . . . . . D . . . . . .
         5 . . . . . . . . . . . A .
         4 . . . . . . . . . . . . .
         3 . . . . . . . . . . . . .
         2 . . . . . . . . . . . . .
         1 x . . . . . . . . . . . x
           a b c d e f g h i j k l m
        ",
        Side::Attackers,
    );
    let ply = play(&mut g, "l5-g5");
    assert!(ply.captures.is_empty());
    assert_eq!(g.position().piece_at(sq("g6")), Some(Piece::Defender));
}

// ---------------------------------------------------------------------------
// Armed king
// ---------------------------------------------------------------------------

const KING_MOVER: &str = "
    7 x . . . . . x
    6 . . . . . . K
    5 . A . . . . .
    4 . D . x . . .
    3 . . . . . . .
    2 . . . . . A .
    1 x . . . . . x
      a b c d e f g
";

const KING_ANVIL: &str = "
    7 x . . . . . x
    6 . K . . . . .
    5 . A . . . . .
    4 . . . x . . .
    3 . . . . . . .
    2 . D . . . A .
    1 x . . . . . x
      a b c d e f g
";

fn unarmed_brandubh() -> Arc<Variant> {
    let mut spec = common::variant("brandubh").spec().clone();
    spec.key = "brandubh-unarmed".into();
    spec.name = "Brandubh with an unarmed king".into();
    spec.king.armed = false;
    Variant::new(spec).expect("a playable variant")
}

/// "An armed king takes part in captures like any other piece (both as the
/// moving piece and as the anvil)."
#[test]
fn s1_armed_king_captures_as_mover_and_anvil() {
    let mut g = game("brandubh", KING_MOVER, Side::Defenders);
    let ply = play(&mut g, "g6-b6");
    assert_eq!(names(ply.captures), ["b5"]);
    assert_eq!(ply.to_string(), "g6-b6xb5");

    let mut g = game("brandubh", KING_ANVIL, Side::Defenders);
    let ply = play(&mut g, "b2-b4");
    assert_eq!(names(ply.captures), ["b5"]);
    assert_eq!(ply.to_string(), "b2-b4xb5");
}

/// "Unarmed kings never capture": the same two moves with the king unarmed
/// (Brandubh's rules otherwise) take nothing.
#[test]
fn s1_unarmed_king_never_captures() {
    let unarmed = unarmed_brandubh();
    let mut g = Game::new(Position::from_diagram(&unarmed, KING_MOVER, Side::Defenders).unwrap());
    let ply = play(&mut g, "g6-b6");
    assert!(ply.captures.is_empty());
    assert_eq!(g.position().piece_at(sq("b5")), Some(Piece::Attacker));

    let mut g = Game::new(Position::from_diagram(&unarmed, KING_ANVIL, Side::Defenders).unwrap());
    let ply = play(&mut g, "b2-b4");
    assert!(ply.captures.is_empty());
    assert_eq!(g.position().piece_at(sq("b5")), Some(Piece::Attacker));
}

// ---------------------------------------------------------------------------
// Outcome
// ---------------------------------------------------------------------------

/// "Every game ends as `attackers win`, `defenders win` or `draw`, with a
/// reason: `king captured`, `king escaped`, `encircled`, `no legal moves`,
/// `repetition`, `resigned`, `timeout`, `draw agreed`, `aborted`, plus ...
/// `tuit nog`, `exit fort`."
#[test]
fn s1_outcomes_are_a_winner_and_a_named_reason() {
    let reasons: Vec<&str> = Reason::ALL.iter().map(|r| r.as_str()).collect();
    assert_eq!(
        reasons,
        [
            "king captured",
            "king escaped",
            "encircled",
            "no legal moves",
            "repetition",
            "resigned",
            "timeout",
            "draw agreed",
            "aborted",
            "tuit nog",
            "exit fort"
        ]
    );
    for r in Reason::ALL {
        assert_eq!(r.as_str().parse::<Reason>(), Ok(r));
    }
    assert_eq!(
        Outcome::win(Side::Attackers, Reason::KingCaptured).to_string(),
        "attackers win (king captured)"
    );
    assert_eq!(
        Outcome::win(Side::Defenders, Reason::KingEscaped).to_string(),
        "defenders win (king escaped)"
    );
    assert_eq!(
        Outcome::new(Winner::Draw, Reason::Repetition).to_string(),
        "draw (repetition)"
    );

    // A game ended from outside the rules keeps its reason and takes no
    // more moves.
    let mut g = game("brandubh", ROOK, Side::Defenders);
    g.finish(Outcome::win(Side::Attackers, Reason::Resigned))
        .unwrap();
    assert_eq!(g.outcome(), win(Side::Attackers, Reason::Resigned));
    assert_eq!(refuse(&mut g, "c2-c3").error, IllegalMove::GameOver);
    assert!(g.legal_moves().is_empty());
}

// ---------------------------------------------------------------------------
// King capture is active too
// ---------------------------------------------------------------------------

/// "Where a king is captured by enclosing him ..., the enclosure must be
/// completed by the moving piece: it is one of the enclosing pieces."
#[test]
fn s1_king_enclosure_is_completed_by_the_moving_piece() {
    let mut g = game(
        "copenhagen",
        "
        11 x . . . . . . . . . x
        10 . . . . . . . . . . .
         9 . . . . . . . A . . .
         8 . . . . . . A K A . .
         7 . . . . . . . . . . A
         6 . . . . . x . . . . .
         5 . . . . . . . . . . .
         4 . . . . . . . . . . .
         3 . . D . . . . . . . .
         2 . . . . . . . . . . .
         1 x . . . . . . . . . x
           a b c d e f g h i j k
        ",
        Side::Attackers,
    );
    let ply = play(&mut g, "k7-h7");
    assert_eq!(ply.king_captured, Some(sq("h8")));
    assert_eq!(names(ply.captures), ["h8"]);
    assert_eq!(ply.to_string(), "k7-h7xh8");
    assert_eq!(ply.outcome, win(Side::Attackers, Reason::KingCaptured));
    assert_eq!(g.outcome(), win(Side::Attackers, Reason::KingCaptured));
    assert_eq!(g.position().king(), None);
}

/// The negative: a king who already stands enclosed is not captured by a
/// move elsewhere, only when an enclosing attacker moves away and back.
#[test]
fn s1_king_already_enclosed_is_not_captured_by_another_move() {
    let mut g = game(
        "copenhagen",
        "
        11 x . . . . . . . . . x
        10 . . . . . . . . . . .
         9 . . . . . . . A . . .
         8 . . . . . . A K A . .
         7 . . . . . . . A . . A
         6 . . . . . x . . . . .
         5 . . . . . . . . . . .
         4 . . . . . . . . . . .
         3 . . D . . . . . . . .
         2 . . . . . . . . . . .
         1 x . . . . . . . . . x
           a b c d e f g h i j k
        ",
        Side::Attackers,
    );
    let ply = play(&mut g, "k7-k6");
    assert_eq!(ply.king_captured, None);
    assert!(ply.captures.is_empty());
    assert_eq!(g.outcome(), None);
    assert_eq!(g.position().king(), Some(sq("h8")));
    play(&mut g, "c3-c2");
    play(&mut g, "h7-h6");
    play(&mut g, "c2-c3");
    let ply = play(&mut g, "h6-h7");
    assert_eq!(ply.king_captured, Some(sq("h8")));
    assert_eq!(ply.outcome, win(Side::Attackers, Reason::KingCaptured));
}

/// The same for a king captured custodially (Tafl 3.7, "two enemies capture
/// him"): he may move in between two attackers safely.
#[test]
fn s1_king_may_move_between_two_enemies_safely() {
    let mut g = game(
        "tafl9",
        "
        9 x . . . . . . . x
        8 . . . . . D . . .
        7 . . . . . . . . .
        6 . A . A . . . . .
        5 . . . . x . . . .
        4 . . . . . . . . .
        3 . . K . . . . . .
        2 . . . . . . . A .
        1 x . . . . . . . x
          a b c d e f g h i
        ",
        Side::Defenders,
    );
    let ply = play(&mut g, "c3-c6");
    assert_eq!(ply.king_captured, None);
    assert_eq!(ply.outcome, None);
    assert_eq!(g.position().king(), Some(sq("c6")));
    play(&mut g, "d6-d7");
    play(&mut g, "f8-f7");
    let ply = play(&mut g, "d7-d6");
    assert_eq!(ply.king_captured, Some(sq("c6")));
    assert_eq!(ply.to_string(), "d7-d6xc6");
    assert_eq!(ply.outcome, win(Side::Attackers, Reason::KingCaptured));
}

// ---------------------------------------------------------------------------
// No legal moves
// ---------------------------------------------------------------------------

/// "In every variant, a side that has no legal move when it is to move
/// loses (`no legal moves`)." Copenhagen: the king on the edge cannot be
/// captured there, but once shut in he has no move.
#[test]
fn s1_side_with_no_legal_moves_loses() {
    let diagram = "
        11 x . . . . . . . . . x
        10 . . . . . . . . . . .
         9 . . . . . . . . . . .
         8 . . . . . . . . . . .
         7 A . . . . . . . . . .
         6 K . . . A x . . . . .
         5 A . . . . . . . . . .
         4 . . . . . . . . . . .
         3 . . . . . . . . . . .
         2 . . . . . . . . . . .
         1 x . . . . . . . . . x
           a b c d e f g h i j k
    ";
    let mut g = game("copenhagen", diagram, Side::Attackers);
    let ply = play(&mut g, "e6-b6");
    assert!(ply.captures.is_empty());
    assert_eq!(ply.king_captured, None);
    assert!(g.legal_moves().is_empty());
    assert_eq!(ply.outcome, win(Side::Attackers, Reason::NoLegalMoves));
    assert_eq!(g.outcome(), win(Side::Attackers, Reason::NoLegalMoves));

    // Negative: leaving the king a way out does not end the game.
    let mut g = game("copenhagen", diagram, Side::Attackers);
    let ply = play(&mut g, "e6-e7");
    assert_eq!(ply.outcome, None);
    assert_eq!(
        legal(&g),
        [
            "a6-b6", "a6-c6", "a6-d6", "a6-e6", "a6-f6", "a6-g6", "a6-h6", "a6-i6", "a6-j6",
            "a6-k6"
        ]
    );
}

/// The attackers lose the same way (Brandubh): the thief on a2 is shut in
/// by the corner and two defenders after the defenders' move.
#[test]
fn s1_attackers_with_no_legal_moves_lose() {
    let mut g = game(
        "brandubh",
        "
        7 x . . . . . x
        6 . . . . . . .
        5 . . . . K . .
        4 . . . x . . .
        3 D . . . . . .
        2 A D . . . . .
        1 x . . . . . x
          a b c d e f g
        ",
        Side::Defenders,
    );
    let ply = play(&mut g, "e5-e6");
    assert!(ply.captures.is_empty());
    assert_eq!(ply.outcome, win(Side::Defenders, Reason::NoLegalMoves));
    assert_eq!(g.outcome(), win(Side::Defenders, Reason::NoLegalMoves));
    assert!(g.legal_moves().is_empty());
}

// ---------------------------------------------------------------------------
// Order of endings
// ---------------------------------------------------------------------------

/// "A winning move still makes its captures, and they are reported." The
/// king escapes to a11 and takes b11 on the way in; the escape, the move's
/// own result, is decided before the attackers' lack of moves.
#[test]
fn s1_winning_move_still_makes_its_captures() {
    let mut g = game(
        "copenhagen",
        "
        11 x A D . . . . . . . x
        10 . . . . . . . . . . .
         9 . . . . . . . . . . .
         8 . . . . . . . . . . .
         7 K . . . . . . . . . .
         6 . . . . . x . . . . .
         5 . . . . . . . . . . .
         4 . . . . . . . . . . .
         3 . . . . . . . . . . .
         2 . . . . . . . . . . .
         1 x . . . . . . . . . x
           a b c d e f g h i j k
        ",
        Side::Defenders,
    );
    let ply = play(&mut g, "a7-a11");
    assert_eq!(names(ply.captures), ["b11"]);
    assert_eq!(ply.to_string(), "a7-a11xb11");
    assert_eq!(g.position().piece_at(sq("b11")), None);
    assert_eq!(ply.outcome, win(Side::Defenders, Reason::KingEscaped));
    assert_eq!(g.outcome(), win(Side::Defenders, Reason::KingEscaped));
}

/// The attackers' winning move captures a defender with the king; the
/// king's capture is the reason even though the defenders are left with
/// no move at all.
#[test]
fn s1_king_capturing_move_also_takes_its_other_captures() {
    let mut g = game(
        "copenhagen",
        "
        11 x . . . . . . . . . x
        10 . . . . . . . . . . .
         9 . . . . . . . A . . .
         8 . . . . . . A K A . .
         7 . . . . . A D . . . A
         6 . . . . . x . . . . .
         5 . . . . . . . . . . .
         4 . . . . . . . . . . .
         3 . . . . . . . . . . .
         2 . . . . . . . . . . .
         1 x . . . . . . . . . x
           a b c d e f g h i j k
        ",
        Side::Attackers,
    );
    let ply = play(&mut g, "k7-h7");
    assert_eq!(names(ply.captures), ["g7", "h8"]);
    assert_eq!(ply.king_captured, Some(sq("h8")));
    assert_eq!(ply.to_string(), "k7-h7xg7xh8");
    assert_eq!(ply.outcome, win(Side::Attackers, Reason::KingCaptured));
    assert!(g.position().pieces(Side::Defenders).is_empty());
}

// ---------------------------------------------------------------------------
// House repetition rule
// ---------------------------------------------------------------------------

/// Plays the four-ply shuffle twice; the eighth ply creates the start
/// position for the third time.
fn shuffle(key: &str, diagram: &str, moves: [&str; 4]) -> Game {
    let mut g = game(key, diagram, Side::Attackers);
    for i in 0..8 {
        let ply = play(&mut g, moves[i % 4]);
        if i < 7 {
            assert_eq!(ply.outcome, None, "{key}: ply {} ended the game", i + 1);
        }
    }
    g
}

/// "if a move creates a position (all pieces, and the side to move) that
/// has already occurred twice in the game, the game is drawn
/// (`repetition`)", in each variant whose section names the house rule.
#[test]
fn s1_house_repetition_draws() {
    let cases = [
        (
            "magpie",
            "
            7 x . . . . . x
            6 . A . . . . .
            5 . . . . . . .
            4 . . . x . . .
            3 . . . . . D .
            2 . . K . . . .
            1 x . . . . . x
              a b c d e f g
            ",
            ["b6-b5", "f3-f4", "b5-b6", "f4-f3"],
        ),
        (
            "tafl9",
            "
            9 x . . . . . . . x
            8 . . . . . . . . .
            7 . . A . . . . . .
            6 . . . . . . . . .
            5 . . . . T . . . .
            4 . . . . . . . . .
            3 . . . . . . D . .
            2 . . . . . . . . .
            1 x . . . . . . . x
              a b c d e f g h i
            ",
            ["c7-c8", "g3-g2", "c8-c7", "g2-g3"],
        ),
        (
            "kings-table",
            "
            13 x . . . . . . . . . . . x
            12 . . . . . . . . . . . . .
            11 . . A . . . . . . . . . .
            10 . . . . . . . . . . . . .
             9 . . . . . . . . . . . . .
             8 . . . . . . . . . . . . .
             7 . . . . . . T . . . . . .
             6 . . . . . . . . . . . . .
             5 . . . . . . . . . . . . .
             4 . . . . . . . . . . D . .
             3 . . . . . . . . . . . . .
             2 . . . . . . . . . . . . .
             1 x . . . . . . . . . . . x
               a b c d e f g h i j k l m
            ",
            ["c11-c10", "k4-k5", "c10-c11", "k5-k4"],
        ),
    ];
    for (key, diagram, moves) in cases {
        let g = shuffle(key, diagram, moves);
        let last = g.plies().last().unwrap();
        assert_eq!(
            last.outcome,
            Some(Outcome::new(Winner::Draw, Reason::Repetition)),
            "{key}"
        );
        assert_eq!(
            g.outcome(),
            Some(Outcome::new(Winner::Draw, Reason::Repetition)),
            "{key}"
        );
        assert!(g.legal_moves().is_empty(), "{key}");
    }
}

/// "(all pieces, and the side to move)": the same pieces with the other
/// side to move are a different position. In Magpie the thief walks a
/// triangle (three moves) while a friend steps back and forth (two), so the
/// start board recurs at plies 5, 12 and 17 with alternating sides to move;
/// only ply 24 creates the start position (thieves to move) a third time.
#[test]
fn s1_house_repetition_counts_the_side_to_move() {
    let start = "
        7 x . . . . . x
        6 . A . . K . .
        5 . . . . . . .
        4 . . . x . . .
        3 . . . . . D .
        2 . . . . . . .
        1 x . . . . . x
          a b c d e f g
    ";
    let mut g = game("magpie", start, Side::Attackers);
    let board = g.position().board_string();
    let thief = ["b6-b4", "b4-b2", "b2-b6"];
    let friend = ["f3-f4", "f4-f3"];
    let mut boards_seen = 1;
    for ply_no in 1..=24 {
        let text = if ply_no % 2 == 1 {
            thief[(ply_no / 2) % 3]
        } else {
            friend[(ply_no / 2 - 1) % 2]
        };
        let ply = play(&mut g, text);
        if g.position().board_string() == board {
            boards_seen += 1;
        }
        if ply_no < 24 {
            assert_eq!(ply.outcome, None, "ply {ply_no} ({text}) ended the game");
        } else {
            assert_eq!(
                ply.outcome,
                Some(Outcome::new(Winner::Draw, Reason::Repetition))
            );
        }
    }
    // Plies 0, 5, 12, 17 and 24.
    assert_eq!(boards_seen, 5);
}

/// "for variants whose section says so": Copenhagen has its own rule (4.1,
/// the attackers win), so the same shuffle is no draw there.
#[test]
fn s1_house_repetition_only_where_the_section_says_so() {
    let g = shuffle(
        "copenhagen",
        "
        11 x . . . . . . . . . x
        10 . . . . . . . . . . .
         9 . . A . . . . . . . .
         8 . . . . . . . . . . .
         7 . . . . . . . . . . .
         6 . . . . . T . . . . .
         5 . . . . . . . . . . .
         4 . . . . . . . . . . .
         3 . . . . . . . . D . .
         2 . . . . . . . . . . .
         1 x . . . . . . . . . x
           a b c d e f g h i j k
        ",
        ["c9-c10", "i3-i2", "c10-c9", "i2-i3"],
    );
    assert_eq!(g.outcome(), win(Side::Attackers, Reason::Repetition));
}
