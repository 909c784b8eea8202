//! Nested pipelines run on threads give what one thread gives: the same
//! printed IR, the same diagnostics (those of the first failing function
//! in op order, as a one-thread run stops there), the same statistics; and
//! the cost of moving each function through a graph of its own (copy out,
//! splice back), printed with `--nocapture`.

use std::time::Instant;

use dialectic::pass::{
    NoInstrumentation, Pass, PassAnchor, PassFailed, PassInfo, PassRegistry, PassResult, PassRun,
    RunOptions, StatisticInfo, parse_pass_pipeline,
};
use dialectic::storage::diagnostics::Diagnostic;
use dialectic::storage::symbol_table::symbol_name;
use dialectic::text::parse;
use dialectic::text::print::{PrintFlags, print_op};
use dialectic::verify::diag_location;
use dialectic::{Context, Ir, OpId};

/// Fails on functions whose name starts with `bad`, with an error each;
/// counts the functions it saw.
#[derive(Clone, Default)]
struct FailOnBad {
    seen: u64,
}

static FAIL_ON_BAD: PassInfo = PassInfo {
    argument: "fail-on-bad",
    name: "FailOnBad",
    anchor: PassAnchor::Op("func.func"),
    summary: "Fail on functions named bad*",
    description: "",
    options: &[],
    statistics: &[StatisticInfo {
        name: "seen",
        description: "Functions seen",
    }],
    dependent_dialects: &[],
};

impl Pass for FailOnBad {
    fn info(&self) -> &'static PassInfo {
        &FAIL_ON_BAD
    }

    fn print_options(&self, _out: &mut String) {}

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(FailOnBad::default())
    }

    fn run(&mut self, ctx: &Context, ir: &mut Ir, op: OpId, run: &mut PassRun<'_>) -> PassResult {
        self.seen += 1;
        let name = symbol_name(ctx, ir, op).map(|n| String::from_utf8_lossy(n).into_owned());
        if name.as_deref().is_some_and(|n| n.starts_with("bad")) {
            let location = diag_location(ctx, ir.op_loc(op));
            run.emit(Diagnostic::error(
                location,
                format!("bad function {}", name.unwrap_or_default()),
            ));
            return Err(PassFailed);
        }
        Ok(())
    }

    fn statistics(&self) -> Vec<u64> {
        vec![self.seen]
    }

    fn add_statistics(&mut self, values: &[u64]) {
        self.seen += values[0];
    }
}

fn module_text(functions: usize, bad: &[usize]) -> String {
    (0..functions)
        .map(|i| {
            let name = if bad.contains(&i) { format!("bad{i}") } else { format!("f{i}") };
            format!(
                "func.func @{name}(%a: i32) -> i32 {{\n  %c0 = arith.constant 0 : i32\n  %k = arith.constant {i} : i32\n  \
                 %0 = arith.addi %a, %c0 : i32\n  %1 = arith.addi %0, %k : i32\n  %2 = arith.subi %1, %1 : i32\n  \
                 return %2 : i32\n}}\n"
            )
        })
        .collect()
}

struct Outcome {
    printed: String,
    diagnostics: Vec<Diagnostic>,
    failed: bool,
    statistics: String,
}

fn run_with(text: &str, pipeline: &str, threads: usize) -> Outcome {
    let ctx = Context::new();
    dialectic::dialects::register_all(&ctx);
    let mut ir = Ir::new();
    let module = parse::parse_source(&ctx, &mut ir, "t.mlir", text).expect("parses");
    let mut registry = PassRegistry::new();
    dialectic::transforms::register_passes(&mut registry);
    // `fail`: `FailOnBad` then the canonicalizer on each function.
    let mut manager = if pipeline == "fail" {
        let mut manager = dialectic::pass::OpPassManager::new("builtin.module", Default::default());
        let nested = manager.nest("func.func");
        nested.add_pass(Box::new(FailOnBad::default())).unwrap();
        let canonicalize = (registry.get("canonicalize").unwrap().create)("").unwrap();
        nested.add_pass(canonicalize).unwrap();
        manager
    } else {
        parse_pass_pipeline(pipeline, &registry, "test").expect("a pipeline")
    };
    let options = RunOptions {
        threads,
        ..RunOptions::default()
    };
    let mut diagnostics = Vec::new();
    let result = manager.run(
        &ctx,
        &mut ir,
        module,
        options,
        &mut NoInstrumentation,
        &mut diagnostics,
    );
    Outcome {
        printed: print_op(&ctx, &ir, module, &PrintFlags::default()),
        diagnostics,
        failed: result.is_err(),
        statistics: dialectic::pass::statistics_report(&manager, Default::default()),
    }
}

#[test]
fn output_does_not_depend_on_the_thread_count() {
    let text = module_text(200, &[]);
    let pipeline =
        "builtin.module(func.func(canonicalize),func.func(canonicalize{top-down=false}))";
    let one = run_with(&text, pipeline, 1);
    assert!(!one.failed);
    assert!(one.printed.contains("func.func @f199(%arg0: i32) -> i32 {\n    %c0_i32 = arith.constant 0 : i32\n    return %c0_i32 : i32\n  }"));
    for threads in [2, 3, 8] {
        let many = run_with(&text, pipeline, threads);
        assert_eq!(one.printed, many.printed, "{threads} threads");
        assert!(!many.failed);
    }
}

#[test]
fn the_first_failure_in_op_order_is_reported_as_on_one_thread() {
    let text = module_text(64, &[17, 40, 41]);
    let one = run_with(&text, "fail", 1);
    assert!(one.failed);
    assert_eq!(one.diagnostics.len(), 1);
    assert_eq!(one.diagnostics[0].message, "bad function bad17");
    for threads in [2, 4, 8] {
        let many = run_with(&text, "fail", threads);
        assert!(many.failed);
        assert_eq!(many.diagnostics, one.diagnostics, "{threads} threads");
    }
    // Every function was seen on threads (workers do not stop early); one
    // thread stops at the first failure.
    assert!(
        one.statistics.contains("(S) 18 seen - Functions seen"),
        "{}",
        one.statistics
    );
    let many = run_with(&text, "fail", 4);
    assert!(
        many.statistics.contains("(S) 64 seen - Functions seen"),
        "{}",
        many.statistics
    );
}

#[test]
fn cost_of_moving_functions_through_fragments() {
    let text = module_text(2000, &[]);
    let ctx = Context::new();
    dialectic::dialects::register_all(&ctx);
    let mut ir = Ir::new();
    let module = parse::parse_source(&ctx, &mut ir, "t.mlir", &text).expect("parses");
    let before = print_op(&ctx, &ir, module, &PrintFlags::default());
    let body = ir.entry_block(ir.regions(module)[0]).expect("a body");
    let functions: Vec<OpId> = ir.ops_of(body).collect();
    let start = Instant::now();
    let mut fragments = Vec::new();
    for &f in &functions {
        let mut fragment = Ir::new();
        let root = fragment.create_block();
        let op = ir
            .copy_op_into(f, &mut fragment, root)
            .expect("self-contained");
        fragments.push((fragment, op));
    }
    let copied = start.elapsed();
    let start = Instant::now();
    for (&original, (mut fragment, op)) in functions.iter().zip(fragments) {
        let rebase = ir.splice_fragment(&mut fragment, body);
        let copy = rebase.op(op);
        ir.move_op_before(copy, original);
        ir.erase_op(original).expect("no uses");
    }
    let spliced = start.elapsed();
    let start = Instant::now();
    let after = print_op(&ctx, &ir, module, &PrintFlags::default());
    let printed = start.elapsed();
    assert_eq!(before, after);
    println!(
        "2000 functions: copy out {:.1} ms, splice back {:.1} ms, print (for scale) {:.1} ms",
        copied.as_secs_f64() * 1e3,
        spliced.as_secs_f64() * 1e3,
        printed.as_secs_f64() * 1e3
    );
}
