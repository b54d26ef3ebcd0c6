//! The AI never proposes an illegal move and never panics: positions from
//! random playouts of every variant and layout, searched under every kind
//! of limit; finished games and odd custom positions; determinism.

use std::time::Duration;

use hnefi_ai::{AiError, Level, SearchLimits, choose, choose_in_position};
use hnefi_engine::{Game, Position, Side, variant};

/// A small deterministic generator (xorshift).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// Games of random moves, stopped at random points, across every variant,
/// layout and first mover.
fn random_games(per_layout: usize, seed: u64) -> Vec<Game> {
    let mut rng = Rng(seed);
    let mut games = Vec::new();
    for v in variant::all() {
        let layouts: Vec<String> = v.layouts().map(str::to_string).collect();
        for layout in &layouts {
            for i in 0..per_layout {
                let first = if i % 2 == 0 {
                    Side::Attackers
                } else {
                    Side::Defenders
                };
                let start = v.start_position(Some(layout), Some(first)).unwrap();
                let mut game = Game::new(start);
                let length = rng.below(120);
                for _ in 0..length {
                    let moves = game.legal_moves();
                    if moves.is_empty() {
                        break;
                    }
                    game.play(moves[rng.below(moves.len())]).unwrap();
                }
                games.push(game);
            }
        }
    }
    games
}

/// The AI's answer is legal in the game, and its line is playable.
fn check(game: &Game, limits: SearchLimits, seed: u64) {
    let key = game.position().variant().key().to_string();
    match choose(game, limits.clone(), seed) {
        Ok(found) => {
            assert!(
                game.legal_moves().contains(&found.best),
                "{key}: {} is not legal in {} ({limits:?})",
                found.best,
                game.position()
            );
            assert_eq!(
                found.pv.first(),
                Some(&found.best),
                "{key}: pv {:?}",
                found.pv
            );
            let mut line = game.clone();
            for mv in &found.pv {
                if line.is_over() {
                    panic!("{key}: pv {:?} goes on after the end", found.pv);
                }
                line.play(*mv)
                    .unwrap_or_else(|e| panic!("{key}: pv {:?}: {mv}: {e}", found.pv));
            }
        }
        Err(AiError::GameOver(_)) => assert!(game.is_over(), "{key}: {}", game.position()),
        Err(e) => panic!("{key}: {e} in {}", game.position()),
    }
}

#[test]
fn random_positions_get_legal_moves_at_fixed_depths() {
    for (i, game) in random_games(3, 11).iter().enumerate() {
        check(game, SearchLimits::depth(1 + (i % 3) as u8), i as u64);
    }
}

#[test]
fn random_positions_get_legal_moves_under_node_time_and_noise_limits() {
    for (i, game) in random_games(2, 12).iter().enumerate() {
        let limits = match i % 4 {
            0 => SearchLimits::depth(64).with_nodes(300),
            1 => SearchLimits::time(Duration::from_millis(3)).with_tt_mib(1),
            2 => SearchLimits::depth(2).with_noise(400),
            _ => SearchLimits::depth(2).with_tt_mib(0),
        };
        check(game, limits, i as u64);
    }
}

#[test]
fn level_one_answers_every_random_position() {
    for (i, game) in random_games(1, 13).iter().enumerate() {
        check(
            game,
            Level::BEGINNER.limits_on(game.position().variant()),
            i as u64,
        );
    }
}

#[test]
fn finished_games_are_refused() {
    let brandubh = variant::by_key("brandubh").unwrap();
    // The king captured, or standing in a corner: over by itself.
    for text in [
        "3a3/3a3/3d3/aad1daa/3d3/3a3/3a3 a",
        "k2a3/3a3/3d3/aad1daa/3d3/3a3/3a3 a",
    ] {
        let position = Position::parse(&brandubh, text).unwrap();
        assert!(matches!(
            choose_in_position(&position, SearchLimits::depth(2), 0),
            Err(AiError::GameOver(_))
        ));
    }
    // A game that ended by a move.
    let mut game = Game::new(Position::parse(&brandubh, "7/7/7/7/7/a5k/7 d").unwrap());
    game.play_text("g2-g1").unwrap();
    assert!(matches!(
        choose(&game, SearchLimits::depth(2), 0),
        Err(AiError::GameOver(_))
    ));
}

#[test]
fn odd_positions_still_get_legal_moves() {
    let cases = [
        // A lone king, a lone attacker.
        ("copenhagen", "11/11/11/11/11/5k5/11/11/11/11/1a9 a"),
        ("copenhagen", "11/11/11/11/11/5k5/11/11/11/11/1a9 d"),
        // Noggin boxed in by his own men.
        ("noggin", "9/9/9/4d4/3dkd3/4d4/9/9/a8 d"),
        // Alea with a single Evangelist against one attacker.
        (
            "alea-evangelii",
            "19/19/19/19/19/19/19/19/19/9k9/19/19/19/5e13/19/19/19/19/2a16 d",
        ),
        // Thor: knights only.
        ("thor", "9/9/9/9/4k4/9/9/9/a8 a"),
        // Magpie: the leprechaun in a corner's reach.
        ("magpie", "7/7/7/7/7/1k5/1a5 a"),
    ];
    for (key, text) in cases {
        let v = variant::by_key(key).unwrap();
        let position = Position::parse(&v, text).unwrap_or_else(|e| panic!("{key} {text}: {e}"));
        let game = Game::new(position);
        for depth in 1..=4 {
            check(&game, SearchLimits::depth(depth), depth as u64);
        }
    }
}

#[test]
fn no_legal_move_is_an_error_not_a_panic() {
    // The attackers' only man, on b1, is boxed in by the corner and two
    // defenders: no move, which ends the game.
    let brandubh = variant::by_key("brandubh").unwrap();
    let position = Position::parse(&brandubh, "7/7/7/3k3/7/1d5/1ad4 a").unwrap();
    let game = Game::new(position.clone());
    assert!(game.is_over(), "the side to move has no legal move");
    assert!(choose(&game, SearchLimits::depth(3), 0).is_err());
}

#[test]
fn a_depth_limit_and_a_seed_give_the_same_answer_every_time() {
    for key in ["copenhagen", "brandubh", "noggin", "alea-evangelii"] {
        let v = variant::by_key(key).unwrap();
        let start = v.start_position(None, None).unwrap();
        let depth = if key == "alea-evangelii" { 2 } else { 3 };
        for limits in [
            SearchLimits::depth(depth),
            SearchLimits::depth(2).with_noise(200),
        ] {
            let runs: Vec<_> = (0..3)
                .map(|_| choose_in_position(&start, limits.clone(), 42).unwrap())
                .collect();
            for run in &runs[1..] {
                assert_eq!(
                    (run.best, run.score, run.nodes, &run.pv),
                    (runs[0].best, runs[0].score, runs[0].nodes, &runs[0].pv),
                    "{key} {limits:?}"
                );
            }
        }
    }
}

#[test]
fn different_seeds_vary_the_low_levels() {
    let v = variant::by_key("copenhagen").unwrap();
    let start = v.start_position(None, None).unwrap();
    let limits = SearchLimits::depth(1).with_noise(250);
    let moves: std::collections::BTreeSet<String> = (0..12)
        .map(|seed| {
            choose_in_position(&start, limits.clone(), seed)
                .unwrap()
                .best
                .to_string()
        })
        .collect();
    assert!(moves.len() > 2, "{moves:?}");
}

#[test]
fn levels_are_numbered_one_to_five() {
    assert!(Level::new(0).is_err());
    assert!(Level::new(6).is_err());
    for v in variant::all() {
        let limits: Vec<SearchLimits> = Level::ALL.iter().map(|l| l.limits_on(v)).collect();
        for pair in limits.windows(2) {
            assert!(pair[0].max_depth < pair[1].max_depth, "{}", v.key());
            assert!(pair[0].time < pair[1].time, "{}", v.key());
            assert!(pair[0].noise >= pair[1].noise, "{}", v.key());
        }
        for (level, limits) in Level::ALL.iter().zip(&limits) {
            assert_eq!(limits.time, Some(level.budget()), "{}", v.key());
        }
        assert!(limits[2].time.unwrap() <= Duration::from_secs(1));
        assert!(limits[4].time.unwrap() <= Duration::from_secs(5));
        assert_eq!(limits[4].noise, 0);
    }
    assert_eq!(Level::new(3).unwrap().name(), "intermediate");
}

/// On 19x19 levels 3 and 4 stop two plies shallower than elsewhere, so that
/// each level stays a ply below the next (TUNING.md, "Level tables").
#[test]
fn levels_three_and_four_search_shallower_on_19x19() {
    let depths = |key: &str| -> Vec<u8> {
        let v = variant::by_key(key).unwrap();
        Level::ALL
            .iter()
            .map(|l| l.limits_on(&v).max_depth)
            .collect()
    };
    assert_eq!(depths("alea-evangelii"), [1, 2, 3, 4, 64]);
    for key in ["copenhagen", "kings-table", "brandubh", "thor"] {
        assert_eq!(depths(key), [1, 2, 4, 6, 64], "{key}");
    }
}
