//! A server's own rule sets (docs/discord.md, "/variant"): an OpenTafl
//! rules string written down once under a name, then played like any
//! built-in variant under its key (`rs-...`, see [`rule_set_key`]).
//!
//! Decisions where the issue is silent, written down here:
//! - the `name` option is the rule set's name; a `name:` key in the string
//!   is replaced by it, so the name players see is the one in the list;
//! - names are unique per server without regard to letter case or runs of
//!   spaces; a deleted rule set's name is free again;
//! - a rule set is never edited: to change one, delete it and create it
//!   again. Deleting only hides it from new challenges and tournaments;
//!   games, ratings, records and open challenges keep its key and rules;
//! - deleting one that a tournament in sign-up or running uses is refused,
//!   naming the tournament.

use std::sync::Arc;

use hnefi_engine::{RuleSet, RulesWarning, Variant};
use hnefi_store::rule_sets::NewRuleSet;
use hnefi_store::{RuleSetRow, TournamentStatus};

use crate::core::clock::Timestamp;
use crate::core::ids::{Player, PlayerId, TournamentId};
use crate::core::variants::{compile_and_keep, from_stored_rules, rule_set_key};
use crate::core::{Core, remember_player};
use crate::error::{Error, Result};

/// How many live rule sets a server may hold.
pub const MAX_RULE_SETS: usize = 50;
/// The longest name, in characters (the engine's limit on `name:`).
pub const MAX_NAME_CHARS: usize = 64;

/// A server's rule set, as `/variant` shows it.
#[derive(Clone, Debug)]
pub struct RuleSetView {
    /// The variant key games, ratings and tournaments use.
    pub key: String,
    pub name: String,
    /// The canonical rules string.
    pub rules: String,
    pub variant: Arc<Variant>,
    pub created_by: PlayerId,
    pub created_at: Timestamp,
}

/// A rule set just created, with what its string said that was ignored.
#[derive(Clone, Debug)]
pub struct Created {
    pub rule_set: RuleSetView,
    pub warnings: Vec<RulesWarning>,
}

pub struct RuleSets {
    core: Arc<Core>,
}

impl RuleSets {
    pub(crate) fn new(core: Arc<Core>) -> RuleSets {
        RuleSets { core }
    }

    /// Checks `rules` with the engine and stores it as `name` in `guild`.
    /// `organizer` says whether the caller may manage the server's games.
    pub async fn create(
        &self,
        guild: Option<i64>,
        by: &Player,
        organizer: bool,
        name: &str,
        rules: &str,
    ) -> Result<Created> {
        let guild = guild.ok_or(Error::RuleSetNotInServer)?;
        if !organizer {
            return Err(Error::NotRuleSetManager);
        }
        let name = tidy(name);
        if name.is_empty()
            || name.chars().count() > MAX_NAME_CHARS
            || name.chars().any(char::is_control)
        {
            return Err(Error::RuleSetName {
                max: MAX_NAME_CHARS,
            });
        }
        let parsed = RuleSet::parse(rules.trim()).map_err(|e| Error::BadRules(Box::new(e)))?;
        let mut rule_set = parsed.rules;
        rule_set.name = name.clone();
        let canonical = rule_set.canonical();
        let key = rule_set_key(&canonical);
        let variant =
            compile_and_keep(&rule_set, &key).map_err(|e| Error::UnplayableRules(Box::new(e)))?;

        let now = self.core.now();
        let mut tx = self.core.write().await?;
        hnefi_store::rule_sets::lock_guild(&mut tx, guild).await?;
        let live = hnefi_store::rule_sets::of_guild(&mut tx, guild).await?;
        let folded = fold(&name);
        if live.iter().any(|r| r.name_key == folded) {
            return Err(Error::RuleSetNameTaken(name));
        }
        if live.len() >= MAX_RULE_SETS {
            return Err(Error::TooManyRuleSets(MAX_RULE_SETS));
        }
        remember_player(&mut tx, by, now).await?;
        let new = NewRuleSet {
            guild_id: guild,
            name: &name,
            name_key: &folded,
            rules: &canonical,
            variant_key: &key,
            created_by: by.id.0,
        };
        let Some(_) = hnefi_store::rule_sets::insert(&mut tx, new, now.millis()).await? else {
            return Err(Error::RuleSetNameTaken(name));
        };
        self.core.commit(tx).await?;
        Ok(Created {
            rule_set: RuleSetView {
                key,
                name,
                rules: canonical,
                variant,
                created_by: by.id,
                created_at: now,
            },
            warnings: parsed.warnings,
        })
    }

    /// A server's rule sets, by name.
    pub async fn list(&self, guild: Option<i64>) -> Result<Vec<RuleSetView>> {
        let Some(guild) = guild else {
            return Ok(Vec::new());
        };
        let mut conn = self.core.read().await?;
        let rows = hnefi_store::rule_sets::of_guild(&mut conn, guild).await?;
        rows.iter().map(view).collect()
    }

    /// One of the server's rule sets, by name or key.
    pub async fn show(&self, guild: Option<i64>, which: &str) -> Result<RuleSetView> {
        let guild = guild.ok_or(Error::RuleSetNotInServer)?;
        let mut conn = self.core.read().await?;
        let rows = hnefi_store::rule_sets::of_guild(&mut conn, guild).await?;
        view(find(&rows, which)?)
    }

    /// The game a player named in a `variant` option: a built-in variant
    /// or standard (by key or name, any letter case), else one of the
    /// server's live rule sets (by name or key). A deleted rule set is not
    /// offered: no new game or tournament starts in it.
    pub async fn named(&self, guild: Option<i64>, which: &str) -> Result<Arc<Variant>> {
        let which = which.trim();
        if let Some(builtin) = builtin_named(which) {
            return Ok(builtin);
        }
        if let Some(guild) = guild {
            let mut conn = self.core.read().await?;
            let rows = hnefi_store::rule_sets::of_guild(&mut conn, guild).await?;
            if let Ok(row) = find(&rows, which) {
                return from_stored_rules(&row.rules);
            }
        }
        Err(Error::NoSuchVariant(which.to_string()))
    }

    /// Deletes one of the server's rule sets: it is offered no more; what
    /// was played in it stays as it was.
    pub async fn delete(
        &self,
        guild: Option<i64>,
        by: &Player,
        organizer: bool,
        which: &str,
    ) -> Result<RuleSetView> {
        let guild = guild.ok_or(Error::RuleSetNotInServer)?;
        if !organizer {
            return Err(Error::NotRuleSetManager);
        }
        let now = self.core.now();
        let mut tx = self.core.write().await?;
        hnefi_store::rule_sets::lock_guild(&mut tx, guild).await?;
        let rows = hnefi_store::rule_sets::of_guild(&mut tx, guild).await?;
        let row = find(&rows, which)?;
        let open = [TournamentStatus::Signup, TournamentStatus::Running];
        let tournaments = hnefi_store::tournaments::of_guild(&mut tx, guild, &open).await?;
        if let Some(t) = tournaments.iter().find(|t| t.variant == row.variant_key) {
            return Err(Error::RuleSetInUse {
                name: row.name.clone(),
                tournament: TournamentId(t.id),
                tournament_name: t.name.clone(),
            });
        }
        let shown = view(row)?;
        if !hnefi_store::rule_sets::delete(&mut tx, row.id, by.id.0, now.millis()).await? {
            return Err(Error::UnknownRuleSet(which.to_string()));
        }
        self.core.commit(tx).await?;
        Ok(shown)
    }
}

/// The built-in variant or standard keyed or named `which`.
fn builtin_named(which: &str) -> Option<Arc<Variant>> {
    hnefi_engine::variant::by_key(which).ok().or_else(|| {
        hnefi_engine::variant::all()
            .iter()
            .chain(hnefi_engine::variant::standards())
            .find(|v| v.name().eq_ignore_ascii_case(which))
            .cloned()
    })
}

/// The live rule set named `which` (any letter case) or keyed so.
fn find<'a>(rows: &'a [RuleSetRow], which: &str) -> Result<&'a RuleSetRow> {
    let folded = fold(which);
    rows.iter()
        .find(|r| r.name_key == folded || r.variant_key == which.trim())
        .ok_or_else(|| Error::UnknownRuleSet(which.trim().to_string()))
}

fn view(row: &RuleSetRow) -> Result<RuleSetView> {
    Ok(RuleSetView {
        key: row.variant_key.clone(),
        name: row.name.clone(),
        rules: row.rules.clone(),
        variant: from_stored_rules(&row.rules)?,
        created_by: PlayerId(row.created_by),
        created_at: Timestamp::from_millis(row.created_at),
    })
}

/// The name with its runs of spaces made one, trimmed; underscores are
/// spaces, as in a rules string's `name:`.
fn tidy(name: &str) -> String {
    name.replace('_', " ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// The name as names are compared: tidied, in lower case.
fn fold(name: &str) -> String {
    tidy(name).to_lowercase()
}
