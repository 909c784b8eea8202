//! Parsing dialect types and attributes from their syntax description.

use crate::attributes::Attribute;
use crate::dialect::Param;
use crate::parse::lexer::TokenKind;
use crate::parse::{OpParser, PResult};
use crate::types::Type;

use super::{
    DialectSymbols, EnumAttrSyntax, ParamKind, ParamSyntax, ParamValue, SymbolSyntax, dialect_attr,
    dialect_type,
};

fn parse_param(p: &mut OpParser<'_, '_>, kind: ParamKind) -> PResult<Param> {
    let list = |p: &mut OpParser<'_, '_>, one: ParamKind| -> PResult<Vec<Param>> {
        let mut items = vec![parse_param(p, one)?];
        while p.eat(TokenKind::Comma) {
            items.push(parse_param(p, one)?);
        }
        Ok(items)
    };
    Ok(match kind {
        ParamKind::Int => Param::Int(p.parse_integer()?),
        ParamKind::Bool => {
            if p.eat_keyword("true") {
                Param::Bool(true)
            } else if p.eat_keyword("false") {
                Param::Bool(false)
            } else {
                return Err(p.error_here("expected 'true' or 'false'"));
            }
        }
        ParamKind::Str => match p.parse_optional_string() {
            Some(bytes) => Param::Str(String::from_utf8_lossy(&bytes).into()),
            None => return Err(p.error_here("expected string")),
        },
        ParamKind::Type => Param::Type(p.parse_type()?),
        ParamKind::Attr => Param::Attr(p.parse_attribute()?),
        ParamKind::Types => Param::Types(
            list(p, ParamKind::Type)?
                .into_iter()
                .filter_map(|x| Type::from_param(&x))
                .collect(),
        ),
        ParamKind::Attrs => Param::Attrs(
            list(p, ParamKind::Attr)?
                .into_iter()
                .filter_map(|x| Attribute::from_param(&x))
                .collect(),
        ),
        ParamKind::Ints => Param::Ints(
            list(p, ParamKind::Int)?
                .into_iter()
                .filter_map(|x| i64::from_param(&x))
                .collect(),
        ),
    })
}

/// The parameters of a dialect symbol written with `syntax` (after the
/// mnemonic, which the parser consumes first).
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
    let params = match syntax {
        SymbolSyntax::Enum(syntax) => vec![Param::Int(parse_enum_attr(p, syntax)?)],
        SymbolSyntax::Custom(parse, _) => parse(p)?,
        SymbolSyntax::Params(elements) => {
            let mut params = Vec::new();
            for element in elements.iter() {
                match *element {
                    ParamSyntax::Literal(text) => {
                        if p.tok_text() != text {
                            return Err(p.error_here(format!("expected '{text}'")));
                        }
                        p.bump();
                    }
                    ParamSyntax::Param(index, kind) => {
                        let value = parse_param(p, kind)?;
                        if params.len() <= index {
                            params.resize(index + 1, Param::None);
                        }
                        params[index] = value;
                    }
                }
            }
            params
        }
    };
    Ok((name, params))
}

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
    let (name, params) = parse_symbol(p, dialect, mnemonic, table, "type")?;
    Ok(dialect_type(p.context(), dialect, name, params))
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
            return Err(crate::parse::ParseError::new(
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
        crate::parse::ParseError::new(
            at,
            format!("invalid {} specification: {text}", syntax.summary),
        )
    })
}
