//! Seeds, their public commitments, and the one documented way chance is sampled.
//!
//! A match's chance comes from ChaCha20 seeded with its 32-byte [`Seed`]. Each chance node
//! with integer weights `w` (total `W`) draws 32-bit words from the stream, rejects any
//! word `x >= 2^32 - (2^32 mod W)`, and picks the outcome whose cumulative weight range
//! holds `x mod W`. With the seed revealed, anyone can recompute every roll.

use std::fmt;
use std::str::FromStr;

use hmac::{Hmac, Mac};
use rand_chacha::ChaCha20Rng;
use rand_chacha::rand_core::RngCore;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use sha2::{Digest, Sha256};

/// The 32 secret bytes fixed when a match starts.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Seed([u8; 32]);

impl Seed {
    pub fn from_bytes(bytes: [u8; 32]) -> Seed {
        Seed(bytes)
    }

    /// The SHA-256 of the seed's bytes, in lower-case hex: posted when a match starts.
    pub fn commitment(&self) -> String {
        hex(&Sha256::digest(self.0))
    }

    /// A number derived from the secret seed alone, for `context` (the AI's think at a ply
    /// and seat): the first 8 bytes, little-endian, of HMAC-SHA-256 keyed by the seed. Nothing
    /// public predicts it while the match runs; once the seed is revealed, anyone can
    /// recompute it.
    pub fn keyed(&self, context: &[u8]) -> u64 {
        let mut mac = <Hmac<Sha256> as Mac>::new_from_slice(&self.0).expect("HMAC takes a key of any length");
        mac.update(context);
        let tag = mac.finalize().into_bytes();
        u64::from_le_bytes(tag[..8].try_into().expect("a SHA-256 tag has 32 bytes"))
    }

    pub(crate) fn rng(&self) -> ChaCha20Rng {
        rand_chacha::rand_core::SeedableRng::from_seed(self.0)
    }
}

/// Not shown in debug output: a running match's seed is secret.
impl fmt::Debug for Seed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Seed(commitment {})", self.commitment())
    }
}

impl fmt::Display for Seed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&hex(&self.0))
    }
}

/// A seed's text was not 64 hex digits.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("a seed is 64 hexadecimal digits")]
pub struct SeedError;

impl FromStr for Seed {
    type Err = SeedError;

    fn from_str(s: &str) -> Result<Seed, SeedError> {
        let s = s.trim();
        if s.len() != 64 || !s.is_ascii() {
            return Err(SeedError);
        }
        let mut bytes = [0; 32];
        for (i, byte) in bytes.iter_mut().enumerate() {
            *byte = u8::from_str_radix(&s[2 * i..2 * i + 2], 16).map_err(|_| SeedError)?;
        }
        Ok(Seed(bytes))
    }
}

impl Serialize for Seed {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Seed {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Seed, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// Picks an index into `weights` as the module documentation describes.
/// Returns `None` when the weights are empty or sum to zero.
pub fn sample_index(rng: &mut ChaCha20Rng, weights: &[u32]) -> Option<usize> {
    let total: u64 = weights.iter().map(|&w| u64::from(w)).sum();
    if total == 0 || total > u64::from(u32::MAX) {
        return None;
    }
    let span = 1u64 << 32;
    let limit = span - span % total;
    let x = loop {
        let x = u64::from(rng.next_u32());
        if x < limit {
            break x % total;
        }
    };
    let mut acc = 0;
    weights.iter().position(|&w| {
        acc += u64::from(w);
        x < acc
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seed_text_round_trips_and_rejects_bad_hex() {
        let seed = Seed::from_bytes([0xab; 32]);
        assert_eq!(seed.to_string().parse::<Seed>(), Ok(seed));
        assert_eq!("zz".repeat(32).parse::<Seed>(), Err(SeedError));
        assert_eq!("ab".parse::<Seed>(), Err(SeedError));
    }

    #[test]
    fn commitment_is_sha256_of_the_seed_bytes() {
        // SHA-256 of 32 zero bytes.
        let zero = Seed::from_bytes([0; 32]);
        assert_eq!(zero.commitment(), "66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925");
    }

    #[test]
    fn sampling_is_uniform_enough_and_respects_zero_weights() {
        let mut rng = Seed::from_bytes([1; 32]).rng();
        let mut counts = [0u32; 4];
        for _ in 0..60_000 {
            counts[sample_index(&mut rng, &[1, 1, 0, 1]).unwrap()] += 1;
        }
        assert_eq!(counts[2], 0);
        for &c in [counts[0], counts[1], counts[3]].iter() {
            assert!((19_000..21_000).contains(&c), "{counts:?}");
        }
        assert_eq!(sample_index(&mut rng, &[]), None);
        assert_eq!(sample_index(&mut rng, &[0, 0]), None);
    }
}
