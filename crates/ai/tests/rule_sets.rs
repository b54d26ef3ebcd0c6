//! The AI on rule sets nobody tuned it for (issue 23): random rule sets
//! from `hnefi_engine::ruleset::random_rules`, fixed by seeds. Every level
//! answers with a legal move, without panicking, from the start and from
//! positions further into a game; and level 1 beats a random mover in
//! whole games on both sides. `examples/rule_sets.rs` plays the larger
//! tables of `TUNING.md` ("Any rule set").

use std::sync::Arc;

use hnefi_ai::{Level, SearchLimits, choose, splitmix};
use hnefi_engine::ruleset::random_rules;
use hnefi_engine::{Game, RuleSet, Side, Variant, Winner};

fn compiled(seed: u64) -> (String, Arc<Variant>) {
    let text = random_rules(seed);
    let rules = RuleSet::parse(&text)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
        .rules;
    let v = rules
        .compile(&format!("random-{seed}"))
        .unwrap_or_else(|e| panic!("{text}: {e}"));
    (text, v)
}

/// A level's depth limit and randomness, without its clock, and a node
/// budget that keeps a debug build quick: the answer is the same on every
/// machine.
fn level(n: u8, v: &Variant, nodes: u64) -> SearchLimits {
    SearchLimits {
        time: None,
        ..Level::new(n).unwrap().limits_on(v)
    }
    .with_nodes(nodes)
}

#[test]
fn every_level_answers_legally_on_fifty_random_rule_sets() {
    let mut rng = 7;
    let mut answers = 0;
    for seed in 1000..1050 {
        let (text, v) = compiled(seed);
        let mut game = Game::new(v.start_position(None, None).unwrap());
        for stop in [0usize, 8, 30] {
            while game.plies().len() < stop && !game.is_over() {
                let moves = game.legal_moves();
                game.play(moves[(splitmix(&mut rng) % moves.len() as u64) as usize])
                    .unwrap();
            }
            if game.is_over() {
                break;
            }
            for n in 1..=5 {
                let found = choose(&game, level(n, &v, 1_500), splitmix(&mut rng))
                    .unwrap_or_else(|e| panic!("level {n}, {text}, {:?}: {e}", game.position()));
                assert!(
                    game.check_move(found.best).is_ok(),
                    "level {n} chose {} in {:?} of {text}",
                    found.best,
                    game.position()
                );
                answers += 1;
            }
        }
    }
    assert!(answers >= 500, "only {answers} answers");
}

/// Plays level 1 (depth 1 with its randomness, no clock) against a
/// uniformly random mover: the winner, or `None` at the ply limit.
fn level_1_against_random(v: &Arc<Variant>, level_1_side: Side, seed: u64) -> Option<Winner> {
    let mut game = Game::new(v.start_position(None, None).unwrap());
    let limits = SearchLimits {
        time: None,
        ..Level::BEGINNER.limits_on(v)
    };
    let mut rng = seed;
    while !game.is_over() && game.plies().len() < 200 {
        let mv = if game.turn() == level_1_side {
            choose(&game, limits.clone(), splitmix(&mut rng))
                .unwrap()
                .best
        } else {
            let moves = game.legal_moves();
            moves[(splitmix(&mut rng) % moves.len() as u64) as usize]
        };
        game.play(mv).unwrap();
    }
    game.outcome().map(|o| o.winner)
}

#[test]
fn level_1_beats_a_random_mover_on_random_rule_sets() {
    for seed in 23..29 {
        let (text, v) = compiled(seed);
        for side in Side::BOTH {
            let winner = level_1_against_random(&v, side, seed);
            assert_eq!(
                winner,
                Some(Winner::side(side)),
                "level 1 as the {side} of {text}"
            );
        }
    }
}
