//! The `.td` files in `defs/` are valid TableGen: `llvm-tblgen-19` reads each
//! dialect file (with `OpBase.td` and its includes) without errors.

use std::path::Path;
use std::process::Command;

use dialectic_oracle::Tool;

#[test]
fn defs_are_valid_tablegen() {
    let Some(tblgen) = dialectic_oracle::path(Tool::LlvmTblgen) else {
        return;
    };
    let defs = Path::new(env!("CARGO_MANIFEST_DIR")).join("defs");
    let mut checked = 0;
    for entry in std::fs::read_dir(&defs).expect("defs/") {
        let path = entry.expect("entry").path();
        if path.extension().is_none_or(|e| e != "td") {
            continue;
        }
        let out = dialectic_oracle::output(
            Tool::LlvmTblgen,
            Command::new(tblgen)
                .arg("--print-records")
                .arg("-I")
                .arg(&defs)
                .arg(&path),
        );
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
