//! The one place where the app's refusals become words on Discord: the
//! variant's names for the sides, mentions for players, the bot's own
//! commands. Refusals that need none of these read as the app says them.

use hnefi_app::{Error, GameScope};

use super::words::mention;

/// What a refused person is told (without the leading ⚠️).
pub fn refusal(error: &Error) -> String {
    match error {
        Error::NotYourTurn {
            game,
            variant,
            to_move,
        } => {
            let side = hnefi_engine::variant::by_key(variant)
                .map(|v| v.side_name(*to_move).to_string())
                .unwrap_or_else(|_| to_move.to_string());
            format!("it is not your turn in game #{game}: the {side} are to move")
        }
        Error::IllegalMove { variant, error, .. } => match hnefi_engine::variant::by_key(variant) {
            Ok(v) => format!("illegal move: {}", error.in_words(&v)),
            Err(_) => error.to_string(),
        },
        Error::NotAddressedToYou { id, opponent } => format!(
            "challenge #{id} is addressed to someone else ({})",
            mention(*opponent)
        ),
        Error::NoGameHere(GameScope::LastFinished) => {
            "You have no finished game in this channel: give the `game` number to rematch."
                .to_string()
        }
        Error::TournamentGameAbort(game) => format!(
            "game #{game} is a tournament game: it cannot be aborted (/resign forfeits it)"
        ),
        Error::NotOrganizer => {
            "only organisers (Manage Server, or the organiser role) or the tournament's creator can do that"
                .to_string()
        }
        other => other.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use hnefi_app::{ChallengeId, GameId, PlayerId};
    use hnefi_engine::Side;

    use super::*;

    #[test]
    fn sides_are_named_as_the_variant_names_them() {
        let error = Error::NotYourTurn {
            game: GameId(7),
            variant: "noggin".into(),
            to_move: Side::Attackers,
        };
        assert_eq!(
            refusal(&error),
            "it is not your turn in game #7: the trolls are to move"
        );
    }

    #[test]
    fn illegal_moves_use_the_variants_names() {
        let error = Error::IllegalMove {
            game: GameId(3),
            variant: "tafl9".into(),
            error: hnefi_engine::IllegalMove::NotYourPiece {
                square: "e3".parse().unwrap(),
                to_move: Side::Defenders,
            },
        };
        assert_eq!(
            refusal(&error),
            "illegal move: the piece on e3 is not yours: it is the Swedes' turn"
        );
        assert!(error.to_string().contains("defenders' turn"), "{error}");
    }

    #[test]
    fn players_are_mentioned_and_the_ai_named() {
        let to = |opponent| Error::NotAddressedToYou {
            id: ChallengeId(3),
            opponent,
        };
        assert_eq!(
            refusal(&to(PlayerId(55))),
            "challenge #3 is addressed to someone else (<@55>)"
        );
        assert!(!refusal(&to(PlayerId::ai(1))).contains("<@-1>"));
    }

    #[test]
    fn the_rest_reads_as_the_app_says_it() {
        let error = Error::SeveralGamesHere(vec![GameId(1), GameId(2)]);
        assert_eq!(
            refusal(&error),
            "you have several active games here (#1, #2): give the game number"
        );
    }
}
