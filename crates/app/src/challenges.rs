//! Challenges: create, accept (which starts a game), decline, cancel,
//! expire, rematch.

use hnefi_engine::variant::FirstMover;
use hnefi_engine::{Position, Side, variant};
use hnefi_store::{ChallengeRow, Conn, GameStatus, NewChallenge, NewGame, WriteTx};

use crate::clock::Timestamp;
use crate::error::{Error, Result};
use crate::events::Event;
use crate::service::{Service, summary_in};
use crate::time_control::TimeControl;
use crate::types::{
    ChallengeId, ChallengeStatus, Code, GameId, Place, Player, PlayerId, SideChoice,
};
use crate::views::{Challenge, GameSummary, decode};

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
    pub move_time_ms: Option<i64>,
    pub rated: bool,
    pub first_mover_drawn: bool,
    pub tournament: Option<i64>,
}

/// What `/challenge` asks for. [`ChallengeRequest::new`] fills in the
/// defaults of discord.md: any side, 3 days per move, rated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChallengeRequest {
    pub author: Player,
    /// `None` for an open challenge (anyone but the author may accept).
    pub opponent: Option<Player>,
    pub place: Place,
    /// Variant key (`copenhagen`...).
    pub variant: String,
    /// Layout name; the variant's default when `None`.
    pub layout: Option<String>,
    /// A custom start position (rules.md 2); such games are unrated.
    pub position: Option<String>,
    /// The side the author wants.
    pub side: SideChoice,
    pub time: TimeControl,
    pub rated: bool,
}

impl ChallengeRequest {
    pub fn new(author: Player, place: Place, variant: &str) -> ChallengeRequest {
        ChallengeRequest {
            author,
            opponent: None,
            place,
            variant: variant.to_string(),
            layout: None,
            position: None,
            side: SideChoice::Random,
            time: TimeControl::DEFAULT,
            rated: true,
        }
    }
}

/// A checked variant, layout and start.
struct Setup {
    variant: String,
    layout: String,
    position: Option<String>,
}

/// Checks the variant, layout and custom start of a challenge.
fn check_setup(variant_key: &str, layout: Option<&str>, position: Option<&str>) -> Result<Setup> {
    let variant = variant::by_key(variant_key).map_err(Error::UnknownVariant)?;
    let start = variant
        .start_position(layout, None)
        .map_err(Error::UnknownLayout)?;
    let layout = match layout {
        // The layout's own spelling.
        Some(name) => variant
            .layouts()
            .find(|l| l.eq_ignore_ascii_case(name.trim()))
            .unwrap_or(name)
            .to_string(),
        None => variant.default_layout().to_string(),
    };
    let position = match position.map(str::trim).filter(|p| !p.is_empty()) {
        None => None,
        Some(text) => {
            let custom = Position::parse(&variant, text).map_err(Error::BadPosition)?;
            let game = hnefi_engine::Game::new(custom.clone());
            if let Some(outcome) = game.outcome() {
                return Err(Error::DecidedPosition(outcome.into()));
            }
            // The layout's own start is no custom start.
            (custom != start || variant.first() == FirstMover::Random).then(|| custom.to_string())
        }
    };
    Ok(Setup {
        variant: variant.key().to_string(),
        layout,
        position,
    })
}

impl Service {
    /// Posts a challenge (`/challenge`). A custom start makes it unrated.
    pub async fn create_challenge(&self, req: ChallengeRequest) -> Result<Challenge> {
        if req.opponent.as_ref().is_some_and(|o| o.id == req.author.id) {
            return Err(Error::SelfChallenge);
        }
        if let TimeControl::PerMove(d) = req.time {
            TimeControl::per_move(d)?;
        }
        let setup = check_setup(&req.variant, req.layout.as_deref(), req.position.as_deref())?;
        let rated = req.rated && setup.position.is_none();
        let now = self.now();
        let mut tx = self.store().write().await?;
        let open = hnefi_store::challenges::count_open_by(&mut tx, req.author.id.0, now.millis())
            .await? as usize;
        let limit = self.limits().open_challenges_per_author;
        if open >= limit {
            return Err(Error::TooManyChallenges(limit));
        }
        upsert_player(&mut tx, &req.author, now).await?;
        if let Some(opponent) = &req.opponent {
            upsert_player(&mut tx, opponent, now).await?;
        }
        let challenge = self
            .insert_challenge(
                &mut tx,
                NewChallengeParts {
                    place: req.place,
                    author: req.author.id,
                    opponent: req.opponent.as_ref().map(|o| o.id),
                    setup: &setup,
                    side: req.side,
                    time: req.time,
                    rated,
                    rematch_of: None,
                },
                now,
            )
            .await?;
        tx.commit().await.map_err(hnefi_store::StoreError::from)?;
        self.wake_consumers();
        Ok(challenge)
    }

    async fn insert_challenge(
        &self,
        tx: &mut WriteTx,
        parts: NewChallengeParts<'_>,
        now: Timestamp,
    ) -> Result<Challenge> {
        let expires_at = now.plus(self.limits().challenge_lifetime);
        let id = hnefi_store::challenges::insert(
            tx,
            &NewChallenge {
                guild_id: parts.place.guild,
                channel_id: parts.place.channel,
                author_id: parts.author.0,
                opponent_id: parts.opponent.map(|o| o.0),
                variant: &parts.setup.variant,
                layout: &parts.setup.layout,
                start_position: parts.setup.position.as_deref(),
                author_side: parts.side.code(),
                move_time_ms: parts.time.millis(),
                rated: parts.rated,
                rematch_of: parts.rematch_of.map(|g| g.0),
                expires_at: expires_at.millis(),
                now: now.millis(),
            },
        )
        .await?;
        let row = hnefi_store::challenges::get(tx, id)
            .await?
            .ok_or_else(|| Error::Internal("a new challenge vanished".into()))?;
        let challenge = Challenge::from_row(&row)?;
        self.emit(
            tx,
            &Event::ChallengeCreated {
                challenge: challenge.clone(),
            },
            now,
        )
        .await?;
        Ok(challenge)
    }

    /// A challenge by id.
    pub async fn challenge(&self, id: ChallengeId) -> Result<Challenge> {
        let mut conn = self.store().read().await?;
        let row = hnefi_store::challenges::get(&mut conn, id.0)
            .await?
            .ok_or(Error::UnknownChallenge(id))?;
        Challenge::from_row(&row)
    }

    /// Open challenges in a channel, newest first.
    pub async fn open_challenges_in(&self, channel: i64) -> Result<Vec<Challenge>> {
        let mut conn = self.store().read().await?;
        hnefi_store::challenges::open_in_channel(&mut conn, channel, self.now().millis())
            .await?
            .iter()
            .map(Challenge::from_row)
            .collect()
    }

    /// Open challenges a player made or received, newest first.
    pub async fn open_challenges_of(&self, player: PlayerId) -> Result<Vec<Challenge>> {
        let mut conn = self.store().read().await?;
        hnefi_store::challenges::open_of_player(&mut conn, player.0, self.now().millis())
            .await?
            .iter()
            .map(Challenge::from_row)
            .collect()
    }

    /// Records the bot's message that shows a challenge.
    pub async fn set_challenge_message(&self, id: ChallengeId, message: i64) -> Result<()> {
        let mut tx = self.store().write().await?;
        if !hnefi_store::challenges::set_message(&mut tx, id.0, message, self.now().millis())
            .await?
        {
            return Err(Error::UnknownChallenge(id));
        }
        tx.commit().await.map_err(hnefi_store::StoreError::from)?;
        Ok(())
    }

    /// Accepts a challenge and starts its game (`challenge:<id>:accept`).
    /// Sides and, where the variant draws lots, the first mover are drawn
    /// now; the first mover's clock starts.
    pub async fn accept_challenge(&self, id: ChallengeId, by: &Player) -> Result<GameSummary> {
        let now = self.now();
        let tx = self.store().write().await?;
        let (mut tx, row) = self.open_challenge(tx, id, now).await?;
        let author = PlayerId(row.author_id);
        if by.id == author {
            return Err(Error::OwnChallenge(id));
        }
        if let Some(opponent) = row.opponent_id.map(PlayerId) {
            if opponent != by.id {
                return Err(Error::NotAddressedToYou { id, opponent });
            }
        }
        upsert_player(&mut tx, by, now).await?;
        let author_side = match decode::<SideChoice>(&row.author_side)?.side() {
            Some(side) => side,
            None if self.coin() => Side::Attackers,
            None => Side::Defenders,
        };
        let (attacker, defender) = match author_side {
            Side::Attackers => (author, by.id),
            Side::Defenders => (by.id, author),
        };
        let variant = variant::by_key(&row.variant).map_err(Error::UnknownVariant)?;
        let mut drawn = false;
        let start = match &row.start_position {
            Some(text) => Position::parse(&variant, text).map_err(Error::BadPosition)?,
            None => {
                let first = match variant.first() {
                    FirstMover::Random => {
                        drawn = true;
                        Some(if self.coin() {
                            Side::Attackers
                        } else {
                            Side::Defenders
                        })
                    }
                    _ => None,
                };
                variant
                    .start_position(Some(&row.layout), first)
                    .map_err(Error::UnknownLayout)?
            }
        };
        hnefi_store::challenges::close(
            &mut tx,
            row.id,
            ChallengeStatus::Accepted,
            Some(by.id.0),
            now.millis(),
        )
        .await?;
        let (game, remind_at) = self
            .start_game_in(
                &mut tx,
                GameSetup {
                    challenge: Some((ChallengeId(row.id), row.message_id)),
                    place: Place::new(row.guild_id, row.channel_id),
                    layout: &row.layout,
                    start: &start,
                    custom_start: row.start_position.is_some(),
                    attacker,
                    defender,
                    move_time_ms: row.move_time_ms,
                    rated: row.rated,
                    first_mover_drawn: drawn,
                    tournament: None,
                },
                now,
            )
            .await?;
        tx.commit().await.map_err(hnefi_store::StoreError::from)?;
        if let Some(remind_at) = remind_at {
            self.note_deadline(remind_at.millis());
        }
        self.wake_consumers();
        Ok(game)
    }

    /// Inserts a game that starts now from `setup.start`, starts the first
    /// mover's clock and writes [`Event::GameStarted`], all in `tx`.
    /// Returns the game and, if the clock runs, when its reminder is due.
    pub(crate) async fn start_game_in(
        &self,
        tx: &mut Conn,
        setup: GameSetup<'_>,
        now: Timestamp,
    ) -> Result<(GameSummary, Option<Timestamp>)> {
        let position = setup.start.to_string();
        let to_move = setup.start.turn();
        let game_id = hnefi_store::games::insert(
            tx,
            &NewGame {
                challenge_id: setup.challenge.map(|(id, _)| id.0),
                source: "challenge",
                guild_id: setup.place.guild,
                channel_id: setup.place.channel,
                thread_id: None,
                variant: setup.start.variant().key(),
                layout: setup.layout,
                start_position: &position,
                custom_start: setup.custom_start,
                attacker_id: setup.attacker.0,
                defender_id: setup.defender.0,
                move_time_ms: setup.move_time_ms,
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
                now: now.millis(),
            },
        )
        .await?;
        let player_to_move = match to_move {
            Side::Attackers => setup.attacker,
            Side::Defenders => setup.defender,
        };
        let remind_at = self
            .start_clock(
                tx,
                GameId(game_id),
                TimeControl::from_millis(setup.move_time_ms),
                0,
                to_move,
                player_to_move,
                now,
            )
            .await?;
        let game = summary_in(tx, GameId(game_id)).await?;
        self.emit(
            tx,
            &Event::GameStarted {
                game: game.clone(),
                challenge_message: setup.challenge.and_then(|(_, message)| message),
                first_mover_drawn: setup.first_mover_drawn,
            },
            now,
        )
        .await?;
        Ok((game, remind_at))
    }

    /// Declines a direct challenge (only its addressee may).
    pub async fn decline_challenge(&self, id: ChallengeId, by: PlayerId) -> Result<Challenge> {
        let now = self.now();
        let tx = self.store().write().await?;
        let (tx, row) = self.open_challenge(tx, id, now).await?;
        if by.0 == row.author_id {
            return Err(Error::DeclineOwn(id));
        }
        match row.opponent_id.map(PlayerId) {
            None => return Err(Error::CannotDeclineOpen(id)),
            Some(opponent) if opponent != by => {
                return Err(Error::NotAddressedToYou { id, opponent });
            }
            Some(_) => {}
        }
        self.close_challenge(tx, &row, ChallengeStatus::Declined, Some(by), now)
            .await
    }

    /// Withdraws a challenge (only its author may).
    pub async fn cancel_challenge(&self, id: ChallengeId, by: PlayerId) -> Result<Challenge> {
        let now = self.now();
        let tx = self.store().write().await?;
        let (tx, row) = self.open_challenge(tx, id, now).await?;
        if by.0 != row.author_id {
            return Err(Error::NotYourChallenge(id));
        }
        self.close_challenge(tx, &row, ChallengeStatus::Cancelled, Some(by), now)
            .await
    }

    /// A challenge that is still open, else the reason it is not. A
    /// challenge found past its time is expired on the spot (that change
    /// is committed; the caller's transaction ends with it).
    async fn open_challenge(
        &self,
        mut tx: WriteTx,
        id: ChallengeId,
        now: Timestamp,
    ) -> Result<(WriteTx, ChallengeRow)> {
        let row = hnefi_store::challenges::get(&mut tx, id.0)
            .await?
            .ok_or(Error::UnknownChallenge(id))?;
        match row.status().map_err(hnefi_store::StoreError::from)? {
            ChallengeStatus::Open if row.expires_at <= now.millis() => {
                self.expire_challenge(&mut tx, &row, now).await?;
                tx.commit().await.map_err(hnefi_store::StoreError::from)?;
                self.wake_consumers();
                Err(Error::ChallengeExpired(id))
            }
            ChallengeStatus::Open => Ok((tx, row)),
            ChallengeStatus::Expired => Err(Error::ChallengeExpired(id)),
            status => Err(Error::ChallengeClosed { id, status }),
        }
    }

    async fn close_challenge(
        &self,
        mut tx: WriteTx,
        row: &ChallengeRow,
        status: ChallengeStatus,
        by: Option<PlayerId>,
        now: Timestamp,
    ) -> Result<Challenge> {
        hnefi_store::challenges::close(&mut tx, row.id, status, by.map(|p| p.0), now.millis())
            .await?;
        self.emit(
            &mut tx,
            &Event::ChallengeClosed {
                challenge: ChallengeId(row.id),
                place: Place::new(row.guild_id, row.channel_id),
                message: row.message_id,
                status,
                by,
            },
            now,
        )
        .await?;
        let closed = hnefi_store::challenges::get(&mut tx, row.id)
            .await?
            .ok_or(Error::UnknownChallenge(ChallengeId(row.id)))?;
        tx.commit().await.map_err(hnefi_store::StoreError::from)?;
        self.wake_consumers();
        Challenge::from_row(&closed)
    }

    /// Marks an open challenge expired, with its event, in `tx`.
    pub(crate) async fn expire_challenge(
        &self,
        tx: &mut WriteTx,
        row: &ChallengeRow,
        now: Timestamp,
    ) -> Result<bool> {
        if !hnefi_store::challenges::close(tx, row.id, ChallengeStatus::Expired, None, now.millis())
            .await?
        {
            return Ok(false);
        }
        self.emit(
            tx,
            &Event::ChallengeClosed {
                challenge: ChallengeId(row.id),
                place: Place::new(row.guild_id, row.channel_id),
                message: row.message_id,
                status: ChallengeStatus::Expired,
                by: None,
            },
            now,
        )
        .await?;
        Ok(true)
    }

    /// Challenges the opponent of a finished game again, sides swapped
    /// (`/rematch`): same variant, layout, start, time and rating, posted
    /// in `place`.
    pub async fn rematch(&self, game: GameId, by: &Player, place: Place) -> Result<Challenge> {
        let now = self.now();
        let mut tx = self.store().write().await?;
        let row = Self::game_row(&mut tx, game).await?;
        let summary = GameSummary::from_row(&row)?;
        if summary.status == GameStatus::Imported {
            return Err(Error::ImportedGame(game));
        }
        let side = summary.side_of(by.id).ok_or(Error::NotAPlayer(game))?;
        if summary.is_active() {
            return Err(Error::StillPlaying(game));
        }
        if let Some(pending) =
            hnefi_store::challenges::open_rematch(&mut tx, game.0, now.millis()).await?
        {
            return Err(Error::RematchPending {
                game,
                challenge: ChallengeId(pending.id),
            });
        }
        let opponent = summary.player(side.other());
        upsert_player(&mut tx, by, now).await?;
        let setup = Setup {
            variant: row.variant.clone(),
            layout: row.layout.clone(),
            position: row.custom_start.then(|| row.start_position.clone()),
        };
        let challenge = self
            .insert_challenge(
                &mut tx,
                NewChallengeParts {
                    place,
                    author: by.id,
                    opponent: Some(opponent),
                    setup: &setup,
                    side: SideChoice::from(side.other()),
                    time: summary.time,
                    rated: summary.rated,
                    rematch_of: Some(game),
                },
                now,
            )
            .await?;
        tx.commit().await.map_err(hnefi_store::StoreError::from)?;
        self.wake_consumers();
        Ok(challenge)
    }
}

struct NewChallengeParts<'a> {
    place: Place,
    author: PlayerId,
    opponent: Option<PlayerId>,
    setup: &'a Setup,
    side: SideChoice,
    time: TimeControl,
    rated: bool,
    rematch_of: Option<GameId>,
}

pub(crate) async fn upsert_player(
    tx: &mut hnefi_store::Conn,
    player: &Player,
    now: Timestamp,
) -> Result<()> {
    let name = player.name.trim();
    let name = if name.is_empty() {
        format!("player {}", player.id)
    } else {
        name.chars().take(100).collect()
    };
    hnefi_store::players::upsert(tx, player.id.0, "human", &name, now.millis()).await?;
    Ok(())
}
