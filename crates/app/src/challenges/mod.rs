//! Challenges: posted, accepted (which starts the game), declined,
//! cancelled, expired; rematches; games against the AI, which accepts its
//! challenges at once.
//!
//! Decisions where the issue is silent:
//! - **Lots.** The author's side `random` and Tafl's first mover are drawn
//!   when the challenge is accepted; `GameStarted` says whether the first
//!   mover was drawn.
//! - **Challenges** last 24 hours. An author may have at most 10 open
//!   challenges. Only the addressee may decline a direct challenge; an
//!   open challenge cannot be declined (it is ignored, cancelled by its
//!   author, or expires). Accepting an expired challenge expires it on the
//!   spot and says so.
//! - **Rated.** A custom start position makes a challenge unrated.
//! - **Rematch** is asked by either player of a game that is over (not of
//!   an imported record): a direct challenge to the opponent with sides
//!   swapped, same variant, layout, custom start, time and rating, one
//!   pending rematch per game.

mod setup;
mod stored;
mod view;

use std::sync::Arc;

use hnefi_ai::Level;
use hnefi_engine::variant::FirstMover;
use hnefi_engine::{Position, Side};
use hnefi_store::{ChallengeRow, GameStatus, NewChallenge};

pub use hnefi_store::ChallengeStatus;
pub use view::{Challenge, ChallengeRequest, SideChoice};

use crate::core::clock::Timestamp;
use crate::core::codes::{Code, decode};
use crate::core::ids::{ChallengeId, GameId, Place, Player, PlayerId};
use crate::core::{Core, Tx, remember_player};
use crate::error::{Error, Result};
use crate::events::StoredEvent;
use crate::games::{self, GameRef, GameSetup, GameSummary, TimeControl, ai_name};
use setup::{Setup, check_setup};

/// Expired challenges handled per transaction.
const BATCH: i64 = 100;

/// The challenges feature.
#[derive(Clone)]
pub struct Challenges {
    core: Arc<Core>,
}

/// The parts of a new challenge row.
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

impl Challenges {
    pub(crate) fn new(core: Arc<Core>) -> Challenges {
        Challenges { core }
    }

    /// Posts a challenge (`/challenge`). A custom start makes it unrated.
    pub async fn create(&self, req: ChallengeRequest) -> Result<Challenge> {
        if req.opponent.as_ref().is_some_and(|o| o.id == req.author.id) {
            return Err(Error::SelfChallenge);
        }
        if let TimeControl::PerMove(d) = req.time {
            TimeControl::per_move(d)?;
        }
        let variant = {
            let mut conn = self.core.read().await?;
            crate::core::variants::resolve(&mut conn, &req.variant).await?
        };
        let setup = check_setup(&variant, req.layout.as_deref(), req.position.as_deref())?;
        let rated = req.rated && setup.position.is_none();
        let now = self.core.now();
        let mut tx = self.core.write().await?;
        let open = hnefi_store::challenges::count_open_by(&mut tx, req.author.id.0, now.millis())
            .await? as usize;
        let limit = self.core.limits().open_challenges_per_author;
        if open >= limit {
            return Err(Error::TooManyChallenges(limit));
        }
        if req
            .opponent
            .as_ref()
            .is_some_and(|o| o.id.ai_level().is_some())
        {
            let playing =
                hnefi_store::games::active_against_ai(&mut tx, req.author.id.0).await? as usize;
            let limit = self.core.limits().ai_games_per_player;
            if playing >= limit {
                return Err(Error::TooManyAiGames(limit));
            }
        }
        remember_player(&mut tx, &req.author, now).await?;
        if let Some(opponent) = &req.opponent {
            remember_player(&mut tx, opponent, now).await?;
        }
        let challenge = self
            .insert(
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
        self.core.commit(tx).await?;
        Ok(challenge)
    }

    async fn insert(
        &self,
        tx: &mut Tx,
        parts: NewChallengeParts<'_>,
        now: Timestamp,
    ) -> Result<Challenge> {
        let expires_at = now.plus(self.core.limits().challenge_lifetime);
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
                bank_ms: parts.time.bank_millis(),
                rated: parts.rated,
                rematch_of: parts.rematch_of.map(|g| g.0),
                expires_at: expires_at.millis(),
                now: now.millis(),
            },
        )
        .await?;
        let challenge = Challenge::from_row(&row(tx, ChallengeId(id)).await?)?;
        let created = StoredEvent::ChallengeCreated {
            challenge: (&challenge).into(),
        };
        self.core.emit(tx, &created, now).await?;
        tx.note_deadline(expires_at);
        Ok(challenge)
    }

    /// A challenge by id.
    pub async fn get(&self, id: ChallengeId) -> Result<Challenge> {
        let mut conn = self.core.read().await?;
        Challenge::from_row(&row(&mut conn, id).await?)
    }

    /// Open challenges in a channel, newest first.
    pub async fn open_in(&self, channel: i64) -> Result<Vec<Challenge>> {
        let mut conn = self.core.read().await?;
        hnefi_store::challenges::open_in_channel(&mut conn, channel, self.core.now().millis())
            .await?
            .iter()
            .map(Challenge::from_row)
            .collect()
    }

    /// Open challenges a player made or received, newest first.
    pub async fn open_of(&self, player: PlayerId) -> Result<Vec<Challenge>> {
        let mut conn = self.core.read().await?;
        hnefi_store::challenges::open_of_player(&mut conn, player.0, self.core.now().millis())
            .await?
            .iter()
            .map(Challenge::from_row)
            .collect()
    }

    /// Records the message that shows a challenge.
    pub async fn set_message(&self, id: ChallengeId, message: i64) -> Result<()> {
        let mut tx = self.core.write().await?;
        let now = self.core.now().millis();
        if !hnefi_store::challenges::set_message(&mut tx, id.0, message, now).await? {
            return Err(Error::UnknownChallenge(id));
        }
        self.core.commit(tx).await
    }

    /// Accepts a challenge and starts its game (`challenge:<id>:accept`).
    /// Sides and, where the variant draws lots, the first mover are drawn
    /// now; the first mover's clock starts.
    pub async fn accept(&self, id: ChallengeId, by: &Player) -> Result<GameSummary> {
        let now = self.core.now();
        let (mut tx, row) = self.open_challenge(id, now).await?;
        let author = PlayerId(row.author_id);
        if by.id == author {
            return Err(Error::OwnChallenge(id));
        }
        if let Some(opponent) = row.opponent_id.map(PlayerId) {
            if opponent != by.id {
                return Err(Error::NotAddressedToYou { id, opponent });
            }
        }
        remember_player(&mut tx, by, now).await?;
        let author_side = match decode::<SideChoice>(&row.author_side)?.side() {
            Some(side) => side,
            None => self.lot(),
        };
        let (attacker, defender) = match author_side {
            Side::Attackers => (author, by.id),
            Side::Defenders => (by.id, author),
        };
        let variant = crate::core::variants::resolve(&mut tx, &row.variant).await?;
        let mut drawn = false;
        let start = match &row.start_position {
            Some(text) => Position::parse(&variant, text).map_err(|error| Error::BadPosition {
                variant: variant.key().to_string(),
                error,
            })?,
            None => {
                let first = match variant.first() {
                    FirstMover::Random => {
                        drawn = true;
                        Some(self.lot())
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
        let game = games::start_in(
            &self.core,
            &mut tx,
            GameSetup {
                challenge: Some((ChallengeId(row.id), row.message_id)),
                place: Place::new(row.guild_id, row.channel_id),
                layout: &row.layout,
                start: &start,
                custom_start: row.start_position.is_some(),
                attacker,
                defender,
                time: TimeControl::from_millis(row.move_time_ms, row.bank_ms),
                vacation: true,
                rated: row.rated,
                first_mover_drawn: drawn,
                tournament: None,
                by: Some(by.id),
            },
            now,
        )
        .await?;
        self.core.commit(tx).await?;
        Ok(game)
    }

    /// A side drawn by lot.
    fn lot(&self) -> Side {
        if self.core.coin() {
            Side::Attackers
        } else {
            Side::Defenders
        }
    }

    /// Declines a direct challenge (only its addressee may).
    pub async fn decline(&self, id: ChallengeId, by: PlayerId) -> Result<Challenge> {
        let now = self.core.now();
        let (tx, row) = self.open_challenge(id, now).await?;
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
        self.close(tx, &row, ChallengeStatus::Declined, Some(by), now)
            .await
    }

    /// Withdraws a challenge (only its author may).
    pub async fn cancel(&self, id: ChallengeId, by: PlayerId) -> Result<Challenge> {
        let now = self.core.now();
        let (tx, row) = self.open_challenge(id, now).await?;
        if by.0 != row.author_id {
            return Err(Error::NotYourChallenge(id));
        }
        self.close(tx, &row, ChallengeStatus::Cancelled, Some(by), now)
            .await
    }

    /// A write transaction on a challenge that is still open, else the
    /// reason it is not. A challenge found past its time is expired on the
    /// spot (that change is committed).
    async fn open_challenge(&self, id: ChallengeId, now: Timestamp) -> Result<(Tx, ChallengeRow)> {
        let mut tx = self.core.write().await?;
        let row = row(&mut tx, id).await?;
        match row.status {
            ChallengeStatus::Open if row.expires_at <= now.millis() => {
                self.expire_in(&mut tx, &row, now).await?;
                self.core.commit(tx).await?;
                Err(Error::ChallengeExpired(id))
            }
            ChallengeStatus::Open => Ok((tx, row)),
            ChallengeStatus::Expired => Err(Error::ChallengeExpired(id)),
            status => Err(Error::ChallengeClosed { id, status }),
        }
    }

    async fn close(
        &self,
        mut tx: Tx,
        row: &ChallengeRow,
        status: ChallengeStatus,
        by: Option<PlayerId>,
        now: Timestamp,
    ) -> Result<Challenge> {
        let id = ChallengeId(row.id);
        if !hnefi_store::challenges::close(&mut tx, row.id, status, by.map(|p| p.0), now.millis())
            .await?
        {
            return Err(Error::Internal(format!("challenge #{id} was not open")));
        }
        let closed = StoredEvent::ChallengeClosed {
            challenge: id,
            place: Place::new(row.guild_id, row.channel_id).into(),
            message: row.message_id,
            status,
            by,
        };
        self.core.emit(&mut tx, &closed, now).await?;
        let challenge = Challenge::from_row(&self::row(&mut tx, id).await?)?;
        self.core.commit(tx).await?;
        Ok(challenge)
    }

    /// Marks an open challenge expired, with its event, in `tx`; false if
    /// it was no longer open.
    async fn expire_in(&self, tx: &mut Tx, row: &ChallengeRow, now: Timestamp) -> Result<bool> {
        let status = ChallengeStatus::Expired;
        if !hnefi_store::challenges::close(tx, row.id, status, None, now.millis()).await? {
            return Ok(false);
        }
        let expired = StoredEvent::ChallengeClosed {
            challenge: ChallengeId(row.id),
            place: Place::new(row.guild_id, row.channel_id).into(),
            message: row.message_id,
            status,
            by: None,
        };
        self.core.emit(tx, &expired, now).await?;
        Ok(true)
    }

    /// Expires every open challenge past its time at `now`; how many.
    pub(crate) async fn expire_due(&self, now: Timestamp) -> Result<usize> {
        let mut expired = 0;
        loop {
            let any_due = {
                let mut conn = self.core.read().await?;
                !hnefi_store::challenges::due_to_expire(&mut conn, now.millis(), 1)
                    .await?
                    .is_empty()
            };
            if !any_due {
                return Ok(expired);
            }
            // Read again in the write transaction: on PostgreSQL that claims
            // the rows, and another process sweeping at once takes others.
            let mut tx = self.core.write().await?;
            let due = hnefi_store::challenges::due_to_expire(&mut tx, now.millis(), BATCH).await?;
            for row in &due {
                if self.expire_in(&mut tx, row, now).await? {
                    expired += 1;
                }
            }
            self.core.commit(tx).await?;
            if (due.len() as i64) < BATCH {
                return Ok(expired);
            }
        }
    }

    /// When the next open challenge expires.
    pub(crate) async fn next_expiry(&self) -> Result<Option<Timestamp>> {
        let mut conn = self.core.read().await?;
        Ok(hnefi_store::challenges::next_expiry(&mut conn)
            .await?
            .map(Timestamp))
    }

    /// Challenges the opponent of a finished game again, sides swapped
    /// (`/rematch`): same variant, layout, start, time and rating, posted
    /// in `place`.
    pub async fn rematch(
        &self,
        which: impl Into<GameRef>,
        by: &Player,
        place: Place,
    ) -> Result<Challenge> {
        let now = self.core.now();
        let mut tx = self.core.write().await?;
        let game_row = games::resolve(&mut tx, by.id, which.into()).await?;
        let game = GameSummary::from_row(&game_row)?;
        if game.status == GameStatus::Imported {
            return Err(Error::ImportedGame(game.id));
        }
        let side = game.side_of(by.id).ok_or(Error::NotAPlayer(game.id))?;
        if game.is_active() {
            return Err(Error::StillPlaying(game.id));
        }
        if let Some(pending) =
            hnefi_store::challenges::open_rematch(&mut tx, game.id.0, now.millis()).await?
        {
            return Err(Error::RematchPending {
                game: game.id,
                challenge: ChallengeId(pending.id),
            });
        }
        let opponent = game.player(side.other());
        remember_player(&mut tx, by, now).await?;
        let setup = Setup {
            variant: game.variant.clone(),
            layout: game.layout.clone(),
            position: game.custom_start.then(|| game.start.clone()),
        };
        let challenge = self
            .insert(
                &mut tx,
                NewChallengeParts {
                    place,
                    author: by.id,
                    opponent: Some(opponent),
                    setup: &setup,
                    side: SideChoice::from(side.other()),
                    time: game.time,
                    rated: game.rated,
                    rematch_of: Some(game.id),
                },
                now,
            )
            .await?;
        self.core.commit(tx).await?;
        Ok(challenge)
    }

    /// Challenges the AI at `level` to an unrated game without a clock:
    /// [`Challenges::ai_accepts`] starts it. (Two steps, so that the bot can
    /// post the challenge's message first and the game's thread opens on
    /// it.) A person plays at most [`crate::Limits::ai_games_per_player`]
    /// games against the AI at once.
    pub async fn challenge_ai(
        &self,
        human: Player,
        place: Place,
        variant: &str,
        human_side: SideChoice,
        level: u8,
    ) -> Result<Challenge> {
        let level = Level::new(level).map_err(|_| Error::BadAiLevel(level))?;
        let mut req = ChallengeRequest::new(human, place, variant);
        req.opponent = Some(ai_player(level.number()));
        req.side = human_side;
        req.time = TimeControl::Unlimited;
        req.rated = false;
        self.create(req).await
    }

    /// The AI accepts a challenge addressed to it (`/ai`, a rematch of a
    /// game against the AI): the game starts at once.
    pub async fn ai_accepts(&self, id: ChallengeId) -> Result<GameSummary> {
        let challenge = self.get(id).await?;
        let level = challenge
            .opponent
            .and_then(PlayerId::ai_level)
            .ok_or(Error::NotForTheAi(id))?;
        self.accept(id, &ai_player(level)).await
    }

    /// [`Challenges::challenge_ai`] and [`Challenges::ai_accepts`] at once.
    pub async fn start_ai_game(
        &self,
        human: Player,
        place: Place,
        variant: &str,
        human_side: SideChoice,
        level: u8,
    ) -> Result<(Challenge, GameSummary)> {
        let challenge = self
            .challenge_ai(human, place, variant, human_side, level)
            .await?;
        let game = self.ai_accepts(challenge.id).await?;
        Ok((challenge, game))
    }
}

/// The AI at a level, as a player.
fn ai_player(level: u8) -> Player {
    Player::new(PlayerId::ai(level), ai_name(level))
}

/// The challenge row, or `UnknownChallenge`.
async fn row(conn: &mut impl hnefi_store::Conn, id: ChallengeId) -> Result<ChallengeRow> {
    hnefi_store::challenges::get(conn, id.0)
        .await?
        .ok_or(Error::UnknownChallenge(id))
}
