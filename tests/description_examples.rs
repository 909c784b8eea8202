//! The examples in the shipped dialects' descriptions are valid IR: every
//! fenced ```` ```mlir ```` block in the `description` of a record of a
//! `defs/*.td` file (read through the `.td` front end, as the docs are)
//! must parse and verify with `dialectic-opt` and with `mlir-opt-19`.
//!
//! Blocks are written to stand alone (operands are function arguments). A
//! block that cannot, such as a piece of a larger function, is fenced as
//! ```` ```mlir-fragment ```` and is not run. The test fails when it finds
//! no example at all, so that a change in how descriptions are read cannot
//! make it pass vacuously. `MLIR_OPT` overrides the path of mlir-opt-19.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::Command;

use dialectic_codegen::{SourceMap, load, render_diagnostics};

/// One example: where it comes from and its text.
struct Example {
    /// The records whose description holds it, with where each is defined
    /// (`LLVM_AddOp (defs/llvm/Ops.td:35:1)`).
    places: Vec<String>,
    text: String,
}

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).to_path_buf()
}

/// The `.td` files shipped at the top of `defs/`, which every other file
/// of `defs/` is included by.
fn shipped_roots() -> Vec<PathBuf> {
    let mut roots: Vec<PathBuf> = std::fs::read_dir(root().join("defs"))
        .expect("defs/ is readable")
        .map(|entry| entry.expect("directory entry").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "td"))
        .collect();
    roots.sort();
    roots
}

/// The bodies of the fenced blocks whose info string is exactly `mlir`,
/// with the description's indentation removed.
fn mlir_blocks(description: &str) -> Vec<String> {
    /// An open fence: its indentation, whether it is `mlir`, its lines.
    struct Open<'a> {
        indent: usize,
        is_mlir: bool,
        lines: Vec<&'a str>,
    }
    let mut blocks = Vec::new();
    let mut open: Option<Open> = None;
    for line in description.lines() {
        let trimmed = line.trim_start();
        let fence = trimmed.trim_end();
        match open.as_mut() {
            None if fence.starts_with("```") => {
                open = Some(Open {
                    indent: line.len() - trimmed.len(),
                    is_mlir: fence == "```mlir",
                    lines: Vec::new(),
                });
            }
            None => {}
            Some(block) if fence == "```" => {
                if block.is_mlir {
                    let body: Vec<&str> = block
                        .lines
                        .iter()
                        .map(|l| l.get(block.indent..).unwrap_or_else(|| l.trim_start()))
                        .collect();
                    blocks.push(body.join("\n") + "\n");
                }
                open = None;
            }
            Some(block) => block.lines.push(line),
        }
    }
    assert!(open.is_none(), "unclosed fence in\n{description}");
    blocks
}

/// Every `mlir` example of the shipped descriptions, once each: a record
/// reached from several roots is read once, and a description set by a
/// `let ... in` block, shared by several records, gives one example.
fn examples() -> Vec<Example> {
    let defs = root().join("defs");
    let mut seen_records: BTreeSet<String> = BTreeSet::new();
    let mut by_text: BTreeMap<String, usize> = BTreeMap::new();
    let mut examples: Vec<Example> = Vec::new();
    for path in shipped_roots() {
        let mut sources = SourceMap::new();
        let records = load(&path, std::slice::from_ref(&defs), &mut sources)
            .unwrap_or_else(|d| panic!("{}", render_diagnostics(&d, &sources)));
        for record in records.defs() {
            if !seen_records.insert(record.name().to_string()) {
                continue;
            }
            let Some(field) = record.field("description") else {
                continue;
            };
            let Some(description) = field.value().as_str() else {
                continue;
            };
            for text in mlir_blocks(description) {
                let location = sources.location(record.span());
                let location = location
                    .strip_prefix(&format!("{}/", root().display()))
                    .unwrap_or(&location);
                let place = format!("{} ({location})", record.name());
                match by_text.get(&text) {
                    Some(&index) => examples[index].places.push(place),
                    None => {
                        by_text.insert(text.clone(), examples.len());
                        examples.push(Example {
                            places: vec![place],
                            text,
                        });
                    }
                }
            }
        }
    }
    examples
}

fn mlir_opt() -> PathBuf {
    let candidates = std::env::var_os("MLIR_OPT")
        .map(PathBuf::from)
        .into_iter()
        .chain(std::env::var_os("PATH").into_iter().flat_map(|paths| {
            std::env::split_paths(&paths)
                .map(|dir| dir.join("mlir-opt-19"))
                .collect::<Vec<_>>()
        }))
        .chain([PathBuf::from("/usr/lib/llvm-19/bin/mlir-opt")]);
    for candidate in candidates {
        if candidate.is_file() {
            return candidate;
        }
    }
    panic!(
        "mlir-opt-19 not found ($MLIR_OPT, PATH, /usr/lib/llvm-19/bin); run scripts/test.sh, which installs it"
    )
}

/// Runs `tool` on `file`: `None` when it parses and verifies, else what
/// it printed.
fn rejection(tool: &Path, file: &Path) -> Option<String> {
    let output = Command::new(tool)
        .arg(file)
        .output()
        .unwrap_or_else(|e| panic!("{} could not run: {e}", tool.display()));
    (!output.status.success()).then(|| String::from_utf8_lossy(&output.stderr).into_owned())
}

#[test]
fn description_examples_parse_and_verify() {
    let examples = examples();
    println!(
        "{} mlir examples in the descriptions of defs/*.td",
        examples.len()
    );
    assert!(
        !examples.is_empty(),
        "no ```mlir example found in the descriptions of defs/*.td"
    );
    let tools = [
        (
            "dialectic-opt",
            PathBuf::from(env!("CARGO_BIN_EXE_dialectic-opt")),
        ),
        ("mlir-opt-19", mlir_opt()),
    ];
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("description_examples");
    std::fs::create_dir_all(&dir).expect("create a scratch directory");
    let mut failures = Vec::new();
    for (index, example) in examples.iter().enumerate() {
        let file = dir.join(format!("example{index}.mlir"));
        std::fs::write(&file, &example.text).expect("write the example");
        for (name, tool) in &tools {
            if let Some(message) = rejection(tool, &file) {
                failures.push(format!(
                    "{} rejects the example of {}:\n{}\n{message}",
                    name,
                    example.places.join(", "),
                    example.text
                ));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} examples rejected:\n\n{}",
        failures.len(),
        examples.len(),
        failures.join("\n")
    );
}

#[test]
fn only_mlir_fences_are_examples() {
    let description = "
    Text.

    ```mlir
    func.func @f() {
      return
    }
    ```

    ```mlir-fragment
    %0 = arith.addi %a, %b : i32
    ```

    ```tablegen
    def X;
    ```
  ";
    assert_eq!(
        mlir_blocks(description),
        vec!["func.func @f() {\n  return\n}\n".to_string()]
    );
}
