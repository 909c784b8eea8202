//! The lit test of `standalone-opt`: each `tests/*.mlir` file's `// RUN:`
//! line runs `standalone-opt` (`%s` is the file) and pipes what it prints to
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

/// Runs the RUN line of `file`: `standalone-opt <flags> %s | FileCheck %s`.
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
    let output = Command::new(env!("CARGO_BIN_EXE_standalone-opt"))
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
