//! The interfaces of the shipped dialects at work: which ops implement
//! which shared interface (found at run time, as MLIR's
//! `dyn_cast<CallOpInterface>(op)`), code written once over the interfaces
//! (a call graph through `CallOpInterface`, `SymbolOpInterface` and
//! `CallableOpInterface`, successors chosen by constant operands, memory
//! effects and speculation, a callee replaced through the interface), and
//! integer range inference through `InferIntRangeInterface` compared with
//! `mlir-opt-19 --int-range-optimizations`.

use std::collections::HashMap;
use std::process::Command;

use dialectic::interfaces::{
    BranchOpInterface, CallOpInterface, CallableOpInterface, CastOpInterface,
    ConditionallySpeculatable, FunctionOpInterface, InferIntRangeInterface,
    MemoryEffectOpInterface, OpAsmOpInterface, SymbolOpInterface, SymbolUserOpInterface,
    is_memory_effect_free, is_speculatable,
};
use dialectic::storage::symbol_table::Visibility;
use dialectic::text::parse;
use dialectic::text::print::{PrintFlags, print_op};
use dialectic::{
    AttrKind, Attribute, Callee, Context, IntegerValueRange, Ir, MemoryEffect,
    MemoryEffectInstance, OpId, Speculatability, SymbolTableCollection, Value,
};
use dialectic_oracle::Tool;

fn context() -> Context {
    let ctx = Context::new();
    dialectic::dialects::register_all(&ctx);
    ctx
}

fn parse(ctx: &Context, ir: &mut Ir, src: &str) -> OpId {
    parse::parse_source(ctx, ir, "input.mlir", src).unwrap_or_else(|e| panic!("{e:?}"))
}

/// Every op nested in `top`, in order.
fn ops(ir: &Ir, top: OpId) -> Vec<OpId> {
    let mut out = Vec::new();
    ir.walk(top, dialectic::storage::walk::WalkOrder::PreOrder, |op| {
        out.push(op)
    });
    out
}

/// The first op named `name`.
fn find(ctx: &Context, ir: &Ir, top: OpId, name: &str) -> OpId {
    ops(ir, top)
        .into_iter()
        .find(|&op| ctx.ident_str(ir.op_name(op)) == name)
        .unwrap_or_else(|| panic!("no {name}"))
}

/// The shared interfaces `op` implements, by the run-time lookup.
fn interfaces_of(ctx: &Context, ir: &Ir, op: OpId) -> Vec<&'static str> {
    let mut out = Vec::new();
    let mut check = |implements: bool, name| {
        if implements {
            out.push(name);
        }
    };
    check(ctx.op_implements::<dyn BranchOpInterface>(ir, op), "Branch");
    check(ctx.op_implements::<dyn CallOpInterface>(ir, op), "Call");
    check(
        ctx.op_implements::<dyn CallableOpInterface>(ir, op),
        "Callable",
    );
    check(ctx.op_implements::<dyn CastOpInterface>(ir, op), "Cast");
    check(
        ctx.op_implements::<dyn ConditionallySpeculatable>(ir, op),
        "Speculatable",
    );
    check(
        ctx.op_implements::<dyn FunctionOpInterface>(ir, op),
        "Function",
    );
    check(
        ctx.op_implements::<dyn InferIntRangeInterface>(ir, op),
        "IntRange",
    );
    check(
        ctx.op_implements::<dyn MemoryEffectOpInterface>(ir, op),
        "MemoryEffect",
    );
    check(ctx.op_implements::<dyn OpAsmOpInterface>(ir, op), "OpAsm");
    check(ctx.op_implements::<dyn SymbolOpInterface>(ir, op), "Symbol");
    check(
        ctx.op_implements::<dyn SymbolUserOpInterface>(ir, op),
        "SymbolUser",
    );
    out
}

const PROGRAM: &str = r#"
func.func private @callee(i32) -> i32
func.func @caller(%x: i32, %c: i1, %d: i64) -> i32 {
  %y = func.call @callee(%x) : (i32) -> i32
  %f = func.constant @callee : (i32) -> i32
  %z = func.call_indirect %f(%y) : (i32) -> i32
  %w = arith.extsi %z : i32 to i64
  %q = arith.divui %w, %d : i64
  %c4 = arith.constant 4 : i64
  %r = arith.divsi %q, %c4 : i64
  %t = arith.trunci %r : i64 to i32
  cf.assert %c, "never"
  %true = arith.constant true
  cf.cond_br %true, ^a(%t : i32), ^b
^a(%v: i32):
  cf.switch %v : i32, [
    default: ^b,
    7: ^c(%v, %v : i32, i32)
  ]
^b:
  return %x : i32
^c(%p: i32, %s: i32):
  return %p : i32
}
"#;

#[test]
fn shipped_ops_implement_their_interfaces() {
    let ctx = context();
    let mut ir = Ir::new();
    let module = parse(&ctx, &mut ir, PROGRAM);
    let table: Vec<String> = ops(&ir, module)
        .into_iter()
        .map(|op| {
            format!(
                "{}: {}",
                ctx.ident_str(ir.op_name(op)),
                interfaces_of(&ctx, &ir, op).join(", ")
            )
        })
        .collect();
    assert_eq!(
        table.join("\n"),
        "builtin.module: OpAsm, Symbol
func.func: Callable, Function, OpAsm, Symbol
func.func: Callable, Function, OpAsm, Symbol
func.call: Call, SymbolUser
func.constant: Speculatable, MemoryEffect, OpAsm
func.call_indirect: Call
arith.extsi: Cast, Speculatable, IntRange, MemoryEffect
arith.divui: Speculatable, IntRange, MemoryEffect
arith.constant: Speculatable, IntRange, MemoryEffect, OpAsm
arith.divsi: Speculatable, IntRange, MemoryEffect
arith.trunci: Cast, Speculatable, IntRange, MemoryEffect
cf.assert: MemoryEffect
arith.constant: Speculatable, IntRange, MemoryEffect, OpAsm
cf.cond_br: Branch, Speculatable, MemoryEffect
cf.switch: Branch, Speculatable, MemoryEffect
func.return: Speculatable, MemoryEffect
func.return: Speculatable, MemoryEffect"
    );
    assert!(
        ctx.op_interface::<dyn CallOpInterface>(&ir, module)
            .is_none()
    );
}

/// Written once over the interfaces: for every call in `top`, the function
/// that contains it and the symbol of the op it calls, with the callee's
/// signature.
fn call_graph(ctx: &Context, ir: &Ir, top: OpId) -> Vec<String> {
    let symbols = SymbolTableCollection::new();
    let mut out = Vec::new();
    for op in ops(ir, top) {
        let Some(call) = ctx.op_interface::<dyn CallOpInterface>(ir, op) else {
            continue;
        };
        let caller = std::iter::successors(ir.parent_op(op), |&p| ir.parent_op(p))
            .find_map(|p| ctx.op_interface::<dyn SymbolOpInterface>(ir, p))
            .and_then(|s| s.symbol_name(ctx, ir))
            .unwrap_or_default();
        let Some(target) = call.resolve_callable(ctx, ir, &symbols) else {
            continue;
        };
        // A value callee resolves to the op defining it (`func.constant`),
        // whose symbol is the function.
        let function = match call.callable_for_callee(ctx, ir) {
            Callee::Symbol(_) => target,
            Callee::Value(_) => {
                let reference =
                    dialectic::op_support::inherent_or_discardable(ctx, ir, target, "value")
                        .expect("func.constant names a function");
                symbols
                    .lookup_nearest_symbol_from(ctx, ir, target, reference)
                    .expect("the function exists")
            }
        };
        let callable = ctx
            .op_interface::<dyn CallableOpInterface>(ir, function)
            .expect("a function is callable");
        let name = ctx
            .op_interface::<dyn SymbolOpInterface>(ir, function)
            .and_then(|s| s.symbol_name(ctx, ir))
            .unwrap_or_default();
        let types = |ts: Vec<dialectic::Type>| {
            ts.iter()
                .map(|&t| dialectic::text::print::type_to_string(ctx, t))
                .collect::<Vec<_>>()
                .join(", ")
        };
        out.push(format!(
            "@{caller} -> @{name} ({}) -> ({}), {} argument(s), body: {}",
            types(callable.argument_types(ctx, ir)),
            types(callable.result_types(ctx, ir)),
            call.arg_operands(ctx, ir).len(),
            callable.callable_region(ctx, ir).is_some()
        ));
    }
    out
}

#[test]
fn a_call_graph_through_the_interfaces() {
    let ctx = context();
    let mut ir = Ir::new();
    let module = parse(&ctx, &mut ir, PROGRAM);
    assert_eq!(
        call_graph(&ctx, &ir, module),
        [
            "@caller -> @callee (i32) -> (i32), 1 argument(s), body: false",
            "@caller -> @callee (i32) -> (i32), 1 argument(s), body: false",
        ]
    );
}

#[test]
fn functions_and_symbols() {
    let ctx = context();
    let mut ir = Ir::new();
    let module = parse(
        &ctx,
        &mut ir,
        r#"
module @m {
  func.func private @decl(i32 {test.a}) -> f32
  func.func nested @def(%a: i32) -> (i32, i64) {
    %c = arith.constant 1 : i64
    return %a, %c : i32, i64
  }
}
"#,
    );
    let describe = |op: OpId| {
        let function = ctx
            .op_interface::<dyn FunctionOpInterface>(&ir, op)
            .expect("func.func");
        let symbol = ctx
            .op_interface::<dyn SymbolOpInterface>(&ir, op)
            .expect("func.func");
        let attrs = function
            .arg_attr_dict(&ctx, &ir, 0)
            .map(|a| dialectic::text::print::attr_to_string(&ctx, a));
        format!(
            "{:?} {:?} declaration={} external={} inputs={} results={} arg0={attrs:?}",
            symbol.symbol_name(&ctx, &ir),
            symbol.visibility(&ctx, &ir),
            symbol.is_declaration(&ctx, &ir),
            function.is_external(&ctx, &ir),
            function.function_inputs(&ctx, &ir).len(),
            function.function_results(&ctx, &ir).len(),
        )
    };
    let functions: Vec<String> = ops(&ir, module)
        .into_iter()
        .filter(|&op| ctx.ident_str(ir.op_name(op)) == "func.func")
        .map(describe)
        .collect();
    assert_eq!(
        functions,
        [
            "Some(\"decl\") Private declaration=true external=true inputs=1 results=1 arg0=Some(\"{test.a}\")",
            "Some(\"def\") Nested declaration=false external=false inputs=1 results=2 arg0=None",
        ]
    );
    let symbol = ctx
        .op_interface::<dyn SymbolOpInterface>(&ir, module)
        .expect("builtin.module");
    assert_eq!(symbol.symbol_name(&ctx, &ir).as_deref(), Some("m"));
    assert_eq!(symbol.visibility(&ctx, &ir), Visibility::Public);
    assert!(symbol.is_optional_symbol(&ctx, &ir));
}

/// Successor `index`'s operand count through any branch (a `&dyn`).
fn forwarded(branch: &dyn BranchOpInterface, ctx: &Context, ir: &Ir, n: usize) -> Vec<usize> {
    (0..n)
        .map(|i| branch.successor_operands(ctx, ir, i).len())
        .collect()
}

#[test]
fn branches_forward_operands_and_pick_successors_of_constants() {
    let ctx = context();
    let mut ir = Ir::new();
    let module = parse(&ctx, &mut ir, PROGRAM);
    let cond_br = find(&ctx, &ir, module, "cf.cond_br");
    let switch = find(&ctx, &ir, module, "cf.switch");
    let branch = |op| {
        ctx.op_interface::<dyn BranchOpInterface>(&ir, op)
            .expect("a branch")
    };
    assert_eq!(forwarded(&*branch(cond_br), &ctx, &ir, 2), [1, 0]);
    assert_eq!(forwarded(&*branch(switch), &ctx, &ir, 2), [0, 2]);
    let successors: Vec<_> = ir.successors(cond_br).collect();
    let int = |width, value| Some(ctx.integer_attr(ctx.integer_type(width), value));
    let pick =
        |op, operands: &[Option<Attribute>]| branch(op).successor_for_operands(&ctx, &ir, operands);
    assert_eq!(pick(cond_br, &[int(1, 1)]), Some(successors[0]));
    assert_eq!(pick(cond_br, &[int(1, 0)]), Some(successors[1]));
    assert_eq!(pick(cond_br, &[None]), None);
    let cases: Vec<_> = ir.successors(switch).collect();
    assert_eq!(pick(switch, &[int(32, 7)]), Some(cases[1]));
    assert_eq!(pick(switch, &[int(32, 8)]), Some(cases[0]));
    assert_eq!(pick(switch, &[None]), None);
    assert!(branch(switch).are_types_compatible(&ctx, &ir, ctx.i1_type(), ctx.i1_type()));
}

/// Whether a cast of `from` to `to` is one `T`'s op can make (a generic
/// over the interface).
fn cast_compatible<T: CastOpInterface>(
    cast: &T,
    ctx: &Context,
    ir: &Ir,
    from: dialectic::Type,
    to: dialectic::Type,
) -> bool {
    cast.are_cast_compatible(ctx, ir, &[from], &[to])
}

#[test]
fn casts_effects_speculation_and_names() {
    let ctx = context();
    let mut ir = Ir::new();
    let module = parse(&ctx, &mut ir, PROGRAM);
    let extsi = find(&ctx, &ir, module, "arith.extsi");
    let ext = dialectic::dialects::arith::ExtSIOp(extsi);
    let (i32, i64) = (ctx.integer_type(32), ctx.i64_type());
    assert!(cast_compatible(&ext, &ctx, &ir, i32, i64));
    assert!(!cast_compatible(&ext, &ctx, &ir, i64, i32));

    let speculation = |name| {
        let op = find(&ctx, &ir, module, name);
        (
            ctx.op_interface::<dyn ConditionallySpeculatable>(&ir, op)
                .map(|s| s.speculatability(&ctx, &ir)),
            is_speculatable(&ctx, &ir, op),
        )
    };
    // By a value that may be zero: not speculatable; by 4: speculatable.
    assert_eq!(
        speculation("arith.divui"),
        (Some(Speculatability::NotSpeculatable), false)
    );
    assert_eq!(
        speculation("arith.divsi"),
        (Some(Speculatability::Speculatable), true)
    );
    assert_eq!(
        speculation("arith.extsi"),
        (Some(Speculatability::Speculatable), true)
    );
    assert_eq!(speculation("func.call"), (None, false));

    let effects = |name| {
        let op = find(&ctx, &ir, module, name);
        (
            ctx.op_interface::<dyn MemoryEffectOpInterface>(&ir, op)
                .map(|e| e.effects(&ctx, &ir)),
            is_memory_effect_free(&ctx, &ir, op),
        )
    };
    assert_eq!(effects("arith.divui"), (Some(Vec::new()), true));
    assert_eq!(
        effects("cf.assert"),
        (
            Some(vec![MemoryEffectInstance::new(MemoryEffect::Write)]),
            false
        )
    );
    assert_eq!(effects("func.call"), (None, false));

    let constant = find(&ctx, &ir, module, "arith.constant");
    let mut names = Vec::new();
    ctx.op_interface::<dyn OpAsmOpInterface>(&ir, constant)
        .expect("arith.constant")
        .asm_result_names(&ctx, &ir, &mut |i, name| names.push(format!("{i}: {name}")));
    assert_eq!(names, ["0: c4_i64"]);
}

#[test]
fn a_callee_replaced_through_the_interface() {
    let ctx = context();
    let mut ir = Ir::new();
    let module = parse(
        &ctx,
        &mut ir,
        r#"
func.func private @a(i32) -> i32
func.func private @b(i32) -> i32
func.func @f(%x: i32) -> i32 {
  %y = func.call @a(%x) : (i32) -> i32
  return %y : i32
}
"#,
    );
    let call = find(&ctx, &ir, module, "func.call");
    let b = dialectic::op_support::flat_symbol_ref_attr(&ctx, "b");
    ctx.op_interface::<dyn CallOpInterface>(&ir, call)
        .expect("func.call")
        .set_callee_from_callable(&ctx, &mut ir, Callee::Symbol(b));
    dialectic::verify::verify(&ctx, &ir, module, Default::default()).expect("still verifies");
    assert_eq!(
        print_op(&ctx, &ir, module, &PrintFlags::default()),
        "module {
  func.func private @a(i32) -> i32
  func.func private @b(i32) -> i32
  func.func @f(%arg0: i32) -> i32 {
    %0 = call @b(%arg0) : (i32) -> i32
    return %0 : i32
  }
}
"
    );
}

/// The ranges of the values of each function's entry block, inferred in
/// order through `InferIntRangeInterface` (arguments and the results of ops
/// without it may be anything), as MLIR's integer range analysis finds
/// them in straight-line code.
fn straight_line_ranges(
    ctx: &Context,
    ir: &Ir,
    function: OpId,
) -> HashMap<Value, IntegerValueRange> {
    let mut ranges = HashMap::new();
    let body = ir.regions(function)[0];
    let entry = ir.entry_block(body).expect("a body");
    let unknown = |v: Value| IntegerValueRange::max_range(ctx, ir.value_type(v));
    for &arg in ir.block_arguments(entry) {
        ranges.insert(arg, unknown(arg));
    }
    for op in ir.ops_of(entry) {
        let Some(infer) = ctx.op_interface::<dyn InferIntRangeInterface>(ir, op) else {
            for result in ir.results(op) {
                ranges.insert(result, unknown(result));
            }
            continue;
        };
        let args: Vec<IntegerValueRange> = ir
            .operands(op)
            .map(|v| ranges.get(&v).cloned().unwrap_or_else(|| unknown(v)))
            .collect();
        let mut inferred = Vec::new();
        infer.infer_result_ranges_from_optional(ctx, ir, &args, &mut |v, r| inferred.push((v, r)));
        for result in ir.results(op) {
            let range = inferred
                .iter()
                .find(|(v, _)| *v == result)
                .map_or_else(|| unknown(result), |(_, r)| r.clone());
            ranges.insert(result, range);
        }
    }
    ranges
}

/// `@name: <value>` for each function whose returned value is known, or
/// `@name: ?`: from our ranges, or from the constants `mlir-opt-19` put in
/// place of values it knows.
fn returned_constants(
    ctx: &Context,
    ir: &Ir,
    module: OpId,
    known: impl Fn(OpId, Value) -> Option<String>,
) -> String {
    let mut out = Vec::new();
    for function in ops(ir, module) {
        if ctx.ident_str(ir.op_name(function)) != "func.func" {
            continue;
        }
        let name = ctx
            .op_interface::<dyn SymbolOpInterface>(ir, function)
            .and_then(|s| s.symbol_name(ctx, ir))
            .unwrap_or_default();
        let ret = find(ctx, ir, function, "func.return");
        let value = ir.operands(ret).next().expect("one result");
        let shown = known(function, value).unwrap_or_else(|| "?".to_string());
        out.push(format!("@{name}: {shown}"));
    }
    out.join("\n")
}

#[test]
fn integer_ranges_find_the_constants_mlir_finds() {
    let Some(mlir_opt) = dialectic_oracle::path(Tool::MlirOpt) else {
        return;
    };
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/interfaces/int-ranges.mlir"
    );
    let src = std::fs::read_to_string(path).expect("read");
    let ctx = context();

    let mut ir = Ir::new();
    let module = parse(&ctx, &mut ir, &src);
    let ours = returned_constants(&ctx, &ir, module, |function, value| {
        let ranges = straight_line_ranges(&ctx, &ir, function);
        let constant = ranges.get(&value)?.value()?.constant_value()?;
        Some(constant.to_decimal(true))
    });

    let out = dialectic_oracle::output(
        Tool::MlirOpt,
        Command::new(mlir_opt)
            .arg("--int-range-optimizations")
            .arg(path),
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let mut theirs_ir = Ir::new();
    let optimized = parse(&ctx, &mut theirs_ir, &String::from_utf8_lossy(&out.stdout));
    let theirs = returned_constants(&ctx, &theirs_ir, optimized, |_, value| {
        let op = theirs_ir.defining_op(value)?;
        if ctx.ident_str(theirs_ir.op_name(op)) != "arith.constant" {
            return None;
        }
        let attr = dialectic::op_support::inherent_or_discardable(&ctx, &theirs_ir, op, "value")?;
        match ctx.attr_kind(attr) {
            AttrKind::Integer { value, .. } => Some(value.to_decimal(true)),
            _ => None,
        }
    });
    assert_eq!(ours, theirs);
    // The cases decide something: most returned values are constants.
    assert_eq!(ours.matches(": ?").count(), 4, "{ours}");
}
