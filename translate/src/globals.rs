//! `llvm.mlir.global` as LLVM global variables (declared first, initialized
//! once every global and function exists, from the `value` attribute or the
//! initializer region), and `llvm.mlir.global_ctors`/`global_dtors` as the
//! appending arrays `llvm.global_ctors`/`llvm.global_dtors`.

use crate::llvm;
use dialectic::op_support::{integer_of, string_of, symbol_ref_of, type_of};
use dialectic::{AttrKind, OpId};

use crate::constants::constant_of;
use crate::dialect_attrs::string_bytes;
use crate::enums::{dialect_enum, linkage_of, set_unnamed_addr, set_visibility};
use crate::error::{TranslateError, TranslateResult};
use crate::module_translation::ModuleTranslation;

fn symbol_name(t: &ModuleTranslation<'_>, op: OpId) -> TranslateResult<String> {
    t.attr(op, "sym_name")
        .and_then(|a| string_of(t.ctx, a))
        .ok_or_else(|| TranslateError::at(op, "has no symbol name"))
}

/// Creates the global variable of `op` (an `llvm.mlir.global`) with its
/// attributes: constness, linkage, thread locality, address space, comdat,
/// `unnamed_addr`, section, `dso_local`, alignment and visibility.
pub fn declare_global(t: &mut ModuleTranslation<'_>, op: OpId) -> TranslateResult<()> {
    let name = symbol_name(t, op)?;
    let ty = t
        .attr(op, "global_type")
        .and_then(|a| type_of(t.ctx, a))
        .ok_or_else(|| TranslateError::at(op, "has no global type"))?;
    let mut ty = t.llvm_type(op, ty)?;
    // A string value gives the global the type of its bytes, as in MLIR.
    if let Some(bytes) = t.attr(op, "value").and_then(|v| string_bytes(t.ctx, v)) {
        ty = llvm::array_type2(
            llvm::int8_type_in_context(t.llvm_context()),
            bytes.len() as u64,
        );
    }
    let address_space = t
        .attr(op, "addr_space")
        .and_then(|a| integer_of(t.ctx, a))
        .unwrap_or(0) as u32;
    let cname = t.c_string(op, &name)?;
    let global = llvm::add_global_in_address_space(t.llvm_module(), ty, &cname, address_space);
    t.map_symbol(&name, global);
    if t.attr(op, "constant").is_some() {
        llvm::set_global_constant(global, 1);
    }
    llvm::set_linkage(global, linkage_of(linkage_bits(t, op)));
    if t.attr(op, "thread_local_").is_some() {
        llvm::set_thread_local(global, 1);
    }
    if let Some(comdat) = t.attr(op, "comdat") {
        let comdat = t.lookup_comdat(op, comdat)?;
        llvm::set_comdat(global, comdat);
    }
    set_unnamed_addr(t, op, global);
    if let Some(section) = t.attr(op, "section").and_then(|a| string_of(t.ctx, a)) {
        let section = t.c_string(op, &section)?;
        llvm::set_section(global, &section);
    }
    if t.attr(op, "dso_local").is_some() {
        crate::llvm::set_dso_local(global);
    }
    if let Some(align) = t.attr(op, "alignment").and_then(|a| integer_of(t.ctx, a)) {
        llvm::set_alignment(global, align as u32);
    }
    set_visibility(t, op, global);
    crate::debug_info::translate_global(t, op, global)
}

/// The linkage bits of `op` (external when absent).
fn linkage_bits(t: &ModuleTranslation<'_>, op: OpId) -> i64 {
    t.attr(op, "linkage")
        .and_then(|a| dialect_enum(t, a, "linkage"))
        .unwrap_or(EXTERNAL)
}

const EXTERNAL: i64 = 10;
const EXTERN_WEAK: i64 = 7;

/// Gives the global of `op` its initializer: its `value` attribute, or the
/// value its initializer region returns; one of undefined value when it has
/// neither. External globals without an initializer and `extern_weak`
/// globals are declarations (MLIR's `shouldDropGlobalInitializer`).
pub fn initialize_global(t: &mut ModuleTranslation<'_>, op: OpId) -> TranslateResult<()> {
    let name = symbol_name(t, op)?;
    let global = t.lookup_symbol(op, &name)?;
    let ty = llvm::global_get_value_type(global);
    let initializer = if let Some(value) = t.attr(op, "value") {
        Some(constant_of(t.ctx, value, ty).map_err(|m| TranslateError::at(op, m))?)
    } else if let Some(block) =
        t.ir.regions(op)
            .first()
            .and_then(|&r| t.ir.entry_block(r))
            .filter(|&b| t.ir.ops_of(b).next().is_some())
    {
        llvm::clear_insertion_position(t.builder());
        let ops: Vec<OpId> = t.ir.ops_of(block).collect();
        let Some((&ret, body)) = ops.split_last() else {
            return Err(TranslateError::at(op, "has an empty initializer region"));
        };
        for &inner in body {
            t.translate_op(inner)?;
            if t.ir.num_results(inner) > 0 {
                let value = t.lookup_value(inner, t.ir.result(inner, 0))?;
                if llvm::is_a_constant(value).is_null() {
                    return Err(TranslateError::at(inner, "unemittable constant value"));
                }
            }
        }
        let value = t.operand(ret, 0)?;
        if llvm::is_a_constant(value).is_null() || llvm::type_of(value) != ty {
            return Err(TranslateError::at(
                ret,
                "the initializer of a global is not a constant of its type",
            ));
        }
        Some(value)
    } else {
        None
    };
    let linkage = linkage_bits(t, op);
    let drop = (linkage == EXTERNAL && initializer.is_none()) || linkage == EXTERN_WEAK;
    let initializer = match initializer {
        _ if drop => None,
        None => Some(llvm::get_undef(ty)),
        some => some,
    };
    if let Some(init) = initializer {
        llvm::set_initializer(global, init);
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
    let i32_ty = llvm::int32_type_in_context(t.llvm_context());
    let ptr_ty = llvm::pointer_type_in_context(t.llvm_context(), 0);
    let fields = [i32_ty, ptr_ty, ptr_ty];
    let entry_ty = llvm::struct_type_in_context(t.llvm_context(), &fields, 0);
    let mut entries = Vec::new();
    for (&function, &priority) in functions.iter().zip(priorities.iter()) {
        let symbol = symbol_ref_of(t.ctx, function)
            .ok_or_else(|| TranslateError::at(op, "expects symbol references"))?;
        let function = t.lookup_symbol(op, &symbol)?;
        let priority = integer_of(t.ctx, priority).unwrap_or(65535) as u64;
        let values = [
            llvm::const_int(i32_ty, priority, 0),
            function,
            llvm::const_null(ptr_ty),
        ];
        entries.push(llvm::const_named_struct(entry_ty, &values));
    }
    let array_ty = llvm::array_type2(entry_ty, entries.len() as u64);
    let cname = t.c_string(op, name)?;
    let global = llvm::add_global(t.llvm_module(), array_ty, &cname);
    llvm::set_linkage(global, inkwell::llvm_sys::LLVMLinkage::LLVMAppendingLinkage);
    llvm::set_initializer(global, llvm::const_array2(entry_ty, &entries));
    Ok(())
}
