//! A player's page (`/p/<token>`): their ratings per game, each with a chart of its
//! history drawn on the server as SVG (no script), their running matches, recent games
//! and record against each opponent in the community, every match and opponent linked to
//! their pages.

use engine::{Message, title_term};
use maud::{Markup, html};

use super::pages::layout;
use crate::i18n::Lang;
use crate::storage::{PlayerRecord, RatingLine};

/// The chart's size in its own units (it is drawn to the page's width).
const CHART_W: f64 = 600.0;
const CHART_H: f64 = 150.0;
/// Room for the rating labels at the left, and above and below the line.
const LABELS: f64 = 44.0;
const PAD: f64 = 12.0;

/// A day, as the pages write dates.
pub(super) fn date(ms: i64) -> String {
    crate::local_time::day(ms, '-')
}

/// A rating's history as a line: rating against result, the lowest and highest ratings
/// labelled; a single result is a dot.
pub fn rating_chart(line: &RatingLine, lang: Lang) -> Markup {
    let ratings: Vec<f64> = line.history.iter().map(|(_, r)| *r).collect();
    let low = ratings.iter().copied().fold(f64::INFINITY, f64::min).min(line.rating);
    let high = ratings.iter().copied().fold(f64::NEG_INFINITY, f64::max).max(line.rating);
    let span = (high - low).max(20.0);
    let mid = (high + low) / 2.0;
    let (low, high) = (mid - span / 2.0, mid + span / 2.0);
    let y = |r: f64| PAD + (high - r) / (high - low) * (CHART_H - 2.0 * PAD);
    let last = ratings.len().saturating_sub(1).max(1) as f64;
    let x = |i: usize| LABELS + i as f64 / last * (CHART_W - LABELS - PAD);
    let points: Vec<String> = ratings.iter().enumerate().map(|(i, r)| format!("{:.1},{:.1}", x(i), y(*r))).collect();
    let title = lang
        .text(&Message::new("web-chart-title").term("game", title_term(&line.game)).num("count", ratings.len() as i64));
    html! {
        svg.chart viewBox=(format!("0 0 {CHART_W} {CHART_H}")) role="img" aria-label=(title) {
            title { (title) }
            @for r in [high, low] {
                line x1=(LABELS) x2=(CHART_W - PAD) y1=(format!("{:.1}", y(r))) y2=(format!("{:.1}", y(r)))
                    stroke="#d8cbb0" stroke-width="1" {}
                text x="4" y=(format!("{:.1}", y(r) + 4.0)) font-size="12" fill="#6b5a48" { (r.round()) }
            }
            @match points.as_slice() {
                [] => {}
                [one] => {
                    @let (cx, cy) = one.split_once(',').unwrap_or_default();
                    circle cx=(cx) cy=(cy) r="4" fill="#7a3b12" {}
                }
                _ => { polyline points=(points.join(" ")) fill="none" stroke="#7a3b12" stroke-width="2.5" {} }
            }
        }
    }
}

/// The page of `name` in a community.
pub fn player_page(name: &str, record: &PlayerRecord, lang: Lang) -> Markup {
    let title = lang.text(&Message::new("web-player-title").with("name", name));
    let main = html! {
        h1 { (title) }
        h2 { (lang.key("web-ratings")) }
        @if record.ratings.is_empty() { p.note { (lang.key("web-no-ratings")) } }
        @for line in &record.ratings {
            h3 {
                (lang.term(&title_term(&line.game))) ": " (line.rating.round()) " ±" (line.deviation.round())
            }
            @if !line.history.is_empty() { (rating_chart(line, lang)) }
        }
        @if !record.running.is_empty() {
            h2 { (lang.key("web-running-matches")) }
            ul {
                @for (id, game, token) in &record.running {
                    li {
                        @let label = lang.text(&Message::new("web-match-title").num("id", *id).term("game", title_term(game)));
                        @match token { Some(t) => { a href=(format!("/m/{t}")) { (label) } } None => { (label) } }
                    }
                }
            }
        }
        h2 { (lang.key("web-recent-games")) }
        @if record.recent.is_empty() { p.note { (lang.key("web-no-games")) } }
        ul.recent {
            @for game in &record.recent {
                li {
                    span.note { (date(game.ended_at)) } " "
                    @let text = lang.text(
                        &Message::new("profile-result")
                            .with("verdict", &game.verdict)
                            .with("opponents", &game.opponents)
                            .term("game", title_term(&game.game)),
                    );
                    @match &game.token {
                        Some(t) => { a href=(format!("/m/{t}")) { (text) } }
                        None => { (text) }
                    }
                }
            }
        }
        @if !record.opponents.is_empty() {
            h2 { (lang.key("web-opponents")) }
            div.scroll {
                table {
                    tr {
                        th { (lang.key("table-player")) }
                        th { (lang.key("web-won")) } th { (lang.key("web-drawn")) } th { (lang.key("web-lost")) }
                    }
                    @for opponent in &record.opponents {
                        tr {
                            td {
                                @match &opponent.token {
                                    Some(t) => { a href=(format!("/p/{t}")) { (opponent.name) } }
                                    None => { (opponent.name) }
                                }
                            }
                            td { (opponent.wins) } td { (opponent.draws) } td { (opponent.losses) }
                        }
                    }
                }
            }
        }
    };
    layout(lang, &title, main)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(history: &[f64]) -> RatingLine {
        let history = history.iter().enumerate().map(|(i, r)| (i as i64, *r)).collect();
        RatingLine { game: "hnefatafl".into(), rating: 1500.0, deviation: 80.0, history }
    }

    #[test]
    fn a_chart_draws_each_rating_between_its_lowest_and_highest() {
        let svg = rating_chart(&line(&[1500.0, 1540.0, 1480.0]), Lang::En).into_string();
        let points = svg.split("points=\"").nth(1).unwrap().split('"').next().unwrap();
        let ys: Vec<f64> = points.split(' ').map(|p| p.split(',').nth(1).unwrap().parse().unwrap()).collect();
        assert_eq!(ys.len(), 3);
        assert!(ys[1] < ys[0] && ys[0] < ys[2], "higher ratings are drawn higher: {ys:?}");
        assert!(ys.iter().all(|y| (PAD - 0.1..=CHART_H - PAD + 0.1).contains(y)), "{ys:?}");
        assert!(svg.contains(">1540</text>") && svg.contains(">1480</text>"), "{svg}");
    }

    #[test]
    fn one_result_is_a_dot_and_dates_read_as_days() {
        let svg = rating_chart(&line(&[1516.0]), Lang::En).into_string();
        assert!(svg.contains("<circle") && !svg.contains("<polyline"), "{svg}");
        assert_eq!(date(1_790_000_000_000), "2026-09-21");
    }
}
