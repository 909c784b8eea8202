//! Debug information: `llvm.dbg.value`/`llvm.dbg.declare` converted once a
//! function body is done (placed right after the definition of the value
//! they describe), `llvm.dbg.label`, the debug expressions of globals and
//! the locations of loop annotations, with the `DI*` metadata as
//! `#llvm.di_*` attributes (see [`super::di_metadata`]).

use inkwell::llvm_sys::core::*;
use inkwell::llvm_sys::prelude::*;

use super::body::{Def, OpSpec};
use super::di_metadata::DiTranslator;
use super::module_import::{ImportResult, InsertPoint, ModuleImporter};

/// The debug metadata translator, created on first use.
#[derive(Default)]
pub struct DebugImporter {
    translator: Option<DiTranslator>,
}

impl DebugImporter {
    fn translator(&mut self, module: LLVMModuleRef) -> &mut DiTranslator {
        self.translator
            .get_or_insert_with(|| DiTranslator::new(module))
    }

    /// The `#llvm.di_label` of a `llvm.dbg.label` argument.
    pub fn label_attr(&mut self, arg: LLVMValueRef) -> Option<String> {
        let t = self.translator.as_mut()?;
        t.translate_value(arg)
    }

    /// The location (`loc(...)`) of a `DILocation` node in a loop annotation.
    pub fn location_of_md(&mut self, node: LLVMValueRef) -> Option<String> {
        let t = self.translator.as_mut()?;
        t.location(node)
    }

    /// Prepares the translator for `module`.
    pub fn init(&mut self, module: LLVMModuleRef) {
        self.translator(module);
    }
}

impl ModuleImporter {
    /// The `dbg_expr` of a global's `!dbg` attachments.
    pub(super) fn global_debug_exprs(&mut self, g: LLVMValueRef) -> Option<String> {
        let kind = super::llvm::md_kind(self.llvm, "dbg");
        let t = self.debug.translator.as_mut()?;
        // SAFETY: `g` is a live global; its metadata nodes are live.
        unsafe {
            let mut n = 0usize;
            let entries = LLVMGlobalCopyAllMetadata(g, &mut n);
            let mut exprs = Vec::new();
            for i in 0..n as u32 {
                if LLVMValueMetadataEntriesGetKind(entries, i) == kind {
                    let md = LLVMValueMetadataEntriesGetMetadata(entries, i);
                    let v = LLVMMetadataAsValue(self.llvm, md);
                    if let Some(e) = t.translate_value(v) {
                        exprs.push(e);
                    }
                }
            }
            if !entries.is_null() {
                LLVMDisposeValueMetadataEntries(entries);
            }
            // MLIR 19 keeps one expression per global.
            exprs.into_iter().next()
        }
    }

    /// `processDebugIntrinsics`: the deferred `llvm.dbg.value` and
    /// `llvm.dbg.declare` calls of the current function.
    pub(super) fn process_debug_intrinsics(&mut self) -> ImportResult<()> {
        let intrinsics = std::mem::take(&mut self.region.debug_intrinsics);
        for inst in intrinsics {
            self.process_debug_intrinsic(inst)?;
        }
        Ok(())
    }

    fn process_debug_intrinsic(&mut self, inst: LLVMValueRef) -> ImportResult<()> {
        // SAFETY: `inst` is a call of llvm.dbg.value or llvm.dbg.declare.
        let (location, variable, expression, callee) = unsafe {
            (
                LLVMGetOperand(inst, 0),
                LLVMGetOperand(inst, 1),
                LLVMGetOperand(inst, 2),
                LLVMGetCalledValue(inst),
            )
        };
        let Some(t) = self.debug.translator.as_mut() else {
            return Ok(());
        };
        // Variadic locations (`DIArgList`) and kill locations holding metadata
        // are dropped, as are variables that cannot be translated.
        let Some(var) = t.translate_value(variable) else {
            return Ok(());
        };
        let Some(expr) = t.expression_value(expression) else {
            return Ok(());
        };
        // SAFETY: `location` wraps the described value as metadata.
        let value = unsafe {
            if !LLVMIsAMDNode(location).is_null() || !LLVMIsAMDString(location).is_null() {
                return Ok(());
            }
            location
        };
        if super::llvm::print_value(location).contains("!DIArgList") {
            return Ok(());
        }
        let val = match self.region.values.get(&value) {
            Some(v) => v.clone(),
            None => {
                // SAFETY: `value` is a live value.
                if unsafe { LLVMIsAConstant(value).is_null() } {
                    return Ok(());
                }
                self.convert_constant_expr(value)?
            }
        };
        let name = super::llvm::value_name(callee);
        let op = if name == "llvm.dbg.declare" {
            "llvm.intr.dbg.declare"
        } else {
            "llvm.intr.dbg.value"
        };
        // Insert right after the definition of the value.
        let ip = match val.def {
            Def::BlockArg(block) => InsertPoint {
                block,
                after: None,
                at_end: false,
            },
            Def::Op(id) => {
                let block = self
                    .region
                    .region
                    .blocks
                    .iter()
                    .find(|b| b.ops.iter().any(|o| o.id == id))
                    .map(|b| b.id)
                    .unwrap_or(self.region.constant_block);
                let is_terminator = self
                    .region
                    .region
                    .blocks
                    .iter()
                    .find(|b| b.id == block)
                    .and_then(|b| b.ops.last())
                    .is_some_and(|o| o.id == id);
                if is_terminator && self.defines_terminator(id) {
                    // MLIR places it in a block the terminator dominates;
                    // without dominance information it is dropped.
                    return Ok(());
                }
                InsertPoint {
                    block,
                    after: Some(id),
                    at_end: false,
                }
            }
        };
        let saved = self.region.ip;
        self.region.ip = ip;
        let mut spec = OpSpec {
            name: op,
            operands: vec![val],
            ..Default::default()
        };
        spec.prop("locationExpr", expr);
        spec.prop("varInfo", var);
        self.emit(spec);
        self.region.ip = saved;
        Ok(())
    }

    fn defines_terminator(&self, id: u32) -> bool {
        self.region.region.blocks.iter().any(|b| {
            b.ops.last().is_some_and(|o| {
                o.id == id && (o.text.contains("\"llvm.invoke\""))
            })
        })
    }
}
