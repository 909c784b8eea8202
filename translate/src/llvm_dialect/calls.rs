//! `call`, `invoke`, `landingpad` and `resume`: direct calls through the
//! callee symbol, indirect ones through the first operand, with the callee
//! type, calling convention and tail call kind.

use crate::llvm;
use crate::llvm::AnyValue;
use dialectic::op_support::{symbol_ref_of, type_of};
use dialectic::{OpId, Value};
use inkwell::llvm_sys::LLVMTailCallKind;

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
            check_call_arguments(op, fn_type, &args)?;
            let call = llvm::build_call2(t.builder(), fn_type, callee, &args);
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
                llvm::set_tail_call_kind(call, kind);
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
            let (callee, fn_type, args) = callee_of(t, op, callees)?;
            check_call_arguments(op, fn_type, &args)?;
            let normal = t.successor_block(op, 0)?;
            let unwind = t.successor_block(op, 1)?;
            let invoke =
                { llvm::build_invoke2(t.builder(), fn_type, callee, &args, normal, unwind) };
            set_call_properties(t, op, invoke);
            attach_branch_weights(t, op, invoke);
            if t.ir.num_results(op) == 1 {
                t.map_result(op, 0, invoke);
            }
        }
        "llvm.landingpad" => {
            let ty = t.llvm_type(op, t.ir.value_type(t.ir.result(op, 0)))?;
            let clauses = t.operands(op)?;
            let pad =
                llvm::build_landing_pad(t.builder(), ty, AnyValue::null(), clauses.len() as u32);
            for clause in clauses {
                llvm::add_clause(pad, clause);
            }
            if t.attr(op, "cleanup").is_some() {
                llvm::set_cleanup(pad, 1);
            }
            t.map_result(op, 0, pad);
        }
        "llvm.resume" => {
            let value = t.operand(op, 0)?;
            llvm::build_resume(t.builder(), value);
        }
        _ => return Ok(false),
    }
    Ok(true)
}

/// The callee, its function type and the translated arguments: the
/// `callee` symbol, or else the first operand (an indirect call).
fn callee_of<'a>(
    t: &mut ModuleTranslation<'a>,
    op: OpId,
    operands: &[Value],
) -> TranslateResult<(AnyValue<'a>, llvm::AnyType<'a>, Vec<AnyValue<'a>>)> {
    let (callee, args) = match t.attr(op, "callee").and_then(|a| symbol_ref_of(t.ctx, a)) {
        Some(symbol) => (t.lookup_symbol(op, &symbol)?, operands),
        None => {
            let (first, rest) = operands
                .split_first()
                .ok_or_else(|| TranslateError::at(op, "has no callee"))?;
            (t.lookup_value(op, *first)?, rest)
        }
    };
    let args: Vec<AnyValue<'_>> = args
        .iter()
        .map(|&v| t.lookup_value(op, v))
        .collect::<TranslateResult<_>>()?;
    let fn_type = match t
        .attr(op, "var_callee_type")
        .and_then(|a| type_of(t.ctx, a))
    {
        Some(ty) => t.llvm_type(op, ty)?,
        None if t.attr(op, "callee").is_some() => llvm::global_get_value_type(callee),
        None => {
            let ret = match t.ir.num_results(op) {
                0 => llvm::void_type_in_context(t.llvm_context()),
                _ => t.llvm_type(op, t.ir.value_type(t.ir.result(op, 0)))?,
            };
            let params: Vec<llvm::AnyType<'_>> = args.iter().map(|&a| llvm::type_of(a)).collect();
            llvm::function_type(ret, &params, 0)
        }
    };
    Ok((callee, fn_type, args))
}

/// Checks that `args` fit the parameters of `fn_type` (their number, or at
/// least that many for a variadic function, and their types), so that LLVM
/// is never asked to build a malformed call; errors are about `op`.
pub fn check_call_arguments<'ctx>(
    op: OpId,
    fn_type: llvm::AnyType<'ctx>,
    args: &[AnyValue<'ctx>],
) -> TranslateResult<()> {
    if llvm::get_type_kind(fn_type) != inkwell::llvm_sys::LLVMTypeKind::LLVMFunctionTypeKind {
        return Err(TranslateError::at(
            op,
            "has a callee that is not a function",
        ));
    }
    let count = llvm::count_param_types(fn_type) as usize;
    let variadic = llvm::is_function_var_arg(fn_type) != 0;
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
    let params = llvm::get_param_types(fn_type);
    for (i, (&param, &arg)) in params.iter().zip(args).enumerate() {
        if llvm::type_of(arg) != param {
            return Err(TranslateError::at(
                op,
                format!(
                    "passes an argument #{i} of type {} to a parameter of type {}",
                    type_name(llvm::type_of(arg)),
                    type_name(param)
                ),
            ));
        }
    }
    Ok(())
}

/// How LLVM prints `ty`.
fn type_name<'ctx>(ty: llvm::AnyType<'ctx>) -> String {
    llvm::print_type_to_string(ty)
}

fn set_call_properties<'a>(t: &ModuleTranslation<'a>, op: OpId, call: AnyValue<'a>) {
    if let Some(cconv) = t
        .attr(op, "CConv")
        .and_then(|a| dialect_enum(t, a, "cconv"))
    {
        llvm::set_instruction_call_conv(call, cconv as u32);
    }
}
