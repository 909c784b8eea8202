//! `llvm.func`: declared with its signature and attributes before any body
//! is translated; then its body, block by block in topological order
//! (definitions before uses), with a PHI node for each argument of a
//! non-entry block, connected to the values its predecessors pass once
//! every op of the function is translated.

use std::collections::HashSet;

use dialectic::op_support::{string_of, symbol_ref_of};
use dialectic::{AttrKind, BlockId, OpId, RegionId};
use inkwell::llvm_sys::core::*;
use inkwell::llvm_sys::prelude::*;

use crate::attributes::{add_attributes_from_dict, add_function_attribute, add_passthrough};
use crate::enums;
use crate::error::{TranslateError, TranslateResult};
use crate::module_translation::ModuleTranslation;

/// The LLVM attribute index of the function itself.
pub const FUNCTION_INDEX: u32 = u32::MAX;

/// Declares the function `op` (an `llvm.func`) with its attributes.
pub fn declare_function(t: &mut ModuleTranslation<'_>, op: OpId) -> TranslateResult<()> {
    let name = t
        .attr(op, "sym_name")
        .and_then(|a| string_of(t.ctx, a))
        .ok_or_else(|| TranslateError::at(op, "has no symbol name"))?;
    let ty = t
        .attr(op, "function_type")
        .and_then(|a| dialectic::op_support::type_of(t.ctx, a))
        .ok_or_else(|| TranslateError::at(op, "has no function type"))?;
    let fn_type = t.llvm_type(op, ty)?;
    let cname = t.c_string(op, &name)?;
    // SAFETY: the module and the type are live; names are copied.
    let function = unsafe {
        let existing = LLVMGetNamedFunction(t.llvm_module(), cname.as_ptr());
        if existing.is_null() {
            LLVMAddFunction(t.llvm_module(), cname.as_ptr(), fn_type)
        } else {
            existing
        }
    };
    t.map_symbol(&name, function);
    enums::set_global_properties(t, op, function)?;
    if let Some(cconv) = t
        .attr(op, "CConv")
        .and_then(|a| enums::dialect_enum(t, a, "cconv"))
    {
        // SAFETY: `function` is a function of the module.
        unsafe { LLVMSetFunctionCallConv(function, cconv as u32) };
    }
    for (attr, llvm_name) in [
        ("no_inline", "noinline"),
        ("always_inline", "alwaysinline"),
        ("no_unwind", "nounwind"),
        ("optimize_none", "optnone"),
        ("will_return", "willreturn"),
        ("convergent", "convergent"),
        ("arm_streaming", ""),
    ] {
        if !llvm_name.is_empty() && t.attr(op, attr).is_some() {
            add_function_attribute(t, function, FUNCTION_INDEX, llvm_name, None);
        }
    }
    for (attr, llvm_name) in [("target_cpu", "target-cpu"), ("tune_cpu", "tune-cpu")] {
        if let Some(value) = t.attr(op, attr).and_then(|a| string_of(t.ctx, a)) {
            add_function_attribute(t, function, FUNCTION_INDEX, llvm_name, Some(&value));
        }
    }
    if let Some(kind) = t
        .attr(op, "frame_pointer")
        .and_then(|a| enums::dialect_enum(t, a, "framePointerKind"))
    {
        let value = ["none", "non-leaf", "all", "reserved"]
            .get(kind as usize)
            .copied()
            .unwrap_or("none");
        add_function_attribute(t, function, FUNCTION_INDEX, "frame-pointer", Some(value));
    }
    if let Some(passthrough) = t.attr(op, "passthrough") {
        add_passthrough(t, op, function, passthrough)?;
    }
    if let Some(section) = t.attr(op, "section").and_then(|a| string_of(t.ctx, a)) {
        let section = t.c_string(op, &section)?;
        // SAFETY: as above.
        unsafe { LLVMSetSection(function, section.as_ptr()) };
    }
    if let Some(AttrKind::Array(args)) = t.attr(op, "arg_attrs").map(|a| t.ctx.attr_kind(a).clone())
    {
        for (i, dict) in args.iter().enumerate() {
            add_attributes_from_dict(t, op, function, i as u32 + 1, *dict)?;
        }
    }
    if let Some(AttrKind::Array(results)) =
        t.attr(op, "res_attrs").map(|a| t.ctx.attr_kind(a).clone())
        && let Some(dict) = results.first()
    {
        add_attributes_from_dict(t, op, function, 0, *dict)?;
    }
    Ok(())
}

/// Translates the body of `op` (an `llvm.func`), if it has one.
pub fn translate_function_body(t: &mut ModuleTranslation<'_>, op: OpId) -> TranslateResult<()> {
    let Some(&region) = t.ir.regions(op).first() else {
        return Ok(());
    };
    if t.ir.region_is_empty(region) {
        return Ok(());
    }
    let name = t
        .attr(op, "sym_name")
        .and_then(|a| string_of(t.ctx, a))
        .unwrap_or_default();
    let function = t.lookup_symbol(op, &name)?;
    if let Some(personality) = t
        .attr(op, "personality")
        .and_then(|a| symbol_ref_of(t.ctx, a))
    {
        let personality = t.lookup_symbol(op, &personality)?;
        // SAFETY: both are functions of the module.
        unsafe { LLVMSetPersonalityFn(function, personality) };
    }
    // Blocks in region order; their translation in topological order.
    let blocks: Vec<BlockId> = t.ir.blocks_of(region).collect();
    for (i, &block) in blocks.iter().enumerate() {
        let label = if i == 0 {
            c"entry".as_ptr()
        } else {
            c"".as_ptr()
        };
        // SAFETY: `function` is a function of the module.
        let bb = unsafe { LLVMAppendBasicBlockInContext(t.llvm_context(), function, label) };
        t.map_block(block, bb);
    }
    for (i, &arg) in t.ir.block_arguments(blocks[0]).to_vec().iter().enumerate() {
        // SAFETY: the function has as many parameters as the entry block arguments (verified).
        let param = unsafe { LLVMGetParam(function, i as u32) };
        t.map_value(arg, param);
    }
    let mut phis: Vec<(BlockId, Vec<LLVMValueRef>)> = Vec::new();
    for block in topological_order(t, region) {
        let bb = t.lookup_block(op, block)?;
        // SAFETY: positions the builder at the end of a block of the module.
        unsafe { LLVMPositionBuilderAtEnd(t.builder(), bb) };
        if block != blocks[0] {
            let mut created = Vec::new();
            for arg in t.ir.block_arguments(block).to_vec() {
                let ty = t.llvm_type(op, t.ir.value_type(arg))?;
                // SAFETY: the builder is positioned in `bb`.
                let phi = unsafe { LLVMBuildPhi(t.builder(), ty, c"".as_ptr()) };
                t.map_value(arg, phi);
                created.push(phi);
            }
            if !created.is_empty() {
                phis.push((block, created));
            }
        }
        for inner in t.ir.ops_of(block).collect::<Vec<_>>() {
            t.translate_op(inner)?;
        }
    }
    connect_phis(t, region, &phis)
}

/// The blocks of `region`: from each block not yet visited, in region
/// order, the reverse post-order of the blocks it reaches.
fn topological_order(t: &ModuleTranslation<'_>, region: RegionId) -> Vec<BlockId> {
    let mut visited = HashSet::new();
    let mut order = Vec::new();
    for block in t.ir.blocks_of(region) {
        if visited.contains(&block) {
            continue;
        }
        let mut post = Vec::new();
        // Iterative DFS: (block, index of the next successor to visit).
        let mut stack = vec![(block, 0usize)];
        visited.insert(block);
        while let Some((current, next)) = stack.pop() {
            let successors = successors_of(t, current);
            if let Some(&succ) = successors.get(next) {
                stack.push((current, next + 1));
                if visited.insert(succ) {
                    stack.push((succ, 0));
                }
            } else {
                post.push(current);
            }
        }
        order.extend(post.into_iter().rev());
    }
    order
}

fn successors_of(t: &ModuleTranslation<'_>, block: BlockId) -> Vec<BlockId> {
    t.ir.last_op(block)
        .map(|term| t.ir.successors(term).collect())
        .unwrap_or_default()
}

/// Adds to each PHI node the value every predecessor edge passes.
fn connect_phis(
    t: &ModuleTranslation<'_>,
    region: RegionId,
    phis: &[(BlockId, Vec<LLVMValueRef>)],
) -> TranslateResult<()> {
    for (block, created) in phis {
        for pred in t.ir.blocks_of(region) {
            let Some(term) = t.ir.last_op(pred) else {
                continue;
            };
            let successors: Vec<BlockId> = t.ir.successors(term).collect();
            for (index, succ) in successors.into_iter().enumerate() {
                if succ != *block {
                    continue;
                }
                let operands = successor_operands(t, term, index)?;
                if operands.len() != created.len() {
                    return Err(TranslateError::at(
                        term,
                        "passes a wrong number of values to a successor",
                    ));
                }
                let pred_bb = t.lookup_block(term, pred)?;
                for (phi, value) in created.iter().zip(operands) {
                    let mut incoming_value = [t.lookup_value(term, value)?];
                    let mut incoming_block = [pred_bb];
                    // SAFETY: `phi` is a PHI of the function, `pred_bb` one of its blocks.
                    unsafe {
                        LLVMAddIncoming(
                            *phi,
                            incoming_value.as_mut_ptr(),
                            incoming_block.as_mut_ptr(),
                            1,
                        )
                    };
                }
            }
        }
    }
    Ok(())
}

/// The values terminator `term` passes to its successor `index`.
fn successor_operands(
    t: &ModuleTranslation<'_>,
    term: OpId,
    index: usize,
) -> TranslateResult<Vec<dialectic::Value>> {
    let name = t.op_name(term);
    let namespace = name.split('.').next().unwrap_or(name);
    t.registry()
        .get(namespace)
        .and_then(|d| d.successor_operands(term, index, t))
        .ok_or_else(|| {
            TranslateError::at(
                term,
                format!("cannot be converted to LLVM IR: unknown successor operands of '{name}'"),
            )
        })
}
