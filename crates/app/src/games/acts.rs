//! Acting in a game besides moving: resigning, aborting, offering and
//! answering draws.
//!
//! Decisions where the issue is silent:
//! - **Draws.** `/draw` offers, or accepts the opponent's pending offer.
//!   Either player may offer at any time of a live game, one offer pending
//!   per game. An offer lapses when its maker moves (so offer after your
//!   move, as over the board); moving does not decline the opponent's
//!   offer. After a declined offer, its maker must move before offering
//!   again. A game that ends otherwise voids a pending offer.
//! - **Abort** is allowed to either player while at least one side has
//!   not made a move (fewer than two plies); never in a tournament.
//! - **Resign** is allowed at any time of a live game, on either turn.

use hnefi_engine::{Outcome, Reason, Side, Winner};
use hnefi_store::{DrawStatus, GameRow, GameStatus};

use super::Games;
use super::clock::ran_out;
use super::lifecycle::{Ended, end_in};
use super::query::resolve;
use super::view::{Board, GameSummary};
use crate::core::Tx;
use crate::core::clock::Timestamp;
use crate::core::ids::PlayerId;
use crate::error::{Error, Result};
use crate::events::StoredEvent;
use crate::games::GameRef;

/// What `/draw` did.
// Returned once and matched at once, never stored: its size is no cost.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug)]
pub enum DrawOutcome {
    /// The offer stands until the opponent answers or the offerer moves.
    Offered(GameSummary),
    /// The opponent had offered a draw: it is agreed and the game is over.
    Agreed(Board),
}

/// A live game a player may act in, opened in a write transaction.
struct Acting {
    tx: Tx,
    row: GameRow,
    game: GameSummary,
    side: Side,
}

impl Games {
    /// Opens a write transaction on the game a player acts in: the game
    /// must be live and the player one of its players; a clock that has run
    /// out ends the game first (then the action is refused as too late).
    async fn act_on(&self, which: GameRef, player: PlayerId, now: Timestamp) -> Result<Acting> {
        loop {
            let mut tx = self.core.write().await?;
            let row = resolve(&mut tx, player, which).await?;
            let game = GameSummary::from_row(&row)?;
            let side = check_player(&game, player)?;
            if ran_out(&game, now) {
                // The clock is ended in a transaction of its own; if a
                // vacation stopped it instead, the game is looked at again.
                drop(tx);
                match self.too_late(game.id, now).await {
                    Some(refusal) => return Err(refusal),
                    None => continue,
                }
            }
            return Ok(Acting {
                tx,
                row,
                game,
                side,
            });
        }
    }

    /// Ends the game acted on and returns its final board.
    async fn end(
        &self,
        mut acting: Acting,
        status: GameStatus,
        outcome: Outcome,
        now: Timestamp,
    ) -> Result<Board> {
        let mut game = self.engine_game(&mut acting.tx, &acting.row).await?;
        let by = acting.game.player(acting.side);
        let Ended {
            game: summary,
            rating,
        } = end_in(
            &self.core,
            &mut acting.tx,
            acting.game.id,
            status,
            outcome,
            Some(by),
            now,
        )
        .await?;
        self.core.commit(acting.tx).await?;
        self.cache().remove(summary.id.0);
        if !game.is_over() {
            game.finish(outcome)
                .map_err(|e| Error::Internal(format!("game #{}: {e}", summary.id)))?;
        }
        Ok(Board {
            summary,
            game,
            rating,
        })
    }

    /// Resigns (`/resign`): the opponent wins.
    pub async fn resign(&self, which: impl Into<GameRef>, by: PlayerId) -> Result<Board> {
        let now = self.core.now();
        let acting = self.act_on(which.into(), by, now).await?;
        let outcome = Outcome::win(acting.side.other(), Reason::Resigned);
        self.end(acting, GameStatus::Finished, outcome, now).await
    }

    /// Aborts a game in which a side has not moved yet (`/abort`): no
    /// result, never rated. Either player may.
    pub async fn abort(&self, which: impl Into<GameRef>, by: PlayerId) -> Result<GameSummary> {
        let now = self.core.now();
        let acting = self.act_on(which.into(), by, now).await?;
        let id = acting.game.id;
        if acting.row.tournament_id.is_some() {
            return Err(Error::TournamentGameAbort(id));
        }
        if acting.row.plies >= 2 {
            return Err(Error::CannotAbort(id));
        }
        let outcome = Outcome::new(Winner::Draw, Reason::Aborted);
        let board = self.end(acting, GameStatus::Aborted, outcome, now).await?;
        Ok(board.summary)
    }

    /// Offers a draw (`/draw`), or accepts the opponent's pending offer.
    pub async fn offer_draw(&self, which: impl Into<GameRef>, by: PlayerId) -> Result<DrawOutcome> {
        let now = self.core.now();
        let mut acting = self.act_on(which.into(), by, now).await?;
        let id = acting.game.id;
        let tx = &mut acting.tx;
        if let Some(offer) = hnefi_store::draws::pending(tx, id.0).await? {
            if offer.player_id == by.0 {
                return Err(Error::DrawAlreadyOffered(id));
            }
            hnefi_store::draws::answer(tx, offer.id, DrawStatus::Accepted, now.millis()).await?;
            let outcome = Outcome::new(Winner::Draw, Reason::DrawAgreed);
            let board = self.end(acting, GameStatus::Finished, outcome, now).await?;
            return Ok(DrawOutcome::Agreed(board));
        }
        if let Some(last) = hnefi_store::draws::latest_by(tx, id.0, by.0).await? {
            if last.ply == acting.row.plies && last.status == DrawStatus::Declined {
                return Err(Error::DrawRecentlyDeclined(id));
            }
        }
        let side = acting.side;
        hnefi_store::draws::offer(
            tx,
            id.0,
            by.0,
            side.as_str(),
            acting.row.plies,
            now.millis(),
        )
        .await?;
        let to = acting.game.player(side.other());
        let offered = StoredEvent::DrawOffered {
            game: (&acting.game).into(),
            by,
            to,
        };
        self.core.emit(&mut acting.tx, &offered, now).await?;
        self.core.commit(acting.tx).await?;
        Ok(DrawOutcome::Offered(acting.game))
    }

    /// Accepts the opponent's pending draw offer: the game is drawn.
    pub async fn accept_draw(&self, which: impl Into<GameRef>, by: PlayerId) -> Result<Board> {
        let now = self.core.now();
        let (acting, _) = self
            .answer_offer(which.into(), by, DrawStatus::Accepted, now)
            .await?;
        let outcome = Outcome::new(Winner::Draw, Reason::DrawAgreed);
        self.end(acting, GameStatus::Finished, outcome, now).await
    }

    /// Declines the opponent's pending draw offer; the game goes on.
    pub async fn decline_draw(
        &self,
        which: impl Into<GameRef>,
        by: PlayerId,
    ) -> Result<GameSummary> {
        let now = self.core.now();
        let (mut acting, offered_by) = self
            .answer_offer(which.into(), by, DrawStatus::Declined, now)
            .await?;
        let declined = StoredEvent::DrawDeclined {
            game: (&acting.game).into(),
            by,
            offered_by,
        };
        self.core.emit(&mut acting.tx, &declined, now).await?;
        self.core.commit(acting.tx).await?;
        Ok(acting.game)
    }

    /// Answers the opponent's pending draw offer with `answer`; who made
    /// it.
    async fn answer_offer(
        &self,
        which: GameRef,
        by: PlayerId,
        answer: DrawStatus,
        now: Timestamp,
    ) -> Result<(Acting, PlayerId)> {
        let mut acting = self.act_on(which, by, now).await?;
        let id = acting.game.id;
        let offer = hnefi_store::draws::pending(&mut acting.tx, id.0)
            .await?
            .filter(|o| o.player_id != by.0)
            .ok_or(Error::NoDrawOffer(id))?;
        hnefi_store::draws::answer(&mut acting.tx, offer.id, answer, now.millis()).await?;
        Ok((acting, PlayerId(offer.player_id)))
    }
}

/// The side of a player in a game that can be played on.
pub(crate) fn check_player(game: &GameSummary, player: PlayerId) -> Result<Side> {
    if game.status == GameStatus::Imported {
        return Err(Error::ImportedGame(game.id));
    }
    let side = game.side_of(player).ok_or(Error::NotAPlayer(game.id))?;
    if !game.is_active() {
        return Err(Error::GameOver {
            game: game.id,
            variant: game.variant.clone(),
            result: game.result,
        });
    }
    Ok(side)
}
