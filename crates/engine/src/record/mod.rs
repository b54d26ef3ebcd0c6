//! Game records (docs/rules.md section 2, "Game record"): a header of
//! `key: value` lines and one ply per line, in [`native`] form; OpenTafl's
//! notation is read and written as a second format by [`otn`].

mod native;
mod otn;

use std::sync::Arc;

use thiserror::Error;

use crate::game::{Game, MoveError};
use crate::notation::{Move, MoveText, ParseMoveError};
use crate::outcome::{Outcome, Reason};
use crate::position::{Position, PositionError};
use crate::ruleset::{CompileError, RuleSet, RulesError};
use crate::square::Square;
use crate::validate::IllegalMove;
use crate::variant::{self, UnknownLayout, UnknownVariant, Variant};

/// A game written down: variant, start, moves, result and free tags
/// (players, dates, event...).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRecord {
    /// The variant key.
    pub variant: String,
    /// The canonical rules string of a rule set that is not built in
    /// (docs/rules.md 5): the record then carries its own rules, and
    /// `variant` is only the key they were played under.
    pub rules: Option<String>,
    pub layout: Option<String>,
    /// The start position when it is not the layout's usual start.
    pub start: Option<String>,
    pub moves: Vec<MoveText>,
    pub result: Option<Outcome>,
    /// Other headers in order, keys in lower case.
    pub tags: Vec<(String, String)>,
}

/// A record that cannot be read or replayed.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RecordError {
    #[error("empty record")]
    Empty,
    #[error("line {line}: {problem}")]
    Syntax { line: usize, problem: SyntaxError },
    #[error("no variant")]
    MissingVariant,
    #[error(transparent)]
    UnknownVariant(#[from] UnknownVariant),
    #[error(transparent)]
    UnknownLayout(#[from] UnknownLayout),
    #[error("rules: {0}")]
    Rules(#[from] RulesError),
    #[error("rules: {0}")]
    Unplayable(#[from] CompileError),
    #[error("start: {0}")]
    Start(#[from] PositionError),
    #[error("ply {ply} {mv}: {error}")]
    Move {
        ply: usize,
        mv: Move,
        error: MoveError,
    },
    /// The squares the record claims and those the move captures,
    /// ascending.
    #[error(
        "ply {ply} {mv}: captures {} recorded as {}",
        squares(actual),
        squares(claimed)
    )]
    Captures {
        ply: usize,
        mv: Move,
        claimed: Vec<Square>,
        actual: Vec<Square>,
    },
    /// The recorded result, and how the moves end (`None`: they do not).
    #[error(
        "result {recorded} recorded, moves end {}",
        actual.map_or_else(|| "unfinished".to_string(), |a| a.to_string())
    )]
    Result {
        recorded: Outcome,
        actual: Option<Outcome>,
    },
}

/// What is wrong with a line of a record.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SyntaxError {
    #[error("not a result: `{0}`")]
    Winner(String),
    #[error("not a reason: `{0}`")]
    Reason(String),
    #[error(transparent)]
    Move(#[from] ParseMoveError),
    #[error("half a result")]
    HalfResult,
    #[error("unclosed tag")]
    UnclosedTag,
    #[error("not a tag")]
    TagShape,
    #[error("not a size: `{0}`")]
    Size(String),
    #[error("{rows} rows on a {size}x{size} board")]
    Rows { rows: usize, size: u8 },
    #[error("not an OTN piece: `{0}`")]
    Piece(char),
}

impl GameRecord {
    /// The record of `game`, started from `layout` (or a custom position).
    pub fn of_game(game: &Game, layout: Option<&str>) -> GameRecord {
        let variant = game.start().variant();
        let usual = variant
            .start_position(layout, None)
            .ok()
            .filter(|p| p == game.start());
        // A built-in key (a variant or a standard) says it all; any other
        // rule set is written out, so the record reads anywhere.
        let rules = variant
            .rule_set()
            .filter(|_| variant::by_key(variant.key()).is_err())
            .map(RuleSet::canonical);
        GameRecord {
            variant: variant.key().to_string(),
            rules,
            layout: Some(layout.unwrap_or(variant.default_layout()).to_string()),
            start: usual.is_none().then(|| game.start().to_string()),
            moves: game
                .plies()
                .iter()
                .map(|ply| MoveText {
                    mv: ply.mv,
                    captures: Some(ply.captures),
                })
                .collect(),
            result: game.outcome(),
            tags: Vec::new(),
        }
    }

    /// Adds a free header such as `attackers`, `defenders` or `date`.
    pub fn with_tag(mut self, key: &str, value: &str) -> GameRecord {
        // Keys must stay one word to read back as `key: value` headers.
        let key: String = key
            .trim()
            .chars()
            .map(|c| {
                if c.is_ascii_alphanumeric() || c == '-' || c == '_' {
                    c.to_ascii_lowercase()
                } else {
                    '-'
                }
            })
            .collect();
        if !key.is_empty() {
            self.tags.push((key, value.to_string()));
        }
        self
    }

    pub fn tag(&self, key: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(key))
            .map(|(_, v)| v.as_str())
    }

    /// Reads a record in the native form or in OpenTafl notation.
    pub fn parse(text: &str) -> Result<GameRecord, RecordError> {
        if otn::looks_like(text) {
            otn::parse(text)
        } else {
            native::parse(text)
        }
    }

    /// The record in OpenTafl notation.
    pub fn to_otn(&self) -> Result<String, RecordError> {
        otn::write(self)
    }

    /// The variant the record is played in: its own rules, compiled under
    /// its key (`custom` when it names none), else a built-in variant.
    pub fn variant(&self) -> Result<Arc<Variant>, RecordError> {
        match &self.rules {
            Some(rules) => {
                let key = if self.variant.is_empty() {
                    "custom"
                } else {
                    &self.variant
                };
                Ok(RuleSet::parse(rules)?.rules.compile(key)?)
            }
            None => Ok(variant::by_key(&self.variant)?),
        }
    }

    /// Replays the moves, checking any capture suffix and the result.
    pub fn to_game(&self) -> Result<Game, RecordError> {
        let variant = self.variant()?;
        let start = match &self.start {
            Some(text) => Position::parse(&variant, text)?,
            None => variant.start_position(self.layout.as_deref(), None)?,
        };
        let mut game = Game::new(start);
        for (index, text) in self.moves.iter().enumerate() {
            let ply = index + 1;
            let played = game
                .play(text.mv)
                .map_err(|error: IllegalMove| RecordError::Move {
                    ply,
                    mv: text.mv,
                    error: error.into(),
                })?;
            if let Some(claimed) = text.captures {
                if !played.agrees_with(claimed) {
                    return Err(RecordError::Captures {
                        ply,
                        mv: text.mv,
                        claimed: claimed.iter().collect(),
                        actual: played.captures.iter().collect(),
                    });
                }
            }
        }
        match (self.result, game.outcome()) {
            (Some(recorded), Some(actual)) if recorded != actual => Err(RecordError::Result {
                recorded,
                actual: Some(actual),
            }),
            (Some(recorded), None) => {
                if matches!(
                    recorded.reason,
                    Reason::Resigned | Reason::Timeout | Reason::DrawAgreed | Reason::Aborted
                ) {
                    game.finish(recorded).expect("the game is not over");
                    Ok(game)
                } else {
                    Err(RecordError::Result {
                        recorded,
                        actual: None,
                    })
                }
            }
            _ => Ok(game),
        }
    }
}

fn squares(set: &[Square]) -> String {
    if set.is_empty() {
        "nothing".to_string()
    } else {
        set.iter()
            .map(|s| s.to_string())
            .collect::<Vec<_>>()
            .join(" ")
    }
}
