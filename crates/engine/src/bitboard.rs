//! A set of squares over the padded grid of [`crate::square`]: 420 cells in
//! seven 64-bit words, wide enough for 19x19 boards.

use std::fmt;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, Not};

use crate::square::{GRID, STRIDE, Square};

const WORDS: usize = GRID.div_ceil(64);

/// A set of squares. Iteration yields squares in ascending order (rank
/// first, then file), the order captures are reported in.
#[derive(Clone, Copy, Eq, Default)]
pub struct Bitboard([u64; WORDS]);

impl Bitboard {
    pub const EMPTY: Bitboard = Bitboard([0; WORDS]);

    /// Every square of a `size` x `size` board.
    pub fn board(size: u8) -> Bitboard {
        let mut bb = Bitboard::EMPTY;
        for rank in 0..size {
            for file in 0..size {
                bb.insert(Square::new(file, rank).expect("size is at most 19"));
            }
        }
        bb
    }

    /// The outer ring of a `size` x `size` board.
    pub fn edge(size: u8) -> Bitboard {
        Bitboard::board(size)
            .iter()
            .filter(|sq| sq.is_edge(size))
            .collect()
    }

    #[inline]
    pub const fn contains(&self, sq: Square) -> bool {
        let i = sq.index();
        self.0[i / 64] >> (i % 64) & 1 != 0
    }

    /// Whether the cell at grid index `i` (below [`GRID`]) is in the set.
    #[inline]
    pub(crate) const fn contains_index(&self, i: usize) -> bool {
        self.0[i / 64] >> (i % 64) & 1 != 0
    }

    #[inline]
    pub fn insert(&mut self, sq: Square) {
        let i = sq.index();
        self.0[i / 64] |= 1 << (i % 64);
    }

    #[inline]
    pub fn remove(&mut self, sq: Square) {
        let i = sq.index();
        self.0[i / 64] &= !(1 << (i % 64));
    }

    #[inline]
    pub fn without(mut self, sq: Square) -> Bitboard {
        self.remove(sq);
        self
    }

    #[inline]
    pub fn with(mut self, sq: Square) -> Bitboard {
        self.insert(sq);
        self
    }

    #[inline]
    pub fn is_empty(&self) -> bool {
        self.0.iter().fold(0, |acc, w| acc | w) == 0
    }

    #[inline]
    pub fn any(&self) -> bool {
        !self.is_empty()
    }

    #[inline]
    pub fn intersects(&self, other: &Bitboard) -> bool {
        self.0
            .iter()
            .zip(other.0.iter())
            .fold(0, |acc, (a, b)| acc | (a & b))
            != 0
    }

    pub fn count(&self) -> usize {
        self.0.iter().map(|w| w.count_ones() as usize).sum()
    }

    /// The lowest square of the set.
    pub fn first(&self) -> Option<Square> {
        self.iter().next()
    }

    pub fn iter(&self) -> Squares {
        Squares {
            words: self.0,
            word: 0,
        }
    }

    /// Every square of the set moved one step in every orthogonal direction,
    /// together with the set itself. Callers mask the result with the board,
    /// since steps off the board land in guard cells.
    pub fn dilate(&self) -> Bitboard {
        let mut out = *self;
        out |= self.shifted_up(1) | self.shifted_down(1);
        out |= self.shifted_up(STRIDE as u32) | self.shifted_down(STRIDE as u32);
        out
    }

    /// Like [`Bitboard::dilate`] for a set within the first `words` words
    /// (see [`crate::Variant::words`]): flood fills on small boards skip the
    /// words that hold none of their squares. Words past `words` come out empty.
    #[inline]
    pub fn dilate_within(&self, words: usize) -> Bitboard {
        const UP: u32 = STRIDE as u32;
        let w = &self.0;
        let mut out = [0u64; WORDS];
        for i in 0..words.min(WORDS) {
            let below = if i > 0 { w[i - 1] } else { 0 };
            let above = if i + 1 < WORDS { w[i + 1] } else { 0 };
            out[i] = w[i]
                | (w[i] << 1 | below >> 63)
                | (w[i] >> 1 | above << 63)
                | (w[i] << UP | below >> (64 - UP))
                | (w[i] >> UP | above << (64 - UP));
        }
        Bitboard(out)
    }

    /// Every square moved `n` cells up the grid (`0 < n < 64`).
    fn shifted_up(&self, n: u32) -> Bitboard {
        let words = &self.0;
        Bitboard(std::array::from_fn(|i| {
            let carry = if i > 0 { words[i - 1] >> (64 - n) } else { 0 };
            words[i] << n | carry
        }))
    }

    /// Every square moved `n` cells down the grid (`0 < n < 64`).
    fn shifted_down(&self, n: u32) -> Bitboard {
        let words = &self.0;
        Bitboard(std::array::from_fn(|i| {
            let carry = if i + 1 < WORDS {
                words[i + 1] << (64 - n)
            } else {
                0
            };
            words[i] >> n | carry
        }))
    }
}

impl PartialEq for Bitboard {
    /// Word by word: the derived comparison calls `memcmp`, which is slower
    /// for seven words in the flood fills' loops.
    #[inline]
    fn eq(&self, other: &Bitboard) -> bool {
        self.0
            .iter()
            .zip(other.0.iter())
            .fold(0, |acc, (a, b)| acc | (a ^ b))
            == 0
    }
}

impl std::hash::Hash for Bitboard {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.0.hash(state);
    }
}

impl BitAnd for Bitboard {
    type Output = Bitboard;
    #[inline]
    fn bitand(mut self, rhs: Bitboard) -> Bitboard {
        self &= rhs;
        self
    }
}

impl BitAndAssign for Bitboard {
    #[inline]
    fn bitand_assign(&mut self, rhs: Bitboard) {
        for (a, b) in self.0.iter_mut().zip(rhs.0) {
            *a &= b;
        }
    }
}

impl BitOr for Bitboard {
    type Output = Bitboard;
    #[inline]
    fn bitor(mut self, rhs: Bitboard) -> Bitboard {
        self |= rhs;
        self
    }
}

impl BitOrAssign for Bitboard {
    #[inline]
    fn bitor_assign(&mut self, rhs: Bitboard) {
        for (a, b) in self.0.iter_mut().zip(rhs.0) {
            *a |= b;
        }
    }
}

impl BitXor for Bitboard {
    type Output = Bitboard;
    #[inline]
    fn bitxor(mut self, rhs: Bitboard) -> Bitboard {
        for (a, b) in self.0.iter_mut().zip(rhs.0) {
            *a ^= b;
        }
        self
    }
}

impl Not for Bitboard {
    type Output = Bitboard;
    /// The complement within the grid; mask with a board before use.
    #[inline]
    fn not(mut self) -> Bitboard {
        for a in self.0.iter_mut() {
            *a = !*a;
        }
        self
    }
}

impl FromIterator<Square> for Bitboard {
    fn from_iter<I: IntoIterator<Item = Square>>(iter: I) -> Self {
        let mut bb = Bitboard::EMPTY;
        for sq in iter {
            bb.insert(sq);
        }
        bb
    }
}

impl IntoIterator for &Bitboard {
    type Item = Square;
    type IntoIter = Squares;
    fn into_iter(self) -> Squares {
        self.iter()
    }
}

impl fmt::Debug for Bitboard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

/// Squares of a [`Bitboard`], ascending.
pub struct Squares {
    words: [u64; WORDS],
    word: usize,
}

impl Iterator for Squares {
    type Item = Square;

    #[inline]
    fn next(&mut self) -> Option<Square> {
        while self.word < WORDS {
            let w = self.words[self.word];
            if w != 0 {
                self.words[self.word] = w & (w - 1);
                let index = self.word * 64 + w.trailing_zeros() as usize;
                // Only squares are ever inserted, so the index is always one.
                return Square::from_index(index);
            }
            self.word += 1;
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn iteration_is_ascending_and_complete() {
        let board = Bitboard::board(19);
        assert_eq!(board.count(), 361);
        let squares: Vec<Square> = board.iter().collect();
        assert!(squares.windows(2).all(|w| w[0] < w[1]));
        assert_eq!(Bitboard::edge(11).count(), 40);
    }

    #[test]
    fn dilate_within_agrees_with_dilate_on_every_board() {
        for size in [7u8, 9, 11, 13, 19] {
            let board = Bitboard::board(size);
            let last = Square::new(size - 1, size - 1).unwrap();
            let words = last.index() / 64 + 1;
            for sq in board.iter() {
                let one = Bitboard::EMPTY.with(sq);
                assert_eq!(
                    one.dilate_within(words) & board,
                    one.dilate() & board,
                    "{sq} on {size}"
                );
            }
            assert_eq!(board.dilate_within(words) & board, board);
        }
    }

    #[test]
    fn dilate_reaches_the_four_neighbours() {
        let e5 = Square::parse("e5").unwrap();
        let grown = Bitboard::EMPTY.with(e5).dilate() & Bitboard::board(9);
        let names: Vec<String> = grown.iter().map(|s| s.to_string()).collect();
        assert_eq!(names, ["e4", "d5", "e5", "f5", "e6"]);
        let a1 = Square::parse("a1").unwrap();
        let corner = Bitboard::EMPTY.with(a1).dilate() & Bitboard::board(9);
        assert_eq!(corner.count(), 3);
    }
}
