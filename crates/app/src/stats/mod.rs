//! `/stats variant`: how a server's games of a variant ended (wins by
//! side and by how they ended, game length), with the figures of the real
//! games of the corpora beside them where there are some (Copenhagen and
//! Brandubh).

mod corpus;

use std::sync::Arc;

use hnefi_engine::{Reason, Winner};

pub use corpus::{CORPUS_NOTE, corpus_figures};

use crate::core::Core;
use crate::core::codes::decode;
use crate::core::variants::resolve;
use crate::error::Result;

/// How a set of games ended.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Figures {
    pub games: u32,
    pub attackers: u32,
    pub defenders: u32,
    pub draws: u32,
    /// Per winner and reason, most frequent first.
    pub by_reason: Vec<(Winner, Reason, u32)>,
    /// Plies per game, on average.
    pub average_plies: f64,
}

impl Figures {
    /// Adds up games ended `(winner, reason)` after `plies` plies.
    pub fn of(results: impl IntoIterator<Item = (Winner, Reason, u32)>) -> Figures {
        let mut f = Figures::default();
        let mut plies = 0u64;
        for (winner, reason, length) in results {
            f.games += 1;
            plies += u64::from(length);
            match winner {
                Winner::Attackers => f.attackers += 1,
                Winner::Defenders => f.defenders += 1,
                Winner::Draw => f.draws += 1,
            }
            match f
                .by_reason
                .iter_mut()
                .find(|(w, r, _)| *w == winner && *r == reason)
            {
                Some(entry) => entry.2 += 1,
                None => f.by_reason.push((winner, reason, 1)),
            }
        }
        // Most frequent first; ties in a fixed order (by their codes).
        f.by_reason.sort_by(|a, b| {
            b.2.cmp(&a.2)
                .then_with(|| a.0.as_str().cmp(b.0.as_str()))
                .then_with(|| a.1.as_str().cmp(b.1.as_str()))
        });
        f.average_plies = if f.games == 0 {
            0.0
        } else {
            plies as f64 / f64::from(f.games)
        };
        f
    }

    /// Percent of the games won by each side and drawn.
    pub fn shares(&self) -> [f64; 3] {
        let total = f64::from(self.games.max(1));
        [self.attackers, self.defenders, self.draws].map(|n| 100.0 * f64::from(n) / total)
    }
}

/// A variant's figures on a server, and the corpus's.
#[derive(Clone, Debug, PartialEq)]
pub struct VariantStats {
    /// The variant's key.
    pub variant: String,
    pub server: Figures,
    pub corpus: Option<Figures>,
}

#[derive(Clone)]
pub struct Stats {
    core: Arc<Core>,
}

impl Stats {
    pub(crate) fn new(core: Arc<Core>) -> Stats {
        Stats { core }
    }

    /// The finished games of a variant on a server (aborted and imported
    /// ones aside).
    pub async fn of_variant(&self, guild: Option<i64>, variant: &str) -> Result<VariantStats> {
        let mut conn = self.core.read().await?;
        let variant = resolve(&mut conn, variant).await?;
        let rows =
            hnefi_store::games::finished_results(&mut conn, guild.unwrap_or(0), variant.key())
                .await?;
        let mut results = Vec::with_capacity(rows.len());
        for (winner, reason, plies) in rows {
            results.push((
                decode::<Winner>(&winner)?,
                decode::<Reason>(&reason)?,
                plies.max(0) as u32,
            ));
        }
        Ok(VariantStats {
            variant: variant.key().to_string(),
            server: Figures::of(results),
            corpus: corpus_figures(variant.key()),
        })
    }
}
