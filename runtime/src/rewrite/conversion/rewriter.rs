//! The [`ConversionPatternRewriter`] conversion patterns change the IR
//! through (MLIR's `ConversionPatternRewriter`). Ops it creates go into
//! the IR at once; replacing and erasing ops only record the replacement
//! (the replaced op stays, its results mapped to the new values) until the
//! conversion commits, so that the changes of a pattern that fails, or of
//! a whole conversion that fails, can be undone from a journal.
//!
//! Operands reach patterns through the value mapping: the latest value
//! replacing an operand, of the type the pattern's converter asks for when
//! one in the chain has it, else a cast to it (an unresolved target
//! materialization, an `builtin.unrealized_conversion_cast` resolved when
//! the conversion ends).

use rustc_hash::{FxHashMap, FxHashSet};

use crate::storage::attributes::Attribute;
use crate::storage::builder::{InsertionPoint, OpBuilder};
use crate::storage::context::Context;
use crate::storage::ir::{
    BlockId, Handle, Ir, Location, OpId, OperationState, RegionId, Value, ValueOwner,
};
use crate::storage::types::Type;
use crate::storage::walk::WalkOrder;

use super::op_text::OpText;
use super::type_converter::{
    InputMapping, MaterializationKind, SignatureConversion, TypeConverter,
};

/// One change the rewriter made, with what undoing it needs.
pub(super) enum Change<'a> {
    /// An op was created.
    Created(OpId),
    /// An op (with the ops nested in it) was replaced or erased; its
    /// results are mapped (or not, when erased).
    Replaced {
        op: OpId,
        nested: Vec<OpId>,
        converter: Option<&'a TypeConverter>,
        erased: bool,
    },
    /// `from` was mapped, over `previous`.
    Mapped {
        from: Value,
        previous: Option<Value>,
    },
    /// An op was changed in place; its state before.
    Modified {
        op: OpId,
        operands: Vec<Value>,
        attributes: Attribute,
        properties: Option<Attribute>,
        successors: Vec<BlockId>,
        loc: Location,
    },
    /// An op was moved from `block`, before `before`.
    Moved {
        op: OpId,
        block: Option<BlockId>,
        before: Option<OpId>,
    },
    /// A block was moved from `region`, after `after`.
    BlockMoved {
        block: BlockId,
        region: RegionId,
        after: Option<BlockId>,
    },
    /// A block was erased (detached from `region`, after `after`).
    BlockErased {
        block: BlockId,
        region: RegionId,
        after: Option<BlockId>,
    },
    /// The arguments of `old` were converted: `new` took its place and
    /// its ops.
    SignatureConverted { old: BlockId, new: BlockId },
    /// A block was created (in a region).
    BlockCreated(BlockId),
    /// The ops of `block` from some op on were moved into `new`, a block
    /// created after it.
    BlockSplit { block: BlockId, new: BlockId },
    /// An unresolved materialization was recorded.
    Materialization,
    /// Ops were marked ignored (nested in a recursively legal op).
    Ignored(Vec<OpId>),
    /// A region was given a type converter.
    RegionConverter {
        region: RegionId,
        previous: Option<&'a TypeConverter>,
    },
}

/// A type that did not convert (or a pattern without a type converter
/// asked for a conversion of types).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TypeConversionFailed;

/// A cast the conversion built and resolves when it ends.
pub(super) struct UnresolvedMaterialization<'a> {
    pub(super) cast: OpId,
    pub(super) kind: MaterializationKind,
    pub(super) converter: Option<&'a TypeConverter>,
}

/// Changes the IR on behalf of conversion patterns.
pub struct ConversionPatternRewriter<'a> {
    pub(super) ctx: &'a Context,
    pub(super) ir: &'a mut Ir,
    point: InsertionPoint,
    loc: Option<Location>,
    known_ops: usize,
    pub(super) journal: Vec<Change<'a>>,
    mapping: FxHashMap<Value, Value>,
    replaced: FxHashSet<OpId>,
    ignored: FxHashSet<OpId>,
    pub(super) converter: Option<&'a TypeConverter>,
    pub(super) materializations: Vec<UnresolvedMaterialization<'a>>,
    materialization_ops: FxHashSet<OpId>,
    region_converters: FxHashMap<RegionId, &'a TypeConverter>,
    /// Prints the ops diagnostic notes stream.
    pub(super) op_text: OpText,
}

impl<'a> ConversionPatternRewriter<'a> {
    /// A rewriter over `ir`.
    pub(super) fn new(ctx: &'a Context, ir: &'a mut Ir, op_text: OpText) -> Self {
        let known_ops = ir.op_capacity();
        ConversionPatternRewriter {
            ctx,
            ir,
            point: InsertionPoint::Detached,
            loc: None,
            known_ops,
            journal: Vec::new(),
            mapping: FxHashMap::default(),
            replaced: FxHashSet::default(),
            ignored: FxHashSet::default(),
            converter: None,
            materializations: Vec::new(),
            materialization_ops: FxHashSet::default(),
            region_converters: FxHashMap::default(),
            op_text,
        }
    }

    /// The context.
    pub fn context(&self) -> &'a Context {
        self.ctx
    }

    /// The IR, to read.
    pub fn ir(&self) -> &Ir {
        self.ir
    }

    /// The type converter of the pattern being applied.
    pub fn type_converter(&self) -> Option<&'a TypeConverter> {
        self.converter
    }

    /// Where new ops go.
    pub fn insertion_point(&self) -> InsertionPoint {
        self.point
    }

    /// New ops go at `point`.
    pub fn set_insertion_point_to(&mut self, point: InsertionPoint) {
        self.point = point;
    }

    /// New ops go before `op`.
    pub fn set_insertion_point(&mut self, op: OpId) {
        self.point = InsertionPoint::Before(op);
    }

    /// New ops go after `op`.
    pub fn set_insertion_point_after(&mut self, op: OpId) {
        self.point = self.point_after(op);
    }

    fn point_after(&self, op: OpId) -> InsertionPoint {
        match self.ir.next_op(op) {
            Some(next) => InsertionPoint::Before(next),
            None => match self.ir.op_parent_block(op) {
                Some(block) => InsertionPoint::End(block),
                None => InsertionPoint::Detached,
            },
        }
    }

    fn point_at_start(&self, block: BlockId) -> InsertionPoint {
        match self.ir.first_op(block) {
            Some(first) => InsertionPoint::Before(first),
            None => InsertionPoint::End(block),
        }
    }

    /// New ops go at the start of `block`.
    pub fn set_insertion_point_to_start(&mut self, block: BlockId) {
        self.point = self.point_at_start(block);
    }

    /// New ops go at the end of `block`.
    pub fn set_insertion_point_to_end(&mut self, block: BlockId) {
        self.point = InsertionPoint::End(block);
    }

    /// Ops built without a location of their own get `loc`.
    pub fn set_loc(&mut self, loc: impl Into<Location>) {
        self.loc = Some(loc.into());
    }

    /// A builder at the insertion point, for the typed builders.
    pub fn builder(&mut self) -> OpBuilder<'_> {
        self.record_created_ops();
        let mut builder = OpBuilder::new(self.ir);
        builder.set_insertion_point(self.point);
        if let Some(loc) = self.loc {
            builder.set_default_loc(self.ctx, loc);
        }
        builder
    }

    /// Creates an op from `state` at the insertion point.
    pub fn create(&mut self, state: OperationState) -> OpId {
        let op = self.builder().create(state);
        self.record_created_ops();
        op
    }

    /// The IR, to change directly: only creating ops this way is undone
    /// on failure (use the rewriter's methods for everything else).
    pub fn ir_mut(&mut self) -> &mut Ir {
        self.record_created_ops();
        self.ir
    }

    /// Journals the ops created since the last call.
    pub(super) fn record_created_ops(&mut self) {
        let now = self.ir.op_capacity();
        for index in self.known_ops..now {
            self.journal.push(Change::Created(OpId::from_index(index)));
        }
        self.known_ops = now;
    }

    /// The latest value replacing `value` (itself when none does); the
    /// latest of type `desired` in the chain when one has it.
    pub(super) fn lookup(&self, value: Value, desired: Option<Type>) -> Value {
        let mut from = value;
        let mut found = None;
        loop {
            if desired.is_none_or(|ty| self.ir.value_type(from) == ty) {
                found = Some(from);
            }
            match self.mapping.get(&from) {
                Some(&next) => from = next,
                None => break,
            }
        }
        found.unwrap_or(from)
    }

    /// The latest value replacing `value` (MLIR's `getRemappedValue`).
    pub fn remapped_value(&self, value: Value) -> Value {
        self.lookup(value, None)
    }

    /// The value directly replacing `value`, if one does.
    pub(super) fn direct_replacement(&self, value: Value) -> Option<Value> {
        self.mapping.get(&value).copied()
    }

    /// For each value, the values it directly replaces.
    pub(super) fn inverse_mapping(&self) -> FxHashMap<Value, Vec<Value>> {
        let mut inverse: FxHashMap<Value, Vec<Value>> = FxHashMap::default();
        for (&from, &to) in &self.mapping {
            inverse.entry(to).or_default().push(from);
        }
        inverse
    }

    pub(super) fn map(&mut self, from: Value, to: Value) {
        let previous = self.mapping.insert(from, to);
        self.journal.push(Change::Mapped { from, previous });
    }

    /// Whether `op` is a cast the conversion built (not legalized: it is
    /// resolved when the conversion ends).
    pub(super) fn is_materialization(&self, op: OpId) -> bool {
        self.materialization_ops.contains(&op)
    }

    /// Whether `op` was replaced or erased, or is nested in one that was.
    pub fn is_replaced(&self, op: OpId) -> bool {
        self.replaced.contains(&op)
    }

    /// Whether `op` needs no conversion (replaced, or nested in a
    /// recursively legal op).
    pub(super) fn is_ignored(&self, op: OpId) -> bool {
        self.replaced.contains(&op) || self.ignored.contains(&op)
    }

    /// Marks the ops nested in `op` as needing no conversion.
    pub(super) fn ignore_nested(&mut self, op: OpId) {
        let mut nested = Vec::new();
        self.ir.walk(op, WalkOrder::PreOrder, |o| {
            if o != op {
                nested.push(o);
            }
        });
        nested.retain(|o| self.ignored.insert(*o));
        self.journal.push(Change::Ignored(nested));
    }

    /// `operands` converted for a pattern with `converter`: the values
    /// replacing them, cast to the converted type where none has it.
    /// `None` when a type does not convert.
    pub(super) fn remap_values(
        &mut self,
        operands: &[Value],
        converter: Option<&'a TypeConverter>,
        loc: Location,
    ) -> Option<Vec<Value>> {
        let mut out = Vec::with_capacity(operands.len());
        for &operand in operands {
            let Some(converter) = converter else {
                out.push(self.lookup(operand, None));
                continue;
            };
            let original_type = self.ir.value_type(operand);
            let converted = converter.convert_type_to(self.ctx, original_type)?;
            let [desired] = converted.as_slice() else {
                out.push(self.lookup(operand, None));
                continue;
            };
            let mut value = self.lookup(operand, Some(*desired));
            if self.ir.value_type(value) != *desired {
                let point = self.point_after_definition(value);
                let cast = self.build_unresolved_materialization(
                    MaterializationKind::Target,
                    point,
                    loc,
                    &[value],
                    *desired,
                    Some(converter),
                );
                self.map(value, cast);
                value = cast;
            }
            out.push(value);
        }
        Some(out)
    }

    /// Right after the definition of `value` (the start of its block for
    /// a block argument).
    pub(super) fn point_after_definition(&self, value: Value) -> InsertionPoint {
        match self.ir.value_owner(value) {
            ValueOwner::Result { op, .. } => self.point_after(op),
            ValueOwner::BlockArgument { block, .. } => self.point_at_start(block),
            ValueOwner::Placeholder => InsertionPoint::Detached,
        }
    }

    /// Builds a `builtin.unrealized_conversion_cast` of `inputs` to `ty`
    /// at `point`, to be resolved when the conversion ends.
    pub(super) fn build_unresolved_materialization(
        &mut self,
        kind: MaterializationKind,
        point: InsertionPoint,
        loc: Location,
        inputs: &[Value],
        ty: Type,
        converter: Option<&'a TypeConverter>,
    ) -> Value {
        self.record_created_ops();
        let mut state = OperationState::new(self.ctx, "builtin.unrealized_conversion_cast", loc);
        state.operands = inputs.to_vec();
        state.result_types = vec![ty];
        let mut builder = OpBuilder::new(self.ir);
        builder.set_insertion_point(point);
        let cast = builder.create(state);
        self.record_created_ops();
        self.materialization_ops.insert(cast);
        self.materializations.push(UnresolvedMaterialization {
            cast,
            kind,
            converter,
        });
        self.journal.push(Change::Materialization);
        self.ir.result(cast, 0)
    }

    /// Replaces `op`'s results with `values` (as many) and erases it,
    /// when the conversion commits.
    pub fn replace_op(&mut self, op: OpId, values: &[Value]) {
        self.record_created_ops();
        debug_assert_eq!(
            values.len(),
            self.ir.num_results(op),
            "one value per result"
        );
        let results: Vec<Value> = self.ir.results(op).collect();
        for (result, &value) in results.into_iter().zip(values) {
            if result != value {
                self.map(result, value);
            }
        }
        self.mark_replaced(op, false);
    }

    /// Replaces `op` with the results of `new_op`.
    pub fn replace_op_with_op(&mut self, op: OpId, new_op: OpId) {
        let values: Vec<Value> = self.ir.results(new_op).collect();
        self.replace_op(op, &values);
    }

    /// Erases `op` when the conversion commits; its results must be
    /// unused by then.
    pub fn erase_op(&mut self, op: OpId) {
        self.record_created_ops();
        self.mark_replaced(op, true);
    }

    fn mark_replaced(&mut self, op: OpId, erased: bool) {
        let mut nested = Vec::new();
        self.ir.walk(op, WalkOrder::PreOrder, |o| nested.push(o));
        nested.retain(|o| self.replaced.insert(*o));
        self.journal.push(Change::Replaced {
            op,
            nested,
            converter: self.converter,
            erased,
        });
    }

    /// Erases `block` and its ops when the conversion commits; the block
    /// leaves its region at once.
    pub fn erase_block(&mut self, block: BlockId) {
        self.record_created_ops();
        let ops: Vec<OpId> = self.ir.ops_of(block).collect();
        for op in ops.into_iter().rev() {
            self.erase_op(op);
        }
        if let Some(region) = self.ir.block_parent(block) {
            let after = self.ir.prev_block(block);
            self.ir.remove_block(block);
            self.journal.push(Change::BlockErased {
                block,
                region,
                after,
            });
        }
    }

    /// Changes `op` in place with `change` (operands, attributes,
    /// properties, successors, location: what is undone on failure).
    pub fn modify_op_in_place<R>(&mut self, op: OpId, change: impl FnOnce(&mut Ir) -> R) -> R {
        self.record_created_ops();
        let snapshot = Change::Modified {
            op,
            operands: self.ir.operands(op).collect(),
            attributes: self.ir.op_attributes(op),
            properties: self.ir.op_properties(op),
            successors: self.ir.successors(op).collect(),
            loc: self.ir.op_loc(op),
        };
        self.journal.push(snapshot);
        let result = change(self.ir);
        self.record_created_ops();
        result
    }

    /// Moves `op` before `before`.
    pub fn move_op_before(&mut self, op: OpId, before: OpId) {
        self.record_created_ops();
        self.journal.push(Change::Moved {
            op,
            block: self.ir.op_parent_block(op),
            before: self.ir.next_op(op),
        });
        self.ir.move_op_before(op, before);
    }

    /// Creates an empty block in `region`, before `before` (at its end
    /// when `None`), with arguments of `types` at `loc` (MLIR's
    /// `createBlock`).
    pub fn create_block(
        &mut self,
        region: RegionId,
        before: Option<BlockId>,
        types: &[Type],
        loc: Location,
    ) -> BlockId {
        self.record_created_ops();
        let block = self.ir.create_block();
        for &ty in types {
            self.ir.add_block_argument(block, ty, loc);
        }
        self.ir.insert_block_before(region, before, block);
        self.journal.push(Change::BlockCreated(block));
        self.point = InsertionPoint::End(block);
        block
    }

    /// Moves `op` and the ops after it in its block into a new block
    /// right after that block, and returns the new block (MLIR's
    /// `splitBlock`). The moved ops are still converted.
    pub fn split_block(&mut self, op: OpId) -> BlockId {
        self.record_created_ops();
        let block = self
            .ir
            .op_parent_block(op)
            .expect("an op to split a block at is in a block");
        let new = self.ir.create_block();
        self.ir.insert_block_after(block, new);
        let mut next = Some(op);
        while let Some(moved) = next {
            next = self.ir.next_op(moved);
            self.ir.remove_op(moved);
            self.ir.append_op(new, moved);
        }
        self.journal.push(Change::BlockSplit { block, new });
        new
    }

    /// Moves the blocks of `region` into `dest`, before `before` (at its
    /// end when `None`), in order (MLIR's `inlineRegionBefore`).
    pub fn inline_region_before(
        &mut self,
        region: RegionId,
        dest: RegionId,
        before: Option<BlockId>,
    ) {
        self.record_created_ops();
        let blocks: Vec<BlockId> = self.ir.blocks_of(region).collect();
        for block in blocks {
            self.journal.push(Change::BlockMoved {
                block,
                region,
                after: self.ir.prev_block(block),
            });
            self.ir.remove_block(block);
            self.ir.insert_block_before(dest, before, block);
        }
    }

    /// Converts the argument types of every block of `region` with the
    /// pattern's type converter (the entry block's with `entry` when
    /// given), non-entry blocks first; the new entry block, `None` when a
    /// type does not convert or the region is empty (MLIR's
    /// `convertRegionTypes`). Blocks later moved into the region are
    /// converted too.
    pub fn convert_region_types(
        &mut self,
        region: RegionId,
        entry: Option<&SignatureConversion>,
    ) -> Result<Option<BlockId>, TypeConversionFailed> {
        let converter = self.converter.ok_or(TypeConversionFailed)?;
        let previous = self.region_converters.insert(region, converter);
        self.journal
            .push(Change::RegionConverter { region, previous });
        let blocks: Vec<BlockId> = self.ir.blocks_of(region).collect();
        let Some((&entry_block, rest)) = blocks.split_first() else {
            return Ok(None);
        };
        for &block in rest {
            let conversion = converter
                .convert_block_signature(self.ctx, self.ir, block)
                .ok_or(TypeConversionFailed)?;
            self.apply_signature_conversion(block, &conversion, Some(converter));
        }
        let conversion = match entry {
            Some(conversion) => conversion.clone(),
            None => converter
                .convert_block_signature(self.ctx, self.ir, entry_block)
                .ok_or(TypeConversionFailed)?,
        };
        Ok(Some(self.apply_signature_conversion(
            entry_block,
            &conversion,
            Some(converter),
        )))
    }

    /// The type converter given to `region` by [`Self::convert_region_types`].
    pub(super) fn region_converter(&self, region: RegionId) -> Option<&'a TypeConverter> {
        self.region_converters.get(&region).copied()
    }

    /// Gives `block` the arguments `conversion` describes: a new block
    /// takes its place and its ops, and each original argument is mapped
    /// to its replacement (an argument materialization when its type
    /// changed). Returns the new block (`block` when nothing changes).
    pub fn apply_signature_conversion(
        &mut self,
        block: BlockId,
        conversion: &SignatureConversion,
        converter: Option<&'a TypeConverter>,
    ) -> BlockId {
        self.record_created_ops();
        let old_args: Vec<Value> = self.ir.block_arguments(block).to_vec();
        let old_types: Vec<Type> = old_args.iter().map(|&a| self.ir.value_type(a)).collect();
        if old_types == conversion.converted_types() {
            return block;
        }
        let Some(region) = self.ir.block_parent(block) else {
            return block;
        };
        // Each new argument takes the location of the argument it replaces.
        let unknown: Location = self.ctx.unknown_loc().into();
        let mut locs = vec![unknown; conversion.converted_types().len()];
        for (input, &arg) in old_args.iter().enumerate() {
            if let Some(InputMapping::Arguments { start, count }) = conversion.input_mapping(input)
            {
                for loc in &mut locs[start..start + count] {
                    *loc = self.ir.value_loc(arg);
                }
            }
        }
        let new = self.ir.create_block();
        for (&ty, &loc) in conversion.converted_types().iter().zip(&locs) {
            self.ir.add_block_argument(new, ty, loc);
        }
        self.ir.insert_block_before(region, Some(block), new);
        while let Some(op) = self.ir.first_op(block) {
            self.ir.remove_op(op);
            self.ir.append_op(new, op);
        }
        self.ir.replace_all_block_uses_with(block, new);
        self.ir.remove_block(block);
        self.journal
            .push(Change::SignatureConverted { old: block, new });

        let new_args: Vec<Value> = self.ir.block_arguments(new).to_vec();
        for (input, &old_arg) in old_args.iter().enumerate() {
            // Each materialization goes first in the block, before those of
            // the arguments before it (as MLIR inserts them).
            let start_point = self.point_at_start(new);
            let old_type = old_types[input];
            let loc = self.ir.value_loc(old_arg);
            let replacements: &[Value] = match conversion.input_mapping(input) {
                Some(InputMapping::Value(value)) => {
                    self.map(old_arg, value);
                    continue;
                }
                Some(InputMapping::Arguments { start, count }) => &new_args[start..start + count],
                None => &[],
            };
            if replacements.is_empty() {
                let value = self.build_unresolved_materialization(
                    MaterializationKind::Source,
                    start_point,
                    loc,
                    &[],
                    old_type,
                    converter,
                );
                self.map(old_arg, value);
                continue;
            }
            if let [one] = replacements
                && self.ir.value_type(*one) == old_type
            {
                self.map(old_arg, *one);
                continue;
            }
            let replacements = replacements.to_vec();
            let materialized = self.build_unresolved_materialization(
                MaterializationKind::Argument,
                start_point,
                loc,
                &replacements,
                old_type,
                converter,
            );
            self.map(old_arg, materialized);
            let legal_type = match converter {
                Some(converter) => converter.convert_type(self.ctx, old_type),
                None if replacements.len() == 1 => Some(self.ir.value_type(replacements[0])),
                None => None,
            };
            if let Some(legal_type) = legal_type
                && legal_type != old_type
            {
                let point = self.point_after_definition(materialized);
                let target = self.build_unresolved_materialization(
                    MaterializationKind::Target,
                    point,
                    loc,
                    &[materialized],
                    legal_type,
                    converter,
                );
                self.map(materialized, target);
            }
        }
        new
    }

    /// Undoes every change after the first `checkpoint` journal entries.
    pub(super) fn undo_to(&mut self, checkpoint: usize) {
        self.record_created_ops();
        while self.journal.len() > checkpoint {
            let change = self.journal.pop().expect("journal entry");
            self.undo(change);
        }
    }

    fn undo(&mut self, change: Change<'a>) {
        match change {
            Change::Created(op) => {
                if !self.ir.is_erased(op) {
                    self.ir.force_erase_op(op);
                }
            }
            Change::Replaced { nested, .. } => {
                for op in nested {
                    self.replaced.remove(&op);
                }
            }
            Change::Mapped { from, previous } => match previous {
                Some(previous) => {
                    self.mapping.insert(from, previous);
                }
                None => {
                    self.mapping.remove(&from);
                }
            },
            Change::Modified {
                op,
                operands,
                attributes,
                properties,
                successors,
                loc,
            } => {
                self.ir.set_operands(op, &operands);
                self.ir.set_op_attributes(op, attributes);
                self.ir.set_op_properties(op, properties);
                for (index, block) in successors.into_iter().enumerate() {
                    self.ir.set_successor(op, index, block);
                }
                self.ir.set_op_loc(op, loc);
            }
            Change::Moved { op, block, before } => {
                self.ir.remove_op(op);
                if let Some(block) = block {
                    self.ir.insert_op(block, before, op);
                }
            }
            Change::BlockMoved {
                block,
                region,
                after,
            }
            | Change::BlockErased {
                block,
                region,
                after,
            } => {
                self.ir.remove_block(block);
                let before = match after {
                    Some(after) => self.ir.next_block(after),
                    None => self.ir.entry_block(region),
                };
                self.ir.insert_block_before(region, before, block);
            }
            Change::SignatureConverted { old, new } => {
                while let Some(op) = self.ir.first_op(new) {
                    self.ir.remove_op(op);
                    self.ir.append_op(old, op);
                }
                self.ir.replace_all_block_uses_with(new, old);
                let region = self
                    .ir
                    .block_parent(new)
                    .expect("converted block in a region");
                self.ir.insert_block_before(region, Some(new), old);
                self.ir.erase_block(new);
            }
            Change::BlockCreated(block) => {
                // The ops created in it were undone before.
                self.ir.erase_block(block);
            }
            Change::BlockSplit { block, new } => {
                while let Some(op) = self.ir.first_op(new) {
                    self.ir.remove_op(op);
                    self.ir.append_op(block, op);
                }
                self.ir.erase_block(new);
            }
            Change::Materialization => {
                if let Some(m) = self.materializations.pop() {
                    self.materialization_ops.remove(&m.cast);
                }
            }
            Change::Ignored(ops) => {
                for op in ops {
                    self.ignored.remove(&op);
                }
            }
            Change::RegionConverter { region, previous } => match previous {
                Some(previous) => {
                    self.region_converters.insert(region, previous);
                }
                None => {
                    self.region_converters.remove(&region);
                }
            },
        }
    }
}
