//! The stable codes stored for statuses. They are part of the schema (see
//! the CHECK constraints of the migrations): add codes, never rename one.

use std::fmt;

use thiserror::Error;

/// A stored code this build does not know.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("`{code}` is not a known {what}")]
pub struct CodeError {
    pub what: &'static str,
    pub code: String,
}

macro_rules! codes {
    ($(#[$meta:meta])* $name:ident, $what:literal { $($variant:ident = $code:literal),+ $(,)? }) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum $name {
            $($variant),+
        }

        impl $name {
            pub const ALL: &'static [$name] = &[$($name::$variant),+];

            /// The stored code.
            pub const fn code(self) -> &'static str {
                match self {
                    $($name::$variant => $code),+
                }
            }

            pub fn from_code(code: &str) -> Result<$name, CodeError> {
                match code {
                    $($code => Ok($name::$variant),)+
                    other => Err(CodeError { what: $what, code: other.to_string() }),
                }
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.code())
            }
        }

        /// Rows decode their status columns through this
        /// (`#[sqlx(try_from = "String")]`).
        impl TryFrom<String> for $name {
            type Error = CodeError;
            fn try_from(code: String) -> Result<$name, CodeError> {
                $name::from_code(&code)
            }
        }
    };
}

codes! {
    /// Where a challenge stands.
    ChallengeStatus, "challenge status" {
        Open = "open",
        Accepted = "accepted",
        Declined = "declined",
        Cancelled = "cancelled",
        Expired = "expired",
    }
}

codes! {
    /// Where a game stands. `Imported` games are records brought in with
    /// an import: shown and exported, never played on.
    GameStatus, "game status" {
        Active = "active",
        Finished = "finished",
        Aborted = "aborted",
        Imported = "imported",
    }
}

codes! {
    /// What became of a draw offer. `Void` offers were pending when the
    /// game ended some other way.
    DrawStatus, "draw offer status" {
        Pending = "pending",
        Accepted = "accepted",
        Declined = "declined",
        Lapsed = "lapsed",
        Void = "void",
    }
}

codes! {
    /// Where a tournament stands: sign-up, then running, then finished;
    /// cancelled from sign-up or running.
    TournamentStatus, "tournament status" {
        Signup = "signup",
        Running = "running",
        Finished = "finished",
        Cancelled = "cancelled",
    }
}

codes! {
    /// A tournament player: active, or withdrawn after the start (a player
    /// who leaves during sign-up is removed instead).
    EntrantStatus, "tournament player status" {
        Active = "active",
        Withdrawn = "withdrawn",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip() {
        for s in ChallengeStatus::ALL {
            assert_eq!(ChallengeStatus::from_code(s.code()), Ok(*s));
        }
        for s in GameStatus::ALL {
            assert_eq!(GameStatus::from_code(s.code()), Ok(*s));
        }
        for s in DrawStatus::ALL {
            assert_eq!(DrawStatus::from_code(s.code()), Ok(*s));
        }
        for s in TournamentStatus::ALL {
            assert_eq!(TournamentStatus::try_from(s.code().to_string()), Ok(*s));
        }
        for s in EntrantStatus::ALL {
            assert_eq!(EntrantStatus::from_code(s.code()), Ok(*s));
        }
        assert!(GameStatus::from_code("Active").is_err());
    }
}
