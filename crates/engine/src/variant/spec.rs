//! The data form of a variant: everything that differs between the games of
//! docs/rules.md sections 3 and 4 that is data rather than mechanism. A
//! [`VariantSpec`] is plain owned data so that user-defined variants can be
//! built at run time; [`crate::Variant::new`] checks and compiles it.

use crate::square::Square;

/// Who moves first (`first` in `hnefi variants`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FirstMover {
    Attackers,
    Defenders,
    /// Drawn by lot when a live game starts (3.7).
    Random,
}

impl FirstMover {
    pub const fn as_str(self) -> &'static str {
        match self {
            FirstMover::Attackers => "attackers",
            FirstMover::Defenders => "defenders",
            FirstMover::Random => "random",
        }
    }
}

/// When a special square counts as an enemy piece for capturing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum When {
    Never,
    Always,
    WhenEmpty,
}

/// Hostility of a square to each class of victim (docs/rules.md 1, "Hostile square").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hostility {
    pub attackers: When,
    /// Ordinary defenders and Evangelists.
    pub defenders: When,
    /// The king, where he is captured custodially.
    pub king: When,
}

impl Hostility {
    pub const NONE: Hostility = Hostility::all(When::Never);

    pub const fn all(when: When) -> Hostility {
        Hostility {
            attackers: when,
            defenders: when,
            king: when,
        }
    }
}

/// A named kind of special square (throne, corner burgs, red corners, ...)
/// and what it means for movement, capture and winning.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SquareGroup {
    /// How players call it: "throne", "corner", "red corner" ...
    pub name: String,
    pub squares: Vec<Square>,
    /// Whether pieces other than the king may stop here.
    pub others_may_stop: bool,
    /// Whether pieces other than the king may pass through it while empty.
    pub others_may_pass: bool,
    /// Nothing may enter or pass (Alea's outermost corners).
    pub unusable: bool,
    /// The king wins by reaching it.
    pub escape: bool,
    pub hostile: Hostility,
    /// Counts as one enclosing side when the king is captured on four sides.
    pub encloses_king: bool,
    /// May close a shieldwall in place of an enemy piece (4.1's corners).
    pub brackets_shieldwall: bool,
}

impl SquareGroup {
    /// A square only the king may stop on or pass through, not hostile,
    /// no escape: the base most groups are written from.
    pub fn king_only(name: &str, squares: Vec<Square>) -> SquareGroup {
        SquareGroup {
            name: name.to_string(),
            squares,
            others_may_stop: false,
            others_may_pass: false,
            unusable: false,
            escape: false,
            hostile: Hostility::NONE,
            encloses_king: false,
            brackets_shieldwall: false,
        }
    }
}

/// How ordinary pieces move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Movement {
    /// Like a chess rook (docs/rules.md 1, "Moves").
    Rook,
    /// Like a chess knight, with 3.3's leaping rules.
    Knight,
}

/// How the king moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KingMovement {
    AsOthers,
    /// Exactly one square orthogonally (Noggin 3.1, the leprechaun 3.6).
    OneStep,
}

/// How the king is captured.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KingCapture {
    /// Like any piece (two attackers, or one and a square hostile to the
    /// king), except on `four_sides_on`, where all four sides are needed:
    /// attackers or squares that enclose the king.
    Custodial { four_sides_on: Vec<Square> },
    /// On four sides everywhere: attackers or squares that enclose the king,
    /// and the board edge when `edge_counts`.
    FourSides { edge_counts: bool },
    /// 3.1: the troll king's leap, checked after every trolls' move.
    TrollKing,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KingRules {
    /// Takes part in captures as mover and anvil (docs/rules.md 1, "Armed king").
    pub armed: bool,
    pub movement: KingMovement,
    pub capture: KingCapture,
}

/// Where the king wins by arriving.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Escape {
    /// Any edge square (3.1-3.3).
    Edge,
    /// The squares of the groups marked `escape`.
    Squares,
}

/// What a position occurring for the third time (same side to move) does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Repetition {
    /// The house rule of docs/rules.md 1: a draw.
    Draw,
    /// The player whose move created it loses (3.5, 4.2).
    MoverLoses,
    /// The attackers win (4.1).
    AttackersWin,
    /// A defenders' move that would create it is illegal; the attackers may
    /// repeat freely (3.1).
    DefendersMustVary,
    /// The player whose move created it wins (`tfr:w`, 5.7).
    MoverWins,
    /// Nothing happens (`tfr:i`, 5.7).
    Ignored,
}

/// 3.4's shieldwall, with 4.1's extension.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shieldwall {
    /// The king belongs to the row: he counts towards its length and is not
    /// captured (4.1). Otherwise a king ends the row (3.4).
    pub king_in_row: bool,
}

/// The few mechanics that are more than data, each in its own module of
/// [`crate::rules`].
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Mechanics {
    /// UIT NOG announcements and TUIT NOG (3.1), counting clear lines to
    /// the edge, or edge squares a leap away where pieces move like knights
    /// (3.3); with a king that steps, the swift escape too.
    pub uit_nog: bool,
    /// The trollstone, when the game has a troll king (3.1).
    pub troll_king: Option<Square>,
    /// Evangelist jumps (3.5).
    pub evangelist_jump: bool,
    pub shieldwall: Option<Shieldwall>,
    /// 3.4's double trap.
    pub double_trap: bool,
    /// 4.1's exit fort.
    pub exit_fort: bool,
    /// 3.5's encirclement.
    pub encirclement: bool,
}

/// How a variant names its sides and king in messages.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Names {
    pub attackers: String,
    pub defenders: String,
    pub king: String,
}

/// A named starting layout: the board part of a position string.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layout {
    pub name: String,
    pub board: String,
}

/// Everything that defines a variant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VariantSpec {
    pub key: String,
    pub name: String,
    /// The docs/rules.md section it implements, e.g. "3.1".
    pub section: String,
    pub size: u8,
    /// The first is the default.
    pub layouts: Vec<Layout>,
    pub first: FirstMover,
    pub names: Names,
    pub squares: Vec<SquareGroup>,
    pub movement: Movement,
    pub king: KingRules,
    pub escape: Escape,
    pub repetition: Repetition,
    pub mechanics: Mechanics,
    /// A rule set read from an OTN string (docs/rules.md 5): its rules
    /// replace the mechanisms above, which then only describe it roughly
    /// (for pictures and the AI's first guesses).
    pub otn: Option<Box<crate::ruleset::RuleSet>>,
}
