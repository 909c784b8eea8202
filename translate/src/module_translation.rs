//! `ModuleTranslation`: a `builtin.module` of `llvm` dialect ops as an LLVM
//! IR module. Globals are created first, then every function is declared
//! (so that any global or function can be referenced), then global
//! initializers are built, then each function body is translated with the
//! complete mappings of symbols, blocks and values (see
//! [`crate::function_translation`]).

use std::collections::HashMap;
use std::ffi::{CStr, CString};

use dialectic::op_support::{inherent_or_discardable, string_of};
use dialectic::{Attribute, BlockId, Context, Ir, OpId, Type, Value};
use inkwell::llvm_sys::core::*;
use inkwell::llvm_sys::prelude::*;

use crate::error::{TranslateError, TranslateResult};
use crate::interface::TranslationRegistry;
use crate::types::TypeTranslator;

/// The state of one module's translation: the LLVM module and builder, and
/// the mappings from symbols, blocks and values to what they became.
pub struct ModuleTranslation<'a> {
    /// The IR context.
    pub ctx: &'a Context,
    /// The IR holding the module.
    pub ir: &'a Ir,
    registry: &'a TranslationRegistry,
    llvm: LLVMContextRef,
    module: LLVMModuleRef,
    builder: LLVMBuilderRef,
    types: TypeTranslator,
    symbols: HashMap<String, LLVMValueRef>,
    values: HashMap<Value, LLVMValueRef>,
    blocks: HashMap<BlockId, LLVMBasicBlockRef>,
}

/// Translates `module` (a `builtin.module`) into a new LLVM module in
/// `llvm`, or reports the first op that has no translation.
pub fn translate_module<'l>(
    ctx: &Context,
    ir: &Ir,
    module: OpId,
    registry: &TranslationRegistry,
    llvm: &'l inkwell::context::Context,
    name: &str,
) -> TranslateResult<inkwell::module::Module<'l>> {
    let llvm_module = llvm.create_module(name);
    let builder = llvm.create_builder();
    let mut t = ModuleTranslation {
        ctx,
        ir,
        registry,
        llvm: llvm.raw(),
        module: llvm_module.as_mut_ptr(),
        builder: builder.as_mut_ptr(),
        types: TypeTranslator::new(llvm.raw()),
        symbols: HashMap::new(),
        values: HashMap::new(),
        blocks: HashMap::new(),
    };
    t.translate(module)?;
    Ok(llvm_module)
}

impl<'a> ModuleTranslation<'a> {
    fn translate(&mut self, module: OpId) -> TranslateResult<()> {
        self.set_module_attributes(module)?;
        let body: Vec<OpId> = match self
            .ir
            .regions(module)
            .first()
            .and_then(|&r| self.ir.entry_block(r))
        {
            Some(block) => self.ir.ops_of(block).collect(),
            None => Vec::new(),
        };
        for &op in &body {
            if self.op_is(op, "llvm.mlir.global") {
                crate::globals::declare_global(self, op)?;
            }
        }
        for &op in &body {
            if self.op_is(op, "llvm.func") {
                crate::function_translation::declare_function(self, op)?;
            }
        }
        for &op in &body {
            if self.op_is(op, "llvm.mlir.global") {
                crate::globals::initialize_global(self, op)?;
            }
        }
        for &op in &body {
            match self.op_name(op) {
                "llvm.func" => crate::function_translation::translate_function_body(self, op)?,
                "llvm.mlir.global_ctors" => {
                    crate::globals::translate_structors(self, op, "llvm.global_ctors", "ctors")?
                }
                "llvm.mlir.global_dtors" => {
                    crate::globals::translate_structors(self, op, "llvm.global_dtors", "dtors")?
                }
                "llvm.mlir.global"
                | "llvm.comdat"
                | "llvm.linker_options"
                | "llvm.mlir.module_flags" => {}
                name => {
                    return Err(TranslateError::at(
                        op,
                        format!("cannot be converted to LLVM IR: module-level op '{name}'"),
                    ));
                }
            }
        }
        Ok(())
    }

    /// `llvm.data_layout` and `llvm.target_triple` of the module.
    fn set_module_attributes(&mut self, module: OpId) -> TranslateResult<()> {
        if let Some(layout) = self
            .attr(module, "llvm.data_layout")
            .and_then(|a| string_of(self.ctx, a))
        {
            let layout = self.c_string(module, &layout)?;
            // SAFETY: the module is live; LLVM copies the string.
            unsafe { LLVMSetDataLayout(self.module, layout.as_ptr()) };
        }
        if let Some(triple) = self
            .attr(module, "llvm.target_triple")
            .and_then(|a| string_of(self.ctx, a))
        {
            let triple = self.c_string(module, &triple)?;
            // SAFETY: as above.
            unsafe { LLVMSetTarget(self.module, triple.as_ptr()) };
        }
        Ok(())
    }

    // --- access to the IR --------------------------------------------------

    /// The full name of `op` (`llvm.add`).
    pub fn op_name(&self, op: OpId) -> &'a str {
        self.ctx.ident_str(self.ir.op_name(op))
    }

    /// Whether `op` is named `name`.
    pub fn op_is(&self, op: OpId, name: &str) -> bool {
        self.op_name(op) == name
    }

    /// The attribute `name` of `op` (property or discardable).
    pub fn attr(&self, op: OpId, name: &str) -> Option<Attribute> {
        inherent_or_discardable(self.ctx, self.ir, op, name)
    }

    /// The registry of dialect translations.
    pub fn registry(&self) -> &'a TranslationRegistry {
        self.registry
    }

    // --- the LLVM side -----------------------------------------------------

    /// The LLVM context.
    pub fn llvm_context(&self) -> LLVMContextRef {
        self.llvm
    }

    /// The LLVM module being built.
    pub fn llvm_module(&self) -> LLVMModuleRef {
        self.module
    }

    /// The builder, positioned where the current op's instructions go.
    pub fn builder(&self) -> LLVMBuilderRef {
        self.builder
    }

    /// The LLVM IR type of `ty`; errors are about `op`.
    pub fn llvm_type(&mut self, op: OpId, ty: Type) -> TranslateResult<LLVMTypeRef> {
        self.types
            .translate(self.ctx, ty)
            .map_err(|m| TranslateError::at(op, m))
    }

    /// `text` as a C string; errors (an inner NUL) are about `op`.
    pub fn c_string(&self, op: OpId, text: &str) -> TranslateResult<CString> {
        CString::new(text).map_err(|_| {
            TranslateError::at(op, format!("a NUL byte in '{}'", text.escape_default()))
        })
    }

    // --- mappings ------------------------------------------------------------

    /// Maps `value` to `llvm`.
    pub fn map_value(&mut self, value: Value, llvm: LLVMValueRef) {
        self.values.insert(value, llvm);
    }

    /// What `value` was translated to; errors are about `op`, its user.
    pub fn lookup_value(&self, op: OpId, value: Value) -> TranslateResult<LLVMValueRef> {
        self.values
            .get(&value)
            .copied()
            .ok_or_else(|| TranslateError::at(op, "an operand was not translated before its use"))
    }

    /// The translation of operand `index` of `op`.
    pub fn operand(&self, op: OpId, index: usize) -> TranslateResult<LLVMValueRef> {
        if index >= self.ir.num_operands(op) {
            return Err(TranslateError::at(op, format!("has no operand #{index}")));
        }
        self.lookup_value(op, self.ir.operand(op, index))
    }

    /// The translations of all operands of `op`.
    pub fn operands(&self, op: OpId) -> TranslateResult<Vec<LLVMValueRef>> {
        self.ir
            .operands(op)
            .map(|v| self.lookup_value(op, v))
            .collect()
    }

    /// The operands of `op` by ODS group, given which groups are optional
    /// or variadic: with at most one such group the others hold one value
    /// each; otherwise `operandSegmentSizes` gives the sizes.
    pub fn operand_groups(&self, op: OpId, variadic: &[bool]) -> TranslateResult<Vec<Vec<Value>>> {
        let values: Vec<Value> = self.ir.operands(op).collect();
        let sizes: Vec<usize> = if variadic.iter().filter(|&&v| v).count() <= 1 {
            let fixed = variadic.iter().filter(|&&v| !v).count();
            let rest = values
                .len()
                .checked_sub(fixed)
                .ok_or_else(|| TranslateError::at(op, "has too few operands"))?;
            variadic.iter().map(|&v| if v { rest } else { 1 }).collect()
        } else {
            match self
                .attr(op, "operandSegmentSizes")
                .map(|a| self.ctx.attr_kind(a))
            {
                Some(dialectic::AttrKind::DenseArray { values: sizes, .. }) => {
                    sizes.iter().map(|&s| s as usize).collect()
                }
                _ => return Err(TranslateError::at(op, "has no 'operandSegmentSizes'")),
            }
        };
        let mut groups = Vec::with_capacity(sizes.len());
        let mut start = 0;
        for size in sizes {
            let group = values.get(start..start + size).ok_or_else(|| {
                TranslateError::at(op, "has operand segments that do not match its operands")
            })?;
            groups.push(group.to_vec());
            start += size;
        }
        Ok(groups)
    }

    /// Maps result `index` of `op` to `llvm`.
    pub fn map_result(&mut self, op: OpId, index: usize, llvm: LLVMValueRef) {
        let result = self.ir.result(op, index);
        self.values.insert(result, llvm);
    }

    /// Maps `block` to `llvm`.
    pub fn map_block(&mut self, block: BlockId, llvm: LLVMBasicBlockRef) {
        self.blocks.insert(block, llvm);
    }

    /// What `block` was translated to; errors are about `op`.
    pub fn lookup_block(&self, op: OpId, block: BlockId) -> TranslateResult<LLVMBasicBlockRef> {
        self.blocks
            .get(&block)
            .copied()
            .ok_or_else(|| TranslateError::at(op, "a successor block was not translated"))
    }

    /// Maps the global or function `symbol` to `llvm`.
    pub fn map_symbol(&mut self, symbol: &str, llvm: LLVMValueRef) {
        self.symbols.insert(symbol.to_string(), llvm);
    }

    /// The global or function named `symbol`; errors are about `op`.
    pub fn lookup_symbol(&self, op: OpId, symbol: &str) -> TranslateResult<LLVMValueRef> {
        self.symbols.get(symbol).copied().ok_or_else(|| {
            TranslateError::at(
                op,
                format!("'{symbol}' does not reference a global or function"),
            )
        })
    }

    /// Translates `op` with its dialect's hooks, then lets the dialects of
    /// its discardable attributes amend the instructions it became.
    pub fn translate_op(&mut self, op: OpId) -> TranslateResult<()> {
        let name = self.op_name(op);
        let namespace = name.split('.').next().unwrap_or(name);
        let Some(dialect) = self.registry.get(namespace) else {
            return Err(TranslateError::at(
                op,
                format!(
                    "cannot be converted to LLVM IR: missing `LLVMTranslationDialectInterface` registration for dialect for op: {name}"
                ),
            ));
        };
        // SAFETY: the builder is positioned in a block of the live module
        // while a function body is translated (or not at all for globals).
        let block = unsafe { LLVMGetInsertBlock(self.builder) };
        let before = if block.is_null() {
            std::ptr::null_mut()
        } else {
            unsafe { LLVMGetLastInstruction(block) }
        };
        if !dialect.convert_operation(op, self)? {
            return Err(TranslateError::at(
                op,
                format!("LLVM Translation failed for operation: {name}"),
            ));
        }
        let amended: Vec<_> = self
            .ctx
            .dictionary_entries(self.ir.op_attributes(op))
            .to_vec();
        if amended.is_empty() || block.is_null() {
            return Ok(());
        }
        let instructions = new_instructions(block, before);
        for entry in amended {
            let attr_name = self.ctx.ident_str(entry.0).to_string();
            let Some((ns, _)) = attr_name.split_once('.') else {
                continue;
            };
            if let Some(dialect) = self.registry.get(ns) {
                dialect.amend_operation(op, &instructions, &attr_name, entry.1, self)?;
            }
        }
        Ok(())
    }
}

/// The instructions after `before` (all when null) in `block`.
fn new_instructions(block: LLVMBasicBlockRef, before: LLVMValueRef) -> Vec<LLVMValueRef> {
    let mut out = Vec::new();
    // SAFETY: `block` is live; walking its instruction list.
    unsafe {
        let mut next = if before.is_null() {
            LLVMGetFirstInstruction(block)
        } else {
            LLVMGetNextInstruction(before)
        };
        while !next.is_null() {
            out.push(next);
            next = LLVMGetNextInstruction(next);
        }
    }
    out
}

/// The name LLVM gives a value, for messages.
pub fn value_name(value: LLVMValueRef) -> String {
    let mut len = 0;
    // SAFETY: `value` is live; the name is copied out before use ends.
    unsafe {
        let ptr = LLVMGetValueName2(value, &mut len);
        if ptr.is_null() {
            return String::new();
        }
        CStr::from_ptr(ptr).to_string_lossy().into_owned()
    }
}
