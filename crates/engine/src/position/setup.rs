//! Which positions can be played (docs/rules.md section 2, "Custom start positions").

use std::sync::Arc;

use thiserror::Error;

use crate::piece::{Kind, Piece};
use crate::square::Square;
use crate::variant::{Variant, flag};

/// A position that parses but cannot be played in the variant.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SetupError {
    #[error("{0} kings")]
    KingCount(usize),
    #[error("no Evangelists in {variant}")]
    Evangelists { variant: String },
    #[error("no special pieces in {variant}")]
    SpecialPieces { variant: String },
    #[error("only {king} may stand on {square} ({group})")]
    Restricted {
        square: Square,
        group: String,
        king: String,
    },
    #[error("nothing may stand on {square} ({group})")]
    Unusable { square: Square, group: String },
    #[error("trollstone {square} taken while {king} is away")]
    Trollstone { square: Square, king: String },
}

pub(super) fn check(variant: &Arc<Variant>, pieces: &[(Square, Piece)]) -> Result<(), SetupError> {
    let kings = pieces.iter().filter(|(_, p)| *p == Piece::King).count();
    if kings > 1 {
        return Err(SetupError::KingCount(kings));
    }
    if variant.rule_set().is_some() {
        // 5.4: any piece may start anywhere; the rule set's squares decide
        // only where it may go.
        return match pieces.iter().find(|(_, p)| *p == Piece::Evangelist) {
            Some(_) => Err(SetupError::Evangelists {
                variant: variant.name().to_string(),
            }),
            None => Ok(()),
        };
    }
    let group_name = |sq: Square| {
        variant
            .square_group(sq)
            .map_or_else(String::new, |g| g.name.clone())
    };
    for &(sq, piece) in pieces {
        if matches!(
            piece.kind(),
            Kind::Commander | Kind::Knight | Kind::Mercenary | Kind::Guard
        ) {
            return Err(SetupError::SpecialPieces {
                variant: variant.name().to_string(),
            });
        }
        if piece == Piece::Evangelist && !variant.spec().mechanics.evangelist_jump {
            return Err(SetupError::Evangelists {
                variant: variant.name().to_string(),
            });
        }
        if variant.has(sq.index(), flag::UNUSABLE) {
            return Err(SetupError::Unusable {
                square: sq,
                group: group_name(sq),
            });
        }
        if piece != Piece::King && variant.has(sq.index(), flag::KING_ONLY) {
            return Err(SetupError::Restricted {
                square: sq,
                group: group_name(sq),
                king: variant.names().king.clone(),
            });
        }
    }
    if let Some(stone) = variant.spec().mechanics.troll_king {
        let king_elsewhere = pieces
            .iter()
            .any(|&(sq, p)| p == Piece::King && sq != stone);
        let stone_taken = pieces.iter().any(|&(sq, _)| sq == stone);
        if king_elsewhere && stone_taken {
            return Err(SetupError::Trollstone {
                square: stone,
                king: variant.names().king.clone(),
            });
        }
    }
    Ok(())
}
