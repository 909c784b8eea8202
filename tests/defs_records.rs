//! The `.td` files in `defs/` are valid TableGen: `llvm-tblgen-19` reads each
//! dialect file (with `OpBase.td` and its includes) without errors.

use std::path::Path;
use std::process::Command;

#[test]
fn defs_are_valid_tablegen() {
    let defs = Path::new(env!("CARGO_MANIFEST_DIR")).join("defs");
    let mut checked = 0;
    for entry in std::fs::read_dir(&defs).expect("defs/") {
        let path = entry.expect("entry").path();
        if path.extension().is_none_or(|e| e != "td") {
            continue;
        }
        let out = Command::new("llvm-tblgen-19")
            .arg("--print-records")
            .arg("-I")
            .arg(&defs)
            .arg(&path)
            .output()
            .expect("llvm-tblgen-19 runs (scripts/test.sh installs llvm-19-tools)");
        assert!(
            out.status.success(),
            "{}:\n{}",
            path.display(),
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(
            out.stderr.is_empty(),
            "{} has warnings:\n{}",
            path.display(),
            String::from_utf8_lossy(&out.stderr)
        );
        checked += 1;
    }
    assert!(
        checked >= 2,
        "expected OpBase.td and dialect files in defs/"
    );
}
