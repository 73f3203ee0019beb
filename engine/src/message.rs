//! Messages as data: a catalog key and its arguments. The engine never holds user-facing
//! text; the bot translates each message through its catalog (English, Italian).

use std::fmt;

use serde::Serialize;

/// One argument of a [`Message`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum Arg {
    Num(i64),
    Text(String),
    /// Another catalog key, translated in the reader's language (a piece's name).
    Term {
        term: String,
    },
    /// Messages translated one by one and joined with commas (a hand of cards).
    List {
        list: Vec<Message>,
    },
}

/// A catalog key with named arguments, e.g. `tafl-blocked` with `square = "f4"`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Message {
    pub key: &'static str,
    pub args: Vec<(&'static str, Arg)>,
}

impl Message {
    pub fn new(key: &'static str) -> Message {
        Message { key, args: Vec::new() }
    }

    /// Adds a text argument.
    pub fn with(mut self, name: &'static str, value: impl fmt::Display) -> Message {
        self.args.push((name, Arg::Text(value.to_string())));
        self
    }

    /// Adds an argument that is itself a catalog key, translated before use.
    pub fn term(mut self, name: &'static str, key: impl Into<String>) -> Message {
        self.args.push((name, Arg::Term { term: key.into() }));
        self
    }

    /// Adds an argument made of several messages, each translated, joined with commas.
    pub fn list(mut self, name: &'static str, list: Vec<Message>) -> Message {
        self.args.push((name, Arg::List { list }));
        self
    }

    /// Adds a numeric argument (plural rules in the catalog can select on it).
    pub fn num(mut self, name: &'static str, value: i64) -> Message {
        self.args.push((name, Arg::Num(value)));
        self
    }
}

/// Events as the channel is told them: each event's message with whether it tells dice,
/// a run of events that have a short form (a combat's rounds) joined into one message
/// (`events-joined`) of their short forms.
pub fn join_runs(events: impl IntoIterator<Item = (Message, Option<Message>, bool)>) -> Vec<(Message, bool)> {
    let mut lines: Vec<(Message, bool)> = Vec::new();
    let mut run: Vec<Message> = Vec::new();
    let mut run_rolls = false;
    let close = |run: &mut Vec<Message>, rolls: &mut bool, lines: &mut Vec<(Message, bool)>| {
        if !run.is_empty() {
            lines.push((Message::new("events-joined").list("events", std::mem::take(run)), *rolls));
            *rolls = false;
        }
    };
    for (message, short, roll) in events {
        match short {
            Some(short) => {
                run.push(short);
                run_rolls |= roll;
            }
            None => {
                close(&mut run, &mut run_rolls, &mut lines);
                lines.push((message, roll));
            }
        }
    }
    close(&mut run, &mut run_rolls, &mut lines);
    lines
}

/// Shown in logs and debugging output only; users see the catalog's translation.
impl fmt::Display for Message {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.key)?;
        for (name, value) in &self.args {
            match value {
                Arg::Num(n) => write!(f, " {name}={n}")?,
                Arg::Text(t) => write!(f, " {name}={t:?}")?,
                Arg::Term { term } => write!(f, " {name}=<{term}>")?,
                Arg::List { list } => {
                    let list: Vec<String> = list.iter().map(Message::to_string).collect();
                    write!(f, " {name}=[{}]", list.join(", "))?
                }
            }
        }
        Ok(())
    }
}
