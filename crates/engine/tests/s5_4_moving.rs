//! Rule tests for docs/rules.md 5.4, moving under a rule set: slides,
//! speeds (`spd`), the special squares (`cor cen afor dfor` and their
//! `…p …s …re` lists) and jumps (`kj nj cj mj gj`). Diagrams use OTN's
//! letters (5.1): `t T` taflmen, `K` king, `c C` commanders, `n N` knights,
//! `m M` mercenaries, `g G` guards, `.` empty, `x` an empty special square.
//! Unless a test says otherwise the board is 7x7 with the default corners
//! a1 g1 a7 g7 and throne d4.

mod common;

use common::{legal, names, otn_rules, play, refuse, rule_set_game};
use hnefi_engine::{Game, IllegalMove, Piece, Side};

fn g7(extra: &str, diagram: &str, to_move: Side) -> Game {
    rule_set_game(&otn_rules(7, extra), diagram, to_move)
}

/// The squares the piece on `from` may move to, sorted.
fn dests(game: &Game, from: &str) -> Vec<String> {
    let mut v: Vec<String> = legal(game)
        .into_iter()
        .filter_map(|m| m.strip_prefix(&format!("{from}-")).map(String::from))
        .collect();
    v.sort();
    v
}

fn list(squares: &str) -> Vec<String> {
    let mut v: Vec<String> = squares.split_whitespace().map(String::from).collect();
    v.sort();
    v
}

fn assert_legal(game: &Game, moves: &[&str]) {
    let all = legal(game);
    for m in moves {
        assert!(all.contains(&m.to_string()), "{m} should be legal: {all:?}");
    }
}

fn assert_illegal(game: &Game, moves: &[&str]) {
    let all = legal(game);
    for m in moves {
        assert!(!all.contains(&m.to_string()), "{m} should be illegal");
    }
}

// ------------------------------------------------------------- slides

/// docs/rules.md 5.4: "Every piece moves like a rook, over empty squares
/// ... Ordinary squares are open to every piece."
#[test]
fn s5_4_every_piece_moves_like_a_rook_over_empty_squares() {
    let game = g7(
        "",
        "
        7 . . . . . . .
        6 . K . . . . .
        5 . . . . . . .
        4 . . . x . . .
        3 . . . . . . .
        2 . t . . T . .
        1 . . . . . . .
          a b c d e f g",
        Side::Attackers,
    );
    assert_eq!(dests(&game, "b2"), list("a2 c2 d2 b1 b3 b4 b5"));
    let mut g = game.clone();
    assert!(matches!(
        refuse(&mut g, "b2-c3").error,
        IllegalMove::NotStraight
    ));
    assert!(matches!(
        refuse(&mut g, "b2-f2").error,
        IllegalMove::Blocked { .. }
    ));
    // A taflman never jumps (there is no `tj`).
    let mut g = g7(
        "",
        "
        7 . . . . . . .
        6 . K . . . . .
        5 . . . . . . .
        4 . . . x . . .
        3 . . . . . . .
        2 . t T . . . .
        1 . . . . . . .",
        Side::Attackers,
    );
    assert!(refuse(&mut g, "b2-d2").error != IllegalMove::GameOver);
}

// ------------------------------------------------------------- speeds

/// docs/rules.md 5.2: `spd:1`, "one number for every piece"; 5.4: "at most
/// as many squares as its speed allows".
#[test]
fn s5_4_spd_1_limits_every_piece_to_one_square() {
    let diagram = "
        7 . . . . . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . . . K . . .
        3 . . . . . . .
        2 . t . . . . .
        1 . . . . . . .";
    let mut g = g7("spd:1", diagram, Side::Attackers);
    assert_eq!(dests(&g, "b2"), list("a2 c2 b1 b3"));
    let r = refuse(&mut g, "b2-b4");
    assert_eq!(
        r.error,
        IllegalMove::TooFar {
            piece: Piece::Attacker,
            limit: 1
        },
        "{r}"
    );
    play(&mut g, "b2-b3");
    assert_eq!(dests(&g, "d4"), list("d3 d5 c4 e4"));
    // Without a limit the same pieces slide.
    let g = g7("", diagram, Side::Attackers);
    assert!(dests(&g, "b2").contains(&"b7".to_string()));
}

/// docs/rules.md 5.2: "two for the attackers and the defenders (`spd:2,3`)".
#[test]
fn s5_4_spd_2_values_attackers_then_defenders() {
    let diagram = "
        7 . . . . . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . . . K . . .
        3 . . . . . . .
        2 . t . . . T .
        1 . . . . . . .";
    let g = g7("spd:1,2", diagram, Side::Attackers);
    assert_eq!(dests(&g, "b2"), list("a2 c2 b1 b3"));
    let g = g7("spd:1,2", diagram, Side::Defenders);
    assert_eq!(dests(&g, "f2"), list("d2 e2 g2 f1 f3 f4"));
    assert_eq!(dests(&g, "d4"), list("d2 d3 d5 d6 b4 c4 e4 f4"));
    let g = g7("spd:2,1", diagram, Side::Defenders);
    assert_eq!(dests(&g, "f2"), list("e2 g2 f1 f3"));
}

/// docs/rules.md 5.2: the "older 10 (`tcnkmTCNKM`) and 8 (`tcnkTCNK`)
/// lists, whose missing types have no limit".
#[test]
fn s5_4_spd_8_and_10_values_leave_the_later_types_unlimited() {
    let diagram = "
        7 . . . . . . .
        6 . . . . . K .
        5 . . . . . . .
        4 . . . x . . .
        3 . . . . . . .
        2 . t . m . g .
        1 . . . . . . .";
    // 8 values (t c n k T C N K): mercenaries and guards have no limit.
    let g = g7("spd:1,1,1,1,1,1,1,1", diagram, Side::Attackers);
    assert_eq!(dests(&g, "b2"), list("a2 c2 b1 b3"));
    assert_eq!(dests(&g, "d2"), list("c2 e2 d1 d3 d5 d6 d7"));
    assert_eq!(dests(&g, "f2"), list("e2 g2 f1 f3 f4 f5"));
    // 10 values (t c n k m T C N K M): mercenaries limited, guards not.
    let g = g7("spd:1,1,1,1,1,1,1,1,1,1", diagram, Side::Attackers);
    assert_eq!(dests(&g, "d2"), list("c2 e2 d1 d3"));
    assert_eq!(dests(&g, "f2"), list("e2 g2 f1 f3 f4 f5"));
    // 12 values: the guard too.
    let g = g7("spd:1,1,1,1,1,1,1,1,1,1,1,1", diagram, Side::Attackers);
    assert_eq!(dests(&g, "f2"), list("e2 g2 f1 f3"));
}

/// docs/rules.md 5.2: "one per type: 12 in the order `tcnkmgTCNKMG`".
#[test]
fn s5_4_spd_12_values_give_each_type_its_own_limit() {
    let diagram = "
        7 . . . . . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . . . K . . .
        3 . . . . . . .
        2 . t . . . g .
        1 . . . . . . .";
    // t 1, g 2; the rest unlimited.
    let g = g7(
        "spd:1,-1,-1,-1,-1,2,-1,-1,-1,-1,-1,-1",
        diagram,
        Side::Attackers,
    );
    assert_eq!(dests(&g, "b2"), list("a2 c2 b1 b3"));
    assert_eq!(dests(&g, "f2"), list("d2 e2 g2 f1 f3 f4"));
    // K (index 9) 1.
    let g = g7(
        "spd:-1,-1,-1,-1,-1,-1,-1,-1,-1,1,-1,-1",
        diagram,
        Side::Defenders,
    );
    assert_eq!(dests(&g, "d4"), list("d3 d5 c4 e4"));
}

/// docs/rules.md 5.4: "Speeds do not limit jumps."
#[test]
fn s5_4_spd_limits_slides_not_jumps() {
    let diagram = "
        7 . . . . . . .
        6 . K . . . . .
        5 . . . . . . .
        4 . . . x . . .
        3 . . . . . . .
        2 . c T . . . .
        1 . . . . . . .";
    let mut g = g7("spd:1", diagram, Side::Attackers);
    assert_eq!(dests(&g, "b2"), list("a2 b1 b3 d2"));
    assert!(matches!(
        refuse(&mut g, "b2-b4").error,
        IllegalMove::TooFar { limit: 1, .. }
    ));
    play(&mut g, "b2-d2");
}

// ---------------------------------------------------- the special squares

/// docs/rules.md 5.2 defaults `cenp` all, `cens` `K`: every piece may pass
/// the empty throne, only the king stops on it.
#[test]
fn s5_4_cens_default_only_the_king_stops_on_the_throne_but_all_pass_it() {
    let diagram = "
        7 . . . . . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . t . x . T .
        3 . . . . . . .
        2 . . . K . . .
        1 . . . . . . .";
    let mut g = g7("", diagram, Side::Attackers);
    assert_legal(&g, &["b4-e4"]);
    let r = refuse(&mut g, "b4-d4");
    assert_eq!(
        r.error,
        IllegalMove::MayNotStop {
            square: common::sq("d4"),
            piece: Piece::Attacker,
        },
        "{r}"
    );
    let g = g7("", diagram, Side::Defenders);
    assert_legal(&g, &["d2-d4", "f4-e4"]);
    assert_illegal(&g, &["f4-d4"]);
    // cens:tK (with t in cenp, the default): the attacker may stop there.
    let g = g7("cens:tK", diagram, Side::Attackers);
    assert_legal(&g, &["b4-d4"]);
}

/// docs/rules.md 5.4: a special square is open "to *pass through* only if
/// its type is in X's `…p` list".
#[test]
fn s5_4_cenp_a_piece_not_in_cenp_may_not_pass_the_throne() {
    let diagram = "
        7 . . . . . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . t . x . . .
        3 . . . . . . .
        2 . . . K . . .
        1 . . . . . . .";
    let mut g = g7("cenp:K", diagram, Side::Attackers);
    let r = refuse(&mut g, "b4-e4");
    assert!(
        matches!(
            r.error,
            IllegalMove::MayNotPass {
                piece: Piece::Attacker,
                ..
            }
        ),
        "{r}"
    );
    assert_eq!(dests(&g, "b4"), list("a4 c4 b1 b2 b3 b5 b6 b7"));
    // The king, who is listed, passes.
    let g = g7("cenp:K", diagram, Side::Defenders);
    assert_legal(&g, &["d2-d6"]);
}

/// docs/rules.md 5.4: "to *stop on* only if its type is in X's `…p` list
/// and in its `…s` list (OpenTafl's reading: a piece must be able to enter
/// a square to stop on it)".
#[test]
fn s5_4_cens_may_stop_only_if_also_may_pass() {
    let diagram = "
        7 . . . . . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . t . x . . .
        3 . . . . . . .
        2 . . . K . . .
        1 . . . . . . .";
    let mut g = g7("cenp:K cens:tK", diagram, Side::Attackers);
    assert!(refuse(&mut g, "b4-d4").error != IllegalMove::GameOver);
    let g = g7("cenp:tK cens:tK", diagram, Side::Attackers);
    assert_legal(&g, &["b4-d4"]);
    // The same for the corners: cors lists t, corp does not.
    let corner = "
        7 . . . . . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . . . K . . .
        3 t . . . . . .
        2 . . . . . . .
        1 x . . . . . .";
    let g = g7("cors:tK", corner, Side::Attackers);
    assert_illegal(&g, &["a3-a1"]);
    let g = g7("corp:tK cors:tK", corner, Side::Attackers);
    assert_legal(&g, &["a3-a1"]);
}

/// docs/rules.md 5.2 defaults `corp` `K`, `cors` `K`; custom corners
/// (`cor:c4,`) may stand anywhere and are passed only by those in `corp`.
#[test]
fn s5_4_corp_and_cors_on_a_custom_corner() {
    let diagram = "
        7 . . . . . . .
        6 . . . . . . .
        5 . . . . . . .
        4 t . x . . . .
        3 . . . . . . .
        2 . . . . . . .
        1 . . . K . . .";
    let g = g7("cor:c4,", diagram, Side::Attackers);
    assert_eq!(dests(&g, "a4"), list("b4 a1 a2 a3 a5 a6 a7"));
    // a1 and the other old corners are ordinary now.
    let g = g7("cor:c4, corp:tK", diagram, Side::Attackers);
    assert_legal(&g, &["a4-e4", "a4-g4"]);
    assert_illegal(&g, &["a4-c4", "a4-d4"]);
    let g = g7("cor:c4, corp:tK cors:tK", diagram, Side::Attackers);
    assert_legal(&g, &["a4-c4"]);
}

/// docs/rules.md 5.2 defaults `aforp` all, `afors` all: anyone passes and
/// stops on the attackers' forts unless the lists say otherwise.
#[test]
fn s5_4_aforp_afors_attackers_forts_open_to_all_by_default() {
    let diagram = "
        7 . . . . . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . . . K . . .
        3 . . . . . . .
        2 T . x . . . t
        1 . . . . . . .";
    let g = g7("afor:c2,", diagram, Side::Defenders);
    assert_legal(&g, &["a2-c2", "a2-e2"]);
    let g = g7("afor:c2,", diagram, Side::Attackers);
    assert_legal(&g, &["g2-c2", "g2-b2"]);
    let g = g7("afor:c2, aforp:t afors:t", diagram, Side::Defenders);
    assert_illegal(&g, &["a2-c2", "a2-e2"]);
    assert_legal(&g, &["a2-b2"]);
    let g = g7("afor:c2, aforp:t afors:t", diagram, Side::Attackers);
    assert_legal(&g, &["g2-c2", "g2-b2"]);
    // afors without aforp: passing and stopping both refused.
    let g = g7("afor:c2, aforp:T afors:tT", diagram, Side::Attackers);
    assert_illegal(&g, &["g2-c2", "g2-b2"]);
}

/// docs/rules.md 5.2 default `dforp` `TCNKMG` (5.9: "as the specification
/// says"): attackers may not pass or stop on the defenders' forts.
#[test]
fn s5_4_dforp_dfors_attackers_keep_off_the_defenders_forts() {
    let diagram = "
        7 . . . . . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . . . K . . .
        3 . . . . . . .
        2 T . x . . . t
        1 . . . . . . .";
    let mut g = g7("dfor:c2,", diagram, Side::Attackers);
    assert_eq!(dests(&g, "g2"), list("d2 e2 f2 g3 g4 g5 g6"));
    let r = refuse(&mut g, "g2-b2");
    assert!(
        matches!(
            r.error,
            IllegalMove::MayNotPass {
                piece: Piece::Attacker,
                ..
            }
        ),
        "{r}"
    );
    let g = g7("dfor:c2,", diagram, Side::Defenders);
    assert_legal(&g, &["a2-c2", "a2-e2"]);
    // dforp:tT alone lets them pass but not stop (dfors stays TCNKMG).
    let g = g7("dfor:c2, dforp:tT", diagram, Side::Attackers);
    assert_legal(&g, &["g2-b2"]);
    assert_illegal(&g, &["g2-c2"]);
    // dforp:tT dfors:tT lets the attackers in.
    let g = g7("dfor:c2, dforp:tT dfors:tT", diagram, Side::Attackers);
    assert_legal(&g, &["g2-c2", "g2-b2"]);
}

/// docs/rules.md 5.4: "So `cenre:` (empty) with `cens:K` lets the king
/// leave the throne and never come back."
#[test]
fn s5_4_cenre_empty_keeps_the_king_off_the_throne() {
    let diagram = "
        7 . . . . . . .
        6 . t . . . . .
        5 . . . . . . .
        4 . . . K . . .
        3 . . . . . . .
        2 . . . . . . .
        1 . . . . . . .";
    let mut g = g7("cenre: cens:K", diagram, Side::Defenders);
    play(&mut g, "d4-d2");
    play(&mut g, "b6-b5");
    let r = refuse(&mut g, "d2-d4");
    assert!(matches!(r.error, IllegalMove::MayNotPass { .. }), "{r}");
    // Nor may he pass over it.
    assert_illegal(&g, &["d2-d4", "d2-d5", "d2-d6"]);
    assert_legal(&g, &["d2-d3"]);
    // By default he comes back.
    let mut g = g7("cens:K", diagram, Side::Defenders);
    play(&mut g, "d4-d2");
    play(&mut g, "b6-b5");
    play(&mut g, "d2-d4");
}

/// docs/rules.md 5.4: "only if its type is in X's `…re` list, or the piece
/// itself stands on a square of kind X when it moves" (`aforre:`).
#[test]
fn s5_4_aforre_empty_lets_only_pieces_on_a_fort_move_in_it() {
    let diagram = "
        7 . . . . . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . . . K . . .
        3 . . . . . . .
        2 . t x x . . t
        1 . . . . . . .";
    let g = g7("afor:b2,c2,d2, aforre:", diagram, Side::Attackers);
    // b2 stands on the fort: it moves within it and out of it.
    assert_legal(&g, &["b2-c2", "b2-d2", "b2-e2", "b2-a2"]);
    // g2 does not: it stops short of the fort.
    assert_eq!(dests(&g, "g2"), list("e2 f2 g3 g4 g5 g6"));
    // By default (aforre all) g2 enters.
    let g = g7("afor:b2,c2,d2,", diagram, Side::Attackers);
    assert_legal(&g, &["g2-d2", "g2-c2"]);
}

/// docs/rules.md 5.4 for `dforre` and `corre`: a type not in the list
/// enters such a square only from one of its own kind.
#[test]
fn s5_4_dforre_and_corre_empty() {
    let diagram = "
        7 . . . . . . .
        6 . T x x . . T
        5 . . . . . . .
        4 . . . . . . .
        3 K . . . . . .
        2 . . . . . . .
        1 x . . . . t .";
    let g = g7("dfor:b6,c6,d6, dforre:", diagram, Side::Defenders);
    assert_legal(&g, &["b6-d6", "b6-c6"]);
    assert_illegal(&g, &["g6-d6", "g6-c6"]);
    assert_legal(&g, &["g6-e6"]);
    // corre: the king cannot come onto a corner from an ordinary square.
    let g = g7("corre:", diagram, Side::Defenders);
    assert_illegal(&g, &["a3-a1"]);
    let mut g = g7("", diagram, Side::Defenders);
    assert_legal(&g, &["a3-a1"]);
    play(&mut g, "a3-a1");
}

/// docs/rules.md 5.2: "A key given with nothing after the colon ... is an
/// empty list": `cor:` has no corners, `cen:` no throne, and those squares
/// are ordinary.
#[test]
fn s5_4_cor_and_cen_empty_lists_make_ordinary_squares() {
    let diagram = "
        7 . . . . . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . t . . . . .
        3 t . . . . . .
        2 . . . . . . .
        1 . . . . . K .";
    let g = g7("", diagram, Side::Attackers);
    assert_illegal(&g, &["a3-a1", "b4-d4"]);
    let g = g7("cor: cen:", diagram, Side::Attackers);
    assert_legal(&g, &["a3-a1", "b4-d4"]);
}

/// docs/rules.md 5.1/5.2: `cen` lists the throne squares; there may be
/// several, each only the king's by default.
#[test]
fn s5_4_cen_custom_thrones() {
    let diagram = "
        7 . . . . . . .
        6 . . . . . . .
        5 t . x . . . .
        4 t . . . . . .
        3 . . . . x . .
        2 . . . . . . .
        1 . . . . K . .";
    let g = g7("cen:c5,e3,", diagram, Side::Attackers);
    assert_legal(&g, &["a5-b5", "a5-d5", "a4-d4"]);
    assert_illegal(&g, &["a5-c5"]);
    let g = g7("cen:c5,e3,", diagram, Side::Defenders);
    assert_legal(&g, &["e1-e3"]);
    let g = g7("", diagram, Side::Attackers);
    assert_legal(&g, &["a5-c5"]);
    assert_illegal(&g, &["a4-d4"]);
}

// ------------------------------------------------------------------ jumps

const JUMP: &str = "
    7 . . . . . . .
    6 . K . . . . .
    5 . . . . . . .
    4 . . . x . . .
    3 . . . . . . .
    2 . c T . . . .
    1 . . . . . . .";

/// docs/rules.md 5.4: a piece "may instead move two squares along a line
/// over an orthogonally adjacent enemy piece ... to the empty square just
/// beyond it"; `cj` defaults to `j`, "the jumped piece stays".
#[test]
fn s5_4_cj_j_commander_jumps_an_enemy_without_capturing() {
    let mut g = g7("", JUMP, Side::Attackers);
    let ply = play(&mut g, "b2-d2");
    assert!(ply.captures.is_empty());
    assert_eq!(
        g.position().piece_at(common::sq("c2")),
        Some(Piece::Defender)
    );
    // Never further than just beyond.
    let mut g = g7("", JUMP, Side::Attackers);
    assert!(refuse(&mut g, "b2-e2").error != IllegalMove::GameOver);
    // cj:n: commanders do not jump.
    let mut g = g7("cj:n", JUMP, Side::Attackers);
    let r = refuse(&mut g, "b2-d2");
    assert!(matches!(r.error, IllegalMove::CannotJump { .. }), "{r}");
    // Never over a piece of its own side.
    let mut g = g7(
        "",
        "
        7 . . . . . . .
        6 . K . . . . .
        5 . . . . . . .
        4 . . . x . . .
        3 . . . . . . .
        2 . c t . . . .
        1 . . . . . . .",
        Side::Attackers,
    );
    assert!(refuse(&mut g, "b2-d2").error != IllegalMove::GameOver);
    // Nor onto an occupied square.
    let g = g7(
        "",
        "
        7 . . . . . . .
        6 . K . . . . .
        5 . . . . . . .
        4 . . . x . . .
        3 . . . . . . .
        2 . c T T . . .
        1 . . . . . . .",
        Side::Attackers,
    );
    assert_illegal(&g, &["b2-d2"]);
}

/// docs/rules.md 5.1: "Kings, knights and commanders cannot be jumped."
#[test]
fn s5_4_kings_knights_and_commanders_cannot_be_jumped() {
    for (over, jumpable) in [
        ('T', true),
        ('M', true),
        ('G', true),
        ('K', false),
        ('N', false),
        ('C', false),
    ] {
        let king = if over == 'K' { '.' } else { 'K' };
        let diagram = format!(
            "
            7 . . . . . . .
            6 . {king} . . . . .
            5 . . . . . . .
            4 . . . x . . .
            3 . . . . . . .
            2 . c {over} . . . .
            1 . . . . . . ."
        );
        for jump in ["j", "c"] {
            let g = g7(&format!("cj:{jump}"), &diagram, Side::Attackers);
            assert_eq!(
                legal(&g).contains(&"b2-d2".to_string()),
                jumpable,
                "a commander (cj:{jump}) over {over}"
            );
        }
    }
}

/// docs/rules.md 5.4: with `c` "it is captured (5.5)"; `nj` defaults to
/// `c`.
#[test]
fn s5_4_nj_c_knight_captures_what_it_jumps() {
    let diagram = "
        7 . . . . . . .
        6 . K . . . . .
        5 . . . . . . .
        4 . . . x . . .
        3 . . . . . . .
        2 . n T . . . .
        1 . . . . . . .";
    let mut g = g7("", diagram, Side::Attackers);
    let ply = play(&mut g, "b2-d2");
    assert_eq!(names(ply.captures), ["c2"]);
    assert_eq!(g.position().piece_at(common::sq("c2")), None);
    // nj:j: it jumps and the piece stays.
    let mut g = g7("nj:j", diagram, Side::Attackers);
    let ply = play(&mut g, "b2-d2");
    assert!(ply.captures.is_empty());
    // nj:n: it does not jump.
    let g = g7("nj:n", diagram, Side::Attackers);
    assert_illegal(&g, &["b2-d2"]);
}

/// docs/rules.md 5.4: "with `c` it is captured (5.5), unless it is a
/// guard"; 5.9: "a guard is never captured, not even by a capturing jump".
#[test]
fn s5_4_a_guard_is_never_captured_by_a_jump() {
    let mut g = g7(
        "",
        "
        7 . . . . . . .
        6 . K . . . . .
        5 . . . . . . .
        4 . . . x . . .
        3 . . . . . . .
        2 . n G . . . .
        1 . . . . . . .",
        Side::Attackers,
    );
    let ply = play(&mut g, "b2-d2");
    assert!(ply.captures.is_empty());
    assert_eq!(
        g.position().piece_at(common::sq("c2")),
        Some(Piece::Guard(Side::Defenders))
    );
}

/// docs/rules.md 5.2: `kj` defaults to `n`; with `j` the king jumps, with
/// `c` he captures what he jumps.
#[test]
fn s5_4_kj_the_king_jumps_only_when_kj_says() {
    let diagram = "
        7 . . . . . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . . . x . . .
        3 . . . . . . .
        2 . K t . . . .
        1 . . . . . . .";
    let mut g = g7("", diagram, Side::Defenders);
    assert!(matches!(
        refuse(&mut g, "b2-d2").error,
        IllegalMove::CannotJump {
            piece: Piece::King,
            ..
        }
    ));
    let mut g = g7("kj:j", diagram, Side::Defenders);
    assert!(play(&mut g, "b2-d2").captures.is_empty());
    let mut g = g7("kj:c", diagram, Side::Defenders);
    assert_eq!(names(play(&mut g, "b2-d2").captures), ["c2"]);
}

/// docs/rules.md 5.4: "With `r` the jump must start or land on a throne, a
/// corner or a fort of the jumping piece's own side"; 5.9: "(OpenTafl
/// allows any fort)".
#[test]
fn s5_4_kj_r_restricted_jumps_only_via_throne_corner_or_own_fort() {
    // From the throne (`cenhe:` so that the empty throne behind the jumped
    // attacker does not capture it custodially, 5.5).
    let mut g = g7(
        "kj:r cenhe:",
        "
        7 . . . . . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . . . K . . .
        3 . . . t . . .
        2 . . . . . . .
        1 . t . . . . .",
        Side::Defenders,
    );
    let ply = play(&mut g, "d4-d2");
    assert!(ply.captures.is_empty(), "r does not capture");
    // Onto the throne.
    let g = g7(
        "kj:r",
        "
        7 . . . . . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . K t x . . .
        3 . . . . . . .
        2 . . . . . . .
        1 . t . . . . .",
        Side::Defenders,
    );
    assert_legal(&g, &["b4-d4"]);
    // Between ordinary squares: refused.
    let ordinary = "
        7 . . . . . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . . . x . . .
        3 . . . . . . .
        2 . K t . . . .
        1 . . . . . t .";
    let g = g7("kj:r", ordinary, Side::Defenders);
    assert_illegal(&g, &["b2-d2"]);
    // Onto a corner (one inside the board).
    let g = g7("kj:r cor:d2,", ordinary, Side::Defenders);
    assert_legal(&g, &["b2-d2"]);
    // Onto his own side's fort: allowed; onto the attackers' fort: not.
    let g = g7("kj:r dfor:d2,", ordinary, Side::Defenders);
    assert_legal(&g, &["b2-d2"]);
    let g = g7("kj:r afor:d2,", ordinary, Side::Defenders);
    assert_illegal(&g, &["b2-d2"]);
    // From his own side's fort.
    let g = g7("kj:r dfor:b2,", ordinary, Side::Defenders);
    assert_legal(&g, &["b2-d2"]);
    let g = g7("kj:r afor:b2,", ordinary, Side::Defenders);
    assert_illegal(&g, &["b2-d2"]);
}

/// docs/rules.md 5.4: the restricted jump of a knight (`nj:r`) does not
/// capture: "with `r` and `j` the jumped piece stays".
#[test]
fn s5_4_nj_r_restricted_jump_does_not_capture() {
    let mut g = g7(
        "nj:r afor:d2,",
        "
        7 . . . . . . .
        6 . K . . . . .
        5 . . . . . . .
        4 . . . x . . .
        3 . . . . . . .
        2 . n T . . . .
        1 . . . . . . .",
        Side::Attackers,
    );
    let ply = play(&mut g, "b2-d2");
    assert!(ply.captures.is_empty());
    assert_eq!(
        g.position().piece_at(common::sq("c2")),
        Some(Piece::Defender)
    );
}

/// docs/rules.md 5.2: `mj` defaults to `n`; a mercenary jumps when `mj`
/// says so.
#[test]
fn s5_4_mj_mercenary_jumps_only_when_mj_says() {
    let diagram = "
        7 . . . . . . .
        6 . K . . . . .
        5 . . . . . . .
        4 . . . x . . .
        3 . . . . . . .
        2 . m T . . . .
        1 . . . . . . .";
    let g = g7("", diagram, Side::Attackers);
    assert_illegal(&g, &["b2-d2"]);
    let mut g = g7("mj:j", diagram, Side::Attackers);
    assert!(play(&mut g, "b2-d2").captures.is_empty());
    let mut g = g7("mj:c", diagram, Side::Attackers);
    assert_eq!(names(play(&mut g, "b2-d2").captures), ["c2"]);
}

/// docs/rules.md 5.9: "`gj` lets guards jump"; 5.5: a guard "captures
/// nothing", even with `gj:c`.
#[test]
fn s5_4_gj_guard_jumps_but_captures_nothing() {
    let diagram = "
        7 . . . . . . .
        6 . K . . . . .
        5 . . . . . . .
        4 . . . x . . .
        3 . . . . . . .
        2 . g T . . . .
        1 . . . . . . .";
    let g = g7("", diagram, Side::Attackers);
    assert_illegal(&g, &["b2-d2"]);
    let mut g = g7("gj:c", diagram, Side::Attackers);
    let ply = play(&mut g, "b2-d2");
    assert!(ply.captures.is_empty());
    assert_eq!(
        g.position().piece_at(common::sq("c2")),
        Some(Piece::Defender)
    );
}

/// docs/rules.md 5.4: the square beyond is one the jumping piece "must be
/// allowed to stop on".
#[test]
fn s5_4_a_jump_lands_only_where_the_piece_may_stop() {
    let diagram = "
        7 . . . . . . .
        6 . K . . . . .
        5 . . . . . . .
        4 . c T x . . .
        3 . . . . . . .
        2 . . . . . . .
        1 . . . . . . .";
    let g = g7("", diagram, Side::Attackers);
    assert_illegal(&g, &["b4-d4"]);
    let g = g7("cens:cK", diagram, Side::Attackers);
    assert_legal(&g, &["b4-d4"]);
}

/// docs/rules.md 5.5: "Who captures. Any piece but a guard; the king only
/// when he is armed as a hammer (`ka:y` or `ka:h`)" — and "A capture by
/// jumping (5.4)" is one of the captures 5.5 lists. An unarmed king
/// (`ka:n`) or one who is only an anvil (`ka:a`) with `kj:c` jumps without
/// capturing, as a guard with `gj:c` does.
#[test]
fn s5_4_kj_c_a_king_who_is_no_hammer_captures_nothing_by_jumping() {
    let diagram = "
        7 . . . . . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . . . x . . .
        3 . . . . . . .
        2 . K t . . . .
        1 . . . . . t .";
    for armed in ["ka:n", "ka:a"] {
        let mut g = g7(&format!("kj:c {armed}"), diagram, Side::Defenders);
        let ply = play(&mut g, "b2-d2");
        assert!(
            ply.captures.is_empty(),
            "{armed}: {:?}",
            names(ply.captures)
        );
    }
    // As a hammer he does capture.
    let mut g = g7("kj:c ka:h", diagram, Side::Defenders);
    assert_eq!(names(play(&mut g, "b2-d2").captures), ["c2"]);
}
