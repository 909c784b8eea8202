//! The custom syntax that function ops share (MLIR's
//! `function_interface_impl`): the signature with named entry block
//! arguments or bare types, argument and result attributes, a trailing
//! `...` for variadic functions, the `arg_attrs`/`res_attrs` arrays it
//! fills, and the body. `func.func` and `llvm.func` write their own
//! keywords around it.

use dialectic_runtime::storage::attributes::NamedAttribute;
use dialectic_runtime::storage::types::TypeKind;
use dialectic_runtime::text::parse::lexer::TokenKind;
use dialectic_runtime::text::parse::{LocationSpecifier, OpParser, ParseError, UnresolvedOperand};
use dialectic_runtime::text::print::OpPrinter;
use dialectic_runtime::{AttrKind, Attribute, Context, OpId, RegionId, Type};

use crate::op_support;

/// A parsed function signature.
#[derive(Debug, Default)]
pub struct Signature<'s> {
    /// The entry block arguments when they are named (`%a: i32`).
    pub named: Vec<(UnresolvedOperand<'s>, Type)>,
    /// The argument types.
    pub inputs: Vec<Type>,
    /// The attributes of each argument.
    pub arg_attrs: Vec<Vec<NamedAttribute>>,
    /// The location written after each argument (`loc(...)`), if any.
    pub arg_locs: Vec<Option<LocationSpecifier<'s>>>,
    /// Whether the argument list ends with `...`.
    pub variadic: bool,
    /// The result types.
    pub results: Vec<Type>,
    /// The attributes of each result.
    pub res_attrs: Vec<Vec<NamedAttribute>>,
}

/// `(%a: i32 {attrs}, ...) -> (f64 {attrs})` after the symbol name (MLIR's
/// `parseFunctionSignatureWithArguments`): the arguments all named or all
/// bare types, `...` last when `allow_variadic`, and an optional result
/// list.
pub fn parse_signature<'s>(
    p: &mut OpParser<'_, 's>,
    allow_variadic: bool,
) -> Result<Signature<'s>, ParseError> {
    let mut sig = Signature::default();
    p.expect(TokenKind::LParen, "expected '('")?;
    if !p.eat(TokenKind::RParen) {
        loop {
            let at = p.current_offset();
            if sig.variadic {
                return Err(p.emit_error(
                    at,
                    "variadic arguments must be in the end of the argument list",
                ));
            }
            if allow_variadic && p.eat(TokenKind::Ellipsis) {
                sig.variadic = true;
            } else if p.at(TokenKind::PercentIdent) {
                if sig.named.len() != sig.inputs.len() {
                    return Err(p.emit_error(at, "expected type instead of SSA identifier"));
                }
                let arg = p.parse_operand()?;
                p.expect(TokenKind::Colon, "expected ':'")?;
                let ty = p.parse_type()?;
                sig.named.push((arg, ty));
                sig.inputs.push(ty);
                sig.arg_attrs.push(p.parse_optional_attr_dict()?);
                sig.arg_locs.push(p.parse_optional_location_specifier()?);
            } else {
                if !sig.named.is_empty() {
                    return Err(p.emit_error(at, "expected SSA identifier"));
                }
                sig.inputs.push(p.parse_type()?);
                sig.arg_attrs.push(p.parse_optional_attr_dict()?);
                // A declaration's argument locations go nowhere, as in MLIR.
                p.parse_optional_location_specifier()?;
            }
            if !p.eat(TokenKind::Comma) {
                break;
            }
        }
        p.expect(TokenKind::RParen, "expected ')'")?;
    }
    if p.eat(TokenKind::Arrow) {
        if p.eat(TokenKind::LParen) {
            if !p.eat(TokenKind::RParen) {
                loop {
                    sig.results.push(p.parse_type()?);
                    sig.res_attrs.push(p.parse_optional_attr_dict()?);
                    if !p.eat(TokenKind::Comma) {
                        break;
                    }
                }
                p.expect(TokenKind::RParen, "expected ')'")?;
            }
        } else {
            sig.results.push(p.parse_type()?);
            sig.res_attrs.push(Vec::new());
        }
    }
    Ok(sig)
}

/// Adds `arg_attrs` and `res_attrs` to `attributes` when some argument or
/// result has attributes (MLIR's `addArgAndResultAttrs`).
pub fn add_arg_and_result_attrs(
    ctx: &Context,
    attributes: &mut Vec<NamedAttribute>,
    sig: &mut Signature<'_>,
) {
    for (field, lists) in [
        ("arg_attrs", std::mem::take(&mut sig.arg_attrs)),
        ("res_attrs", std::mem::take(&mut sig.res_attrs)),
    ] {
        if lists.iter().any(|l| !l.is_empty()) {
            let dicts = lists.into_iter().map(|l| ctx.dictionary_attr(l)).collect();
            attributes.push((ctx.ident(field), ctx.array_attr(dicts)));
        }
    }
}

/// The body if a `{` is next, with the named arguments as its entry block
/// arguments; an empty region (a declaration) otherwise.
pub fn parse_optional_body<'s>(
    p: &mut OpParser<'_, 's>,
    sig: &Signature<'s>,
) -> Result<Option<RegionId>, ParseError> {
    if !p.at(TokenKind::LBrace) {
        return Ok(None);
    }
    let region = p.parse_region_with_arguments(&sig.named, false)?;
    if let Some(entry) = p.ir_mut().entry_block(region) {
        let args = p.ir_mut().block_arguments(entry).to_vec();
        for (&arg, loc) in args.iter().zip(&sig.arg_locs) {
            if let Some(loc) = *loc {
                p.set_value_location(arg, loc);
            }
        }
    }
    Ok(Some(region))
}

/// The entries of the dictionaries of an array attribute (`arg_attrs`).
pub fn dictionaries(ctx: &Context, attr: Option<Attribute>) -> Option<Vec<Vec<NamedAttribute>>> {
    let AttrKind::Array(entries) = ctx.attr_kind(attr?) else {
        return None;
    };
    Some(
        entries
            .iter()
            .map(|&e| ctx.dictionary_entries(e).to_vec())
            .collect(),
    )
}

/// Prints `(%arg0: i32 {attrs}, ...) -> (f64 {attrs})` (MLIR's
/// `printFunctionSignature`): the entry block arguments of `op`'s body, or
/// the `inputs` types for a declaration, with the attributes of the op's
/// `arg_attrs` and `res_attrs`.
pub fn print_signature(
    p: &mut OpPrinter<'_>,
    op: OpId,
    inputs: &[Type],
    variadic: bool,
    results: &[Type],
) {
    let (ctx, ir) = (p.context(), p.ir());
    let get = |name| op_support::inherent_or_discardable(ctx, ir, op, name);
    let arg_attrs = dictionaries(ctx, get("arg_attrs"));
    let res_attrs = dictionaries(ctx, get("res_attrs"));
    let entry = ir
        .regions(op)
        .first()
        .and_then(|&body| ir.entry_block(body));
    p.out().push('(');
    for (i, &input) in inputs.iter().enumerate() {
        if i > 0 {
            p.out().push_str(", ");
        }
        // The attributes go between the type and the location.
        let start = p.out().len();
        match entry.and_then(|e| ir.block_arguments(e).get(i).copied()) {
            Some(arg) => p.print_region_argument(arg),
            None => p.print_type(input),
        }
        let loc = match p.out()[start..].find(" loc(") {
            Some(at) => p.out().split_off(start + at),
            None => String::new(),
        };
        if let Some(attrs) = arg_attrs.as_ref().and_then(|a| a.get(i)) {
            p.print_optional_attr_dict(attrs, &[]);
        }
        p.out().push_str(&loc);
    }
    if variadic {
        if !inputs.is_empty() {
            p.out().push_str(", ");
        }
        p.out().push_str("...");
    }
    p.out().push(')');
    if results.is_empty() {
        return;
    }
    p.out().push_str(" -> ");
    let first_has_attrs = res_attrs
        .as_ref()
        .and_then(|a| a.first())
        .is_some_and(|d| !d.is_empty());
    let parens = results.len() > 1
        || matches!(ctx.type_kind(results[0]), TypeKind::Function { .. })
        || first_has_attrs;
    if parens {
        p.out().push('(');
    }
    for (i, &result) in results.iter().enumerate() {
        if i > 0 {
            p.out().push_str(", ");
        }
        p.print_type(result);
        if let Some(attrs) = res_attrs.as_ref().and_then(|a| a.get(i)) {
            p.print_optional_attr_dict(attrs, &[]);
        }
    }
    if parens {
        p.out().push(')');
    }
}

/// ` attributes {...}` with the op's attributes (properties and
/// discardable ones, sorted by name) but `sym_name` and `elided` (MLIR's
/// `printFunctionAttributes`).
pub fn print_function_attributes(p: &mut OpPrinter<'_>, op: OpId, elided: &[&str]) {
    let (ctx, ir) = (p.context(), p.ir());
    let attrs = op_support::all_attributes(ctx, ir, op);
    let mut ignored = vec!["sym_name"];
    ignored.extend_from_slice(elided);
    p.print_optional_attr_dict_with_keyword(&attrs, &ignored);
}

/// The body after a space, unless the op is a declaration.
pub fn print_optional_body(p: &mut OpPrinter<'_>, op: OpId) {
    let ir = p.ir();
    if let Some(body) = ir
        .regions(op)
        .first()
        .copied()
        .filter(|&b| !ir.region_is_empty(b))
    {
        p.out().push(' ');
        p.print_region(body, false, true, false);
    }
}
