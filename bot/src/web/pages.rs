//! The pages' HTML, server-rendered with maud (every user text escaped), CSS inlined, in
//! the reader's language. Nothing here needs JavaScript; a running match's page adds a
//! small script that follows it live.

use std::collections::HashMap;

use engine::{Message, ReplayStep, Turn};
use maud::{DOCTYPE, Markup, PreEscaped, html};
use render::TableView;

use crate::clock::{self, TimeControl};
use crate::i18n::Lang;
use crate::model::{Status, StoredMatch};
use crate::storage::{Ranked, StoredTournament};
use crate::tournament::{self, score_text};

pub use super::seat_page::{PlayerPart, app_page, play_section, refused, spots_markup};

const STYLE: &str = "body{font:16px/1.45 system-ui,sans-serif;margin:0 auto;max-width:960px;padding:12px;color:#2b2118;\
background:#f6f1e7;overflow-wrap:anywhere}h1{font-size:1.4em;margin:.2em 0}h2{font-size:1.15em;margin:1em 0 .3em}\
a{color:#7a3b12}figure{margin:0}.board{width:100%;max-width:720px;height:auto;border-radius:4px}\
.plies{padding:0;list-style:none}.plies li{margin:2px 0}.plies .n{display:inline-block;min-width:2.2em;color:#6b5a48}\
.plies a{display:inline-block;padding:2px 6px;margin-right:4px;border-radius:3px;background:#eadfc8;text-decoration:none}\
.plies a.now{background:#7a3b12;color:#fff}.plies .told{color:#6b5a48;font-size:.85em;margin-right:8px}\
.steps{display:flex;gap:6px;margin:.4em 0}.steps a{flex:1;text-align:center;padding:8px 0;border-radius:4px;\
background:#eadfc8;text-decoration:none}.steps a.off{visibility:hidden}table{border-collapse:collapse;margin:.4em 0}\
td,th{border:1px solid #d8cbb0;padding:3px 8px;text-align:left}th{background:#eadfc8}.note{color:#6b5a48;font-size:.9em}\
.cross td{text-align:center}.scroll{overflow-x:auto}td,th{white-space:nowrap;overflow-wrap:normal}\
@media(max-width:480px){td,th{padding:3px 5px}}.chart{width:100%;max-width:600px;\
height:auto;display:block}.recent{padding-left:1.2em}.ai{color:#6b5a48;font-size:.85em}\
.wrap{position:relative;max-width:720px}.spots{position:absolute;inset:0}.spot{position:absolute;margin:0;padding:0;\
border:0;background:transparent;cursor:pointer}.spot.can{box-shadow:inset 0 0 0 3px rgba(122,59,18,.55)}\
body.flipped .wrap{transform:rotate(180deg)}button{font:inherit}#flip{margin-left:6px;padding:2px 8px}\
#play{margin:.6em 0;padding:8px;border-radius:4px;background:#efe5d0}#play .choices{display:flex;flex-wrap:wrap;gap:6px}\
#play .choices button{min-width:3em;padding:8px 10px;border:1px solid #c9b48f;border-radius:4px;background:#fffaf0}\
#play .said{margin:.2em 0;color:#5a3310}";

/// The script of a match's page: the arrow keys (and Home and End) follow the page's
/// first, previous, next and last links, and the flip button turns the board round (the
/// choice is kept for the next pages).
const NAV: &str = "document.addEventListener('keydown',function(e){var k={ArrowLeft:'previous',ArrowRight:'next',\
Home:'first',End:'last'}[e.key];var a=k&&document.getElementById(k);if(a&&a.href){location.href=a.href}});\
(function(){function set(){document.body.classList.toggle('flipped',localStorage.getItem('flip')==='1')}set();\
document.addEventListener('click',function(e){if(e.target.id==='flip'){localStorage.setItem('flip',\
localStorage.getItem('flip')==='1'?'0':'1');set()}})})();";

/// The script of a running match's page, besides [`NAV`]: on each move, the page's main
/// part is fetched again and swapped in; between moves the running clocks count down
/// (as the chat writes times: `1d 4h`, `3h 5m`, `4m`, `40s`). Without JavaScript the page
/// is simply as it was loaded.
const LIVE: &str = "(function(){var m=document.querySelector('main');if(!m.dataset.live){return}\
var s=new EventSource(m.dataset.live);\
window.refresh=function(){fetch(location.href).then(function(r){return r.text()}).then(function(t){\
var d=new DOMParser().parseFromString(t,'text/html').querySelector('main');if(d){m.innerHTML=d.innerHTML;\
document.dispatchEvent(new Event('refreshed'));if(!d.dataset.live){s.close()}}})};\
s.addEventListener('update',window.refresh);var t0=Date.now();function human(ms){ms=Math.max(0,ms);\
var d=Math.floor(ms/864e5),h=Math.floor(ms%864e5/36e5),n=Math.floor(ms%36e5/6e4),c=Math.floor(ms%6e4/1e3);\
return d?d+'d '+h+'h':h?h+'h '+n+'m':n?n+'m':c+'s'}document.addEventListener('refreshed',function(){t0=Date.now()});\
setInterval(function(){document.querySelectorAll('.tick[data-running]').forEach(function(e){\
e.textContent=human(+e.dataset.left-(Date.now()-t0))})},1000)})();";

/// The script of a player's page, besides [`NAV`] and [`LIVE`]: the squares laid over the
/// board, and presses. A tap on a square presses the choice of that name in the picker
/// (from the first step again when the square is not among the step's choices); a press
/// asks the server, which answers the picker's section as it is after it.
const PLAY: &str = "(function(){function lay(){var w=document.querySelector('.spots');if(!w)return;\
var W=+w.dataset.w,H=+w.dataset.h,C=+w.dataset.cell;w.querySelectorAll('.spot').forEach(function(b){\
b.style.left=100*b.dataset.x/W+'%';b.style.top=100*b.dataset.y/H+'%';b.style.width=100*C/W+'%';\
b.style.height=100*C/H+'%'})}function press(data,then){var p=document.getElementById('play');\
fetch(p.dataset.press+'?data='+encodeURIComponent(data),{method:'POST'}).then(function(r){\
if(!r.ok){return Promise.reject(r.status)}var played=r.headers.get('x-played');return r.text().then(function(t){\
p.outerHTML=t;mark();if(played&&window.refresh){window.refresh()}if(then)then()})}).catch(function(){\
var s=p.querySelector('.said')||p.insertBefore(document.createElement('p'),p.firstChild);s.className='said';\
s.textContent=p.dataset.failed})}function choice(sq){\
return document.querySelector('#play button[data-square=\"'+sq+'\"]')}function mark(){\
document.querySelectorAll('.spot').forEach(function(b){b.classList.toggle('can',!!choice(b.dataset.square))})}\
document.addEventListener('click',function(e){var b=e.target.closest('button');if(!b)return;\
if(b.dataset.data){press(b.dataset.data)}else if(b.classList.contains('spot')){var c=choice(b.dataset.square);\
var f=document.querySelector('#play [data-first]');if(c){press(c.dataset.data)}else if(f){\
press(f.dataset.first,function(){var d=choice(b.dataset.square);if(d)press(d.dataset.data)})}}});\
document.addEventListener('refreshed',function(){lay();mark()});lay();mark()})();";

/// The Telegram Mini App's script: Telegram opens the page with what it vouches for about
/// the user in the address's fragment (`tgWebAppData`, never sent to any server by the
/// browser); the script hands it to the site in a header, and goes where the site says:
/// the user's own page as a player, else the spectators' page.
const APP: &str = "(function(){var h=new URLSearchParams(location.hash.slice(1)).get('tgWebAppData');\
var o=document.getElementById('app');if(!h){return}fetch(o.dataset.session,{method:'POST',\
headers:{'x-telegram-init-data':h}}).then(function(r){return r.ok?r.text():Promise.reject(r.status)})\
.then(function(to){location.replace(to)},function(){o.textContent=o.dataset.refused})})();";

/// The scripts pages run, each in a `<script>` element of its own.
const SCRIPTS: [&str; 4] = [NAV, LIVE, PLAY, APP];

/// The pages' `Content-Security-Policy`: nothing but the page's own style and scripts
/// (by their SHA-256), its images and its live updates, and no framing, so injected markup
/// could neither run nor load anything. (The pages Telegram shows in its apps may be
/// framed by Telegram's web client: see [`crate::web`].)
pub fn content_security_policy(framable: bool) -> &'static str {
    static POLICIES: std::sync::LazyLock<[String; 2]> = std::sync::LazyLock::new(|| {
        use base64::Engine as _;
        use sha2::Digest as _;
        let hash = |text: &str| base64::engine::general_purpose::STANDARD.encode(sha2::Sha256::digest(text));
        let scripts: Vec<String> = SCRIPTS.iter().map(|s| format!("'sha256-{}'", hash(s))).collect();
        let policy = |ancestors: &str| {
            format!(
                "default-src 'none'; img-src 'self'; style-src 'sha256-{}'; script-src {}; connect-src 'self'; \
                 base-uri 'none'; form-action 'none'; frame-ancestors {ancestors}",
                hash(STYLE),
                scripts.join(" ")
            )
        };
        [policy("'none'"), policy("https://web.telegram.org")]
    });
    &POLICIES[usize::from(framable)]
}

/// The scripts a page runs.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Scripts {
    None,
    Nav,
    NavAndLive,
    Play,
    App,
}

impl Scripts {
    fn list(self) -> &'static [&'static str] {
        match self {
            Scripts::None => &[],
            Scripts::Nav => &SCRIPTS[..1],
            Scripts::NavAndLive => &SCRIPTS[..2],
            Scripts::Play => &SCRIPTS[..3],
            Scripts::App => &SCRIPTS[3..],
        }
    }
}

/// A page without scripts.
pub(super) fn layout(lang: Lang, title: &str, main: Markup) -> Markup {
    page(lang, title, main, None, Scripts::None)
}

pub(super) fn page(lang: Lang, title: &str, main: Markup, live: Option<String>, scripts: Scripts) -> Markup {
    html! {
        (DOCTYPE)
        html lang=(lang.code()) {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                title { (title) }
                style { (PreEscaped(STYLE)) }
            }
            body {
                main data-live=[live.as_deref()] { (main) }
                @for script in scripts.list() { script { (PreEscaped(script)) } }
            }
        }
    }
}

pub fn not_found() -> Markup {
    let lang = Lang::En;
    layout(lang, "404", html! { h1 { "404" } p { (lang.key("web-not-found")) } })
}

/// A match whose stored record cannot be read (logged with its id by the storage).
pub fn damaged(id: i64) -> Markup {
    let lang = Lang::En;
    let title = lang.text(&Message::new("web-damaged-title").num("id", id));
    layout(lang, &title, html! { h1 { (title) } p { (lang.text(&Message::new("web-damaged").num("id", id))) } })
}

/// What a match's page says of the moment it is drawn: the time (for the clocks) and how
/// many pages follow the match live.
pub struct Moment {
    pub now: i64,
    pub watching: usize,
    /// Each seat's player page and rating in the match's game, by seat.
    pub seats: Vec<SeatLink>,
}

/// A seat's player as the page links them: their page, if they have one, and their
/// rating in the match's game, if rated.
#[derive(Clone, Debug, Default)]
pub struct SeatLink {
    pub token: Option<String>,
    pub rating: Option<f64>,
}

/// A private-use character: no name or catalog text holds one, and arguments keep it, so
/// a translated line can be split where an argument goes and markup put there.
const MARK: &str = "\u{E000}";

/// `message` translated, with `part` where its `name` argument goes.
fn with_markup(message: Message, name: &'static str, part: Markup, lang: Lang) -> Markup {
    let text = lang.text(&message.with(name, MARK));
    let (before, after) = text.split_once(MARK).unwrap_or((&text, ""));
    html! { (before) (part) (after) }
}

/// A match at `ply` (0 is the start): players, options, status, whose turn and the
/// clocks, the board at that ply with links to step through the game (and the arrow
/// keys) and a flip button, the plies numbered by full moves with what the channel was
/// told of each, the record and the seed. A `player`'s page shows the last ply as they
/// see it, its squares clickable, and their picker.
pub fn match_page(
    stored: &StoredMatch,
    steps: &[ReplayStep],
    ply: usize,
    token: &str,
    moment: &Moment,
    player: Option<&PlayerPart<'_>>,
    lang: Lang,
) -> Markup {
    let game = &stored.game;
    let title = lang.text(&Message::new("web-match-title").num("id", stored.id).term("game", game.title()));
    let seats = stored.players.iter().enumerate().map(|(i, p)| {
        let link = moment.seats.get(i).cloned().unwrap_or_default();
        let name = html! {
            @match &link.token {
                Some(token) => { a href=(format!("/p/{token}")) { (p.name) } }
                None => { (p.name) }
            }
            @if let Some(rating) = link.rating { " (" (rating.round()) ")" }
        };
        let side = Message::new("seat-line").with("side", game.seat_name(engine::Seat(i as u8)));
        with_markup(side, "name", name, lang)
    });
    let seats: Vec<Markup> = seats.collect();
    let options = game.options();
    let status = match (&stored.status, &stored.end) {
        (Status::Finished, Some(end)) => {
            lang.text(&Message::new("web-result").with("result", &end.result).with("reason", &end.reason))
        }
        (Status::Finished, None) => lang.key("web-ended"),
        _ => lang.key("web-running"),
    };
    let running = stored.status == Status::Active;
    let live = running.then(|| format!("/m/{token}/live"));
    let last = steps.len().saturating_sub(1);
    let board_at = lang.text(&Message::new("web-board-at").num("ply", ply as i64));
    let step_link = |id: &'static str, key: &'static str, to: Option<usize>| {
        html! {
            @match to {
                Some(to) => { a id=(id) href=(format!("?ply={to}")) { (lang.key(key)) } }
                None => { a.off { (lang.key(key)) } }
            }
        }
    };
    let main = html! {
        h1 { (title) }
        p.seats { @for (i, seat) in seats.iter().enumerate() { @if i > 0 { ", " } (seat) } }
        @if !options.is_empty() { p.note { (lang.text(&Message::new("web-options").with("options", options.join(" ")))) } }
        p { strong { (status) } }
        @if running {
            @if let Some(turn) = turn_line(stored, lang) { p { (turn) } }
            @for line in clock_lines(stored, moment.now, lang) { p.note { (line) } }
        }
        figure {
            div.wrap {
                @match player.filter(|_| ply == last) {
                    Some(player) => {
                        img.board src=(format!("/play/{}/board?v={}", player.key, stored.version)) alt=(board_at);
                        (spots_markup(&player.spots))
                    }
                    None => { img.board src=(format!("/m/{token}/ply/{ply}")) alt=(board_at); }
                }
            }
            figcaption.note { (board_at) " " button #flip type="button" { (lang.key("web-flip")) } }
        }
        @if let Some(player) = player.filter(|_| running) { (play_section(player, lang)) }
        nav.steps title=(lang.key("web-navigate")) {
            (step_link("first", "web-first", (ply > 0).then_some(0)))
            (step_link("previous", "web-previous", ply.checked_sub(1)))
            (step_link("next", "web-next", (ply < last).then_some(ply + 1)))
            (step_link("last", "web-last", (ply < last).then_some(last)))
        }
        h2 { (lang.key("web-moves")) }
        ol.plies {
            li { a class=[(ply == 0).then_some("now")] href="?ply=0" { (lang.key("web-start")) } }
            @for (number, plies) in full_moves(steps, game.seat_name(engine::Seat(0))) {
                li {
                    span.n { (number) "." }
                    @for step in plies {
                        a class=[(step.ply == ply).then_some("now")] href=(format!("?ply={}", step.ply)) {
                            @match &step.notation {
                                Some(text) => { (text) }
                                None => { (lang.key("web-secret-move")) }
                            }
                        }
                        // A lone announcement restates the move; dice, captures and combats
                        // are told as the channel heard them.
                        @if step.rolled || step.told.len() > 1 {
                            span.told { (step.told.iter().map(|m| lang.text(m)).collect::<Vec<_>>().join(" · ")) }
                        }
                    }
                }
            }
        }
        @if game.secret_movetext() {
            p.note { (lang.key("web-record-later")) }
        } @else {
            p {
                a href=(format!("/m/{token}/record")) download { (lang.key("web-record")) }
                @for format in crate::tafl_formats::formats_of(stored) {
                    " · "
                    a href=(format!("/m/{token}/{}", format.route())) download {
                        (lang.text(&Message::new("web-record-as").with("format", format.title())))
                    }
                }
            }
        }
        p.note { (lang.text(&Message::new("web-seed-commitment").with("commitment", game.seed().commitment()))) }
        @if stored.status == Status::Finished {
            p.note { (lang.text(&Message::new("web-seed").with("seed", game.seed().to_string()))) }
            p.note { (lang.text(&Message::new("web-check").num("id", stored.id))) }
        }
        @if running {
            p.note { (lang.key("web-live")) }
            @if moment.watching > 0 {
                p.note { (lang.text(&Message::new("web-watching").num("count", moment.watching as i64))) }
            }
        }
    };
    let scripts = match (player, running) {
        (Some(_), _) => Scripts::Play,
        (None, true) => Scripts::NavAndLive,
        (None, false) => Scripts::Nav,
    };
    page(lang, &title, main, live, scripts)
}

/// Whose turn it is, by name and side; `None` once nobody is to move.
fn turn_line(stored: &StoredMatch, lang: Lang) -> Option<String> {
    let game = &stored.game;
    let name = |seat: engine::Seat| stored.players.get(seat.index()).map_or("?", |p| p.name.as_str());
    match game.turn() {
        Turn::Player(seat) => {
            Some(lang.text(&Message::new("web-to-move").with("name", name(seat)).with("side", game.seat_name(seat))))
        }
        Turn::Simultaneous(seats) => {
            let names: Vec<&str> = seats.iter().map(|&seat| name(seat)).collect();
            Some(lang.text(&Message::new("web-to-move-together").with("names", names.join(", "))))
        }
        Turn::Chance | Turn::Over(_) => None,
    }
}

/// The clocks at `now`: each player's time on a live clock, and the time left for this
/// move on a clock per move, counting down on the page; each player's bank, in words,
/// with what a move adds.
fn clock_lines(stored: &StoredMatch, now: i64, lang: Lang) -> Vec<Markup> {
    let Some(clock) = &stored.clock else { return Vec::new() };
    match clock.control {
        TimeControl::Bank { increment_ms, .. } => stored
            .players
            .iter()
            .enumerate()
            .map(|(i, player)| {
                let left = clock.remaining_at(engine::Seat(i as u8), now);
                let message = Message::new("web-clock-bank")
                    .with("name", &player.name)
                    .with("left", lang.duration(left))
                    .with("increment", lang.duration(increment_ms));
                html! { (lang.text(&message)) }
            })
            .collect(),
        TimeControl::Live { .. } => stored
            .players
            .iter()
            .enumerate()
            .map(|(i, player)| {
                let seat = engine::Seat(i as u8);
                let message = Message::new("web-clock-live").with("name", &player.name);
                ticking(message, clock.remaining_at(seat, now), stored.game.turn().awaits(seat), lang)
            })
            .collect(),
        TimeControl::PerMove { limit_ms } => {
            let message = Message::new("web-clock-move").with("clock", lang.duration(limit_ms));
            vec![ticking(message, clock.left(now), true, lang)]
        }
    }
}

/// A clock's line: `message` with its `left` time in an element the page's script counts
/// down while `running`.
fn ticking(message: Message, left: i64, running: bool, lang: Lang) -> Markup {
    let time = html! { span.tick data-left=(left) data-running=[running.then_some("")] { (clock::human(left)) } };
    with_markup(message, "left", time, lang)
}

/// The plies after the start in rows of full moves, numbered from 1: a row begins with
/// each move of the first seat (`first`), or with the first ply.
fn full_moves<'a>(steps: &'a [ReplayStep], first: &str) -> Vec<(usize, Vec<&'a ReplayStep>)> {
    let mut rows: Vec<(usize, Vec<&ReplayStep>)> = Vec::new();
    for step in steps.iter().filter(|step| step.ply > 0) {
        match rows.last_mut() {
            Some((_, plies)) if step.player != Some(first) => plies.push(step),
            _ => rows.push((rows.len() + 1, vec![step])),
        }
    }
    rows
}

/// A tournament: standings with tie-breaks, each round's pairings linked to their
/// matches (`links`: match id to page token), and the crosstable.
pub fn tournament_page(stored: &StoredTournament, links: &HashMap<i64, String>, token: &str, lang: Lang) -> Markup {
    let state = &stored.state;
    let title = lang.text(
        &Message::new("web-tournament-title")
            .num("id", stored.id)
            .term("game", stored.title())
            .with("format", state.format.to_string()),
    );
    let table = standings_table(stored, lang);
    let name = |i: usize| state.entrants[i].user.name.as_str();
    let players = tournament::standing_rows(stored);
    let rounds = state.games.iter().map(|g| g.round).max().unwrap_or(0);
    let main = html! {
        h1 { (title) }
        // The ruleset and every option its games are played with, defaults written out.
        @let options = crate::core::terms::spelled_out(&stored.game, &stored.options);
        @if !options.is_empty() {
            p.note { (lang.text(&Message::new("web-options").with("options", options.join(" ")))) }
        }
        h2 { (lang.key("web-standings")) }
        (table_markup(&table))
        p { a href=(format!("/t/{token}/png")) { (lang.key("web-as-image")) } }
        @for round in 1..=rounds {
            h2 { (lang.text(&Message::new("web-round").num("round", round as i64))) }
            ul {
                @for game in state.games.iter().filter(|g| g.round == round) {
                    li {
                        (name(game.first)) " – "
                        @match game.second {
                            Some(second) => { (name(second)) }
                            None => { (lang.key("web-bye")) }
                        }
                        @if let (Some(_), Some(points)) = (game.second, game.first_points) {
                            " " (score_text(points)) "–" (score_text(1.0 - points))
                        }
                        @if let Some(link) = game.match_id.and_then(|id| links.get(&id)) {
                            " " a href=(format!("/m/{link}")) { (lang.key("web-watch")) }
                        }
                    }
                }
            }
        }
        @if !players.is_empty() {
            h2 { (lang.key("web-crosstable")) }
            div.scroll { table.cross {
                tr { th { "#" } th { (lang.key("table-player")) } @for (rank, ..) in &players { th { (rank) } } }
                @for (rank, player_name, row) in &players {
                    tr {
                        td { (rank) } td { (player_name) }
                        @for (_, _, column) in &players {
                            td { (cross_cell(stored, row.player, column.player)) }
                        }
                    }
                }
            } }
        }
    };
    layout(lang, &title, main)
}

/// What `row` scored against `column`, over every decided game between them.
fn cross_cell(stored: &StoredTournament, row: usize, column: usize) -> String {
    if row == column {
        return "×".into();
    }
    let scores: Vec<f64> = stored
        .state
        .games
        .iter()
        .filter_map(|g| match (g.second, g.first_points) {
            (Some(second), Some(p)) if g.first == row && second == column => Some(p),
            (Some(second), Some(p)) if g.first == column && second == row => Some(1.0 - p),
            _ => None,
        })
        .collect();
    scores.iter().map(|&p| score_text(p)).collect::<Vec<_>>().join(" ")
}

/// The standings table of the page and of its image.
pub fn standings_table(stored: &StoredTournament, lang: Lang) -> TableView {
    let title = lang.text(
        &Message::new("web-standings-title")
            .num("id", stored.id)
            .term("game", stored.title())
            .num("round", stored.state.round as i64),
    );
    tournament::standings_table(stored, title, lang)
}

/// A table, scrolled on its own where it is wider than the screen.
fn table_markup(table: &TableView) -> Markup {
    html! {
        div.scroll {
            table {
                tr { @for cell in &table.header { th { (cell) } } }
                @for row in &table.rows { tr { @for cell in row { td { (cell) } } } }
            }
        }
    }
}

/// A leaderboard: people only (`humans`), as the chat's `leaderboard … humans`, with a
/// link to the AI's rows too, or all of them with a link back; each name links to the
/// player's page, and the AI's levels are marked.
pub fn leaderboard_page(game: &str, rows: &[Ranked], token: &str, humans: bool, lang: Lang) -> Markup {
    let title = lang.text(&Message::new("web-leaderboard-title").term("game", engine::title_term(game)));
    let table = leaderboard_table(game, rows, lang);
    let query = if humans { "" } else { "?all=1" };
    let main = html! {
        h1 { (title) }
        @if rows.is_empty() { p { (lang.text(&Message::new("leaderboard-empty").term("game", engine::title_term(game)))) } }
        @else {
            div.scroll {
                table {
                    tr { @for cell in &table.header { th { (cell) } } }
                    @for (i, (row, ranked)) in table.rows.iter().zip(rows).enumerate() {
                        tr {
                            td { (i + 1) }
                            td {
                                @match &ranked.token {
                                    Some(token) => { a href=(format!("/p/{token}")) { (ranked.name) } }
                                    None => { (ranked.name) }
                                }
                                @if ranked.ai { " " span.ai { "(" (lang.key("web-computer")) ")" } }
                            }
                            @for cell in row.iter().skip(2) { td { (cell) } }
                        }
                    }
                }
            }
        }
        p {
            @if humans { a href="?all=1" { (lang.key("web-with-ai")) } }
            @else { a href="?" { (lang.key("web-humans-only")) } }
        }
        p { a href=(format!("/l/{token}/png{query}")) { (lang.key("web-as-image")) } }
    };
    layout(lang, &title, main)
}

/// The leaderboard as a table: rank, name (the AI's marked), rating ± deviation, games.
pub fn leaderboard_table(game: &str, rows: &[Ranked], lang: Lang) -> TableView {
    let computer = lang.key("web-computer");
    let cells = rows.iter().enumerate().map(|(i, r)| {
        let name = if r.ai { format!("{} ({computer})", r.name) } else { r.name.clone() };
        vec![(i + 1).to_string(), name, format!("{} ±{}", r.rating.round(), r.deviation.round()), r.games.to_string()]
    });
    TableView {
        title: lang.text(&Message::new("web-leaderboard-title").term("game", engine::title_term(game))),
        header: ["table-rank", "table-player", "web-rating", "web-games"].iter().map(|k| lang.key(k)).collect(),
        rows: cells.collect(),
    }
}
