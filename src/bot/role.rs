//! What one bot process does (docs/cli.md, "Running the bot"): every shard
//! and all the work (`hnefi serve`), a range of gateway shards sharing the
//! background work with other processes (`serve --shards`), or only the
//! background work (`hnefi worker`).

use std::fmt;
use std::ops::Range;
use std::str::FromStr;

/// Shards FIRST to LAST, both included, of TOTAL.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShardRange {
    pub first: u32,
    pub last: u32,
    pub total: u32,
}

/// The most shards a bot may ask for: far past any bot Discord knows of,
/// and small enough that no arithmetic overflows.
const MAX_SHARDS: u32 = 1 << 16;

impl ShardRange {
    /// `FIRST-LAST` (or a single `N`) of `total`, checked: FIRST <= LAST <
    /// TOTAL.
    pub fn new(range: &str, total: u32) -> Result<ShardRange, String> {
        let (first, last) = match range.split_once('-') {
            Some((first, last)) => (first.trim(), last.trim()),
            None => (range.trim(), range.trim()),
        };
        let number = |text: &str| {
            text.parse::<u32>().map_err(|_| {
                format!("--shards takes FIRST-LAST (shard numbers from 0), not `{range}`")
            })
        };
        let (first, last) = (number(first)?, number(last)?);
        if total == 0 || total > MAX_SHARDS {
            return Err(format!(
                "--shard-total must be between 1 and {MAX_SHARDS}, not {total}"
            ));
        }
        if first > last {
            return Err(format!(
                "--shards {range}: the first shard comes after the last"
            ));
        }
        if last >= total {
            return Err(format!(
                "--shards {range}: shards are numbered 0 to {} of {total}",
                total - 1
            ));
        }
        Ok(ShardRange { first, last, total })
    }

    /// Every shard of `total`.
    pub fn all(total: u32) -> ShardRange {
        let total = total.clamp(1, MAX_SHARDS);
        ShardRange {
            first: 0,
            last: total - 1,
            total,
        }
    }

    /// The range to hand serenity 0.12's `Client::start_shard_range`, which
    /// starts `end - start + 1` shards: its end is included, so it is LAST,
    /// not LAST + 1 as a Rust range would have it.
    pub fn serenity_range(self) -> Range<u32> {
        self.first..self.last
    }

    /// How many shards this process runs.
    pub fn count(self) -> u32 {
        self.last - self.first + 1
    }

    pub fn covers_all(self) -> bool {
        self.first == 0 && self.last + 1 == self.total
    }
}

impl fmt::Display for ShardRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{} of {}", self.first, self.last, self.total)
    }
}

impl FromStr for ShardRange {
    type Err = String;

    /// `FIRST-LAST/TOTAL`, for tests and logs.
    fn from_str(text: &str) -> Result<ShardRange, String> {
        let (range, total) = text
            .split_once('/')
            .ok_or_else(|| format!("`{text}` is not FIRST-LAST/TOTAL"))?;
        let total = total
            .trim()
            .parse()
            .map_err(|_| format!("`{text}` is not FIRST-LAST/TOTAL"))?;
        ShardRange::new(range, total)
    }
}

/// What a process does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// `hnefi serve`: every shard Discord recommends, and all the work.
    Everything,
    /// `hnefi serve --shards`: these gateway shards, and a share of the
    /// background work.
    Shards(ShardRange),
    /// `hnefi worker`: no gateway; background work only, posting through
    /// the REST API.
    Worker,
}

impl Role {
    /// Whether this process registers the slash commands: exactly one of
    /// a deployment's processes must, and every deployment runs shard 0
    /// (it alone gets direct messages), so its process does.
    pub fn registers_commands(self) -> bool {
        match self {
            Role::Everything => true,
            Role::Shards(range) => range.first == 0,
            Role::Worker => false,
        }
    }

    /// Whether this process needs other processes' help: it then needs
    /// PostgreSQL, whose leases share the work.
    pub fn is_one_of_several(self) -> bool {
        match self {
            Role::Everything => false,
            Role::Shards(range) => !range.covers_all(),
            Role::Worker => true,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_range_is_handed_to_serenity_with_its_last_shard_as_the_end() {
        // serenity starts `end - start + 1` shards from `start`.
        let started = |r: ShardRange| {
            let range = r.serenity_range();
            (range.start, range.end - range.start + 1)
        };
        assert_eq!(started(ShardRange::new("0-0", 2).unwrap()), (0, 1));
        assert_eq!(started(ShardRange::new("1-1", 2).unwrap()), (1, 1));
        assert_eq!(started(ShardRange::new("0-3", 8).unwrap()), (0, 4));
        assert_eq!(started(ShardRange::new("4-7", 8).unwrap()), (4, 4));
        assert_eq!(started(ShardRange::all(1)), (0, 1));
        assert_eq!(started(ShardRange::all(5)), (0, 5));
        for r in [ShardRange::new("2-5", 6).unwrap(), ShardRange::all(3)] {
            assert_eq!(started(r).1, r.count());
        }
    }

    #[test]
    fn shard_ranges_are_checked() {
        assert_eq!(
            ShardRange::new("3", 4).unwrap(),
            ShardRange {
                first: 3,
                last: 3,
                total: 4
            }
        );
        for (range, total) in [
            ("0-2", 2),
            ("2-1", 4),
            ("a-b", 2),
            ("-1", 2),
            ("0-0", 0),
            ("", 2),
            ("1-2-3", 4),
            ("0-0", MAX_SHARDS + 1),
        ] {
            assert!(ShardRange::new(range, total).is_err(), "{range} of {total}");
        }
        assert_eq!(
            "1-1/2".parse::<ShardRange>().unwrap().to_string(),
            "1-1 of 2"
        );
    }

    #[test]
    fn exactly_one_process_of_a_deployment_registers_commands() {
        let deployment = [
            Role::Shards(ShardRange::new("0-0", 2).unwrap()),
            Role::Shards(ShardRange::new("1-1", 2).unwrap()),
            Role::Worker,
        ];
        assert_eq!(
            deployment.iter().filter(|r| r.registers_commands()).count(),
            1
        );
        assert!(Role::Everything.registers_commands());
        assert!(deployment.iter().all(|r| r.is_one_of_several()));
        assert!(!Role::Shards(ShardRange::all(2)).is_one_of_several());
        assert!(!Role::Everything.is_one_of_several());
    }
}
