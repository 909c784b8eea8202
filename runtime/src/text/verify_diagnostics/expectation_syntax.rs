//! The syntax of an expectation comment: `expected-<severity>(-re)?`, an
//! optional `@+N`, `@-N`, `@above` or `@below` designator, then `{{text}}`;
//! and, for `-re`, the one regex MLIR builds from its text.

use crate::storage::diagnostics::Severity;

use super::posix_regex as ere;

/// A designator after `expected-<kind>`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Designator {
    None,
    Plus(i32),
    Minus(i32),
    Above,
    Below,
}

/// A line matching MLIR's expectation pattern
/// `expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below))? *{{(.*)}}$`.
#[derive(Debug, PartialEq, Eq)]
pub(super) struct ExpectedLine<'a> {
    /// Byte offset of `expected-` in the line.
    pub(super) start: usize,
    pub(super) severity: Severity,
    pub(super) regex: bool,
    pub(super) designator: Designator,
    pub(super) body: &'a str,
}

/// Finds the leftmost match of the expectation pattern in a (trimmed) line.
pub(super) fn match_expected_line(line: &str) -> Option<ExpectedLine<'_>> {
    const PREFIX: &str = "expected-";
    let bytes = line.as_bytes();
    let mut from = 0;
    while let Some(found) = line.get(from..).and_then(|rest| rest.find(PREFIX)) {
        let start = from + found;
        if let Some(m) = match_expected_at(line, start, start + PREFIX.len()) {
            return Some(m);
        }
        from = start + 1;
        if from > bytes.len() {
            break;
        }
    }
    None
}

fn match_expected_at(line: &str, start: usize, mut i: usize) -> Option<ExpectedLine<'_>> {
    let bytes = line.as_bytes();
    let rest = &bytes[i..];
    let (severity, len) = [
        ("error", Severity::Error),
        ("note", Severity::Note),
        ("remark", Severity::Remark),
        ("warning", Severity::Warning),
    ]
    .iter()
    .find(|(word, _)| rest.starts_with(word.as_bytes()))
    .map(|&(word, sev)| (sev, word.len()))?;
    i += len;
    let regex = bytes[i..].starts_with(b"-re");
    if regex {
        i += 3;
    }
    let skip_spaces = |mut i: usize| {
        while bytes.get(i) == Some(&b' ') {
            i += 1;
        }
        i
    };
    i = skip_spaces(i);
    let mut designator = Designator::None;
    if bytes.get(i) == Some(&b'@') {
        let after = &bytes[i + 1..];
        let (d, used) = if let Some(&sign @ (b'+' | b'-')) = after.first() {
            let digits = after[1..].iter().take_while(|b| b.is_ascii_digit()).count();
            if digits == 0 {
                return None;
            }
            let value = parse_llvm_int(&line[i + 2..i + 2 + digits]).unwrap_or(0);
            (
                if sign == b'+' {
                    Designator::Plus(value)
                } else {
                    Designator::Minus(value)
                },
                2 + digits,
            )
        } else if after.starts_with(b"above") {
            (Designator::Above, 6)
        } else if after.starts_with(b"below") {
            (Designator::Below, 6)
        } else {
            return None;
        };
        designator = d;
        i = skip_spaces(i + used);
    }
    if !bytes[i..].starts_with(b"{{") || bytes.len() < i + 4 || !bytes.ends_with(b"}}") {
        return None;
    }
    let body = line.get(i + 2..bytes.len() - 2)?;
    Some(ExpectedLine {
        start,
        severity,
        regex,
        designator,
        body,
    })
}

/// `StringRef::getAsInteger(0, int&)` on a string of decimal digits: radix
/// auto-detection makes a leading `0` octal. `None` where LLVM fails (MLIR 19
/// then uses an uninitialized offset; this checker uses 0).
pub(super) fn parse_llvm_int(digits: &str) -> Option<i32> {
    let (radix, body) = if digits.len() > 1 && digits.starts_with('0') {
        (8, &digits[1..])
    } else {
        (10, digits)
    };
    let value = u64::from_str_radix(body, radix).ok()?;
    i32::try_from(value).ok()
}

/// MLIR's `computeRegex`: turns the text of an `expected-*-re` into one
/// regex (`{{re}}` parts are regexes, the rest literal), reporting the first
/// malformed part as MLIR words it.
pub(super) fn compile_expected_regex(text: &str) -> Result<ere::Regex, String> {
    let mut combined: Vec<u8> = Vec::new();
    let mut rest = text;
    while !rest.is_empty() {
        let Some(open) = rest.find("{{") else {
            ere::escape_into(rest.as_bytes(), &mut combined);
            break;
        };
        ere::escape_into(&rest.as_bytes()[..open], &mut combined);
        rest = &rest[open + 2..];
        let Some(close) = rest.find("}}") else {
            return Err("found start of regex with no end '}}'".to_owned());
        };
        let part = &rest[..close];
        if let Err(code) = ere::parse(part.as_bytes()) {
            return Err(format!("invalid regex: {}", code.message()));
        }
        combined.push(b'(');
        combined.extend_from_slice(part.as_bytes());
        combined.push(b')');
        rest = &rest[close + 2..];
    }
    // The combined regex can still be invalid (a back-reference renumbered
    // by the added groups); LLVM's `Regex::match` then never matches.
    Ok(ere::Regex::new(&combined))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn expected_line_pattern() {
        let m = match_expected_line("// expected-error-re@-010 {{a}} b}}").expect("matches");
        assert_eq!(m.start, 3);
        assert_eq!(m.severity, Severity::Error);
        assert!(m.regex);
        assert_eq!(m.designator, Designator::Minus(8));
        assert_eq!(m.body, "a}} b");
        assert!(match_expected_line("expected-error {{}").is_none());
        assert_eq!(
            match_expected_line("expected-error {{}}").map(|m| m.body),
            Some("")
        );
        assert_eq!(
            match_expected_line("expected-remark @above{{}}}").map(|m| m.body),
            Some("}")
        );
        assert_eq!(
            match_expected_line("expected-x expected-warning @below {{w}}").map(|m| m.start),
            Some(11)
        );
        assert!(match_expected_line("expected-error @+ {{x}}").is_none());
        assert!(match_expected_line("expected-error @+1x {{x}}").is_none());
        assert_eq!(parse_llvm_int("0"), Some(0));
        assert_eq!(parse_llvm_int("010"), Some(8));
        assert_eq!(parse_llvm_int("08"), None);
        assert_eq!(parse_llvm_int("2147483647"), Some(i32::MAX));
        assert_eq!(parse_llvm_int("2147483648"), None);
    }
}
