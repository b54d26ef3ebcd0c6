//! Identifiers and small value types shared by requests, views and events.

use std::fmt;
use std::str::FromStr;

use hnefi_engine::{Reason, Side, Winner};
use serde::{Deserialize, Serialize};

pub use hnefi_store::{ChallengeStatus, GameStatus};

macro_rules! id {
    ($(#[$meta:meta])* $name:ident) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
        #[serde(transparent)]
        pub struct $name(pub i64);

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "{}", self.0)
            }
        }
    };
}

id! {
    /// A player: for people, their Discord user id. (Negative ids are kept
    /// for non-human players, which no Discord snowflake is.)
    PlayerId
}
id! {
    /// A game's number, shown to players (`/move game:12`).
    GameId
}
id! {
    /// A challenge's number (`challenge:<id>:accept`).
    ChallengeId
}
id! {
    /// A tournament's number (`tournament:<id>:join`).
    TournamentId
}
id! {
    /// An event's place in the outbox: events are delivered in this order,
    /// and a notifier can use it to ignore a repeated delivery.
    EventId
}

impl PlayerId {
    /// A person by Discord user id.
    pub fn discord(user_id: u64) -> PlayerId {
        PlayerId(user_id as i64)
    }

    /// The AI at a level (1-5): negative ids, which no Discord user has.
    pub fn ai(level: u8) -> PlayerId {
        PlayerId(-i64::from(level))
    }

    /// The AI's level, when this player is the AI.
    pub fn ai_level(self) -> Option<u8> {
        (-5..=-1).contains(&self.0).then(|| (-self.0) as u8)
    }
}

/// A person as the bot knows them when they act: id and the name to show.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    pub id: PlayerId,
    pub name: String,
}

impl Player {
    pub fn new(id: PlayerId, name: impl Into<String>) -> Player {
        Player {
            id,
            name: name.into(),
        }
    }
}

/// Where on Discord something happens: the guild (none in direct
/// messages) and the channel or thread.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Place {
    pub guild: Option<i64>,
    pub channel: i64,
}

impl Place {
    pub fn new(guild: Option<i64>, channel: i64) -> Place {
        Place { guild, channel }
    }
}

/// The side the author of a challenge wants.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum SideChoice {
    Attackers,
    Defenders,
    /// Drawn when the challenge is accepted.
    #[default]
    Random,
}

impl SideChoice {
    pub fn side(self) -> Option<Side> {
        match self {
            SideChoice::Attackers => Some(Side::Attackers),
            SideChoice::Defenders => Some(Side::Defenders),
            SideChoice::Random => None,
        }
    }
}

impl From<Side> for SideChoice {
    fn from(side: Side) -> SideChoice {
        match side {
            Side::Attackers => SideChoice::Attackers,
            Side::Defenders => SideChoice::Defenders,
        }
    }
}

impl FromStr for SideChoice {
    type Err = String;
    fn from_str(s: &str) -> Result<SideChoice, String> {
        match s.trim().to_ascii_lowercase().as_str() {
            "random" | "any" | "" => Ok(SideChoice::Random),
            other => other.parse::<Side>().map(SideChoice::from).map_err(|_| {
                format!("`{other}` is not a side: choose attackers, defenders or random")
            }),
        }
    }
}

impl fmt::Display for SideChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// Stable text codes of the enums stored and sent in events.
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
    /// rules.md's words with underscores: `king_captured`.
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

impl Code for SideChoice {
    const WHAT: &'static str = "side choice";
    fn code(self) -> &'static str {
        match self {
            SideChoice::Attackers => "attackers",
            SideChoice::Defenders => "defenders",
            SideChoice::Random => "random",
        }
    }
    fn all() -> &'static [SideChoice] {
        &[
            SideChoice::Attackers,
            SideChoice::Defenders,
            SideChoice::Random,
        ]
    }
}

impl Code for GameStatus {
    const WHAT: &'static str = "game status";
    fn code(self) -> &'static str {
        GameStatus::code(self)
    }
    fn all() -> &'static [GameStatus] {
        GameStatus::ALL
    }
}

impl Code for ChallengeStatus {
    const WHAT: &'static str = "challenge status";
    fn code(self) -> &'static str {
        ChallengeStatus::code(self)
    }
    fn all() -> &'static [ChallengeStatus] {
        ChallengeStatus::ALL
    }
}

/// Serde for [`Code`] types, as their codes (`#[serde(with = "code")]`).
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

/// How a game ended, in a form events can carry.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct GameResult {
    #[serde(with = "code")]
    pub winner: Winner,
    #[serde(with = "code")]
    pub reason: Reason,
}

impl GameResult {
    pub fn outcome(self) -> hnefi_engine::Outcome {
        hnefi_engine::Outcome::new(self.winner, self.reason)
    }
}

impl From<hnefi_engine::Outcome> for GameResult {
    fn from(o: hnefi_engine::Outcome) -> GameResult {
        GameResult {
            winner: o.winner,
            reason: o.reason,
        }
    }
}

impl fmt::Display for GameResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.outcome(), f)
    }
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
        assert_eq!("Random".parse::<SideChoice>(), Ok(SideChoice::Random));
        assert_eq!("defenders".parse::<SideChoice>(), Ok(SideChoice::Defenders));
        assert!("kings".parse::<SideChoice>().is_err());
    }
}
