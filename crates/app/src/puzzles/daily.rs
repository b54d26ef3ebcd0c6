//! The daily puzzle (`/puzzle daily`, docs/learning.md 2): a server that
//! names a channel gets one puzzle a day there, from midnight UTC (the
//! first at once, the day the channel is set). A `puzzle_days` row per
//! server and day, written with its event, makes it once per day however
//! many processes sweep. The day's puzzle is the newest found in the
//! server's own games and not posted there yet, else one of the starting
//! set not posted there yet, drawn by the server and the day.

use std::collections::HashSet;

use super::catalogue::catalogue;
use super::{Puzzles, lot};
use crate::core::clock::Timestamp;
use crate::error::Result;
use crate::events::StoredEvent;

impl Puzzles {
    /// Names the channel of a server's daily puzzle, or with `None` stops
    /// it. A new channel gets today's puzzle at once if none was sent.
    pub async fn set_daily(&self, guild: i64, channel: Option<i64>) -> Result<()> {
        let now = self.core.now();
        let mut tx = self.core.write().await?;
        hnefi_store::puzzles::set_daily_channel(&mut tx, guild, channel, now.millis()).await?;
        if channel.is_some() {
            tx.note_deadline(now);
        }
        self.core.commit(tx).await
    }

    /// The channel of a server's daily puzzle, if it has one.
    pub async fn daily_channel(&self, guild: i64) -> Result<Option<i64>> {
        let mut conn = self.core.read().await?;
        Ok(hnefi_store::puzzles::daily_channel(&mut conn, guild).await?)
    }

    /// Sends the day's puzzle to every server that has none yet today;
    /// how many were sent.
    pub(crate) async fn sweep_daily(&self, now: Timestamp) -> Result<usize> {
        let today = now.day();
        let due = {
            let mut conn = self.core.read().await?;
            hnefi_store::puzzles::daily_due(&mut conn, today).await?
        };
        let mut sent = 0;
        for (guild, channel) in due {
            let mut tx = self.core.write().await?;
            let Some(key) = self.daily_choice(&mut tx, guild, today).await? else {
                continue;
            };
            let puzzle = self.puzzle_on(&mut tx, &key).await?;
            if !hnefi_store::puzzles::record_day(&mut tx, guild, today, channel, &key, now.millis())
                .await?
            {
                continue;
            }
            self.core
                .emit(
                    &mut tx,
                    &StoredEvent::DailyPuzzle {
                        guild,
                        channel,
                        day: today,
                        puzzle: key,
                        variant: puzzle.variant.clone(),
                        plies: puzzle.plies,
                    },
                    now,
                )
                .await?;
            self.core.commit(tx).await?;
            sent += 1;
        }
        Ok(sent)
    }

    /// The next midnight (UTC) when some server has a daily puzzle.
    pub(crate) async fn next_daily(&self, now: Timestamp) -> Result<Option<Timestamp>> {
        let mut conn = self.core.read().await?;
        if !hnefi_store::puzzles::any_daily(&mut conn).await? {
            return Ok(None);
        }
        let today = now.day();
        if !hnefi_store::puzzles::daily_due(&mut conn, today)
            .await?
            .is_empty()
        {
            return Ok(Some(now));
        }
        Ok(Some(Timestamp::start_of_day(today + 1)))
    }

    async fn daily_choice(
        &self,
        tx: &mut crate::core::Tx,
        guild: i64,
        day: i64,
    ) -> Result<Option<String>> {
        let sent: HashSet<String> = hnefi_store::puzzles::days_sent(tx, guild)
            .await?
            .into_iter()
            .collect();
        let found = hnefi_store::puzzles::found_in_guild(tx, guild, None).await?;
        if let Some(own) = found.iter().find(|f| !sent.contains(&f.key)) {
            return Ok(Some(own.key.clone()));
        }
        let fresh: Vec<&str> = catalogue()
            .iter()
            .map(|p| p.key.as_str())
            .filter(|k| !sent.contains(*k))
            .collect();
        // Every one posted (after two years): start over.
        let pool: Vec<&str> = if fresh.is_empty() {
            catalogue().iter().map(|p| p.key.as_str()).collect()
        } else {
            fresh
        };
        if pool.is_empty() {
            return Ok(None);
        }
        Ok(Some(
            pool[(lot((guild, day)) % pool.len() as u64) as usize].to_string(),
        ))
    }
}
