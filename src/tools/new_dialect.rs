//! `dialectic-tblgen --new-dialect NAME`: a crate of one's own dialect, as
//! MLIR's `standalone` example is for C++: the `.td` file with a dialect
//! and one op, the Rust module that expands it, a `NAME-opt` tool made with
//! [`super::opt::main_with`], and a lit test (`RUN:` and `CHECK:` lines run
//! through `FileCheck`). It builds and its test passes as written;
//! `tests/new-dialect` is the crate it writes for `standalone`, built and
//! tested with the workspace and compared with a fresh one.

use std::path::{Path, PathBuf};

/// The files of the crate of dialect `name`, relative to its directory,
/// depending on the Dialectic checkout at `dialectic` (written as given).
/// `name` is a lowercase identifier (`[a-z][a-z0-9_]*`).
pub fn crate_files(name: &str, dialectic: &str) -> Result<Vec<(PathBuf, String)>, String> {
    let valid = name.starts_with(|c: char| c.is_ascii_lowercase())
        && name
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_');
    if !valid {
        return Err(format!(
            "dialectic-tblgen: the dialect name '{name}' must be a lowercase identifier ([a-z][a-z0-9_]*)"
        ));
    }
    let class = camel_case(name);
    let fill = |template: &str| {
        template
            .replace("{name}", name)
            .replace("{Name}", &class)
            .replace("{crate}", &format!("{}_dialect", name))
            .replace("{dialectic}", dialectic)
    };
    Ok(vec![
        (PathBuf::from("Cargo.toml"), fill(CARGO_TOML)),
        (PathBuf::from(format!("td/{name}.td")), fill(DIALECT_TD)),
        (PathBuf::from("src/lib.rs"), fill(LIB_RS)),
        (
            PathBuf::from(format!("src/bin/{name}-opt.rs")),
            fill(OPT_RS),
        ),
        (PathBuf::from("tests/lit.rs"), fill(LIT_RS)),
        (PathBuf::from(format!("tests/{name}.mlir")), fill(TEST_MLIR)),
    ])
}

/// Writes the crate of dialect `name` into `dir`, which must not exist yet.
pub fn write_crate(dir: &Path, name: &str, dialectic: &str) -> Result<(), String> {
    if dir.exists() {
        return Err(format!(
            "dialectic-tblgen: '{}' exists already; choose another directory with -o",
            dir.display()
        ));
    }
    for (path, text) in crate_files(name, dialectic)? {
        let path = dir.join(path);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent).map_err(|e| {
                format!(
                    "dialectic-tblgen: cannot create '{}': {e}",
                    parent.display()
                )
            })?;
        }
        std::fs::write(&path, text)
            .map_err(|e| format!("dialectic-tblgen: cannot write '{}': {e}", path.display()))?;
    }
    Ok(())
}

/// `my_dialect` → `MyDialect`.
fn camel_case(name: &str) -> String {
    name.split('_')
        .map(|part| {
            let mut chars = part.chars();
            chars.next().map_or(String::new(), |first| {
                first.to_ascii_uppercase().to_string() + chars.as_str()
            })
        })
        .collect()
}

const CARGO_TOML: &str = r#"[package]
name = "{name}-dialect"
description = "The {name} dialect, defined in td/{name}.td, and {name}-opt"
version = "0.1.0"
edition = "2024"
publish = false

[dependencies]
dialectic = { path = "{dialectic}" }
"#;

const DIALECT_TD: &str = r#"// The {name} dialect: its ops, types and attributes as data. `dialect!`
// in src/lib.rs expands this file into Rust; `dialectic-tblgen --gen-rust
// td/{name}.td` prints that expansion for reading.

include "OpBase.td"

def {Name}_Dialect : Dialect {
  let name = "{name}";
  let summary = "A dialect of one's own";
  let description = [{
    The {name} dialect: add operations below, then use them in `{name}-opt`.
  }];
}

class {Name}_Op<string mnemonic, list<Trait> traits = []>
    : Op<{Name}_Dialect, mnemonic, traits>;

def {Name}_FooOp : {Name}_Op<"foo", [Pure, SameOperandsAndResultType]> {
  let summary = "Illustrates how to define an operation.";
  let description = [{
    The `{name}.foo` operation returns its input:

    ```mlir
    %1 = {name}.foo %0 : i32
    ```
  }];
  let arguments = (ins I32:$input);
  let results = (outs I32:$res);
  let assemblyFormat = "$input attr-dict `:` type($input)";
}
"#;

const LIB_RS: &str = r#"//! The {name} dialect: `dialect!` expands `td/{name}.td` into op structs
//! with typed accessors and builders, verifiers, the assembly formats and
//! `register`, which makes the dialect known to a context.

#![deny(missing_docs)]

dialectic::dialect!("td/{name}.td");
"#;

const OPT_RS: &str = r#"//! `{name}-opt`: `dialectic-opt` for the {name} dialect (and func, to
//! write functions): every flag, every pass, split input and verify
//! diagnostics.

fn main() -> std::process::ExitCode {
    dialectic::tools::opt::main_with("{name}-opt", |ctx| {
        dialectic::dialects::func::register(ctx);
        {crate}::register(ctx);
    })
}
"#;

const LIT_RS: &str = r#"//! The lit test of `{name}-opt`: each `tests/*.mlir` file's `// RUN:`
//! line runs `{name}-opt` (`%s` is the file) and pipes what it prints to
//! `FileCheck %s`, which checks the `// CHECK:` lines. `FileCheck` is
//! LLVM's: `$FILECHECK`, else `FileCheck-19` or `FileCheck` on `PATH`, else
//! `/usr/lib/llvm-19/bin/FileCheck`.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

fn file_check() -> PathBuf {
    if let Some(path) = std::env::var_os("FILECHECK") {
        return PathBuf::from(path);
    }
    let on_path = |name: &str| {
        std::env::var_os("PATH").and_then(|paths| {
            std::env::split_paths(&paths)
                .map(|dir| dir.join(name))
                .find(|candidate| candidate.is_file())
        })
    };
    on_path("FileCheck-19")
        .or_else(|| on_path("FileCheck"))
        .unwrap_or_else(|| PathBuf::from("/usr/lib/llvm-19/bin/FileCheck"))
}

/// Runs the RUN line of `file`: `{name}-opt <flags> %s | FileCheck %s`.
fn run(file: &Path) -> Result<(), String> {
    let text = std::fs::read_to_string(file).map_err(|e| e.to_string())?;
    let run = text
        .lines()
        .find_map(|line| line.trim_start().strip_prefix("// RUN:"))
        .ok_or("no RUN line")?;
    let (tool, check) = run
        .split_once('|')
        .ok_or("expected `<tool> ... | FileCheck %s`")?;
    let flags: Vec<&str> = tool
        .split_whitespace()
        .skip(1)
        .filter(|word| *word != "%s")
        .collect();
    let output = Command::new(env!("CARGO_BIN_EXE_{name}-opt"))
        .args(&flags)
        .arg(file)
        .output()
        .map_err(|e| e.to_string())?;
    if !output.status.success() {
        return Err(String::from_utf8_lossy(&output.stderr).into_owned());
    }
    if check.trim() != "FileCheck %s" {
        return Err(format!("expected `| FileCheck %s`, not `{}`", check.trim()));
    }
    let mut file_check = Command::new(file_check())
        .arg(file)
        .stdin(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("FileCheck: {e}"))?;
    std::io::Write::write_all(&mut file_check.stdin.take().ok_or("stdin")?, &output.stdout)
        .map_err(|e| e.to_string())?;
    let checked = file_check.wait_with_output().map_err(|e| e.to_string())?;
    if !checked.status.success() {
        return Err(String::from_utf8_lossy(&checked.stderr).into_owned());
    }
    Ok(())
}

#[test]
fn lit() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/")
        .filter_map(|entry| entry.ok().map(|entry| entry.path()))
        .filter(|path| path.extension().is_some_and(|e| e == "mlir"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no .mlir test in {}", dir.display());
    let failures: Vec<String> = files
        .iter()
        .filter_map(|file| run(file).err().map(|e| format!("{}:\n{e}", file.display())))
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
"#;

const TEST_MLIR: &str = r#"// RUN: {name}-opt %s | FileCheck %s

// CHECK-LABEL: func.func @bar(
func.func @bar(%arg0: i32) -> i32 {
  // CHECK: %{{.*}} = {name}.foo %{{.*}} : i32
  %res = {name}.foo %arg0 : i32
  return %res : i32
}
"#;
