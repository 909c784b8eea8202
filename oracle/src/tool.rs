//! The tools of the oracle: their names, packages and override variables.

/// LLVM 19's own directory of tools.
pub(crate) const LLVM_BIN: &str = "/usr/lib/llvm-19/bin";

/// One tool of LLVM/MLIR 19 that tests compare with or drive.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tool {
    /// `mlir-opt-19`.
    MlirOpt,
    /// `mlir-minimal-opt-19`: `mlir-opt` with only the builtin dialect.
    MlirMinimalOpt,
    /// `mlir-translate-19`.
    MlirTranslate,
    /// `mlir-tblgen-19`.
    MlirTblgen,
    /// `mlir-cpu-runner-19`: JIT-runs a module in the LLVM dialect.
    MlirCpuRunner,
    /// `clang-19`.
    Clang,
    /// `llvm-tblgen-19`.
    LlvmTblgen,
    /// `llvm-as-19`.
    LlvmAs,
    /// `opt-19`.
    Opt,
    /// LLVM's `FileCheck`.
    FileCheck,
    /// LLVM's `not`.
    Not,
    /// LLVM's `count`.
    Count,
}

impl Tool {
    /// Every tool, in declaration order.
    pub const ALL: [Tool; 12] = [
        Tool::MlirOpt,
        Tool::MlirMinimalOpt,
        Tool::MlirTranslate,
        Tool::MlirTblgen,
        Tool::MlirCpuRunner,
        Tool::Clang,
        Tool::LlvmTblgen,
        Tool::LlvmAs,
        Tool::Opt,
        Tool::FileCheck,
        Tool::Not,
        Tool::Count,
    ];

    /// The name in LLVM 19's own directory.
    pub fn unversioned(self) -> &'static str {
        match self {
            Tool::MlirOpt => "mlir-opt",
            Tool::MlirMinimalOpt => "mlir-minimal-opt",
            Tool::MlirTranslate => "mlir-translate",
            Tool::MlirTblgen => "mlir-tblgen",
            Tool::MlirCpuRunner => "mlir-cpu-runner",
            Tool::Clang => "clang",
            Tool::LlvmTblgen => "llvm-tblgen",
            Tool::LlvmAs => "llvm-as",
            Tool::Opt => "opt",
            Tool::FileCheck => "FileCheck",
            Tool::Not => "not",
            Tool::Count => "count",
        }
    }

    /// The name messages use, and looked for on `PATH`.
    pub fn name(self) -> &'static str {
        match self {
            Tool::MlirOpt => "mlir-opt-19",
            Tool::MlirMinimalOpt => "mlir-minimal-opt-19",
            Tool::MlirTranslate => "mlir-translate-19",
            Tool::MlirTblgen => "mlir-tblgen-19",
            Tool::MlirCpuRunner => "mlir-cpu-runner-19",
            Tool::Clang => "clang-19",
            Tool::LlvmTblgen => "llvm-tblgen-19",
            Tool::LlvmAs => "llvm-as-19",
            Tool::Opt => "opt-19",
            Tool::FileCheck => "FileCheck",
            Tool::Not => "not",
            Tool::Count => "count",
        }
    }

    /// The environment variable that overrides where the tool is.
    pub fn override_var(self) -> &'static str {
        match self {
            Tool::MlirOpt => "MLIR_OPT",
            Tool::MlirMinimalOpt => "MLIR_MINIMAL_OPT",
            Tool::MlirTranslate => "MLIR_TRANSLATE",
            Tool::MlirTblgen => "MLIR_TBLGEN",
            Tool::MlirCpuRunner => "MLIR_CPU_RUNNER",
            Tool::Clang => "CLANG",
            Tool::LlvmTblgen => "LLVM_TBLGEN",
            Tool::LlvmAs => "LLVM_AS",
            Tool::Opt => "LLVM_OPT",
            Tool::FileCheck | Tool::Not | Tool::Count => "LLVM_BIN_DIR",
        }
    }

    /// Whether the override names a directory holding the tool (the lit
    /// helpers share one) rather than the tool itself.
    pub(crate) fn override_is_dir(self) -> bool {
        matches!(self, Tool::FileCheck | Tool::Not | Tool::Count)
    }

    /// Whether the versioned name is looked for on `PATH`: the lit helpers
    /// are taken from LLVM 19's directory only, since `not` and `count` on
    /// `PATH` may be anything.
    pub(crate) fn on_path(self) -> bool {
        !self.override_is_dir()
    }

    /// Whether `--version` is the tool's own flag (`not` would run it as a
    /// command; `count` takes a number).
    pub(crate) fn has_version_flag(self) -> bool {
        !matches!(self, Tool::Not | Tool::Count)
    }
}
