//! Vacations (`/vacation`, docs/correspondence.md 2): a player's yearly
//! allowance of days per server, during which the clocks of their
//! correspondence games there stand still.
//!
//! A vacation is written once and its clocks' times are moved in the same
//! transaction, each game locked first; the deadline loop and a late move
//! read the vacations again under the game's lock (`clock::settle_in`), so
//! a vacation that starts or ends while a clock falls due is settled once
//! and exactly: a clock already due when it starts is lost on time first
//! (the vacation came too late), and no clock runs while its player is
//! away.
//!
//! Decisions where the issue is silent:
//! - The allowance is per calendar year (UTC) of a vacation's start.
//! - A vacation is asked for whole days and costs them all; ended early
//!   (`/vacation end`, or a move in a game it stops) it costs the days
//!   begun, at least one, and the rest return to the allowance.
//! - One vacation at a time: a second start is refused, `/vacation end`
//!   first.
//! - The automatic vacation (a player's own setting) begins when a clock
//!   runs out, for every day the player has left, instead of the loss; it
//!   is a vacation like another (a move ends it), and when it runs out the
//!   clock that ran out is lost.

use hnefi_store::VacationRow;
use hnefi_store::vacations::NewVacation;

use super::Games;
use super::clock::replan;
use super::query::summary;
use super::view::GameSummary;
use crate::core::Tx;
use crate::core::clock::{DAY_MS, Timestamp};
use crate::core::ids::{GameId, PlayerId};
use crate::error::{Error, Result};
use crate::events::StoredEvent;

/// A day in milliseconds.
/// The default yearly allowance, and the largest an admin may set.
pub const DEFAULT_ALLOWANCE: u32 = 21;
pub const MAX_ALLOWANCE: u32 = 366;

/// A vacation as shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Vacation {
    pub started_at: Timestamp,
    pub until: Timestamp,
    /// What it costs of the allowance (as asked, while it runs).
    pub days: u32,
    pub auto: bool,
}

/// A player's vacations on a server, as `/vacation status` shows them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VacationStatus {
    pub player: PlayerId,
    /// The vacation under way, if any.
    pub current: Option<Vacation>,
    /// This year's allowance, the days used (the current vacation's
    /// included), and those left.
    pub allowance: u32,
    pub used: u32,
    pub left: u32,
    /// Whether an automatic vacation replaces a loss on time.
    pub auto: bool,
    /// The days the last `/vacation end` gave back.
    pub returned: Option<u32>,
}

/// The server a game's vacations are counted on (0: outside any).
fn guild_key(guild: Option<i64>) -> i64 {
    guild.unwrap_or(0)
}

/// Days since 1970-01-01 of a civil date (proleptic Gregorian), after
/// Howard Hinnant's `days_from_civil`.
fn days_from_civil(year: i64, month: i64, day: i64) -> i64 {
    let y = if month <= 2 { year - 1 } else { year };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = (month + 9) % 12;
    let doy = (153 * mp + 2) / 5 + day - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// The calendar year (UTC) holding `at`: its first and the next year's
/// first millisecond.
pub(crate) fn year_of(at: Timestamp) -> (i64, i64) {
    let day = at.day();
    // The year is within one of days / 365.2425 from 1970.
    let mut year = 1970 + (day as f64 / 365.2425).floor() as i64;
    while days_from_civil(year, 1, 1) > day {
        year -= 1;
    }
    while days_from_civil(year + 1, 1, 1) <= day {
        year += 1;
    }
    (
        days_from_civil(year, 1, 1) * DAY_MS,
        days_from_civil(year + 1, 1, 1) * DAY_MS,
    )
}

fn shown(row: &VacationRow) -> Vacation {
    Vacation {
        started_at: Timestamp(row.started_at),
        until: Timestamp(row.ended_at.unwrap_or(row.until_at)),
        days: row.days as u32,
        auto: row.auto,
    }
}

impl Games {
    /// `/vacation start`: `days` whole days from now, within what is left
    /// of this year's allowance.
    pub async fn start_vacation(
        &self,
        player: &crate::core::ids::Player,
        guild: Option<i64>,
        days: u32,
    ) -> Result<VacationStatus> {
        let now = self.core.now();
        let mut tx = self.core.write().await?;
        crate::core::remember_player(&mut tx, player, now).await?;
        let id = player.id;
        let guild_id = guild_key(guild);
        if let Some(open) = self.open_vacation_in(&mut tx, id, guild_id, now).await? {
            return Err(Error::AlreadyAway {
                until: Timestamp(open.until_at),
            });
        }
        let (allowance, used) = self.allowance_in(&mut tx, id, guild_id, now).await?;
        let left = allowance.saturating_sub(used);
        if days == 0 {
            return Err(Error::VacationTooShort);
        }
        if left == 0 {
            return Err(Error::NoVacationDaysLeft { allowance });
        }
        if days > left {
            return Err(Error::VacationTooLong { asked: days, left });
        }
        // What is due on the player's clocks is settled first: a clock
        // already run out is lost, the vacation came too late.
        for clock in
            hnefi_store::deadlines::of_player_on_vacation_terms(&mut tx, id.0, guild_id).await?
        {
            let row = super::query::row(&mut tx, GameId(clock.game_id)).await?;
            self.settle_in(&mut tx, &row, &clock, now).await?;
        }
        self.begin_in(&mut tx, id, guild_id, days, false, now)
            .await?;
        let status = self.status_in(&mut tx, id, guild_id, now, None).await?;
        self.core.commit(tx).await?;
        Ok(status)
    }

    /// `/vacation end`: ends the caller's vacation now; the days not begun
    /// return to the allowance.
    pub async fn end_vacation(
        &self,
        player: PlayerId,
        guild: Option<i64>,
    ) -> Result<VacationStatus> {
        let now = self.core.now();
        let mut tx = self.core.write().await?;
        let Some(returned) = self
            .end_vacation_in(&mut tx, player, guild, now, false)
            .await?
        else {
            return Err(Error::NotAway);
        };
        let status = self
            .status_in(&mut tx, player, guild_key(guild), now, Some(returned))
            .await?;
        self.core.commit(tx).await?;
        Ok(status)
    }

    /// `/vacation status`.
    pub async fn vacation_status(
        &self,
        player: PlayerId,
        guild: Option<i64>,
    ) -> Result<VacationStatus> {
        let now = self.core.now();
        let mut conn = self.core.read().await?;
        self.status_in(&mut conn, player, guild_key(guild), now, None)
            .await
    }

    /// `/vacation auto`: whether an automatic vacation replaces a loss on
    /// time (the player's own setting, on every server).
    pub async fn set_auto_vacation(
        &self,
        player: &crate::core::ids::Player,
        guild: Option<i64>,
        on: bool,
    ) -> Result<VacationStatus> {
        let now = self.core.now();
        let mut tx = self.core.write().await?;
        crate::core::remember_player(&mut tx, player, now).await?;
        let mut settings = hnefi_store::player_settings::get(&mut tx, player.id.0).await?;
        settings.auto_vacation = on;
        hnefi_store::player_settings::put(&mut tx, &settings, now.millis()).await?;
        let status = self
            .status_in(&mut tx, player.id, guild_key(guild), now, None)
            .await?;
        self.core.commit(tx).await?;
        Ok(status)
    }

    /// `/vacation allowance`: a server's yearly days per player (its
    /// managers only).
    pub async fn set_vacation_allowance(
        &self,
        guild: i64,
        days: u32,
        manager: bool,
    ) -> Result<u32> {
        if !manager {
            return Err(Error::NotServerManager);
        }
        if days > MAX_ALLOWANCE {
            return Err(Error::VacationAllowance { max: MAX_ALLOWANCE });
        }
        let now = self.core.now();
        let mut tx = self.core.write().await?;
        hnefi_store::vacations::set_allowance(&mut tx, guild, i64::from(days), now.millis())
            .await?;
        self.core.commit(tx).await?;
        Ok(days)
    }

    async fn status_in(
        &self,
        conn: &mut impl hnefi_store::Conn,
        player: PlayerId,
        guild_id: i64,
        now: Timestamp,
        returned: Option<u32>,
    ) -> Result<VacationStatus> {
        let current = hnefi_store::vacations::open_of(conn, player.0, guild_id)
            .await?
            .filter(|v| v.until_at > now.millis());
        let (allowance, used) = self.allowance_in(conn, player, guild_id, now).await?;
        let auto = hnefi_store::player_settings::get(conn, player.0)
            .await?
            .auto_vacation;
        Ok(VacationStatus {
            player,
            current: current.as_ref().map(shown),
            allowance,
            used,
            left: allowance.saturating_sub(used),
            auto,
            returned,
        })
    }

    /// This year's allowance on a server and the days used of it.
    async fn allowance_in(
        &self,
        conn: &mut impl hnefi_store::Conn,
        player: PlayerId,
        guild_id: i64,
        now: Timestamp,
    ) -> Result<(u32, u32)> {
        let allowance = hnefi_store::vacations::allowance(conn, guild_id)
            .await?
            .map_or(DEFAULT_ALLOWANCE, |d| {
                d.clamp(0, i64::from(MAX_ALLOWANCE)) as u32
            });
        let (from, to) = year_of(now);
        let used = hnefi_store::vacations::days_used(conn, player.0, guild_id, from, to).await?;
        Ok((allowance, used.clamp(0, i64::from(u32::MAX)) as u32))
    }

    /// The player's vacation under way, closing one that ran out.
    async fn open_vacation_in(
        &self,
        tx: &mut Tx,
        player: PlayerId,
        guild_id: i64,
        now: Timestamp,
    ) -> Result<Option<VacationRow>> {
        let Some(open) = hnefi_store::vacations::open_of(tx, player.0, guild_id).await? else {
            return Ok(None);
        };
        if open.until_at > now.millis() {
            return Ok(Some(open));
        }
        // It ran its course: it ended when planned and cost what was asked.
        hnefi_store::vacations::end(tx, open.id, open.until_at, open.days, now.millis()).await?;
        Ok(None)
    }

    /// Starts a vacation in `tx`: it is written and the player's clocks
    /// stand still.
    async fn begin_in(
        &self,
        tx: &mut Tx,
        player: PlayerId,
        guild_id: i64,
        days: u32,
        auto: bool,
        now: Timestamp,
    ) -> Result<()> {
        hnefi_store::vacations::insert(
            tx,
            &NewVacation {
                guild_id,
                player_id: player.0,
                started_at: now.millis(),
                until_at: now.millis() + i64::from(days) * DAY_MS,
                days: i64::from(days),
                auto,
            },
        )
        .await?;
        self.replan_player_in(tx, player, guild_id, now).await
    }

    /// Ends the player's vacation on a server at `now`, if one is under
    /// way, and restarts their clocks: the days it cost the allowance are
    /// those begun, at least one. The days given back.
    pub(crate) async fn end_vacation_in(
        &self,
        tx: &mut Tx,
        player: PlayerId,
        guild: Option<i64>,
        now: Timestamp,
        by_move: bool,
    ) -> Result<Option<u32>> {
        let guild_id = guild_key(guild);
        let Some(open) = self.open_vacation_in(tx, player, guild_id, now).await? else {
            return Ok(None);
        };
        let begun = (now.millis() - open.started_at + DAY_MS - 1) / DAY_MS;
        let cost = begun.clamp(1, open.days);
        hnefi_store::vacations::end(tx, open.id, now.millis(), cost, now.millis()).await?;
        self.replan_player_in(tx, player, guild_id, now).await?;
        tracing::debug!(player = player.0, guild_id, cost, by_move, "vacation ended");
        Ok(Some((open.days - cost) as u32))
    }

    /// Moves the times of every clock of the player on the server that a
    /// vacation stops, each game locked first.
    async fn replan_player_in(
        &self,
        tx: &mut Tx,
        player: PlayerId,
        guild_id: i64,
        now: Timestamp,
    ) -> Result<()> {
        for clock in
            hnefi_store::deadlines::of_player_on_vacation_terms(tx, player.0, guild_id).await?
        {
            let game = summary(tx, GameId(clock.game_id)).await?;
            // The clock as it stands under the lock (a move may have
            // replaced it since the list was read).
            if let Some(clock) = hnefi_store::deadlines::get(tx, clock.game_id).await? {
                if clock.player_id == player.0 {
                    replan(&self.core, tx, &game, &clock, now).await?;
                }
            }
        }
        Ok(())
    }

    /// The clock of `game` ran out: if its player set the automatic
    /// vacation and has days left on the server, it begins (for all of
    /// them) instead of the loss. Whether it began.
    pub(crate) async fn auto_vacation_in(
        &self,
        tx: &mut Tx,
        game: &GameSummary,
        player: PlayerId,
        now: Timestamp,
    ) -> Result<bool> {
        if !hnefi_store::player_settings::get(tx, player.0)
            .await?
            .auto_vacation
        {
            return Ok(false);
        }
        let guild_id = guild_key(game.place.guild);
        if self
            .open_vacation_in(tx, player, guild_id, now)
            .await?
            .is_some()
        {
            // Away already, and the clock ran out all the same: it ran out
            // before the vacation began.
            return Ok(false);
        }
        let (allowance, used) = self.allowance_in(tx, player, guild_id, now).await?;
        let left = allowance.saturating_sub(used);
        if left == 0 {
            return Ok(false);
        }
        self.begin_in(tx, player, guild_id, left, true, now).await?;
        let until = Timestamp(now.millis() + i64::from(left) * DAY_MS);
        let game = summary(tx, game.id).await?;
        self.core
            .emit(
                tx,
                &StoredEvent::VacationStarted {
                    player,
                    until,
                    days: left,
                    game: (&game).into(),
                },
                now,
            )
            .await?;
        Ok(true)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn years_begin_on_the_first_of_january() {
        // 2026-11-27T12:00:00Z
        let (from, to) = year_of(Timestamp(1_795_780_800_000));
        assert_eq!(from, 1_767_225_600_000); // 2026-01-01
        assert_eq!(to, 1_798_761_600_000); // 2027-01-01
        assert_eq!(year_of(Timestamp(from)), (from, to));
        assert_eq!(year_of(Timestamp(to - 1)), (from, to));
        assert_eq!(year_of(Timestamp(to)).0, to);
        // A leap year is 366 days.
        let (from, to) = year_of(Timestamp(1_709_251_200_000)); // 2024-03-01
        assert_eq!((to - from) / DAY_MS, 366);
        assert_eq!(year_of(Timestamp(0)), (0, 365 * DAY_MS));
    }
}
