//! Rule tests for docs/rules.md 5.5, capturing under a rule set: custodial
//! capture, who captures and who is captured (`ka`, guards), anvils and
//! hostile squares (`corh cenh cenhe aforh dforh`), the king's strength
//! (`ks`) and the commanders' sandwich of a strong king. Diagrams use OTN's
//! letters (5.1): `t T` taflmen, `K` king, `c C` commanders, `n N` knights,
//! `m M` mercenaries, `g G` guards, `.` empty, `x` an empty special square.
//! The board is 7x7, with the default corners a1 g1 a7 g7 and throne d4
//! unless the keys say otherwise.

mod common;

use common::{names, otn_rules, play, rule_set_game, sq};
use hnefi_engine::{Game, Outcome, Piece, Reason, Side, Winner};

fn g7(extra: &str, diagram: &str, to_move: Side) -> Game {
    rule_set_game(&otn_rules(7, extra), diagram, to_move)
}

/// What `mv` captures from the diagram, by square.
fn captures(extra: &str, diagram: &str, to_move: Side, mv: &str) -> Vec<String> {
    let mut g = g7(extra, diagram, to_move);
    names(play(&mut g, mv).captures)
}

/// Whether the attackers' `mv` captures the king.
fn king_taken(extra: &str, diagram: &str, mv: &str) -> bool {
    let mut g = g7(extra, diagram, Side::Attackers);
    let king = g.position().king().expect("a king");
    let ply = play(&mut g, mv);
    let taken = ply.king_captured.is_some();
    assert_eq!(taken, ply.captures.contains(king), "{mv}: reported capture");
    if taken {
        assert_eq!(
            ply.outcome,
            Some(Outcome::win(Side::Attackers, Reason::KingCaptured))
        );
        assert_eq!(g.position().king(), None, "the king leaves the board");
    } else {
        assert_eq!(g.position().king(), Some(king));
    }
    taken
}

const NONE: [&str; 0] = [];

// --------------------------------------------------------- custodial capture

/// docs/rules.md 5.5: "Captures are custodial and active, as in section 1:
/// the piece that moved captures an enemy next to its new square when the
/// square beyond that enemy, on the same line, is an *anvil*."
#[test]
fn s5_5_custodial_capture_is_active() {
    let trap = "
        7 . . . . . . .
        6 . . . . . t .
        5 . . . . . . .
        4 . . . K . . .
        3 . . . . . . .
        2 . t T . . t .
        1 . . . . . . .";
    assert_eq!(captures("", trap, Side::Attackers, "f2-d2"), ["c2"]);
    // Moving in between two enemies is safe.
    let between = "
        7 . . . . . . .
        6 . . . . . t .
        5 . . T . . . .
        4 . . . K . . .
        3 . . . . . . .
        2 . t . t . . .
        1 . . . . . . .";
    let mut g = g7("", between, Side::Defenders);
    assert!(play(&mut g, "c5-c2").captures.is_empty());
    assert_eq!(g.position().piece_at(sq("c2")), Some(Piece::Defender));
    // Nor does a capture happen on a move elsewhere.
    assert!(play(&mut g, "f6-f5").captures.is_empty());
    assert_eq!(g.position().piece_at(sq("c2")), Some(Piece::Defender));
}

/// docs/rules.md 5.5: "Who captures. Any piece but a guard" and "Who is
/// captured. Any enemy piece but a guard ... and the king": commanders,
/// knights and mercenaries capture and are captured like taflmen.
#[test]
fn s5_5_commanders_knights_and_mercenaries_capture_and_are_captured() {
    for hammer in ['t', 'c', 'n', 'm'] {
        for victim in ['T', 'C', 'N'] {
            let diagram = format!(
                "
                7 . . . . . . .
                6 . . . . . t .
                5 . . . . . . .
                4 . . . K . . .
                3 . . . . . . .
                2 . t {victim} . . {hammer} .
                1 . . . . . . ."
            );
            assert_eq!(
                captures("", &diagram, Side::Attackers, "f2-d2"),
                ["c2"],
                "{hammer} takes {victim}"
            );
        }
    }
}

// ------------------------------------------------------------------- ka

/// (captures as the hammer, captures as the anvil) under `ka:{value}`.
fn king_roles(value: &str) -> (bool, bool) {
    let hammer = "
        7 . . . . . . .
        6 . . . . . t .
        5 . . . . . . .
        4 . . . x . . .
        3 . . . . . . .
        2 . T t . . K .
        1 . . . . . . .";
    let anvil = "
        7 . . . . . . .
        6 . . . . . t .
        5 . . . . . . .
        4 . . . x . . .
        3 . . . . . . .
        2 . K t . . T .
        1 . . . . . . .";
    let extra = format!("ka:{value}");
    let h = captures(&extra, hammer, Side::Defenders, "f2-d2");
    let a = captures(&extra, anvil, Side::Defenders, "f2-d2");
    (h == ["c2"], a == ["c2"])
}

/// docs/rules.md 5.5: "the king only when he is armed as a hammer (`ka:y`
/// or `ka:h`)"; anvils include the king "only when he is armed as an anvil,
/// `ka:y` or `ka:a`". `ka:y` (the default): both.
#[test]
fn s5_5_ka_y_king_is_hammer_and_anvil() {
    assert_eq!(king_roles("y"), (true, true));
}

/// docs/rules.md 5.2: `ka:n`, "unarmed": neither hammer nor anvil.
#[test]
fn s5_5_ka_n_king_is_neither_hammer_nor_anvil() {
    assert_eq!(king_roles("n"), (false, false));
}

/// docs/rules.md 5.2: `ka:a`, "an anvil only".
#[test]
fn s5_5_ka_a_king_is_anvil_not_hammer() {
    assert_eq!(king_roles("a"), (false, true));
}

/// docs/rules.md 5.2: `ka:h`, "a hammer only".
#[test]
fn s5_5_ka_h_king_is_hammer_not_anvil() {
    assert_eq!(king_roles("h"), (true, false));
}

// ---------------------------------------------------------------- guards

/// docs/rules.md 5.1: a guard "is never captured"; 5.5: "Any enemy piece
/// but a guard (never captured)".
#[test]
fn s5_5_a_guard_is_never_captured() {
    let guard = "
        7 . . . . . . .
        6 . . . . . t .
        5 . . . . . . .
        4 . . . K . . .
        3 . . . . . . .
        2 . t G . . t .
        1 . . . . . . .";
    assert_eq!(captures("", guard, Side::Attackers, "f2-d2"), NONE);
    let man = guard.replace('G', "T");
    assert_eq!(captures("", &man, Side::Attackers, "f2-d2"), ["c2"]);
    // Not against a hostile square either (the empty throne).
    let throne = "
        7 . . . t . . .
        6 . . . . . . .
        5 . . . G . . .
        4 . . . x . . .
        3 . . . . . . .
        2 . . . . . . K
        1 . . . . . . .";
    assert_eq!(captures("", throne, Side::Attackers, "d7-d6"), NONE);
    let man = throne.replace('G', "T");
    assert_eq!(captures("", &man, Side::Attackers, "d7-d6"), ["d5"]);
}

/// docs/rules.md 5.5: "Who captures. Any piece but a guard".
#[test]
fn s5_5_a_guard_captures_nothing() {
    let diagram = "
        7 . . . . . . .
        6 . . . . . t .
        5 . . . . . . .
        4 . . . K . . .
        3 . . . . . . .
        2 . t T . . g .
        1 . . . . . . .";
    assert_eq!(captures("", diagram, Side::Attackers, "f2-d2"), NONE);
    assert_eq!(
        captures("", &diagram.replace('g', "t"), Side::Attackers, "f2-d2"),
        ["c2"]
    );
}

/// docs/rules.md 5.5: "Anvils. A piece of the capturing side other than a
/// guard".
#[test]
fn s5_5_a_guard_is_no_anvil() {
    let diagram = "
        7 . . . . . . .
        6 . . . . . t .
        5 . . . . . . .
        4 . . . K . . .
        3 . . . . . . .
        2 . g T . . t .
        1 . . . . . . .";
    assert_eq!(captures("", diagram, Side::Attackers, "f2-d2"), NONE);
}

// ------------------------------------------------------- hostile squares

/// docs/rules.md 5.5: an anvil may be "a special square hostile to the
/// captured piece's type: a corner by `corh`"; 5.9: "Hostility is per
/// piece type, as the lists say".
#[test]
fn s5_5_corh_corners_hostile_per_type() {
    let defender = "
        7 . . . . . . .
        6 . . . . . t .
        5 . . . . . . .
        4 . . . K . . .
        3 . . . . . . .
        2 . . . . . . .
        1 x T . t . . .";
    // Default: hostile to all.
    assert_eq!(captures("", defender, Side::Attackers, "d1-c1"), ["b1"]);
    // The defender arrives on c1: the attacker on b1 is between it and a1.
    let arrive = "
        7 . . . . . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . . . K . . .
        3 . . . . . . .
        2 . . T . . . .
        1 x t . . . . .";
    let arrive_c = arrive.replace("x t", "x c");
    assert_eq!(captures("", arrive, Side::Defenders, "c2-c1"), ["b1"]);
    assert_eq!(captures("", &arrive_c, Side::Defenders, "c2-c1"), ["b1"]);
    // corh:t: hostile to attacking taflmen only.
    assert_eq!(captures("corh:t", defender, Side::Attackers, "d1-c1"), NONE);
    assert_eq!(captures("corh:t", arrive, Side::Defenders, "c2-c1"), ["b1"]);
    assert_eq!(
        captures("corh:t", &arrive_c, Side::Defenders, "c2-c1"),
        NONE,
        "a commander is not a taflman"
    );
}

/// docs/rules.md 5.5: "the throne by `cenh` while a piece stands on it and
/// by `cenhe` while it is empty"; defaults `cenh` `tcnkmg`, `cenhe` all.
#[test]
fn s5_5_cenhe_the_empty_throne_is_hostile_to_the_listed_types() {
    let defender = "
        7 . . . t . . .
        6 . . . . . . .
        5 . . . T . . .
        4 . . . x . . .
        3 . . . . . . .
        2 . . . . . . .
        1 . K . . . . .";
    let attacker = "
        7 . . . T . . .
        6 . . . . . . .
        5 . . . t . . .
        4 . . . x . . .
        3 . . . . . . .
        2 . . . . . . .
        1 . K . . . . .";
    assert_eq!(captures("", defender, Side::Attackers, "d7-d6"), ["d5"]);
    assert_eq!(captures("", attacker, Side::Defenders, "d7-d6"), ["d5"]);
    assert_eq!(
        captures("cenhe:t", defender, Side::Attackers, "d7-d6"),
        NONE
    );
    assert_eq!(
        captures("cenhe:t", attacker, Side::Defenders, "d7-d6"),
        ["d5"]
    );
    assert_eq!(captures("cenhe:", attacker, Side::Defenders, "d7-d6"), NONE);
}

/// docs/rules.md 5.5: the throne is hostile "by `cenh` while a piece stands
/// on it" (default `tcnkmg`); "A hostile square stays hostile whoever
/// stands on it" (the defenders' own king included). `ka:n` so that the
/// king on the throne is no anvil himself.
#[test]
fn s5_5_cenh_the_occupied_throne_is_hostile_to_the_listed_types() {
    let attacker = "
        7 . . . T . . .
        6 . . . . . . .
        5 . . . t . . .
        4 . . . K . . .
        3 . . . . . . .
        2 . . . . . . .
        1 . . . . . t .";
    let defender = "
        7 . . . t . . .
        6 . . . . . . .
        5 . . . T . . .
        4 . . . K . . .
        3 . . . . . . .
        2 . . . . . . .
        1 . . . . . . .";
    assert_eq!(captures("ka:n", attacker, Side::Defenders, "d7-d6"), ["d5"]);
    assert_eq!(
        captures("ka:n cenh:", attacker, Side::Defenders, "d7-d6"),
        NONE
    );
    assert_eq!(captures("ka:n", defender, Side::Attackers, "d7-d6"), NONE);
    assert_eq!(
        captures("ka:n cenh:tT", defender, Side::Attackers, "d7-d6"),
        ["d5"],
        "hostile to defenders even with their king on it"
    );
}

/// docs/rules.md 5.5: "a fort by `aforh` or `dforh`"; defaults `aforh`
/// `TCNKMG` (the attackers' forts are hostile to defenders) and `dforh`
/// `tcnkmg`.
#[test]
fn s5_5_aforh_and_dforh_forts_are_hostile_to_the_listed_types() {
    let defender = "
        7 . . . . . . .
        6 . . . . . t .
        5 . . . . . . .
        4 . . . K . . .
        3 . . . . . . .
        2 . x T . t . .
        1 . . . . . . .";
    let attacker = "
        7 . . . . . . .
        6 . . . . . t .
        5 . . . . . . .
        4 . . . K . . .
        3 . . . . . . .
        2 . x t . T . .
        1 . . . . . . .";
    // An attackers' fort on b2.
    assert_eq!(
        captures("afor:b2,", defender, Side::Attackers, "e2-d2"),
        ["c2"]
    );
    assert_eq!(
        captures("afor:b2,", attacker, Side::Defenders, "e2-d2"),
        NONE
    );
    assert_eq!(
        captures("afor:b2, aforh:t", attacker, Side::Defenders, "e2-d2"),
        ["c2"]
    );
    assert_eq!(
        captures("afor:b2, aforh:t", defender, Side::Attackers, "e2-d2"),
        NONE
    );
    // A defenders' fort on b2.
    assert_eq!(
        captures("dfor:b2,", attacker, Side::Defenders, "e2-d2"),
        ["c2"]
    );
    assert_eq!(
        captures("dfor:b2,", defender, Side::Attackers, "e2-d2"),
        NONE
    );
    assert_eq!(
        captures("dfor:b2, dforh:T", defender, Side::Attackers, "e2-d2"),
        ["c2"]
    );
}

/// docs/rules.md 5.5: "A hostile square stays hostile whoever stands on
/// it": a defender standing on an attackers' fort does not save his
/// neighbour.
#[test]
fn s5_5_a_hostile_square_stays_hostile_whoever_stands_on_it() {
    let diagram = "
        7 . . . . . . .
        6 . . . . . t .
        5 . . . . . . .
        4 . . . K . . .
        3 . . . . . . .
        2 . T T . t . .
        1 . . . . . . .";
    // b2 an attackers' fort, occupied by a defender.
    assert_eq!(
        captures("afor:b2,", diagram, Side::Attackers, "e2-d2"),
        ["c2"]
    );
    // An ordinary b2 holding a defender is no anvil.
    assert_eq!(captures("", diagram, Side::Attackers, "e2-d2"), NONE);
    // A defending guard on the fort: still hostile.
    let guard = diagram.replace(". T T", ". G T");
    assert_eq!(
        captures("afor:b2,", &guard, Side::Attackers, "e2-d2"),
        ["c2"]
    );
}

/// docs/rules.md 5.5: "except that a guard of the capturing side standing
/// on it makes it no anvil at all".
#[test]
fn s5_5_a_capturing_sides_guard_on_a_hostile_square_makes_it_no_anvil() {
    let diagram = "
        7 . . . . . . .
        6 . . . . . t .
        5 . . . . . . .
        4 . . . K . . .
        3 . . . . . . .
        2 . g T . t . .
        1 . . . . . . .";
    assert_eq!(
        captures("afor:b2,", diagram, Side::Attackers, "e2-d2"),
        NONE
    );
    // The same with an attacking taflman on the fort: captured.
    let man = diagram.replace(". g T", ". t T");
    assert_eq!(captures("afor:b2,", &man, Side::Attackers, "e2-d2"), ["c2"]);
    // And with the guard on the empty throne (hostile to defenders).
    let throne = "
        7 . . . t . . .
        6 . . . . . . .
        5 . . . T . . .
        4 . . . g . . .
        3 . . . . . . .
        2 . . . . . . .
        1 . K . . . . .";
    assert_eq!(captures("cenh:T", throne, Side::Attackers, "d7-d6"), NONE);
    let throne_man = throne.replace(". g .", ". t .");
    assert_eq!(
        captures("cenh:T", &throne_man, Side::Attackers, "d7-d6"),
        ["d5"]
    );
}

// ------------------------------------------------------------------ ks

/// docs/rules.md 5.5, `ks:w`: "the square beyond him is an anvil, like any
/// piece".
#[test]
fn s5_5_ks_w_king_captured_between_two_like_any_piece() {
    let two = "
        7 . . . . . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . . . x . . .
        3 . t K . t . .
        2 . . . . . . .
        1 . . . . . . .";
    assert!(king_taken("ks:w", two, "e3-d3"));
    assert!(!king_taken("ks:s", two, "e3-d3"));
    // A defender beyond: no anvil.
    let guarded = two.replace(". t K", ". T K");
    assert!(!king_taken("ks:w", &guarded, "e3-d3"));
    // A corner hostile to the king is an anvil; on the edge too.
    let corner = "
        7 . . . . . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . . . x . . .
        3 . . . . . . .
        2 . . . . . . .
        1 x K . t . . .";
    assert!(king_taken("ks:w", corner, "d1-c1"));
    assert!(!king_taken("ks:w corh:tT", corner, "d1-c1"));
}

/// docs/rules.md 1 "Capturing the king": "A king who steps into an
/// enclosure himself is not captured" (5.5: "by an attacker's move next to
/// him").
#[test]
fn s5_5_ks_w_a_king_stepping_between_two_is_not_captured() {
    let mut g = g7(
        "ks:w",
        "
        7 . . . . . . .
        6 . . . . . . .
        5 . . K . . . .
        4 . . . x . . .
        3 . t . t . . .
        2 . . . . . . .
        1 . . . . . . .",
        Side::Defenders,
    );
    let ply = play(&mut g, "c5-c3");
    assert_eq!(ply.outcome, None);
    assert_eq!(g.position().king(), Some(sq("c3")));
}

/// docs/rules.md 5.5, `ks:s`: "every one of his four neighbours is hostile
/// to him: an attacker other than a guard, or a special square hostile to
/// `K`; never on an edge".
#[test]
fn s5_5_ks_s_king_needs_four_hostile_sides_never_on_the_edge() {
    let four = "
        7 . . . . . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . . t x . . .
        3 . t K . t . .
        2 . . t . . . .
        1 . . . . . . .";
    assert!(king_taken("", four, "e3-d3"));
    let three = four.replace("4 . . t", "4 . . .");
    assert!(!king_taken("", &three, "e3-d3"));
    // An attacking guard is no hostile side (surf:n: he is shut in, but
    // that is 5.7's business).
    let guard = four.replace("2 . . t", "2 . . g");
    assert!(!king_taken("surf:n", &guard, "e3-d3"));
    // Never on the edge, even with three attackers round him.
    let edge = "
        7 . . . . . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . . . x . . .
        3 . . . . . . .
        2 . . t . . . .
        1 . t K . t . .";
    assert!(!king_taken("", edge, "e1-d1"));
}

/// docs/rules.md 5.5, `ks:s`: "or a special square hostile to `K`": the
/// empty throne (`cenhe`, default all) and an attackers' fort (`aforh`,
/// default `TCNKMG`) count as a side; a defenders' fort (`dforh`, default
/// `tcnkmg`) does not.
#[test]
fn s5_5_ks_s_hostile_squares_count_as_sides() {
    let next_to_throne = "
        7 . . . . . . .
        6 . . . t . . .
        5 . . t K . t .
        4 . . . x . . .
        3 . . . . . . .
        2 . . . . . . .
        1 . . . . . . .";
    assert!(king_taken("", next_to_throne, "f5-e5"));
    assert!(!king_taken("cenhe:tcnkmg", next_to_throne, "f5-e5"));
    let fort = "
        7 . . . . . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . . t x . . .
        3 . t K . t . .
        2 . . x . . . .
        1 . . . . . . .";
    assert!(king_taken("afor:c2,", fort, "e3-d3"));
    assert!(!king_taken("dfor:c2, surf:n", fort, "e3-d3"));
    assert!(king_taken("dfor:c2, dforh:K", fort, "e3-d3"));
}

/// docs/rules.md 5.5, `ks:m`: "every neighbour he has is hostile, so an
/// edge helps to capture him".
#[test]
fn s5_5_ks_m_middleweight_king_is_helped_by_the_edge() {
    let edge = "
        7 . . . . . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . . . x . . .
        3 . . . . . . .
        2 . . t . . . .
        1 . t K . t . .";
    assert!(king_taken("ks:m", edge, "e1-d1"));
    assert!(!king_taken("ks:s", edge, "e1-d1"));
    // Off the edge he needs four, as a strong king.
    let three = "
        7 . . . . . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . . . x . . .
        3 . t K . t . .
        2 . . t . . . .
        1 . . . . . . .";
    assert!(!king_taken("ks:m", three, "e3-d3"));
    let four = "
        7 . . . . . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . . t x . . .
        3 . t K . t . .
        2 . . t . . . .
        1 . . . . . . .";
    assert!(king_taken("ks:m", four, "e3-d3"));
    // Two are not enough on the edge.
    let two = edge.replace("2 . . t", "2 . . .");
    assert!(!king_taken("ks:m", &two, "e1-d1"));
}

/// docs/rules.md 5.5, `ks:c`: "as `s` on a throne square or next to one,
/// as `w` elsewhere".
#[test]
fn s5_5_ks_c_strong_on_and_next_to_the_throne_weak_elsewhere() {
    // Away from the throne: two suffice.
    let away = "
        7 . . . . . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . . . x . . .
        3 . . . . . . .
        2 . t K . t . .
        1 . . . . . . .";
    assert!(king_taken("ks:c", away, "e2-d2"));
    // Next to the throne (c4): two do not, four do (the empty throne
    // counting as one).
    let next = "
        7 . . . . . . .
        6 . . . . . . .
        5 . . t . . . .
        4 . . K x . . .
        3 . . . . . . .
        2 . . . . . . .
        1 . . t . . . .";
    assert!(!king_taken("ks:c", next, "c1-c3"));
    let enclosed = "
        7 . . . . . . .
        6 . . . . . . .
        5 . . t . . . .
        4 . t K x . . .
        3 . . . . . . .
        2 . . . . . . .
        1 . . t . . . .";
    assert!(king_taken("ks:c", enclosed, "c1-c3"));
    // On the throne: four attackers.
    let on = "
        7 . . . . . . .
        6 . . . . . . .
        5 . . . t . . .
        4 . . t K t . .
        3 . . . . . . .
        2 . . . . . . .
        1 . . . t . . .";
    assert!(king_taken("ks:c", on, "d1-d3"));
    let on_three = on.replace("5 . . . t", "5 . . . .");
    assert!(!king_taken("ks:c", &on_three, "d1-d3"));
}

// -------------------------------------------------- commanders' sandwich

/// docs/rules.md 5.5: "A king who is strong where he stands ... is also
/// captured between the arriving attacker and an anvil beyond him when at
/// least two of these hold: the arriving piece is a commander or a knight;
/// the piece beyond is an attacking commander or knight; ..."
#[test]
fn s5_5_commanders_sandwich_a_strong_king() {
    let sandwich = |beyond: char, arriving: char| {
        format!(
            "
            7 . . . . . . .
            6 . . . . . . .
            5 . . . . . . .
            4 . . . x . . .
            3 . {beyond} K . {arriving} . .
            2 . . . . . . .
            1 . . . . . . ."
        )
    };
    assert!(king_taken("", &sandwich('c', 'c'), "e3-d3"));
    assert!(king_taken("", &sandwich('n', 'c'), "e3-d3"));
    assert!(king_taken("", &sandwich('c', 'n'), "e3-d3"));
    assert!(king_taken("", &sandwich('n', 'n'), "e3-d3"));
    // One commander is not enough (5.9: "a single commander never
    // captures a strong king").
    assert!(!king_taken("", &sandwich('t', 'c'), "e3-d3"));
    assert!(!king_taken("", &sandwich('c', 't'), "e3-d3"));
    assert!(!king_taken("", &sandwich('t', 't'), "e3-d3"));
    // A defending commander beyond is no anvil.
    assert!(!king_taken("", &sandwich('C', 'c'), "e3-d3"));
    // ks:w captures with any two anyway; the sandwich is for strong kings.
    assert!(king_taken("ks:w", &sandwich('t', 't'), "e3-d3"));
}

/// docs/rules.md 5.9: "a single commander never captures a strong king
/// (OpenTafl counts the arriving commander twice when the same move
/// captures another piece)".
#[test]
fn s5_5_commanders_sandwich_one_commander_capturing_elsewhere_is_still_one() {
    let diagram = "
        7 . . . . . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . . . x . . .
        3 . t K . . c .
        2 . . . T . . .
        1 . . . t . . .";
    let mut g = g7("", diagram, Side::Attackers);
    let ply = play(&mut g, "f3-d3");
    assert_eq!(names(ply.captures), ["d2"]);
    assert_eq!(ply.king_captured, None);
}

/// docs/rules.md 5.5: "... the square beyond is a corner; the arriving
/// piece stands on a corner hostile to the king."
#[test]
fn s5_5_commanders_sandwich_with_corners() {
    // A corner beyond and an arriving commander: two.
    let beyond = "
        7 . . . . . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . . . x . . .
        3 . . . . . . .
        2 . . . . . . .
        1 x K . c . . .";
    assert!(king_taken("", beyond, "d1-c1"));
    // A corner beyond and a taflman: one.
    assert!(!king_taken("", &beyond.replace(". c .", ". t ."), "d1-c1"));
    // The arriving taflman stands on a corner hostile to the king, and a
    // commander is beyond: two.
    let on_corner = "
        7 . . . . . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . . . x . . .
        3 t . . . . . .
        2 . . . . . . .
        1 x K c . . . .";
    let open = "corp:tK cors:tK";
    assert!(king_taken(open, on_corner, "a3-a1"));
    // With a taflman beyond: one.
    assert!(!king_taken(open, &on_corner.replace("K c", "K t"), "a3-a1"));
    // The corner not hostile to the king: one.
    assert!(!king_taken(
        "corp:tK cors:tK corh:tcnmgTCNMG",
        on_corner,
        "a3-a1"
    ));
}

/// docs/rules.md 5.5: "Not when the king or either of those squares is a
/// throne square."
#[test]
fn s5_5_commanders_sandwich_never_on_or_against_a_throne() {
    // The king on the throne.
    let on = "
        7 . . . . . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . . c K . c .
        3 . . . . . . .
        2 . . . . . . .
        1 . . . . . . .";
    assert!(!king_taken("", on, "f4-e4"));
    // A commander beyond, standing on the throne.
    let beyond = "
        7 . . . . . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . . . c . . .
        3 . . . K . . .
        2 . . . . . . .
        1 . . . c . . .";
    assert!(!king_taken("", beyond, "d1-d2"));
    // The same off the throne (cen moved away): captured.
    assert!(king_taken("cen:a4,", beyond, "d1-d2"));
    // The arriving commander stops on the throne (cens lets it).
    let arriving = "
        7 . . . . . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . . . x . . c
        3 . . . K . . .
        2 . . . c . . .
        1 . . . . . . .";
    assert!(!king_taken("cens:cK", arriving, "g4-d4"));
    assert!(king_taken("cens:cK cen:a4,", arriving, "g4-d4"));
}

/// docs/rules.md 5.5: the sandwich applies to a king "strong where he
/// stands (`ks:s`, or `ks:c` on or next to a throne)"; "Not when the king
/// ... is a throne square".
#[test]
fn s5_5_commanders_sandwich_of_a_ks_c_king_next_to_the_throne() {
    let next = "
        7 . . . . . . .
        6 . . . . . . .
        5 . . c . . . .
        4 . . K x . . .
        3 . . . . . . .
        2 . . . . . . .
        1 . . c . . . .";
    assert!(king_taken("ks:c", next, "c1-c3"));
    assert!(!king_taken(
        "ks:c",
        &next.replace("5 . . c", "5 . . t"),
        "c1-c3"
    ));
    let on = "
        7 . . . . . . .
        6 . . . . . . .
        5 . . . c . . .
        4 . . . K . . .
        3 . . . . . . .
        2 . . . . . . .
        1 . . . c . . .";
    assert!(!king_taken("ks:c", on, "d1-d3"));
}

/// docs/rules.md 5.9: "A strong king whose enemies have commanders or
/// knights can still be captured by enclosure".
#[test]
fn s5_5_a_strong_king_is_enclosed_though_commanders_are_about() {
    let diagram = "
        7 . . . . . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . . t x . . .
        3 . c K . t . .
        2 . . t . . . .
        1 . . . . . . .";
    assert!(king_taken("", diagram, "e3-d3"));
}

// ---------------------------------------------------------------- order

/// docs/rules.md 5.5: "A capture by jumping (5.4) comes first, then the
/// custodial captures in all four directions": both are made by one move.
#[test]
fn s5_5_a_jump_capture_and_custodial_captures_in_one_move() {
    let mut g = g7(
        "",
        "
        7 . . . . . . .
        6 . . . . . . K
        5 . . . . . . .
        4 . . . x . . .
        3 . . . T . . .
        2 . n T . T t .
        1 . . . . . . .",
        Side::Attackers,
    );
    let ply = play(&mut g, "b2-d2");
    // c2 jumped; d3 against the empty throne; e2 against f2.
    assert_eq!(names(ply.captures), ["c2", "e2", "d3"]);
    assert_eq!(ply.outcome.map(|o| o.winner), None::<Winner>);
}
