//! A throwaway PostgreSQL schema, for measuring on a real server without
//! touching what its database holds (`hnefi bench service --database`).

use std::str::FromStr;

use sqlx::Connection;
use sqlx::postgres::{PgConnectOptions, PgConnection};

use crate::{Result, StoreError};

/// A new, empty schema in the database at a `postgres://` URL; dropped by
/// [`ScratchSchema::remove`].
pub struct ScratchSchema {
    server: String,
    schema: String,
    url: String,
}

impl ScratchSchema {
    pub async fn create(server: &str, name: &str) -> Result<ScratchSchema> {
        if !(server.starts_with("postgres://") || server.starts_with("postgresql://")) {
            return Err(StoreError::Url(server.chars().take(80).collect()));
        }
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.subsec_nanos());
        let schema = format!("hnefi_{name}_{}_{nanos}", std::process::id());
        let mut conn = PgConnection::connect_with(&PgConnectOptions::from_str(server)?).await?;
        sqlx::query(sqlx::AssertSqlSafe(format!("CREATE SCHEMA {schema}")))
            .execute(&mut conn)
            .await?;
        let _ = conn.close().await;
        let separator = if server.contains('?') { '&' } else { '?' };
        Ok(ScratchSchema {
            url: format!("{server}{separator}options[search_path]={schema}"),
            server: server.to_string(),
            schema,
        })
    }

    /// The schema's URL, for [`crate::Store::open`].
    pub fn url(&self) -> &str {
        &self.url
    }

    /// Drops the schema and everything in it.
    pub async fn remove(self) -> Result<()> {
        let mut conn =
            PgConnection::connect_with(&PgConnectOptions::from_str(&self.server)?).await?;
        sqlx::query(sqlx::AssertSqlSafe(format!(
            "DROP SCHEMA IF EXISTS {} CASCADE",
            self.schema
        )))
        .execute(&mut conn)
        .await?;
        let _ = conn.close().await;
        Ok(())
    }
}
