//! Ratings: Glicko-2 (see `glicko.rs`) per server and variant, changed
//! once by every rated game, in the transaction that ends the game.
//!
//! Decisions where the issue is silent:
//! - **One game, one rating period** (as lichess does): a rating changes as
//!   soon as its game ends, not at the end of a week. Glicko-2 with
//!   τ = 0.5; a new player starts at 1500, deviation 350, volatility 0.06.
//! - **Inactivity** widens the deviation by one Glicko-2 period step for
//!   every whole 30 days since the player's last rated game of that server
//!   and variant, so a returning player moves faster again.
//! - **Provisional** while the deviation is above 110 (lichess's mark):
//!   shown as `1500?`, on the leaderboard too (with the mark: a young
//!   server has few settled players).
//! - **Which games:** rated, finished (not aborted), the layout's start
//!   (no custom position), no AI player ([`FinishedGame::counts`]). Games
//!   outside a server count under guild 0.
//! - **Exactly once, and at once:** the games feature applies a game's
//!   change in the transaction that ends it (a move, a resignation, an
//!   agreed draw, a timeout, a withdrawal) and hands the change to whoever
//!   shows the final board; it is stored under the game's id, so no game
//!   can count twice.

mod glicko;
mod stored;

use std::sync::Arc;

use hnefi_engine::{Reason, Winner};
use hnefi_store::{Conn, RatingChangeRow, RatingRow};
use serde::{Deserialize, Serialize};

pub use glicko::{PROVISIONAL_DEVIATION, Rating, after_idle, rate_game, rate_period};

use crate::core::Core;
use crate::core::Tx;
use crate::core::clock::Timestamp;
use crate::core::ids::{GameId, PlayerId};
use crate::core::variants::resolve;
use crate::error::Result;

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
#[derive(Clone, Copy, Debug, PartialEq)]
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
#[derive(Clone, Copy, Debug, PartialEq)]
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

/// A finished game as ratings see it.
#[derive(Clone, Copy, Debug)]
pub(crate) struct FinishedGame<'a> {
    pub id: GameId,
    pub guild: Option<i64>,
    pub variant: &'a str,
    pub attacker: PlayerId,
    pub defender: PlayerId,
    /// Rated, and finished rather than aborted.
    pub rated: bool,
    pub custom_start: bool,
    pub winner: Winner,
    pub reason: Reason,
    pub finished_at: Timestamp,
}

impl FinishedGame<'_> {
    /// Rated, finished from the layout's start, between two people. (A
    /// custom start or the AI makes a game unrated from its challenge on;
    /// checked again here so that no path can rate them.)
    pub fn counts(&self) -> bool {
        self.rated
            && !self.custom_start
            && self.attacker.ai_level().is_none()
            && self.defender.ai_level().is_none()
            && self.reason != Reason::Aborted
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

/// Applies a finished game to both ratings in `tx`, once: returns the
/// change, also when it was applied before, or `None` for a game that does
/// not count.
pub(crate) async fn apply_in(
    tx: &mut Tx,
    game: &FinishedGame<'_>,
    now: Timestamp,
) -> Result<Option<RatingChange>> {
    if !game.counts() {
        return Ok(None);
    }
    if let Some(done) = hnefi_store::ratings::change_of_game(tx, game.id.0).await? {
        return Ok(Some(RatingChange::from_row(&done)));
    }
    let guild = guild_key(game.guild);
    let at = game.finished_at.millis();
    if tx.locks_reads() {
        // PostgreSQL: both rows exist and are locked in player order before
        // they are read, so two games of one player ending at once take
        // turns (and cannot deadlock) rather than one undoing the other.
        let mut players = [game.attacker, game.defender];
        players.sort();
        for player in players {
            let fresh = fresh_row(guild, game.variant, player, at);
            hnefi_store::ratings::put_if_missing(tx, &fresh, now.millis()).await?;
            hnefi_store::ratings::get(tx, guild, game.variant, player.0).await?;
        }
    }
    let mut rows = Vec::with_capacity(2);
    for player in [game.attacker, game.defender] {
        let row = hnefi_store::ratings::get(tx, guild, game.variant, player.0)
            .await?
            .unwrap_or_else(|| fresh_row(guild, game.variant, player, at));
        rows.push(row);
    }
    let before = |row: &RatingRow| {
        after_idle(
            Rating::new(row.rating, row.deviation, row.volatility),
            at - row.last_game_at,
        )
    };
    let (a_before, d_before) = (before(&rows[0]), before(&rows[1]));
    let (a_after, d_after) = rate_game(a_before, d_before, game.winner);
    let (attacker, defender) = rows.split_at_mut(1);
    let (a, d) = (&mut attacker[0], &mut defender[0]);
    match game.winner {
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
        hnefi_store::ratings::put(tx, row, now.millis()).await?;
    }
    let change = RatingChangeRow {
        game_id: game.id.0,
        guild_id: guild,
        variant: game.variant.to_string(),
        attacker_id: game.attacker.0,
        attacker_before: a_before.rating,
        attacker_after: a_after.rating,
        attacker_deviation: a_after.deviation,
        defender_id: game.defender.0,
        defender_before: d_before.rating,
        defender_after: d_after.rating,
        defender_deviation: d_after.deviation,
    };
    hnefi_store::ratings::insert_change(tx, &change, now.millis()).await?;
    Ok(Some(RatingChange::from_row(&change)))
}

/// A player's rating now (1500 for a player without rated games), as a
/// tournament seeds them.
pub(crate) async fn current_in(
    conn: &mut impl Conn,
    guild: Option<i64>,
    variant: &str,
    player: PlayerId,
) -> Result<f64> {
    Ok(
        hnefi_store::ratings::get(conn, guild_key(guild), variant, player.0)
            .await?
            .map_or(Rating::initial().rating, |r| r.rating),
    )
}

/// Ratings: looking them up. (They change only when games end.)
#[derive(Clone)]
pub struct Ratings {
    core: Arc<Core>,
}

impl Ratings {
    pub(crate) fn new(core: Arc<Core>) -> Ratings {
        Ratings { core }
    }

    /// The rating change a game made, once it ended rated.
    pub async fn change_of(&self, game: GameId) -> Result<Option<RatingChange>> {
        let mut conn = self.core.read().await?;
        Ok(hnefi_store::ratings::change_of_game(&mut conn, game.0)
            .await?
            .as_ref()
            .map(RatingChange::from_row))
    }

    /// A player's rating in a guild and variant (`None`: no rated game yet).
    pub async fn of(
        &self,
        guild: Option<i64>,
        variant: &str,
        player: PlayerId,
    ) -> Result<Option<RatingCard>> {
        let mut conn = self.core.read().await?;
        let variant = resolve(&mut conn, variant).await?;
        Ok(
            hnefi_store::ratings::get(&mut conn, guild_key(guild), variant.key(), player.0)
                .await?
                .as_ref()
                .map(RatingCard::from_row),
        )
    }

    /// A player's rating history in a variant in a guild, for the chart of
    /// `/rating`: the rating before their first rated game, then after each
    /// (empty before any).
    pub async fn history(
        &self,
        guild: Option<i64>,
        variant: &str,
        player: PlayerId,
    ) -> Result<Vec<f64>> {
        let mut conn = self.core.read().await?;
        let variant = resolve(&mut conn, variant).await?;
        let changes =
            hnefi_store::ratings::history(&mut conn, guild_key(guild), variant.key(), player.0)
                .await?;
        Ok(changes
            .first()
            .map(|&(_, before, _)| before)
            .into_iter()
            .chain(changes.iter().map(|&(_, _, after)| after))
            .collect())
    }

    /// Every variant a player is rated in, in a guild.
    pub async fn all_of(&self, guild: Option<i64>, player: PlayerId) -> Result<Vec<RatingCard>> {
        let mut conn = self.core.read().await?;
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
        let mut conn = self.core.read().await?;
        let variant = resolve(&mut conn, variant).await?;
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
