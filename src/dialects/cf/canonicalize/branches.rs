//! What the cf patterns share: building branches in place of an op
//! (MLIR's `replaceOpWithNewOp<BranchOp>` and friends), the predecessors
//! of a block, and collapsing a successor that only branches on
//! (MLIR's `collapseBranch`).

use crate::dialects::cf::{BranchOp, CondBranchOp, SwitchOp};
use crate::op_support::{
    AttrKind, Attribute, BlockId, Context, Ir, OpId, OperationState, PatternRewriter, TypeKind,
    Value, ValueOwner,
};

/// `array<i32: ...>`.
fn dense_i32(ctx: &Context, values: &[usize]) -> Attribute {
    ctx.intern_attr(AttrKind::DenseArray {
        element: ctx.integer_type(32),
        values: values.iter().map(|&v| v as u32 as u128).collect(),
    })
}

/// Replaces `op` with `cf.br dest(operands)`.
pub(super) fn replace_with_branch(
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
    dest: BlockId,
    operands: &[Value],
) {
    let ctx = rewriter.context();
    let mut state = OperationState::new(ctx, BranchOp::NAME, rewriter.ir().op_loc(op));
    state.operands = operands.to_vec();
    state.successors.push(dest);
    let branch = rewriter.create(state);
    rewriter.replace_op_with_op(op, branch);
}

/// Replaces `op` with `cf.cond_br condition, t(t_operands), f(f_operands)`.
pub(super) fn replace_with_cond_branch(
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
    condition: Value,
    (t, t_operands): (BlockId, &[Value]),
    (f, f_operands): (BlockId, &[Value]),
) {
    let ctx = rewriter.context();
    let mut state = OperationState::new(ctx, CondBranchOp::NAME, rewriter.ir().op_loc(op));
    state.operands.push(condition);
    state.operands.extend_from_slice(t_operands);
    state.operands.extend_from_slice(f_operands);
    state.successors = vec![t, f];
    let sizes = dense_i32(ctx, &[1, t_operands.len(), f_operands.len()]);
    state.properties = Some(ctx.dictionary_attr(vec![(ctx.ident("operandSegmentSizes"), sizes)]));
    let branch = rewriter.create(state);
    rewriter.replace_op_with_op(op, branch);
}

/// One destination of a switch: its case value (`None` for the default),
/// block and operands.
pub(super) struct SwitchCase {
    pub(super) value: Option<u128>,
    pub(super) dest: BlockId,
    pub(super) operands: Vec<Value>,
}

/// Replaces `op` with `cf.switch flag` over `default` and `cases`
/// (MLIR's `SwitchOp::build` with case values: no `case_values` when
/// there is no case).
pub(super) fn replace_with_switch(
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
    flag: Value,
    default: &SwitchCase,
    cases: &[SwitchCase],
) {
    let ctx = rewriter.context();
    let ir = rewriter.ir();
    let mut state = OperationState::new(ctx, SwitchOp::NAME, ir.op_loc(op));
    state.operands.push(flag);
    state.operands.extend_from_slice(&default.operands);
    state.successors.push(default.dest);
    for case in cases {
        state.operands.extend_from_slice(&case.operands);
        state.successors.push(case.dest);
    }
    let case_sizes: Vec<usize> = cases.iter().map(|c| c.operands.len()).collect();
    let total: usize = case_sizes.iter().sum();
    let mut properties = vec![
        (
            ctx.ident("case_operand_segments"),
            dense_i32(ctx, &case_sizes),
        ),
        (
            ctx.ident("operandSegmentSizes"),
            dense_i32(ctx, &[1, default.operands.len(), total]),
        ),
    ];
    if !cases.is_empty() {
        let flag_type = ir.value_type(flag);
        let vector = ctx.intern_type(TypeKind::Vector {
            shape: vec![cases.len() as i64],
            scalable: vec![false],
            element: flag_type,
        });
        let values = cases.iter().map(|c| c.value.unwrap_or(0)).collect();
        properties.push((
            ctx.ident("case_values"),
            ctx.dense_bits_attr(vector, values),
        ));
    }
    state.properties = Some(ctx.dictionary_attr(properties));
    let switch = rewriter.create(state);
    rewriter.replace_op_with_op(op, switch);
}

/// The only predecessor edge of `block`, if it has exactly one (MLIR's
/// `getSinglePredecessor`).
pub(super) fn single_predecessor(ir: &Ir, block: BlockId) -> Option<BlockId> {
    let mut predecessors = ir.predecessors(block);
    let first = predecessors.next()?;
    predecessors.next().is_none().then_some(first)
}

/// The block all predecessor edges of `block` come from, if there is one
/// (MLIR's `getUniquePredecessor`).
pub(super) fn unique_predecessor(ir: &Ir, block: BlockId) -> Option<BlockId> {
    let mut predecessors = ir.predecessors(block);
    let first = predecessors.next()?;
    predecessors.all(|p| p == first).then_some(first)
}

/// If `successor` only branches on unconditionally (with its arguments
/// used by that branch alone), where it goes and with which values given
/// `operands` for its arguments (MLIR's `collapseBranch`).
pub(super) fn collapse_branch(
    ctx: &Context,
    ir: &Ir,
    successor: BlockId,
    operands: &[Value],
) -> Option<(BlockId, Vec<Value>)> {
    let only = ir.first_op(successor)?;
    if ir.next_op(only).is_some() {
        return None;
    }
    let branch = BranchOp::from_op(ctx, ir, only)?;
    for &arg in ir.block_arguments(successor) {
        if ir.uses(arg).any(|u| ir.operand_owner(u) != only) {
            return None;
        }
    }
    let dest = branch.dest(ctx, ir);
    if dest == successor {
        return None;
    }
    let forwarded = branch.dest_operands(ctx, ir);
    let values = forwarded
        .into_iter()
        .map(|v| match ir.value_owner(v) {
            ValueOwner::BlockArgument { block, index } if block == successor => {
                operands.get(index as usize).copied().unwrap_or(v)
            }
            _ => v,
        })
        .collect();
    Some((dest, values))
}
