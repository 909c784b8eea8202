//! Inlining one call (MLIR's `inlineCall` and `inlineRegion`): the
//! callee's body is copied (or moved, for its last use) between the call
//! and the op after it, its entry arguments replaced by the call's
//! operands, each op and region checked with the dialects' inliner
//! interfaces first. A body of one block is spliced into the call's block
//! and its terminator gives the call's results; a body of several blocks
//! splits the call's block, the continuation taking the results as
//! arguments and each inlined terminator branching to it.
//!
//! Nothing is changed when inlining is refused, but for the conversions
//! a dialect built for mismatched types, which are taken back.

use dialectic_runtime::storage::attributes::LocationKind;

use crate::interfaces::{
    CallOpInterface, CallableOpInterface, DialectInlinerInterface, ValueMapping,
};
use crate::op_support::{
    AttrKind, BlockId, Context, Ir, Location, OpId, OperationState, RegionId, Value,
};

/// The inliner interface of the dialect of `op`, if it has one.
fn dialect_of(ctx: &Context, ir: &Ir, op: OpId) -> Option<&'static dyn DialectInlinerInterface> {
    ctx.op_dialect_interface::<dyn DialectInlinerInterface>(ir, op)
}

/// Whether every op of `src` (and of the regions nested in it, where the
/// ops' dialects look inside) may be inlined into `dest`.
fn ops_are_legal(
    ctx: &Context,
    ir: &Ir,
    src: RegionId,
    dest: RegionId,
    would_be_cloned: bool,
    mapping: &ValueMapping,
) -> bool {
    for block in ir.blocks_of(src) {
        for op in ir.ops_of(block) {
            let interface = dialect_of(ctx, ir, op);
            if !interface.is_some_and(|i| {
                i.is_legal_to_inline_op(ctx, ir, op, dest, would_be_cloned, mapping)
            }) {
                return false;
            }
            let recurse = interface.is_none_or(|i| i.should_analyze_recursively(ctx, ir, op));
            if recurse
                && ir
                    .regions(op)
                    .iter()
                    .any(|&r| !ops_are_legal(ctx, ir, r, dest, would_be_cloned, mapping))
            {
                return false;
            }
        }
    }
    true
}

/// Creates the copy of `op` and of what is nested in it, without operands;
/// records the copies of blocks, values and ops.
fn copy_structure(
    ir: &mut Ir,
    op: OpId,
    mapping: &mut ValueMapping,
    blocks: &mut rustc_hash::FxHashMap<BlockId, BlockId>,
    ops: &mut Vec<(OpId, OpId)>,
) -> OpId {
    let regions: Vec<RegionId> = ir.regions(op).to_vec();
    let mut copies = Vec::with_capacity(regions.len());
    for region in regions {
        let copy = ir.create_region();
        let new_blocks = copy_region_blocks(ir, region, mapping, blocks, ops);
        for block in new_blocks {
            ir.append_block(copy, block);
        }
        copies.push(copy);
    }
    let successors: Vec<BlockId> = ir
        .successors(op)
        .map(|s| blocks.get(&s).copied().unwrap_or(s))
        .collect();
    let state = OperationState {
        name: ir.op_name(op),
        loc: ir.op_loc(op),
        operands: Vec::new(),
        result_types: ir.results(op).map(|r| ir.value_type(r)).collect(),
        attributes: ir.op_attributes(op),
        properties: ir.op_properties(op),
        successors,
        regions: copies,
    };
    let copy = ir.create_op(state);
    let results: Vec<(Value, Value)> = ir.results(op).zip(ir.results(copy)).collect();
    for (result, new) in results {
        let loc = ir.value_loc(result);
        ir.set_value_loc(new, loc);
        mapping.insert(result, new);
    }
    ops.push((op, copy));
    copy
}

/// Copies the blocks of `region` as detached blocks: block arguments the
/// mapping already maps are left out (the entry block's, replaced by the
/// call's operands).
fn copy_region_blocks(
    ir: &mut Ir,
    region: RegionId,
    mapping: &mut ValueMapping,
    blocks: &mut rustc_hash::FxHashMap<BlockId, BlockId>,
    ops: &mut Vec<(OpId, OpId)>,
) -> Vec<BlockId> {
    let sources: Vec<BlockId> = ir.blocks_of(region).collect();
    let mut copies = Vec::with_capacity(sources.len());
    for &block in &sources {
        let copy = ir.create_block();
        for arg in ir.block_arguments(block).to_vec() {
            if mapping.contains_key(&arg) {
                continue;
            }
            let new = ir.add_block_argument(copy, ir.value_type(arg), ir.value_loc(arg));
            mapping.insert(arg, new);
        }
        blocks.insert(block, copy);
        copies.push(copy);
    }
    for (&block, &copy) in sources.iter().zip(&copies) {
        let children: Vec<OpId> = ir.ops_of(block).collect();
        for op in children {
            let new = copy_structure(ir, op, mapping, blocks, ops);
            ir.append_op(copy, new);
        }
    }
    copies
}

/// Copies the blocks of `src` (MLIR's `Region::cloneInto`) as detached
/// blocks, the values the mapping maps replaced.
fn clone_blocks(ir: &mut Ir, src: RegionId, mapping: &mut ValueMapping) -> Vec<BlockId> {
    let mut blocks = rustc_hash::FxHashMap::default();
    let mut ops = Vec::new();
    let copies = copy_region_blocks(ir, src, mapping, &mut blocks, &mut ops);
    for (op, copy) in ops {
        let operands: Vec<Value> = ir
            .operands(op)
            .map(|v| mapping.get(&v).copied().unwrap_or(v))
            .collect();
        if !operands.is_empty() {
            ir.set_operands(copy, &operands);
        }
    }
    copies
}

/// Detaches the blocks of `src` to move them, replacing the uses of the
/// values the mapping maps.
fn take_blocks(ir: &mut Ir, src: RegionId, mapping: &ValueMapping) -> Vec<BlockId> {
    let blocks: Vec<BlockId> = ir.blocks_of(src).collect();
    for &block in &blocks {
        ir.remove_block(block);
    }
    let mut nested = Vec::new();
    for_each_op(ir, &blocks, &mut |op| nested.push(op));
    for op in nested {
        let operands: Vec<Value> = ir.operands(op).collect();
        if operands.iter().any(|v| mapping.contains_key(v)) {
            let mapped: Vec<Value> = operands
                .iter()
                .map(|v| mapping.get(v).copied().unwrap_or(*v))
                .collect();
            ir.set_operands(op, &mapped);
        }
    }
    blocks
}

/// Calls `f` on every op of `blocks` and every op nested in them, each op
/// before those nested in it.
fn for_each_op(ir: &Ir, blocks: &[BlockId], f: &mut dyn FnMut(OpId)) {
    for &block in blocks {
        for op in ir.ops_of(block) {
            f(op);
            for &region in ir.regions(op) {
                let nested: Vec<BlockId> = ir.blocks_of(region).collect();
                for_each_op(ir, &nested, f);
            }
        }
    }
}

/// Puts the detached `blocks` right after `after` in its region, in order.
fn insert_blocks_after(ir: &mut Ir, after: BlockId, blocks: &[BlockId]) {
    let mut previous = after;
    for &block in blocks {
        ir.insert_block_after(previous, block);
        previous = block;
    }
}

/// Moves the ops of `block` from `first` on into a new block right after
/// it (MLIR's `Block::splitBlock`).
fn split_block(ir: &mut Ir, block: BlockId, first: Option<OpId>) -> BlockId {
    let tail = ir.create_block();
    let mut next = first;
    while let Some(op) = next {
        next = ir.next_op(op);
        ir.remove_op(op);
        ir.append_op(tail, op);
    }
    insert_blocks_after(ir, block, &[tail]);
    tail
}

/// Moves the ops of `source` to the end of `dest`.
fn splice_ops(ir: &mut Ir, source: BlockId, dest: BlockId) {
    while let Some(op) = ir.first_op(source) {
        ir.remove_op(op);
        ir.append_op(dest, op);
    }
}

/// `callsite(callee at caller)`.
fn call_site(ctx: &Context, callee: Location, caller: Location) -> Location {
    let callee = callee.to_attr(ctx);
    let caller = caller.to_attr(ctx);
    Location::Attr(ctx.intern_attr(AttrKind::Location(LocationKind::CallSite {
        callee,
        caller,
    })))
}

/// Gives each inlined op the location `callsite(its location at the
/// call's)`.
fn remap_locations(ctx: &Context, ir: &mut Ir, blocks: &[BlockId], call_loc: Location) {
    let mut ops = Vec::new();
    for_each_op(ir, blocks, &mut |op| ops.push(op));
    let mut remapped: rustc_hash::FxHashMap<Location, Location> = rustc_hash::FxHashMap::default();
    for op in ops {
        let loc = ir.op_loc(op);
        let new = *remapped
            .entry(loc)
            .or_insert_with(|| call_site(ctx, loc, call_loc));
        ir.set_op_loc(op, new);
    }
}

fn is_unknown(ctx: &Context, loc: Location) -> bool {
    match loc {
        Location::Attr(attr) => matches!(
            ctx.attr_kind(attr),
            AttrKind::Location(LocationKind::Unknown)
        ),
        Location::Source { .. } => false,
    }
}

/// Inlines `src`, the body of `callable`, at `call`, copying it when
/// `clone` (moving it otherwise). `inlined` sees the new blocks before
/// their terminators are handled (MLIR's `processInlinedBlocks`). Returns
/// whether the call was inlined; the caller erases the call then.
pub fn inline_call(
    ctx: &Context,
    ir: &mut Ir,
    call: OpId,
    callable: OpId,
    src: RegionId,
    clone: bool,
    inlined: &mut dyn FnMut(&Context, &Ir, &[BlockId]),
) -> bool {
    let Some(entry) = ir.entry_block(src) else {
        return false;
    };
    let Some(call_interface) = ctx.op_interface::<dyn CallOpInterface>(ir, call) else {
        return false;
    };
    let Some(callable_interface) = ctx.op_interface::<dyn CallableOpInterface>(ir, callable) else {
        return false;
    };
    let result_types = callable_interface.result_types(ctx, ir);
    let operands = call_interface.arg_operands(ctx, ir);
    let results: Vec<Value> = ir.results(call).collect();
    let entry_args: Vec<Value> = ir.block_arguments(entry).to_vec();
    if operands.len() != entry_args.len() || results.len() != result_types.len() {
        return false;
    }
    let call_dialect = dialect_of(ctx, ir, call);
    let call_loc = ir.op_loc(call);
    // The conversions built for mismatched types, taken back on failure.
    let mut casts: Vec<OpId> = Vec::new();
    let undo = |ir: &mut Ir, casts: &[OpId]| {
        for &cast in casts {
            let result = ir.result(cast, 0);
            let input = ir.operand(cast, 0);
            ir.replace_all_uses_with(result, input);
            ir.erase_op(cast).expect("the conversion has no uses left");
        }
        false
    };
    let mut mapping = ValueMapping::default();
    for (&arg, &operand) in entry_args.iter().zip(&operands) {
        let mut value = operand;
        let arg_type = ir.value_type(arg);
        if ir.value_type(operand) != arg_type {
            let cast = call_dialect.and_then(|d| {
                d.materialize_call_conversion(ctx, ir, operand, arg_type, call_loc, call)
            });
            let Some(cast) = cast else {
                return undo(ir, &casts);
            };
            casts.push(cast);
            value = ir.result(cast, 0);
        }
        mapping.insert(arg, value);
    }
    for (index, &result) in results.iter().enumerate() {
        let ty = ir.value_type(result);
        if ty == result_types[index] {
            continue;
        }
        // A conversion of the result to its own type now, whose operand
        // becomes the inlined value when the result is replaced.
        let Some(after) = ir.next_op(call) else {
            return undo(ir, &casts);
        };
        let cast = call_dialect
            .and_then(|d| d.materialize_call_conversion(ctx, ir, result, ty, call_loc, after));
        let Some(cast) = cast else {
            return undo(ir, &casts);
        };
        casts.push(cast);
        let converted = ir.result(cast, 0);
        ir.replace_all_uses_with(result, converted);
        ir.set_operands(cast, &[result]);
    }
    if !call_dialect.is_some_and(|d| d.is_legal_to_inline_call(ctx, ir, call, callable, clone)) {
        return undo(ir, &casts);
    }
    if !inline_region(
        ctx,
        ir,
        InlineSite {
            call,
            callable,
            src,
            results: &results,
            result_types: &result_types,
            clone,
        },
        &mut mapping,
        inlined,
    ) {
        return undo(ir, &casts);
    }
    true
}

/// Where and what to inline.
struct InlineSite<'a> {
    call: OpId,
    callable: OpId,
    src: RegionId,
    results: &'a [Value],
    result_types: &'a [crate::op_support::Type],
    clone: bool,
}

fn inline_region(
    ctx: &Context,
    ir: &mut Ir,
    site: InlineSite<'_>,
    mapping: &mut ValueMapping,
    inlined: &mut dyn FnMut(&Context, &Ir, &[BlockId]),
) -> bool {
    let InlineSite {
        call,
        callable,
        src,
        results,
        result_types,
        clone,
    } = site;
    let block = ir.op_parent_block(call).expect("a call is in a block");
    let dest = ir.block_parent(block).expect("a block is in a region");
    let dest_parent = ir.region_parent(dest).expect("a region belongs to an op");
    let region_legal = dialect_of(ctx, ir, dest_parent)
        .is_some_and(|d| d.is_legal_to_inline_region(ctx, ir, dest, src, clone, mapping));
    if !region_legal || !ops_are_legal(ctx, ir, src, dest, clone, mapping) {
        return false;
    }
    // The callable's dialect may replace what is passed for each argument.
    let entry = ir.entry_block(src).expect("the body has an entry block");
    let entry_args: Vec<Value> = ir.block_arguments(entry).to_vec();
    if let Some(callable_dialect) = dialect_of(ctx, ir, callable) {
        for (index, arg) in entry_args.into_iter().enumerate() {
            let attrs = ctx
                .op_interface::<dyn crate::interfaces::FunctionOpInterface>(ir, callable)
                .and_then(|f| f.arg_attr_dict(ctx, ir, index))
                .unwrap_or_else(|| ctx.empty_dictionary());
            let passed = mapping[&arg];
            let value = callable_dialect.handle_argument(ctx, ir, call, callable, passed, attrs);
            mapping.insert(arg, value);
        }
    }
    let after_call = ir.next_op(call);
    let post = split_block(ir, block, after_call);
    let new_blocks = if clone {
        clone_blocks(ir, src, mapping)
    } else {
        take_blocks(ir, src, mapping)
    };
    insert_blocks_after(ir, block, &new_blocks);
    let call_loc = ir.op_loc(call);
    if !is_unknown(ctx, call_loc) {
        remap_locations(ctx, ir, &new_blocks, call_loc);
    }
    if let Some(call_dialect) = dialect_of(ctx, ir, call) {
        call_dialect.process_inlined_call_blocks(ctx, ir, call, &new_blocks);
    }
    inlined(ctx, ir, &new_blocks);
    let first = new_blocks[0];
    if new_blocks.len() == 1 {
        let terminator = ir
            .last_op(first)
            .expect("an inlined block ends with a terminator");
        if let Some(dialect) = dialect_of(ctx, ir, terminator) {
            dialect.handle_terminator_replacing(ctx, ir, terminator, results);
        }
        ir.erase_op(terminator)
            .expect("a terminator has no results");
        splice_ops(ir, post, first);
        ir.erase_block(post);
    } else {
        for (&result, &ty) in results.iter().zip(result_types) {
            let loc = ir.value_loc(result);
            let arg = ir.add_block_argument(post, ty, loc);
            ir.replace_all_uses_with(result, arg);
        }
        for &new in &new_blocks {
            let Some(terminator) = ir.last_op(new) else {
                continue;
            };
            if let Some(dialect) = dialect_of(ctx, ir, terminator) {
                dialect.handle_terminator_with_continuation(ctx, ir, terminator, post);
            }
        }
    }
    splice_ops(ir, first, block);
    ir.erase_block(first);
    true
}
