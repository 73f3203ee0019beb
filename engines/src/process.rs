//! An engine's process: started from its program and arguments with no shell, its
//! standard input written line by line, its standard output read by a thread of its own
//! into a bounded queue, so that every read can wait until a deadline and no more. The
//! process is killed when this is dropped.

use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, sync_channel};
use std::time::Instant;

use crate::Spec;

/// The longest line read from an engine; the rest of a longer one is skipped.
pub const LINE_MAX: usize = 4 * 1024;
/// Lines read ahead of us before the reader waits.
const QUEUED_LINES: usize = 256;

/// Why an engine gave no line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Silence {
    /// It closed its output: it exited or crashed.
    Gone,
    /// The deadline passed.
    Late,
}

pub struct Process {
    child: Child,
    input: ChildStdin,
    lines: Receiver<String>,
}

impl Process {
    /// Starts `spec`'s program; its errors go nowhere.
    pub fn start(spec: &Spec) -> std::io::Result<Process> {
        let mut child = Command::new(&spec.program)
            .args(&spec.args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()?;
        let input = child.stdin.take().expect("piped");
        let output = child.stdout.take().expect("piped");
        let (send, lines) = sync_channel(QUEUED_LINES);
        std::thread::Builder::new().name(format!("engine {}", spec.name)).spawn(move || {
            let mut output = BufReader::new(output);
            let mut line = Vec::new();
            loop {
                line.clear();
                match output.by_ref().take(LINE_MAX as u64).read_until(b'\n', &mut line) {
                    Ok(0) | Err(_) => return,
                    Ok(_) => {}
                }
                if line.last() != Some(&b'\n') && line.len() == LINE_MAX {
                    // Too long: the rest of it is skipped.
                    if output.skip_until(b'\n').is_err() {
                        return;
                    }
                }
                let text = String::from_utf8_lossy(&line).trim().to_owned();
                if send.send(text).is_err() {
                    return;
                }
            }
        })?;
        Ok(Process { child, input, lines })
    }

    /// Writes `line` and a newline; `Err` when the engine no longer reads.
    pub fn say(&mut self, line: &str) -> Result<(), Silence> {
        writeln!(self.input, "{line}").and_then(|()| self.input.flush()).map_err(|_| Silence::Gone)
    }

    /// The engine's next line, if it comes before `deadline`.
    pub fn next_line(&self, deadline: Instant) -> Result<String, Silence> {
        let wait = deadline.saturating_duration_since(Instant::now());
        self.lines.recv_timeout(wait).map_err(|e| match e {
            RecvTimeoutError::Timeout => Silence::Late,
            RecvTimeoutError::Disconnected => Silence::Gone,
        })
    }
}

impl Drop for Process {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
