//! The debug intrinsics, as MLIR 19's `ModuleImport` converts them:
//! `llvm.dbg.label` in place (dropped when its label cannot be
//! translated); `llvm.dbg.declare` and `llvm.dbg.value` once the whole
//! function is converted, each right after the definition of its operand
//! (before the terminator of the first block an `llvm.invoke` result
//! dominates), dropped when their location is an argument list or a kill
//! location holding metadata, or when their variable cannot be translated.

use std::collections::{HashMap, HashSet};

use inkwell::llvm_sys::debuginfo::LLVMInstructionGetDebugLoc;
use inkwell::llvm_sys::prelude::*;

use super::ffi::{self, Kind, Md, VariableIntrinsic};
use super::locations::Location;
use crate::import::body::{Def, OpSpec};
use crate::import::llvm::print_value;
use crate::import::module_import::{ImportResult, InsertPoint, ModuleImporter};

impl ModuleImporter {
    /// The location of instruction `inst` (`translateLoc` of its debug
    /// location).
    pub(in crate::import) fn instruction_location(&mut self, inst: LLVMValueRef) -> Location {
        // SAFETY: `inst` is a live instruction.
        let loc = Md(unsafe { LLVMInstructionGetDebugLoc(inst) });
        self.debug.translate_loc(&mut self.namer, loc)
    }

    /// `llvm.dbg.label`: the op with its label, or nothing when the label
    /// cannot be translated.
    pub(in crate::import) fn convert_debug_label(
        &mut self,
        inst: LLVMValueRef,
        label: LLVMValueRef,
    ) {
        let node = ffi::wrapped_metadata(label);
        let attr = if node.kind() == Kind::Label {
            self.debug.translate(&mut self.namer, node)
        } else {
            None
        };
        let Some(attr) = attr else {
            return;
        };
        let loc = self.instruction_location(inst);
        let mut spec = OpSpec {
            name: "llvm.intr.dbg.label",
            loc: Some(self.debug.locations.loc(&loc)),
            ..Default::default()
        };
        spec.prop("label", attr.alias());
        let (id, _) = self.emit_with_id(spec);
        self.region.no_result_ops.insert(inst, id);
    }

    /// `processDebugIntrinsics`: the function's `llvm.dbg.declare` and
    /// `llvm.dbg.value` calls, in the order they were met.
    pub(in crate::import) fn process_debug_intrinsics(&mut self) -> ImportResult<()> {
        let intrinsics = std::mem::take(&mut self.region.debug_intrinsics);
        let mut dominance: Option<DominatorChildren> = None;
        for (inst, op) in intrinsics {
            self.process_debug_intrinsic(inst, op, &mut dominance)?;
        }
        Ok(())
    }

    fn process_debug_intrinsic(
        &mut self,
        inst: LLVMValueRef,
        op: &'static str,
        dominance: &mut Option<DominatorChildren>,
    ) -> ImportResult<()> {
        let loc = self.instruction_location(inst);
        let (value, variable, expression) = match ffi::variable_intrinsic(inst) {
            VariableIntrinsic::Value(value, variable, expression) => (value, variable, expression),
            // Argument lists and kill locations holding metadata are not
            // supported; neither is a malformed call.
            _ => return Ok(()),
        };
        // A variable that cannot be translated drops the intrinsic.
        let var_info = if variable.kind() == Kind::LocalVariable {
            self.debug.translate(&mut self.namer, variable)
        } else {
            None
        };
        let Some(var_info) = var_info else {
            return Ok(());
        };
        let Some(operand) = self.convert_metadata_value(value) else {
            return Err(self.error_at(
                &loc,
                format!(
                    "failed to convert a debug intrinsic operand: {}",
                    print_value(inst)
                ),
            ));
        };
        // Right after the operand's definition, so that it dominates the
        // intrinsic; a terminator's result (an invoke) is used in the first
        // block the terminator's block dominates.
        let ip = match operand.def {
            Def::BlockArg(block) => InsertPoint {
                block,
                after: None,
                at_end: false,
            },
            Def::Op(id) if self.region.terminator_results.contains(&id) => {
                let block = self.region.op_blocks.get(&id).copied().unwrap_or(0);
                let children = dominance
                    .get_or_insert_with(|| DominatorChildren::of(&self.region.region.blocks))
                    .first_child(block);
                let Some(child) = children else {
                    return Ok(());
                };
                let ops = &self.region.block_mut(child).ops;
                InsertPoint {
                    block: child,
                    after: ops.len().checked_sub(2).map(|i| ops[i].id),
                    at_end: false,
                }
            }
            Def::Op(id) => InsertPoint {
                block: self.region.op_blocks.get(&id).copied().unwrap_or(0),
                after: Some(id),
                at_end: false,
            },
        };
        let location_expr = self.debug.expression(expression);
        let mut spec = OpSpec {
            name: op,
            operands: vec![operand],
            loc: Some(self.debug.locations.loc(&loc)),
            ..Default::default()
        };
        if let Some(expr) = location_expr {
            spec.prop("locationExpr", expr.alias());
        }
        spec.prop("varInfo", var_info.alias());
        let saved = self.region.ip;
        self.region.ip = ip;
        let (id, _) = self.emit_with_id(spec);
        self.region.ip = saved;
        self.region.no_result_ops.insert(inst, id);
        Ok(())
    }

    /// `convertMetadataValue`: the value a debug intrinsic refers to, a
    /// constant converted now if it is not yet.
    fn convert_metadata_value(&mut self, value: LLVMValueRef) -> Option<crate::import::body::Val> {
        if value.is_null() {
            return None;
        }
        if let Some(v) = self.region.values.get(&value) {
            return Some(v.clone());
        }
        // SAFETY: `value` is a live value.
        let is_constant = unsafe { !inkwell::llvm_sys::core::LLVMIsAConstant(value).is_null() };
        if is_constant {
            return self.convert_constant_expr(value).ok();
        }
        None
    }
}

/// Where MLIR reports a diagnostic at `loc`: its first file location.
pub fn diagnostic_location(loc: &Location) -> String {
    fn first_file(loc: &Location) -> Option<String> {
        match loc {
            Location::FileLineCol(file, line, col) => {
                Some(format!("{}:{line}:{col}", String::from_utf8_lossy(file)))
            }
            Location::Fused(_, locs) => locs.iter().find_map(first_file),
            Location::CallSite(callee, _) => first_file(callee),
            Location::Name(_) | Location::Unknown => None,
        }
    }
    first_file(loc).unwrap_or_else(|| "<unknown>:0".to_string())
}

/// The children of each block in the dominator tree of a region (MLIR's
/// `DominanceInfo`, built by LLVM's semi-NCA over the blocks' successors),
/// in depth-first order.
pub struct DominatorChildren {
    children: HashMap<u32, Vec<u32>>,
}

impl DominatorChildren {
    /// The dominator tree of `blocks` (the first is the entry).
    pub fn of(blocks: &[crate::import::body::BlockData]) -> Self {
        let index: HashMap<u32, usize> =
            blocks.iter().enumerate().map(|(i, b)| (b.id, i)).collect();
        let Some(entry) = blocks.first() else {
            return DominatorChildren {
                children: HashMap::new(),
            };
        };
        // Depth-first numbering as LLVM's `runDFS`: a stack, successors
        // pushed in reverse so that the first is visited first, a block
        // numbered when popped unvisited.
        let mut order: Vec<usize> = Vec::new();
        let mut number: Vec<Option<usize>> = vec![None; blocks.len()];
        let mut stack = vec![index[&entry.id]];
        while let Some(b) = stack.pop() {
            if number[b].is_some() {
                continue;
            }
            number[b] = Some(order.len());
            order.push(b);
            for s in blocks[b].successors.iter().rev() {
                if let Some(&si) = index.get(s)
                    && number[si].is_none()
                {
                    stack.push(si);
                }
            }
        }
        let idom = immediate_dominators(blocks, &index, order[0]);
        let mut children: HashMap<u32, Vec<u32>> = HashMap::new();
        let mut seen = HashSet::new();
        for &b in order.iter().skip(1) {
            if let Some(d) = idom[b]
                && d != b
                && seen.insert(b)
            {
                children.entry(blocks[d].id).or_default().push(blocks[b].id);
            }
        }
        DominatorChildren { children }
    }

    /// The first block `block` immediately dominates.
    pub fn first_child(&self, block: u32) -> Option<u32> {
        self.children.get(&block).and_then(|c| c.first().copied())
    }
}

/// The immediate dominator of each block reachable from `entry` (Cooper,
/// Harvey and Kennedy's iteration over a reverse post-order).
fn immediate_dominators(
    blocks: &[crate::import::body::BlockData],
    index: &HashMap<u32, usize>,
    entry: usize,
) -> Vec<Option<usize>> {
    let successors = |b: usize| -> Vec<usize> {
        blocks[b]
            .successors
            .iter()
            .filter_map(|s| index.get(s).copied())
            .collect()
    };
    // Post-order numbers.
    let mut post: Vec<Option<usize>> = vec![None; blocks.len()];
    let mut visited = vec![false; blocks.len()];
    let mut order = Vec::new();
    let mut stack: Vec<(usize, Vec<usize>, usize)> = vec![(entry, successors(entry), 0)];
    visited[entry] = true;
    while let Some((b, succs, next)) = stack.last_mut() {
        if *next < succs.len() {
            let s = succs[*next];
            *next += 1;
            if !visited[s] {
                visited[s] = true;
                let ss = successors(s);
                stack.push((s, ss, 0));
            }
        } else {
            post[*b] = Some(order.len());
            order.push(*b);
            stack.pop();
        }
    }
    let mut preds: Vec<Vec<usize>> = vec![Vec::new(); blocks.len()];
    for &b in &order {
        for s in successors(b) {
            preds[s].push(b);
        }
    }
    let mut idom: Vec<Option<usize>> = vec![None; blocks.len()];
    idom[entry] = Some(entry);
    let intersect = |idom: &[Option<usize>], mut a: usize, mut b: usize| {
        while a != b {
            while post[a] < post[b] {
                a = idom[a].unwrap_or(entry);
            }
            while post[b] < post[a] {
                b = idom[b].unwrap_or(entry);
            }
        }
        a
    };
    let mut changed = true;
    while changed {
        changed = false;
        for &b in order.iter().rev() {
            if b == entry {
                continue;
            }
            let mut new_idom: Option<usize> = None;
            for &p in &preds[b] {
                if idom[p].is_none() {
                    continue;
                }
                new_idom = Some(match new_idom {
                    None => p,
                    Some(d) => intersect(&idom, p, d),
                });
            }
            if new_idom.is_some() && idom[b] != new_idom {
                idom[b] = new_idom;
                changed = true;
            }
        }
    }
    idom
}
