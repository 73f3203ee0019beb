//! Which protocol an engine speaks, when nobody said: OpenTafl's engines greet first
//! (`hello`); a UCI engine answers `uci` with `uciok`; hnefatafl.org's answers every
//! command with `=` or `?`.

use std::time::{Duration, Instant};

use crate::process::Process;
use crate::{Protocol, Spec};

/// How long an engine is given to greet, then to answer `uci`.
const GREETING: Duration = Duration::from_millis(1_500);
const ANSWER: Duration = Duration::from_secs(5);

/// The protocol `program` speaks, found by starting it once.
pub fn detect(program: &str, args: &[String]) -> Result<Protocol, String> {
    let probe = Spec { name: "probe".into(), protocol: Protocol::Uci, program: program.into(), args: args.to_vec() };
    let mut process = Process::start(&probe).map_err(|e| format!("{program}: {e}"))?;
    let greeted = Instant::now() + GREETING;
    while let Ok(line) = process.next_line(greeted) {
        if line == "hello" {
            return Ok(Protocol::Otep);
        }
    }
    process.say("uci").map_err(|_| format!("{program} exited before it answered"))?;
    let answered = Instant::now() + ANSWER;
    loop {
        let line =
            process.next_line(answered).map_err(|_| format!("{program} answered neither hello, uciok nor = / ?"))?;
        if line == "uciok" {
            return Ok(Protocol::Uci);
        }
        if line.starts_with('=') || line.starts_with('?') {
            return Ok(Protocol::Gtp);
        }
    }
}
