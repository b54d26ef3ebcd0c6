//! Ratings: Glicko-2 (the `skillratings` crate) per guild and variant,
//! changed once by every rated game that finishes.
//!
//! Decisions where the issue is silent:
//! - **One game, one rating period** (as lichess does): a rating changes as
//!   soon as its game ends, not at the end of a week. Glicko-2 with
//!   τ = 0.5; a new player starts at 1500, deviation 350, volatility 0.06.
//! - **Inactivity** widens the deviation by one Glicko-2 period step for
//!   every whole 30 days since the player's last rated game of that guild
//!   and variant, so a returning player moves faster again.
//! - **Provisional** while the deviation is above 110 (lichess's mark):
//!   shown as `1500?`, on the leaderboard too (with the mark: a young
//!   server has few settled players).
//! - **Which games:** rated, finished (not aborted), the layout's start
//!   (no custom position), no AI player ([`GameSummary::counts_for_rating`]).
//!   Games outside a server count under guild 0.
//! - **Exactly once:** the change of a game is stored under the game's id
//!   in the transaction that changes both ratings, so a repeated delivery
//!   or a second caller finds it done. The service's `ratings` consumer
//!   applies it when `GameFinished` arrives; the bot asks for it at once
//!   ([`Service::settle_rating`]) to show it in the final message, and
//!   whichever comes first does the work.

use std::sync::{Arc, OnceLock};

use hnefi_engine::Winner;
use hnefi_store::{RatingChangeRow, RatingRow};
use serde::{Deserialize, Serialize};
use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, decay_deviation, glicko2_rating_period};

use crate::error::{Error, Result};
use crate::events::{BoxFuture, GameFinishedSubscriber, NotifyError};
use crate::service::Service;
use crate::types::{EventId, GameId, PlayerId};
use crate::views::GameSummary;

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

/// Wins, losses and draws.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Record {
    pub wins: u32,
    pub losses: u32,
    pub draws: u32,
}

impl Record {
    pub fn games(&self) -> u32 {
        self.wins + self.losses + self.draws
    }
}

/// A player's rating in a guild and variant, with their rated record.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RatingCard {
    pub guild: i64,
    pub variant: String,
    pub player: PlayerId,
    pub rating: Rating,
    pub as_attacker: Record,
    pub as_defender: Record,
}

impl RatingCard {
    fn from_row(row: &RatingRow) -> RatingCard {
        let record = |wins: i64, losses: i64, draws: i64| Record {
            wins: wins as u32,
            losses: losses as u32,
            draws: draws as u32,
        };
        RatingCard {
            guild: row.guild_id,
            variant: row.variant.clone(),
            player: PlayerId(row.player_id),
            rating: Rating::new(row.rating, row.deviation, row.volatility),
            as_attacker: record(row.attacker_wins, row.attacker_losses, row.attacker_draws),
            as_defender: record(row.defender_wins, row.defender_losses, row.defender_draws),
        }
    }

    pub fn games(&self) -> u32 {
        self.as_attacker.games() + self.as_defender.games()
    }
}

/// One player's side of a rating change.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct PlayerChange {
    pub player: PlayerId,
    pub before: f64,
    pub after: f64,
    /// The deviation after the game.
    pub deviation: f64,
}

impl PlayerChange {
    /// The change rounded to whole points, as shown: `+12`, `-7`, `±0`.
    pub fn delta_text(&self) -> String {
        let delta = (self.after.round() - self.before.round()) as i64;
        match delta {
            0 => "±0".to_string(),
            d if d > 0 => format!("+{d}"),
            d => d.to_string(),
        }
    }

    pub fn is_provisional(&self) -> bool {
        self.deviation > PROVISIONAL_DEVIATION
    }
}

/// What a rated game did to both ratings.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct RatingChange {
    pub game: GameId,
    pub attacker: PlayerChange,
    pub defender: PlayerChange,
}

impl RatingChange {
    fn from_row(row: &RatingChangeRow) -> RatingChange {
        RatingChange {
            game: GameId(row.game_id),
            attacker: PlayerChange {
                player: PlayerId(row.attacker_id),
                before: row.attacker_before,
                after: row.attacker_after,
                deviation: row.attacker_deviation,
            },
            defender: PlayerChange {
                player: PlayerId(row.defender_id),
                before: row.defender_before,
                after: row.defender_after,
                deviation: row.defender_deviation,
            },
        }
    }
}

/// Ratings are kept per guild; games outside a server under this one.
pub(crate) fn guild_key(guild: Option<i64>) -> i64 {
    guild.unwrap_or(0)
}

fn fresh_row(guild: i64, variant: &str, player: PlayerId, now: i64) -> RatingRow {
    let r = Rating::initial();
    RatingRow {
        guild_id: guild,
        variant: variant.to_string(),
        player_id: player.0,
        rating: r.rating,
        deviation: r.deviation,
        volatility: r.volatility,
        attacker_wins: 0,
        attacker_losses: 0,
        attacker_draws: 0,
        defender_wins: 0,
        defender_losses: 0,
        defender_draws: 0,
        last_game_at: now,
    }
}

impl Service {
    /// Applies a finished game to the ratings if it counts and was not
    /// applied before; returns its change (also when applied before), or
    /// `None` for a game that does not count.
    pub async fn settle_rating(&self, game: GameId) -> Result<Option<RatingChange>> {
        let summary = self.game(game).await?;
        self.settle_rating_of(&summary).await
    }

    /// [`Service::settle_rating`] for a game already read.
    pub async fn settle_rating_of(&self, game: &GameSummary) -> Result<Option<RatingChange>> {
        if !game.counts_for_rating() {
            return Ok(None);
        }
        let Some(result) = game.result else {
            return Ok(None);
        };
        let now = self.now().millis();
        let mut tx = self.store().write().await?;
        if let Some(done) = hnefi_store::ratings::change_of_game(&mut tx, game.id.0).await? {
            return Ok(Some(RatingChange::from_row(&done)));
        }
        let guild = guild_key(game.place.guild);
        let at = game.finished_at.map_or(now, |t| t.millis());
        let mut rows = Vec::new();
        for player in [game.attacker, game.defender] {
            let row = hnefi_store::ratings::get(&mut tx, guild, &game.variant, player.0)
                .await?
                .unwrap_or_else(|| fresh_row(guild, &game.variant, player, at));
            rows.push(row);
        }
        let before = |row: &RatingRow| {
            after_idle(
                Rating::new(row.rating, row.deviation, row.volatility),
                at - row.last_game_at,
            )
        };
        let (a_before, d_before) = (before(&rows[0]), before(&rows[1]));
        let (a_after, d_after) = rate_game(a_before, d_before, result.winner);
        let (attacker, defender) = rows.split_at_mut(1);
        let (a, d) = (&mut attacker[0], &mut defender[0]);
        match result.winner {
            Winner::Attackers => {
                a.attacker_wins += 1;
                d.defender_losses += 1;
            }
            Winner::Defenders => {
                a.attacker_losses += 1;
                d.defender_wins += 1;
            }
            Winner::Draw => {
                a.attacker_draws += 1;
                d.defender_draws += 1;
            }
        }
        for (row, after) in [(a, a_after), (d, d_after)] {
            row.rating = after.rating;
            row.deviation = after.deviation;
            row.volatility = after.volatility;
            row.last_game_at = at;
        }
        for row in &rows {
            hnefi_store::ratings::put(&mut tx, row, now).await?;
        }
        let change = RatingChangeRow {
            game_id: game.id.0,
            guild_id: guild,
            variant: game.variant.clone(),
            attacker_id: game.attacker.0,
            attacker_before: a_before.rating,
            attacker_after: a_after.rating,
            attacker_deviation: a_after.deviation,
            defender_id: game.defender.0,
            defender_before: d_before.rating,
            defender_after: d_after.rating,
            defender_deviation: d_after.deviation,
        };
        hnefi_store::ratings::insert_change(&mut tx, &change, now).await?;
        tx.commit().await.map_err(hnefi_store::StoreError::from)?;
        Ok(Some(RatingChange::from_row(&change)))
    }

    /// The rating change a game made, once applied.
    pub async fn rating_change(&self, game: GameId) -> Result<Option<RatingChange>> {
        let mut conn = self.store().read().await?;
        Ok(hnefi_store::ratings::change_of_game(&mut conn, game.0)
            .await?
            .as_ref()
            .map(RatingChange::from_row))
    }

    /// A player's rating in a guild and variant (`None`: no rated game yet).
    pub async fn rating(
        &self,
        guild: Option<i64>,
        variant: &str,
        player: PlayerId,
    ) -> Result<Option<RatingCard>> {
        let variant = hnefi_engine::variant::by_key(variant).map_err(Error::UnknownVariant)?;
        let mut conn = self.store().read().await?;
        Ok(
            hnefi_store::ratings::get(&mut conn, guild_key(guild), variant.key(), player.0)
                .await?
                .as_ref()
                .map(RatingCard::from_row),
        )
    }

    /// Every variant a player is rated in, in a guild.
    pub async fn ratings_of(
        &self,
        guild: Option<i64>,
        player: PlayerId,
    ) -> Result<Vec<RatingCard>> {
        let mut conn = self.store().read().await?;
        Ok(
            hnefi_store::ratings::of_player(&mut conn, guild_key(guild), player.0)
                .await?
                .iter()
                .map(RatingCard::from_row)
                .collect(),
        )
    }

    /// The best-rated players of a guild in a variant, best first.
    pub async fn leaderboard(
        &self,
        guild: Option<i64>,
        variant: &str,
        limit: usize,
    ) -> Result<Vec<RatingCard>> {
        let variant = hnefi_engine::variant::by_key(variant).map_err(Error::UnknownVariant)?;
        let mut conn = self.store().read().await?;
        Ok(hnefi_store::ratings::top(
            &mut conn,
            guild_key(guild),
            variant.key(),
            None,
            limit as i64,
        )
        .await?
        .iter()
        .map(RatingCard::from_row)
        .collect())
    }
}

/// The `ratings` consumer: applies each finished game.
#[derive(Default)]
pub(crate) struct RatingsConsumer {
    /// Weak: the service holds its consumers.
    pub service: OnceLock<crate::service::WeakService>,
}

impl RatingsConsumer {
    pub fn new() -> Arc<RatingsConsumer> {
        Arc::new(RatingsConsumer::default())
    }
}

impl GameFinishedSubscriber for RatingsConsumer {
    fn game_finished<'a>(
        &'a self,
        _id: EventId,
        game: &'a GameSummary,
    ) -> BoxFuture<'a, Result<(), NotifyError>> {
        Box::pin(async move {
            let Some(service) = self.service.get().and_then(|s| s.upgrade()) else {
                return Err(NotifyError::new("the service is not ready"));
            };
            match service.settle_rating_of(game).await {
                Ok(_) => Ok(()),
                Err(e) if e.is_refusal() => {
                    tracing::warn!(game = game.id.0, "not rated: {e}");
                    Ok(())
                }
                Err(e) => Err(NotifyError::new(e.to_string())),
            }
        })
    }
}
