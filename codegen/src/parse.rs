//! The parser: runs the `pest` grammar (`grammar.pest`) over a preprocessed
//! file and builds the [`ast`](crate::ast). Syntax errors become
//! [`Diagnostic`]s at the place the grammar stopped.

use pest::Parser as _;
use pest::iterators::Pair;

use crate::ast::*;
use crate::diagnostics::{Diagnostic, FileId, Span};

mod grammar {
    #![allow(missing_docs)]
    //! The parser `pest_derive` generates from `grammar.pest`.
    #[derive(pest_derive::Parser)]
    #[grammar = "grammar.pest"]
    pub(super) struct TdGrammar;
}

use grammar::{Rule, TdGrammar};

/// Parses one preprocessed file. `include` items come back with no items;
/// the loader fills them in.
pub fn parse_file(text: &str, file: FileId) -> Result<File, Diagnostic> {
    let mut pairs = TdGrammar::parse(Rule::file, text).map_err(|e| syntax_error(&e, text, file))?;
    let Some(root) = pairs.next() else {
        return Ok(File {
            file,
            items: Vec::new(),
        });
    };
    let mut builder = Builder { file, depth: 0 };
    let mut items = Vec::new();
    for pair in root.into_inner() {
        if pair.as_rule() != Rule::EOI {
            items.push(builder.item(pair)?);
        }
    }
    Ok(File { file, items })
}

/// What a grammar rule stands for in messages (`None`: its tokens say it).
fn rule_name(rule: Rule) -> Option<&'static str> {
    match rule {
        Rule::ident | Rule::id_value | Rule::class_type => Some("identifier"),
        Rule::var_name => Some("'$name'"),
        Rule::value | Rule::name_value | Rule::arg | Rule::bang_arg | Rule::dag_arg => {
            Some("value")
        }
        Rule::type_expr => Some("type"),
        Rule::EOI => Some("end of file"),
        _ => None,
    }
}

/// Whether the grammar stopped where a value could have gone on (with a
/// suffix such as `.field` or `# paste`).
fn is_value_suffix(rule: Rule) -> bool {
    matches!(
        rule,
        Rule::bit_suffix | Rule::slice_suffix | Rule::field_suffix | Rule::paste_suffix
    )
}

/// What a token the grammar tried stands for in messages.
fn token_description(token: &str, value_could_continue: bool) -> Option<String> {
    const STATEMENTS: &[&str] = &[
        "assert",
        "class",
        "def",
        "defm",
        "defset",
        "defvar",
        "dump",
        "foreach",
        "if",
        "include",
        "let",
        "multiclass",
    ];
    const TYPES: &[&str] = &[
        "bit", "bits", "code", "dag", "int", "list", "string", "field",
    ];
    const VALUE_STARTS: &[&str] = &["!", "\"", "+", "0b", "0x", "?", "[{", "true", "false"];
    match token {
        " " | "\t" | "\n" | "\r" | "\u{c}" | "/*" | "//" => None,
        "_" => (!value_could_continue).then(|| "identifier".to_string()),
        "#" | "." | "[" | "{" if value_could_continue => None,
        t if STATEMENTS.contains(&t) => {
            Some("statement (class, def, defm, let, foreach, ...)".to_string())
        }
        t if TYPES.contains(&t) => Some("type".to_string()),
        t if VALUE_STARTS.contains(&t) => Some("value".to_string()),
        t => Some(format!("'{t}'")),
    }
}

fn syntax_error(e: &pest::error::Error<Rule>, text: &str, file: FileId) -> Diagnostic {
    let pos = match e.location {
        pest::error::InputLocation::Pos(p) => p,
        pest::error::InputLocation::Span((s, _)) => s,
    };
    let positives: Vec<Rule> = match &e.variant {
        pest::error::ErrorVariant::ParsingError { positives, .. } => positives.clone(),
        pest::error::ErrorVariant::CustomError { .. } => Vec::new(),
    };
    let value_could_continue = positives.iter().any(|r| is_value_suffix(*r));
    let mut expected: Vec<String> = Vec::new();
    // The tokens tried at the failure point (the default error only names
    // rules); collecting them costs a second parse, on the error path only.
    pest::set_error_detail(true);
    let detailed = TdGrammar::parse(Rule::file, text).err();
    pest::set_error_detail(false);
    if let Some(attempts) = detailed.and_then(|d| d.parse_attempts()) {
        for token in attempts.expected_tokens() {
            // Tokens print as their text; character ranges as `a..z`.
            let token = token.to_string();
            let is_range =
                token.chars().count() == 4 && token.chars().skip(1).take(2).all(|c| c == '.');
            let description = if is_range {
                (!value_could_continue).then(|| "identifier".to_string())
            } else if token == "BUILTIN_RULE" {
                None
            } else {
                token_description(&token, value_could_continue)
            };
            expected.extend(description);
        }
    }
    expected.extend(
        positives
            .iter()
            .filter_map(|r| rule_name(*r))
            .map(str::to_string),
    );
    if expected.iter().any(|e| e == "value") {
        // Lists, bits, dags and names are values too.
        expected.retain(|e| !matches!(e.as_str(), "'['" | "'{'" | "'('" | "'-'" | "identifier"));
    }
    if expected.iter().any(|e| e == "'...'") {
        // `-` is the deprecated spelling of `...`.
        expected.retain(|e| e != "'-'" && e != "value");
    }
    // Punctuation first, then words; each once.
    expected.sort_by_key(|e| (!e.starts_with('\''), e.clone()));
    expected.dedup();
    let found = describe_token_at(text, pos);
    let message = match expected.as_slice() {
        [] => format!("unexpected {found}"),
        [one] => format!("expected {one}, found {found}"),
        [init @ .., last] => format!("expected {} or {last}, found {found}", init.join(", ")),
    };
    let end = text[pos..]
        .chars()
        .next()
        .map_or(pos, |c| pos + c.len_utf8());
    Diagnostic::error(Span::new(file, pos, end), message)
}

fn describe_token_at(text: &str, pos: usize) -> String {
    let rest = &text[pos..];
    let Some(c) = rest.chars().next() else {
        return "end of file".to_string();
    };
    if c.is_ascii_alphanumeric() || c == '_' {
        let word: String = rest
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect();
        format!("'{word}'")
    } else {
        format!("'{c}'")
    }
}

struct Builder {
    file: FileId,
    depth: u32,
}

/// Values nested deeper than this are refused (a guard for the stack).
const MAX_NESTING: u32 = 200;

/// Whether a dag operator starts as `llvm-tblgen` requires: a name, `?`,
/// `!cast` or `!getdagop`.
fn is_dag_operator(op: &Value) -> bool {
    match &op.kind {
        ValueKind::BitRange { value, .. }
        | ValueKind::Slice { value, .. }
        | ValueKind::Field { value, .. } => is_dag_operator(value),
        ValueKind::Paste { lhs, .. } => is_dag_operator(lhs),
        ValueKind::Id(_) | ValueKind::ClassInstance { .. } | ValueKind::Unset => true,
        ValueKind::Bang(b) => matches!(b.op, BangOp::Cast | BangOp::GetDagOp),
        _ => false,
    }
}

type PResult<T> = std::result::Result<T, Diagnostic>;

fn is_keyword_token(rule: Rule) -> bool {
    matches!(
        rule,
        Rule::kw_assert
            | Rule::kw_class
            | Rule::kw_def
            | Rule::kw_defm
            | Rule::kw_defset
            | Rule::kw_defvar
            | Rule::kw_dump
            | Rule::kw_else
            | Rule::kw_foreach
            | Rule::kw_if
            | Rule::kw_in
            | Rule::kw_include
            | Rule::kw_let
            | Rule::kw_multiclass
            | Rule::kw_then
            | Rule::kw_bits
            | Rule::kw_list
    )
}

/// The children of a pair, without keyword tokens.
fn children(pair: Pair<'_, Rule>) -> impl Iterator<Item = Pair<'_, Rule>> {
    pair.into_inner().filter(|p| !is_keyword_token(p.as_rule()))
}

impl Builder {
    /// The pair's place, without the blanks the grammar skipped after it.
    fn span(&self, pair: &Pair<'_, Rule>) -> Span {
        let s = pair.as_span();
        let trimmed = pair.as_str().trim_end().len();
        Span::new(self.file, s.start(), s.start() + trimmed)
    }

    fn ident(&self, pair: Pair<'_, Rule>) -> Ident {
        Ident {
            span: self.span(&pair),
            name: pair.as_str().to_string(),
        }
    }

    fn error(&self, pair: &Pair<'_, Rule>, message: impl Into<String>) -> Diagnostic {
        Diagnostic::error(self.span(pair), message)
    }

    fn item(&mut self, pair: Pair<'_, Rule>) -> PResult<Item> {
        if self.depth >= MAX_NESTING {
            return Err(self.error(&pair, "items nested too deeply"));
        }
        self.depth += 1;
        let result = self.item_inner(pair);
        self.depth -= 1;
        result
    }

    fn item_inner(&mut self, pair: Pair<'_, Rule>) -> PResult<Item> {
        let span = self.span(&pair);
        let rule = pair.as_rule();
        let kind = match rule {
            Rule::include => {
                let lit = children(pair)
                    .next()
                    .ok_or_else(|| Diagnostic::error(span, "expected filename after include"))?;
                ItemKind::Include(Include {
                    path_span: self.span(&lit),
                    path: self.string_literal(&lit)?,
                    file: None,
                    items: Vec::new(),
                })
            }
            Rule::class_def => {
                let mut name = None;
                let mut template_args = Vec::new();
                let mut bases = Vec::new();
                let mut body = None;
                for p in children(pair) {
                    match p.as_rule() {
                        Rule::ident => name = Some(self.ident(p)),
                        Rule::template_args => template_args = self.template_args(p)?,
                        Rule::base_list => bases = self.base_list(p)?,
                        Rule::body => body = self.body(p)?,
                        _ => {}
                    }
                }
                ItemKind::Class(ClassDef {
                    name: name.ok_or_else(|| Diagnostic::error(span, "expected class name"))?,
                    template_args,
                    bases,
                    body,
                })
            }
            Rule::def => {
                let mut name = None;
                let mut bases = Vec::new();
                let mut body = None;
                for p in children(pair) {
                    match p.as_rule() {
                        Rule::object_name => name = Some(self.object_name(p)?),
                        Rule::base_list => bases = self.base_list(p)?,
                        Rule::body => body = self.body(p)?,
                        _ => {}
                    }
                }
                ItemKind::Def(DefDef { name, bases, body })
            }
            Rule::defm => {
                let mut name = None;
                let mut bases = Vec::new();
                for p in children(pair) {
                    match p.as_rule() {
                        Rule::object_name => name = Some(self.object_name(p)?),
                        Rule::base_list => bases = self.base_list(p)?,
                        _ => {}
                    }
                }
                ItemKind::Defm(Defm { name, bases })
            }
            Rule::defset => {
                let mut inner = children(pair);
                let ty = self.type_expr(self.next(&mut inner, span)?)?;
                let name = self.ident(self.next(&mut inner, span)?);
                let items = inner.map(|p| self.item(p)).collect::<PResult<_>>()?;
                ItemKind::Defset(Defset { ty, name, items })
            }
            Rule::defvar => ItemKind::Defvar(self.defvar(pair)?),
            Rule::foreach => {
                let mut inner = children(pair);
                let iter = self.ident(self.next(&mut inner, span)?);
                let list_pair = self.next(&mut inner, span)?;
                let list_span = self.span(&list_pair);
                let mut list_inner = list_pair.into_inner();
                let first = list_inner
                    .next()
                    .ok_or_else(|| Diagnostic::error(list_span, "expected list"))?;
                let list = match first.as_rule() {
                    Rule::range_list => ForeachList::Ranges(self.range_list(first)?),
                    _ => ForeachList::Value(Box::new(self.range_piece(first)?)),
                };
                let (items, _) = self.objects(self.next(&mut inner, span)?)?;
                ItemKind::Foreach(Foreach { iter, list, items })
            }
            Rule::if_stmt => {
                let mut inner = children(pair);
                let cond = self.value(self.next(&mut inner, span)?)?;
                let (then_items, _) = self.objects(self.next(&mut inner, span)?)?;
                let else_items = match inner.next() {
                    Some(p) => Some(self.objects(p)?.0),
                    None => None,
                };
                ItemKind::If(IfItem {
                    cond,
                    then_items,
                    else_items,
                })
            }
            Rule::let_stmt => {
                let mut bindings = Vec::new();
                let mut items = Vec::new();
                let mut braced = false;
                for p in children(pair) {
                    match p.as_rule() {
                        Rule::let_item => {
                            let mut inner = p.into_inner();
                            let name = self.ident(self.next(&mut inner, span)?);
                            let mut bits = Vec::new();
                            let mut value = None;
                            for q in inner {
                                match q.as_rule() {
                                    Rule::range_list => bits = self.range_list(q)?,
                                    _ => value = Some(self.value(q)?),
                                }
                            }
                            bindings.push(LetBinding {
                                name,
                                bits,
                                value: value.ok_or_else(|| {
                                    Diagnostic::error(span, "expected '=' in let expression")
                                })?,
                            });
                        }
                        Rule::objects => (items, braced) = self.objects(p)?,
                        _ => {}
                    }
                }
                ItemKind::Let(LetItem {
                    bindings,
                    items,
                    braced,
                })
            }
            Rule::multiclass => {
                let mut name = None;
                let mut template_args = Vec::new();
                let mut bases = Vec::new();
                let mut items = None;
                for p in children(pair) {
                    match p.as_rule() {
                        Rule::ident => name = Some(self.ident(p)),
                        Rule::template_args => template_args = self.template_args(p)?,
                        Rule::base_list => bases = self.base_list(p)?,
                        Rule::multiclass_body => {
                            items = Some(
                                p.into_inner()
                                    .map(|q| self.item(q))
                                    .collect::<PResult<_>>()?,
                            );
                        }
                        _ => {}
                    }
                }
                ItemKind::MultiClass(MultiClassDef {
                    name: name
                        .ok_or_else(|| Diagnostic::error(span, "expected multiclass name"))?,
                    template_args,
                    bases,
                    items,
                })
            }
            Rule::assert_stmt => ItemKind::Assert(self.assert(pair)?),
            Rule::dump_stmt => ItemKind::Dump(self.dump(pair)?),
            _ => return Err(self.error(&pair, "unexpected token at top level")),
        };
        Ok(Item { kind, span })
    }

    fn next<'i>(
        &self,
        inner: &mut impl Iterator<Item = Pair<'i, Rule>>,
        span: Span,
    ) -> PResult<Pair<'i, Rule>> {
        inner
            .next()
            .ok_or_else(|| Diagnostic::error(span, "incomplete syntax"))
    }

    /// Items of an `objects` rule and whether they were braced.
    fn objects(&mut self, pair: Pair<'_, Rule>) -> PResult<(Vec<Item>, bool)> {
        let braced = pair.as_str().starts_with('{');
        let items = pair
            .into_inner()
            .map(|p| self.item(p))
            .collect::<PResult<_>>()?;
        Ok((items, braced))
    }

    fn defvar(&mut self, pair: Pair<'_, Rule>) -> PResult<Defvar> {
        let span = self.span(&pair);
        let mut inner = children(pair);
        let name = self.ident(self.next(&mut inner, span)?);
        let value = self.value(self.next(&mut inner, span)?)?;
        Ok(Defvar { name, value })
    }

    fn assert(&mut self, pair: Pair<'_, Rule>) -> PResult<Assert> {
        let span = self.span(&pair);
        let mut inner = children(pair);
        let cond = self.value(self.next(&mut inner, span)?)?;
        let message = self.value(self.next(&mut inner, span)?)?;
        Ok(Assert { cond, message })
    }

    fn dump(&mut self, pair: Pair<'_, Rule>) -> PResult<Dump> {
        let span = self.span(&pair);
        let mut inner = children(pair);
        let message = self.value(self.next(&mut inner, span)?)?;
        Ok(Dump { message })
    }

    fn object_name(&mut self, pair: Pair<'_, Rule>) -> PResult<Value> {
        let span = self.span(&pair);
        let inner = pair
            .into_inner()
            .next()
            .ok_or_else(|| Diagnostic::error(span, "expected name"))?;
        self.value(inner)
    }

    fn template_args(&mut self, pair: Pair<'_, Rule>) -> PResult<Vec<Declaration>> {
        pair.into_inner().map(|p| self.declaration(p)).collect()
    }

    fn declaration(&mut self, pair: Pair<'_, Rule>) -> PResult<Declaration> {
        let span = self.span(&pair);
        let mut is_field = false;
        let mut ty = None;
        let mut name = None;
        let mut value = None;
        for p in pair.into_inner() {
            match p.as_rule() {
                Rule::field_kw => is_field = true,
                Rule::type_expr => ty = Some(self.type_expr(p)?),
                Rule::ident => name = Some(self.ident(p)),
                _ => value = Some(self.value(p)?),
            }
        }
        Ok(Declaration {
            is_field,
            ty: ty.ok_or_else(|| Diagnostic::error(span, "expected type"))?,
            name: name
                .ok_or_else(|| Diagnostic::error(span, "expected identifier in declaration"))?,
            value,
            span,
        })
    }

    fn base_list(&mut self, pair: Pair<'_, Rule>) -> PResult<Vec<ClassRef>> {
        pair.into_inner().map(|p| self.class_ref(p)).collect()
    }

    fn class_ref(&mut self, pair: Pair<'_, Rule>) -> PResult<ClassRef> {
        let span = self.span(&pair);
        let mut inner = pair.into_inner();
        let name = self.ident(self.next(&mut inner, span)?);
        let args = inner.map(|p| self.arg(p)).collect::<PResult<_>>()?;
        Ok(ClassRef { name, args, span })
    }

    fn arg(&mut self, pair: Pair<'_, Rule>) -> PResult<Arg> {
        let span = self.span(&pair);
        let inner = pair
            .into_inner()
            .next()
            .ok_or_else(|| Diagnostic::error(span, "expected value"))?;
        if inner.as_rule() == Rule::named_arg {
            let mut parts = inner.into_inner();
            let name = self.ident(self.next(&mut parts, span)?);
            let value = self.value(self.next(&mut parts, span)?)?;
            Ok(Arg {
                name: Some(name),
                value,
            })
        } else {
            Ok(Arg {
                name: None,
                value: self.value(inner)?,
            })
        }
    }

    fn body(&mut self, pair: Pair<'_, Rule>) -> PResult<Option<Vec<BodyItem>>> {
        if pair.as_str().starts_with(';') {
            return Ok(None);
        }
        let mut items = Vec::new();
        for p in pair.into_inner() {
            items.push(match p.as_rule() {
                Rule::field_item => {
                    let span = self.span(&p);
                    let decl = p
                        .into_inner()
                        .next()
                        .ok_or_else(|| Diagnostic::error(span, "expected declaration"))?;
                    BodyItem::Field(self.declaration(decl)?)
                }
                Rule::body_let => {
                    let span = self.span(&p);
                    let mut inner = children(p);
                    let name = self.ident(self.next(&mut inner, span)?);
                    let mut bits = Vec::new();
                    let mut value = None;
                    for q in inner {
                        match q.as_rule() {
                            Rule::range_list => bits = self.range_list(q)?,
                            _ => value = Some(self.value(q)?),
                        }
                    }
                    BodyItem::Let(BodyLet {
                        name,
                        bits,
                        value: value.ok_or_else(|| {
                            Diagnostic::error(span, "expected '=' in let expression")
                        })?,
                    })
                }
                Rule::defvar => BodyItem::Defvar(self.defvar(p)?),
                Rule::assert_stmt => BodyItem::Assert(self.assert(p)?),
                Rule::dump_stmt => BodyItem::Dump(self.dump(p)?),
                _ => return Err(self.error(&p, "unexpected token in body")),
            });
        }
        Ok(Some(items))
    }

    fn range_list(&mut self, pair: Pair<'_, Rule>) -> PResult<Vec<RangePiece>> {
        pair.into_inner().map(|p| self.range_piece(p)).collect()
    }

    fn range_piece(&mut self, pair: Pair<'_, Rule>) -> PResult<RangePiece> {
        let span = self.span(&pair);
        let mut inner = pair.into_inner();
        let start = self.value(self.next(&mut inner, span)?)?;
        let end = match inner.next() {
            Some(p) => Some(self.value(p)?),
            None => None,
        };
        Ok(RangePiece { start, end, span })
    }

    fn type_expr(&mut self, pair: Pair<'_, Rule>) -> PResult<TypeExpr> {
        let span = self.span(&pair);
        let inner = match pair.as_rule() {
            Rule::type_expr => pair
                .into_inner()
                .next()
                .ok_or_else(|| Diagnostic::error(span, "expected type"))?,
            _ => pair,
        };
        let kind = match inner.as_rule() {
            Rule::bits_type => {
                let n = children(inner)
                    .next()
                    .ok_or_else(|| Diagnostic::error(span, "expected integer in bits<n> type"))?;
                let width = n
                    .as_str()
                    .parse::<u64>()
                    .map_err(|_| self.error(&n, "expected integer in bits<n> type"))?;
                TypeKind::Bits(width)
            }
            Rule::list_type => {
                let elt = children(inner)
                    .next()
                    .ok_or_else(|| Diagnostic::error(span, "expected type"))?;
                TypeKind::List(Box::new(self.type_expr(elt)?))
            }
            Rule::bit_type => TypeKind::Bit,
            Rule::int_type => TypeKind::Int,
            Rule::string_type => TypeKind::String,
            Rule::code_type => TypeKind::Code,
            Rule::dag_type => TypeKind::Dag,
            Rule::class_type => {
                let id = inner
                    .into_inner()
                    .next()
                    .ok_or_else(|| Diagnostic::error(span, "expected class name"))?;
                TypeKind::Class(self.ident(id))
            }
            _ => return Err(self.error(&inner, "unknown token when expecting a type")),
        };
        Ok(TypeExpr { kind, span })
    }

    fn string_literal(&self, pair: &Pair<'_, Rule>) -> PResult<String> {
        let text = pair.as_str();
        let body = &text[1..text.len().saturating_sub(1).max(1)];
        let mut out = String::with_capacity(body.len());
        let mut chars = body.chars();
        while let Some(c) = chars.next() {
            if c != '\\' {
                out.push(c);
                continue;
            }
            match chars.next() {
                Some('t') => out.push('\t'),
                Some('n') => out.push('\n'),
                Some(c @ ('\\' | '\'' | '"')) => out.push(c),
                _ => return Err(self.error(pair, "invalid escape in string literal")),
            }
        }
        Ok(out)
    }

    fn value(&mut self, pair: Pair<'_, Rule>) -> PResult<Value> {
        if self.depth >= MAX_NESTING {
            return Err(self.error(&pair, "value nested too deeply"));
        }
        self.depth += 1;
        let result = self.value_inner(pair);
        self.depth -= 1;
        result
    }

    fn value_inner(&mut self, pair: Pair<'_, Rule>) -> PResult<Value> {
        let span = self.span(&pair);
        match pair.as_rule() {
            Rule::value | Rule::name_value => {
                let mut inner = pair.into_inner();
                let first = self.next(&mut inner, span)?;
                let mut value = self.simple_value(first)?;
                for suffix in inner {
                    let whole = value.span.to(self.span(&suffix));
                    let kind = match suffix.as_rule() {
                        Rule::bit_suffix => {
                            let ranges = match suffix.into_inner().next() {
                                Some(list) => self.range_list(list)?,
                                None => Vec::new(),
                            };
                            ValueKind::BitRange {
                                value: Box::new(value),
                                ranges,
                            }
                        }
                        Rule::slice_suffix => {
                            let mut elements = Vec::new();
                            let mut trailing_comma = false;
                            for p in suffix.into_inner() {
                                match p.as_rule() {
                                    Rule::trailing_comma => trailing_comma = true,
                                    _ => elements.push(self.range_piece(p)?),
                                }
                            }
                            ValueKind::Slice {
                                value: Box::new(value),
                                elements,
                                trailing_comma,
                            }
                        }
                        Rule::field_suffix => {
                            let id = self.next(&mut suffix.into_inner(), whole)?;
                            ValueKind::Field {
                                value: Box::new(value),
                                field: self.ident(id),
                            }
                        }
                        Rule::paste_suffix => {
                            let rhs = match suffix.into_inner().next() {
                                Some(p) => Some(Box::new(self.value(p)?)),
                                None => None,
                            };
                            ValueKind::Paste {
                                lhs: Box::new(value),
                                rhs,
                            }
                        }
                        _ => return Err(self.error(&suffix, "unexpected suffix")),
                    };
                    value = Value { kind, span: whole };
                }
                Ok(value)
            }
            _ => self.simple_value(pair),
        }
    }

    fn simple_value(&mut self, pair: Pair<'_, Rule>) -> PResult<Value> {
        let span = self.span(&pair);
        let kind = match pair.as_rule() {
            Rule::decimal_int => {
                let text = pair.as_str();
                let value = if text.starts_with('-') {
                    text.parse::<i64>().ok()
                } else {
                    text.trim_start_matches('+')
                        .parse::<u64>()
                        .ok()
                        .map(|v| v as i64)
                };
                ValueKind::Int(value.ok_or_else(|| self.error(&pair, "number out of range"))?)
            }
            Rule::hex_int => {
                let value = u64::from_str_radix(&pair.as_str()[2..], 16)
                    .map_err(|_| self.error(&pair, "number out of range"))?;
                ValueKind::Int(value as i64)
            }
            Rule::binary_int => {
                let digits = &pair.as_str()[2..];
                if digits.len() > 64 {
                    return Err(self.error(&pair, "number out of range"));
                }
                ValueKind::Binary(digits.bytes().rev().map(|b| b == b'1').collect())
            }
            Rule::true_lit => ValueKind::Bool(true),
            Rule::false_lit => ValueKind::Bool(false),
            Rule::unset => ValueKind::Unset,
            Rule::code_lit => {
                let text = pair.as_str();
                ValueKind::Code(text[2..text.len() - 2].to_string())
            }
            Rule::strings => {
                let mut s = String::new();
                for lit in pair.into_inner() {
                    s.push_str(&self.string_literal(&lit)?);
                }
                ValueKind::String(s)
            }
            Rule::id_value => ValueKind::Id(pair.as_str().to_string()),
            Rule::class_inst => {
                let mut inner = pair.into_inner();
                let class = self.ident(self.next(&mut inner, span)?);
                let args = inner.map(|p| self.arg(p)).collect::<PResult<_>>()?;
                ValueKind::ClassInstance { class, args }
            }
            Rule::bits_value => ValueKind::Bits(
                pair.into_inner()
                    .map(|p| self.value(p))
                    .collect::<PResult<_>>()?,
            ),
            Rule::list_value => {
                let mut elements = Vec::new();
                let mut element_type = None;
                for p in pair.into_inner() {
                    match p.as_rule() {
                        Rule::type_expr => element_type = Some(self.type_expr(p)?),
                        _ => elements.push(self.value(p)?),
                    }
                }
                ValueKind::List {
                    elements,
                    element_type,
                }
            }
            Rule::dag_value => {
                let mut inner = pair.into_inner().peekable();
                let op_pair = self.next(&mut inner, span)?;
                let op_span = self.span(&op_pair);
                let op = self.value(op_pair)?;
                if !is_dag_operator(&op) {
                    return Err(Diagnostic::error(
                        op_span,
                        "expected identifier in dag init",
                    ));
                }
                let mut op_name = None;
                if inner.peek().is_some_and(|p| p.as_rule() == Rule::var_name) {
                    op_name = inner.next().map(|p| self.var_name(p));
                }
                let mut args = Vec::new();
                for arg in inner {
                    let mut parts = arg.into_inner();
                    let first = self.next(&mut parts, span)?;
                    if first.as_rule() == Rule::var_name {
                        args.push(DagArg {
                            value: None,
                            name: Some(self.var_name(first)),
                        });
                    } else {
                        let value = self.value(first)?;
                        let name = parts.next().map(|p| self.var_name(p));
                        args.push(DagArg {
                            value: Some(value),
                            name,
                        });
                    }
                }
                ValueKind::Dag {
                    op: Box::new(op),
                    op_name,
                    args,
                }
            }
            Rule::bang_value => {
                let mut inner = pair.into_inner();
                let name = self.next(&mut inner, span)?;
                let op_span = self.span(&name);
                let op = BangOp::from_name(&name.as_str()[1..])
                    .ok_or_else(|| Diagnostic::error(op_span, "unknown operator"))?;
                let mut ty = None;
                let mut args = Vec::new();
                for p in inner {
                    match p.as_rule() {
                        Rule::type_expr => ty = Some(self.type_expr(p)?),
                        _ => {
                            let mut parts = p.into_inner();
                            let value = self.value(self.next(&mut parts, span)?)?;
                            let then = match parts.next() {
                                Some(q) => Some(self.value(q)?),
                                None => None,
                            };
                            args.push(BangArg { value, then });
                        }
                    }
                }
                ValueKind::Bang(Bang {
                    op,
                    op_span,
                    ty,
                    args,
                })
            }
            Rule::value | Rule::name_value => return self.value(pair),
            _ => return Err(self.error(&pair, "Unknown or reserved token when parsing a value")),
        };
        Ok(Value { kind, span })
    }

    fn var_name(&self, pair: Pair<'_, Rule>) -> Ident {
        let span = self.span(&pair);
        Ident {
            name: pair.as_str()[1..].to_string(),
            span,
        }
    }
}
