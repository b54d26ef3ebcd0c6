//! Variant keys to playable variants: the built-in ones (the engine's) and
//! the servers' own rule sets (docs/discord.md, "/variant"). A rule set's
//! key is made of its canonical rules string, name included (`rs-` and 16
//! hex digits of its FNV-1a hash), so one key means one rule set in every
//! process and database: a compiled rule set is kept for the life of the
//! process, and a game, rating or tournament that names the key keeps
//! meaning the same rules whatever later happens to the server's list.

use std::collections::HashMap;
use std::sync::{Arc, LazyLock, RwLock};

use hnefi_engine::ruleset::CompileError;
use hnefi_engine::{RuleSet, UnknownVariant, Variant, variant};
use hnefi_store::Conn;

use crate::error::{Error, Result};

/// What every rule set key starts with; no built-in key does.
pub const RULE_SET_PREFIX: &str = "rs-";

/// The rule sets this process has compiled, by key. Keys are made of the
/// rules, so an entry is never wrong, in any database.
static BOOK: LazyLock<RwLock<HashMap<String, Arc<Variant>>>> = LazyLock::new(Default::default);

/// The key of a canonical rules string.
pub fn rule_set_key(canonical: &str) -> String {
    // FNV-1a: stable across builds and platforms, unlike std's hasher.
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in canonical.bytes() {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{RULE_SET_PREFIX}{hash:016x}")
}

/// Whether `key` names a server's rule set rather than a built-in variant.
pub fn is_rule_set_key(key: &str) -> bool {
    key.starts_with(RULE_SET_PREFIX)
}

/// A variant this process knows: a built-in one, or a rule set it has
/// compiled. Rule sets of other processes are found by [`resolve`].
pub fn known(key: &str) -> std::result::Result<Arc<Variant>, UnknownVariant> {
    match kept(key) {
        Some(variant) => Ok(variant),
        // Built-in keys, and the engine's refusal listing them.
        None => variant::by_key(key),
    }
}

/// A rule set this process has compiled.
fn kept(key: &str) -> Option<Arc<Variant>> {
    BOOK.read().expect("not poisoned").get(key).cloned()
}

/// Compiles `rules` under `key`, which must be the key of its canonical
/// string ([`rule_set_key`]), and keeps it.
pub(crate) fn compile_and_keep(
    rules: &RuleSet,
    key: &str,
) -> std::result::Result<Arc<Variant>, CompileError> {
    if let Some(variant) = kept(key) {
        return Ok(variant);
    }
    let variant = rules.compile(key)?;
    BOOK.write()
        .expect("not poisoned")
        .insert(key.to_string(), variant.clone());
    Ok(variant)
}

/// The variant of a canonical rules string that was stored (it was checked
/// when it was written), compiled once per process.
pub fn from_stored_rules(rules: &str) -> Result<Arc<Variant>> {
    let key = rule_set_key(rules);
    if let Some(variant) = kept(&key) {
        return Ok(variant);
    }
    let damaged = |what: String| Error::Internal(format!("stored rules `{rules}`: {what}"));
    let parsed = RuleSet::parse(rules).map_err(|e| damaged(e.to_string()))?;
    compile_and_keep(&parsed.rules, &key).map_err(|e| damaged(e.to_string()))
}

/// A variant by key, looking a rule set up in the store when this process
/// has not seen it yet (another process created it).
pub(crate) async fn resolve(conn: &mut impl Conn, key: &str) -> Result<Arc<Variant>> {
    match known(key) {
        Ok(variant) => Ok(variant),
        Err(unknown) if is_rule_set_key(key) => {
            match hnefi_store::rule_sets::rules_of_key(conn, key).await? {
                Some(rules) => from_stored_rules(&rules),
                None => Err(Error::UnknownVariant(unknown)),
            }
        }
        Err(unknown) => Err(Error::UnknownVariant(unknown)),
    }
}
