//! `llvm.func`: declared with its signature and attributes before any body
//! is translated; then its body, block by block in topological order
//! (definitions before uses), with a PHI node for each argument of a
//! non-entry block, connected to the values its predecessors pass once
//! every op of the function is translated.

use crate::llvm;
use crate::llvm::AnyValue;
use dialectic::op_support::{bool_of, integer_of, string_of, symbol_ref_of};
use dialectic::{AttrKind, BlockId, OpId};
use inkwell::basic_block::BasicBlock;
use rustc_hash::FxHashMap;

use crate::attributes::{
    FUNCTION_INDEX, RETURN_INDEX, add_attributes_from_dict, add_enum_attribute, add_passthrough,
    add_string_attribute, memory_effects_value,
};
use crate::dialect_attrs::{param, param_bytes, param_int, params_of};
use crate::enums;
use crate::error::{TranslateError, TranslateResult};
use crate::module_translation::ModuleTranslation;

/// Declares the function `op` (an `llvm.func`) with its signature,
/// linkage, calling convention and the attributes MLIR sets on every
/// function (declarations too).
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
    let function = {
        let existing = llvm::get_named_function(t.llvm_module(), &cname);
        if existing.is_null() {
            llvm::add_function(t.llvm_module(), &cname, fn_type)
        } else {
            existing
        }
    };
    t.map_symbol(&name, function);
    if let Some(linkage) = t
        .attr(op, "linkage")
        .and_then(|a| enums::dialect_enum(t, a, "linkage"))
    {
        llvm::set_linkage(function, enums::linkage_of(linkage));
    }
    if let Some(cconv) = t
        .attr(op, "CConv")
        .and_then(|a| enums::dialect_enum(t, a, "cconv"))
    {
        llvm::set_function_call_conv(function, cconv as u32);
    }
    if t.attr(op, "dso_local").is_some() {
        crate::llvm::set_dso_local(function);
    }
    for (attr, llvm_name) in [
        ("no_inline", "noinline"),
        ("always_inline", "alwaysinline"),
        ("optimize_none", "optnone"),
        ("convergent", "convergent"),
        ("no_unwind", "nounwind"),
        ("will_return", "willreturn"),
    ] {
        if t.attr(op, attr).is_some() {
            add_enum_attribute(t, function, FUNCTION_INDEX, llvm_name, 0);
        }
    }
    if let Some(memory) = t
        .attr(op, "memory")
        .and_then(|a| memory_effects_value(t, a))
    {
        add_enum_attribute(t, function, FUNCTION_INDEX, "memory", memory);
    }
    if let Some(count) = t
        .attr(op, "function_entry_count")
        .and_then(|a| integer_of(t.ctx, a))
    {
        crate::llvm::set_entry_count(function, count as u64);
    }
    if let Some(AttrKind::Array(results)) =
        t.attr(op, "res_attrs").map(|a| t.ctx.attr_kind(a).clone())
        && let Some(&dict) = results.first()
    {
        add_attributes_from_dict(t, op, function, RETURN_INDEX, dict)?;
    }
    if let Some(AttrKind::Array(args)) = t.attr(op, "arg_attrs").map(|a| t.ctx.attr_kind(a).clone())
    {
        let count = llvm::count_params(function) as usize;
        for (i, &dict) in args.iter().enumerate().take(count) {
            add_attributes_from_dict(t, op, function, i as u32 + 1, dict)?;
        }
    }
    if let Some(passthrough) = t.attr(op, "passthrough") {
        add_passthrough(t, op, function, passthrough)?;
    }
    enums::set_visibility(t, op, function);
    if let Some(comdat) = t.attr(op, "comdat") {
        let comdat = t.lookup_comdat(op, comdat)?;
        llvm::set_comdat(function, comdat);
    }
    if let Some(gc) = t
        .attr(op, "garbageCollector")
        .and_then(|a| string_of(t.ctx, a))
    {
        let gc = t.c_string(op, &gc)?;
        llvm::set_gc(function, &gc);
    }
    enums::set_unnamed_addr(t, op, function);
    if let Some(align) = t.attr(op, "alignment").and_then(|a| integer_of(t.ctx, a)) {
        llvm::set_alignment(function, align as u32);
    }
    crate::debug_info::translate_function(t, op, function)
}

/// The attributes MLIR sets on defined functions only, when it
/// translates their body: personality, section, streaming and ZA modes,
/// target CPU and features, `vscale_range`, floating-point options and the
/// frame pointer kind.
fn set_definition_attributes<'a>(
    t: &mut ModuleTranslation<'a>,
    op: OpId,
    function: AnyValue<'a>,
) -> TranslateResult<()> {
    if let Some(personality) = t
        .attr(op, "personality")
        .and_then(|a| symbol_ref_of(t.ctx, a))
    {
        let personality = t.lookup_symbol(op, &personality)?;
        llvm::set_personality_fn(function, personality);
    }
    if let Some(section) = t.attr(op, "section").and_then(|a| string_of(t.ctx, a)) {
        let section = t.c_string(op, &section)?;
        llvm::set_section(function, &section);
    }
    let first_of = |t: &ModuleTranslation<'_>, modes: &[(&str, &'static str)]| {
        modes
            .iter()
            .find(|(attr, _)| t.attr(op, attr).is_some())
            .map(|&(_, llvm)| llvm)
    };
    let streaming = first_of(
        t,
        &[
            ("arm_streaming", "aarch64_pstate_sm_enabled"),
            ("arm_locally_streaming", "aarch64_pstate_sm_body"),
            ("arm_streaming_compatible", "aarch64_pstate_sm_compatible"),
        ],
    );
    let za = first_of(
        t,
        &[
            ("arm_new_za", "aarch64_new_za"),
            ("arm_in_za", "aarch64_in_za"),
            ("arm_out_za", "aarch64_out_za"),
            ("arm_inout_za", "aarch64_inout_za"),
            ("arm_preserves_za", "aarch64_preserves_za"),
        ],
    );
    for mode in [streaming, za].into_iter().flatten() {
        add_string_attribute(t, function, FUNCTION_INDEX, mode, "");
    }
    for (attr, llvm_name) in [("target_cpu", "target-cpu"), ("tune_cpu", "tune-cpu")] {
        if let Some(value) = t.attr(op, attr).and_then(|a| string_of(t.ctx, a)) {
            add_string_attribute(t, function, FUNCTION_INDEX, llvm_name, &value);
        }
    }
    if let Some(features) = t
        .attr(op, "target_features")
        .and_then(|a| params_of(t.ctx, a, "llvm", "target_features"))
    {
        let list: Vec<String> = crate::dialect_attrs::param_attrs(t.ctx, param(&features, 0))
            .into_iter()
            .filter_map(|f| string_of(t.ctx, f))
            .collect();
        add_string_attribute(
            t,
            function,
            FUNCTION_INDEX,
            "target-features",
            &list.join(","),
        );
    }
    if let Some(range) = t
        .attr(op, "vscale_range")
        .and_then(|a| params_of(t.ctx, a, "llvm", "vscale_range"))
    {
        let min = param_int(t.ctx, param(&range, 0)).unwrap_or(0) as u64 & 0xffff_ffff;
        let max = param_int(t.ctx, param(&range, 1)).unwrap_or(0) as u64 & 0xffff_ffff;
        add_enum_attribute(
            t,
            function,
            FUNCTION_INDEX,
            "vscale_range",
            (min << 32) | max,
        );
    }
    for (attr, llvm_name) in [
        ("unsafe_fp_math", "unsafe-fp-math"),
        ("no_infs_fp_math", "no-infs-fp-math"),
        ("no_nans_fp_math", "no-nans-fp-math"),
        ("approx_func_fp_math", "approx-func-fp-math"),
        ("no_signed_zeros_fp_math", "no-signed-zeros-fp-math"),
    ] {
        if let Some(value) = t.attr(op, attr).and_then(|a| bool_of(t.ctx, a)) {
            let value = if value { "true" } else { "false" };
            add_string_attribute(t, function, FUNCTION_INDEX, llvm_name, value);
        }
    }
    for (attr, llvm_name) in [
        ("denormal_fp_math", "denormal-fp-math"),
        ("denormal_fp_math_f32", "denormal-fp-math-f32"),
        ("fp_contract", "fp-contract"),
    ] {
        if let Some(value) = t.attr(op, attr).and_then(|a| string_of(t.ctx, a)) {
            add_string_attribute(t, function, FUNCTION_INDEX, llvm_name, &value);
        }
    }
    if let Some(kind) = t
        .attr(op, "frame_pointer")
        .and_then(|a| frame_pointer_kind(t, a))
    {
        add_string_attribute(t, function, FUNCTION_INDEX, "frame-pointer", &kind);
    }
    Ok(())
}

/// The name of a `#llvm.framePointerKind<...>` (`none`, `non-leaf`,
/// `all`, `reserved`).
fn frame_pointer_kind(t: &ModuleTranslation<'_>, attr: dialectic::Attribute) -> Option<String> {
    if let Some(bits) = enums::dialect_enum(t, attr, "framePointerKind") {
        return ["none", "non-leaf", "all", "reserved"]
            .get(bits as usize)
            .map(|s| s.to_string());
    }
    let params = params_of(t.ctx, attr, "llvm", "framePointerKind")?;
    param_bytes(t.ctx, param(&params, 0)).map(|b| String::from_utf8_lossy(&b).into_owned())
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
    set_definition_attributes(t, op, function)?;
    crate::debug_info::begin_function_body(t, function);
    // Blocks in region order, then the detours; their translation in
    // topological order.
    let blocks: Vec<BlockId> = t.ir.blocks_of(region).collect();
    for &block in &blocks {
        let bb = llvm::append_basic_block_in_context(t.llvm_context(), function, c"");
        t.map_block(block, bb);
    }
    let arguments = t.ir.block_arguments(blocks[0]).to_vec();
    if arguments.len() != llvm::count_params(function) as usize {
        return Err(TranslateError::at(
            op,
            "has an entry block whose arguments do not match its parameters",
        ));
    }
    for (i, &arg) in arguments.iter().enumerate() {
        let param = llvm::get_param(function, i as u32);
        t.map_value(arg, param);
    }
    let mut detours = create_detours(t, function, &blocks);
    let ir = t.ir;
    for node in topological_order(t, &blocks, &detours) {
        match node {
            Node::Block(block) => {
                let bb = t.lookup_block(op, block)?;
                llvm::position_builder_at_end(t.builder(), bb);
                crate::debug_info::set_current_location(t, crate::llvm::Metadata::null());
                if block != blocks[0] {
                    for &arg in ir.block_arguments(block) {
                        let ty = t.llvm_type(op, ir.value_type(arg))?;
                        let phi = llvm::build_phi(t.builder(), ty);
                        t.map_value(arg, phi);
                    }
                }
                for inner in ir.ops_of(block) {
                    crate::debug_info::set_location_of(t, inner)?;
                    t.translate_op(inner)?;
                }
            }
            Node::Detour(index) => {
                let detour = &detours[index];
                let (bb, target, term) = (detour.bb, detour.target, detour.term);
                let target_bb = t.lookup_block(term, target)?;
                llvm::position_builder_at_end(t.builder(), bb);
                crate::debug_info::set_current_location(t, crate::llvm::Metadata::null());
                let mut phis = Vec::new();
                for &arg in ir.block_arguments(target) {
                    let ty = t.llvm_type(op, ir.value_type(arg))?;
                    phis.push(llvm::build_phi(t.builder(), ty));
                }
                // The branch has the location of the terminator it stands for.
                crate::debug_info::set_location_of(t, term)?;
                llvm::build_br(t.builder(), target_bb);
                detours[index].phis = phis;
            }
        }
    }
    crate::debug_info::set_current_location(t, crate::llvm::Metadata::null());
    connect_phis(t, op, &blocks, &detours)
}

/// A block MLIR inserts (`ensureDistinctSuccessors`) when a terminator
/// names a block with arguments again: the later edges go through a block
/// of their own that passes the values on, so that each edge has its own
/// predecessor for the PHI nodes.
struct Detour<'a> {
    /// The terminator and the successor index the detour stands for.
    term: OpId,
    index: usize,
    /// The successor it branches to.
    target: BlockId,
    bb: BasicBlock<'a>,
    /// Its PHI nodes, one per argument of `target`, once translated.
    phis: Vec<AnyValue<'a>>,
}

/// A block of the function in LLVM IR: one of the region or a detour.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum Node {
    Block(BlockId),
    Detour(usize),
}

/// Creates the detours of the terminators of `blocks`, appended to
/// `function`, and redirects their edges. A terminator's detours come in
/// the order its repeated successors are first named: MLIR visits them in
/// the order of a hash map keyed by block addresses, so where a terminator
/// repeats several successors with arguments, `mlir-translate-19` lays its
/// detours out differently from run to run; this order is one of its
/// layouts.
fn create_detours<'a>(
    t: &mut ModuleTranslation<'a>,
    function: AnyValue<'a>,
    blocks: &[BlockId],
) -> Vec<Detour<'a>> {
    let mut detours = Vec::new();
    for &block in blocks {
        let Some(term) = t.ir.last_op(block) else {
            continue;
        };
        let successors: Vec<BlockId> = t.ir.successors(term).collect();
        let mut positions: Vec<(BlockId, Vec<usize>)> = Vec::new();
        for (index, &succ) in successors.iter().enumerate() {
            // A block without arguments needs no PHI nodes: it may repeat.
            if t.ir.block_arguments(succ).is_empty() {
                continue;
            }
            match positions.iter_mut().find(|(b, _)| *b == succ) {
                Some((_, list)) => list.push(index),
                None => positions.push((succ, vec![index])),
            }
        }
        for (target, list) in positions {
            for &index in &list[1..] {
                let bb = llvm::append_basic_block_in_context(t.llvm_context(), function, c"");
                t.redirect_successor(term, index, bb);
                detours.push(Detour {
                    term,
                    index,
                    target,
                    bb,
                    phis: Vec::new(),
                });
            }
        }
    }
    detours
}

/// The blocks (then detours) in MLIR's order of translation
/// (`getBlocksSortedByDominance`): from each block not yet listed, in
/// order, the reverse post-order of all the blocks it reaches, keeping
/// those not yet listed.
fn topological_order(
    t: &ModuleTranslation<'_>,
    blocks: &[BlockId],
    detours: &[Detour<'_>],
) -> Vec<Node> {
    // Nodes by number: the blocks in order, then the detours.
    let nodes: Vec<Node> = blocks
        .iter()
        .map(|&b| Node::Block(b))
        .chain((0..detours.len()).map(Node::Detour))
        .collect();
    let number: FxHashMap<BlockId, usize> =
        blocks.iter().enumerate().map(|(i, &b)| (b, i)).collect();
    let detour_number = |term: OpId, index: usize| {
        detours
            .iter()
            .position(|d| d.term == term && d.index == index)
            .map(|d| blocks.len() + d)
    };
    // The successors of node `n` are `successors[first[n]..first[n + 1]]`.
    let mut first = Vec::with_capacity(nodes.len() + 1);
    let mut successors = Vec::new();
    for &node in &nodes {
        first.push(successors.len());
        match node {
            Node::Detour(index) => successors.extend(number.get(&detours[index].target).copied()),
            Node::Block(block) => {
                let Some(term) = t.ir.last_op(block) else {
                    continue;
                };
                for (index, succ) in t.ir.successors(term).enumerate() {
                    successors
                        .extend(detour_number(term, index).or_else(|| number.get(&succ).copied()));
                }
            }
        }
    }
    first.push(successors.len());
    let mut listed = vec![false; nodes.len()];
    // The start of the traversal that last visited each node.
    let mut visited_from = vec![usize::MAX; nodes.len()];
    let mut order = Vec::with_capacity(nodes.len());
    let mut post = Vec::new();
    // Iterative DFS: (node, index of its next successor to visit).
    let mut stack: Vec<(usize, usize)> = Vec::new();
    for start in 0..nodes.len() {
        if listed[start] {
            continue;
        }
        post.clear();
        visited_from[start] = start;
        stack.push((start, first[start]));
        while let Some((current, next)) = stack.pop() {
            if next < first[current + 1] {
                stack.push((current, next + 1));
                let succ = successors[next];
                if visited_from[succ] != start {
                    visited_from[succ] = start;
                    stack.push((succ, first[succ]));
                }
            } else {
                post.push(current);
            }
        }
        for &n in post.iter().rev() {
            if !listed[n] {
                listed[n] = true;
                order.push(nodes[n]);
            }
        }
    }
    order
}

/// Adds to each PHI node the value every predecessor edge passes, the
/// predecessors in MLIR's order (that of the block's uses: the latest
/// first, the detours' edges being the latest).
fn connect_phis(
    t: &ModuleTranslation<'_>,
    function_op: OpId,
    blocks: &[BlockId],
    detours: &[Detour<'_>],
) -> TranslateResult<()> {
    let number: FxHashMap<BlockId, usize> =
        blocks.iter().enumerate().map(|(i, &b)| (b, i)).collect();
    let redirected =
        |term: OpId, index: usize| detours.iter().any(|d| d.term == term && d.index == index);
    // The edges into each block with arguments, latest first:
    // (terminator's block, terminator, successor index).
    let mut edges_into: Vec<Vec<(BlockId, OpId, usize)>> = vec![Vec::new(); blocks.len()];
    for &pred in blocks.iter().rev() {
        let Some(term) = t.ir.last_op(pred) else {
            continue;
        };
        let successors: Vec<BlockId> = t.ir.successors(term).collect();
        for (index, &succ) in successors.iter().enumerate().rev() {
            if t.ir.block_arguments(succ).is_empty() || redirected(term, index) {
                continue;
            }
            if let Some(&n) = number.get(&succ) {
                edges_into[n].push((pred, term, index));
            }
        }
    }
    // The detours' own PHIs: their one predecessor passes the values.
    for detour in detours {
        let pred = t.ir.op_parent_block(detour.term);
        let values = incoming_values(t, detour.term, detour.index, detour.phis.len())?;
        let pred_bb = match pred {
            Some(block) => t.lookup_block(detour.term, block)?,
            None => continue,
        };
        for (&phi, value) in detour.phis.iter().zip(values) {
            add_incoming(phi, value, pred_bb);
        }
    }
    for (n, &block) in blocks.iter().enumerate().skip(1) {
        let arguments = t.ir.block_arguments(block);
        if arguments.is_empty() {
            continue;
        }
        let phis: Vec<AnyValue<'_>> = arguments
            .iter()
            .map(|&a| t.lookup_value(function_op, a))
            .collect::<TranslateResult<_>>()?;
        let mut incoming: Vec<(BasicBlock<'_>, Vec<AnyValue<'_>>)> = Vec::new();
        for detour in detours.iter().rev().filter(|d| d.target == block) {
            incoming.push((detour.bb, detour.phis.clone()));
        }
        for &(pred, term, index) in &edges_into[n] {
            let values = incoming_values(t, term, index, phis.len())?;
            incoming.push((t.lookup_block(term, pred)?, values));
        }
        for (i, &phi) in phis.iter().enumerate() {
            for (bb, values) in &incoming {
                if let Some(&value) = values.get(i) {
                    add_incoming(phi, value, *bb);
                }
            }
        }
    }
    Ok(())
}

/// The translated values terminator `term` passes to successor `index`,
/// which must be `count`.
fn incoming_values<'a>(
    t: &ModuleTranslation<'a>,
    term: OpId,
    index: usize,
    count: usize,
) -> TranslateResult<Vec<AnyValue<'a>>> {
    let operands = successor_operands(t, term, index)?;
    if operands.len() != count {
        return Err(TranslateError::at(
            term,
            "passes a wrong number of values to a successor",
        ));
    }
    operands
        .into_iter()
        .map(|v| t.lookup_value(term, v))
        .collect()
}

fn add_incoming<'ctx>(phi: AnyValue<'ctx>, value: AnyValue<'ctx>, block: BasicBlock<'ctx>) {
    llvm::add_incoming(phi, &[value], &[block]);
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
