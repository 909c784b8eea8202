//! The flags of an op set on the instructions it became: `fastmathFlags`,
//! `overflowFlags` (nsw, nuw), `isExact`, `nonNeg` and `isDisjoint`.

use dialectic::OpId;
use inkwell::llvm_sys::core::*;

use crate::enums::{dialect_enum, fast_math_flags_of};
use crate::error::TranslateResult;
use crate::module_translation::ModuleTranslation;

/// Sets the flags `op` carries on the instruction of its first result.
pub fn set_flags(t: &ModuleTranslation<'_>, op: OpId) -> TranslateResult<()> {
    if t.ir.num_results(op) == 0 {
        return Ok(());
    }
    let Ok(value) = t.lookup_value(op, t.ir.result(op, 0)) else {
        return Ok(());
    };
    // SAFETY: `value` is a live value; flags are only set on instructions
    // of the kinds that take them.
    unsafe {
        if LLVMIsAInstruction(value).is_null() {
            return Ok(());
        }
        if let Some(bits) = t
            .attr(op, "fastmathFlags")
            .and_then(|a| dialect_enum(t, a, "fastmath"))
            && bits != 0
            && LLVMCanValueUseFastMathFlags(value) != 0
        {
            LLVMSetFastMathFlags(value, fast_math_flags_of(bits));
        }
        if let Some(bits) = t
            .attr(op, "overflowFlags")
            .and_then(|a| dialect_enum(t, a, "overflow"))
        {
            if bits & 1 != 0 {
                LLVMSetNSW(value, 1);
            }
            if bits & 2 != 0 {
                LLVMSetNUW(value, 1);
            }
        }
        if t.attr(op, "isExact").is_some() {
            LLVMSetExact(value, 1);
        }
        if t.attr(op, "nonNeg").is_some() {
            LLVMSetNNeg(value, 1);
        }
        if t.attr(op, "isDisjoint").is_some() {
            LLVMSetIsDisjoint(value, 1);
        }
    }
    Ok(())
}
