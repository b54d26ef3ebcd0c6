//! docs/rules.md section 2, "Notation": moves, position strings, custom start
//! positions, game records (native and OpenTafl). Boards are drawn in the
//! legend of docs/rules.md section 1.

mod common;

use common::{game, names, play, position, refuse, sq};
use hnefi_engine::{
    Game, GameRecord, IllegalMove, Move, MoveError, MoveText, Outcome, ParseMoveError, Piece,
    Position, PositionError, Reason, RecordError, SetupError, Side, SyntaxError, Winner, variant,
};

fn parse(key: &str, text: &str) -> Result<Position, PositionError> {
    Position::parse(&common::variant(key), text)
}

/// The name of the special square `square` in variant `key`.
fn group(key: &str, square: &str) -> String {
    common::variant(key)
        .square_group(sq(square))
        .unwrap_or_else(|| panic!("{square} is not special in {key}"))
        .name
        .clone()
}

/// The setup error of a piece other than the king on `square` of variant
/// `key`, where only the king may stand: the square, and the variant's own
/// names for it and for the king.
fn restricted(key: &str, square: &str) -> Result<Position, PositionError> {
    Err(PositionError::Setup(SetupError::Restricted {
        square: sq(square),
        group: group(key, square),
        king: common::variant(key).names().king.clone(),
    }))
}

/// The same game: start, every ply (move and captures), end and position.
fn assert_same_game(copy: &Game, original: &Game, what: &str) {
    assert_eq!(copy.start(), original.start(), "{what}: start");
    assert_eq!(copy.plies(), original.plies(), "{what}: plies");
    assert_eq!(copy.outcome(), original.outcome(), "{what}: outcome");
    assert_eq!(copy.position(), original.position(), "{what}: position");
}

// ---------------------------------------------------------------------------
// Move
// ---------------------------------------------------------------------------

/// "**Move**: `from-to`, e.g. `e3-e6`".
#[test]
fn s2_move_is_written_from_dash_to() {
    assert_eq!(Move::new(sq("e3"), sq("e6")).to_string(), "e3-e6");
    assert_eq!(Move::new(sq("j10"), sq("j12")).to_string(), "j10-j12");
    let mut g = Game::new(
        common::variant("brandubh")
            .start_position(None, None)
            .unwrap(),
    );
    let ply = play(&mut g, "d2-e2");
    assert!(ply.captures.is_empty());
    assert_eq!(ply.to_string(), "d2-e2");
}

const E3_E6: &str = "
    9 x . . . . . . . x
    8 . . . . A . . . .
    7 . . . . D . . . .
    6 . . . . . D A . .
    5 . . . . x . . . .
    4 . . . . . . . . .
    3 . . . . A . . . .
    2 . . . . . . . K .
    1 x . . . . . . . x
      a b c d e f g h i
";

/// "captures follow as `x` + square for each captured piece in ascending
/// square order (rank first, then file)". The move e3-e6 of the docs/rules.md
/// example takes e7 and f6; f6 (rank 6) is printed before e7 (rank 7).
#[test]
fn s2_captures_printed_in_ascending_square_order() {
    let mut g = game("tafl9", E3_E6, Side::Attackers);
    let ply = play(&mut g, "e3-e6");
    assert_eq!(names(ply.captures), ["f6", "e7"]);
    assert_eq!(ply.to_string(), "e3-e6xf6xe7");
    // The suffix is read in any order and printed in this one.
    let text = MoveText::parse("e3-e6xe7xf6").unwrap();
    assert_eq!(text.captures, Some(ply.captures));
    assert_eq!(
        text.mv.with_captures(text.captures.unwrap()).to_string(),
        "e3-e6xf6xe7"
    );

    // Three captures on two ranks: d7 (rank 7), then c8 and e8 (rank 8).
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
    assert_eq!(ply.to_string(), "d11-d8xd7xc8xe8");
    // Two-digit ranks sort as numbers: j9 before a10 before j10.
    let set = MoveText::parse("a1-a2xj10xa10xj9")
        .unwrap()
        .captures
        .unwrap();
    assert_eq!(names(set), ["j9", "a10", "j10"]);
}

/// "Input parsing accepts `e3-e6`, `e3e6`, `E3 E6`, `e3 e6` and
/// `e3-e6xe7`."
#[test]
fn s2_move_notation_accepts_all_input_forms() {
    let e3e6 = Move::new(sq("e3"), sq("e6"));
    for text in ["e3-e6", "e3e6", "E3 E6", "e3 e6", "e3-e6xe7"] {
        assert_eq!(Move::parse(text), Ok(e3e6), "{text}");
        let mut g = game("tafl9", E3_E6, Side::Attackers);
        let ply = g.play_text(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(ply.to_string(), "e3-e6xf6xe7", "{text}");
    }
    for text in ["e3-e6", "e3e6", "E3 E6", "e3 e6"] {
        assert_eq!(MoveText::parse(text).unwrap().captures, None, "{text}");
    }
    let with = MoveText::parse("e3-e6xe7").unwrap();
    assert_eq!(with.mv, e3e6);
    assert_eq!(with.captures.map(names), Some(vec!["e7".to_string()]));
    // Two-digit ranks in every form.
    let j = Move::new(sq("j10"), sq("j12"));
    for text in ["j10-j12", "j10j12", "J10 J12", "j10 j12", "j10-j12xj11"] {
        assert_eq!(Move::parse(text), Ok(j), "{text}");
    }
}

/// Text that is not a move is refused with a hint.
#[test]
fn s2_text_that_is_not_a_move_is_refused() {
    assert_eq!(Move::parse("").unwrap_err(), ParseMoveError::Empty);
    assert_eq!(
        Move::parse("hello").unwrap_err(),
        ParseMoveError::Malformed("hello".into())
    );
    for text in ["e3", "e3-", "e3-e6x", "e3-e6e7", "z1-z2", "e0-e5", "e3--e6"] {
        assert!(Move::parse(text).is_err(), "{text}");
    }
}

/// "A move is identified by from and to alone; a capture suffix is
/// informational": a wrong suffix does not stop the move being played.
#[test]
fn s2_capture_suffix_is_informational() {
    let mut g = Game::new(
        common::variant("brandubh")
            .start_position(None, None)
            .unwrap(),
    );
    let ply = g.play_text("d2-e2xa1xg7").unwrap();
    assert!(ply.captures.is_empty());
    assert_eq!(ply.to_string(), "d2-e2");
    assert_eq!(
        g.position().to_string(),
        "3a3/3a3/3d3/aadkdaa/3d3/4a2/3a3 d"
    );
    // A capturing move played without its suffix still captures.
    let mut g = game("tafl9", E3_E6, Side::Attackers);
    let ply = g.play_text("e3-e6").unwrap();
    assert_eq!(names(ply.captures), ["f6", "e7"]);
}

// ---------------------------------------------------------------------------
// Position
// ---------------------------------------------------------------------------

/// "ranks from the top separated by `/`; ... pieces: `a` attacker, `d`
/// defender, `k` king, `e` Evangelist; then a space and the side to move,
/// `a` or `d`. Example, Brandubh start: `3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 a`."
#[test]
fn s2_position_string_round_trips() {
    let brandubh = common::variant("brandubh");
    let text = "3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 a";
    let pos = Position::parse(&brandubh, text).unwrap();
    assert_eq!(pos.to_string(), text);
    assert_eq!(pos, brandubh.start_position(None, None).unwrap());
    assert_eq!(pos.turn(), Side::Attackers);
    assert_eq!(pos.piece_at(sq("d7")), Some(Piece::Attacker));
    assert_eq!(pos.piece_at(sq("d5")), Some(Piece::Defender));
    assert_eq!(pos.king(), Some(sq("d4")));

    let d = Position::parse(&brandubh, "3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 d").unwrap();
    assert_eq!(d.turn(), Side::Defenders);
    assert_eq!(d.to_string(), "3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 d");
    assert_ne!(d, pos);

    // From a diagram: ranks listed from the top in both.
    let drawn = position(
        "brandubh",
        "
        7 x A . . . . x
        6 . . . . . . .
        5 . . . . . D .
        4 . . . x . . .
        3 . K . . . . .
        2 . . . . . . .
        1 x . . . A . x
          a b c d e f g
        ",
        Side::Defenders,
    );
    assert_eq!(drawn.to_string(), "1a5/7/5d1/7/1k5/7/4a2 d");
    assert_eq!(
        Position::parse(&brandubh, "1a5/7/5d1/7/1k5/7/4a2 d").unwrap(),
        drawn
    );

    // Every layout of every variant, and a position reached in play.
    for v in variant::all() {
        for layout in v.layouts() {
            let start = v.start_position(Some(layout), None).unwrap();
            let again = Position::parse(v, &start.to_string()).unwrap();
            assert_eq!(again, start, "{} {layout}", v.key());
            assert_eq!(again.to_string(), start.to_string());
        }
        let mut g = Game::new(v.start_position(None, None).unwrap());
        for i in 0..6 {
            let moves = g.legal_moves();
            if moves.is_empty() {
                break;
            }
            g.play(moves[(i * 5 + 1) % moves.len()]).unwrap();
        }
        let text = g.position().to_string();
        assert_eq!(
            &Position::parse(v, &text).unwrap(),
            g.position(),
            "{}: {text}",
            v.key()
        );
    }
}

/// "a run of empty squares is a decimal number (may exceed 9)".
#[test]
fn s2_runs_of_empty_squares_may_exceed_nine() {
    let text = "11/11/11/11/11/5k5/11/11/a10/10d/11 a";
    let pos = Position::parse(&common::variant("copenhagen"), text).unwrap();
    assert_eq!(pos.piece_at(sq("a3")), Some(Piece::Attacker));
    assert_eq!(pos.piece_at(sq("k2")), Some(Piece::Defender));
    assert_eq!(pos.king(), Some(sq("f6")));
    assert_eq!(pos.occupied().count(), 3);
    assert_eq!(pos.to_string(), text);

    let drawn = position(
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
         3 A . . . . . . . . . .
         2 . . . . . . . . . . D
         1 x . . . . . . . . . x
           a b c d e f g h i j k
        ",
        Side::Attackers,
    );
    assert_eq!(drawn, pos);

    let alea = "19/19/19/19/19/19/19/19/18a/9k9/a18/19/19/19/19/19/19/19/19 d";
    let pos = Position::parse(&common::variant("alea-evangelii"), alea).unwrap();
    assert_eq!(pos.piece_at(sq("s11")), Some(Piece::Attacker));
    assert_eq!(pos.piece_at(sq("a9")), Some(Piece::Attacker));
    assert_eq!(pos.king(), Some(sq("j10")));
    assert_eq!(pos.to_string(), alea);
}

/// Position text that is not a board is refused with a reason.
#[test]
fn s2_bad_position_strings_say_why() {
    let cases = [
        (
            "3a3/3a3/3d3/aadkdaa/3d3/3a3 a",
            PositionError::RankCount {
                expected: 7,
                found: 6,
            },
        ),
        (
            "3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3/7 a",
            PositionError::RankCount {
                expected: 7,
                found: 8,
            },
        ),
        (
            "3a4/3a3/3d3/aadkdaa/3d3/3a3/3a3 a",
            PositionError::RankWidth {
                rank: 7,
                expected: 7,
                found: 8,
            },
        ),
        (
            "3a3/3a3/3d3/aadkdaa/3d3/3a3/3a2 a",
            PositionError::RankWidth {
                rank: 1,
                expected: 7,
                found: 6,
            },
        ),
        (
            "3a3/3a3/3d3/aadkdaa/3d3/3a3/10 a",
            PositionError::RankWidth {
                rank: 1,
                expected: 7,
                found: 10,
            },
        ),
        (
            "3a3/3a3/3d3/aadqdaa/3d3/3a3/3a3 a",
            PositionError::BadChar('q'),
        ),
        (
            "3a3/3a3/3d3/aadkdaa/3d3/3a3/3A3 a",
            PositionError::BadChar('A'),
        ),
        (
            "3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 x",
            PositionError::BadSide("x".into()),
        ),
        ("3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3", PositionError::Shape),
        ("3a3/3a3/3d3/aadkdaa/3d3/3a3/03a3 a", PositionError::ZeroRun),
    ];
    for (text, reason) in cases {
        assert_eq!(parse("brandubh", text), Err(reason), "{text}");
    }
}

/// "Hidden state that a position string cannot show (the troll king's
/// reveal, Noggin having left the trollstone) is derived from the variant
/// and the board."
#[test]
fn s2_hidden_troll_king_is_derived_from_the_board() {
    let mut g = game(
        "noggin",
        "
        9 . . . . . . . . .
        8 . . . . . . . . .
        7 . . . . . . . . .
        6 . . . . A . . . .
        5 . . . . T . . . .
        4 . A . . . . . A .
        3 . . . . . . . . .
        2 . . . . A . . . .
        1 . . . . . . . . .
          a b c d e f g h i
        ",
        Side::Defenders,
    );
    assert_eq!(g.position().troll_king(), None);
    play(&mut g, "e5-e4");
    assert_eq!(g.position().troll_king(), Some(sq("e5")));
    let text = g.position().to_string();
    assert_eq!(text, "9/9/9/4a4/9/1a2k2a1/9/4a4/9 a");
    let back = Position::parse(&common::variant("noggin"), &text).unwrap();
    assert_eq!(back.troll_king(), Some(sq("e5")));
    assert_eq!(&back, g.position());
    // The revealed troll king blocks e5 in the parsed position too.
    let mut again = Game::new(back);
    refuse(&mut again, "e6-e5");

    // Noggin on the stone: nothing is revealed.
    let on = parse("noggin", "9/9/9/4a4/4k4/1a5a1/9/4a4/9 d").unwrap();
    assert_eq!(on.troll_king(), None);
    // Knut's Game has no troll king.
    let knut = parse("knut", "9/9/9/4a4/9/1a2k2a1/9/4a4/9 a").unwrap();
    assert_eq!(knut.troll_king(), None);
}

// ---------------------------------------------------------------------------
// Custom start positions
// ---------------------------------------------------------------------------

/// "exactly one king (or none ...)".
#[test]
fn s2_custom_start_needs_exactly_one_king() {
    assert_eq!(
        parse("brandubh", "3a3/3a3/3d3/aakkdaa/3d3/3a3/3a3 a"),
        Err(PositionError::Setup(SetupError::KingCount(2)))
    );
    assert_eq!(
        parse("copenhagen", "k10/11/11/11/11/5k5/11/11/11/11/10k a"),
        Err(PositionError::Setup(SetupError::KingCount(3)))
    );
    let one = parse("brandubh", "3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 a").unwrap();
    assert_eq!(one.king(), Some(sq("d4")));
}

/// "(or none, which is a finished game: every move is refused with `game
/// is over`)".
#[test]
fn s2_kingless_position_is_finished_and_refuses_moves() {
    let pos = parse("brandubh", "3a3/3a3/3d3/aad1daa/3d3/3a3/3a3 a").unwrap();
    assert_eq!(pos.king(), None);
    let mut g = Game::new(pos);
    assert!(g.is_over());
    assert!(g.outcome().is_some());
    assert!(g.legal_moves().is_empty());
    assert_eq!(refuse(&mut g, "d2-e2").error, IllegalMove::GameOver);
    assert_eq!(refuse(&mut g, "c4-c2").error, IllegalMove::GameOver);

    let pos = parse("copenhagen", "11/11/11/11/4d6/11/11/11/11/5a5/11 d").unwrap();
    let mut g = Game::new(pos);
    assert!(g.is_over());
    assert_eq!(refuse(&mut g, "e7-e8").error, IllegalMove::GameOver);
    assert_eq!(refuse(&mut g, "f2-f3").error, IllegalMove::GameOver);
}

/// "Evangelists only in Alea Evangelii".
#[test]
fn s2_evangelists_only_in_alea() {
    let no_evangelists = |key: &str| {
        Err(PositionError::Setup(SetupError::Evangelists {
            variant: common::variant(key).name().to_string(),
        }))
    };
    assert_eq!(
        parse("copenhagen", "11/11/11/11/11/5k5/11/11/11/4e6/11 a"),
        no_evangelists("copenhagen")
    );
    assert_eq!(
        parse("brandubh", "3a3/3a3/3d3/aaekdaa/3d3/3a3/3a3 a"),
        no_evangelists("brandubh")
    );
    let alea = parse(
        "alea-evangelii",
        "19/19/19/19/19/19/19/19/19/4e4k9/19/19/19/19/19/19/19/19/19 a",
    )
    .unwrap();
    assert_eq!(alea.piece_at(sq("e10")), Some(Piece::Evangelist));
}

/// "no piece other than the king on a square where it may not stop".
#[test]
fn s2_no_piece_but_the_king_on_restricted_squares() {
    let refused = [
        ("copenhagen", "11/11/11/11/11/5a5/11/11/11/11/k10 a", "f6"),
        ("copenhagen", "11/11/11/11/11/5k5/11/11/11/11/d10 a", "a1"),
        ("brandubh", "6a/7/7/3k3/7/7/7 a", "g7"),
        (
            "kings-table",
            "13/13/13/13/13/13/6d6/13/13/13/13/13/1k11 a",
            "g7",
        ),
        (
            "alea-evangelii",
            "19/19/19/19/19/19/19/19/19/9k9/19/19/19/19/19/19/19/19/1a17 a",
            "b1",
        ),
        ("magpie", "7/7/7/3a3/7/7/3k3 a", "d4"),
        ("tafl9", "9/9/9/9/4d4/9/9/9/4k4 a", "e5"),
        ("knut", "9/9/9/9/4a4/4k4/9/9/9 d", "e5"),
    ];
    for (key, text, square) in refused {
        assert_eq!(parse(key, text), restricted(key, square), "{key} {text}");
    }
    // The king himself may stand there.
    let throne = parse("copenhagen", "11/11/11/11/11/5k5/11/11/11/11/11 a").unwrap();
    assert_eq!(throne.king(), Some(sq("f6")));
    let on_corner = parse("copenhagen", "11/11/11/11/11/11/11/11/11/11/k10 a").unwrap();
    assert_eq!(on_corner.king(), Some(sq("a1")));
    let red = parse(
        "alea-evangelii",
        "19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/1k17 a",
    )
    .unwrap();
    assert_eq!(red.king(), Some(sq("b1")));
}

/// "nothing on unusable squares" (Alea Evangelii's a1 s1 a19 s19), the king
/// included.
#[test]
fn s2_nothing_on_unusable_squares() {
    let cases = [
        (
            "19/19/19/19/19/19/19/19/19/9k9/19/19/19/19/19/19/19/19/a18 a",
            "a1",
        ),
        (
            "18d/19/19/19/19/19/19/19/19/9k9/19/19/19/19/19/19/19/19/19 a",
            "s19",
        ),
        (
            "19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/18k a",
            "s1",
        ),
    ];
    for (text, square) in cases {
        assert_eq!(
            parse("alea-evangelii", text),
            Err(PositionError::Setup(SetupError::Unusable {
                square: sq(square),
                group: group("alea-evangelii", square),
            })),
            "{text}"
        );
    }
    // No move may enter one either.
    let mut g = Game::new(
        parse(
            "alea-evangelii",
            "19/19/19/19/19/19/19/19/19/9k9/19/19/19/19/19/19/a18/19/19 a",
        )
        .unwrap(),
    );
    assert_eq!(
        refuse(&mut g, "a3-a1").error,
        IllegalMove::Unusable { square: sq("a1") }
    );
}

/// "in the troll-king games e5 empty whenever Noggin stands elsewhere (the
/// troll king is there)".
#[test]
fn s2_trollstone_empty_when_noggin_elsewhere() {
    for key in ["noggin", "thor"] {
        for text in ["9/9/9/9/4a4/4k4/9/9/9 d", "9/9/9/9/4d4/3k5/9/9/9 d"] {
            assert_eq!(
                parse(key, text),
                Err(PositionError::Setup(SetupError::Trollstone {
                    square: sq("e5"),
                    king: common::variant(key).names().king.clone(),
                })),
                "{key} {text}"
            );
        }
        let off = parse(key, "9/9/9/9/9/4k4/9/9/9 d").unwrap();
        assert_eq!(off.troll_king(), Some(sq("e5")), "{key}");
        let on = parse(key, "9/9/9/9/4k4/9/9/9/9 d").unwrap();
        assert_eq!(on.troll_king(), None, "{key}");
        assert_eq!(on.king(), Some(sq("e5")), "{key}");
    }
}

// ---------------------------------------------------------------------------
// Game record
// ---------------------------------------------------------------------------

const KING_TAKEN: &str = "
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
";

/// A Copenhagen game from the usual start, resigned by the defenders.
fn resigned_game() -> Game {
    let mut g = Game::new(
        common::variant("copenhagen")
            .start_position(None, None)
            .unwrap(),
    );
    play(&mut g, "h1-h3");
    play(&mut g, "h6-h4");
    play(&mut g, "k5-i5");
    g.finish(Outcome::win(Side::Attackers, Reason::Resigned))
        .unwrap();
    g
}

/// A game from a custom start whose one move captures a defender and the
/// king.
fn custom_start_game() -> Game {
    let mut g = game("copenhagen", KING_TAKEN, Side::Attackers);
    let ply = play(&mut g, "k7-h7");
    assert_eq!(ply.to_string(), "k7-h7xg7xh8");
    g
}

/// "**Game record**: one line per ply in the move notation, with a header of
/// `key: value` lines (variant, layout, players, result, reason, dates).
/// Import must accept what export writes."
#[test]
fn s2_game_record_round_trips() {
    let original = resigned_game();
    let record = GameRecord::of_game(&original, None)
        .with_tag("attackers", "Alice")
        .with_tag("defenders", "Bob Smith")
        .with_tag("date", "2025-03-01");
    let text = record.to_string();
    let lines: Vec<&str> = text.lines().collect();
    for header in [
        "variant: copenhagen",
        "layout: standard",
        "attackers: Alice",
        "defenders: Bob Smith",
        "date: 2025-03-01",
        "result: attackers",
        "reason: resigned",
    ] {
        assert!(lines.contains(&header), "no `{header}` in\n{text}");
    }
    assert!(!text.contains("start:"), "usual start written out:\n{text}");
    assert_eq!(lines[lines.len() - 3..], ["h1-h3", "h6-h4", "k5-i5"]);

    let back = GameRecord::parse(&text).unwrap();
    assert_eq!(back.variant, "copenhagen");
    assert_eq!(back.tag("attackers"), Some("Alice"));
    assert_eq!(back.tag("defenders"), Some("Bob Smith"));
    assert_eq!(back.tag("date"), Some("2025-03-01"));
    assert_eq!(
        back.result,
        Some(Outcome::win(Side::Attackers, Reason::Resigned))
    );
    assert_eq!(back.to_string(), text);
    assert_same_game(&back.to_game().unwrap(), &original, "resigned");

    // A custom start, a capture suffix with the king, a natural end.
    let original = custom_start_game();
    let text = GameRecord::of_game(&original, None)
        .with_tag("attackers", "Alice")
        .to_string();
    let lines: Vec<&str> = text.lines().collect();
    let start = format!("start: {}", original.start());
    assert!(lines.contains(&start.as_str()), "no `{start}` in\n{text}");
    assert!(lines.contains(&"result: attackers"), "{text}");
    assert!(lines.contains(&"reason: king captured"), "{text}");
    assert_eq!(lines.last(), Some(&"k7-h7xg7xh8"));
    let back = GameRecord::parse(&text).unwrap();
    assert_eq!(back.to_string(), text);
    assert_same_game(&back.to_game().unwrap(), &original, "custom start");
}

/// Games with other endings and starts: a draw by the house repetition
/// rule, a draw agreed in Tafl with the Swedes drawn to move first, a second
/// Magpie layout, and a kingless (finished) start.
fn other_games() -> Vec<(&'static str, Game, Option<&'static str>)> {
    let mut games = Vec::new();

    let mut magpie = game(
        "magpie",
        "
        7 x . . . . . x
        6 . A . . . . .
        5 . . . . . . .
        4 . . . x . . .
        3 . . . . . D .
        2 . . K . . . .
        1 x . . . . . x
        ",
        Side::Attackers,
    );
    for mv in ["b6-b5", "f3-f4", "b5-b6", "f4-f3"].repeat(2) {
        play(&mut magpie, mv);
    }
    assert_eq!(
        magpie.outcome(),
        Some(Outcome::new(Winner::Draw, Reason::Repetition))
    );
    games.push(("repetition", magpie, None));

    let mut swedes_first = swedes_first_game();
    swedes_first
        .finish(Outcome::new(Winner::Draw, Reason::DrawAgreed))
        .unwrap();
    games.push(("draw agreed, swedes first", swedes_first, None));

    let ballinderry = common::variant("magpie");
    let mut ballinderry = Game::new(
        ballinderry
            .start_position(Some("ballinderry-2"), None)
            .unwrap(),
    );
    play(&mut ballinderry, "a5-b5");
    games.push(("ballinderry-2", ballinderry, Some("ballinderry-2")));

    let kingless = Game::new(parse("brandubh", "3a3/3a3/3d3/aad1daa/3d3/3a3/3a3 a").unwrap());
    games.push(("kingless", kingless, None));
    games
}

#[test]
fn s2_game_record_round_trips_other_endings_and_starts() {
    for (what, original, layout) in other_games() {
        let text = GameRecord::of_game(&original, layout).to_string();
        let back = GameRecord::parse(&text).unwrap_or_else(|e| panic!("{what}: {e}\n{text}"));
        let copy = back
            .to_game()
            .unwrap_or_else(|e| panic!("{what}: {e}\n{text}"));
        assert_same_game(&copy, &original, what);
    }
}

/// Records from every variant, with whatever moves, read back the same.
#[test]
fn s2_every_variant_record_round_trips() {
    for v in variant::all() {
        let mut g = Game::new(v.start_position(None, None).unwrap());
        for i in 0..10 {
            let moves = g.legal_moves();
            if moves.is_empty() {
                break;
            }
            g.play(moves[(i * 7 + 3) % moves.len()]).unwrap();
        }
        let text = GameRecord::of_game(&g, None).to_string();
        let back = GameRecord::parse(&text).unwrap_or_else(|e| panic!("{}: {e}", v.key()));
        let copy = back
            .to_game()
            .unwrap_or_else(|e| panic!("{}: {e}\n{text}", v.key()));
        assert_same_game(&copy, &g, v.key());
    }
}

fn import(text: &str) -> Result<Game, RecordError> {
    GameRecord::parse(text)?.to_game()
}

/// Import refuses what is not a playable record, and says why.
#[test]
fn s2_game_record_import_refuses_bad_records() {
    // An illegal move.
    let err = import("variant: copenhagen\n\nh1-h3\nh3-h5\n").unwrap_err();
    assert!(matches!(err, RecordError::Move { ply: 2, .. }), "{err:?}");
    let err = import("variant: copenhagen\n\nd1-d8\n").unwrap_err();
    assert_eq!(
        err,
        RecordError::Move {
            ply: 1,
            mv: common::mv("d1-d8"),
            error: MoveError::Illegal(IllegalMove::Blocked {
                from: sq("d1"),
                to: sq("d8"),
                at: sq("d6"),
            }),
        }
    );
    let err = import("variant: copenhagen\n\nf4-f3\n").unwrap_err();
    assert_eq!(
        err,
        RecordError::Move {
            ply: 1,
            mv: common::mv("f4-f3"),
            error: MoveError::Illegal(IllegalMove::NotYourPiece {
                square: sq("f4"),
                to_move: Side::Attackers,
            }),
        }
    );

    // A wrong capture suffix, a capture left out, a capture made up.
    let start = GameRecord::of_game(
        &Game::new(position("copenhagen", KING_TAKEN, Side::Attackers)),
        None,
    )
    .start
    .unwrap();
    let err = import("variant: copenhagen\n\nh1-h3xh4\n").unwrap_err();
    assert_eq!(
        err,
        RecordError::Captures {
            ply: 1,
            mv: common::mv("h1-h3"),
            claimed: vec![sq("h4")],
            actual: vec![],
        }
    );
    let err = import(&format!(
        "variant: copenhagen\nstart: {start}\n\nk7-h7xh8\n"
    ))
    .unwrap_err();
    assert!(
        matches!(err, RecordError::Captures { ply: 1, .. }),
        "{err:?}"
    );
    let err = import(&format!(
        "variant: copenhagen\nstart: {start}\n\nk7-h7xf7xg7xh8\n"
    ))
    .unwrap_err();
    assert!(
        matches!(err, RecordError::Captures { ply: 1, .. }),
        "{err:?}"
    );
    // ... while the right suffix, in any order, is accepted.
    let ok = import(&format!(
        "variant: copenhagen\nstart: {start}\n\nk7-h7xh8xg7\n"
    ))
    .unwrap();
    assert_eq!(ok.plies()[0].to_string(), "k7-h7xg7xh8");

    // Unknown variant or layout.
    let err = import("variant: chess\n\ne2-e4\n").unwrap_err();
    assert!(
        matches!(err, RecordError::UnknownVariant(ref u) if u.key == "chess"),
        "{err:?}"
    );
    let err = import("variant: magpie\nlayout: ballinderry-9\n\n").unwrap_err();
    assert!(matches!(err, RecordError::UnknownLayout(_)), "{err:?}");

    // Garbage, nothing, no variant.
    let err = import("hello world").unwrap_err();
    assert_eq!(
        err,
        RecordError::Syntax {
            line: 1,
            problem: SyntaxError::Move(ParseMoveError::Malformed("hello world".into())),
        }
    );
    assert_eq!(import("").unwrap_err(), RecordError::Empty);
    assert_eq!(import("h1-h3\n").unwrap_err(), RecordError::MissingVariant);
    let err = import("variant: copenhagen\n\nh1-h3\n%%%\n").unwrap_err();
    assert!(
        matches!(err, RecordError::Syntax { line: 4, .. }),
        "{err:?}"
    );

    // A bad start position, a result the moves do not reach.
    let err = import("variant: brandubh\nstart: 3a3/3a3 a\n\n").unwrap_err();
    assert_eq!(
        err,
        RecordError::Start(PositionError::RankCount {
            expected: 7,
            found: 2,
        })
    );
    let err = import("variant: copenhagen\nresult: defenders\nreason: king escaped\n\nh1-h3\n")
        .unwrap_err();
    assert!(matches!(err, RecordError::Result { .. }), "{err:?}");
    let err = import("variant: copenhagen\nresult: nobody\nreason: resigned\n\n").unwrap_err();
    assert!(matches!(err, RecordError::Syntax { .. }), "{err:?}");
}

// ---------------------------------------------------------------------------
// OpenTafl notation
// ---------------------------------------------------------------------------

fn otn_round_trip(original: &Game, record: GameRecord, what: &str) -> GameRecord {
    let otn = record
        .to_otn()
        .unwrap_or_else(|e| panic!("{what}: to_otn: {e}"));
    let back = GameRecord::parse(&otn).unwrap_or_else(|e| panic!("{what}: {e}\n{otn}"));
    let copy = back
        .to_game()
        .unwrap_or_else(|e| panic!("{what}: {e}\n{otn}"));
    assert_same_game(&copy, original, what);
    back
}

/// "OpenTafl's notation should be supported as a second format": what is
/// written in OTN reads back as the same game.
#[test]
fn s2_opentafl_notation_round_trips() {
    let original = resigned_game();
    let record = GameRecord::of_game(&original, None).with_tag("attackers", "Alice");
    let back = otn_round_trip(&original, record, "resigned");
    assert_eq!(back.variant, "copenhagen");
    assert_eq!(back.tag("attackers"), Some("Alice"));
    assert_eq!(
        back.result,
        Some(Outcome::win(Side::Attackers, Reason::Resigned))
    );

    let original = custom_start_game();
    let back = otn_round_trip(
        &original,
        GameRecord::of_game(&original, None),
        "custom start",
    );
    assert_eq!(
        back.result,
        Some(Outcome::win(Side::Attackers, Reason::KingCaptured))
    );
}

/// OTN for the other endings and starts, except the Swedes moving first
/// (see `s2_opentafl_notation_keeps_who_moved_first`).
#[test]
fn s2_opentafl_notation_round_trips_other_endings_and_starts() {
    for (what, mut original, layout) in other_games() {
        if what.contains("swedes first") {
            // The same ending from a Russians-first start.
            let tafl = common::variant("tafl9");
            original = Game::new(tafl.start_position(None, Some(Side::Attackers)).unwrap());
            play(&mut original, "e2-c2");
            original
                .finish(Outcome::new(Winner::Draw, Reason::DrawAgreed))
                .unwrap();
        }
        otn_round_trip(&original, GameRecord::of_game(&original, layout), what);
    }
}

/// OTN for every variant: Evangelists, the troll king's hidden state and
/// Nogs moving first included.
#[test]
fn s2_opentafl_notation_round_trips_every_variant() {
    for v in variant::all() {
        let mut g = Game::new(v.start_position(None, None).unwrap());
        for i in 0..10 {
            let moves = g.legal_moves();
            if moves.is_empty() {
                break;
            }
            g.play(moves[(i * 7 + 3) % moves.len()]).unwrap();
        }
        otn_round_trip(&g, GameRecord::of_game(&g, None), v.key());
    }
}

fn swedes_first_game() -> Game {
    let tafl = common::variant("tafl9");
    let mut g = Game::new(tafl.start_position(None, Some(Side::Defenders)).unwrap());
    play(&mut g, "c5-c3");
    play(&mut g, "e2-c2");
    g
}

/// Tafl draws lots for the first move (3.7): a game the Swedes began reads
/// back as a game the Swedes began.
#[test]
fn s2_game_record_keeps_who_moved_first() {
    let original = swedes_first_game();
    let text = GameRecord::of_game(&original, None).to_string();
    let copy = GameRecord::parse(&text).unwrap().to_game().unwrap();
    assert_eq!(copy.start().turn(), Side::Defenders);
    assert_same_game(&copy, &original, "native");
}

/// The same through OpenTafl notation, which writes `atkf:n`.
#[test]
fn s2_opentafl_notation_keeps_who_moved_first() {
    let original = swedes_first_game();
    let otn = GameRecord::of_game(&original, None).to_otn().unwrap();
    assert!(otn.contains("atkf:n"), "{otn}");
    otn_round_trip(&original, GameRecord::of_game(&original, None), "otn");
}

/// docs/rules.md 2, "Game records": a rule set that is not built in is
/// written out as `rules`, so the record reads where the rule set is
/// unknown; a built-in standard is named by its key alone; a record whose
/// rules cannot be read is refused with the rules' problem.
#[test]
fn s2_a_record_carries_a_rule_sets_own_rules() {
    use hnefi_engine::{RuleSet, RulesProblem};
    let rules = "dim:7 name:Quick esc:e start:/3t3/7/7/t2K3/7/7/3t3/";
    let variant = common::rule_set_variant(rules);
    let mut original = Game::new(variant.start_position(None, None).unwrap());
    original.play(Move::parse("d7-e7").unwrap()).unwrap();
    original.play(Move::parse("d4-g4").unwrap()).unwrap();
    let text = GameRecord::of_game(&original, None).to_string();
    let canonical = RuleSet::parse(rules).unwrap().rules.canonical();
    assert!(text.contains(&format!("rules: {canonical}\n")), "{text}");
    let back = GameRecord::parse(&text).unwrap().to_game().unwrap();
    assert_eq!(back.outcome(), original.outcome());
    assert_eq!(back.plies().len(), 2);
    assert_eq!(back.start().variant().rule_set(), variant.rule_set());

    // Without a variant line, the rules alone are enough.
    let bare = format!("rules: {rules}\n\nd7-e7\nd4-g4\n");
    let game = GameRecord::parse(&bare).unwrap().to_game().unwrap();
    assert!(game.outcome().is_some());

    let fetlar = hnefi_engine::variant::by_key("fetlar").unwrap();
    let game = Game::new(fetlar.start_position(None, None).unwrap());
    let text = GameRecord::of_game(&game, None).to_string();
    assert!(
        text.starts_with("variant: fetlar\n") && !text.contains("rules:"),
        "{text}"
    );

    let broken = "rules: dim:7 ks:x start:/3t3/7/7/t2K3/7/7/3t3/\n\nd7-e7\n";
    match GameRecord::parse(broken).unwrap().to_game() {
        Err(hnefi_engine::RecordError::Rules(e)) => {
            assert_eq!(e.key, "ks");
            assert!(matches!(e.problem, RulesProblem::Expected(_)));
        }
        other => panic!("{other:?}"),
    }
}

/// A game of `plies` moves from `variant`'s start, deterministic.
fn played(variant: &std::sync::Arc<hnefi_engine::Variant>, plies: usize) -> Game {
    let mut g = Game::new(variant.start_position(None, None).unwrap());
    for i in 0..plies {
        let moves = g.legal_moves();
        if moves.is_empty() {
            break;
        }
        g.play(moves[(i * 5 + 1) % moves.len()]).unwrap();
    }
    g
}

/// docs/rules.md 2, OpenTafl game records: `[tag:value]` headers with the
/// rules tag last, a blank line, numbered turns; the standards and a
/// server's own rule sets read back as themselves.
#[test]
fn s2_otg_records_end_their_headers_with_the_rules_and_read_back() {
    for v in hnefi_engine::variant::standards() {
        let g = played(v, 12);
        let otg = GameRecord::of_game(&g, None).to_otn().unwrap();
        let headers: Vec<&str> = otg.lines().take_while(|l| !l.is_empty()).collect();
        assert!(
            headers.last().is_some_and(|l| l.starts_with("[rules:")),
            "{}: {otg}",
            v.key()
        );
        assert!(
            headers
                .iter()
                .all(|l| l.starts_with('[') && l.ends_with(']')),
            "{otg}"
        );
        let back = otn_round_trip(&g, GameRecord::of_game(&g, None), v.key());
        assert_eq!(back.variant, v.key());
    }
    // A server's rule set: no variant tag; its rules, with the game's start.
    let rules = "dim:7 name:Quick esc:e start:/3t3/7/7/t2K3/7/7/3t3/";
    let variant = common::rule_set_variant(rules);
    let g = played(&variant, 6);
    let otg = GameRecord::of_game(&g, None).to_otn().unwrap();
    assert!(!otg.contains("[variant:"), "{otg}");
    let back = GameRecord::parse(&otg).unwrap();
    assert_eq!(back.variant, "custom", "played under its own rules");
    assert_eq!(
        back.rules.as_deref(),
        variant.rule_set().map(|r| r.canonical()).as_deref()
    );
    let copy = back.to_game().unwrap();
    assert_eq!(copy.plies().len(), g.plies().len());
    // The same position, under a key of the record's own.
    assert_eq!(copy.position().to_string(), g.position().to_string());
}

/// An OpenTafl record as OpenTafl writes them: free tags, a comment line
/// after a turn, a variation, the rules tag alone naming the game (here a
/// standard's rules under another name), and a resignation.
#[test]
fn s2_an_opentafl_record_with_comments_and_variations_reads_as_its_main_line() {
    let fetlar = hnefi_engine::variant::by_key("fetlar").unwrap();
    let mut rules = fetlar.rule_set().unwrap().clone();
    rules.name = "Fetlar (club rules)".into();
    let g = played(&fetlar, 4);
    let turns: Vec<String> = g
        .plies()
        .chunks(2)
        .enumerate()
        .map(|(i, pair)| {
            let moves: Vec<String> = pair.iter().map(|p| p.mv.to_string()).collect();
            format!("{}. {}", i + 1, moves.join(" "))
        })
        .collect();
    let text = format!(
        "[date:2015.01.07]\n[event:Club night]\n[attackers:Ragnhild]\n[defenders:Ulf]\n\
         [rules:{}]\n\n{}\n[A quiet start|and a quiet answer]\n\n2a.1.1a. a4-a2 a1-a1\n{}\n---\n",
        rules.canonical(),
        turns[0],
        turns[1]
    );
    let record = GameRecord::parse(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(
        record.variant, "fetlar",
        "a standard's rules are that standard"
    );
    assert_eq!(record.tag("event"), Some("Club night"));
    assert_eq!(record.moves.len(), 4);
    let copy = record.to_game().unwrap();
    assert_eq!(copy.position(), g.position());
    // Five moves in, the attackers are to move: they resigned.
    assert_eq!(copy.outcome().map(|o| o.reason), Some(Reason::Resigned));
}

/// A record whose rules are no variant Hnefi knows is played under those
/// rules; rules that cannot be read are refused with their problem.
#[test]
fn s2_an_otg_records_own_rules_are_compiled_or_refused() {
    let text = "[rules:dim:9 esc:e start:/4t4/4t4/9/9/tt2K2tt/9/9/4t4/4t4/]\n\n1. e9-f9 e5-e6\n";
    let record = GameRecord::parse(text).unwrap();
    assert_eq!(record.variant, "custom");
    let game = record.to_game().unwrap();
    assert_eq!(game.plies().len(), 2);
    let bad = "[rules:dim:8 start:/8/]\n\n1. a1-a2\n";
    assert!(matches!(GameRecord::parse(bad), Err(RecordError::Rules(_))));
}

/// OpenTafl writes the attackers' special pieces in lower case before the
/// square (`cf2-f3`); a bad move in a named standard is named, not taken
/// for a bad start.
#[test]
fn s2_otg_moves_with_special_piece_letters_read_and_bad_ones_are_named() {
    let berserk = hnefi_engine::variant::by_key("berserk").unwrap();
    let rules = berserk.rule_set().unwrap().canonical();
    let text = format!("[variant:Berserk Hnefatafl]\n[rules:{rules}]\n\n1. f4-c4 cf2-f3\n");
    let record = GameRecord::parse(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(record.moves.len(), 2);
    assert_eq!(record.to_game().unwrap().plies().len(), 2);
    let bad =
        format!("[variant:Berserk Hnefatafl]\n[rules:{rules}]\n\n1. f4-c4 f2-f3\n2. e4-e2 zz\n");
    assert!(
        matches!(
            GameRecord::parse(&bad),
            Err(RecordError::Syntax { line: 5, .. })
        ),
        "{:?}",
        GameRecord::parse(&bad)
    );
}
