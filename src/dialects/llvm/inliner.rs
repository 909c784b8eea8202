//! The LLVM dialect's answer to the inliner (MLIR 19's
//! `LLVMInlinerInterface`), for ordinary code: an `llvm.call` to an
//! `llvm.func` is inlined when the body is copied and the function is not
//! variadic, `no_inline`, with a personality, with `inalloca` arguments or
//! with one of the passthrough attributes `noduplicate`,
//! `presplitcoroutine`, `returns_twice` and `strictfp`; any op but
//! `llvm.intr.vastart` may be inlined; `llvm.return` gives the call's
//! results or becomes an `llvm.br` to the continuation. The allocas of
//! constant size of the callee's entry block move to the caller's entry
//! block, their lifetime marked where they were and before each return,
//! and dynamic allocas get a stack save and restore around the body.
//!
//! What MLIR does for aliasing metadata is left out: a callee with `byval`
//! or `noalias` arguments, or with alias scopes, and a call with alias
//! scopes or access groups, are not inlined (MLIR copies `byval` arguments
//! and makes fresh alias scopes).

use crate::interfaces::{DialectInlinerInterface, ValueMapping};
use crate::op_support::{
    self, AttrKind, Attribute, BlockId, Context, Ir, OpId, OpTraits, OperationState, RegionId,
    Value,
};

use super::{LLVMFunctionType, LLVMPointerType};

/// The passthrough function attributes that forbid inlining.
const DISALLOWED_PASSTHROUGH: &[&str] = &[
    "noduplicate",
    "presplitcoroutine",
    "returns_twice",
    "strictfp",
];

/// The argument attributes whose handling is left out.
const UNHANDLED_ARGUMENT_ATTRS: &[&str] = &["llvm.inalloca", "llvm.byval", "llvm.noalias"];

/// The aliasing attributes whose handling is left out.
const UNHANDLED_OP_ATTRS: &[&str] = &["alias_scopes", "noalias_scopes", "access_groups"];

fn name_is(ctx: &Context, ir: &Ir, op: OpId, name: &str) -> bool {
    ctx.ident_str(ir.op_name(op)) == name
}

fn attr(ctx: &Context, ir: &Ir, op: OpId, name: &str) -> Option<Attribute> {
    op_support::inherent_or_discardable(ctx, ir, op, name)
}

/// Whether the function's attributes allow inlining it.
fn function_allows_inlining(ctx: &Context, ir: &Ir, func: OpId) -> bool {
    if attr(ctx, ir, func, "no_inline").is_some() || attr(ctx, ir, func, "personality").is_some() {
        return false;
    }
    let variadic = attr(ctx, ir, func, "function_type")
        .and_then(|a| op_support::type_of(ctx, a))
        .and_then(|t| LLVMFunctionType::var_arg(ctx, t))
        .unwrap_or(false);
    if variadic {
        return false;
    }
    if let Some(arg_attrs) = attr(ctx, ir, func, "arg_attrs")
        && let AttrKind::Array(dicts) = ctx.attr_kind(arg_attrs)
    {
        let unhandled = dicts.iter().any(|&dict| {
            UNHANDLED_ARGUMENT_ATTRS
                .iter()
                .any(|name| ctx.dictionary_get(dict, name).is_some())
        });
        if unhandled {
            return false;
        }
    }
    if let Some(passthrough) = attr(ctx, ir, func, "passthrough")
        && let AttrKind::Array(entries) = ctx.attr_kind(passthrough)
    {
        let disallowed = entries.iter().any(|&entry| {
            matches!(ctx.attr_kind(entry), AttrKind::String { value, .. }
                if DISALLOWED_PASSTHROUGH.iter().any(|d| d.as_bytes() == value.as_ref()))
        });
        if disallowed {
            return false;
        }
    }
    true
}

/// Whether `op` or an op nested in it carries aliasing metadata.
fn has_aliasing_metadata(ctx: &Context, ir: &Ir, op: OpId) -> bool {
    if UNHANDLED_OP_ATTRS
        .iter()
        .any(|name| attr(ctx, ir, op, name).is_some())
        || name_is(ctx, ir, op, "llvm.intr.experimental.noalias.scope.decl")
    {
        return true;
    }
    ir.regions(op).iter().any(|&region| {
        ir.blocks_of(region).any(|block| {
            ir.ops_of(block)
                .any(|nested| has_aliasing_metadata(ctx, ir, nested))
        })
    })
}

/// The integer value of a constant op defining `value`.
fn constant_integer(ctx: &Context, ir: &Ir, value: Value) -> Option<Attribute> {
    let op = ir.defining_op(value)?;
    let constant = ctx
        .op_registration(ir.op_name(op))
        .is_some_and(|r| r.traits.contains(OpTraits::CONSTANT_LIKE));
    if !constant {
        return None;
    }
    let value = attr(ctx, ir, op, "value")?;
    matches!(ctx.attr_kind(value), AttrKind::Integer { .. }).then_some(value)
}

/// Whether a lifetime intrinsic uses the alloca, directly or through
/// bitcasts.
fn has_lifetime_markers(ctx: &Context, ir: &Ir, alloca: OpId) -> bool {
    let mut stack: Vec<OpId> = ir
        .uses(ir.result(alloca, 0))
        .map(|u| ir.operand_owner(u))
        .collect();
    while let Some(user) = stack.pop() {
        if name_is(ctx, ir, user, "llvm.intr.lifetime.start")
            || name_is(ctx, ir, user, "llvm.intr.lifetime.end")
        {
            return true;
        }
        if name_is(ctx, ir, user, "llvm.bitcast") {
            stack.extend(ir.uses(ir.result(user, 0)).map(|u| ir.operand_owner(u)));
        }
    }
    false
}

/// Creates `state` before `before` (at the end of `block` when `None`).
fn create_at(ir: &mut Ir, block: BlockId, before: Option<OpId>, state: OperationState) -> OpId {
    let op = ir.create_op(state);
    ir.insert_op(block, before, op);
    op
}

/// `llvm.intr.lifetime.start` or `.end` of `size` bytes at `ptr`.
fn lifetime_marker(
    ctx: &Context,
    name: &str,
    size: i128,
    ptr: Value,
    loc: op_support::Location,
) -> OperationState {
    let mut state = OperationState::new(ctx, name, loc);
    let i64_type = ctx.integer_type(64);
    let size = ctx.integer_attr(i64_type, size);
    state.properties = Some(ctx.dictionary_attr(vec![(ctx.ident("size"), size)]));
    state.operands = vec![ptr];
    state
}

/// MLIR's `handleInlinedAllocas`: moves the constant-size allocas of the
/// inlined entry block to the caller's entry block, marks their lifetime,
/// and saves and restores the stack around dynamic allocas.
fn handle_inlined_allocas(ctx: &Context, ir: &mut Ir, call: OpId, blocks: &[BlockId]) {
    let Some(&callee_entry) = blocks.first() else {
        return;
    };
    let region = ir
        .block_parent(callee_entry)
        .expect("inlined blocks are in a region");
    let caller_entry = ir
        .entry_block(region)
        .expect("the caller's region has blocks");
    if caller_entry == callee_entry {
        return;
    }
    // (alloca, array size, whether to mark its lifetime)
    let mut to_move: Vec<(OpId, Attribute, bool)> = Vec::new();
    let mut should_insert_lifetimes = false;
    let mut has_dynamic_alloca = false;
    for op in ir.ops_of(callee_entry).collect::<Vec<_>>() {
        if !name_is(ctx, ir, op, "llvm.alloca") {
            continue;
        }
        let Some(size) = constant_integer(ctx, ir, ir.operand(op, 0)) else {
            has_dynamic_alloca = true;
            continue;
        };
        let nonzero = op_support::integer_of(ctx, size).is_some_and(|v| v != 0);
        let mark = nonzero && !has_lifetime_markers(ctx, ir, op);
        should_insert_lifetimes |= mark;
        to_move.push((op, size, mark));
    }
    for &block in &blocks[1..] {
        if has_dynamic_alloca {
            break;
        }
        has_dynamic_alloca = ir.ops_of(block).any(|op| {
            name_is(ctx, ir, op, "llvm.alloca")
                && constant_integer(ctx, ir, ir.operand(op, 0)).is_none()
        });
    }
    if to_move.is_empty() && !has_dynamic_alloca {
        return;
    }
    let call_loc = ir.op_loc(call);
    let ptr_type = LLVMPointerType::get(ctx, 0);
    let mut stack_pointer = None;
    if has_dynamic_alloca {
        let mut save = OperationState::new(ctx, "llvm.intr.stacksave", call_loc);
        save.result_types = vec![ptr_type];
        let first = ir.first_op(callee_entry);
        let save = create_at(ir, callee_entry, first, save);
        stack_pointer = Some(ir.result(save, 0));
    }
    // New constants go before what was first in the caller's entry block,
    // each followed by its alloca.
    let caller_first = ir.first_op(caller_entry);
    for &(alloca, size, mark) in &to_move {
        let loc = ir.op_loc(alloca);
        let size_type = ir.value_type(ir.operand(alloca, 0));
        let mut constant = OperationState::new(ctx, "llvm.mlir.constant", loc);
        constant.result_types = vec![size_type];
        constant.properties = Some(ctx.dictionary_attr(vec![(ctx.ident("value"), size)]));
        let constant = create_at(ir, caller_entry, caller_first, constant);
        if mark {
            let bytes = op_support::integer_of(ctx, size).unwrap_or_default();
            let ptr = ir.result(alloca, 0);
            let start = lifetime_marker(ctx, "llvm.intr.lifetime.start", bytes, ptr, loc);
            create_at(ir, callee_entry, Some(alloca), start);
        }
        ir.remove_op(alloca);
        ir.insert_op(caller_entry, ir.next_op(constant), alloca);
        let new_size = ir.result(constant, 0);
        let mut operands: Vec<Value> = ir.operands(alloca).collect();
        operands[0] = new_size;
        ir.set_operands(alloca, &operands);
    }
    if !should_insert_lifetimes && !has_dynamic_alloca {
        return;
    }
    for &block in blocks {
        let Some(terminator) = ir.last_op(block) else {
            continue;
        };
        let return_like = ctx
            .op_registration(ir.op_name(terminator))
            .is_some_and(|r| r.traits.contains(OpTraits::RETURN_LIKE));
        if !return_like {
            continue;
        }
        if let Some(pointer) = stack_pointer {
            let mut restore = OperationState::new(ctx, "llvm.intr.stackrestore", call_loc);
            restore.operands = vec![pointer];
            create_at(ir, block, Some(terminator), restore);
        }
        for &(alloca, size, mark) in &to_move {
            if mark {
                let bytes = op_support::integer_of(ctx, size).unwrap_or_default();
                let loc = ir.op_loc(alloca);
                let ptr = ir.result(alloca, 0);
                let end = lifetime_marker(ctx, "llvm.intr.lifetime.end", bytes, ptr, loc);
                create_at(ir, block, Some(terminator), end);
            }
        }
    }
}

impl DialectInlinerInterface for super::LLVMDialect {
    fn is_legal_to_inline_call(
        &self,
        ctx: &Context,
        ir: &Ir,
        call: OpId,
        callable: OpId,
        would_be_cloned: bool,
    ) -> bool {
        would_be_cloned
            && name_is(ctx, ir, call, "llvm.call")
            && name_is(ctx, ir, callable, "llvm.func")
            && function_allows_inlining(ctx, ir, callable)
            && !has_aliasing_metadata(ctx, ir, callable)
            && !UNHANDLED_OP_ATTRS
                .iter()
                .any(|name| attr(ctx, ir, call, name).is_some())
    }

    fn is_legal_to_inline_region(
        &self,
        _ctx: &Context,
        _ir: &Ir,
        _dest: RegionId,
        _src: RegionId,
        _would_be_cloned: bool,
        _mapping: &ValueMapping,
    ) -> bool {
        true
    }

    fn is_legal_to_inline_op(
        &self,
        ctx: &Context,
        ir: &Ir,
        op: OpId,
        _dest: RegionId,
        _would_be_cloned: bool,
        _mapping: &ValueMapping,
    ) -> bool {
        // The inliner cannot forward the caller's variadic arguments.
        !name_is(ctx, ir, op, "llvm.intr.vastart")
    }

    fn handle_terminator_with_continuation(
        &self,
        ctx: &Context,
        ir: &mut Ir,
        op: OpId,
        continuation: BlockId,
    ) {
        if !name_is(ctx, ir, op, "llvm.return") {
            return;
        }
        let mut branch = OperationState::new(ctx, "llvm.br", ir.op_loc(op));
        branch.operands = ir.operands(op).collect();
        branch.successors = vec![continuation];
        let block = ir
            .op_parent_block(op)
            .expect("an inlined terminator is in a block");
        create_at(ir, block, Some(op), branch);
        ir.erase_op(op).expect("a terminator has no results");
    }

    fn handle_terminator_replacing(
        &self,
        _ctx: &Context,
        ir: &mut Ir,
        op: OpId,
        values_to_replace: &[Value],
    ) {
        let returned: Vec<Value> = ir.operands(op).collect();
        for (&old, new) in values_to_replace.iter().zip(returned) {
            ir.replace_all_uses_with(old, new);
        }
    }

    fn process_inlined_call_blocks(
        &self,
        ctx: &Context,
        ir: &mut Ir,
        call: OpId,
        blocks: &[BlockId],
    ) {
        handle_inlined_allocas(ctx, ir, call, blocks);
    }
}
