//! The `fmt` dialect (`td/formats/Formats.td`, every directive of MLIR 19's
//! type and attribute formats) run by `fmt-opt` and by MLIR 19's build of
//! the same `.td` (`mlir/build.sh`: mlir-tblgen-19's C++ and a small
//! `main` compiled with clang++-19 against libMLIR.so). Each file of
//! `tests/formats/` holds `// RUN: fmt-opt <flags> %s` lines; for each, both
//! tools must exit alike and print the same stdout and stderr. What
//! `fmt-opt` prints in custom form prints again as itself.
//!
//! The MLIR build is cached under `target/tmp/`, keyed by a hash of its
//! inputs, so it is compiled once per change of the `.td` or the C++ (about
//! ten seconds). `DIALECTIC_SKIP_ORACLE=1` skips the comparison.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

use dialectic_oracle::Tool;

fn manifest_dir() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The files MLIR 19's `fmt-opt` is built from.
const BUILD_INPUTS: [&str; 3] = ["mlir/build.sh", "mlir/fmt-opt.cpp", "td/formats/Formats.td"];

/// FNV-1a over the build's inputs: stable across runs and toolchains, so
/// the cached build is found again.
fn inputs_hash() -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for input in BUILD_INPUTS {
        let bytes = std::fs::read(manifest_dir().join(input)).expect("a build input");
        for byte in input.bytes().chain(bytes) {
            hash ^= u64::from(byte);
            hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
        }
    }
    hash
}

/// MLIR 19's `fmt-opt`, built once per change of its inputs; `None` when the
/// oracle is skipped.
fn mlir_fmt_opt() -> Option<&'static Path> {
    static BUILT: OnceLock<Option<PathBuf>> = OnceLock::new();
    BUILT
        .get_or_init(|| {
            let tblgen = dialectic_oracle::path(Tool::MlirTblgen)?;
            let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
                .join(format!("fmt-opt-mlir19-{:016x}", inputs_hash()));
            let binary = dir.join("fmt-opt");
            if binary.exists() {
                return Some(binary);
            }
            // Builds of inputs that changed since are not used again.
            let tmp = Path::new(env!("CARGO_TARGET_TMPDIR"));
            for stale in std::fs::read_dir(tmp).into_iter().flatten().flatten() {
                let name = stale.file_name();
                if name.to_string_lossy().starts_with("fmt-opt-mlir19-") {
                    std::fs::remove_dir_all(stale.path()).ok();
                }
            }
            let started = std::time::Instant::now();
            let out = Command::new(manifest_dir().join("mlir/build.sh"))
                .arg(&dir)
                .env("MLIR_TBLGEN", tblgen)
                .output()
                .expect("mlir/build.sh runs");
            assert!(
                out.status.success(),
                "building MLIR 19's fmt-opt failed ({}); it needs clang++-19 and libmlir-19-dev \
                 (scripts/setup.sh installs them):\n{}{}",
                out.status,
                String::from_utf8_lossy(&out.stdout),
                String::from_utf8_lossy(&out.stderr)
            );
            eprintln!(
                "built MLIR 19's fmt-opt in {:.1} s",
                started.elapsed().as_secs_f64()
            );
            Some(binary)
        })
        .as_deref()
}

/// Exit code, stdout and stderr of `tool` with `flags` on `file`.
fn run(tool: &Path, flags: &[&str], file: &Path) -> (i32, String, String) {
    let out = Command::new(tool)
        .current_dir(manifest_dir())
        .args(flags)
        .arg(file)
        .output()
        .unwrap_or_else(|e| panic!("{} runs: {e}", tool.display()));
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn ours() -> &'static Path {
    Path::new(env!("CARGO_BIN_EXE_fmt-opt"))
}

/// The `.mlir` files of `tests/formats/`, relative to the crate (so both
/// tools print the same file names).
fn cases() -> Vec<PathBuf> {
    let dir = manifest_dir().join("tests/formats");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/formats")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "mlir"))
        .map(|p| {
            p.strip_prefix(manifest_dir())
                .expect("inside")
                .to_path_buf()
        })
        .collect();
    files.sort();
    files
}

/// The flags of each `// RUN: fmt-opt <flags> %s` line of `file`.
fn run_lines(file: &Path) -> Vec<Vec<String>> {
    let text = std::fs::read_to_string(manifest_dir().join(file)).expect("readable");
    text.lines()
        .filter_map(|l| l.strip_prefix("// RUN: fmt-opt"))
        .map(|flags| {
            flags
                .split_whitespace()
                .filter(|f| *f != "%s")
                .map(String::from)
                .collect()
        })
        .collect()
}

#[test]
fn every_case_runs_as_in_mlir_19() {
    let Some(mlir) = mlir_fmt_opt() else {
        return;
    };
    let files = cases();
    assert!(files.len() >= 2, "{files:?}");
    let mut failures = Vec::new();
    let mut runs = 0;
    for file in &files {
        let lines = run_lines(file);
        assert!(!lines.is_empty(), "{}: no RUN line", file.display());
        for flags in lines {
            let flags: Vec<&str> = flags.iter().map(String::as_str).collect();
            let expected = run(mlir, &flags, file);
            let actual = run(ours(), &flags, file);
            runs += 1;
            if actual != expected {
                failures.push(format!(
                    "{} {flags:?}:\n--- fmt-opt (exit {})\n{}{}--- MLIR 19 (exit {})\n{}{}",
                    file.display(),
                    actual.0,
                    actual.1,
                    actual.2,
                    expected.0,
                    expected.1,
                    expected.2
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(runs >= 3);
}

/// The custom form printed is a fixpoint: printing it again changes nothing.
#[test]
fn printed_forms_print_as_themselves() {
    let dir = std::env::temp_dir().join(format!("dialectic-fmt-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temporary directory");
    let flags = ["--allow-unregistered-dialect"];
    let mut checked = 0;
    for file in cases() {
        let (code, first, _) = run(ours(), &flags, &manifest_dir().join(&file));
        if code != 0 {
            continue;
        }
        let printed = dir.join(file.file_name().expect("a name"));
        std::fs::write(&printed, &first).expect("writing");
        let (code, second, stderr) = run(ours(), &flags, &printed);
        assert_eq!((code, stderr.as_str()), (0, ""), "{}", file.display());
        assert_eq!(second, first, "{} does not print as itself", file.display());
        checked += 1;
    }
    std::fs::remove_dir_all(&dir).ok();
    assert!(checked >= 1);
}
