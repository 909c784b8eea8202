//! The fast-math flags of an op (`fastmathFlags`) set on the instruction it
//! became, as MLIR's builder does for the ops that carry them (the overflow
//! flags are given to LLVM's builder by the ops that carry them, see
//! `build_no_wrap_op`; MLIR 19 has no exact, non-negative or disjoint
//! flags).

use crate::llvm;
use dialectic::OpId;

use crate::enums::{dialect_enum, fast_math_flags_of};
use crate::error::TranslateResult;
use crate::module_translation::ModuleTranslation;

/// Sets the fast-math flags `op` carries on the instruction of its first
/// result.
pub fn set_flags(t: &ModuleTranslation<'_>, op: OpId) -> TranslateResult<()> {
    let Some(bits) = t
        .op_attrs(op)
        .get(t.names().fastmath_flags)
        .and_then(|a| dialect_enum(t, a, "fastmath"))
        .filter(|&bits| bits != 0)
    else {
        return Ok(());
    };
    if t.ir.num_results(op) == 0 {
        return Ok(());
    }
    let Ok(value) = t.lookup_value(op, t.ir.result(op, 0)) else {
        return Ok(());
    };
    if llvm::is_a_instruction(value).is_null() || llvm::can_value_use_fast_math_flags(value) == 0 {
        return Ok(());
    }
    llvm::set_fast_math_flags(value, fast_math_flags_of(bits));
    Ok(())
}
