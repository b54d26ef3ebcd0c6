//! A tournament's rounds: each finished game is recorded and, when it was
//! the round's last, the next round is paired and its games started, or the
//! tournament ends with its standings. Everything happens in the write
//! transaction that records the game: the round advance happens once,
//! however often the event is delivered and whatever restarts.

use hnefi_engine::variant::FirstMover;
use hnefi_engine::{Reason, Side, Winner};
use hnefi_store::{EntrantRow, EntrantStatus, TournamentGameRow, TournamentStatus};

use super::pairing::{self, Entry, Pair, Round, SwissPlayer};
use super::query::{games_in, tournament_in, tournament_row};
use super::standings::{self, Played};
use super::{Format, TournamentGame, Tournaments};
use crate::core::Tx;
use crate::core::clock::Timestamp;
use crate::core::codes::{Code, decode};
use crate::core::consumer::{BoxFuture, NotifyError};
use crate::core::ids::{EventId, Place, PlayerId, TournamentId};
use crate::error::{Error, Result};
use crate::events::StoredEvent;
use crate::games::{self, GameFinishedSubscriber, GameSetup, GameSummary, TimeControl, settled};

impl Tournaments {
    /// Records a finished tournament game and moves the tournament on.
    /// Does nothing for other games, or a game recorded before.
    async fn record_result(&self, game: &GameSummary) -> Result<()> {
        let (Some(tournament), Some(result)) = (game.tournament, game.result) else {
            return Ok(());
        };
        let now = self.core.now();
        let mut tx = self.core.write().await?;
        let Some(row) = hnefi_store::tournaments::game_by_game_id(&mut tx, game.id.0).await? else {
            return Ok(());
        };
        if row.result.is_some() {
            return Ok(());
        }
        let t = tournament_row(&mut tx, TournamentId(tournament)).await?;
        if t.status != TournamentStatus::Running {
            return Ok(());
        }
        // Tournament games cannot be aborted; should one be, it counts as
        // a draw rather than hold the round up for ever.
        let winner = if result.reason == Reason::Aborted {
            tracing::warn!(
                game = game.id.0,
                "aborted tournament game counted as a draw"
            );
            Winner::Draw
        } else {
            result.winner
        };
        hnefi_store::tournaments::set_result(
            &mut tx,
            game.id.0,
            winner.code(),
            i64::from(game.plies),
            now.millis(),
        )
        .await?;
        self.next_round_in(&mut tx, TournamentId(tournament), now)
            .await?;
        self.core.commit(tx).await
    }

    /// Moves a running tournament past every complete round: pairs and
    /// starts the next one, or ends the tournament after its last.
    pub(crate) async fn next_round_in(
        &self,
        tx: &mut Tx,
        id: TournamentId,
        now: Timestamp,
    ) -> Result<()> {
        loop {
            let row = tournament_row(tx, id).await?;
            if row.status != TournamentStatus::Running {
                return Ok(());
            }
            let games = games_in(tx, id).await?;
            let current = row.current_round as u32;
            if games
                .iter()
                .any(|g| g.round == current && g.result.is_none())
            {
                return Ok(());
            }
            let format: Format = decode(&row.format)?;
            let entrants = hnefi_store::tournaments::entrants(tx, id.0).await?;
            let rounds = row.rounds.unwrap_or(0) as u32;
            let plan = if current < rounds {
                plan_round(format, current + 1, &entrants, &games)
            } else {
                Vec::new()
            };
            if plan.is_empty() {
                self.finish_in(tx, id, format, &entrants, &games, now)
                    .await?;
                return Ok(());
            }
            if !hnefi_store::tournaments::advance_round(tx, id.0, i64::from(current), now.millis())
                .await?
            {
                return Ok(());
            }
            let round = current + 1;
            let withdrawn = |p: PlayerId| {
                entrants
                    .iter()
                    .any(|e| e.player_id == p.0 && e.status == EntrantStatus::Withdrawn)
            };
            let place = Place::new(Some(row.guild_id), row.channel_id);
            let variant = crate::core::variants::resolve(tx, &row.variant).await?;
            for (index, entry) in plan.iter().enumerate() {
                let base = TournamentGameRow {
                    tournament_id: id.0,
                    round: i64::from(round),
                    pairing: index as i64,
                    leg: 1,
                    attacker_id: 0,
                    defender_id: None,
                    game_id: None,
                    result: None,
                    forfeit: false,
                    plies: None,
                };
                match entry {
                    Entry::Empty => {}
                    Entry::Bye(player) => {
                        let bye = TournamentGameRow {
                            attacker_id: player.0,
                            result: Some(Winner::Attackers.code().to_string()),
                            ..base
                        };
                        hnefi_store::tournaments::insert_game(tx, &bye, now.millis()).await?;
                    }
                    Entry::Match(legs) => {
                        for (leg, pair) in legs.iter().enumerate() {
                            let mut game = TournamentGameRow {
                                leg: leg as i64 + 1,
                                attacker_id: pair.attacker.0,
                                defender_id: Some(pair.defender.0),
                                ..base.clone()
                            };
                            match (withdrawn(pair.attacker), withdrawn(pair.defender)) {
                                (false, false) => {
                                    let started = self
                                        .start_game(tx, &variant, place, &row, *pair, now)
                                        .await?;
                                    game.game_id = Some(started.id.0);
                                }
                                (true, true) => continue,
                                (attacker_out, _) => {
                                    let winner = if attacker_out {
                                        Winner::Defenders
                                    } else {
                                        Winner::Attackers
                                    };
                                    game.result = Some(winner.code().to_string());
                                    game.forfeit = true;
                                }
                            }
                            hnefi_store::tournaments::insert_game(tx, &game, now.millis()).await?;
                        }
                    }
                }
            }
            let tournament = tournament_in(tx, id).await?;
            let games = games_in(tx, id)
                .await?
                .iter()
                .filter(|g| g.round == round)
                .map(Into::into)
                .collect();
            let paired = StoredEvent::TournamentRound {
                tournament: (&tournament).into(),
                round,
                games,
            };
            self.core.emit(tx, &paired, now).await?;
        }
    }

    async fn start_game(
        &self,
        tx: &mut Tx,
        variant: &std::sync::Arc<hnefi_engine::Variant>,
        place: Place,
        row: &hnefi_store::TournamentRow,
        pair: Pair,
        now: Timestamp,
    ) -> Result<GameSummary> {
        let first = match variant.first() {
            FirstMover::Random => Some(if self.core.coin() {
                Side::Attackers
            } else {
                Side::Defenders
            }),
            _ => None,
        };
        let layout = variant.default_layout().to_string();
        let start = variant
            .start_position(Some(&layout), first)
            .map_err(Error::UnknownLayout)?;
        games::start_in(
            &self.core,
            tx,
            GameSetup {
                challenge: None,
                place,
                layout: &layout,
                start: &start,
                custom_start: false,
                attacker: pair.attacker,
                defender: pair.defender,
                time: TimeControl::from_millis(row.move_time_ms, row.bank_ms),
                vacation: row.vacation,
                rated: true,
                first_mover_drawn: first.is_some(),
                tournament: Some(row.id),
                by: None,
            },
            now,
        )
        .await
    }

    async fn finish_in(
        &self,
        tx: &mut Tx,
        id: TournamentId,
        format: Format,
        entrants: &[EntrantRow],
        games: &[TournamentGame],
        now: Timestamp,
    ) -> Result<()> {
        let table = standings::standings(format, &seeds(entrants), &played(games));
        let winner = table.first().map(|s| s.player.0);
        let status = TournamentStatus::Finished;
        if !hnefi_store::tournaments::end(tx, id.0, status, winner, now.millis()).await? {
            return Ok(());
        }
        let tournament = tournament_in(tx, id).await?;
        let finished = StoredEvent::TournamentFinished {
            tournament: (&tournament).into(),
            standings: table.iter().map(Into::into).collect(),
        };
        self.core.emit(tx, &finished, now).await
    }
}

pub(crate) fn seeds(entrants: &[EntrantRow]) -> Vec<standings::Entrant> {
    entrants
        .iter()
        .map(|e| standings::Entrant {
            id: PlayerId(e.player_id),
            rating: e.seed_rating.unwrap_or(1500.0),
            withdrawn: e.status == EntrantStatus::Withdrawn,
        })
        .collect()
}

pub(crate) fn played(games: &[TournamentGame]) -> Vec<Played> {
    games.iter().map(TournamentGame::played).collect()
}

/// Players best seed first (start rating, then who joined first): the
/// order of the round-robin table and the knockout bracket.
fn seeded(entrants: &[EntrantRow]) -> Vec<PlayerId> {
    let mut order: Vec<&EntrantRow> = entrants.iter().collect();
    order.sort_by(|a, b| {
        b.seed_rating
            .unwrap_or(1500.0)
            .total_cmp(&a.seed_rating.unwrap_or(1500.0))
            .then(a.joined_at.cmp(&b.joined_at))
            .then(a.player_id.cmp(&b.player_id))
    });
    order.into_iter().map(|e| PlayerId(e.player_id)).collect()
}

/// Round `round`'s entries (empty when there is no such round).
pub(crate) fn plan_round(
    format: Format,
    round: u32,
    entrants: &[EntrantRow],
    games: &[TournamentGame],
) -> Round {
    match format {
        Format::RoundRobin => pairing::round_robin(&seeded(entrants))
            .into_iter()
            .nth(round as usize - 1)
            .unwrap_or_default(),
        Format::Swiss => {
            let active: Vec<&EntrantRow> = entrants
                .iter()
                .filter(|e| e.status == EntrantStatus::Active)
                .collect();
            if active.len() < 2 {
                return Vec::new();
            }
            let table = standings::standings(Format::Swiss, &seeds(entrants), &played(games));
            let players: Vec<SwissPlayer> = active
                .iter()
                .map(|e| swiss_player(e, &table, games))
                .collect();
            pairing::swiss_round(&players)
        }
        Format::Knockout => {
            if round == 1 {
                return pairing::knockout_first_round(&seeded(entrants));
            }
            let seeds = seeds(entrants);
            let rating = standings::rating_lookup(&seeds);
            let winners = standings::knockout_winners(&played(games), &rating);
            // The previous round's places: the first round has half the
            // bracket (players filled up to a power of two), each next half.
            let bracket = entrants.len().max(2).next_power_of_two();
            let places = (bracket >> (round - 1)).max(1);
            let entries: Vec<Option<PlayerId>> = (0..places as u32)
                .map(|p| winners.get(&(round - 1, p)).copied().flatten())
                .collect();
            if entries.iter().flatten().count() < 2 {
                return Vec::new();
            }
            pairing::knockout_round(&entries)
        }
    }
}

fn swiss_player(
    entrant: &EntrantRow,
    table: &[standings::Standing],
    games: &[TournamentGame],
) -> SwissPlayer {
    let id = PlayerId(entrant.player_id);
    let mut player = SwissPlayer::new(id, entrant.seed_rating.unwrap_or(1500.0));
    player.points = table
        .iter()
        .find(|s| s.player == id)
        .map_or(0, |s| s.points);
    let mut last_round = 0;
    for g in games {
        if g.is_bye() {
            if g.attacker == id {
                player.byes += 1;
            }
            continue;
        }
        let side = if g.attacker == id {
            Side::Attackers
        } else if g.defender == Some(id) {
            Side::Defenders
        } else {
            continue;
        };
        let opponent = if side == Side::Attackers {
            g.defender.unwrap_or(id)
        } else {
            g.attacker
        };
        player.opponents.push(opponent);
        if g.forfeit {
            continue;
        }
        match side {
            Side::Attackers => player.attacks += 1,
            Side::Defenders => player.defends += 1,
        }
        if g.round >= last_round {
            last_round = g.round;
            player.last_side = Some(side);
        }
    }
    player
}

/// The `tournaments` consumer: records finished tournament games and moves
/// their tournaments on.
impl GameFinishedSubscriber for Tournaments {
    fn game_finished<'a>(
        &'a self,
        _id: EventId,
        game: &'a GameSummary,
    ) -> BoxFuture<'a, Result<(), NotifyError>> {
        Box::pin(async move {
            if game.tournament.is_none() {
                return Ok(());
            }
            settled(
                self.record_result(game).await,
                game,
                "tournament game not recorded",
            )
        })
    }
}
