//! Structural verification with MLIR's messages: SSA dominance, entry blocks
//! without predecessors, successors in the same region, isolation from
//! above, terminators, symbol uniqueness, the checks of ops defined by a
//! spec ([`crate::ods::verify`]), and the ops' own verifiers.

use rustc_hash::FxHashMap;

use crate::attributes::{AttrKind, Attribute, LocationKind};
use crate::context::Context;
use crate::diagnostics::{DiagLocation, Diagnostic, Severity, SourcePlace};
use crate::dominance::DominanceInfo;
use crate::ir::{BlockId, Ir, Location, OpId, RegionId, ValueOwner};
use crate::registry::OpTraits;

/// Options for verification.
#[derive(Clone, Copy, Debug, Default)]
pub struct VerifyOptions {
    /// Attach `see current operation: ...` notes to op errors (as mlir-opt
    /// does unless it is verifying diagnostics).
    pub print_op_on_diagnostic: bool,
}

/// Verifies `top` and everything nested in it; returns the first error.
pub fn verify(ctx: &Context, ir: &Ir, top: OpId, options: VerifyOptions) -> Result<(), Diagnostic> {
    let mut v = Verifier {
        ctx,
        ir,
        options,
        dominance: FxHashMap::default(),
        op_order: vec![0; ir.op_capacity()],
        numbered_blocks: rustc_hash::FxHashSet::default(),
        definitions: Vec::new(),
    };
    v.verify_all(top)
}

/// The diagnostic location of an op's or argument's location.
pub fn diag_location(ctx: &Context, loc: Location) -> DiagLocation {
    match loc {
        Location::Source { file, line, col } => DiagLocation::Place(SourcePlace {
            file: ctx.ident_str(file).into(),
            line,
            col,
        }),
        Location::Attr(a) => diag_location_of_attr(ctx, a),
    }
}

/// The diagnostic location of a location attribute: the first file place
/// inside it, or its printed form.
pub fn diag_location_of_attr(ctx: &Context, loc: Attribute) -> DiagLocation {
    fn find(ctx: &Context, loc: Attribute) -> Option<SourcePlace> {
        match ctx.attr_kind(loc) {
            AttrKind::Location(LocationKind::FileLineCol { file, line, col }) => {
                Some(SourcePlace {
                    file: ctx.ident_str(*file).into(),
                    line: *line,
                    col: *col,
                })
            }
            AttrKind::Location(LocationKind::Name { child, .. }) => find(ctx, *child),
            AttrKind::Location(LocationKind::CallSite { callee, .. }) => find(ctx, *callee),
            AttrKind::Location(LocationKind::Fused { locations, .. }) => {
                locations.iter().find_map(|l| find(ctx, *l))
            }
            _ => None,
        }
    }
    match find(ctx, loc) {
        Some(p) => DiagLocation::Place(p),
        None if loc == ctx.unknown_loc() => DiagLocation::Other("<unknown>".into()),
        None => DiagLocation::Other(crate::print::attr_to_string(ctx, loc)),
    }
}

struct Verifier<'a> {
    ctx: &'a Context,
    ir: &'a Ir,
    options: VerifyOptions,
    dominance: FxHashMap<RegionId, DominanceInfo>,
    /// Position of each op in its block, filled per block on first need.
    op_order: Vec<u32>,
    numbered_blocks: rustc_hash::FxHashSet<BlockId>,
    /// Registry lookups by op name, cached (names are dense small integers).
    definitions: Vec<Option<Option<&'static crate::registry::OpDefinition>>>,
}

impl Verifier<'_> {
    fn definition(&mut self, op: OpId) -> Option<&'static crate::registry::OpDefinition> {
        let name = self.ir.op_name(op);
        let i = name.0 as usize;
        if i >= self.definitions.len() {
            self.definitions.resize(i + 1, None);
        }
        *self.definitions[i].get_or_insert_with(|| self.ctx.op_definition(name))
    }

    fn op_error(&self, op: OpId, message: String) -> Diagnostic {
        let loc = diag_location(self.ctx, self.ir.op_loc(op));
        let mut d = Diagnostic {
            severity: Severity::Error,
            location: loc.clone(),
            message,
            notes: Vec::new(),
        };
        if self.options.print_op_on_diagnostic {
            let flags = crate::print::PrintFlags {
                generic: true,
                debug_info: false,
                local_scope: true,
            };
            // Values are numbered from the closest isolated-from-above
            // ancestor (or the outermost op), as MLIR's Operation::print does.
            let mut scope = op;
            while !self
                .ctx
                .op_definition(self.ir.op_name(scope))
                .is_some_and(|d| d.traits.contains(OpTraits::ISOLATED_FROM_ABOVE))
            {
                match self.ir.parent_op(scope) {
                    Some(parent) => scope = parent,
                    None => break,
                }
            }
            let mut printer =
                crate::print::OpPrinter::in_scope(self.ctx, self.ir, op, scope, flags);
            printer.print_top_level(op);
            let text = printer.finish();
            // Like MLIR, a multi-line op starts on a line of its own.
            let sep = if text.contains('\n') { "\n" } else { "" };
            d.notes.push(Diagnostic {
                severity: Severity::Note,
                location: loc,
                message: format!("see current operation: {sep}{text}"),
                notes: Vec::new(),
            });
        }
        d
    }

    fn named_op_error(&self, op: OpId, message: &str) -> Diagnostic {
        let name = self.ctx.ident_str(self.ir.op_name(op));
        self.op_error(op, format!("'{name}' op {message}"))
    }

    fn verify_all(&mut self, top: OpId) -> Result<(), Diagnostic> {
        // `None` marks the end of an op's regions: its region traits run
        // once everything nested in it is verified, as in MLIR.
        let mut stack: Vec<(OpId, bool)> = vec![(top, false)];
        while let Some((op, exit)) = stack.pop() {
            if exit {
                if let Some(spec) = self.definition(op).and_then(|d| d.spec) {
                    crate::ods::verify::verify_region_traits(spec, self.ctx, self.ir, op)
                        .map_err(|e| self.spec_error(op, e))?;
                }
                continue;
            }
            self.verify_op(op)?;
            if self
                .definition(op)
                .and_then(|d| d.spec)
                .is_some_and(crate::ods::verify::has_region_traits)
            {
                stack.push((op, true));
            }
            for &r in self.ir.regions(op).iter().rev() {
                let blocks: Vec<BlockId> = self.ir.blocks_of(r).collect();
                for &b in blocks.iter().rev() {
                    let ops: Vec<OpId> = self.ir.ops_of(b).collect();
                    stack.extend(ops.into_iter().rev().map(|o| (o, false)));
                }
            }
        }
        Ok(())
    }

    /// The diagnostic of an error of the spec engine.
    fn spec_error(&self, op: OpId, e: crate::ods::verify::SpecError) -> Diagnostic {
        let mut d = match e.kind {
            crate::ods::verify::ErrorKind::Op => self.named_op_error(op, &e.message),
            crate::ods::verify::ErrorKind::Plain => {
                Diagnostic::error(diag_location(self.ctx, self.ir.op_loc(op)), e.message)
            }
        };
        for note in e.notes {
            d.notes.push(Diagnostic {
                severity: Severity::Note,
                location: diag_location(self.ctx, self.ir.op_loc(op)),
                message: note,
                notes: Vec::new(),
            });
        }
        d
    }

    /// Verifies one op in MLIR's order: operands, then (for registered ops)
    /// the count traits, the structural traits, the generated invariants
    /// and the other traits of its spec, the terminator trait, the op's own
    /// verifier, and finally its regions' blocks.
    fn verify_op(&mut self, op: OpId) -> Result<(), Diagnostic> {
        let ir = self.ir;
        let def = self.definition(op);
        for (i, v) in ir.operands(op).enumerate() {
            if matches!(ir.value_owner(v), ValueOwner::Placeholder) {
                return Err(self.op_error(
                    op,
                    format!("operand #{i} is an unresolved forward reference"),
                ));
            }
            self.check_dominance(op, i, v)?;
        }
        let my_region = ir.op_parent_block(op).and_then(|b| ir.block_parent(b));
        for s in ir.successors(op) {
            if ir.block_parent(s) != my_region {
                return Err(
                    self.op_error(op, "reference to block defined in another region".into())
                );
            }
        }
        let spec = def.and_then(|d| d.spec);
        if let Some(spec) = spec {
            crate::ods::verify::verify_properties_and_counts(spec, self.ctx, ir, op)
                .map_err(|e| self.spec_error(op, e))?;
        }
        if let Some(def) = &def {
            let regions = ir.regions(op);
            for (ri, &r) in regions.iter().enumerate() {
                if def.traits.contains(OpTraits::SINGLE_BLOCK) {
                    let n_blocks = ir.blocks_of(r).count();
                    if n_blocks > 1 {
                        return Err(self.named_op_error(
                            op,
                            &format!("expects region #{ri} to have 0 or 1 blocks"),
                        ));
                    }
                    if !def.traits.contains(OpTraits::NO_TERMINATOR)
                        && ir.entry_block(r).is_some_and(|b| ir.block_is_empty(b))
                    {
                        return Err(self.named_op_error(op, "expects a non-empty block"));
                    }
                }
            }
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
                        return Err(self.named_op_error(op, &message));
                    }
                }
            }
        }
        if let Some(spec) = spec {
            crate::ods::verify::verify_traits_and_invariants(spec, self.ctx, ir, op)
                .map_err(|e| self.spec_error(op, e))?;
        }
        if let Some(def) = &def {
            if def.traits.contains(OpTraits::TERMINATOR)
                && let Some(b) = ir.op_parent_block(op)
                && ir.last_op(b) != Some(op)
            {
                return Err(
                    self.named_op_error(op, "must be the last operation in the parent block")
                );
            }
            if def.traits.contains(OpTraits::SYMBOL_TABLE) {
                self.check_symbol_uniqueness(op)?;
            }
            if let Some(hook) = def.verify {
                hook(self.ctx, ir, op).map_err(|m| self.named_op_error(op, &m))?;
            }
        }
        for &r in ir.regions(op) {
            if let Some(entry) = ir.entry_block(r)
                && ir.predecessors(entry).next().is_some()
            {
                let loc = diag_location(self.ctx, ir.op_loc(op));
                return Err(Diagnostic::error(
                    loc,
                    "entry block of region may not have predecessors",
                ));
            }
            if let Some(def) = &def
                && !def.traits.contains(OpTraits::NO_TERMINATOR)
            {
                for b in ir.blocks_of(r) {
                    let last = ir.last_op(b);
                    let ok = last.is_some_and(|l| {
                        self.ctx
                            .op_definition(ir.op_name(l))
                            .is_none_or(|d| d.traits.contains(OpTraits::TERMINATOR))
                    });
                    if !ok {
                        return Err(
                            self.named_op_error(op, "empty block: expect at least a terminator")
                        );
                    }
                }
            }
        }
        Ok(())
    }

    fn check_symbol_uniqueness(&self, op: OpId) -> Result<(), Diagnostic> {
        let ir = self.ir;
        let mut seen: FxHashMap<&[u8], OpId> = FxHashMap::default();
        for &r in ir.regions(op) {
            for b in ir.blocks_of(r) {
                for o in ir.ops_of(b) {
                    let Some(name) = crate::symbol_table::symbol_name(self.ctx, ir, o) else {
                        continue;
                    };
                    if let Some(&prev) = seen.get(name) {
                        let mut d = self.op_error(
                            o,
                            format!(
                                "redefinition of symbol named '{}'",
                                String::from_utf8_lossy(name)
                            ),
                        );
                        d.notes.push(Diagnostic {
                            severity: Severity::Note,
                            location: diag_location(self.ctx, ir.op_loc(prev)),
                            message: "see existing symbol definition here".into(),
                            notes: Vec::new(),
                        });
                        return Err(d);
                    }
                    seen.insert(name, o);
                }
            }
        }
        Ok(())
    }

    /// How dominance applies in the regions of `op`: `None` for graph
    /// regions (registered ops that declare them), `Some(true)` for SSA
    /// regions, and `Some(false)` for unregistered ops, whose regions may be
    /// graph regions: MLIR then checks dominance across blocks but not the
    /// order of ops within a block.
    fn ssa_dominance(&self, op: OpId) -> Option<bool> {
        match self.ctx.op_definition(self.ir.op_name(op)) {
            Some(d) if d.traits.contains(OpTraits::GRAPH_REGION) => None,
            Some(_) => Some(true),
            None => Some(false),
        }
    }

    fn check_dominance(
        &mut self,
        user: OpId,
        index: usize,
        value: crate::ir::Value,
    ) -> Result<(), Diagnostic> {
        let ir = self.ir;
        let Some(def_block) = ir.value_parent_block(value) else {
            return Err(self.dominance_error(user, index, value));
        };
        let Some(def_region) = ir.block_parent(def_block) else {
            return Err(self.dominance_error(user, index, value));
        };
        // Walk up from the user to the op that sits in the defining region,
        // checking isolation on the way.
        let mut anchor = user;
        loop {
            let Some(b) = ir.op_parent_block(anchor) else {
                return Err(self.dominance_error(user, index, value));
            };
            let r = ir.block_parent(b);
            if r == Some(def_region) {
                break;
            }
            let Some(parent) = ir.parent_op(anchor) else {
                return Err(self.dominance_error(user, index, value));
            };
            if self
                .ctx
                .op_definition(ir.op_name(parent))
                .is_some_and(|d| d.traits.contains(OpTraits::ISOLATED_FROM_ABOVE))
            {
                let mut d = self.named_op_error(user, "using value defined outside the region");
                d.notes.push(Diagnostic {
                    severity: Severity::Note,
                    location: diag_location(self.ctx, ir.op_loc(parent)),
                    message: "required by region isolation constraints".into(),
                    notes: Vec::new(),
                });
                return Err(d);
            }
            anchor = parent;
        }
        let dominance = match ir.region_parent(def_region) {
            Some(owner) => self.ssa_dominance(owner),
            None => Some(true),
        };
        let Some(ordered_blocks) = dominance else {
            return Ok(());
        };
        let anchor_block = ir.op_parent_block(anchor).expect("anchor is attached");
        let ok = if anchor_block == def_block {
            !ordered_blocks
                || match ir.value_owner(value) {
                    ValueOwner::BlockArgument { .. } => true,
                    ValueOwner::Result { op: def, .. } => {
                        def != anchor && self.op_before(def, anchor)
                    }
                    ValueOwner::Placeholder => false,
                }
        } else {
            let info = self
                .dominance
                .entry(def_region)
                .or_insert_with(|| DominanceInfo::compute(ir, def_region));
            info.dominates(def_block, anchor_block)
        };
        if ok {
            Ok(())
        } else {
            Err(self.dominance_error(user, index, value))
        }
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

    fn dominance_error(&self, user: OpId, index: usize, value: crate::ir::Value) -> Diagnostic {
        let ir = self.ir;
        let mut d = self.op_error(user, format!("operand #{index} does not dominate this use"));
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
                d.notes.push(Diagnostic {
                    severity: Severity::Note,
                    location: diag_location(self.ctx, ir.op_loc(def)),
                    message: format!("operand defined here{what}"),
                    notes: Vec::new(),
                });
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
                d.notes.push(Diagnostic {
                    severity: Severity::Note,
                    location: diag_location(self.ctx, loc),
                    message: format!("operand defined as a block argument (block #{index} {rel})"),
                    notes: Vec::new(),
                });
            }
            ValueOwner::Placeholder => {}
        }
        d
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
