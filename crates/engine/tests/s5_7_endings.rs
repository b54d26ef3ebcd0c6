//! Rule tests for docs/rules.md 5.7, how a game under a rule set ends:
//! the king captured or escaped (`esc`), no attackers left, the edge fort
//! (`efe`), encirclement (`surf`), repetition (`tfr`) and no legal moves,
//! in that order. Diagrams use OTN's letters (5.1): `t T` taflmen, `K`
//! king, `c C` commanders, `n N` knights, `m M` mercenaries, `g G` guards,
//! `.` empty, `x` an empty special square. The board is 7x7, with the
//! default corners a1 g1 a7 g7 and throne d4 unless the keys say otherwise.

mod common;

use common::{names, otn_rules, play, rule_set_game};
use hnefi_engine::{Game, Outcome, Reason, Side, Winner};

fn g7(extra: &str, diagram: &str, to_move: Side) -> Game {
    rule_set_game(&otn_rules(7, extra), diagram, to_move)
}

/// The outcome of playing `mv` from the diagram.
fn after(extra: &str, diagram: &str, to_move: Side, mv: &str) -> Option<Outcome> {
    let mut g = g7(extra, diagram, to_move);
    let ply = play(&mut g, mv);
    assert_eq!(ply.outcome, g.outcome());
    ply.outcome
}

fn win(side: Side, reason: Reason) -> Option<Outcome> {
    Some(Outcome::win(side, reason))
}

// ------------------------------------------------------- 1. king captured

/// docs/rules.md 5.7: "1. the king captured: the attackers win (`king
/// captured`)".
#[test]
fn s5_7_king_captured_attackers_win() {
    let diagram = "
        7 . . . . . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . . . x . . .
        3 . t K . t . .
        2 . . . . . . .
        1 . . . . . . .";
    assert_eq!(
        after("ks:w", diagram, Side::Attackers, "e3-d3"),
        win(Side::Attackers, Reason::KingCaptured)
    );
    assert_eq!(after("ks:w", diagram, Side::Attackers, "e3-e2"), None);
}

// -------------------------------------------------------- 2. king escaped

/// docs/rules.md 5.7: "2. the king on a square he wins on, a corner square
/// with `esc:c` ...: the defenders win (`king escaped`)".
#[test]
fn s5_7_esc_c_the_king_wins_on_a_corner_not_on_an_edge() {
    let edge = "
        7 . . . . . t .
        6 . . . . . . .
        5 . . . . . . .
        4 . . . x . . .
        3 . . K . . . .
        2 . . . . . . .
        1 x . . . . . .";
    assert_eq!(after("", edge, Side::Defenders, "c3-c1"), None);
    let corner = "
        7 . . . . . t .
        6 . . . . . . .
        5 . . . . . . .
        4 . . . x . . .
        3 K . . . . . .
        2 . . . . . . .
        1 x . . . . . .";
    assert_eq!(
        after("", corner, Side::Defenders, "a3-a1"),
        win(Side::Defenders, Reason::KingEscaped)
    );
    // A corner of a rule set is wherever `cor` says.
    assert_eq!(
        after("cor:c2,", edge, Side::Defenders, "c3-c2"),
        win(Side::Defenders, Reason::KingEscaped)
    );
    assert_eq!(after("cor:c2,", corner, Side::Defenders, "a3-a1"), None);
}

/// docs/rules.md 5.7: "... or any edge square with `esc:e`: the defenders
/// win (`king escaped`)".
#[test]
fn s5_7_esc_e_the_king_wins_on_any_edge_square() {
    let diagram = "
        7 . . . . . t .
        6 . . . . . . .
        5 . . . . . . .
        4 . . . x . . .
        3 . . K . . . .
        2 . . . . . . .
        1 . . . . . . .";
    assert_eq!(
        after("esc:e", diagram, Side::Defenders, "c3-c1"),
        win(Side::Defenders, Reason::KingEscaped)
    );
    assert_eq!(after("esc:e", diagram, Side::Defenders, "c3-c2"), None);
    // A corner inside the board is no escape under esc:e.
    assert_eq!(
        after("esc:e cor:c2,", diagram, Side::Defenders, "c3-c2"),
        None
    );
}

// -------------------------------------------------- 3. no attackers left

/// docs/rules.md 5.7: "3. no attacking piece left: the defenders win (`no
/// legal moves`)".
#[test]
fn s5_7_no_attacking_piece_left_defenders_win() {
    let last = "
        7 . . . . . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . . . K . . .
        3 . . . . . . .
        2 . T t . . T .
        1 . . . . . . .";
    assert_eq!(
        after("", last, Side::Defenders, "f2-d2"),
        win(Side::Defenders, Reason::NoLegalMoves)
    );
    let another = last.replace("6 . . . . . . .", "6 . t . . . . .");
    assert_eq!(after("", &another, Side::Defenders, "f2-d2"), None);
}

/// docs/rules.md 5.7: "2. the king on a square he wins on ... 3. no
/// attacking piece left": an escape that also takes the last attacker is
/// `king escaped`.
#[test]
fn s5_7_order_king_escaped_before_no_attackers_left() {
    let diagram = "
        7 . . . . . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . . . x . . .
        3 . . K . . . .
        2 . . . . . . .
        1 x t . . . . .";
    let mut g = g7("esc:e", diagram, Side::Defenders);
    let ply = play(&mut g, "c3-c1");
    assert_eq!(names(ply.captures), ["b1"]);
    assert_eq!(ply.outcome, win(Side::Defenders, Reason::KingEscaped));
    // Under esc:c c1 is no escape: the capture of the last attacker ends it.
    assert_eq!(
        after("", diagram, Side::Defenders, "c3-c1"),
        win(Side::Defenders, Reason::NoLegalMoves)
    );
}

// ------------------------------------------------------------ 4. edge fort

/// King d1 in a pocket d1 d2 walled by c1 c2 e1 e2 d3; the defender on a3
/// completes the wall on c3 (without it d3 is not safe: neither c3 nor e3
/// holds a defender).
const FORT: &str = "
    7 . . . . . . .
    6 t . . . . . .
    5 . . . . . . .
    4 . . . x . . .
    3 T . . T . . .
    2 . . T . T . .
    1 . . T K T . .";

/// docs/rules.md 5.7: "4. with `efe:y`, an edge fort: the defenders win
/// (`exit fort`)" — "when the king stands on an edge square and has a move
/// ...; no attacker stands next to a square of F; and every defender next
/// to F is *safe*".
#[test]
fn s5_7_efe_y_an_edge_fort_wins() {
    assert_eq!(
        after("efe:y", FORT, Side::Defenders, "a3-c3"),
        win(Side::Defenders, Reason::ExitFort)
    );
    assert_eq!(after("efe:n", FORT, Side::Defenders, "a3-c3"), None);
    assert_eq!(after("", FORT, Side::Defenders, "a3-c3"), None);
    // d3 not safe yet: no fort.
    assert_eq!(after("efe:y", FORT, Side::Defenders, "a3-a2"), None);
}

/// docs/rules.md 5.7: "no attacker stands next to a square of F".
#[test]
fn s5_7_efe_no_attacker_may_touch_the_fort() {
    let touched = FORT.replace("3 T . . T", "3 T . . t");
    assert_eq!(after("efe:y", &touched, Side::Defenders, "a3-c3"), None);
}

/// docs/rules.md 5.7: "every defender next to F is *safe*: on each of the
/// two axes at least one of its neighbours is off the board, in F, or a
/// safe defender ... guards are always safe".
#[test]
fn s5_7_efe_wall_pieces_must_be_safe_but_guards_always_are() {
    // d3 a guard: safe by itself, so the fort stands without c3.
    let guard = FORT.replace("3 T . . T", "3 T . . G");
    assert_eq!(
        after("efe:y", &guard, Side::Defenders, "a3-a2"),
        win(Side::Defenders, Reason::ExitFort)
    );
}

/// docs/rules.md 5.7: "Let F be the king's square with every square he can
/// reach by sliding and sliding again ... or F holds an edge square": the
/// king need not stand on the edge.
#[test]
fn s5_7_efe_the_king_may_stand_inside_a_fort_that_reaches_the_edge() {
    let inside = "
        7 . . . . . . .
        6 t . . . . . .
        5 . . . . . . .
        4 . . . x . . .
        3 T . . T . . .
        2 . . T K T . .
        1 . . T . T . .";
    assert_eq!(
        after("efe:y", inside, Side::Defenders, "a3-c3"),
        win(Side::Defenders, Reason::ExitFort)
    );
}

/// docs/rules.md 5.7: "when the king stands on an edge square and has a
/// move"; section 4.1 (which 5.7 says this is): "F must contain at least
/// one square besides the king's (he has a move)". A king walled in on the
/// edge without a move has no edge fort.
#[test]
fn s5_7_efe_a_king_on_the_edge_without_a_move_has_no_fort() {
    let shut = "
        7 . . . . . . .
        6 t . . . . . .
        5 . . . . . . .
        4 . . . x . . .
        3 T . . . . . .
        2 . . T T T . .
        1 . . T K T . .";
    assert_eq!(after("efe:y", shut, Side::Defenders, "a3-a4"), None);
    // With a square to move to (d2 empty, d3 walled), the same is a fort.
    let open = "
        7 . . . . . . .
        6 t . . . . . .
        5 . . . . . . .
        4 . . . x . . .
        3 T . T T T . .
        2 . . T . T . .
        1 . . T K T . .";
    assert_eq!(
        after("efe:y", open, Side::Defenders, "a3-a4"),
        win(Side::Defenders, Reason::ExitFort)
    );
}

/// docs/rules.md 5.7: "After every move, whichever side made it, the game
/// is decided": an attackers' move that leaves the fort whole wins it for
/// the defenders. d3 is an attackers' fort the king may not enter; the
/// attacker on it touches F until it leaves.
#[test]
fn s5_7_efe_an_edge_fort_is_judged_after_an_attackers_move_too() {
    let diagram = "
        7 . . . . . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . . . x . . .
        3 . . . t . . .
        2 . . T . T . .
        1 . . T K T . .";
    let extra = "afor:d3, aforp:tcnmg afors:tcnmg";
    assert_eq!(
        after(&format!("efe:y {extra}"), diagram, Side::Attackers, "d3-d5"),
        win(Side::Defenders, Reason::ExitFort)
    );
    assert_eq!(after(extra, diagram, Side::Attackers, "d3-d5"), None);
}

/// docs/rules.md 5.7: "(judged from his own square, without jumps)": the
/// king who left a throne he may not re-enter (`cenre:`) has a fort below
/// it; and 2 comes before 4: under `esc:e` the same move is an escape.
#[test]
fn s5_7_order_king_escaped_before_edge_fort() {
    let diagram = "
        7 . . . . . t .
        6 . . . . . . .
        5 . . . . . . .
        4 . . . K . . .
        3 . . T . T . .
        2 . . T . T . .
        1 . . T . T . .";
    assert_eq!(
        after("efe:y cenre:", diagram, Side::Defenders, "d4-d1"),
        win(Side::Defenders, Reason::ExitFort)
    );
    // The throne open to him again: F reaches the attacker's side, no fort.
    assert_eq!(after("efe:y", diagram, Side::Defenders, "d4-d1"), None);
    assert_eq!(
        after("efe:y cenre: esc:e", diagram, Side::Defenders, "d4-d1"),
        win(Side::Defenders, Reason::KingEscaped)
    );
}

/// docs/rules.md 5.7: "4. with `efe:y`, an edge fort ... 7. the side to
/// move with no legal move loses": a fort that also leaves the attackers
/// without a move is an `exit fort`.
#[test]
fn s5_7_order_edge_fort_before_no_legal_moves() {
    let diagram = "
        7 . . . . . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . . . x . . .
        3 T . . T . . T
        2 . . T . T T t
        1 . . T K T . x";
    assert_eq!(
        after("efe:y", diagram, Side::Defenders, "a3-c3"),
        win(Side::Defenders, Reason::ExitFort)
    );
    assert_eq!(
        after("", diagram, Side::Defenders, "a3-c3"),
        win(Side::Defenders, Reason::NoLegalMoves)
    );
}

// --------------------------------------------------------- 5. encirclement

/// Eight attackers in a diamond round d4, the last arriving on d6.
const RING: &str = "
    7 . . . . . . .
    6 t . . . . . .
    5 . . t . t . .
    4 . t . K . t .
    3 . . t . t . .
    2 . . . t . . .
    1 . . . . . . .";

/// docs/rules.md 5.7: "5. with `surf:y`, the defenders encircled: the
/// attackers win (`encircled`)" — "when none of them stands on the edge or
/// can reach it through squares no attacker holds".
#[test]
fn s5_7_surf_y_encircled_defenders_lose() {
    assert_eq!(
        after("", RING, Side::Attackers, "a6-d6"),
        win(Side::Attackers, Reason::Encircled)
    );
    assert_eq!(
        after("surf:y", RING, Side::Attackers, "a6-d6"),
        win(Side::Attackers, Reason::Encircled)
    );
    assert_eq!(after("surf:n", RING, Side::Attackers, "a6-d6"), None);
    // A gap in the ring.
    assert_eq!(after("", RING, Side::Attackers, "a6-b6"), None);
    // A defender on the edge is not encircled.
    let outside = RING.replace("1 . . . . . . .", "1 . . . . . T .");
    assert_eq!(after("", &outside, Side::Attackers, "a6-d6"), None);
}

/// docs/rules.md 5.7: "... and none can jump onto an edge square": a
/// defending commander inside the ring that can jump an attacker onto the
/// edge keeps the defenders free.
#[test]
fn s5_7_encirclement_escape_by_jump() {
    let commander = RING.replace("5 . . t . t", "5 . . t C t");
    assert_eq!(after("", &commander, Side::Attackers, "a6-d6"), None);
    // A taflman there cannot jump: encircled.
    let man = commander.replace('C', "T");
    assert_eq!(
        after("", &man, Side::Attackers, "a6-d6"),
        win(Side::Attackers, Reason::Encircled)
    );
    // cj:n: the commander cannot jump either.
    assert_eq!(
        after("cj:n", &commander, Side::Attackers, "a6-d6"),
        win(Side::Attackers, Reason::Encircled)
    );
}

/// docs/rules.md 5.7: "5. ... encircled ... 7. the side to move with no
/// legal move loses": a ring that also leaves the defenders without a
/// move is `encircled`.
#[test]
fn s5_7_order_encirclement_before_no_legal_moves() {
    let diagram = "
        7 . . . . . . .
        6 t . . . . . .
        5 . . t G t . .
        4 . t G K G t .
        3 . . t G t . .
        2 . . . t . . .
        1 . . . . . . .";
    assert_eq!(
        after("", diagram, Side::Attackers, "a6-d6"),
        win(Side::Attackers, Reason::Encircled)
    );
    assert_eq!(
        after("surf:n", diagram, Side::Attackers, "a6-d6"),
        win(Side::Attackers, Reason::NoLegalMoves)
    );
}

// ----------------------------------------------------------- 6. repetition

const SHUFFLE: &str = "
    7 . . . . . . .
    6 . t . . . . .
    5 . . . . . . .
    4 . . . K . . .
    3 . . . . . . .
    2 . . . . . T .
    1 . . . . . . .";

/// Plays the four-move shuffle twice from SHUFFLE; the eighth move makes
/// the start position occur for the third time. Returns the outcomes.
fn shuffle(extra: &str, first: Side) -> Vec<Option<Outcome>> {
    let mut g = g7(extra, SHUFFLE, first);
    let cycle = match first {
        Side::Attackers => ["b6-c6", "f2-f3", "c6-b6", "f3-f2"],
        Side::Defenders => ["f2-f3", "b6-c6", "f3-f2", "c6-b6"],
    };
    cycle
        .iter()
        .chain(&cycle)
        .map(|mv| play(&mut g, mv).outcome)
        .collect()
}

fn only_last(outcomes: &[Option<Outcome>], last: Option<Outcome>) {
    assert!(outcomes[..7].iter().all(Option::is_none), "{outcomes:?}");
    assert_eq!(outcomes[7], last);
}

/// docs/rules.md 5.7: "6. a position occurring for the third time ...:
/// `tfr:d` a draw"; `tfr:d` is the default.
#[test]
fn s5_7_tfr_d_third_repetition_is_a_draw() {
    let draw = Some(Outcome::new(Winner::Draw, Reason::Repetition));
    only_last(&shuffle("tfr:d", Side::Attackers), draw);
    only_last(&shuffle("", Side::Attackers), draw);
}

/// docs/rules.md 5.7: "`tfr:w` the player who made the move wins".
#[test]
fn s5_7_tfr_w_the_player_who_repeats_wins() {
    only_last(
        &shuffle("tfr:w", Side::Attackers),
        win(Side::Defenders, Reason::Repetition),
    );
    only_last(
        &shuffle("tfr:w", Side::Defenders),
        win(Side::Attackers, Reason::Repetition),
    );
}

/// docs/rules.md 5.7: "`tfr:l` that player loses".
#[test]
fn s5_7_tfr_l_the_player_who_repeats_loses() {
    only_last(
        &shuffle("tfr:l", Side::Attackers),
        win(Side::Attackers, Reason::Repetition),
    );
    only_last(
        &shuffle("tfr:l", Side::Defenders),
        win(Side::Defenders, Reason::Repetition),
    );
}

/// docs/rules.md 5.7: "`tfr:i` nothing" (5.9: "`tfr:i` ignores
/// repetitions").
#[test]
fn s5_7_tfr_i_repetition_is_ignored() {
    let mut g = g7("tfr:i", SHUFFLE, Side::Attackers);
    for _ in 0..4 {
        for mv in ["b6-c6", "f2-f3", "c6-b6", "f3-f2"] {
            assert_eq!(play(&mut g, mv).outcome, None);
        }
    }
}

// ------------------------------------------------------- 7. no legal moves

/// docs/rules.md 5.7: "7. the side to move with no legal move loses (`no
/// legal moves`)"; 5.9: "whichever side it is". The attacker on g2 is
/// shut in by the corner g1 and two defenders.
#[test]
fn s5_7_no_legal_moves_the_attackers_lose() {
    let diagram = "
        7 . . . . . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . . . K . . .
        3 . . . . . . T
        2 . . . . . T t
        1 . . . . . . x";
    assert_eq!(
        after("", diagram, Side::Defenders, "d4-d5"),
        win(Side::Defenders, Reason::NoLegalMoves)
    );
    assert_eq!(after("", diagram, Side::Defenders, "f2-f1"), None);
}

/// docs/rules.md 5.7: "7. the side to move with no legal move loses". The
/// strong king on the edge is not captured, but cannot move.
#[test]
fn s5_7_no_legal_moves_the_defenders_lose() {
    let diagram = "
        7 . . . . . . .
        6 . . . . . . .
        5 . . t . . . .
        4 . . . x . . .
        3 . . . . . . .
        2 . . . . . . .
        1 . t K t . . .";
    assert_eq!(
        after("", diagram, Side::Attackers, "c5-c2"),
        win(Side::Attackers, Reason::NoLegalMoves)
    );
    assert_eq!(after("", diagram, Side::Attackers, "c5-c3"), None);
}
