//! Everything that can refuse a request or fail, as data: which game,
//! which side, which rule, which tournament state. Nothing here knows
//! Discord or words: `Display` is terse and for logs; the bot, in one place,
//! says each variant to a player in their language.

use hnefi_engine::{
    IllegalMove, Move, ParseMoveError, PositionError, RecordError, Side, Square, UnknownLayout,
    UnknownVariant,
};
use thiserror::Error;

use crate::challenges::ChallengeStatus;
use crate::core::clock::Timestamp;
use crate::core::ids::{ChallengeId, GameId, PlayerId, TournamentId};
use crate::games::{GameResult, GameScope, TimeControlError};
use crate::tournaments::{Format, TournamentStatus};

/// A refused request or a failure. Every variant but [`Error::Storage`] and
/// [`Error::Internal`] is a refusal caused by the request, and a refused
/// request changed nothing.
#[derive(Debug, Error)]
pub enum Error {
    // Which game.
    #[error("unknown game {0}")]
    UnknownGame(GameId),
    #[error("no game in scope {0:?}")]
    NoGameHere(GameScope),
    #[error("several games here: {0:?}")]
    SeveralGamesHere(Vec<GameId>),

    // Playing a game.
    #[error("not a player of game {0}")]
    NotAPlayer(GameId),
    #[error("game {game}: {to_move} to move")]
    NotYourTurn {
        game: GameId,
        /// The variant's key, for its names of the sides.
        variant: String,
        to_move: Side,
    },
    #[error("game {game} is over: {result:?}")]
    GameOver {
        game: GameId,
        /// The variant's key, for its names of the sides.
        variant: String,
        result: Option<GameResult>,
    },
    #[error("game {game} is now at ply {plies}")]
    Stale { game: GameId, plies: u32 },
    #[error("{0}")]
    BadNotation(#[source] ParseMoveError),
    #[error("game {game}: illegal move: {error}")]
    IllegalMove {
        game: GameId,
        /// The variant's key, for its names of pieces and squares.
        variant: String,
        #[source]
        error: IllegalMove,
    },
    #[error("{mv} captures {actual:?}, not {claimed:?}")]
    WrongCaptures {
        mv: Move,
        claimed: Vec<Square>,
        actual: Vec<Square>,
    },
    #[error("game {0}: both sides have moved, no abort")]
    CannotAbort(GameId),
    #[error("game {0}: tournament game, no abort")]
    TournamentGameAbort(GameId),
    #[error("game {0}: draw already offered")]
    DrawAlreadyOffered(GameId),
    #[error("game {0}: draw declined since the last move")]
    DrawRecentlyDeclined(GameId),
    #[error("game {0}: no draw offer")]
    NoDrawOffer(GameId),
    #[error("game {0} is imported")]
    ImportedGame(GameId),

    // Challenges and rematches.
    #[error("game {0} still running")]
    StillPlaying(GameId),
    #[error("game {game}: rematch pending as challenge {challenge}")]
    RematchPending {
        game: GameId,
        challenge: ChallengeId,
    },
    #[error("unknown challenge {0}")]
    UnknownChallenge(ChallengeId),
    #[error("challenge {0} expired")]
    ChallengeExpired(ChallengeId),
    #[error("challenge {id} is {status}")]
    ChallengeClosed {
        id: ChallengeId,
        status: ChallengeStatus,
    },
    #[error("challenge {0}: own challenge")]
    OwnChallenge(ChallengeId),
    #[error("challenge {id} is addressed to {opponent}")]
    NotAddressedToYou { id: ChallengeId, opponent: PlayerId },
    #[error("challenge {0}: not the author")]
    NotYourChallenge(ChallengeId),
    #[error("challenge {0} is open: no decline")]
    CannotDeclineOpen(ChallengeId),
    #[error("challenge {0}: declining own challenge")]
    DeclineOwn(ChallengeId),
    #[error("self-challenge")]
    SelfChallenge,
    #[error("{0} open challenges already")]
    TooManyChallenges(usize),
    #[error("{0}")]
    UnknownVariant(#[source] UnknownVariant),
    #[error("{0}")]
    UnknownLayout(#[source] UnknownLayout),
    #[error("bad start position: {error}")]
    BadPosition {
        /// The variant's key, for its names of squares and the king.
        variant: String,
        #[source]
        error: PositionError,
    },
    #[error("start position decided: {result}")]
    DecidedPosition {
        /// The variant's key, for its names of the sides.
        variant: String,
        result: GameResult,
    },
    #[error("{0}")]
    BadTimeControl(#[from] TimeControlError),
    #[error("no AI level {0}")]
    BadAiLevel(u8),
    #[error("{0} AI games already")]
    TooManyAiGames(usize),
    #[error("challenge {0} is not for the AI")]
    NotForTheAi(ChallengeId),

    // Records.
    #[error("bad record: {0}")]
    BadRecord(#[source] Box<RecordError>),

    // Tournaments.
    #[error("{0}")]
    BadTournament(#[source] TournamentRule),
    #[error("unknown tournament {0}")]
    UnknownTournament(TournamentId),
    #[error("no tournament here for {0:?}")]
    NoTournamentHere(TournamentAction),
    #[error("not an organiser")]
    NotOrganizer,
    #[error("tournament {id} is {status:?}: no {action:?}")]
    TournamentClosed {
        id: TournamentId,
        status: TournamentStatus,
        action: TournamentAction,
    },
    #[error("tournament {0}: sign-up deadline passed")]
    SignupClosed(TournamentId),
    #[error("tournament {0} is full")]
    TournamentFull(TournamentId),
    #[error("tournament {0}: already joined")]
    AlreadyJoined(TournamentId),
    #[error("tournament {0}: not a player")]
    NotInTournament(TournamentId),
    #[error("tournament {0}: too few players")]
    TooFewPlayers(TournamentId),

    // Not the request's doing.
    // A server's own rule sets
    #[error("bad rules: {0}")]
    BadRules(#[source] Box<hnefi_engine::RulesError>),
    #[error("unplayable rules: {0}")]
    UnplayableRules(#[source] Box<hnefi_engine::ruleset::CompileError>),
    #[error("rule set name not 1 to {max} characters")]
    RuleSetName { max: usize },
    #[error("rule set {0:?} exists")]
    RuleSetNameTaken(String),
    #[error("{0} rule sets already")]
    TooManyRuleSets(usize),
    #[error("no rule set {0:?}")]
    UnknownRuleSet(String),
    /// A `variant` option naming neither a built-in variant nor one of the
    /// server's rule sets.
    #[error("no variant {0:?} here")]
    NoSuchVariant(String),
    #[error("rule set {name:?} in tournament {tournament}")]
    RuleSetInUse {
        name: String,
        tournament: TournamentId,
        tournament_name: String,
    },
    #[error("rule set outside a server")]
    RuleSetNotInServer,
    #[error("not a manager of rule sets")]
    NotRuleSetManager,

    // Correspondence (docs/correspondence.md).
    #[error("vacation of {asked} days: {left} left this year")]
    VacationTooLong { asked: u32, left: u32 },
    #[error("no vacation days left this year (allowance {allowance})")]
    NoVacationDaysLeft { allowance: u32 },
    #[error("vacation of 0 days")]
    VacationTooShort,
    #[error("already away until {until:?}")]
    AlreadyAway { until: Timestamp },
    #[error("not away")]
    NotAway,
    #[error("vacation allowance above {max} days")]
    VacationAllowance { max: u32 },
    #[error("not a server manager")]
    NotServerManager,
    #[error("game {0}: conditional moves are entered on the opponent's turn")]
    PremoveOnYourTurn(GameId),
    #[error("conditional line: {error}")]
    BadPremoveLine {
        /// The variant's key, for its names of pieces and squares.
        variant: String,
        #[source]
        error: PremoveLineError,
    },
    #[error("game {0}: no conditional moves")]
    NoPremoves(GameId),

    // Reviews (docs/learning.md 1).
    #[error("game {0} is still being played: it is reviewed once it has ended")]
    ReviewUnfinished(GameId),
    #[error("game {0} has no moves to review")]
    NothingToReview(GameId),
    #[error("a review of yours is already running")]
    ReviewRunning,
    #[error("game {0} is being reviewed already")]
    ReviewUnderWay(GameId),
    #[error("the AI is busy with other reviews")]
    ReviewsBusy,

    // Puzzles (docs/learning.md 2).
    #[error("no puzzles of {variant} yet")]
    NoPuzzles { variant: String },
    #[error("every puzzle of {variant} tried")]
    PuzzlesExhausted { variant: String },
    #[error("no puzzle open: ask for one first")]
    NoOpenPuzzle,
    #[error("move {index} of the answer, {mv}, cannot be played there")]
    PuzzleIllegalMove {
        mv: Move,
        /// Its place in the answer, from 1.
        index: usize,
    },
    #[error("the puzzle changed meanwhile")]
    PuzzleChanged,
    #[error("puzzle {0} was tried before")]
    PuzzleTried(String),
    #[error("unknown puzzle {0}")]
    UnknownPuzzle(String),

    #[error("storage: {0}")]
    Storage(#[from] hnefi_store::StoreError),
    #[error("internal: {0}")]
    Internal(String),
}

/// What is wrong with a conditional line (`/premove set`).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PremoveLineError {
    #[error("empty line")]
    Empty,
    #[error("an odd number of moves: the opponent's move {0} has no reply")]
    NoReply(usize),
    #[error("more than {max} moves")]
    TooLong { max: usize },
    /// Move `index` (1-based in the line) is not notation.
    #[error("move {index}: {error}")]
    Notation {
        index: usize,
        text: String,
        #[source]
        error: ParseMoveError,
    },
    /// Move `index` cannot be played where the line has come.
    #[error("move {index} {text}: {error}")]
    Illegal {
        index: usize,
        text: String,
        mine: bool,
        #[source]
        error: IllegalMove,
    },
    /// The game would be over before move `index`.
    #[error("the game ends before move {index}")]
    GameEnds { index: usize },
}

/// Why a tournament cannot be created, or joined by this player, as asked.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum TournamentRule {
    #[error("tournament outside a server")]
    NotInServer,
    #[error("tournament name not 1 to {max} characters")]
    Name { max: usize },
    #[error("Swiss rounds not 1 to {max}")]
    SwissRounds { max: u32 },
    #[error("rounds given for {0}")]
    RoundsOnlyForSwiss(Format),
    #[error("{format} players not 2 to {max}")]
    Players { format: Format, max: u32 },
    #[error("sign-up longer than {max_days} days")]
    Signup { max_days: u32 },
    #[error("AI in a tournament")]
    NoAi,
    #[error("unknown format {0:?}")]
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

impl Error {
    /// Whether the request was refused because of what was asked (answer
    /// it), rather than a failure of the service (log it).
    pub fn is_refusal(&self) -> bool {
        !matches!(self, Error::Storage(_) | Error::Internal(_))
    }
}

pub type Result<T, E = Error> = std::result::Result<T, E>;
