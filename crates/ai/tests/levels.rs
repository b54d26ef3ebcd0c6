//! Levels are ordered: a small self-play match in which each player takes
//! both sides of every opening. The levels' clocks are left out so the
//! games are the same on every machine (their depth limits and randomness
//! stay); the full tables, with the clocks, come from
//! `cargo run --release -p hnefi-ai --example match -- VARIANTS levels`.

use hnefi_ai::Level;
use hnefi_ai::arena::{MatchSettings, Player, play_match};
use hnefi_engine::{Variant, variant};

fn clockless(level: u8, v: &Variant) -> Player {
    let mut limits = Level::new(level).unwrap().limits_on(v);
    limits.time = None;
    limits.tt_mib = 8;
    Player::new(format!("L{level}"), limits)
}

fn stronger_wins(key: &str, strong: u8, weak: u8, openings: usize) {
    let v = variant::by_key(key).unwrap();
    let settings = MatchSettings {
        openings,
        opening_plies: 2,
        max_plies: 150,
        seed: 7,
    };
    let (strong_player, weak_player) = (clockless(strong, &v), clockless(weak, &v));
    let report = play_match(&v, &strong_player, &weak_player, &settings, |_| {});
    let total = report.total();
    assert!(
        total.win_rate() >= 0.65,
        "{key}: L{strong} against L{weak}: as attackers {}, as defenders {}",
        report.as_attackers,
        report.as_defenders
    );
}

#[test]
fn level_2_beats_level_1() {
    stronger_wins("brandubh", 2, 1, 4);
    stronger_wins("tafl9", 2, 1, 3);
}

#[test]
fn level_3_beats_level_2() {
    stronger_wins("brandubh", 3, 2, 4);
    stronger_wins("magpie", 3, 2, 3);
}
