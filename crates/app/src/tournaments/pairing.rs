//! Who plays whom, and on which side: round-robin, Swiss and knockout
//! pairings. Pure functions of the results so far, so that they can be
//! property-tested and recomputed after a restart.

use hnefi_engine::Side;

use crate::core::ids::PlayerId;

/// One game: who attacks and who defends.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Pair {
    pub attacker: PlayerId,
    pub defender: PlayerId,
}

impl Pair {
    pub fn new(attacker: PlayerId, defender: PlayerId) -> Pair {
        Pair { attacker, defender }
    }

    /// The same two players with sides swapped.
    pub fn swapped(self) -> Pair {
        Pair::new(self.defender, self.attacker)
    }

    pub fn has(&self, player: PlayerId) -> bool {
        self.attacker == player || self.defender == player
    }
}

/// One entry of a round: a match of one or two games (legs), or a bye.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Entry {
    Match(Vec<Pair>),
    Bye(PlayerId),
    /// A knockout place where no one goes on (both withdrew): kept so that
    /// the bracket's places keep their numbers.
    Empty,
}

/// A round's entries, in board order (a knockout's in bracket order).
pub type Round = Vec<Entry>;

/// A two-game match: each player attacks once (tafl is asymmetric).
fn two_legs(first: Pair) -> Entry {
    Entry::Match(vec![first, first.swapped()])
}

// ---------------------------------------------------------------- round robin

/// The whole round-robin schedule by the circle method: every two players
/// meet in exactly one round, where they play two games, one on each side.
/// With an odd count, each player sits out one round (a bye worth nothing:
/// everyone gets one).
pub fn round_robin(players: &[PlayerId]) -> Vec<Round> {
    let mut seats: Vec<Option<PlayerId>> = players.iter().copied().map(Some).collect();
    if seats.len() % 2 == 1 {
        seats.push(None);
    }
    let n = seats.len();
    if n < 2 {
        return Vec::new();
    }
    let mut rounds = Vec::with_capacity(n - 1);
    for round in 0..n - 1 {
        let mut entries = Vec::new();
        let mut bye = None;
        for board in 0..n / 2 {
            let (a, b) = (seats[board], seats[n - 1 - board]);
            match (a, b) {
                (Some(a), Some(b)) => {
                    // Alternate who attacks in the first leg, board by board
                    // and round by round (only the listing order changes).
                    let first = if (round + board) % 2 == 0 {
                        Pair::new(a, b)
                    } else {
                        Pair::new(b, a)
                    };
                    entries.push(two_legs(first));
                }
                (Some(p), None) | (None, Some(p)) => bye = Some(p),
                (None, None) => {}
            }
        }
        entries.extend(bye.map(Entry::Bye));
        rounds.push(entries);
        // Keep the first seat, turn the others one place.
        seats[1..].rotate_right(1);
    }
    rounds
}

/// The number of rounds a round-robin of `players` takes.
pub fn round_robin_rounds(players: usize) -> usize {
    if players < 2 {
        0
    } else {
        players + players % 2 - 1
    }
}

// ---------------------------------------------------------------------- Swiss

/// A player as the Swiss pairing sees them before a round.
#[derive(Clone, Debug, PartialEq)]
pub struct SwissPlayer {
    pub id: PlayerId,
    /// Points in half-points (a win is 2).
    pub points: u32,
    /// For the order inside a score group (the rating at the start).
    pub rating: f64,
    /// Everyone already played (repeats allowed in the list).
    pub opponents: Vec<PlayerId>,
    pub attacks: u32,
    pub defends: u32,
    pub last_side: Option<Side>,
    pub byes: u32,
}

impl SwissPlayer {
    pub fn new(id: PlayerId, rating: f64) -> SwissPlayer {
        SwissPlayer {
            id,
            points: 0,
            rating,
            opponents: Vec::new(),
            attacks: 0,
            defends: 0,
            last_side: None,
            byes: 0,
        }
    }

    fn balance(&self) -> i64 {
        i64::from(self.attacks) - i64::from(self.defends)
    }
}

/// How much a Swiss pairing may give up, tried in this order: first
/// neither a rematch nor a side count two apart; then a rematch, but sides
/// still within one (always possible while everyone still plays: tafl's
/// sides matter more than meeting someone twice); then anything.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Strictness {
    Strict,
    AllowRematch,
    Anything,
}

/// Masks are `u64`: a Swiss event is capped at this many players.
pub const SWISS_MAX_PLAYERS: usize = 64;
/// Steps one pairing search may take before giving a strictness level up
/// (reached only by large fields in late rounds).
const SEARCH_BUDGET: usize = 200_000;

/// Pairs the next Swiss round: by score (the top half of a score group
/// meets its bottom half); sides chosen to keep each player's attacker and
/// defender games within one of each other (alternating where equal); no
/// rematch while a complete pairing that keeps sides so exists; and with
/// an odd count a bye (worth a win) for the lowest-ranked player who has
/// not had one.
pub fn swiss_round(players: &[SwissPlayer]) -> Round {
    let mut ranked: Vec<&SwissPlayer> = players.iter().take(SWISS_MAX_PLAYERS).collect();
    ranked.sort_by(|a, b| {
        b.points
            .cmp(&a.points)
            .then(b.rating.total_cmp(&a.rating))
            .then(a.id.0.cmp(&b.id.0))
    });
    let n = ranked.len();
    if n < 2 {
        return ranked
            .first()
            .map(|p| vec![Entry::Bye(p.id)])
            .unwrap_or_default();
    }
    let everyone: u64 = if n == 64 { u64::MAX } else { (1u64 << n) - 1 };
    // Bye candidates: the fewest byes so far, lowest-ranked first.
    let candidates: Vec<Option<usize>> = if n % 2 == 0 {
        vec![None]
    } else {
        let fewest = ranked.iter().map(|p| p.byes).min().unwrap_or(0);
        (0..n)
            .rev()
            .filter(|&i| ranked[i].byes == fewest)
            .map(Some)
            .collect()
    };
    for strictness in [
        Strictness::Strict,
        Strictness::AllowRematch,
        Strictness::Anything,
    ] {
        for &bye in &candidates {
            let pool = match bye {
                Some(i) => everyone & !(1u64 << i),
                None => everyone,
            };
            let mut search = Search {
                players: &ranked,
                strictness,
                failed: std::collections::HashSet::new(),
                steps: 0,
            };
            if let Some(pairs) = search.pair(pool) {
                let mut round: Round = pairs
                    .into_iter()
                    .enumerate()
                    .map(|(board, (i, j))| Entry::Match(vec![sides(ranked[i], ranked[j], board)]))
                    .collect();
                round.extend(bye.map(|i| Entry::Bye(ranked[i].id)));
                return round;
            }
        }
    }
    // Not reached: the last level pairs anyone with anyone.
    Vec::new()
}

/// Who attacks: the one who attacked less; on equal counts the one who
/// defended last; else the higher-ranked (`a`) on even boards and the
/// other on odd ones, so that a round's winners have not all attacked
/// (they could then not meet without one attacking twice more).
fn sides(a: &SwissPlayer, b: &SwissPlayer, board: usize) -> Pair {
    let a_attacks = match a.balance().cmp(&b.balance()) {
        std::cmp::Ordering::Less => true,
        std::cmp::Ordering::Greater => false,
        std::cmp::Ordering::Equal => match (a.last_side, b.last_side) {
            (Some(Side::Attackers), Some(Side::Defenders)) => false,
            (Some(Side::Defenders), Some(Side::Attackers)) => true,
            (Some(Side::Attackers), None) => false,
            (None, Some(Side::Attackers)) => true,
            _ => board % 2 == 0,
        },
    };
    if a_attacks {
        Pair::new(a.id, b.id)
    } else {
        Pair::new(b.id, a.id)
    }
}

struct Search<'a> {
    players: &'a [&'a SwissPlayer],
    strictness: Strictness,
    /// Sets of players already shown impossible to pair.
    failed: std::collections::HashSet<u64>,
    steps: usize,
}

impl Search<'_> {
    fn allowed(&self, i: usize, j: usize) -> bool {
        let (a, b) = (self.players[i], self.players[j]);
        let rematch = a.opponents.contains(&b.id);
        // Both attacked more (or both defended more): one would end two apart.
        let clash = (a.balance() > 0 && b.balance() > 0) || (a.balance() < 0 && b.balance() < 0);
        match self.strictness {
            Strictness::Strict => !rematch && !clash,
            Strictness::AllowRematch => !clash,
            Strictness::Anything => true,
        }
    }

    /// Opponents for the top-ranked player `i` of `pool`, best first: the
    /// own score group's player half a group down, then the nearer
    /// players of the group, then the nearest scores.
    fn preferences(&self, i: usize, pool: u64) -> Vec<usize> {
        let me = self.players[i];
        let others: Vec<usize> = (0..self.players.len())
            .filter(|&j| j != i && pool & (1u64 << j) != 0)
            .collect();
        let group: Vec<usize> = others
            .iter()
            .copied()
            .filter(|&j| self.players[j].points == me.points)
            .collect();
        let ideal = group.len() / 2;
        let mut order: Vec<(u32, usize, usize)> = others
            .iter()
            .map(|&j| {
                let diff = self.players[j].points.abs_diff(me.points);
                let offset = group
                    .iter()
                    .position(|&g| g == j)
                    .map_or(j, |pos| pos.abs_diff(ideal));
                (diff, offset, j)
            })
            .collect();
        order.sort_unstable();
        order.into_iter().map(|(_, _, j)| j).collect()
    }

    fn pair(&mut self, pool: u64) -> Option<Vec<(usize, usize)>> {
        if pool == 0 {
            return Some(Vec::new());
        }
        if self.failed.contains(&pool) || self.steps > SEARCH_BUDGET {
            return None;
        }
        self.steps += 1;
        let i = pool.trailing_zeros() as usize;
        for j in self.preferences(i, pool) {
            if !self.allowed(i, j) {
                continue;
            }
            if let Some(mut rest) = self.pair(pool & !(1u64 << i) & !(1u64 << j)) {
                rest.insert(0, (i, j));
                return Some(rest);
            }
        }
        self.failed.insert(pool);
        None
    }
}

// ------------------------------------------------------------------- knockout

/// The number of knockout rounds for `players`.
pub fn knockout_rounds(players: usize) -> usize {
    players.max(2).next_power_of_two().trailing_zeros() as usize
}

/// Bracket positions of seeds 1..=size (1 meets `size`, 2 meets `size-1`,
/// and the top two seeds can meet only in the final).
fn bracket(size: usize) -> Vec<usize> {
    let mut order = vec![1];
    while order.len() < size {
        let next = order.len() * 2;
        order = order.iter().flat_map(|&s| [s, next + 1 - s]).collect();
    }
    order
}

/// The first knockout round of players seeded best first: the bracket is
/// filled to a power of two, the missing places being byes for the top
/// seeds. Each match is two games with sides swapped, the higher seed
/// attacking first.
pub fn knockout_first_round(seeded: &[PlayerId]) -> Round {
    let size = seeded.len().max(2).next_power_of_two();
    let slots: Vec<Option<PlayerId>> = bracket(size)
        .into_iter()
        .map(|seed| seeded.get(seed - 1).copied())
        .collect();
    knockout_round(&slots)
}

/// A knockout round from the previous round's winners in bracket order
/// (`None` where no one goes on: a match of two withdrawn players).
pub fn knockout_round(slots: &[Option<PlayerId>]) -> Round {
    slots
        .chunks(2)
        .map(|pair| match pair {
            [Some(a), Some(b)] => two_legs(Pair::new(*a, *b)),
            [Some(p), None] | [None, Some(p)] | [Some(p)] => Entry::Bye(*p),
            _ => Entry::Empty,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ids(n: i64) -> Vec<PlayerId> {
        (1..=n).map(PlayerId).collect()
    }

    #[test]
    fn bracket_keeps_top_seeds_apart() {
        assert_eq!(bracket(8), vec![1, 8, 4, 5, 2, 7, 3, 6]);
    }

    #[test]
    fn knockout_byes_go_to_the_top_seeds() {
        let round = knockout_first_round(&ids(5));
        // 8 places: seeds 1, 2, 3 have byes; 4 meets 5.
        assert_eq!(
            round,
            vec![
                Entry::Bye(PlayerId(1)),
                two_legs(Pair::new(PlayerId(4), PlayerId(5))),
                Entry::Bye(PlayerId(2)),
                Entry::Bye(PlayerId(3)),
            ]
        );
        assert_eq!(knockout_rounds(5), 3);
        assert_eq!(knockout_rounds(2), 1);
        assert_eq!(knockout_rounds(8), 3);
    }

    #[test]
    fn round_robin_of_four_takes_three_rounds_and_five_takes_five() {
        assert_eq!(round_robin(&ids(4)).len(), 3);
        assert_eq!(round_robin(&ids(5)).len(), 5);
        assert_eq!(round_robin_rounds(5), 5);
        assert_eq!(round_robin_rounds(6), 5);
    }

    #[test]
    fn swiss_first_round_pairs_top_half_with_bottom_half() {
        let players: Vec<SwissPlayer> = (1..=8)
            .map(|i| SwissPlayer::new(PlayerId(i), 2000.0 - i as f64))
            .collect();
        let round = swiss_round(&players);
        let pairs: Vec<(i64, i64)> = round
            .iter()
            .map(|e| match e {
                Entry::Match(legs) => {
                    let mut p = [legs[0].attacker.0, legs[0].defender.0];
                    p.sort();
                    (p[0], p[1])
                }
                _ => panic!("no bye with 8"),
            })
            .collect();
        assert_eq!(pairs, vec![(1, 5), (2, 6), (3, 7), (4, 8)]);
        let attackers: Vec<i64> = round
            .iter()
            .map(|e| match e {
                Entry::Match(legs) => legs[0].attacker.0,
                _ => 0,
            })
            .collect();
        assert_eq!(attackers, vec![1, 6, 3, 8], "sides alternate by board");
    }
}
