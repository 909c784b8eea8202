//! Dropping block arguments every predecessor passes the same value (MLIR's
//! `dropRedundantArguments`, part of `aggressive` region simplification):
//! the argument's uses take that value and the branches stop passing it.
//!
//! ```mlir
//!   cf.cond_br %c, ^bb1(%a : i32), ^bb2(%a : i32)
//! ^bb1(%x: i32):   // %x is %a: ^bb1 uses %a, takes no argument
//! ```

use crate::storage::context::Context;
use crate::storage::ir::{BlockId, Ir, RegionId, Value};

use super::rewriter::PatternRewriter;
use super::successor_operands::{erase_successor_operand, successor_operands};

/// Drops the redundant arguments of the blocks of `region` and of the
/// regions nested in it; whether any was dropped.
pub fn drop_redundant_arguments(rewriter: &mut PatternRewriter<'_>, region: RegionId) -> bool {
    let mut changed = false;
    let mut worklist = vec![region];
    while let Some(region) = worklist.pop() {
        let blocks: Vec<BlockId> = rewriter.ir().blocks_of(region).collect();
        for block in blocks {
            changed |= drop_block_redundant_arguments(rewriter, block);
            let ir = rewriter.ir();
            for op in ir.ops_of(block) {
                worklist.extend(ir.regions(op).iter().copied());
            }
        }
    }
    changed
}

/// The value every predecessor of `block` passes as argument `index`, when
/// they all pass one and all are branches whose operands are known.
fn common_incoming_value(ctx: &Context, ir: &Ir, block: BlockId, index: usize) -> Option<Value> {
    let mut common = None;
    for (branch, successor) in ir.predecessor_edges(block) {
        let range = successor_operands(ctx, ir, branch, successor)?;
        if index >= range.len() {
            return None;
        }
        let incoming = ir.operand(branch, range.start + index);
        match common {
            None => common = Some(incoming),
            Some(value) if value == incoming => {}
            Some(_) => return None,
        }
    }
    common
}

/// Drops the redundant arguments of `block`; whether any was dropped.
fn drop_block_redundant_arguments(rewriter: &mut PatternRewriter<'_>, block: BlockId) -> bool {
    let ctx = rewriter.context();
    let args = rewriter.ir().block_arguments(block).to_vec();
    let mut dropped = Vec::new();
    for (index, arg) in args.into_iter().enumerate() {
        let Some(value) = common_incoming_value(ctx, rewriter.ir(), block, index) else {
            continue;
        };
        if value == arg {
            continue;
        }
        dropped.push(index);
        rewriter.replace_all_uses_with(arg, value);
    }
    for &index in dropped.iter().rev() {
        let ir = rewriter.ir_mut();
        let _ = ir.erase_block_argument(block, index);
        for (branch, successor) in ir.predecessor_edges(block) {
            erase_successor_operand(ctx, ir, branch, successor, index);
        }
    }
    !dropped.is_empty()
}
