//! Games: moves, resignations, draws, aborts, lists, history, records.

use hnefi_engine::{GameRecord, MoveText, Outcome, Reason, Side, Winner};
use hnefi_store::games::Advance;
use hnefi_store::moves::{ClockAfter, RecordMove};
use hnefi_store::{Conn, DeadlineRow, DrawStatus, GameRow, GameStatus, MoveRow, NewGame, WriteTx};

use crate::challenges::upsert_player;
use crate::clock::Timestamp;
use crate::error::{Error, Result};
use crate::events::{Event, PlayedMove};
use crate::service::{Service, replay, summary_in};
use crate::time_control::TimeControl;
use crate::types::{Code, GameId, GameResult, Place, Player, PlayerId};
use crate::views::{ClockState, DrawOffer, GameSummary, GameView, MoveRecord, decode};

/// A move to play (`/move`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveRequest {
    pub game: GameId,
    pub player: PlayerId,
    /// The move in the notation of rules.md 2 (`e3-e6`, `e3e6`, `E3 E6`);
    /// a capture suffix, if given, must be what the move captures.
    pub notation: String,
    /// The [`GameSummary::version`] the player saw. If the game has changed
    /// since, the move is refused ([`Error::Stale`]) instead of being
    /// played on a board the player did not see. `None`: whatever the
    /// current position is.
    pub based_on: Option<i64>,
}

impl MoveRequest {
    pub fn new(game: GameId, player: PlayerId, notation: &str) -> MoveRequest {
        MoveRequest {
            game,
            player,
            notation: notation.to_string(),
            based_on: None,
        }
    }

    pub fn based_on(mut self, version: i64) -> MoveRequest {
        self.based_on = Some(version);
        self
    }
}

/// A played move and the game after it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveOutcome {
    pub game: GameSummary,
    pub mv: PlayedMove,
}

/// What `/draw` did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DrawOutcome {
    /// The offer stands until the opponent answers or the offerer moves.
    Offered(GameSummary),
    /// The opponent had offered a draw: it is agreed and the game is over.
    Agreed(GameSummary),
}

/// How often a move is retried when another change of the same game got
/// in between reading and writing it.
const MOVE_ATTEMPTS: usize = 8;

fn result_of(summary: &GameSummary) -> String {
    summary
        .result
        .map(|r| r.to_string())
        .unwrap_or_else(|| "no result".to_string())
}

fn summary_time(summary: &GameSummary) -> Option<std::time::Duration> {
    summary.time.duration()
}

fn squares(set: hnefi_engine::Bitboard) -> Vec<String> {
    set.iter().map(|s| s.to_string()).collect()
}

impl Service {
    /// Plays a move (`/move`): only the player to move, only a legal move,
    /// in the game's current version (or the one it was based on).
    pub async fn submit_move(&self, req: MoveRequest) -> Result<MoveOutcome> {
        let text = MoveText::parse(&req.notation).map_err(Error::BadNotation)?;
        for _ in 0..MOVE_ATTEMPTS {
            let now = self.now();
            // Read and check outside the writer; write only if nothing changed.
            let mut conn = self.store().read().await?;
            let row = Self::game_row(&mut conn, req.game).await?;
            let summary = GameSummary::from_row(&row)?;
            let side = self.check_player(&summary, req.player)?;
            if let Some(version) = req.based_on {
                if version != row.version {
                    return Err(Error::Stale {
                        game: req.game,
                        plies: summary.plies,
                    });
                }
            }
            if summary.deadline.is_some_and(|due| due <= now) {
                drop(conn);
                self.fire_clock(req.game, now).await?;
                let summary = self.game(req.game).await?;
                return Err(Error::GameOver {
                    game: req.game,
                    result: result_of(&summary),
                });
            }
            if summary.to_move != side {
                let variant = hnefi_engine::variant::by_key(&summary.variant)
                    .map_err(|e| Error::Internal(e.to_string()))?;
                return Err(Error::not_your_turn(
                    req.game,
                    variant.names(),
                    summary.to_move,
                ));
            }
            let mut game = self.engine_game(&mut conn, &row).await?;
            drop(conn);
            let ply = game.play(text.mv).map_err(Error::IllegalMove)?;
            if let Some(claimed) = text.captures {
                if !ply.agrees_with(claimed) {
                    let list = |set: hnefi_engine::Bitboard| {
                        if set.is_empty() {
                            "nothing".to_string()
                        } else {
                            squares(set).join(" ")
                        }
                    };
                    return Err(Error::WrongCaptures {
                        notation: text.mv.to_string(),
                        claimed: list(claimed),
                        actual: list(ply.captures),
                    });
                }
            }
            let outcome = game.outcome();
            let plies = row.plies + 1;
            let position = game.position().to_string();
            let next = game.turn();
            let mv = PlayedMove {
                ply: plies as u32,
                side,
                player: req.player,
                notation: ply.to_string(),
                captures: squares(ply.captures),
                king_captured: ply.king_captured.map(|s| s.to_string()),
                troll_king_leap: ply.troll_king_leap.map(|s| s.to_string()),
                announcement: ply.announcement.map(|a| a.as_str().to_string()),
            };
            // The game as it stands after the move, as the row now says.
            let mut after = summary;
            after.plies = plies as u32;
            after.position = position;
            after.to_move = next;
            after.version = row.version + 1;
            let clock = match (outcome, summary_time(&after)) {
                (Some(o), _) => {
                    after.status = GameStatus::Finished;
                    after.result = Some(o.into());
                    after.finished_at = Some(now);
                    after.deadline = None;
                    ClockAfter::Stop
                }
                (None, None) => {
                    after.deadline = None;
                    ClockAfter::None
                }
                (None, Some(per_move)) => {
                    let due = now.plus(per_move);
                    after.deadline = Some(due);
                    ClockAfter::Start(
                        next.as_str(),
                        after.player(next).0,
                        now.plus(self.remind_after(per_move)).millis(),
                        due.millis(),
                    )
                }
            };
            let mut events = vec![self.payload(&Event::MovePlayed {
                game: after.clone(),
                mv: mv.clone(),
            })?];
            if outcome.is_some() {
                events.push(self.payload(&Event::GameFinished {
                    game: after.clone(),
                })?);
            }
            let end = outcome.map(|o| (GameStatus::Finished, o.winner.code(), o.reason.code()));
            let stored = MoveRow {
                game_id: row.id,
                ply: plies,
                side: side.as_str().to_string(),
                player_id: Some(req.player.0),
                notation: mv.notation.clone(),
                captures: mv.captures.join(" "),
                announcement: mv.announcement.clone(),
                played_at: now.millis(),
            };
            let mut tx = self.store().write().await?;
            let played = hnefi_store::moves::play(
                &mut tx,
                &Advance {
                    id: row.id,
                    expected_version: row.version,
                    plies,
                    position: &after.position,
                    to_move: next.as_str(),
                    end,
                    now: now.millis(),
                },
                &RecordMove {
                    row: &stored,
                    clock,
                    events: &events,
                    now: now.millis(),
                },
            )
            .await?;
            if !played {
                // Someone else changed the game first: look again.
                drop(tx);
                continue;
            }
            tx.commit().await.map_err(hnefi_store::StoreError::from)?;
            if let ClockAfter::Start(_, _, remind_at, _) = clock {
                self.note_deadline(remind_at);
            }
            if outcome.is_some() {
                self.cache().remove(row.id);
            } else {
                self.cache().put(row.id, after.version, &game);
            }
            self.wake_consumers();
            return Ok(MoveOutcome { game: after, mv });
        }
        Err(Error::Internal(format!(
            "game #{} is changing too fast to play a move",
            req.game
        )))
    }

    /// The side of a player in a game that can be played on.
    fn check_player(&self, summary: &GameSummary, player: PlayerId) -> Result<Side> {
        if summary.status == GameStatus::Imported {
            return Err(Error::ImportedGame(summary.id));
        }
        let side = summary
            .side_of(player)
            .ok_or(Error::NotAPlayer(summary.id))?;
        if !summary.is_active() {
            return Err(Error::GameOver {
                game: summary.id,
                result: result_of(summary),
            });
        }
        Ok(side)
    }

    /// Opens a write transaction on a game a player acts in: the game must
    /// be live, the player one of its players, and a clock that has run out
    /// ends the game first (then the action is refused as too late).
    async fn act_on(
        &self,
        game: GameId,
        player: PlayerId,
        now: Timestamp,
    ) -> Result<(WriteTx, GameRow, GameSummary, Side)> {
        let mut tx = self.store().write().await?;
        let row = Self::game_row(&mut tx, game).await?;
        let summary = GameSummary::from_row(&row)?;
        let side = self.check_player(&summary, player)?;
        if summary.deadline.is_some_and(|due| due <= now) {
            drop(tx);
            self.fire_clock(game, now).await?;
            let summary = self.game(game).await?;
            return Err(Error::GameOver {
                game,
                result: result_of(&summary),
            });
        }
        Ok((tx, row, summary, side))
    }

    /// Ends a live game from outside the rules, in `tx`, with its event.
    pub(crate) async fn end_game(
        &self,
        tx: &mut WriteTx,
        game: GameId,
        status: GameStatus,
        outcome: Outcome,
        now: Timestamp,
    ) -> Result<GameSummary> {
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
        self.stop_clock(tx, game, now).await?;
        let after = summary_in(tx, game).await?;
        self.emit(
            tx,
            &Event::GameFinished {
                game: after.clone(),
            },
            now,
        )
        .await?;
        Ok(after)
    }

    async fn commit_end(&self, tx: WriteTx, game: GameId) -> Result<()> {
        tx.commit().await.map_err(hnefi_store::StoreError::from)?;
        self.cache().remove(game.0);
        self.wake_consumers();
        Ok(())
    }

    /// Resigns (`/resign`): the opponent wins. Allowed at any time of a
    /// live game, on either player's turn.
    pub async fn resign(&self, game: GameId, by: PlayerId) -> Result<GameSummary> {
        let now = self.now();
        let (mut tx, _, _, side) = self.act_on(game, by, now).await?;
        let outcome = Outcome::win(side.other(), Reason::Resigned);
        let after = self
            .end_game(&mut tx, game, GameStatus::Finished, outcome, now)
            .await?;
        self.commit_end(tx, game).await?;
        Ok(after)
    }

    /// Aborts a game in which a side has not moved yet (`/abort`): no
    /// result, never rated. Either player may.
    pub async fn abort(&self, game: GameId, by: PlayerId) -> Result<GameSummary> {
        let now = self.now();
        let (mut tx, row, _, _) = self.act_on(game, by, now).await?;
        if row.tournament_id.is_some() {
            return Err(Error::TournamentGameAbort(game));
        }
        if row.plies >= 2 {
            return Err(Error::CannotAbort(game));
        }
        let outcome = Outcome::new(Winner::Draw, Reason::Aborted);
        let after = self
            .end_game(&mut tx, game, GameStatus::Aborted, outcome, now)
            .await?;
        self.commit_end(tx, game).await?;
        Ok(after)
    }

    /// Offers a draw (`/draw`, the draw button), or accepts the opponent's
    /// pending offer. An offer stands until the opponent answers, the game
    /// ends, or its maker moves.
    pub async fn offer_draw(&self, game: GameId, by: PlayerId) -> Result<DrawOutcome> {
        let now = self.now();
        let (mut tx, row, summary, side) = self.act_on(game, by, now).await?;
        if let Some(offer) = hnefi_store::draws::pending(&mut tx, game.0).await? {
            if offer.player_id == by.0 {
                return Err(Error::DrawAlreadyOffered(game));
            }
            hnefi_store::draws::answer(&mut tx, offer.id, DrawStatus::Accepted, now.millis())
                .await?;
            let outcome = Outcome::new(Winner::Draw, Reason::DrawAgreed);
            let after = self
                .end_game(&mut tx, game, GameStatus::Finished, outcome, now)
                .await?;
            self.commit_end(tx, game).await?;
            return Ok(DrawOutcome::Agreed(after));
        }
        if let Some(last) = hnefi_store::draws::latest_by(&mut tx, game.0, by.0).await? {
            if last.ply == row.plies && last.status == DrawStatus::Declined.code() {
                return Err(Error::DrawRecentlyDeclined(game));
            }
        }
        hnefi_store::draws::offer(
            &mut tx,
            game.0,
            by.0,
            side.as_str(),
            row.plies,
            now.millis(),
        )
        .await?;
        let to = summary.player(side.other());
        self.emit(
            &mut tx,
            &Event::DrawOffered {
                game: summary.clone(),
                by,
                to,
            },
            now,
        )
        .await?;
        tx.commit().await.map_err(hnefi_store::StoreError::from)?;
        self.wake_consumers();
        Ok(DrawOutcome::Offered(summary))
    }

    /// Accepts the opponent's pending draw offer: the game is drawn.
    pub async fn accept_draw(&self, game: GameId, by: PlayerId) -> Result<GameSummary> {
        let now = self.now();
        let (mut tx, _, _, _) = self.act_on(game, by, now).await?;
        let offer = hnefi_store::draws::pending(&mut tx, game.0)
            .await?
            .filter(|o| o.player_id != by.0)
            .ok_or(Error::NoDrawOffer(game))?;
        hnefi_store::draws::answer(&mut tx, offer.id, DrawStatus::Accepted, now.millis()).await?;
        let outcome = Outcome::new(Winner::Draw, Reason::DrawAgreed);
        let after = self
            .end_game(&mut tx, game, GameStatus::Finished, outcome, now)
            .await?;
        self.commit_end(tx, game).await?;
        Ok(after)
    }

    /// Declines the opponent's pending draw offer; the game goes on.
    pub async fn decline_draw(&self, game: GameId, by: PlayerId) -> Result<GameSummary> {
        let now = self.now();
        let (mut tx, _, summary, _) = self.act_on(game, by, now).await?;
        let offer = hnefi_store::draws::pending(&mut tx, game.0)
            .await?
            .filter(|o| o.player_id != by.0)
            .ok_or(Error::NoDrawOffer(game))?;
        hnefi_store::draws::answer(&mut tx, offer.id, DrawStatus::Declined, now.millis()).await?;
        self.emit(
            &mut tx,
            &Event::DrawDeclined {
                game: summary.clone(),
                by,
                offered_by: PlayerId(offer.player_id),
            },
            now,
        )
        .await?;
        tx.commit().await.map_err(hnefi_store::StoreError::from)?;
        self.wake_consumers();
        Ok(summary)
    }

    /// Starts the clock of the side to move after `plies` moves (if the game
    /// has a time control); when its reminder is due, for the deadline loop.
    #[allow(clippy::too_many_arguments)]
    pub(crate) async fn start_clock(
        &self,
        tx: &mut Conn,
        game: GameId,
        time: TimeControl,
        plies: i64,
        side: Side,
        player: PlayerId,
        now: Timestamp,
    ) -> Result<Option<Timestamp>> {
        let Some(per_move) = time.duration() else {
            return Ok(None);
        };
        let remind_at = now.plus(self.remind_after(per_move));
        hnefi_store::deadlines::set(
            tx,
            &DeadlineRow {
                game_id: game.0,
                ply: plies,
                side: side.as_str().to_string(),
                player_id: player.0,
                started_at: now.millis(),
                remind_at: remind_at.millis(),
                reminded_at: None,
                due_at: now.plus(per_move).millis(),
            },
            now.millis(),
        )
        .await?;
        Ok(Some(remind_at))
    }

    /// How long after a clock starts its player is reminded.
    pub(crate) fn remind_after(&self, per_move: std::time::Duration) -> std::time::Duration {
        per_move * self.limits().reminder_percent.min(100) / 100
    }

    /// Stops the clock of a game that ended, and voids a pending offer.
    async fn stop_clock(&self, tx: &mut Conn, game: GameId, now: Timestamp) -> Result<()> {
        hnefi_store::deadlines::clear(tx, game.0).await?;
        hnefi_store::draws::close_pending(tx, game.0, None, DrawStatus::Void, now.millis()).await?;
        Ok(())
    }

    /// A game as listed.
    pub async fn game(&self, id: GameId) -> Result<GameSummary> {
        let mut conn = self.store().read().await?;
        GameSummary::from_row(&Self::game_row(&mut conn, id).await?)
    }

    /// A game with its full history, replayed.
    pub async fn load_game(&self, id: GameId) -> Result<GameView> {
        // One snapshot: the game, its moves, clock and offer agree.
        let mut conn = self.store().read_tx().await?;
        let row = Self::game_row(&mut conn, id).await?;
        let summary = GameSummary::from_row(&row)?;
        let stored = hnefi_store::moves::of_game(&mut conn, id.0).await?;
        let game = replay(&row, &stored)?;
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
        let clock = match hnefi_store::deadlines::get(&mut conn, id.0).await? {
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
        let draw_offer = match hnefi_store::draws::pending(&mut conn, id.0).await? {
            Some(o) => Some(DrawOffer {
                by: PlayerId(o.player_id),
                side: decode(&o.side)?,
                at_ply: o.ply as u32,
                made_at: Timestamp(o.created_at),
            }),
            None => None,
        };
        let name = async |conn: &mut Conn, id: PlayerId| -> Result<String> {
            Ok(hnefi_store::players::get(conn, id.0)
                .await?
                .map(|p| p.display_name)
                .unwrap_or_else(|| format!("player {id}")))
        };
        let attacker_name = name(&mut conn, summary.attacker).await?;
        let defender_name = name(&mut conn, summary.defender).await?;
        Ok(GameView {
            summary,
            game,
            moves,
            attacker_name,
            defender_name,
            clock,
            draw_offer,
        })
    }

    /// A player's active games, oldest first (`/games`).
    pub async fn active_games_of(&self, player: PlayerId) -> Result<Vec<GameSummary>> {
        let mut conn = self.store().read().await?;
        hnefi_store::games::active_of_player(&mut conn, player.0)
            .await?
            .iter()
            .map(GameSummary::from_row)
            .collect()
    }

    /// A player's finished games, newest first, at most `limit`.
    pub async fn finished_games_of(
        &self,
        player: PlayerId,
        limit: u32,
    ) -> Result<Vec<GameSummary>> {
        let mut conn = self.store().read().await?;
        hnefi_store::games::finished_of_player(&mut conn, player.0, i64::from(limit))
            .await?
            .iter()
            .map(GameSummary::from_row)
            .collect()
    }

    /// The games played in a channel or thread, newest first, at most
    /// `limit`; only active ones if `active_only`.
    pub async fn games_in(
        &self,
        channel: i64,
        active_only: bool,
        limit: u32,
    ) -> Result<Vec<GameSummary>> {
        let mut conn = self.store().read().await?;
        hnefi_store::games::in_place(&mut conn, channel, active_only, i64::from(limit))
            .await?
            .iter()
            .map(GameSummary::from_row)
            .collect()
    }

    /// The caller's active games in a channel or thread (a game counts in
    /// both its channel and its thread), oldest first.
    pub async fn active_games_here(
        &self,
        player: PlayerId,
        channel: i64,
    ) -> Result<Vec<GameSummary>> {
        let mut conn = self.store().read().await?;
        hnefi_store::games::active_of_player_in(&mut conn, player.0, channel)
            .await?
            .iter()
            .map(GameSummary::from_row)
            .collect()
    }

    /// The game a command means: the one given, else the caller's only
    /// active game in this channel or thread.
    pub async fn resolve_game(
        &self,
        player: PlayerId,
        channel: i64,
        given: Option<GameId>,
    ) -> Result<GameId> {
        if let Some(id) = given {
            return Ok(id);
        }
        let games = self.active_games_here(player, channel).await?;
        match games.as_slice() {
            [] => Err(Error::NoActiveGameHere),
            [only] => Ok(only.id),
            many => Err(Error::SeveralGamesHere(many.iter().map(|g| g.id).collect())),
        }
    }

    /// Records the thread the bot opened for a game: from then on the game
    /// is found from the thread too.
    pub async fn set_game_thread(&self, game: GameId, thread: i64) -> Result<()> {
        let mut tx = self.store().write().await?;
        if !hnefi_store::games::set_thread(&mut tx, game.0, thread, self.now().millis()).await? {
            return Err(Error::UnknownGame(game));
        }
        tx.commit().await.map_err(hnefi_store::StoreError::from)?;
        Ok(())
    }

    /// The game record (rules.md 2, native form), with the players, the
    /// date, the time control and the game's number as headers.
    pub async fn export(&self, id: GameId) -> Result<String> {
        let view = self.load_game(id).await?;
        let s = &view.summary;
        let mut record = GameRecord::of_game(&view.game, Some(&s.layout));
        if s.status == GameStatus::Imported {
            let conn = &mut self.store().read().await?;
            let row = Self::game_row(conn, id).await?;
            for line in row.record_tags.as_deref().unwrap_or("").lines() {
                if let Some((key, value)) = line.split_once(':') {
                    record = record.with_tag(key, value.trim());
                }
            }
            return Ok(record.to_string());
        }
        record = record
            .with_tag("attackers", &view.attacker_name)
            .with_tag("defenders", &view.defender_name)
            .with_tag("attackers-id", &s.attacker.to_string())
            .with_tag("defenders-id", &s.defender.to_string())
            .with_tag("date", &s.started_at.date())
            .with_tag("time", &s.time.to_string())
            .with_tag("rated", if s.rated { "yes" } else { "no" })
            .with_tag("game", &s.id.to_string())
            .with_tag("site", "Discord");
        if let Some(end) = s.finished_at {
            record = record.with_tag("finished", &end.date());
        }
        Ok(record.to_string())
    }

    /// Imports a game record (native or OpenTafl) as an archived game:
    /// replayed and checked, then kept for `/board`, `/export` and
    /// `/replay`. It is never played on nor rated; `by` owns it.
    pub async fn import(&self, text: &str, by: &Player, place: Place) -> Result<GameSummary> {
        let record = GameRecord::parse(text).map_err(Error::BadRecord)?;
        let game = record.to_game().map_err(Error::BadRecord)?;
        let variant = game.start().variant().clone();
        let layout = record
            .layout
            .clone()
            .filter(|l| variant.layouts().any(|k| k.eq_ignore_ascii_case(l)))
            .unwrap_or_else(|| variant.default_layout().to_string());
        let start = game.start().to_string();
        let position = game.position().to_string();
        let tags: String = record
            .tags
            .iter()
            .map(|(k, v)| format!("{k}: {v}\n"))
            .collect();
        let result = game.outcome().map(GameResult::from);
        let now = self.now();
        let mut tx = self.store().write().await?;
        upsert_player(&mut tx, by, now).await?;
        let id = hnefi_store::games::insert(
            &mut tx,
            &NewGame {
                challenge_id: None,
                source: "import",
                guild_id: place.guild,
                channel_id: place.channel,
                thread_id: None,
                variant: variant.key(),
                layout: &layout,
                start_position: &start,
                custom_start: record.start.is_some(),
                attacker_id: by.id.0,
                defender_id: by.id.0,
                move_time_ms: None,
                rated: false,
                status: GameStatus::Imported,
                winner: result.map(|r| r.winner.code()),
                reason: result.map(|r| r.reason.code()),
                plies: game.plies().len() as i64,
                position: &position,
                to_move: game.turn().as_str(),
                record_tags: (!tags.is_empty()).then_some(tags.as_str()),
                tournament_id: None,
                finished_at: result.map(|_| now.millis()),
                now: now.millis(),
            },
        )
        .await?;
        let mut side = game.start().turn();
        for (index, ply) in game.plies().iter().enumerate() {
            hnefi_store::moves::insert(
                &mut tx,
                &MoveRow {
                    game_id: id,
                    ply: index as i64 + 1,
                    side: side.as_str().to_string(),
                    player_id: None,
                    notation: ply.to_string(),
                    captures: squares(ply.captures).join(" "),
                    announcement: ply.announcement.map(|a| a.as_str().to_string()),
                    played_at: now.millis(),
                },
                now.millis(),
            )
            .await?;
            side = side.other();
        }
        let summary = summary_in(&mut tx, GameId(id)).await?;
        tx.commit().await.map_err(hnefi_store::StoreError::from)?;
        Ok(summary)
    }
}
