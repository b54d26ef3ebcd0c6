//! Game records (docs/rules.md 2): export with the game's headers, and
//! import of a record as an archived game.
//!
//! Decisions where the issue is silent:
//! - **Export** writes the native record with `attackers`, `defenders`,
//!   their ids, `date`, `time`, `rated`, `game`, `site` headers.
//! - **Import** stores a record (native or OpenTafl) as an archived game
//!   owned by the importer (status `imported`): checked by replaying it,
//!   shown, exported (with its original headers) and replayed, never
//!   played on or rated.

use hnefi_engine::GameRecord;
use hnefi_store::{GameStatus, MoveRow, NewGame};

use super::Games;
use super::query::{load_in, resolve, summary};
use super::view::{GameResult, GameSummary};
use crate::core::codes::Code;
use crate::core::ids::{GameId, Place, Player, PlayerId};
use crate::core::remember_player;
use crate::error::{Error, Result};
use crate::games::GameRef;

/// A game's record as text.
#[derive(Clone, Debug)]
pub struct Exported {
    pub game: GameSummary,
    pub text: String,
    /// The file name's extension: `txt` (native), `otg` (OpenTafl).
    pub extension: &'static str,
}

/// The form a record is written in (docs/rules.md 2).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum RecordFormat {
    /// Hnefi's own: `key: value` headers, a ply per line.
    #[default]
    Native,
    /// OpenTafl's `.otg`: `[tag:value]` headers ending with the rules,
    /// numbered turns.
    OpenTafl,
}

impl Games {
    /// The record of the game a request means (native form).
    pub async fn export(&self, which: impl Into<GameRef>, player: PlayerId) -> Result<Exported> {
        self.export_as(which, player, RecordFormat::Native).await
    }

    /// The record of the game a request means in `format`, with the
    /// players, the date, the time control and the game's number as
    /// headers; an imported game keeps its own headers.
    pub async fn export_as(
        &self,
        which: impl Into<GameRef>,
        player: PlayerId,
        format: RecordFormat,
    ) -> Result<Exported> {
        let mut conn = self.core.snapshot().await?;
        let row = resolve(&mut conn, player, which.into()).await?;
        let view = load_in(&mut conn, &row).await?;
        drop(conn);
        let s = &view.board.summary;
        let mut record = GameRecord::of_game(&view.board.game, Some(&s.layout));
        if s.status == GameStatus::Imported {
            for line in row.record_tags.as_deref().unwrap_or("").lines() {
                if let Some((key, value)) = line.split_once(':') {
                    record = record.with_tag(key, value.trim());
                }
            }
        } else {
            record = record
                .with_tag("attackers", &s.attacker_name)
                .with_tag("defenders", &s.defender_name)
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
        }
        let (text, extension) = match format {
            RecordFormat::Native => (record.to_string(), "txt"),
            RecordFormat::OpenTafl => {
                // OpenTafl writes dates as YYYY.MM.DD.
                record.tags = record
                    .tags
                    .into_iter()
                    .map(|(k, v)| match k.as_str() {
                        "date" | "finished" => (k, v.replace('-', ".")),
                        _ => (k, v),
                    })
                    .collect();
                let text = record.to_otn().map_err(|e| Error::BadRecord(Box::new(e)))?;
                (text, "otg")
            }
        };
        Ok(Exported {
            text,
            extension,
            game: view.board.summary,
        })
    }

    /// Imports a line of moves (`e1-e4 d5-d2 ...`, turn numbers such as
    /// `1.` read past) played in `variant` from its usual start, as
    /// [`Games::import`] does a record.
    pub async fn import_moves(
        &self,
        moves: &str,
        variant: &hnefi_engine::Variant,
        by: &Player,
        place: Place,
    ) -> Result<GameSummary> {
        let header = if crate::core::variants::is_rule_set_key(variant.key()) {
            match variant.rule_set() {
                Some(rules) => format!("rules: {}", rules.canonical()),
                None => format!("variant: {}", variant.key()),
            }
        } else {
            format!("variant: {}", variant.key())
        };
        self.import_line(&header, moves, by, place).await
    }

    /// Imports a line of moves played under an OTN rules string (docs/rules.md
    /// 5), as [`Games::import_moves`] does in a variant.
    pub async fn import_moves_under(
        &self,
        moves: &str,
        rules: &str,
        by: &Player,
        place: Place,
    ) -> Result<GameSummary> {
        let rules = rules.replace(['\n', '\r'], " ");
        self.import_line(&format!("rules: {}", rules.trim()), moves, by, place)
            .await
    }

    async fn import_line(
        &self,
        header: &str,
        moves: &str,
        by: &Player,
        place: Place,
    ) -> Result<GameSummary> {
        let mut text = format!("{header}\n\n");
        for token in moves.split_whitespace() {
            let number = token.trim_end_matches('.');
            if token.ends_with('.') && number.chars().all(|c| c.is_ascii_digit()) {
                continue;
            }
            text.push_str(token);
            text.push('\n');
        }
        self.import(&text, by, place).await.map_err(|e| match e {
            // The line has one line: a move's place in it is its ply.
            Error::BadRecord(record) => match *record {
                hnefi_engine::RecordError::Syntax { problem, .. } => {
                    Error::BadRecord(Box::new(hnefi_engine::RecordError::Syntax {
                        line: 1,
                        problem,
                    }))
                }
                other => Error::BadRecord(Box::new(other)),
            },
            other => other,
        })
    }

    /// Imports a game record (native or OpenTafl) as an archived game,
    /// replayed and checked; `by` owns it.
    pub async fn import(&self, text: &str, by: &Player, place: Place) -> Result<GameSummary> {
        let bad = |e| Error::BadRecord(Box::new(e));
        let mut record = GameRecord::parse(text).map_err(bad)?;
        // A record with its own rules plays under their key, as a server's
        // rule set does, and the game keeps them (docs/rules.md 2, 5).
        let rules = match &record.rules {
            Some(text) => {
                let parsed = hnefi_engine::RuleSet::parse(text).map_err(|e| bad(e.into()))?;
                let canonical = parsed.rules.canonical();
                record.variant = crate::core::variants::rule_set_key(&canonical);
                Some(canonical)
            }
            None => None,
        };
        let game = record.to_game().map_err(bad)?;
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
        let now = self.core.now();
        let mut tx = self.core.write().await?;
        remember_player(&mut tx, by, now).await?;
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
                bank_ms: None,
                vacation: false,
                rated: false,
                status: GameStatus::Imported,
                winner: result.map(|r| r.winner.code()),
                reason: result.map(|r| r.reason.code()),
                plies: game.plies().len() as i64,
                position: &position,
                to_move: game.turn().as_str(),
                record_tags: (!tags.is_empty()).then_some(tags.as_str()),
                tournament_id: None,
                rules: rules.as_deref(),
                finished_at: result.map(|_| now.millis()),
                now: now.millis(),
            },
        )
        .await?;
        let mut side = game.start().turn();
        for (index, ply) in game.plies().iter().enumerate() {
            let row = MoveRow {
                game_id: id,
                ply: index as i64 + 1,
                side: side.as_str().to_string(),
                player_id: None,
                notation: ply.to_string(),
                captures: ply
                    .captures
                    .iter()
                    .map(|s| s.to_string())
                    .collect::<Vec<_>>()
                    .join(" "),
                announcement: ply.announcement.map(|a| a.as_str().to_string()),
                played_at: now.millis(),
            };
            hnefi_store::moves::insert(&mut tx, &row, now.millis()).await?;
            side = side.other();
        }
        let imported = summary(&mut tx, GameId(id)).await?;
        self.core.commit(tx).await?;
        Ok(imported)
    }
}
