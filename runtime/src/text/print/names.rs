//! SSA value and block numbering, as MLIR's `SSANameState` does it: each
//! region is numbered after its parent region is complete, starting from the
//! counters as they stood at the end of the parent; entry block arguments are
//! `%argN`, other values `%N`, blocks `^bbN` per region. Registered ops may
//! name their results (`%c5_i32`, as MLIR's `OpAsmOpInterface`); names are
//! made unique within the enclosing regions with `_N` suffixes.

use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;

use crate::storage::ir::{BlockId, Ir, OpId, RegionId, Value, ValueOwner};

const NONE: u32 = u32::MAX;
const ARG: u32 = 1 << 31;
/// Marks a value whose name is in `SsaNames::named`.
const NAMED: u32 = u32::MAX - 1;

/// Asks an op for names of its results: `(result number, name)` pairs.
pub type ResultNamer<'a> = &'a dyn Fn(OpId) -> Vec<(usize, String)>;

/// Names of the values and blocks under one printed op.
pub struct SsaNames {
    values: Vec<u32>,
    blocks: Vec<u32>,
    /// Where each named value's name lies in `name_text`.
    named: FxHashMap<Value, (u32, u32)>,
    /// The names of the named values, one after the other (one buffer
    /// rather than an allocation per name: a module of many small functions
    /// names hundreds of thousands of constants).
    name_text: String,
    /// First result numbers of the result groups of ops that name a result
    /// other than the first (MLIR prints `%a, %b:2 = ...`).
    groups: FxHashMap<OpId, Vec<u32>>,
}

/// Names taken in one region, with the region that encloses it.
struct NameScope {
    parent: Option<usize>,
    used: FxHashSet<Box<str>>,
}

fn name_in_use(scopes: &[NameScope], mut scope: usize, name: &str) -> bool {
    loop {
        if scopes[scope].used.contains(name) {
            return true;
        }
        match scopes[scope].parent {
            Some(p) => scope = p,
            None => return false,
        }
    }
}

/// MLIR's `sanitizeIdentifier`: keeps alphanumerics and `$._-`, turns spaces
/// into `_` and other bytes into hex, and prefixes a leading digit with `_`.
fn sanitize(name: &str) -> String {
    let valid = |c: u8| c.is_ascii_alphanumeric() || b"$._-".contains(&c);
    let mut out = String::new();
    if name.as_bytes().first().is_some_and(u8::is_ascii_digit) {
        out.push('_');
    } else if name.bytes().all(valid) {
        return name.to_string();
    }
    for c in name.bytes() {
        if valid(c) {
            out.push(c as char);
        } else if c == b' ' {
            out.push('_');
        } else {
            out.push_str(&format!("{c:X}"));
        }
    }
    out
}

impl SsaNames {
    /// Numbers everything nested in `top`. With `unique_ids` (as for the
    /// generic form) counters run on across sibling regions instead of
    /// restarting from the parent's, so every value gets a distinct name.
    pub fn compute(
        ir: &Ir,
        top: OpId,
        unique_ids: bool,
        local_scope: bool,
        namer: Option<ResultNamer<'_>>,
    ) -> SsaNames {
        let mut names = SsaNames {
            values: vec![NONE; ir.values.len()],
            blocks: vec![NONE; ir.blocks.len()],
            named: FxHashMap::default(),
            name_text: String::new(),
            groups: FxHashMap::default(),
        };
        let mut scopes = vec![NameScope {
            parent: None,
            used: FxHashSet::default(),
        }];
        let mut next_conflict = 0u32;
        // Regions are pushed in order and popped last-first, as MLIR does;
        // each entry carries the counters and the name scope it starts from.
        let mut stack: Vec<(RegionId, u32, u32, u32, usize)> =
            ir.regions(top).iter().map(|&r| (r, 0, 0, 0, 0)).collect();
        let (mut next_value, mut next_arg) = (0u32, 0u32);
        if ir.num_results(top) > 0 {
            names.values[ir.result(top, 0).as_usize()] = 0;
            next_value = 1;
        }
        let mut nested: Vec<RegionId> = Vec::new();
        let mut max_value = next_value;
        // The scopes whose regions may still be numbered, each with the
        // stack height its nested regions start at: once the stack is below
        // it, nothing asks the scope any more and its names are dropped
        // (only a chain of scopes is alive at a time).
        let mut live: Vec<(usize, usize)> = Vec::new();
        while let Some((region, v, a, c, parent_scope)) = stack.pop() {
            while live.last().is_some_and(|&(_, base)| base > stack.len()) {
                if let Some((dead, _)) = live.pop() {
                    scopes[dead].used = FxHashSet::default();
                }
            }
            if !unique_ids {
                next_value = v;
                next_arg = a;
                next_conflict = c;
            }
            scopes.push(NameScope {
                parent: Some(parent_scope),
                used: FxHashSet::default(),
            });
            let scope = scopes.len() - 1;
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
                    let n = ir.num_results(op);
                    if n > 0 {
                        let mut groups: SmallVec<[u32; 4]> = smallvec::smallvec![0u32];
                        for (index, name) in namer.map(|f| f(op)).unwrap_or_default() {
                            if index >= n || name.is_empty() {
                                continue;
                            }
                            let base = sanitize(&name);
                            let mut unique = base.clone();
                            while name_in_use(&scopes, scope, &unique) {
                                unique = format!("{base}_{next_conflict}");
                                next_conflict += 1;
                            }
                            scopes[scope].used.insert(unique.clone().into());
                            let v = ir.result(op, index);
                            names.values[v.as_usize()] = NAMED;
                            let start = names.name_text.len() as u32;
                            names.name_text.push_str(&unique);
                            names.named.insert(v, (start, unique.len() as u32));
                            if index > 0 {
                                groups.push(index as u32);
                            }
                        }
                        let first = ir.result(op, 0).as_usize();
                        if names.values[first] == NONE {
                            names.values[first] = next_value;
                            next_value += 1;
                        }
                        if groups.len() > 1 {
                            groups.sort_unstable();
                            groups.dedup();
                            names.groups.insert(op, groups.into_vec());
                        }
                    }
                    nested.extend_from_slice(ir.regions(op));
                }
            }
            max_value = max_value.max(next_value);
            live.push((scope, stack.len()));
            for &r in &nested {
                stack.push((r, next_value, next_arg, next_conflict, scope));
            }
            nested.clear();
        }
        if local_scope {
            // Values defined above a locally printed op get the next numbers,
            // in the order the op and its nested ops use them.
            let mut next = max_value;
            ir.walk(top, crate::storage::walk::WalkOrder::PreOrder, |op| {
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

    /// Writes a value's name: `%3`, `%arg0`, `%c5_i32`, or `%3#1` for a
    /// later result of a multi-result group (`%3#0` for the first when
    /// `result_no` is set).
    pub fn write_value(&self, out: &mut String, ir: &Ir, value: Value, result_no: bool) {
        let (head, suffix) = match ir.value_owner(value) {
            ValueOwner::Result { op, index } => {
                let (start, size) = self.group_of(ir, op, index);
                let head = ir.result(op, start as usize);
                (
                    head,
                    if size > 1 && result_no {
                        Some(index - start)
                    } else {
                        None
                    },
                )
            }
            ValueOwner::BlockArgument { .. } => (value, None),
            ValueOwner::Placeholder => {
                out.push_str("<<UNKNOWN SSA VALUE>>");
                return;
            }
        };
        let id = self.values.get(head.as_usize()).copied().unwrap_or(NONE);
        if id == NONE {
            out.push_str("<<UNKNOWN SSA VALUE>>");
            return;
        }
        out.push('%');
        if id == NAMED {
            if let Some(&(start, len)) = self.named.get(&head) {
                out.push_str(&self.name_text[start as usize..(start + len) as usize]);
            }
        } else {
            if id & ARG != 0 {
                out.push_str("arg");
            }
            push_u32(out, id & !ARG);
        }
        if let Some(i) = suffix {
            out.push('#');
            push_u32(out, i);
        }
    }

    /// The result group holding result `index` of `op`: its first result and size.
    fn group_of(&self, ir: &Ir, op: OpId, index: u32) -> (u32, u32) {
        let n = ir.num_results(op) as u32;
        if self.groups.is_empty() {
            return (0, n);
        }
        match self.groups.get(&op) {
            None => (0, n),
            Some(starts) => {
                let i = starts.partition_point(|&s| s <= index) - 1;
                let end = starts.get(i + 1).copied().unwrap_or(n);
                (starts[i], end - starts[i])
            }
        }
    }

    /// The result groups of `op` as (first result, size) pairs.
    pub fn result_groups(&self, ir: &Ir, op: OpId) -> SmallVec<[(u32, u32); 2]> {
        let n = ir.num_results(op) as u32;
        match self.groups.get(&op) {
            None => smallvec::smallvec![(0, n)],
            Some(starts) => starts
                .iter()
                .enumerate()
                .map(|(i, &s)| (s, starts.get(i + 1).copied().unwrap_or(n) - s))
                .collect(),
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
