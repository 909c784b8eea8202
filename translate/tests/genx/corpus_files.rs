//! The real files of `../shared/genx-corpus` the GenX tests read in
//! place: where the corpus is, its files by group, and the files the
//! `llvm` dialect's importer itself refuses (for reasons that have nothing
//! to do with GenX), with the message each fails with.

use std::path::{Path, PathBuf};

/// Files the importer refuses, and the message each fails with.
pub const IMPORTER_LIMITS: &[(&str, &str)] = &[
    (
        "igc__CMImpParam__impl_args_buffer.ll",
        "unhandled value: ptr asm",
    ),
    (
        "igc__GenXLegalization__debug_intrinsic.ll",
        "failed to parse LLVM_DISubprogramAttr parameter 'scope'",
    ),
    (
        "igc__GenXRawSendRipper__debug.ll",
        "failed to parse LLVM_DISubprogramAttr parameter 'scope'",
    ),
    (
        "igc__PromoteToBindless__debug.ll",
        "failed to parse LLVM_DISubprogramAttr parameter 'scope'",
    ),
    (
        "igc__GenXPacketize__debug-genx-wrregion.ll",
        "failed to parse LLVM_DISubprogramAttr parameter 'scope'",
    ),
];

/// The corpus directory, if it is beside the checkout.
pub fn corpus_dir() -> Option<PathBuf> {
    dialectic_genx_spec::paths::shared_dir()
        .map(|d| d.join("genx-corpus"))
        .filter(|c| c.is_dir())
}

/// The corpus's groups of real files: name and directory.
pub fn groups(corpus: &Path) -> [(&'static str, PathBuf); 3] {
    [
        ("ll", corpus.join("ll")),
        ("noncanonical", corpus.join("ll/noncanonical")),
        ("kernels-real", corpus.join("kernels-real")),
    ]
}

/// The `.ll` files of `dir`, sorted.
pub fn ll_files(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|d| d.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    files.retain(|p| p.extension().is_some_and(|e| e == "ll"));
    files.sort();
    files
}
