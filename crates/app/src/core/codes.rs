//! Stable text codes of the enums stored and carried in events, and their
//! serde form (`#[serde(with = "code")]`, `optional_code`).

use hnefi_engine::{Move, Reason, Side, Winner};
use hnefi_store::{ChallengeStatus, GameStatus, TournamentStatus};

use crate::error::{Error, Result};

/// An enum with a stable text code per value.
pub(crate) trait Code: Sized + Copy + 'static {
    const WHAT: &'static str;
    fn code(self) -> &'static str;
    fn all() -> &'static [Self];
    fn from_code(code: &str) -> Option<Self> {
        Self::all().iter().copied().find(|v| v.code() == code)
    }
}

impl Code for Side {
    const WHAT: &'static str = "side";
    fn code(self) -> &'static str {
        self.as_str()
    }
    fn all() -> &'static [Side] {
        &Side::BOTH
    }
}

impl Code for Winner {
    const WHAT: &'static str = "winner";
    fn code(self) -> &'static str {
        self.as_str()
    }
    fn all() -> &'static [Winner] {
        &[Winner::Attackers, Winner::Defenders, Winner::Draw]
    }
}

impl Code for Reason {
    const WHAT: &'static str = "reason";
    /// The reason's words with underscores: `king_captured`.
    fn code(self) -> &'static str {
        match self {
            Reason::KingCaptured => "king_captured",
            Reason::KingEscaped => "king_escaped",
            Reason::Encircled => "encircled",
            Reason::NoLegalMoves => "no_legal_moves",
            Reason::Repetition => "repetition",
            Reason::Resigned => "resigned",
            Reason::Timeout => "timeout",
            Reason::DrawAgreed => "draw_agreed",
            Reason::Aborted => "aborted",
            Reason::TuitNog => "tuit_nog",
            Reason::ExitFort => "exit_fort",
        }
    }
    fn all() -> &'static [Reason] {
        &Reason::ALL
    }
}

/// The store's status codes are codes here too.
macro_rules! store_code {
    ($($ty:ty),+) => {$(
        impl Code for $ty {
            const WHAT: &'static str = stringify!($ty);
            fn code(self) -> &'static str {
                <$ty>::code(self)
            }
            fn all() -> &'static [$ty] {
                <$ty>::ALL
            }
        }
    )+};
}

store_code!(GameStatus, ChallengeStatus, TournamentStatus);

/// Serde for [`Code`] types, as their codes.
pub(crate) mod code {
    use super::Code;
    use serde::{Deserialize, Deserializer, Serializer, de::Error};

    pub fn serialize<T: Code, S: Serializer>(value: &T, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(value.code())
    }

    pub fn deserialize<'de, T: Code, D: Deserializer<'de>>(d: D) -> Result<T, D::Error> {
        let text = String::deserialize(d)?;
        T::from_code(&text)
            .ok_or_else(|| D::Error::custom(format!("`{text}` is not a {}", T::WHAT)))
    }
}

/// Serde for optional [`Code`] types: the code, or null.
pub(crate) mod optional_code {
    use super::Code;
    use serde::{Deserialize, Deserializer, Serializer, de::Error};

    pub fn serialize<T: Code, S: Serializer>(value: &Option<T>, s: S) -> Result<S::Ok, S::Error> {
        match value {
            Some(value) => s.serialize_some(value.code()),
            None => s.serialize_none(),
        }
    }

    pub fn deserialize<'de, T: Code, D: Deserializer<'de>>(d: D) -> Result<Option<T>, D::Error> {
        Option::<String>::deserialize(d)?
            .map(|text| {
                T::from_code(&text)
                    .ok_or_else(|| D::Error::custom(format!("`{text}` is not a {}", T::WHAT)))
            })
            .transpose()
    }
}

/// Decodes a stored code, or fails as a storage problem.
pub(crate) fn decode<T: Code>(text: &str) -> Result<T> {
    T::from_code(text).ok_or_else(|| {
        Error::Storage(hnefi_store::StoreError::Code(hnefi_store::CodeError {
            what: T::WHAT,
            code: text.to_string(),
        }))
    })
}

/// A line of moves as stored (conditional moves, a puzzle's solution, the
/// moves of an attempt): `from-to`, separated by single spaces.
pub(crate) fn move_line(moves: &[Move]) -> String {
    moves
        .iter()
        .map(Move::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

/// A stored line of moves read back (empty text: no moves); a move that
/// does not read is a storage problem.
pub(crate) fn read_move_line(text: &str) -> Result<Vec<Move>> {
    text.split_whitespace()
        .map(|m| Move::parse(m).map_err(|e| Error::Internal(format!("stored move `{m}`: {e}"))))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip() {
        for r in Reason::ALL {
            assert_eq!(Reason::from_code(Code::code(r)), Some(r));
            assert_eq!(Code::code(r).replace('_', " "), r.as_str());
        }
        for s in Side::BOTH {
            assert_eq!(<Side as Code>::from_code(s.as_str()), Some(s));
        }
        for s in TournamentStatus::ALL {
            assert_eq!(<TournamentStatus as Code>::from_code(s.code()), Some(*s));
        }
    }
}
