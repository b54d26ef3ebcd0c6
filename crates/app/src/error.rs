//! Everything that can refuse a request or fail, as data: which game,
//! which side, which rule, which tournament state. Nothing here knows
//! Discord: `Display` says it in plain words with generic names
//! ("attackers", "player 123"), and the bot, in one place, says it with
//! the variant's names, mentions and its own commands.

use hnefi_engine::{
    IllegalMove, Move, ParseMoveError, PositionError, RecordError, Side, Square, UnknownLayout,
    UnknownVariant,
};
use thiserror::Error;

use crate::challenges::ChallengeStatus;
use crate::core::ids::{ChallengeId, GameId, PlayerId, TournamentId};
use crate::games::{GameResult, GameScope, TimeControlError};
use crate::tournaments::{Format, TournamentStatus};

/// A refused request or a failure. Every variant but [`Error::Storage`] and
/// [`Error::Internal`] is a refusal caused by the request, and a refused
/// request changed nothing.
#[derive(Debug, Error)]
pub enum Error {
    // Which game.
    #[error("there is no game #{0}")]
    UnknownGame(GameId),
    #[error("{}", no_game_here(*.0))]
    NoGameHere(GameScope),
    #[error("you have several active games here ({}): give the game number", list(.0))]
    SeveralGamesHere(Vec<GameId>),

    // Playing a game.
    #[error("you are not a player of game #{0}")]
    NotAPlayer(GameId),
    #[error("it is not your turn in game #{game}: the {to_move} are to move")]
    NotYourTurn {
        game: GameId,
        /// The variant's key, for its names of the sides.
        variant: String,
        to_move: Side,
    },
    #[error("game #{game} is over ({})", result_text(.result))]
    GameOver {
        game: GameId,
        result: Option<GameResult>,
    },
    #[error(
        "game #{game} changed since you looked (it is now at move {plies}): look at the board again and resend your move"
    )]
    Stale { game: GameId, plies: u32 },
    #[error("{0}")]
    BadNotation(#[source] ParseMoveError),
    #[error("illegal move: {error}")]
    IllegalMove {
        game: GameId,
        /// The variant's key, for its names of pieces and squares.
        variant: String,
        #[source]
        error: IllegalMove,
    },
    #[error(
        "{mv} captures {}, not {}: leave the captures out, or write them as they happen",
        squares(.actual),
        squares(.claimed)
    )]
    WrongCaptures {
        mv: Move,
        claimed: Vec<Square>,
        actual: Vec<Square>,
    },
    #[error(
        "game #{0} can no longer be aborted: both sides have moved (resign or offer a draw instead)"
    )]
    CannotAbort(GameId),
    #[error("game #{0} is a tournament game: it cannot be aborted (resigning forfeits it)")]
    TournamentGameAbort(GameId),
    #[error("you have already offered a draw in game #{0}: wait for your opponent's answer")]
    DrawAlreadyOffered(GameId),
    #[error("your draw offer in game #{0} was declined: you can offer again after your next move")]
    DrawRecentlyDeclined(GameId),
    #[error("there is no draw offer to answer in game #{0}")]
    NoDrawOffer(GameId),
    #[error("game #{0} is an imported record: it can be shown and exported, not played")]
    ImportedGame(GameId),

    // Challenges and rematches.
    #[error("game #{0} is still being played: a rematch can be asked for once it is over")]
    StillPlaying(GameId),
    #[error("a rematch of game #{game} is already waiting: challenge #{challenge}")]
    RematchPending {
        game: GameId,
        challenge: ChallengeId,
    },
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
    #[error("challenge #{id} is addressed to someone else (player {opponent})")]
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
    #[error("level {0} does not exist (levels are 1 to 5)")]
    BadAiLevel(u8),
    #[error(
        "you already play {0} games against the AI: finish or resign one before starting another"
    )]
    TooManyAiGames(usize),
    #[error("challenge #{0} is not addressed to the AI")]
    NotForTheAi(ChallengeId),

    // Records.
    #[error("the record cannot be imported: {0}")]
    BadRecord(#[source] Box<RecordError>),

    // Tournaments.
    #[error("{0}")]
    BadTournament(#[source] TournamentRule),
    #[error("there is no tournament #{0} in this server")]
    UnknownTournament(TournamentId),
    #[error("there is no tournament {} in this server: give its number", .0.wanted())]
    NoTournamentHere(TournamentAction),
    #[error("only organisers or the tournament's creator can do that")]
    NotOrganizer,
    #[error("tournament #{id} has {}: {}", status_text(*.status), .action.refused())]
    TournamentClosed {
        id: TournamentId,
        status: TournamentStatus,
        action: TournamentAction,
    },
    #[error("tournament #{0} has reached its sign-up deadline: sign-up is closed")]
    SignupClosed(TournamentId),
    #[error("tournament #{0} is full")]
    TournamentFull(TournamentId),
    #[error("you have already joined tournament #{0}")]
    AlreadyJoined(TournamentId),
    #[error("you are not playing in tournament #{0}")]
    NotInTournament(TournamentId),
    #[error("tournament #{0} needs at least two players to start")]
    TooFewPlayers(TournamentId),

    // Not the request's doing.
    #[error("something went wrong on our side; please try again")]
    Storage(#[from] hnefi_store::StoreError),
    #[error("something went wrong on our side: {0}")]
    Internal(String),
}

/// Why a tournament cannot be created, or joined by this player, as asked.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum TournamentRule {
    #[error("tournaments are held in a server, not in direct messages")]
    NotInServer,
    #[error("give the tournament a name of 1 to {max} characters")]
    Name { max: usize },
    #[error("a Swiss tournament has 1 to {max} rounds")]
    SwissRounds { max: u32 },
    #[error("the number of rounds is set only for Swiss: a {0} sets its own")]
    RoundsOnlyForSwiss(Format),
    #[error("a {format} takes 2 to {max} players")]
    Players { format: Format, max: u32 },
    #[error("sign-up can stay open for at most {max_days} days")]
    Signup { max_days: u32 },
    #[error("the AI does not play in tournaments")]
    NoAi,
    #[error("unknown format `{0}`: use round_robin, swiss or knockout")]
    UnknownFormat(String),
}

/// What was asked of a tournament.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TournamentAction {
    Join,
    Leave,
    Start,
    Cancel,
    /// Looking at it (standings, pairings).
    Show,
}

impl TournamentAction {
    /// Why the action is refused when the tournament's state forbids it.
    fn refused(self) -> &'static str {
        match self {
            TournamentAction::Join => "sign-up is closed",
            TournamentAction::Leave => "there is nothing to leave",
            TournamentAction::Start => "it cannot be started",
            TournamentAction::Cancel => "it cannot be cancelled",
            TournamentAction::Show => "there is nothing to show",
        }
    }

    /// Which tournament was looked for: "open for sign-up", "to leave"...
    fn wanted(self) -> &'static str {
        match self {
            TournamentAction::Join | TournamentAction::Start => "open for sign-up",
            TournamentAction::Leave => "to leave",
            TournamentAction::Cancel => "to cancel",
            TournamentAction::Show => "to show",
        }
    }
}

fn status_text(status: TournamentStatus) -> &'static str {
    match status {
        TournamentStatus::Signup => "not started yet",
        TournamentStatus::Running => "already started",
        TournamentStatus::Finished => "finished",
        TournamentStatus::Cancelled => "been cancelled",
    }
}

fn no_game_here(scope: GameScope) -> &'static str {
    match scope {
        GameScope::Active => "you have no active game here: give the game number",
        GameScope::ActiveOrLatest => "there is no game here: give the game number",
        GameScope::LastFinished => {
            "you have no finished game here: give the number of the game to replay"
        }
    }
}

fn list(ids: &[GameId]) -> String {
    ids.iter()
        .map(|id| format!("#{id}"))
        .collect::<Vec<_>>()
        .join(", ")
}

fn squares(set: &[Square]) -> String {
    if set.is_empty() {
        return "nothing".to_string();
    }
    set.iter()
        .map(Square::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

fn result_text(result: &Option<GameResult>) -> String {
    result.map_or_else(|| "no result".to_string(), |r| r.to_string())
}

impl Error {
    /// Whether the request was refused because of what was asked (answer
    /// it), rather than a failure of the service (log it).
    pub fn is_refusal(&self) -> bool {
        !matches!(self, Error::Storage(_) | Error::Internal(_))
    }
}

pub type Result<T, E = Error> = std::result::Result<T, E>;
