//! The search stops on time because it reads the clock often enough, which
//! is checked here without a clock: the node budget is read at the same
//! place as the clock, so a search given a node budget must stop within
//! [`CLOCK_EVERY`] positions of it (plus the moves of one node that end the
//! game, which count a position each), on every variant, from the start
//! and from positions further into a game. A timed test would depend on
//! the machine; this one does not.

use hnefi_ai::arena::random_opening;
use hnefi_ai::{CLOCK_EVERY, SearchLimits, choose};
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
