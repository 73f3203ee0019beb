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
