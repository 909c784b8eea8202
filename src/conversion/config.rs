//! The configuration the shipped conversions run with: the ops their
//! diagnostic notes stream print as MLIR prints them (the custom form
//! when the op's scope verifies), which only the verifier above the
//! rewriting layer can tell; and the run of a partial conversion to the
//! LLVM dialect that the arith and cf passes share.

use std::sync::Arc;

use dialectic_runtime::pass::{PassFailed, PassResult, PassRun};
use dialectic_runtime::rewrite::conversion::{
    ConversionConfig, ConversionPatternSet, TypeConverter, apply_partial_conversion,
};
use dialectic_runtime::verify::op_as_streamed;
use dialectic_runtime::{Context, Ir, OpId};

use super::llvm_target::llvm_conversion_target;
use super::llvm_type_converter::llvm_type_converter;

/// The conversion configuration of the shipped passes.
pub fn conversion_config() -> ConversionConfig {
    ConversionConfig {
        op_text: op_as_streamed,
    }
}

/// Converts the ops nested in `op` to the LLVM dialect with the patterns
/// `populate` adds, indices `index_bitwidth` bits wide (64 when 0: the
/// arith and cf passes of MLIR do not read the data layout).
pub fn run_llvm_lowering(
    ctx: &Context,
    ir: &mut Ir,
    op: OpId,
    run: &mut PassRun<'_>,
    index_bitwidth: u32,
    populate: fn(&Arc<TypeConverter>, &mut ConversionPatternSet),
) -> PassResult {
    let bitwidth = if index_bitwidth == 0 {
        64
    } else {
        index_bitwidth
    };
    let converter = Arc::new(llvm_type_converter(bitwidth));
    let mut patterns = ConversionPatternSet::new();
    populate(&converter, &mut patterns);
    apply_partial_conversion(
        ctx,
        ir,
        &[op],
        &llvm_conversion_target(),
        &patterns,
        &conversion_config(),
    )
    .map(|_| ())
    .map_err(|d| {
        run.emit(d);
        PassFailed
    })
}
