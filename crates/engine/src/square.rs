//! Squares and directions (docs/rules.md section 1, "Board and squares").
//!
//! Every board, whatever its size, is laid into one padded grid of fixed
//! stride [`STRIDE`]: a guard row below rank 1, a guard column right of the
//! last file (which also serves as the left guard of the next row) and guard
//! rows above. Stepping one square in any direction from a square of any
//! board up to 19x19 therefore stays inside the grid, so move generation
//! never checks coordinates. The index grows rank first, then file, which is
//! exactly the "ascending square order" of the notation.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

/// Largest supported board side.
pub const MAX_SIZE: u8 = 19;
/// Distance between two ranks in the padded grid.
pub const STRIDE: i16 = MAX_SIZE as i16 + 1;
/// Number of cells in the padded grid (guard rows included).
pub const GRID: usize = (STRIDE as usize) * (MAX_SIZE as usize + 2);

/// File and rank of every grid index, looked up rather than divided out:
/// move validation asks for them on every move. Guard cells read as 19.
const FILES: [u8; GRID] = coordinates(true);
const RANKS: [u8; GRID] = coordinates(false);

const fn coordinates(files: bool) -> [u8; GRID] {
    let mut table = [MAX_SIZE; GRID];
    let mut index = 0;
    while index < GRID {
        let (row, col) = (index / STRIDE as usize, index % STRIDE as usize);
        if row >= 1 && row <= MAX_SIZE as usize && col < MAX_SIZE as usize {
            table[index] = if files { col as u8 } else { (row - 1) as u8 };
        }
        index += 1;
    }
    table
}

/// A square of the board, `a1` being bottom-left.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Square(u16);

impl Square {
    /// The square on `file` (0 = a) and `rank` (0 = rank 1), if both are below 19.
    pub const fn new(file: u8, rank: u8) -> Option<Square> {
        if file < MAX_SIZE && rank < MAX_SIZE {
            Some(Square(((rank as u16) + 1) * STRIDE as u16 + file as u16))
        } else {
            None
        }
    }

    /// The square with this grid index, if it is a square of a 19x19 board.
    pub const fn from_index(index: usize) -> Option<Square> {
        if index >= GRID {
            return None;
        }
        let stride = STRIDE as usize;
        let (row, col) = (index / stride, index % stride);
        if row == 0 || row > MAX_SIZE as usize || col >= MAX_SIZE as usize {
            None
        } else {
            Some(Square(index as u16))
        }
    }

    /// The square of a grid index the caller knows to be a square (an empty
    /// or occupied cell of a board, never a guard cell).
    #[inline]
    pub(crate) const fn from_grid(index: usize) -> Square {
        debug_assert!(Square::from_index(index).is_some());
        Square(index as u16)
    }

    /// Index into the padded grid.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// File, 0 for `a`.
    #[inline]
    pub const fn file(self) -> u8 {
        FILES[self.0 as usize]
    }

    /// Rank, 0 for rank 1.
    #[inline]
    pub const fn rank(self) -> u8 {
        RANKS[self.0 as usize]
    }

    /// Whether the square lies on a `size` x `size` board.
    #[inline]
    pub const fn is_on(self, size: u8) -> bool {
        self.file() < size && self.rank() < size
    }

    /// The neighbour in `dir`, which may be a guard cell (never out of the grid
    /// for squares of a 19x19 board).
    #[inline]
    pub(crate) const fn step_index(self, dir: Direction) -> usize {
        (self.0 as i16 + dir.delta()) as usize
    }

    /// The neighbour in `dir` on a `size` board, if there is one.
    pub fn neighbour(self, dir: Direction, size: u8) -> Option<Square> {
        let (df, dr) = dir.offsets();
        self.offset(df, dr, size)
    }

    /// The square `df` files and `dr` ranks away on a `size` board.
    pub fn offset(self, df: i8, dr: i8, size: u8) -> Option<Square> {
        let file = self.file() as i16 + df as i16;
        let rank = self.rank() as i16 + dr as i16;
        if (0..size as i16).contains(&file) && (0..size as i16).contains(&rank) {
            Square::new(file as u8, rank as u8)
        } else {
            None
        }
    }

    /// Whether the square is on the outer ring of a `size` board.
    pub const fn is_edge(self, size: u8) -> bool {
        let (f, r) = (self.file(), self.rank());
        f == 0 || r == 0 || f == size - 1 || r == size - 1
    }

    /// Parses `e5`, `E5`, `j10`: a file letter `a`..`s` then a rank `1`..`19`.
    pub fn parse(text: &str) -> Result<Square, ParseSquareError> {
        let bytes = text.as_bytes();
        let err = || ParseSquareError(text.chars().take(8).collect());
        let (&letter, digits) = bytes.split_first().ok_or_else(err)?;
        let letter = letter.to_ascii_lowercase();
        if !(b'a'..b'a' + MAX_SIZE).contains(&letter)
            || digits.is_empty()
            || digits.len() > 2
            || digits[0] == b'0'
            || !digits.iter().all(u8::is_ascii_digit)
        {
            return Err(err());
        }
        let rank = digits.iter().fold(0u8, |n, d| n * 10 + (d - b'0'));
        Square::new(letter - b'a', rank - 1).ok_or_else(err)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file()) as char, self.rank() + 1)
    }
}

impl fmt::Debug for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl FromStr for Square {
    type Err = ParseSquareError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Square::parse(s)
    }
}

/// Text that names no square.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("not a square: `{0}`")]
pub struct ParseSquareError(pub String);

/// One of the four orthogonal directions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Direction {
    North,
    East,
    South,
    West,
}

impl Direction {
    pub const ALL: [Direction; 4] = [
        Direction::North,
        Direction::East,
        Direction::South,
        Direction::West,
    ];

    #[inline]
    pub const fn delta(self) -> i16 {
        match self {
            Direction::North => STRIDE,
            Direction::East => 1,
            Direction::South => -STRIDE,
            Direction::West => -1,
        }
    }

    /// (files, ranks) moved by one step.
    pub const fn offsets(self) -> (i8, i8) {
        match self {
            Direction::North => (0, 1),
            Direction::East => (1, 0),
            Direction::South => (0, -1),
            Direction::West => (-1, 0),
        }
    }

    pub const fn opposite(self) -> Direction {
        match self {
            Direction::North => Direction::South,
            Direction::East => Direction::West,
            Direction::South => Direction::North,
            Direction::West => Direction::East,
        }
    }

    /// The direction from `from` to `to` when they share a rank or file.
    pub fn between(from: Square, to: Square) -> Option<Direction> {
        use std::cmp::Ordering::*;
        match (to.file().cmp(&from.file()), to.rank().cmp(&from.rank())) {
            (Equal, Greater) => Some(Direction::North),
            (Equal, Less) => Some(Direction::South),
            (Greater, Equal) => Some(Direction::East),
            (Less, Equal) => Some(Direction::West),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_round_trip_and_order_rank_first() {
        let a1 = Square::parse("a1").unwrap();
        let b1 = Square::parse("b1").unwrap();
        let a2 = Square::parse("A2").unwrap();
        let s19 = Square::parse("s19").unwrap();
        assert!(a1 < b1 && b1 < a2 && a2 < s19);
        assert_eq!(s19.to_string(), "s19");
        assert_eq!((s19.file(), s19.rank()), (18, 18));
        for index in 0..GRID {
            if let Some(sq) = Square::from_index(index) {
                assert_eq!(Square::parse(&sq.to_string()), Ok(sq));
            }
        }
    }

    #[test]
    fn bad_squares_are_refused() {
        for text in ["", "e", "5", "t1", "a0", "a20", "a01", "a1x", "é5", "a-1"] {
            assert!(Square::parse(text).is_err(), "{text}");
        }
    }

    #[test]
    fn steps_from_the_border_land_in_guard_cells() {
        let a1 = Square::parse("a1").unwrap();
        assert!(Square::from_index(a1.step_index(Direction::West)).is_none());
        assert!(Square::from_index(a1.step_index(Direction::South)).is_none());
        let s19 = Square::parse("s19").unwrap();
        assert!(s19.step_index(Direction::North) < GRID);
        assert!(Square::from_index(s19.step_index(Direction::East)).is_none());
    }
}
