//! Time: [`Timestamp`]s in Unix milliseconds, and the [`Clock`] the service
//! reads them from (the system's, or a [`ManualClock`] tests move by hand).

use std::fmt;
use std::sync::atomic::{AtomicI64, Ordering};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use serde::{Deserialize, Serialize};

/// A day, in milliseconds (UTC days have no leap seconds in Unix time).
pub(crate) const DAY_MS: i64 = 86_400_000;

/// A moment, in milliseconds since the Unix epoch (UTC). This is also how
/// times are stored.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Timestamp(pub i64);

impl Timestamp {
    pub const fn from_millis(millis: i64) -> Timestamp {
        Timestamp(millis)
    }

    pub const fn millis(self) -> i64 {
        self.0
    }

    /// Whole seconds since the epoch, as Discord's `<t:...>` wants them.
    pub const fn unix_seconds(self) -> i64 {
        self.0.div_euclid(1000)
    }

    /// This moment plus `d` (saturating).
    pub fn plus(self, d: Duration) -> Timestamp {
        Timestamp(self.0.saturating_add(duration_millis(d)))
    }

    /// How long from `earlier` to this moment (zero if `earlier` is later).
    pub fn since(self, earlier: Timestamp) -> Duration {
        Duration::from_millis(self.0.saturating_sub(earlier.0).max(0) as u64)
    }

    /// The day it falls on, as days since 1970-01-01 (UTC).
    pub const fn day(self) -> i64 {
        self.0.div_euclid(DAY_MS)
    }

    /// The first moment of a day (days since 1970-01-01, UTC).
    pub const fn start_of_day(day: i64) -> Timestamp {
        Timestamp(day * DAY_MS)
    }

    /// The calendar date, `YYYY-MM-DD` (UTC).
    pub fn date(self) -> String {
        let (y, m, d) = civil_from_days(self.day());
        format!("{y:04}-{m:02}-{d:02}")
    }
}

impl fmt::Display for Timestamp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let ms = self.0.rem_euclid(DAY_MS);
        write!(
            f,
            "{} {:02}:{:02}:{:02} UTC",
            self.date(),
            ms / 3_600_000,
            ms / 60_000 % 60,
            ms / 1000 % 60
        )
    }
}

pub(crate) fn duration_millis(d: Duration) -> i64 {
    i64::try_from(d.as_millis()).unwrap_or(i64::MAX)
}

/// Days since 1970-01-01 to a (year, month, day) of the proleptic
/// Gregorian calendar (Howard Hinnant's algorithm).
fn civil_from_days(z: i64) -> (i64, u32, u32) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let y = yoe + era * 400;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    (if m <= 2 { y + 1 } else { y }, m, d)
}

/// Where the service reads the time. Injected so tests can move days ahead.
pub trait Clock: Send + Sync + 'static {
    fn now(&self) -> Timestamp;

    /// How long to sleep on the wall clock for `span` to pass on this clock
    /// (the deadline loop sleeps in wall time).
    fn wall_time(&self, span: Duration) -> Duration {
        span
    }
}

/// The system's clock.
#[derive(Clone, Copy, Debug, Default)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> Timestamp {
        let since = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .unwrap_or_default();
        Timestamp(duration_millis(since))
    }
}

/// The system's clock run `speed` times faster from the moment it is made:
/// for demonstrations and end-to-end tests of reminders and timeouts, where
/// the shortest per-move time (10 minutes) must pass in about a second.
#[derive(Debug)]
pub struct FastClock {
    origin: Timestamp,
    speed: f64,
}

impl FastClock {
    /// Game time runs `speed` times faster from now on. `speed` below 1 is
    /// taken as 1.
    pub fn new(speed: f64) -> FastClock {
        FastClock::from_origin(speed, SystemClock.now())
    }

    /// Game time is `origin + (now - origin) x speed`, `now` being the
    /// system's time: processes started at different moments with the
    /// same origin and speed share one game time (`HNEFI_CLOCK_ORIGIN`).
    pub fn from_origin(speed: f64, origin: Timestamp) -> FastClock {
        FastClock {
            origin,
            speed: if speed.is_finite() {
                speed.max(1.0)
            } else {
                1.0
            },
        }
    }
}

impl Clock for FastClock {
    fn now(&self) -> Timestamp {
        let run = (SystemClock.now().0 - self.origin.0) as f64 * self.speed;
        Timestamp(self.origin.0.saturating_add(run as i64))
    }

    fn wall_time(&self, span: Duration) -> Duration {
        span.div_f64(self.speed)
    }
}

/// A clock that stands still until moved: for tests and benchmarks.
#[derive(Debug)]
pub struct ManualClock {
    now: AtomicI64,
}

impl ManualClock {
    pub fn new(start: Timestamp) -> ManualClock {
        ManualClock {
            now: AtomicI64::new(start.0),
        }
    }

    /// Moves the clock forward by `d`.
    pub fn advance(&self, d: Duration) {
        self.now.fetch_add(duration_millis(d), Ordering::SeqCst);
    }

    pub fn set(&self, at: Timestamp) {
        self.now.store(at.0, Ordering::SeqCst);
    }
}

impl Clock for ManualClock {
    fn now(&self) -> Timestamp {
        Timestamp(self.now.load(Ordering::SeqCst))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates() {
        assert_eq!(Timestamp(0).date(), "1970-01-01");
        // 2024-02-29 12:00:00 UTC
        let t = Timestamp(1_709_208_000_000);
        assert_eq!(t.date(), "2024-02-29");
        assert_eq!(t.to_string(), "2024-02-29 12:00:00 UTC");
        assert_eq!(Timestamp(-1).date(), "1969-12-31");
    }

    #[test]
    fn manual_clock_moves_only_when_told() {
        let clock = ManualClock::new(Timestamp(1000));
        assert_eq!(clock.now(), Timestamp(1000));
        clock.advance(Duration::from_secs(2));
        assert_eq!(clock.now(), Timestamp(3000));
        clock.set(Timestamp(5));
        assert_eq!(clock.now(), Timestamp(5));
        assert_eq!(
            Timestamp(3000).since(Timestamp(1000)),
            Duration::from_secs(2)
        );
        assert_eq!(Timestamp(1000).since(Timestamp(3000)), Duration::ZERO);
    }
}

#[cfg(test)]
mod fast_clock_tests {
    use super::*;

    #[test]
    fn a_fast_clock_runs_ahead_and_sleeps_shorter() {
        let clock = FastClock::new(600.0);
        let start = clock.now();
        std::thread::sleep(Duration::from_millis(20));
        // 20 ms of wall time are at least 12 s of game time.
        assert!(clock.now().since(start) >= Duration::from_secs(12));
        assert_eq!(
            clock.wall_time(Duration::from_secs(600)),
            Duration::from_secs(1)
        );
        assert_eq!(
            FastClock::new(0.5).wall_time(Duration::from_secs(5)),
            Duration::from_secs(5)
        );
    }
}
