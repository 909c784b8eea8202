//! GenX regions run on the CPU: for each element type the region ops take
//! (and i1 for the predicate region ops), a module of 48 generated cases
//! ([`cases`]) is lowered with the GenX emulation (`--genx-emulate`'s
//! conversion), run with `dialectic-runner`, and every element it prints
//! is compared with the reference of seed 002's formulas
//! ([`reference`], which shares no code with the lowering or the folder).
//! The same cases with every input a constant go through the canonicalizer
//! instead, whose folders must leave no genx op and print the same
//! elements. The ALU intrinsics the emulation lowers run the same way
//! against [`alu`]. The worked example of the book's GenX chapter
//! ("Running on the CPU") runs too and must print what the chapter says.

#[path = "genx_emulate/alu.rs"]
mod alu;
#[path = "genx_emulate/cases.rs"]
mod cases;
#[path = "genx_emulate/reference.rs"]
mod reference;

use std::collections::BTreeMap;
use std::path::Path;
use std::process::Command;

use dialectic::text::{parse, print};
use dialectic::verify::{VerifyOptions, verify};
use dialectic::{Context, Ir};
use libtest_mimic::{Arguments, Failed, Trial};

use cases::{
    ELEMENT_TYPES, ElementType, Module, Rng, alu_elements, case, element_type, predicate_case,
};

/// Cases per element type.
const CASES: usize = 48;

fn main() {
    let args = Arguments::from_args();
    let scratch =
        std::env::temp_dir().join(format!("dialectic-genx-emulate-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&scratch);
    let mut trials = Vec::new();
    for (t, ty) in ELEMENT_TYPES.into_iter().enumerate() {
        for (kind, transform) in [("regions", Transform::Emulate), ("folds", Transform::Fold)] {
            let scratch = scratch.clone();
            trials.push(Trial::test(format!("{kind}/{}", ty.name), move || {
                let mut rng = Rng::new(t as u64 + 1);
                let mut module = match transform {
                    Transform::Emulate => Module::new(),
                    Transform::Fold => Module::with_constant_arguments(),
                };
                let mut expected = Vec::new();
                for k in 0..CASES {
                    let case = case(ty, k, &mut rng);
                    module.add_region_case(k, &case);
                    expected.push(case.expected());
                }
                let path = scratch.join(format!("{kind}-{}.mlir", ty.name));
                check(&module.text(), &expected, &path, transform)
            }));
        }
    }
    let predicates = scratch.clone();
    trials.push(Trial::test("regions/predicates", move || {
        let mut rng = Rng::new(99);
        let mut module = Module::new();
        let mut expected = Vec::new();
        for k in 0..CASES {
            let case = predicate_case(k, &mut rng);
            module.add_predicate_case(k, &case);
            expected.push(case.expected());
        }
        check(
            &module.text(),
            &expected,
            &predicates.join("i1.mlir"),
            Transform::Emulate,
        )
    }));
    let alu = scratch.clone();
    trials.push(Trial::test("alu", move || {
        let mut rng = Rng::new(7);
        let mut module = Module::new();
        let mut expected = Vec::new();
        for (k, (name, operand, result, arity)) in alu_cases().into_iter().enumerate() {
            let mut operands: Vec<Vec<u64>> = (0..arity)
                .map(|_| alu_elements(&mut rng, operand, ALU_ELEMENTS))
                .collect();
            if operand.float {
                // A NaN operand: maxnum and minnum give the other one, sat 0.
                operands[0][0] = if operand.bits == 32 {
                    0x7FC0_0000
                } else {
                    0x7FF8_0000_0000_0000
                };
            }
            expected.push(
                (0..ALU_ELEMENTS)
                    .map(|i| alu::evaluate(&name, &operands, operand, result, i))
                    .collect(),
            );
            let typed: Vec<(Vec<u64>, ElementType)> =
                operands.into_iter().map(|v| (v, operand)).collect();
            module.add_op_case(k, &name, &typed, result);
        }
        check(
            &module.text(),
            &expected,
            &alu.join("alu.mlir"),
            Transform::Emulate,
        )
    }));
    let book = scratch.clone();
    trials.push(Trial::test("book/running-on-the-cpu", move || {
        book_example(&book.join("book.mlir"))
    }));
    let conclusion = libtest_mimic::run(&args, trials);
    let _ = std::fs::remove_dir_all(&scratch);
    conclusion.exit();
}

/// Elements per ALU case.
const ALU_ELEMENTS: usize = 8;

/// The ALU cases: op, operand type, result type, number of operands.
fn alu_cases() -> Vec<(String, ElementType, ElementType, usize)> {
    let mut cases = Vec::new();
    for ty in ["i8", "i16", "i32", "i64"].map(element_type) {
        for name in ["smax", "smin", "umax", "umin"] {
            cases.push((name.to_string(), ty, ty, 2));
        }
        cases.push(("absi".to_string(), ty, ty, 1));
    }
    for ty in ["f32", "f64"].map(element_type) {
        for name in ["fmax", "fmin"] {
            cases.push((name.to_string(), ty, ty, 2));
        }
        cases.push(("absf".to_string(), ty, ty, 1));
        cases.push(("sat".to_string(), ty, ty, 1));
    }
    let results = ["i8", "i16", "i32", "i64"].map(element_type);
    let mut r = 0;
    for prefix in ["ss", "su", "us", "uu"] {
        for (operation, arity, operands) in [
            ("add.sat", 2, &["i8", "i16", "i32", "i64"][..]),
            ("add3.sat", 3, &["i8", "i16", "i32"][..]),
            ("mul", 2, &["i8", "i16", "i32"][..]),
            ("mul.sat", 2, &["i8", "i16", "i32"][..]),
        ] {
            for operand in operands.iter().map(|n| element_type(n)) {
                // Each operand type with a result of each width in turn.
                let name = format!("{prefix}{operation}");
                cases.push((name, operand, results[r % 4], arity));
                r += 1;
            }
        }
    }
    cases
}

/// What removes the genx ops of a module.
#[derive(Clone, Copy, Debug)]
enum Transform {
    /// The emulation (`--genx-emulate`).
    Emulate,
    /// The canonicalizer, whose folders fold the region ops of constants.
    Fold,
}

/// Lowers `text` with `transform`, verifies it, runs it and compares what
/// each case prints with `expected`.
fn check(
    text: &str,
    expected: &[Vec<u64>],
    path: &Path,
    transform: Transform,
) -> Result<(), Failed> {
    let lowered = lower(text, transform).map_err(|e| format!("{e}\n{text}"))?;
    std::fs::write(path, &lowered)?;
    let out = Command::new(env!("CARGO_BIN_EXE_dialectic-runner"))
        .args(["-e", "main", "--entry-point-result=i32"])
        .arg(path)
        .output()?;
    let stdout = String::from_utf8_lossy(&out.stdout);
    if !out.status.success() {
        return Err(format!(
            "dialectic-runner failed on {}:\n{}",
            path.display(),
            String::from_utf8_lossy(&out.stderr)
        )
        .into());
    }
    let mut printed: BTreeMap<usize, Vec<u64>> = BTreeMap::new();
    for line in stdout.lines() {
        let mut fields = line.split_whitespace();
        let (Some(id), Some(value), None) = (fields.next(), fields.next(), fields.next()) else {
            continue;
        };
        printed
            .entry(id.parse()?)
            .or_default()
            .push(value.parse::<i64>()? as u64);
    }
    let mut failures = Vec::new();
    for (id, want) in expected.iter().enumerate() {
        let got = printed.get(&id).cloned().unwrap_or_default();
        if &got != want {
            failures.push(format!("case {id}: expected {want:?}, got {got:?}"));
        }
    }
    if failures.is_empty() {
        Ok(())
    } else {
        Err(format!("{} ({}):\n{}", failures.join("\n"), path.display(), lowered).into())
    }
}

/// The first fenced block of `kind` (`mlir`, `text`) after `from` in
/// `text`, and where it ends.
fn fenced_block<'t>(text: &'t str, from: usize, kind: &str) -> Option<(&'t str, usize)> {
    let fence = format!("```{kind}\n");
    let start = from + text[from..].find(&fence)? + fence.len();
    let end = start + text[start..].find("```")?;
    Some((&text[start..end], end))
}

/// Runs the module of the book's "Running on the CPU" section through
/// the emulation and `dialectic-runner`; it must print the section's
/// output block (trailing spaces aside).
fn book_example(path: &Path) -> Result<(), Failed> {
    let chapter = Path::new(env!("CARGO_MANIFEST_DIR")).join("../book/src/genx.md");
    let chapter = std::fs::read_to_string(chapter)?;
    let section = chapter
        .find("## Running on the CPU")
        .ok_or("the chapter has no \"Running on the CPU\" section")?;
    let (module, end) = fenced_block(&chapter, section, "mlir").ok_or("no mlir block")?;
    let (output, _) = fenced_block(&chapter, end + 3, "text").ok_or("no output block")?;
    std::fs::write(path, lower(module, Transform::Emulate)?)?;
    let out = Command::new(env!("CARGO_BIN_EXE_dialectic-runner"))
        .args(["-e", "main", "--entry-point-result=i32"])
        .arg(path)
        .output()?;
    let trimmed =
        |text: &str| -> Vec<String> { text.lines().map(|l| l.trim_end().to_string()).collect() };
    let printed = String::from_utf8_lossy(&out.stdout);
    if trimmed(&printed) != trimmed(output) {
        return Err(format!("the example prints:\n{printed}\nthe chapter says:\n{output}").into());
    }
    Ok(())
}

/// `text` parsed, lowered by `transform`, verified and printed.
fn lower(text: &str, transform: Transform) -> Result<String, String> {
    let ctx = Context::new();
    dialectic::dialects::register_all(&ctx);
    dialectic_genx::register_dialect(&ctx);
    let mut ir = Ir::new();
    let module =
        parse::parse_source(&ctx, &mut ir, "cases.mlir", text).map_err(|e| format!("{e:?}"))?;
    verify(&ctx, &ir, module, VerifyOptions::default()).map_err(|d| d.message)?;
    match transform {
        Transform::Emulate => {
            dialectic_genx::emulate::emulate(&ctx, &mut ir, module)
                .map_err(|e| format!("{e:?}"))?;
        }
        Transform::Fold => {
            let options = dialectic::transforms::CanonicalizerOptions::default();
            dialectic::transforms::canonicalize::canonicalize(&ctx, &mut ir, module, &options);
        }
    }
    verify(&ctx, &ir, module, VerifyOptions::default()).map_err(|d| d.message)?;
    let printed = print::print_op(&ctx, &ir, module, &print::PrintFlags::default());
    if printed.contains("genx.") {
        return Err(format!("genx ops left after {transform:?}:\n{printed}"));
    }
    Ok(printed)
}
