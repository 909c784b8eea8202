//! The analysis of `sccp`: MLIR's dead-code and sparse constant
//! propagation analyses, solved together with a worklist. Every op and
//! block is visited once in program order, then only what depends on a
//! change (the users of a value, the blocks an edge or a function entry
//! leads to, the calls a return returns to) until nothing changes.

use std::collections::VecDeque;

use rustc_hash::{FxHashMap, FxHashSet};

use dialectic_runtime::rewrite::{OpFoldResult, fold_op_with};
use dialectic_runtime::storage::op_traits::OpTraits;
use dialectic_runtime::storage::symbol_table::Visibility;
use dialectic_runtime::{
    Attribute, BlockId, Context, Ident, Ir, OpId, SymbolTableCollection, Value,
};

use super::super::symbol_uses::symbol_uses;
use crate::interfaces::{
    BranchOpInterface, CallOpInterface, CallableOpInterface, SymbolOpInterface,
};

/// What is known of each value of the live code of `root`, at the fixed
/// point (values of code that never runs are not in the map).
pub(super) fn solve(ctx: &Context, ir: &mut Ir, root: OpId) -> FxHashMap<Value, ConstantLattice> {
    let mut solver = Solver {
        ctx,
        root,
        symbols: SymbolTableCollection::new(),
        live_blocks: FxHashSet::default(),
        live_edges: FxHashSet::default(),
        values: FxHashMap::default(),
        predecessors: FxHashMap::default(),
        events: Vec::new(),
    };
    solver.solve(ir);
    solver.values
}

/// What is known of a value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum ConstantLattice {
    /// Nothing yet (optimistically, any constant).
    Uninitialized,
    /// This constant, as folding ops of this dialect gave it.
    Constant(Attribute, Ident),
    /// More than one value, or nothing known.
    Unknown,
}

impl ConstantLattice {
    /// Joins `other` in; whether `self` changed.
    fn join(&mut self, other: ConstantLattice) -> bool {
        let joined = match (*self, other) {
            (_, ConstantLattice::Uninitialized) => *self,
            (ConstantLattice::Uninitialized, _) => other,
            (a, b) if a == b => a,
            _ => ConstantLattice::Unknown,
        };
        let changed = joined != *self;
        *self = joined;
        changed
    }
}

/// The known predecessors of a function (its calls) or of a call (the
/// return ops of its callee), and whether there may be others.
#[derive(Default)]
struct Predecessors {
    unknown: bool,
    known: Vec<OpId>,
}

/// The state of both analyses: live blocks and edges, the lattice of each
/// value, the predecessors of functions and calls.
struct Solver<'c> {
    ctx: &'c Context,
    root: OpId,
    symbols: SymbolTableCollection,
    live_blocks: FxHashSet<BlockId>,
    live_edges: FxHashSet<(BlockId, BlockId)>,
    values: FxHashMap<Value, ConstantLattice>,
    predecessors: FxHashMap<OpId, Predecessors>,
    /// What changed since the last visit, to revisit what depends on it.
    events: Vec<Event>,
}

/// A change in the analysis state.
enum Event {
    /// A value's lattice rose.
    Value(Value),
    /// The known predecessors of a function or a call grew.
    Predecessors(OpId),
    /// A block became live.
    BlockLive(BlockId),
    /// An edge into a block became live.
    EdgeLive(BlockId),
}

/// A unit of work: the control flow and results of an op, or the
/// arguments of a block.
#[derive(Clone, Copy)]
enum Item {
    Op(OpId),
    Block(BlockId),
}

impl Solver<'_> {
    fn solve(&mut self, ir: &mut Ir) {
        let root = self.root;
        for region in ir.regions(root).to_vec() {
            if let Some(entry) = ir.entry_block(region) {
                self.mark_block_live(entry);
                for argument in ir.block_arguments(entry).to_vec() {
                    self.join(argument, ConstantLattice::Unknown);
                }
            }
        }
        self.initialize_symbol_callables(ir);
        // Everything is visited once in program order, then what depends
        // on each change, until nothing changes.
        let mut queue = VecDeque::new();
        push_nested(ir, root, &mut queue);
        self.events.clear();
        while let Some(item) = queue.pop_front() {
            match item {
                Item::Op(op) => {
                    self.visit_control_flow(ir, op);
                    self.visit_op(ir, op);
                }
                Item::Block(block) => self.visit_block(ir, block),
            }
            self.schedule_dependents(ir, &mut queue);
        }
    }

    /// Queues what the changes since the last visit may change.
    fn schedule_dependents(&mut self, ir: &Ir, queue: &mut VecDeque<Item>) {
        let ctx = self.ctx;
        for event in std::mem::take(&mut self.events) {
            match event {
                Event::Value(value) => {
                    for operand in ir.uses(value) {
                        let user = ir.operand_owner(operand);
                        queue.push_back(Item::Op(user));
                        queue.extend(ir.successors(user).map(Item::Block));
                        if let Some(function) = self.returned_from(ir, user)
                            && let Some(calls) = self.predecessors.get(&function)
                        {
                            queue.extend(calls.known.iter().map(|&call| Item::Op(call)));
                        }
                        if ctx.op_implements::<dyn CallOpInterface>(ir, user)
                            && let Some(entry) = self.callee_entry(ir, user)
                        {
                            queue.push_back(Item::Block(entry));
                        }
                    }
                }
                Event::Predecessors(op) => {
                    queue.push_back(Item::Op(op));
                    if let Some(callable) = ctx.op_interface::<dyn CallableOpInterface>(ir, op)
                        && let Some(region) = callable.callable_region(ctx, ir)
                    {
                        for block in ir.blocks_of(region) {
                            queue.push_back(Item::Block(block));
                            if let Some(terminator) = ir.last_op(block) {
                                queue.push_back(Item::Op(terminator));
                            }
                        }
                    }
                }
                Event::BlockLive(block) => {
                    queue.push_back(Item::Block(block));
                    queue.extend(ir.ops_of(block).map(Item::Op));
                }
                Event::EdgeLive(block) => queue.push_back(Item::Block(block)),
            }
        }
    }

    /// The entry block of the function `call` calls, if it has a body.
    fn callee_entry(&self, ir: &Ir, call: OpId) -> Option<BlockId> {
        let callee = self.resolve_callable(ir, call)?;
        let region = self
            .ctx
            .op_interface::<dyn CallableOpInterface>(ir, callee)?
            .callable_region(self.ctx, ir)?;
        ir.entry_block(region)
    }

    fn lattice(&self, value: Value) -> ConstantLattice {
        self.values
            .get(&value)
            .copied()
            .unwrap_or(ConstantLattice::Uninitialized)
    }

    fn join(&mut self, value: Value, other: ConstantLattice) {
        let changed = self
            .values
            .entry(value)
            .or_insert(ConstantLattice::Uninitialized)
            .join(other);
        if changed {
            self.events.push(Event::Value(value));
        }
    }

    fn predecessors(&mut self, op: OpId) -> &mut Predecessors {
        self.predecessors.entry(op).or_default()
    }

    fn set_unknown_predecessors(&mut self, op: OpId) {
        let predecessors = self.predecessors(op);
        if !predecessors.unknown {
            predecessors.unknown = true;
            self.events.push(Event::Predecessors(op));
        }
    }

    fn add_predecessor(&mut self, op: OpId, predecessor: OpId) {
        let predecessors = self.predecessors(op);
        if !predecessors.known.contains(&predecessor) {
            predecessors.known.push(predecessor);
            self.events.push(Event::Predecessors(op));
        }
    }

    fn mark_block_live(&mut self, block: BlockId) {
        if self.live_blocks.insert(block) {
            self.events.push(Event::BlockLive(block));
        }
    }

    fn mark_edge_live(&mut self, from: BlockId, to: BlockId) {
        if self.live_edges.insert((from, to)) {
            self.events.push(Event::EdgeLive(to));
        }
        self.mark_block_live(to);
    }

    fn is_live(&self, op: OpId, ir: &Ir) -> bool {
        ir.op_parent_block(op)
            .is_some_and(|block| self.live_blocks.contains(&block))
    }

    /// The functions of each symbol table that may be called from where the
    /// analysis cannot see (public ones, nested ones of a visible table,
    /// and those used other than by a call) have unknown callers.
    fn initialize_symbol_callables(&mut self, ir: &Ir) {
        let ctx = self.ctx;
        let mut tables = Vec::new();
        collect_symbol_tables(ctx, ir, self.root, true, &mut tables);
        for (table, all_uses_visible) in tables {
            let Some(block) = ir
                .regions(table)
                .first()
                .and_then(|&region| ir.entry_block(region))
            else {
                continue;
            };
            let mut found_callable = false;
            for op in ir.ops_of(block) {
                let Some(callable) = ctx.op_interface::<dyn CallableOpInterface>(ir, op) else {
                    continue;
                };
                if callable.callable_region(ctx, ir).is_none() {
                    continue;
                }
                let Some(symbol) = ctx.op_interface::<dyn SymbolOpInterface>(ir, op) else {
                    continue;
                };
                let visibility = symbol.visibility(ctx, ir);
                if visibility == Visibility::Public
                    || (!all_uses_visible && visibility == Visibility::Nested)
                {
                    self.set_unknown_predecessors(op);
                }
                found_callable = true;
            }
            if !found_callable {
                continue;
            }
            let users: Vec<OpId> = ir.ops_of(block).collect();
            for user in users {
                for (holder, reference) in symbol_uses(ctx, ir, user) {
                    if ctx.op_implements::<dyn CallOpInterface>(ir, holder) {
                        continue;
                    }
                    if let Some(symbol) = self
                        .symbols
                        .lookup_symbol_ref_in(ctx, ir, self.root, reference)
                    {
                        self.set_unknown_predecessors(symbol);
                    }
                }
            }
        }
    }

    /// The dead-code side of an op: calls, regions, returns, branches.
    fn visit_control_flow(&mut self, ir: &Ir, op: OpId) {
        let ctx = self.ctx;
        if !self.is_live(op, ir) {
            return;
        }
        if ctx.op_implements::<dyn CallOpInterface>(ir, op) {
            self.visit_call(ir, op);
        }
        if !ir.regions(op).is_empty() {
            let callable = ctx.op_interface::<dyn CallableOpInterface>(ir, op);
            let runs = match callable {
                Some(_) => {
                    let predecessors = self.predecessors(op);
                    predecessors.unknown || !predecessors.known.is_empty()
                }
                None => true,
            };
            if runs {
                for &region in ir.regions(op) {
                    if let Some(entry) = ir.entry_block(region) {
                        self.mark_block_live(entry);
                    }
                }
            }
        }
        if let Some(function) = self.returned_from(ir, op) {
            let return_like = ctx
                .op_traits(ir.op_name(op))
                .is_some_and(|t| t.contains(OpTraits::RETURN_LIKE));
            let calls = self.predecessors(function).known.clone();
            for call in calls {
                if return_like {
                    self.add_predecessor(call, op);
                } else {
                    self.set_unknown_predecessors(call);
                }
            }
        }
        if ir.num_successors(op) > 0 {
            let Some(block) = ir.op_parent_block(op) else {
                return;
            };
            let successors: Vec<BlockId> = ir.successors(op).collect();
            let Some(branch) = ctx.op_interface::<dyn BranchOpInterface>(ir, op) else {
                for successor in successors {
                    self.mark_edge_live(block, successor);
                }
                return;
            };
            let mut operands = Vec::with_capacity(ir.num_operands(op));
            for value in ir.operands(op) {
                match self.lattice(value) {
                    ConstantLattice::Uninitialized => return,
                    ConstantLattice::Constant(attr, _) => operands.push(Some(attr)),
                    ConstantLattice::Unknown => operands.push(None),
                }
            }
            match branch.successor_for_operands(ctx, ir, &operands) {
                Some(successor) => self.mark_edge_live(block, successor),
                None => {
                    for successor in successors {
                        self.mark_edge_live(block, successor);
                    }
                }
            }
        }
    }

    /// The function `op` returns from, when it ends a block of one.
    fn returned_from(&self, ir: &Ir, op: OpId) -> Option<OpId> {
        let block = ir.op_parent_block(op)?;
        if ir.num_successors(op) > 0 || ir.last_op(block) != Some(op) {
            return None;
        }
        let parent = ir.block_parent_op(block)?;
        self.ctx
            .op_implements::<dyn CallableOpInterface>(ir, parent)
            .then_some(parent)
    }

    /// A live call is a known caller of the function it calls, when that is
    /// a symbol defined in the analysed op; otherwise what it returns is
    /// unknown.
    fn visit_call(&mut self, ir: &Ir, call: OpId) {
        let ctx = self.ctx;
        let callee = self.resolve_callable(ir, call);
        let external = |callee: OpId| {
            !is_ancestor(ir, self.root, callee)
                || ctx
                    .op_interface::<dyn CallableOpInterface>(ir, callee)
                    .is_some_and(|callable| callable.callable_region(ctx, ir).is_none())
        };
        match callee {
            Some(callee)
                if ctx.op_implements::<dyn SymbolOpInterface>(ir, callee) && !external(callee) =>
            {
                self.add_predecessor(callee, call);
            }
            _ => self.set_unknown_predecessors(call),
        }
    }

    fn resolve_callable(&self, ir: &Ir, call: OpId) -> Option<OpId> {
        self.ctx
            .op_interface::<dyn CallOpInterface>(ir, call)?
            .resolve_callable(self.ctx, ir, &self.symbols)
    }

    /// The constant side of an op: its results.
    fn visit_op(&mut self, ir: &mut Ir, op: OpId) {
        let ctx = self.ctx;
        if ir.num_results(op) == 0 || !self.is_live(op, ir) {
            return;
        }
        let results: Vec<Value> = ir.results(op).collect();
        if ctx.op_implements::<dyn CallOpInterface>(ir, op) {
            let callee = self.resolve_callable(ir, op);
            let declaration = callee
                .and_then(|callee| ctx.op_interface::<dyn CallableOpInterface>(ir, callee))
                .is_some_and(|callable| callable.callable_region(ctx, ir).is_none());
            let predecessors = self.predecessors(op);
            if declaration || predecessors.unknown {
                self.set_all_unknown(&results);
                return;
            }
            let returns = predecessors.known.clone();
            for ret in returns {
                let operands: Vec<Value> = ir.operands(ret).collect();
                for (&result, operand) in results.iter().zip(operands) {
                    let lattice = self.lattice(operand);
                    self.join(result, lattice);
                }
            }
            return;
        }
        if !ir.regions(op).is_empty() {
            self.set_all_unknown(&results);
            return;
        }
        let mut constants = Vec::with_capacity(ir.num_operands(op));
        for value in ir.operands(op) {
            match self.lattice(value) {
                ConstantLattice::Uninitialized => return,
                ConstantLattice::Constant(attr, _) => constants.push(Some(attr)),
                ConstantLattice::Unknown => constants.push(None),
            }
        }
        // Folding simulates the op: what it may change in place is put
        // back, and an in-place fold says nothing of the results.
        let operands: Vec<Value> = ir.operands(op).collect();
        let attributes = ir.op_attributes(op);
        let properties = ir.op_properties(op);
        let folded = fold_op_with(ctx, ir, op, &constants);
        if !ir.operands(op).eq(operands.iter().copied()) {
            ir.set_operands(op, &operands);
        }
        ir.set_op_attributes(op, attributes);
        ir.set_op_properties(op, properties);
        let dialect = ctx.ident(dialect_of(ctx.ident_str(ir.op_name(op))));
        match folded {
            Some(folds) if !folds.is_empty() => {
                for (result, fold) in results.into_iter().zip(folds) {
                    let lattice = match fold {
                        OpFoldResult::Attribute(attr) => ConstantLattice::Constant(attr, dialect),
                        OpFoldResult::Value(value) => self.lattice(value),
                    };
                    self.join(result, lattice);
                }
            }
            _ => self.set_all_unknown(&results),
        }
    }

    /// The constant side of a block: its arguments.
    fn visit_block(&mut self, ir: &Ir, block: BlockId) {
        let ctx = self.ctx;
        let arguments = ir.block_arguments(block).to_vec();
        if arguments.is_empty() || !self.live_blocks.contains(&block) {
            return;
        }
        if ir.is_entry_block(block) {
            let parent = ir.block_parent_op(block);
            let region = ir.block_parent(block);
            if let Some(parent) = parent
                && let Some(callable) = ctx.op_interface::<dyn CallableOpInterface>(ir, parent)
                && callable.callable_region(ctx, ir) == region
            {
                let predecessors = self.predecessors(parent);
                if predecessors.unknown {
                    self.set_all_unknown(&arguments);
                    return;
                }
                let calls = predecessors.known.clone();
                for call in calls {
                    let Some(interface) = ctx.op_interface::<dyn CallOpInterface>(ir, call) else {
                        continue;
                    };
                    for (&argument, operand) in
                        arguments.iter().zip(interface.arg_operands(ctx, ir))
                    {
                        let lattice = self.lattice(operand);
                        self.join(argument, lattice);
                    }
                }
                return;
            }
            self.set_all_unknown(&arguments);
            return;
        }
        for (terminator, index) in ir.predecessor_edges(block) {
            let Some(from) = ir.op_parent_block(terminator) else {
                continue;
            };
            if !self.live_edges.contains(&(from, block)) {
                continue;
            }
            let Some(branch) = ctx.op_interface::<dyn BranchOpInterface>(ir, terminator) else {
                self.set_all_unknown(&arguments);
                return;
            };
            let forwarded = branch.successor_operands(ctx, ir, index);
            for (i, &argument) in arguments.iter().enumerate() {
                let lattice = match forwarded.get(i) {
                    Some(&operand) => self.lattice(operand),
                    // An argument the branch produces itself.
                    None => ConstantLattice::Unknown,
                };
                self.join(argument, lattice);
            }
        }
    }

    fn set_all_unknown(&mut self, values: &[Value]) {
        for &value in values {
            self.join(value, ConstantLattice::Unknown);
        }
    }
}

/// The symbol tables in `op` (itself included), inner ones first, with
/// whether all uses of their symbols are visible (MLIR's
/// `walkSymbolTables`).
fn collect_symbol_tables(
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    mut all_uses_visible: bool,
    out: &mut Vec<(OpId, bool)>,
) {
    let is_table = dialectic_runtime::storage::symbol_table::is_symbol_table(ctx, ir, op);
    if is_table {
        all_uses_visible |= ctx
            .op_interface::<dyn SymbolOpInterface>(ir, op)
            .is_none_or(|symbol| symbol.visibility(ctx, ir) == Visibility::Private);
    } else {
        all_uses_visible = true;
    }
    for &region in ir.regions(op) {
        for block in ir.blocks_of(region) {
            for nested in ir.ops_of(block) {
                collect_symbol_tables(ctx, ir, nested, all_uses_visible, out);
            }
        }
    }
    if is_table {
        out.push((op, all_uses_visible));
    }
}

/// Queues the blocks and ops nested in `op`, in program order.
fn push_nested(ir: &Ir, op: OpId, queue: &mut VecDeque<Item>) {
    for &region in ir.regions(op) {
        for block in ir.blocks_of(region) {
            queue.push_back(Item::Block(block));
            for nested in ir.ops_of(block) {
                queue.push_back(Item::Op(nested));
                push_nested(ir, nested, queue);
            }
        }
    }
}

/// Whether `op` is `ancestor` or nested in it.
fn is_ancestor(ir: &Ir, ancestor: OpId, mut op: OpId) -> bool {
    loop {
        if op == ancestor {
            return true;
        }
        match ir.parent_op(op) {
            Some(parent) => op = parent,
            None => return false,
        }
    }
}

/// The dialect namespace of an op name (`arith` of `arith.addi`).
pub(super) fn dialect_of(name: &str) -> &str {
    name.split_once('.').map_or("", |(dialect, _)| dialect)
}
