//! Creating, reading and erasing operations.

use super::handles::{BlockId, Handle, OpId, OperandId, RegionId, SuccessorId, Value};
use super::{Ir, Location, OpData, Span, SuccessorData, ValueData};
use crate::storage::attributes::Attribute;
use crate::storage::context::{Context, Ident};
use crate::storage::types::Type;

/// What defines a value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ValueOwner {
    /// Result `index` of `op`.
    Result {
        /// The defining operation.
        op: OpId,
        /// The result number.
        index: u32,
    },
    /// Argument `index` of `block`.
    BlockArgument {
        /// The block.
        block: BlockId,
        /// The argument number.
        index: u32,
    },
    /// A placeholder for a value used before its definition was seen (the
    /// parser replaces all its uses once the definition appears).
    Placeholder,
}

/// Everything needed to create an operation.
#[derive(Clone, Debug)]
pub struct OperationState {
    /// The op name, e.g. `arith.addi`.
    pub name: Ident,
    /// Its location.
    pub loc: Location,
    /// Operand values.
    pub operands: Vec<Value>,
    /// Result types.
    pub result_types: Vec<Type>,
    /// Discardable attributes (a dictionary attribute).
    pub attributes: Attribute,
    /// Properties (inherent attributes), if any.
    pub properties: Option<Attribute>,
    /// Successor blocks.
    pub successors: Vec<BlockId>,
    /// The op's regions, made with [`Ir::create_region`] (and possibly filled).
    pub regions: Vec<RegionId>,
}

impl OperationState {
    /// Adds `n` empty regions.
    pub fn add_regions(&mut self, ir: &mut Ir, n: usize) {
        for _ in 0..n {
            self.regions.push(ir.create_region());
        }
    }

    /// A state with a name and location and nothing else.
    pub fn new(ctx: &Context, name: &str, loc: impl Into<Location>) -> Self {
        OperationState {
            name: ctx.ident(name),
            loc: loc.into(),
            operands: Vec::new(),
            result_types: Vec::new(),
            attributes: ctx.empty_dictionary(),
            properties: None,
            successors: Vec::new(),
            regions: Vec::new(),
        }
    }
}

impl Ir {
    /// Creates a detached operation (not yet in any block).
    pub fn create_op(&mut self, mut state: OperationState) -> OpId {
        self.create_op_from(&mut state)
    }

    /// Like [`Ir::create_op`], taking the operands, result types,
    /// successors and regions out of `state` (its vectors keep their room,
    /// for reuse).
    pub fn create_op_from(&mut self, state: &mut OperationState) -> OpId {
        let op = OpId::from_index(self.ops.len());
        let operands_start = self.operands.len() as u32;
        let results_start = self.values.len() as u32;
        let successors_start = self.successors.len() as u32;
        let regions_start = self.region_pool.len() as u32;
        self.ops.push(OpData {
            name: state.name,
            loc: state.loc,
            attrs: state.attributes,
            properties: state.properties,
            operands: Span {
                start: operands_start,
                len: state.operands.len() as u32,
            },
            results: Span {
                start: results_start,
                len: state.result_types.len() as u32,
            },
            successors: Span {
                start: successors_start,
                len: state.successors.len() as u32,
            },
            regions: Span {
                start: regions_start,
                len: state.regions.len() as u32,
            },
            parent: None,
            prev: None,
            next: None,
            erased: false,
        });
        for v in state.operands.drain(..) {
            self.push_operand(op, v);
        }
        for (index, ty) in state.result_types.drain(..).enumerate() {
            let loc = state.loc;
            self.push_value(|uses| ValueData {
                ty,
                owner: ValueOwner::Result {
                    op,
                    index: index as u32,
                },
                uses: uses.0,
                loc,
            });
        }
        for block in state.successors.drain(..) {
            self.push_successor(op, block);
        }
        for region in state.regions.drain(..) {
            debug_assert!(
                self.region(region).parent.is_none(),
                "region already belongs to an op"
            );
            self.region_mut(region).parent = Some(op);
            self.region_pool.push(region);
        }
        op
    }

    fn push_successor(&mut self, owner: OpId, block: BlockId) -> SuccessorId {
        let id = SuccessorId::from_index(self.successors.len());
        let head = self.block(block).first_pred;
        self.successors.push(SuccessorData {
            block,
            owner,
            prev_pred: None,
            next_pred: head,
        });
        if let Some(h) = head {
            self.successors[h.index()].prev_pred = Some(id);
        }
        self.block_mut(block).first_pred = Some(id);
        id
    }

    pub(crate) fn unlink_successor(&mut self, id: SuccessorId) {
        let (block, prev, next) = {
            let s = &self.successors[id.index()];
            (s.block, s.prev_pred, s.next_pred)
        };
        match prev {
            Some(p) => self.successors[p.index()].next_pred = next,
            None => self.block_mut(block).first_pred = next,
        }
        if let Some(n) = next {
            self.successors[n.index()].prev_pred = prev;
        }
    }

    /// Creates a placeholder value of type `ty` (see [`ValueOwner::Placeholder`]).
    pub fn create_placeholder(&mut self, ty: Type, loc: Attribute) -> Value {
        self.push_value(|uses| ValueData {
            ty,
            owner: ValueOwner::Placeholder,
            uses: uses.0,
            loc: loc.into(),
        })
    }

    /// The op's name.
    #[inline]
    pub fn op_name(&self, op: OpId) -> Ident {
        self.op(op).name
    }

    /// The op's location.
    #[inline]
    pub fn op_loc(&self, op: OpId) -> Location {
        self.op(op).loc
    }

    /// Sets the op's location.
    pub fn set_op_loc(&mut self, op: OpId, loc: impl Into<Location>) {
        self.op_mut(op).loc = loc.into();
    }

    /// The discardable attributes (a dictionary).
    #[inline]
    pub fn op_attributes(&self, op: OpId) -> Attribute {
        self.op(op).attrs
    }

    /// Replaces the discardable attributes (must be a dictionary).
    pub fn set_op_attributes(&mut self, op: OpId, dict: Attribute) {
        self.op_mut(op).attrs = dict;
    }

    /// The properties, if any.
    #[inline]
    pub fn op_properties(&self, op: OpId) -> Option<Attribute> {
        self.op(op).properties
    }

    /// Replaces the properties.
    pub fn set_op_properties(&mut self, op: OpId, properties: Option<Attribute>) {
        self.op_mut(op).properties = properties;
    }

    /// The operand slots.
    pub fn operand_slots(&self, op: OpId) -> impl ExactSizeIterator<Item = OperandId> + use<> {
        self.op(op)
            .operands
            .range()
            .map(|i| OperandId::from_index(i as usize))
    }

    /// The operand values.
    pub fn operands(&self, op: OpId) -> impl ExactSizeIterator<Item = Value> + '_ {
        self.operand_slots(op).map(|o| self.operand_value(o))
    }

    /// How many operands the op has.
    pub fn num_operands(&self, op: OpId) -> usize {
        self.op(op).operands.len as usize
    }

    /// Operand `index`.
    pub fn operand(&self, op: OpId, index: usize) -> Value {
        self.operand_value(OperandId::from_index(
            self.op(op).operands.start as usize + index,
        ))
    }

    /// Replaces all operands (slots are reallocated when the count changes).
    pub fn set_operands(&mut self, op: OpId, values: &[Value]) {
        let span = self.op(op).operands;
        if span.len as usize == values.len() {
            for (i, &v) in values.iter().enumerate() {
                self.set_operand_value(OperandId::from_index(span.start as usize + i), v);
            }
            return;
        }
        for i in span.range() {
            self.unlink_operand(OperandId::from_index(i as usize));
        }
        let start = self.operands.len() as u32;
        for &v in values {
            self.push_operand(op, v);
        }
        self.op_mut(op).operands = Span {
            start,
            len: values.len() as u32,
        };
    }

    /// The results.
    pub fn results(&self, op: OpId) -> impl ExactSizeIterator<Item = Value> + use<> {
        self.op(op)
            .results
            .range()
            .map(|i| Value::from_index(i as usize))
    }

    /// How many results the op has.
    pub fn num_results(&self, op: OpId) -> usize {
        self.op(op).results.len as usize
    }

    /// Result `index`.
    pub fn result(&self, op: OpId, index: usize) -> Value {
        debug_assert!(index < self.num_results(op));
        Value::from_index(self.op(op).results.start as usize + index)
    }

    /// The successor blocks.
    pub fn successors(&self, op: OpId) -> impl ExactSizeIterator<Item = BlockId> + '_ {
        self.op(op)
            .successors
            .range()
            .map(|i| self.successors[i as usize].block)
    }

    /// How many successors the op has.
    pub fn num_successors(&self, op: OpId) -> usize {
        self.op(op).successors.len as usize
    }

    /// Makes successor `index` target `block`.
    pub fn set_successor(&mut self, op: OpId, index: usize, block: BlockId) {
        let id = SuccessorId::from_index(self.op(op).successors.start as usize + index);
        self.unlink_successor(id);
        let head = self.block(block).first_pred;
        {
            let s = &mut self.successors[id.index()];
            s.block = block;
            s.prev_pred = None;
            s.next_pred = head;
        }
        if let Some(h) = head {
            self.successors[h.index()].prev_pred = Some(id);
        }
        self.block_mut(block).first_pred = Some(id);
    }

    /// The regions.
    pub fn regions(&self, op: OpId) -> &[RegionId] {
        let span = self.op(op).regions;
        &self.region_pool[span.start as usize..(span.start + span.len) as usize]
    }

    /// Region `index`.
    pub fn region_of(&self, op: OpId, index: usize) -> RegionId {
        self.regions(op)[index]
    }

    /// The block containing the op, if it is attached.
    #[inline]
    pub fn op_parent_block(&self, op: OpId) -> Option<BlockId> {
        self.op(op).parent
    }

    /// The op whose region contains this op.
    pub fn parent_op(&self, op: OpId) -> Option<OpId> {
        let block = self.op(op).parent?;
        let region = self.block(block).parent?;
        self.region(region).parent
    }

    /// The next op in the same block.
    #[inline]
    pub fn next_op(&self, op: OpId) -> Option<OpId> {
        self.op(op).next
    }

    /// The previous op in the same block.
    #[inline]
    pub fn prev_op(&self, op: OpId) -> Option<OpId> {
        self.op(op).prev
    }

    /// Whether the op was erased.
    pub fn is_erased(&self, op: OpId) -> bool {
        self.op(op).erased
    }

    /// The type of a value.
    #[inline]
    pub fn value_type(&self, value: Value) -> Type {
        self.values[value.index()].ty
    }

    /// Changes the type of a value.
    pub fn set_value_type(&mut self, value: Value, ty: Type) {
        self.values[value.index()].ty = ty;
    }

    /// What defines a value.
    #[inline]
    pub fn value_owner(&self, value: Value) -> ValueOwner {
        self.values[value.index()].owner
    }

    /// The location of a block argument (or of a result's op).
    pub fn value_loc(&self, value: Value) -> Location {
        match self.values[value.index()].owner {
            ValueOwner::Result { op, .. } => self.op(op).loc,
            _ => self.values[value.index()].loc,
        }
    }

    /// Sets the location of a block argument.
    pub fn set_value_loc(&mut self, value: Value, loc: impl Into<Location>) {
        self.values[value.index()].loc = loc.into();
    }

    /// The op defining a result value.
    pub fn defining_op(&self, value: Value) -> Option<OpId> {
        match self.value_owner(value) {
            ValueOwner::Result { op, .. } => Some(op),
            _ => None,
        }
    }

    /// The block a value is defined in: the block of the defining op, or the
    /// block owning the argument.
    pub fn value_parent_block(&self, value: Value) -> Option<BlockId> {
        match self.value_owner(value) {
            ValueOwner::Result { op, .. } => self.op_parent_block(op),
            ValueOwner::BlockArgument { block, .. } => Some(block),
            ValueOwner::Placeholder => None,
        }
    }

    /// Erases an op and everything nested in it. Fails, changing nothing, if a
    /// result of the op (or of a nested op) is still used outside what is erased.
    pub fn erase_op(&mut self, op: OpId) -> Result<(), EraseError> {
        let mut nested = Vec::new();
        self.collect_nested(op, &mut nested);
        let inside: rustc_hash::FxHashSet<OpId> = nested.iter().copied().collect();
        for &o in &nested {
            for r in self.results(o) {
                if let Some(user) = self
                    .uses(r)
                    .map(|u| self.operand_owner(u))
                    .find(|u| !inside.contains(u))
                {
                    return Err(EraseError { op: o, user });
                }
            }
        }
        if self.op(op).parent.is_some() {
            self.remove_op(op);
        }
        for &o in &nested {
            for s in self.operand_slots(o) {
                self.unlink_operand(s);
            }
            for i in self.op(o).successors.range() {
                self.unlink_successor(SuccessorId::from_index(i as usize));
            }
            self.op_mut(o).erased = true;
        }
        Ok(())
    }

    pub(crate) fn collect_nested(&self, op: OpId, out: &mut Vec<OpId>) {
        let mut stack = vec![op];
        while let Some(o) = stack.pop() {
            out.push(o);
            for &r in self.regions(o) {
                for b in self.blocks_of(r) {
                    stack.extend(self.ops_of(b));
                }
            }
        }
    }
}

/// Erasing failed because a result is still used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EraseError {
    /// The op whose result is used.
    pub op: OpId,
    /// An op that uses it and is not being erased.
    pub user: OpId,
}

impl std::fmt::Display for EraseError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "cannot erase an operation whose results still have uses")
    }
}

impl std::error::Error for EraseError {}
