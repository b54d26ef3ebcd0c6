//! Scores, tie-breaks and knockout match winners, from the results of a
//! tournament's games. Pure: the same results always give the same table.
//!
//! Points are counted in half-points (a win 2, a draw 1) and
//! Sonneborn-Berger in quarter-points, so ties compare exactly.

use std::collections::HashMap;

use hnefi_engine::Winner;

use super::Format;
use crate::core::ids::PlayerId;

/// One game, bye or forfeit of a tournament as the standings see it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    pub round: u32,
    pub pairing: u32,
    pub leg: u32,
    pub attacker: PlayerId,
    /// `None` for a bye (of `attacker`).
    pub defender: Option<PlayerId>,
    /// `None` while the game is played.
    pub result: Option<Winner>,
    /// Decided without play: the opponent had withdrawn.
    pub forfeit: bool,
    pub plies: Option<u32>,
}

impl Played {
    pub fn is_bye(&self) -> bool {
        self.defender.is_none()
    }

    /// Points (half-points) this row gives `player`, if decided.
    fn points_of(&self, player: PlayerId) -> Option<u32> {
        let winner = self.result?;
        let side_won = match winner {
            Winner::Draw => return Some(1),
            Winner::Attackers => self.attacker,
            Winner::Defenders => self.defender?,
        };
        Some(if side_won == player { 2 } else { 0 })
    }

    fn opponent_of(&self, player: PlayerId) -> Option<PlayerId> {
        let defender = self.defender?;
        if self.attacker == player {
            Some(defender)
        } else if defender == player {
            Some(self.attacker)
        } else {
            None
        }
    }
}

/// A tournament player for the standings.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Entrant {
    pub id: PlayerId,
    /// The rating at the start (the last tie-break).
    pub rating: f64,
    pub withdrawn: bool,
}

/// One line of the standings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Standing {
    /// 1 for the first; players level on every tie-break share a rank.
    pub rank: u32,
    pub player: PlayerId,
    /// Half-points.
    pub points: u32,
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    pub byes: u32,
    /// Sum of the opponents' points, per game (half-points).
    pub buchholz: u32,
    /// Sum of beaten opponents' points plus half of drawn ones'
    /// (quarter-points).
    pub sonneborn_berger: u32,
    /// Knockout: rounds come through (won or passed by a bye).
    pub reached: u32,
    pub withdrawn: bool,
}

impl Standing {
    pub fn points_text(&self) -> String {
        half(self.points)
    }

    pub fn buchholz_text(&self) -> String {
        half(self.buchholz)
    }

    pub fn sonneborn_berger_text(&self) -> String {
        let q = self.sonneborn_berger;
        match q % 4 {
            0 => format!("{}", q / 4),
            2 => format!("{}.5", q / 4),
            1 => format!("{}.25", q / 4),
            _ => format!("{}.75", q / 4),
        }
    }
}

fn half(h: u32) -> String {
    if h % 2 == 0 {
        format!("{}", h / 2)
    } else {
        format!("{}.5", h / 2)
    }
}

/// Points a bye is worth: a win in Swiss (issue 7); nothing in a
/// round-robin, where everyone sits out once; a knockout bye only moves on.
pub fn bye_points(format: Format) -> u32 {
    match format {
        Format::Swiss => 2,
        Format::RoundRobin | Format::Knockout => 0,
    }
}

/// The standings, first to last: round-robin by points then
/// Sonneborn-Berger; Swiss by points, Buchholz, then Sonneborn-Berger;
/// knockout by the round reached, then points. The start rating breaks
/// what is left (shown as a shared rank).
pub fn standings(format: Format, entrants: &[Entrant], played: &[Played]) -> Vec<Standing> {
    let mut lines: HashMap<PlayerId, Standing> = entrants
        .iter()
        .map(|e| {
            (
                e.id,
                Standing {
                    rank: 0,
                    player: e.id,
                    points: 0,
                    wins: 0,
                    draws: 0,
                    losses: 0,
                    byes: 0,
                    buchholz: 0,
                    sonneborn_berger: 0,
                    reached: 0,
                    withdrawn: e.withdrawn,
                },
            )
        })
        .collect();
    // Points first: the tie-breaks need everyone's final points.
    for row in played {
        if row.is_bye() {
            if let Some(line) = lines.get_mut(&row.attacker) {
                line.byes += 1;
                line.points += bye_points(format);
            }
            continue;
        }
        for player in [Some(row.attacker), row.defender].into_iter().flatten() {
            let (Some(points), Some(line)) = (row.points_of(player), lines.get_mut(&player)) else {
                continue;
            };
            line.points += points;
            match points {
                2 => line.wins += 1,
                1 => line.draws += 1,
                _ => line.losses += 1,
            }
        }
    }
    let points: HashMap<PlayerId, u32> = lines.iter().map(|(p, l)| (*p, l.points)).collect();
    for row in played {
        for player in [Some(row.attacker), row.defender].into_iter().flatten() {
            let (Some(mine), Some(opponent)) = (row.points_of(player), row.opponent_of(player))
            else {
                continue;
            };
            let theirs = points.get(&opponent).copied().unwrap_or(0);
            if let Some(line) = lines.get_mut(&player) {
                line.buchholz += theirs;
                line.sonneborn_berger += mine * theirs;
            }
        }
    }
    if format == Format::Knockout {
        let rating = rating_lookup(entrants);
        for winner in knockout_winners(played, &rating).into_values().flatten() {
            if let Some(line) = lines.get_mut(&winner) {
                line.reached += 1;
            }
        }
    }
    let rating = rating_lookup(entrants);
    let key = |s: &Standing| -> [u32; 4] {
        match format {
            Format::RoundRobin => [s.points, s.sonneborn_berger, 0, 0],
            Format::Swiss => [s.points, s.buchholz, s.sonneborn_berger, 0],
            Format::Knockout => [s.reached, s.points, 0, 0],
        }
    };
    let mut table: Vec<Standing> = lines.into_values().collect();
    table.sort_by(|a, b| {
        key(b)
            .cmp(&key(a))
            .then(rating(b.player).total_cmp(&rating(a.player)))
            .then(a.player.0.cmp(&b.player.0))
    });
    for i in 0..table.len() {
        table[i].rank = if i > 0 && key(&table[i]) == key(&table[i - 1]) {
            table[i - 1].rank
        } else {
            i as u32 + 1
        };
    }
    table
}

/// A player's start rating (0 for someone not entered).
pub(crate) fn rating_lookup(entrants: &[Entrant]) -> impl Fn(PlayerId) -> f64 + '_ {
    move |p| {
        entrants
            .iter()
            .find(|e| e.id == p)
            .map_or(0.0, |e| e.rating)
    }
}

/// The winner of each knockout entry by (round, pairing), `None` while
/// undecided. A bye's player goes on.
pub fn knockout_winners(
    played: &[Played],
    rating: &dyn Fn(PlayerId) -> f64,
) -> HashMap<(u32, u32), Option<PlayerId>> {
    let mut entries: HashMap<(u32, u32), Vec<&Played>> = HashMap::new();
    for row in played {
        entries
            .entry((row.round, row.pairing))
            .or_default()
            .push(row);
    }
    entries
        .into_iter()
        .map(|(key, legs)| (key, match_winner(&legs, rating)))
        .collect()
}

/// Who wins a two-game knockout match: more points; level, the faster win
/// (the won game with fewer moves: the quicker king escape or capture);
/// still level, the higher start rating; then the lower player id. `None`
/// while a game is still played.
pub fn match_winner(legs: &[&Played], rating: &dyn Fn(PlayerId) -> f64) -> Option<PlayerId> {
    let first = legs.first()?;
    let Some(b) = first.defender else {
        return Some(first.attacker);
    };
    let a = first.attacker;
    if legs.iter().any(|l| l.result.is_none()) {
        return None;
    }
    let score = |p: PlayerId| -> u32 { legs.iter().filter_map(|l| l.points_of(p)).sum() };
    let fastest_win = |p: PlayerId| -> u32 {
        legs.iter()
            .filter(|l| l.points_of(p) == Some(2) && !l.forfeit)
            .filter_map(|l| l.plies)
            .min()
            .unwrap_or(u32::MAX)
    };
    let order = score(a)
        .cmp(&score(b))
        .then(fastest_win(b).cmp(&fastest_win(a)))
        .then(rating(a).total_cmp(&rating(b)))
        .then(b.0.cmp(&a.0));
    Some(if order.is_ge() { a } else { b })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(round: u32, pairing: u32, leg: u32, a: i64, d: i64, w: Winner, plies: u32) -> Played {
        Played {
            round,
            pairing,
            leg,
            attacker: PlayerId(a),
            defender: Some(PlayerId(d)),
            result: Some(w),
            forfeit: false,
            plies: Some(plies),
        }
    }

    fn flat(_: PlayerId) -> f64 {
        1500.0
    }

    #[test]
    fn a_split_match_goes_to_the_faster_win() {
        // Each wins as defender; player 2's king escaped in 31 plies, 1's in 45.
        let legs = [
            game(1, 0, 1, 1, 2, Winner::Defenders, 31),
            game(1, 0, 2, 2, 1, Winner::Defenders, 45),
        ];
        let refs: Vec<&Played> = legs.iter().collect();
        assert_eq!(match_winner(&refs, &flat), Some(PlayerId(2)));
    }

    #[test]
    fn a_split_match_of_equal_length_goes_to_the_higher_rating() {
        let legs = [
            game(1, 0, 1, 1, 2, Winner::Attackers, 40),
            game(1, 0, 2, 2, 1, Winner::Attackers, 40),
        ];
        let refs: Vec<&Played> = legs.iter().collect();
        let rating = |p: PlayerId| if p == PlayerId(2) { 1600.0 } else { 1500.0 };
        assert_eq!(match_winner(&refs, &rating), Some(PlayerId(2)));
    }

    #[test]
    fn a_win_and_a_draw_beat_a_faster_single_win() {
        let legs = [
            game(1, 0, 1, 1, 2, Winner::Draw, 80),
            game(1, 0, 2, 2, 1, Winner::Defenders, 60),
        ];
        let refs: Vec<&Played> = legs.iter().collect();
        assert_eq!(match_winner(&refs, &flat), Some(PlayerId(1)));
    }

    #[test]
    fn quarter_and_half_points_print_exactly() {
        let s = Standing {
            rank: 1,
            player: PlayerId(1),
            points: 7,
            wins: 3,
            draws: 1,
            losses: 0,
            byes: 0,
            buchholz: 9,
            sonneborn_berger: 21,
            reached: 0,
            withdrawn: false,
        };
        assert_eq!(s.points_text(), "3.5");
        assert_eq!(s.buchholz_text(), "4.5");
        assert_eq!(s.sonneborn_berger_text(), "5.25");
    }
}
