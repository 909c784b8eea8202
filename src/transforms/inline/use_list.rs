//! Who still refers to each callable while the inliner runs (MLIR's
//! `CGUseList`): symbol references are not SSA uses, so the inliner counts
//! them itself. A callable is *discardable* when it is a private symbol
//! that no op outside the callables refers to; each callable node records
//! the discardable nodes referred to from its own op (counted once) and
//! from inside it (counted per reference). A discardable callable with no
//! reference left is dead; with exactly one, its last call may move its
//! body instead of copying it.

use rustc_hash::{FxHashMap, FxHashSet};

use dialectic_runtime::storage::symbol_table::{Visibility, is_symbol_table, symbol_visibility};

use super::call_graph::{CallGraph, EdgeKind, NodeId};
use crate::interfaces::{CallableOpInterface, SymbolOpInterface, is_memory_effect_free};
use crate::op_support::{Context, Ir, OpId, SymbolTableCollection};
use crate::transforms::symbol_uses::symbol_uses;

/// The references one callable node holds to discardable nodes.
#[derive(Default)]
struct NodeUses {
    /// Referred to by the callable op itself (counted once each).
    top_level: FxHashSet<NodeId>,
    /// Referred to by ops nested in it, with the number of references.
    inner: FxHashMap<NodeId, i64>,
}

/// The reference counts of the callables of a call graph.
pub struct UseList {
    /// Per discardable node, how many references it has.
    discardable: FxHashMap<NodeId, i64>,
    /// Per callable node, the references it holds.
    node_uses: FxHashMap<NodeId, NodeUses>,
}

/// The callable nodes the symbol references of `op` (and of the ops nested
/// in it) resolve to, with the op holding each reference.
fn referenced_nodes(
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    graph: &CallGraph,
    symbols: &SymbolTableCollection,
) -> Vec<(NodeId, OpId)> {
    let Some(table) = ir.parent_op(op) else {
        return Vec::new();
    };
    symbol_uses(ctx, ir, op)
        .into_iter()
        .filter_map(|(user, reference)| {
            let symbol = symbols.lookup_nearest_symbol_from(ctx, ir, table, reference)?;
            let callable = ctx.op_interface::<dyn CallableOpInterface>(ir, symbol)?;
            let node = graph.lookup(callable.callable_region(ctx, ir)?)?;
            Some((node, user))
        })
        .collect()
}

/// Visits the symbol table ops nested in `op` (and `op`), inner tables
/// first (MLIR's `SymbolTable::walkSymbolTables`).
fn walk_symbol_tables(ctx: &Context, ir: &Ir, op: OpId, visit: &mut dyn FnMut(OpId)) {
    for &region in ir.regions(op) {
        for block in ir.blocks_of(region) {
            for nested in ir.ops_of(block) {
                walk_symbol_tables(ctx, ir, nested, visit);
            }
        }
    }
    if is_symbol_table(ctx, ir, op) {
        visit(op);
    }
}

impl UseList {
    /// The counts for the callables nested in `op`.
    pub fn new(
        ctx: &Context,
        ir: &Ir,
        op: OpId,
        graph: &CallGraph,
        symbols: &SymbolTableCollection,
    ) -> Self {
        let mut list = UseList {
            discardable: FxHashMap::default(),
            node_uses: FxHashMap::default(),
        };
        let mut always_live: FxHashSet<NodeId> = FxHashSet::default();
        let mut visit = |table: OpId| {
            let Some(&region) = ir.regions(table).first() else {
                return;
            };
            for block in ir.blocks_of(region) {
                for child in ir.ops_of(block) {
                    let node = ctx
                        .op_interface::<dyn CallableOpInterface>(ir, child)
                        .and_then(|c| c.callable_region(ctx, ir))
                        .and_then(|r| graph.lookup(r));
                    if let Some(node) = node {
                        // A symbol may go once nothing refers to it when
                        // it is private (MLIR's `canDiscardOnUseEmpty`,
                        // which also decides when every use is visible).
                        let private = ctx
                            .op_interface::<dyn SymbolOpInterface>(ir, child)
                            .is_some()
                            && symbol_visibility(ctx, ir, child) == Visibility::Private;
                        if private {
                            list.discardable.entry(node).or_insert(0);
                        }
                        continue;
                    }
                    for (node, _) in referenced_nodes(ctx, ir, child, graph, symbols) {
                        always_live.insert(node);
                    }
                }
            }
        };
        walk_symbol_tables(ctx, ir, op, &mut visit);
        for node in always_live {
            list.discardable.remove(&node);
        }
        for node in graph.callable_nodes() {
            list.recompute_uses(ctx, ir, node, graph, symbols);
        }
        list
    }

    /// Drops the references `call`, inside `user`'s callable, holds.
    pub fn drop_call_uses(
        &mut self,
        ctx: &Context,
        ir: &Ir,
        user: NodeId,
        call: OpId,
        graph: &CallGraph,
        symbols: &SymbolTableCollection,
    ) {
        let referenced = referenced_nodes(ctx, ir, call, graph, symbols);
        let user_uses = self.node_uses.entry(user).or_default();
        for (node, _) in referenced {
            let Some(count) = user_uses.inner.get_mut(&node) else {
                continue;
            };
            *count -= 1;
            *self.discardable.entry(node).or_insert(0) -= 1;
        }
    }

    /// Forgets `node` (its body was moved into its last caller), and the
    /// callables nested in it.
    pub fn erase_node(&mut self, graph: &CallGraph, node: NodeId) {
        for edge in graph.edges(node) {
            if edge.kind == EdgeKind::Child {
                self.erase_node(graph, edge.target);
            }
        }
        if let Some(uses) = self.node_uses.remove(&node) {
            self.decrement(&uses);
        }
        self.discardable.remove(&node);
    }

    /// Whether nothing refers to `node` any more, so that it can be erased.
    pub fn is_dead(&self, ctx: &Context, ir: &Ir, graph: &CallGraph, node: NodeId) -> bool {
        let op = callable_op(ir, graph, node);
        if ctx.op_interface::<dyn SymbolOpInterface>(ir, op).is_none() {
            return is_memory_effect_free(ctx, ir, op) && ir.results(op).all(|r| ir.use_empty(r));
        }
        self.discardable.get(&node) == Some(&0)
    }

    /// Whether `node` is discardable and referred to exactly once.
    pub fn has_one_use_and_discardable(
        &self,
        ctx: &Context,
        ir: &Ir,
        graph: &CallGraph,
        node: NodeId,
    ) -> bool {
        let op = callable_op(ir, graph, node);
        if ctx.op_interface::<dyn SymbolOpInterface>(ir, op).is_none() {
            let uses: usize = ir.results(op).map(|r| ir.uses(r).count()).sum();
            return is_memory_effect_free(ctx, ir, op) && uses == 1;
        }
        self.discardable.get(&node) == Some(&1)
    }

    /// Counts again the references `node`'s callable holds.
    pub fn recompute_uses(
        &mut self,
        ctx: &Context,
        ir: &Ir,
        node: NodeId,
        graph: &CallGraph,
        symbols: &SymbolTableCollection,
    ) {
        let op = callable_op(ir, graph, node);
        if let Some(old) = self.node_uses.remove(&node) {
            self.decrement(&old);
        }
        let mut uses = NodeUses::default();
        for (target, user) in referenced_nodes(ctx, ir, op, graph, symbols) {
            let Some(count) = self.discardable.get_mut(&target) else {
                continue;
            };
            if user != op {
                *uses.inner.entry(target).or_insert(0) += 1;
            } else if !uses.top_level.insert(target) {
                continue;
            }
            *count += 1;
        }
        self.node_uses.insert(node, uses);
    }

    /// Adds the references `callee` holds from inside to `caller`'s, after
    /// a copy of `callee`'s body went into `caller`.
    pub fn merge_uses_after_inlining(&mut self, callee: NodeId, caller: NodeId) {
        let inner: Vec<(NodeId, i64)> = self
            .node_uses
            .get(&callee)
            .map(|u| u.inner.iter().map(|(&n, &c)| (n, c)).collect())
            .unwrap_or_default();
        let caller_uses = self.node_uses.entry(caller).or_default();
        for (node, count) in inner {
            *caller_uses.inner.entry(node).or_insert(0) += count;
            *self.discardable.entry(node).or_insert(0) += count;
        }
    }

    fn decrement(&mut self, uses: &NodeUses) {
        for node in &uses.top_level {
            *self.discardable.entry(*node).or_insert(0) -= 1;
        }
        for (node, count) in &uses.inner {
            *self.discardable.entry(*node).or_insert(0) -= count;
        }
    }
}

/// The op whose callable region `node` is.
pub fn callable_op(ir: &Ir, graph: &CallGraph, node: NodeId) -> OpId {
    ir.region_parent(graph.region(node))
        .expect("a callable region belongs to an op")
}
