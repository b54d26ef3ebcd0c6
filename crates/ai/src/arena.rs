//! Self-play: games between two players, and matches in which each player
//! takes both sides of the same openings. Used to check that the levels are
//! ordered (`tests/levels.rs`, `examples/match.rs`) and to tune the
//! evaluation (`examples/tune.rs`).

use std::fmt;
use std::sync::Arc;

use hnefi_engine::{Game, Move, Outcome, Position, Side, Variant, Winner};

use crate::eval::Weights;
use crate::search::splitmix;
use crate::{SearchLimits, choose_with_weights};

/// Who plays: how deep or long it searches, and with which weights
/// (`None`: the variant's tuned weights).
#[derive(Clone, Debug)]
pub struct Player {
    pub name: String,
    pub limits: SearchLimits,
    pub weights: Option<Weights>,
}

impl Player {
    pub fn new(name: impl Into<String>, limits: impl Into<SearchLimits>) -> Player {
        Player {
            name: name.into(),
            limits: limits.into(),
            weights: None,
        }
    }

    pub fn with_weights(mut self, weights: Weights) -> Player {
        self.weights = Some(weights);
        self
    }
}

/// One finished (or adjudicated) game.
#[derive(Clone, Debug)]
pub struct GameReport {
    /// `None` when the game reached the ply limit: scored as a draw.
    pub outcome: Option<Outcome>,
    pub moves: Vec<Move>,
    /// Every position of the game after the opening, with the side to move.
    pub positions: Vec<Position>,
}

impl GameReport {
    /// 1 for a defenders' win, 0 for an attackers' win, ½ otherwise.
    pub fn defenders_score(&self) -> f64 {
        match self.outcome.map(|o| o.winner) {
            Some(Winner::Defenders) => 1.0,
            Some(Winner::Attackers) => 0.0,
            _ => 0.5,
        }
    }
}

/// Plays `opening` from `start`, then lets the players choose every move
/// until the game ends or `max_plies` moves have been played.
pub fn play_game(
    start: &Position,
    opening: &[Move],
    attackers: &Player,
    defenders: &Player,
    seed: u64,
    max_plies: usize,
) -> GameReport {
    let mut game = Game::new(start.clone());
    let mut moves = Vec::new();
    for &mv in opening {
        if game.play(mv).is_err() {
            break;
        }
        moves.push(mv);
    }
    let mut positions = Vec::new();
    let mut rng = seed;
    let tuned_a = Weights::for_variant(start.variant().key());
    while !game.is_over() && moves.len() < max_plies {
        positions.push(game.position().clone());
        let player = match game.turn() {
            Side::Attackers => attackers,
            Side::Defenders => defenders,
        };
        let weights = player.weights.as_ref().unwrap_or(&tuned_a);
        let Ok(found) = choose_with_weights(&game, &player.limits, splitmix(&mut rng), weights)
        else {
            break;
        };
        if game.play(found.best).is_err() {
            // Never expected: the AI chooses among legal moves.
            break;
        }
        moves.push(found.best);
    }
    GameReport {
        outcome: game.outcome(),
        moves,
        positions,
    }
}

/// `plies` random legal moves from `start` that do not end the game, or
/// fewer when the game would end.
pub fn random_opening(start: &Position, plies: usize, seed: u64) -> Vec<Move> {
    let mut rng = seed ^ 0x5EED;
    let mut game = Game::new(start.clone());
    let mut moves = Vec::new();
    for _ in 0..plies {
        let legal: Vec<Move> = game
            .legal_moves()
            .into_iter()
            .filter(|&mv| {
                let mut g = game.clone();
                g.play(mv).is_ok_and(|ply| ply.outcome.is_none()) && !g.is_over()
            })
            .collect();
        if legal.is_empty() {
            break;
        }
        let mv = legal[(splitmix(&mut rng) % legal.len() as u64) as usize];
        let _ = game.play(mv);
        moves.push(mv);
    }
    moves
}

/// Results of one player against another, from the first player's side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
}

impl Tally {
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// Points per game, a draw counting half.
    pub fn score(&self) -> f64 {
        (self.wins as f64 + 0.5 * self.draws as f64) / self.games().max(1) as f64
    }

    /// Share of games won.
    pub fn win_rate(&self) -> f64 {
        self.wins as f64 / self.games().max(1) as f64
    }

    fn add(&mut self, points: f64) {
        if points > 0.75 {
            self.wins += 1;
        } else if points < 0.25 {
            self.losses += 1;
        } else {
            self.draws += 1;
        }
    }
}

impl fmt::Display for Tally {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "+{} ={} -{} ({:.0}% won, score {:.0}%)",
            self.wins,
            self.draws,
            self.losses,
            100.0 * self.win_rate(),
            100.0 * self.score()
        )
    }
}

/// A match: the first player's results as attackers and as defenders.
#[derive(Clone, Debug, Default)]
pub struct MatchReport {
    pub as_attackers: Tally,
    pub as_defenders: Tally,
    pub games: Vec<GameReport>,
}

impl MatchReport {
    pub fn total(&self) -> Tally {
        Tally {
            wins: self.as_attackers.wins + self.as_defenders.wins,
            draws: self.as_attackers.draws + self.as_defenders.draws,
            losses: self.as_attackers.losses + self.as_defenders.losses,
        }
    }
}

/// How a match is played.
#[derive(Clone, Debug)]
pub struct MatchSettings {
    /// Openings; each is played twice, the players swapping sides.
    pub openings: usize,
    /// Random plies of each opening.
    pub opening_plies: usize,
    /// Games longer than this are drawn.
    pub max_plies: usize,
    pub seed: u64,
}

impl Default for MatchSettings {
    fn default() -> MatchSettings {
        MatchSettings {
            openings: 4,
            opening_plies: 2,
            max_plies: 200,
            seed: 1,
        }
    }
}

/// Plays `first` against `second` on `variant`'s default layout: every
/// opening twice, once with `first` as the attackers and once as the
/// defenders. `progress` hears about each game as it ends.
pub fn play_match(
    variant: &Arc<Variant>,
    first: &Player,
    second: &Player,
    settings: &MatchSettings,
    mut progress: impl FnMut(&GameReport),
) -> MatchReport {
    let start = variant
        .start_position(None, None)
        .expect("the default layout exists");
    let mut report = MatchReport::default();
    let mut rng = settings.seed;
    for _ in 0..settings.openings {
        let opening = random_opening(&start, settings.opening_plies, splitmix(&mut rng));
        for first_attacks in [true, false] {
            let (attackers, defenders) = if first_attacks {
                (first, second)
            } else {
                (second, first)
            };
            let game = play_game(
                &start,
                &opening,
                attackers,
                defenders,
                splitmix(&mut rng),
                settings.max_plies,
            );
            let defenders_points = game.defenders_score();
            if first_attacks {
                report.as_attackers.add(1.0 - defenders_points);
            } else {
                report.as_defenders.add(defenders_points);
            }
            progress(&game);
            report.games.push(game);
        }
    }
    report
}
