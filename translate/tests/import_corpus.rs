//! Differential test of `dialectic-translate --import-llvm` against
//! `mlir-translate-19 --import-llvm`, each piped into its `opt`:
//!
//! * `corpus/NAME-O0`, `corpus/NAME-O2`: every C program of
//!   `tests/corpus/c/` compiled to LLVM IR by clang-19 at test time, as
//!   `tests/corpus/lib.sh`'s `compile_ll` does (cached, with the oracle's
//!   output, under the target directory, keyed by the program's text and
//!   flags);
//! * `ll/NAME`: the hand-written LLVM IR of `translate/tests/import/*.ll`
//!   (instructions, constants and attributes the corpus lacks);
//! * `invalid/NAME`: malformed input in `translate/tests/import/invalid/`,
//!   which must fail with the diagnostic stored beside it (`NAME.ll.err`);
//! * `locations/...`: the programs compiled with debug information (`-g`)
//!   and the `.ll` files that have some, printed with their locations
//!   (`--mlir-print-debuginfo` given to both tools of each pipeline).
//!
//! Compared byte for byte: the printed module (`dialectic-opt` run in
//! process on the translation's output, as the binary would on stdin), the
//! translation's warnings and the opt's diagnostics. The one normalization:
//! the entries of `#dlti.dl_spec<...>` are sorted, since MLIR's importer
//! emits them in hash-map order. Programs whose import is known to differ
//! are listed in [`EXPECTED_FAILURES`] with the reason; such a test fails if
//! the outputs become identical, so that the list stays true.
//!
//! Requires clang-19, mlir-translate-19 and mlir-opt-19 (`scripts/test.sh`
//! installs them); `CLANG`, `MLIR_TRANSLATE` and `MLIR_OPT` override them.

use std::hash::{Hash, Hasher};
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::Arc;

use libtest_mimic::{Arguments, Failed, Trial};

/// Corpus files whose import is not identical yet, and why.
const EXPECTED_FAILURES: &[(&str, &str)] = &[];

struct Tools {
    clang: String,
    mlir_translate: String,
    mlir_opt: String,
    translate: PathBuf,
    cache: PathBuf,
}

fn tool(var: &str, default: &str) -> String {
    std::env::var(var).unwrap_or_else(|_| default.to_string())
}

fn main() {
    let args = Arguments::from_args();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let tools = Arc::new(Tools {
        clang: tool("CLANG", "clang-19"),
        mlir_translate: tool("MLIR_TRANSLATE", "mlir-translate-19"),
        mlir_opt: tool("MLIR_OPT", "mlir-opt-19"),
        translate: PathBuf::from(env!("CARGO_BIN_EXE_dialectic-translate")),
        cache: Path::new(env!("CARGO_TARGET_TMPDIR")).join("import-corpus"),
    });
    let _ = std::fs::create_dir_all(&tools.cache);
    let mut trials = Vec::new();
    let cdir = root.join("tests/corpus/c");
    for c in sorted_files(&cdir, "c") {
        let with_debug_info = std::fs::read_to_string(&c)
            .map(|source| corpus_flags(&source).iter().any(|f| f == "-g"))
            .unwrap_or(false);
        for opt in ["O0", "O2"] {
            let name = format!("{}-{opt}", stem(&c));
            let (tools2, c2, name2) = (Arc::clone(&tools), c.clone(), name.clone());
            trials.push(Trial::test(format!("corpus/{name}"), move || {
                let ll = compile_ll(&tools2, &c2, opt)?;
                check_expected(&name2, compare(&tools2, &ll, false))
            }));
            if with_debug_info {
                let tools = Arc::clone(&tools);
                let c = c.clone();
                trials.push(Trial::test(format!("locations/corpus/{name}"), move || {
                    let ll = compile_ll(&tools, &c, opt)?;
                    compare(&tools, &ll, true)
                }));
            }
        }
    }
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/import");
    for ll in sorted_files(&dir, "ll") {
        let with_debug_info = std::fs::read_to_string(&ll).is_ok_and(|t| t.contains("!dbg"));
        if with_debug_info {
            let tools = Arc::clone(&tools);
            let ll = ll.clone();
            trials.push(Trial::test(
                format!("locations/ll/{}", stem(&ll)),
                move || compare(&tools, &ll, true),
            ));
        }
        let tools = Arc::clone(&tools);
        trials.push(Trial::test(format!("ll/{}", stem(&ll)), move || {
            compare(&tools, &ll, false)
        }));
    }
    for ll in sorted_files(&dir.join("invalid"), "ll") {
        let tools = Arc::clone(&tools);
        trials.push(Trial::test(format!("invalid/{}", stem(&ll)), move || {
            check_invalid(&tools, &ll)
        }));
    }
    libtest_mimic::run(&args, trials).exit();
}

fn sorted_files(dir: &Path, ext: &str) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|d| {
            d.filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|x| x == ext))
                .collect()
        })
        .unwrap_or_default();
    files.sort();
    files
}

fn stem(p: &Path) -> String {
    p.file_stem()
        .unwrap_or_default()
        .to_string_lossy()
        .into_owned()
}

/// The flags of a `/* corpus-flags: ... */` comment in a program's first lines.
fn corpus_flags(source: &str) -> Vec<String> {
    for line in source.lines().take(5) {
        if let Some(start) = line.find("/* corpus-flags:") {
            let rest = &line[start + "/* corpus-flags:".len()..];
            let end = rest.find("*/").unwrap_or(rest.len());
            return rest[..end].split_whitespace().map(str::to_string).collect();
        }
    }
    Vec::new()
}

/// clang-19's LLVM IR of `c` at `-O0`/`-O2`, compiled once per text and flags.
fn compile_ll(tools: &Tools, c: &Path, opt: &str) -> Result<PathBuf, Failed> {
    let source = std::fs::read_to_string(c)?;
    let flags = corpus_flags(&source);
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    (&source, &flags, opt, &tools.clang).hash(&mut hasher);
    let out = tools
        .cache
        .join(format!("{}-{opt}-{:016x}.ll", stem(c), hasher.finish()));
    if out.exists() {
        return Ok(out);
    }
    // Unique per compilation: several trials compile the same program.
    static NEXT_TMP: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = NEXT_TMP.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let tmp = out.with_extension(format!("{}-{n}.tmp", std::process::id()));
    let dir = c.parent().unwrap_or(Path::new("."));
    let file = c.file_name().unwrap_or_default();
    let output = Command::new(&tools.clang)
        .current_dir(dir)
        .args(["--target=x86_64-unknown-linux-gnu", "-S", "-emit-llvm"])
        .arg(format!("-{opt}"))
        .args(["-fno-ident", "-fdebug-compilation-dir=.", "-w"])
        .args(&flags)
        .arg(file)
        .arg("-o")
        .arg(&tmp)
        .output()
        .map_err(|e| format!("cannot run {}: {e}", tools.clang))?;
    if !output.status.success() {
        return Err(format!(
            "clang-19 failed on {}:\n{}",
            c.display(),
            String::from_utf8_lossy(&output.stderr)
        )
        .into());
    }
    std::fs::rename(&tmp, &out)?;
    Ok(out)
}

/// What a translate | opt pipeline produced.
#[derive(PartialEq, Eq)]
struct Outcome {
    printed: String,
    warnings: String,
    errors: String,
}

/// The flag that prints locations, when `debug_info`.
fn debug_info_flag(debug_info: bool) -> &'static [&'static str] {
    if debug_info {
        &["--mlir-print-debuginfo"]
    } else {
        &[]
    }
}

/// `mlir-translate-19 --import-llvm LL | mlir-opt-19` (with locations when
/// `debug_info`), cached beside a cached input.
fn oracle(tools: &Tools, ll: &Path, debug_info: bool) -> Result<Outcome, Failed> {
    let cached = ll.starts_with(&tools.cache);
    let suffix = if debug_info { "-locations" } else { "" };
    let paths =
        ["printed", "warnings", "errors"].map(|k| ll.with_extension(format!("mlir-{k}{suffix}")));
    if cached && paths.iter().all(|p| p.exists()) {
        return Ok(Outcome {
            printed: std::fs::read_to_string(&paths[0])?,
            warnings: std::fs::read_to_string(&paths[1])?,
            errors: std::fs::read_to_string(&paths[2])?,
        });
    }
    let translated = Command::new(&tools.mlir_translate)
        .arg("--import-llvm")
        .args(debug_info_flag(debug_info))
        .arg(ll)
        .output()
        .map_err(|e| format!("cannot run {}: {e}", tools.mlir_translate))?;
    let mut opt = Command::new(&tools.mlir_opt)
        .args(debug_info_flag(debug_info))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run {}: {e}", tools.mlir_opt))?;
    opt.stdin
        .take()
        .ok_or("no stdin")?
        .write_all(&translated.stdout)?;
    let opted = opt.wait_with_output()?;
    let outcome = Outcome {
        printed: String::from_utf8_lossy(&opted.stdout).into_owned(),
        warnings: String::from_utf8_lossy(&translated.stderr).into_owned(),
        errors: String::from_utf8_lossy(&opted.stderr).into_owned(),
    };
    if cached {
        std::fs::write(&paths[0], &outcome.printed)?;
        std::fs::write(&paths[1], &outcome.warnings)?;
        std::fs::write(&paths[2], &outcome.errors)?;
    }
    Ok(outcome)
}

/// `dialectic-translate --import-llvm LL | dialectic-opt` (with locations
/// when `debug_info`).
fn ours(tools: &Tools, ll: &Path, debug_info: bool) -> Result<Outcome, Failed> {
    let translated = Command::new(&tools.translate)
        .arg("--import-llvm")
        .args(debug_info_flag(debug_info))
        .arg(ll)
        .output()
        .map_err(|e| format!("cannot run dialectic-translate: {e}"))?;
    let text = String::from_utf8_lossy(&translated.stdout).into_owned();
    let mut args: Vec<String> = debug_info_flag(debug_info)
        .iter()
        .map(|f| f.to_string())
        .collect();
    args.push("-".to_string());
    let options = match dialectic::tools::opt::parse_args(&args)? {
        dialectic::tools::opt::Command::Run(o) => o,
        dialectic::tools::opt::Command::Print(_) => return Err("unexpected opt command".into()),
    };
    let mut printed = Vec::new();
    let mut errors = String::new();
    let mut timing = dialectic::tools::timing::Timing::default();
    dialectic::tools::opt::process(
        &text,
        "<stdin>",
        &options,
        &mut printed,
        &mut errors,
        &mut timing,
    )?;
    Ok(Outcome {
        printed: String::from_utf8_lossy(&printed).into_owned(),
        warnings: String::from_utf8_lossy(&translated.stderr).into_owned(),
        errors,
    })
}

fn compare(tools: &Tools, ll: &Path, debug_info: bool) -> Result<(), Failed> {
    let expected = oracle(tools, ll, debug_info)?;
    let actual = ours(tools, ll, debug_info)?;
    let mut report = String::new();
    for (what, e, a) in [
        (
            "printed module",
            sort_dl_spec(&expected.printed),
            sort_dl_spec(&actual.printed),
        ),
        ("import warnings", expected.warnings, actual.warnings),
        ("opt diagnostics", expected.errors, actual.errors),
    ] {
        if e != a {
            report.push_str(&format!(
                "{what} differs (- mlir, + dialectic):\n{}",
                diff(&e, &a)
            ));
        }
    }
    if report.is_empty() {
        Ok(())
    } else {
        Err(report.into())
    }
}

fn check_expected(name: &str, result: Result<(), Failed>) -> Result<(), Failed> {
    match (EXPECTED_FAILURES.iter().find(|(n, _)| *n == name), result) {
        (None, r) => r,
        (Some(_), Err(_)) => Ok(()),
        (Some((_, why)), Ok(())) => Err(format!(
            "{name} is listed as an expected failure ({why}) but is now identical: remove it from EXPECTED_FAILURES"
        )
        .into()),
    }
}

fn check_invalid(tools: &Tools, ll: &Path) -> Result<(), Failed> {
    let dir = ll.parent().unwrap_or(Path::new("."));
    let file = ll.file_name().unwrap_or_default();
    let out = Command::new(&tools.translate)
        .current_dir(dir)
        .arg("--import-llvm")
        .arg(file)
        .output()?;
    if out.status.success() {
        return Err("dialectic-translate accepted malformed input".into());
    }
    let expected = std::fs::read_to_string(ll.with_extension("ll.err"))?;
    let actual = String::from_utf8_lossy(&out.stderr);
    if expected != actual {
        return Err(format!(
            "diagnostic differs (- expected, + actual):\n{}",
            diff(&expected, &actual)
        )
        .into());
    }
    Ok(())
}

/// The first differing lines of two texts.
fn diff(expected: &str, actual: &str) -> String {
    let e: Vec<&str> = expected.lines().collect();
    let a: Vec<&str> = actual.lines().collect();
    let first = e
        .iter()
        .zip(&a)
        .position(|(x, y)| x != y)
        .unwrap_or(e.len().min(a.len()));
    let mut out = format!("@@ line {} @@\n", first + 1);
    for line in e.iter().skip(first).take(6) {
        out.push_str(&format!("-{line}\n"));
    }
    for line in a.iter().skip(first).take(6) {
        out.push_str(&format!("+{line}\n"));
    }
    out
}

/// Sorts the top-level entries of every `#dlti.dl_spec<...>` textually.
fn sort_dl_spec(text: &str) -> String {
    const OPEN: &str = "#dlti.dl_spec<";
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find(OPEN) {
        let start = at + OPEN.len();
        out.push_str(&rest[..start]);
        let body = &rest[start..];
        let (mut depth, mut in_str, mut escaped, mut end) = (1i32, false, false, body.len());
        let mut parts = Vec::new();
        let mut part_start = 0;
        for (i, c) in body.char_indices() {
            if in_str {
                if escaped {
                    escaped = false;
                } else if c == '\\' {
                    escaped = true;
                } else if c == '"' {
                    in_str = false;
                }
                continue;
            }
            match c {
                '"' => in_str = true,
                '<' | '(' | '[' | '{' => depth += 1,
                '>' | ')' | ']' | '}' => {
                    depth -= 1;
                    if depth == 0 {
                        end = i;
                        break;
                    }
                }
                ',' if depth == 1 => {
                    parts.push(body[part_start..i].trim());
                    part_start = i + 1;
                }
                _ => {}
            }
        }
        parts.push(body[part_start..end].trim());
        parts.sort_unstable();
        out.push_str(&parts.join(", "));
        rest = &body[end..];
    }
    out.push_str(rest);
    out
}
