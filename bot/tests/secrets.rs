//! Platform tokens never reach the logs or the error output. The real `bot` binary is
//! started with every log on (`RUST_LOG=trace`) against platform addresses that fail in
//! each way a platform can fail: nothing listening, an HTTP error, and bytes that are not
//! HTTP. Everything it writes is captured and searched for the token and its secret part.

use std::io::{Read, Write};
use std::net::TcpListener;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// How long the bot runs before it is stopped, when it does not stop by itself.
const RUN: Duration = Duration::from_secs(6);

/// A platform address that fails: what a connection gets back.
#[derive(Clone, Copy, Debug)]
enum Failure {
    /// Nothing listens: the connection is refused.
    Refused,
    /// An HTTP 401 with a JSON body, as both platforms answer a bad token.
    Unauthorized,
    /// Bytes that are not HTTP.
    Garbage,
}

/// An address that fails as `failure` says, served by a thread for the test's life.
fn failing_address(failure: Failure) -> String {
    let listener = TcpListener::bind("127.0.0.1:0").expect("a free port");
    let address = format!("http://{}", listener.local_addr().expect("an address"));
    match failure {
        Failure::Refused => drop(listener),
        Failure::Unauthorized | Failure::Garbage => {
            std::thread::spawn(move || {
                for stream in listener.incoming() {
                    let Ok(mut stream) = stream else { continue };
                    let mut request = [0u8; 4096];
                    let _ = stream.read(&mut request);
                    let body = r#"{"ok":false,"error_code":401,"description":"Unauthorized","message":"401: Unauthorized","code":0}"#;
                    let answer = match failure {
                        Failure::Unauthorized => format!(
                            "HTTP/1.1 401 Unauthorized\r\ncontent-type: application/json\r\ncontent-length: {}\r\nconnection: close\r\n\r\n{body}",
                            body.len()
                        ),
                        _ => "\u{1}\u{2} not http at all\r\n\r\n".to_owned(),
                    };
                    let _ = stream.write_all(answer.as_bytes());
                }
            });
        }
    }
    address
}

/// Runs the bot with `env` for at most [`RUN`]; returns everything it wrote.
fn run_bot(env: &[(&str, String)]) -> String {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let mut command = Command::new(env!("CARGO_BIN_EXE_bot"));
    command
        .env_remove("TELEGRAM_TOKEN")
        .env_remove("DISCORD_TOKEN")
        .env("RUST_LOG", "trace")
        .env("RUST_BACKTRACE", "1")
        .env("DATABASE_URL", format!("sqlite://{}/games.db", dir.path().display()))
        .env("BOARD_DIR", dir.path().join("boards"))
        .current_dir(dir.path())
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    for (name, value) in env {
        command.env(name, value);
    }
    let mut child = command.spawn().expect("the bot starts");
    let mut stdout = child.stdout.take().expect("its output");
    let mut stderr = child.stderr.take().expect("its errors");
    let out = std::thread::spawn(move || {
        let mut text = String::new();
        let _ = stdout.read_to_string(&mut text);
        text
    });
    let err = std::thread::spawn(move || {
        let mut text = String::new();
        let _ = stderr.read_to_string(&mut text);
        text
    });
    let started = Instant::now();
    while started.elapsed() < RUN {
        if child.try_wait().expect("the bot's status").is_some() {
            break;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    let _ = child.kill();
    let _ = child.wait();
    format!("{}{}", out.join().expect("the output"), err.join().expect("the errors"))
}

/// Asserts that `written` holds neither `token` nor its secret part, and that it is a real
/// log (the bot did try to reach the platform).
fn assert_hidden(written: &str, token: &str, secret: &str, what: &str) {
    assert!(written.lines().count() > 3, "{what}: the bot logged too little to tell:\n{written}");
    for (line, text) in written.lines().enumerate() {
        assert!(!text.contains(token) && !text.contains(secret), "{what}: line {} shows the token: {text}", line + 1);
    }
}

#[test]
fn a_telegram_token_never_reaches_the_log_whatever_the_api_answers() {
    for failure in [Failure::Refused, Failure::Unauthorized, Failure::Garbage] {
        let secret = format!("AAH{:032x}", rand::random::<u128>());
        let token = format!("{}:{secret}", rand::random::<u32>());
        let written = run_bot(&[("TELEGRAM_TOKEN", token.clone()), ("TELEGRAM_API_URL", failing_address(failure))]);
        assert_hidden(&written, &token, &secret, &format!("Telegram, {failure:?}"));
    }
}

#[test]
fn a_discord_token_never_reaches_the_log_whatever_the_api_answers() {
    for failure in [Failure::Refused, Failure::Unauthorized, Failure::Garbage] {
        let secret = format!("MTA{:032x}", rand::random::<u128>());
        let address = failing_address(failure);
        let written = run_bot(&[
            ("DISCORD_TOKEN", secret.clone()),
            ("DISCORD_API_URL", address.clone()),
            ("DISCORD_GATEWAY_URL", address.replace("http", "ws")),
        ]);
        assert_hidden(&written, &secret, &secret, &format!("Discord, {failure:?}"));
    }
}
