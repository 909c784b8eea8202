//! Printing dialect types and attributes from their syntax description,
//! with mlir-tblgen's spacing.

use crate::dialect::{DialectSymbol, Param};
use crate::print::{SymbolPrinter, TypeElision, write_escaped};

use super::{DialectSymbols, ParamSyntax, SymbolSyntax};

fn print_param(sp: &SymbolPrinter<'_>, out: &mut String, param: &Param) {
    let comma = |out: &mut String, i: usize| {
        if i > 0 {
            out.push_str(", ");
        }
    };
    match param {
        Param::Int(v) => out.push_str(&v.to_string()),
        Param::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        Param::Str(s) => write_escaped(out, s.as_bytes()),
        Param::Type(t) => sp.write_type(out, *t),
        Param::Attr(a) => sp.write_attr(out, *a, TypeElision::Never),
        Param::Types(ts) => {
            for (i, &t) in ts.iter().enumerate() {
                comma(out, i);
                sp.write_type(out, t);
            }
        }
        Param::Attrs(attrs) => {
            for (i, &a) in attrs.iter().enumerate() {
                comma(out, i);
                sp.write_attr(out, a, TypeElision::Never);
            }
        }
        Param::Ints(vs) => {
            for (i, v) in vs.iter().enumerate() {
                comma(out, i);
                out.push_str(&v.to_string());
            }
        }
        Param::None => {}
    }
}

/// Prints `mnemonic` and the parameters of a dialect symbol of `table`
/// (with mlir-tblgen's spacing for declarative formats).
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
    let params = sym.params.get(1..).unwrap_or_default();
    out.push_str(mnemonic);
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
        SymbolSyntax::Params(elements) => {
            // mlir-tblgen's `shouldEmitSpace` / `lastWasPunctuation`.
            let mut emit_space = true;
            let mut last_punctuation = false;
            for element in elements.iter() {
                match *element {
                    ParamSyntax::Literal(text) => {
                        let first = text.chars().next().unwrap_or(' ');
                        let space_before = if text.len() != 1 && text != "->" {
                            true
                        } else if last_punctuation {
                            !">)}],".contains(first)
                        } else {
                            !"<>(){}[],".contains(first)
                        };
                        if emit_space && space_before {
                            out.push(' ');
                        }
                        out.push_str(text);
                        emit_space = text.len() != 1 || !"<({[".contains(first);
                        last_punctuation = first != '_' && !first.is_ascii_alphabetic();
                    }
                    ParamSyntax::Param(index, _) => {
                        if emit_space || !last_punctuation {
                            out.push(' ');
                        }
                        if let Some(param) = params.get(index) {
                            print_param(sp, out, param);
                        }
                        emit_space = true;
                        last_punctuation = false;
                    }
                }
            }
        }
    }
}
