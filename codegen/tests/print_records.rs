//! Differential test: for every `.td` file of `tests/td/` and for real MLIR
//! 19 ODS files, `dialectic-tblgen`'s records must print exactly as
//! `llvm-tblgen-19 --print-records` prints them. Set
//! `DIALECTIC_ALL_MLIR_TD=1` to check every `.td` file MLIR installs (those
//! `llvm-tblgen-19` accepts) instead of the usual sample.

use std::path::{Path, PathBuf};
use std::process::Command;

use dialectic_codegen::print_records::print_records;
use dialectic_codegen::{SourceMap, load, render_diagnostics};
use dialectic_oracle::Tool;
use libtest_mimic::{Arguments, Failed, Trial};

const MLIR_INCLUDE: &str = "/usr/lib/llvm-19/include";

/// The MLIR files always checked (the first six are required to match).
const MLIR_FILES: &[&str] = &[
    "mlir/IR/OpBase.td",
    "mlir/IR/BuiltinOps.td",
    "mlir/Dialect/Arith/IR/ArithOps.td",
    "mlir/Dialect/Func/IR/FuncOps.td",
    "mlir/Dialect/ControlFlow/IR/ControlFlowOps.td",
    "mlir/Dialect/LLVMIR/LLVMOps.td",
    "mlir/Dialect/SCF/IR/SCFOps.td",
    "mlir/Dialect/MemRef/IR/MemRefOps.td",
    "mlir/Dialect/Vector/IR/VectorOps.td",
    "mlir/Dialect/Tensor/IR/TensorOps.td",
    "mlir/Dialect/Math/IR/MathOps.td",
    "mlir/Dialect/GPU/IR/GPUOps.td",
    "mlir/Dialect/LLVMIR/NVVMOps.td",
    "mlir/Dialect/Linalg/IR/LinalgStructuredOps.td",
    "mlir/Dialect/SPIRV/IR/SPIRVOps.td",
    "mlir/IR/BuiltinAttributes.td",
    "mlir/IR/BuiltinTypes.td",
    "mlir/Dialect/LLVMIR/LLVMIntrinsicOps.td",
];

/// `llvm-tblgen-19`, or why it cannot be used.
fn llvm_tblgen() -> Result<PathBuf, String> {
    dialectic_oracle::lookup(Tool::LlvmTblgen)
        .map(|found| found.path.clone())
        .map_err(str::to_string)
}

/// Runs `llvm-tblgen-19 --print-records` in `dir`.
fn reference_output(
    tblgen: &Path,
    dir: &Path,
    file: &Path,
    include: &Path,
) -> Result<Option<String>, String> {
    let out = Command::new(tblgen)
        .current_dir(dir)
        .arg("--print-records")
        .arg("-I")
        .arg(include)
        .arg(file)
        .output()
        .map_err(|e| format!("running {}: {e}", tblgen.display()))?;
    if !out.status.success() {
        return Ok(None);
    }
    String::from_utf8(out.stdout)
        .map(Some)
        .map_err(|e| e.to_string())
}

/// Our output. `llvm-tblgen` runs in `dir` and looks includes up there
/// first; we look them up in `dir` first instead of changing directory.
fn our_output(dir: &Path, file: &Path, include: &Path) -> Result<String, String> {
    let mut sources = SourceMap::new();
    let records = load(
        &dir.join(file),
        &[dir.to_path_buf(), include.to_path_buf()],
        &mut sources,
    )
    .map_err(|d| render_diagnostics(&d, &sources))?;
    Ok(print_records(&records))
}

fn first_difference(expected: &str, actual: &str) -> String {
    let (e, a): (Vec<&str>, Vec<&str>) = (expected.lines().collect(), actual.lines().collect());
    for i in 0..e.len().max(a.len()) {
        let (x, y) = (e.get(i).copied(), a.get(i).copied());
        if x != y {
            let context = i.saturating_sub(3);
            let mut report = format!("first difference at line {}:\n", i + 1);
            for line in &e[context.min(e.len())..i.min(e.len())] {
                report.push_str(&format!("   {line}\n"));
            }
            report.push_str(&format!(
                "-  {}\n+  {}\n",
                x.unwrap_or("<end>"),
                y.unwrap_or("<end>")
            ));
            return report;
        }
    }
    "outputs differ only in line endings".to_string()
}

fn check(
    tblgen: &Result<PathBuf, String>,
    dir: &Path,
    file: &Path,
    include: &Path,
) -> Result<(), Failed> {
    let tblgen = tblgen.as_ref().map_err(|e| Failed::from(e.clone()))?;
    let Some(expected) = reference_output(tblgen, dir, file, include)? else {
        return Err(format!("llvm-tblgen-19 rejects {}", file.display()).into());
    };
    let actual = our_output(dir, file, include)
        .map_err(|e| format!("dialectic rejects {}:\n{e}", file.display()))?;
    if expected == actual {
        Ok(())
    } else {
        Err(first_difference(&expected, &actual).into())
    }
}

fn td_files(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|entries| {
            entries
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|e| e == "td"))
                .collect()
        })
        .unwrap_or_default();
    files.sort();
    files
}

fn all_mlir_files(root: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(root) else {
        return;
    };
    let mut entries: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            all_mlir_files(&p, out);
        } else if p.extension().is_some_and(|e| e == "td") {
            out.push(p);
        }
    }
}

fn main() {
    let args = Arguments::from_args();
    let tblgen = llvm_tblgen();
    let manifest = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let td_dir = manifest.join("tests/td");
    let mut trials = Vec::new();

    let own = td_files(&td_dir);
    assert!(
        own.len() >= 25,
        "expected at least 25 test files in {}",
        td_dir.display()
    );
    for path in own {
        let name = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let (tblgen, dir, include) = (tblgen.clone(), td_dir.clone(), td_dir.clone());
        trials.push(Trial::test(format!("td/{name}"), move || {
            check(&tblgen, &dir, Path::new(&name), &include)
        }));
    }

    let include = PathBuf::from(MLIR_INCLUDE);
    let mlir_files: Vec<PathBuf> = if std::env::var_os("DIALECTIC_ALL_MLIR_TD").is_some() {
        let mut all = Vec::new();
        all_mlir_files(&include.join("mlir"), &mut all);
        all.into_iter()
            .filter_map(|p| p.strip_prefix(&include).ok().map(Path::to_path_buf))
            .collect()
    } else {
        MLIR_FILES.iter().map(PathBuf::from).collect()
    };
    let sample = std::env::var_os("DIALECTIC_ALL_MLIR_TD").is_none();
    for relative in mlir_files {
        let (tblgen, include) = (tblgen.clone(), include.clone());
        let name = relative.display().to_string();
        trials.push(Trial::test(name, move || {
            let full = include.join(&relative);
            if !full.is_file() {
                return Err(format!(
                    "{} is missing: run scripts/test.sh, which installs libmlir-19-dev",
                    full.display()
                )
                .into());
            }
            if !sample {
                // In the exhaustive mode, files llvm-tblgen rejects are skipped.
                if let Ok(t) = &tblgen
                    && reference_output(t, &include, &full, &include)?.is_none()
                {
                    return Ok(());
                }
            }
            check(&tblgen, &include, &full, &include)
        }));
    }
    let skip = dialectic_oracle::skipped();
    let trials = trials
        .into_iter()
        .map(|t| t.with_ignored_flag(skip))
        .collect();
    libtest_mimic::run(&args, trials).exit();
}
