//! TableGen's preprocessor: `#define`, `#ifdef`, `#ifndef`, `#else` and
//! `#endif` at the start of a line. Inactive regions and directive lines are
//! replaced by spaces (newlines are kept, so byte offsets and line numbers of
//! the text the parser sees are those of the file). Macros are global and
//! flow through `include`s in text order, so each `include "file"` in an
//! active region is reported to the caller at the point where it occurs.

use std::collections::BTreeSet;

use crate::diagnostics::{Diagnostic, FileId, Span};

/// The set of defined macro names, shared by all files of a run.
pub type Macros = BTreeSet<String>;

/// Called for each active `include "path"`, in text order, with the path
/// string (escapes resolved), the place of the string literal, and the
/// macros (so that the included file can be preprocessed right away).
pub type IncludeHandler<'a> = dyn FnMut(&str, Span, &mut Macros) + 'a;

#[derive(Clone, Copy, PartialEq)]
enum Directive {
    Ifdef,
    Ifndef,
    Else,
    Endif,
    Define,
}

struct Control {
    /// Whether this branch's lines are processed.
    active: bool,
    /// Whether an `#else` was seen.
    in_else: bool,
    /// The directive's place, for diagnostics.
    span: Span,
}

struct Scanner<'t> {
    text: &'t [u8],
    file: FileId,
    pos: usize,
    out: Vec<u8>,
    stack: Vec<Control>,
}

/// Preprocesses one file's text; `on_include` sees each active include.
pub fn preprocess(
    text: &str,
    file: FileId,
    macros: &mut Macros,
    on_include: &mut IncludeHandler<'_>,
) -> Result<String, Diagnostic> {
    let mut s = Scanner {
        text: text.as_bytes(),
        file,
        pos: 0,
        out: text.as_bytes().to_vec(),
        stack: Vec::new(),
    };
    s.run(macros, on_include)?;
    if let Some(open) = s.stack.last() {
        return Err(Diagnostic::error(
            Span::new(file, text.len(), text.len()),
            "reached EOF without matching #endif",
        )
        .with_note(Some(open.span), "the latest preprocessor control is here"));
    }
    // Only ASCII bytes were replaced (by spaces), so the text stays UTF-8.
    Ok(String::from_utf8(s.out)
        .unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned()))
}

fn is_ident_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_'
}

fn is_ident_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_'
}

impl Scanner<'_> {
    fn peek(&self, offset: usize) -> u8 {
        self.text.get(self.pos + offset).copied().unwrap_or(0)
    }

    fn at_end(&self) -> bool {
        self.pos >= self.text.len()
    }

    fn active(&self) -> bool {
        self.stack.iter().all(|c| c.active)
    }

    fn span(&self, start: usize, end: usize) -> Span {
        Span::new(self.file, start, end)
    }

    fn blank(&mut self, start: usize, end: usize) {
        for b in &mut self.out[start..end.min(self.text.len())] {
            if *b != b'\n' && *b != b'\r' {
                *b = b' ';
            }
        }
    }

    fn run(
        &mut self,
        macros: &mut Macros,
        on_include: &mut IncludeHandler<'_>,
    ) -> Result<(), Diagnostic> {
        let mut line_start = true;
        while !self.at_end() {
            if !self.active() {
                self.skip_inactive_line(macros)?;
                line_start = true;
                continue;
            }
            let c = self.peek(0);
            match c {
                b'\n' => {
                    self.pos += 1;
                    line_start = true;
                }
                b' ' | b'\t' | b'\r' | 0x0c => self.pos += 1,
                b'/' if self.peek(1) == b'/' => self.skip_line_comment(),
                b'/' if self.peek(1) == b'*' => self.skip_block_comment()?,
                b'#' if line_start => {
                    if let Some(directive) = self.directive_at(self.pos + 1) {
                        self.directive(directive, macros)?;
                        line_start = true;
                    } else {
                        self.pos += 1;
                        line_start = false;
                    }
                }
                b'"' => {
                    self.skip_string()?;
                    line_start = false;
                }
                b'[' if self.peek(1) == b'{' => {
                    self.skip_code()?;
                    line_start = false;
                }
                c if is_ident_char(c) => {
                    let start = self.pos;
                    while is_ident_char(self.peek(0)) {
                        self.pos += 1;
                    }
                    if &self.text[start..self.pos] == b"include" {
                        self.include(macros, on_include)?;
                    }
                    line_start = false;
                }
                _ => {
                    self.pos += 1;
                    line_start = false;
                }
            }
        }
        Ok(())
    }

    fn skip_line_comment(&mut self) {
        while !self.at_end() && self.peek(0) != b'\n' && self.peek(0) != b'\r' {
            self.pos += 1;
        }
    }

    /// Skips a (nesting) `/* */` comment; the position is at the `/`.
    fn skip_block_comment(&mut self) -> Result<(), Diagnostic> {
        let start = self.pos;
        self.pos += 2;
        let mut depth = 1;
        while depth > 0 {
            if self.at_end() {
                return Err(Diagnostic::error(
                    self.span(start, start + 2),
                    "unterminated comment",
                ));
            }
            if self.peek(0) == b'*' && self.peek(1) == b'/' {
                depth -= 1;
                self.pos += 2;
            } else if self.peek(0) == b'/' && self.peek(1) == b'*' {
                depth += 1;
                self.pos += 2;
            } else {
                self.pos += 1;
            }
        }
        Ok(())
    }

    /// Skips a string literal, reporting the errors `llvm-tblgen`'s lexer
    /// reports (the grammar alone would only say a value is expected).
    fn skip_string(&mut self) -> Result<(), Diagnostic> {
        let start = self.pos;
        self.pos += 1;
        loop {
            if self.at_end() {
                return Err(Diagnostic::error(
                    self.span(start, start + 1),
                    "end of file in string literal",
                ));
            }
            match self.peek(0) {
                b'"' => {
                    self.pos += 1;
                    return Ok(());
                }
                b'\n' | b'\r' => {
                    return Err(Diagnostic::error(
                        self.span(start, self.pos),
                        "end of line in string literal",
                    ));
                }
                b'\\' => {
                    if !matches!(self.peek(1), b'\\' | b'\'' | b'"' | b't' | b'n') {
                        return Err(Diagnostic::error(
                            self.span(self.pos, self.pos + 2),
                            "invalid escape in string literal",
                        ));
                    }
                    self.pos += 2;
                }
                _ => self.pos += 1,
            }
        }
    }

    fn skip_code(&mut self) -> Result<(), Diagnostic> {
        let start = self.pos;
        self.pos += 2;
        while !self.at_end() {
            if self.peek(0) == b'}' && self.peek(1) == b']' {
                self.pos += 2;
                return Ok(());
            }
            self.pos += 1;
        }
        Err(Diagnostic::error(
            self.span(start, start + 2),
            "unterminated code block",
        ))
    }

    /// Skips whitespace and comments (stopping at line ends only when asked).
    fn skip_trivia(&mut self, cross_lines: bool) -> Result<(), Diagnostic> {
        loop {
            match self.peek(0) {
                b' ' | b'\t' | 0x0c => self.pos += 1,
                b'\n' | b'\r' if cross_lines => self.pos += 1,
                b'/' if self.peek(1) == b'/' => self.skip_line_comment(),
                b'/' if self.peek(1) == b'*' => self.skip_block_comment()?,
                _ => return Ok(()),
            }
        }
    }

    fn include(
        &mut self,
        macros: &mut Macros,
        on_include: &mut IncludeHandler<'_>,
    ) -> Result<(), Diagnostic> {
        self.skip_trivia(true)?;
        if self.peek(0) != b'"' {
            // The parser reports the missing file name.
            return Ok(());
        }
        let start = self.pos;
        let mut path = Vec::new();
        self.pos += 1;
        loop {
            if self.at_end() {
                return Ok(());
            }
            match self.peek(0) {
                b'"' => {
                    self.pos += 1;
                    break;
                }
                b'\n' | b'\r' => return Ok(()),
                b'\\' => {
                    let escaped = match self.peek(1) {
                        b't' => b'\t',
                        b'n' => b'\n',
                        c => c,
                    };
                    path.push(escaped);
                    self.pos += 2;
                }
                c => {
                    path.push(c);
                    self.pos += 1;
                }
            }
        }
        let path = String::from_utf8_lossy(&path).into_owned();
        on_include(&path, self.span(start, self.pos), macros);
        Ok(())
    }

    /// The directive starting at `at` (just after a `#`), if any.
    fn directive_at(&self, at: usize) -> Option<Directive> {
        const WORDS: [(&[u8], Directive); 5] = [
            (b"ifdef", Directive::Ifdef),
            (b"ifndef", Directive::Ifndef),
            (b"else", Directive::Else),
            (b"endif", Directive::Endif),
            (b"define", Directive::Define),
        ];
        for (word, directive) in WORDS {
            if !self.text[at.min(self.text.len())..].starts_with(word) {
                continue;
            }
            let next = self.text.get(at + word.len()).copied();
            match next {
                None | Some(b' ' | b'\t' | b'\n' | b'\r') => return Some(directive),
                Some(b'/') if matches!(self.text.get(at + word.len() + 1), Some(b'/' | b'*')) => {
                    return Some(directive);
                }
                _ => {}
            }
        }
        None
    }

    /// Handles a directive; the position is at its `#`.
    fn directive(&mut self, directive: Directive, macros: &mut Macros) -> Result<(), Diagnostic> {
        let start = self.pos;
        let word_len = match directive {
            Directive::Ifdef => 5,
            Directive::Ifndef => 6,
            Directive::Else => 4,
            Directive::Endif => 5,
            Directive::Define => 6,
        };
        self.pos += 1 + word_len;
        let directive_span = self.span(start, self.pos);
        let name_of = |d: Directive| match d {
            Directive::Ifdef => "#ifdef",
            Directive::Ifndef => "#ifndef",
            Directive::Else => "#else",
            Directive::Endif => "#endif",
            Directive::Define => "#define",
        };
        let mut macro_name = None;
        if matches!(
            directive,
            Directive::Ifdef | Directive::Ifndef | Directive::Define
        ) {
            while matches!(self.peek(0), b' ' | b'\t') {
                self.pos += 1;
            }
            let name_start = self.pos;
            if is_ident_start(self.peek(0)) {
                while is_ident_char(self.peek(0)) {
                    self.pos += 1;
                }
            }
            if name_start == self.pos {
                return Err(Diagnostic::error(
                    self.span(name_start, name_start),
                    format!("expected macro name after {}", name_of(directive)),
                ));
            }
            macro_name =
                Some(String::from_utf8_lossy(&self.text[name_start..self.pos]).into_owned());
        }
        // Only comments may follow on the line.
        self.skip_trivia(false)?;
        if !self.at_end() && !matches!(self.peek(0), b'\n' | b'\r') {
            let what = match directive {
                Directive::Ifdef | Directive::Ifndef | Directive::Define => {
                    format!("{} NAME", name_of(directive))
                }
                _ => name_of(directive).to_string(),
            };
            return Err(Diagnostic::error(
                self.span(self.pos, self.pos + 1),
                format!("only comments are supported after {what}"),
            ));
        }
        let end = self.pos;
        self.blank(start, end);
        match directive {
            Directive::Ifdef | Directive::Ifndef => {
                let defined = macro_name.is_some_and(|m| macros.contains(&m));
                self.stack.push(Control {
                    active: defined == (directive == Directive::Ifdef),
                    in_else: false,
                    span: directive_span,
                });
            }
            Directive::Else => match self.stack.last_mut() {
                None => {
                    return Err(Diagnostic::error(
                        directive_span,
                        "#else without #ifdef or #ifndef",
                    ));
                }
                Some(c) if c.in_else => {
                    let previous = c.span;
                    return Err(Diagnostic::error(directive_span, "double #else")
                        .with_note(Some(previous), "previous #else is here"));
                }
                Some(c) => {
                    c.active = !c.active;
                    c.in_else = true;
                    c.span = directive_span;
                }
            },
            Directive::Endif => {
                if self.stack.pop().is_none() {
                    return Err(Diagnostic::error(directive_span, "#endif without #ifdef"));
                }
            }
            Directive::Define => {
                if let Some(name) = macro_name {
                    macros.insert(name);
                }
            }
        }
        Ok(())
    }

    /// In an inactive region: blanks one line, handling a directive that
    /// starts it (after blanks and `/* */` comments). `#define` is ignored
    /// there; the other directives keep the control stack balanced, and the
    /// region stays inactive while any enclosing branch is.
    fn skip_inactive_line(&mut self, macros: &mut Macros) -> Result<(), Diagnostic> {
        let line_begin = self.pos;
        self.skip_trivia(false)?;
        if self.peek(0) == b'#'
            && let Some(directive) = self.directive_at(self.pos + 1)
            && directive != Directive::Define
        {
            self.blank(line_begin, self.pos);
            self.directive(directive, macros)?;
            self.finish_line();
            return Ok(());
        }
        self.finish_line();
        self.blank(line_begin, self.pos);
        Ok(())
    }

    /// Moves past the end of the current line.
    fn finish_line(&mut self) {
        let start = self.pos;
        while !self.at_end() && self.peek(0) != b'\n' {
            self.pos += 1;
        }
        if !self.active() {
            self.blank(start, self.pos);
        }
        if !self.at_end() {
            self.pos += 1;
        }
    }
}
