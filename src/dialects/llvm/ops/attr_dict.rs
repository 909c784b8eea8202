//! The attribute dictionary of the arithmetic ops and their overflow
//! flags: MLIR's `custom<LLVMOpAttrs>(attr-dict)` (the dictionary without
//! default fast-math flags, and without the overflow flags, which MLIR
//! keeps in a property outside the dictionary) and
//! `custom<OverflowFlags>($overflowFlags)` (` overflow<nsw, nuw>`, nothing
//! for none).

use dialectic_runtime::ods::DirectiveArg;
use dialectic_runtime::parse::lexer::TokenKind;
use dialectic_runtime::parse::{OpParser, PResult, UnresolvedOperand};
use dialectic_runtime::print::OpPrinter;
use dialectic_runtime::{Attribute, Context, Ir, OpId, Value};

use super::super::{
    FastmathFlags, FastmathFlagsAttr, IntegerOverflowFlags, IntegerOverflowFlagsAttr,
    LLVMOpAttrsDirective, OverflowFlagsDirective,
};
use crate::op_support::{CustomFormatDirective, NamedAttribute};

/// The name of the fast-math flags attribute.
const FASTMATH: &str = "fastmathFlags";
/// The name of the overflow flags property.
const OVERFLOW: &str = "overflowFlags";

/// Every attribute of `op`, properties and discardable ones, sorted by name
/// (what MLIR's `Operation::getAttrs` gives a custom printer).
pub(super) fn all_attributes(ctx: &Context, ir: &Ir, op: OpId) -> Vec<NamedAttribute> {
    let mut all: Vec<NamedAttribute> = ir
        .op_properties(op)
        .map(|p| ctx.dictionary_entries(p).to_vec())
        .unwrap_or_default();
    all.extend_from_slice(ctx.dictionary_entries(ir.op_attributes(op)));
    ctx.sort_named_attributes(&mut all);
    all
}

/// Whether `attr` is the default (empty) fast-math flags.
fn is_default_fastmath(ctx: &Context, attr: Attribute) -> bool {
    FastmathFlagsAttr::value(ctx, attr) == Some(FastmathFlags::none)
}

/// Prints `attrs` as MLIR's `printOptionalAttrDict` of `processFMFAttr`:
/// ` {...}` without default fast-math flags and without `elided`.
pub(super) fn print_attr_dict_without_default_fastmath(
    p: &mut OpPrinter<'_>,
    attrs: &[NamedAttribute],
    elided: &[&str],
) {
    let ctx = p.context();
    let shown: Vec<NamedAttribute> = attrs
        .iter()
        .copied()
        .filter(|&(name, value)| {
            let name = ctx.ident_str(name);
            let default_fastmath = name == FASTMATH && is_default_fastmath(ctx, value);
            !default_fastmath && !elided.contains(&name)
        })
        .collect();
    p.print_optional_attr_dict(&shown, &[]);
}

impl CustomFormatDirective for LLVMOpAttrsDirective {
    /// MLIR's `printLLVMOpAttrs`.
    fn print(p: &mut OpPrinter<'_>, _op: OpId, args: &[DirectiveArg<Value>]) {
        let Some(DirectiveArg::Attributes(attrs)) = args.first() else {
            return;
        };
        print_attr_dict_without_default_fastmath(p, attrs, &[OVERFLOW]);
    }

    /// MLIR's `parseLLVMOpAttrs`: an optional attribute dictionary.
    fn parse<'s>(
        p: &mut OpParser<'_, 's>,
        args: &mut [DirectiveArg<UnresolvedOperand<'s>>],
    ) -> PResult<bool> {
        let attrs = p.parse_optional_attr_dict()?;
        if let Some(slot) = args.first_mut() {
            *slot = DirectiveArg::Attributes(attrs);
        }
        Ok(true)
    }
}

impl CustomFormatDirective for OverflowFlagsDirective {
    /// MLIR's `printOverflowFlags`: ` overflow<nsw, nuw>`, nothing for none.
    fn print(p: &mut OpPrinter<'_>, _op: OpId, args: &[DirectiveArg<Value>]) {
        let ctx = p.context();
        let flags = args
            .first()
            .and_then(DirectiveArg::attribute)
            .and_then(|a| IntegerOverflowFlagsAttr::value(ctx, a))
            .unwrap_or(IntegerOverflowFlags::none);
        if flags == IntegerOverflowFlags::none {
            return;
        }
        let mut names = Vec::new();
        if flags.contains(IntegerOverflowFlags::nsw) {
            names.push("nsw");
        }
        if flags.contains(IntegerOverflowFlags::nuw) {
            names.push("nuw");
        }
        p.out().push_str(" overflow<");
        p.out().push_str(&names.join(", "));
        p.out().push('>');
    }

    /// MLIR's `parseOverflowFlags`: `overflow<flag, ...>` if the keyword is
    /// next, else no flags.
    fn parse<'s>(
        p: &mut OpParser<'_, 's>,
        args: &mut [DirectiveArg<UnresolvedOperand<'s>>],
    ) -> PResult<bool> {
        let mut flags = IntegerOverflowFlags::none;
        if p.parse_optional_keyword(&["overflow"]).is_some() {
            p.expect(TokenKind::Less, "expected '<'")?;
            loop {
                let at = p.current_offset();
                let Some(keyword) = p.parse_optional_keyword(&[]) else {
                    return Err(p.emit_error(at, "expected valid keyword"));
                };
                match keyword.parse::<IntegerOverflowFlags>() {
                    Ok(flag) => flags = flags | flag,
                    Err(_) => {
                        return Err(
                            p.emit_error(at, "invalid overflow flag: expected nsw, nuw, or none")
                        );
                    }
                }
                if !p.eat(TokenKind::Comma) {
                    break;
                }
            }
            p.expect(TokenKind::Greater, "expected '>'")?;
        }
        if let Some(slot) = args.first_mut() {
            *slot =
                DirectiveArg::Attribute(Some(IntegerOverflowFlagsAttr::get(p.context(), flags)));
        }
        Ok(true)
    }
}
