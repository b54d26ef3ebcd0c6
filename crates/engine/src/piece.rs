//! Sides and pieces (docs/rules.md section 1, "Sides").

use std::fmt;
use std::str::FromStr;

/// The two sides. Attackers are black (trolls, thieves, Russians); defenders
/// are white and own the king.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Side {
    Attackers,
    Defenders,
}

impl Side {
    pub const BOTH: [Side; 2] = [Side::Attackers, Side::Defenders];

    #[inline]
    pub const fn other(self) -> Side {
        match self {
            Side::Attackers => Side::Defenders,
            Side::Defenders => Side::Attackers,
        }
    }

    /// `attackers` / `defenders`, as in the JSON contracts.
    pub const fn as_str(self) -> &'static str {
        match self {
            Side::Attackers => "attackers",
            Side::Defenders => "defenders",
        }
    }

    /// The letter of a position string: `a` or `d`.
    pub const fn letter(self) -> char {
        match self {
            Side::Attackers => 'a',
            Side::Defenders => 'd',
        }
    }

    #[inline]
    pub(crate) const fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for Side {
    type Err = String;
    fn from_str(s: &str) -> Result<Side, String> {
        match s.to_ascii_lowercase().as_str() {
            "attackers" | "attacker" | "a" | "black" => Ok(Side::Attackers),
            "defenders" | "defender" | "d" | "white" => Ok(Side::Defenders),
            other => Err(format!(
                "`{other}` is not a side (expected attackers or defenders)"
            )),
        }
    }
}

/// A piece on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Piece {
    Attacker,
    /// The troll king of Noggin's and Thor Nogson's games (3.1): an attacker
    /// that never moves except for its final leap and is never captured.
    TrollKing,
    Defender,
    /// Alea Evangelii's Evangelist (3.5), a defender that may jump attackers.
    Evangelist,
    King,
}

impl Piece {
    pub const ALL: [Piece; 5] = [
        Piece::Attacker,
        Piece::TrollKing,
        Piece::Defender,
        Piece::Evangelist,
        Piece::King,
    ];

    pub const fn side(self) -> Side {
        match self {
            Piece::Attacker | Piece::TrollKing => Side::Attackers,
            Piece::Defender | Piece::Evangelist | Piece::King => Side::Defenders,
        }
    }

    /// Letter in a position string; the troll king has none (it is derived).
    pub const fn letter(self) -> Option<char> {
        match self {
            Piece::Attacker => Some('a'),
            Piece::Defender => Some('d'),
            Piece::Evangelist => Some('e'),
            Piece::King => Some('k'),
            Piece::TrollKing => None,
        }
    }

    pub(crate) const fn cell(self) -> Cell {
        match self {
            Piece::Attacker => Cell::ATTACKER,
            Piece::TrollKing => Cell::TROLL_KING,
            Piece::Defender => Cell::DEFENDER,
            Piece::Evangelist => Cell::EVANGELIST,
            Piece::King => Cell::KING,
        }
    }

    /// Dense index for tables such as Zobrist keys.
    pub(crate) const fn index(self) -> usize {
        self as usize
    }
}

/// One cell of the padded grid, packed so that side tests are a single AND.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(crate) struct Cell(pub u8);

impl Cell {
    const ATTACKER_SIDE: u8 = 1;
    const DEFENDER_SIDE: u8 = 2;

    pub const EMPTY: Cell = Cell(0);
    pub const ATTACKER: Cell = Cell(Self::ATTACKER_SIDE);
    pub const TROLL_KING: Cell = Cell(Self::ATTACKER_SIDE | 4);
    pub const DEFENDER: Cell = Cell(Self::DEFENDER_SIDE);
    pub const EVANGELIST: Cell = Cell(Self::DEFENDER_SIDE | 8);
    pub const KING: Cell = Cell(Self::DEFENDER_SIDE | 16);
    /// Off the board, or an unusable square (3.5): nothing enters it.
    pub const BLOCKED: Cell = Cell(128);

    #[inline]
    pub const fn side_bit(side: Side) -> u8 {
        match side {
            Side::Attackers => Self::ATTACKER_SIDE,
            Side::Defenders => Self::DEFENDER_SIDE,
        }
    }

    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    #[inline]
    pub const fn belongs_to(self, side: Side) -> bool {
        self.0 & Self::side_bit(side) != 0
    }

    pub fn piece(self) -> Option<Piece> {
        Some(match self {
            Cell::ATTACKER => Piece::Attacker,
            Cell::TROLL_KING => Piece::TrollKing,
            Cell::DEFENDER => Piece::Defender,
            Cell::EVANGELIST => Piece::Evangelist,
            Cell::KING => Piece::King,
            _ => return None,
        })
    }
}
