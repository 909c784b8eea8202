//! `llvm.inline_asm`: a call of inline assembly whose function type is the
//! op's operand and result types, with its dialect, side effects, stack
//! alignment and the `elementtype` of operands given in `operand_attrs`.
//! The constraints are checked against the type first (LLVM's
//! `InlineAsm::verify`, which LLVM itself only asserts).

use dialectic::op_support::{string_of, type_of};
use dialectic::{AttrKind, OpId};
use inkwell::llvm_sys::LLVMInlineAsmDialect;
use inkwell::llvm_sys::core::*;
use inkwell::llvm_sys::prelude::*;

use crate::enums::dialect_enum;
use crate::error::{TranslateError, TranslateResult};
use crate::intrinsic_call::result_type;
use crate::llvm_checks::inline_asm_error;
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
    let mut args = t.operands(op)?;
    // SAFETY: the arguments are live values of the module.
    let mut params: Vec<LLVMTypeRef> = args.iter().map(|&a| unsafe { LLVMTypeOf(a) }).collect();
    let result = result_type(t, op)?;
    // SAFETY: the types belong to the translation's context.
    let fn_type = unsafe { LLVMFunctionType(result, params.as_mut_ptr(), params.len() as u32, 0) };
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
    // SAFETY: the constraints fit the function type; LLVM copies the
    // strings; the call has the function type's arguments.
    let call = unsafe {
        let inline_asm = LLVMGetInlineAsm(
            fn_type,
            asm.as_ptr().cast_mut().cast(),
            asm.len(),
            constraints.as_ptr().cast_mut().cast(),
            constraints.len(),
            side_effects as i32,
            align_stack as i32,
            dialect,
            0,
        );
        LLVMBuildCall2(
            t.builder(),
            fn_type,
            inline_asm,
            args.as_mut_ptr(),
            args.len() as u32,
            c"".as_ptr(),
        )
    };
    set_element_types(t, op, call, args.len())?;
    if t.ir.num_results(op) == 1 {
        t.map_result(op, 0, call);
    }
    Ok(true)
}

/// The `elementtype` attribute of each operand whose entry of
/// `operand_attrs` gives one.
fn set_element_types(
    t: &mut ModuleTranslation<'_>,
    op: OpId,
    call: LLVMValueRef,
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
        // SAFETY: `call` is a call with argument `index`; `ty` is a type of
        // the translation's context.
        unsafe {
            let kind = LLVMGetEnumAttributeKindForName(c"elementtype".as_ptr(), 11);
            let attr = LLVMCreateTypeAttribute(t.llvm_context(), kind, ty);
            LLVMAddCallSiteAttribute(call, index as u32 + 1, attr);
        }
    }
    Ok(())
}
