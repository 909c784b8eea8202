//! Differential test of `dialectic-translate --import-llvm` against
//! `mlir-translate-19 --import-llvm`, each piped into its `opt`:
//!
//! * `corpus/NAME-O0`, `corpus/NAME-O2`: every C program of
//!   `tests/corpus/c/` compiled to LLVM IR by clang-19 at test time, as
//!   `tests/corpus/lib.sh`'s `compile_ll` does;
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
//! Requires clang-19, mlir-translate-19 and mlir-opt-19, found by
//! `dialectic-oracle` (`CLANG`, `MLIR_TRANSLATE` and `MLIR_OPT` override
//! them); clang must exit with 0, the importer and the opt with 0 or with
//! 1 (a reported failure, whose diagnostics are compared), never otherwise
//! (a crash, or 126/127 from a shell that cannot run them). Their outputs are cached under the target
//! directory (`import-corpus/`), keyed by the input's text and by each
//! tool's path, version, size and modification time, so that another tool
//! or another input never reads an old answer; every entry records its
//! key and a digest of its contents, and an entry that does not match
//! them fails its case (remove the directory to rebuild it). The cache is
//! read only once the tools are found and run, so it never stands in for a
//! missing oracle.

use std::hash::{Hash, Hasher};
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::Arc;

use dialectic_oracle::{Found, Tool};
use libtest_mimic::{Arguments, Failed, Trial};

/// Corpus files whose import is not identical yet, and why.
const EXPECTED_FAILURES: &[(&str, &str)] = &[];

struct Tools {
    clang: Oracle,
    mlir_translate: Oracle,
    mlir_opt: Oracle,
    translate: PathBuf,
    cache: PathBuf,
}

/// A tool of the oracle and what identifies it in cache keys.
struct Oracle {
    found: &'static Found,
    identity: String,
}

impl Oracle {
    fn new(tool: Tool) -> Result<Oracle, String> {
        let found = dialectic_oracle::lookup(tool)?;
        let meta = std::fs::metadata(&found.path).map_err(|e| e.to_string())?;
        let identity = format!(
            "{} | {} | {} bytes | modified {:?}",
            found.path.display(),
            found.version,
            meta.len(),
            meta.modified().ok()
        );
        Ok(Oracle { found, identity })
    }

    fn path(&self) -> &Path {
        &self.found.path
    }
}

/// Runs an oracle command, which must exit with 0, or also with 1 (a
/// failure it reports) when `may_fail`.
fn run_oracle(
    what: &str,
    command: &mut Command,
    may_fail: bool,
) -> Result<std::process::Output, Failed> {
    let out = command
        .output()
        .map_err(|e| format!("cannot run {what}: {e}\n{}", dialectic_oracle::INSTALL_HINT))?;
    check_status(what, &out, may_fail)?;
    Ok(out)
}

/// Fails unless `out` exited with 0, or with 1 when `may_fail`.
fn check_status(what: &str, out: &std::process::Output, may_fail: bool) -> Result<(), Failed> {
    let code = out.status.code();
    if !(code == Some(0) || (may_fail && code == Some(1))) {
        return Err(format!(
            "{what} failed ({}):\n{}",
            out.status,
            String::from_utf8_lossy(&out.stderr)
        )
        .into());
    }
    Ok(())
}

fn main() {
    let args = Arguments::from_args();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let skip = dialectic_oracle::skipped();
    let tools = (|| {
        Ok::<_, String>(Arc::new(Tools {
            clang: Oracle::new(Tool::Clang)?,
            mlir_translate: Oracle::new(Tool::MlirTranslate)?,
            mlir_opt: Oracle::new(Tool::MlirOpt)?,
            translate: PathBuf::from(env!("CARGO_BIN_EXE_dialectic-translate")),
            cache: Path::new(env!("CARGO_TARGET_TMPDIR")).join("import-corpus"),
        }))
    })();
    let tools = match tools {
        Ok(tools) => tools,
        Err(message) => {
            let trial = Trial::test("oracle", move || Err(message.into())).with_ignored_flag(skip);
            libtest_mimic::run(&args, vec![trial]).exit();
        }
    };
    let _ = std::fs::create_dir_all(&tools.cache);
    let mut trials = Vec::new();
    let cdir = root.join("tests/corpus/c");
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/import");
    for (folder, ext) in [(&cdir, "c"), (&dir, "ll"), (&dir.join("invalid"), "ll")] {
        if sorted_files(folder, ext).is_empty() {
            trials.push(dialectic_oracle::empty_folder_trial(
                format!("cases/{}", folder.display()),
                &format!(".{ext} cases"),
                folder,
            ));
        }
    }
    for (name, _) in EXPECTED_FAILURES {
        let program = name.rsplit_once('-').map_or(*name, |(program, _)| program);
        if !cdir.join(format!("{program}.c")).is_file() {
            let msg = format!("{name} is listed as an expected failure but is no corpus case");
            trials.push(Trial::test(
                format!("expected-failures/{name}"),
                move || Err(msg.into()),
            ));
        }
    }
    let mut c_trials = Vec::new();
    for c in sorted_files(&cdir, "c") {
        let with_debug_info = std::fs::read_to_string(&c)
            .map(|source| corpus_flags(&source).iter().any(|f| f == "-g"))
            .unwrap_or(false);
        for opt in ["O0", "O2"] {
            let name = format!("{}-{opt}", stem(&c));
            let (tools2, c2, name2) = (Arc::clone(&tools), c.clone(), name.clone());
            c_trials.push(Trial::test(format!("corpus/{name}"), move || {
                let ll = compile_ll(&tools2, &c2, opt)?;
                check_expected(&name2, compare(&tools2, &ll, false))
            }));
            if with_debug_info {
                let tools = Arc::clone(&tools);
                let c = c.clone();
                c_trials.push(Trial::test(format!("locations/corpus/{name}"), move || {
                    let ll = compile_ll(&tools, &c, opt)?;
                    compare(&tools, &ll, true)
                }));
            }
        }
    }
    trials.extend(c_trials);
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
    let trials = trials
        .into_iter()
        .map(|t| t.with_ignored_flag(skip))
        .collect();
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

/// clang-19's LLVM IR of `c` at `-O0`/`-O2`, from the cache when it holds
/// this text compiled with these flags by this clang.
fn compile_ll(tools: &Tools, c: &Path, opt: &str) -> Result<PathBuf, Failed> {
    let source = std::fs::read_to_string(c)?;
    let flags = corpus_flags(&source);
    let key = format!(
        "clang {} | -{opt} {} | {}",
        tools.clang.identity,
        flags.join(" "),
        source
    );
    let entry = CacheEntry::new(&tools.cache, &format!("{}-{opt}", stem(c)), &key);
    let out = entry.path.with_extension("ll");
    let ll = match entry.read()? {
        Some(parts) => parts.into_iter().next().unwrap_or_default(),
        None => {
            let dir = c.parent().unwrap_or(Path::new("."));
            let file = c.file_name().unwrap_or_default();
            let tmp = unique_tmp(&out);
            run_oracle(
                "clang-19",
                Command::new(tools.clang.path())
                    .current_dir(dir)
                    .args(["--target=x86_64-unknown-linux-gnu", "-S", "-emit-llvm"])
                    .arg(format!("-{opt}"))
                    .args(["-fno-ident", "-fdebug-compilation-dir=.", "-w"])
                    .args(&flags)
                    .arg(file)
                    .arg("-o")
                    .arg(&tmp),
                false,
            )
            .map_err(|e| format!("on {}: {}", c.display(), e.message().unwrap_or_default()))?;
            let ll = std::fs::read_to_string(&tmp)?;
            let _ = std::fs::remove_file(&tmp);
            entry.write(&[&ll])?;
            ll
        }
    };
    if std::fs::read_to_string(&out).ok().as_deref() != Some(ll.as_str()) {
        let tmp = unique_tmp(&out);
        std::fs::write(&tmp, &ll)?;
        std::fs::rename(&tmp, &out)?;
    }
    Ok(out)
}

/// A scratch path beside `path`, unique to this process and call: several
/// trials may write the same entry at once.
fn unique_tmp(path: &Path) -> PathBuf {
    static NEXT_TMP: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = NEXT_TMP.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    path.with_extension(format!("{}-{n}.tmp", std::process::id()))
}

fn digest(text: &str) -> u64 {
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    text.hash(&mut hasher);
    hasher.finish()
}

/// One cached oracle answer: a file named by its key's digest that holds
/// the whole key, a digest of its parts and the parts.
struct CacheEntry {
    path: PathBuf,
    key: String,
}

const CACHE_MAGIC: &str = "dialectic import-corpus cache entry v1";

impl CacheEntry {
    fn new(dir: &Path, name: &str, key: &str) -> CacheEntry {
        CacheEntry {
            path: dir.join(format!("{name}-{:016x}.entry", digest(key))),
            key: key.to_string(),
        }
    }

    /// The parts, `None` when there is no entry yet; an entry whose key or
    /// contents do not match what it records is stale and fails.
    fn read(&self) -> Result<Option<Vec<String>>, Failed> {
        let Ok(text) = std::fs::read_to_string(&self.path) else {
            return Ok(None);
        };
        let stale = |why: &str| -> Failed {
            format!(
                "stale cache entry {} ({why}); remove {} to rebuild the cache",
                self.path.display(),
                self.path.parent().unwrap_or(Path::new(".")).display()
            )
            .into()
        };
        let mut rest = text.as_str();
        let mut line = || -> Option<&str> {
            let (first, tail) = rest.split_once('\n')?;
            rest = tail;
            Some(first)
        };
        if line() != Some(CACHE_MAGIC) {
            return Err(stale("not an entry of this format"));
        }
        let key_len: usize = line()
            .and_then(|l| l.parse().ok())
            .ok_or_else(|| stale("no key"))?;
        let declared_digest = line().ok_or_else(|| stale("no digest"))?.to_string();
        let counts: Vec<usize> = line()
            .ok_or_else(|| stale("no part lengths"))?
            .split_whitespace()
            .map(|n| n.parse().map_err(|_| stale("bad part length")))
            .collect::<Result<_, _>>()?;
        let body = rest;
        if format!("{:016x}", digest(body)) != declared_digest {
            return Err(stale("its contents do not match their digest"));
        }
        if body.get(..key_len) != Some(self.key.as_str()) {
            return Err(stale("it was made for another key"));
        }
        let mut at = key_len;
        let mut parts = Vec::new();
        for n in counts {
            let part = body.get(at..at + n).ok_or_else(|| stale("truncated"))?;
            parts.push(part.to_string());
            at += n;
        }
        if at != body.len() {
            return Err(stale("trailing bytes"));
        }
        Ok(Some(parts))
    }

    fn write(&self, parts: &[&str]) -> Result<(), Failed> {
        let mut body = self.key.clone();
        for part in parts {
            body.push_str(part);
        }
        let counts: Vec<String> = parts.iter().map(|p| p.len().to_string()).collect();
        let text = format!(
            "{CACHE_MAGIC}\n{}\n{:016x}\n{}\n{body}",
            self.key.len(),
            digest(&body),
            counts.join(" ")
        );
        let tmp = unique_tmp(&self.path);
        std::fs::write(&tmp, text)?;
        std::fs::rename(&tmp, &self.path)?;
        Ok(())
    }
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
/// `debug_info`), from the cache when it holds this text imported by these
/// tools.
fn oracle(tools: &Tools, ll: &Path, debug_info: bool) -> Result<Outcome, Failed> {
    let text = std::fs::read_to_string(ll)?;
    let key = format!(
        "mlir-translate {} | mlir-opt {} | debug info {debug_info} | {text}",
        tools.mlir_translate.identity, tools.mlir_opt.identity
    );
    let entry = CacheEntry::new(&tools.cache, &format!("import-{}", stem(ll)), &key);
    if let Some(parts) = entry.read()? {
        let [printed, warnings, errors]: [String; 3] = parts
            .try_into()
            .map_err(|_| format!("cache entry {} holds no outcome", entry.path.display()))?;
        return Ok(Outcome {
            printed,
            warnings,
            errors,
        });
    }
    let translated = run_oracle(
        "mlir-translate-19 --import-llvm",
        Command::new(tools.mlir_translate.path())
            .arg("--import-llvm")
            .args(debug_info_flag(debug_info))
            .arg(ll),
        true,
    )?;
    let mut opt = Command::new(tools.mlir_opt.path())
        .args(debug_info_flag(debug_info))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run {}: {e}", tools.mlir_opt.path().display()))?;
    opt.stdin
        .take()
        .ok_or("no stdin")?
        .write_all(&translated.stdout)?;
    let opted = opt.wait_with_output()?;
    check_status("mlir-opt-19", &opted, true)?;
    let outcome = Outcome {
        printed: String::from_utf8_lossy(&opted.stdout).into_owned(),
        warnings: String::from_utf8_lossy(&translated.stderr).into_owned(),
        errors: String::from_utf8_lossy(&opted.stderr).into_owned(),
    };
    entry.write(&[&outcome.printed, &outcome.warnings, &outcome.errors])?;
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
