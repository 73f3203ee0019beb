//! Shortest paths over the field, in tenths of an inch: 10 for an orthogonal step, 15 for
//! a diagonal one, and across a change of level the hypotenuse of the step and the height.
//! Paths never cross models or impassable squares, nor cut a wall's corner diagonally.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use super::field::{Field, MAX_SIZE, Square};

const SQUARES: usize = MAX_SIZE as usize * MAX_SIZE as usize;

/// The cost of one step between touching squares, or `None` when the step cuts the
/// corner of an impassable square.
pub fn step_cost(field: &Field, a: Square, b: Square) -> Option<u32> {
    let diagonal = a.file() != b.file() && a.rank() != b.rank();
    if diagonal {
        let corners = [Square::new(a.file(), b.rank()), Square::new(b.file(), a.rank())];
        if corners.into_iter().flatten().any(|sq| !field.passable(sq)) {
            return None;
        }
    }
    let flat: u32 = if diagonal { 15 } else { 10 };
    let rise = u32::from(field.height(a).abs_diff(field.height(b))) * 10;
    Some(if rise == 0 { flat } else { f64::from(flat * flat + rise * rise).sqrt().round() as u32 })
}

/// Every square reachable from a start within a limit, with the cheapest way there.
#[derive(Clone, Debug)]
pub struct Reach {
    from: Square,
    cost: Vec<u32>,
    previous: Vec<Option<Square>>,
}

impl Reach {
    /// Dijkstra from `from` up to `limit` tenths; `blocked` squares (other models) are
    /// never entered.
    pub fn search(field: &Field, from: Square, limit: u32, blocked: impl Fn(Square) -> bool) -> Reach {
        let mut cost = vec![u32::MAX; SQUARES];
        let mut previous = vec![None; SQUARES];
        let mut queue = BinaryHeap::new();
        cost[from.index()] = 0;
        queue.push(Reverse((0, from)));
        while let Some(Reverse((spent, sq))) = queue.pop() {
            if spent > cost[sq.index()] {
                continue;
            }
            for next in field.neighbours(sq) {
                if !field.passable(next) || blocked(next) {
                    continue;
                }
                let Some(step) = step_cost(field, sq, next) else { continue };
                let total = spent + step;
                if total <= limit && total < cost[next.index()] {
                    cost[next.index()] = total;
                    previous[next.index()] = Some(sq);
                    queue.push(Reverse((total, next)));
                }
            }
        }
        Reach { from, cost, previous }
    }

    /// The cheapest cost to `to` in tenths, if it is reachable.
    pub fn cost(&self, to: Square) -> Option<u32> {
        Some(self.cost[to.index()]).filter(|&c| c != u32::MAX)
    }

    /// The squares from the start to `to`, both included.
    pub fn path(&self, to: Square) -> Option<Vec<Square>> {
        self.cost(to)?;
        let mut path = vec![to];
        let mut at = to;
        while at != self.from {
            at = self.previous[at.index()]?;
            path.push(at);
        }
        path.reverse();
        Some(path)
    }

    /// The reachable squares, cheapest first.
    pub fn squares(&self) -> impl Iterator<Item = (Square, u32)> + '_ {
        (0..SQUARES).filter_map(|i| {
            let sq = Square::new((i % usize::from(MAX_SIZE)) as u8, (i / usize::from(MAX_SIZE)) as u8)?;
            self.cost(sq).map(|c| (sq, c))
        })
    }
}

/// The length of a path in tenths.
pub fn length(field: &Field, path: &[Square]) -> u32 {
    path.windows(2).map(|w| step_cost(field, w[0], w[1]).unwrap_or(u32::MAX / 64)).sum()
}

/// Tenths of an inch as text: `4.5`.
pub fn inches(tenths: u32) -> String {
    format!("{}.{}", tenths / 10, tenths % 10)
}
