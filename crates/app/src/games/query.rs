//! Which game a request means, and looking at games: summaries, lists,
//! boards, full views.

use hnefi_store::{Conn, GameRow};

use super::Games;
use super::cache::replay;
use super::view::{Board, ClockState, DrawOffer, GameSummary, GameView, MoveRecord};
use crate::core::clock::Timestamp;
use crate::core::codes::decode;
use crate::core::ids::{GameId, PlayerId};
use crate::error::{Error, Result};

/// Which game a request means: one by number, or one found where the
/// request was made.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameRef {
    Id(GameId),
    /// Found in a channel or thread (a game counts in both its channel and
    /// its thread) among the player's games, as `scope` says.
    Here {
        channel: i64,
        scope: GameScope,
    },
}

/// How a game is found where a request was made, when no number is given.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameScope {
    /// The player's only active game there (to play, resign, look).
    Active,
    /// The player's only active game there, else the newest game played
    /// there by anyone, finished or not (to export or replay).
    ActiveOrLatest,
    /// The player's last finished game there (to ask for a rematch).
    LastFinished,
}

impl GameRef {
    /// The game given by number, else the one `scope` finds in `channel`.
    pub fn given_or_here(given: Option<GameId>, channel: i64, scope: GameScope) -> GameRef {
        match given {
            Some(id) => GameRef::Id(id),
            None => GameRef::Here { channel, scope },
        }
    }
}

impl From<GameId> for GameRef {
    fn from(id: GameId) -> GameRef {
        GameRef::Id(id)
    }
}

/// Reads the game `which` means for `player`: one query (two for
/// [`GameScope::ActiveOrLatest`] when the player has no game there).
pub(crate) async fn resolve(
    conn: &mut impl Conn,
    player: PlayerId,
    which: GameRef,
) -> Result<GameRow> {
    let (channel, scope) = match which {
        GameRef::Id(id) => return row(conn, id).await,
        GameRef::Here { channel, scope } => (channel, scope),
    };
    if scope == GameScope::LastFinished {
        return hnefi_store::games::last_finished_of_player_in(conn, player.0, channel)
            .await?
            .ok_or(Error::NoGameHere(scope));
    }
    let mut active = hnefi_store::games::active_of_player_in(conn, player.0, channel).await?;
    match active.len() {
        1 => Ok(active.remove(0)),
        0 if scope == GameScope::ActiveOrLatest => {
            hnefi_store::games::in_place(conn, channel, false, 1)
                .await?
                .into_iter()
                .next()
                .ok_or(Error::NoGameHere(scope))
        }
        0 => Err(Error::NoGameHere(scope)),
        _ => Err(Error::SeveralGamesHere(
            active.iter().map(|g| GameId(g.id)).collect(),
        )),
    }
}

/// The game row, or `UnknownGame`.
pub(crate) async fn row(conn: &mut impl Conn, id: GameId) -> Result<GameRow> {
    hnefi_store::games::get(conn, id.0)
        .await?
        .ok_or(Error::UnknownGame(id))
}

/// The summary of a game as it stands on `conn` (in a transaction: with
/// the transaction's own changes).
pub(crate) async fn summary(conn: &mut impl Conn, id: GameId) -> Result<GameSummary> {
    GameSummary::from_row(&row(conn, id).await?)
}

impl Games {
    /// A game as listed.
    pub async fn game(&self, id: GameId) -> Result<GameSummary> {
        let mut conn = self.core.read().await?;
        summary(&mut conn, id).await
    }

    /// The game a request means, as listed.
    pub async fn resolve(
        &self,
        which: impl Into<GameRef>,
        player: PlayerId,
    ) -> Result<GameSummary> {
        let mut conn = self.core.read().await?;
        GameSummary::from_row(&resolve(&mut conn, player, which.into()).await?)
    }

    /// The board of the game a request means, as it stands (`/board`, the
    /// move autocomplete, a replay).
    pub async fn board(&self, which: impl Into<GameRef>, player: PlayerId) -> Result<Board> {
        let mut conn = self.core.read().await?;
        let row = resolve(&mut conn, player, which.into()).await?;
        let game = self.engine_game(&mut conn, &row).await?;
        Ok(Board {
            summary: GameSummary::from_row(&row)?,
            game,
            rating: None,
        })
    }

    /// A game with its stored history, clock and pending draw offer, all
    /// from one snapshot.
    pub async fn load(&self, id: GameId) -> Result<GameView> {
        let mut conn = self.core.snapshot().await?;
        let row = row(&mut conn, id).await?;
        load_in(&mut conn, &row).await
    }
}

/// A game's full view, read on `conn` (a snapshot, so that it agrees).
pub(crate) async fn load_in(conn: &mut impl Conn, row: &GameRow) -> Result<GameView> {
    let id = GameId(row.id);
    let stored = hnefi_store::moves::of_game(conn, id.0).await?;
    let game = replay(row, &stored)?;
    let moves = stored
        .iter()
        .map(|m| {
            Ok(MoveRecord {
                ply: m.ply as u32,
                side: decode(&m.side)?,
                player: m.player_id.map(PlayerId),
                notation: m.notation.clone(),
                captures: m.captures.split_whitespace().map(str::to_string).collect(),
                announcement: m.announcement.clone(),
                played_at: Timestamp(m.played_at),
            })
        })
        .collect::<Result<Vec<_>>>()?;
    let clock = match hnefi_store::deadlines::get(conn, id.0).await? {
        Some(d) => Some(ClockState {
            side: decode(&d.side)?,
            player: PlayerId(d.player_id),
            started_at: Timestamp(d.started_at),
            remind_at: Timestamp(d.remind_at),
            reminded: d.reminded_at.is_some(),
            due_at: Timestamp(d.due_at),
        }),
        None => None,
    };
    let draw_offer = match hnefi_store::draws::pending(conn, id.0).await? {
        Some(o) => Some(DrawOffer {
            by: PlayerId(o.player_id),
            side: decode(&o.side)?,
            at_ply: o.ply as u32,
            made_at: Timestamp(o.created_at),
        }),
        None => None,
    };
    Ok(GameView {
        board: Board {
            summary: GameSummary::from_row(row)?,
            game,
            rating: None,
        },
        moves,
        clock,
        draw_offer,
    })
}

impl Games {
    /// A player's active games, oldest first (`/games`).
    pub async fn active_of(&self, player: PlayerId) -> Result<Vec<GameSummary>> {
        let mut conn = self.core.read().await?;
        hnefi_store::games::active_of_player(&mut conn, player.0)
            .await?
            .iter()
            .map(GameSummary::from_row)
            .collect()
    }

    /// A player's finished games, newest first, at most `limit`.
    pub async fn finished_of(&self, player: PlayerId, limit: u32) -> Result<Vec<GameSummary>> {
        let mut conn = self.core.read().await?;
        hnefi_store::games::finished_of_player(&mut conn, player.0, i64::from(limit))
            .await?
            .iter()
            .map(GameSummary::from_row)
            .collect()
    }

    /// The games played in a channel or thread, newest first, at most
    /// `limit`; only active ones if `active_only`.
    pub async fn in_channel(
        &self,
        channel: i64,
        active_only: bool,
        limit: u32,
    ) -> Result<Vec<GameSummary>> {
        let mut conn = self.core.read().await?;
        hnefi_store::games::in_place(&mut conn, channel, active_only, i64::from(limit))
            .await?
            .iter()
            .map(GameSummary::from_row)
            .collect()
    }

    /// Records the thread opened for a game: from then on the game is found
    /// from the thread too.
    pub async fn set_thread(&self, game: GameId, thread: i64) -> Result<()> {
        let mut tx = self.core.write().await?;
        if !hnefi_store::games::set_thread(&mut tx, game.0, thread, self.core.now().millis())
            .await?
        {
            return Err(Error::UnknownGame(game));
        }
        self.core.commit(tx).await
    }
}
