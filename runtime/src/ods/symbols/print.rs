//! Printing dialect types and attributes from their syntax description:
//! the printer mlir-tblgen generates for a declarative format, with the
//! spacing its generator decided (carried by the format's items).

use crate::storage::attributes::{AttrKind, Attribute};
use crate::storage::dialect_symbol::{DialectSymbol, Param};
use crate::storage::types::Type;
use crate::text::print::{SymbolPrinter, TypeElision, write_escaped};

use super::format::{DialectSymbols, ParamSpec, StrippedSymbol, SymbolSyntax, ValueSyntax};
use super::format::{FormatItem, SymbolFormat};

/// Prints `mnemonic` and the parameters of a dialect symbol of `table`.
pub fn print_dialect_symbol(
    sp: &SymbolPrinter<'_>,
    out: &mut String,
    sym: &DialectSymbol,
    table: &DialectSymbols,
) {
    let Some(Param::Str(mnemonic)) = sym.params.first() else {
        return;
    };
    let Some((_, syntax)) = table.iter().find(|(m, _)| *m == &**mnemonic) else {
        return;
    };
    out.push_str(mnemonic);
    write_symbol_body(sp, out, sym.params.get(1..).unwrap_or_default(), syntax);
}

/// Prints the parameters of a dialect symbol written with `syntax`
/// (what follows its mnemonic; MLIR's `print` method of the class).
pub fn write_symbol_body(
    sp: &SymbolPrinter<'_>,
    out: &mut String,
    params: &[Param],
    syntax: &SymbolSyntax,
) {
    match syntax {
        SymbolSyntax::Enum(syntax) => {
            let bits = match params.first() {
                Some(Param::Int(b)) => *b,
                _ => 0,
            };
            out.push('<');
            if syntax.enum_type_parameter {
                syntax.spec.write_field(out, bits);
            } else {
                match syntax.spec.stringify(bits) {
                    Some(text) => out.push_str(&text),
                    None => out.push_str(&bits.to_string()),
                }
            }
            out.push('>');
        }
        SymbolSyntax::Custom(_, print) => print(sp, out, params),
        SymbolSyntax::Format(format) => write_items(sp, out, format, format.items, params),
        SymbolSyntax::Bare => {}
    }
}

fn is_present(format: &SymbolFormat, params: &[Param], index: usize) -> bool {
    match (format.params.get(index), params.get(index)) {
        (Some(spec), Some(value)) => spec.is_present(value),
        _ => false,
    }
}

fn write_items(
    sp: &SymbolPrinter<'_>,
    out: &mut String,
    format: &SymbolFormat,
    items: &[FormatItem],
    params: &[Param],
) {
    for item in items {
        match *item {
            FormatItem::Literal(text, space) => {
                if space {
                    out.push(' ');
                }
                out.push_str(text);
            }
            FormatItem::Space => out.push(' '),
            FormatItem::Newline => out.push('\n'),
            FormatItem::Param {
                index,
                space,
                qualified,
            } => {
                let (Some(spec), Some(value)) = (format.params.get(index), params.get(index))
                else {
                    continue;
                };
                if !spec.is_present(value) {
                    continue;
                }
                if space {
                    out.push(' ');
                }
                print_value(sp, out, spec, value, qualified);
            }
            FormatItem::Params(indices, space) | FormatItem::Struct(indices, space) => {
                let keys = matches!(item, FormatItem::Struct(..));
                let all_optional = indices
                    .iter()
                    .all(|&i| format.params.get(i).is_some_and(|s| s.is_optional()));
                let any_present = indices.iter().any(|&i| is_present(format, params, i));
                if space && (!all_optional || any_present) {
                    out.push(' ');
                }
                let mut first = true;
                for &index in indices {
                    let (Some(spec), Some(value)) = (format.params.get(index), params.get(index))
                    else {
                        continue;
                    };
                    if !spec.is_present(value) {
                        continue;
                    }
                    if !first {
                        out.push_str(", ");
                    }
                    first = false;
                    if keys {
                        out.push_str(spec.name);
                        out.push_str(" = ");
                    }
                    print_value(sp, out, spec, value, false);
                }
            }
            FormatItem::Custom(custom, space) => {
                if space {
                    out.push(' ');
                }
                let args: Vec<Param> = custom
                    .args
                    .iter()
                    .map(|a| match *a {
                        super::format::CustomArg::Param(i) | super::format::CustomArg::Ref(i) => {
                            params.get(i).cloned().unwrap_or(Param::None)
                        }
                    })
                    .collect();
                (custom.print)(sp, out, &args);
            }
            FormatItem::Optional(group) => {
                let present = group.anchor.iter().any(|&i| is_present(format, params, i));
                let branch = if present != group.inverted {
                    group.then_items
                } else {
                    group.else_items
                };
                write_items(sp, out, format, branch, params);
            }
        }
    }
}

// Parameter values, as MLIR prints them (`printStrippedAttrOrType`, or
// `<<`), alone or as a comma-separated list.

/// Writes `value` of `param` (its values comma separated for a list).
fn print_value(
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
        (ValueSyntax::Int(_), Param::Int(v)) => out.push_str(&v.to_string()),
        (ValueSyntax::UInt(_), Param::Int(v)) => out.push_str(&(*v as u64).to_string()),
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
/// else its parameters without `#dialect.mnemonic` (with it when they
/// print as nothing).
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
            let before = out.len();
            write_symbol_body(sp, out, sym.params.get(1..).unwrap_or_default(), s.syntax);
            // A body that prints nothing is printed with its prefix, as
            // MLIR's `printStrippedAttrOrType` falls back to.
            if out.len() == before {
                sp.write_attr(out, attr, TypeElision::Never);
            }
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
            let before = out.len();
            write_symbol_body(sp, out, sym.params.get(1..).unwrap_or_default(), s.syntax);
            if out.len() == before {
                sp.write_type(out, ty);
            }
        }
        _ => sp.write_type(out, ty),
    }
}
