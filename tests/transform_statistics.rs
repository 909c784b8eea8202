//! The statistics the transforms report (MLIR's pass statistics:
//! `num-cse'd` and `num-dce'd` of `cse`, `num-dce'd` of `symbol-dce`,
//! `num-sunk` of `control-flow-sink`, `promoted slots` and `new block args`
//! of `mem2reg`, `destructured slots`, `slots with memory benefit` and
//! `max subelement number` of `sroa`), on programs whose counts are known.
//! mlir-opt-19 as packaged is built without statistics, so these are
//! counted by hand rather than compared.

use dialectic::text::parse::parse_source;
use dialectic::transforms::control_flow_sink::{ControlFlowSinkOptions, control_flow_sink};
use dialectic::transforms::cse::{CseOptions, CseStatistics, cse};
use dialectic::transforms::mem2reg::{Mem2RegStatistics, mem2reg};
use dialectic::transforms::sroa::{SroaStatistics, sroa};
use dialectic::transforms::symbol_dce::{SymbolDceOptions, symbol_dce};
use dialectic::{Context, Ir, OpId};
use dialectic_runtime::pass::Dominance;

fn parsed(ctx: &Context, ir: &mut Ir, text: &str) -> OpId {
    dialectic::dialects::register_all(ctx);
    ctx.set_allow_unregistered_dialects(true);
    parse_source(ctx, ir, "input.mlir", text).expect("the program parses")
}

#[test]
fn cse_counts_merged_and_dead_ops() {
    let (ctx, mut ir) = (Context::new(), Ir::new());
    let module = parsed(
        &ctx,
        &mut ir,
        r#"
func.func @f(%a: i32) -> (i32, i32) {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %a, %a : i32
  %3 = arith.subi %a, %a : i32
  %4 = arith.muli %a, %a : i32
  "test.use"(%4) : (i32) -> ()
  return %0, %1 : i32, i32
}
"#,
    );
    let statistics = cse(
        &ctx,
        &mut ir,
        module,
        &CseOptions::default(),
        &mut Dominance::default(),
    )
    .expect("cse runs");
    // %1 is merged into %0; %2 (unused when reached, as its twin %4
    // comes later) and %3 are dead.
    assert_eq!(
        statistics,
        CseStatistics {
            num_cse: 1,
            num_dce: 2,
            changed: true
        }
    );
    let again = cse(
        &ctx,
        &mut ir,
        module,
        &CseOptions::default(),
        &mut Dominance::default(),
    )
    .expect("cse runs");
    assert_eq!(
        again,
        CseStatistics::default(),
        "a second run finds nothing"
    );
}

#[test]
fn symbol_dce_counts_erased_symbols() {
    let (ctx, mut ir) = (Context::new(), Ir::new());
    let module = parsed(
        &ctx,
        &mut ir,
        r#"
func.func private @dead()
func.func private @dead_too() {
  func.call @dead() : () -> ()
  return
}
func.func private @live()
func.func @main() {
  func.call @live() : () -> ()
  return
}
"#,
    );
    let statistics =
        symbol_dce(&ctx, &mut ir, module, &SymbolDceOptions::default()).expect("symbol-dce runs");
    assert_eq!(statistics.num_dce, 2);
}

#[test]
fn control_flow_sink_sinks_nothing_without_region_branch_ops() {
    let (ctx, mut ir) = (Context::new(), Ir::new());
    let module = parsed(
        &ctx,
        &mut ir,
        r#"
func.func @f(%c: i1, %a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %0 : i32
^bb2:
  return %a : i32
}
"#,
    );
    let statistics = control_flow_sink(
        &ctx,
        &mut ir,
        module,
        &ControlFlowSinkOptions::default(),
        &mut Dominance::default(),
    );
    assert_eq!(statistics.num_sunk, 0);
}

#[test]
fn mem2reg_counts_promoted_slots_and_new_arguments() {
    let (ctx, mut ir) = (Context::new(), Ir::new());
    let module = parsed(
        &ctx,
        &mut ir,
        r#"
llvm.func @f(%c: i1, %x: i32) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  %q = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  %kept = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  llvm.store %x, %q : i32, !llvm.ptr
  llvm.store volatile %x, %kept : i32, !llvm.ptr
  llvm.cond_br %c, ^a, ^b
^a:
  llvm.store %x, %p : i32, !llvm.ptr
  llvm.br ^b
^b:
  %v = llvm.load %p : !llvm.ptr -> i32
  %w = llvm.load %q : !llvm.ptr -> i32
  %s = llvm.add %v, %w : i32
  llvm.return %s : i32
}
"#,
    );
    // %p and %q are promoted, %p's stores meet in ^b; the volatile store
    // keeps %kept.
    assert_eq!(
        mem2reg(&ctx, &mut ir, module),
        Mem2RegStatistics {
            promoted_slots: 2,
            new_block_arguments: 1
        }
    );
    assert_eq!(mem2reg(&ctx, &mut ir, module), Mem2RegStatistics::default());
}

#[test]
fn sroa_counts_destructured_slots() {
    let (ctx, mut ir) = (Context::new(), Ir::new());
    let module = parsed(
        &ctx,
        &mut ir,
        r#"
llvm.func @f(%x: i32) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %s = llvm.alloca %one x !llvm.struct<(i32, i32, i32)> : (i32) -> !llvm.ptr
  %f = llvm.getelementptr %s[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32)>
  llvm.store %x, %f : i32, !llvm.ptr
  %a = llvm.alloca %one x !llvm.array<2 x i32> : (i32) -> !llvm.ptr
  %e = llvm.getelementptr %a[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x i32>
  llvm.store %x, %e : i32, !llvm.ptr
  llvm.store %x, %a : i32, !llvm.ptr
  %v = llvm.load %f : !llvm.ptr -> i32
  llvm.return %v : i32
}
"#,
    );
    // Both are split; only the struct leaves fields unused.
    assert_eq!(
        sroa(&ctx, &mut ir, module),
        SroaStatistics {
            destructured_slots: 2,
            slots_with_memory_benefit: 1,
            max_subelement_number: 3
        }
    );
    assert_eq!(sroa(&ctx, &mut ir, module), SroaStatistics::default());
}
