//! Verification with MLIR's messages, in MLIR's order (its
//! `OperationVerifier`): a walk over ops and blocks that checks each on
//! entrance (an op's invariants: the checks of its spec
//! ([`crate::ods::verify`]), its traits and its own verifier; a block's
//! successors-only-at-the-end rule) and on exit (a block's terminator; an
//! op's nested isolated-from-above ops, each verified whole, then its
//! region invariants: isolation, the symbol table with its symbol uses,
//! the region traits and the region verifier), then, for each
//! isolated-from-above op, SSA dominance in its regions.
//!
//! The first error stops verification, as in mlir-opt; warnings and
//! remarks of op verifiers are reported and verification goes on.
//!
//! Sibling isolated-from-above ops (the functions of a module) are verified
//! on several threads when the IR is large, as MLIR does; their diagnostics
//! are replayed in op order up to the first failing op, so what is reported
//! is exactly what a single thread reports.

use rustc_hash::FxHashMap;

use crate::registry::OpDefinition;
use crate::storage::attributes::{AttrKind, LocationKind};
use crate::storage::context::Context;
use crate::storage::diagnostics::{DiagLocation, Diagnostic, Severity};
use crate::storage::dominance::DominanceInfo;
use crate::storage::ir::{BlockId, Ir, Location, OpId, RegionId, ValueOwner};
use crate::storage::op_error::OpError;
use crate::storage::op_traits::OpTraits;
use crate::storage::threads::{available_threads, run_on_threads};

/// Options for verification.
#[derive(Clone, Copy, Debug, Default)]
pub struct VerifyOptions {
    /// Attach `see current operation: ...` notes to op errors (as mlir-opt
    /// does unless it is verifying diagnostics).
    pub print_op_on_diagnostic: bool,
    /// Verify on one thread only (mlir-opt's `--mlir-disable-threading`).
    pub single_threaded: bool,
    /// Print the op of a `see current operation` note with its location
    /// (mlir-opt's `--mlir-print-debuginfo` applies there too).
    pub print_debug_info: bool,
}

/// Below this many ops in the IR, threads cost more than they save.
const PARALLEL_MIN_OPS: usize = 8192;

/// Verifies `top` and everything nested in it; returns the first error
/// (warnings and remarks are dropped: see [`verify_reporting`]).
pub fn verify(ctx: &Context, ir: &Ir, top: OpId, options: VerifyOptions) -> Result<(), Diagnostic> {
    let mut error = None;
    verify_reporting(ctx, ir, top, options, &mut |d| {
        if d.severity == Severity::Error && error.is_none() {
            error = Some(d);
        }
    });
    error.map_or(Ok(()), Err)
}

/// Verifies `top` and everything nested in it, handing every diagnostic to
/// `report` as it is emitted (the warnings and remarks of op verifiers, the
/// error that stops verification); returns whether `top` verifies.
pub fn verify_reporting(
    ctx: &Context,
    ir: &Ir,
    top: OpId,
    options: VerifyOptions,
    report: &mut dyn FnMut(Diagnostic),
) -> bool {
    let parallel = !options.single_threaded && ir.op_capacity() >= PARALLEL_MIN_OPS;
    let mut v = Verifier::new(ctx, ir, options, report, parallel);
    match v.verify_op_and_dominance(top) {
        Ok(()) => true,
        Err(d) => {
            (v.report)(d);
            false
        }
    }
}

/// The diagnostic MLIR emits for `error` about `op` (`op->emitOpError`
/// and its kin), with the `see current operation` note when `options` asks
/// for it, as the verifier's own diagnostics are built.
pub fn op_error_diagnostic(
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    error: OpError,
    options: VerifyOptions,
) -> Diagnostic {
    let mut ignore = |_: Diagnostic| {};
    let verifier = Verifier::new(ctx, ir, options, &mut ignore, false);
    verifier.op_diagnostic(op, error)
}

pub use crate::text::diag_location::{diag_location, diag_location_of_attr};

/// A failed check: the error that stops verification.
type Checked = Result<(), Diagnostic>;

struct Verifier<'a, 'r> {
    ctx: &'a Context,
    ir: &'a Ir,
    options: VerifyOptions,
    report: &'r mut dyn FnMut(Diagnostic),
    dominance: FxHashMap<RegionId, DominanceInfo>,
    /// Position of each op in its block, filled per block on first need
    /// (entries of other ops hold whatever an earlier verifier left).
    op_order: Vec<u32>,
    numbered_blocks: rustc_hash::FxHashSet<BlockId>,
    /// Registry lookups by op name, cached (names are dense small integers).
    definitions: Vec<Option<Option<&'static OpDefinition>>>,
    /// Whether sibling isolated-from-above ops may be verified on threads.
    parallel: bool,
}

impl<'a, 'r> Verifier<'a, 'r> {
    fn new(
        ctx: &'a Context,
        ir: &'a Ir,
        options: VerifyOptions,
        report: &'r mut dyn FnMut(Diagnostic),
        parallel: bool,
    ) -> Self {
        Verifier {
            ctx,
            ir,
            options,
            report,
            dominance: FxHashMap::default(),
            op_order: spare_op_order(ir.op_capacity()),
            numbered_blocks: rustc_hash::FxHashSet::default(),
            definitions: Vec::new(),
            parallel,
        }
    }
}

thread_local! {
    /// The op order table of the thread's last verifier. Its entries are
    /// read only for ops of blocks the verifier numbered itself, so a
    /// table left by an earlier verifier serves as it is: verifying one
    /// function of a large module (after each pass on each function) then
    /// costs nothing in proportion to the module.
    static SPARE_OP_ORDER: std::cell::RefCell<Vec<u32>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

/// An op order table of at least `len` entries.
fn spare_op_order(len: usize) -> Vec<u32> {
    let mut table = SPARE_OP_ORDER.with(|spare| std::mem::take(&mut *spare.borrow_mut()));
    if table.len() < len {
        table.resize(len, 0);
    }
    table
}

impl Drop for Verifier<'_, '_> {
    fn drop(&mut self) {
        let table = std::mem::take(&mut self.op_order);
        SPARE_OP_ORDER.with(|spare| {
            let mut spare = spare.borrow_mut();
            if table.len() > spare.len() {
                *spare = table;
            }
        });
    }
}

/// `op` as `<< *op` streams it into a diagnostic: numbered from its
/// closest isolated-from-above ancestor, in the custom form when that
/// ancestor verifies (else the generic form), on a line of its own when
/// it takes several.
pub fn op_as_streamed(ctx: &Context, ir: &Ir, op: OpId) -> String {
    let mut ignore = |_: Diagnostic| {};
    let verifier = Verifier::new(ctx, ir, VerifyOptions::default(), &mut ignore, false);
    verifier.op_text_as_streamed(op)
}

/// A node of the walk: an op or a block, visited on entrance and on exit.
#[derive(Clone, Copy)]
enum WorkItem {
    Op(OpId),
    Block(BlockId),
}

impl Verifier<'_, '_> {
    fn definition(&mut self, op: OpId) -> Option<&'static OpDefinition> {
        let name = self.ir.op_name(op);
        let i = name.0 as usize;
        if i >= self.definitions.len() {
            self.definitions.resize(i + 1, None);
        }
        *self.definitions[i].get_or_insert_with(|| self.ctx.op_definition(name))
    }

    /// Whether `op` has all of `traits` (an unregistered op has none).
    fn has_traits(&mut self, op: OpId, traits: OpTraits) -> bool {
        self.definition(op)
            .is_some_and(|d| d.traits.contains(traits))
    }

    /// MLIR's `mightHaveTrait`: a registered op with the traits, or any
    /// unregistered op.
    fn might_have_traits(&mut self, op: OpId, traits: OpTraits) -> bool {
        self.definition(op)
            .is_none_or(|d| d.traits.contains(traits))
    }

    // -----------------------------------------------------------------
    // Diagnostics.

    /// `op` as MLIR prints it into a diagnostic (`appendOp`): numbered from
    /// its closest isolated-from-above ancestor, on a line of its own when
    /// it takes several.
    fn op_text(&self, op: OpId, generic: bool) -> String {
        let flags = crate::text::print::PrintFlags {
            single_threaded: true,
            generic,
            debug_info: self.options.print_debug_info,
            local_scope: true,
        };
        let scope = self.print_scope(op);
        let filled = self.with_unset_segment_sizes(op);
        let ir = filled.as_ref().unwrap_or(self.ir);
        let mut printer = crate::text::print::OpPrinter::in_scope(self.ctx, ir, op, scope, flags);
        printer.print_top_level(op);
        let text = printer.finish();
        let sep = if text.contains('\n') { "\n" } else { "" };
        format!("{sep}{text}")
    }

    /// A copy of the IR in which the ops under `op` (itself included)
    /// whose segment sizes were never set hold them zero-filled, as MLIR's
    /// property storage does and its diagnostics print; `None` when every
    /// op has its sizes. Only diagnostics pay for the copy.
    fn with_unset_segment_sizes(&self, op: OpId) -> Option<Ir> {
        let mut unset = Vec::new();
        self.ir
            .walk(op, crate::storage::walk::WalkOrder::PreOrder, |inner| {
                let spec = self
                    .ctx
                    .op_definition(self.ir.op_name(inner))
                    .and_then(|d| d.spec);
                if let Some(properties) = spec.and_then(|spec| {
                    crate::ods::segments::properties_with_unset_segment_sizes(
                        spec, self.ctx, self.ir, inner,
                    )
                }) {
                    unset.push((inner, properties));
                }
            });
        if unset.is_empty() {
            return None;
        }
        let mut ir = self.ir.clone();
        for (inner, properties) in unset {
            ir.set_op_properties(inner, Some(properties));
        }
        Some(ir)
    }

    /// The closest isolated-from-above ancestor of `op` (or the outermost
    /// op): where MLIR's `Operation::print` numbers values from.
    fn print_scope(&self, op: OpId) -> OpId {
        let mut scope = op;
        while !self
            .ctx
            .op_traits(self.ir.op_name(scope))
            .is_some_and(|t| t.contains(OpTraits::ISOLATED_FROM_ABOVE))
        {
            match self.ir.parent_op(scope) {
                Some(parent) => scope = parent,
                None => break,
            }
        }
        scope
    }

    /// `op` as `<< *op` prints it: the custom form when the op's print
    /// scope verifies, else the generic form (MLIR's printer checks first).
    fn op_text_as_streamed(&self, op: OpId) -> String {
        let scope = self.print_scope(op);
        let verifies = verify_reporting(
            self.ctx,
            self.ir,
            scope,
            VerifyOptions::default(),
            &mut |_| {},
        );
        self.op_text(op, !verifies)
    }

    /// The diagnostic of `error` about `op`, with the `see current
    /// operation` note first when MLIR attaches it.
    fn op_diagnostic(&self, op: OpId, error: OpError) -> Diagnostic {
        let op = error.subject.unwrap_or(op);
        let op_loc = diag_location(self.ctx, self.ir.op_loc(op));
        let location = error
            .location
            .map_or_else(|| op_loc.clone(), |l| diag_location(self.ctx, l));
        let name = self.ctx.ident_str(self.ir.op_name(op));
        let mut d = Diagnostic::new(error.severity, location.clone(), error.render(name));
        d.call_stack = call_stack(self.ctx, error.location.unwrap_or(self.ir.op_loc(op)));
        if error.through_op && self.options.print_op_on_diagnostic {
            // `emitError` and `emitOpError` print the op generically;
            // `emitWarning` and `emitRemark` stream it.
            let text = if error.severity == Severity::Error {
                self.op_text(op, true)
            } else {
                self.op_text_as_streamed(op)
            };
            d.notes
                .push(note(op_loc, format!("see current operation: {text}")));
        }
        for n in error.notes {
            let at = n
                .location
                .map_or_else(|| location.clone(), |l| diag_location(self.ctx, l));
            d.notes.push(note(at, n.message));
        }
        d
    }

    /// `op->emitOpError(message)`.
    fn op_error(&self, op: OpId, message: impl Into<String>) -> Diagnostic {
        self.op_diagnostic(op, OpError::op_error(message))
    }

    /// `op->emitError(message)`.
    fn error(&self, op: OpId, message: impl Into<String>) -> Diagnostic {
        self.op_diagnostic(op, OpError::error(message))
    }

    /// `mlir::emitError(op->getLoc(), message)`: no current-operation note.
    fn error_at_op(&self, op: OpId, message: impl Into<String>) -> Diagnostic {
        error_at(self.ctx, self.ir.op_loc(op), message)
    }

    /// Reports what a verifier hook returned: a warning or remark goes out
    /// and verification goes on; an error stops it.
    fn hook_result(&mut self, op: OpId, result: Result<(), OpError>) -> Checked {
        match result {
            Ok(()) => Ok(()),
            Err(e) if e.is_error() => Err(self.op_diagnostic(op, e)),
            Err(e) => {
                let d = self.op_diagnostic(op, e);
                (self.report)(d);
                Ok(())
            }
        }
    }

    // -----------------------------------------------------------------
    // The walk.

    /// MLIR's `verifyOpAndDominance`: `op` and everything nested in it,
    /// then dominance in its regions.
    fn verify_op_and_dominance(&mut self, op: OpId) -> Checked {
        self.verify_operation(op)?;
        if !self.ir.regions(op).is_empty() {
            self.verify_dominance_of_contained_regions(op)?;
        }
        Ok(())
    }

    /// MLIR's `verifyOperation`: a depth-first walk over the ops and blocks
    /// nested in `op`, each checked on entrance and on exit; nested
    /// isolated-from-above ops are verified on their parent's exit.
    fn verify_operation(&mut self, op: OpId) -> Checked {
        let ir = self.ir;
        let mut worklist: Vec<(WorkItem, bool)> = vec![(WorkItem::Op(op), false)];
        while let Some(top) = worklist.last_mut() {
            let (item, exit) = *top;
            if exit {
                worklist.pop();
                match item {
                    WorkItem::Op(o) => self.verify_op_on_exit(o)?,
                    WorkItem::Block(b) => self.verify_block_on_exit(b)?,
                }
                continue;
            }
            top.1 = true;
            match item {
                WorkItem::Op(o) => {
                    self.verify_op_on_entrance(o)?;
                    for &r in ir.regions(o).iter().rev() {
                        let blocks: Vec<BlockId> = ir.blocks_of(r).collect();
                        worklist.extend(
                            blocks
                                .into_iter()
                                .rev()
                                .map(|b| (WorkItem::Block(b), false)),
                        );
                    }
                }
                WorkItem::Block(b) => {
                    self.verify_block_on_entrance(b)?;
                    let ops: Vec<OpId> = ir.ops_of(b).collect();
                    for o in ops.into_iter().rev() {
                        if ir.regions(o).is_empty()
                            || !self.has_traits(o, OpTraits::ISOLATED_FROM_ABOVE)
                        {
                            worklist.push((WorkItem::Op(o), false));
                        }
                    }
                }
            }
        }
        Ok(())
    }

    /// MLIR's `mayBeValidWithoutTerminator`: a block outside any region,
    /// or the only block of a region of an op without terminators (or of an
    /// unregistered op, or of no op).
    fn may_be_valid_without_terminator(&mut self, block: BlockId) -> bool {
        let ir = self.ir;
        let Some(region) = ir.block_parent(block) else {
            return true;
        };
        if ir.blocks_of(region).nth(1).is_some() {
            return false;
        }
        match ir.region_parent(region) {
            None => true,
            Some(op) => self.might_have_traits(op, OpTraits::NO_TERMINATOR),
        }
    }

    fn verify_block_on_entrance(&mut self, block: BlockId) -> Checked {
        let ir = self.ir;
        if ir.block_is_empty(block) {
            if self.may_be_valid_without_terminator(block) {
                return Ok(());
            }
            // At the region's location, which is its op's.
            let loc = ir
                .block_parent_op(block)
                .map_or(Location::Attr(self.ctx.unknown_loc()), |o| ir.op_loc(o));
            return Err(error_at(
                self.ctx,
                loc,
                "empty block: expect at least a terminator",
            ));
        }
        let last = ir.last_op(block);
        for o in ir.ops_of(block) {
            if ir.num_successors(o) != 0 && Some(o) != last {
                return Err(self.error(
                    o,
                    "operation with block successors must terminate its parent block",
                ));
            }
        }
        Ok(())
    }

    fn verify_block_on_exit(&mut self, block: BlockId) -> Checked {
        let ir = self.ir;
        let Some(last) = ir.last_op(block) else {
            return Ok(());
        };
        let region = ir.block_parent(block);
        if ir.successors(last).any(|s| ir.block_parent(s) != region) {
            return Err(self.op_error(last, "branching to block of a different region"));
        }
        if self.may_be_valid_without_terminator(block) {
            return Ok(());
        }
        if !self.might_have_traits(last, OpTraits::TERMINATOR) {
            let text = self.op_text(last, true);
            return Err(self.error(last, format!("block with no terminator, has {text}")));
        }
        Ok(())
    }

    /// MLIR's `verifyOnEntrance(Operation &)`: operands, the op's
    /// invariants (`verifyInvariants`: its traits in order, its generated
    /// checks, its own verifier), then its regions' entry blocks.
    fn verify_op_on_entrance(&mut self, op: OpId) -> Checked {
        let ir = self.ir;
        for (i, v) in ir.operands(op).enumerate() {
            if matches!(ir.value_owner(v), ValueOwner::Placeholder) {
                return Err(self.error(
                    op,
                    format!("operand #{i} is an unresolved forward reference"),
                ));
            }
        }
        self.verify_dialect_attributes(op)?;
        let def = self.definition(op);
        if let Some(def) = def {
            self.verify_invariants(def, op)?;
        }
        for (i, &r) in ir.regions(op).iter().enumerate() {
            if def.is_some_and(|d| d.traits.contains(OpTraits::GRAPH_REGION))
                && ir.blocks_of(r).nth(1).is_some()
            {
                return Err(self.op_error(
                    op,
                    format!("expects graph region #{i} to have 0 or 1 blocks"),
                ));
            }
            if let Some(entry) = ir.entry_block(r)
                && ir.predecessors(entry).next().is_some()
            {
                return Err(self.error_at_op(op, "entry block of region may not have predecessors"));
            }
        }
        Ok(())
    }

    /// The discardable attributes named after a dialect (`llvm.data_layout`),
    /// each checked by its dialect's hook (MLIR's
    /// `verifyOperationAttribute`, before the op's invariants).
    fn verify_dialect_attributes(&mut self, op: OpId) -> Checked {
        let (ctx, ir) = (self.ctx, self.ir);
        for &(name, value) in ctx.dictionary_entries(ir.op_attributes(op)) {
            let name = ctx.ident_str(name);
            let Some((dialect, _)) = name.split_once('.') else {
                continue;
            };
            let hook = ctx
                .dialect_definition(ctx.ident(dialect))
                .and_then(|d| d.verify_operation_attribute);
            if let Some(hook) = hook {
                let result = hook(ctx, ir, op, name, value);
                self.hook_result(op, result)?;
            }
        }
        Ok(())
    }

    /// MLIR's `verifyInvariants` of a registered op: the count traits, the
    /// structural traits, the generated invariants and the other traits of
    /// its spec, the terminator trait, the op's own verifier.
    fn verify_invariants(&mut self, def: &'static OpDefinition, op: OpId) -> Checked {
        let (ctx, ir) = (self.ctx, self.ir);
        let spec = def.spec;
        if let Some(spec) = spec {
            crate::ods::verify::verify_properties_and_counts(spec, ctx, ir, op)
                .map_err(|e| self.op_diagnostic(op, e))?;
        }
        let regions = ir.regions(op);
        if def.traits.contains(OpTraits::NO_REGION_ARGUMENTS) {
            for (ri, &r) in regions.iter().enumerate() {
                if ir
                    .entry_block(r)
                    .is_some_and(|e| !ir.block_arguments(e).is_empty())
                {
                    let message = if regions.len() > 1 {
                        format!("region #{ri} should have no arguments")
                    } else {
                        "region should have no arguments".to_string()
                    };
                    return Err(self.op_error(op, message));
                }
            }
        }
        if def.traits.contains(OpTraits::SINGLE_BLOCK) {
            for (ri, &r) in regions.iter().enumerate() {
                if ir.blocks_of(r).nth(1).is_some() {
                    return Err(
                        self.op_error(op, format!("expects region #{ri} to have 0 or 1 blocks"))
                    );
                }
                if !def.traits.contains(OpTraits::NO_TERMINATOR)
                    && ir.entry_block(r).is_some_and(|b| ir.block_is_empty(b))
                {
                    return Err(self.op_error(op, "expects a non-empty block"));
                }
            }
        }
        if let Some(spec) = spec {
            crate::ods::verify::verify_traits_and_invariants(spec, ctx, ir, op)
                .map_err(|e| self.op_diagnostic(op, e))?;
        }
        if def.traits.contains(OpTraits::TERMINATOR)
            && ir
                .op_parent_block(op)
                .is_some_and(|b| ir.last_op(b) != Some(op))
        {
            return Err(self.op_error(op, "must be the last operation in the parent block"));
        }
        if let Some(hook) = def.verify {
            let result = hook(ctx, ir, op);
            self.hook_result(op, result)?;
        }
        Ok(())
    }

    /// MLIR's `verifyOnExit(Operation &)`: the nested isolated-from-above
    /// ops, each verified whole, then the region invariants of a registered
    /// op, or whether an unregistered op may exist.
    fn verify_op_on_exit(&mut self, op: OpId) -> Checked {
        let ir = self.ir;
        let mut isolated = Vec::new();
        for &r in ir.regions(op) {
            for b in ir.blocks_of(r) {
                for o in ir.ops_of(b) {
                    if !ir.regions(o).is_empty()
                        && self.has_traits(o, OpTraits::ISOLATED_FROM_ABOVE)
                    {
                        isolated.push(o);
                    }
                }
            }
        }
        self.verify_isolated_ops(&isolated)?;
        match self.definition(op) {
            Some(def) => self.verify_region_invariants(def, op),
            None => self.verify_unregistered(op),
        }
    }

    /// Verifies each of `ops` whole, in order; on threads when allowed and
    /// there are several (MLIR's `failableParallelForEach`). Threads take
    /// the next op in order and stop once an earlier op failed; the
    /// diagnostics are then reported in op order up to the first failure.
    fn verify_isolated_ops(&mut self, ops: &[OpId]) -> Checked {
        let threads = if self.parallel && ops.len() >= 2 {
            available_threads().min(ops.len())
        } else {
            1
        };
        if threads < 2 {
            for &o in ops {
                self.verify_op_and_dominance(o)?;
            }
            return Ok(());
        }
        use std::sync::atomic::{AtomicUsize, Ordering};
        let (ctx, ir, options) = (self.ctx, self.ir, self.options);
        let next = AtomicUsize::new(0);
        let first_failure = AtomicUsize::new(usize::MAX);
        let work = || {
            let mut done: Vec<(usize, Vec<Diagnostic>, Checked)> = Vec::new();
            // One verifier per thread (its caches are per IR, not per op);
            // what it reports is taken after each op.
            let reported = std::cell::RefCell::new(Vec::new());
            let mut report = |d: Diagnostic| reported.borrow_mut().push(d);
            let mut verifier = Verifier::new(ctx, ir, options, &mut report, false);
            loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= ops.len() || i > first_failure.load(Ordering::Relaxed) {
                    return done;
                }
                let result = verifier.verify_op_and_dominance(ops[i]);
                if result.is_err() {
                    first_failure.fetch_min(i, Ordering::Relaxed);
                }
                done.push((i, reported.take(), result));
            }
        };
        let mut results = run_on_threads(threads, work);
        results.sort_unstable_by_key(|(i, _, _)| *i);
        for (_, diagnostics, result) in results {
            for d in diagnostics {
                (self.report)(d);
            }
            result?;
        }
        Ok(())
    }

    /// An unregistered op of a registered dialect: MLIR's dialects do not
    /// allow unknown operations.
    fn verify_unregistered(&mut self, op: OpId) -> Checked {
        let name = self.ctx.ident_str(self.ir.op_name(op));
        let dialect = name.split_once('.').map_or(name, |(d, _)| d);
        if !self.ctx.is_dialect_registered(dialect) {
            if self.ctx.allows_unregistered_dialects() {
                return Ok(());
            }
            return Err(self.op_error(
                op,
                "created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used",
            ));
        }
        Err(self.error(
            op,
            format!(
                "unregistered operation '{name}' found in dialect ('{dialect}') that does not allow unknown operations"
            ),
        ))
    }

    /// MLIR's `verifyRegionInvariants`: the region traits (isolation from
    /// above, the symbol table, the spec's region traits), then the op's
    /// region verifier.
    fn verify_region_invariants(&mut self, def: &'static OpDefinition, op: OpId) -> Checked {
        let (ctx, ir) = (self.ctx, self.ir);
        if def.traits.contains(OpTraits::ISOLATED_FROM_ABOVE) {
            self.verify_isolated_from_above(op)?;
        }
        if def.traits.contains(OpTraits::SYMBOL_TABLE) {
            self.verify_symbol_table(op)?;
        }
        if let Some(spec) = def.spec {
            crate::ods::verify::verify_region_traits(spec, ctx, ir, op)
                .map_err(|e| self.op_diagnostic(op, e))?;
        }
        if let Some(hook) = def.verify_regions {
            let result = hook(ctx, ir, op);
            self.hook_result(op, result)?;
        }
        Ok(())
    }

    /// The `IsolatedFromAbove` trait: no op in `isolated`'s regions (nested
    /// isolated ops aside, which check themselves) uses a value defined
    /// outside them.
    fn verify_isolated_from_above(&mut self, isolated: OpId) -> Checked {
        let ir = self.ir;
        for &region in ir.regions(isolated) {
            let mut pending = vec![region];
            while let Some(r) = pending.pop() {
                for b in ir.blocks_of(r) {
                    for o in ir.ops_of(b) {
                        for v in ir.operands(o) {
                            let Some(operand_region) =
                                ir.value_parent_block(v).and_then(|b| ir.block_parent(b))
                            else {
                                return Err(self.error(o, "operation's operand is unlinked"));
                            };
                            if !self.region_is_ancestor(region, operand_region) {
                                let d = self.op_error(o, "using value defined outside the region");
                                let at = diag_location(self.ctx, ir.op_loc(isolated));
                                return Err(with_note(
                                    d,
                                    at,
                                    "required by region isolation constraints",
                                ));
                            }
                        }
                        if !ir.regions(o).is_empty()
                            && !self.has_traits(o, OpTraits::ISOLATED_FROM_ABOVE)
                        {
                            pending.extend(ir.regions(o).iter().copied());
                        }
                    }
                }
            }
        }
        Ok(())
    }

    /// The `SymbolTable` trait (MLIR's `verifySymbolTable`): one region of
    /// one block, unique symbol names, then the symbol uses of the ops
    /// nested in it (not in nested symbol tables).
    fn verify_symbol_table(&mut self, table: OpId) -> Checked {
        let (ctx, ir) = (self.ctx, self.ir);
        let regions = ir.regions(table);
        if regions.len() != 1 {
            return Err(self.op_error(
                table,
                "Operations with a 'SymbolTable' must have exactly one region",
            ));
        }
        if ir.blocks_of(regions[0]).count() != 1 {
            return Err(self.op_error(
                table,
                "Operations with a 'SymbolTable' must have exactly one block",
            ));
        }
        let mut seen: FxHashMap<&[u8], OpId> = FxHashMap::default();
        for b in ir.blocks_of(regions[0]) {
            for o in ir.ops_of(b) {
                let Some(name) = crate::storage::symbol_table::symbol_name(ctx, ir, o) else {
                    continue;
                };
                if let Some(&prev) = seen.get(name) {
                    let d = self.error(
                        o,
                        format!(
                            "redefinition of symbol named '{}'",
                            String::from_utf8_lossy(name)
                        ),
                    );
                    let at = diag_location(ctx, ir.op_loc(prev));
                    return Err(with_note(d, at, "see existing symbol definition here"));
                }
                seen.insert(name, o);
            }
        }
        // MLIR's `walkSymbolTable`: the ops of a region, then the regions
        // they hold, last pushed first. The table's own ops come first; then
        // what each of them holds, the last op's first (each op's regions are
        // walked whole before an earlier op's).
        // One collection for the whole table, as MLIR's `verifySymbolTable`.
        let symbols = crate::storage::symbol_table::SymbolTableCollection::new();
        let mut inside: Vec<OpId> = Vec::new();
        for b in ir.blocks_of(regions[0]) {
            for o in ir.ops_of(b) {
                if let Some(hook) = self.definition(o).and_then(|d| d.verify_symbol_uses) {
                    let result = hook(ctx, ir, o, &symbols);
                    self.hook_result(o, result)?;
                }
                if !self.has_traits(o, OpTraits::SYMBOL_TABLE) && !ir.regions(o).is_empty() {
                    inside.push(o);
                }
            }
        }
        inside.reverse();
        if self.parallel && inside.len() >= 2 && available_threads() >= 2 {
            return self.check_symbol_uses_on_threads(&inside);
        }
        for o in inside {
            for (user, e) in symbol_use_failures(ctx, ir, o, &symbols) {
                self.hook_result(user, Err(e))?;
            }
        }
        Ok(())
    }

    /// The symbol uses inside each of `ops` (in order) checked on threads,
    /// each thread with a collection of its own; the failures are reported
    /// in order up to the first error, as the walk on one thread does.
    fn check_symbol_uses_on_threads(&mut self, ops: &[OpId]) -> Checked {
        use std::sync::atomic::{AtomicUsize, Ordering};
        let (ctx, ir) = (self.ctx, self.ir);
        let next = AtomicUsize::new(0);
        let first_error = AtomicUsize::new(usize::MAX);
        let mut found = run_on_threads(available_threads().min(ops.len()), || {
            let symbols = crate::storage::symbol_table::SymbolTableCollection::new();
            let mut done = Vec::new();
            loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= ops.len() || i > first_error.load(Ordering::Relaxed) {
                    return done;
                }
                let failures = symbol_use_failures(ctx, ir, ops[i], &symbols);
                if failures.iter().any(|(_, e)| e.is_error()) {
                    first_error.fetch_min(i, Ordering::Relaxed);
                }
                done.push((i, failures));
            }
        });
        found.sort_unstable_by_key(|(i, _)| *i);
        for (_, failures) in found {
            for (user, e) in failures {
                self.hook_result(user, Err(e))?;
            }
        }
        Ok(())
    }

    // -----------------------------------------------------------------
    // Dominance.

    /// MLIR's `verifyDominanceOfContainedRegions`: each operand of each op
    /// in a reachable block of `op`'s regions dominates its use; the ops
    /// of a region come before the regions nested in them (a stack: the
    /// last pushed first); nested isolated-from-above ops are verified on
    /// their own.
    fn verify_dominance_of_contained_regions(&mut self, op: OpId) -> Checked {
        let ir = self.ir;
        let mut worklist = vec![op];
        while let Some(o) = worklist.pop() {
            for &r in ir.regions(o) {
                let blocks: Vec<BlockId> = ir.blocks_of(r).collect();
                for b in blocks {
                    let reachable = self.is_reachable(r, b);
                    let ops: Vec<OpId> = ir.ops_of(b).collect();
                    for user in ops {
                        if reachable {
                            for (i, v) in ir.operands(user).enumerate() {
                                if !self.properly_dominates(v, user) {
                                    return Err(self.dominance_error(user, i, v));
                                }
                            }
                        }
                        if !ir.regions(user).is_empty()
                            && !self.has_traits(user, OpTraits::ISOLATED_FROM_ABOVE)
                        {
                            worklist.push(user);
                        }
                    }
                }
            }
        }
        Ok(())
    }

    fn dominance_of(&mut self, region: RegionId) -> &DominanceInfo {
        let ir = self.ir;
        self.dominance
            .entry(region)
            .or_insert_with(|| DominanceInfo::compute(ir, region))
    }

    fn is_reachable(&mut self, region: RegionId, block: BlockId) -> bool {
        let ir = self.ir;
        if ir.entry_block(region) == Some(block) || ir.blocks_of(region).nth(1).is_none() {
            return true;
        }
        self.dominance_of(region).is_reachable(block)
    }

    /// How dominance applies in the regions of `op`: `None` for graph
    /// regions (registered ops that declare them), `Some(true)` for SSA
    /// regions, and `Some(false)` for unregistered ops, whose regions may be
    /// graph regions: MLIR then checks dominance across blocks but not the
    /// order of ops within a block.
    fn ssa_dominance(&mut self, op: OpId) -> Option<bool> {
        match self.definition(op) {
            Some(d) if d.traits.contains(OpTraits::GRAPH_REGION) => None,
            Some(_) => Some(true),
            None => Some(false),
        }
    }

    /// MLIR's `DominanceInfo::properlyDominates(Value, Operation *)`.
    fn properly_dominates(&mut self, value: crate::storage::ir::Value, user: OpId) -> bool {
        let ir = self.ir;
        let Some(def_block) = ir.value_parent_block(value) else {
            return false;
        };
        let Some(def_region) = ir.block_parent(def_block) else {
            return false;
        };
        // The ancestor of the user that sits in the defining region.
        let mut anchor = user;
        loop {
            let Some(b) = ir.op_parent_block(anchor) else {
                return false;
            };
            if ir.block_parent(b) == Some(def_region) {
                break;
            }
            let Some(parent) = ir.parent_op(anchor) else {
                return false;
            };
            anchor = parent;
        }
        let dominance = match ir.region_parent(def_region) {
            Some(owner) => self.ssa_dominance(owner),
            None => Some(true),
        };
        let Some(ordered_blocks) = dominance else {
            return true;
        };
        let anchor_block = ir.op_parent_block(anchor).expect("anchor is attached");
        if anchor_block == def_block {
            return match ir.value_owner(value) {
                ValueOwner::BlockArgument { .. } => true,
                // An op does not dominate the uses nested in it, nor (where
                // ops are ordered) its own operands.
                ValueOwner::Result { op: def, .. } if def == anchor => {
                    def == user && !ordered_blocks
                }
                ValueOwner::Result { op: def, .. } => {
                    !ordered_blocks || self.op_before(def, anchor)
                }
                ValueOwner::Placeholder => false,
            };
        }
        self.dominance_of(def_region)
            .dominates(def_block, anchor_block)
    }

    fn op_before(&mut self, a: OpId, b: OpId) -> bool {
        let block = self.ir.op_parent_block(a).expect("attached op");
        if self.numbered_blocks.insert(block) {
            for (i, o) in self.ir.ops_of(block).enumerate() {
                self.op_order[o.as_usize()] = i as u32;
            }
        }
        self.op_order[a.as_usize()] < self.op_order[b.as_usize()]
    }

    fn dominance_error(
        &self,
        user: OpId,
        index: usize,
        value: crate::storage::ir::Value,
    ) -> Diagnostic {
        let ir = self.ir;
        let mut d = self.error(user, format!("operand #{index} does not dominate this use"));
        let user_block = ir.op_parent_block(user);
        let r1 = user_block.and_then(|b| ir.block_parent(b));
        let relation = |r2: Option<RegionId>| -> &'static str {
            if r1 == r2 {
                "same region"
            } else if r2
                .is_some_and(|r2| r1.is_some_and(|r1| self.region_is_proper_ancestor(r2, r1)))
            {
                "parent region"
            } else if r1
                .is_some_and(|r1| r2.is_some_and(|r2| self.region_is_proper_ancestor(r1, r2)))
            {
                "child region"
            } else {
                "neither"
            }
        };
        match ir.value_owner(value) {
            ValueOwner::Result { op: def, .. } => {
                let def_block = ir.op_parent_block(def);
                let r2 = def_block.and_then(|b| ir.block_parent(b));
                let what = if user_block == def_block {
                    " (op in the same block)".to_string()
                } else {
                    match relation(r2) {
                        "neither" => " (op is neither in a parent nor in a child region)".into(),
                        "same region" => " (op in the same region)".into(),
                        rel => format!(" (op in a {rel})"),
                    }
                };
                let at = diag_location(self.ctx, ir.op_loc(def));
                d = with_note(d, at, format!("operand defined here{what}"));
            }
            ValueOwner::BlockArgument { block, .. } => {
                let r2 = ir.block_parent(block);
                let loc = ir
                    .block_parent_op(block)
                    .map_or(Location::Attr(self.ctx.unknown_loc()), |o| ir.op_loc(o));
                let index = r2.map_or(0, |r| ir.blocks_of(r).position(|b| b == block).unwrap_or(0));
                let rel = match relation(r2) {
                    "neither" => "neither in a parent nor in a child region",
                    "same region" => "in the same region",
                    "parent region" => "in a parent region",
                    _ => "in a child region",
                };
                let at = diag_location(self.ctx, loc);
                d = with_note(
                    d,
                    at,
                    format!("operand defined as a block argument (block #{index} {rel})"),
                );
            }
            ValueOwner::Placeholder => {}
        }
        d
    }

    /// Whether `ancestor` is `region` or holds it.
    fn region_is_ancestor(&self, ancestor: RegionId, region: RegionId) -> bool {
        ancestor == region || self.region_is_proper_ancestor(ancestor, region)
    }

    fn region_is_proper_ancestor(&self, ancestor: RegionId, mut region: RegionId) -> bool {
        let ir = self.ir;
        loop {
            let Some(op) = ir.region_parent(region) else {
                return false;
            };
            let Some(b) = ir.op_parent_block(op) else {
                return false;
            };
            let Some(r) = ir.block_parent(b) else {
                return false;
            };
            if r == ancestor {
                return true;
            }
            region = r;
        }
    }
}

fn note(location: DiagLocation, message: String) -> Diagnostic {
    Diagnostic::new(Severity::Note, location, message)
}

/// `mlir::emitError(loc, message)`.
fn error_at(ctx: &Context, loc: Location, message: impl Into<String>) -> Diagnostic {
    let mut d = Diagnostic::error(diag_location(ctx, loc), message);
    d.call_stack = call_stack(ctx, loc);
    d
}

/// How many callers of a call-site location a diagnostic shows (MLIR's
/// default `callStackLimit`).
const CALL_STACK_LIMIT: usize = 10;

/// The callers of `loc` when it is a call site, innermost first.
pub fn call_stack(ctx: &Context, loc: Location) -> Vec<DiagLocation> {
    let mut stack = Vec::new();
    let Location::Attr(mut attr) = loc else {
        return stack;
    };
    while let AttrKind::Location(LocationKind::CallSite { caller, .. }) = ctx.attr_kind(attr) {
        if stack.len() == CALL_STACK_LIMIT {
            break;
        }
        stack.push(diag_location_of_attr(ctx, *caller));
        attr = *caller;
    }
    stack
}

fn with_note(mut d: Diagnostic, location: DiagLocation, message: impl Into<String>) -> Diagnostic {
    d.notes.push(note(location, message.into()));
    d
}

/// The failed symbol-use checks (MLIR's `verifySymbolUses`) of the ops in
/// `op`'s regions, in the order MLIR's `walkSymbolTable` meets them (the
/// ops of a region, then the regions they hold, last pushed first; nested
/// symbol tables check their own), up to the first error.
fn symbol_use_failures(
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    symbols: &crate::storage::symbol_table::SymbolTableCollection,
) -> Vec<(OpId, OpError)> {
    let mut failures = Vec::new();
    let mut pending: Vec<RegionId> = ir.regions(op).to_vec();
    while let Some(r) = pending.pop() {
        for b in ir.blocks_of(r) {
            for o in ir.ops_of(b) {
                let def = ctx.op_definition(ir.op_name(o));
                if let Some(hook) = def.and_then(|d| d.verify_symbol_uses)
                    && let Err(e) = hook(ctx, ir, o, symbols)
                {
                    let fatal = e.is_error();
                    failures.push((o, e));
                    if fatal {
                        return failures;
                    }
                }
                if !def.is_some_and(|d| d.traits.contains(OpTraits::SYMBOL_TABLE)) {
                    pending.extend(ir.regions(o).iter().copied());
                }
            }
        }
    }
    failures
}
