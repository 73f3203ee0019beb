//! `replay [#id]`: a match as an animated GIF whose frames are the boards the channel saw,
//! found only within its community, and posted at every match's end with REPLAY_AT_END.

mod common;

use std::sync::Arc;

use bot::console::Console;
use bot::core::{Core, FileBody, Outgoing, Settings};
use bot::model::ChannelKey;
use bot::storage::Storage;
use common::{ManualClock, core, database_urls, say, texts, unique_channel};
use engine::Turn;

/// Plays `plies` moves (the seeded pick of each mover's legal moves) in the channel's
/// match; returns the board PNG posted after the last one.
async fn play(core: &Core, storage: &Storage, channel: &ChannelKey, plies: usize) -> Vec<u8> {
    let mut board = Vec::new();
    for ply in 0..plies {
        let stored = storage.latest_match(channel).await.unwrap().expect("a match");
        let Turn::Player(seat) = stored.game.turn() else { break };
        let moves = stored.game.legal_moves(seat);
        let player = &stored.players[seat.index()].id;
        let out = core.handle(&say(channel, player, &moves[(ply * 7919) % moves.len()])).await;
        board = out
            .into_iter()
            .find_map(|o| match o {
                Outgoing::Channel { image: Some(png), .. } => Some(png),
                _ => None,
            })
            .expect("every move posts the board");
    }
    board
}

async fn started(core: &Core, channel: &ChannelKey) {
    core.handle(&say(channel, "alice", "!challenge @bob hnefatafl")).await;
    let out = core.handle(&say(channel, "bob", "!accept")).await;
    assert!(texts(&out).contains("Match #"), "{}", texts(&out));
}

/// The GIF posted among `out`, with its file name.
fn animation(out: &[Outgoing]) -> Option<(String, String, Vec<u8>)> {
    out.iter().find_map(|o| match o {
        Outgoing::File { caption, name, body: FileBody::Animation(gif), .. } => {
            Some((caption.clone(), name.clone(), gif.clone()))
        }
        _ => None,
    })
}

/// The pictures of a GIF as RGB images: the canvas after each frame that has a delay.
fn pictures(gif: &[u8]) -> Vec<image::RgbImage> {
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::RGBA);
    let mut decoder = options.read_info(gif).expect("a GIF");
    let mut canvas = image::RgbImage::new(u32::from(decoder.width()), u32::from(decoder.height()));
    let mut shown = Vec::new();
    while let Some(frame) = decoder.read_next_frame().expect("a frame") {
        let width = u32::from(frame.width);
        for (i, px) in frame.buffer.chunks_exact(4).enumerate().filter(|(_, px)| px[3] != 0) {
            let (x, y) = (u32::from(frame.left) + i as u32 % width, u32::from(frame.top) + i as u32 / width);
            canvas.put_pixel(x, y, image::Rgb([px[0], px[1], px[2]]));
        }
        if frame.delay > 0 {
            shown.push(canvas.clone());
        }
    }
    shown
}

#[tokio::test]
async fn replay_posts_the_channels_last_match_as_a_gif_of_the_boards_it_saw() {
    let dir = tempfile::tempdir().unwrap();
    for url in database_urls(&dir).await {
        let core = core(&url, Arc::new(ManualClock::default())).await;
        let storage = Storage::connect(&url).await.unwrap();
        let channel = unique_channel("replay");
        started(&core, &channel).await;
        let last_board = play(&core, &storage, &channel, 6).await;
        let id = storage.latest_match(&channel).await.unwrap().unwrap().id;

        let out = core.handle(&say(&channel, "carol", "!replay")).await;
        let (caption, name, gif) = animation(&out).unwrap_or_else(|| panic!("no GIF: {}", texts(&out)));
        assert_eq!(caption, format!("Replay of match #{id} (alice – bob): 7 positions, as an animation."));
        assert_eq!(name, format!("match-{id}.gif"));
        let shown = pictures(&gif);
        assert_eq!(shown.len(), 7, "the start and one picture per move");
        let board = image::load_from_memory(&last_board).unwrap().to_rgb8();
        let last = image::imageops::crop_imm(&shown[6], 0, 0, board.width(), board.height()).to_image();
        assert!(last == board, "the last picture's board is the PNG posted after the last move");

        // By number, in Italian too.
        core.handle(&say(&channel, "carol", "!lang it")).await;
        let out = core.handle(&say(&channel, "carol", &format!("!rivedi #{id}"))).await;
        let (caption, _, again) = animation(&out).expect("a GIF");
        assert!(caption.starts_with(&format!("Replica della partita #{id}")), "{caption}");
        let again = pictures(&again);
        assert_eq!(again.len(), shown.len());
        let board_part =
            |p: &image::RgbImage| image::imageops::crop_imm(p, 0, 0, board.width(), board.height()).to_image();
        for (italian, english) in again.iter().zip(&shown) {
            assert!(board_part(italian) == board_part(english), "the same boards");
        }
        assert!(again[1] != shown[1], "captions in the channel's language");
    }
}

#[tokio::test]
async fn replay_refuses_clearly_and_finds_no_match_of_another_community() {
    let dir = tempfile::tempdir().unwrap();
    let url = database_urls(&dir).await.remove(0);
    let core = core(&url, Arc::new(ManualClock::default())).await;
    let (here, elsewhere) = (unique_channel("here"), unique_channel("elsewhere"));
    let out = core.handle(&say(&here, "alice", "!replay")).await;
    assert!(texts(&out).starts_with("No match is running in this channel"), "{}", texts(&out));
    started(&core, &elsewhere).await;
    let storage = Storage::connect(&url).await.unwrap();
    let id = storage.latest_match(&elsewhere).await.unwrap().unwrap().id;
    let out = core.handle(&say(&here, "alice", &format!("!replay #{id}"))).await;
    assert_eq!(
        texts(&out),
        format!("No match #{id} was played in this community; !replay alone shows this channel's last match.")
    );
    // Each from someone else: replays fall under the cooldown of expensive commands.
    for (who, bad) in [("bob", "!replay #abc"), ("carol", "!replay 0"), ("dave", "!replay #99999999999999999999")] {
        let out = core.handle(&say(&here, who, bad)).await;
        assert_eq!(texts(&out), "Write !replay for this channel's last match, or !replay #12 for match #12.", "{bad}");
    }
}

#[tokio::test]
async fn with_replay_at_end_a_finished_match_is_followed_by_its_replay() {
    let dir = tempfile::tempdir().unwrap();
    for url in database_urls(&dir).await {
        let clock = Arc::new(ManualClock::default());
        for at_end in [false, true] {
            let storage = Storage::connect(&url).await.unwrap();
            let settings = Settings { replay_at_end: at_end, ..Settings::default() };
            let core = Core::new(storage, Arc::new(render::Renderer::new().unwrap()), settings, clock.clone());
            let storage = Storage::connect(&url).await.unwrap();
            let channel = unique_channel("at-end");
            started(&core, &channel).await;
            play(&core, &storage, &channel, 2).await;
            let out = core.handle(&say(&channel, "alice", "!resign")).await;
            assert!(texts(&out).contains("wins"), "{}", texts(&out));
            match animation(&out) {
                Some((caption, _, gif)) => {
                    assert!(at_end, "no replay unless asked for");
                    // The start, two moves and the resignation, with the result under it.
                    assert!(caption.contains("4 positions"), "{caption}");
                    assert_eq!(pictures(&gif).len(), 4);
                }
                None => assert!(!at_end, "REPLAY_AT_END=yes posts the replay: {}", texts(&out)),
            }
        }
    }
}

#[tokio::test]
async fn the_console_writes_the_replay_to_a_gif_file() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}/games.db", dir.path().display());
    let core = core(&url, Arc::new(ManualClock::default())).await;
    let mut console = Console::new(core, dir.path().join("boards"), "hall");
    console.line("alice: !challenge @bob hnefatafl").await.unwrap();
    console.line("bob: !accept").await.unwrap();
    let printed = console.line("alice: !replay").await.unwrap();
    let path = dir.path().join("boards").join("match-1.gif");
    assert!(printed.contains(&format!("(file: {})", path.display())), "{printed}");
    assert!(std::fs::read(&path).unwrap().starts_with(b"GIF89a"));
}
