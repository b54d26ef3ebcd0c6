//! Pairing properties (issue 7), over many random result sets:
//! round-robin pairs every two players exactly twice, once each way;
//! Swiss keeps each player's attacker and defender games within one, never
//! repeats a pairing while a complete pairing without repeats exists (one
//! that keeps sides within one: tafl is asymmetric, so sides come first;
//! 8 players over 6 rounds can leave only pairings that break one or the
//! other), and gives at most one bye per player; knockout byes go to top
//! seeds.

use std::collections::{HashMap, HashSet};

use hnefi_app::PlayerId;
use hnefi_app::tournaments::pairing::{
    Entry, SwissPlayer, knockout_first_round, round_robin, round_robin_rounds, swiss_round,
};
use hnefi_engine::Side;
use proptest::prelude::*;

fn players(n: usize) -> Vec<PlayerId> {
    (1..=n as i64).map(PlayerId).collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn round_robin_pairs_everyone_twice_once_each_way(n in 2usize..=16) {
        let ids = players(n);
        let rounds = round_robin(&ids);
        prop_assert_eq!(rounds.len(), round_robin_rounds(n));
        let mut games: HashMap<(PlayerId, PlayerId), usize> = HashMap::new();
        let mut byes: HashMap<PlayerId, usize> = HashMap::new();
        for round in &rounds {
            let mut seen = HashSet::new();
            for entry in round {
                match entry {
                    Entry::Match(legs) => {
                        prop_assert_eq!(legs.len(), 2);
                        prop_assert_eq!(legs[0].attacker, legs[1].defender);
                        prop_assert_eq!(legs[0].defender, legs[1].attacker);
                        prop_assert!(seen.insert(legs[0].attacker));
                        prop_assert!(seen.insert(legs[0].defender));
                        for leg in legs {
                            *games.entry((leg.attacker, leg.defender)).or_default() += 1;
                        }
                    }
                    Entry::Bye(p) => {
                        prop_assert!(seen.insert(*p));
                        *byes.entry(*p).or_default() += 1;
                    }
                    Entry::Empty => prop_assert!(false, "no empty places in a round-robin"),
                }
            }
            prop_assert_eq!(seen.len(), n, "everyone plays or sits out each round");
        }
        for &a in &ids {
            for &b in &ids {
                if a != b {
                    prop_assert_eq!(games.get(&(a, b)).copied(), Some(1), "{} attacks {} once", a, b);
                }
            }
            prop_assert_eq!(byes.get(&a).copied().unwrap_or(0), n % 2);
        }
    }

    #[test]
    fn swiss_pairs_without_repeats_keeps_sides_even_and_one_bye_each(
        n in 2usize..=12,
        extra in 0usize..=6,
        seed in any::<u64>(),
    ) {
        // Usual Swiss lengths: up to about log2(n) + 3 rounds, never more
        // than n - 1.
        let rounds = (n.next_power_of_two().trailing_zeros() as usize + extra).clamp(1, n - 1);
        let mut rng = seed;
        let mut next = move || {
            rng = rng.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            (rng >> 33) as u32
        };
        let mut state: Vec<SwissPlayer> = players(n)
            .into_iter()
            .map(|p| SwissPlayer::new(p, 1500.0 + f64::from(next() % 400)))
            .collect();
        for _ in 0..rounds {
            let round = swiss_round(&state);
            let mut seen = HashSet::new();
            let mut pairs = Vec::new();
            let mut bye = None;
            for entry in &round {
                match entry {
                    Entry::Match(legs) => {
                        prop_assert_eq!(legs.len(), 1);
                        let pair = legs[0];
                        prop_assert!(seen.insert(pair.attacker) && seen.insert(pair.defender));
                        pairs.push(pair);
                    }
                    Entry::Bye(p) => {
                        prop_assert!(bye.is_none() && seen.insert(*p));
                        bye = Some(*p);
                    }
                    Entry::Empty => prop_assert!(false),
                }
            }
            prop_assert_eq!(seen.len(), n, "everyone is paired or has the bye");
            prop_assert_eq!(bye.is_some(), n % 2 == 1);
            let index = |p: PlayerId| (p.0 - 1) as usize;
            let rematch = pairs
                .iter()
                .any(|p| state[index(p.attacker)].opponents.contains(&p.defender));
            if rematch {
                prop_assert!(
                    !repeat_free_pairing_exists(&state),
                    "a rematch was paired although a pairing without one exists"
                );
            }
            // Record the round with random results.
            for pair in &pairs {
                let r = next() % 3;
                let (a, d) = (index(pair.attacker), index(pair.defender));
                state[a].opponents.push(pair.defender);
                state[d].opponents.push(pair.attacker);
                state[a].attacks += 1;
                state[d].defends += 1;
                state[a].last_side = Some(Side::Attackers);
                state[d].last_side = Some(Side::Defenders);
                match r {
                    0 => state[a].points += 2,
                    1 => state[d].points += 2,
                    _ => {
                        state[a].points += 1;
                        state[d].points += 1;
                    }
                }
            }
            if let Some(p) = bye {
                state[index(p)].byes += 1;
                state[index(p)].points += 2;
            }
            for p in &state {
                prop_assert!(p.attacks.abs_diff(p.defends) <= 1, "{:?} sides drift", p);
                prop_assert!(p.byes <= 1, "{:?} has two byes", p);
            }
        }
    }

    #[test]
    fn knockout_byes_go_to_the_top_seeds_and_everyone_is_placed_once(n in 2usize..=40) {
        let ids = players(n);
        let round = knockout_first_round(&ids);
        let size = n.next_power_of_two();
        prop_assert_eq!(round.len(), size / 2);
        let mut seen = HashSet::new();
        let mut byes = Vec::new();
        for entry in &round {
            match entry {
                Entry::Match(legs) => {
                    prop_assert_eq!(legs.len(), 2);
                    prop_assert_eq!(legs[0].attacker, legs[1].defender);
                    prop_assert!(seen.insert(legs[0].attacker) && seen.insert(legs[0].defender));
                }
                Entry::Bye(p) => {
                    prop_assert!(seen.insert(*p));
                    byes.push(p.0);
                }
                Entry::Empty => prop_assert!(false),
            }
        }
        prop_assert_eq!(seen.len(), n);
        byes.sort();
        prop_assert_eq!(byes, (1..=(size - n) as i64).collect::<Vec<_>>());
    }
}

/// Whether some bye choice (among those with the fewest byes) and some
/// pairing of the rest avoid every repeat while keeping sides within one:
/// by brute force over subsets.
fn repeat_free_pairing_exists(state: &[SwissPlayer]) -> bool {
    let n = state.len();
    let balance = |i: usize| i64::from(state[i].attacks) - i64::from(state[i].defends);
    let played = |i: usize, j: usize| {
        state[i].opponents.contains(&state[j].id)
            || (balance(i) > 0 && balance(j) > 0)
            || (balance(i) < 0 && balance(j) < 0)
    };
    fn pair_all(
        mask: u32,
        n: usize,
        played: &dyn Fn(usize, usize) -> bool,
        memo: &mut HashMap<u32, bool>,
    ) -> bool {
        if mask == 0 {
            return true;
        }
        if let Some(&known) = memo.get(&mask) {
            return known;
        }
        let i = mask.trailing_zeros() as usize;
        let mut ok = false;
        for j in i + 1..n {
            if mask & (1 << j) != 0
                && !played(i, j)
                && pair_all(mask & !(1 << i) & !(1 << j), n, played, memo)
            {
                ok = true;
                break;
            }
        }
        memo.insert(mask, ok);
        ok
    }
    let all = (1u32 << n) - 1;
    let mut memo = HashMap::new();
    if n % 2 == 0 {
        return pair_all(all, n, &played, &mut memo);
    }
    let fewest = state.iter().map(|p| p.byes).min().unwrap_or(0);
    (0..n)
        .filter(|&b| state[b].byes == fewest)
        .any(|b| pair_all(all & !(1 << b), n, &played, &mut memo))
}
