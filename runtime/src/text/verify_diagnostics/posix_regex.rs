//! POSIX extended regular expressions as LLVM's `regcomp`/`regexec`
//! implement them (byte based, no `REG_NEWLINE`, back-references allowed),
//! with LLVM's error messages.
//!
//! Kept as its own engine rather than handing the text to the `regex` crate
//! because the two dialects disagree on inputs MLIR users write: an escape
//! of an ordinary character is that character in POSIX (`\w` is `w`, `\d`
//! is `d`), back-references (`(a|b)\1`) are allowed, a backslash inside a
//! bracket expression is literal, and errors carry LLVM's `regerror` words.
//! A parsed regex without back-references is translated to the `regex`
//! crate's syntax and matched by it; the rest goes to a small backtracker.
use std::cell::Cell;
use std::fmt::Write as _;

/// A parsing error of LLVM's `regcomp`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ErrorCode {
    Collate,
    CType,
    Escape,
    SubReg,
    Brack,
    Paren,
    Brace,
    BadBr,
    Range,
    BadRpt,
    Empty,
    Space,
}

impl ErrorCode {
    /// The text of LLVM's `regerror` for this code.
    pub(crate) fn message(self) -> &'static str {
        match self {
            ErrorCode::Collate => "invalid collating element",
            ErrorCode::CType => "invalid character class",
            ErrorCode::Escape => "trailing backslash (\\)",
            ErrorCode::SubReg => "invalid backreference number",
            ErrorCode::Brack => "brackets ([ ]) not balanced",
            ErrorCode::Paren => "parentheses not balanced",
            ErrorCode::Brace => "braces not balanced",
            ErrorCode::BadBr => "invalid repetition count(s)",
            ErrorCode::Range => "invalid character range",
            ErrorCode::BadRpt => "repetition-operator operand invalid",
            ErrorCode::Empty => "empty (sub)expression",
            ErrorCode::Space => "out of memory",
        }
    }
}

/// A parsed regex.
#[derive(Clone, Debug)]
pub(crate) enum Node {
    Empty,
    Byte(u8),
    Any,
    Set(Box<[bool; 256]>),
    Bol,
    Eol,
    Bow,
    Eow,
    Group(usize, Box<Node>),
    Backref(usize),
    Concat(Vec<Node>),
    Alt(Vec<Node>),
    Repeat(Box<Node>, u32, Option<u32>),
}

/// A parsed regex and whether it uses back-references.
pub(crate) struct Parsed {
    node: Node,
    groups: usize,
    backrefs: bool,
}

/// `llvm::Regex::escape`: backslashes before `()^$|*+?.[]\{}`.
pub(crate) fn escape_into(text: &[u8], out: &mut Vec<u8>) {
    for &b in text {
        if b"()^$|*+?.[]\\{}".contains(&b) {
            out.push(b'\\');
        }
        out.push(b);
    }
}

/// Parses an extended regex as `llvm_regcomp(REG_EXTENDED)` does.
pub(crate) fn parse(pattern: &[u8]) -> Result<Parsed, ErrorCode> {
    let mut p = Parser {
        s: pattern,
        pos: 0,
        groups: 0,
        closed: [false; 10],
        backrefs: false,
        depth: 0,
    };
    let node = p.ere(None)?;
    Ok(Parsed {
        node,
        groups: p.groups,
        backrefs: p.backrefs,
    })
}

const DUPMAX: u32 = 255;

/// Deeper group nesting is refused (LLVM would exhaust its stack).
const NESTING_LIMIT: usize = 1_000;

struct Parser<'a> {
    s: &'a [u8],
    pos: usize,
    groups: usize,
    closed: [bool; 10],
    backrefs: bool,
    depth: usize,
}

impl Parser<'_> {
    fn more(&self) -> bool {
        self.pos < self.s.len()
    }
    fn more2(&self) -> bool {
        self.pos + 1 < self.s.len()
    }
    fn peek(&self) -> u8 {
        self.s.get(self.pos).copied().unwrap_or(0)
    }
    fn peek2(&self) -> u8 {
        self.s.get(self.pos + 1).copied().unwrap_or(0)
    }
    fn next(&mut self) -> u8 {
        let c = self.peek();
        self.pos += 1;
        c
    }
    fn see(&self, c: u8) -> bool {
        self.more() && self.peek() == c
    }
    fn see_two(&self, a: u8, b: u8) -> bool {
        self.more2() && self.peek() == a && self.peek2() == b
    }
    fn eat(&mut self, c: u8) -> bool {
        let seen = self.see(c);
        if seen {
            self.pos += 1;
        }
        seen
    }
    fn eat_two(&mut self, a: u8, b: u8) -> bool {
        let seen = self.see_two(a, b);
        if seen {
            self.pos += 2;
        }
        seen
    }
    fn repetition_follows(&self) -> bool {
        self.more() && {
            let c = self.peek();
            matches!(c, b'*' | b'+' | b'?')
                || (c == b'{' && self.more2() && self.peek2().is_ascii_digit())
        }
    }

    /// `p_ere`: alternatives of concatenations, up to `stop`.
    fn ere(&mut self, stop: Option<u8>) -> Result<Node, ErrorCode> {
        let mut alternatives = Vec::new();
        loop {
            let mut items = Vec::new();
            while self.more() && self.peek() != b'|' && Some(self.peek()) != stop {
                if let Some(node) = self.ere_exp()? {
                    items.push(node);
                }
            }
            if items.is_empty() {
                return Err(ErrorCode::Empty);
            }
            alternatives.push(if items.len() == 1 {
                items.remove(0)
            } else {
                Node::Concat(items)
            });
            if !self.eat(b'|') {
                break;
            }
        }
        Ok(if alternatives.len() == 1 {
            alternatives.remove(0)
        } else {
            Node::Alt(alternatives)
        })
    }

    /// `p_ere_exp`: an atom and its repetition; `None` when `{0}` dropped it.
    fn ere_exp(&mut self) -> Result<Option<Node>, ErrorCode> {
        let c = self.next();
        let mut was_caret = false;
        let atom = match c {
            b'(' => {
                if !self.more() {
                    return Err(ErrorCode::Paren);
                }
                if self.depth >= NESTING_LIMIT {
                    return Err(ErrorCode::Space);
                }
                self.groups += 1;
                let group = self.groups;
                self.depth += 1;
                let inner = if self.see(b')') {
                    Node::Empty
                } else {
                    self.ere(Some(b')'))?
                };
                self.depth -= 1;
                if group < 10 {
                    self.closed[group] = true;
                }
                if !(self.more() && self.next() == b')') {
                    return Err(ErrorCode::Paren);
                }
                Node::Group(group, Box::new(inner))
            }
            b')' => return Err(ErrorCode::Paren),
            b'^' => {
                was_caret = true;
                Node::Bol
            }
            b'$' => Node::Eol,
            b'|' => return Err(ErrorCode::Empty),
            b'*' | b'+' | b'?' => return Err(ErrorCode::BadRpt),
            b'.' => Node::Any,
            b'[' => self.bracket()?,
            b'\\' => {
                if !self.more() {
                    return Err(ErrorCode::Escape);
                }
                let c = self.next();
                if (b'1'..=b'9').contains(&c) {
                    let n = usize::from(c - b'0');
                    if !self.closed[n] {
                        return Err(ErrorCode::SubReg);
                    }
                    self.backrefs = true;
                    Node::Backref(n)
                } else {
                    Node::Byte(c)
                }
            }
            b'{' => {
                if self.more() && self.peek().is_ascii_digit() {
                    return Err(ErrorCode::BadRpt);
                }
                Node::Byte(c)
            }
            _ => Node::Byte(c),
        };
        if !self.repetition_follows() {
            return Ok(Some(atom));
        }
        let op = self.next();
        if was_caret {
            return Err(ErrorCode::BadRpt);
        }
        let (min, max) = match op {
            b'*' => (0, None),
            b'+' => (1, None),
            b'?' => (0, Some(1)),
            _ => {
                let min = self.count()?;
                let max = if self.eat(b',') {
                    if self.more() && self.peek().is_ascii_digit() {
                        let max = self.count()?;
                        if min > max {
                            return Err(ErrorCode::BadBr);
                        }
                        Some(max)
                    } else {
                        None
                    }
                } else {
                    Some(min)
                };
                if !self.eat(b'}') {
                    while self.more() && self.peek() != b'}' {
                        self.pos += 1;
                    }
                    return Err(if self.more() {
                        ErrorCode::BadBr
                    } else {
                        ErrorCode::Brace
                    });
                }
                (min, max)
            }
        };
        if self.repetition_follows() {
            return Err(ErrorCode::BadRpt);
        }
        if max == Some(0) {
            return Ok(None);
        }
        Ok(Some(Node::Repeat(Box::new(atom), min, max)))
    }

    /// `p_count`.
    fn count(&mut self) -> Result<u32, ErrorCode> {
        let mut count = 0u32;
        let mut digits = 0;
        while self.more() && self.peek().is_ascii_digit() && count <= DUPMAX {
            count = count * 10 + u32::from(self.next() - b'0');
            digits += 1;
        }
        if digits == 0 || count > DUPMAX {
            return Err(ErrorCode::BadBr);
        }
        Ok(count)
    }

    /// `p_bracket`, after the `[`.
    fn bracket(&mut self) -> Result<Node, ErrorCode> {
        let rest = &self.s[self.pos..];
        if rest.len() > 5 {
            if rest.starts_with(b"[:<:]]") {
                self.pos += 6;
                return Ok(Node::Bow);
            }
            if rest.starts_with(b"[:>:]]") {
                self.pos += 6;
                return Ok(Node::Eow);
            }
        }
        let mut set = Box::new([false; 256]);
        let invert = self.eat(b'^');
        if self.eat(b']') {
            set[usize::from(b']')] = true;
        } else if self.eat(b'-') {
            set[usize::from(b'-')] = true;
        }
        while self.more() && self.peek() != b']' && !self.see_two(b'-', b']') {
            self.bracket_term(&mut set)?;
        }
        if self.eat(b'-') {
            set[usize::from(b'-')] = true;
        }
        if !(self.more() && self.next() == b']') {
            return Err(ErrorCode::Brack);
        }
        if invert {
            for b in set.iter_mut() {
                *b = !*b;
            }
        }
        Ok(Node::Set(set))
    }

    /// `p_b_term`.
    fn bracket_term(&mut self, set: &mut [bool; 256]) -> Result<(), ErrorCode> {
        let kind = match self.peek() {
            b'[' if self.more2() => self.peek2(),
            b'-' => return Err(ErrorCode::Range),
            _ => 0,
        };
        match kind {
            b':' => {
                self.pos += 2;
                if !self.more() {
                    return Err(ErrorCode::Brack);
                }
                if matches!(self.peek(), b'-' | b']') {
                    return Err(ErrorCode::CType);
                }
                let start = self.pos;
                while self.more() && self.peek().is_ascii_alphabetic() {
                    self.pos += 1;
                }
                let chars = class_chars(&self.s[start..self.pos]).ok_or(ErrorCode::CType)?;
                for &c in chars {
                    set[usize::from(c)] = true;
                }
                if !self.more() {
                    return Err(ErrorCode::Brack);
                }
                if !self.eat_two(b':', b']') {
                    return Err(ErrorCode::CType);
                }
            }
            b'=' => {
                self.pos += 2;
                if !self.more() {
                    return Err(ErrorCode::Brack);
                }
                if matches!(self.peek(), b'-' | b']') {
                    return Err(ErrorCode::Collate);
                }
                let c = self.collating_element(b'=')?;
                set[usize::from(c)] = true;
                if !self.more() {
                    return Err(ErrorCode::Brack);
                }
                if !self.eat_two(b'=', b']') {
                    return Err(ErrorCode::Collate);
                }
            }
            _ => {
                let start = self.symbol()?;
                let finish = if self.see(b'-') && self.more2() && self.peek2() != b']' {
                    self.pos += 1;
                    if self.eat(b'-') { b'-' } else { self.symbol()? }
                } else {
                    start
                };
                // `char` is signed in LLVM's build.
                let (start, finish) = (start as i8, finish as i8);
                if start > finish {
                    return Err(ErrorCode::Range);
                }
                for c in start..=finish {
                    set[usize::from(c as u8)] = true;
                }
            }
        }
        Ok(())
    }

    /// `p_b_symbol`.
    fn symbol(&mut self) -> Result<u8, ErrorCode> {
        if !self.more() {
            return Err(ErrorCode::Brack);
        }
        if !self.eat_two(b'[', b'.') {
            return Ok(self.next());
        }
        let c = self.collating_element(b'.')?;
        if !self.eat_two(b'.', b']') {
            return Err(ErrorCode::Collate);
        }
        Ok(c)
    }

    /// `p_b_coll_elem`: a name up to `end]`.
    fn collating_element(&mut self, end: u8) -> Result<u8, ErrorCode> {
        let start = self.pos;
        while self.more() && !self.see_two(end, b']') {
            self.pos += 1;
        }
        if !self.more() {
            return Err(ErrorCode::Brack);
        }
        let name = &self.s[start..self.pos];
        if let Some(&(_, c)) = COLLATING_NAMES.iter().find(|(n, _)| n.as_bytes() == name) {
            return Ok(c);
        }
        match name {
            [c] => Ok(*c),
            _ => Err(ErrorCode::Collate),
        }
    }
}

/// The members of a `[:name:]` class (C locale).
fn class_chars(name: &[u8]) -> Option<&'static [u8]> {
    const ALNUM: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
    const CNTRL: &[u8] = b"\x07\x08\t\n\x0b\x0c\r\x01\x02\x03\x04\x05\x06\x0e\x0f\x10\x11\x12\x13\x14\x15\x16\x17\x18\x19\x1a\x1b\x1c\x1d\x1e\x1f\x7f";
    const GRAPH: &[u8] =
        b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~";
    const PRINT: &[u8] =
        b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~ ";
    Some(match name {
        b"alnum" => ALNUM,
        b"alpha" => b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz",
        b"blank" => b" \t",
        b"cntrl" => CNTRL,
        b"digit" => b"0123456789",
        b"graph" => GRAPH,
        b"lower" => b"abcdefghijklmnopqrstuvwxyz",
        b"print" => PRINT,
        b"punct" => b"!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~",
        b"space" => b"\t\n\x0b\x0c\r ",
        b"upper" => b"ABCDEFGHIJKLMNOPQRSTUVWXYZ",
        b"xdigit" => b"0123456789ABCDEFabcdef",
        _ => return None,
    })
}

/// `regcomp`'s collating element names.
const COLLATING_NAMES: &[(&str, u8)] = &[
    ("NUL", 0),
    ("SOH", 1),
    ("STX", 2),
    ("ETX", 3),
    ("EOT", 4),
    ("ENQ", 5),
    ("ACK", 6),
    ("BEL", 7),
    ("alert", 7),
    ("BS", 8),
    ("backspace", 8),
    ("HT", 9),
    ("tab", 9),
    ("LF", 10),
    ("newline", 10),
    ("VT", 11),
    ("vertical-tab", 11),
    ("FF", 12),
    ("form-feed", 12),
    ("CR", 13),
    ("carriage-return", 13),
    ("SO", 14),
    ("SI", 15),
    ("DLE", 16),
    ("DC1", 17),
    ("DC2", 18),
    ("DC3", 19),
    ("DC4", 20),
    ("NAK", 21),
    ("SYN", 22),
    ("ETB", 23),
    ("CAN", 24),
    ("EM", 25),
    ("SUB", 26),
    ("ESC", 27),
    ("IS4", 28),
    ("FS", 28),
    ("IS3", 29),
    ("GS", 29),
    ("IS2", 30),
    ("RS", 30),
    ("IS1", 31),
    ("US", 31),
    ("space", b' '),
    ("exclamation-mark", b'!'),
    ("quotation-mark", b'"'),
    ("number-sign", b'#'),
    ("dollar-sign", b'$'),
    ("percent-sign", b'%'),
    ("ampersand", b'&'),
    ("apostrophe", b'\''),
    ("left-parenthesis", b'('),
    ("right-parenthesis", b')'),
    ("asterisk", b'*'),
    ("plus-sign", b'+'),
    ("comma", b','),
    ("hyphen", b'-'),
    ("hyphen-minus", b'-'),
    ("period", b'.'),
    ("full-stop", b'.'),
    ("slash", b'/'),
    ("solidus", b'/'),
    ("zero", b'0'),
    ("one", b'1'),
    ("two", b'2'),
    ("three", b'3'),
    ("four", b'4'),
    ("five", b'5'),
    ("six", b'6'),
    ("seven", b'7'),
    ("eight", b'8'),
    ("nine", b'9'),
    ("colon", b':'),
    ("semicolon", b';'),
    ("less-than-sign", b'<'),
    ("equals-sign", b'='),
    ("greater-than-sign", b'>'),
    ("question-mark", b'?'),
    ("commercial-at", b'@'),
    ("left-square-bracket", b'['),
    ("backslash", b'\\'),
    ("reverse-solidus", b'\\'),
    ("right-square-bracket", b']'),
    ("circumflex", b'^'),
    ("circumflex-accent", b'^'),
    ("underscore", b'_'),
    ("low-line", b'_'),
    ("grave-accent", b'`'),
    ("left-brace", b'{'),
    ("left-curly-bracket", b'{'),
    ("vertical-line", b'|'),
    ("right-brace", b'}'),
    ("right-curly-bracket", b'}'),
    ("tilde", b'~'),
    ("DEL", 127),
];

/// A compiled regex: searched anywhere in a message.
pub(crate) enum Regex {
    /// The pattern does not compile in LLVM: it never matches.
    Never,
    /// Translated to the `regex` crate (byte based, no Unicode).
    Native(regex::bytes::Regex),
    /// Back-references or oversized patterns: a bounded backtracker.
    Backtrack(Box<Node>, usize),
}

impl Regex {
    /// Compiles `pattern` (already validated or not).
    pub(crate) fn new(pattern: &[u8]) -> Regex {
        let Ok(parsed) = parse(pattern) else {
            return Regex::Never;
        };
        if !parsed.backrefs {
            let mut text = String::from("(?s-u)");
            translate(&parsed.node, &mut text);
            if let Ok(re) = regex::bytes::Regex::new(&text) {
                return Regex::Native(re);
            }
        }
        Regex::Backtrack(Box::new(parsed.node), parsed.groups)
    }

    /// Whether the regex matches anywhere in `haystack`.
    pub(crate) fn is_match(&self, haystack: &[u8]) -> bool {
        match self {
            Regex::Never => false,
            Regex::Native(re) => re.is_match(haystack),
            Regex::Backtrack(node, groups) => backtrack_search(node, *groups, haystack),
        }
    }
}

/// Writes `node` in the `regex` crate's syntax.
fn translate(node: &Node, out: &mut String) {
    match node {
        Node::Empty => out.push_str("(?:)"),
        Node::Byte(b) => {
            let _ = write!(out, "\\x{b:02X}");
        }
        Node::Any => out.push_str("(?s-u:.)"),
        Node::Set(set) => {
            out.push('[');
            let mut i = 0usize;
            let mut any = false;
            while i < 256 {
                if !set[i] {
                    i += 1;
                    continue;
                }
                let start = i;
                while i < 256 && set[i] {
                    i += 1;
                }
                let _ = write!(out, "\\x{start:02X}-\\x{:02X}", i - 1);
                any = true;
            }
            if !any {
                out.push_str("^\\x00-\\xFF");
            }
            out.push(']');
        }
        Node::Bol => out.push_str("(?-m:^)"),
        Node::Eol => out.push_str("(?-m:$)"),
        Node::Bow => out.push_str("\\b{start}"),
        Node::Eow => out.push_str("\\b{end}"),
        Node::Backref(_) => out.push_str("[^\\x00-\\xFF]"),
        Node::Group(_, inner) => {
            out.push_str("(?:");
            translate(inner, out);
            out.push(')');
        }
        Node::Concat(items) => {
            for item in items {
                translate(item, out);
            }
        }
        Node::Alt(alternatives) => {
            out.push_str("(?:");
            for (i, a) in alternatives.iter().enumerate() {
                if i > 0 {
                    out.push('|');
                }
                translate(a, out);
            }
            out.push(')');
        }
        Node::Repeat(inner, min, max) => {
            out.push_str("(?:");
            translate(inner, out);
            out.push(')');
            let _ = match max {
                Some(max) => write!(out, "{{{min},{max}}}"),
                None => write!(out, "{{{min},}}"),
            };
        }
    }
}

/// Step and depth limits of the backtracker (exceeding them counts as no match).
const STEP_LIMIT: usize = 1_000_000;
const DEPTH_LIMIT: usize = 4_000;

struct Ctx<'h> {
    hay: &'h [u8],
    steps: Cell<usize>,
    depth: Cell<usize>,
}

type Caps = Vec<Option<(usize, usize)>>;

fn is_word(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

fn backtrack_search(node: &Node, groups: usize, hay: &[u8]) -> bool {
    let cx = Ctx {
        hay,
        steps: Cell::new(0),
        depth: Cell::new(0),
    };
    for start in 0..=hay.len() {
        let mut caps: Caps = vec![None; groups + 1];
        if step(&cx, node, start, &mut caps, &mut |_, _| true) {
            return true;
        }
        if cx.steps.get() > STEP_LIMIT {
            return false;
        }
    }
    false
}

fn step(
    cx: &Ctx<'_>,
    node: &Node,
    i: usize,
    caps: &mut Caps,
    k: &mut dyn FnMut(usize, &mut Caps) -> bool,
) -> bool {
    cx.steps.set(cx.steps.get() + 1);
    if cx.steps.get() > STEP_LIMIT || cx.depth.get() > DEPTH_LIMIT {
        return false;
    }
    cx.depth.set(cx.depth.get() + 1);
    let result = step_inner(cx, node, i, caps, k);
    cx.depth.set(cx.depth.get() - 1);
    result
}

fn step_inner(
    cx: &Ctx<'_>,
    node: &Node,
    i: usize,
    caps: &mut Caps,
    k: &mut dyn FnMut(usize, &mut Caps) -> bool,
) -> bool {
    let hay = cx.hay;
    match node {
        Node::Empty => k(i, caps),
        Node::Byte(b) => hay.get(i) == Some(b) && k(i + 1, caps),
        Node::Any => i < hay.len() && k(i + 1, caps),
        Node::Set(set) => hay.get(i).is_some_and(|&c| set[usize::from(c)]) && k(i + 1, caps),
        Node::Bol => i == 0 && k(i, caps),
        Node::Eol => i == hay.len() && k(i, caps),
        Node::Bow => {
            (i == 0 || !is_word(hay[i - 1]))
                && hay.get(i).is_some_and(|&c| is_word(c))
                && k(i, caps)
        }
        Node::Eow => {
            i > 0 && is_word(hay[i - 1]) && hay.get(i).is_none_or(|&c| !is_word(c)) && k(i, caps)
        }
        Node::Group(index, inner) => {
            let index = *index;
            step(cx, inner, i, caps, &mut |j, caps: &mut Caps| {
                let saved = caps.get(index).copied().flatten();
                if let Some(slot) = caps.get_mut(index) {
                    *slot = Some((i, j));
                }
                let matched = k(j, caps);
                if let Some(slot) = caps.get_mut(index) {
                    *slot = saved;
                }
                matched
            })
        }
        Node::Backref(index) => match caps.get(*index).copied().flatten() {
            Some((a, b)) => {
                let len = b - a;
                i + len <= hay.len() && hay[i..i + len] == hay[a..b] && k(i + len, caps)
            }
            None => false,
        },
        Node::Concat(items) => concat(cx, items, i, caps, k),
        Node::Alt(alternatives) => alternatives.iter().any(|a| step(cx, a, i, caps, k)),
        Node::Repeat(inner, min, max) => repeat(cx, inner, *min, *max, 0, i, caps, k),
    }
}

fn concat(
    cx: &Ctx<'_>,
    items: &[Node],
    i: usize,
    caps: &mut Caps,
    k: &mut dyn FnMut(usize, &mut Caps) -> bool,
) -> bool {
    match items.split_first() {
        None => k(i, caps),
        Some((first, rest)) => step(cx, first, i, caps, &mut |j, caps: &mut Caps| {
            concat(cx, rest, j, caps, k)
        }),
    }
}

#[allow(clippy::too_many_arguments)]
fn repeat(
    cx: &Ctx<'_>,
    inner: &Node,
    min: u32,
    max: Option<u32>,
    count: u32,
    i: usize,
    caps: &mut Caps,
    k: &mut dyn FnMut(usize, &mut Caps) -> bool,
) -> bool {
    if max.is_none_or(|max| count < max) {
        let more = step(cx, inner, i, caps, &mut |j, caps: &mut Caps| {
            if j == i && count >= min {
                return false;
            }
            repeat(cx, inner, min, max, count + 1, j, caps, k)
        });
        if more {
            return true;
        }
    }
    count >= min && k(i, caps)
}

#[cfg(test)]
mod tests {
    use super as ere;

    #[test]
    fn regex_engines() {
        let re = |p: &str| ere::Regex::new(p.as_bytes());
        // Back-references go to the backtracker.
        let backref = re("(a|b)\\1");
        assert!(matches!(backref, ere::Regex::Backtrack(..)));
        assert!(backref.is_match(b"xbby") && !backref.is_match(b"xaby"));
        // Bytes, not characters: `.` is one byte of a UTF-8 sequence.
        assert!(re("h.llo").is_match("hallo".as_bytes()));
        assert!(
            !re("h.llo").is_match("héllo".as_bytes()) && re("h..llo").is_match("héllo".as_bytes())
        );
        assert!(re("a.b").is_match(b"a\nb"));
        assert!(re("^a$").is_match(b"a") && !re("^a$").is_match(b"a\n"));
        assert!(re("[[:<:]]ab[[:>:]]").is_match(b"x ab.") && !re("[[:<:]]ab").is_match(b"xab"));
        // A backslash is literal inside brackets.
        assert!(re("[\\x]").is_match(b"\\") && !re("[\\x]").is_match(b"y"));
        // Patterns too large for the `regex` crate still work.
        let big = re("((x{99}){99}){9}y|z");
        assert!(big.is_match(b"z") && !big.is_match(b"y"));
        // The backtracker gives up (no match) instead of running away.
        let blowup = re("(c)?((a*)*)*b\\1");
        assert!(!blowup.is_match(&[b'a'; 40]));
        assert!(matches!(re("a\\1"), ere::Regex::Never));
        assert_eq!(ere::parse(&[b'('; 5000]).err(), Some(ere::ErrorCode::Space));
    }

    /// `\w` is an ordinary `w` to LLVM (checked with `mlir-opt-19
    /// --verify-diagnostics`: `{{us\w of}}` does not match "use of"), where
    /// the `regex` crate reads a word character.
    #[test]
    fn escaped_ordinary_characters_are_literal() {
        let re = |p: &str| ere::Regex::new(p.as_bytes());
        assert!(!re("us\\w of").is_match(b"use of undeclared SSA value name"));
        assert!(re("us\\w of").is_match(b"usw of"));
        assert!(!re("\\d").is_match(b"42") && re("\\d").is_match(b"d"));
        assert!(regex::Regex::new("us\\w of").unwrap().is_match("use of"));
    }
}
