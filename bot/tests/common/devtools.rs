//! Headless Chromium driven over the Chrome DevTools Protocol, for the browser tests that
//! click: a tab is opened on the browser's debugging port, and commands go over its
//! WebSocket (navigate, evaluate a script, press and release the mouse at a point, take
//! a screenshot). Only what the tests need.

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use futures::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tokio::io::AsyncBufReadExt;
use tokio_tungstenite::tungstenite::Message;

type Socket = tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// Debian's Chromium (or another Chrome) if installed.
pub fn chromium() -> Option<PathBuf> {
    ["chromium", "chromium-browser", "google-chrome"].iter().find_map(|name| {
        let found = Command::new("which").arg(name).output().ok()?;
        found.status.success().then(|| PathBuf::from(String::from_utf8_lossy(&found.stdout).trim()))
    })
}

/// A running headless browser, stopped when dropped.
pub struct Browser {
    child: Child,
    port: u16,
}

impl Drop for Browser {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Browser {
    /// Starts `browser` with its profile in `profile`, and waits for its debugging port.
    pub async fn launch(browser: &Path, profile: &Path) -> Browser {
        let mut child = Command::new(browser)
            .args(["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run"])
            .args(["--remote-debugging-port=0", "--remote-allow-origins=*"])
            .arg(format!("--user-data-dir={}", profile.display()))
            .arg("about:blank")
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .expect("chromium starts");
        let stderr = tokio::process::ChildStderr::from_std(child.stderr.take().unwrap()).unwrap();
        let mut lines = tokio::io::BufReader::new(stderr).lines();
        let listening = tokio::time::timeout(Duration::from_secs(30), async {
            while let Some(line) = lines.next_line().await.unwrap() {
                if let Some(at) = line.find("ws://127.0.0.1:") {
                    let rest = &line[at + "ws://127.0.0.1:".len()..];
                    return rest[..rest.find('/').unwrap()].parse::<u16>().unwrap();
                }
            }
            panic!("chromium ended without a debugging port")
        });
        let port = listening.await.expect("chromium's debugging port within 30 s");
        // The rest of its chatter is drained, so it never blocks on a full pipe.
        tokio::spawn(async move { while let Ok(Some(_)) = lines.next_line().await {} });
        Browser { child, port }
    }

    /// A new tab of `width` × `height` CSS pixels, showing `url` once loaded.
    pub async fn open(&self, url: &str, (width, height): (u32, u32)) -> Tab {
        let http = reqwest::Client::new();
        let target: Value = http
            .put(format!("http://127.0.0.1:{}/json/new?about:blank", self.port))
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        let address = target["webSocketDebuggerUrl"].as_str().expect("a tab's socket");
        let (socket, _) = tokio_tungstenite::connect_async(address).await.expect("the tab's socket opens");
        let mut tab = Tab { socket, next: 0 };
        let metrics = json!({"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600});
        tab.call("Emulation.setDeviceMetricsOverride", metrics).await;
        tab.go(url).await;
        tab
    }
}

/// One tab of the browser.
pub struct Tab {
    socket: Socket,
    next: u64,
}

impl Tab {
    /// Sends a command and returns its result (events meanwhile are ignored).
    pub async fn call(&mut self, method: &str, params: Value) -> Value {
        self.next += 1;
        let id = self.next;
        let command = json!({"id": id, "method": method, "params": params}).to_string();
        self.socket.send(Message::Text(command)).await.unwrap();
        loop {
            let message = tokio::time::timeout(Duration::from_secs(30), self.socket.next()).await;
            let Ok(Some(Ok(Message::Text(text)))) = message else { continue };
            let reply: Value = serde_json::from_str(&text).unwrap();
            if reply["id"].as_u64() == Some(id) {
                assert!(reply.get("error").is_none(), "{method}: {reply}");
                return reply["result"].clone();
            }
        }
    }

    /// Loads `url` and waits until the page is complete.
    pub async fn go(&mut self, url: &str) {
        self.call("Page.navigate", json!({"url": url})).await;
        self.wait_for("document.readyState === 'complete' && !!document.querySelector('main')").await;
    }

    /// The value of a script run in the page (a promise is awaited).
    pub async fn eval(&mut self, script: &str) -> Value {
        let params = json!({"expression": script, "returnByValue": true, "awaitPromise": true});
        let result = self.call("Runtime.evaluate", params).await;
        assert!(result.get("exceptionDetails").is_none(), "{script}: {result}");
        result["result"]["value"].clone()
    }

    /// Waits (up to 15 s) until `script` is true in the page.
    pub async fn wait_for(&mut self, script: &str) {
        for _ in 0..300 {
            if self.eval(&format!("!!({script})")).await == json!(true) {
                return;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        let html = self.eval("(document.getElementById('play') || document.body).outerHTML").await;
        panic!("waited 15 s for {script} in {html}");
    }

    /// Clicks with the mouse in the middle of the element `selector` finds, as a person
    /// would: a press and a release at that point (whatever lies on top there is clicked).
    pub async fn click(&mut self, selector: &str) {
        let script = format!(
            "(function(){{var e=document.querySelector({selector:?});if(!e)return null;e.scrollIntoView({{block:'center'}});\
             var r=e.getBoundingClientRect();return [r.left+r.width/2,r.top+r.height/2]}})()"
        );
        let point = self.eval(&script).await;
        let (x, y) = (point[0].as_f64().expect(selector), point[1].as_f64().expect(selector));
        for kind in ["mousePressed", "mouseReleased"] {
            let event = json!({"type": kind, "x": x, "y": y, "button": "left", "clickCount": 1});
            self.call("Input.dispatchMouseEvent", event).await;
        }
    }

    /// A screenshot of the whole page once its images are drawn, saved as `name` among
    /// the tests' screenshots.
    pub async fn screenshot(&mut self, name: &str) -> PathBuf {
        use base64::Engine as _;
        self.wait_for("[].every.call(document.images, function(i){return i.complete && i.naturalWidth > 0})").await;
        let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("web-screenshots");
        std::fs::create_dir_all(&dir).unwrap();
        let shot = self.call("Page.captureScreenshot", json!({"format": "png", "captureBeyondViewport": true})).await;
        let png = base64::engine::general_purpose::STANDARD.decode(shot["data"].as_str().unwrap()).unwrap();
        let path = dir.join(name);
        std::fs::write(&path, png).unwrap();
        path
    }
}
