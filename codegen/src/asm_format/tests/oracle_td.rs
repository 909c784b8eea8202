//! The harness behind [`super::oracle_cases`]: each case's signature and
//! format written as an op of one `.td` file, which `mlir-tblgen-19
//! --gen-op-decls --asmformat-error-is-fatal=false` reads in one run; its
//! diagnostics, mapped back to the op and to a byte offset within the
//! format, are the case's expected errors. The test below re-checks every
//! recorded case against that run; with `DIALECTIC_RECORD_ORACLE_CASES=1` it
//! also writes the tables it recorded, in the form of `oracle_cases.rs`, to
//! `oracle_cases.recorded.rs` in the temp directory, to replace the file
//! with (after `rustfmt`) when MLIR's answers or the cases change. The
//! inputs of the cases (signatures and formats) are the table's own.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::process::Command;

use dialectic_oracle::Tool;

use super::{Case, oracle_cases};

/// One recorded diagnostic: message, offset within the format (when the
/// caret falls inside it) and the note located in the format, if any.
type Expected = (String, Option<usize>, Option<String>);

/// The `.td` text of a run of cases, each followed by a marker op whose
/// format always fails (so that mlir-tblgen's output shows how far it got
/// when a case crashes it), and the lines of each def.
struct TdFile {
    text: String,
    /// Per def: its first and last line (1-based), the case's index and
    /// whether it is the case's marker.
    lines: Vec<(usize, usize, usize, bool)>,
}

/// The format of the marker ops: mlir-tblgen reports it, always.
const MARKER_FORMAT: &str = "$";

/// A TableGen identifier for a type whose builder is `builder`.
fn buildable_type(
    builders: &mut BTreeMap<String, String>,
    prelude: &mut String,
    builder: &str,
) -> String {
    if let Some(name) = builders.get(builder) {
        return name.clone();
    }
    let name = format!("OracleType{}", builders.len());
    let _ = writeln!(
        prelude,
        "def {name} : Type<CPred<\"true\">, \"a buildable type\"> {{\n  let builderCall = [{{{builder}}}];\n}}"
    );
    builders.insert(builder.to_string(), name.clone());
    name
}

/// The op def of one case, named `Case{index}`.
fn op_def(
    index: usize,
    case: &Case,
    builders: &mut BTreeMap<String, String>,
    prelude: &mut String,
) -> (String, String) {
    let mut arguments = Vec::new();
    let mut results = Vec::new();
    let mut regions = Vec::new();
    let mut successors = Vec::new();
    let mut traits = Vec::new();
    for item in case.sig.split(';').map(str::trim).filter(|i| !i.is_empty()) {
        let mut parts = item.splitn(4, ' ');
        let tag = parts.next().unwrap_or("");
        let a = parts.next().unwrap_or("");
        let b = parts.next().unwrap_or("");
        let rest = parts.next();
        match tag {
            "o" | "r" => {
                let ty = match rest {
                    Some(builder) => buildable_type(builders, prelude, builder),
                    None => "AnyType".to_string(),
                };
                let constraint = match b {
                    "1" => ty,
                    "?" => format!("Optional<{ty}>"),
                    "*" => format!("Variadic<{ty}>"),
                    segments => format!(
                        "VariadicOfVariadic<{ty}, \"{}\">",
                        segments.trim_start_matches("**")
                    ),
                };
                let entry = if a.is_empty() {
                    constraint
                } else {
                    format!("{constraint}:${a}")
                };
                if tag == "o" {
                    arguments.push(entry);
                } else {
                    results.push(entry);
                }
            }
            "a" => {
                let base = if b.contains('u') {
                    "UnitAttr".to_string()
                } else {
                    let attr = format!("OracleAttr{index}_{a}");
                    let storage = if b.contains('g') {
                        "::mlir::Attribute"
                    } else {
                        "::mlir::IntegerAttr"
                    };
                    let value_type = rest
                        .map(|builder| {
                            format!(
                                "\n  let valueType = {};",
                                buildable_type(builders, prelude, builder)
                            )
                        })
                        .unwrap_or_default();
                    let _ = writeln!(
                        prelude,
                        "def {attr} : Attr<CPred<\"true\">, \"an attribute\"> {{\n  let storageType = \"{storage}\";\n  let returnType = \"{storage}\";\n  let convertFromStorage = \"$_self\";{value_type}\n}}"
                    );
                    attr
                };
                let constraint = if b.contains('u') {
                    base
                } else if b.contains('d') {
                    format!("DefaultValuedAttr<{base}, \"{{}}\">")
                } else if b.contains('o') {
                    format!("OptionalAttr<{base}>")
                } else {
                    base
                };
                arguments.push(format!("{constraint}:${a}"));
            }
            "p" => arguments.push(format!("Property<\"int64_t\">:${a}")),
            "g" => regions.push(if b == "*" {
                format!("VariadicRegion<AnyRegion>:${a}")
            } else {
                format!("AnyRegion:${a}")
            }),
            "s" => successors.push(if b == "*" {
                format!("VariadicSuccessor<AnySuccessor>:${a}")
            } else {
                format!("AnySuccessor:${a}")
            }),
            "t" => match a {
                "SameOperandsAndResultType" | "SameTypeOperands" => traits.push(a.to_string()),
                "AllTypesMatch" => {
                    let names: Vec<String> = b.split(',').map(|n| format!("\"{n}\"")).collect();
                    traits.push(format!("AllTypesMatch<[{}]>", names.join(", ")));
                }
                "TypesMatchWith" => {
                    let mut lr = item.splitn(5, ' ').skip(2);
                    let (lhs, rhs, transformer) = (
                        lr.next().unwrap_or(""),
                        lr.next().unwrap_or(""),
                        lr.next().unwrap_or(""),
                    );
                    traits.push(format!(
                        "TypesMatchWith<\"matching\", \"{lhs}\", \"{rhs}\", [{{{transformer}}}]>"
                    ));
                }
                "Infer" => traits.push("InferTypeOpInterface".to_string()),
                "InferDeclare" => {
                    traits.push("DeclareOpInterfaceMethods<InferTypeOpInterface>".to_string())
                }
                // The only other traits the format's checks look at.
                "Other" if b == "AttrSizedOperandSegments" || b == "AttrSizedResultSegments" => {
                    traits.push(b.to_string())
                }
                _ => {}
            },
            _ => panic!("bad signature item {item:?}"),
        }
    }
    let head = format!(
        "def Case{index:04} : Op<Oracle_Dialect, \"case{index}\", [{}]> {{\n  let arguments = (ins {});\n  let results = (outs {});\n  let regions = (region {});\n  let successors = (successor {});\n  let assemblyFormat = [{{",
        traits.join(", "),
        arguments.join(", "),
        results.join(", "),
        regions.join(", "),
        successors.join(", "),
    );
    (head, "}];\n}\n".to_string())
}

fn td_file(cases: &[&Case], first: usize, end: usize) -> TdFile {
    let mut builders = BTreeMap::new();
    let mut prelude = String::from(
        "include \"mlir/IR/OpBase.td\"\ninclude \"mlir/Interfaces/InferTypeOpInterface.td\"\n\ndef Oracle_Dialect : Dialect {\n  let name = \"oracle\";\n  let cppNamespace = \"::oracle\";\n}\n",
    );
    let mut defs = Vec::new();
    for (index, case) in cases.iter().enumerate().take(end).skip(first) {
        let (head, tail) = op_def(index, case, &mut builders, &mut prelude);
        defs.push((index, false, head + case.format + &tail));
        defs.push((
            index,
            true,
            format!(
                "def Case{index:04}m : Op<Oracle_Dialect, \"marker{index}\", []> {{\n  let assemblyFormat = [{{{MARKER_FORMAT}}}];\n}}\n"
            ),
        ));
    }
    let mut text = prelude;
    let mut lines = Vec::new();
    for (index, marker, def) in defs {
        let first_line = text.lines().count() + 1;
        text.push_str(&def);
        lines.push((first_line, text.lines().count(), index, marker));
    }
    TdFile { text, lines }
}

/// The byte offset within `format` of column `col` (0-based) of its line
/// `line`, when that line is ASCII and found once in the format.
fn offset_in(format: &str, line: &str, col: usize) -> Option<usize> {
    if !line.is_ascii() {
        return None;
    }
    let mut found = None;
    let mut start = 0;
    for candidate in format.split('\n') {
        if candidate == line {
            if found.is_some() {
                return None;
            }
            found = Some(start + col);
        }
        start += candidate.len() + 1;
    }
    found
}

/// A diagnostic as mlir-tblgen prints it: message, the format's line and
/// the caret's column in it (when shown), and a note located in the format.
type Reported = (String, Option<(String, usize)>, Option<String>);

/// The column of the caret of a caret line.
fn caret(line: &str) -> Option<usize> {
    let trimmed = line.trim_end();
    (trimmed.ends_with('^')
        && trimmed[..trimmed.len() - 1]
            .chars()
            .all(|c| c == ' ' || c == '~'))
    .then(|| trimmed.len() - 1)
}

/// Runs mlir-tblgen on the cases `first..end`; records what it reports for
/// each into `recorded`, and returns the case it crashed on, if any.
fn run_from(
    tblgen: &std::path::Path,
    cases: &[&Case],
    (first, end): (usize, usize),
    recorded: &mut [Vec<Expected>],
) -> Option<usize> {
    let file = td_file(cases, first, end);
    let dir = std::env::temp_dir().join(format!(
        "dialectic-oracle-cases-{}-{first}",
        std::process::id()
    ));
    std::fs::create_dir_all(&dir).expect("scratch directory");
    std::fs::write(dir.join("cases.td"), &file.text).expect("writing cases.td");
    let out = dialectic_oracle::output(
        Tool::MlirTblgen,
        Command::new(tblgen)
            .args([
                "--gen-op-decls",
                "--asmformat-error-is-fatal=false",
                "-I",
                "/usr/lib/llvm-19/include",
                "-o",
                "/dev/null",
                "cases.td",
            ])
            .current_dir(&dir),
    );
    let _ = std::fs::remove_dir_all(&dir);
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    let lines: Vec<&str> = stderr.lines().collect();
    // An error comes before the note naming its op; a note located in the
    // format comes after that note.
    let mut pending: Vec<Reported> = Vec::new();
    let mut current: Option<usize> = None;
    let mut last_marker = None;
    let mut at = 0;
    let located = |at: usize| -> Option<(String, usize)> {
        let source = lines.get(at + 1)?;
        let col = caret(lines.get(at + 2)?)?;
        Some((source.to_string(), col))
    };
    while at < lines.len() {
        let line = lines[at];
        if let Some(message) = line.strip_prefix("error: ") {
            pending.push((message.to_string(), located(at), None));
        } else if let Some(note) = line.strip_prefix("note: ") {
            if located(at).is_some() {
                if let Some(error) = pending.last_mut() {
                    error.2 = Some(note.to_string());
                } else if let Some(error) = current.and_then(|c| recorded[c].last_mut()) {
                    error.2 = Some(note.to_string());
                }
            }
        } else if let Some(rest) = line.strip_prefix("cases.td:") {
            let number = rest.split(':').next().and_then(|l| l.parse::<usize>().ok());
            let def = number.and_then(|l| file.lines.iter().find(|d| d.0 <= l && l <= d.1));
            if let Some(&(_, _, index, marker)) = def {
                if let Some(message) = rest
                    .splitn(3, ':')
                    .nth(2)
                    .and_then(|m| m.strip_prefix(" error: "))
                {
                    pending.push((message.to_string(), None, None));
                } else if marker {
                    last_marker = Some(index);
                    current = None;
                    pending.clear();
                } else {
                    current = Some(index);
                    let format = cases[index].format;
                    recorded[index].extend(pending.drain(..).map(|(message, place, note)| {
                        let offset =
                            place.and_then(|(source, col)| offset_in(format, &source, col));
                        (message, offset, note)
                    }));
                }
            }
        }
        at += 1;
    }
    if out.status.success() {
        return None;
    }
    assert!(
        stderr.contains("LLVM ERROR") || stderr.contains("Stack dump"),
        "mlir-tblgen-19 failed ({}) without crashing:\n{stderr}",
        out.status
    );
    // The crash's message is the case's last error, at no place.
    let crashed = last_marker.map_or(first, |m| m + 1);
    let format = cases[crashed].format;
    recorded[crashed].extend(pending.into_iter().map(|(message, place, note)| {
        let offset = place.and_then(|(source, col)| offset_in(format, &source, col));
        (message, offset, note)
    }));
    if let Some(message) = lines.iter().find_map(|l| l.strip_prefix("LLVM ERROR: ")) {
        recorded[crashed].push((message.to_string(), None, None));
    }
    Some(crashed)
}

/// How many cases one run of mlir-tblgen reads: it stops at a case it
/// crashes on, and the cases after it are read again by the next run.
const CHUNK: usize = 48;

/// Runs mlir-tblgen on every case, in chunks shared by two threads; a case
/// it crashes on (accepted by its checks, failing while generating code)
/// keeps what was reported before the crash and the crash's message. Per
/// case, its diagnostics.
fn record(cases: &[&Case]) -> Vec<Vec<Expected>> {
    let tblgen = &dialectic_oracle::require(Tool::MlirTblgen).path;
    let mut recorded: Vec<Vec<Expected>> = vec![Vec::new(); cases.len()];
    let chunks: Vec<(usize, usize)> = (0..cases.len())
        .step_by(CHUNK)
        .map(|first| (first, (first + CHUNK).min(cases.len())))
        .collect();
    let next = std::sync::atomic::AtomicUsize::new(0);
    let results = std::sync::Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..2 {
            scope.spawn(|| {
                loop {
                    let n = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    let Some(&(mut first, end)) = chunks.get(n) else {
                        break;
                    };
                    let mut mine: Vec<Vec<Expected>> = vec![Vec::new(); cases.len()];
                    while first < end {
                        match run_from(tblgen, cases, (first, end), &mut mine) {
                            None => break,
                            Some(crashed) => first = crashed + 1,
                        }
                    }
                    results.lock().expect("results").push(mine);
                }
            });
        }
    });
    for mine in results.into_inner().expect("results") {
        for (all, found) in recorded.iter_mut().zip(mine) {
            all.extend(found);
        }
    }
    recorded
}

fn matches(expected: &[(&str, Option<usize>, Option<&str>)], recorded: &[Expected]) -> bool {
    expected.len() == recorded.len()
        && expected
            .iter()
            .zip(recorded)
            .all(|((message, offset, note), (m, o, n))| {
                message == m && (offset.is_none() || offset == o) && *note == n.as_deref()
            })
}

/// The tables as `oracle_cases.rs` holds them, with the recorded errors.
fn render(tables: &[(&str, &[Case])], recorded: &[Vec<Expected>]) -> String {
    let source = include_str!("oracle_cases.rs");
    let header_end = source.find("pub(super) const").unwrap_or(0);
    let mut out = source[..header_end].to_string();
    let mut index = 0;
    for (name, cases) in tables {
        let _ = writeln!(out, "pub(super) const {name}: &[Case] = &[");
        for case in *cases {
            let expect: Vec<String> = recorded[index]
                .iter()
                .map(|(m, o, n)| format!("({m:?}, {o:?}, {:?})", n.as_deref()))
                .collect();
            let _ = writeln!(
                out,
                "    Case {{ name: {:?}, sig: {:?}, format: {:?}, expect: &[{}] }},",
                case.name,
                case.sig,
                case.format,
                expect.join(", ")
            );
            index += 1;
        }
        let _ = writeln!(out, "];\n");
    }
    out
}

#[test]
fn recorded_cases_are_what_mlir_tblgen_reports() {
    if dialectic_oracle::path(Tool::MlirTblgen).is_none() {
        return;
    }
    let tables: [(&str, &[Case]); 3] = [
        ("SYNTHETIC", oracle_cases::SYNTHETIC),
        ("REAL", oracle_cases::REAL),
        ("MUTATED", oracle_cases::MUTATED),
    ];
    let cases: Vec<&Case> = tables.iter().flat_map(|(_, cases)| cases.iter()).collect();
    let recorded = record(&cases);
    if std::env::var_os("DIALECTIC_RECORD_ORACLE_CASES").is_some() {
        let path = std::env::temp_dir().join("oracle_cases.recorded.rs");
        std::fs::write(&path, render(&tables, &recorded)).expect("writing the recorded tables");
        eprintln!("recorded tables written to {}", path.display());
    }
    let mut failures = Vec::new();
    for (case, got) in cases.iter().zip(&recorded) {
        if !matches(case.expect, got) {
            failures.push(format!(
                "{}: {:?}\n    recorded {:?}\n    mlir-tblgen-19 now {:?}",
                case.name, case.format, case.expect, got
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} oracle cases differ from mlir-tblgen-19:\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n")
    );
}
