//! `ModuleTranslation`: a `builtin.module` of `llvm` dialect ops as an LLVM
//! IR module. Globals are created first, then every function is declared
//! (so that any global or function can be referenced), then global
//! initializers are built, then each function body is translated with the
//! complete mappings of symbols, blocks and values (see
//! [`crate::function_translation`]). LLVM's verifier then runs once on the
//! module, as in MLIR.

use crate::llvm;
use crate::llvm::AnyValue;
use std::collections::HashMap;
use std::ffi::CString;

use dialectic::op_support::{inherent_or_discardable, string_of};
use dialectic::tools::timing::Timing;
use dialectic::{Attribute, BlockId, Context, Ir, OpId, Type, Value};
use inkwell::basic_block::BasicBlock;
use inkwell::builder::Builder;
use inkwell::comdat::Comdat;
use rustc_hash::FxHashMap;

use crate::debug_info::DebugInfo;
use crate::error::{TranslateError, TranslateResult};
use crate::handle_table::HandleTable;
use crate::interface::TranslationRegistry;
use crate::intrinsic_call::DeclaredIntrinsic;
use crate::metadata::MetadataCache;
use crate::op_attrs::{AttrNames, OpAttrs};
use crate::types::TypeTranslator;

/// Intrinsic declarations by intrinsic ID, result type and argument types.
pub type DeclaredIntrinsics<'ctx> =
    FxHashMap<(u32, llvm::AnyType<'ctx>, Vec<llvm::AnyType<'ctx>>), DeclaredIntrinsic<'ctx>>;

/// The state of one module's translation: the LLVM module and builder, and
/// the mappings from symbols, blocks and values to what they became.
pub struct ModuleTranslation<'a> {
    /// The IR context.
    pub ctx: &'a Context,
    /// The IR holding the module.
    pub ir: &'a Ir,
    registry: &'a TranslationRegistry,
    llvm: &'a inkwell::context::Context,
    module: llvm::ModuleRef<'a>,
    builder: &'a Builder<'a>,
    types: TypeTranslator<'a>,
    symbols: FxHashMap<String, AnyValue<'a>>,
    values: HandleTable<Value, AnyValue<'a>>,
    blocks: FxHashMap<BlockId, BasicBlock<'a>>,
    comdats: HashMap<(String, String), Comdat>,
    redirects: FxHashMap<(OpId, usize), BasicBlock<'a>>,
    metadata: MetadataCache<'a>,
    names: AttrNames,
    intrinsics: DeclaredIntrinsics<'a>,
    /// Whether `instruction_ops` is filled in.
    record_instructions: bool,
    instruction_ops: FxHashMap<AnyValue<'a>, OpId>,
    debug_info: DebugInfo<'a>,
}

/// Translates `module` (a `builtin.module`) into a new LLVM module in
/// `llvm` that LLVM's verifier accepts, or reports the first op that has
/// no translation or whose instructions the verifier rejects.
pub fn translate_module<'l>(
    ctx: &Context,
    ir: &Ir,
    module: OpId,
    registry: &TranslationRegistry,
    llvm: &'l inkwell::context::Context,
    name: &str,
) -> TranslateResult<inkwell::module::Module<'l>> {
    translate_module_timed(ctx, ir, module, registry, llvm, name, &mut Timing::new())
}

/// [`translate_module`], timing the translation and LLVM's verifier (run
/// once on the module, as MLIR does) in `timing`.
///
/// Which op an instruction came from is only needed to report a module the
/// verifier rejects: then the module is translated again, noting it.
pub fn translate_module_timed<'l>(
    ctx: &Context,
    ir: &Ir,
    module: OpId,
    registry: &TranslationRegistry,
    llvm: &'l inkwell::context::Context,
    name: &str,
    timing: &mut Timing,
) -> TranslateResult<inkwell::module::Module<'l>> {
    let llvm_module = llvm.create_module(name);
    timing.time("Translation", || {
        let builder = llvm.create_builder();
        ModuleTranslation::new(ctx, ir, registry, llvm, &llvm_module, &builder, false)
            .translate(module)
    })?;
    if timing.time("LLVM IR verifier", || {
        verifies(llvm::ModuleRef::new(&llvm_module))
    }) {
        return Ok(llvm_module);
    }
    drop(llvm_module);
    // A context of its own: the first translation's named structs stay in
    // `llvm`, and the same names would be taken.
    let fresh = inkwell::context::Context::create();
    let again = fresh.create_module(name);
    let builder = fresh.create_builder();
    let mut t = ModuleTranslation::new(ctx, ir, registry, &fresh, &again, &builder, true);
    t.translate(module)?;
    Err(t.verifier_failure(module))
}

/// Whether LLVM's verifier accepts `module`.
fn verifies(module: llvm::ModuleRef<'_>) -> bool {
    llvm::verify_module(module)
}

impl<'a> ModuleTranslation<'a> {
    /// A translation into `llvm_module`, an empty module of `llvm`, with
    /// `builder` (of `llvm`); with `record_instructions`, the op each
    /// instruction comes from is noted (for the verifier's messages).
    fn new(
        ctx: &'a Context,
        ir: &'a Ir,
        registry: &'a TranslationRegistry,
        llvm: &'a inkwell::context::Context,
        llvm_module: &'a inkwell::module::Module<'_>,
        builder: &'a Builder<'a>,
        record_instructions: bool,
    ) -> Self {
        ModuleTranslation {
            ctx,
            ir,
            registry,
            llvm,
            module: llvm::ModuleRef::new(llvm_module),
            builder,
            types: TypeTranslator::new(llvm),
            symbols: FxHashMap::default(),
            values: HandleTable::default(),
            blocks: FxHashMap::default(),
            comdats: HashMap::new(),
            redirects: FxHashMap::default(),
            metadata: MetadataCache::default(),
            names: AttrNames::new(ctx),
            intrinsics: DeclaredIntrinsics::default(),
            record_instructions,
            instruction_ops: FxHashMap::default(),
            debug_info: DebugInfo::default(),
        }
    }

    fn translate(&mut self, module: OpId) -> TranslateResult<()> {
        if has_known_location(self.ctx, self.ir, module) {
            crate::debug_info::enable(self, module);
        }
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
            if self.op_is(op, "llvm.comdat") {
                crate::comdats::translate_comdat(self, op)?;
            }
        }
        for &op in &body {
            if self.op_is(op, "llvm.func") {
                crate::function_translation::declare_function(self, op)?;
            }
        }
        for &op in &body {
            if self.op_is(op, "llvm.func") {
                self.amend_function(op)?;
            }
        }
        for &op in &body {
            if self.op_is(op, "llvm.mlir.global") {
                crate::globals::declare_global(self, op)?;
            }
        }
        crate::debug_info::finish_globals(self);
        for &op in &body {
            if self.op_is(op, "llvm.mlir.global") {
                crate::globals::initialize_global(self, op)?;
            }
        }
        for &op in &body {
            match self.op_name(op) {
                "llvm.mlir.global_ctors" => {
                    crate::globals::translate_structors(self, op, "llvm.global_ctors", "ctors")?
                }
                "llvm.mlir.global_dtors" => {
                    crate::globals::translate_structors(self, op, "llvm.global_dtors", "dtors")?
                }
                _ => {}
            }
        }
        for &op in &body {
            match self.op_name(op) {
                "llvm.linker_options" => {
                    crate::metadata::module_level::add_linker_options(self, op)?
                }
                "llvm.func"
                | "llvm.mlir.global"
                | "llvm.comdat"
                | "llvm.mlir.global_ctors"
                | "llvm.mlir.global_dtors" => {}
                name => {
                    return Err(TranslateError::at(
                        op,
                        format!("cannot be converted to LLVM IR: module-level op '{name}'"),
                    ));
                }
            }
        }
        for &op in &body {
            if self.op_is(op, "llvm.func") {
                crate::function_translation::translate_function_body(self, op)?;
            }
        }
        Ok(())
    }

    /// Hands each discardable attribute of function `op` named after
    /// another dialect with a translation (`genx.kernel`) to that dialect,
    /// with the declared function (MLIR's `amendOperation` on functions).
    fn amend_function(&mut self, op: OpId) -> TranslateResult<()> {
        let (ctx, registry) = (self.ctx, self.registry);
        let amending: Vec<_> = ctx
            .dictionary_entries(self.ir.op_attributes(op))
            .iter()
            .filter_map(|&(key, value)| {
                let attr_name = ctx.ident_str(key);
                let (ns, _) = attr_name.split_once('.')?;
                (ns != "llvm").then_some(())?;
                Some((registry.get(ns)?, attr_name, value))
            })
            .collect();
        if amending.is_empty() {
            return Ok(());
        }
        let name = self
            .attr(op, "sym_name")
            .and_then(|a| dialectic::op_support::string_of(ctx, a))
            .unwrap_or_default();
        let function = self.lookup_symbol(op, &name)?;
        for (dialect, attr_name, value) in amending {
            dialect.amend_operation(op, &[function], attr_name, value, self)?;
        }
        Ok(())
    }

    /// Why LLVM's verifier rejects the module: it runs on each function,
    /// then on the whole module; a failure is reported at the op whose
    /// instruction the verifier names (else at the function, else at the
    /// module).
    fn verifier_failure(&self, module: OpId) -> TranslateError {
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
            if !self.op_is(op, "llvm.func") {
                continue;
            }
            let Some(name) = self
                .attr(op, "sym_name")
                .and_then(|a| string_of(self.ctx, a))
            else {
                continue;
            };
            let Some(&function) = self.symbols.get(&name) else {
                continue;
            };
            if let Some(message) = crate::llvm::verify_function(function) {
                let at = self.op_of_verifier_message(&message).unwrap_or(op);
                return TranslateError::at(
                    at,
                    format!("LLVM IR fails to verify: {}", message.trim_end()),
                );
            }
        }
        let text = llvm::verify_module_message(self.module);
        let reason = text.as_deref().map_or("", str::trim_end);
        TranslateError::at(module, format!("LLVM IR fails to verify: {reason}"))
    }

    /// The op whose instruction a verifier message prints (on a line of
    /// its own, as LLVM prints instructions).
    fn op_of_verifier_message(&self, message: &str) -> Option<OpId> {
        let lines: Vec<&str> = message
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty())
            .collect();
        let mut printed: HashMap<String, OpId> = HashMap::new();
        for (&inst, &op) in &self.instruction_ops {
            let text = llvm::print_value_to_string(inst).trim().to_string();
            if lines.contains(&text.as_str()) {
                printed.insert(text, op);
            }
        }
        lines.iter().find_map(|l| printed.get(*l).copied())
    }

    /// The data layout (`llvm.data_layout`, else from the DLTI spec) and
    /// target triple (`llvm.target_triple`) of the module.
    fn set_module_attributes(&mut self, module: OpId) -> TranslateResult<()> {
        let layout = match self.attr(module, "llvm.data_layout") {
            Some(layout) => string_of(self.ctx, layout),
            None => match self.attr(module, "dlti.dl_spec") {
                Some(spec) => Some(crate::data_layout::data_layout_of_spec(
                    self.ctx, spec, module,
                )?),
                None => None,
            },
        };
        if let Some(layout) = layout {
            let layout = self.c_string(module, &layout)?;
            llvm::set_data_layout(self.module, &layout);
        }
        if let Some(triple) = self
            .attr(module, "llvm.target_triple")
            .and_then(|a| string_of(self.ctx, a))
        {
            let triple = self.c_string(module, &triple)?;
            llvm::set_target(self.module, &triple);
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

    /// The attributes of `op`, to look up by interned name.
    pub fn op_attrs(&self, op: OpId) -> OpAttrs<'a> {
        OpAttrs::of(self.ctx, self.ir, op)
    }

    /// The interned names of the attributes read on most ops.
    pub fn names(&self) -> AttrNames {
        self.names
    }

    /// The registry of dialect translations.
    pub fn registry(&self) -> &'a TranslationRegistry {
        self.registry
    }

    // --- the LLVM side -----------------------------------------------------

    /// The LLVM context.
    pub fn llvm_context(&self) -> &'a inkwell::context::Context {
        self.llvm
    }

    /// The LLVM module being built.
    pub fn llvm_module(&self) -> llvm::ModuleRef<'a> {
        self.module
    }

    /// The builder, positioned where the current op's instructions go.
    pub fn builder(&self) -> &'a Builder<'a> {
        self.builder
    }

    /// The LLVM IR type of `ty`; errors are about `op`.
    pub fn llvm_type(&mut self, op: OpId, ty: Type) -> TranslateResult<llvm::AnyType<'a>> {
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

    /// The debug information built so far.
    pub fn debug_info(&mut self) -> &mut DebugInfo<'a> {
        &mut self.debug_info
    }

    /// The intrinsics declared so far, by intrinsic ID, result and
    /// argument types.
    pub fn declared_intrinsics(&mut self) -> &mut DeclaredIntrinsics<'a> {
        &mut self.intrinsics
    }

    /// The metadata nodes created so far.
    pub fn metadata_cache(&mut self) -> &mut MetadataCache<'a> {
        &mut self.metadata
    }

    /// Maps the comdat selector `@region::@selector` to `comdat`.
    pub fn map_comdat(&mut self, region: &str, selector: &str, comdat: Comdat) {
        self.comdats
            .insert((region.to_string(), selector.to_string()), comdat);
    }

    /// Whether a comdat selector named `selector` exists (in any region).
    pub fn has_comdat_selector(&self, selector: &str) -> bool {
        self.comdats.keys().any(|(_, s)| s == selector)
    }

    /// The comdat `attr` (`@region::@selector`) names; errors are about `op`.
    pub fn lookup_comdat(&self, op: OpId, attr: Attribute) -> TranslateResult<Comdat> {
        if let dialectic::AttrKind::SymbolRef { root, nested } = self.ctx.attr_kind(attr)
            && let [selector] = &nested[..]
        {
            let key = (
                String::from_utf8_lossy(root).into_owned(),
                String::from_utf8_lossy(selector).into_owned(),
            );
            if let Some(&comdat) = self.comdats.get(&key) {
                return Ok(comdat);
            }
        }
        Err(TranslateError::at(
            op,
            "'comdat' does not reference a comdat selector",
        ))
    }

    // --- mappings ------------------------------------------------------------

    /// Maps `value` to `llvm`.
    pub fn map_value(&mut self, value: Value, llvm: AnyValue<'a>) {
        self.values.insert(value, llvm);
    }

    /// What `value` was translated to; errors are about `op`, its user.
    pub fn lookup_value(&self, op: OpId, value: Value) -> TranslateResult<AnyValue<'a>> {
        self.values
            .get(value)
            .ok_or_else(|| TranslateError::at(op, "an operand was not translated before its use"))
    }

    /// The translation of operand `index` of `op`.
    pub fn operand(&self, op: OpId, index: usize) -> TranslateResult<AnyValue<'a>> {
        if index >= self.ir.num_operands(op) {
            return Err(TranslateError::at(op, format!("has no operand #{index}")));
        }
        self.lookup_value(op, self.ir.operand(op, index))
    }

    /// The translations of all operands of `op`.
    pub fn operands(&self, op: OpId) -> TranslateResult<Vec<AnyValue<'a>>> {
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
    pub fn map_result(&mut self, op: OpId, index: usize, llvm: AnyValue<'a>) {
        let result = self.ir.result(op, index);
        self.values.insert(result, llvm);
    }

    /// Maps `block` to `llvm`.
    pub fn map_block(&mut self, block: BlockId, llvm: BasicBlock<'a>) {
        self.blocks.insert(block, llvm);
    }

    /// What `block` was translated to; errors are about `op`.
    pub fn lookup_block(&self, op: OpId, block: BlockId) -> TranslateResult<BasicBlock<'a>> {
        self.blocks
            .get(&block)
            .copied()
            .ok_or_else(|| TranslateError::at(op, "a successor block was not translated"))
    }

    /// Makes successor `index` of terminator `op` branch to `llvm`, a
    /// block standing between it and its successor.
    pub fn redirect_successor(&mut self, op: OpId, index: usize, llvm: BasicBlock<'a>) {
        self.redirects.insert((op, index), llvm);
    }

    /// The block successor `index` of terminator `op` branches to in
    /// LLVM IR.
    pub fn successor_block(&self, op: OpId, index: usize) -> TranslateResult<BasicBlock<'a>> {
        if let Some(&llvm) = self.redirects.get(&(op, index)) {
            return Ok(llvm);
        }
        let successor = self
            .ir
            .successors(op)
            .nth(index)
            .ok_or_else(|| TranslateError::at(op, format!("has no successor #{index}")))?;
        self.lookup_block(op, successor)
    }

    /// Maps the global or function `symbol` to `llvm`.
    pub fn map_symbol(&mut self, symbol: &str, llvm: AnyValue<'a>) {
        self.symbols.insert(symbol.to_string(), llvm);
    }

    /// The global or function named `symbol`; errors are about `op`.
    pub fn lookup_symbol(&self, op: OpId, symbol: &str) -> TranslateResult<AnyValue<'a>> {
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
        let namespace = name.split_once('.').map_or(name, |(ns, _)| ns);
        let Some(dialect) = self.registry.get(namespace) else {
            return Err(TranslateError::at(
                op,
                format!(
                    "cannot be converted to LLVM IR: missing `LLVMTranslationDialectInterface` registration for dialect for op: {name}"
                ),
            ));
        };
        let block = llvm::get_insert_block(self.builder);
        let before = match block {
            Some(block) => llvm::get_last_instruction(block),
            None => AnyValue::null(),
        };
        if !dialect.convert_operation(op, self)? {
            return Err(TranslateError::at(
                op,
                format!("LLVM Translation failed for operation: {name}"),
            ));
        }
        let Some(block) = block else {
            return Ok(());
        };
        // The discardable attributes named after a dialect with a
        // translation (`llvm.tbaa`...) amend the instructions.
        let (ctx, registry) = (self.ctx, self.registry);
        let amending = ctx
            .dictionary_entries(self.ir.op_attributes(op))
            .iter()
            .filter_map(|&(key, value)| {
                let attr_name = ctx.ident_str(key);
                let (ns, _) = attr_name.split_once('.')?;
                Some((registry.get(ns)?, attr_name, value))
            });
        if !self.record_instructions && amending.clone().next().is_none() {
            return Ok(());
        }
        let instructions = new_instructions(block, before);
        if self.record_instructions {
            for &inst in &instructions {
                self.instruction_ops.insert(inst, op);
            }
        }
        for (dialect, attr_name, value) in amending {
            dialect.amend_operation(op, &instructions, attr_name, value, self)?;
        }
        Ok(())
    }
}

/// Whether `module` or an op in it has a location other than `unknown`
/// (MLIR then marks the LLVM module with a debug info version).
fn has_known_location(ctx: &Context, ir: &Ir, module: OpId) -> bool {
    let unknown = ctx.unknown_loc();
    let known = |op: OpId| match ir.op_loc(op) {
        dialectic::storage::ir::Location::Attr(a) => a != unknown,
        dialectic::storage::ir::Location::Source { .. } => true,
    };
    known(module) || !dialectic::op_support::walk_nested(ir, module, &mut |op| !known(op))
}

/// The instructions after `before` (all when null) in `block`.
fn new_instructions<'ctx>(block: BasicBlock<'ctx>, before: AnyValue<'ctx>) -> Vec<AnyValue<'ctx>> {
    let mut out = Vec::new();
    let mut next = if before.is_null() {
        llvm::get_first_instruction(block)
    } else {
        llvm::get_next_instruction(before)
    };
    while !next.is_null() {
        out.push(next);
        next = llvm::get_next_instruction(next);
    }
    out
}

/// The name LLVM gives a value, for messages.
pub fn value_name<'ctx>(value: AnyValue<'ctx>) -> String {
    llvm::get_value_name2(value)
}
