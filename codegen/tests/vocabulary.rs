//! MLIR 19's ODS vocabulary in Dialectic's `.td` library: every def and
//! class name of MLIR's `OpBase.td` (and what it includes), `EnumAttr.td`,
//! `Properties.td`, `BuiltinAttributes.td`, `BuiltinTypes.td`,
//! `PatternBase.td` and `Interfaces/*.td`, as `mlir-tblgen-19
//! --print-records` reads MLIR's own files, is defined by Dialectic's
//! `OpBase.td` or listed in `vocabulary/unsupported.txt` with the reason;
//! every def both define has MLIR's summary (what verifier messages
//! print); and the constraint classes instantiated in
//! `vocabulary/instances.td` give MLIR's summaries.
//!
//! Environment: `MLIR_INCLUDE_DIR` overrides `/usr/lib/llvm-19/include`.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::Command;

use dialectic_codegen::print_records::print_records;
use dialectic_codegen::{SourceMap, load_str, render_diagnostics};
use dialectic_oracle::Tool;

/// MLIR's vocabulary files, relative to the include directory.
const MLIR_FILES: &[&str] = &[
    "mlir/IR/OpBase.td",
    "mlir/IR/EnumAttr.td",
    "mlir/IR/Properties.td",
    "mlir/IR/BuiltinAttributes.td",
    "mlir/IR/BuiltinTypes.td",
    "mlir/IR/PatternBase.td",
];

fn mlir_include_dir() -> PathBuf {
    std::env::var_os("MLIR_INCLUDE_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("/usr/lib/llvm-19/include"))
}

fn here() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/vocabulary")
}

fn defs() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../defs")
}

/// `mlir-tblgen-19 --print-records` of `text` (with `-D` `defines`).
fn mlir_records(name: &str, text: &str, defines: &[&str]) -> String {
    let dir = std::env::temp_dir().join(format!("dialectic-vocabulary-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temporary directory");
    let file = dir.join(name);
    std::fs::write(&file, text).expect("writing the input");
    let tblgen = &dialectic_oracle::require(Tool::MlirTblgen).path;
    let mut command = Command::new(tblgen);
    command
        .arg("--print-records")
        .arg("-I")
        .arg(mlir_include_dir());
    for d in defines {
        command.arg(format!("-D{d}"));
    }
    let out = command.arg(&file).output().expect("mlir-tblgen-19 runs");
    assert!(
        out.status.success(),
        "mlir-tblgen-19 failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("UTF-8")
}

/// Dialectic's `--print-records` of `text`, includes found in `defs/`.
fn our_records(name: &str, text: &str) -> String {
    let mut sources = SourceMap::new();
    match load_str(name, text, &[defs()], &mut sources) {
        Ok(records) => print_records(&records),
        Err(d) => panic!("{}", render_diagnostics(&d, &sources)),
    }
}

/// The class and def names of `--print-records` text, anonymous ones left
/// out, and each def's `summary` (when it has one).
struct Names {
    all: BTreeSet<String>,
    summaries: BTreeMap<String, String>,
}

fn names(records: &str) -> Names {
    let mut all = BTreeSet::new();
    let mut summaries = BTreeMap::new();
    let mut current_def: Option<String> = None;
    for line in records.lines() {
        let head = line
            .strip_prefix("class ")
            .map(|rest| (false, rest))
            .or_else(|| line.strip_prefix("def ").map(|rest| (true, rest)));
        if let Some((is_def, rest)) = head {
            let name: String = rest
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect();
            let anonymous = name.starts_with("anonymous_");
            current_def = (is_def && !anonymous).then(|| name.clone());
            if !anonymous {
                all.insert(name);
            }
        } else if let (Some(def), Some(value)) = (
            &current_def,
            line.strip_prefix("  string summary = ")
                .and_then(|v| v.strip_suffix(';')),
        ) {
            let value = value
                .strip_prefix('"')
                .and_then(|v| v.strip_suffix('"'))
                .unwrap_or(value);
            summaries.insert(def.clone(), value.to_string());
        }
    }
    Names { all, summaries }
}

/// The names of `unsupported.txt` (comment and blank lines skipped).
fn unsupported() -> BTreeSet<String> {
    std::fs::read_to_string(here().join("unsupported.txt"))
        .expect("unsupported.txt")
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(String::from)
        .collect()
}

fn mlir_vocabulary() -> Names {
    let mut main: String = MLIR_FILES
        .iter()
        .map(|f| format!("include \"{f}\"\n"))
        .collect();
    let interfaces = mlir_include_dir().join("mlir/Interfaces");
    let mut files: Vec<String> = std::fs::read_dir(&interfaces)
        .unwrap_or_else(|e| panic!("{}: {e}", interfaces.display()))
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|f| f.ends_with(".td"))
        .collect();
    files.sort();
    for f in files {
        main.push_str(&format!("include \"mlir/Interfaces/{f}\"\n"));
    }
    names(&mlir_records("vocabulary.td", &main, &[]))
}

#[test]
fn every_name_is_defined_with_mlirs_summary_or_listed_unsupported() {
    if dialectic_oracle::skipped() {
        eprintln!("skipped: DIALECTIC_SKIP_ORACLE is set");
        return;
    }
    let mlir = mlir_vocabulary();
    let ours = names(&our_records("vocabulary.td", "include \"OpBase.td\"\n"));
    let unsupported = unsupported();
    let missing: Vec<&String> = mlir
        .all
        .iter()
        .filter(|n| !ours.all.contains(*n) && !unsupported.contains(*n))
        .collect();
    assert!(
        missing.is_empty(),
        "MLIR names neither defined nor listed in unsupported.txt: {missing:?}"
    );
    let stale: Vec<&String> = unsupported
        .iter()
        .filter(|n| ours.all.contains(*n) || !mlir.all.contains(*n))
        .collect();
    assert!(
        stale.is_empty(),
        "unsupported.txt lists names Dialectic defines or MLIR does not: {stale:?}"
    );
    let differing: Vec<String> = mlir
        .summaries
        .iter()
        .filter_map(|(name, summary)| {
            let our = ours.summaries.get(name)?;
            (our != summary).then(|| format!("{name}: MLIR {summary:?}, ours {our:?}"))
        })
        .collect();
    assert!(
        differing.is_empty(),
        "summaries differ:\n{}",
        differing.join("\n")
    );
}

#[test]
fn constraint_classes_give_mlirs_summaries() {
    if dialectic_oracle::skipped() {
        eprintln!("skipped: DIALECTIC_SKIP_ORACLE is set");
        return;
    }
    let text = std::fs::read_to_string(here().join("instances.td")).expect("instances.td");
    let mlir = names(&mlir_records("instances.td", &text, &["MLIR"]));
    let ours = names(&our_records("instances.td", &text));
    let instances: Vec<&String> = mlir.all.iter().filter(|n| n.starts_with("v_")).collect();
    assert!(instances.len() > 40, "{instances:?}");
    let differing: Vec<String> = instances
        .iter()
        .filter_map(|name| {
            let (theirs, our) = (mlir.summaries.get(*name), ours.summaries.get(*name));
            (theirs != our).then(|| format!("{name}: MLIR {theirs:?}, ours {our:?}"))
        })
        .collect();
    assert!(
        differing.is_empty(),
        "summaries differ:\n{}",
        differing.join("\n")
    );
}
