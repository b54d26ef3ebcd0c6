//! A game's start and its end from outside the rules, each written with
//! its event in the caller's transaction. Challenges and tournaments start
//! games here; resignations, agreed draws, aborts, timeouts, withdrawals
//! and cancelled tournaments end them here.

use hnefi_engine::{Outcome, Position, Side};
use hnefi_store::{DrawStatus, GameStatus, NewGame};

use super::clock::{plan, start_clock};
use super::query::summary;
use super::time_control::TimeControl;
use super::view::GameSummary;
use crate::core::clock::Timestamp;
use crate::core::codes::Code;
use crate::core::ids::{ChallengeId, GameId, Place, PlayerId};
use crate::core::{Core, Tx};
use crate::error::{Error, Result};
use crate::events::{StoredEvent, StoredRatingChange};
use crate::ratings::{self, RatingChange};

/// A game about to start: who, where, from what.
pub(crate) struct GameSetup<'a> {
    /// The accepted challenge and the message showing it.
    pub challenge: Option<(ChallengeId, Option<i64>)>,
    pub place: Place,
    pub layout: &'a str,
    pub start: &'a Position,
    pub custom_start: bool,
    pub attacker: PlayerId,
    pub defender: PlayerId,
    pub time: TimeControl,
    /// Whether vacations may stop the clock (a tournament may say no);
    /// they stop it only in correspondence games.
    pub vacation: bool,
    pub rated: bool,
    pub first_mover_drawn: bool,
    pub tournament: Option<i64>,
    /// Who starts it (the caller), if anyone.
    pub by: Option<PlayerId>,
}

/// Inserts a game that starts now from `setup.start`, starts the first
/// mover's clock and writes `GameStarted`, all in `tx`.
pub(crate) async fn start_in(
    core: &Core,
    tx: &mut Tx,
    setup: GameSetup<'_>,
    now: Timestamp,
) -> Result<GameSummary> {
    let position = setup.start.to_string();
    let to_move = setup.start.turn();
    // A server's rule set travels with the game (docs/discord.md "/variant").
    let variant = setup.start.variant();
    let rules = crate::core::variants::is_rule_set_key(variant.key())
        .then(|| variant.rule_set().map(|r| r.canonical()))
        .flatten();
    // A game started from a game's thread (a rematch asked there) is played
    // on in that thread: a thread cannot open inside a thread.
    let thread = hnefi_store::games::is_game_thread(tx, setup.place.channel)
        .await?
        .then_some(setup.place.channel);
    let pausable = setup.vacation && setup.time.is_correspondence();
    let game_id = hnefi_store::games::insert(
        tx,
        &NewGame {
            challenge_id: setup.challenge.map(|(id, _)| id.0),
            source: "challenge",
            guild_id: setup.place.guild,
            channel_id: setup.place.channel,
            thread_id: thread,
            variant: setup.start.variant().key(),
            layout: setup.layout,
            start_position: &position,
            custom_start: setup.custom_start,
            attacker_id: setup.attacker.0,
            defender_id: setup.defender.0,
            move_time_ms: setup.time.millis(),
            bank_ms: setup.time.bank_millis(),
            vacation: pausable,
            rated: setup.rated,
            status: GameStatus::Active,
            winner: None,
            reason: None,
            plies: 0,
            position: &position,
            to_move: to_move.as_str(),
            record_tags: None,
            finished_at: None,
            tournament_id: setup.tournament,
            rules: rules.as_deref(),
            now: now.millis(),
        },
    )
    .await?;
    let game = GameId(game_id);
    let player_to_move = match to_move {
        Side::Attackers => setup.attacker,
        Side::Defenders => setup.defender,
    };
    let away_until = if pausable {
        let guild = setup.place.guild.unwrap_or(0);
        hnefi_store::vacations::open_of(tx, player_to_move.0, guild)
            .await?
            .map(|v| Timestamp(v.until_at))
    } else {
        None
    };
    let planned = plan(core, setup.time, setup.time.bank(), now, away_until);
    start_clock(tx, game, planned, 0, to_move, player_to_move, now).await?;
    let started = summary(tx, game).await?;
    core.emit(
        tx,
        &StoredEvent::GameStarted {
            game: (&started).into(),
            challenge_message: setup.challenge.and_then(|(_, message)| message),
            first_mover_drawn: setup.first_mover_drawn,
            by: setup.by,
        },
        now,
    )
    .await?;
    Ok(started)
}

/// A game that just ended, and what it did to the ratings.
pub(crate) struct Ended {
    pub game: GameSummary,
    pub rating: Option<RatingChange>,
}

/// Ends a live game from outside the rules, in `tx`: the result, the clock
/// stopped, a pending draw offer void, the rating change, and
/// `GameFinished`.
pub(crate) async fn end_in(
    core: &Core,
    tx: &mut Tx,
    game: GameId,
    status: GameStatus,
    outcome: Outcome,
    by: Option<PlayerId>,
    now: Timestamp,
) -> Result<Ended> {
    let ended = hnefi_store::games::finish(
        tx,
        game.0,
        None,
        status,
        outcome.winner.code(),
        outcome.reason.code(),
        now.millis(),
    )
    .await?;
    if !ended {
        return Err(Error::Internal(format!("game #{game} was not live")));
    }
    hnefi_store::deadlines::clear(tx, game.0).await?;
    hnefi_store::premoves::clear_game(tx, game.0, now.millis()).await?;
    hnefi_store::draws::close_pending(tx, game.0, None, DrawStatus::Void, now.millis()).await?;
    let after = summary(tx, game).await?;
    let rating = finished_in(core, tx, &after, by, now).await?;
    Ok(Ended {
        game: after,
        rating,
    })
}

/// What follows any end of a game, a move's included: the rating change
/// and `GameFinished` carrying it.
pub(crate) async fn finished_in(
    core: &Core,
    tx: &mut Tx,
    game: &GameSummary,
    by: Option<PlayerId>,
    now: Timestamp,
) -> Result<Option<RatingChange>> {
    let rating = match game.finished() {
        Some(finished) => ratings::apply_in(tx, &finished, now).await?,
        None => None,
    };
    core.emit(
        tx,
        &StoredEvent::GameFinished {
            game: game.into(),
            rating: rating.as_ref().map(StoredRatingChange::from),
            by,
        },
        now,
    )
    .await?;
    Ok(rating)
}
