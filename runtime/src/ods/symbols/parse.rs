//! Parsing dialect types and attributes from their syntax description: the
//! parser mlir-tblgen generates for a declarative format, as one engine
//! over the format's data, with its error messages.

use crate::storage::attributes::Attribute;
use crate::storage::dialect_symbol::Param;
use crate::storage::types::Type;
use crate::text::parse::lexer::TokenKind;
use crate::text::parse::{OpParser, PResult, ParseError};

use super::format::{
    AttrClass, DialectSymbols, EnumAttrSyntax, SymbolSyntax, TypeClass, ValueSyntax,
};
use super::format::{CustomArg, FormatItem, OptionalItem, ParamSpec, StrippedSymbol, SymbolFormat};
use super::params::{dialect_attr, dialect_type};
use crate::ods::spec::Subject;

/// Parses a dialect attribute of `table` (the parser stands on its
/// mnemonic).
pub fn parse_dialect_attr(
    p: &mut OpParser<'_, '_>,
    dialect: &str,
    mnemonic: &str,
    table: &DialectSymbols,
) -> PResult<Attribute> {
    let (name, params) = parse_symbol(p, dialect, mnemonic, table, "attribute")?;
    Ok(dialect_attr(p.context(), dialect, name, params))
}

/// Parses a dialect type of `table` (the parser stands on its mnemonic).
pub fn parse_dialect_type(
    p: &mut OpParser<'_, '_>,
    dialect: &str,
    mnemonic: &str,
    table: &DialectSymbols,
) -> PResult<Type> {
    // mlir-tblgen's dialect type parser says "unknown  type", with two
    // spaces.
    let (name, params) = parse_symbol(p, dialect, mnemonic, table, " type")?;
    Ok(dialect_type(p.context(), dialect, name, params))
}

/// The parameters of a dialect symbol of `table` (after its mnemonic,
/// which this consumes).
fn parse_symbol(
    p: &mut OpParser<'_, '_>,
    dialect: &str,
    mnemonic: &str,
    table: &DialectSymbols,
    what: &str,
) -> PResult<(&'static str, Vec<Param>)> {
    let Some((name, syntax)) = table.iter().find(|(m, _)| *m == mnemonic) else {
        return Err(p.error_here(format!(
            "unknown {what} `{mnemonic}` in dialect `{dialect}`"
        )));
    };
    p.bump();
    Ok((name, parse_syntax(p, syntax)?))
}

/// The parameters of the dialect symbol `s` written without its prefix
/// (MLIR's `parseStrippedAttrOrType`).
pub fn parse_symbol_body(p: &mut OpParser<'_, '_>, s: &StrippedSymbol) -> PResult<Vec<Param>> {
    parse_syntax(p, s.syntax)
}

fn parse_syntax(p: &mut OpParser<'_, '_>, syntax: &SymbolSyntax) -> PResult<Vec<Param>> {
    match syntax {
        SymbolSyntax::Enum(syntax) => Ok(vec![Param::Int(parse_enum_attr(p, syntax)?)]),
        SymbolSyntax::Custom(parse, _) => parse(p),
        SymbolSyntax::Format(format) => parse_format(p, format),
        SymbolSyntax::Bare => Ok(Vec::new()),
    }
}

/// What has been parsed of each parameter.
struct Parsed<'f> {
    format: &'f SymbolFormat,
    values: Vec<Option<Param>>,
}

impl Parsed<'_> {
    fn param(&self, index: usize) -> Option<&ParamSpec> {
        self.format.params.get(index)
    }

    fn is_present(&self, index: usize) -> bool {
        match (self.param(index), self.values.get(index)) {
            (Some(spec), Some(Some(v))) => spec.is_present(v),
            _ => false,
        }
    }
}

fn parse_format(p: &mut OpParser<'_, '_>, format: &SymbolFormat) -> PResult<Vec<Param>> {
    let start = p.error_here("").offset;
    let mut parsed = Parsed {
        format,
        values: vec![None; format.params.len()],
    };
    parse_items(p, format.items, &mut parsed)?;
    let params: Vec<Param> = format
        .params
        .iter()
        .zip(parsed.values)
        .map(|(spec, v)| v.unwrap_or_else(|| spec.absent()))
        .collect();
    if let Some(verify) = format.verify {
        verify(p.context(), &params).map_err(|message| ParseError::new(start, message))?;
    }
    Ok(params)
}

fn parse_items(
    p: &mut OpParser<'_, '_>,
    items: &[FormatItem],
    parsed: &mut Parsed<'_>,
) -> PResult<()> {
    for item in items {
        parse_item(p, item, parsed)?;
    }
    Ok(())
}

fn parse_item(p: &mut OpParser<'_, '_>, item: &FormatItem, parsed: &mut Parsed<'_>) -> PResult<()> {
    match *item {
        FormatItem::Literal(text, _) => parse_literal(p, text),
        FormatItem::Space | FormatItem::Newline => Ok(()),
        FormatItem::Param { index, .. } => parse_variable(p, index, parsed),
        FormatItem::Params(indices, _) => parse_params(p, indices, parsed),
        FormatItem::Struct(indices, _) => parse_struct(p, indices, parsed),
        FormatItem::Custom(custom, _) => {
            let start = p.error_here("").offset;
            let mut args: Vec<Param> = custom
                .args
                .iter()
                .map(|a| match *a {
                    CustomArg::Param(_) => Param::None,
                    CustomArg::Ref(i) => parsed
                        .values
                        .get(i)
                        .cloned()
                        .flatten()
                        .unwrap_or(Param::None),
                })
                .collect();
            (custom.parse)(p, &mut args)?;
            for (arg, value) in custom.args.iter().zip(args) {
                let CustomArg::Param(i) = *arg else { continue };
                let Some(spec) = parsed.param(i) else {
                    continue;
                };
                if value == Param::None {
                    if !spec.is_optional() {
                        return Err(ParseError::new(
                            start,
                            format!("custom parser failed to parse parameter '{}'", spec.name),
                        ));
                    }
                    continue;
                }
                parsed.values[i] = Some(value);
            }
            Ok(())
        }
        FormatItem::Optional(group) => parse_optional(p, group, parsed),
    }
}

/// A keyword (`parseKeyword`, reported at the current token) or
/// punctuation (reported after the previous token).
fn parse_literal(p: &mut OpParser<'_, '_>, text: &str) -> PResult<()> {
    if literal_is_keyword(text) {
        return p.parse_keyword(text);
    }
    if p.tok_text() == text {
        p.bump();
        Ok(())
    } else {
        Err(p.wrong_token(format!("expected '{text}'")))
    }
}

fn literal_is_keyword(text: &str) -> bool {
    text.bytes()
        .next()
        .is_some_and(|b| b == b'_' || b.is_ascii_alphabetic())
}

/// Consumes `text` if it is next.
fn eat_literal(p: &mut OpParser<'_, '_>, text: &str) -> bool {
    let matches = if literal_is_keyword(text) {
        p.at_keyword(text)
    } else {
        p.tok_text() == text
    };
    if matches {
        p.bump();
    }
    matches
}

/// One parameter; a failure is followed by MLIR's `failed to parse ...`.
fn parse_variable(p: &mut OpParser<'_, '_>, index: usize, parsed: &mut Parsed<'_>) -> PResult<()> {
    let format = parsed.format;
    let Some(spec) = format.params.get(index) else {
        return Ok(());
    };
    let value = parse_value(p, spec).map_err(|e| {
        let here = p.error_here("").offset;
        e.then_error(
            here,
            format!(
                "failed to parse {} parameter '{}' which is to be a `{}`",
                format.class, spec.name, spec.type_name
            ),
        )
    })?;
    parsed.values[index] = Some(value);
    Ok(())
}

/// `params`: the values in order, comma separated; after an optional
/// parameter the comma is read only if it was present, and after the last
/// required one only if it is there.
fn parse_params(
    p: &mut OpParser<'_, '_>,
    indices: &[usize],
    parsed: &mut Parsed<'_>,
) -> PResult<()> {
    let optional = |parsed: &Parsed<'_>, i: usize| parsed.param(i).is_some_and(|s| s.is_optional());
    let last_required = indices
        .iter()
        .rposition(|&i| !optional(parsed, i))
        .unwrap_or(0);
    for (k, &index) in indices.iter().enumerate() {
        if k > 0 {
            let previous = indices[k - 1];
            let guard = !optional(parsed, previous) || parsed.is_present(previous);
            if guard {
                if k <= last_required {
                    p.expect(TokenKind::Comma, "expected ','")?;
                } else if !p.eat(TokenKind::Comma) {
                    break;
                }
            }
        }
        parse_variable(p, index, parsed)?;
    }
    Ok(())
}

/// `struct(...)`: `name = value` entries, comma separated, in any order.
fn parse_struct(
    p: &mut OpParser<'_, '_>,
    indices: &[usize],
    parsed: &mut Parsed<'_>,
) -> PResult<()> {
    let mut seen = vec![false; indices.len()];
    let optional = indices
        .iter()
        .filter(|&&i| parsed.param(i).is_some_and(|s| s.is_optional()))
        .count();
    if optional == 0 {
        for k in 0..indices.len() {
            let key = struct_key(p)?;
            struct_entry(p, &key, indices, &mut seen, parsed)?;
            if k + 1 != indices.len() {
                p.expect(TokenKind::Comma, "expected ','")?;
            }
        }
    } else if optional == indices.len() {
        if p.at_any_keyword() {
            let key = struct_key(p)?;
            struct_entry(p, &key, indices, &mut seen, parsed)?;
            while p.eat(TokenKind::Comma) {
                let key = struct_key(p)?;
                struct_entry(p, &key, indices, &mut seen, parsed)?;
            }
        }
    } else {
        loop {
            let key = struct_key(p)?;
            struct_entry(p, &key, indices, &mut seen, parsed)?;
            if !p.eat(TokenKind::Comma) {
                break;
            }
        }
        for (k, &index) in indices.iter().enumerate() {
            let Some(spec) = parsed.param(index) else {
                continue;
            };
            if !seen[k] && !spec.is_optional() {
                return Err(p.error_here(format!(
                    "struct is missing required parameter: {}",
                    spec.name
                )));
            }
        }
    }
    Ok(())
}

/// A struct key: MLIR reports `expected valid keyword`, then `expected a
/// parameter name in struct`.
fn struct_key(p: &mut OpParser<'_, '_>) -> PResult<String> {
    if !p.at_any_keyword() {
        let here = p.error_here("").offset;
        return Err(ParseError::new(here, "expected valid keyword")
            .then_error(here, "expected a parameter name in struct"));
    }
    let key = p.tok_text().to_string();
    p.bump();
    Ok(key)
}

fn struct_entry(
    p: &mut OpParser<'_, '_>,
    key: &str,
    indices: &[usize],
    seen: &mut [bool],
    parsed: &mut Parsed<'_>,
) -> PResult<()> {
    p.expect(TokenKind::Equal, "expected '='")?;
    let found = indices
        .iter()
        .enumerate()
        .find(|&(k, &i)| !seen[k] && parsed.param(i).is_some_and(|s| s.name == key));
    let Some((k, &index)) = found else {
        return Err(p.error_here(format!("duplicate or unknown struct parameter name: {key}")));
    };
    seen[k] = true;
    parse_variable(p, index, parsed)
}

/// An optional group: its first element decides (an optional literal, or
/// a parameter that is there and not its default); the rest of the then
/// branch follows, else the else branch.
fn parse_optional(
    p: &mut OpParser<'_, '_>,
    group: &OptionalItem,
    parsed: &mut Parsed<'_>,
) -> PResult<()> {
    let first = group
        .then_items
        .iter()
        .position(|i| !matches!(i, FormatItem::Space | FormatItem::Newline));
    let Some(first) = first else {
        return parse_items(p, group.else_items, parsed);
    };
    let present = match group.then_items[first] {
        FormatItem::Literal(text, _) => eat_literal(p, text),
        FormatItem::Param { index, .. } => {
            let starts = parsed
                .param(index)
                .is_some_and(|spec| at_value_start(p, &spec.value));
            if starts {
                parse_variable(p, index, parsed)?;
            }
            parsed.is_present(index)
        }
        ref other => {
            parse_item(p, other, parsed)?;
            group.anchor.iter().any(|&i| parsed.is_present(i))
        }
    };
    if present {
        parse_items(p, &group.then_items[first + 1..], parsed)
    } else {
        parse_items(p, group.else_items, parsed)
    }
}

/// The value of an enum attribute, `<...>` after its mnemonic. A failed
/// case is reported as MLIR reports it: the enum parser's error, then the
/// attribute parser's (`failed to parse CConvAttr parameter ...`) where
/// the parser stopped.
fn parse_enum_attr(p: &mut OpParser<'_, '_>, syntax: &EnumAttrSyntax) -> PResult<i64> {
    p.expect(TokenKind::Less, "expected '<'")?;
    let value = if syntax.enum_type_parameter {
        parse_enum_field(p, syntax)
    } else {
        parse_enum_keywords(p, syntax)
    };
    let value = value.map_err(|e| {
        let here = p.error_here("").offset;
        e.then_error(
            here,
            format!(
                "failed to parse {} parameter '{}' which is to be a `{}`",
                syntax.attr_name, syntax.param_name, syntax.param_type
            ),
        )
    })?;
    p.expect(TokenKind::Greater, "expected '>'")?;
    Ok(value)
}

/// MLIR's `EnumAttr` parameter: a keyword, or for a bit enum keywords
/// separated by commas. An unknown case is reported where the value
/// starts, the parser standing after it.
fn parse_enum_keywords(p: &mut OpParser<'_, '_>, syntax: &EnumAttrSyntax) -> PResult<i64> {
    let spec = syntax.spec;
    let start = p.error_here("").offset;
    let mut bits = 0i64;
    loop {
        if !p.at_any_keyword() {
            return Err(p.error_here("expected valid keyword"));
        }
        let keyword = p.tok_text();
        p.bump();
        let Some(case) = spec.cases.iter().find(|c| c.name == keyword) else {
            let names: Vec<&str> = spec.cases.iter().map(|c| c.name).collect();
            return Err(ParseError::new(
                start,
                format!(
                    "expected {} to be one of: {}",
                    syntax.param_type,
                    names.join(", ")
                ),
            ));
        };
        bits |= case.value;
        if !spec.bit_enum || !p.eat(TokenKind::Comma) {
            break;
        }
    }
    Ok(bits)
}

/// A parameter of the enum's type (MLIR's `FieldParser` of an enum): a
/// keyword or a string holding the case (a bit enum's cases joined by its
/// separator).
fn parse_enum_field(p: &mut OpParser<'_, '_>, syntax: &EnumAttrSyntax) -> PResult<i64> {
    let at = p.error_here("").offset;
    let text = if p.at_any_keyword() {
        let text = p.tok_text().to_string();
        p.bump();
        text
    } else if let Some(bytes) = p.parse_optional_string() {
        String::from_utf8_lossy(&bytes).into_owned()
    } else {
        return Err(p.error_here(format!("expected keyword for {}", syntax.summary)));
    };
    syntax.spec.symbolize(&text).ok_or_else(|| {
        ParseError::new(
            at,
            format!("invalid {} specification: {text}", syntax.summary),
        )
    })
}

// Parameter values, as MLIR's `FieldParser` parses them, alone or as a
// comma-separated list.

/// Whether a value of `syntax` can start at the current token (for an
/// optional group led by a parameter).
fn at_value_start(p: &OpParser<'_, '_>, syntax: &ValueSyntax) -> bool {
    match syntax {
        ValueSyntax::Int(_) | ValueSyntax::UInt(_) | ValueSyntax::Bool => p.at_integer(),
        ValueSyntax::Str => p.at(TokenKind::String),
        ValueSyntax::Enum(..) => p.at_any_keyword() || p.at(TokenKind::String),
        ValueSyntax::Attr(class) => {
            p.at_attribute_start() || (class.stripped.is_some() && p.at(TokenKind::Less))
        }
        ValueSyntax::Type(class) => {
            p.at_type_start() || (class.stripped.is_some() && p.at(TokenKind::Less))
        }
        ValueSyntax::Hook(..) => true,
    }
}

/// The value of `param` (a list of values for a list parameter).
fn parse_value(p: &mut OpParser<'_, '_>, param: &ParamSpec) -> PResult<Param> {
    // A hand-written parser reads the whole value, list or not.
    if !param.list || matches!(param.value, ValueSyntax::Hook(..)) {
        return parse_one(p, &param.value);
    }
    let mut items = vec![parse_one(p, &param.value)?];
    while p.eat(TokenKind::Comma) {
        items.push(parse_one(p, &param.value)?);
    }
    Ok(list_param(&param.value, items))
}

/// The parameter holding a list of values of `syntax`.
fn list_param(syntax: &ValueSyntax, items: Vec<Param>) -> Param {
    match syntax {
        ValueSyntax::Type(_) => Param::Types(
            items
                .into_iter()
                .filter_map(|i| match i {
                    Param::Type(t) => Some(t),
                    _ => None,
                })
                .collect(),
        ),
        ValueSyntax::Attr(_) | ValueSyntax::Hook(..) | ValueSyntax::Str | ValueSyntax::Bool => {
            // Lists of strings and flags are not stored (the generator
            // rejects them); attributes are.
            Param::Attrs(
                items
                    .into_iter()
                    .filter_map(|i| match i {
                        Param::Attr(a) => Some(a),
                        _ => None,
                    })
                    .collect(),
            )
        }
        ValueSyntax::Int(_) | ValueSyntax::UInt(_) | ValueSyntax::Enum(..) => Param::Ints(
            items
                .into_iter()
                .filter_map(|i| match i {
                    Param::Int(v) => Some(v),
                    _ => None,
                })
                .collect(),
        ),
    }
}

fn parse_one(p: &mut OpParser<'_, '_>, syntax: &ValueSyntax) -> PResult<Param> {
    match syntax {
        ValueSyntax::Int(bits) => Ok(Param::Int(p.parse_integer_of_width(*bits)?)),
        ValueSyntax::UInt(bits) => p
            .parse_unsigned_of_width(*bits, false)
            .map(|v| Param::Int(v as i64)),
        ValueSyntax::Bool => p
            .parse_unsigned_of_width(8, true)
            .map(|v| Param::Bool(v != 0)),
        ValueSyntax::Str => match p.parse_optional_string() {
            Some(bytes) => Ok(Param::Str(String::from_utf8_lossy(&bytes).into())),
            None => Err(p.error_here("expected string")),
        },
        ValueSyntax::Enum(spec, summary) => {
            let at = p.error_here("").offset;
            let text = if p.at_any_keyword() {
                let text = p.tok_text().to_string();
                p.bump();
                text
            } else if let Some(bytes) = p.parse_optional_string() {
                String::from_utf8_lossy(&bytes).into_owned()
            } else {
                return Err(p.error_here(format!("expected keyword for {summary}")));
            };
            spec.symbolize(&text).map(Param::Int).ok_or_else(|| {
                ParseError::new(at, format!("invalid {summary} specification: {text}"))
            })
        }
        ValueSyntax::Attr(class) => parse_class_attribute(p, class).map(Param::Attr),
        ValueSyntax::Type(class) => parse_type(p, class).map(Param::Type),
        ValueSyntax::Hook(parse, _) => parse(p),
    }
}

/// MLIR's `parseCustomAttributeWithFallback`: a full attribute (`#...`,
/// or any attribute for a class without a syntax of its own), else the
/// body of the class's dialect attribute; then the class is checked.
pub fn parse_class_attribute(p: &mut OpParser<'_, '_>, class: &AttrClass) -> PResult<Attribute> {
    let start = p.error_here("").offset;
    let attr = match class.stripped {
        Some(s) if !p.at(TokenKind::HashIdent) => {
            let params = parse_symbol_body(p, s)?;
            dialect_attr(p.context(), s.dialect, s.mnemonic, params)
        }
        _ => p.parse_attribute()?,
    };
    let ok = class
        .pred
        .is_none_or(|pred| pred.holds(p.context(), Subject::Attr(attr)));
    if !ok {
        return Err(ParseError::new(
            start,
            "invalid kind of attribute specified",
        ));
    }
    Ok(attr)
}

fn parse_type(p: &mut OpParser<'_, '_>, class: &TypeClass) -> PResult<Type> {
    let start = p.error_here("").offset;
    let ty = match class.stripped {
        Some(s) if !p.at(TokenKind::ExclamationIdent) => {
            let params = parse_symbol_body(p, s)?;
            dialect_type(p.context(), s.dialect, s.mnemonic, params)
        }
        _ => p.parse_type()?,
    };
    let ok = class
        .pred
        .is_none_or(|pred| pred.holds(p.context(), Subject::Type(ty)));
    if !ok {
        // MLIR's `parseCustomTypeWithFallback` of a class with a syntax of
        // its own says "Type"; of any other class, "type".
        let message = if class.stripped.is_some() {
            "invalid kind of Type specified"
        } else {
            "invalid kind of type specified"
        };
        return Err(ParseError::new(start, message));
    }
    Ok(ty)
}
