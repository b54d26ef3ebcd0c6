//! Rule sets written as OpenTafl notation (OTN) rules strings, docs/rules.md
//! section 5: one line of `key:value` tokens that says everything about a
//! game, from the board size to the start position.
//!
//! A [`RuleSet`] is the string's meaning as plain data, every key resolved
//! (a key left out takes its default, 5.2). [`RuleSet::parse`] reads a
//! string in any key order, [`fmt::Display`] writes the canonical string
//! (OpenTafl's key order, defaults left out), and parse -> write -> parse
//! gives the same rule set. [`RuleSet::compile`] makes a playable
//! [`crate::Variant`] of it.

mod board;
mod compile;
mod describe;
mod parse;
mod sample;
pub(crate) mod standards;
mod write;

use std::fmt;

use thiserror::Error;

use crate::piece::{Piece, Side};
use crate::square::Square;

pub use board::{BoardRecordError, parse_board_record, write_board_record};
pub use compile::CompileError;
pub use describe::{Access, RuleFact};
pub use sample::{random_rules, random_rules_sized};
pub use standards::{STANDARDS, Standard, standard};

/// OTN's piece-type letters in their canonical order (docs/rules.md 5.1):
/// taflman, commander, knight, king, mercenary, guard; attackers in lower
/// case, defenders in upper case. A type's index is its place here.
pub const TYPE_LETTERS: &str = "tcnkmgTCNKMG";

/// A set of OTN piece types (`cenh:tcnkm`), as bits in the order of
/// [`TYPE_LETTERS`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct TypeSet(u16);

impl TypeSet {
    pub const NONE: TypeSet = TypeSet(0);
    pub const ALL: TypeSet = TypeSet(0xFFF);
    /// Every type of one side.
    pub const ATTACKERS: TypeSet = TypeSet(0x03F);
    pub const DEFENDERS: TypeSet = TypeSet(0xFC0);
    /// The guards, which the written defaults predate (5.2).
    pub const GUARDS: TypeSet = TypeSet(1 << 5 | 1 << 11);

    /// The set of the given letters; the first letter that is no piece type
    /// is the error.
    pub fn parse(text: &str) -> Result<TypeSet, char> {
        let mut set = TypeSet::NONE;
        for c in text.chars() {
            let index = TYPE_LETTERS.find(c).ok_or(c)?;
            set.0 |= 1 << index;
        }
        Ok(set)
    }

    /// The set of the types written in `letters`, for tables of defaults.
    pub(crate) const fn of(letters: &str) -> TypeSet {
        let bytes = letters.as_bytes();
        let all = TYPE_LETTERS.as_bytes();
        let mut bits = 0u16;
        let mut i = 0;
        while i < bytes.len() {
            let mut j = 0;
            while j < all.len() {
                if all[j] == bytes[i] {
                    bits |= 1 << j;
                }
                j += 1;
            }
            i += 1;
        }
        TypeSet(bits)
    }

    #[inline]
    pub const fn contains(self, index: usize) -> bool {
        self.0 & (1 << index) != 0
    }

    /// Whether the set holds this piece's type.
    pub fn has(self, piece: Piece) -> bool {
        self.contains(type_index(piece))
    }

    pub const fn union(self, other: TypeSet) -> TypeSet {
        TypeSet(self.0 | other.0)
    }

    pub const fn bits(self) -> u16 {
        self.0
    }

    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }
}

impl fmt::Display for TypeSet {
    /// The letters in canonical order (`tcnkm` ...), nothing for the empty set.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (index, letter) in TYPE_LETTERS.chars().enumerate() {
            if self.contains(index) {
                write!(f, "{letter}")?;
            }
        }
        Ok(())
    }
}

impl fmt::Debug for TypeSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "TypeSet({self})")
    }
}

/// A piece's OTN type index, 0..12 in the order of [`TYPE_LETTERS`]. The
/// hand-written variants' Evangelist counts as a knight and the troll king
/// as a taflman; neither appears in a rule set.
pub fn type_index(piece: Piece) -> usize {
    piece.cell().type_index()
}

/// Where the king wins by arriving (`esc`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EscapeTo {
    /// A corner square (`esc:c`): one of the `cor` squares.
    Corners,
    /// Any square on the board's edge (`esc:e`).
    Edges,
}

/// What a position occurring for the third time does (`tfr`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Threefold {
    /// `i`: nothing.
    Ignored,
    /// `d`: the game is drawn.
    Draw,
    /// `w`: the player whose move made it wins.
    MoverWins,
    /// `l`: the player whose move made it loses.
    MoverLoses,
}

/// Whether the king takes part in captures (`ka`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum KingArmed {
    /// `y`: as the moving piece and as the piece beyond the victim.
    Yes,
    /// `n`: not at all.
    No,
    /// `a`: only as the piece beyond the victim (anvil).
    Anvil,
    /// `h`: only as the moving piece (hammer).
    Hammer,
}

impl KingArmed {
    /// Whether the king captures by moving.
    pub const fn hammer(self) -> bool {
        matches!(self, KingArmed::Yes | KingArmed::Hammer)
    }

    /// Whether the king closes a capture by standing beyond the victim.
    pub const fn anvil(self) -> bool {
        matches!(self, KingArmed::Yes | KingArmed::Anvil)
    }
}

/// How the king is captured (`ks`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum KingStrength {
    /// `s`: all four sides hostile; never on the edge.
    Strong,
    /// `c`: strong on or next to a throne square, weak elsewhere.
    StrongAtThrone,
    /// `m`: every side he has hostile, so the edge helps to capture him.
    Middleweight,
    /// `w`: two sides, like any piece.
    Weak,
}

/// How a kind of piece jumps (`kj`, `nj`, `cj`, `mj`, `gj`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Jump {
    /// `n`: never.
    None,
    /// `r`: over an enemy, only from or to a throne, a corner or one of
    /// its own side's forts, without capturing.
    Restricted,
    /// `j`: over an enemy, without capturing.
    Plain,
    /// `c`: over an enemy, capturing it.
    Capturing,
}

/// The jump of each piece kind that may jump.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Jumps {
    pub king: Jump,
    pub knight: Jump,
    pub commander: Jump,
    pub mercenary: Jump,
    pub guard: Jump,
}

/// Shieldwall captures (`sw`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ShieldwallRule {
    None,
    /// `w`: the wall must be closed by pieces at both ends.
    Weak,
    /// `s`: a corner square may close one end.
    Strong,
}

/// What a piece that captured does next (`ber`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Berserk {
    None,
    /// `c`: it moves again if it can capture again, and that move must capture.
    Capture,
    /// `m`: it moves again whenever it can.
    Move,
}

/// The four kinds of special square.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum SpaceKind {
    /// `cor`: the corners.
    Corner,
    /// `cen`: the throne (OTN's centre).
    Throne,
    /// `afor`: the attackers' forts.
    AttackerFort,
    /// `dfor`: the defenders' forts.
    DefenderFort,
}

impl SpaceKind {
    pub const ALL: [SpaceKind; 4] = [
        SpaceKind::Corner,
        SpaceKind::Throne,
        SpaceKind::AttackerFort,
        SpaceKind::DefenderFort,
    ];

    /// The key that lists its squares (`cor`, `cen`, `afor`, `dfor`), and
    /// the stem of its type-list keys (`corp`, `cenh` ...).
    pub const fn key(self) -> &'static str {
        match self {
            SpaceKind::Corner => "cor",
            SpaceKind::Throne => "cen",
            SpaceKind::AttackerFort => "afor",
            SpaceKind::DefenderFort => "dfor",
        }
    }

    /// What players call a square of this kind.
    pub const fn name(self) -> &'static str {
        match self {
            SpaceKind::Corner => "corner",
            SpaceKind::Throne => "throne",
            SpaceKind::AttackerFort => "attackers' fort",
            SpaceKind::DefenderFort => "defenders' fort",
        }
    }

    /// The side whose fort this is.
    pub const fn fort_of(self) -> Option<Side> {
        match self {
            SpaceKind::AttackerFort => Some(Side::Attackers),
            SpaceKind::DefenderFort => Some(Side::Defenders),
            _ => None,
        }
    }

    pub(crate) const fn index(self) -> usize {
        self as usize
    }
}

/// The squares of one kind and what they mean to each piece type.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Spaces {
    /// In ascending square order, each once.
    pub squares: Vec<Square>,
    /// `…p`: may move through it.
    pub passable: TypeSet,
    /// `…s`: may stop on it.
    pub stoppable: TypeSet,
    /// `…h`: counts as an enemy of these when they are captured (for the
    /// throne: while a piece stands on it).
    pub hostile: TypeSet,
    /// `cenhe`: the throne's hostility while empty; for the other kinds the
    /// same as `hostile`.
    pub hostile_empty: TypeSet,
    /// `…re`: may enter it from a square of another kind.
    pub reenter: TypeSet,
}

/// The pieces at the start, and who moves first.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Start {
    /// In ascending square order.
    pub pieces: Vec<(Square, Piece)>,
}

/// Everything an OTN rules string says, every key resolved.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct RuleSet {
    /// `name`, with OTN's underscores read as spaces; empty when not given.
    pub name: String,
    /// `dim`: odd, 5 to 19.
    pub size: u8,
    pub escape: EscapeTo,
    /// `surf`: the attackers win when no defender can reach the edge.
    pub surrounding_fatal: bool,
    pub attackers_first: bool,
    pub threefold: Threefold,
    pub king_armed: KingArmed,
    pub king_strength: KingStrength,
    pub jumps: Jumps,
    /// `spd`: the most squares each piece type may move, in the order of
    /// [`TYPE_LETTERS`]; `None` for no limit.
    pub speeds: [Option<u8>; 12],
    /// Indexed by [`SpaceKind`].
    pub spaces: [Spaces; 4],
    pub shieldwall: ShieldwallRule,
    /// `swf`: a wall is captured only by a piece moving to close one end.
    pub shieldwall_flank: bool,
    /// `efe`: the defenders win with the king in an unbreakable fort
    /// against the edge.
    pub edge_fort: bool,
    /// `linc`: Linnaean capture against the throne.
    pub linnaean: bool,
    pub berserk: Berserk,
    pub start: Start,
}

/// A rules string that cannot be read, naming the key, the value and what
/// is wrong, as data; `Display` is terse and for logs (`ks:x: expected
/// s|c|m|w`), the bot's catalogue says it to people.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{}{}", self.place(), self.problem)]
pub struct RulesError {
    /// The key at fault, empty for the string as a whole.
    pub key: String,
    /// Its value as written, cut short when long.
    pub value: String,
    pub problem: RulesProblem,
}

impl RulesError {
    fn place(&self) -> String {
        if self.key.is_empty() {
            String::new()
        } else {
            format!("`{}:{}`: ", self.key, self.value)
        }
    }
}

/// What is wrong with a rules string.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RulesProblem {
    #[error("empty")]
    Empty,
    #[error("{0} bytes, at most {MAX_LEN}")]
    TooLong(usize),
    #[error("missing {0}")]
    Missing(&'static str),
    #[error("given twice")]
    Twice,
    #[error("both start and starti")]
    BothStarts,
    /// The values the key takes.
    #[error("expected {}", .0.join("|"))]
    Expected(&'static [&'static str]),
    #[error("size not odd from 5 to 19")]
    Size,
    #[error("not a square: `{0}`")]
    NotASquare(String),
    #[error("{square} off the {size}x{size} board")]
    OffBoard { square: Square, size: u8 },
    #[error("{0} twice")]
    SquareTwice(Square),
    /// The square is already listed under the key of `other`.
    #[error("{square} already in {}", other.key())]
    TwoKinds { square: Square, other: SpaceKind },
    #[error("not a piece type: `{0}`")]
    NotAType(char),
    #[error("{0} speeds")]
    SpeedCount(usize),
    #[error("not a speed: `{0}`")]
    Speed(String),
    #[error("{0}")]
    Board(#[from] BoardRecordError),
    #[error("{0} kings")]
    KingCount(usize),
    #[error("no attackers")]
    NoAttackers,
    #[error("king escaped on {0}")]
    KingEscaped(Square),
    #[error("control character in name")]
    Name,
    #[error("name over {0} characters")]
    NameLength(usize),
}

/// A token of a rules string that was ignored (unknown keys are a warning,
/// not an error, as in OpenTafl), as data; cut short when long.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RulesWarning {
    #[error("not key:value: `{0}`")]
    NotAPair(String),
    #[error("unknown key `{0}`")]
    UnknownKey(String),
}

/// Longest rules string read. The longest sensible string, every key with
/// every square of a 19x19 board, is far shorter.
pub const MAX_LEN: usize = 16 * 1024;

/// A rules string that was read, and what in it was ignored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Parsed {
    pub rules: RuleSet,
    /// Tokens that were not understood.
    pub warnings: Vec<RulesWarning>,
}

impl RuleSet {
    /// Reads an OTN rules string (docs/rules.md 5.2): keys in any order,
    /// `start:` or `starti:`, unknown keys kept as warnings.
    pub fn parse(text: &str) -> Result<Parsed, RulesError> {
        parse::parse(text)
    }

    /// The canonical rules string: OpenTafl's key order, defaults left out.
    pub fn canonical(&self) -> String {
        self.to_string()
    }

    /// The defaults of docs/rules.md 5.2 on a board of `size`, with no
    /// pieces: every key that is not given.
    pub fn defaults(size: u8) -> RuleSet {
        parse::defaults(size)
    }

    /// Where the king is, if the start has one.
    pub fn king(&self) -> Option<Square> {
        self.start
            .pieces
            .iter()
            .find(|(_, p)| *p == Piece::King)
            .map(|&(sq, _)| sq)
    }

    /// The squares of one kind.
    pub fn squares(&self, kind: SpaceKind) -> &[Square] {
        &self.spaces[kind.index()].squares
    }

    /// The kind of a special square, if it is one.
    pub fn kind_of(&self, square: Square) -> Option<SpaceKind> {
        SpaceKind::ALL
            .into_iter()
            .find(|&kind| self.squares(kind).contains(&square))
    }

    /// Each rule that differs from the defaults (docs/rules.md 5.3), for
    /// `hnefi rules check` and the players, who read them in words.
    pub fn facts(&self) -> Vec<RuleFact> {
        describe::facts(self)
    }

    /// The jump of a piece, by its kind.
    pub fn jump_of(&self, piece: Piece) -> Jump {
        use crate::piece::Kind;
        match piece.kind() {
            Kind::King => self.jumps.king,
            Kind::Knight | Kind::Evangelist => self.jumps.knight,
            Kind::Commander => self.jumps.commander,
            Kind::Mercenary => self.jumps.mercenary,
            Kind::Guard => self.jumps.guard,
            Kind::Man | Kind::TrollKing => Jump::None,
        }
    }
}

impl fmt::Display for RuleSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&write::canonical(self))
    }
}
