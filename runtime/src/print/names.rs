//! SSA value and block numbering, as MLIR's `SSANameState` does it: each
//! region is numbered after its parent region is complete, starting from the
//! counters as they stood at the end of the parent; entry block arguments are
//! `%argN`, other values `%N`, blocks `^bbN` per region.

use crate::ir::{BlockId, Ir, OpId, RegionId, Value, ValueOwner};

const NONE: u32 = u32::MAX;
const ARG: u32 = 1 << 31;

/// Names of the values and blocks under one printed op.
pub struct SsaNames {
    values: Vec<u32>,
    blocks: Vec<u32>,
}

impl SsaNames {
    /// Numbers everything nested in `top`. With `unique_ids` (as for the
    /// generic form) counters run on across sibling regions instead of
    /// restarting from the parent's, so every value gets a distinct name.
    pub fn compute(ir: &Ir, top: OpId, unique_ids: bool, local_scope: bool) -> SsaNames {
        let mut names = SsaNames {
            values: vec![NONE; ir.values.len()],
            blocks: vec![NONE; ir.blocks.len()],
        };
        // Regions are pushed in order and popped last-first, as MLIR does.
        let mut stack: Vec<(RegionId, u32, u32)> =
            ir.regions(top).iter().map(|&r| (r, 0, 0)).collect();
        let (mut next_value, mut next_arg) = (0u32, 0u32);
        if ir.num_results(top) > 0 {
            names.values[ir.result(top, 0).as_usize()] = 0;
            next_value = 1;
        }
        let mut nested: Vec<RegionId> = Vec::new();
        let mut max_value = next_value;
        while let Some((region, v, a)) = stack.pop() {
            if !unique_ids {
                next_value = v;
                next_arg = a;
            }
            for (bi, block) in ir.blocks_of(region).enumerate() {
                names.blocks[block.as_usize()] = bi as u32;
                let entry = bi == 0;
                for &arg in ir.block_arguments(block) {
                    if entry {
                        names.values[arg.as_usize()] = ARG | next_arg;
                        next_arg += 1;
                    } else {
                        names.values[arg.as_usize()] = next_value;
                        next_value += 1;
                    }
                }
                for op in ir.ops_of(block) {
                    if ir.num_results(op) > 0 {
                        names.values[ir.result(op, 0).as_usize()] = next_value;
                        next_value += 1;
                    }
                    nested.extend_from_slice(ir.regions(op));
                }
            }
            max_value = max_value.max(next_value);
            for &r in &nested {
                stack.push((r, next_value, next_arg));
            }
            nested.clear();
        }
        if local_scope {
            // Values defined above a locally printed op get the next numbers,
            // in the order the op and its nested ops use them.
            let mut next = max_value;
            ir.walk(top, crate::walk::WalkOrder::PreOrder, |op| {
                for v in ir.operands(op) {
                    let key = match ir.value_owner(v) {
                        ValueOwner::Result { op, .. } => ir.result(op, 0),
                        _ => v,
                    };
                    if names.values[key.as_usize()] == NONE
                        && !matches!(ir.value_owner(v), ValueOwner::Placeholder)
                    {
                        names.values[key.as_usize()] = next;
                        next += 1;
                    }
                }
            });
        }
        names
    }

    /// Writes a value's name: `%3`, `%arg0`, or `%3#1` for a later result of
    /// a multi-result op (`%3#0` for the first when `result_no` is set).
    pub fn write_value(&self, out: &mut String, ir: &Ir, value: Value, result_no: bool) {
        let (id, suffix) = match ir.value_owner(value) {
            ValueOwner::Result { op, index } => {
                let first = ir.result(op, 0);
                let id = self.values.get(first.as_usize()).copied().unwrap_or(NONE);
                let multi = ir.num_results(op) > 1;
                (
                    id,
                    if multi && result_no {
                        Some(index)
                    } else {
                        None
                    },
                )
            }
            ValueOwner::BlockArgument { .. } => (
                self.values.get(value.as_usize()).copied().unwrap_or(NONE),
                None,
            ),
            ValueOwner::Placeholder => (NONE, None),
        };
        if id == NONE {
            out.push_str("<<UNKNOWN SSA VALUE>>");
            return;
        }
        out.push('%');
        if id & ARG != 0 {
            out.push_str("arg");
        }
        push_u32(out, id & !ARG);
        if let Some(i) = suffix {
            out.push('#');
            push_u32(out, i);
        }
    }

    /// The number of a block in its region.
    pub fn block_number(&self, block: BlockId) -> u32 {
        self.blocks.get(block.as_usize()).copied().unwrap_or(NONE)
    }

    /// Writes `^bbN`.
    pub fn write_block(&self, out: &mut String, block: BlockId) {
        let n = self.block_number(block);
        if n == NONE {
            out.push_str("^INVALIDBLOCK");
        } else {
            out.push_str("^bb");
            push_u32(out, n);
        }
    }
}

/// Appends a number without going through `fmt`.
#[inline]
pub(crate) fn push_u32(out: &mut String, mut n: u32) {
    let mut buf = [0u8; 10];
    let mut i = buf.len();
    loop {
        i -= 1;
        buf[i] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    out.push_str(std::str::from_utf8(&buf[i..]).unwrap_or("0"));
}
