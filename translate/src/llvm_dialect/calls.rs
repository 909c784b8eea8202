//! `call`, `invoke`, `landingpad` and `resume`: direct calls through the
//! callee symbol, indirect ones through the first operand, with the callee
//! type, calling convention and tail call kind.

use dialectic::op_support::{symbol_ref_of, type_of};
use dialectic::{OpId, Value};
use inkwell::llvm_sys::LLVMTailCallKind;
use inkwell::llvm_sys::core::*;
use inkwell::llvm_sys::prelude::*;

use crate::enums::dialect_enum;
use crate::error::{TranslateError, TranslateResult};
use crate::metadata::access::attach_memory_access_metadata;
use crate::metadata::branch_weights::attach_branch_weights;
use crate::module_translation::ModuleTranslation;

/// Translates `op` if it is one of these ops.
pub fn translate(t: &mut ModuleTranslation<'_>, op: OpId) -> TranslateResult<bool> {
    match t.op_name(op) {
        "llvm.call" => {
            let args: Vec<Value> = t.ir.operands(op).collect();
            let (callee, fn_type, args) = callee_of(t, op, &args)?;
            let mut args = args;
            check_call_arguments(op, fn_type, &args)?;
            // SAFETY: the builder is positioned; values belong to the module
            // and match the callee's parameters (checked above).
            let call = unsafe {
                LLVMBuildCall2(
                    t.builder(),
                    fn_type,
                    callee,
                    args.as_mut_ptr(),
                    args.len() as u32,
                    c"".as_ptr(),
                )
            };
            set_call_properties(t, op, call);
            attach_memory_access_metadata(t, op, call)?;
            attach_branch_weights(t, op, call);
            if let Some(kind) = t
                .attr(op, "TailCallKind")
                .and_then(|a| dialect_enum(t, a, "tailcallkind"))
            {
                let kind = match kind {
                    1 => LLVMTailCallKind::LLVMTailCallKindTail,
                    2 => LLVMTailCallKind::LLVMTailCallKindMustTail,
                    3 => LLVMTailCallKind::LLVMTailCallKindNoTail,
                    _ => LLVMTailCallKind::LLVMTailCallKindNone,
                };
                // SAFETY: `call` is a call instruction.
                unsafe { LLVMSetTailCallKind(call, kind) };
            }
            if t.ir.num_results(op) == 1 {
                t.map_result(op, 0, call);
            }
        }
        "llvm.invoke" => {
            let groups = t.operand_groups(op, &[true, true, true])?;
            let callees = groups
                .first()
                .ok_or_else(|| TranslateError::at(op, "has no callee operands"))?;
            let (callee, fn_type, mut args) = callee_of(t, op, callees)?;
            check_call_arguments(op, fn_type, &args)?;
            let normal = t.successor_block(op, 0)?;
            let unwind = t.successor_block(op, 1)?;
            // SAFETY: as for calls.
            let invoke = unsafe {
                LLVMBuildInvoke2(
                    t.builder(),
                    fn_type,
                    callee,
                    args.as_mut_ptr(),
                    args.len() as u32,
                    normal,
                    unwind,
                    c"".as_ptr(),
                )
            };
            set_call_properties(t, op, invoke);
            attach_branch_weights(t, op, invoke);
            if t.ir.num_results(op) == 1 {
                t.map_result(op, 0, invoke);
            }
        }
        "llvm.landingpad" => {
            let ty = t.llvm_type(op, t.ir.value_type(t.ir.result(op, 0)))?;
            let clauses = t.operands(op)?;
            // SAFETY: as for calls.
            unsafe {
                let pad = LLVMBuildLandingPad(
                    t.builder(),
                    ty,
                    std::ptr::null_mut(),
                    clauses.len() as u32,
                    c"".as_ptr(),
                );
                for clause in clauses {
                    LLVMAddClause(pad, clause);
                }
                if t.attr(op, "cleanup").is_some() {
                    LLVMSetCleanup(pad, 1);
                }
                t.map_result(op, 0, pad);
            }
        }
        "llvm.resume" => {
            let value = t.operand(op, 0)?;
            // SAFETY: as for calls.
            unsafe { LLVMBuildResume(t.builder(), value) };
        }
        _ => return Ok(false),
    }
    Ok(true)
}

/// The callee, its function type and the translated arguments: the
/// `callee` symbol, or else the first operand (an indirect call).
fn callee_of(
    t: &mut ModuleTranslation<'_>,
    op: OpId,
    operands: &[Value],
) -> TranslateResult<(LLVMValueRef, LLVMTypeRef, Vec<LLVMValueRef>)> {
    let (callee, args) = match t.attr(op, "callee").and_then(|a| symbol_ref_of(t.ctx, a)) {
        Some(symbol) => (t.lookup_symbol(op, &symbol)?, operands),
        None => {
            let (first, rest) = operands
                .split_first()
                .ok_or_else(|| TranslateError::at(op, "has no callee"))?;
            (t.lookup_value(op, *first)?, rest)
        }
    };
    let args: Vec<LLVMValueRef> = args
        .iter()
        .map(|&v| t.lookup_value(op, v))
        .collect::<TranslateResult<_>>()?;
    let fn_type = match t
        .attr(op, "var_callee_type")
        .and_then(|a| type_of(t.ctx, a))
    {
        Some(ty) => t.llvm_type(op, ty)?,
        None if t.attr(op, "callee").is_some() => {
            // SAFETY: a direct callee is a function of the module.
            unsafe { LLVMGlobalGetValueType(callee) }
        }
        None => {
            let ret = match t.ir.num_results(op) {
                0 => unsafe { LLVMVoidTypeInContext(t.llvm_context()) },
                _ => t.llvm_type(op, t.ir.value_type(t.ir.result(op, 0)))?,
            };
            // SAFETY: the arguments are live values.
            let mut params: Vec<LLVMTypeRef> =
                args.iter().map(|&a| unsafe { LLVMTypeOf(a) }).collect();
            unsafe { LLVMFunctionType(ret, params.as_mut_ptr(), params.len() as u32, 0) }
        }
    };
    Ok((callee, fn_type, args))
}

/// Checks that `args` fit the parameters of `fn_type` (their number, or at
/// least that many for a variadic function, and their types), so that LLVM
/// is never asked to build a malformed call; errors are about `op`.
pub fn check_call_arguments(
    op: OpId,
    fn_type: LLVMTypeRef,
    args: &[LLVMValueRef],
) -> TranslateResult<()> {
    // SAFETY: `fn_type` is a live type; the arguments are live values.
    unsafe {
        if LLVMGetTypeKind(fn_type) != inkwell::llvm_sys::LLVMTypeKind::LLVMFunctionTypeKind {
            return Err(TranslateError::at(
                op,
                "has a callee that is not a function",
            ));
        }
        let count = LLVMCountParamTypes(fn_type) as usize;
        let variadic = LLVMIsFunctionVarArg(fn_type) != 0;
        if args.len() < count || (!variadic && args.len() != count) {
            return Err(TranslateError::at(
                op,
                format!(
                    "passes {} arguments to a callee that takes {count}{}",
                    args.len(),
                    if variadic { " or more" } else { "" }
                ),
            ));
        }
        let mut params = vec![std::ptr::null_mut(); count];
        LLVMGetParamTypes(fn_type, params.as_mut_ptr());
        for (i, (&param, &arg)) in params.iter().zip(args).enumerate() {
            if LLVMTypeOf(arg) != param {
                return Err(TranslateError::at(
                    op,
                    format!(
                        "passes an argument #{i} of type {} to a parameter of type {}",
                        type_name(LLVMTypeOf(arg)),
                        type_name(param)
                    ),
                ));
            }
        }
    }
    Ok(())
}

/// How LLVM prints `ty`.
fn type_name(ty: LLVMTypeRef) -> String {
    // SAFETY: `ty` is live; the text is copied, then disposed of.
    unsafe {
        let ptr = LLVMPrintTypeToString(ty);
        let text = std::ffi::CStr::from_ptr(ptr).to_string_lossy().into_owned();
        LLVMDisposeMessage(ptr);
        text
    }
}

fn set_call_properties(t: &ModuleTranslation<'_>, op: OpId, call: LLVMValueRef) {
    if let Some(cconv) = t
        .attr(op, "CConv")
        .and_then(|a| dialect_enum(t, a, "cconv"))
    {
        // SAFETY: `call` is a call or invoke.
        unsafe { LLVMSetInstructionCallConv(call, cconv as u32) };
    }
}
