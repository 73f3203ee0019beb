//! Pairing rules of the three formats: round-robin by the circle method, Swiss rounds
//! without repeat opponents, and a seeded single-elimination bracket.

use std::collections::HashSet;

/// One game of a round: the first player takes the first seat; no second player is a bye.
pub type Pair = (usize, Option<usize>);

/// Every round of a round-robin among `n` players (a bye each round when `n` is odd);
/// `double` plays the whole cycle again with the seats swapped.
pub fn round_robin(n: usize, double: bool) -> Vec<Vec<Pair>> {
    let m = n + n % 2;
    let ghost = |p: usize| (p < n).then_some(p);
    let mut rounds = Vec::new();
    for r in 0..m.saturating_sub(1) {
        let mut round = Vec::new();
        for i in 0..m / 2 {
            let (a, b) = if i == 0 { (m - 1, r) } else { ((r + i) % (m - 1), (r + m - 1 - i) % (m - 1)) };
            // The fixed player alternates seats by round; the others by board.
            let (first, second) = if (i == 0 && r % 2 == 1) || (i > 0 && i % 2 == 1) { (b, a) } else { (a, b) };
            round.push(match (ghost(first), ghost(second)) {
                (Some(f), s @ Some(_)) => (f, s),
                (Some(f), None) | (None, Some(f)) => (f, None),
                (None, None) => continue,
            });
        }
        round.sort_by_key(|(_, second)| second.is_none());
        rounds.push(round);
    }
    if double {
        let swapped: Vec<Vec<Pair>> = rounds
            .iter()
            .map(|round| round.iter().map(|&(f, s)| s.map_or((f, None), |s| (s, Some(f)))).collect())
            .collect();
        rounds.extend(swapped);
    }
    rounds
}

/// What Swiss pairing knows of a player.
#[derive(Clone, Debug)]
pub struct SwissEntry {
    pub player: usize,
    pub score: f64,
    pub rating: f64,
    pub opponents: HashSet<usize>,
    pub had_bye: bool,
    /// Games in the first seat minus games in the second.
    pub first_seat_balance: i32,
    pub last_first_seat: Option<bool>,
}

/// How many pairing attempts the search makes before it allows a repeat opponent.
const SEARCH_BUDGET: usize = 200_000;

/// One Swiss round: players ranked by score then rating; with an odd count the
/// lowest-ranked player without a bye gets it; then, top down, each player meets the
/// nearest-ranked player not met before (backtracking when stuck). Seats go to whoever
/// had the first seat less often, then to whoever had the second seat last.
pub fn swiss(entries: &[SwissEntry]) -> Vec<Pair> {
    let mut ranked: Vec<&SwissEntry> = entries.iter().collect();
    ranked
        .sort_by(|a, b| b.score.total_cmp(&a.score).then(b.rating.total_cmp(&a.rating)).then(a.player.cmp(&b.player)));
    let mut bye = None;
    if ranked.len() % 2 == 1 {
        let at = ranked.iter().rposition(|e| !e.had_bye).unwrap_or(ranked.len() - 1);
        bye = Some(ranked.remove(at).player);
    }
    let mut budget = SEARCH_BUDGET;
    let mut used = vec![false; ranked.len()];
    let mut pairs = Vec::new();
    if !search(&ranked, &mut used, &mut pairs, &mut budget, false) {
        pairs.clear();
        used.fill(false);
        let mut unlimited = usize::MAX;
        search(&ranked, &mut used, &mut pairs, &mut unlimited, true);
    }
    let mut out: Vec<Pair> = pairs.into_iter().map(|(a, b)| seats(ranked[a], ranked[b])).collect();
    out.extend(bye.map(|p| (p, None)));
    out
}

fn search(
    ranked: &[&SwissEntry],
    used: &mut [bool],
    pairs: &mut Vec<(usize, usize)>,
    budget: &mut usize,
    repeats: bool,
) -> bool {
    let Some(top) = used.iter().position(|u| !u) else { return true };
    used[top] = true;
    for other in top + 1..ranked.len() {
        if used[other] || (!repeats && ranked[top].opponents.contains(&ranked[other].player)) {
            continue;
        }
        if *budget == 0 {
            break;
        }
        *budget -= 1;
        used[other] = true;
        pairs.push((top, other));
        if search(ranked, used, pairs, budget, repeats) {
            return true;
        }
        pairs.pop();
        used[other] = false;
    }
    used[top] = false;
    false
}

fn seats(a: &SwissEntry, b: &SwissEntry) -> Pair {
    let a_first = match a.first_seat_balance.cmp(&b.first_seat_balance) {
        std::cmp::Ordering::Less => true,
        std::cmp::Ordering::Greater => false,
        std::cmp::Ordering::Equal => a.last_first_seat != Some(true) || b.last_first_seat == Some(true),
    };
    if a_first { (a.player, Some(b.player)) } else { (b.player, Some(a.player)) }
}

/// The seed positions of a bracket of `size` (a power of two), top to bottom: seed 1
/// meets the last seed, and the top two seeds can meet only in the final.
pub fn bracket_order(size: usize) -> Vec<usize> {
    let mut order = vec![0];
    while order.len() < size {
        let n = order.len() * 2;
        order = order.iter().flat_map(|&s| [s, n - 1 - s]).collect();
    }
    order
}

/// The first round of a single elimination among players given in seed order (best
/// first): the bracket is the next power of two, and the missing places are byes for
/// the top seeds.
pub fn elimination_first_round(seeded: &[usize]) -> Vec<Pair> {
    let size = seeded.len().next_power_of_two().max(2);
    let order = bracket_order(size);
    order
        .chunks(2)
        .filter_map(|pair| match (seeded.get(pair[0]), seeded.get(pair[1])) {
            (Some(&a), b) => Some((a, b.copied())),
            (None, Some(&b)) => Some((b, None)),
            (None, None) => None,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn met(rounds: &[Vec<Pair>]) -> Vec<(usize, usize)> {
        let mut all: Vec<(usize, usize)> =
            rounds.iter().flatten().filter_map(|&(a, b)| b.map(|b| (a.min(b), a.max(b)))).collect();
        all.sort();
        all
    }

    #[test]
    fn round_robin_meets_everyone_once() {
        for n in 2..=9 {
            let rounds = round_robin(n, false);
            let pairs = met(&rounds);
            let expected: Vec<(usize, usize)> = (0..n).flat_map(|a| (a + 1..n).map(move |b| (a, b))).collect();
            assert_eq!(pairs, expected, "{n} players");
            for round in &rounds {
                let mut seen: Vec<usize> = round.iter().flat_map(|&(a, b)| std::iter::once(a).chain(b)).collect();
                seen.sort();
                assert_eq!(seen, (0..n).collect::<Vec<_>>(), "everyone plays or has the bye once a round");
            }
        }
    }

    #[test]
    fn double_round_robin_swaps_seats() {
        let rounds = round_robin(4, true);
        assert_eq!(rounds.len(), 6);
        for (first, second) in rounds[..3].iter().zip(&rounds[3..]) {
            for (&(a, b), &(c, d)) in first.iter().zip(second) {
                assert_eq!((Some(a), b), (d, Some(c)));
            }
        }
    }

    #[test]
    fn seats_alternate_in_a_round_robin_of_four() {
        let rounds = round_robin(4, false);
        for player in 0..4 {
            let firsts = rounds.iter().flatten().filter(|(a, _)| *a == player).count();
            assert!((1..=2).contains(&firsts), "player {player} has the first seat {firsts} times of 3");
        }
    }

    #[test]
    fn bracket_order_keeps_top_seeds_apart() {
        assert_eq!(bracket_order(8), vec![0, 7, 3, 4, 1, 6, 2, 5]);
        assert_eq!(bracket_order(2), vec![0, 1]);
    }
}
