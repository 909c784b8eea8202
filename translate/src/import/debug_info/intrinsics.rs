//! The debug intrinsics, as MLIR 19's `ModuleImport` converts them:
//! `llvm.dbg.label` in place (dropped when its label cannot be
//! translated); `llvm.dbg.declare` and `llvm.dbg.value` once the whole
//! function is converted, each right after the definition of its operand
//! (before the terminator of the first block an `llvm.invoke` result
//! dominates), dropped when their location is an argument list or a kill
//! location holding metadata, or when their variable cannot be translated.

use crate::llvm;
use crate::llvm::AnyValue;

use super::dominance::DominatorChildren;
use super::ffi::{self, Kind, Md, VariableIntrinsic};
use super::locations::Location;
use crate::import::body::{Def, OpSpec};
use crate::import::llvm::print_value;
use crate::import::module_import::{ImportResult, InsertPoint, ModuleImporter};

impl<'ctx> ModuleImporter<'ctx> {
    /// The location of instruction `inst` (`translateLoc` of its debug
    /// location).
    pub(in crate::import) fn instruction_location(&mut self, inst: AnyValue<'ctx>) -> Location {
        let loc = Md::debug_loc_of(inst);
        self.debug.translate_loc(&mut self.namer, loc)
    }

    /// `llvm.dbg.label`: the op with its label, or nothing when the label
    /// cannot be translated.
    pub(in crate::import) fn convert_debug_label(
        &mut self,
        inst: AnyValue<'ctx>,
        label: AnyValue<'ctx>,
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
        inst: AnyValue<'ctx>,
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
    fn convert_metadata_value(
        &mut self,
        value: AnyValue<'ctx>,
    ) -> Option<crate::import::body::Val> {
        if value.is_null() {
            return None;
        }
        if let Some(v) = self.region.values.get(&value) {
            return Some(v.clone());
        }
        let is_constant = !llvm::is_a_constant(value).is_null();
        if is_constant {
            return self.convert_constant_expr(value).ok();
        }
        None
    }
}
