//! Where the generator's input and outputs are: the spec in the shared
//! directory beside the checkout (`../shared`, found by walking up from the
//! workspace, so a worktree one level deeper finds it too, or
//! `$DIALECTIC_SHARED`), and the generated files in the workspace.

use std::path::{Path, PathBuf};

/// The workspace root (two levels above this crate).
pub fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The shared directory holding `reference/` and `genx-corpus/`, if found.
pub fn shared_dir() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os("DIALECTIC_SHARED") {
        return Some(PathBuf::from(dir));
    }
    let root = workspace_root().canonicalize().ok()?;
    root.ancestors()
        .skip(1)
        .map(|a| a.join("shared"))
        .find(|candidate| candidate.join("reference").is_dir())
}

/// The GenX intrinsic table.
pub fn spec_json() -> Option<PathBuf> {
    shared_dir().map(|d| d.join("reference/genx-intrinsics.json"))
}

/// The generated `.td` of the intrinsic ops.
pub fn intrinsics_td() -> PathBuf {
    workspace_root().join("defs/genx/Intrinsics.td")
}

/// The generated signature table.
pub fn signatures_rs() -> PathBuf {
    workspace_root().join("dialects/genx/src/signatures.rs")
}
