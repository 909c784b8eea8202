//! `llvm.intr.*` ops: each is a call of the intrinsic its `.td` data
//! names (the generated `intrinsic_spec` table), built by
//! [`crate::intrinsic_call`] as MLIR's `createIntrinsicCall` builds it.
//! Memory intrinsics carry the op's TBAA, alias scope and access group
//! metadata. The ops MLIR translates by hand get the same treatment here:
//! a no-alias scope declaration takes its scope as metadata, masked
//! loads and gathers get a poison pass-through when they have none,
//! column-major matrix accesses an alignment on their pointer,
//! constrained floating point its rounding mode and exception behaviour
//! as metadata arguments, and debug intrinsics are dropped when the
//! builder has no debug location (as MLIR drops them, LLVM rejecting
//! them without one).

use crate::llvm;
use crate::llvm::AnyValue;
use dialectic::OpId;
use inkwell::llvm_sys::LLVMTypeKind;

use super::generated::intrinsic_spec;
use crate::enums::dialect_enum;
use crate::error::{TranslateError, TranslateResult};
use crate::intrinsic_call::{IntrinsicSpec, create_intrinsic_call_with, type_string};
use crate::metadata::access::{alias_scope, attach_memory_access_metadata};
use crate::metadata::nodes;
use crate::module_translation::ModuleTranslation;

/// Translates `op` if it is an intrinsic op.
pub fn translate(t: &mut ModuleTranslation<'_>, op: OpId) -> TranslateResult<bool> {
    let name = t.op_name(op);
    let Some(spec) = intrinsic_spec(name) else {
        return Ok(false);
    };
    let call = if spec.has_custom_translation {
        match translate_custom(t, op, spec)? {
            Some(call) => call,
            None => return Ok(true),
        }
    } else {
        let operands = t.operands(op)?;
        create_intrinsic_call_with(t, op, spec, operands)?
    };
    if spec.requires_access_group || spec.requires_alias_analysis {
        attach_memory_access_metadata(t, op, call)?;
    }
    if t.ir.num_results(op) == 1 {
        t.map_result(op, 0, call);
    }
    Ok(true)
}

/// The ops whose call is not the plain call of their operands; `None`
/// when the op leaves nothing in LLVM IR.
fn translate_custom<'a>(
    t: &mut ModuleTranslation<'a>,
    op: OpId,
    spec: &IntrinsicSpec,
) -> TranslateResult<Option<AnyValue<'a>>> {
    let name = t.op_name(op);
    let mut operands = t.operands(op)?;
    let call = match name {
        // The pass-through is poison when the op has none.
        "llvm.intr.masked.load" | "llvm.intr.masked.gather" => {
            if operands.len() == 2 {
                let result = t.ir.value_type(t.ir.result(op, 0));
                let ty = t.llvm_type(op, result)?;
                operands.push(llvm::get_poison(ty));
            }
            create_intrinsic_call_with(t, op, spec, operands)?
        }
        "llvm.intr.masked.store" | "llvm.intr.masked.scatter" => {
            create_intrinsic_call_with(t, op, spec, operands)?
        }
        // The pointer is aligned as the matrix elements are.
        "llvm.intr.matrix.column.major.load" => {
            let matrix = t.ir.value_type(t.ir.result(op, 0));
            let matrix = t.llvm_type(op, matrix)?;
            let call = create_intrinsic_call_with(t, op, spec, operands)?;
            set_element_alignment(t, op, call, 0, matrix)?;
            call
        }
        "llvm.intr.matrix.column.major.store" => {
            let matrix = *operands
                .first()
                .ok_or_else(|| TranslateError::at(op, "has no matrix operand"))?;
            let matrix = llvm::type_of(matrix);
            let call = create_intrinsic_call_with(t, op, spec, operands)?;
            set_element_alignment(t, op, call, 1, matrix)?;
            call
        }
        // LLVM's intrinsic takes a list of one scope.
        "llvm.intr.experimental.noalias.scope.decl" => {
            let scope = t
                .attr(op, "scope")
                .ok_or_else(|| TranslateError::at(op, "requires attribute 'scope'"))?;
            let node = alias_scope(t, op, scope)?;
            let ctx = t.llvm_context();
            let list = llvm::metadata_as_value(ctx, nodes::tuple(ctx, &[node]));
            create_intrinsic_call_with(t, op, spec, vec![list])?
        }
        "llvm.intr.experimental.constrained.fptrunc" => {
            translate_constrained(t, op, spec, operands)?
        }
        "llvm.intr.dbg.value" | "llvm.intr.dbg.declare" | "llvm.intr.dbg.label" => {
            crate::debug_info::intrinsics::translate(t, op, name)?;
            return Ok(None);
        }
        _ => {
            return Err(TranslateError::at(
                op,
                format!("cannot be converted to LLVM IR: no translation of '{name}'"),
            ));
        }
    };
    Ok(Some(call))
}

/// The ABI alignment of `matrix`'s elements on argument `index` of the
/// call, as LLVM's `MatrixBuilder` sets it.
fn set_element_alignment<'a>(
    t: &ModuleTranslation<'a>,
    op: OpId,
    call: AnyValue<'a>,
    index: u32,
    matrix: llvm::AnyType<'a>,
) -> TranslateResult<()> {
    let kind = llvm::get_type_kind(matrix);
    if kind != LLVMTypeKind::LLVMVectorTypeKind {
        return Err(TranslateError::at(
            op,
            format!("expected a vector matrix, got {}", type_string(matrix)),
        ));
    }
    let element = llvm::get_element_type(matrix);
    let align = llvm::abi_alignment_of_type(t.llvm_module(), element);
    let kind = llvm::get_enum_attribute_kind_for_name("align");
    let attr = llvm::create_enum_attribute(t.llvm_context(), kind, u64::from(align));
    llvm::add_call_site_attribute(call, index + 1, attr);
    Ok(())
}

/// `llvm.experimental.constrained.*`: the operands, then the rounding
/// mode (when the op has one) and the exception behaviour as metadata
/// strings; the call is `strictfp` (LLVM's `CreateConstrainedFPCall`).
fn translate_constrained<'a>(
    t: &mut ModuleTranslation<'a>,
    op: OpId,
    spec: &IntrinsicSpec,
    mut operands: Vec<AnyValue<'a>>,
) -> TranslateResult<AnyValue<'a>> {
    if let Some(attr) = t.attr(op, "roundingmode") {
        let mode = match dialect_enum(t, attr, "round") {
            Some(0) => "round.towardzero",
            Some(1) => "round.tonearest",
            Some(2) => "round.upward",
            Some(3) => "round.downward",
            Some(4) => "round.tonearestaway",
            Some(7) => "round.dynamic",
            _ => return Err(TranslateError::at(op, "has an invalid rounding mode")),
        };
        operands.push(metadata_string(t, mode));
    }
    let behavior = match t
        .attr(op, "fpExceptionBehavior")
        .and_then(|a| dialect_enum(t, a, "fpExceptionBehavior"))
    {
        Some(0) => "fpexcept.ignore",
        Some(1) => "fpexcept.maytrap",
        Some(2) => "fpexcept.strict",
        _ => {
            return Err(TranslateError::at(
                op,
                "has an invalid floating-point exception behavior",
            ));
        }
    };
    operands.push(metadata_string(t, behavior));
    let call = create_intrinsic_call_with(t, op, spec, operands)?;
    let kind = llvm::get_enum_attribute_kind_for_name("strictfp");
    let attr = llvm::create_enum_attribute(t.llvm_context(), kind, 0);
    llvm::add_call_site_attribute(call, inkwell::llvm_sys::LLVMAttributeFunctionIndex, attr);
    Ok(call)
}

/// `metadata !"text"` as a call argument.
fn metadata_string<'a>(t: &ModuleTranslation<'a>, text: &str) -> AnyValue<'a> {
    let md = llvm::md_string_in_context2(t.llvm_context(), text.as_ref());
    llvm::metadata_as_value(t.llvm_context(), md)
}
