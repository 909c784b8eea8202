//! Compiles the C++ the translation needs beyond LLVM's C API
//! (cpp/llvm_checks.cpp) against the LLVM 19 that inkwell links.

use std::path::PathBuf;
use std::process::Command;

fn main() {
    let source = "cpp/llvm_checks.cpp";
    println!("cargo:rerun-if-changed={source}");
    println!("cargo:rerun-if-env-changed=LLVM_SYS_191_PREFIX");
    let llvm_config = llvm_config();
    let flags = run(&llvm_config, "--cxxflags");
    let mut build = cc::Build::new();
    build.cpp(true).file(source).warnings(false);
    for flag in flags.split_whitespace() {
        build.flag(flag);
    }
    build.compile("dialectic_llvm_checks");
}

/// `llvm-config` of LLVM 19: under `LLVM_SYS_191_PREFIX` (as llvm-sys
/// finds it), else `llvm-config-19` or `llvm-config` on the path.
fn llvm_config() -> PathBuf {
    if let Some(prefix) = std::env::var_os("LLVM_SYS_191_PREFIX") {
        return PathBuf::from(prefix).join("bin/llvm-config");
    }
    for name in ["llvm-config-19", "llvm-config"] {
        if Command::new(name).arg("--version").output().is_ok_and(|o| o.status.success()) {
            return PathBuf::from(name);
        }
    }
    panic!("no llvm-config of LLVM 19 found (set LLVM_SYS_191_PREFIX)");
}

fn run(program: &PathBuf, arg: &str) -> String {
    let output = Command::new(program)
        .arg(arg)
        .output()
        .unwrap_or_else(|e| panic!("cannot run {}: {e}", program.display()));
    String::from_utf8_lossy(&output.stdout).into_owned()
}
