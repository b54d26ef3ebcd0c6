//! Glicko-2 as Hnefi uses it (the `skillratings` crate): one game is one
//! rating period, and idle months widen the deviation. Pure functions.

use hnefi_engine::Winner;
use serde::{Deserialize, Serialize};
use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, decay_deviation, glicko2_rating_period};

/// Above this deviation a rating is provisional.
pub const PROVISIONAL_DEVIATION: f64 = 110.0;
/// One inactivity step of the deviation per this many days without a game.
const IDLE_PERIOD_MS: i64 = 30 * 24 * 3600 * 1000;

/// A Glicko-2 rating.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Rating {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
}

impl Rating {
    /// A new player's rating: 1500, deviation 350, volatility 0.06.
    pub fn initial() -> Rating {
        Rating::from(Glicko2Rating::new())
    }

    pub fn new(rating: f64, deviation: f64, volatility: f64) -> Rating {
        Rating {
            rating,
            deviation,
            volatility,
        }
    }

    pub fn is_provisional(&self) -> bool {
        self.deviation > PROVISIONAL_DEVIATION
    }

    /// `1523`, or `1500?` while provisional.
    pub fn display(&self) -> String {
        let mark = if self.is_provisional() { "?" } else { "" };
        format!("{:.0}{mark}", self.rating)
    }
}

impl From<Glicko2Rating> for Rating {
    fn from(r: Glicko2Rating) -> Rating {
        Rating::new(r.rating, r.deviation, r.volatility)
    }
}

impl From<Rating> for Glicko2Rating {
    fn from(r: Rating) -> Glicko2Rating {
        Glicko2Rating {
            rating: r.rating,
            deviation: r.deviation,
            volatility: r.volatility,
        }
    }
}

fn config() -> Glicko2Config {
    Glicko2Config::new()
}

/// One Glicko-2 rating period of a player: their results (score 1, ½ or 0)
/// against opponents as rated before the period.
pub fn rate_period(player: Rating, results: &[(Rating, f64)]) -> Rating {
    let results: Vec<(Glicko2Rating, Outcomes)> = results
        .iter()
        .map(|(opponent, score)| {
            let outcome = if *score > 0.75 {
                Outcomes::WIN
            } else if *score < 0.25 {
                Outcomes::LOSS
            } else {
                Outcomes::DRAW
            };
            ((*opponent).into(), outcome)
        })
        .collect();
    glicko2_rating_period(&player.into(), &results, &config()).into()
}

/// Both ratings after one game (a rating period of its own).
pub fn rate_game(attacker: Rating, defender: Rating, winner: Winner) -> (Rating, Rating) {
    let score = match winner {
        Winner::Attackers => 1.0,
        Winner::Defenders => 0.0,
        Winner::Draw => 0.5,
    };
    (
        rate_period(attacker, &[(defender, score)]),
        rate_period(defender, &[(attacker, 1.0 - score)]),
    )
}

/// A rating after `idle_ms` without games: one deviation step per whole
/// idle period.
pub fn after_idle(rating: Rating, idle_ms: i64) -> Rating {
    let steps = (idle_ms / IDLE_PERIOD_MS).clamp(0, 24);
    let mut r: Glicko2Rating = rating.into();
    for _ in 0..steps {
        r = decay_deviation(&r);
    }
    r.into()
}
