//! Direct messages (`/notify`, docs/correspondence.md 3): whether a player
//! hears of their turn (each move, a daily digest, or not at all) and of
//! time running low (80% and 95%); the direct-message channel Discord
//! gave; and Discord's refusal to deliver (code 50007), after which
//! nothing more is sent to the player until they use `/notify` again, and
//! the game's thread is told once.
//!
//! The settings are a player's own, the same on every server. The digest
//! goes out once a day at the player's hour (UTC): a `digests` row is
//! written with its event in one transaction, so whatever restarts and
//! however many processes sweep, a day has one digest.
//!
//! Decisions where the issue is silent:
//! - A digest lists the games where it is the player's move, every server
//!   together; a day with none sends nothing (the row is still written).
//! - The digest hour is 8:00 UTC unless the player chose another.

use std::sync::Arc;

use hnefi_store::PlayerSettingsRow;

use crate::core::Core;
use crate::core::clock::{DAY_MS, Timestamp};
use crate::core::ids::{GameId, Player, PlayerId};
use crate::error::Result;
use crate::events::StoredEvent;
use crate::games::{GameSummary, Games};

const HOUR_MS: i64 = 3_600_000;

/// When a player hears that it is their move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TurnNotice {
    Off,
    /// A message for each move of the opponent (one per turn).
    EachMove,
    /// One digest a day of the games waiting.
    Daily,
}

impl TurnNotice {
    fn code(self) -> &'static str {
        match self {
            TurnNotice::Off => "off",
            TurnNotice::EachMove => "each",
            TurnNotice::Daily => "daily",
        }
    }

    fn from_code(code: &str) -> TurnNotice {
        match code {
            "each" => TurnNotice::EachMove,
            "daily" => TurnNotice::Daily,
            _ => TurnNotice::Off,
        }
    }
}

/// A player's direct-message settings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NoticeSettings {
    pub player: PlayerId,
    pub turn: TurnNotice,
    pub warnings: bool,
    /// The hour of the daily digest, UTC.
    pub digest_hour: u8,
    /// The direct-message channel Discord gave, once asked.
    pub dm_channel: Option<i64>,
    /// Discord refused a direct message: nothing is sent any more.
    pub dms_closed: bool,
}

impl NoticeSettings {
    fn of(row: &PlayerSettingsRow) -> NoticeSettings {
        NoticeSettings {
            player: PlayerId(row.player_id),
            turn: TurnNotice::from_code(&row.notify_turn),
            warnings: row.notify_warnings,
            digest_hour: row.digest_hour.clamp(0, 23) as u8,
            dm_channel: row.dm_channel_id,
            dms_closed: row.dm_closed_at.is_some(),
        }
    }

    /// Whether a message of this kind may go to the player.
    pub fn wants_turns(&self) -> bool {
        self.turn == TurnNotice::EachMove && !self.dms_closed
    }

    pub fn wants_warnings(&self) -> bool {
        self.warnings && !self.dms_closed
    }
}

/// The direct-messages feature.
#[derive(Clone)]
pub struct Notices {
    core: Arc<Core>,
    games: Games,
}

impl Notices {
    pub(crate) fn new(core: Arc<Core>, games: Games) -> Notices {
        Notices { core, games }
    }

    /// A player's settings (the defaults if they never set any).
    pub async fn settings(&self, player: PlayerId) -> Result<NoticeSettings> {
        let mut conn = self.core.read().await?;
        let row = hnefi_store::player_settings::get(&mut conn, player.0).await?;
        Ok(NoticeSettings::of(&row))
    }

    /// `/notify`: changes what is given (the rest stays), and opens the
    /// player's direct messages again after a refusal.
    pub async fn set(
        &self,
        player: &Player,
        turn: Option<TurnNotice>,
        warnings: Option<bool>,
        digest_hour: Option<u8>,
    ) -> Result<NoticeSettings> {
        let now = self.core.now();
        let mut tx = self.core.write().await?;
        crate::core::remember_player(&mut tx, player, now).await?;
        let mut row = hnefi_store::player_settings::get(&mut tx, player.id.0).await?;
        if let Some(turn) = turn {
            row.notify_turn = turn.code().to_string();
        }
        if let Some(warnings) = warnings {
            row.notify_warnings = warnings;
        }
        if let Some(hour) = digest_hour {
            row.digest_hour = i64::from(hour.min(23));
        }
        row.dm_closed_at = None;
        hnefi_store::player_settings::put(&mut tx, &row, now.millis()).await?;
        self.core.commit(tx).await?;
        Ok(NoticeSettings::of(&row))
    }

    /// Keeps the direct-message channel Discord gave for a player.
    pub async fn remember_dm_channel(&self, player: PlayerId, channel: i64) -> Result<()> {
        let now = self.core.now();
        let mut tx = self.core.write().await?;
        let mut row = hnefi_store::player_settings::get(&mut tx, player.0).await?;
        if row.dm_channel_id == Some(channel) {
            return Ok(());
        }
        row.dm_channel_id = Some(channel);
        hnefi_store::player_settings::put(&mut tx, &row, now.millis()).await?;
        self.core.commit(tx).await?;
        Ok(())
    }

    /// Discord refused a direct message to a player (code 50007): no more
    /// are sent; the first refusal is said once in `game`'s thread (an
    /// event), later ones change nothing. Whether this was the first.
    pub async fn dms_closed(&self, player: PlayerId, game: Option<GameId>) -> Result<bool> {
        let now = self.core.now();
        let mut tx = self.core.write().await?;
        if !hnefi_store::player_settings::close_dms(&mut tx, player.0, now.millis()).await? {
            return Ok(false);
        }
        if let Some(game) = game {
            let game = crate::games::summary(&mut tx, game).await?;
            self.core
                .emit(
                    &mut tx,
                    &StoredEvent::DmsClosed {
                        player,
                        game: (&game).into(),
                    },
                    now,
                )
                .await?;
        }
        self.core.commit(tx).await?;
        Ok(true)
    }

    /// Writes the daily digest of every player whose hour has come today
    /// and who has none yet; how many digests went out.
    pub(crate) async fn sweep_digests(&self, now: Timestamp) -> Result<usize> {
        let today = now.day();
        let hour = (now.millis() - today * DAY_MS) / HOUR_MS;
        let players = {
            let mut conn = self.core.read().await?;
            hnefi_store::player_settings::digest_due(&mut conn, hour, today).await?
        };
        let mut sent = 0;
        for player in players {
            let player = PlayerId(player);
            let waiting: Vec<GameSummary> = self
                .games
                .active_of(player)
                .await?
                .into_iter()
                .filter(|g| g.player_to_move() == Some(player))
                .collect();
            let mut tx = self.core.write().await?;
            if !hnefi_store::digests::record(
                &mut tx,
                player.0,
                today,
                waiting.len() as i64,
                now.millis(),
            )
            .await?
            {
                continue;
            }
            if !waiting.is_empty() {
                self.core
                    .emit(
                        &mut tx,
                        &StoredEvent::Digest {
                            player,
                            day: today,
                            games: waiting.iter().map(Into::into).collect(),
                        },
                        now,
                    )
                    .await?;
                sent += 1;
            }
            self.core.commit(tx).await?;
        }
        Ok(sent)
    }

    /// When the next digest is due (the next hour some player chose).
    pub(crate) async fn next_digest(&self, now: Timestamp) -> Result<Option<Timestamp>> {
        let hours = {
            let mut conn = self.core.read().await?;
            hnefi_store::player_settings::digest_hours(&mut conn).await?
        };
        let today = Timestamp::start_of_day(now.day()).millis();
        Ok(hours
            .into_iter()
            .map(|h| {
                let at = today + h * HOUR_MS;
                if at > now.millis() { at } else { at + DAY_MS }
            })
            .min()
            .map(Timestamp))
    }
}
