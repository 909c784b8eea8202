//! Pass options as MLIR writes them: the text between a pass's braces
//! (`top-down=false max-iterations=3 exclude={a,b}`) split into arguments
//! as MLIR's `parseNextArg` splits it, values read and printed as LLVM's
//! command line reads and MLIR prints them (`true`/`1`, `'2' is invalid
//! value for boolean argument! Try 0 or 1`, strings with a space wrapped in
//! braces, lists joined by commas), and the errors with their messages.

use std::fmt::Write as _;

/// Why options were refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionError {
    /// No option has this argument (`<Pass-Options-Parser>: no such option x`).
    NoSuchOption(String),
    /// The value of an option is invalid: LLVM's command line prints
    /// `<tool>: for the --<argument> option: <message>` on stderr itself.
    InvalidValue {
        /// The option's argument.
        argument: String,
        /// What is wrong (`'a' value invalid for long argument!`).
        message: String,
    },
    /// A pipeline in an option's value does not read: the pipeline
    /// parser wrote `text` on stderr itself.
    Pipeline {
        /// The parser's error, with the source line and caret.
        text: String,
    },
}

/// Reads a pipeline held in an option (`func.func(cse)`), giving it back
/// as the pass manager prints it.
pub type ReadPipeline<'a> = dyn Fn(&str) -> Result<String, OptionError> + 'a;

impl OptionError {
    /// The text MLIR's options parser writes to its error stream: the
    /// unknown option's line, nothing for an invalid value (the command
    /// line reported that on stderr already, see [`OptionError::stderr_line`]).
    pub fn parser_message(&self) -> String {
        match self {
            OptionError::NoSuchOption(name) => {
                format!("<Pass-Options-Parser>: no such option {name}\n")
            }
            OptionError::InvalidValue { .. } | OptionError::Pipeline { .. } => String::new(),
        }
    }

    /// The text written on stderr before the error: LLVM's command line's
    /// line for an invalid value (`tool: for the --max-iterations option:
    /// 'a' value invalid for long argument!`), the pipeline parser's error
    /// for a pipeline that does not read.
    pub fn stderr_text(&self, tool: &str) -> String {
        match self {
            OptionError::NoSuchOption(_) => String::new(),
            OptionError::InvalidValue { argument, message } => {
                format!("{tool}: for the --{argument} option: {message}\n")
            }
            OptionError::Pipeline { text } => text.clone(),
        }
    }
}

/// Splits options text into `(argument, value)` pairs in order, as MLIR's
/// `PassOptions::parseFromString` does: arguments are separated by spaces,
/// a value may hold `{...}` (nested), `'...'` and `"..."`, and a value
/// wrapped whole in braces or quotes loses them. An argument without `=`
/// has an empty value.
pub fn split_options(text: &str) -> Vec<(&str, &str)> {
    let mut pairs = Vec::new();
    let mut rest = text;
    while !rest.is_empty() {
        let (name, value, next) = next_argument(rest);
        rest = next;
        if !name.is_empty() {
            pairs.push((name, value));
        }
    }
    pairs
}

/// One argument of `options`: its name, its value, and the rest.
fn next_argument(options: &str) -> (&str, &str, &str) {
    let bytes = options.as_bytes();
    let mut end = 0;
    loop {
        if end == bytes.len() || bytes[end] == b' ' {
            let (name, rest) = take_argument(options, end);
            return (name, "", rest);
        }
        if bytes[end] == b'=' {
            let (name, rest) = take_argument(options, end);
            let rest = &rest[1..];
            let (value, rest) = next_value(rest);
            return (name, value, rest);
        }
        end += 1;
    }
}

/// The value at the start of `options` (up to a space outside braces and
/// quotes) and the rest.
fn next_value(options: &str) -> (&str, &str) {
    let bytes = options.as_bytes();
    let mut i = 0;
    while i < bytes.len() && bytes[i] != b' ' {
        match bytes[i] {
            q @ (b'\'' | b'"') => i = closing(bytes, i, q),
            b'{' => {
                let mut depth = 1;
                i += 1;
                while i < bytes.len() {
                    match bytes[i] {
                        q @ (b'\'' | b'"') => i = closing(bytes, i, q),
                        b'{' => depth += 1,
                        b'}' => {
                            depth -= 1;
                            if depth == 0 {
                                break;
                            }
                        }
                        _ => {}
                    }
                    i += 1;
                }
                if i == bytes.len() {
                    break;
                }
            }
            _ => {}
        }
        i += 1;
    }
    let end = i.min(bytes.len());
    take_argument(options, end)
}

/// The position of the quote closing the one at `open`, or `open` when
/// there is none (the quote is then an ordinary character).
fn closing(bytes: &[u8], open: usize, quote: u8) -> usize {
    bytes[open + 1..]
        .iter()
        .position(|&b| b == quote)
        .map_or(open, |p| open + 1 + p)
}

/// The first `len` bytes of `options`, trimmed and without escaping
/// braces or quotes around the whole, and the rest, left-trimmed.
fn take_argument(options: &str, len: usize) -> (&str, &str) {
    let mut arg = options[..len].trim();
    let rest = options[len..].trim_start();
    if arg.len() > 2 {
        for (open, close) in [('\'', '\''), ('"', '"'), ('{', '}')] {
            if arg.starts_with(open) && arg.ends_with(close) {
                arg = arg[1..arg.len() - 1].trim();
                break;
            }
        }
    }
    (arg, rest)
}

/// Splits a list value at the commas outside braces, parentheses, brackets
/// and quotes (so that an element may be a pipeline), each
/// element unwrapped as a whole value is (MLIR's `parseCommaSeparatedList`).
pub fn split_list(value: &str) -> Vec<&str> {
    let bytes = value.as_bytes();
    let mut elements = Vec::new();
    let mut start = 0;
    let mut depth = 0usize;
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            q @ (b'\'' | b'"') => i = closing(bytes, i, q),
            b'{' | b'(' | b'[' => depth += 1,
            b'}' | b')' | b']' => depth = depth.saturating_sub(1),
            b',' if depth == 0 => {
                elements.push(take_argument(&value[start..i], i - start).0);
                start = i + 1;
            }
            _ => {}
        }
        i += 1;
    }
    elements.push(take_argument(&value[start..], value.len() - start).0);
    elements
}

/// A type an option may hold: read from and printed as MLIR's text.
pub trait OptionValue: Sized {
    /// Reads `value`, given to the option `argument`.
    fn parse_option(argument: &str, value: &str) -> Result<Self, OptionError>;

    /// Appends the value as MLIR prints it.
    fn print_option(&self, out: &mut String);
}

fn invalid(argument: &str, message: String) -> OptionError {
    OptionError::InvalidValue {
        argument: argument.to_string(),
        message,
    }
}

impl OptionValue for bool {
    fn parse_option(argument: &str, value: &str) -> Result<Self, OptionError> {
        match value {
            "" | "true" | "TRUE" | "True" | "1" => Ok(true),
            "false" | "FALSE" | "False" | "0" => Ok(false),
            _ => Err(invalid(
                argument,
                format!("'{value}' is invalid value for boolean argument! Try 0 or 1"),
            )),
        }
    }

    fn print_option(&self, out: &mut String) {
        out.push_str(if *self { "true" } else { "false" });
    }
}

/// Reads an integer as LLVM's `getAsInteger(0, ...)` does: decimal, `0x`
/// hexadecimal, `0b` binary, `0o` or leading-`0` octal, with a sign.
fn parse_integer(text: &str) -> Option<i128> {
    let (negative, digits) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    let (radix, digits) = if let Some(d) = digits
        .strip_prefix("0x")
        .or_else(|| digits.strip_prefix("0X"))
    {
        (16, d)
    } else if let Some(d) = digits
        .strip_prefix("0b")
        .or_else(|| digits.strip_prefix("0B"))
    {
        (2, d)
    } else if let Some(d) = digits.strip_prefix("0o") {
        (8, d)
    } else if digits.len() > 1 && digits.starts_with('0') {
        (8, &digits[1..])
    } else {
        (10, digits)
    };
    if digits.is_empty() || !digits.chars().all(|c| c.is_digit(radix)) {
        return None;
    }
    let magnitude = i128::from_str_radix(digits, radix).ok()?;
    Some(if negative { -magnitude } else { magnitude })
}

macro_rules! integer_option {
    ($($ty:ty => $name:literal),*) => {$(
        impl OptionValue for $ty {
            fn parse_option(argument: &str, value: &str) -> Result<Self, OptionError> {
                parse_integer(value)
                    .and_then(|v| <$ty>::try_from(v).ok())
                    .ok_or_else(|| {
                        invalid(argument, format!(concat!("'{}' value invalid for ", $name, " argument!"), value))
                    })
            }

            fn print_option(&self, out: &mut String) {
                let _ = write!(out, "{self}");
            }
        }
    )*};
}

integer_option!(i32 => "integer", i64 => "long", u32 => "uint", u64 => "ulong");

impl OptionValue for String {
    fn parse_option(_argument: &str, value: &str) -> Result<Self, OptionError> {
        Ok(value.to_string())
    }

    fn print_option(&self, out: &mut String) {
        // As MLIR: braces when a space comes before any brace or quote.
        let space = self.find(' ');
        let escape = self.find(['{', '\'', '"']);
        let wrap = match (space, escape) {
            (Some(s), Some(e)) => s < e,
            (Some(_), None) => true,
            _ => false,
        };
        if wrap {
            let _ = write!(out, "{{{self}}}");
        } else {
            out.push_str(self);
        }
    }
}

/// Reads a list option's value: its elements, each read as `T`.
pub fn parse_list_option<T: OptionValue>(
    argument: &str,
    value: &str,
) -> Result<Vec<T>, OptionError> {
    split_list(value)
        .into_iter()
        .map(|element| T::parse_option(argument, element))
        .collect()
}

/// Appends `argument=value` as MLIR prints one option; a list prints its
/// elements joined by commas and nothing at all when it is empty.
pub fn print_option<T: OptionValue>(out: &mut String, argument: &str, value: &T) {
    let _ = write!(out, "{argument}=");
    value.print_option(out);
}

/// Appends a list option as MLIR prints it (nothing when empty).
pub fn print_list_option<T: OptionValue>(out: &mut String, argument: &str, values: &[T]) {
    if values.is_empty() {
        return;
    }
    let _ = write!(out, "{argument}=");
    for (i, v) in values.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        v.print_option(out);
    }
}

/// The options of a pass, as the generated options structs implement them.
pub trait PassOptions: Default + Clone + Send + 'static {
    /// Sets the option `argument` from its text `value`.
    fn set_option(&mut self, argument: &str, value: &str) -> Result<(), OptionError>;

    /// Appends every option in MLIR's order (by argument), separated by
    /// spaces: `max-iterations=10 ... top-down=true` (the text inside the
    /// braces of `--dump-pass-pipeline`).
    fn print_options(&self, out: &mut String);

    /// Reads options text (`top-down=false max-iterations=3`) over the
    /// defaults.
    fn parse(text: &str) -> Result<Self, OptionError> {
        let mut options = Self::default();
        for (argument, value) in split_options(text) {
            options.set_option(argument, value)?;
        }
        Ok(options)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_split_as_mlir_splits_them() {
        assert_eq!(
            split_options("top-down=false  max-iterations=3 flag"),
            [("top-down", "false"), ("max-iterations", "3"), ("flag", "")]
        );
        assert_eq!(
            split_options("exclude={a,b} pipeline={cse canonicalize{x=1}} label=\"a b\""),
            [
                ("exclude", "a,b"),
                ("pipeline", "cse canonicalize{x=1}"),
                ("label", "a b")
            ]
        );
        assert_eq!(split_list("a,{b,c},d"), ["a", "b,c", "d"]);
        assert_eq!(split_list(""), [""]);
    }

    #[test]
    fn values_read_and_print_as_llvm_and_mlir() {
        assert_eq!(bool::parse_option("x", ""), Ok(true));
        assert_eq!(i64::parse_option("x", "0x10"), Ok(16));
        assert_eq!(i64::parse_option("x", "-5"), Ok(-5));
        let error = i64::parse_option("max-iterations", "a").unwrap_err();
        assert_eq!(
            error.stderr_text("tool"),
            "tool: for the --max-iterations option: 'a' value invalid for long argument!\n"
        );
        let mut out = String::new();
        String::from("a b").print_option(&mut out);
        out.push(' ');
        String::from("{a b}").print_option(&mut out);
        assert_eq!(out, "{a b} {a b}");
    }
}
