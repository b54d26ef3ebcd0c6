//! A rule set compiled into per-square tables for the hot loops
//! (docs/rules.md 5.4-5.5): where each piece type may pass and stop,
//! given the kind of square it starts on, and to which types each square
//! is hostile.

use crate::bitboard::Bitboard;
use crate::piece::Side;
use crate::ruleset::{Jump, RuleSet, SpaceKind};
use crate::square::{Direction, GRID, Square};

/// The piece may move through the cell ([`Tables::steps`]).
pub(crate) const PASS: u8 = 1;
/// The piece may stop on the cell.
pub(crate) const STOP: u8 = 2;

/// Start-square kinds: none, then each [`SpaceKind`].
const START_KINDS: usize = 5;

pub(crate) struct Tables {
    /// The rule set itself, for its flags.
    pub rules: RuleSet,
    /// 0 for an ordinary square, else 1 + the [`SpaceKind`] index.
    kind: [u8; GRID],
    /// `[type][start kind]`: squares the piece may move through (5.4).
    pass: [[Bitboard; START_KINDS]; 12],
    /// `[type][start kind]`: squares the piece may stop on.
    stop: [[Bitboard; START_KINDS]; 12],
    /// The same two facts per grid cell, [`PASS`] and [`STOP`] bits, for
    /// the move generator's inner loop (a byte where two bit tests were).
    steps: Box<[[[u8; GRID]; START_KINDS]; 12]>,
    /// `[victim type]`: special squares hostile to it while occupied, and
    /// while empty (5.5).
    hostile_occupied: [Bitboard; 12],
    hostile_empty: [Bitboard; 12],
    /// The most squares a type slides; `u8::MAX` for no limit.
    pub speed: [u8; 12],
    /// How each type jumps.
    pub jump: [Jump; 12],
    pub corners: Bitboard,
    pub thrones: Bitboard,
    /// The thrones and their neighbours, where a `ks:c` king is strong.
    pub throne_zone: Bitboard,
    /// Where a restricted jump of each side may start or land: thrones,
    /// corners and the side's own forts.
    pub jump_points: [Bitboard; 2],
    /// The centre of the board, for Linnaean capture.
    pub centre: Square,
}

impl Tables {
    pub fn new(rules: &RuleSet) -> Tables {
        let size = rules.size;
        let mut kind = [0u8; GRID];
        let mut by_kind = [Bitboard::EMPTY; 4];
        for space in SpaceKind::ALL {
            for &sq in rules.squares(space) {
                kind[sq.index()] = space.index() as u8 + 1;
                by_kind[space.index()].insert(sq);
            }
        }
        let board = Bitboard::board(size);
        let ordinary: Bitboard = board.iter().filter(|sq| kind[sq.index()] == 0).collect();
        let mut pass = [[Bitboard::EMPTY; START_KINDS]; 12];
        let mut stop = [[Bitboard::EMPTY; START_KINDS]; 12];
        for t in 0..12 {
            for start in 0..START_KINDS {
                let (mut p, mut s) = (ordinary, ordinary);
                for space in SpaceKind::ALL {
                    let rule = &rules.spaces[space.index()];
                    // 5.4: a type not listed for re-entry keeps off this
                    // kind of square unless it starts on one.
                    let may_enter = rule.reenter.contains(t) || start == space.index() + 1;
                    if may_enter && rule.passable.contains(t) {
                        p |= by_kind[space.index()];
                    }
                    if may_enter && rule.stoppable.contains(t) {
                        s |= by_kind[space.index()];
                    }
                }
                pass[t][start] = p;
                stop[t][start] = s;
            }
        }
        let mut steps = Box::new([[[0u8; GRID]; START_KINDS]; 12]);
        for t in 0..12 {
            for start in 0..START_KINDS {
                for sq in pass[t][start].iter() {
                    steps[t][start][sq.index()] |= PASS;
                }
                for sq in stop[t][start].iter() {
                    steps[t][start][sq.index()] |= STOP;
                }
            }
        }
        let mut hostile_occupied = [Bitboard::EMPTY; 12];
        let mut hostile_empty = [Bitboard::EMPTY; 12];
        for t in 0..12 {
            for space in SpaceKind::ALL {
                let rule = &rules.spaces[space.index()];
                if rule.hostile.contains(t) {
                    hostile_occupied[t] |= by_kind[space.index()];
                }
                if rule.hostile_empty.contains(t) {
                    hostile_empty[t] |= by_kind[space.index()];
                }
            }
        }
        let speed = rules.speeds.map(|s| s.unwrap_or(u8::MAX));
        let jumps = &rules.jumps;
        // t c n k m g per side.
        let per_kind = [
            Jump::None,
            jumps.commander,
            jumps.knight,
            jumps.king,
            jumps.mercenary,
            jumps.guard,
        ];
        let jump = std::array::from_fn(|t| per_kind[t % 6]);
        let corners = by_kind[SpaceKind::Corner.index()];
        let thrones = by_kind[SpaceKind::Throne.index()];
        let mut throne_zone = thrones;
        for sq in thrones.iter() {
            for dir in Direction::ALL {
                if let Some(n) = sq.neighbour(dir, size) {
                    throne_zone.insert(n);
                }
            }
        }
        let common = corners | thrones;
        let jump_points = [
            common | by_kind[SpaceKind::AttackerFort.index()],
            common | by_kind[SpaceKind::DefenderFort.index()],
        ];
        Tables {
            rules: rules.clone(),
            kind,
            pass,
            stop,
            steps,
            hostile_occupied,
            hostile_empty,
            speed,
            jump,
            corners,
            thrones,
            throne_zone,
            jump_points,
            centre: Square::new(size / 2, size / 2).expect("size is at most 19"),
        }
    }

    /// The start-kind index of the square at `index` (0 for ordinary).
    #[inline]
    pub fn start_kind(&self, index: usize) -> usize {
        self.kind[index] as usize
    }

    /// [`PASS`] and [`STOP`] of every cell for a type starting on `start`.
    #[inline]
    pub fn steps(&self, t: usize, start: usize) -> &[u8; GRID] {
        &self.steps[t][start]
    }

    #[inline]
    pub fn passable(&self, t: usize, start: usize) -> &Bitboard {
        &self.pass[t][start]
    }

    #[inline]
    pub fn stoppable(&self, t: usize, start: usize) -> &Bitboard {
        &self.stop[t][start]
    }

    /// Whether the special square at `index` counts as an enemy of a piece
    /// of type `victim`, given whether it is empty (5.5).
    #[inline]
    pub fn hostile(&self, index: usize, victim: usize, empty: bool) -> bool {
        if empty {
            self.hostile_empty[victim].contains_index(index)
        } else {
            self.hostile_occupied[victim].contains_index(index)
        }
    }

    pub fn jump_points(&self, side: Side) -> &Bitboard {
        &self.jump_points[side as usize]
    }
}
