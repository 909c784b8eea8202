//! The configuration the shipped conversions run with: the ops their
//! diagnostic notes stream print as MLIR prints them (the custom form
//! when the op's scope verifies), which only the verifier above the
//! rewriting layer can tell.

use dialectic_runtime::rewrite::conversion::ConversionConfig;
use dialectic_runtime::verify::op_as_streamed;

/// The conversion configuration of the shipped passes.
pub fn conversion_config() -> ConversionConfig {
    ConversionConfig {
        op_text: op_as_streamed,
    }
}
