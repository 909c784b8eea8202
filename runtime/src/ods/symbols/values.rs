//! Parameter values: how each kind is parsed (MLIR's `FieldParser`) and
//! printed (`printStrippedAttrOrType`, or `<<`), alone or as a
//! comma-separated list.

use crate::storage::attributes::{AttrKind, Attribute};
use crate::storage::dialect_symbol::Param;
use crate::storage::types::Type;
use crate::text::parse::lexer::TokenKind;
use crate::text::parse::{OpParser, PResult, ParseError};
use crate::text::print::{SymbolPrinter, TypeElision, write_escaped};

use super::super::spec::Subject;
use super::format::{AttrClass, ParamSpec, StrippedSymbol, TypeClass, ValueSyntax};
use super::parse::parse_symbol_body;
use super::print::write_symbol_body;
use super::{dialect_attr, dialect_type};

/// Whether a value of `syntax` can start at the current token (for an
/// optional group led by a parameter).
pub(super) fn at_value_start(p: &OpParser<'_, '_>, syntax: &ValueSyntax) -> bool {
    match syntax {
        ValueSyntax::Int | ValueSyntax::UInt => p.at(TokenKind::Integer) || p.at(TokenKind::Minus),
        ValueSyntax::Bool => {
            p.at(TokenKind::Integer) || p.at_keyword("true") || p.at_keyword("false")
        }
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
pub(super) fn parse_value(p: &mut OpParser<'_, '_>, param: &ParamSpec) -> PResult<Param> {
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
pub(super) fn list_param(syntax: &ValueSyntax, items: Vec<Param>) -> Param {
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
        ValueSyntax::Int | ValueSyntax::UInt | ValueSyntax::Enum(..) => Param::Ints(
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
        ValueSyntax::Int => Ok(Param::Int(p.parse_integer()?)),
        ValueSyntax::UInt => parse_unsigned(p).map(|v| Param::Int(v as i64)),
        ValueSyntax::Bool => {
            if p.eat_keyword("true") {
                Ok(Param::Bool(true))
            } else if p.eat_keyword("false") {
                Ok(Param::Bool(false))
            } else {
                Ok(Param::Bool(p.parse_integer()? != 0))
            }
        }
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

/// An unsigned integer (MLIR's `parseInteger` into an unsigned type).
fn parse_unsigned(p: &mut OpParser<'_, '_>) -> PResult<u64> {
    if !p.at(TokenKind::Integer) {
        return Err(p.error_here("expected integer value"));
    }
    let text = p.tok_text();
    let value = match text.strip_prefix("0x") {
        Some(hex) => u64::from_str_radix(hex, 16).ok(),
        None => text.parse::<u64>().ok(),
    };
    let value = value.ok_or_else(|| p.error_here("integer value too large"))?;
    p.bump();
    Ok(value)
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
        return Err(ParseError::new(start, "invalid kind of type specified"));
    }
    Ok(ty)
}

/// Writes `value` of `param` (its values comma separated for a list).
pub(super) fn print_value(
    sp: &SymbolPrinter<'_>,
    out: &mut String,
    param: &ParamSpec,
    value: &Param,
    qualified: bool,
) {
    if !param.list || matches!(param.value, ValueSyntax::Hook(..)) {
        print_one(sp, out, &param.value, value, qualified);
        return;
    }
    let items: Vec<Param> = match value {
        Param::Types(ts) => ts.iter().map(|&t| Param::Type(t)).collect(),
        Param::Attrs(attrs) => attrs.iter().map(|&a| Param::Attr(a)).collect(),
        Param::Ints(vs) => vs.iter().map(|&v| Param::Int(v)).collect(),
        _ => Vec::new(),
    };
    for (i, item) in items.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        print_one(sp, out, &param.value, item, qualified);
    }
}

fn print_one(
    sp: &SymbolPrinter<'_>,
    out: &mut String,
    syntax: &ValueSyntax,
    value: &Param,
    qualified: bool,
) {
    match (syntax, value) {
        (ValueSyntax::Int, Param::Int(v)) => out.push_str(&v.to_string()),
        (ValueSyntax::UInt, Param::Int(v)) => out.push_str(&(*v as u64).to_string()),
        (ValueSyntax::Bool, Param::Bool(b)) => out.push_str(if *b { "true" } else { "false" }),
        (ValueSyntax::Str, Param::Str(s)) => write_escaped(out, s.as_bytes()),
        (ValueSyntax::Enum(spec, _), Param::Int(v)) => spec.write_field(out, *v),
        (ValueSyntax::Attr(class), Param::Attr(a)) => match class.stripped {
            Some(s) if !qualified => print_stripped_attribute(sp, out, *a, s),
            _ => sp.write_attr(out, *a, TypeElision::Never),
        },
        (ValueSyntax::Type(class), Param::Type(t)) => match class.stripped {
            Some(s) if !qualified => print_stripped_type(sp, out, *t, s),
            _ => sp.write_type(out, *t),
        },
        (ValueSyntax::Hook(_, print), v) => print(sp, out, v),
        // Anything else (a value of another kind) prints as it is.
        (_, Param::Int(v)) => out.push_str(&v.to_string()),
        (_, Param::Bool(b)) => out.push_str(if *b { "true" } else { "false" }),
        (_, Param::Str(s)) => write_escaped(out, s.as_bytes()),
        (_, Param::Attr(a)) => sp.write_attr(out, *a, TypeElision::Never),
        (_, Param::Type(t)) => sp.write_type(out, *t),
        _ => {}
    }
}

/// MLIR's `printStrippedAttrOrType`: the alias if the attribute has one,
/// else its parameters without `#dialect.mnemonic`.
pub fn print_stripped_attribute(
    sp: &SymbolPrinter<'_>,
    out: &mut String,
    attr: Attribute,
    s: &StrippedSymbol,
) {
    if sp.is_recording() || sp.has_alias(attr) {
        sp.write_attr(out, attr, TypeElision::Never);
        return;
    }
    match sp.context().attr_kind(attr) {
        AttrKind::Dialect(sym) if sp.context().ident_str(sym.mnemonic) == s.mnemonic => {
            write_symbol_body(sp, out, sym.params.get(1..).unwrap_or_default(), s.syntax);
        }
        _ => sp.write_attr(out, attr, TypeElision::Never),
    }
}

fn print_stripped_type(sp: &SymbolPrinter<'_>, out: &mut String, ty: Type, s: &StrippedSymbol) {
    if sp.is_recording() || sp.type_has_alias(ty) {
        sp.write_type(out, ty);
        return;
    }
    match sp.context().type_kind(ty) {
        crate::storage::types::TypeKind::Dialect(sym)
            if sp.context().ident_str(sym.mnemonic) == s.mnemonic =>
        {
            write_symbol_body(sp, out, sym.params.get(1..).unwrap_or_default(), s.syntax);
        }
        _ => sp.write_type(out, ty),
    }
}
