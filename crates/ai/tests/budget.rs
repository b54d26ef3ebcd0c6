//! The search stops on time because it reads the clock often enough, which
//! is checked here without a clock: the node budget is read at the same
//! place as the clock, so a search given a node budget must stop within
//! [`CLOCK_EVERY`] positions of it (plus the moves of one node that end the
//! game, which count a position each), on every variant, from the start
//! and from positions further into a game. A timed test would depend on
//! the machine; this one does not.

use hnefi_ai::arena::random_opening;
use hnefi_ai::{CLOCK_EVERY, Level, SearchLimits, choose};
use hnefi_engine::{Game, variant};

/// The most legal moves a position of any variant has (19x19 with every
/// man free is well under this).
const MOVES_OF_ONE_NODE: u64 = 600;

#[test]
fn a_node_budget_is_kept_to_within_clock_every_positions() {
    for v in variant::all() {
        let start = v.start_position(None, None).unwrap();
        for (n, plies) in [0usize, 6, 20].into_iter().enumerate() {
            let mut game = Game::new(start.clone());
            for mv in random_opening(&start, plies, 11 + n as u64) {
                game.play(mv).unwrap();
            }
            if game.is_over() {
                continue;
            }
            for budget in [1u64, 700, 5_000] {
                let limits = SearchLimits {
                    time: None,
                    tt_mib: 1,
                    ..SearchLimits::default()
                }
                .with_nodes(budget);
                let found = choose(&game, limits, 0).unwrap();
                assert!(
                    found.nodes <= budget + CLOCK_EVERY + MOVES_OF_ONE_NODE,
                    "{} after {plies} plies: {} nodes for a budget of {budget}",
                    v.key(),
                    found.nodes
                );
                assert!(game.legal_moves().contains(&found.best));
            }
        }
    }
}

/// The same on 19x19 rule sets with special pieces (issue 23): random rule
/// sets from `random_rules_sized`, the first three with at least six
/// commanders, knights, mercenaries or guards, at level 5's settings (its
/// clock replaced by the node budget).
#[test]
fn a_node_budget_is_kept_on_19x19_rule_sets_with_special_pieces() {
    use hnefi_engine::ruleset::random_rules_sized;
    use hnefi_engine::{Kind, RuleSet};
    let sets: Vec<_> = (0u64..)
        .map(|seed| {
            let text = random_rules_sized(seed, 19);
            RuleSet::parse(&text).unwrap().rules
        })
        .filter(|rules| {
            rules
                .start
                .pieces
                .iter()
                .filter(|(_, p)| !matches!(p.kind(), Kind::Man | Kind::King))
                .count()
                >= 6
        })
        .take(3)
        .collect();
    for rules in sets {
        let v = rules.compile("random").unwrap();
        let start = v.start_position(None, None).unwrap();
        for (n, plies) in [0usize, 20].into_iter().enumerate() {
            let mut game = Game::new(start.clone());
            for mv in random_opening(&start, plies, 5 + n as u64) {
                game.play(mv).unwrap();
            }
            if game.is_over() {
                continue;
            }
            for budget in [1u64, 5_000] {
                let limits = SearchLimits {
                    time: None,
                    tt_mib: 1,
                    ..Level::STRONGEST.limits_on(&v)
                }
                .with_nodes(budget);
                let found = choose(&game, limits, 0).unwrap();
                assert!(
                    found.nodes <= budget + CLOCK_EVERY + MOVES_OF_ONE_NODE,
                    "{} after {plies} plies: {} nodes for a budget of {budget}",
                    rules.canonical(),
                    found.nodes
                );
                assert!(game.legal_moves().contains(&found.best));
            }
        }
    }
}
