//! The `llvm` dialect's translation, registered through the extension
//! interface like any other dialect's: the ops whose `.td` gives an
//! `llvmBuilder` use the generated functions ([`generated`]); intrinsic
//! ops call the intrinsic their `.td` data names (the generated
//! `intrinsic_spec` table); the others (constants, memory, calls,
//! terminators, `llvm.call_intrinsic`, inline assembly) are translated in
//! Rust here, as MLIR does for them. The fast-math flags an op carries are
//! set on what it became; the overflow flags are built with the
//! instruction.

mod call_intrinsic;
mod calls;
mod constants;
mod control_flow;
mod flags;
pub mod generated;
mod inline_asm;
mod intrinsics;
mod memory;

use dialectic::{BlockId, OpId, Value};

use crate::error::TranslateResult;
use crate::interface::{DialectTranslation, TranslationRegistry};
use crate::module_translation::ModuleTranslation;

/// The translation of the `llvm` dialect.
pub struct LLVMDialectTranslation;

/// Registers the `llvm` dialect's translation in `registry`.
pub fn register(registry: &mut TranslationRegistry) {
    registry.register(Box::new(LLVMDialectTranslation));
}

impl DialectTranslation for LLVMDialectTranslation {
    fn dialect(&self) -> &str {
        "llvm"
    }

    fn convert_operation(&self, op: OpId, t: &mut ModuleTranslation<'_>) -> TranslateResult<bool> {
        let name = t.op_name(op);
        if let Some(translate) = generated::llvm_builder(name) {
            translate(t, op)?;
        } else if !(intrinsics::translate(t, op)?
            || call_intrinsic::translate(t, op)?
            || inline_asm::translate(t, op)?
            || constants::translate(t, op)?
            || memory::translate(t, op)?
            || calls::translate(t, op)?
            || control_flow::translate(t, op)?)
        {
            return Ok(false);
        }
        flags::set_flags(t, op)?;
        Ok(true)
    }

    fn successor_operands(
        &self,
        op: OpId,
        successor: usize,
        t: &ModuleTranslation<'_>,
    ) -> Option<Vec<Value>> {
        control_flow::successor_operands(t, op, successor)
    }

    fn successors(&self, op: OpId, t: &ModuleTranslation<'_>) -> Option<Vec<BlockId>> {
        Some(t.ir.successors(op).collect())
    }
}
