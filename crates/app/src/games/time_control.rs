//! Per-move time (`/challenge time:`): `10m`, `2h`, `3d` or `none`, from
//! 10 minutes to 30 days; `3d` by default.

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

use thiserror::Error;

/// How long each move may take.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TimeControl {
    /// Each move must be made within this time of the previous one.
    PerMove(Duration),
    /// No clock: the game waits for ever.
    Unlimited,
}

/// A time that is not a per-move time.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum TimeControlError {
    #[error("malformed time {0:?}")]
    Malformed(String),
    #[error("time {0} too short")]
    TooShort(String),
    #[error("time {0} too long")]
    TooLong(String),
}

impl TimeControl {
    pub const MIN: Duration = Duration::from_secs(10 * 60);
    pub const MAX: Duration = Duration::from_secs(30 * 86_400);
    /// The default: three days per move.
    pub const DEFAULT: TimeControl = TimeControl::PerMove(Duration::from_secs(3 * 86_400));

    /// A per-move time within the bounds.
    pub fn per_move(d: Duration) -> Result<TimeControl, TimeControlError> {
        if d < TimeControl::MIN {
            Err(TimeControlError::TooShort(format_duration(d)))
        } else if d > TimeControl::MAX {
            Err(TimeControlError::TooLong(format_duration(d)))
        } else {
            Ok(TimeControl::PerMove(d))
        }
    }

    /// The time per move, `None` without a clock.
    pub fn duration(self) -> Option<Duration> {
        match self {
            TimeControl::PerMove(d) => Some(d),
            TimeControl::Unlimited => None,
        }
    }

    /// As stored: milliseconds, or `None` without a clock.
    pub fn millis(self) -> Option<i64> {
        self.duration().map(crate::core::clock::duration_millis)
    }

    /// From the stored form (not re-checked against the bounds).
    pub fn from_millis(millis: Option<i64>) -> TimeControl {
        match millis {
            Some(ms) if ms > 0 => TimeControl::PerMove(Duration::from_millis(ms as u64)),
            _ => TimeControl::Unlimited,
        }
    }
}

impl Default for TimeControl {
    fn default() -> TimeControl {
        TimeControl::DEFAULT
    }
}

/// The shortest exact form: `3d`, `36h`, `90m`, `45s`.
fn format_duration(d: Duration) -> String {
    let secs = d.as_secs();
    if secs > 0 && secs % 86_400 == 0 {
        format!("{}d", secs / 86_400)
    } else if secs > 0 && secs % 3600 == 0 {
        format!("{}h", secs / 3600)
    } else if secs > 0 && secs % 60 == 0 {
        format!("{}m", secs / 60)
    } else {
        format!("{secs}s")
    }
}

impl fmt::Display for TimeControl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TimeControl::PerMove(d) => f.write_str(&format_duration(*d)),
            TimeControl::Unlimited => f.write_str("none"),
        }
    }
}

impl FromStr for TimeControl {
    type Err = TimeControlError;

    /// `10m`, `2h`, `3d`, `none`; also `90 min`, `2 hours`, `1 day`, `1w`,
    /// any letter case. Bounds: 10 minutes to 30 days.
    fn from_str(text: &str) -> Result<TimeControl, TimeControlError> {
        let shown: String = text.trim().chars().take(24).collect();
        let malformed = || TimeControlError::Malformed(shown.clone());
        let lower = text.trim().to_ascii_lowercase();
        if matches!(
            lower.as_str(),
            "none" | "no" | "off" | "unlimited" | "-" | "∞"
        ) {
            return Ok(TimeControl::Unlimited);
        }
        let digits = lower.chars().take_while(char::is_ascii_digit).count();
        if digits == 0 || digits > 6 {
            return Err(malformed());
        }
        let amount: u64 = lower[..digits].parse().map_err(|_| malformed())?;
        let unit = lower[digits..].trim();
        let seconds = match unit {
            "m" | "min" | "mins" | "minute" | "minutes" => 60,
            "h" | "hr" | "hrs" | "hour" | "hours" => 3600,
            "d" | "day" | "days" => 86_400,
            "w" | "week" | "weeks" => 7 * 86_400,
            _ => return Err(malformed()),
        };
        TimeControl::per_move(Duration::from_secs(amount * seconds))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(s: &str) -> Result<TimeControl, TimeControlError> {
        s.parse()
    }

    #[test]
    fn the_documented_forms() {
        assert_eq!(
            parse("10m"),
            Ok(TimeControl::PerMove(Duration::from_secs(600)))
        );
        assert_eq!(
            parse("2h"),
            Ok(TimeControl::PerMove(Duration::from_secs(7200)))
        );
        assert_eq!(parse("3d"), Ok(TimeControl::DEFAULT));
        assert_eq!(parse("none"), Ok(TimeControl::Unlimited));
        assert_eq!(parse(" 3D "), Ok(TimeControl::DEFAULT));
        assert_eq!(
            parse("90 min"),
            Ok(TimeControl::PerMove(Duration::from_secs(5400)))
        );
        assert_eq!(
            parse("1w"),
            Ok(TimeControl::PerMove(Duration::from_secs(7 * 86_400)))
        );
        assert_eq!(TimeControl::default(), TimeControl::DEFAULT);
    }

    #[test]
    fn bounds_are_ten_minutes_to_thirty_days() {
        assert_eq!(parse("9m"), Err(TimeControlError::TooShort("9m".into())));
        assert!(parse("10m").is_ok());
        assert!(parse("30d").is_ok());
        assert_eq!(parse("31d"), Err(TimeControlError::TooLong("31d".into())));
        assert_eq!(parse("721h"), Err(TimeControlError::TooLong("721h".into())));
        assert!(parse("0m").is_err());
    }

    #[test]
    fn malformed_times_are_refused() {
        for bad in ["", "m", "3", "3x", "-3d", "3.5h", "d3", "9999999d"] {
            let err = parse(bad).unwrap_err();
            assert!(
                matches!(err, TimeControlError::Malformed(_)),
                "{bad}: {err}"
            );
        }
    }

    #[test]
    fn display_round_trips() {
        for s in ["10m", "90m", "2h", "36h", "3d", "30d", "none"] {
            assert_eq!(parse(s).unwrap().to_string(), s);
        }
        assert_eq!(parse("1w").unwrap().to_string(), "7d");
        let tc = parse("2h").unwrap();
        assert_eq!(TimeControl::from_millis(tc.millis()), tc);
        assert_eq!(TimeControl::from_millis(None), TimeControl::Unlimited);
    }
}
