//! Copying an op and everything nested in it into another graph: the ops,
//! regions, blocks and block arguments are created in the destination and
//! the operands mapped to the copies of their values once every value is
//! created (so uses before a definition in block order are fine). Together
//! with [`Ir::splice_fragment`] it moves a self-contained op (isolated
//! from above, without operands) through a separate graph, as the pass
//! manager does to run passes on several functions at once.

use rustc_hash::FxHashMap;

use super::handles::{BlockId, OpId, Value};
use super::{Ir, OperationState};

/// Handles of the source graph to those of the copy.
#[derive(Default)]
struct CopyMap {
    values: FxHashMap<Value, Value>,
    blocks: FxHashMap<BlockId, BlockId>,
    ops: Vec<(OpId, OpId)>,
}

impl Ir {
    /// Copies `op` (with its regions) to the end of `block` of `dst` and
    /// returns the copy; `None`, leaving an unattached partial copy in
    /// `dst`, when an operand of `op` or of a nested op names a value
    /// defined outside `op`.
    pub fn copy_op_into(&self, op: OpId, dst: &mut Ir, block: BlockId) -> Option<OpId> {
        let mut map = CopyMap::default();
        let copy = self.copy_structure(op, dst, &mut map);
        for &(source, target) in &map.ops {
            let operands: Option<Vec<Value>> = self
                .operands(source)
                .map(|v| map.values.get(&v).copied())
                .collect();
            let operands = operands?;
            if !operands.is_empty() {
                dst.set_operands(target, &operands);
            }
        }
        dst.append_op(block, copy);
        Some(copy)
    }

    /// Creates the copy of `op` and of everything nested in it, without
    /// operands; records results, block arguments, blocks and ops in `map`.
    fn copy_structure(&self, op: OpId, dst: &mut Ir, map: &mut CopyMap) -> OpId {
        let mut regions = Vec::with_capacity(self.regions(op).len());
        for &region in self.regions(op) {
            let copy = dst.create_region();
            for b in self.blocks_of(region) {
                let nb = dst.create_block();
                dst.append_block(copy, nb);
                for &arg in self.block_arguments(b) {
                    let na = dst.add_block_argument(nb, self.value_type(arg), self.value_loc(arg));
                    map.values.insert(arg, na);
                }
                map.blocks.insert(b, nb);
            }
            regions.push(copy);
        }
        let state = OperationState {
            name: self.op_name(op),
            loc: self.op_loc(op),
            operands: Vec::new(),
            result_types: self.results(op).map(|r| self.value_type(r)).collect(),
            attributes: self.op_attributes(op),
            properties: self.op_properties(op),
            successors: self
                .successors(op)
                .map(|s| {
                    *map.blocks
                        .get(&s)
                        .expect("successors are blocks of the copied region")
                })
                .collect(),
            regions: regions.clone(),
        };
        let copy = dst.create_op(state);
        for (r, nr) in self.results(op).zip(dst.results(copy)) {
            dst.set_value_loc(nr, self.value_loc(r));
            map.values.insert(r, nr);
        }
        map.ops.push((op, copy));
        for &region in self.regions(op) {
            for b in self.blocks_of(region) {
                let nb = map.blocks[&b];
                for inner in self.ops_of(b) {
                    let inner_copy = self.copy_structure(inner, dst, map);
                    dst.append_op(nb, inner_copy);
                }
            }
        }
        copy
    }
}
