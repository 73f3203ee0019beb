//! Weights for a game's estimate, fitted to who won: a conditional logit (McFadden,
//! 1974), the model [`crate::mcts::shares`] already applies. Each seat in play has a
//! vector of features; its share of the win is the softmax over the seats of the
//! weighted sums. The weights that make the recorded winners likeliest are found by
//! Newton's method, with a small ridge that keeps a feature never seen at zero.

/// A recorded position: the features of each seat still in play, and which of them won.
#[derive(Clone, Debug, PartialEq)]
pub struct Sample {
    pub seats: Vec<Vec<f64>>,
    pub winner: usize,
}

/// Each seat's share of the win under `weights`.
pub fn shares(sample: &Sample, weights: &[f64]) -> Vec<f64> {
    let sums: Vec<f64> = sample.seats.iter().map(|f| dot(f, weights)).collect();
    crate::mcts::shares(&sums, 1.0)
}

/// The mean negative log-likelihood of the winners (lower is better): `ln(seats)` for
/// equal shares.
pub fn log_loss(samples: &[Sample], share: impl Fn(&Sample) -> Vec<f64>) -> f64 {
    let total: f64 = samples.iter().map(|s| -share(s)[s.winner].max(1e-12).ln()).sum();
    total / samples.len().max(1) as f64
}

/// The weights, of `features` each, that fit `samples` best, penalised by `ridge` times
/// their squared length.
pub fn fit(samples: &[Sample], features: usize, ridge: f64) -> Vec<f64> {
    let mut weights = vec![0.0; features];
    for _ in 0..50 {
        let (gradient, hessian) = derivatives(samples, &weights, ridge);
        let step = solve(hessian, gradient);
        weights.iter_mut().zip(&step).for_each(|(w, s)| *w -= s);
        if step.iter().map(|s| s.abs()).fold(0.0, f64::max) < 1e-9 {
            break;
        }
    }
    weights
}

/// The penalised negative log-likelihood's gradient and Hessian at `weights`.
fn derivatives(samples: &[Sample], weights: &[f64], ridge: f64) -> (Vec<f64>, Vec<Vec<f64>>) {
    let n = weights.len();
    let mut gradient: Vec<f64> = weights.iter().map(|w| 2.0 * ridge * w).collect();
    let mut hessian: Vec<Vec<f64>> =
        (0..n).map(|i| (0..n).map(|j| if i == j { 2.0 * ridge } else { 0.0 }).collect()).collect();
    for sample in samples {
        let p = shares(sample, weights);
        // The features' mean under the shares.
        let mean: Vec<f64> = (0..n).map(|k| sample.seats.iter().zip(&p).map(|(f, p)| p * f[k]).sum()).collect();
        for (k, g) in gradient.iter_mut().enumerate() {
            *g += mean[k] - sample.seats[sample.winner][k];
        }
        for (f, p) in sample.seats.iter().zip(&p) {
            for i in 0..n {
                for j in 0..n {
                    hessian[i][j] += p * (f[i] - mean[i]) * (f[j] - mean[j]);
                }
            }
        }
    }
    (gradient, hessian)
}

/// `x` with `a x = b`, by Gaussian elimination with partial pivoting (`a` is positive
/// definite: the ridge sees to it).
fn solve(mut a: Vec<Vec<f64>>, mut b: Vec<f64>) -> Vec<f64> {
    let n = b.len();
    for col in 0..n {
        let pivot = (col..n).max_by(|&i, &j| a[i][col].abs().total_cmp(&a[j][col].abs())).expect("a column");
        a.swap(col, pivot);
        b.swap(col, pivot);
        let (done, rest) = a.split_at_mut(col + 1);
        let top = &done[col];
        for (row, below) in rest.iter_mut().enumerate() {
            let factor = below[col] / top[col];
            below.iter_mut().zip(top).skip(col).for_each(|(x, t)| *x -= factor * t);
            b[col + 1 + row] -= factor * b[col];
        }
    }
    let mut x = vec![0.0; n];
    for row in (0..n).rev() {
        let rest: f64 = (row + 1..n).map(|k| a[row][k] * x[k]).sum();
        x[row] = (b[row] - rest) / a[row][row];
    }
    x
}

/// The weighted sum of `features` by `weights`.
pub fn dot(features: &[f64], weights: &[f64]) -> f64 {
    features.iter().zip(weights).map(|(f, w)| f * w).sum()
}

#[cfg(test)]
mod tests {
    use rand_chacha::ChaCha20Rng;
    use rand_chacha::rand_core::{RngCore, SeedableRng};

    use super::*;

    fn unit(rng: &mut ChaCha20Rng) -> f64 {
        (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64
    }

    #[test]
    fn the_fit_recovers_the_weights_that_drew_the_winners() {
        // Four seats with three features each; winners drawn from known weights.
        let truth = [1.5, -0.8, 0.3];
        let mut rng = ChaCha20Rng::seed_from_u64(5);
        let samples: Vec<Sample> = (0..6_000)
            .map(|_| {
                let seats: Vec<Vec<f64>> = (0..4).map(|_| (0..3).map(|_| 2.0 * unit(&mut rng)).collect()).collect();
                let p = shares(&Sample { seats: seats.clone(), winner: 0 }, &truth);
                let (mut draw, mut winner) = (unit(&mut rng), 0);
                while draw > p[winner] && winner < 3 {
                    draw -= p[winner];
                    winner += 1;
                }
                Sample { seats, winner }
            })
            .collect();
        let fitted = fit(&samples, 3, 1e-3);
        for (f, t) in fitted.iter().zip(truth) {
            assert!((f - t).abs() < 0.15, "fitted {fitted:?}, drawn from {truth:?}");
        }
        let equal = log_loss(&samples, |s| vec![0.25; s.seats.len()]);
        assert!((equal - 4f64.ln()).abs() < 1e-12);
        assert!(log_loss(&samples, |s| shares(s, &fitted)) < equal - 0.05);
    }

    #[test]
    fn a_feature_never_seen_keeps_a_zero_weight() {
        let samples = vec![
            Sample { seats: vec![vec![1.0, 0.0], vec![0.0, 0.0]], winner: 0 },
            Sample { seats: vec![vec![1.0, 0.0], vec![0.0, 0.0]], winner: 1 },
            Sample { seats: vec![vec![2.0, 0.0], vec![0.0, 0.0]], winner: 0 },
        ];
        let fitted = fit(&samples, 2, 0.01);
        assert!(fitted[0] > 0.0 && fitted[1] == 0.0, "{fitted:?}");
    }
}
