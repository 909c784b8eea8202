//! Compiles `cpp/llvm_extras.cpp`, `cpp/llvm_checks.cpp`,
//! `cpp/debug_info.cpp`, `cpp/debug_import.cpp`, `cpp/output_file.cpp` and
//! `cpp/orc_jit.cpp`, the few
//! wrappers of LLVM's C++ API the translation and the tools need beyond the C API, against the LLVM 19 that llvm-sys
//! links (`LLVM_SYS_191_PREFIX`, else `llvm-config --includedir`).

use std::path::PathBuf;
use std::process::Command;

fn main() {
    println!("cargo:rerun-if-changed=cpp/llvm_extras.cpp");
    println!("cargo:rerun-if-changed=cpp/llvm_checks.cpp");
    println!("cargo:rerun-if-changed=cpp/debug_info.cpp");
    println!("cargo:rerun-if-changed=cpp/debug_import.cpp");
    println!("cargo:rerun-if-changed=cpp/output_file.cpp");
    println!("cargo:rerun-if-changed=cpp/orc_jit.cpp");
    println!("cargo:rerun-if-env-changed=LLVM_SYS_191_PREFIX");
    let include = match std::env::var_os("LLVM_SYS_191_PREFIX") {
        Some(prefix) => PathBuf::from(prefix).join("include"),
        None => {
            let output = Command::new("llvm-config")
                .arg("--includedir")
                .output()
                .expect("llvm-config (LLVM 19) is needed to build dialectic-translate");
            PathBuf::from(String::from_utf8_lossy(&output.stdout).trim())
        }
    };
    cc::Build::new()
        .cpp(true)
        .file("cpp/llvm_extras.cpp")
        .file("cpp/llvm_checks.cpp")
        .file("cpp/debug_info.cpp")
        .file("cpp/debug_import.cpp")
        .file("cpp/output_file.cpp")
        .file("cpp/orc_jit.cpp")
        .include(include)
        .flag_if_supported("-std=c++17")
        .flag_if_supported("-fno-rtti")
        .warnings(false)
        .compile("dialectic_llvm_extras");
}
