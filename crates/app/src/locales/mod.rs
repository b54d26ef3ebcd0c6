//! Languages: the Discord locale each person last used and the one each
//! server prefers, remembered so that what nobody asked for (a reminder, a
//! round's pairings) can still be said in its readers' language
//! (docs/discord.md, "Languages"). Which words those are is the bot's
//! business; here are only the locale codes Discord sends (`de`, `sv-SE`).
//!
//! Every interaction carries both locales, so they are remembered often:
//! a short-lived memory of what was last written keeps that from writing
//! to the database each time.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use crate::core::Core;
use crate::core::ids::PlayerId;
use crate::error::Result;

/// How long a remembered locale is trusted before it is written again
/// (another process may have written another one meanwhile).
const TRUSTED_FOR: Duration = Duration::from_secs(600);
/// Most entries kept in memory before it starts over.
const MEMORY: usize = 10_000;
/// Longer codes are not Discord's: they are not kept.
const LONGEST_LOCALE: usize = 16;

/// Whose locale: a person's or a server's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Owner {
    Player(i64),
    Guild(i64),
}

pub struct Locales {
    core: Arc<Core>,
    written: Mutex<HashMap<Owner, (String, Instant)>>,
}

impl Locales {
    pub(crate) fn new(core: Arc<Core>) -> Locales {
        Locales {
            core,
            written: Mutex::new(HashMap::new()),
        }
    }

    /// Remembers the locale `player` used and the one their server
    /// prefers, as an interaction shows them.
    pub async fn remember(
        &self,
        player: PlayerId,
        locale: &str,
        guild: Option<i64>,
        guild_locale: Option<&str>,
    ) -> Result<()> {
        let mut changes = Vec::new();
        if player.ai_level().is_none() {
            changes.push((Owner::Player(player.0), locale));
        }
        if let (Some(guild), Some(locale)) = (guild, guild_locale) {
            changes.push((Owner::Guild(guild), locale));
        }
        changes.retain(|(owner, locale)| {
            !locale.is_empty() && locale.len() <= LONGEST_LOCALE && !self.is_known(*owner, locale)
        });
        if changes.is_empty() {
            return Ok(());
        }
        let now = self.core.now().millis();
        let mut tx = self.core.write().await?;
        for (owner, locale) in &changes {
            match *owner {
                Owner::Player(id) => {
                    hnefi_store::locales::set_player(&mut tx, id, locale, now).await?
                }
                Owner::Guild(id) => {
                    hnefi_store::locales::set_guild(&mut tx, id, locale, now).await?
                }
            }
        }
        self.core.commit(tx).await?;
        for (owner, locale) in changes {
            self.learn(owner, locale);
        }
        Ok(())
    }

    /// The locales to speak in, best first: the person's last known one
    /// (when a person is addressed), then their server's.
    pub async fn preferred(
        &self,
        player: Option<PlayerId>,
        guild: Option<i64>,
    ) -> Result<Vec<String>> {
        let mut conn = self.core.read().await?;
        let mut found = Vec::new();
        if let Some(player) = player.filter(|p| p.ai_level().is_none()) {
            found.extend(hnefi_store::locales::of_player(&mut conn, player.0).await?);
        }
        if let Some(guild) = guild {
            found.extend(hnefi_store::locales::of_guild(&mut conn, guild).await?);
        }
        Ok(found)
    }

    fn is_known(&self, owner: Owner, locale: &str) -> bool {
        let written = self.written.lock().unwrap_or_else(|e| e.into_inner());
        written
            .get(&owner)
            .is_some_and(|(known, at)| known == locale && at.elapsed() < TRUSTED_FOR)
    }

    fn learn(&self, owner: Owner, locale: &str) {
        let mut written = self.written.lock().unwrap_or_else(|e| e.into_inner());
        if written.len() >= MEMORY {
            written.clear();
        }
        written.insert(owner, (locale.to_string(), Instant::now()));
    }
}
