//! The engines an operator names: `ENGINES=taflzero:uci:/opt/taflzero/taflzero --net
//! nn.onnx;opentafl:otep:/opt/ot/engine`, a name, a protocol and a command line each,
//! separated by `;`. The command line is split into words as a shell would (quotes
//! keep spaces), and run without one.

use crate::Protocol;

/// The longest engine name: it names a seat in chat.
pub const NAME_MAX: usize = 24;

/// One configured engine.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Spec {
    /// Lowercase letters, digits, `-` and `_`: `challenge engine:<name>`.
    pub name: String,
    pub protocol: Protocol,
    pub program: String,
    pub args: Vec<String>,
}

impl Spec {
    /// One `name:protocol:command line`.
    pub fn parse(text: &str) -> Result<Spec, String> {
        let mut parts = text.trim().splitn(3, ':');
        let (Some(name), Some(protocol), Some(command)) = (parts.next(), parts.next(), parts.next()) else {
            return Err(format!("{text:?}: name:protocol:command expected"));
        };
        let name = name.trim().to_lowercase();
        let good = |c: char| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-' || c == '_';
        if name.is_empty() || name.len() > NAME_MAX || !name.chars().all(good) {
            return Err(format!("{name:?}: an engine's name is 1 to {NAME_MAX} letters, digits, - or _"));
        }
        let protocol = protocol.parse()?;
        let words = shell_words::split(command).map_err(|e| format!("{name}'s command: {e}"))?;
        let Some((program, args)) = words.split_first() else { return Err(format!("{name}: no command")) };
        Ok(Spec { name, protocol, program: program.clone(), args: args.to_vec() })
    }

    /// Every engine of an `ENGINES` value; empty entries are skipped, names are unique.
    pub fn list(text: &str) -> Result<Vec<Spec>, String> {
        let mut specs: Vec<Spec> = Vec::new();
        for entry in text.split(';').filter(|e| !e.trim().is_empty()) {
            let spec = Spec::parse(entry)?;
            if specs.iter().any(|s| s.name == spec.name) {
                return Err(format!("{}: named twice", spec.name));
            }
            specs.push(spec);
        }
        Ok(specs)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_issues_example_reads_as_two_engines_with_their_arguments() {
        let specs =
            Spec::list("taflzero:uci:/opt/taflzero/taflzero --net nn.onnx;opentafl:otep:/opt/ot/engine").unwrap();
        assert_eq!(specs.len(), 2);
        assert_eq!(
            specs[0],
            Spec {
                name: "taflzero".into(),
                protocol: Protocol::Uci,
                program: "/opt/taflzero/taflzero".into(),
                args: vec!["--net".into(), "nn.onnx".into()],
            }
        );
        assert_eq!((specs[1].protocol, specs[1].args.len()), (Protocol::Otep, 0));
    }

    #[test]
    fn a_command_is_split_into_words_without_a_shell_and_bad_entries_are_refused() {
        let spec = Spec::parse("x:gtp:python3 'my engine.py' --depth 2; rm -rf /").unwrap();
        assert_eq!(spec.args, ["my engine.py", "--depth", "2;", "rm", "-rf", "/"], "a word each, never a shell");
        assert!(Spec::parse("x:gtp:").is_err());
        assert!(Spec::parse("x:xboard:engine").is_err());
        assert!(Spec::parse("Bad Name:uci:engine").is_err());
        assert!(Spec::list("a:uci:e;a:otep:f").is_err());
        assert_eq!(Spec::list(" ; ").unwrap(), vec![]);
    }
}
