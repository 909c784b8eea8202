//! The `dlti` dialect (data layout and target information), generated from
//! `defs/dlti.td`, with the syntax of its attributes written by hand as
//! MLIR's DLTI dialect writes it: `#dlti.dl_entry<key, value>` (a type or a
//! quoted string as the key) and `#dlti.dl_spec<entry, ...>` (distinct
//! keys).

use crate::op_support::{
    AttrKind, Attribute, Context, OpParser, PResult, Param, ParamsSyntax, ParseError,
    SymbolPrinter, TokenKind, TypeElision, attr_to_string, type_to_string,
};

crate::dialect!("defs/dlti.td");

impl ParamsSyntax for DataLayoutEntryAttr {
    /// `<key, value>`: the key a type or a quoted string.
    fn parse(p: &mut OpParser<'_, '_>) -> PResult<Vec<Param>> {
        p.expect(TokenKind::Less, "expected '<'")?;
        let ctx = p.context();
        let key_at = p.error_here("").offset;
        let key = if p.at_type_start() {
            ctx.type_attr(p.parse_type()?)
        } else if let Some(bytes) = p.parse_optional_string() {
            ctx.intern_attr(AttrKind::String {
                value: bytes.into(),
                ty: ctx.none_type(),
            })
        } else {
            return Err(ParseError::new(
                key_at,
                "expected a type or a quoted string",
            ));
        };
        p.expect(TokenKind::Comma, "expected ','")?;
        let value = p.parse_attribute()?;
        p.expect(TokenKind::Greater, "expected '>'")?;
        Ok(vec![Param::Attr(key), Param::Attr(value)])
    }

    /// `<key, value>`: the string key quoted as it is (MLIR does not escape
    /// it).
    fn print(printer: &SymbolPrinter<'_>, out: &mut String, params: &[Param]) {
        let (Some(Param::Attr(key)), Some(Param::Attr(value))) = (params.first(), params.get(1))
        else {
            return;
        };
        out.push('<');
        write_key(printer, out, *key);
        out.push_str(", ");
        printer.write_attr(out, *value, TypeElision::Never);
        out.push('>');
    }
}

/// A key as an entry writes it: the type, or the string in quotes.
fn write_key(printer: &SymbolPrinter<'_>, out: &mut String, key: Attribute) {
    match printer.context().attr_kind(key) {
        AttrKind::Type(ty) => printer.write_type(out, *ty),
        AttrKind::String { value, .. } => {
            out.push('"');
            out.push_str(&String::from_utf8_lossy(value));
            out.push('"');
        }
        _ => printer.write_attr(out, key, TypeElision::Never),
    }
}

/// A key as messages name it: the type quoted, or the string without
/// quotes.
fn key_text(ctx: &Context, key: Attribute) -> String {
    match ctx.attr_kind(key) {
        AttrKind::Type(ty) => format!("'{}'", type_to_string(ctx, *ty)),
        AttrKind::String { value, .. } => String::from_utf8_lossy(value).into_owned(),
        _ => attr_to_string(ctx, key),
    }
}

impl ParamsSyntax for DataLayoutSpecAttr {
    /// `<>` or `<entry, ...>`, each entry a full `#dlti.dl_entry`; a key
    /// given twice is reported at the mnemonic.
    fn parse(p: &mut OpParser<'_, '_>) -> PResult<Vec<Param>> {
        // The mnemonic is right before the `<`.
        let name_at = p
            .error_here("")
            .offset
            .saturating_sub(DataLayoutSpecAttr::MNEMONIC.len() as u32);
        p.expect(TokenKind::Less, "expected '<'")?;
        if p.eat(TokenKind::Greater) {
            return Ok(vec![Param::Attrs(Box::new([]))]);
        }
        let ctx = p.context();
        let mut entries = Vec::new();
        loop {
            let at = p.error_here("").offset;
            let entry = p.parse_attribute()?;
            if !DataLayoutEntryAttr::is(ctx, entry) {
                return Err(ParseError::new(at, "invalid kind of attribute specified"));
            }
            entries.push(entry);
            if !p.eat(TokenKind::Comma) {
                break;
            }
        }
        p.expect(TokenKind::Greater, "expected '>'")?;
        let mut keys = Vec::new();
        for &entry in &entries {
            let Some(key) = DataLayoutEntryAttr::key(ctx, entry) else {
                continue;
            };
            if keys.contains(&key) {
                return Err(ParseError::new(
                    name_at,
                    format!("repeated layout entry key: {}", key_text(ctx, key)),
                ));
            }
            keys.push(key);
        }
        Ok(vec![Param::Attrs(entries.into())])
    }

    /// `<entry, ...>`.
    fn print(printer: &SymbolPrinter<'_>, out: &mut String, params: &[Param]) {
        out.push('<');
        if let Some(Param::Attrs(entries)) = params.first() {
            for (i, &entry) in entries.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                printer.write_attr(out, entry, TypeElision::Never);
            }
        }
        out.push('>');
    }
}
