//! The bot's settings (docs/discord.md, "Settings"): environment variables, also
//! read from a `.env` file. The token is never printed, not even by `Debug`.

use std::fmt;

/// Everything `hnefi serve` reads from its environment.
pub struct Settings {
    pub token: String,
    pub database_url: String,
    /// Replaces `https://discord.com` for REST calls; serenity's own rate
    /// limiter is then off (the proxy or the test double owns limits).
    pub api_url: Option<String>,
    /// Replaces the gateway URL that REST reports.
    pub gateway_url: Option<String>,
    /// Register commands in this guild only (instant) instead of globally.
    pub dev_guild: Option<u64>,
    /// Test and demo setting `HNEFI_CLOCK_SPEED`: game clocks run this many
    /// times faster than the wall clock, so a 10-minute move limit can run
    /// out in a second. Never set it for real play.
    pub clock_speed: Option<f64>,
    /// Test setting `HNEFI_CLOCK_ORIGIN` (Unix milliseconds), with the
    /// speed: game time is `origin + (now - origin) x speed`, so processes
    /// started at different moments share one fast clock.
    pub clock_origin: Option<i64>,
    /// Test setting `HNEFI_REVIEW_MS`: a review searches each position
    /// this many milliseconds instead of its share of its time box.
    pub review_ms: Option<u64>,
}

impl Settings {
    pub fn from_env() -> Result<Settings, String> {
        // A missing .env is normal; a broken one is worth saying.
        if let Err(e) = dotenvy::dotenv() {
            if !e.not_found() {
                return Err(format!(".env: {e}"));
            }
        }
        let var = |name: &str| {
            std::env::var(name)
                .ok()
                .map(|v| v.trim().to_string())
                .filter(|v| !v.is_empty())
        };
        let token = var("DISCORD_TOKEN").ok_or(
            "DISCORD_TOKEN is not set: put the bot token of your Discord application in the environment or in .env",
        )?;
        let dev_guild =
            match var("DEV_GUILD_ID") {
                Some(id) => Some(id.parse::<u64>().map_err(|_| {
                    format!("DEV_GUILD_ID must be a guild id (a number), not `{id}`")
                })?),
                None => None,
            };
        let clock_speed = match var("HNEFI_CLOCK_SPEED") {
            Some(s) => match s.parse::<f64>() {
                Ok(x) if x.is_finite() && x >= 1.0 => Some(x),
                _ => {
                    return Err(format!(
                        "HNEFI_CLOCK_SPEED must be a number >= 1, not `{s}`"
                    ));
                }
            },
            None => None,
        };
        let clock_origin = match var("HNEFI_CLOCK_ORIGIN") {
            Some(s) => match s.parse::<i64>() {
                Ok(ms) if ms >= 0 && clock_speed.is_some() => Some(ms),
                Ok(_) if clock_speed.is_none() => {
                    return Err("HNEFI_CLOCK_ORIGIN needs HNEFI_CLOCK_SPEED".to_string());
                }
                _ => {
                    return Err(format!(
                        "HNEFI_CLOCK_ORIGIN must be a time in Unix milliseconds, not `{s}`"
                    ));
                }
            },
            None => None,
        };
        let review_ms = match var("HNEFI_REVIEW_MS") {
            Some(s) => match s.parse::<u64>() {
                Ok(ms) if ms > 0 => Some(ms),
                _ => {
                    return Err(format!(
                        "HNEFI_REVIEW_MS must be a number of milliseconds above 0, not `{s}`"
                    ));
                }
            },
            None => None,
        };
        Ok(Settings {
            token,
            database_url: hnefi_app::database_url_from_env(),
            api_url: var("DISCORD_API_URL").map(|u| u.trim_end_matches('/').to_string()),
            gateway_url: var("DISCORD_GATEWAY_URL"),
            dev_guild,
            clock_speed,
            clock_origin,
            review_ms,
        })
    }
}

impl fmt::Debug for Settings {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Settings")
            .field("token", &"(hidden)")
            .field("database_url", &self.database_url)
            .field("api_url", &self.api_url)
            .field("gateway_url", &self.gateway_url)
            .field("dev_guild", &self.dev_guild)
            .field("clock_speed", &self.clock_speed)
            .field("clock_origin", &self.clock_origin)
            .field("review_ms", &self.review_ms)
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn debug_output_hides_the_token() {
        let s = Settings {
            token: "very-secret-token".into(),
            database_url: "sqlite://x.db".into(),
            api_url: None,
            gateway_url: None,
            dev_guild: None,
            clock_speed: None,
            clock_origin: None,
            review_ms: None,
        };
        let shown = format!("{s:?}");
        assert!(!shown.contains("very-secret-token"), "{shown}");
        assert!(shown.contains("(hidden)"));
    }
}
