//! The target of the conversions to the LLVM dialect (MLIR's
//! `LLVMConversionTarget`): the LLVM dialect is legal, and so are the
//! `builtin.unrealized_conversion_cast` ops the conversions leave behind.

use dialectic_runtime::rewrite::conversion::{ConversionTarget, UNREALIZED_CONVERSION_CAST};

/// The LLVM dialect and unrealized casts legal, nothing else said.
pub fn llvm_conversion_target() -> ConversionTarget {
    let mut target = ConversionTarget::new();
    target.add_legal_dialect("llvm");
    target.add_legal_op(UNREALIZED_CONVERSION_CAST);
    target
}
