//! The standings as a table: the chat's image at a tournament's end, and its web page.

use render::TableView;

use super::{Standing, score_text};
use crate::i18n::Lang;
use crate::storage::StoredTournament;

/// Rank, entrant's name and standing, best first.
pub fn standing_rows(stored: &StoredTournament) -> Vec<(usize, String, Standing)> {
    let table = stored.state.standings();
    table.into_iter().enumerate().map(|(i, s)| (i + 1, stored.state.entrants[s.player].user.name.clone(), s)).collect()
}

/// The standings under `title`, with tie-breaks, in `lang`.
pub fn standings_table(stored: &StoredTournament, title: String, lang: Lang) -> TableView {
    let header = ["table-rank", "table-player", "table-score", "table-record", "table-buchholz", "table-sb"];
    let rows = standing_rows(stored).into_iter().map(|(rank, name, s)| {
        vec![
            rank.to_string(),
            name,
            score_text(s.score),
            format!("{}-{}-{}", s.wins, s.draws, s.losses),
            score_text(s.buchholz),
            score_text(s.sonneborn_berger),
        ]
    });
    TableView { title, header: header.iter().map(|k| lang.key(k)).collect(), rows: rows.collect() }
}
