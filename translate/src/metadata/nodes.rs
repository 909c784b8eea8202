//! Building LLVM metadata through the C API: strings, uniqued tuples,
//! integer constants, self-referencing nodes (the way MLIR builds loop,
//! scope and anonymous TBAA root nodes: a temporary first operand replaced
//! by the node itself), distinct nodes, and attaching a node to an
//! instruction or a global object by kind name.

use crate::llvm;
use crate::llvm::AnyValue;
use crate::llvm::Metadata;
use inkwell::context::Context;

/// `!"text"`.
pub fn string<'ctx>(ctx: &'ctx Context, text: &[u8]) -> Metadata<'ctx> {
    llvm::md_string_in_context2(ctx, text)
}

/// `!{operands...}` (uniqued).
pub fn tuple<'ctx>(ctx: &'ctx Context, operands: &[Metadata<'ctx>]) -> Metadata<'ctx> {
    let operands = operands.to_vec();
    llvm::md_node_in_context2(ctx, &operands)
}

/// `iN value` as metadata.
pub fn int<'ctx>(ctx: &'ctx Context, bits: u32, value: u64) -> Metadata<'ctx> {
    llvm::value_as_metadata(llvm::const_int(
        llvm::int_type_in_context(ctx, bits),
        value,
        0,
    ))
}

/// `distinct !{!self, rest...}`: a node whose first operand is itself.
pub fn self_referencing<'ctx>(ctx: &'ctx Context, rest: &[Metadata<'ctx>]) -> Metadata<'ctx> {
    let temporary = llvm::TemporaryNode::new(ctx);
    let mut operands = Vec::with_capacity(rest.len() + 1);
    operands.push(temporary.as_metadata());
    operands.extend_from_slice(rest);
    let node = llvm::md_node_in_context2(ctx, &operands);
    llvm::replace_md_node_operand_with(llvm::metadata_as_value(ctx, node), 0, node);
    drop(temporary);
    node
}

/// `distinct !{operands...}`.
pub fn distinct<'ctx>(ctx: &'ctx Context, operands: &[Metadata<'ctx>]) -> Metadata<'ctx> {
    crate::llvm::distinct_node(ctx, operands)
}

/// The ID of metadata kind `kind` (`tbaa`, `llvm.loop`...).
pub fn kind_id(ctx: &Context, kind: &str) -> u32 {
    llvm::get_md_kind_id_in_context(ctx, kind)
}

/// Attaches `node` to instruction `inst` as `!kind`.
pub fn attach<'ctx>(ctx: &'ctx Context, inst: AnyValue<'ctx>, kind: &str, node: Metadata<'ctx>) {
    llvm::set_metadata(inst, kind_id(ctx, kind), llvm::metadata_as_value(ctx, node))
}

/// Attaches `node` to the global object (function, variable) `global`.
pub fn attach_global<'ctx>(
    ctx: &'ctx Context,
    global: AnyValue<'ctx>,
    kind: &str,
    node: Metadata<'ctx>,
) {
    llvm::global_set_metadata(global, kind_id(ctx, kind), node)
}
