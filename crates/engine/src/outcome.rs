//! How a game ends (docs/rules.md 1, "Outcome").

use std::fmt;
use std::str::FromStr;

use crate::piece::Side;

/// Who won.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Winner {
    Attackers,
    Defenders,
    Draw,
}

impl Winner {
    pub const fn side(side: Side) -> Winner {
        match side {
            Side::Attackers => Winner::Attackers,
            Side::Defenders => Winner::Defenders,
        }
    }

    pub const fn as_str(self) -> &'static str {
        match self {
            Winner::Attackers => "attackers",
            Winner::Defenders => "defenders",
            Winner::Draw => "draw",
        }
    }
}

impl fmt::Display for Winner {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for Winner {
    type Err = String;
    fn from_str(s: &str) -> Result<Winner, String> {
        match s.trim().to_ascii_lowercase().as_str() {
            "attackers" | "attackers win" => Ok(Winner::Attackers),
            "defenders" | "defenders win" => Ok(Winner::Defenders),
            "draw" => Ok(Winner::Draw),
            other => Err(format!("`{other}` is not a result")),
        }
    }
}

/// Why a game ended. The strings are those of docs/rules.md.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Reason {
    KingCaptured,
    KingEscaped,
    Encircled,
    NoLegalMoves,
    Repetition,
    Resigned,
    Timeout,
    DrawAgreed,
    Aborted,
    TuitNog,
    ExitFort,
}

impl Reason {
    pub const ALL: [Reason; 11] = [
        Reason::KingCaptured,
        Reason::KingEscaped,
        Reason::Encircled,
        Reason::NoLegalMoves,
        Reason::Repetition,
        Reason::Resigned,
        Reason::Timeout,
        Reason::DrawAgreed,
        Reason::Aborted,
        Reason::TuitNog,
        Reason::ExitFort,
    ];

    pub const fn as_str(self) -> &'static str {
        match self {
            Reason::KingCaptured => "king captured",
            Reason::KingEscaped => "king escaped",
            Reason::Encircled => "encircled",
            Reason::NoLegalMoves => "no legal moves",
            Reason::Repetition => "repetition",
            Reason::Resigned => "resigned",
            Reason::Timeout => "timeout",
            Reason::DrawAgreed => "draw agreed",
            Reason::Aborted => "aborted",
            Reason::TuitNog => "tuit nog",
            Reason::ExitFort => "exit fort",
        }
    }
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for Reason {
    type Err = String;
    fn from_str(s: &str) -> Result<Reason, String> {
        let s = s.trim();
        Reason::ALL
            .into_iter()
            .find(|r| r.as_str().eq_ignore_ascii_case(s))
            .ok_or_else(|| format!("`{s}` is not a reason a game ends for"))
    }
}

/// The end of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Outcome {
    pub winner: Winner,
    pub reason: Reason,
}

impl Outcome {
    pub const fn new(winner: Winner, reason: Reason) -> Outcome {
        Outcome { winner, reason }
    }

    pub const fn win(side: Side, reason: Reason) -> Outcome {
        Outcome::new(Winner::side(side), reason)
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.winner {
            Winner::Draw => write!(f, "draw ({})", self.reason),
            w => write!(f, "{w} win ({})", self.reason),
        }
    }
}
