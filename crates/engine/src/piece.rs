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

/// A piece on the board. The first five are those of the hand-written
/// variants; the special pieces of OpenTafl rule sets (docs/rules.md 5)
/// carry their side.
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
    /// OTN's commander (`c`/`C`): jumps (by default without capturing),
    /// helps capture a strong king with a two-piece sandwich (5.5).
    Commander(Side),
    /// OTN's knight (`n`/`N`): jumps and captures what it jumps by default.
    Knight(Side),
    /// OTN's mercenary (`m`/`M`): changes sides when captured.
    Mercenary(Side),
    /// OTN's guard (`g`/`G`): neither captures nor is captured.
    Guard(Side),
}

/// What a piece is, apart from its side: OTN's piece types (docs/rules.md
/// 5.1), with the two pieces only hand-written variants have.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// An ordinary piece (OTN's taflman `t`/`T`).
    Man,
    TrollKing,
    Evangelist,
    King,
    Commander,
    Knight,
    Mercenary,
    Guard,
}

impl Piece {
    pub const ALL: [Piece; 13] = [
        Piece::Attacker,
        Piece::TrollKing,
        Piece::Defender,
        Piece::Evangelist,
        Piece::King,
        Piece::Commander(Side::Attackers),
        Piece::Commander(Side::Defenders),
        Piece::Knight(Side::Attackers),
        Piece::Knight(Side::Defenders),
        Piece::Mercenary(Side::Attackers),
        Piece::Mercenary(Side::Defenders),
        Piece::Guard(Side::Attackers),
        Piece::Guard(Side::Defenders),
    ];

    /// The piece of `side` of this kind, where one exists (no defending
    /// troll king, no attacking Evangelist or king).
    pub const fn of(side: Side, kind: Kind) -> Option<Piece> {
        Some(match (kind, side) {
            (Kind::Man, Side::Attackers) => Piece::Attacker,
            (Kind::Man, Side::Defenders) => Piece::Defender,
            (Kind::TrollKing, Side::Attackers) => Piece::TrollKing,
            (Kind::Evangelist, Side::Defenders) => Piece::Evangelist,
            (Kind::King, Side::Defenders) => Piece::King,
            (Kind::Commander, side) => Piece::Commander(side),
            (Kind::Knight, side) => Piece::Knight(side),
            (Kind::Mercenary, side) => Piece::Mercenary(side),
            (Kind::Guard, side) => Piece::Guard(side),
            _ => return None,
        })
    }

    pub const fn side(self) -> Side {
        match self {
            Piece::Attacker | Piece::TrollKing => Side::Attackers,
            Piece::Defender | Piece::Evangelist | Piece::King => Side::Defenders,
            Piece::Commander(side)
            | Piece::Knight(side)
            | Piece::Mercenary(side)
            | Piece::Guard(side) => side,
        }
    }

    pub const fn kind(self) -> Kind {
        match self {
            Piece::Attacker | Piece::Defender => Kind::Man,
            Piece::TrollKing => Kind::TrollKing,
            Piece::Evangelist => Kind::Evangelist,
            Piece::King => Kind::King,
            Piece::Commander(_) => Kind::Commander,
            Piece::Knight(_) => Kind::Knight,
            Piece::Mercenary(_) => Kind::Mercenary,
            Piece::Guard(_) => Kind::Guard,
        }
    }

    /// The same piece on the other side: a captured mercenary (5.6).
    pub const fn turned(self) -> Piece {
        match self {
            Piece::Mercenary(side) => Piece::Mercenary(side.other()),
            other => other,
        }
    }

    /// Letter in a position string; the troll king has none (it is derived).
    /// OTN's special pieces keep OTN's letters, lower case for the
    /// attackers and upper case for the defenders (docs/rules.md 2).
    pub const fn letter(self) -> Option<char> {
        let (attacker, defender) = match self {
            Piece::Attacker => return Some('a'),
            Piece::Defender => return Some('d'),
            Piece::Evangelist => return Some('e'),
            Piece::King => return Some('k'),
            Piece::TrollKing => return None,
            Piece::Commander(_) => ('c', 'C'),
            Piece::Knight(_) => ('n', 'N'),
            Piece::Mercenary(_) => ('m', 'M'),
            Piece::Guard(_) => ('g', 'G'),
        };
        Some(match self.side() {
            Side::Attackers => attacker,
            Side::Defenders => defender,
        })
    }

    /// The piece a position-string letter stands for.
    pub const fn from_letter(letter: char) -> Option<Piece> {
        Some(match letter {
            'a' => Piece::Attacker,
            'd' => Piece::Defender,
            'k' => Piece::King,
            'e' => Piece::Evangelist,
            'c' => Piece::Commander(Side::Attackers),
            'C' => Piece::Commander(Side::Defenders),
            'n' => Piece::Knight(Side::Attackers),
            'N' => Piece::Knight(Side::Defenders),
            'm' => Piece::Mercenary(Side::Attackers),
            'M' => Piece::Mercenary(Side::Defenders),
            'g' => Piece::Guard(Side::Attackers),
            'G' => Piece::Guard(Side::Defenders),
            _ => return None,
        })
    }

    /// Letter in an OTN position record (`t` `c` `n` `k` `m` `g`, upper case
    /// for the defenders). OTN has no troll king; an Evangelist is written
    /// as OTN's capturing-jump knight `N`, the nearest piece it has.
    pub const fn otn_letter(self) -> Option<char> {
        let lower = match self.kind() {
            Kind::Man => 't',
            Kind::Commander => 'c',
            Kind::Knight | Kind::Evangelist => 'n',
            Kind::King => 'k',
            Kind::Mercenary => 'm',
            Kind::Guard => 'g',
            Kind::TrollKing => return None,
        };
        Some(match self.side() {
            Side::Attackers => lower,
            Side::Defenders => lower.to_ascii_uppercase(),
        })
    }

    pub(crate) const fn cell(self) -> Cell {
        Cell(Cell::side_bit(self.side()) | (self.kind() as u8) << Cell::KIND_SHIFT)
    }

    /// Dense index for tables such as Zobrist keys (the order of [`Piece::ALL`]).
    pub(crate) const fn index(self) -> usize {
        let side = self.side() as usize;
        match self {
            Piece::Attacker => 0,
            Piece::TrollKing => 1,
            Piece::Defender => 2,
            Piece::Evangelist => 3,
            Piece::King => 4,
            Piece::Commander(_) => 5 + side,
            Piece::Knight(_) => 7 + side,
            Piece::Mercenary(_) => 9 + side,
            Piece::Guard(_) => 11 + side,
        }
    }
}

/// One cell of the padded grid, packed so that side tests are a single AND:
/// two side bits, then the [`Kind`] in three bits.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(crate) struct Cell(pub u8);

impl Cell {
    const ATTACKER_SIDE: u8 = 1;
    const DEFENDER_SIDE: u8 = 2;
    const KIND_SHIFT: u8 = 2;

    pub const EMPTY: Cell = Cell(0);
    pub const ATTACKER: Cell = Piece::Attacker.cell();
    pub const TROLL_KING: Cell = Piece::TrollKing.cell();
    pub const EVANGELIST: Cell = Piece::Evangelist.cell();
    pub const KING: Cell = Piece::King.cell();
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

    /// The kind of the piece in this cell (an empty or blocked cell reads
    /// as a man: ask [`Cell::piece`] first where that matters).
    #[inline]
    pub const fn kind_bits(self) -> u8 {
        (self.0 >> Self::KIND_SHIFT) & 7
    }

    #[inline]
    pub const fn is_kind(self, kind: Kind) -> bool {
        self.0 != 0 && self.0 != Self::BLOCKED.0 && self.kind_bits() == kind as u8
    }

    /// OTN's piece-type index, `tcnkmgTCNKMG` (docs/rules.md 5.1), of the
    /// piece in this cell; meaningless for an empty cell.
    #[inline]
    pub const fn type_index(self) -> usize {
        TYPE_INDEX[(self.0 & 31) as usize] as usize
    }

    pub fn piece(self) -> Option<Piece> {
        // Blocked cells and anything else above the five bits hold no piece.
        if self.0 > 31 {
            return None;
        }
        let side = match self.0 & 3 {
            Self::ATTACKER_SIDE => Side::Attackers,
            Self::DEFENDER_SIDE => Side::Defenders,
            _ => return None,
        };
        let kind = match self.kind_bits() {
            0 => Kind::Man,
            1 => Kind::TrollKing,
            2 => Kind::Evangelist,
            3 => Kind::King,
            4 => Kind::Commander,
            5 => Kind::Knight,
            6 => Kind::Mercenary,
            _ => Kind::Guard,
        };
        Piece::of(side, kind)
    }
}

/// [`Cell::type_index`] for every cell value below 32.
const TYPE_INDEX: [u8; 32] = {
    let mut table = [0u8; 32];
    let mut value = 0;
    while value < 32 {
        let side = value & 3;
        let kind = (value >> 2) & 7;
        // t c n k m g: man, commander, knight, king, mercenary, guard; the
        // Evangelist counts as a knight, the troll king as a man.
        let otn = match kind {
            4 => 1,
            5 | 2 => 2,
            3 => 3,
            6 => 4,
            7 => 5,
            _ => 0,
        };
        table[value as usize] = if side == 2 { otn + 6 } else { otn };
        value += 1;
    }
    table
};
