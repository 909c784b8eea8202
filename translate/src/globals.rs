//! `llvm.mlir.global` as LLVM global variables (declared first, initialized
//! once every global and function exists, from the `value` attribute or the
//! initializer region), and `llvm.mlir.global_ctors`/`global_dtors` as the
//! appending arrays `llvm.global_ctors`/`llvm.global_dtors`.

use dialectic::op_support::{integer_of, string_of, symbol_ref_of, type_of};
use dialectic::{AttrKind, OpId};
use inkwell::llvm_sys::core::*;

use crate::constants::constant_of;
use crate::enums::{dialect_enum, set_global_properties};
use crate::error::{TranslateError, TranslateResult};
use crate::module_translation::ModuleTranslation;

fn symbol_name(t: &ModuleTranslation<'_>, op: OpId) -> TranslateResult<String> {
    t.attr(op, "sym_name")
        .and_then(|a| string_of(t.ctx, a))
        .ok_or_else(|| TranslateError::at(op, "has no symbol name"))
}

/// Creates the global variable of `op` (an `llvm.mlir.global`).
pub fn declare_global(t: &mut ModuleTranslation<'_>, op: OpId) -> TranslateResult<()> {
    let name = symbol_name(t, op)?;
    let ty = t
        .attr(op, "global_type")
        .and_then(|a| type_of(t.ctx, a))
        .ok_or_else(|| TranslateError::at(op, "has no global type"))?;
    let ty = t.llvm_type(op, ty)?;
    let address_space = t
        .attr(op, "addr_space")
        .and_then(|a| integer_of(t.ctx, a))
        .unwrap_or(0) as u32;
    let cname = t.c_string(op, &name)?;
    // SAFETY: the module and type are live; the name is copied.
    let global =
        unsafe { LLVMAddGlobalInAddressSpace(t.llvm_module(), ty, cname.as_ptr(), address_space) };
    t.map_symbol(&name, global);
    set_global_properties(t, op, global)?;
    // SAFETY: `global` is a global variable of the module.
    unsafe {
        if t.attr(op, "constant").is_some() {
            LLVMSetGlobalConstant(global, 1);
        }
        if t.attr(op, "thread_local_").is_some() {
            LLVMSetThreadLocal(global, 1);
        }
        if t.attr(op, "externally_initialized").is_some() {
            LLVMSetExternallyInitialized(global, 1);
        }
        if let Some(align) = t.attr(op, "alignment").and_then(|a| integer_of(t.ctx, a)) {
            LLVMSetAlignment(global, align as u32);
        }
    }
    Ok(())
}

/// Gives the global of `op` its initializer: its `value` attribute, or the
/// value its initializer region returns; one of undefined value when it has
/// neither and is not an external declaration.
pub fn initialize_global(t: &mut ModuleTranslation<'_>, op: OpId) -> TranslateResult<()> {
    let name = symbol_name(t, op)?;
    let global = t.lookup_symbol(op, &name)?;
    // SAFETY: `global` is a global variable of the module.
    let ty = unsafe { LLVMGlobalGetValueType(global) };
    let initializer = if let Some(value) = t.attr(op, "value") {
        Some(constant_of(t.ctx, value, ty).map_err(|m| TranslateError::at(op, m))?)
    } else if let Some(block) = t.ir.regions(op).first().and_then(|&r| t.ir.entry_block(r)) {
        // SAFETY: ops of an initializer fold to constants; no position needed.
        unsafe { LLVMClearInsertionPosition(t.builder()) };
        let ops: Vec<OpId> = t.ir.ops_of(block).collect();
        let Some((&ret, body)) = ops.split_last() else {
            return Err(TranslateError::at(op, "has an empty initializer region"));
        };
        for &inner in body {
            t.translate_op(inner)?;
        }
        let value = t.operand(ret, 0)?;
        // SAFETY: `value` is live.
        if unsafe { LLVMIsAConstant(value) }.is_null() {
            return Err(TranslateError::at(
                ret,
                "the initializer of a global is not a constant",
            ));
        }
        Some(value)
    } else {
        let linkage = t
            .attr(op, "linkage")
            .and_then(|a| dialect_enum(t, a, "linkage"))
            .unwrap_or(10);
        // External and extern_weak globals without a value are declarations.
        (linkage != 10 && linkage != 7).then(|| unsafe { LLVMGetUndef(ty) })
    };
    if let Some(init) = initializer {
        // SAFETY: `init` is a constant of the global's type.
        unsafe { LLVMSetInitializer(global, init) };
    }
    Ok(())
}

/// `llvm.mlir.global_ctors`/`global_dtors`: the appending global `name`
/// of `{ i32 priority, ptr function, ptr data }` entries.
pub fn translate_structors(
    t: &mut ModuleTranslation<'_>,
    op: OpId,
    name: &str,
    list: &str,
) -> TranslateResult<()> {
    let (Some(AttrKind::Array(functions)), Some(AttrKind::Array(priorities))) = (
        t.attr(op, list).map(|a| t.ctx.attr_kind(a).clone()),
        t.attr(op, "priorities").map(|a| t.ctx.attr_kind(a).clone()),
    ) else {
        return Err(TranslateError::at(
            op,
            format!("expects '{list}' and 'priorities' arrays"),
        ));
    };
    // SAFETY: building constants and one global in the live module.
    unsafe {
        let i32_ty = LLVMInt32TypeInContext(t.llvm_context());
        let ptr_ty = LLVMPointerTypeInContext(t.llvm_context(), 0);
        let mut fields = [i32_ty, ptr_ty, ptr_ty];
        let entry_ty = LLVMStructTypeInContext(t.llvm_context(), fields.as_mut_ptr(), 3, 0);
        let mut entries = Vec::new();
        for (&function, &priority) in functions.iter().zip(priorities.iter()) {
            let symbol = symbol_ref_of(t.ctx, function)
                .ok_or_else(|| TranslateError::at(op, "expects symbol references"))?;
            let function = t.lookup_symbol(op, &symbol)?;
            let priority = integer_of(t.ctx, priority).unwrap_or(65535) as u64;
            let mut values = [
                LLVMConstInt(i32_ty, priority, 0),
                function,
                LLVMConstNull(ptr_ty),
            ];
            entries.push(LLVMConstNamedStruct(entry_ty, values.as_mut_ptr(), 3));
        }
        let array_ty = LLVMArrayType2(entry_ty, entries.len() as u64);
        let cname = t.c_string(op, name)?;
        let global = LLVMAddGlobal(t.llvm_module(), array_ty, cname.as_ptr());
        LLVMSetLinkage(global, inkwell::llvm_sys::LLVMLinkage::LLVMAppendingLinkage);
        LLVMSetInitializer(
            global,
            LLVMConstArray2(entry_ty, entries.as_mut_ptr(), entries.len() as u64),
        );
    }
    Ok(())
}
