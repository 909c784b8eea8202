//! The call graph of an op (MLIR's `CallGraph` analysis): a node per
//! callable region (the body of each `func.func`, `llvm.func`, ... with a
//! body), edges from a node to the callables its calls resolve to (through
//! the symbol table, or the op defining a callee value), child edges from a
//! callable to the callables nested in it, and two nodes without region:
//! the external caller, with an abstract edge to every callable not nested
//! in another, and the unknown callee that unresolved calls go to.
//!
//! [`CallGraph::sccs`] lists the strongly connected components in the
//! order LLVM's `scc_iterator` gives them from the external caller
//! (Tarjan's algorithm, children in edge order): callees before callers,
//! and within a component the node found last first. The inliner walks
//! them in that order, so it is kept exactly.

use rustc_hash::{FxHashMap, FxHashSet};

use crate::interfaces::{CallOpInterface, CallableOpInterface};
use crate::op_support::{Context, Ir, OpId, RegionId, SymbolTableCollection};
use dialectic_runtime::pass::Analysis;

/// A node of the call graph.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NodeId(u32);

impl NodeId {
    fn index(self) -> usize {
        self.0 as usize
    }
}

/// What an edge stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EdgeKind {
    /// From the external caller to a callable that may be called from
    /// outside.
    Abstract,
    /// A call from the source's region to the target.
    Call,
    /// The target's callable is nested in the source's region.
    Child,
}

/// An edge to `target`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Edge {
    /// The node the edge goes to.
    pub target: NodeId,
    /// What it stands for.
    pub kind: EdgeKind,
}

#[derive(Clone, Debug)]
struct Node {
    /// The callable region, `None` for the external and unknown nodes.
    region: Option<RegionId>,
    /// The edges in the order they were added, each (target, kind) once.
    edges: Vec<Edge>,
}

/// The call graph of an op.
#[derive(Clone, Debug)]
pub struct CallGraph {
    nodes: Vec<Node>,
    by_region: FxHashMap<RegionId, NodeId>,
    /// Every edge as (source, edge), to add each once in constant time.
    edge_set: FxHashSet<(NodeId, Edge)>,
}

/// The external caller node.
pub const EXTERNAL_CALLER: NodeId = NodeId(0);
/// The node of callees that do not resolve to a callable region.
pub const UNKNOWN_CALLEE: NodeId = NodeId(1);

impl CallGraph {
    /// The call graph of the callables nested in `op`.
    pub fn new(ctx: &Context, ir: &Ir, op: OpId) -> Self {
        let external = Node {
            region: None,
            edges: Vec::new(),
        };
        let mut graph = CallGraph {
            nodes: vec![external.clone(), external],
            by_region: FxHashMap::default(),
            edge_set: FxHashSet::default(),
        };
        // Callables first, then calls: a call may name a callable that
        // comes later, or one nested in another.
        let symbols = SymbolTableCollection::default();
        graph.add_nested(ctx, ir, op, &symbols, None, false);
        graph.add_nested(ctx, ir, op, &symbols, None, true);
        graph
    }

    fn add_nested(
        &mut self,
        ctx: &Context,
        ir: &Ir,
        op: OpId,
        symbols: &SymbolTableCollection,
        mut parent: Option<NodeId>,
        resolve_calls: bool,
    ) {
        if let Some(call) = ctx.op_interface::<dyn CallOpInterface>(ir, op) {
            if resolve_calls && let Some(parent) = parent {
                let target = self.resolve_call(ctx, ir, call.as_ref(), symbols);
                self.add_edge(parent, target, EdgeKind::Call);
            }
            return;
        }
        if let Some(callable) = ctx.op_interface::<dyn CallableOpInterface>(ir, op) {
            match callable.callable_region(ctx, ir) {
                Some(region) => parent = Some(self.get_or_add_node(region, parent)),
                None => return,
            }
        }
        for &region in ir.regions(op) {
            for block in ir.blocks_of(region) {
                for nested in ir.ops_of(block) {
                    self.add_nested(ctx, ir, nested, symbols, parent, resolve_calls);
                }
            }
        }
    }

    fn get_or_add_node(&mut self, region: RegionId, parent: Option<NodeId>) -> NodeId {
        if let Some(&node) = self.by_region.get(&region) {
            return node;
        }
        let node = NodeId(self.nodes.len() as u32);
        self.nodes.push(Node {
            region: Some(region),
            edges: Vec::new(),
        });
        self.by_region.insert(region, node);
        match parent {
            Some(parent) => self.add_edge(parent, node, EdgeKind::Child),
            None => self.add_edge(EXTERNAL_CALLER, node, EdgeKind::Abstract),
        }
        node
    }

    fn add_edge(&mut self, from: NodeId, target: NodeId, kind: EdgeKind) {
        let edge = Edge { target, kind };
        if self.edge_set.insert((from, edge)) {
            self.nodes[from.index()].edges.push(edge);
        }
    }

    /// The node of `region`, if it is a callable region of the graph.
    pub fn lookup(&self, region: RegionId) -> Option<NodeId> {
        self.by_region.get(&region).copied()
    }

    /// The node `call` resolves to: its callable's region, or the unknown
    /// callee.
    pub fn resolve_call(
        &self,
        ctx: &Context,
        ir: &Ir,
        call: &dyn CallOpInterface,
        symbols: &SymbolTableCollection,
    ) -> NodeId {
        call.resolve_callable(ctx, ir, symbols)
            .and_then(|callable| ctx.op_interface::<dyn CallableOpInterface>(ir, callable))
            .and_then(|callable| callable.callable_region(ctx, ir))
            .and_then(|region| self.lookup(region))
            .unwrap_or(UNKNOWN_CALLEE)
    }

    /// Whether `node` is the external caller or the unknown callee.
    pub fn is_external(&self, node: NodeId) -> bool {
        self.nodes[node.index()].region.is_none()
    }

    /// The callable region of `node` (not an external node).
    pub fn region(&self, node: NodeId) -> RegionId {
        self.nodes[node.index()]
            .region
            .expect("the external nodes have no region")
    }

    /// The edges of `node`, in the order they were added.
    pub fn edges(&self, node: NodeId) -> &[Edge] {
        &self.nodes[node.index()].edges
    }

    /// Whether callables are nested in `node`'s.
    pub fn has_children(&self, node: NodeId) -> bool {
        self.edges(node).iter().any(|e| e.kind == EdgeKind::Child)
    }

    /// The nodes with a callable region, in the order they were found.
    pub fn callable_nodes(&self) -> impl Iterator<Item = NodeId> + '_ {
        (0..self.nodes.len() as u32)
            .map(NodeId)
            .filter(|&n| !self.is_external(n))
    }

    /// The strongly connected components reachable from the external
    /// caller, in LLVM's `scc_iterator` order (post-order: a component
    /// comes after those it reaches).
    pub fn sccs(&self) -> Vec<Vec<NodeId>> {
        /// A node being visited: its next child and the smallest visit
        /// number reached from it.
        struct Frame {
            node: NodeId,
            next_child: usize,
            min_visited: u32,
        }
        const DONE: u32 = u32::MAX;
        let mut visit_numbers: Vec<Option<u32>> = vec![None; self.nodes.len()];
        let mut visit_count = 0u32;
        let mut node_stack: Vec<NodeId> = Vec::new();
        let mut visit_stack: Vec<Frame> = Vec::new();
        let mut sccs = Vec::new();
        let mut visit = |node: NodeId,
                         visit_numbers: &mut Vec<Option<u32>>,
                         node_stack: &mut Vec<NodeId>,
                         visit_stack: &mut Vec<Frame>| {
            visit_count += 1;
            visit_numbers[node.index()] = Some(visit_count);
            node_stack.push(node);
            visit_stack.push(Frame {
                node,
                next_child: 0,
                min_visited: visit_count,
            });
        };
        visit(
            EXTERNAL_CALLER,
            &mut visit_numbers,
            &mut node_stack,
            &mut visit_stack,
        );
        while let Some(top) = visit_stack.last_mut() {
            let edges = self.edges(top.node);
            if let Some(edge) = edges.get(top.next_child) {
                top.next_child += 1;
                match visit_numbers[edge.target.index()] {
                    None => visit(
                        edge.target,
                        &mut visit_numbers,
                        &mut node_stack,
                        &mut visit_stack,
                    ),
                    Some(number) => top.min_visited = top.min_visited.min(number),
                }
                continue;
            }
            let frame = visit_stack.pop().expect("the loop saw a frame");
            if let Some(parent) = visit_stack.last_mut() {
                parent.min_visited = parent.min_visited.min(frame.min_visited);
            }
            if Some(frame.min_visited) != visit_numbers[frame.node.index()] {
                continue;
            }
            let mut scc = Vec::new();
            loop {
                let node = node_stack
                    .pop()
                    .expect("the component's root is on the stack");
                visit_numbers[node.index()] = Some(DONE);
                scc.push(node);
                if node == frame.node {
                    break;
                }
            }
            sccs.push(scc);
        }
        sccs
    }
}

impl Analysis for CallGraph {
    fn compute(ctx: &Context, ir: &Ir, op: OpId) -> Self {
        CallGraph::new(ctx, ir, op)
    }
}
