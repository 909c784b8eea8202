//! `dialectic-opt` writing its output over its input (`-o` naming the input
//! file): a success replaces the input with what stdout would show, for a
//! small input (read) and a large one (which would be mapped otherwise); a
//! failure reports as without `-o` and leaves the input as it was. A failed
//! run with another output file leaves no file, as mlir-opt-19.

use std::path::{Path, PathBuf};
use std::process::Command;

use dialectic_oracle::Tool;

/// A module of `count` small functions (about 100 bytes each).
fn module(count: usize) -> String {
    let mut text = String::from("module {\n");
    for f in 0..count {
        text.push_str(&format!(
            "  func.func @f{f}(%a: i32, %b: i32) -> i32 {{\n    %s = arith.addi %a, %b : i32\n    return %s : i32\n  }}\n"
        ));
    }
    text.push_str("}\n");
    text
}

/// Runs dialectic-opt on `input` with `args`: stdout, stderr, success.
fn run(args: &[&str], input: &Path) -> (Vec<u8>, String, bool) {
    let out = Command::new(env!("CARGO_BIN_EXE_dialectic-opt"))
        .args(args)
        .arg(input)
        .output()
        .expect("running dialectic-opt");
    (
        out.stdout,
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.status.success(),
    )
}

fn scratch(test: &str) -> PathBuf {
    let dir =
        std::env::temp_dir().join(format!("dialectic-in-place-{}-{test}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

#[test]
fn output_replaces_its_input() {
    let dir = scratch("success");
    for (name, count) in [("small.mlir", 3), ("large.mlir", 12000)] {
        let input = dir.join(name);
        let text = module(count);
        std::fs::write(&input, &text).expect("writing the module");
        let (expected, stderr, ok) = run(&[], &input);
        assert!(ok, "{stderr}");
        let path = input.to_str().expect("utf-8 path");
        let (stdout, stderr, ok) = run(&["-o", path], &input);
        assert!(ok && stdout.is_empty(), "{stderr}");
        let rewritten = std::fs::read(&input).expect("reading the output");
        assert!(
            rewritten == expected,
            "{name}: the output differs from stdout's"
        );
    }
    assert!(
        module(12000).len() > 1 << 20,
        "the large module must be mapped"
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn failure_keeps_its_input() {
    let dir = scratch("failure");
    for (name, count) in [("small.mlir", 3), ("large.mlir", 12000)] {
        let input = dir.join(name);
        let text = module(count).replace("-> i32 {\n    %s", "-> i64 {\n    %s");
        std::fs::write(&input, &text).expect("writing the module");
        let (_, expected, ok) = run(&[], &input);
        assert!(!ok && expected.contains("error: "), "{expected}");
        let path = input.to_str().expect("utf-8 path");
        let (stdout, stderr, ok) = run(&["-o", path], &input);
        assert!(!ok && stdout.is_empty());
        assert_eq!(stderr, expected);
        let kept = std::fs::read_to_string(&input).expect("reading the input");
        assert!(kept == text, "{name}: a failure changed the input");
    }
    std::fs::remove_dir_all(&dir).ok();
}

/// A failed run leaves no output file behind, as mlir-opt-19's.
#[test]
fn failure_leaves_no_output_file() {
    let Some(mlir_opt) = dialectic_oracle::path(Tool::MlirOpt) else {
        return;
    };
    let dir = scratch("no-output");
    let input = dir.join("bad.mlir");
    std::fs::write(
        &input,
        module(2).replace("-> i32 {\n    %s", "-> i64 {\n    %s"),
    )
    .expect("writing the module");
    for (tool, out) in [
        (Path::new(env!("CARGO_BIN_EXE_dialectic-opt")), "ours.mlir"),
        (mlir_opt, "theirs.mlir"),
    ] {
        let output = dir.join(out);
        let status = Command::new(tool)
            .arg(&input)
            .arg("-o")
            .arg(&output)
            .output()
            .expect("running the tool")
            .status;
        assert!(
            status.code() == Some(1) && !output.exists(),
            "{}: {status}, {out} exists: {}",
            tool.display(),
            output.exists()
        );
    }
    std::fs::remove_dir_all(&dir).ok();
}

/// An input that cannot be read, or an output that cannot be created, is
/// reported in mlir-opt-19's words and exit status.
#[test]
fn unreadable_input_and_uncreatable_output_as_mlir_opt() {
    let Some(mlir_opt) = dialectic_oracle::path(Tool::MlirOpt) else {
        return;
    };
    let dir = scratch("unreadable");
    let input = dir.join("good.mlir");
    std::fs::write(&input, module(1)).expect("writing the module");
    let missing = dir.join("missing.mlir");
    let no_dir_output = dir.join("no/such/dir/out.mlir");
    let cases: [Vec<&Path>; 3] = [
        vec![&missing],
        vec![&dir],
        vec![&input, Path::new("-o"), &no_dir_output],
    ];
    for args in cases {
        let run = |tool: &Path| {
            let out = Command::new(tool)
                .args(&args)
                .output()
                .expect("running the tool");
            (
                out.status.code(),
                String::from_utf8_lossy(&out.stderr).into_owned(),
                out.stdout.is_empty(),
            )
        };
        assert_eq!(
            run(Path::new(env!("CARGO_BIN_EXE_dialectic-opt"))),
            run(mlir_opt),
            "{args:?}"
        );
    }
    std::fs::remove_dir_all(&dir).ok();
}
