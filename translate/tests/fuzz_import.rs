//! A bounded, deterministic mutation fuzzer for the LLVM IR importer, run
//! with the test suite: the hand-written LLVM IR of `tests/import/*.ll`,
//! mutated line by line and token by token. A mutant that `llvm-as-19`
//! accepts (so LLVM itself reads and verifies it) must either import with
//! `dialectic-translate --import-llvm`, translate back with
//! `--mlir-to-llvmir` and pass LLVM's verifier (`llvm-as-19` again) —
//! unless MLIR's own import of it does not translate back either, with the
//! same error (MLIR 19 prints some debug information it cannot read) — or be
//! refused with an error that names its place (`fuzz.ll:LINE:COL:`) or is
//! the one `mlir-translate-19 --import-llvm` gives (which names the
//! instruction it cannot import); the importer must never crash. Mutants LLVM rejects
//! are counted and dropped. At the end a line gives the counts of each
//! outcome. `DIALECTIC_IMPORT_FUZZ_ITERATIONS` (default 120) and
//! `DIALECTIC_IMPORT_FUZZ_SEED` change the run; a failing input is saved
//! as `dialectic-import-fuzz-failure.ll` in the temp directory.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use dialectic_oracle::Tool;

/// Tokens a mutation swaps for one another: types, opcodes, predicates,
/// linkage and flags that keep much of the IR well formed.
const SWAPS: &[&[&str]] = &[
    &["i1", "i8", "i16", "i32", "i64", "i128"],
    &["float", "double", "half", "bfloat", "fp128", "x86_fp80"],
    &[
        "add", "sub", "mul", "and", "or", "xor", "shl", "lshr", "ashr",
    ],
    &["sdiv", "udiv", "srem", "urem"],
    &["fadd", "fsub", "fmul", "fdiv", "frem"],
    &[
        "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
    ],
    &[
        "oeq", "one", "olt", "ole", "ogt", "oge", "ueq", "une", "ord", "uno",
    ],
    &[
        "internal",
        "private",
        "linkonce_odr",
        "weak",
        "common",
        "external",
    ],
    &["nsw", "nuw", "exact", "nnan", "ninf", "fast"],
    &["zext", "sext", "trunc", "bitcast"],
    &["align 1", "align 2", "align 4", "align 8", "align 16"],
    &[
        "0",
        "1",
        "-1",
        "42",
        "undef",
        "poison",
        "null",
        "zeroinitializer",
    ],
];

/// A small xorshift generator: deterministic and dependency-free.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// One to three edits: a line deleted, duplicated or moved, or a token
/// swapped for another of its group.
fn mutate(rng: &mut Rng, input: &str) -> String {
    let mut lines: Vec<String> = input.lines().map(str::to_string).collect();
    for _ in 0..1 + rng.below(3) {
        if lines.is_empty() {
            break;
        }
        let at = rng.below(lines.len());
        // Token swaps keep more mutants readable by LLVM than line edits.
        match rng.below(8) {
            0 => {
                lines.remove(at);
            }
            1 => {
                let line = lines[at].clone();
                lines.insert(rng.below(lines.len() + 1), line);
            }
            2 => {
                let other = rng.below(lines.len());
                lines.swap(at, other);
            }
            _ => {
                // Swap one occurrence of a token of a group, as a whole word.
                let group = SWAPS[rng.below(SWAPS.len())];
                let candidates: Vec<usize> = (0..lines.len())
                    .filter(|&i| group.iter().any(|t| has_word(&lines[i], t)))
                    .collect();
                if let Some(&i) = candidates.get(rng.below(candidates.len())) {
                    let from = group
                        .iter()
                        .find(|t| has_word(&lines[i], t))
                        .expect("a candidate line holds a token");
                    let to = group[rng.below(group.len())];
                    lines[i] = replace_word(&lines[i], from, to);
                }
            }
        }
    }
    lines.join("\n") + "\n"
}

fn is_word_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_' || c == '.'
}

fn word_at(line: &str, word: &str) -> Option<usize> {
    let mut from = 0;
    while let Some(i) = line[from..].find(word).map(|i| i + from) {
        let before = line[..i].chars().next_back();
        let after = line[i + word.len()..].chars().next();
        if !before.is_some_and(is_word_char) && !after.is_some_and(is_word_char) {
            return Some(i);
        }
        from = i + word.len();
    }
    None
}

fn has_word(line: &str, word: &str) -> bool {
    word_at(line, word).is_some()
}

fn replace_word(line: &str, from: &str, to: &str) -> String {
    match word_at(line, from) {
        Some(i) => format!("{}{to}{}", &line[..i], &line[i + from.len()..]),
        None => line.to_string(),
    }
}

fn run(command: &mut Command) -> Output {
    command.output().expect("running a tool")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// What happened to one mutant.
#[derive(Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Outcome {
    RejectedByLlvm,
    RoundTripped,
    RefusedWithPlace,
    RefusedAsMlirRefuses,
    NotReexportedAsMlirsIsNot,
}

/// Runs one mutant through the properties; `Err` says which one broke.
fn check(
    (llvm_as, mlir_translate): (&Path, &Path),
    dir: &Path,
    input: &str,
) -> Result<Outcome, String> {
    let ll = dir.join("fuzz.ll");
    std::fs::write(&ll, input).expect("writing fuzz.ll");
    let assembled = dialectic_oracle::output(
        Tool::LlvmAs,
        Command::new(llvm_as)
            .args(["-o", "/dev/null", "fuzz.ll"])
            .current_dir(dir),
    );
    if !assembled.status.success() {
        return Ok(Outcome::RejectedByLlvm);
    }
    let translate = env!("CARGO_BIN_EXE_dialectic-translate");
    let imported = run(Command::new(translate)
        .args(["--import-llvm", "fuzz.ll", "-o", "imported.mlir"])
        .current_dir(dir));
    match imported.status.code() {
        Some(0) => {}
        Some(1) => {
            let stderr = text(&imported.stderr);
            if stderr.starts_with("fuzz.ll:") {
                return Ok(Outcome::RefusedWithPlace);
            }
            let theirs = dialectic_oracle::output(
                Tool::MlirTranslate,
                Command::new(mlir_translate)
                    .args(["--import-llvm", "fuzz.ll", "-o", "/dev/null"])
                    .current_dir(dir),
            );
            return if !theirs.status.success() && text(&theirs.stderr) == stderr {
                Ok(Outcome::RefusedAsMlirRefuses)
            } else {
                Err(format!(
                    "the import failed without a place, and not as mlir-translate-19's ({}):\n--- ours\n{stderr}--- mlir-translate-19\n{}",
                    theirs.status,
                    text(&theirs.stderr)
                ))
            };
        }
        _ => {
            return Err(format!(
                "the import crashed ({}):\n{}",
                imported.status,
                text(&imported.stderr)
            ));
        }
    }
    let exported = run(Command::new(translate)
        .args(["--mlir-to-llvmir", "imported.mlir", "-o", "exported.ll"])
        .current_dir(dir));
    if !exported.status.success() {
        // MLIR's own import, in a directory of its own under the same name.
        let theirs_dir = dir.join("mlir");
        std::fs::create_dir_all(&theirs_dir).expect("scratch directory");
        let imported = dialectic_oracle::output(
            Tool::MlirTranslate,
            Command::new(mlir_translate)
                .arg("--import-llvm")
                .arg(dir.join("fuzz.ll"))
                .args(["-o", "imported.mlir"])
                .current_dir(&theirs_dir),
        );
        let theirs = dialectic_oracle::output(
            Tool::MlirTranslate,
            Command::new(mlir_translate)
                .args(["--mlir-to-llvmir", "imported.mlir", "-o", "/dev/null"])
                .current_dir(&theirs_dir),
        );
        return if imported.status.success()
            && theirs.status.code() == exported.status.code()
            && theirs.stderr == exported.stderr
        {
            Ok(Outcome::NotReexportedAsMlirsIsNot)
        } else {
            Err(format!(
                "the imported module does not translate back ({}):\n{}--- mlir-translate-19 on its own import ({})\n{}",
                exported.status,
                text(&exported.stderr),
                theirs.status,
                text(&theirs.stderr)
            ))
        };
    }
    let verified = dialectic_oracle::output(
        Tool::LlvmAs,
        Command::new(llvm_as)
            .args(["-o", "/dev/null", "exported.ll"])
            .current_dir(dir),
    );
    if !verified.status.success() {
        return Err(format!(
            "LLVM rejects the re-exported module:\n{}",
            text(&verified.stderr)
        ));
    }
    Ok(Outcome::RoundTripped)
}

fn seeds() -> Vec<String> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/import");
    let mut paths: Vec<PathBuf> = std::fs::read_dir(&dir)
        .map(|d| d.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    paths.retain(|p| p.extension().is_some_and(|e| e == "ll"));
    paths.sort();
    paths
        .iter()
        .filter_map(|p| std::fs::read_to_string(p).ok())
        .collect()
}

#[test]
fn mutated_llvm_ir_imports_and_round_trips_or_is_refused_with_a_place() {
    let (Some(llvm_as), Some(mlir_translate)) = (
        dialectic_oracle::path(Tool::LlvmAs),
        dialectic_oracle::path(Tool::MlirTranslate),
    ) else {
        return;
    };
    let iterations: usize = std::env::var("DIALECTIC_IMPORT_FUZZ_ITERATIONS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(120);
    let seed: u64 = std::env::var("DIALECTIC_IMPORT_FUZZ_SEED")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(0x1e4_f022_5eed);
    let seeds = seeds();
    assert!(!seeds.is_empty(), "no .ll seeds in tests/import");
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("import-fuzz");
    std::fs::create_dir_all(&dir).expect("scratch directory");
    let mut rng = Rng(seed | 1);
    let mut counts = std::collections::BTreeMap::new();
    for _ in 0..iterations {
        let base = &seeds[rng.below(seeds.len())];
        let input = mutate(&mut rng, base);
        match check((llvm_as, mlir_translate), &dir, &input) {
            Ok(outcome) => *counts.entry(outcome).or_insert(0usize) += 1,
            Err(why) => {
                let saved = std::env::temp_dir().join("dialectic-import-fuzz-failure.ll");
                let _ = std::fs::write(&saved, &input);
                panic!("{why}\n(the input is saved as {})", saved.display());
            }
        }
    }
    eprintln!("import fuzz: {iterations} mutants: {counts:?}");
    assert!(
        counts.get(&Outcome::RoundTripped).is_some_and(|&n| n > 0),
        "no mutant reached the round trip: {counts:?}"
    );
}
