//! Personal links to play from the website: a signed, expiring key naming one match and
//! one user of one platform. Whoever holds it acts for that user's seat in that match
//! only, until it expires; the key is sent privately (`board link`) or made for a user
//! Telegram vouched for (the Mini App, see [`crate::web`]). The signature is an
//! HMAC-SHA-256 with the site's secret, shared through the database by every process.

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use hmac::{Hmac, Mac};
use sha2::Sha256;

/// How long a personal link plays: a week, long enough for a correspondence game's
/// moves, short enough that a link forwarded by mistake stops working.
pub const LIFETIME_MS: i64 = 7 * 24 * 3_600_000;

/// The longest key read; anything longer is refused unread.
pub const KEY_MAX: usize = 400;

/// One user's seat in one match, until `expires` (milliseconds since the epoch).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatKey {
    pub match_id: i64,
    pub platform: String,
    pub user_id: String,
    pub expires: i64,
}

/// Why a key is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refused {
    /// Not a key this site wrote, or altered.
    Forged,
    /// A real key whose time is over.
    Expired,
}

fn mac(secret: &[u8], payload: &[u8]) -> Hmac<Sha256> {
    let mut mac = Hmac::<Sha256>::new_from_slice(secret).expect("HMAC takes a key of any length");
    mac.update(payload);
    mac
}

impl SeatKey {
    /// The key as it goes in a link: its fields, then their signature, both in URL-safe
    /// base64.
    pub fn sign(&self, secret: &[u8]) -> String {
        let payload = format!("{}\n{}\n{}\n{}", self.match_id, self.expires, self.platform, self.user_id);
        let signature = mac(secret, payload.as_bytes()).finalize().into_bytes();
        format!("{}.{}", URL_SAFE_NO_PAD.encode(payload), URL_SAFE_NO_PAD.encode(signature))
    }

    /// The seat a key names, if this site signed it and it has not expired at `now`. The
    /// signature is checked (in constant time) before anything in the key is believed.
    pub fn verify(key: &str, secret: &[u8], now: i64) -> Result<SeatKey, Refused> {
        if key.len() > KEY_MAX {
            return Err(Refused::Forged);
        }
        let (payload, signature) = key.split_once('.').ok_or(Refused::Forged)?;
        let payload = URL_SAFE_NO_PAD.decode(payload).map_err(|_| Refused::Forged)?;
        let signature = URL_SAFE_NO_PAD.decode(signature).map_err(|_| Refused::Forged)?;
        mac(secret, &payload).verify_slice(&signature).map_err(|_| Refused::Forged)?;
        let text = String::from_utf8(payload).map_err(|_| Refused::Forged)?;
        let mut fields = text.splitn(4, '\n');
        let mut next = || fields.next().ok_or(Refused::Forged);
        let match_id = next()?.parse().map_err(|_| Refused::Forged)?;
        let expires: i64 = next()?.parse().map_err(|_| Refused::Forged)?;
        let (platform, user_id) = (next()?.to_owned(), next()?.to_owned());
        if now >= expires {
            return Err(Refused::Expired);
        }
        Ok(SeatKey { match_id, platform, user_id, expires })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SECRET: &[u8] = b"0123456789abcdef0123456789abcdef";

    fn key() -> SeatKey {
        SeatKey { match_id: 42, platform: "telegram".into(), user_id: "1001".into(), expires: 10_000 }
    }

    #[test]
    fn a_signed_key_reads_back_until_it_expires() {
        let signed = key().sign(SECRET);
        assert!(signed.bytes().all(|b| b.is_ascii_alphanumeric() || b"-_.".contains(&b)), "fits a path: {signed}");
        assert_eq!(SeatKey::verify(&signed, SECRET, 9_999), Ok(key()));
        assert_eq!(SeatKey::verify(&signed, SECRET, 10_000), Err(Refused::Expired));
    }

    #[test]
    fn a_key_altered_or_signed_with_another_secret_is_forged() {
        let signed = key().sign(SECRET);
        assert_eq!(SeatKey::verify(&signed, b"another secret", 0), Err(Refused::Forged));
        // Another user's seat, with the first key's signature.
        let other = SeatKey { user_id: "1002".into(), ..key() }.sign(SECRET);
        let spliced = format!("{}.{}", other.split('.').next().unwrap(), signed.split('.').nth(1).unwrap());
        assert_eq!(SeatKey::verify(&spliced, SECRET, 0), Err(Refused::Forged));
        // A later expiry, unsigned.
        let later = SeatKey { expires: i64::MAX, ..key() }.sign(b"guess");
        assert_eq!(SeatKey::verify(&later, SECRET, 0), Err(Refused::Forged));
        for junk in ["", ".", "abc", "a.b.c", &"x".repeat(KEY_MAX + 1)] {
            assert_eq!(SeatKey::verify(junk, SECRET, 0), Err(Refused::Forged), "{junk}");
        }
    }
}
