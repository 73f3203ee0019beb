//! Games' options (the `name=value` words of a challenge), parsed by one piece: a game
//! lists its options, each with its names, the values it takes and how a value sets it,
//! and [`parse`] reads the words against the list, refusing an unknown name or a value
//! the option does not take with the same messages for every game.

use crate::game::OptionError;

/// One option of a game whose options are `O`.
pub struct GameOption<O> {
    /// The option's name, as refusals list it.
    pub name: &'static str,
    /// Other names it answers to (an Italian one).
    pub aliases: &'static [&'static str],
    /// The values it takes, as a refusal says them.
    pub expected: &'static str,
    /// Sets the option from a value, given with the name it was written with; `None`
    /// when the option does not take that value.
    pub set: fn(&mut O, &str, &str) -> Option<()>,
}

impl<O> GameOption<O> {
    fn answers_to(&self, name: &str) -> bool {
        self.name == name || self.aliases.contains(&name)
    }
}

/// The options `pairs` set, from the game's defaults, against the game's `options`.
pub fn parse<O: Default>(pairs: &[(String, String)], options: &[GameOption<O>]) -> Result<O, OptionError> {
    let mut parsed = O::default();
    for (key, value) in pairs {
        let Some(option) = options.iter().find(|o| o.answers_to(key)) else {
            let known: Vec<&str> = options.iter().map(|o| o.name).collect();
            return Err(OptionError::unknown(key, &known.join(", ")));
        };
        (option.set)(&mut parsed, key, value).ok_or_else(|| OptionError::bad_value(key, value, option.expected))?;
    }
    Ok(parsed)
}

/// `true` for the value `yes`, `false` for `no`, `None` for anything else: an option of
/// two values.
pub fn either(value: &str, yes: &str, no: &str) -> Option<bool> {
    match value {
        _ if value == yes => Some(true),
        _ if value == no => Some(false),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Default, Debug, PartialEq)]
    struct Lamp {
        on: bool,
        hue: u8,
    }

    const LAMP: [GameOption<Lamp>; 2] = [
        GameOption {
            name: "light",
            aliases: &["luce"],
            expected: "on, off",
            set: |l, _, v| {
                l.on = either(v, "on", "off")?;
                Some(())
            },
        },
        GameOption {
            name: "hue",
            aliases: &[],
            expected: "0 to 9",
            set: |l, _, v| {
                l.hue = v.parse().ok().filter(|h| *h <= 9)?;
                Some(())
            },
        },
    ];

    fn pairs(words: &[(&str, &str)]) -> Vec<(String, String)> {
        words.iter().map(|(k, v)| ((*k).to_owned(), (*v).to_owned())).collect()
    }

    #[test]
    fn options_are_set_by_name_or_alias_from_the_defaults() {
        assert_eq!(parse(&pairs(&[]), &LAMP), Ok(Lamp::default()));
        assert_eq!(parse(&pairs(&[("luce", "on"), ("hue", "7")]), &LAMP), Ok(Lamp { on: true, hue: 7 }));
    }

    #[test]
    fn an_unknown_name_lists_the_options_and_a_bad_value_what_is_expected() {
        let unknown = parse(&pairs(&[("shade", "x")]), &LAMP).unwrap_err();
        assert_eq!(unknown, OptionError::unknown("shade", "light, hue"));
        let bad = parse(&pairs(&[("hue", "12")]), &LAMP).unwrap_err();
        assert_eq!(bad, OptionError::bad_value("hue", "12", "0 to 9"));
    }
}
