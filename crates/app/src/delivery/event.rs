//! [`Event`]: what happened, with the game, challenge or tournament as the
//! features show them; read from the stored form and back.

use hnefi_engine::Side;

use crate::challenges::{Challenge, ChallengeStatus};
use crate::core::clock::Timestamp;
use crate::core::ids::{ChallengeId, Place, PlayerId};
use crate::events::StoredEvent;
use crate::games::{GameSummary, PlayedMove};
use crate::ratings::RatingChange;
use crate::tournaments::{Standing, Tournament, TournamentGame};

/// Something that happened. Game events carry the game as it stood right
/// after the change (place, thread, players, position, deadline, result).
#[derive(Clone, Debug, PartialEq)]
pub enum Event {
    /// A challenge was posted (a rematch included).
    ChallengeCreated { challenge: Challenge },
    /// A challenge was declined, cancelled or expired. (An accepted
    /// challenge is announced by [`Event::GameStarted`].)
    ChallengeClosed {
        challenge: ChallengeId,
        place: Place,
        /// The message that shows it, to edit.
        message: Option<i64>,
        status: ChallengeStatus,
        /// Who declined or cancelled it (`None` when it expired).
        by: Option<PlayerId>,
    },
    /// A challenge was accepted and its game begins.
    GameStarted {
        game: GameSummary,
        /// The message of the accepted challenge, to edit or thread on.
        challenge_message: Option<i64>,
        /// Whether the first mover was drawn by lot (3.7 Tafl).
        first_mover_drawn: bool,
        /// Who started it (accepted the challenge, asked the AI); `None`
        /// for a tournament's pairing.
        by: Option<PlayerId>,
    },
    /// A move was played. If it ended the game, [`Event::GameFinished`]
    /// follows.
    MovePlayed { game: GameSummary, mv: PlayedMove },
    /// A player offered a draw.
    DrawOffered {
        game: GameSummary,
        by: PlayerId,
        to: PlayerId,
    },
    /// A draw offer was declined.
    DrawDeclined {
        game: GameSummary,
        by: PlayerId,
        offered_by: PlayerId,
    },
    /// The player to move has used `percent` (80, then 95) of their time.
    Reminder {
        game: GameSummary,
        player: PlayerId,
        side: Side,
        due_at: Timestamp,
        percent: u32,
    },
    /// The game ended: by rule, resignation, agreed draw, timeout or
    /// abort. `game.result` says how; `rating` is what the game did to the
    /// ratings (applied in the same transaction), if it counted.
    GameFinished {
        game: GameSummary,
        rating: Option<RatingChange>,
        /// Who ended it (the move, the resignation, the accepted draw, the
        /// withdrawal or cancellation); `None` for the clock.
        by: Option<PlayerId>,
    },
    /// A tournament round was paired and its games started (its
    /// `GameStarted` events come first).
    TournamentRound {
        tournament: Tournament,
        round: u32,
        /// The round's games, byes and forfeits.
        games: Vec<TournamentGame>,
    },
    /// A tournament's last round ended: the final standings, first to last.
    TournamentFinished {
        tournament: Tournament,
        standings: Vec<Standing>,
    },
    /// A tournament was cancelled: by an organiser (`by`), or by its
    /// sign-up deadline for want of players (`by` is `None`).
    TournamentCancelled {
        tournament: Tournament,
        by: Option<PlayerId>,
    },
    /// A player's clock ran out and their automatic vacation began.
    VacationStarted {
        player: PlayerId,
        until: Timestamp,
        days: u32,
        game: GameSummary,
    },
    /// A player's daily digest: the games waiting for them, across servers.
    Digest {
        player: PlayerId,
        day: i64,
        games: Vec<GameSummary>,
    },
    /// Discord refused a direct message to a player (code 50007).
    DmsClosed { player: PlayerId, game: GameSummary },
    /// A server's daily puzzle, to post in `channel`
    /// ([`crate::Puzzles::puzzle`] reads it by key).
    DailyPuzzle {
        guild: i64,
        channel: i64,
        day: i64,
        puzzle: String,
        variant: String,
        plies: u8,
    },
}

impl Event {
    /// The stable kind stored with the event: `move_played`...
    pub fn kind(&self) -> &'static str {
        match self {
            Event::ChallengeCreated { .. } => "challenge_created",
            Event::ChallengeClosed { .. } => "challenge_closed",
            Event::GameStarted { .. } => "game_started",
            Event::MovePlayed { .. } => "move_played",
            Event::DrawOffered { .. } => "draw_offered",
            Event::DrawDeclined { .. } => "draw_declined",
            Event::Reminder { .. } => "reminder",
            Event::GameFinished { .. } => "game_finished",
            Event::TournamentRound { .. } => "tournament_round",
            Event::TournamentFinished { .. } => "tournament_finished",
            Event::TournamentCancelled { .. } => "tournament_cancelled",
            Event::VacationStarted { .. } => "vacation_started",
            Event::Digest { .. } => "digest",
            Event::DmsClosed { .. } => "dms_closed",
            Event::DailyPuzzle { .. } => "daily_puzzle",
        }
    }

    /// The game the event is about.
    pub fn game(&self) -> Option<&GameSummary> {
        match self {
            Event::ChallengeCreated { .. }
            | Event::ChallengeClosed { .. }
            | Event::TournamentRound { .. }
            | Event::TournamentFinished { .. }
            | Event::TournamentCancelled { .. }
            | Event::Digest { .. }
            | Event::DailyPuzzle { .. } => None,
            Event::GameStarted { game, .. }
            | Event::VacationStarted { game, .. }
            | Event::DmsClosed { game, .. }
            | Event::MovePlayed { game, .. }
            | Event::DrawOffered { game, .. }
            | Event::DrawDeclined { game, .. }
            | Event::Reminder { game, .. }
            | Event::GameFinished { game, .. } => Some(game),
        }
    }

    /// The challenge the event is about.
    pub fn challenge(&self) -> Option<ChallengeId> {
        match self {
            Event::ChallengeCreated { challenge } => Some(challenge.id),
            Event::ChallengeClosed { challenge, .. } => Some(*challenge),
            Event::GameStarted { game, .. } => game.challenge,
            _ => None,
        }
    }
}

/// A stored event as the features show it.
impl From<StoredEvent> for Event {
    fn from(stored: StoredEvent) -> Event {
        match stored {
            StoredEvent::ChallengeCreated { challenge } => Event::ChallengeCreated {
                challenge: challenge.into(),
            },
            StoredEvent::ChallengeClosed {
                challenge,
                place,
                message,
                status,
                by,
            } => Event::ChallengeClosed {
                challenge,
                place: place.into(),
                message,
                status,
                by,
            },
            StoredEvent::GameStarted {
                game,
                challenge_message,
                first_mover_drawn,
                by,
            } => Event::GameStarted {
                game: game.into(),
                challenge_message,
                first_mover_drawn,
                by,
            },
            StoredEvent::MovePlayed { game, mv } => Event::MovePlayed {
                game: game.into(),
                mv: mv.into(),
            },
            StoredEvent::DrawOffered { game, by, to } => Event::DrawOffered {
                game: game.into(),
                by,
                to,
            },
            StoredEvent::DrawDeclined {
                game,
                by,
                offered_by,
            } => Event::DrawDeclined {
                game: game.into(),
                by,
                offered_by,
            },
            StoredEvent::Reminder {
                game,
                player,
                side,
                due_at,
                percent,
            } => Event::Reminder {
                game: game.into(),
                player,
                side,
                due_at,
                percent,
            },
            StoredEvent::GameFinished { game, rating, by } => Event::GameFinished {
                game: game.into(),
                rating: rating.map(Into::into),
                by,
            },
            StoredEvent::TournamentRound {
                tournament,
                round,
                games,
            } => Event::TournamentRound {
                tournament: tournament.into(),
                round,
                games: games.into_iter().map(Into::into).collect(),
            },
            StoredEvent::TournamentFinished {
                tournament,
                standings,
            } => Event::TournamentFinished {
                tournament: tournament.into(),
                standings: standings.into_iter().map(Into::into).collect(),
            },
            StoredEvent::TournamentCancelled { tournament, by } => Event::TournamentCancelled {
                tournament: tournament.into(),
                by,
            },
            StoredEvent::VacationStarted {
                player,
                until,
                days,
                game,
            } => Event::VacationStarted {
                player,
                until,
                days,
                game: game.into(),
            },
            StoredEvent::Digest { player, day, games } => Event::Digest {
                player,
                day,
                games: games.into_iter().map(Into::into).collect(),
            },
            StoredEvent::DmsClosed { player, game } => Event::DmsClosed {
                player,
                game: game.into(),
            },
            StoredEvent::DailyPuzzle {
                guild,
                channel,
                day,
                puzzle,
                variant,
                plies,
            } => Event::DailyPuzzle {
                guild,
                channel,
                day,
                puzzle,
                variant,
                plies,
            },
        }
    }
}

/// An event in the form the outbox stores it. (The features write stored
/// events directly; this is for tools and tests that hold an [`Event`].)
impl From<&Event> for StoredEvent {
    fn from(event: &Event) -> StoredEvent {
        match event {
            Event::ChallengeCreated { challenge } => StoredEvent::ChallengeCreated {
                challenge: challenge.into(),
            },
            Event::ChallengeClosed {
                challenge,
                place,
                message,
                status,
                by,
            } => StoredEvent::ChallengeClosed {
                challenge: *challenge,
                place: (*place).into(),
                message: *message,
                status: *status,
                by: *by,
            },
            Event::GameStarted {
                game,
                challenge_message,
                first_mover_drawn,
                by,
            } => StoredEvent::GameStarted {
                game: game.into(),
                challenge_message: *challenge_message,
                first_mover_drawn: *first_mover_drawn,
                by: *by,
            },
            Event::MovePlayed { game, mv } => StoredEvent::MovePlayed {
                game: game.into(),
                mv: mv.into(),
            },
            Event::DrawOffered { game, by, to } => StoredEvent::DrawOffered {
                game: game.into(),
                by: *by,
                to: *to,
            },
            Event::DrawDeclined {
                game,
                by,
                offered_by,
            } => StoredEvent::DrawDeclined {
                game: game.into(),
                by: *by,
                offered_by: *offered_by,
            },
            Event::Reminder {
                game,
                player,
                side,
                due_at,
                percent,
            } => StoredEvent::Reminder {
                game: game.into(),
                player: *player,
                side: *side,
                due_at: *due_at,
                percent: *percent,
            },
            Event::GameFinished { game, rating, by } => StoredEvent::GameFinished {
                game: game.into(),
                rating: rating.as_ref().map(Into::into),
                by: *by,
            },
            Event::TournamentRound {
                tournament,
                round,
                games,
            } => StoredEvent::TournamentRound {
                tournament: tournament.into(),
                round: *round,
                games: games.iter().map(Into::into).collect(),
            },
            Event::TournamentFinished {
                tournament,
                standings,
            } => StoredEvent::TournamentFinished {
                tournament: tournament.into(),
                standings: standings.iter().map(Into::into).collect(),
            },
            Event::TournamentCancelled { tournament, by } => StoredEvent::TournamentCancelled {
                tournament: tournament.into(),
                by: *by,
            },
            Event::VacationStarted {
                player,
                until,
                days,
                game,
            } => StoredEvent::VacationStarted {
                player: *player,
                until: *until,
                days: *days,
                game: game.into(),
            },
            Event::Digest { player, day, games } => StoredEvent::Digest {
                player: *player,
                day: *day,
                games: games.iter().map(Into::into).collect(),
            },
            Event::DmsClosed { player, game } => StoredEvent::DmsClosed {
                player: *player,
                game: game.into(),
            },
            Event::DailyPuzzle {
                guild,
                channel,
                day,
                puzzle,
                variant,
                plies,
            } => StoredEvent::DailyPuzzle {
                guild: *guild,
                channel: *channel,
                day: *day,
                puzzle: puzzle.clone(),
                variant: variant.clone(),
                plies: *plies,
            },
        }
    }
}
