//! MLIR's `inline` pass (`mlir/lib/Transforms/Utils/Inliner.cpp`): over
//! the strongly connected components of the call graph, callees first,
//! each component gets rounds of simplification (the `default-pipeline`,
//! or the one `op-pipelines` names for the callable's op, run on each of
//! its callables) and inlining (the calls made from its callables to
//! callables with a body, in the order they are found, with the calls the
//! inlined bodies bring in); a round that inlines nothing ends it, and so
//! does `max-iterations`. Inlining a call whose callee reaches the caller
//! or itself, or that is inside the callee, is refused, and so is a call
//! whose callee has already been inlined on the way to it (the inline
//! history). The last call to a private callable moves its body; private
//! callables nothing refers to any more are erased at the end.
//!
//! [`call_graph`] is the analysis, [`use_list`] counts symbol references,
//! [`inline_call`] inlines one call with the dialects' inliner interfaces.

pub mod call_graph;
mod inline_call;
mod use_list;

use rustc_hash::{FxHashMap, FxHashSet};

use dialectic_runtime::pass::{
    Nesting, OpPassManager, OptionError, PassFailed, PassResult, PassRun, ReadPipeline,
    add_pipeline_text, parse_pass_pipeline,
};
use dialectic_runtime::storage::diagnostics::Diagnostic;
use dialectic_runtime::storage::symbol_table::is_symbol_table;
use dialectic_runtime::verify::diag_location;

use crate::interfaces::{CallOpInterface, Callee};
use crate::op_support::{BlockId, Context, Ir, OpError, OpId, OpTraits, SymbolTableCollection};
use crate::pass_hooks::PassBody;

use call_graph::{CallGraph, NodeId};
use use_list::{UseList, callable_op};

/// The options of the inliner, as the pass declares them.
#[derive(Clone, Debug)]
pub struct InlinerOptions {
    /// The pipeline run on callables without one of their own (empty:
    /// none).
    pub default_pipeline: String,
    /// Pipelines by callable op name (`func.func(cse)`).
    pub op_pipelines: Vec<String>,
    /// Rounds of simplification and inlining per component at most.
    pub max_iterations: u32,
    /// The largest callee-to-caller op count ratio, in percent, inlined
    /// (`u32::MAX`: any).
    pub inlining_threshold: u32,
}

impl Default for InlinerOptions {
    fn default() -> Self {
        InlinerOptions {
            default_pipeline: "canonicalize".to_string(),
            op_pipelines: Vec::new(),
            max_iterations: 4,
            inlining_threshold: u32::MAX,
        }
    }
}

/// Why the inliner failed; the diagnostics say more.
#[derive(Debug)]
pub enum InlinerError {
    /// The op does not define a symbol table.
    NotSymbolTable,
    /// A simplification pipeline failed, or could not be read; its
    /// diagnostics.
    Pipeline(Vec<Diagnostic>),
}

/// A call found in a callable: the call, the node of the callable making
/// it, the node it calls.
#[derive(Clone, Copy, Debug)]
struct ResolvedCall {
    call: OpId,
    source: NodeId,
    target: NodeId,
}

/// The simplification pipelines, by callable op name, made on first use.
struct Pipelines {
    default: Option<String>,
    by_op: FxHashMap<String, Option<OpPassManager>>,
    registry: crate::op_support::PassRegistry,
}

impl Pipelines {
    /// The pipelines of `options`, read with `registry`.
    fn new(
        ctx: &Context,
        options: &InlinerOptions,
        registry: crate::op_support::PassRegistry,
    ) -> Result<Self, Vec<Diagnostic>> {
        let mut by_op = FxHashMap::default();
        for text in &options.op_pipelines {
            let manager = parse_pass_pipeline(text, &registry, "mlir-opt").map_err(|e| {
                let unknown = crate::op_support::Location::Attr(ctx.unknown_loc());
                vec![Diagnostic::error(diag_location(ctx, unknown), e.message)]
            })?;
            if !manager.is_empty() {
                by_op
                    .entry(manager.anchor_name().to_string())
                    .or_insert(Some(manager));
            }
        }
        Ok(Pipelines {
            default: Some(options.default_pipeline.clone()).filter(|p| !p.is_empty()),
            by_op,
            registry,
        })
    }

    /// Runs the pipeline for `op` on it, within the pass's `run`.
    fn run(
        &mut self,
        ctx: &Context,
        ir: &mut Ir,
        op: OpId,
        run: &mut PassRun<'_>,
    ) -> Result<(), Vec<Diagnostic>> {
        let name = ctx.ident_str(ir.op_name(op)).to_string();
        if !self.by_op.contains_key(&name) {
            let Some(text) = &self.default else {
                return Ok(());
            };
            let mut manager = OpPassManager::new(&name, Nesting::Explicit);
            // As MLIR, a default pipeline that does not read is reported
            // on the error stream by the pipeline parser, and runs as far
            // as it was read.
            if let Err(error) = add_pipeline_text(&mut manager, text, &self.registry, "mlir-opt") {
                run.write_output(&(error.stderr + &error.message));
            }
            self.by_op.insert(name.clone(), Some(manager));
        }
        let Some(Some(manager)) = self.by_op.get_mut(&name) else {
            return Ok(());
        };
        run.run_pipeline(ctx, ir, manager, op)
    }
}

/// The state of one run of the inliner over a symbol table op.
struct Inliner<'a> {
    ctx: &'a Context,
    options: &'a InlinerOptions,
    graph: CallGraph,
    symbols: SymbolTableCollection,
    uses: UseList,
    pipelines: Pipelines,
    /// The calls to consider in the current round.
    calls: Vec<ResolvedCall>,
    /// Callables found dead, erased at the end.
    dead: Vec<NodeId>,
}

/// Inlines the calls nested in `op`, a symbol table.
pub fn inline(
    ctx: &Context,
    ir: &mut Ir,
    op: OpId,
    graph: CallGraph,
    options: &InlinerOptions,
    run: &mut PassRun<'_>,
) -> Result<(), InlinerError> {
    if !is_symbol_table(ctx, ir, op) {
        return Err(InlinerError::NotSymbolTable);
    }
    let symbols = SymbolTableCollection::new();
    let uses = UseList::new(ctx, ir, op, &graph, &symbols);
    // The passes of the tool running the inliner, or those Dialectic ships
    // when it runs outside a tool.
    let registry = match crate::op_support::PassRegistry::of_run(run.options()) {
        Some(registry) => registry.clone(),
        None => super::pass_registry(),
    };
    let pipelines = Pipelines::new(ctx, options, registry).map_err(InlinerError::Pipeline)?;
    let mut inliner = Inliner {
        ctx,
        options,
        graph,
        symbols,
        uses,
        pipelines,
        calls: Vec::new(),
        dead: Vec::new(),
    };
    for mut scc in inliner.graph.sccs() {
        inliner
            .inline_scc(ir, &mut scc, run)
            .map_err(InlinerError::Pipeline)?;
    }
    let mut erased = FxHashSet::default();
    for node in std::mem::take(&mut inliner.dead) {
        if erased.insert(node) {
            let op = callable_op(ir, &inliner.graph, node);
            ir.erase_op(op).expect("nothing refers to a dead callable");
        }
    }
    Ok(())
}

impl Inliner<'_> {
    /// Simplifies and inlines within one component until nothing is
    /// inlined or the iterations run out.
    fn inline_scc(
        &mut self,
        ir: &mut Ir,
        scc: &mut Vec<NodeId>,
        run: &mut PassRun<'_>,
    ) -> Result<(), Vec<Diagnostic>> {
        let mut iterations = 0;
        loop {
            self.optimize_scc(ir, scc, run)?;
            if !self.inline_calls_in_scc(ir, scc) {
                break;
            }
            iterations += 1;
            if iterations >= self.options.max_iterations {
                break;
            }
        }
        Ok(())
    }

    /// Runs the simplification pipeline on the callables of the component
    /// that are isolated from above and hold no other callable.
    fn optimize_scc(
        &mut self,
        ir: &mut Ir,
        scc: &[NodeId],
        run: &mut PassRun<'_>,
    ) -> Result<(), Vec<Diagnostic>> {
        let ctx = self.ctx;
        let mut visited = Vec::new();
        for &node in scc {
            if self.graph.is_external(node) || self.graph.has_children(node) {
                continue;
            }
            let op = callable_op(ir, &self.graph, node);
            let isolated = ctx
                .op_registration(ir.op_name(op))
                .is_some_and(|r| r.traits.contains(OpTraits::ISOLATED_FROM_ABOVE));
            if isolated {
                visited.push((node, op));
            }
        }
        for &(_, op) in &visited {
            self.pipelines.run(ctx, ir, op, run)?;
        }
        for (node, _) in visited {
            self.uses
                .recompute_uses(ctx, ir, node, &self.graph, &self.symbols);
        }
        Ok(())
    }

    /// One round of inlining in the component; whether a call was inlined.
    fn inline_calls_in_scc(&mut self, ir: &mut Ir, scc: &mut Vec<NodeId>) -> bool {
        let ctx = self.ctx;
        let mut dead: Vec<NodeId> = Vec::new();
        for &node in scc.iter() {
            if self.graph.is_external(node) {
                continue;
            }
            if self.uses.is_dead(ctx, ir, &self.graph, node) {
                if !dead.contains(&node) {
                    dead.push(node);
                }
            } else {
                let region = self.graph.region(node);
                let blocks: Vec<BlockId> = ir.blocks_of(region).collect();
                collect_calls(
                    self.ctx,
                    ir,
                    &self.graph,
                    &self.symbols,
                    (&blocks, node, false),
                    &mut self.calls,
                );
            }
        }
        // Per call, the entry of the inline history it came from: the
        // callee inlined and the entry before it.
        let mut history: Vec<(NodeId, Option<usize>)> = Vec::new();
        let mut call_history: Vec<Option<usize>> = vec![None; self.calls.len()];
        let mut inlined_any = false;
        let mut i = 0;
        while i < self.calls.len() {
            let resolved = self.calls[i];
            let history_id = call_history[i];
            i += 1;
            if dead.contains(&resolved.source) {
                continue;
            }
            if history_includes(&history, resolved.target, history_id)
                || !self.should_inline(ir, resolved)
            {
                continue;
            }
            let previous = self.calls.len();
            let region = self.graph.region(resolved.target);
            let callee = callable_op(ir, &self.graph, resolved.target);
            let in_place =
                self.uses
                    .has_one_use_and_discardable(ctx, ir, &self.graph, resolved.target);
            let graph = &self.graph;
            let symbols = &self.symbols;
            let calls = &mut self.calls;
            let mut found = |ctx: &Context, ir: &Ir, blocks: &[BlockId]| {
                collect_inlined_calls(ctx, ir, graph, symbols, blocks, calls);
            };
            if !inline_call::inline_call(
                ctx,
                ir,
                resolved.call,
                callee,
                region,
                !in_place,
                &mut found,
            ) {
                continue;
            }
            inlined_any = true;
            let new_id = history.len();
            history.push((resolved.target, history_id));
            call_history.extend(std::iter::repeat_n(
                Some(new_id),
                self.calls.len() - previous,
            ));
            self.uses.drop_call_uses(
                ctx,
                ir,
                resolved.source,
                resolved.call,
                &self.graph,
                &self.symbols,
            );
            self.uses
                .merge_uses_after_inlining(resolved.target, resolved.source);
            ir.erase_op(resolved.call)
                .expect("the call's results were replaced");
            if in_place {
                self.uses.erase_node(&self.graph, resolved.target);
                if !dead.contains(&resolved.target) {
                    dead.push(resolved.target);
                }
            }
        }
        for node in dead {
            scc.retain(|&n| n != node);
            self.dead.push(node);
        }
        self.calls.clear();
        inlined_any
    }

    /// Whether `resolved` may be inlined, before asking the dialects.
    fn should_inline(&self, ir: &Ir, resolved: ResolvedCall) -> bool {
        let ctx = self.ctx;
        let call_traits = ctx
            .op_registration(ir.op_name(resolved.call))
            .map(|r| r.traits);
        if call_traits.is_some_and(|t| t.contains(OpTraits::TERMINATOR)) {
            return false;
        }
        // A callee calling itself is not inlined.
        if self
            .graph
            .edges(resolved.target)
            .iter()
            .any(|e| e.target == resolved.target)
        {
            return false;
        }
        // Nor a callee the call is nested in.
        let callee_region = self.graph.region(resolved.target);
        if region_is_ancestor(ir, callee_region, resolved.call) {
            return false;
        }
        // A callee of several blocks needs a caller region that may hold
        // several (same op as the callee's, or not `SingleBlock`).
        let multiple_blocks = ir.blocks_of(callee_region).nth(1).is_some();
        if multiple_blocks {
            let callee_op = callable_op(ir, &self.graph, resolved.target);
            let caller_op = ir
                .op_parent_block(resolved.call)
                .and_then(|b| ir.block_parent_op(b));
            let supports = caller_op.is_some_and(|caller| {
                ir.op_name(caller) == ir.op_name(callee_op)
                    || ctx
                        .op_registration(ir.op_name(caller))
                        .is_some_and(|r| !r.traits.contains(OpTraits::SINGLE_BLOCK))
            });
            if !supports {
                return false;
            }
        }
        self.is_profitable(ir, resolved)
    }

    /// Whether the callee is small enough next to the caller for the
    /// `inlining-threshold`.
    fn is_profitable(&self, ir: &Ir, resolved: ResolvedCall) -> bool {
        let threshold = self.options.inlining_threshold;
        if threshold == 0 {
            return false;
        }
        if threshold == u32::MAX {
            return true;
        }
        let caller_ops = count_ops(ir, self.graph.region(resolved.source));
        if caller_ops == 0 {
            return true;
        }
        let callee_ops = count_ops(ir, self.graph.region(resolved.target));
        let ratio = (callee_ops as u64 * 100 / caller_ops as u64) as u32;
        ratio <= threshold
    }
}

/// Adds the calls of just-inlined blocks to `calls`, attributed to the
/// closest callable around them, nested callables included.
fn collect_inlined_calls(
    ctx: &Context,
    ir: &Ir,
    graph: &CallGraph,
    symbols: &SymbolTableCollection,
    blocks: &[BlockId],
    calls: &mut Vec<ResolvedCall>,
) {
    let Some(&first) = blocks.first() else {
        return;
    };
    // The inlined blocks are in the caller's region already.
    let mut region = ir.block_parent(first);
    let source = loop {
        let Some(r) = region else {
            return;
        };
        if let Some(node) = graph.lookup(r) {
            break node;
        }
        region = ir
            .region_parent(r)
            .and_then(|op| ir.op_parent_block(op))
            .and_then(|b| ir.block_parent(b));
    };
    collect_calls(ctx, ir, graph, symbols, (blocks, source, true), calls);
}

/// Collects the calls in `blocks`, made from `source`'s callable (and in
/// the regions nested in them, into nested callables when `into_nested`),
/// whose callee is a callable of the graph, in the order MLIR's worklist
/// finds them: the last block first, the ops of a block in order, a
/// nested region's blocks right after the block holding it.
fn collect_calls(
    ctx: &Context,
    ir: &Ir,
    graph: &CallGraph,
    symbols: &SymbolTableCollection,
    (blocks, source, into_nested): (&[BlockId], NodeId, bool),
    calls: &mut Vec<ResolvedCall>,
) {
    let mut worklist: Vec<(BlockId, NodeId)> = blocks.iter().map(|&b| (b, source)).collect();
    while let Some((block, source)) = worklist.pop() {
        for op in ir.ops_of(block) {
            if let Some(call) = ctx.op_interface::<dyn CallOpInterface>(ir, op) {
                if let Callee::Symbol(reference) = call.callable_for_callee(ctx, ir)
                    && is_nested_reference(ctx, reference)
                {
                    continue;
                }
                let target = graph.resolve_call(ctx, ir, call.as_ref(), symbols);
                if !graph.is_external(target) {
                    calls.push(ResolvedCall {
                        call: op,
                        source,
                        target,
                    });
                }
                continue;
            }
            for &region in ir.regions(op) {
                let nested = graph.lookup(region);
                if into_nested || nested.is_none() {
                    let node = nested.unwrap_or(source);
                    worklist.extend(ir.blocks_of(region).map(|b| (b, node)));
                }
            }
        }
    }
}

/// Whether `reference` is `@a::@b` (the inliner leaves such calls).
fn is_nested_reference(ctx: &Context, reference: crate::op_support::Attribute) -> bool {
    matches!(
        ctx.attr_kind(reference),
        crate::op_support::AttrKind::SymbolRef { nested, .. } if !nested.is_empty()
    )
}

/// Whether `target` appears in the inline history from `entry` back.
fn history_includes(
    history: &[(NodeId, Option<usize>)],
    target: NodeId,
    mut entry: Option<usize>,
) -> bool {
    while let Some(index) = entry {
        if history[index].0 == target {
            return true;
        }
        entry = history[index].1;
    }
    false
}

/// Whether `op` is nested in `region`.
fn region_is_ancestor(ir: &Ir, region: crate::op_support::RegionId, op: OpId) -> bool {
    let mut current = ir.op_parent_block(op).and_then(|b| ir.block_parent(b));
    while let Some(r) = current {
        if r == region {
            return true;
        }
        current = ir
            .region_parent(r)
            .and_then(|parent| ir.op_parent_block(parent))
            .and_then(|b| ir.block_parent(b));
    }
    false
}

/// The number of ops in `region`, nested ones included.
fn count_ops(ir: &Ir, region: crate::op_support::RegionId) -> usize {
    let mut count = 0;
    for block in ir.blocks_of(region) {
        for op in ir.ops_of(block) {
            count += 1;
            for &nested in ir.regions(op) {
                count += count_ops(ir, nested);
            }
        }
    }
    count
}

impl PassBody for super::Inliner {
    /// `op-pipelines` holds pass managers in MLIR: each is read when the
    /// pass is added, and kept as the pass manager prints it.
    fn resolve_pipeline_options(
        &mut self,
        read_pipeline: &ReadPipeline<'_>,
    ) -> Result<(), OptionError> {
        for text in &mut self.options.op_pipeline_list {
            *text = read_pipeline(text)?;
        }
        Ok(())
    }

    fn run_on(
        &mut self,
        ctx: &Context,
        ir: &mut Ir,
        op: OpId,
        run: &mut PassRun<'_>,
    ) -> PassResult {
        let options = InlinerOptions {
            default_pipeline: self.options.default_pipeline_str.clone(),
            op_pipelines: self.options.op_pipeline_list.clone(),
            max_iterations: self.options.max_inlining_iterations,
            inlining_threshold: self.options.inlining_threshold,
        };
        let graph = run.analysis::<CallGraph>(ctx, ir).clone();
        match inline(ctx, ir, op, graph, &options, run) {
            Ok(()) => Ok(()),
            Err(InlinerError::NotSymbolTable) => {
                // MLIR's `emitOpError`, with the current operation printed
                // as mlir-opt prints it by default.
                let error = OpError::op_error(
                    " was scheduled to run under the inliner, but does not define a symbol table",
                );
                run.emit_op_error(ctx, ir, op, error);
                Err(PassFailed)
            }
            Err(InlinerError::Pipeline(diagnostics)) => {
                for diagnostic in diagnostics {
                    run.emit(diagnostic);
                }
                Err(PassFailed)
            }
        }
    }
}
