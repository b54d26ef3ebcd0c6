//! Variants: the data of [`spec`] compiled into per-square lookup tables.

mod builtin;
pub mod spec;

use std::fmt;
use std::sync::{Arc, LazyLock};

use thiserror::Error;

use crate::bitboard::Bitboard;
use crate::piece::Side;
use crate::position::{Position, PositionError};
use crate::rules::generic::tables::Tables;
use crate::square::{GRID, MAX_SIZE, Square};
pub use spec::*;

/// Per-square facts, packed for the hot loops.
pub(crate) mod flag {
    pub const ON_BOARD: u16 = 1;
    /// Pieces other than the king may not stop here.
    pub const KING_ONLY: u16 = 1 << 1;
    /// Pieces other than the king may not pass through here.
    pub const NO_PASS: u16 = 1 << 2;
    pub const UNUSABLE: u16 = 1 << 3;
    pub const ESCAPE: u16 = 1 << 4;
    pub const ENCLOSES_KING: u16 = 1 << 5;
    /// The king needs all four sides here (custodial-king variants).
    pub const FOUR_SIDES: u16 = 1 << 6;
    pub const BRACKET: u16 = 1 << 7;
    pub const EDGE: u16 = 1 << 8;
    /// Hostility takes two bits per victim class from here: always, when empty.
    pub const HOSTILE_SHIFT: u16 = 9;
}

/// What kind of piece a capture test is about, for hostility.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Victim {
    Attacker = 0,
    Defender = 1,
    King = 2,
}

/// A checked, compiled variant.
pub struct Variant {
    spec: VariantSpec,
    board: Bitboard,
    usable: Bitboard,
    edge: Bitboard,
    escape: Bitboard,
    flags: [u16; GRID],
    /// 64-bit words of a [`Bitboard`] that hold squares of this board.
    words: usize,
    /// Index into `spec.squares` of each special square, `u8::MAX` for none.
    group: [u8; GRID],
    /// A rule set's tables (docs/rules.md 5), when the variant is one.
    tables: Option<Box<Tables>>,
}

/// A variant definition that cannot be played.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum VariantError {
    #[error("unsupported size {0}")]
    Size(u8),
    #[error("off the board: {0}")]
    OffBoard(Square),
    #[error("no layout")]
    NoLayout,
    #[error("too many square kinds")]
    TooManyGroups,
    #[error("layout {name}: {error}")]
    Layout { name: String, error: PositionError },
}

/// A layout name the variant does not have.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("unknown layout {name} of {variant}")]
pub struct UnknownLayout {
    pub variant: String,
    pub name: String,
    pub known: String,
}

/// A variant key that is not known.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("unknown variant {key}")]
pub struct UnknownVariant {
    pub key: String,
    pub known: String,
}

impl Variant {
    /// Checks and compiles a variant definition, its layouts included.
    pub fn new(spec: VariantSpec) -> Result<Arc<Variant>, VariantError> {
        let size = spec.size;
        if !(5..=MAX_SIZE).contains(&size) || size % 2 == 0 {
            return Err(VariantError::Size(size));
        }
        if spec.layouts.is_empty() {
            return Err(VariantError::NoLayout);
        }
        if spec.squares.len() >= u8::MAX as usize {
            return Err(VariantError::TooManyGroups);
        }
        let board = Bitboard::board(size);
        let edge = Bitboard::edge(size);
        let mut flags = [0u16; GRID];
        let mut group = [u8::MAX; GRID];
        for sq in board.iter() {
            flags[sq.index()] |= flag::ON_BOARD;
        }
        for sq in edge.iter() {
            flags[sq.index()] |= flag::EDGE;
            if spec.escape == Escape::Edge {
                flags[sq.index()] |= flag::ESCAPE;
            }
        }
        for (index, g) in spec.squares.iter().enumerate() {
            let mut bits = 0;
            if !g.others_may_stop {
                bits |= flag::KING_ONLY;
            }
            if !g.others_may_pass {
                bits |= flag::NO_PASS;
            }
            if g.unusable {
                bits |= flag::UNUSABLE | flag::KING_ONLY | flag::NO_PASS;
            }
            if g.escape {
                bits |= flag::ESCAPE;
            }
            if g.encloses_king {
                bits |= flag::ENCLOSES_KING;
            }
            if g.brackets_shieldwall {
                bits |= flag::BRACKET;
            }
            for (victim, when) in [
                (Victim::Attacker, g.hostile.attackers),
                (Victim::Defender, g.hostile.defenders),
                (Victim::King, g.hostile.king),
            ] {
                let shift = flag::HOSTILE_SHIFT + 2 * victim as u16;
                bits |= match when {
                    When::Never => 0,
                    When::Always => 1 << shift,
                    When::WhenEmpty => 2 << shift,
                };
            }
            for &sq in &g.squares {
                if !board.contains(sq) {
                    return Err(VariantError::OffBoard(sq));
                }
                flags[sq.index()] |= bits;
                group[sq.index()] = index as u8;
            }
        }
        if let KingCapture::Custodial { four_sides_on } = &spec.king.capture {
            for &sq in four_sides_on {
                if !board.contains(sq) {
                    return Err(VariantError::OffBoard(sq));
                }
                flags[sq.index()] |= flag::FOUR_SIDES;
            }
        }
        if let Some(stone) = spec.mechanics.troll_king {
            if !board.contains(stone) {
                return Err(VariantError::OffBoard(stone));
            }
        }
        let escape = board
            .iter()
            .filter(|sq| flags[sq.index()] & flag::ESCAPE != 0)
            .collect();
        let usable = board
            .iter()
            .filter(|sq| flags[sq.index()] & flag::UNUSABLE == 0)
            .collect();
        let last = Square::new(size - 1, size - 1).expect("size is at most 19");
        let words = last.index() / 64 + 1;
        let tables = spec
            .otn
            .as_deref()
            .map(|rules| Box::new(Tables::new(rules)));
        let variant = Arc::new(Variant {
            tables,
            spec,
            words,
            board,
            usable,
            edge,
            escape,
            flags,
            group,
        });
        for layout in &variant.spec.layouts {
            Position::from_board_str(&variant, &layout.board, Side::Attackers).map_err(
                |error| VariantError::Layout {
                    name: layout.name.clone(),
                    error,
                },
            )?;
        }
        Ok(variant)
    }

    pub fn spec(&self) -> &VariantSpec {
        &self.spec
    }

    /// The rule set this variant was compiled from, when it was read from
    /// an OTN string (docs/rules.md 5).
    pub fn rule_set(&self) -> Option<&crate::ruleset::RuleSet> {
        self.spec.otn.as_deref()
    }

    /// The OTN rules string that expresses this variant exactly, if one
    /// does (docs/cli.md `hnefi variants`): a rule set's canonical string,
    /// or for a hand-written variant the string it was tested to equal.
    pub fn otn_rules(&self) -> Option<String> {
        match self.rule_set() {
            Some(rules) => Some(rules.canonical()),
            None => builtin::OTN_EQUIVALENTS
                .iter()
                .find(|(key, _)| *key == self.key())
                .map(|(_, rules)| rules.to_string()),
        }
    }

    #[inline]
    pub(crate) fn tables(&self) -> Option<&Tables> {
        self.tables.as_deref()
    }

    pub fn key(&self) -> &str {
        &self.spec.key
    }

    pub fn name(&self) -> &str {
        &self.spec.name
    }

    pub fn size(&self) -> u8 {
        self.spec.size
    }

    pub fn first(&self) -> FirstMover {
        self.spec.first
    }

    pub fn names(&self) -> &Names {
        &self.spec.names
    }

    /// The name of a side in this variant ("Nogs", "thieves", "defenders").
    pub fn side_name(&self, side: Side) -> &str {
        match side {
            Side::Attackers => &self.spec.names.attackers,
            Side::Defenders => &self.spec.names.defenders,
        }
    }

    pub fn layouts(&self) -> impl Iterator<Item = &str> {
        self.spec.layouts.iter().map(|l| l.name.as_str())
    }

    pub fn default_layout(&self) -> &str {
        &self.spec.layouts[0].name
    }

    /// Every square of the board.
    pub fn board(&self) -> Bitboard {
        self.board
    }

    /// Every square a piece may ever stand on (the board minus unusable squares).
    pub fn usable(&self) -> Bitboard {
        self.usable
    }

    pub fn edge(&self) -> Bitboard {
        self.edge
    }

    /// How many 64-bit words of a [`Bitboard`] hold squares of this board.
    pub fn words(&self) -> usize {
        self.words
    }

    /// The squares the king wins by reaching.
    pub fn escape_squares(&self) -> Bitboard {
        self.escape
    }

    /// The special squares of one kind, if `sq` is one.
    pub fn square_group(&self, sq: Square) -> Option<&SquareGroup> {
        self.spec.squares.get(self.group[sq.index()] as usize)
    }

    /// The starting position of `layout` (default layout if `None`). `first`
    /// is needed only where the variant draws lots; without it the attackers
    /// start there, the convention of `hnefi replay`.
    pub fn start_position(
        self: &Arc<Self>,
        layout: Option<&str>,
        first: Option<Side>,
    ) -> Result<Position, UnknownLayout> {
        let layout = match layout {
            None => &self.spec.layouts[0],
            Some(name) => self
                .spec
                .layouts
                .iter()
                .find(|l| l.name.eq_ignore_ascii_case(name))
                .ok_or_else(|| UnknownLayout {
                    variant: self.spec.key.clone(),
                    name: name.to_string(),
                    known: self.layouts().collect::<Vec<_>>().join(", "),
                })?,
        };
        let side = match self.spec.first {
            FirstMover::Attackers => Side::Attackers,
            FirstMover::Defenders => Side::Defenders,
            FirstMover::Random => first.unwrap_or(Side::Attackers),
        };
        Ok(Position::from_board_str(self, &layout.board, side)
            .expect("layouts are checked when the variant is built"))
    }

    #[inline]
    pub(crate) fn flags(&self, index: usize) -> u16 {
        self.flags[index]
    }

    #[inline]
    pub(crate) fn has(&self, index: usize, bits: u16) -> bool {
        self.flags[index] & bits != 0
    }

    /// Whether the square at `index` counts as an enemy of `victim` for a
    /// custodial capture, given whether it is empty.
    #[inline]
    pub(crate) fn hostile(&self, index: usize, victim: Victim, empty: bool) -> bool {
        let bits = self.flags[index] >> (flag::HOSTILE_SHIFT + 2 * victim as u16);
        bits & 1 != 0 || (empty && bits & 2 != 0)
    }
}

impl fmt::Debug for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Variant")
            .field("key", &self.spec.key)
            .finish_non_exhaustive()
    }
}

impl PartialEq for Variant {
    fn eq(&self, other: &Variant) -> bool {
        self.spec == other.spec
    }
}

static BUILTIN: LazyLock<Vec<Arc<Variant>>> = LazyLock::new(|| {
    builtin::all()
        .into_iter()
        .map(|spec| {
            let key = spec.key.clone();
            Variant::new(spec).unwrap_or_else(|e| panic!("built-in variant {key}: {e}"))
        })
        .collect()
});

/// The variants the bot hosts, in the order of docs/rules.md.
pub fn all() -> &'static [Arc<Variant>] {
    &BUILTIN
}

/// The community's standard rule sets, built in from their OTN strings
/// (docs/rules.md 6), in the order of that section.
pub fn standards() -> &'static [Arc<Variant>] {
    crate::ruleset::standards::compiled()
}

/// A built-in variant or standard rule set by key (`copenhagen`,
/// `noggin`, `fetlar`, ...).
pub fn by_key(key: &str) -> Result<Arc<Variant>, UnknownVariant> {
    all()
        .iter()
        .chain(standards())
        .find(|v| v.key().eq_ignore_ascii_case(key.trim()))
        .cloned()
        .ok_or_else(|| UnknownVariant {
            key: key.to_string(),
            known: all()
                .iter()
                .chain(standards())
                .map(|v| v.key())
                .collect::<Vec<_>>()
                .join(", "),
        })
}
