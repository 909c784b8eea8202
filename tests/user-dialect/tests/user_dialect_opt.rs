//! `user-dialect-opt`, the tool the opt entry point makes for this crate's
//! `toy` dialect, run as a user runs it: printing, passes, split input with
//! verify diagnostics, and its own name in its messages.

use std::io::Write;
use std::process::{Command, Stdio};

/// Runs `user-dialect-opt` with `args` on `input`: (exit code, stdout,
/// stderr).
fn user_dialect_opt(args: &[&str], input: &str) -> (i32, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_user-dialect-opt"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("user-dialect-opt runs");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input.as_bytes())
        .expect("writing stdin");
    let out = child.wait_with_output().expect("user-dialect-opt finishes");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

const PROGRAM: &str = r#"
func.func @main() {
  %a = toy.constant dense<[1.0, 2.0]> : tensor<2xf64>
  %t = toy.transpose(%a : tensor<2xf64>) to tensor<2xf64>
  %u = toy.transpose(%t : tensor<2xf64>) to tensor<2xf64>
  %dead = toy.mul %a, %a : tensor<2xf64>
  toy.print %u as pretty : tensor<2xf64>
  return
}
"#;

#[test]
fn prints_the_program() {
    let (code, out, err) = user_dialect_opt(&[], PROGRAM);
    assert_eq!((code, err.as_str()), (0, ""));
    assert_eq!(
        out,
        "module {
  func.func @main() {
    %0 = toy.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf64>
    %1 = toy.transpose(%0 : tensor<2xf64>) to tensor<2xf64>
    %2 = toy.transpose(%1 : tensor<2xf64>) to tensor<2xf64>
    %3 = toy.mul %0, %0 : tensor<2xf64>
    toy.print %2 as pretty : tensor<2xf64>
    return
  }
}

"
    );
}

/// The dialect's canonicalization pattern and `Pure`'s dead-op removal,
/// through the pass flags every tool of the entry point has.
#[test]
fn runs_passes() {
    let (code, out, err) =
        user_dialect_opt(&["--canonicalize", "--mlir-print-op-generic"], PROGRAM);
    assert_eq!((code, err.as_str()), (0, ""));
    assert_eq!(
        out,
        r#""builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "toy.constant"() <{value = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf64>}> : () -> tensor<2xf64>
    "toy.print"(%0) <{style = 1 : i32}> : (tensor<2xf64>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

"#
    );
}

#[test]
fn checks_expected_diagnostics_in_split_input() {
    let input = r#"
%x = "test.any"() : () -> tensor<2xf32>
// expected-error @+1 {{'toy.add' op operand #0 must be tensor of 64-bit float values, but got 'tensor<2xf32>'}}
%0 = "toy.add"(%x, %x) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
// -----
%b = toy.constant dense<[1.0]> : tensor<1xf64>
toy.print %b : tensor<1xf64>
"#;
    let (code, _, err) = user_dialect_opt(
        &[
            "--split-input-file",
            "--verify-diagnostics",
            "--allow-unregistered-dialect",
        ],
        input,
    );
    assert_eq!((code, err.as_str()), (0, ""));
}

#[test]
fn names_itself_in_its_messages() {
    let (code, _, err) = user_dialect_opt(&["--no-such-flag"], "");
    assert_eq!(code, 1);
    assert_eq!(
        err,
        "user-dialect-opt: Unknown command line argument '--no-such-flag'.  Try: 'user-dialect-opt --help'\n"
    );
    let (code, out, _) = user_dialect_opt(&["--help"], "");
    assert_eq!(code, 0);
    assert!(
        out.contains("USAGE: user-dialect-opt [options] <input file>"),
        "{out}"
    );
    assert!(
        out.contains("--canonicalize"),
        "every pass is listed:\n{out}"
    );
}

/// Only the dialects the tool registers (and builtin) are known.
#[test]
fn knows_only_its_dialects() {
    let (code, _, err) = user_dialect_opt(&[], "%0 = arith.constant 1 : i32\n");
    assert_eq!(code, 1);
    assert!(err.contains("Dialect `arith' not found"), "{err}");
}
