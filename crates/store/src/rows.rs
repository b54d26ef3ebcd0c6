//! Row types: one struct per table, fields named as the columns.

use crate::codes::{ChallengeStatus, DrawStatus, EntrantStatus, GameStatus, TournamentStatus};

/// `players`.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct PlayerRow {
    pub id: i64,
    /// `human` (or, later, `ai`).
    pub kind: String,
    pub display_name: String,
    pub created_at: i64,
    pub updated_at: i64,
}

/// `challenges`.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct ChallengeRow {
    pub id: i64,
    pub guild_id: Option<i64>,
    pub channel_id: i64,
    pub message_id: Option<i64>,
    pub author_id: i64,
    pub opponent_id: Option<i64>,
    pub variant: String,
    pub layout: String,
    pub start_position: Option<String>,
    /// `attackers`, `defenders` or `random`.
    pub author_side: String,
    pub move_time_ms: Option<i64>,
    /// The time bank on top of the time per move, if any.
    pub bank_ms: Option<i64>,
    pub rated: bool,
    pub rematch_of: Option<i64>,
    #[sqlx(try_from = "String")]
    pub status: ChallengeStatus,
    pub expires_at: i64,
    pub closed_at: Option<i64>,
    pub closed_by: Option<i64>,
    pub created_at: i64,
    pub updated_at: i64,
}

/// What a new challenge is made of.
#[derive(Clone, Debug)]
pub struct NewChallenge<'a> {
    pub guild_id: Option<i64>,
    pub channel_id: i64,
    pub author_id: i64,
    pub opponent_id: Option<i64>,
    pub variant: &'a str,
    pub layout: &'a str,
    pub start_position: Option<&'a str>,
    pub author_side: &'a str,
    pub move_time_ms: Option<i64>,
    pub bank_ms: Option<i64>,
    pub rated: bool,
    pub rematch_of: Option<i64>,
    pub expires_at: i64,
    pub now: i64,
}

/// `games`.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct GameRow {
    pub id: i64,
    pub challenge_id: Option<i64>,
    /// `challenge` or `import`.
    pub source: String,
    pub guild_id: Option<i64>,
    pub channel_id: i64,
    pub thread_id: Option<i64>,
    pub variant: String,
    pub layout: String,
    pub start_position: String,
    pub custom_start: bool,
    pub attacker_id: i64,
    pub defender_id: i64,
    pub move_time_ms: Option<i64>,
    /// The time bank each side started with, and what is left of each.
    pub bank_ms: Option<i64>,
    pub attacker_bank_ms: Option<i64>,
    pub defender_bank_ms: Option<i64>,
    /// Whether a player's vacation stops this game's clock.
    pub vacation: bool,
    /// Whether conditional moves wait in this game.
    pub premoves: bool,
    pub rated: bool,
    #[sqlx(try_from = "String")]
    pub status: GameStatus,
    pub winner: Option<String>,
    pub reason: Option<String>,
    pub plies: i64,
    pub position: String,
    pub to_move: String,
    pub version: i64,
    pub record_tags: Option<String>,
    pub started_at: i64,
    pub finished_at: Option<i64>,
    pub created_at: i64,
    pub updated_at: i64,
    /// The tournament the game belongs to, if any.
    pub tournament_id: Option<i64>,
    /// The canonical rules string of a server's rule set, kept with the
    /// game; `None` for a built-in variant.
    pub rules: Option<String>,
    /// When the running clock runs out (from `deadlines`), if there is one,
    /// and when it started.
    pub deadline_at: Option<i64>,
    pub clock_started_at: Option<i64>,
    /// The end of each player's vacation on the game's server that has not
    /// been ended (it may have run out: compare with the time).
    pub attacker_away_until: Option<i64>,
    pub defender_away_until: Option<i64>,
    /// The players' names (from `players`).
    pub attacker_name: Option<String>,
    pub defender_name: Option<String>,
}

/// What a new game is made of.
#[derive(Clone, Debug)]
pub struct NewGame<'a> {
    pub challenge_id: Option<i64>,
    pub source: &'a str,
    pub guild_id: Option<i64>,
    pub channel_id: i64,
    pub thread_id: Option<i64>,
    pub variant: &'a str,
    pub layout: &'a str,
    pub start_position: &'a str,
    pub custom_start: bool,
    pub attacker_id: i64,
    pub defender_id: i64,
    pub move_time_ms: Option<i64>,
    /// Each side's time bank at the start.
    pub bank_ms: Option<i64>,
    /// Whether a player's vacation stops this game's clock.
    pub vacation: bool,
    pub rated: bool,
    pub status: GameStatus,
    pub winner: Option<&'a str>,
    pub reason: Option<&'a str>,
    pub plies: i64,
    pub position: &'a str,
    pub to_move: &'a str,
    pub record_tags: Option<&'a str>,
    pub finished_at: Option<i64>,
    pub tournament_id: Option<i64>,
    /// The rules of a server's rule set (see [`GameRow::rules`]).
    pub rules: Option<&'a str>,
    pub now: i64,
}

/// `moves`.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct MoveRow {
    pub game_id: i64,
    pub ply: i64,
    pub side: String,
    pub player_id: Option<i64>,
    pub notation: String,
    pub captures: String,
    pub announcement: Option<String>,
    pub played_at: i64,
}

/// `deadlines`.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct DeadlineRow {
    pub game_id: i64,
    pub ply: i64,
    pub side: String,
    pub player_id: i64,
    pub started_at: i64,
    pub remind_at: i64,
    pub reminded_at: Option<i64>,
    pub due_at: i64,
    /// The time the mover had when the clock started (their move's time
    /// and bank); `None` in clocks started before banks existed.
    pub budget_ms: Option<i64>,
    /// When the last warning (95%) is due, and when it was given.
    pub warn_at: Option<i64>,
    pub warned_at: Option<i64>,
}

/// `draw_offers`.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct DrawOfferRow {
    pub id: i64,
    pub game_id: i64,
    pub player_id: i64,
    pub side: String,
    pub ply: i64,
    #[sqlx(try_from = "String")]
    pub status: DrawStatus,
    pub answered_at: Option<i64>,
    pub created_at: i64,
}

/// `events`: one event of the outbox.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct EventRow {
    pub id: i64,
    /// Its place in the delivery order (the id on SQLite; on PostgreSQL the
    /// sequence number given once its transaction finished).
    pub position: i64,
    pub kind: String,
    pub game_id: Option<i64>,
    pub challenge_id: Option<i64>,
    pub payload: String,
    pub created_at: i64,
}

/// `event_consumers`: how far one consumer has accepted the outbox.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct ConsumerRow {
    pub name: String,
    pub delivered_up_to: i64,
    pub failures: i64,
    pub last_error: Option<String>,
}

/// `ratings`: a player's rating in one guild and variant.
#[derive(Clone, Debug, PartialEq, sqlx::FromRow)]
pub struct RatingRow {
    pub guild_id: i64,
    pub variant: String,
    pub player_id: i64,
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
    pub attacker_wins: i64,
    pub attacker_losses: i64,
    pub attacker_draws: i64,
    pub defender_wins: i64,
    pub defender_losses: i64,
    pub defender_draws: i64,
    pub last_game_at: i64,
}

/// `rating_changes`: what one rated game did to both ratings.
#[derive(Clone, Debug, PartialEq, sqlx::FromRow)]
pub struct RatingChangeRow {
    pub game_id: i64,
    pub guild_id: i64,
    pub variant: String,
    pub attacker_id: i64,
    pub attacker_before: f64,
    pub attacker_after: f64,
    pub attacker_deviation: f64,
    pub defender_id: i64,
    pub defender_before: f64,
    pub defender_after: f64,
    pub defender_deviation: f64,
}

/// `tournaments`.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct TournamentRow {
    pub id: i64,
    pub guild_id: i64,
    pub channel_id: i64,
    pub message_id: Option<i64>,
    pub name: String,
    pub variant: String,
    pub format: String,
    pub rounds: Option<i64>,
    pub move_time_ms: Option<i64>,
    pub bank_ms: Option<i64>,
    /// Whether vacations stop the clocks of its games.
    pub vacation: bool,
    pub max_players: i64,
    pub signup_deadline: Option<i64>,
    #[sqlx(try_from = "String")]
    pub status: TournamentStatus,
    pub current_round: i64,
    pub created_by: i64,
    pub winner_id: Option<i64>,
    pub started_at: Option<i64>,
    pub finished_at: Option<i64>,
    pub created_at: i64,
}

/// `tournament_players`.
#[derive(Clone, Debug, PartialEq, sqlx::FromRow)]
pub struct EntrantRow {
    pub tournament_id: i64,
    pub player_id: i64,
    pub seed_rating: Option<f64>,
    #[sqlx(try_from = "String")]
    pub status: EntrantStatus,
    pub joined_at: i64,
    pub withdrawn_at: Option<i64>,
}

/// `tournament_games`: a game, bye or forfeit of a round.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct TournamentGameRow {
    pub tournament_id: i64,
    pub round: i64,
    pub pairing: i64,
    pub leg: i64,
    pub attacker_id: i64,
    pub defender_id: Option<i64>,
    pub game_id: Option<i64>,
    pub result: Option<String>,
    pub forfeit: bool,
    pub plies: Option<i64>,
}

/// `rule_sets`: a server's own rule set; `deleted_at` set once deleted.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct RuleSetRow {
    pub id: i64,
    pub guild_id: i64,
    pub name: String,
    pub name_key: String,
    /// The canonical rules string, and the variant key made of it.
    pub rules: String,
    pub variant_key: String,
    pub created_by: i64,
    pub deleted_at: Option<i64>,
    pub deleted_by: Option<i64>,
    pub created_at: i64,
    pub updated_at: i64,
}

/// `vacations`: a player's vacation on a server.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct VacationRow {
    pub id: i64,
    pub guild_id: i64,
    pub player_id: i64,
    pub started_at: i64,
    pub until_at: i64,
    pub ended_at: Option<i64>,
    /// What it costs of the yearly allowance.
    pub days: i64,
    pub auto: bool,
}

/// `player_settings`: a player's own settings, the same on every server.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct PlayerSettingsRow {
    pub player_id: i64,
    /// `off`, `each` or `daily`.
    pub notify_turn: String,
    pub notify_warnings: bool,
    pub digest_hour: i64,
    pub auto_vacation: bool,
    pub dm_channel_id: Option<i64>,
    pub dm_closed_at: Option<i64>,
}

impl PlayerSettingsRow {
    /// A player who never set anything.
    pub fn defaults(player_id: i64) -> PlayerSettingsRow {
        PlayerSettingsRow {
            player_id,
            notify_turn: "off".to_string(),
            notify_warnings: false,
            digest_hour: 8,
            auto_vacation: false,
            dm_channel_id: None,
            dm_closed_at: None,
        }
    }
}

/// `premoves`: a player's conditional moves in a game.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct PremoveRow {
    pub game_id: i64,
    pub player_id: i64,
    /// Plies played when the line was entered: its first move is ply
    /// `at_ply + 1`.
    pub at_ply: i64,
    /// Moves separated by single spaces, the opponent's first.
    pub line: String,
}
