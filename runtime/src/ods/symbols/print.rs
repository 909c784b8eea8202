//! Printing dialect types and attributes from their syntax description:
//! the printer mlir-tblgen generates for a declarative format, with the
//! spacing its generator decided (carried by the format's items).

use crate::storage::dialect_symbol::{DialectSymbol, Param};
use crate::text::print::SymbolPrinter;

use super::format::{FormatItem, SymbolFormat};
use super::values::print_value;
use super::{DialectSymbols, SymbolSyntax};

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
