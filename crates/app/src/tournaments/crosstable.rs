//! A tournament's crosstable (`/tournament standings`' picture): the
//! players in standings order, each row their results against each
//! opponent, a column per opponent by rank number.

use hnefi_engine::Winner;

use super::standings::Standing;
use super::{Tournament, TournamentGame};
use crate::core::ids::PlayerId;

/// One row of the crosstable.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CrossRow {
    pub rank: u32,
    pub player: PlayerId,
    /// The name the player last gave.
    pub name: String,
    /// Points, as the standings write them (`2.5`).
    pub points: String,
    pub withdrawn: bool,
    /// Per opponent, in row order: this player's results against them,
    /// game by game (`1`, `½`, `0`; `+`/`−` a forfeit), empty if they did
    /// not meet, `None` on the diagonal.
    pub results: Vec<Option<String>>,
}

/// The crosstable of a tournament.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Crosstable {
    pub tournament: Tournament,
    pub rows: Vec<CrossRow>,
}

/// The results of `player` against `opponent`, in the order played.
fn results(games: &[TournamentGame], player: PlayerId, opponent: PlayerId) -> String {
    let mut out = Vec::new();
    for g in games {
        let Some(defender) = g.defender else { continue };
        let side = if g.attacker == player && defender == opponent {
            Winner::Attackers
        } else if defender == player && g.attacker == opponent {
            Winner::Defenders
        } else {
            continue;
        };
        let Some(result) = g.result else { continue };
        out.push(match (result, g.forfeit) {
            (Winner::Draw, _) => "½",
            (w, true) if w == side => "+",
            (_, true) => "−",
            (w, false) if w == side => "1",
            _ => "0",
        });
    }
    out.join(" ")
}

pub(crate) fn crosstable(
    tournament: Tournament,
    table: &[Standing],
    games: &[TournamentGame],
    name_of: impl Fn(PlayerId) -> String,
) -> Crosstable {
    let order: Vec<PlayerId> = table.iter().map(|s| s.player).collect();
    let rows = table
        .iter()
        .map(|s| CrossRow {
            rank: s.rank,
            player: s.player,
            name: name_of(s.player),
            points: s.points_text(),
            withdrawn: s.withdrawn,
            results: order
                .iter()
                .map(|&other| (other != s.player).then(|| results(games, s.player, other)))
                .collect(),
        })
        .collect();
    Crosstable { tournament, rows }
}
