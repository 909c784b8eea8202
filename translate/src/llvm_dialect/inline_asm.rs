//! `llvm.inline_asm`: a call of inline assembly whose function type is the
//! op's operand and result types, with its dialect, side effects, stack
//! alignment and the `elementtype` of operands given in `operand_attrs`.
//! The constraints are checked against the type first (LLVM's
//! `InlineAsm::verify`, which LLVM itself only asserts).

use crate::llvm;
use crate::llvm::AnyValue;
use dialectic::op_support::{string_of, type_of};
use dialectic::{AttrKind, OpId};
use inkwell::llvm_sys::LLVMInlineAsmDialect;

use crate::enums::dialect_enum;
use crate::error::{TranslateError, TranslateResult};
use crate::intrinsic_call::result_type;
use crate::llvm::inline_asm_error;
use crate::module_translation::ModuleTranslation;

/// Translates `op` if it is an `llvm.inline_asm`.
pub fn translate(t: &mut ModuleTranslation<'_>, op: OpId) -> TranslateResult<bool> {
    if !t.op_is(op, "llvm.inline_asm") {
        return Ok(false);
    }
    let text = |name: &str| {
        t.attr(op, name)
            .and_then(|a| string_of(t.ctx, a))
            .ok_or_else(|| TranslateError::at(op, format!("requires attribute '{name}'")))
    };
    let asm = text("asm_string")?;
    let constraints = text("constraints")?;
    let args = t.operands(op)?;
    let params: Vec<llvm::AnyType<'_>> = args.iter().map(|&a| llvm::type_of(a)).collect();
    let result = result_type(t, op)?;
    let fn_type = llvm::function_type(result, &params, 0);
    if let Some(message) = inline_asm_error(fn_type, &constraints) {
        return Err(TranslateError::at(
            op,
            format!(
                "invalid inline asm constraints \"{}\": {message}",
                constraints.escape_default()
            ),
        ));
    }
    let dialect = match t
        .attr(op, "asm_dialect")
        .and_then(|a| dialect_enum(t, a, "asm_dialect"))
    {
        Some(1) => LLVMInlineAsmDialect::LLVMInlineAsmDialectIntel,
        _ => LLVMInlineAsmDialect::LLVMInlineAsmDialectATT,
    };
    let side_effects = t.attr(op, "has_side_effects").is_some();
    let align_stack = t.attr(op, "is_align_stack").is_some();
    let call = {
        let inline_asm = llvm::get_inline_asm(
            fn_type,
            &asm,
            &constraints,
            side_effects as i32,
            align_stack as i32,
            dialect,
            0,
        );
        llvm::build_call2(t.builder(), fn_type, inline_asm, &args)
    };
    set_element_types(t, op, call, args.len())?;
    if t.ir.num_results(op) == 1 {
        t.map_result(op, 0, call);
    }
    Ok(true)
}

/// The `elementtype` attribute of each operand whose entry of
/// `operand_attrs` gives one.
fn set_element_types<'a>(
    t: &mut ModuleTranslation<'a>,
    op: OpId,
    call: AnyValue<'a>,
    num_args: usize,
) -> TranslateResult<()> {
    let Some(attrs) = t.attr(op, "operand_attrs") else {
        return Ok(());
    };
    let AttrKind::Array(entries) = t.ctx.attr_kind(attrs) else {
        return Ok(());
    };
    let entries = entries.clone();
    for (index, entry) in entries.into_iter().enumerate() {
        let Some(element) = t
            .ctx
            .dictionary_get(entry, "elementtype")
            .and_then(|a| type_of(t.ctx, a))
        else {
            continue;
        };
        if index >= num_args {
            return Err(TranslateError::at(
                op,
                format!(
                    "'operand_attrs' has an entry for operand #{index}, which the op does not have"
                ),
            ));
        }
        let ty = t.llvm_type(op, element)?;
        let kind = llvm::get_enum_attribute_kind_for_name("elementtype");
        let attr = llvm::create_type_attribute(t.llvm_context(), kind, ty);
        llvm::add_call_site_attribute(call, index as u32 + 1, attr);
    }
    Ok(())
}
