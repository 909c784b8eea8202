//! The printer's options, named after mlir-opt's flags.

/// Printing options, named after mlir-opt's flags.
#[derive(Clone, Debug, Default)]
pub struct PrintFlags {
    /// `--mlir-print-op-generic`: print every op in the generic form.
    pub generic: bool,
    /// `--mlir-print-debuginfo`: print locations.
    pub debug_info: bool,
    /// `--mlir-print-local-scope`: no aliases; everything inline.
    pub local_scope: bool,
    /// Print on one thread only (mlir-opt's `--mlir-disable-threading`);
    /// otherwise the ops of a large module's body are printed on threads.
    pub single_threaded: bool,
}
