//! The benchmarks' verdict (`benches/shared/`, shared by `opt_vs_mlir` and
//! `translate_vs_mlir`) on small modules, without a release build: for every
//! shape of the matrix and each of its flag sets (threads, one thread,
//! `--canonicalize`), the outputs of `dialectic-opt` and `mlir-opt-19`
//! compare identical, the same comparison with a wrong output injected (as
//! `--inject-wrong-output` does) fails, and a table with a difference judges
//! no ratio and fails the benchmark.

#[path = "../benches/gen/mod.rs"]
#[allow(dead_code)]
mod generator;
#[path = "../benches/shared/harness.rs"]
#[allow(dead_code)]
mod harness;
#[path = "../benches/shared/matrix.rs"]
#[allow(dead_code)]
mod matrix;
#[path = "../benches/shared/shapes.rs"]
#[allow(dead_code)]
mod shapes;

use std::path::Path;
use std::time::Duration;

use dialectic_oracle::Tool;
use harness::compare_outputs;
use matrix::{Cell, MatrixRow, TARGETS, render_matrix};
use shapes::{Shape, ensure_module};

/// Ops per generated module: enough for every kind of op and terminator.
const SMALL: usize = 1500;

#[test]
fn every_shape_prints_alike_and_a_wrong_output_fails_the_comparison() {
    let Some(mlir_opt) = dialectic_oracle::path(Tool::MlirOpt) else {
        return;
    };
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("bench-harness");
    std::fs::create_dir_all(&dir).expect("scratch directory");
    let ours = Path::new(env!("CARGO_BIN_EXE_dialectic-opt"));
    let mut failures = Vec::new();
    for shape in Shape::ALL {
        let module = ensure_module(&dir, shape, SMALL, 7);
        for extra in [
            None,
            Some("--mlir-disable-threading"),
            Some("--canonicalize"),
        ] {
            let mut flags = shape.flags().to_vec();
            flags.extend(extra);
            let label = format!("{}{}", shape.name(), extra.unwrap_or(""));
            if !compare_outputs(ours, mlir_opt, &flags, &module, &dir, &label, false) {
                failures.push(format!("{label}: the outputs differ"));
            }
        }
        let flags = shape.flags();
        if compare_outputs(ours, mlir_opt, flags, &module, &dir, shape.name(), true) {
            failures.push(format!(
                "{}: an injected difference went unnoticed",
                shape.name()
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

fn cell(identical: Option<bool>, ours: f64, mlir: f64) -> Cell {
    let samples = |seconds: f64, kib: u64| vec![Ok((Duration::from_secs_f64(seconds), kib)); 3];
    Cell {
        identical,
        ours: samples(ours, 1000),
        mlir: samples(mlir, 10_000),
    }
}

fn table(canonicalize_identical: Option<bool>) -> (String, bool) {
    let rows = [
        MatrixRow {
            shape: "first",
            ops: 100,
            threads: cell(Some(true), 0.1, 1.0),
            single: cell(Some(true), 0.2, 1.0),
            canonicalize: cell(canonicalize_identical, 0.3, 1.0),
        },
        MatrixRow {
            shape: "second",
            ops: 100,
            threads: cell(Some(true), 0.5, 1.0),
            single: cell(Some(true), 0.25, 1.0),
            canonicalize: cell(Some(true), 0.2, 1.0),
        },
    ];
    render_matrix(&rows, 3, TARGETS)
}

#[test]
fn a_difference_meets_no_target() {
    let (text, identical) = table(Some(false));
    assert!(!identical, "{text}");
    assert!(text.contains("DIFFERS"), "{text}");
    let first = text.lines().find(|l| l.starts_with("first")).unwrap();
    assert!(first.trim_end().ends_with("DIFFERS"), "{text}");
}

#[test]
fn identical_outputs_are_judged_by_their_ratios_and_the_worst_is_shown() {
    let (text, identical) = table(Some(true));
    assert!(identical, "{text}");
    assert!(!text.contains("DIFFERS"), "{text}");
    let second = text.lines().find(|l| l.starts_with("second")).unwrap();
    // 0.5 misses the threaded target (0.33); 0.25 meets the single-threaded one.
    assert!(second.contains(" 0.500!"), "{text}");
    assert!(second.contains(" 0.250 "), "{text}");
    let worst = text.lines().find(|l| l.starts_with("worst")).unwrap();
    assert!(worst.contains(" 0.500!"), "{text}");
    assert!(worst.contains(" 0.250 "), "{text}");
    assert!(worst.contains(" 0.100 "), "{text}");
    assert!(worst.contains(" 0.300 "), "{text}");
}

#[test]
fn op_lines_count_func_ops_printed_without_their_prefix() {
    let lines = [
        ("    return %0 : i32", true),
        ("    return", true),
        ("    %1 = call @f(%0) : (i32) -> i32", true),
        ("    %2 = arith.addi %0, %1 : i32", true),
        ("  func.func @f(%arg0: i32) -> i32 {", true),
        ("    \"test.op\"() : () -> ()", true),
        ("  ^bb1(%3: i32):  // pred: ^bb0", false),
        ("  }", false),
        ("    returned_value", false),
    ];
    for (line, expected) in lines {
        assert_eq!(harness::is_op_line(line), expected, "{line}");
    }
}
