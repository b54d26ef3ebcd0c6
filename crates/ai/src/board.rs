//! Per-variant lookup tables the search and the evaluation read in their hot
//! loops: rays, neighbours, special squares by what they mean for capture
//! and movement, and the king's goal squares. Built once per search from the
//! variant's public data (`Variant::spec`, `Variant::square_group`), so the
//! engine stays the single source of the rules.

use std::sync::Arc;

use hnefi_engine::ruleset::{Jump, SpaceKind};
use hnefi_engine::square::GRID;
use hnefi_engine::variant::{Escape, KingCapture, KingMovement, Movement, When};
use hnefi_engine::{Bitboard, Direction, Piece, Side, Square, Variant};

/// How the king moves, for the king's own move generation in the
/// evaluation and the win-in-one tests.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum KingMoves {
    Rook,
    OneStep,
    Knight,
}

/// How the king is captured (rules.md per variant).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum KingTaken {
    /// Two attackers, or one and a hostile square; four sides on `four_sides`.
    Custodial,
    /// Four sides everywhere.
    FourSides,
    /// The troll king's leap (3.1).
    TrollKing,
}

/// A knight's leap (3.3): where it lands and the two squares of its long
/// leg, which the king and the trolls may leap over only when they hold no
/// troll. `leg` is the long leg's direction: leaps that share it share
/// their path, so one troll closes both.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Leap {
    pub to: Square,
    pub path: [Square; 2],
    pub leg: Direction,
}

/// Victim classes for hostility, as the engine counts them.
pub(crate) const VICTIM_ATTACKER: usize = 0;
pub(crate) const VICTIM_DEFENDER: usize = 1;
pub(crate) const VICTIM_KING: usize = 2;

/// The tables of one variant.
pub(crate) struct Board {
    pub variant: Arc<Variant>,
    pub size: u8,
    pub escape: Bitboard,
    pub edge: Bitboard,
    /// Squares pieces other than the king may stop on.
    pub others_stop: Bitboard,
    /// Squares pieces other than the king may not pass through.
    pub others_no_pass: Bitboard,
    /// Hostile to each victim class always / only while empty.
    pub hostile_always: [Bitboard; 3],
    pub hostile_empty: [Bitboard; 3],
    /// Squares next to a square that may be hostile to some piece.
    pub near_hostile: Bitboard,
    /// Empty squares that close a side of the king (throne, burgs, ...).
    pub encloses_king: Bitboard,
    /// Where a custodially captured king needs all four sides.
    pub four_sides: Bitboard,
    /// Next to an attacker's landing square: whether the king's square is
    /// closed on that side by the board edge (four-sides capture with edge).
    pub edge_counts: bool,
    pub king_moves: KingMoves,
    pub king_taken: KingTaken,
    pub knight_men: bool,
    /// The stepping king's swift escape along clear lines (3.1).
    pub swift_escape: bool,
    pub edge_escape: bool,
    pub troll_stone: Option<Square>,
    pub evangelists: bool,
    /// A rule set read from an OTN string (docs/rules.md 5): these tables
    /// only approximate its rules, so the search takes a shortcut (the
    /// king's escape or capture in one) only when the engine confirms it,
    /// and the evaluation adds what only rule sets have (`eval.rs`).
    pub rule_set: bool,
    /// Squares the attackers' and the defenders' pieces other than the
    /// king may stop on (indexed by [`side_index`]): `others_stop` in a
    /// hand-written variant, each side's own in a rule set (a defenders'
    /// fort is closed to the attackers, docs/rules.md 5.4).
    pub stop_for: [Bitboard; 2],
    /// Squares those pieces may not pass through, likewise.
    pub no_pass_for: [Bitboard; 2],
    /// How far each piece type may move (`spd`, docs/rules.md 5.2), by
    /// OTN type index; `usize::MAX` for no limit (every hand-written
    /// variant).
    pub speeds: [usize; 12],
    /// How far the king may move along a line.
    pub king_speed: usize,
    /// Whether the king jumps (`kj`, docs/rules.md 5.4), and where a
    /// restricted jump (`kj:r`) must start or land: thrones, corners and
    /// the defenders' forts. The king may land only on `king_lands`.
    pub king_jumps: bool,
    pub king_jump_ends: Option<Bitboard>,
    pub king_lands: Bitboard,
    /// Whether the king closes a capture standing beyond the victim
    /// (`ka:y` or `ka:a`; in a hand-written variant, whether he is armed).
    pub king_anvil: bool,
    /// Per grid index: squares outward in each direction, stopping before
    /// the board's end or an unusable square (start, length into `pool`).
    rays: Vec<[(u32, u8); 4]>,
    pool: Vec<Square>,
    /// Per grid index and direction: the neighbour on the board, if usable.
    neighbours: Vec<[Option<Square>; 4]>,
    /// Per grid index: the knight's leaps that stay on the board.
    knight: Vec<Vec<Leap>>,
    /// Per grid index: dense index `rank * size + file`.
    dense: Vec<u16>,
    /// Per grid index: Manhattan distance to the nearest goal square.
    pub goal_distance: Vec<u8>,
    /// Per grid index: squares within Manhattan distance 2.
    pub near: Vec<Bitboard>,
    /// Per grid index: the square's place up to the board's symmetries
    /// (see [`square_class`]), for the evaluation's square tables.
    pub square_class: Vec<u8>,
    /// Squares next to (and diagonal to) goal squares, where attackers
    /// guard them; empty where the goal is the whole edge.
    pub guards: Bitboard,
    /// Goal squares with a direction leading inward, to find the squares
    /// from which the king reaches a goal in one rook move.
    pub inward: Vec<(Square, Direction)>,
}

/// How many places [`square_class`] tells apart.
pub const SQUARE_CLASSES: usize = 21;

/// A square's place up to the board's eight symmetries: its distances from
/// the nearest file edge and the nearest rank edge, each at most 5, the
/// smaller first. On 11x11 that is every square up to symmetry (a1, a2,
/// b2, a3, ...); on larger boards the middle beyond the sixth line is one
/// place. Numbered 0..SQUARE_CLASSES.
pub fn square_class(file: u8, rank: u8, size: u8) -> u8 {
    let edge = |x: u8| x.min(size - 1 - x).min(5);
    let (a, b) = (edge(file), edge(rank));
    let (low, high) = (a.min(b), a.max(b));
    high * (high + 1) / 2 + low
}

impl Board {
    pub fn new(variant: &Arc<Variant>) -> Board {
        let spec = variant.spec();
        let size = variant.size();
        let squares: Vec<Square> = variant.board().iter().collect();
        let usable = variant.usable();
        let escape = variant.escape_squares();
        let edge = variant.edge();
        let mut others_stop = usable;
        let mut others_no_pass = Bitboard::EMPTY;
        let mut hostile_always = [Bitboard::EMPTY; 3];
        let mut hostile_empty = [Bitboard::EMPTY; 3];
        let mut encloses_king = Bitboard::EMPTY;
        for &sq in &squares {
            if !usable.contains(sq) {
                others_stop.remove(sq);
                others_no_pass.insert(sq);
                continue;
            }
            let Some(group) = variant.square_group(sq) else {
                continue;
            };
            if !group.others_may_stop {
                others_stop.remove(sq);
            }
            if !group.others_may_pass {
                others_no_pass.insert(sq);
            }
            for (victim, when) in [
                (VICTIM_ATTACKER, group.hostile.attackers),
                (VICTIM_DEFENDER, group.hostile.defenders),
                (VICTIM_KING, group.hostile.king),
            ] {
                match when {
                    When::Never => {}
                    When::Always => hostile_always[victim].insert(sq),
                    When::WhenEmpty => hostile_empty[victim].insert(sq),
                }
            }
            if group.encloses_king {
                encloses_king.insert(sq);
            }
        }
        let any_hostile = hostile_always
            .iter()
            .chain(hostile_empty.iter())
            .fold(Bitboard::EMPTY, |a, b| a | *b);
        let near_hostile = any_hostile.dilate() & variant.board();
        let (king_taken, four_sides, edge_counts) = match &spec.king.capture {
            KingCapture::Custodial { four_sides_on } => (
                KingTaken::Custodial,
                four_sides_on.iter().copied().collect(),
                false,
            ),
            KingCapture::FourSides { edge_counts } => {
                (KingTaken::FourSides, Bitboard::EMPTY, *edge_counts)
            }
            KingCapture::TrollKing => (KingTaken::TrollKing, Bitboard::EMPTY, false),
        };
        let king_moves = if spec.king.movement == KingMovement::OneStep {
            KingMoves::OneStep
        } else if spec.movement == Movement::Knight {
            KingMoves::Knight
        } else {
            KingMoves::Rook
        };

        let mut rays = vec![[(0u32, 0u8); 4]; GRID];
        let mut pool = Vec::new();
        let mut neighbours = vec![[None; 4]; GRID];
        let mut knight = vec![Vec::new(); GRID];
        let mut dense = vec![u16::MAX; GRID];
        let mut goal_distance = vec![u8::MAX; GRID];
        let mut near = vec![Bitboard::EMPTY; GRID];
        let mut square_class = vec![0u8; GRID];
        for &sq in &squares {
            let i = sq.index();
            square_class[i] = self::square_class(sq.file(), sq.rank(), size);
            dense[i] = sq.rank() as u16 * size as u16 + sq.file() as u16;
            for (d, &dir) in Direction::ALL.iter().enumerate() {
                let start = pool.len() as u32;
                let mut at = sq.neighbour(dir, size);
                while let Some(s) = at.filter(|s| usable.contains(*s)) {
                    pool.push(s);
                    at = s.neighbour(dir, size);
                }
                rays[i][d] = (start, (pool.len() as u32 - start) as u8);
                neighbours[i][d] = sq.neighbour(dir, size).filter(|s| usable.contains(*s));
            }
            for (df, dr) in hnefi_engine::KNIGHT_LEAPS {
                if let Some(to) = sq.offset(df, dr, size).filter(|s| usable.contains(*s)) {
                    let leg = match (df, dr) {
                        (2, _) => Direction::East,
                        (-2, _) => Direction::West,
                        (_, 2) => Direction::North,
                        _ => Direction::South,
                    };
                    let first = sq.neighbour(leg, size).expect("inside the leap");
                    let second = first.neighbour(leg, size).expect("inside the leap");
                    knight[i].push(Leap {
                        to,
                        path: [first, second],
                        leg,
                    });
                }
            }
            let manhattan = |a: Square, b: Square| {
                a.file().abs_diff(b.file()) as u16 + a.rank().abs_diff(b.rank()) as u16
            };
            goal_distance[i] = escape
                .iter()
                .map(|e| manhattan(sq, e))
                .min()
                .unwrap_or(u8::MAX as u16)
                .min(u8::MAX as u16) as u8;
            near[i] = squares
                .iter()
                .copied()
                .filter(|&s| s != sq && manhattan(sq, s) <= 2)
                .collect();
        }

        let mut stop_for = [others_stop; 2];
        let mut no_pass_for = [others_no_pass; 2];
        let mut speeds = [usize::MAX; 12];
        let mut king_anvil = spec.king.armed;
        let mut king_jumps = false;
        let mut king_jump_ends = None;
        let mut king_lands = usable;
        if let Some(rules) = variant.rule_set() {
            king_jumps = rules.jumps.king != Jump::None;
            if rules.jumps.king == Jump::Restricted {
                let mut ends = Bitboard::EMPTY;
                for kind in [
                    SpaceKind::Throne,
                    SpaceKind::Corner,
                    SpaceKind::DefenderFort,
                ] {
                    for &sq in rules.squares(kind) {
                        ends.insert(sq);
                    }
                }
                king_jump_ends = Some(ends);
            }
            for kind in SpaceKind::ALL {
                let space = &rules.spaces[kind as usize];
                if !space.stoppable.contains(9) {
                    for &sq in &space.squares {
                        king_lands.remove(sq);
                    }
                }
            }
            // t and T stand for their sides' pieces (the special pieces
            // move where the taflmen do unless a rule set says otherwise).
            for (side, taflman) in [(0, 0), (1, 6)] {
                for kind in SpaceKind::ALL {
                    let space = &rules.spaces[kind as usize];
                    for &sq in &space.squares {
                        if !space.passable.contains(taflman) {
                            no_pass_for[side].insert(sq);
                        }
                        if !(space.passable.contains(taflman) && space.stoppable.contains(taflman))
                        {
                            stop_for[side].remove(sq);
                        }
                    }
                }
            }
            for (speed, limit) in speeds.iter_mut().zip(rules.speeds) {
                if let Some(limit) = limit {
                    *speed = limit as usize;
                }
            }
            king_anvil = rules.king_armed.anvil();
        }
        let king_speed = speeds[9];

        let edge_escape = spec.escape == Escape::Edge;
        let mut guards = Bitboard::EMPTY;
        if !edge_escape {
            for e in escape.iter() {
                for (df, dr) in [
                    (0, 1),
                    (1, 0),
                    (0, -1),
                    (-1, 0),
                    (1, 1),
                    (1, -1),
                    (-1, 1),
                    (-1, -1),
                ] {
                    if let Some(g) = e.offset(df, dr, size) {
                        if others_stop.contains(g) && !escape.contains(g) {
                            guards.insert(g);
                        }
                    }
                }
            }
        }
        let mut inward = Vec::new();
        for e in escape.iter() {
            for dir in Direction::ALL {
                let Some(first) = neighbours[e.index()][dir as usize] else {
                    continue;
                };
                // A step onto another goal square adds nothing: that square's
                // own rays cover what lies beyond it.
                if escape.contains(first) {
                    continue;
                }
                if edge_escape && edge.contains(first) {
                    continue;
                }
                inward.push((e, dir));
            }
        }
        Board {
            variant: Arc::clone(variant),
            size,
            escape,
            edge,
            others_stop,
            others_no_pass,
            hostile_always,
            hostile_empty,
            near_hostile,
            encloses_king,
            four_sides,
            edge_counts,
            king_moves,
            king_taken,
            knight_men: spec.movement == Movement::Knight,
            swift_escape: spec.mechanics.uit_nog && king_moves == KingMoves::OneStep,
            edge_escape,
            troll_stone: spec.mechanics.troll_king,
            evangelists: spec.mechanics.evangelist_jump,
            rule_set: variant.rule_set().is_some(),
            stop_for,
            no_pass_for,
            speeds,
            king_speed,
            king_anvil,
            king_jumps,
            king_jump_ends,
            king_lands,
            rays,
            pool,
            neighbours,
            knight,
            dense,
            goal_distance,
            near,
            square_class,
            guards,
            inward,
        }
    }

    /// The squares outward from `sq` in `dir`, nearest first.
    #[inline]
    pub fn ray(&self, sq: Square, dir: Direction) -> &[Square] {
        let (start, len) = self.rays[sq.index()][dir as usize];
        &self.pool[start as usize..start as usize + len as usize]
    }

    #[inline]
    pub fn neighbour(&self, sq: Square, dir: Direction) -> Option<Square> {
        self.neighbours[sq.index()][dir as usize]
    }

    #[inline]
    pub fn knight_leaps(&self, sq: Square) -> &[Leap] {
        &self.knight[sq.index()]
    }

    /// `rank * size + file`.
    #[inline]
    pub fn dense(&self, sq: Square) -> usize {
        self.dense[sq.index()] as usize
    }

    pub fn cells(&self) -> usize {
        self.size as usize * self.size as usize
    }

    /// Whether `sq` counts as an enemy of a `victim` class piece for a
    /// custodial capture, `empty` saying whether it is empty.
    #[inline]
    pub fn hostile(&self, sq: Square, victim: usize, empty: bool) -> bool {
        self.hostile_always[victim].contains(sq)
            || (empty && self.hostile_empty[victim].contains(sq))
    }

    /// Whether `piece` closes a capture standing beyond the victim: not a
    /// guard (docs/rules.md 5.5), the king only when he is an anvil.
    #[inline]
    pub fn takes_part(&self, piece: Piece) -> bool {
        match piece {
            Piece::King => self.king_anvil,
            Piece::Guard(_) => false,
            _ => true,
        }
    }

    /// How far `piece` may move along a line.
    #[inline]
    pub fn speed(&self, piece: Piece) -> usize {
        self.speeds[hnefi_engine::ruleset::type_index(piece)]
    }
}

/// The index of a side in per-side tables: attackers 0, defenders 1.
#[inline]
pub(crate) fn side_index(side: Side) -> usize {
    match side {
        Side::Attackers => 0,
        Side::Defenders => 1,
    }
}

/// The capture class of a piece (for hostility).
#[inline]
pub(crate) fn victim_class(piece: Piece) -> usize {
    match piece {
        Piece::King => VICTIM_KING,
        other => match other.side() {
            Side::Attackers => VICTIM_ATTACKER,
            Side::Defenders => VICTIM_DEFENDER,
        },
    }
}
