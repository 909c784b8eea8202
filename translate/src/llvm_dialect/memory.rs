//! `alloca`, `load`, `store`, `getelementptr`, `atomicrmw`, `cmpxchg`,
//! `fence` and `va_arg`, with alignment, volatility, atomic orderings and
//! sync scopes.

use crate::llvm;
use crate::llvm::AnyValue;
use dialectic::op_support::{integer_of, string_of, type_of};
use dialectic::{AttrKind, OpId};

use crate::enums::{dialect_enum, ordering_of, rmw_op_of};
use crate::error::{TranslateError, TranslateResult};
use crate::metadata::access::attach_memory_access_metadata;
use crate::metadata::nodes;
use crate::module_translation::ModuleTranslation;

/// MLIR's marker of a dynamic index in `rawConstantIndices`.
const DYNAMIC_INDEX: i32 = i32::MIN;

/// Translates `op` if it is one of these ops.
pub fn translate(t: &mut ModuleTranslation<'_>, op: OpId) -> TranslateResult<bool> {
    let b = t.builder();
    let name = t.op_name(op);
    let result: Option<AnyValue<'_>> = match name {
        "llvm.alloca" => {
            let ty = elem_type(t, op)?;
            let size = t.operand(op, 0)?;
            let inst = llvm::build_array_alloca(b, ty, size);
            set_alignment(t, op, inst);
            Some(inst)
        }
        "llvm.load" => {
            let ty = t.llvm_type(op, t.ir.value_type(t.ir.result(op, 0)))?;
            let inst = llvm::build_load2(b, ty, t.operand(op, 0)?);
            set_memory_properties(t, op, inst)?;
            Some(inst)
        }
        "llvm.store" => {
            let inst = llvm::build_store(b, t.operand(op, 0)?, t.operand(op, 1)?);
            set_memory_properties(t, op, inst)?;
            None
        }
        "llvm.getelementptr" => Some(build_gep(t, op)?),
        "llvm.atomicrmw" => {
            let bin_op = t
                .attr(op, "bin_op")
                .and_then(|a| dialect_enum(t, a, "atomic_bin_op"))
                .unwrap_or(0);
            let ordering = t
                .attr(op, "ordering")
                .and_then(|a| dialect_enum(t, a, "ordering"))
                .unwrap_or(0);
            let inst = llvm::build_atomic_rmw(
                b,
                rmw_op_of(bin_op),
                t.operand(op, 0)?,
                t.operand(op, 1)?,
                ordering_of(ordering),
                0,
            );
            set_memory_properties(t, op, inst)?;
            Some(inst)
        }
        "llvm.cmpxchg" => {
            let success = t
                .attr(op, "success_ordering")
                .and_then(|a| dialect_enum(t, a, "ordering"))
                .unwrap_or(0);
            let failure = t
                .attr(op, "failure_ordering")
                .and_then(|a| dialect_enum(t, a, "ordering"))
                .unwrap_or(0);
            let inst = llvm::build_atomic_cmp_xchg(
                b,
                t.operand(op, 0)?,
                t.operand(op, 1)?,
                t.operand(op, 2)?,
                ordering_of(success),
                ordering_of(failure),
                0,
            );
            if t.attr(op, "weak").is_some() {
                llvm::set_weak(inst, 1);
            }
            set_memory_properties(t, op, inst)?;
            Some(inst)
        }
        "llvm.fence" => {
            let ordering = t
                .attr(op, "ordering")
                .and_then(|a| dialect_enum(t, a, "ordering"))
                .unwrap_or(0);
            let single_thread = t
                .attr(op, "syncscope")
                .and_then(|a| string_of(t.ctx, a))
                .as_deref()
                == Some("singlethread");
            let inst = llvm::build_fence(b, ordering_of(ordering), single_thread as i32);
            set_sync_scope(t, op, inst)?;
            None
        }
        "llvm.va_arg" => {
            let ty = t.llvm_type(op, t.ir.value_type(t.ir.result(op, 0)))?;
            Some(llvm::build_va_arg(b, t.operand(op, 0)?, ty))
        }
        _ => return Ok(false),
    };
    if let Some(value) = result {
        t.map_result(op, 0, value);
    }
    Ok(true)
}

fn elem_type<'a>(t: &mut ModuleTranslation<'a>, op: OpId) -> TranslateResult<llvm::AnyType<'a>> {
    let ty = t
        .op_attrs(op)
        .get(t.names().elem_type)
        .and_then(|a| type_of(t.ctx, a))
        .ok_or_else(|| TranslateError::at(op, "has no element type"))?;
    t.llvm_type(op, ty)
}

fn set_alignment<'a>(t: &ModuleTranslation<'a>, op: OpId, inst: AnyValue<'a>) {
    if let Some(align) = t
        .op_attrs(op)
        .get(t.names().alignment)
        .and_then(|a| integer_of(t.ctx, a))
        .filter(|&a| a > 0)
    {
        llvm::set_alignment(inst, align as u32);
    }
}

/// Alignment, volatility, ordering, sync scope, `!nontemporal`,
/// `!invariant.load` and the alias analysis metadata of a memory access.
fn set_memory_properties<'a>(
    t: &mut ModuleTranslation<'a>,
    op: OpId,
    inst: AnyValue<'a>,
) -> TranslateResult<()> {
    set_alignment(t, op, inst);
    let (attrs, names) = (t.op_attrs(op), t.names());
    if attrs.has(names.volatile) {
        llvm::set_volatile(inst, 1);
    }
    let name = t.op_name(op);
    if (name == "llvm.load" || name == "llvm.store")
        && let Some(ordering) = attrs
            .get(names.ordering)
            .and_then(|a| dialect_enum(t, a, "ordering"))
            .filter(|&o| o != 0)
    {
        llvm::set_ordering(inst, ordering_of(ordering));
    }
    let ctx = t.llvm_context();
    if attrs.has(names.nontemporal) {
        let node = nodes::tuple(ctx, &[nodes::int(ctx, 32, 1)]);
        nodes::attach(ctx, inst, "nontemporal", node);
    }
    if attrs.has(names.invariant) {
        nodes::attach(ctx, inst, "invariant.load", nodes::tuple(ctx, &[]));
    }
    set_sync_scope(t, op, inst)?;
    attach_memory_access_metadata(t, op, inst)
}

fn set_sync_scope<'a>(
    t: &ModuleTranslation<'a>,
    op: OpId,
    inst: AnyValue<'a>,
) -> TranslateResult<()> {
    // LLVM 19's C API names the single-thread scope only.
    match t
        .op_attrs(op)
        .get(t.names().syncscope)
        .and_then(|a| string_of(t.ctx, a))
        .as_deref()
    {
        None => Ok(()),
        Some("singlethread") => {
            llvm::set_atomic_single_thread(inst, 1);
            Ok(())
        }
        Some(scope) => Err(TranslateError::at(
            op,
            format!("cannot be converted to LLVM IR: sync scope '{scope}'"),
        )),
    }
}

/// `getelementptr`: constant indices from `rawConstantIndices` (as `i32`),
/// the dynamic ones from the operands after the base.
fn build_gep<'a>(t: &mut ModuleTranslation<'a>, op: OpId) -> TranslateResult<AnyValue<'a>> {
    let ty = elem_type(t, op)?;
    let base = t.operand(op, 0)?;
    let raw: Vec<i32> = match t.attr(op, "rawConstantIndices").map(|a| t.ctx.attr_kind(a)) {
        Some(AttrKind::DenseArray { values, .. }) => {
            values.iter().map(|&v| v as u32 as i32).collect()
        }
        _ => return Err(TranslateError::at(op, "has no 'rawConstantIndices'")),
    };
    let mut dynamic = 1;
    let mut indices = Vec::with_capacity(raw.len());
    let i32_ty = llvm::int32_type_in_context(t.llvm_context());
    for index in raw {
        if index == DYNAMIC_INDEX {
            indices.push(t.operand(op, dynamic)?);
            dynamic += 1;
        } else {
            indices.push(llvm::const_int(i32_ty, index as i64 as u64, 1));
        }
    }
    let b = t.builder();
    Ok(if t.attr(op, "inbounds").is_some() {
        llvm::build_in_bounds_gep2(b, ty, base, &indices)
    } else {
        llvm::build_gep2(b, ty, base, &indices)
    })
}
