//! How a picker spells an action tap by tap, so that a player on a phone can choose a
//! move by tapping: a piece, then a square (`f4-f3` is `f4`, then `f3`). The chat core
//! builds its tree of choices from the taps of every legal action.

/// One tap: what it adds to the action (`key`, unique among the taps that may follow the
/// same ones), how its button reads, and what the button notes besides.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tap {
    /// The piece of the action's text this tap stands for, with the separator before it
    /// (`-f3`), so that two different actions never spell the same taps.
    pub key: String,
    pub mark: Option<Mark>,
}

impl Tap {
    /// The button's text: the piece without its separator (`f3`).
    pub fn label(&self) -> &str {
        self.key.trim_start_matches(SEPARATORS)
    }
}

/// What a button notes besides its label.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    /// Moving there starts a combat (LandOver).
    Combat,
    /// The target stands this many inches away, rounded (Skirmish).
    Distance(u32),
    /// The square a move passes through, named to choose between two paths (Gype's `/b3`).
    Via,
}

/// A legal action as a picker offers it: its text, its taps, and whether it is secret
/// (offered in private).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pick {
    pub text: String,
    pub taps: Vec<Tap>,
    pub secret: bool,
}

/// The separators between an action's pieces: a tap begins at each.
const SEPARATORS: [char; 4] = ['-', ':', '/', ','];

/// The taps of an action's text: one per piece between separators (`go:r1,r2` is `go`,
/// `r1`, `r2`). A piece after `/` is marked [`Mark::Via`].
pub fn split(text: &str) -> Vec<Tap> {
    let mut taps = Vec::new();
    let mut start = 0;
    for (i, c) in text.char_indices().skip(1) {
        if SEPARATORS.contains(&c) {
            taps.push(piece(&text[start..i]));
            start = i;
        }
    }
    taps.push(piece(&text[start..]));
    taps
}

fn piece(key: &str) -> Tap {
    let mark = key.starts_with('/').then_some(Mark::Via);
    Tap { key: key.to_owned(), mark }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn labels(text: &str) -> Vec<String> {
        split(text).iter().map(|t| t.label().to_owned()).collect()
    }

    #[test]
    fn an_action_splits_into_one_tap_per_piece_between_separators() {
        assert_eq!(labels("f4-f3"), ["f4", "f3"]);
        assert_eq!(labels("go:r1,r2"), ["go", "r1", "r2"]);
        assert_eq!(labels("fight"), ["fight"]);
        assert_eq!(labels("march:#3:f9:via:e5"), ["march", "#3", "f9", "via", "e5"]);
    }

    #[test]
    fn keys_keep_their_separator_so_two_actions_never_spell_the_same_taps() {
        let path: Vec<String> = split("a1-a2-a3").into_iter().map(|t| t.key).collect();
        let via: Vec<String> = split("a1-a2/a3").into_iter().map(|t| t.key).collect();
        assert_eq!(path, ["a1", "-a2", "-a3"]);
        assert_eq!(via, ["a1", "-a2", "/a3"]);
        assert_eq!(split("a1-a2/a3")[2].mark, Some(Mark::Via));
        assert_eq!(split("a1-a2-a3")[2].mark, None);
    }
}
