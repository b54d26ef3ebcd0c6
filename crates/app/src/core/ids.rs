//! Identifiers and the two small values every request carries: who acts
//! and where.

use std::fmt;

use serde::{Deserialize, Serialize};

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

/// Where something happens: the server (none in direct messages) and the
/// channel or thread.
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
