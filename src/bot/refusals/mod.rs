//! The one place where refusals become words (the catalogue's
//! `refusals.ftl`): every error variant of the app, the engine and the bot
//! itself has its message, chosen by an exhaustive `match`, so a new
//! variant cannot reach a player unsaid. Names come from the variant
//! (its sides, king and squares), players are mentioned.

mod correspondence;
mod moves;
mod positions;
mod puzzles;
mod records;
mod reviews;
mod rule_sets;
mod tournaments;

use hnefi_app::{ChallengeStatus, Error, GameId, GameScope, TimeControlError};
use hnefi_engine::{UnknownLayout, UnknownVariant};

use super::i18n::{Lang, t};
use super::words::{mention, result_text, side_name, variant_name};

pub use moves::{illegal_move, not_a_move, parse_move_error, squares};
pub use positions::position_error;
pub use records::record_error;
pub use rule_sets::{compile_error, rules_error, rules_warning};
pub use tournaments::format as tournament_format;

/// What a person whose request the app refused is told (without the
/// leading ⚠️). Failures of ours get the apology instead.
pub fn refusal(lang: Lang, error: &Error) -> String {
    match error {
        Error::UnknownGame(game) => t!(lang, "refusal-unknown-game", game = game.0),
        Error::NoGameHere(GameScope::Active) => t!(lang, "refusal-no-active-game"),
        Error::NoGameHere(GameScope::ActiveOrLatest) => t!(lang, "refusal-no-game"),
        Error::NoGameHere(GameScope::LastFinished) => t!(lang, "refusal-no-finished-game"),
        Error::SeveralGamesHere(games) => t!(lang, "refusal-several-games", games = list(games)),
        Error::NotAPlayer(game) => t!(lang, "refusal-not-a-player", game = game.0),
        Error::NotYourTurn {
            game,
            variant,
            to_move,
        } => t!(
            lang,
            "refusal-not-your-turn",
            game = game.0,
            side = side_name(lang, variant, *to_move)
        ),
        Error::GameOver {
            game,
            variant,
            result,
        } => match result {
            Some(result) => t!(
                lang,
                "refusal-game-over",
                game = game.0,
                result = result_text(lang, variant, result.winner, result.reason)
            ),
            None => t!(lang, "refusal-game-over-unknown", game = game.0),
        },
        Error::Stale { game, plies } => t!(lang, "refusal-stale", game = game.0, move = *plies),
        Error::BadNotation(error) => parse_move_error(lang, error),
        Error::IllegalMove { variant, error, .. } => t!(
            lang,
            "refusal-illegal-move",
            reason = illegal_move(lang, variant, error)
        ),
        Error::WrongCaptures {
            mv,
            claimed,
            actual,
        } => t!(
            lang,
            "refusal-wrong-captures",
            move = mv.to_string(),
            actual = squares(lang, actual),
            claimed = squares(lang, claimed)
        ),
        Error::CannotAbort(game) => t!(lang, "refusal-cannot-abort", game = game.0),
        Error::TournamentGameAbort(game) => {
            t!(lang, "refusal-tournament-game-abort", game = game.0)
        }
        Error::DrawAlreadyOffered(game) => t!(lang, "refusal-draw-already-offered", game = game.0),
        Error::DrawRecentlyDeclined(game) => {
            t!(lang, "refusal-draw-recently-declined", game = game.0)
        }
        Error::NoDrawOffer(game) => t!(lang, "refusal-no-draw-offer", game = game.0),
        Error::ImportedGame(game) => t!(lang, "refusal-imported-game", game = game.0),
        Error::StillPlaying(game) => t!(lang, "refusal-still-playing", game = game.0),
        Error::RematchPending { game, challenge } => t!(
            lang,
            "refusal-rematch-pending",
            game = game.0,
            challenge = challenge.0
        ),
        Error::UnknownChallenge(id) => t!(lang, "refusal-unknown-challenge", challenge = id.0),
        Error::ChallengeExpired(id) => t!(lang, "refusal-challenge-expired", challenge = id.0),
        Error::ChallengeClosed { id, status } => t!(
            lang,
            "refusal-challenge-closed",
            challenge = id.0,
            status = challenge_status(*status)
        ),
        Error::OwnChallenge(_) => t!(lang, "refusal-own-challenge"),
        Error::NotAddressedToYou { id, opponent } => t!(
            lang,
            "refusal-not-addressed-to-you",
            challenge = id.0,
            opponent = mention(lang, *opponent)
        ),
        Error::NotYourChallenge(id) => t!(lang, "refusal-not-your-challenge", challenge = id.0),
        Error::CannotDeclineOpen(id) => t!(lang, "refusal-cannot-decline-open", challenge = id.0),
        Error::DeclineOwn(_) => t!(lang, "refusal-decline-own"),
        Error::SelfChallenge => t!(lang, "refusal-self-challenge"),
        Error::TooManyChallenges(count) => t!(lang, "refusal-too-many-challenges", count = *count),
        Error::UnknownVariant(unknown) => unknown_variant(lang, unknown),
        Error::UnknownLayout(unknown) => unknown_layout(lang, unknown),
        Error::BadPosition { variant, error } => t!(
            lang,
            "refusal-bad-position",
            reason = positions::position_error(lang, variant, error)
        ),
        Error::DecidedPosition { variant, result } => t!(
            lang,
            "refusal-decided-position",
            result = result_text(lang, variant, result.winner, result.reason)
        ),
        Error::BadTimeControl(error) => time_control(lang, error),
        Error::BadAiLevel(level) => t!(lang, "refusal-bad-ai-level", level = *level),
        Error::TooManyAiGames(count) => t!(lang, "refusal-too-many-ai-games", count = *count),
        Error::NotForTheAi(id) => t!(lang, "refusal-not-for-the-ai", challenge = id.0),
        Error::BadRecord(error) => t!(
            lang,
            "refusal-bad-record",
            reason = records::record_error(lang, error)
        ),
        Error::BadTournament(rule) => tournaments::rule(lang, rule),
        Error::UnknownTournament(id) => {
            t!(lang, "refusal-unknown-tournament", tournament = id.0)
        }
        Error::NoTournamentHere(action) => t!(
            lang,
            "refusal-no-tournament-here",
            action = tournaments::action(*action)
        ),
        Error::NotOrganizer => t!(lang, "refusal-not-organizer"),
        Error::TournamentClosed { id, status, action } => t!(
            lang,
            "refusal-tournament-closed",
            tournament = id.0,
            status = tournaments::status(*status),
            action = tournaments::action(*action)
        ),
        Error::SignupClosed(id) => t!(lang, "refusal-signup-closed", tournament = id.0),
        Error::TournamentFull(id) => t!(lang, "refusal-tournament-full", tournament = id.0),
        Error::AlreadyJoined(id) => t!(lang, "refusal-already-joined", tournament = id.0),
        Error::NotInTournament(id) => t!(lang, "refusal-not-in-tournament", tournament = id.0),
        Error::TooFewPlayers(id) => t!(lang, "refusal-too-few-players", tournament = id.0),
        Error::BadRules(error) => t!(lang, "refusal-bad-rules", reason = rules_error(lang, error)),
        Error::UnplayableRules(error) => t!(
            lang,
            "refusal-unplayable-rules",
            reason = compile_error(lang, "custom", error)
        ),
        Error::RuleSetName { max } => t!(lang, "refusal-rule-set-name", max = *max),
        Error::RuleSetNameTaken(name) => t!(lang, "refusal-rule-set-name-taken", name = name),
        Error::TooManyRuleSets(count) => t!(lang, "refusal-too-many-rule-sets", count = *count),
        Error::UnknownRuleSet(name) => t!(lang, "refusal-unknown-rule-set", name = name),
        Error::NoSuchVariant(name) => t!(lang, "refusal-no-such-variant", name = name),
        Error::RuleSetInUse {
            name,
            tournament,
            tournament_name,
        } => t!(
            lang,
            "refusal-rule-set-in-use",
            name = name,
            tournament = tournament.0,
            tournament_name = tournament_name
        ),
        Error::RuleSetNotInServer => t!(lang, "refusal-rule-set-not-in-server"),
        Error::NotRuleSetManager => t!(lang, "refusal-not-rule-set-manager"),
        Error::VacationTooLong { .. }
        | Error::NoVacationDaysLeft { .. }
        | Error::VacationTooShort
        | Error::AlreadyAway { .. }
        | Error::NotAway
        | Error::VacationAllowance { .. }
        | Error::NotServerManager
        | Error::PremoveOnYourTurn(_)
        | Error::BadPremoveLine { .. }
        | Error::NoPremoves(_) => correspondence::refusal(lang, error),
        Error::ReviewUnfinished(_)
        | Error::NothingToReview(_)
        | Error::ReviewRunning
        | Error::ReviewUnderWay(_)
        | Error::ReviewsBusy => reviews::refusal(lang, error),
        Error::NoPuzzles { .. }
        | Error::PuzzlesExhausted { .. }
        | Error::NoOpenPuzzle
        | Error::PuzzleIllegalMove { .. }
        | Error::PuzzleChanged
        | Error::PuzzleTried(_)
        | Error::UnknownPuzzle(_) => puzzles::refusal(lang, error),
        // Not the person's doing: they get the apology, with a reference.
        Error::Storage(_) | Error::Internal(_) => t!(lang, "failure", reference = "-"),
    }
}

pub fn unknown_variant(lang: Lang, unknown: &UnknownVariant) -> String {
    t!(
        lang,
        "refusal-unknown-variant",
        key = &unknown.key,
        known = &unknown.known
    )
}

pub fn unknown_layout(lang: Lang, unknown: &UnknownLayout) -> String {
    t!(
        lang,
        "refusal-unknown-layout",
        variant = variant_name(lang, &unknown.variant),
        layout = &unknown.name,
        known = &unknown.known
    )
}

/// What the bot refuses by itself, before the app is asked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BotRefusal {
    /// A button of a game that has ended since it was drawn.
    GameAlreadyOver(GameId),
    /// A challenge addressed to another bot.
    BotOpponent,
    /// A command for members with Manage Server only.
    NotServerManager,
    /// Every slot of the heavy-work pool is busy (imports do not queue).
    Busy,
    /// `/import` with a file over the limit.
    RecordTooLarge { max_kb: u32 },
    /// `/import` with a file that is not text.
    NotARecord,
    /// `/import text` without `variant`.
    ImportNeedsVariant,
    /// `/import` with neither a file nor a line of moves.
    ImportNothing,
}

/// What the bot itself refuses, before the app is asked.
pub fn bot_refusal(lang: Lang, refusal: &BotRefusal) -> String {
    match refusal {
        BotRefusal::GameAlreadyOver(game) => {
            t!(lang, "refusal-game-already-over", game = game.0)
        }
        BotRefusal::BotOpponent => t!(lang, "refusal-bot-opponent"),
        BotRefusal::NotServerManager => t!(lang, "refusal-manage-server"),
        BotRefusal::Busy => t!(lang, "refusal-busy"),
        BotRefusal::RecordTooLarge { max_kb } => {
            t!(lang, "refusal-record-too-large", max_kb = *max_kb)
        }
        BotRefusal::NotARecord => t!(lang, "refusal-not-a-record"),
        BotRefusal::ImportNeedsVariant => t!(lang, "refusal-import-needs-variant"),
        BotRefusal::ImportNothing => t!(lang, "refusal-import-nothing"),
    }
}

pub fn time_control(lang: Lang, error: &TimeControlError) -> String {
    match error {
        TimeControlError::Malformed(text) => t!(lang, "refusal-time-malformed", text = text),
        TimeControlError::TooShort(time) => t!(lang, "refusal-time-too-short", time = time),
        TimeControlError::TooLong(time) => t!(lang, "refusal-time-too-long", time = time),
        TimeControlError::BankTooShort(time) => t!(lang, "refusal-bank-too-short", time = time),
        TimeControlError::BankTooLong(time) => t!(lang, "refusal-bank-too-long", time = time),
    }
}

/// The selector of `refusal-challenge-closed`.
fn challenge_status(status: ChallengeStatus) -> &'static str {
    match status {
        ChallengeStatus::Open => "open",
        ChallengeStatus::Accepted => "accepted",
        ChallengeStatus::Declined => "declined",
        ChallengeStatus::Cancelled => "cancelled",
        ChallengeStatus::Expired => "expired",
    }
}

fn list(ids: &[GameId]) -> String {
    ids.iter()
        .map(|id| format!("#{id}"))
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(test)]
mod tests;
