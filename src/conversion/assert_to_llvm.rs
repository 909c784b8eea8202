//! Lowering `cf.assert` to the LLVM dialect (MLIR's `AssertOpLowering`,
//! part of `convert-cf-to-llvm`): the block is split at the assertion, a
//! failure block appended to the region prints the message with `puts`
//! and calls `abort`, and a `llvm.cond_br` on the condition goes on or
//! fails. The message is a private constant global `assert_msg` (made
//! unique as MLIR makes it), and `puts` and `abort` are declared at the
//! start of the module when missing.

use std::sync::atomic::{AtomicUsize, Ordering};

use dialectic_runtime::rewrite::MatchResult;
use dialectic_runtime::rewrite::conversion::{ConversionPattern, ConversionPatternRewriter};
use dialectic_runtime::storage::ir::Location;
use dialectic_runtime::storage::symbol_table::lookup_symbol;
use dialectic_runtime::{AttrKind, Context, Ir, OpId, OperationState, Type, TypeKind, Value};

use super::llvm_ops::{call, create, create_function};
use crate::dialects::llvm::{
    LLVMArrayType, LLVMFunctionType, LLVMPointerType, LLVMVoidType, Linkage, LinkageAttr,
};
use crate::op_support::{flat_symbol_ref_attr, inherent_or_discardable};

/// The suffix counter of MLIR's `ensureSymbolNameIsUnique`: one for the
/// whole process, as MLIR's is (a name taken in an earlier input of a
/// split file moves the suffixes of later ones too).
static UNIQUE_SUFFIX: AtomicUsize = AtomicUsize::new(0);

/// `cf.assert` to a conditional branch to a failure block.
pub struct LowerAssert;

impl ConversionPattern for LowerAssert {
    fn root(&self) -> Option<&str> {
        Some("cf.assert")
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[Value],
        rewriter: &mut ConversionPatternRewriter<'_>,
    ) -> MatchResult {
        let ctx = rewriter.context();
        let ir = rewriter.ir();
        let message = match ctx.attr_kind(inherent_or_discardable(ctx, ir, op, "msg")?) {
            AttrKind::String { value, .. } => value.to_vec(),
            _ => return None,
        };
        let module = enclosing_module(ctx, ir, op)?;
        let block = ir.op_parent_block(op)?;
        let region = ir.block_parent(block)?;
        let loc = ir.op_loc(op);
        let condition = *operands.first()?;

        let continuation = rewriter.split_block(op);
        let failure = rewriter.create_block(region, None, &[], loc);
        print_message(rewriter, module, &message);
        let abort = declare_at_start(rewriter, module, "abort", &[], ctx.unknown_loc().into());
        call(rewriter, &abort, &[], None, None);
        create(rewriter, "llvm.unreachable", &[], &[], Vec::new());

        rewriter.set_insertion_point_to_end(block);
        let segments = ctx.intern_attr(AttrKind::DenseArray {
            element: ctx.integer_type(32),
            values: vec![1, 0, 0],
        });
        let mut state = OperationState::new(ctx, "llvm.cond_br", ctx.unknown_loc());
        state.operands = vec![condition];
        state.successors = vec![continuation, failure];
        let properties = vec![(ctx.ident("operandSegmentSizes"), segments)];
        state.properties = Some(ctx.dictionary_attr(properties));
        rewriter.create(state);
        rewriter.erase_op(op);
        Some(())
    }
}

/// The closest `builtin.module` around `op`.
fn enclosing_module(ctx: &Context, ir: &Ir, op: OpId) -> Option<OpId> {
    let mut current = ir.parent_op(op);
    while let Some(parent) = current {
        if ctx.ident_str(ir.op_name(parent)) == "builtin.module" {
            return Some(parent);
        }
        current = ir.parent_op(parent);
    }
    None
}

/// MLIR's `createPrintStrCall`: the message as a zero-terminated private
/// constant global at the start of `module`, and a call of `puts` on its
/// address.
fn print_message(rewriter: &mut ConversionPatternRewriter<'_>, module: OpId, message: &[u8]) {
    let ctx = rewriter.context();
    let i8 = ctx.integer_type(8);
    let mut bytes: Vec<u128> = message.iter().map(|&b| u128::from(b)).collect();
    bytes.push(0);
    let count = bytes.len();
    let tensor = ctx.intern_type(TypeKind::RankedTensor {
        shape: vec![count as i64],
        element: i8,
        encoding: None,
    });
    let array = LLVMArrayType::get(ctx, i8, count as u64);
    let name = unique_name(ctx, rewriter.ir(), module, "assert_msg");
    let point = rewriter.insertion_point();
    set_to_module_start(rewriter, module);
    let region = rewriter.ir_mut().create_region();
    let mut state = OperationState::new(ctx, "llvm.mlir.global", ctx.unknown_loc());
    let properties = [
        ("addr_space", ctx.integer_attr(ctx.integer_type(32), 0)),
        ("constant", ctx.unit_attr()),
        ("global_type", ctx.type_attr(array)),
        ("linkage", LinkageAttr::get(ctx, Linkage::Private)),
        ("sym_name", ctx.string_attr(name.as_bytes())),
        ("value", ctx.dense_bits_attr(tensor, bytes)),
        ("visibility_", ctx.integer_attr(ctx.integer_type(64), 0)),
    ];
    let entries = properties
        .into_iter()
        .map(|(n, v)| (ctx.ident(n), v))
        .collect();
    state.properties = Some(ctx.dictionary_attr(entries));
    state.regions = vec![region];
    rewriter.create(state);
    rewriter.set_insertion_point_to(point);

    let ptr = LLVMPointerType::get(ctx, 0);
    let address = create(
        rewriter,
        "llvm.mlir.addressof",
        &[],
        &[ptr],
        vec![("global_name", flat_symbol_ref_attr(ctx, &name))],
    );
    let address = rewriter.ir().result(address, 0);
    let indices = ctx.intern_attr(AttrKind::DenseArray {
        element: ctx.integer_type(32),
        values: vec![0],
    });
    let element = create(
        rewriter,
        "llvm.getelementptr",
        &[address],
        &[ptr],
        vec![
            ("elem_type", ctx.type_attr(array)),
            ("rawConstantIndices", indices),
        ],
    );
    let element = rewriter.ir().result(element, 0);
    let module_loc = rewriter.ir().op_loc(module);
    let puts = declare_at_start(rewriter, module, "puts", &[ptr], module_loc);
    call(rewriter, &puts, &[element], None, None);
}

/// `name`, or `name_N` with MLIR's process-wide counter when `module`
/// already has a symbol of that name.
fn unique_name(ctx: &Context, ir: &Ir, module: OpId, name: &str) -> String {
    let mut unique = name.to_string();
    while lookup_symbol(ctx, ir, module, unique.as_bytes()).is_some() {
        let n = UNIQUE_SUFFIX.fetch_add(1, Ordering::Relaxed);
        unique = format!("{name}_{n}");
    }
    unique
}

/// Sets the insertion point to the start of `module`'s body.
fn set_to_module_start(rewriter: &mut ConversionPatternRewriter<'_>, module: OpId) {
    let ir = rewriter.ir();
    let body = ir.regions(module).first().and_then(|&r| ir.entry_block(r));
    if let Some(body) = body {
        rewriter.set_insertion_point_to_start(body);
    }
}

/// The `void name(params)` function of `module`, declared at its start
/// at `loc` when missing (MLIR's `lookupOrCreateFn`); its name.
fn declare_at_start(
    rewriter: &mut ConversionPatternRewriter<'_>,
    module: OpId,
    name: &str,
    params: &[Type],
    loc: Location,
) -> String {
    let ctx = rewriter.context();
    if lookup_symbol(ctx, rewriter.ir(), module, name.as_bytes()).is_none() {
        let point = rewriter.insertion_point();
        set_to_module_start(rewriter, module);
        let ty = LLVMFunctionType::get(ctx, LLVMVoidType::get(ctx), params.to_vec(), false);
        let linkage = LinkageAttr::get(ctx, Linkage::External);
        let function = create_function(rewriter, name, ty, linkage, ctx.empty_dictionary());
        rewriter.ir_mut().set_op_loc(function, loc);
        rewriter.set_insertion_point_to(point);
    }
    name.to_string()
}
