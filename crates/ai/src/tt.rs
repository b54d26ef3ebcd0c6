//! The transposition table: buckets of four 16-byte entries keyed by the
//! engine's Zobrist hash, replaced by depth. Stored as plain `u64` words so a
//! large table is allocated zeroed by the system (pages are only touched
//! when used) without unsafe code.
//!
//! Every entry carries the number of the search that wrote it, and entries
//! of other searches count as empty: a table taken again from the pool
//! ([`Table::acquire`]) behaves exactly like a fresh one, so results stay
//! deterministic, without paying to clear or fault in 64 MiB per move.

use std::sync::Mutex;

use hnefi_engine::{Move, Square};

/// How a stored score bounds the true score.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Bound {
    Exact,
    /// The true score is at least this (a beta cutoff).
    Lower,
    /// The true score is at most this (no move raised alpha).
    Upper,
}

#[derive(Clone, Copy, Debug)]
pub(crate) struct Entry {
    pub mv: Option<Move>,
    pub score: i32,
    pub depth: i32,
    pub bound: Bound,
}

const WAYS: usize = 4;
const WORDS_PER_ENTRY: usize = 2;
const BUCKET_WORDS: usize = WAYS * WORDS_PER_ENTRY;

// Data word: from (9 bits) | to (9) << 9 | score (i16) << 18 | depth (7) << 34
//            | bound (2) << 41 | has move << 43 | search number (20) << 44.
const HAS_MOVE: u64 = 1 << 43;
const SEARCH_SHIFT: u32 = 44;
const SEARCH_MASK: u64 = (1 << 20) - 1;

pub(crate) struct Table {
    words: Vec<u64>,
    buckets: usize,
    /// Number of the current search, never 0 (zeroed words are empty).
    search: u64,
}

/// Tables given back after a search, for the next one. At most this many
/// are kept.
const POOL_SIZE: usize = 2;
static POOL: Mutex<Vec<Table>> = Mutex::new(Vec::new());

impl Table {
    /// A table of about `mib` mebibytes (at least one bucket), empty.
    pub fn new(mib: usize) -> Table {
        let buckets = Self::buckets_for(mib);
        Table {
            words: vec![0; buckets * BUCKET_WORDS],
            buckets,
            search: 1,
        }
    }

    fn buckets_for(mib: usize) -> usize {
        let bytes = mib.saturating_mul(1 << 20);
        (bytes / (BUCKET_WORDS * 8)).max(1)
    }

    /// An empty table of `mib` MiB, reusing a pooled one of that size.
    pub fn acquire(mib: usize) -> Table {
        let buckets = Self::buckets_for(mib);
        let pooled = POOL.lock().ok().and_then(|mut pool| {
            let at = pool.iter().position(|t| t.buckets == buckets)?;
            Some(pool.swap_remove(at))
        });
        match pooled {
            Some(mut table) => {
                table.new_search();
                table
            }
            None => Table::new(mib),
        }
    }

    /// Gives a table back for a later search.
    pub fn release(self) {
        if let Ok(mut pool) = POOL.lock() {
            if pool.len() >= POOL_SIZE {
                pool.remove(0);
            }
            pool.push(self);
        }
    }

    /// Forgets every entry, in effect: later probes see an empty table.
    pub fn new_search(&mut self) {
        self.search += 1;
        if self.search > SEARCH_MASK {
            self.words.fill(0);
            self.search = 1;
        }
    }

    #[inline]
    fn bucket(&self, key: u64) -> usize {
        (((key as u128) * (self.buckets as u128)) >> 64) as usize * BUCKET_WORDS
    }

    #[inline]
    fn current(&self, data: u64) -> bool {
        (data >> SEARCH_SHIFT) & SEARCH_MASK == self.search
    }

    pub fn probe(&self, key: u64) -> Option<Entry> {
        let base = self.bucket(key);
        for way in 0..WAYS {
            let at = base + way * WORDS_PER_ENTRY;
            if self.words[at] == key && self.current(self.words[at + 1]) {
                return Some(decode(self.words[at + 1]));
            }
        }
        None
    }

    pub fn store(&mut self, key: u64, mv: Option<Move>, score: i32, depth: i32, bound: Bound) {
        let base = self.bucket(key);
        let mut victim = base;
        let mut victim_depth = i32::MAX;
        let mut same = false;
        for way in 0..WAYS {
            let at = base + way * WORDS_PER_ENTRY;
            let data = self.words[at + 1];
            if !self.current(data) {
                // Empty, or left by another search: as good as empty.
                victim = at;
                break;
            }
            if self.words[at] == key {
                victim = at;
                same = true;
                break;
            }
            let stored_depth = ((data >> 34) & 0x7f) as i32;
            if stored_depth < victim_depth {
                victim_depth = stored_depth;
                victim = at;
            }
        }
        let mut mv = mv;
        if mv.is_none() && same {
            // Keep the move an earlier visit of this position found.
            mv = decode(self.words[victim + 1]).mv;
        }
        self.words[victim] = key;
        self.words[victim + 1] = encode(mv, score, depth, bound) | self.search << SEARCH_SHIFT;
    }
}

fn encode(mv: Option<Move>, score: i32, depth: i32, bound: Bound) -> u64 {
    let (moves, has) = match mv {
        Some(m) => (m.from.index() as u64 | (m.to.index() as u64) << 9, HAS_MOVE),
        None => (0, 0),
    };
    let score = score.clamp(i16::MIN as i32, i16::MAX as i32) as i16 as u16 as u64;
    let bound = match bound {
        Bound::Exact => 0u64,
        Bound::Lower => 1,
        Bound::Upper => 2,
    };
    moves | score << 18 | (depth.clamp(0, 127) as u64) << 34 | bound << 41 | has
}

fn decode(data: u64) -> Entry {
    let mv = if data & HAS_MOVE != 0 {
        let from = Square::from_index((data & 0x1ff) as usize);
        let to = Square::from_index(((data >> 9) & 0x1ff) as usize);
        from.zip(to).map(|(f, t)| Move::new(f, t))
    } else {
        None
    };
    Entry {
        mv,
        score: ((data >> 18) & 0xffff) as u16 as i16 as i32,
        depth: ((data >> 34) & 0x7f) as i32,
        bound: match (data >> 41) & 3 {
            0 => Bound::Exact,
            1 => Bound::Lower,
            _ => Bound::Upper,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_round_trip() {
        let mut table = Table::new(1);
        let mv = Move::new(Square::parse("a1").unwrap(), Square::parse("s19").unwrap());
        table.store(42, Some(mv), -29_990, 7, Bound::Lower);
        let e = table.probe(42).unwrap();
        assert_eq!(e.mv, Some(mv));
        assert_eq!((e.score, e.depth, e.bound), (-29_990, 7, Bound::Lower));
        table.store(42, None, 5, 8, Bound::Exact);
        let e = table.probe(42).unwrap();
        assert_eq!(e.mv, Some(mv), "a move survives a store without one");
        assert_eq!((e.score, e.depth, e.bound), (5, 8, Bound::Exact));
        assert!(table.probe(43).is_none());
    }

    #[test]
    fn a_new_search_sees_an_empty_table() {
        let mut table = Table::new(1);
        table.store(42, None, 1, 1, Bound::Exact);
        table.new_search();
        assert!(table.probe(42).is_none());
    }

    #[test]
    fn a_tiny_table_still_works() {
        let mut table = Table::new(0);
        for key in 0..100u64 {
            let key = key.wrapping_mul(0x9E37_79B9_7F4A_7C15);
            table.store(key, None, 1, 1, Bound::Exact);
        }
        let last = 99u64.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        assert!(table.probe(last).is_some());
    }
}
