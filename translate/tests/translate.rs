//! Programs in the `llvm` dialect (`tests/programs/*.mlir`) translated to
//! LLVM IR by `dialectic-translate` and by `mlir-translate-19
//! --mlir-to-llvmir`: both pass LLVM's verifier, both compiled by
//! `clang-19` print the same, and `dialectic-runner` prints the same too.

use std::path::{Path, PathBuf};
use std::process::Command;

use dialectic_oracle::Tool;
use libtest_mimic::{Arguments, Failed, Trial};

fn main() {
    let args = Arguments::from_args();
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/programs");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/programs exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "mlir"))
        .collect();
    files.sort();
    let mut trials: Vec<Trial> = Vec::new();
    if files.is_empty() {
        trials.push(dialectic_oracle::empty_folder_trial(
            "programs",
            ".mlir programs",
            &dir,
        ));
    }
    trials.extend(files.into_iter().map(|path| {
        let name = path
            .file_stem()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        Trial::test(name, move || check_program(&path))
    }));
    dialectic_oracle::run_trials(&args, trials).exit();
}

fn run(command: &mut Command) -> Result<String, Failed> {
    let output = command.output().map_err(|e| format!("{command:?}: {e}"))?;
    if !output.status.success() {
        return Err(format!(
            "{command:?} failed:\n{}",
            String::from_utf8_lossy(&output.stderr)
        )
        .into());
    }
    Ok(String::from_utf8_lossy(&output.stdout).into_owned())
}

/// Compiles LLVM IR with clang-19 and runs it, returning what it printed.
fn compile_and_run(ll: &Path, exe: &Path) -> Result<String, Failed> {
    run(Command::new(&dialectic_oracle::require(Tool::Clang).path)
        .arg("-w")
        .arg(ll)
        .arg("-o")
        .arg(exe)
        .arg("-lm"))?;
    run(&mut Command::new(exe))
}

fn check_program(path: &Path) -> Result<(), Failed> {
    let tmp = std::env::temp_dir().join(format!("dialectic-translate-{}", std::process::id()));
    std::fs::create_dir_all(&tmp)?;
    let stem = path
        .file_stem()
        .unwrap_or_default()
        .to_string_lossy()
        .into_owned();
    let ours = tmp.join(format!("{stem}.ours.ll"));
    let theirs = tmp.join(format!("{stem}.mlir.ll"));
    run(Command::new(env!("CARGO_BIN_EXE_dialectic-translate"))
        .arg("--mlir-to-llvmir")
        .arg(path)
        .arg("-o")
        .arg(&ours))?;
    run(
        Command::new(&dialectic_oracle::require(Tool::MlirTranslate).path)
            .arg("--mlir-to-llvmir")
            .arg(path)
            .arg("-o")
            .arg(&theirs),
    )?;
    let expected = compile_and_run(&theirs, &tmp.join(format!("{stem}.mlir.exe")))?;
    let actual = compile_and_run(&ours, &tmp.join(format!("{stem}.ours.exe")))?;
    if actual != expected {
        return Err(format!("compiled output differs:\n--- mlir-translate-19\n{expected}--- dialectic-translate\n{actual}").into());
    }
    let jit = run(Command::new(env!("CARGO_BIN_EXE_dialectic-runner"))
        .arg("--entry-point-result=void")
        .arg(path))?;
    if jit != expected {
        return Err(format!(
            "runner output differs:\n--- expected\n{expected}--- dialectic-runner\n{jit}"
        )
        .into());
    }
    Ok(())
}
