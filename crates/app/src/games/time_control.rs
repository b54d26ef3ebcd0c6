//! A game's time control (`/challenge time:`): a time per move (`10m`,
//! `2h`, `3d`) or `none`, and optionally a time bank on top of it
//! (`1d+7d`): each move has its own time, and a slower move draws the
//! excess from its player's bank (docs/correspondence.md 1). Per move from
//! 10 minutes to 30 days, a bank from 10 minutes to 60 days; `3d` by
//! default.

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

use thiserror::Error;

/// How long each move may take.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TimeControl {
    /// Each move must be made within this time of the previous one.
    PerMove(Duration),
    /// Each move has `per_move`; each player's bank pays for slower moves.
    Banked { per_move: Duration, bank: Duration },
    /// No clock: the game waits for ever.
    Unlimited,
}

/// A time that is not a time control.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum TimeControlError {
    #[error("malformed time {0:?}")]
    Malformed(String),
    #[error("time {0} too short")]
    TooShort(String),
    #[error("time {0} too long")]
    TooLong(String),
    #[error("time bank {0} too short")]
    BankTooShort(String),
    #[error("time bank {0} too long")]
    BankTooLong(String),
}

/// A day: games with at least this much a move are correspondence games,
/// whose clocks a vacation stops.
pub const DAY: Duration = Duration::from_secs(86_400);

impl TimeControl {
    pub const MIN: Duration = Duration::from_secs(10 * 60);
    pub const MAX: Duration = Duration::from_secs(30 * 86_400);
    pub const MIN_BANK: Duration = Duration::from_secs(10 * 60);
    pub const MAX_BANK: Duration = Duration::from_secs(60 * 86_400);
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

    /// A per-move time and a bank, both within their bounds.
    pub fn banked(per_move: Duration, bank: Duration) -> Result<TimeControl, TimeControlError> {
        TimeControl::per_move(per_move)?;
        if bank < TimeControl::MIN_BANK {
            Err(TimeControlError::BankTooShort(format_duration(bank)))
        } else if bank > TimeControl::MAX_BANK {
            Err(TimeControlError::BankTooLong(format_duration(bank)))
        } else {
            Ok(TimeControl::Banked { per_move, bank })
        }
    }

    /// The time per move, `None` without a clock.
    pub fn duration(self) -> Option<Duration> {
        match self {
            TimeControl::PerMove(d) | TimeControl::Banked { per_move: d, .. } => Some(d),
            TimeControl::Unlimited => None,
        }
    }

    /// Each player's bank at the start, if the control has one.
    pub fn bank(self) -> Option<Duration> {
        match self {
            TimeControl::Banked { bank, .. } => Some(bank),
            _ => None,
        }
    }

    /// Whether it is a correspondence time control: a day or more a move.
    pub fn is_correspondence(self) -> bool {
        self.duration().is_some_and(|d| d >= DAY)
    }

    /// As stored: milliseconds per move, or `None` without a clock.
    pub fn millis(self) -> Option<i64> {
        self.duration().map(crate::core::clock::duration_millis)
    }

    /// As stored: the bank in milliseconds, `None` without one.
    pub fn bank_millis(self) -> Option<i64> {
        self.bank().map(crate::core::clock::duration_millis)
    }

    /// From the stored form (not re-checked against the bounds).
    pub fn from_millis(per_move: Option<i64>, bank: Option<i64>) -> TimeControl {
        match (per_move, bank) {
            (Some(ms), Some(bank)) if ms > 0 && bank > 0 => TimeControl::Banked {
                per_move: Duration::from_millis(ms as u64),
                bank: Duration::from_millis(bank as u64),
            },
            (Some(ms), _) if ms > 0 => TimeControl::PerMove(Duration::from_millis(ms as u64)),
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
pub fn format_duration(d: Duration) -> String {
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
            TimeControl::Banked { per_move, bank } => {
                write!(
                    f,
                    "{}+{}",
                    format_duration(*per_move),
                    format_duration(*bank)
                )
            }
            TimeControl::Unlimited => f.write_str("none"),
        }
    }
}

/// `10m`, `2h`, `3d`, `90 min`, `1 day`, `1w`, any letter case.
fn parse_duration(text: &str, shown: &str) -> Result<Duration, TimeControlError> {
    let malformed = || TimeControlError::Malformed(shown.to_string());
    let lower = text.trim().to_ascii_lowercase();
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
    Ok(Duration::from_secs(amount * seconds))
}

impl FromStr for TimeControl {
    type Err = TimeControlError;

    /// `10m`, `2h`, `3d`, `none`; also `90 min`, `2 hours`, `1 day`, `1w`,
    /// any letter case; `PER+BANK` (`1d+7d`) for a time bank. Bounds: 10
    /// minutes to 30 days a move, 10 minutes to 60 days of bank.
    fn from_str(text: &str) -> Result<TimeControl, TimeControlError> {
        let shown: String = text.trim().chars().take(24).collect();
        let lower = text.trim().to_ascii_lowercase();
        if matches!(
            lower.as_str(),
            "none" | "no" | "off" | "unlimited" | "-" | "∞"
        ) {
            return Ok(TimeControl::Unlimited);
        }
        match lower.split_once('+') {
            Some((per_move, bank)) => TimeControl::banked(
                parse_duration(per_move, &shown)?,
                parse_duration(bank, &shown)?,
            ),
            None => TimeControl::per_move(parse_duration(&lower, &shown)?),
        }
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
        assert_eq!(TimeControl::from_millis(tc.millis(), tc.bank_millis()), tc);
        assert_eq!(TimeControl::from_millis(None, None), TimeControl::Unlimited);
    }

    /// docs/correspondence.md 1: `PER+BANK`.
    #[test]
    fn a_bank_is_written_after_a_plus() {
        let day = Duration::from_secs(86_400);
        assert_eq!(
            parse("1d+7d"),
            Ok(TimeControl::Banked {
                per_move: day,
                bank: day * 7
            })
        );
        assert_eq!(
            parse("10h + 6d"),
            Ok(TimeControl::Banked {
                per_move: Duration::from_secs(36_000),
                bank: day * 6
            })
        );
        for s in ["1d+7d", "10h+6d", "2h+90m"] {
            let tc = parse(s).unwrap();
            assert_eq!(tc.to_string(), s);
            assert_eq!(TimeControl::from_millis(tc.millis(), tc.bank_millis()), tc);
        }
        assert_eq!(parse("1d+7d").unwrap().bank(), Some(day * 7));
        assert_eq!(parse("1d").unwrap().bank(), None);
    }

    #[test]
    fn a_bank_has_bounds_and_a_form() {
        assert_eq!(
            parse("1d+5m"),
            Err(TimeControlError::BankTooShort("5m".into()))
        );
        assert_eq!(
            parse("1d+61d"),
            Err(TimeControlError::BankTooLong("61d".into()))
        );
        assert_eq!(parse("5m+1d"), Err(TimeControlError::TooShort("5m".into())));
        for bad in ["1d+", "+7d", "1d+7x", "1d+7d+1d", "none+1d"] {
            assert!(
                matches!(parse(bad), Err(TimeControlError::Malformed(_))),
                "{bad}"
            );
        }
    }

    #[test]
    fn correspondence_means_a_day_or_more_a_move() {
        assert!(parse("1d").unwrap().is_correspondence());
        assert!(parse("1d+7d").unwrap().is_correspondence());
        assert!(!parse("23h+7d").unwrap().is_correspondence());
        assert!(!parse("none").unwrap().is_correspondence());
    }
}
