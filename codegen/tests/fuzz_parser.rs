//! A bounded, deterministic mutation fuzzer for the `.td` front end, run with
//! the test suite on stable Rust: the test files of `tests/td/`, mutated,
//! must either evaluate (and then print) or fail with diagnostics that point
//! into the loaded files — never panic, hang or overflow the stack. What
//! evaluates must also be what `llvm-tblgen-19` makes of the same text: it
//! accepts it and its `--print-records` output is ours, byte for byte (all
//! such inputs are checked after the mutation loop). Set
//! `DIALECTIC_TD_FUZZ_ITERATIONS` for a longer run and
//! `DIALECTIC_TD_FUZZ_SEED` for another sequence; a failing input is saved
//! as `dialectic-td-fuzz-failure.td` in the temp directory.

use std::path::{Path, PathBuf};
use std::process::Command;

use dialectic_oracle::Tool;

use dialectic_codegen::print_records::print_records;
use dialectic_codegen::{SourceMap, load_str, render_diagnostics};

const TOKENS: &[&str] = &[
    "class ",
    "def ",
    "defm ",
    "multiclass ",
    "let ",
    " in ",
    "foreach ",
    "defvar ",
    "defset ",
    "if ",
    " then ",
    " else ",
    "include ",
    "assert ",
    "field ",
    "bits<4>",
    "list<",
    "int ",
    "string ",
    "dag ",
    "code ",
    "bit ",
    "<",
    ">",
    "{",
    "}",
    "[",
    "]",
    "(",
    ")",
    ":",
    ";",
    ",",
    "=",
    "#",
    ".",
    "...",
    "-",
    "?",
    "$x",
    "\"s\"",
    "[{ c }]",
    "0b101",
    "0xff",
    "-7",
    "NAME",
    "!add(",
    "!strconcat(",
    "!foreach(x, ",
    "!foldl(0, ",
    "!cast<",
    "!if(",
    "!cond(",
    "!listconcat(",
    "!con(",
    "!dag(",
    "!getdagarg<",
    "!subst(",
    "!eq(",
    "!range(",
    "!filter(",
    "!isa<",
    "!exists<",
    "!head(",
    "!size(",
    "!repr(",
    "!interleave(",
    "!foo(",
    "#ifdef X\n",
    "#else\n",
    "#endif\n",
    "#define X\n",
    "/*",
    "*/",
    "//",
    "\n",
    "\\",
    "\"",
    "anonymous_0",
    "\u{e9}",
    "18446744073709551616",
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

fn mutate(rng: &mut Rng, input: &str) -> String {
    let mut s: Vec<char> = input.chars().collect();
    for _ in 0..1 + rng.below(4) {
        let at = rng.below(s.len() + 1);
        match rng.below(4) {
            0 if !s.is_empty() => {
                let end = (at + 1 + rng.below(8)).min(s.len());
                s.drain(at.min(end)..end);
            }
            1 => {
                let token = TOKENS[rng.below(TOKENS.len())];
                for (i, c) in token.chars().enumerate() {
                    s.insert(at + i, c);
                }
            }
            2 if !s.is_empty() => {
                let from = rng.below(s.len());
                let len = rng.below(24).min(s.len() - from);
                let piece: Vec<char> = s[from..from + len].to_vec();
                for (i, c) in piece.into_iter().enumerate() {
                    s.insert(at + i, c);
                }
            }
            _ => {
                if at < s.len() {
                    s[at] = TOKENS[rng.below(TOKENS.len())]
                        .chars()
                        .next()
                        .unwrap_or('x');
                }
            }
        }
    }
    s.into_iter().collect()
}

fn td_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/td")
}

fn seeds() -> Vec<String> {
    let mut paths: Vec<PathBuf> = std::fs::read_dir(td_dir())
        .map(|d| d.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    paths.retain(|p| p.extension().is_some_and(|e| e == "td"));
    paths.sort();
    let mut seeds: Vec<String> = paths
        .iter()
        .filter_map(|p| std::fs::read_to_string(p).ok())
        .collect();
    seeds.push(format!(
        "def A {{ list<int> x = {}{}; }}",
        "[".repeat(600),
        "]".repeat(600)
    ));
    seeds.push(format!(
        "def A {{ int x = {}1{}; }}",
        "!add(1, ".repeat(150),
        ")".repeat(150)
    ));
    seeds.push(format!(
        "{}def A;{}",
        "let x = 1 in {".repeat(150),
        "}".repeat(150)
    ));
    seeds
}

fn save_failure(input: &str) {
    let _ = std::fs::write(
        std::env::temp_dir().join("dialectic-td-fuzz-failure.td"),
        input,
    );
}

/// Evaluates one input, returning what `--print-records` prints when it
/// evaluates; panics (with the input saved) if the front end misbehaves.
fn check(input: &str) -> Option<String> {
    let include_dirs = [td_dir()];
    let result = std::panic::catch_unwind(|| {
        let mut sources = SourceMap::new();
        match load_str("fuzz.td", input, &include_dirs, &mut sources) {
            Ok(records) => Some(print_records(&records)),
            Err(diagnostics) => {
                assert!(!diagnostics.is_empty(), "an error without diagnostics");
                for d in &diagnostics {
                    if let Some(span) = d.span {
                        let file = sources.file(span.file);
                        assert!(
                            span.start <= span.end && span.end as usize <= file.text.len(),
                            "diagnostic {:?} outside of {}",
                            d,
                            file.path.display()
                        );
                    }
                }
                let _ = render_diagnostics(&diagnostics, &sources);
                None
            }
        }
    });
    match result {
        Ok(printed) => printed,
        Err(panic) => {
            save_failure(input);
            std::panic::resume_unwind(panic);
        }
    }
}

/// `llvm-tblgen-19 --print-records` of `input` (as `fuzz.td` in `dir`, with
/// `tests/td/` as include directory); `Err` with its stderr when it rejects it.
fn tblgen_print_records(tblgen: &Path, dir: &Path, input: &str) -> Result<String, String> {
    std::fs::write(dir.join("fuzz.td"), input).expect("writing fuzz.td");
    let out = dialectic_oracle::output(
        Tool::LlvmTblgen,
        Command::new(tblgen)
            .arg("--print-records")
            .arg("-I")
            .arg(td_dir())
            .arg("fuzz.td")
            .current_dir(dir),
    );
    if out.status.success() {
        Ok(String::from_utf8_lossy(&out.stdout).into_owned())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    }
}

#[test]
fn mutated_td_files_never_panic() {
    let iterations: usize = std::env::var("DIALECTIC_TD_FUZZ_ITERATIONS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1500);
    let seed: u64 = std::env::var("DIALECTIC_TD_FUZZ_SEED")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(0x5eed_1234_abcd_0042);
    let tblgen = dialectic_oracle::path(Tool::LlvmTblgen);
    let seeds = seeds();
    let worker = std::thread::Builder::new()
        .stack_size(64 << 20)
        .spawn(move || {
            let mut evaluated = Vec::new();
            for s in &seeds {
                check(s);
            }
            let mut rng = Rng(seed | 1);
            for _ in 0..iterations {
                let base = &seeds[rng.below(seeds.len())];
                let mut input = mutate(&mut rng, base);
                // Sometimes mutate twice, to go further from the seed.
                if rng.below(3) == 0 {
                    input = mutate(&mut rng, &input);
                }
                if let Some(printed) = check(&input) {
                    evaluated.push((input, printed));
                }
            }
            evaluated
        })
        .expect("spawning the fuzz thread");
    let evaluated = worker
        .join()
        .expect("the fuzz run panicked; see dialectic-td-fuzz-failure.td in the temp directory");
    let Some(tblgen) = tblgen else {
        return;
    };
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("td-fuzz");
    std::fs::create_dir_all(&dir).expect("scratch directory");
    let mut failures = Vec::new();
    for (input, ours) in &evaluated {
        match tblgen_print_records(tblgen, &dir, input) {
            Ok(theirs) if theirs == *ours => {}
            Ok(theirs) => failures.push((
                input,
                format!("--- input\n{input}\n--- llvm-tblgen-19\n{theirs}--- dialectic\n{ours}"),
            )),
            Err(stderr) => failures.push((
                input,
                format!(
                    "--- input\n{input}\n--- llvm-tblgen-19 rejects it, we evaluate it:\n{stderr}"
                ),
            )),
        }
    }
    eprintln!(
        "td fuzz: {iterations} mutated inputs, {} evaluated and compared with llvm-tblgen-19, {} differ",
        evaluated.len(),
        failures.len()
    );
    if let Some((input, report)) = failures.first() {
        save_failure(input);
        panic!(
            "{} of {} evaluated inputs differ from llvm-tblgen-19; the first:\n{report}",
            failures.len(),
            evaluated.len()
        );
    }
}
