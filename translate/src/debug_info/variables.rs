//! Debug info variables, labels and DWARF expressions: local variables,
//! global variables (distinct) and the global variable expressions of
//! `dbg_expr`, labels, and `#llvm.di_expression<[...]>` as the flat list
//! of opcodes and arguments of a `DIExpression`.

use crate::llvm;
use crate::llvm::Metadata;
use dialectic::{Attribute, OpId};

use super::nodes::{translate_node, translate_optional};
use super::params::DiParams;
use crate::error::{TranslateError, TranslateResult};
use crate::module_translation::ModuleTranslation;

/// `#llvm.di_local_variable<scope, name, file, line, arg, alignInBits, type>`.
pub fn local_variable<'a>(
    t: &mut ModuleTranslation<'a>,
    op: OpId,
    p: &DiParams<'_>,
) -> TranslateResult<Metadata<'a>> {
    let scope = translate_optional(t, op, p.attr(0))?;
    let file = translate_optional(t, op, p.attr(2))?;
    let ty = translate_optional(t, op, p.attr(6))?;
    let name = p.bytes(1);
    Ok({
        llvm::debug_info_nodes::di_local_variable(
            t.llvm_context(),
            scope,
            name.as_ref(),
            file,
            p.int(3) as u32,
            ty,
            p.int(4) as u32,
            p.int(5) as u32,
        )
    })
}

/// `#llvm.di_global_variable<scope, name, linkageName, file, line, type,
/// isLocalToUnit, isDefined, alignInBits>`.
pub fn global_variable<'a>(
    t: &mut ModuleTranslation<'a>,
    op: OpId,
    p: &DiParams<'_>,
) -> TranslateResult<Metadata<'a>> {
    let scope = translate_optional(t, op, p.attr(0))?;
    let file = translate_optional(t, op, p.attr(3))?;
    let ty = translate_optional(t, op, p.attr(5))?;
    let (name, linkage_name) = (p.bytes(1), p.bytes(2));
    Ok({
        llvm::debug_info_nodes::di_global_variable(
            t.llvm_context(),
            scope,
            name.as_ref(),
            linkage_name.as_ref(),
            file,
            p.int(4) as u32,
            ty,
            p.flag(6) as i32,
            p.flag(7) as i32,
            p.int(8) as u32,
        )
    })
}

/// `#llvm.di_label<scope, name, file, line>`.
pub fn label<'a>(
    t: &mut ModuleTranslation<'a>,
    op: OpId,
    p: &DiParams<'_>,
) -> TranslateResult<Metadata<'a>> {
    let scope = translate_optional(t, op, p.attr(0))?;
    let file = translate_optional(t, op, p.attr(2))?;
    let name = p.bytes(1);
    Ok({
        llvm::debug_info_nodes::di_label(
            t.llvm_context(),
            scope,
            name.as_ref(),
            file,
            p.int(3) as u32,
        )
    })
}

/// The `DIExpression` of `#llvm.di_expression<[...]>` (empty when absent).
pub fn expression<'a>(
    t: &mut ModuleTranslation<'a>,
    op: OpId,
    attr: Option<Attribute>,
) -> TranslateResult<Metadata<'a>> {
    let mut elements: Vec<u64> = Vec::new();
    if let Some(attr) = attr {
        let p = DiParams::of(t.ctx, attr)
            .filter(|p| p.mnemonic == "di_expression")
            .ok_or_else(|| not_an_expression(t, op, attr))?;
        for operation in p.attrs(0) {
            let o = DiParams::of(t.ctx, operation)
                .filter(|o| o.mnemonic == "di_expression_elem")
                .ok_or_else(|| not_an_expression(t, op, attr))?;
            elements.push(o.int(0));
            elements.extend(o.ints(1));
        }
    }
    let builder = super::builder(t);
    Ok(llvm::di_builder_create_expression(builder, &elements))
}

/// The `DIExpression` of an optional expression attribute (null when absent).
pub fn optional_expression<'a>(
    t: &mut ModuleTranslation<'a>,
    op: OpId,
    attr: Option<Attribute>,
) -> TranslateResult<Metadata<'a>> {
    match attr {
        Some(attr) => expression(t, op, Some(attr)),
        None => Ok(Metadata::null()),
    }
}

/// `#llvm.di_global_variable_expression<var, expr>`.
pub fn global_variable_expression<'a>(
    t: &mut ModuleTranslation<'a>,
    op: OpId,
    attr: Attribute,
) -> TranslateResult<Metadata<'a>> {
    let p = DiParams::of(t.ctx, attr)
        .filter(|p| p.mnemonic == "di_global_variable_expression")
        .ok_or_else(|| {
            TranslateError::at(
                op,
                format!(
                    "expected a debug info global variable expression, got {}",
                    dialectic::text::print::attr_to_string(t.ctx, attr)
                ),
            )
        })?;
    let var_attr = p
        .attr(0)
        .filter(|&v| DiParams::of(t.ctx, v).is_some_and(|v| v.mnemonic == "di_global_variable"))
        .ok_or_else(|| {
            TranslateError::at(
                op,
                "a global variable expression whose 'var' is not a 'di_global_variable'",
            )
        })?;
    let variable = translate_node(t, op, var_attr)?;
    let expr = expression(t, op, p.attr(1))?;
    Ok(llvm::debug_info_nodes::di_global_variable_expression(
        t.llvm_context(),
        variable,
        expr,
    ))
}

fn not_an_expression(t: &ModuleTranslation<'_>, op: OpId, attr: Attribute) -> TranslateError {
    TranslateError::at(
        op,
        format!(
            "expected a debug info expression, got {}",
            dialectic::text::print::attr_to_string(t.ctx, attr)
        ),
    )
}
