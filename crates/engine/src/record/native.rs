//! The native record form: `key: value` header lines, a blank line, then one
//! ply per line in the move notation of docs/rules.md section 2.

use std::fmt;

use super::{GameRecord, RecordError, SyntaxError};
use crate::bitboard::Bitboard;
use crate::notation::MoveText;
use crate::outcome::{Outcome, Reason, Winner};

pub(super) fn parse(text: &str) -> Result<GameRecord, RecordError> {
    let mut record = GameRecord {
        variant: String::new(),
        rules: None,
        layout: None,
        start: None,
        moves: Vec::new(),
        result: None,
        tags: Vec::new(),
    };
    let mut winner = None;
    let mut reason = None;
    let mut in_header = true;
    for (index, raw) in text.lines().enumerate() {
        let line = raw.trim();
        let number = index + 1;
        if line.is_empty() {
            if !record.variant.is_empty() || record.rules.is_some() {
                in_header = false;
            }
            continue;
        }
        if line.starts_with('#') {
            continue;
        }
        if in_header {
            if let Some((key, value)) = header(line) {
                let value = value.to_string();
                let syntax = |problem: SyntaxError| RecordError::Syntax {
                    line: number,
                    problem,
                };
                match key.as_str() {
                    "result" => {
                        let parsed = value.parse::<Winner>();
                        winner = Some(parsed.map_err(|_| syntax(SyntaxError::Winner(value)))?);
                    }
                    "reason" => {
                        let parsed = value.parse::<Reason>();
                        reason = Some(parsed.map_err(|_| syntax(SyntaxError::Reason(value)))?);
                    }
                    "variant" => record.variant = value,
                    "rules" => record.rules = Some(value),
                    "layout" => record.layout = Some(value),
                    "start" => record.start = Some(value),
                    _ => record.tags.push((key, value)),
                }
                continue;
            }
            in_header = false;
        }
        let mv = MoveText::parse(line).map_err(|e| RecordError::Syntax {
            line: number,
            problem: e.into(),
        })?;
        record.moves.push(mv);
    }
    if record.variant.is_empty() && record.rules.is_none() {
        return Err(if text.trim().is_empty() {
            RecordError::Empty
        } else {
            RecordError::MissingVariant
        });
    }
    record.result = match (winner, reason) {
        (Some(winner), Some(reason)) => Some(Outcome::new(winner, reason)),
        (None, None) => None,
        _ => {
            return Err(RecordError::Syntax {
                line: 0,
                problem: SyntaxError::HalfResult,
            });
        }
    };
    Ok(record)
}

/// `key: value`, the key being a lower-case word.
fn header(line: &str) -> Option<(String, &str)> {
    let (key, value) = line.split_once(':')?;
    let key = key.trim();
    let is_word = !key.is_empty()
        && key
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
    is_word.then(|| (key.to_ascii_lowercase(), value.trim()))
}

impl fmt::Display for GameRecord {
    /// The native form, which [`GameRecord::parse`] reads back.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "variant: {}", self.variant)?;
        if let Some(rules) = &self.rules {
            writeln!(f, "rules: {rules}")?;
        }
        if let Some(layout) = &self.layout {
            writeln!(f, "layout: {layout}")?;
        }
        if let Some(start) = &self.start {
            writeln!(f, "start: {start}")?;
        }
        for (key, value) in &self.tags {
            // Header values are single lines.
            writeln!(f, "{key}: {}", value.replace(['\n', '\r'], " "))?;
        }
        if let Some(outcome) = self.result {
            writeln!(f, "result: {}", outcome.winner)?;
            writeln!(f, "reason: {}", outcome.reason)?;
        }
        writeln!(f)?;
        for mv in &self.moves {
            writeln!(
                f,
                "{}",
                mv.mv.with_captures(mv.captures.unwrap_or(Bitboard::EMPTY))
            )?;
        }
        Ok(())
    }
}
