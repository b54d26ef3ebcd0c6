//! Repetition (docs/rules.md 1 house rule, 3.1, 3.5, 4.1, 4.2): counting how
//! often each position (pieces and side to move) has occurred, and what a
//! third occurrence does in each variant.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use crate::outcome::{Outcome, Reason, Winner};
use crate::piece::Side;
use crate::variant::Repetition;

/// Zobrist hashes are already uniformly random: hash them by themselves.
#[derive(Default)]
pub(crate) struct ZobristHasher(u64);

impl Hasher for ZobristHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ b as u64;
        }
    }
    fn write_u64(&mut self, n: u64) {
        self.0 = n;
    }
}

/// Occurrences of the positions since the last irreversible move: a
/// capture or the troll king's reveal means no earlier position can recur,
/// so the record is emptied then. Usually it stays short and a scan is
/// fastest; past [`SCAN_LIMIT`] positions a hash map takes over so that
/// very long games stay linear.
#[derive(Clone, Default)]
pub(crate) struct Occurrences {
    recent: Vec<u64>,
    /// One bit per bucket of hashes seen in `recent`: most positions are
    /// new, and a clear bit proves it without scanning.
    seen: [u64; FILTER_WORDS],
    counts: Option<HashMap<u64, u32, BuildHasherDefault<ZobristHasher>>>,
}

const FILTER_WORDS: usize = 16;

/// The filter bit of a hash: its top bits pick one of 1024 buckets.
fn bucket(hash: u64) -> (usize, u64) {
    let bit = (hash >> 54) as usize;
    (bit / 64, 1 << (bit % 64))
}

const SCAN_LIMIT: usize = 64;

impl Occurrences {
    pub fn starting_with(hash: u64) -> Occurrences {
        let mut occurrences = Occurrences {
            recent: Vec::with_capacity(SCAN_LIMIT),
            seen: [0; FILTER_WORDS],
            counts: None,
        };
        occurrences.record(hash, false);
        occurrences
    }

    /// Records a position reached by a move; returns how often it has now occurred.
    pub fn record(&mut self, hash: u64, irreversible: bool) -> u32 {
        if irreversible {
            self.recent.clear();
            self.seen = [0; FILTER_WORDS];
            self.counts = None;
        }
        if let Some(counts) = &mut self.counts {
            let count = counts.entry(hash).or_insert(0);
            *count += 1;
            return *count;
        }
        let (word, bit) = bucket(hash);
        let maybe_seen = self.seen[word] & bit != 0;
        self.seen[word] |= bit;
        self.recent.push(hash);
        if self.recent.len() > SCAN_LIMIT {
            let mut counts = HashMap::default();
            for &h in &self.recent {
                *counts.entry(h).or_insert(0) += 1;
            }
            let count = counts[&hash];
            self.counts = Some(counts);
            self.recent.clear();
            return count;
        }
        if !maybe_seen {
            return 1;
        }
        self.count(hash)
    }

    pub fn count(&self, hash: u64) -> u32 {
        match &self.counts {
            Some(counts) => counts.get(&hash).copied().unwrap_or(0),
            None => {
                let (word, bit) = bucket(hash);
                if self.seen[word] & bit == 0 {
                    return 0;
                }
                self.recent.iter().filter(|&&h| h == hash).count() as u32
            }
        }
    }
}

/// The end a move by `mover` makes when it creates a position for the third
/// time, if the variant's rule ends the game then.
pub(crate) fn third_occurrence(rule: Repetition, mover: Side) -> Option<Outcome> {
    match rule {
        Repetition::Draw => Some(Outcome::new(Winner::Draw, Reason::Repetition)),
        Repetition::MoverLoses => Some(Outcome::win(mover.other(), Reason::Repetition)),
        Repetition::AttackersWin => Some(Outcome::win(Side::Attackers, Reason::Repetition)),
        Repetition::MoverWins => Some(Outcome::win(mover, Reason::Repetition)),
        Repetition::Ignored => None,
        // 3.1: such a defenders' move is illegal; the attackers repeat freely.
        Repetition::DefendersMustVary => None,
    }
}
