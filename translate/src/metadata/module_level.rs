//! Module-level metadata: the `Debug Info Version` module flag MLIR adds
//! to any module with a known location, and `llvm.linker_options` ops as
//! the operands of `!llvm.linker.options`.

use crate::llvm;
use dialectic::OpId;
use inkwell::llvm_sys::LLVMModuleFlagBehavior;

use super::nodes;
use crate::dialect_attrs::{array_elements, string_bytes};
use crate::error::{TranslateError, TranslateResult};
use crate::module_translation::ModuleTranslation;

/// LLVM's `DEBUG_METADATA_VERSION`.
const DEBUG_METADATA_VERSION: u64 = 3;

/// Adds `!{i32 2, !"Debug Info Version", i32 3}` to `!llvm.module.flags`.
pub fn add_debug_info_version(t: &ModuleTranslation<'_>) {
    let key = "Debug Info Version";
    let ctx = t.llvm_context();
    llvm::add_module_flag(
        t.llvm_module(),
        LLVMModuleFlagBehavior::LLVMModuleFlagBehaviorWarning,
        key,
        nodes::int(ctx, 32, DEBUG_METADATA_VERSION),
    );
}

/// `llvm.linker_options [...]`: one tuple of strings in `!llvm.linker.options`.
pub fn add_linker_options(t: &ModuleTranslation<'_>, op: OpId) -> TranslateResult<()> {
    let ctx = t.llvm_context();
    let options = t
        .attr(op, "options")
        .map(|a| array_elements(t.ctx, a))
        .unwrap_or_default();
    let strings = options
        .iter()
        .map(|&o| {
            string_bytes(t.ctx, o)
                .map(|s| nodes::string(ctx, &s))
                .ok_or_else(|| TranslateError::at(op, "expected string linker options"))
        })
        .collect::<TranslateResult<Vec<_>>>()?;
    llvm::add_named_metadata_operand(
        t.llvm_module(),
        c"llvm.linker.options",
        llvm::metadata_as_value(ctx, nodes::tuple(ctx, &strings)),
    );
    Ok(())
}
