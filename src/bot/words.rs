//! Words every feature's messages use: mentions, timestamps, the names of
//! games, sides, kings, pieces and squares, and how games end, in the
//! reader's language (the catalogue's `words.ftl`). Pure functions, so they
//! are tested without Discord.

use hnefi_app::{PlayerId, TimeControl, Timestamp};
use hnefi_engine::{Piece, Reason, Side, Square, Variant, Winner};

use super::i18n::{Lang, has, t, text};

/// `<@id>`: Discord shows the user and pings them. The AI is named.
pub fn mention(lang: Lang, player: PlayerId) -> String {
    match player.ai_level() {
        Some(level) => format!("🤖 {}", ai_name(lang, level)),
        None => format!("<@{}>", player.0),
    }
}

/// "Hnefi AI (level 3)".
pub fn ai_name(lang: Lang, level: u8) -> String {
    t!(lang, "ai-name", level = level)
}

/// A Discord timestamp shown relative to the reader ("in 3 days"), in
/// their own language by Discord itself.
pub fn relative_time(at: Timestamp) -> String {
    format!("<t:{}:R>", at.0.div_euclid(1000))
}

/// "Copenhagen Hnefatafl"; a game the catalogue does not name (a server's
/// own rule set) by the name it was given, else its key.
pub fn variant_name(lang: Lang, key: &str) -> String {
    let id = format!("variant-{key}");
    if has(Lang::En, &id) {
        return text(lang, &id, &[]);
    }
    hnefi_app::known_variant(key).map_or_else(|_| key.to_string(), |v| v.name().to_string())
}

/// "Attackers", "Trolls", "Swedes"...: the name a game gives a side.
pub fn side_name(lang: Lang, key: &str, side: Side) -> String {
    let side = side.as_str();
    let own = format!("side-{key}-{side}");
    let id = if has(Lang::En, &own) {
        own
    } else {
        format!("side-{side}")
    };
    text(lang, &id, &[])
}

/// "the king", "Noggin"...
pub fn king_name(lang: Lang, key: &str) -> String {
    let own = format!("king-{key}");
    let id = if has(Lang::En, &own) {
        own.as_str()
    } else {
        "king"
    };
    text(lang, id, &[])
}

/// "a defender", "the king"...: a piece as a refusal names it.
pub fn piece_name(lang: Lang, piece: Piece) -> String {
    let id = match piece {
        Piece::King => "piece-king",
        Piece::Defender => "piece-defender",
        Piece::Attacker | Piece::TrollKing => "piece-attacker",
        Piece::Evangelist => "piece-evangelist",
        Piece::Commander(_) => "piece-commander",
        Piece::Knight(_) => "piece-knight",
        Piece::Mercenary(_) => "piece-mercenary",
        Piece::Guard(_) => "piece-guard",
    };
    text(lang, id, &[])
}

/// The name a game gives a special square ("the throne", "a corner"),
/// else "a restricted square".
pub fn square_name(lang: Lang, variant: &Variant, square: Square) -> String {
    let id = variant
        .square_group(square)
        .map(|group| format!("square-{}", slug(&group.name)))
        .filter(|id| has(Lang::En, id))
        .unwrap_or_else(|| "square-restricted".to_string());
    text(lang, &id, &[])
}

/// A square group's English name as a message id: "the throne" ->
/// `the-throne`, "Noggin's home" -> `noggin-s-home`.
pub fn slug(name: &str) -> String {
    let lower: String = name
        .to_lowercase()
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
        .collect();
    lower
        .split('-')
        .filter(|part| !part.is_empty())
        .collect::<Vec<_>>()
        .join("-")
}

/// A time per move as shown: `3d` (as it is typed), or "no limit".
pub fn time_text(lang: Lang, time: TimeControl) -> String {
    match time.duration() {
        Some(_) => time.to_string(),
        None => t!(lang, "time-no-limit"),
    }
}

/// Why a game ended: "king escaped".
pub fn reason(lang: Lang, reason: Reason) -> String {
    let id = format!("reason-{}", reason.as_str().replace(' ', "-"));
    text(lang, &id, &[])
}

/// "Defenders win: king escaped" / "Draw: draw agreed"
pub fn result_text(lang: Lang, key: &str, winner: Winner, why: Reason) -> String {
    let why = reason(lang, why);
    match winner {
        Winner::Draw => t!(lang, "result-draw", reason = why),
        Winner::Attackers => t!(
            lang,
            "result-win",
            side = side_name(lang, key, Side::Attackers),
            reason = why
        ),
        Winner::Defenders => t!(
            lang,
            "result-win",
            side = side_name(lang, key, Side::Defenders),
            reason = why
        ),
    }
}

/// `text` cut to at most `room` characters, visibly (Discord's limits on
/// embeds and choices).
pub fn clipped(text: String, room: usize) -> String {
    if text.chars().count() <= room {
        return text;
    }
    let mut cut: String = text.chars().take(room.saturating_sub(1)).collect();
    cut.push('…');
    cut
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn timestamps_are_whole_seconds() {
        assert_eq!(
            relative_time(Timestamp(1_700_000_000_999)),
            "<t:1700000000:R>"
        );
    }

    #[test]
    fn side_names_follow_the_variant_and_the_language() {
        assert_eq!(side_name(Lang::En, "noggin", Side::Attackers), "Trolls");
        assert_eq!(
            side_name(Lang::En, "copenhagen", Side::Defenders),
            "Defenders"
        );
        assert_eq!(side_name(Lang::En, "fetlar", Side::Attackers), "Attackers");
        assert_ne!(
            side_name(Lang::De, "copenhagen", Side::Defenders),
            "Defenders"
        );
    }

    #[test]
    fn every_game_its_sides_king_and_squares_are_named() {
        let variants = hnefi_engine::variant::all()
            .iter()
            .chain(hnefi_engine::variant::standards().iter());
        for v in variants {
            assert!(
                has(Lang::En, &format!("variant-{}", v.key())),
                "{}",
                v.key()
            );
            let size = v.size();
            let squares = (0..size).flat_map(|f| (0..size).filter_map(move |r| Square::new(f, r)));
            for square in squares {
                if let Some(group) = v.square_group(square) {
                    let id = format!("square-{}", slug(&group.name));
                    assert!(has(Lang::En, &id), "{}: {id}", v.key());
                }
            }
        }
        for reason in Reason::ALL {
            assert_ne!(super::reason(Lang::En, reason), "", "{reason}");
            assert!(!super::reason(Lang::En, reason).starts_with("reason-"));
        }
    }

    #[test]
    fn square_names_become_ids() {
        assert_eq!(slug("the throne"), "the-throne");
        assert_eq!(slug("Noggin's home"), "noggin-s-home");
        assert_eq!(slug("attackers' fort"), "attackers-fort");
    }

    #[test]
    fn the_ai_is_named_not_mentioned() {
        assert_eq!(mention(Lang::En, PlayerId(42)), "<@42>");
        assert_eq!(mention(Lang::En, PlayerId::ai(3)), "🤖 Hnefi AI (level 3)");
    }

    #[test]
    fn results_name_the_winning_side() {
        assert_eq!(
            result_text(Lang::En, "tafl9", Winner::Defenders, Reason::KingEscaped),
            "Swedes win: king escaped"
        );
        assert_eq!(
            result_text(Lang::En, "brandubh", Winner::Draw, Reason::DrawAgreed),
            "Draw: draw agreed"
        );
    }
}
