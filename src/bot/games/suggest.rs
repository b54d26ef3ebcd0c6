//! `/move` autocomplete: the caller's legal moves, filtered by what was
//! typed, the most useful first (winning moves, captures, king moves).

use hnefi_engine::{Game, Piece};

/// Discord shows at most 25 choices.
pub const MAX_CHOICES: usize = 25;

/// Legal moves of the side to move as full notation (captures included),
/// those matching `typed` (a prefix first, then anywhere), best first.
pub fn suggestions(game: &Game, typed: &str) -> Vec<String> {
    let typed: String = typed
        .chars()
        .filter(|c| !c.is_whitespace())
        .collect::<String>()
        .to_lowercase();
    let position = game.position();
    let mover = position.turn();
    let mut ranked: Vec<(u8, bool, usize, String)> = Vec::new();
    for (order, &mv) in game.legal_moves().iter().enumerate() {
        let mut after = position.clone();
        let effects = after.play_unchecked(mv);
        let text = mv.with_captures(effects.captures).to_string();
        let plain = mv.to_string();
        let prefix = plain.starts_with(&typed) || text.starts_with(&typed);
        if !prefix && !text.contains(&typed) {
            continue;
        }
        let wins = after
            .result_of_move(mover, &effects)
            .is_some_and(|o| o.winner == hnefi_engine::Winner::side(mover));
        let kind = if wins {
            0
        } else if !effects.captures.is_empty() {
            1
        } else if position.piece_at(mv.from) == Some(Piece::King) {
            2
        } else {
            3
        };
        ranked.push((kind, !prefix, order, text));
    }
    ranked.sort();
    ranked
        .into_iter()
        .take(MAX_CHOICES)
        .map(|(.., text)| text)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use hnefi_engine::{Position, variant};

    fn game(variant_key: &str, position: &str) -> Game {
        let v = variant::by_key(variant_key).unwrap();
        Game::new(Position::parse(&v, position).unwrap())
    }

    #[test]
    fn captures_come_first() {
        //   5 . . D A . . .   b2-b5 takes c5 against d5
        //   4 . . . . . . .
        //   3 . . . . . . .
        //   2 . A . . . . .
        //   1 . . . . K . .
        let g = game("brandubh", "7/7/2da3/7/7/1a5/4k2 a");
        let moves = suggestions(&g, "");
        assert_eq!(
            moves.first().map(String::as_str),
            Some("b2-b5xc5"),
            "{moves:?}"
        );
    }

    #[test]
    fn king_moves_come_before_other_moves() {
        //   4 . . . . . . .
        //   1 . D . . K . .   defenders to move: the king's moves lead
        let g = game("brandubh", "7/7/7/7/7/7/1d2k2 d");
        let moves = suggestions(&g, "");
        let first_man = moves.iter().position(|m| m.starts_with("b1")).unwrap();
        let last_king = moves.iter().rposition(|m| m.starts_with("e1")).unwrap();
        assert!(last_king < first_man, "{moves:?}");
    }

    #[test]
    fn typed_text_filters_and_at_most_25_are_offered() {
        let v = variant::by_key("copenhagen").unwrap();
        let g = Game::new(v.start_position(None, None).unwrap());
        assert_eq!(suggestions(&g, "").len(), MAX_CHOICES);
        let d1 = suggestions(&g, "d1-");
        assert!(!d1.is_empty());
        assert!(d1.iter().all(|m| m.starts_with("d1-")), "{d1:?}");
        // What was typed may also be the destination.
        let to_d10 = suggestions(&g, "d10");
        assert!(to_d10.contains(&"f10-d10".to_string()), "{to_d10:?}");
        assert!(suggestions(&g, "zz").is_empty());
    }
}
