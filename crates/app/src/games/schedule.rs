//! Where a correspondence clock's times fall on the wall clock
//! (docs/correspondence.md 1 and 2): a clock runs from its start, stands
//! still while its player is on vacation, and is due once it has run the
//! player's budget (the move's time and their bank). Pure arithmetic on
//! Unix milliseconds; the clock module decides what to do with it.

use hnefi_store::VacationRow;

/// A stretch of wall time, `[from, to)`, during which a clock stood still.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Pause {
    pub from: i64,
    pub to: i64,
}

impl Pause {
    /// The time a vacation stops a clock: from its start to its end (as
    /// ended, or as planned while it runs).
    pub fn of(vacation: &VacationRow) -> Pause {
        Pause {
            from: vacation.started_at,
            to: vacation.ended_at.unwrap_or(vacation.until_at),
        }
    }
}

/// The pauses that fall after `started`, in order, merged where they meet.
fn after(started: i64, pauses: &[Pause]) -> Vec<Pause> {
    let mut kept: Vec<Pause> = pauses
        .iter()
        .map(|p| Pause {
            from: p.from.max(started),
            to: p.to,
        })
        .filter(|p| p.to > p.from)
        .collect();
    kept.sort_by_key(|p| p.from);
    let mut merged: Vec<Pause> = Vec::with_capacity(kept.len());
    for p in kept {
        match merged.last_mut() {
            Some(last) if p.from <= last.to => last.to = last.to.max(p.to),
            _ => merged.push(p),
        }
    }
    merged
}

/// How long a clock started at `started` has run at `now`.
pub(crate) fn run_at(started: i64, now: i64, pauses: &[Pause]) -> i64 {
    let stood: i64 = after(started, pauses)
        .iter()
        .map(|p| (p.to.min(now) - p.from).max(0))
        .sum();
    (now - started - stood).max(0)
}

/// The wall time at which a clock started at `started` has run `run`. A
/// clock that would reach it just as a pause begins reaches it when the
/// pause ends: a vacation that starts as the time runs out (the automatic
/// one) keeps the game alive while it lasts.
pub(crate) fn instant_of(started: i64, run: i64, pauses: &[Pause]) -> i64 {
    let mut at = started;
    let mut left = run.max(0);
    for p in after(started, pauses) {
        if at + left < p.from {
            break;
        }
        left -= p.from - at;
        at = p.to;
    }
    at + left
}

/// A clock's reminder (at `remind_percent` of the budget), last warning
/// (95%) and deadline on the wall clock.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Times {
    pub remind_at: i64,
    pub warn_at: i64,
    pub due_at: i64,
}

/// The last warning comes at this share of the budget.
pub(crate) const WARN_PERCENT: i64 = 95;

pub(crate) fn times(started: i64, budget: i64, remind_percent: i64, pauses: &[Pause]) -> Times {
    let at = |percent: i64| instant_of(started, budget * percent / 100, pauses);
    Times {
        remind_at: at(remind_percent.min(100)),
        warn_at: at(WARN_PERCENT),
        due_at: at(100),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const H: i64 = 3_600_000;

    fn pause(from: i64, to: i64) -> Pause {
        Pause { from, to }
    }

    #[test]
    fn without_pauses_a_clock_runs_with_the_wall() {
        assert_eq!(run_at(10, 10 + 5 * H, &[]), 5 * H);
        assert_eq!(instant_of(10, 5 * H, &[]), 10 + 5 * H);
        let t = times(0, 100 * H, 80, &[]);
        assert_eq!(
            (t.remind_at, t.warn_at, t.due_at),
            (80 * H, 95 * H, 100 * H)
        );
    }

    /// docs/correspondence.md 2: the clock stands still while its player
    /// is away, and only then.
    #[test]
    fn a_vacation_stops_the_clock_for_its_length() {
        let away = [pause(10 * H, 34 * H)];
        assert_eq!(run_at(0, 10 * H, &away), 10 * H);
        assert_eq!(run_at(0, 30 * H, &away), 10 * H);
        assert_eq!(run_at(0, 40 * H, &away), 16 * H);
        assert_eq!(instant_of(0, 9 * H, &away), 9 * H);
        // Run out just as the vacation begins: out when it ends.
        assert_eq!(instant_of(0, 10 * H, &away), 34 * H);
        assert_eq!(instant_of(0, 11 * H, &away), 35 * H);
        // A vacation before the clock started does not count; one that
        // began before and runs on counts from the start.
        assert_eq!(run_at(20 * H, 40 * H, &away), 6 * H);
        assert_eq!(run_at(50 * H, 60 * H, &away), 10 * H);
        assert_eq!(instant_of(20 * H, H, &away), 35 * H);
    }

    #[test]
    fn pauses_that_overlap_count_once() {
        let pauses = [
            pause(20 * H, 30 * H),
            pause(10 * H, 25 * H),
            pause(40 * H, 41 * H),
        ];
        assert_eq!(run_at(0, 50 * H, &pauses), 50 * H - 20 * H - H);
        assert_eq!(instant_of(0, 29 * H, &pauses), 50 * H);
    }
}
