//! The benchmarks' verdict (`benches/shared/harness.rs`, shared by
//! `opt_vs_mlir` and `translate_vs_mlir`) on a small module, without a
//! release build: the outputs of `dialectic-opt` and `mlir-opt-19` compare
//! identical, the same comparison with a wrong output injected (as
//! `--inject-wrong-output` does) fails, and a table with a difference
//! judges no ratio "ok" and fails the benchmark.

#[path = "../benches/gen/mod.rs"]
#[allow(dead_code)]
mod generator;
#[path = "../benches/shared/harness.rs"]
#[allow(dead_code)]
mod harness;

use std::path::Path;
use std::time::Duration;

use dialectic_oracle::Tool;
use harness::{ModuleKind, Row, compare_outputs, ensure_module, render_table};

#[test]
fn a_wrong_output_fails_the_comparison() {
    let Some(mlir_opt) = dialectic_oracle::path(Tool::MlirOpt) else {
        return;
    };
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("bench-harness");
    std::fs::create_dir_all(&dir).expect("scratch directory");
    let ours = Path::new(env!("CARGO_BIN_EXE_dialectic-opt"));
    for kind in [ModuleKind::Unregistered, ModuleKind::Llvm] {
        let module = ensure_module(&dir, kind, 300, 7);
        for (label, flags) in kind.flag_sets() {
            assert!(
                compare_outputs(ours, mlir_opt, flags, &module, &dir, label, false),
                "{label}: the outputs differ"
            );
            assert!(
                !compare_outputs(ours, mlir_opt, flags, &module, &dir, label, true),
                "{label}: an injected difference went unnoticed"
            );
        }
    }
}

fn samples(seconds: f64, kib: u64) -> Vec<harness::Sample> {
    vec![Ok((Duration::from_secs_f64(seconds), kib)); 3]
}

fn table(identical: Option<bool>) -> (String, bool) {
    let row = Row {
        label: "generic",
        identical,
        ours: samples(0.1, 1000),
        mlir: samples(1.0, 10_000),
    };
    render_table(&[row], 3, "the test", ("ours", "theirs"), (0.5, 0.5))
}

#[test]
fn a_difference_meets_no_target() {
    let (text, identical) = table(Some(false));
    assert!(!identical, "{text}");
    assert!(text.contains("DIFFERS"), "{text}");
    assert!(text.contains("not judged"), "{text}");
    assert!(!text.contains("ok"), "{text}");
}

#[test]
fn identical_outputs_are_judged_by_their_ratios() {
    let (text, identical) = table(Some(true));
    assert!(identical, "{text}");
    assert!(
        text.contains("time ok (target <= 0.500), memory ok"),
        "{text}"
    );
}
