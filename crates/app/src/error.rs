//! What can go wrong, in words a player can act on.

use hnefi_engine::{
    IllegalMove, ParseMoveError, PositionError, RecordError, Side, UnknownLayout, UnknownVariant,
};
use thiserror::Error;

use crate::time_control::TimeControlError;
use crate::types::{ChallengeId, ChallengeStatus, GameId, GameResult, PlayerId, TournamentId};

/// A refused request or a failure. Every variant but [`Error::Storage`] and
/// [`Error::Internal`] is caused by the request: its message says what to
/// do instead, and nothing was changed. The bot answers those with a short
/// ephemeral message and logs the other two.
#[derive(Debug, Error)]
pub enum Error {
    // Games.
    #[error("there is no game #{0}")]
    UnknownGame(GameId),
    #[error("you are not a player of game #{0}")]
    NotAPlayer(GameId),
    #[error("it is not your turn in game #{game}: the {to_move} are to move")]
    NotYourTurn { game: GameId, to_move: String },
    #[error("game #{game} is over ({result})")]
    GameOver { game: GameId, result: String },
    #[error(
        "game #{game} changed since you looked (it is now at move {plies}): look at the board again and resend your move"
    )]
    Stale { game: GameId, plies: u32 },
    #[error("{0}: write it like e3-e6")]
    BadNotation(#[source] ParseMoveError),
    #[error("illegal move: {0}")]
    IllegalMove(#[source] IllegalMove),
    #[error(
        "{notation} captures {actual}, not {claimed}: leave the captures out, or write them as they happen"
    )]
    WrongCaptures {
        notation: String,
        claimed: String,
        actual: String,
    },
    #[error(
        "game #{0} can no longer be aborted: both sides have moved (resign or offer a draw instead)"
    )]
    CannotAbort(GameId),
    #[error("you have already offered a draw in game #{0}: wait for your opponent's answer")]
    DrawAlreadyOffered(GameId),
    #[error("your draw offer in game #{0} was declined: you can offer again after your next move")]
    DrawRecentlyDeclined(GameId),
    #[error("there is no draw offer to answer in game #{0}")]
    NoDrawOffer(GameId),
    #[error("game #{0} is still being played: a rematch can be asked for once it is over")]
    StillPlaying(GameId),
    #[error("a rematch of game #{game} is already waiting: challenge #{challenge}")]
    RematchPending {
        game: GameId,
        challenge: ChallengeId,
    },
    #[error("game #{0} is an imported record: it can be shown and exported, not played")]
    ImportedGame(GameId),
    #[error("you have no active game here: give the game number")]
    NoActiveGameHere,
    #[error("you have several active games here ({}): give the game number", list(.0))]
    SeveralGamesHere(Vec<GameId>),

    #[error("{0}")]
    BadAiLevel(String),
    #[error("game #{0} is a tournament game: it cannot be aborted (/resign forfeits it)")]
    TournamentGameAbort(GameId),

    // Ratings and tournaments.
    #[error("{0}")]
    BadTournament(String),
    #[error("there is no tournament #{0} in this server")]
    UnknownTournament(TournamentId),
    #[error("there is no tournament {0} in this server: give its number")]
    NoTournamentHere(&'static str),
    #[error(
        "only organisers (Manage Server, or the organiser role) or the tournament's creator can do that"
    )]
    NotOrganizer,
    #[error("tournament #{id} has {status}: {what}")]
    TournamentClosed {
        id: TournamentId,
        status: &'static str,
        what: &'static str,
    },
    #[error("tournament #{0} is full")]
    TournamentFull(TournamentId),
    #[error("you have already joined tournament #{0}")]
    AlreadyJoined(TournamentId),
    #[error("you are not playing in tournament #{0}")]
    NotInTournament(TournamentId),
    #[error("tournament #{0} needs at least two players to start")]
    TooFewPlayers(TournamentId),

    // Challenges.
    #[error("there is no challenge #{0}")]
    UnknownChallenge(ChallengeId),
    #[error("challenge #{0} has expired: challenge again")]
    ChallengeExpired(ChallengeId),
    #[error("challenge #{id} was already {status}")]
    ChallengeClosed {
        id: ChallengeId,
        status: ChallengeStatus,
    },
    #[error("you cannot accept your own challenge: wait for an opponent, or cancel it")]
    OwnChallenge(ChallengeId),
    #[error("challenge #{id} is addressed to someone else (<@{opponent}>)")]
    NotAddressedToYou { id: ChallengeId, opponent: PlayerId },
    #[error("only the author of challenge #{0} can cancel it")]
    NotYourChallenge(ChallengeId),
    #[error(
        "challenge #{0} is open to anyone: it cannot be declined, only ignored (or cancelled by its author)"
    )]
    CannotDeclineOpen(ChallengeId),
    #[error("you cannot decline your own challenge: cancel it instead")]
    DeclineOwn(ChallengeId),
    #[error("you cannot challenge yourself: leave out the opponent to post an open challenge")]
    SelfChallenge,
    #[error(
        "you already have {0} open challenges: cancel one or wait for them to be taken or expire"
    )]
    TooManyChallenges(usize),
    #[error("{0}")]
    UnknownVariant(#[source] UnknownVariant),
    #[error("{0}")]
    UnknownLayout(#[source] UnknownLayout),
    #[error("the start position cannot be played: {0}")]
    BadPosition(#[source] PositionError),
    #[error("the start position is already decided ({0}): choose one where both sides can play")]
    DecidedPosition(GameResult),
    #[error("{0}")]
    BadTimeControl(#[from] TimeControlError),

    // Records.
    #[error("the record cannot be imported: {0}")]
    BadRecord(#[source] RecordError),

    // Not the player's doing.
    #[error("something went wrong on our side; please try again")]
    Storage(#[from] hnefi_store::StoreError),
    #[error("something went wrong on our side: {0}")]
    Internal(String),
}

fn list(ids: &[GameId]) -> String {
    ids.iter()
        .map(|id| format!("#{id}"))
        .collect::<Vec<_>>()
        .join(", ")
}

impl Error {
    /// Whether the request was refused because of what was asked (answer
    /// the player), rather than a failure of the service (log it).
    pub fn is_refusal(&self) -> bool {
        !matches!(self, Error::Storage(_) | Error::Internal(_))
    }

    pub(crate) fn not_your_turn(
        game: GameId,
        names: &hnefi_engine::variant::Names,
        side: Side,
    ) -> Error {
        let to_move = match side {
            Side::Attackers => names.attackers.clone(),
            Side::Defenders => names.defenders.clone(),
        };
        Error::NotYourTurn { game, to_move }
    }
}

pub type Result<T, E = Error> = std::result::Result<T, E>;
