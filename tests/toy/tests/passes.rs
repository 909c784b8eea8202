//! `toy-shape-inference`, a pass declared in the Toy crate's own `.td`
//! and registered by `toy-opt` beside the passes Dialectic ships: the
//! tool lists it, runs it from a flag, a pipeline and the inliner's
//! pipelines, and refuses what MLIR refuses with MLIR's messages (those
//! `mlir-opt-19` writes for a pass of its own without options).

use std::path::Path;
use std::process::Command;

/// Runs `toy-opt` with `args` on `tests/cases/shape_inference.mlir`:
/// (exit code, stdout, stderr).
fn toy_opt(args: &[&str]) -> (i32, String, String) {
    let case = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/cases/shape_inference.mlir");
    let out = Command::new(env!("CARGO_BIN_EXE_toy-opt"))
        .args(args)
        .arg(case)
        .output()
        .expect("toy-opt runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

const HELP_LINE: &str = "    --toy-shape-inference                                 -   Infer the shapes of the tensors of a function\n";

#[test]
fn list_passes_and_help_show_the_crates_pass_beside_dialectics() {
    for flag in ["--list-passes", "--help"] {
        let (code, stdout, stderr) = toy_opt(&[flag]);
        assert_eq!((code, stderr.as_str()), (0, ""), "{flag}");
        assert!(stdout.contains(HELP_LINE), "{flag}:\n{stdout}");
        assert!(stdout.contains("    --canonicalize "), "{flag}:\n{stdout}");
    }
}

#[test]
fn the_pass_runs_from_its_flag_and_from_a_pipeline() {
    let (code, by_flag, stderr) = toy_opt(&["--toy-shape-inference"]);
    assert_eq!((code, stderr.as_str()), (0, ""));
    assert!(by_flag.contains("toy.transpose(%0 : tensor<2x3xf64>) to tensor<3x2xf64>"));
    let (code, by_pipeline, stderr) =
        toy_opt(&["--pass-pipeline=builtin.module(toy.func(toy-shape-inference))"]);
    assert_eq!((code, stderr.as_str()), (0, ""));
    assert_eq!(by_pipeline, by_flag);
}

#[test]
fn a_dump_prints_the_pass_inside_the_inliners_options() {
    let (code, _, stderr) = toy_opt(&[
        "--pass-pipeline=builtin.module(inline{op-pipelines=toy.func(toy-shape-inference)})",
        "--dump-pass-pipeline",
    ]);
    assert_eq!(code, 0);
    assert_eq!(
        stderr,
        "Pass Manager with 1 passes:\nbuiltin.module(inline{default-pipeline=canonicalize inlining-threshold=4294967295 max-iterations=4 op-pipelines=toy.func(toy-shape-inference)})\n\n"
    );
}

#[test]
fn an_unknown_option_gets_mlirs_messages() {
    let (code, stdout, stderr) = toy_opt(&["--toy-shape-inference=foo=1"]);
    assert_eq!((code, stdout.as_str()), (1, ""));
    assert_eq!(
        stderr,
        "<unknown>:0: error: <Pass-Options-Parser>: no such option foo\n\n"
    );
    let (code, _, stderr) =
        toy_opt(&["--pass-pipeline=builtin.module(toy.func(toy-shape-inference{foo=1}))"]);
    assert_eq!(code, 1);
    assert_eq!(
        stderr,
        "<unknown>:0: error: <Pass-Options-Parser>: no such option foo\n\n\
         failed to add `toy-shape-inference` with options `foo=1`\n\
         failed to add `toy.func` with options `` to inner pipeline\n\n"
    );
}

#[test]
fn a_misspelt_pass_in_the_inliners_pipelines_gets_mlirs_messages() {
    let (code, _, stderr) = toy_opt(&[
        "--pass-pipeline=builtin.module(inline{op-pipelines=toy.func(toy-shape-inferenc)})",
    ]);
    assert_eq!(code, 1);
    assert_eq!(
        stderr,
        "MLIR Textual PassPipeline Parser:1:1: error: 'toy-shape-inferenc' does not refer to a registered pass or pass pipeline\n\
         toy-shape-inferenc\n^\n\
         <unknown>:0: error: \n\
         failed to add `inline` with options `op-pipelines=toy.func(toy-shape-inferenc)`\n\n"
    );
}
