//! Verification and printing of a large module run on threads; what they
//! report and print must be
//! what one thread reports, and what `mlir-opt-19 --mlir-disable-threading`
//! reports: the first failing function's error (in op order), after the
//! warnings of the functions before it.

use std::path::Path;
use std::process::Command;

/// A module of `count` functions of a few arith ops each; the functions at
/// `bad` use an operand of the wrong type.
fn module(count: usize, bad: &[usize]) -> String {
    let mut text = String::from("module {\n");
    for f in 0..count {
        let rhs = if bad.contains(&f) {
            "%c : i64"
        } else {
            "%a : i32"
        };
        let op = if bad.contains(&f) {
            format!("    %s = \"arith.addi\"(%a, %c) : (i32, i64) -> i32\n    // {rhs}\n")
        } else {
            "    %s = arith.addi %a, %b : i32\n".to_string()
        };
        text.push_str(&format!(
            "  func.func @f{f}(%a: i32, %b: i32, %c: i64) -> i32 {{\n{op}    %t = arith.muli %s, %b : i32\n    %u = arith.subi %t, %a : i32\n    return %u : i32\n  }}\n"
        ));
    }
    text.push_str("}\n");
    text
}

fn run(tool: &str, args: &[&str], input: &Path) -> (String, String, bool) {
    let out = Command::new(tool)
        .args(args)
        .arg(input)
        .output()
        .unwrap_or_else(|e| panic!("running {tool}: {e}"));
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.status.success(),
    )
}

#[test]
fn threads_report_and_print_what_one_thread_does() {
    let dir =
        std::env::temp_dir().join(format!("dialectic-parallel-verify-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let ours = env!("CARGO_BIN_EXE_dialectic-opt");
    for (name, bad) in [
        ("valid", vec![]),
        ("two_errors", vec![1200, 1500]),
        ("last", vec![2999]),
    ] {
        let input = dir.join(format!("{name}.mlir"));
        std::fs::write(&input, module(3000, &bad)).expect("writing the module");
        let threaded = run(ours, &[], &input);
        let single = run(ours, &["--mlir-disable-threading"], &input);
        assert_eq!(threaded, single, "{name}: threads and one thread differ");
        let mlir = run("mlir-opt-19", &["--mlir-disable-threading"], &input);
        assert_eq!(
            threaded.1, mlir.1,
            "{name}: diagnostics differ from mlir-opt-19"
        );
        assert_eq!(
            threaded.0, mlir.0,
            "{name}: output differs from mlir-opt-19"
        );
        assert_eq!(threaded.2, bad.is_empty(), "{name}: exit status");
        if let Some(first) = bad.first() {
            assert!(
                threaded
                    .1
                    .contains(&format!("{name}.mlir:{}:", 2 + first * 6 + 1)),
                "{name}: the error is not the first failing function's: {}",
                threaded.1
            );
        }
    }
    std::fs::remove_dir_all(&dir).ok();
}
