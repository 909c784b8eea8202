//! `llvm.func`: its custom form (MLIR 19's `LLVMFuncOp::print`/`parse`:
//! linkage, visibility, `unnamed_addr` and calling convention before the
//! symbol, the signature of `function_syntax` with `...` for variadic
//! functions, `vscale_range(min, max)`, `comdat(...)`, `attributes {...}`,
//! the body) and its verifiers.

use super::compat::is_compatible_type;
use super::global::{
    linkage, parse_linkage_visibility_unnamed_addr, parse_optional_comdat, print_optional_comdat,
    unnamed_addr_keyword, verify_comdat, visibility_keyword,
};
use super::syntax::parse_optional_enum_keyword;
use super::{
    CConv, CConvAttr, LLVMFuncOp, LLVMFunctionType, LLVMVoidType, LandingpadOp, Linkage, ResumeOp,
};
use crate::function_syntax;
use crate::interfaces::FunctionOpInterface;
use crate::op_support::{
    self, Context, Ir, OpAssembly, OpError, OpId, OpParser, OpPrinter, OpRegionVerifier,
    OpVerifier, Param, ParseError, ParsedOp, TokenKind, Type, type_to_string,
};

/// The attributes the custom form prints in its own places.
const ELIDED: &[&str] = &[
    "function_type",
    "arg_attrs",
    "res_attrs",
    "linkage",
    "CConv",
    "visibility_",
    "comdat",
    "unnamed_addr",
    "vscale_range",
];

/// The `!llvm.func` type of a function.
fn function_type(ctx: &Context, ir: &Ir, op: OpId) -> Option<Type> {
    op_support::inherent_or_discardable(ctx, ir, op, "function_type")
        .and_then(|a| op_support::type_of(ctx, a))
        .filter(|&t| LLVMFunctionType::is(ctx, t))
}

impl FunctionOpInterface for LLVMFuncOp {
    /// The parameters of the `!llvm.func` type, and its result unless it
    /// is `void`.
    fn signature(&self, ctx: &Context, ir: &Ir) -> Option<(Vec<Type>, Vec<Type>)> {
        let ty = function_type(ctx, ir, self.0)?;
        let params = LLVMFunctionType::params(ctx, ty)?;
        let result = LLVMFunctionType::return_type(ctx, ty)?;
        let results = if LLVMVoidType::is(ctx, result) {
            Vec::new()
        } else {
            vec![result]
        };
        Some((params, results))
    }
}

/// Whether the function has no body.
fn is_external(ir: &Ir, op: OpId) -> bool {
    ir.regions(op)
        .first()
        .is_none_or(|&body| ir.region_is_empty(body))
}

impl OpAssembly for LLVMFuncOp {
    fn print(p: &mut OpPrinter<'_>, op: OpId) {
        let (ctx, ir) = (p.context(), p.ir());
        op_support::print_op_name(p, op, Self::NAME);
        p.out().push(' ');
        let linkage = linkage(ctx, ir, op);
        let conv = op_support::inherent_or_discardable(ctx, ir, op, "CConv")
            .and_then(|a| CConvAttr::value(ctx, a))
            .unwrap_or(CConv::C);
        for (keyword, shown) in [
            (linkage.as_str(), linkage != Linkage::External),
            (visibility_keyword(ctx, ir, op), true),
            (unnamed_addr_keyword(ctx, ir, op), true),
            (conv.as_str(), conv != CConv::C),
        ] {
            if shown && !keyword.is_empty() {
                p.out().push_str(keyword);
                p.out().push(' ');
            }
        }
        let name = op_support::inherent_or_discardable(ctx, ir, op, "sym_name")
            .and_then(|a| op_support::string_of(ctx, a))
            .unwrap_or_default();
        p.print_symbol_name(name.as_bytes());
        let (inputs, results) = LLVMFuncOp(op).signature(ctx, ir).unwrap_or_default();
        let variadic = function_type(ctx, ir, op)
            .and_then(|t| LLVMFunctionType::var_arg(ctx, t))
            .unwrap_or(false);
        function_syntax::print_signature(p, op, &inputs, variadic, &results);
        if let Some(range) = op_support::inherent_or_discardable(ctx, ir, op, "vscale_range") {
            let params = op_support::dialect_attr_params(ctx, range, "llvm", "vscale_range");
            let bound = |i: usize| match params.and_then(|p| p.get(i)) {
                Some(Param::Attr(a)) => op_support::integer_of(ctx, *a).unwrap_or_default(),
                _ => 0,
            };
            let (min, max) = (bound(0), bound(1));
            p.out().push_str(&format!(" vscale_range({min}, {max})"));
        }
        print_optional_comdat(p, op);
        function_syntax::print_function_attributes(p, op, ELIDED);
        function_syntax::print_optional_body(p, op);
    }

    fn parse(p: &mut OpParser<'_, '_>, state: &mut ParsedOp) -> Result<(), ParseError> {
        let ctx = p.context();
        parse_linkage_visibility_unnamed_addr(p, state);
        let conv = parse_optional_enum_keyword(p, &CConv::SPEC)
            .and_then(CConv::from_bits)
            .unwrap_or(CConv::C);
        state
            .attributes
            .push((ctx.ident("CConv"), CConvAttr::get(ctx, conv)));
        let signature_at = p.current_offset();
        let name = p.parse_symbol_name()?;
        state
            .attributes
            .push((ctx.ident("sym_name"), ctx.string_attr(&name)));
        let mut sig = function_syntax::parse_signature(p, true)?;
        if sig.results.len() > 1 {
            return Err(p.emit_error(
                signature_at,
                "failed to construct function type: expected zero or one function result",
            ));
        }
        if !sig.inputs.iter().all(|&t| is_compatible_type(ctx, t)) {
            return Err(p.emit_error(
                signature_at,
                "failed to construct function type: expected LLVM type for function arguments",
            ));
        }
        let result = sig
            .results
            .first()
            .copied()
            .unwrap_or_else(|| LLVMVoidType::get(ctx));
        if !is_compatible_type(ctx, result) {
            return Err(p.emit_error(
                signature_at,
                format!(
                    "failed to construct function type: expected LLVM type for function results'{}'",
                    type_to_string(ctx, result)
                ),
            ));
        }
        let ty = LLVMFunctionType::get(ctx, result, sig.inputs.clone(), sig.variadic);
        state
            .attributes
            .push((ctx.ident("function_type"), ctx.type_attr(ty)));
        if p.eat_keyword("vscale_range") {
            p.expect(TokenKind::LParen, "expected '('")?;
            let min = p.parse_integer()?;
            p.expect(TokenKind::Comma, "expected ','")?;
            let max = p.parse_integer()?;
            p.expect(TokenKind::RParen, "expected ')'")?;
            let i32_attr = |v: i64| op_support::integer_attr(ctx, ctx.integer_type(32), v.into());
            let range = op_support::dialect_attr(
                ctx,
                "llvm",
                "vscale_range",
                vec![Param::Attr(i32_attr(min)), Param::Attr(i32_attr(max))],
            );
            state.attributes.push((ctx.ident("vscale_range"), range));
        }
        parse_optional_comdat(p, state)?;
        let attrs = p.parse_optional_attr_dict_with_keyword()?;
        state.attributes.extend(attrs);
        function_syntax::add_arg_and_result_attrs(ctx, &mut state.attributes, &mut sig);
        let body = function_syntax::parse_optional_body(p, &sig)?;
        state
            .regions
            .push(body.unwrap_or_else(|| p.ir_mut().create_region()));
        Ok(())
    }
}

impl OpVerifier for LLVMFuncOp {
    /// MLIR's `LLVMFuncOp::verify`: linkage, comdat, inlining attributes,
    /// and one landing pad type per function.
    fn verify(ctx: &Context, ir: &Ir, op: OpId) -> Result<(), OpError> {
        let linkage = linkage(ctx, ir, op);
        if linkage == Linkage::Common {
            return Err(OpError::op_error("functions cannot have 'common' linkage"));
        }
        verify_comdat(ctx, ir, op)?;
        if is_external(ir, op) {
            if !matches!(linkage, Linkage::External | Linkage::ExternWeak) {
                return Err(OpError::op_error(
                    "external functions must have 'external' or 'extern_weak' linkage",
                ));
            }
            return Ok(());
        }
        let has = |name| op_support::inherent_or_discardable(ctx, ir, op, name).is_some();
        if has("no_inline") && has("always_inline") {
            return Err(OpError::error(
                "no_inline and always_inline attributes are incompatible",
            ));
        }
        if has("optimize_none") && !has("no_inline") {
            return Err(OpError::op_error(
                "with optimize_none must also be no_inline",
            ));
        }
        let mut landingpad_type = None;
        let mut inconsistent = None;
        op_support::walk_nested(ir, op, &mut |inner| {
            let (ty, message) = if op_support::is_op(ctx, ir, inner, LandingpadOp::NAME) {
                (
                    ir.results(inner).next().map(|r| ir.value_type(r)),
                    "'llvm.landingpad' should have a consistent result type inside a function",
                )
            } else if op_support::is_op(ctx, ir, inner, ResumeOp::NAME) {
                (
                    ir.operands(inner).next().map(|v| ir.value_type(v)),
                    "'llvm.resume' should have a consistent input type inside a function",
                )
            } else {
                return true;
            };
            match landingpad_type {
                None => landingpad_type = ty,
                Some(first) if Some(first) != ty => {
                    inconsistent = Some(message);
                    return false;
                }
                _ => {}
            }
            true
        });
        if let Some(message) = inconsistent {
            return Err(OpError::error(message));
        }
        Ok(())
    }
}

impl OpRegionVerifier for LLVMFuncOp {
    /// MLIR's `LLVMFuncOp::verifyRegions`: the entry block arguments have
    /// LLVM types.
    fn verify_regions(ctx: &Context, ir: &Ir, op: OpId) -> Result<(), OpError> {
        if is_external(ir, op) {
            return Ok(());
        }
        let count = LLVMFuncOp(op)
            .signature(ctx, ir)
            .map_or(0, |(inputs, _)| inputs.len());
        let Some(entry) = ir.regions(op).first().and_then(|&r| ir.entry_block(r)) else {
            return Ok(());
        };
        for (i, &arg) in ir.block_arguments(entry).iter().take(count).enumerate() {
            if !is_compatible_type(ctx, ir.value_type(arg)) {
                return Err(OpError::op_error(format!(
                    "entry block argument #{i} is not of LLVM type"
                )));
            }
        }
        Ok(())
    }
}
