//! `llvm.call_intrinsic`: a call of the intrinsic named by `intrin`, the
//! overload chosen by the op's operand and result types, checked as MLIR's
//! translation checks it (see [`crate::intrinsic_call::declare_intrinsic`]).

use crate::llvm;
use dialectic::OpId;
use dialectic::op_support::string_of;

use crate::error::{TranslateError, TranslateResult};
use crate::intrinsic_call::{declare_intrinsic, result_type};
use crate::module_translation::ModuleTranslation;

/// Translates `op` if it is an `llvm.call_intrinsic`.
pub fn translate(t: &mut ModuleTranslation<'_>, op: OpId) -> TranslateResult<bool> {
    if !t.op_is(op, "llvm.call_intrinsic") {
        return Ok(false);
    }
    let name = t
        .attr(op, "intrin")
        .and_then(|a| string_of(t.ctx, a))
        .ok_or_else(|| TranslateError::at(op, "requires attribute 'intrin'"))?;
    let args = t.operands(op)?;
    let arg_types: Vec<llvm::AnyType<'_>> = args.iter().map(|&a| llvm::type_of(a)).collect();
    let result = result_type(t, op)?;
    let declared = declare_intrinsic(t, op, &name, result, &arg_types)?;
    let call = llvm::build_call2(t.builder(), declared.fn_type, declared.function, &args);
    if t.ir.num_results(op) == 1 {
        t.map_result(op, 0, call);
    }
    Ok(true)
}
