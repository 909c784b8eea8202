//! Verification and printing of a large module run on threads; what they
//! report and print must be
//! what one thread reports, and what `mlir-opt-19 --mlir-disable-threading`
//! reports: the first failing function's error (in op order), after the
//! warnings of the functions before it.

use std::ffi::OsStr;
use std::path::Path;
use std::process::Command;

use dialectic_oracle::Tool;

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

fn run(tool: impl AsRef<OsStr>, args: &[&str], input: &Path) -> (String, String, bool) {
    let tool = tool.as_ref();
    let out = Command::new(tool)
        .args(args)
        .arg(input)
        .output()
        .unwrap_or_else(|e| panic!("running {}: {e}", tool.to_string_lossy()));
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.status.success(),
    )
}

#[test]
fn threads_report_and_print_what_one_thread_does() {
    let Some(mlir_opt) = dialectic_oracle::path(Tool::MlirOpt) else {
        return;
    };
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
        let mlir = run(mlir_opt, &["--mlir-disable-threading"], &input);
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

/// An LLVM-dialect module of `count` functions (large enough to be parsed
/// on threads), with aliases defined before it and used in the bodies, an
/// identified struct whose body every function repeats, calls between
/// functions and blocks; `edit(i, body)` may change function `i`'s body.
fn llvm_module(count: usize, edit: impl Fn(usize, String) -> String) -> String {
    let mut text = String::from(
        "#root = #llvm.tbaa_root<id = \"root\">\n#int = #llvm.tbaa_type_desc<id = \"int\", members = {<#root, 0>}>\n#tag = #llvm.tbaa_tag<base_type = #int, access_type = #int, offset = 0>\n!pair = !llvm.struct<(i32, f64)>\nmodule {\n  llvm.mlir.global internal @g(0 : i32) {addr_space = 0 : i32} : i32\n",
    );
    for f in 0..count {
        let callee = if f == 0 { 0 } else { f - 1 };
        let body = format!(
            "    %0 = llvm.mlir.constant({f} : i32) : i32\n    %1 = llvm.mlir.addressof @g : !llvm.ptr\n    %2 = llvm.load %1 {{alignment = 4 : i64, tbaa = [#tag]}} : !llvm.ptr -> i32\n    %3 = llvm.add %a, %2 : i32\n    %4 = llvm.load %p : !llvm.ptr -> !llvm.struct<\"S\", (i32, f64)>\n    %5 = llvm.extractvalue %4[0] : !llvm.struct<\"S\", (i32, f64)>\n    %6 = llvm.icmp \"slt\" %3, %5 : i32\n    llvm.cond_br %6, ^bb1, ^bb2(%0 : i32)\n  ^bb1:\n    %7 = llvm.call @f{callee}(%3, %p) : (i32, !llvm.ptr) -> i32\n    llvm.br ^bb2(%7 : i32)\n  ^bb2(%8: i32):\n    %9 = llvm.mlir.undef : !pair\n    llvm.return %8 : i32\n"
        );
        text.push_str(&format!(
            "  llvm.func @f{f}(%a: i32, %p: !llvm.ptr) -> i32 {{\n{}  }}\n",
            edit(f, body)
        ));
    }
    text.push_str("}\n");
    text
}

#[test]
fn llvm_modules_parse_on_threads_as_on_one() {
    let Some(mlir_opt) = dialectic_oracle::path(Tool::MlirOpt) else {
        return;
    };
    let dir = std::env::temp_dir().join(format!("dialectic-parallel-parse-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let ours = env!("CARGO_BIN_EXE_dialectic-opt");
    let at = |which: Vec<usize>, from: &'static str, to: &'static str| {
        move |i: usize, body: String| {
            if which.contains(&i) {
                body.replacen(from, to, 1)
            } else {
                body
            }
        }
    };
    type Edit = Box<dyn Fn(usize, String) -> String>;
    let cases: Vec<(&str, Edit)> = vec![
        ("valid", Box::new(|_, body| body)),
        (
            "undefined_value",
            Box::new(at(vec![1700], "%a, %2", "%a, %nope")),
        ),
        (
            "two_errors",
            Box::new(at(vec![900, 2600], "%a, %2", "%a, %nope")),
        ),
        (
            "first_function",
            Box::new(at(vec![0], "%a, %2", "%a, %nope")),
        ),
        (
            "last_function",
            Box::new(at(vec![2999], "%a, %2", "%a, %nope")),
        ),
        (
            "other_struct_body",
            Box::new(at(vec![2000], "(i32, f64)>\n    %5", "(i64)>\n    %5")),
        ),
        (
            "wrong_type",
            Box::new(at(vec![1234], "%6, ^bb1", "%3, ^bb1")),
        ),
        (
            "syntax",
            Box::new(at(vec![1500], "llvm.add %a, %2", "llvm.add %a %2")),
        ),
        (
            "undefined_alias",
            Box::new(at(vec![2500], "[#tag]", "[#nope]")),
        ),
        (
            "undefined_block",
            Box::new(at(vec![100], "^bb2(%0", "^bb3(%0")),
        ),
        // Symbol uses are checked once every op verified, the last
        // function's first.
        (
            "undefined_callee",
            Box::new(at(vec![1500], "llvm.call @f", "llvm.call @nope")),
        ),
        (
            "two_undefined_callees",
            Box::new(at(vec![900, 2600], "llvm.call @f", "llvm.call @nope")),
        ),
    ];
    for (name, edit) in cases {
        let input = dir.join(format!("{name}.mlir"));
        std::fs::write(&input, llvm_module(3000, edit)).expect("writing the module");
        let threaded = run(ours, &[], &input);
        let single = run(ours, &["--mlir-disable-threading"], &input);
        assert_eq!(threaded, single, "{name}: threads and one thread differ");
        let mlir = run(mlir_opt, &["--mlir-disable-threading"], &input);
        assert_eq!(
            threaded.1, mlir.1,
            "{name}: diagnostics differ from mlir-opt-19"
        );
        assert_eq!(
            threaded.0, mlir.0,
            "{name}: output differs from mlir-opt-19"
        );
        assert_eq!(threaded.2, name == "valid", "{name}: exit status");
        if name == "valid" {
            // Locations (and their aliases) and the generic form too.
            for flags in [
                &["--mlir-print-debuginfo"][..],
                &["--mlir-print-op-generic"],
            ] {
                let threaded = run(ours, flags, &input);
                let single = run(
                    ours,
                    &[flags, &["--mlir-disable-threading"]].concat(),
                    &input,
                );
                assert_eq!(
                    threaded, single,
                    "{name} {flags:?}: threads and one thread differ"
                );
                let mlir = run(mlir_opt, flags, &input);
                assert_eq!(threaded, mlir, "{name} {flags:?}: differs from mlir-opt-19");
            }
        }
    }
    std::fs::remove_dir_all(&dir).ok();
}
