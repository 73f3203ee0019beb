//! The parts of a player's page (see [`super::play`]): the board's clickable squares, the
//! picker's section, the page of a refused key, and the Telegram Mini App's first page.

use maud::{Markup, html};
use render::Spots;

use super::pages::{Scripts, layout, page};
use crate::core::Picker;
use crate::i18n::Lang;

/// What a player's page adds to a match's: their key (in the page's own addresses only),
/// the picker they have now, where the board's squares lie, and a word from their last
/// press.
pub struct PlayerPart<'a> {
    pub key: &'a str,
    pub picker: Option<Picker>,
    pub spots: Spots,
    pub note: Option<String>,
}

/// The board's squares as buttons over its image, laid by the page's script.
pub fn spots_markup(spots: &Spots) -> Markup {
    html! {
        div.spots data-w=(spots.width) data-h=(spots.height) data-cell=(spots.cell) {
            @for (name, x, y) in &spots.squares {
                button.spot type="button" data-square=(name) data-x=(x) data-y=(y) aria-label=(name) {}
            }
        }
    }
}

/// The square a choice's label names (`d4`, `d4 ⚔`), if it names one.
fn square_of(label: &str) -> Option<&str> {
    let word = label.split_whitespace().next()?;
    let mut chars = word.chars();
    let file = chars.next()?;
    let rank = chars.as_str();
    let square = file.is_ascii_lowercase() && !rank.is_empty() && rank.len() <= 2;
    (square && rank.bytes().all(|b| b.is_ascii_digit())).then_some(word)
}

/// The picker's section: the player's last word, the step's question, a button for each
/// choice (named by its square where it is one, for taps on the board), back, and the
/// first step's address (a tap on a square of another piece starts again from it).
pub fn play_section(player: &PlayerPart<'_>, lang: Lang) -> Markup {
    html! {
        section #play data-press=(format!("/play/{}/press", player.key)) data-failed=(lang.key("web-press-failed")) {
            @if let Some(note) = &player.note {
                @for line in note.lines() { p.said { (line) } }
            }
            @match &player.picker {
                Some(picker) => {
                    p { strong { (picker.title) } }
                    div.choices data-first=(first_of(picker)) {
                        @for choice in &picker.choices {
                            button type="button" data-data=(choice.data) data-square=[square_of(&choice.label)]
                                data-word=[choice.word.then_some("")] {
                                (choice.label)
                            }
                        }
                        @if let Some(back) = &picker.back {
                            button.back type="button" data-data=(back) { (picker.back_label) }
                        }
                    }
                }
                None => { p.note { (lang.key("web-nothing-to-play")) } }
            }
        }
    }
}

/// The address of a picker's first step: its own, without the path taken.
fn first_of(picker: &Picker) -> String {
    match crate::core::Address::parse(&picker.data) {
        Some(address) => crate::core::Address { path: Vec::new(), ..address }.data(),
        None => picker.data.clone(),
    }
}

/// The page of a refused key: `key` says why (forged, expired).
pub fn refused(key: &'static str, lang: Lang) -> Markup {
    let title = lang.key("web-key-refused");
    layout(lang, &title, html! { h1 { (title) } p { (lang.key(key)) } })
}

/// The Mini App's first page for match page `token`: it signs the user in with what
/// Telegram vouches for, then goes to their page (or the spectators' page).
pub fn app_page(token: &str, lang: Lang) -> Markup {
    let title = lang.key("web-app-title");
    let main = html! {
        h1 { (title) }
        p #app data-session=(format!("/app/{token}/session")) data-refused=(lang.key("web-app-refused")) {
            (lang.key("web-app-opening")) " "
            a href=(format!("/m/{token}")) { (lang.key("web-app-watch")) }
        }
    };
    page(lang, &title, main, None, Scripts::App)
}

#[cfg(test)]
mod tests {
    use super::square_of;

    #[test]
    fn a_choice_names_a_square_by_its_first_word() {
        assert_eq!(square_of("d4"), Some("d4"));
        assert_eq!(square_of("k11 ⚔"), Some("k11"));
        for not in ["roll", "Flee", "d", "4d", "d100", ""] {
            assert_eq!(square_of(not), None, "{not}");
        }
    }
}
