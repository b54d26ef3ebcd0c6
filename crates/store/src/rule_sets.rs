//! `rule_sets`: a server's own rule sets. Rows are written once; a delete
//! only marks them, so what names a rule set's key can always find it.

use crate::{Conn, Db, Result, RuleSetRow, on};

macro_rules! select_rule_sets {
    ($rest:literal) => {
        concat!(
            "SELECT id, guild_id, name, name_key, rules, variant_key, created_by, deleted_at, deleted_by, \
             created_at, updated_at FROM rule_sets ",
            $rest
        )
    };
}

/// A rule set to store.
#[derive(Clone, Copy, Debug)]
pub struct NewRuleSet<'a> {
    pub guild_id: i64,
    pub name: &'a str,
    /// The name folded for uniqueness.
    pub name_key: &'a str,
    /// The canonical rules string, and the variant key made of it.
    pub rules: &'a str,
    pub variant_key: &'a str,
    pub created_by: i64,
}

/// Serialises the changes to one server's rule sets until the transaction
/// ends, so that two processes cannot both add the 50th. PostgreSQL takes
/// an advisory lock; SQLite's single writer needs none.
pub async fn lock_guild(conn: &mut impl Conn, guild_id: i64) -> Result<()> {
    if let Db::Postgres(c) = conn.db() {
        // The second key keeps this lock apart from any other use of the
        // guild id as an advisory key.
        sqlx::query("SELECT pg_advisory_xact_lock(hashtext('rule_sets'), hashtext($1::text))")
            .bind(guild_id.to_string())
            .execute(&mut *c)
            .await?;
    }
    Ok(())
}

/// Stores a rule set; `None` when the server already has a live one of
/// that name.
pub async fn insert(conn: &mut impl Conn, new: NewRuleSet<'_>, now: i64) -> Result<Option<i64>> {
    Ok(on!(conn, |c| {
        sqlx::query_scalar(
        "INSERT INTO rule_sets (guild_id, name, name_key, rules, variant_key, created_by, created_at,
                                updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $7)
         ON CONFLICT (guild_id, name_key) WHERE deleted_at IS NULL DO NOTHING
         RETURNING id",
    )
    .bind(new.guild_id)
    .bind(new.name)
    .bind(new.name_key)
    .bind(new.rules)
    .bind(new.variant_key)
    .bind(new.created_by)
    .bind(now)
    .fetch_optional(&mut *c)
    .await
    })?)
}

/// A rule set by id, deleted or not.
pub async fn get(conn: &mut impl Conn, id: i64) -> Result<Option<RuleSetRow>> {
    Ok(on!(conn, |c| sqlx::query_as(select_rule_sets!(
        "WHERE id = $1"
    ))
    .bind(id)
    .fetch_optional(&mut *c)
    .await)?)
}

/// A server's live rule set by folded name.
pub async fn by_name(
    conn: &mut impl Conn,
    guild_id: i64,
    name_key: &str,
) -> Result<Option<RuleSetRow>> {
    let sql = select_rule_sets!("WHERE guild_id = $1 AND name_key = $2 AND deleted_at IS NULL");
    Ok(on!(conn, |c| sqlx::query_as(sql)
        .bind(guild_id)
        .bind(name_key)
        .fetch_optional(&mut *c)
        .await)?)
}

/// A server's live rule sets, by name.
pub async fn of_guild(conn: &mut impl Conn, guild_id: i64) -> Result<Vec<RuleSetRow>> {
    let sql = select_rule_sets!("WHERE guild_id = $1 AND deleted_at IS NULL ORDER BY name_key, id");
    Ok(on!(conn, |c| sqlx::query_as(sql)
        .bind(guild_id)
        .fetch_all(&mut *c)
        .await)?)
}

/// Marks a live rule set deleted; whether it was live.
pub async fn delete(conn: &mut impl Conn, id: i64, by: i64, now: i64) -> Result<bool> {
    let done = on!(conn, |c| sqlx::query(
        "UPDATE rule_sets SET deleted_at = $2, deleted_by = $3, updated_at = $2
         WHERE id = $1 AND deleted_at IS NULL",
    )
    .bind(id)
    .bind(now)
    .bind(by)
    .execute(&mut *c)
    .await
    .map(|d| d.rows_affected()))?;
    Ok(done == 1)
}

/// The rules string of a variant key, from any server's rule set, deleted
/// or not (the key is made of the string, so any row of it will do).
pub async fn rules_of_key(conn: &mut impl Conn, variant_key: &str) -> Result<Option<String>> {
    Ok(on!(conn, |c| sqlx::query_scalar(
        "SELECT rules FROM rule_sets WHERE variant_key = $1 ORDER BY id LIMIT 1"
    )
    .bind(variant_key)
    .fetch_optional(&mut *c)
    .await)?)
}
