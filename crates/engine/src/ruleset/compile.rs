//! A rule set made playable: a [`Variant`] whose moves, captures and
//! endings are those of docs/rules.md section 5. The hand-written fields of
//! [`VariantSpec`] are filled in as closely as they can say it, for the
//! renderer and the AI's first guesses; the engine itself follows the rule
//! set.

use std::sync::Arc;

use thiserror::Error;

use super::{EscapeTo, KingArmed, KingStrength, RuleSet, SpaceKind, Threefold};
use crate::piece::Piece;
use crate::position::encode_rank;
use crate::square::{Direction, Square};
use crate::variant::{
    Escape, FirstMover, Hostility, KingCapture, KingMovement, KingRules, Layout, Mechanics,
    Movement, Names, Repetition, SquareGroup, Variant, VariantError, VariantSpec, When,
};

/// A rule set that parses but cannot be played.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{0}")]
pub struct CompileError(#[from] pub VariantError);

/// The section of docs/rules.md that rule sets read from strings cite.
pub const SECTION: &str = "5";

impl RuleSet {
    /// A playable variant with this key. Its name is the rule set's, or
    /// "Custom rules" when it has none.
    pub fn compile(&self, key: &str) -> Result<Arc<Variant>, CompileError> {
        let name = if self.name.is_empty() {
            "Custom rules".to_string()
        } else {
            self.name.clone()
        };
        self.compile_as(key, &name, SECTION)
    }

    /// As [`RuleSet::compile`], with the name and docs/rules.md section to show.
    pub(crate) fn compile_as(
        &self,
        key: &str,
        name: &str,
        section: &str,
    ) -> Result<Arc<Variant>, CompileError> {
        Ok(Variant::new(self.spec(key, name, section))?)
    }

    fn spec(&self, key: &str, name: &str, section: &str) -> VariantSpec {
        let squares = SpaceKind::ALL
            .into_iter()
            .filter(|&kind| !self.squares(kind).is_empty())
            .map(|kind| self.group(kind))
            .collect();
        let king_type = 9;
        let king_steps = self.speeds[king_type] == Some(1);
        let capture = match self.king_strength {
            KingStrength::Strong => KingCapture::FourSides { edge_counts: false },
            KingStrength::Middleweight => KingCapture::FourSides { edge_counts: true },
            KingStrength::Weak => KingCapture::Custodial {
                four_sides_on: Vec::new(),
            },
            KingStrength::StrongAtThrone => KingCapture::Custodial {
                four_sides_on: self.throne_zone(),
            },
        };
        VariantSpec {
            key: key.to_string(),
            name: name.to_string(),
            section: section.to_string(),
            size: self.size,
            layouts: vec![Layout {
                name: "standard".into(),
                board: self.native_board(),
            }],
            first: if self.attackers_first {
                FirstMover::Attackers
            } else {
                FirstMover::Defenders
            },
            names: Names {
                attackers: "attackers".into(),
                defenders: "defenders".into(),
                king: "the king".into(),
            },
            squares,
            movement: Movement::Rook,
            king: KingRules {
                armed: self.king_armed != KingArmed::No,
                movement: if king_steps {
                    KingMovement::OneStep
                } else {
                    KingMovement::AsOthers
                },
                capture,
            },
            escape: match self.escape {
                EscapeTo::Edges => Escape::Edge,
                EscapeTo::Corners => Escape::Squares,
            },
            repetition: match self.threefold {
                Threefold::Ignored => Repetition::Ignored,
                Threefold::Draw => Repetition::Draw,
                Threefold::MoverWins => Repetition::MoverWins,
                Threefold::MoverLoses => Repetition::MoverLoses,
            },
            mechanics: Mechanics::default(),
            otn: Some(Box::new(self.clone())),
        }
    }

    /// The squares of one kind as the hand-written model sees them: what
    /// the king and the taflmen may do there.
    fn group(&self, kind: SpaceKind) -> SquareGroup {
        let rule = &self.spaces[kind.index()];
        // t, T and K: the attackers' and defenders' taflmen, the king.
        let when = |t: usize| match (rule.hostile.contains(t), rule.hostile_empty.contains(t)) {
            (true, _) => When::Always,
            (false, true) => When::WhenEmpty,
            (false, false) => When::Never,
        };
        SquareGroup {
            name: kind.name().to_string(),
            squares: self.squares(kind).to_vec(),
            others_may_stop: rule.stoppable.contains(0) || rule.stoppable.contains(6),
            others_may_pass: rule.passable.contains(0) || rule.passable.contains(6),
            unusable: false,
            escape: kind == SpaceKind::Corner && self.escape == EscapeTo::Corners,
            hostile: Hostility {
                attackers: when(0),
                defenders: when(6),
                king: when(9),
            },
            encloses_king: rule.hostile_empty.contains(9),
            brackets_shieldwall: kind == SpaceKind::Corner
                && self.shieldwall == super::ShieldwallRule::Strong,
        }
    }

    /// The thrones and their neighbours.
    fn throne_zone(&self) -> Vec<Square> {
        let mut zone = Vec::new();
        for &sq in self.squares(SpaceKind::Throne) {
            zone.push(sq);
            zone.extend(
                Direction::ALL
                    .iter()
                    .filter_map(|&d| sq.neighbour(d, self.size)),
            );
        }
        zone.sort();
        zone.dedup();
        zone
    }

    /// The start as the board part of a position string (docs/rules.md 2).
    fn native_board(&self) -> String {
        let mut out = String::new();
        for rank in (0..self.size).rev() {
            encode_rank(
                &mut out,
                (0..self.size).map(|file| {
                    let sq = Square::new(file, rank).expect("inside the board");
                    self.start
                        .pieces
                        .iter()
                        .find(|(s, _)| *s == sq)
                        .and_then(|(_, p)| Piece::letter(*p))
                }),
            );
            if rank > 0 {
                out.push('/');
            }
        }
        out
    }
}
