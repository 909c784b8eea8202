//! `ModuleImport`: an LLVM module as a `builtin.module` of `llvm` dialect
//! ops, in MLIR 19's order: the data layout, comdats, the metadata the ops
//! refer to (TBAA, alias scopes, access groups), globals (each after the
//! previous one), then functions (appended). The module is produced in
//! MLIR's generic syntax, which the IR parser reads, preceded by the
//! debug information attributes its ops and locations refer to.

use crate::llvm;
use crate::llvm::AnyValue;
use inkwell::basic_block::BasicBlock;
use std::collections::{HashMap, HashSet};

use inkwell::llvm_sys::prelude::*;

use super::body::{BlockData, Def, Namer, OpLine, OpSpec, Region, Val, render_op};
use super::constants::symbol_ref;
use super::debug_info::attrs::quoted;
use super::debug_info::{DebugImporter, Location, Md};
use super::llvm::value_name;
use super::types::{TypeConverter, escape_string};

/// An import failure: the diagnostic's location and message.
#[derive(Debug, Clone)]
pub struct ImportError {
    /// `file:line:col` or `<unknown>:0`.
    pub location: String,
    /// The message.
    pub message: String,
}

/// The result of an import step.
pub type ImportResult<T> = Result<T, ImportError>;

/// Where the next op goes.
#[derive(Clone, Copy, Debug)]
pub struct InsertPoint {
    /// The block.
    pub block: u32,
    /// After this op (`None`: at the block's start), or at the end.
    pub after: Option<u32>,
    /// At the end of the block.
    pub at_end: bool,
}

/// The per-region state (`clearRegionState` resets it).
#[derive(Default)]
pub struct RegionState<'ctx> {
    /// The region's blocks.
    pub region: Region,
    /// LLVM values to their MLIR values.
    pub values: HashMap<AnyValue<'ctx>, Val>,
    /// LLVM instructions without result to the op they became.
    pub no_result_ops: HashMap<AnyValue<'ctx>, u32>,
    /// LLVM blocks to block ids.
    pub blocks: HashMap<BasicBlock<'ctx>, u32>,
    /// The block constants go to.
    pub constant_block: u32,
    /// The last constant inserted.
    pub constant_after: Option<u32>,
    /// The insertion point.
    pub ip: InsertPoint,
    /// The block of each op.
    pub op_blocks: HashMap<u32, u32>,
    /// The ops that are terminators with a result (`llvm.invoke`).
    pub terminator_results: HashSet<u32>,
    /// The `llvm.dbg.declare`/`llvm.dbg.value` calls met, converted once the
    /// function is (with the op each becomes).
    pub debug_intrinsics: Vec<(AnyValue<'ctx>, &'static str)>,
}

impl Default for InsertPoint {
    fn default() -> Self {
        InsertPoint {
            block: 0,
            after: None,
            at_end: true,
        }
    }
}

impl RegionState<'_> {
    /// The insertion point of the next constant.
    pub fn constant_ip(&self) -> InsertPoint {
        InsertPoint {
            block: self.constant_block,
            after: self.constant_after,
            at_end: false,
        }
    }

    /// The block with id `id`.
    pub fn block_mut(&mut self, id: u32) -> &mut BlockData {
        let i = self.region.block_index(id);
        &mut self.region.blocks[i]
    }
}

/// The importer of one module.
pub struct ModuleImporter<'ctx> {
    pub(super) llvm: &'ctx inkwell::context::Context,
    pub(super) module: llvm::ModuleRef<'ctx>,
    pub(super) types: TypeConverter<'ctx>,
    pub(super) namer: Namer,
    pub(super) region: RegionState<'ctx>,
    /// The module's location (its source file name), for diagnostics.
    pub(super) module_loc: String,
    /// The diagnostics that do not stop the import (warnings, and the
    /// errors MLIR reports while going on), rendered.
    pub warnings: Vec<String>,
    /// The module's top-level ops, in order.
    pub(super) top: Vec<String>,
    /// Where the next global goes in `top` (after the last global).
    pub(super) global_insertion: usize,
    /// Comdats by their handle (inkwell's `Comdat` is not `Hash`; the
    /// handle is only compared, never used).
    pub(super) comdats: HashMap<LLVMComdatRef, String>,
    pub(super) comdat_selectors: Vec<String>,
    pub(super) comdat_index: Option<usize>,
    pub(super) metadata: super::metadata::MetadataState<'ctx>,
    pub(super) attr_kinds: super::attributes::AttrKindNames,
    /// The module's attributes (`dlti.dl_spec`).
    pub(super) module_attrs: Vec<(String, String)>,
    /// The registered dialects, for the ops intrinsics map to.
    pub(super) dialects: dialectic::Context,
    /// The debug information translated so far.
    pub(super) debug: DebugImporter,
    /// The location of the ops emitted now.
    pub(super) loc: Location,
}

impl<'ctx> ModuleImporter<'ctx> {
    /// An importer of `module` (owned by `llvm`).
    pub fn new(
        llvm: &'ctx inkwell::context::Context,
        module: &'ctx inkwell::module::Module<'_>,
    ) -> Self {
        let module = llvm::ModuleRef::new(module);
        let module_loc = llvm::get_source_file_name(module);
        ModuleImporter {
            llvm,
            module,
            types: TypeConverter::default(),
            namer: Namer::default(),
            region: RegionState::default(),
            module_loc,
            warnings: Vec::new(),
            top: Vec::new(),
            global_insertion: 0,
            comdats: HashMap::new(),
            comdat_selectors: Vec::new(),
            comdat_index: None,
            metadata: super::metadata::MetadataState::new(llvm),
            attr_kinds: super::attributes::AttrKindNames::new(),
            module_attrs: Vec::new(),
            dialects: {
                let ctx = dialectic::Context::new();
                dialectic::dialects::register_all(&ctx);
                ctx
            },
            debug: DebugImporter::default(),
            loc: Location::Unknown,
        }
    }

    /// The module's location (`"file":0:0`), which globals share.
    pub(super) fn module_location_value(&self) -> Location {
        Location::FileLineCol(self.module_loc.as_bytes().to_vec(), 0, 0)
    }

    /// The module's location as text (`loc("file":0:0)`).
    pub(super) fn module_location(&self) -> String {
        format!("loc({})", quoted(self.module_loc.as_bytes()) + ":0:0")
    }

    /// An error at an unknown location.
    pub fn error_unknown(&self, message: String) -> ImportError {
        ImportError {
            location: "<unknown>:0".into(),
            message,
        }
    }

    /// An error at `loc` (reported at its first file location).
    pub fn error_at(&self, loc: &Location, message: String) -> ImportError {
        ImportError {
            location: super::debug_info::diagnostic_location(loc),
            message,
        }
    }

    /// An error at the module's location.
    pub fn error_at_module(&self, message: String) -> ImportError {
        ImportError {
            location: format!("{}:0:0", self.module_loc),
            message,
        }
    }

    /// A warning at the module's location.
    pub fn warn_at_module(&mut self, message: &str) {
        self.warnings
            .push(format!("{}:0:0: warning: {message}", self.module_loc));
    }

    /// Runs the whole import; returns the module in generic form and the
    /// warnings, or the error and the warnings emitted before it.
    pub fn import(mut self) -> Result<(String, Vec<String>), (ImportError, Vec<String>)> {
        match self.convert_module() {
            Ok(()) => {}
            Err(e) => return Err((e, self.warnings)),
        }
        let mut out = self.debug.definitions();
        out.push_str("\"builtin.module\"() ({\n");
        for op in &self.top {
            out.push_str("  ");
            out.push_str(op);
            out.push('\n');
        }
        out.push_str("})");
        if !self.module_attrs.is_empty() {
            out.push_str(" {");
            let attrs: Vec<String> = self
                .module_attrs
                .iter()
                .map(|(k, v)| format!("{k} = {v}"))
                .collect();
            out.push_str(&attrs.join(", "));
            out.push('}');
        }
        out.push_str(" : () -> () ");
        out.push_str(&self.module_location());
        out.push('\n');
        Ok((out, self.warnings))
    }

    fn convert_module(&mut self) -> ImportResult<()> {
        self.convert_data_layout()?;
        self.convert_comdats();
        self.convert_metadata()?;
        self.convert_globals()?;
        self.convert_functions()?;
        if self.debug.too_deep {
            return Err(self.error_at_module(format!(
                "debug metadata nested more than {} levels deep is not supported",
                super::debug_info::MAX_DEPTH
            )));
        }
        Ok(())
    }

    /// Inserts `spec` at the insertion point; returns its result.
    pub fn emit(&mut self, spec: OpSpec<'_>) -> Option<Val> {
        self.emit_with_id(spec).1
    }

    /// Inserts `spec` at the insertion point; returns its id and result.
    pub fn emit_with_id(&mut self, mut spec: OpSpec<'_>) -> (u32, Option<Val>) {
        let id = self.namer.op();
        if spec.loc.is_none() {
            spec.loc = Some(self.debug.locations.loc(&self.loc));
        }
        let result = spec.result.as_ref().map(|ty| Val {
            name: self.namer.value(),
            ty: ty.clone(),
            def: Def::Op(id),
        });
        let text = render_op(&spec, result.as_ref().map(|r| r.name.as_str()));
        let line = OpLine { id, text };
        let ip = self.region.ip;
        self.region.op_blocks.insert(id, ip.block);
        if spec.name == "llvm.invoke" && result.is_some() {
            self.region.terminator_results.insert(id);
        }
        let block = self.region.block_mut(ip.block);
        if !spec.successors.is_empty() {
            block.successors = spec.successors.clone();
        }
        if ip.at_end {
            block.ops.push(line);
        } else {
            let pos = match ip.after {
                None => 0,
                Some(after) => block
                    .ops
                    .iter()
                    .position(|o| o.id == after)
                    .map_or(block.ops.len(), |p| p + 1),
            };
            block.ops.insert(pos, line);
            self.region.ip.after = Some(id);
        }
        (id, result)
    }

    /// Starts a fresh region state with one block for a global's initializer.
    pub(super) fn clear_region_state(&mut self) {
        self.region = RegionState::default();
    }

    // ----- comdats -----

    fn convert_comdats(&mut self) {
        let mut objects = Vec::new();
        let mut g = llvm::get_first_global(self.module);
        while !g.is_null() {
            objects.push(g);
            g = llvm::get_next_global(g);
        }
        let mut f = llvm::get_first_function(self.module);
        while !f.is_null() {
            objects.push(f);
            f = llvm::get_next_function(f);
        }
        for o in objects {
            let Some(comdat) = llvm::get_comdat(o) else {
                continue;
            };
            if self.comdats.contains_key(&comdat.as_mut_ptr()) {
                continue;
            }
            // The C API has no accessor for a comdat's name; LLVM prints a
            // global in a comdat of another name as `comdat($name)`, and one
            // of its own name as `comdat`.
            let name = comdat_name(o);
            let kind = llvm::get_comdat_selection_kind(comdat) as i64;
            self.comdat_selectors.push(format!(
                "\"llvm.comdat_selector\"() <{{comdat = {kind} : i64, sym_name = \"{}\"}}> : () -> ()",
                escape_string(name.as_bytes())
            ));
            self.comdats.insert(
                comdat.as_mut_ptr(),
                format!("@__llvm_global_comdat::{}", symbol_ref(&name)),
            );
        }
        if !self.comdat_selectors.is_empty() {
            self.top.push(String::new());
            self.comdat_index = Some(self.top.len() - 1);
            self.global_insertion = self.top.len();
            let loc = self.module_location();
            let body: String = self
                .comdat_selectors
                .iter()
                .map(|s| format!("    {s} {loc}\n"))
                .collect();
            self.top[self.comdat_index.unwrap_or(0)] = format!(
                "\"llvm.comdat\"() <{{sym_name = \"__llvm_global_comdat\"}}> ({{\n  ^bb0:\n{body}  }}) : () -> () {loc}"
            );
        }
    }

    // ----- globals -----

    fn convert_globals(&mut self) -> ImportResult<()> {
        let mut globals = Vec::new();
        let mut g = llvm::get_first_global(self.module);
        while !g.is_null() {
            globals.push(g);
            g = llvm::get_next_global(g);
        }
        for g in globals {
            let name = value_name(g);
            if name == "llvm.global_ctors" || name == "llvm.global_dtors" {
                if self.convert_ctors_dtors(g, &name).is_none() {
                    return Err(self.error_unknown(format!(
                        "unhandled global variable: {}",
                        super::llvm::print_value(g)
                    )));
                }
                continue;
            }
            self.convert_global(g)?;
        }
        Ok(())
    }

    fn insert_global(&mut self, text: String) {
        self.top.insert(self.global_insertion, text);
        self.global_insertion += 1;
    }

    fn convert_global(&mut self, g: AnyValue<'ctx>) -> ImportResult<()> {
        let init = llvm::get_initializer(g);
        let value_attr = if init.is_null() {
            None
        } else {
            self.constant_as_attr(init)
        };
        let value_type = self.types.convert(llvm::global_get_value_type(g));
        // Only the first debug expression: the op holds one.
        let dbg_expr = global_debug_expressions(g)
            .first()
            .and_then(|&e| self.debug.global_variable_expression(&mut self.namer, e));
        let mut props: Vec<(String, Option<String>)> = Vec::new();
        let mut prop = |k: &str, v: Option<String>| props.push((k.to_string(), v));
        prop(
            "addr_space",
            Some(format!(
                "{} : i32",
                llvm::get_pointer_address_space(super::llvm::type_of(g))
            )),
        );
        let align = llvm::get_alignment(g);
        if align != 0 {
            prop("alignment", Some(format!("{align} : i64")));
        }
        if llvm::is_global_constant(g) != 0 {
            prop("constant", None);
        }
        if is_dso_local(g) {
            prop("dso_local", None);
        }
        prop("global_type", Some(value_type.clone()));
        prop("linkage", Some(linkage_attr(llvm::get_linkage(g))));
        prop(
            "sym_name",
            Some(format!("\"{}\"", escape_string(value_name(g).as_bytes()))),
        );
        if llvm::is_thread_local(g) != 0 {
            prop("thread_local_", None);
        }
        let unnamed = llvm::get_unnamed_address(g) as i64;
        if unnamed != 0 {
            prop("unnamed_addr", Some(format!("{unnamed} : i64")));
        }
        if let Some(v) = &value_attr {
            prop("value", Some(v.clone()));
        }
        if let Some(e) = dbg_expr {
            prop("dbg_expr", Some(e.alias()));
        }
        let section = llvm::get_section(g);
        if !section.is_empty() {
            prop(
                "section",
                Some(format!("\"{}\"", escape_string(section.as_bytes()))),
            );
        }
        prop(
            "visibility_",
            Some(format!("{} : i64", llvm::get_visibility(g) as i64)),
        );
        if let Some(comdat) = llvm::get_comdat(g)
            && let Some(sym) = self.comdats.get(&comdat.as_mut_ptr())
        {
            prop("comdat", Some(sym.clone()));
        }
        let mut region_text = "{\n  }".to_string();
        self.loc = self.module_location_value();
        if !init.is_null() && value_attr.is_none() {
            self.clear_region_state();
            let block = self.namer.block();
            self.region.region.blocks.push(BlockData {
                id: block,
                ..Default::default()
            });
            self.region.constant_block = block;
            self.region.ip = InsertPoint {
                block,
                after: None,
                at_end: true,
            };
            let value = self.convert_constant_expr(init)?;
            self.region.ip = InsertPoint {
                block,
                after: None,
                at_end: true,
            };
            self.emit(OpSpec {
                name: "llvm.return",
                operands: vec![value],
                ..Default::default()
            });
            region_text = self.region.region.render(4);
        }
        let spec = OpSpec {
            name: "llvm.mlir.global",
            props,
            regions: vec![region_text],
            loc: Some(self.module_location()),
            ..Default::default()
        };
        self.insert_global(render_op(&spec, None));
        Ok(())
    }

    fn convert_ctors_dtors(&mut self, g: AnyValue<'ctx>, name: &str) -> Option<()> {
        let init = llvm::get_initializer(g);
        if init.is_null()
            || llvm::get_linkage(g) != inkwell::llvm_sys::LLVMLinkage::LLVMAppendingLinkage
            || llvm::is_a_constant_array(init).is_null()
        {
            return None;
        }
        let mut funcs = Vec::new();
        let mut priorities = Vec::new();
        for entry in super::llvm::operands(init) {
            let fields = super::llvm::operands(entry);
            if llvm::is_a_constant_struct(entry).is_null() || fields.len() != 3 {
                return None;
            }
            if llvm::is_a_constant_int(fields[0]).is_null()
                || llvm::is_a_function(fields[1]).is_null()
            {
                return None;
            }
            if llvm::is_null(fields[2]) == 0 {
                return None;
            }
            funcs.push(symbol_ref(&value_name(fields[1])));
            priorities.push(format!(
                "{} : i32",
                llvm::const_int_get_zext_value(fields[0]) as i32
            ));
        }
        let (op, key) = if name == "llvm.global_ctors" {
            ("llvm.mlir.global_ctors", "ctors")
        } else {
            ("llvm.mlir.global_dtors", "dtors")
        };
        self.insert_global(format!(
            "\"{op}\"() <{{{key} = [{}], priorities = [{}]}}> : () -> () {}",
            funcs.join(", "),
            priorities.join(", "),
            self.module_location()
        ));
        Some(())
    }

    // ----- functions -----

    fn convert_functions(&mut self) -> ImportResult<()> {
        let mut functions = Vec::new();
        let mut f = llvm::get_first_function(self.module);
        while !f.is_null() {
            functions.push(f);
            f = llvm::get_next_function(f);
        }
        for f in functions {
            if let Some(text) = self.process_function(f)? {
                self.top.push(text);
            }
        }
        Ok(())
    }
}

/// The name of the comdat of global object `o`.
fn comdat_name<'ctx>(o: AnyValue<'ctx>) -> String {
    let printed = super::llvm::print_value(o);
    let own = value_name(o);
    // A definition prints `... comdat($name)` when the names differ.
    if let Some(at) = printed.find("comdat($") {
        let rest = &printed[at + "comdat($".len()..];
        if let Some(stripped) = rest.strip_prefix('"') {
            if let Some(end) = stripped.find('"') {
                return stripped[..end].to_string();
            }
        } else if let Some(end) = rest.find(')') {
            return rest[..end].to_string();
        }
    }
    own
}

/// `#llvm.linkage<...>` of an LLVM linkage.
pub fn linkage_attr(l: inkwell::llvm_sys::LLVMLinkage) -> String {
    use inkwell::llvm_sys::LLVMLinkage::*;
    let name = match l {
        LLVMExternalLinkage => "external",
        LLVMAvailableExternallyLinkage => "available_externally",
        LLVMLinkOnceAnyLinkage => "linkonce",
        LLVMLinkOnceODRLinkage | LLVMLinkOnceODRAutoHideLinkage => "linkonce_odr",
        LLVMWeakAnyLinkage => "weak",
        LLVMWeakODRLinkage => "weak_odr",
        LLVMAppendingLinkage => "appending",
        LLVMInternalLinkage => "internal",
        LLVMPrivateLinkage | LLVMLinkerPrivateLinkage | LLVMLinkerPrivateWeakLinkage => "private",
        LLVMExternalWeakLinkage => "extern_weak",
        LLVMCommonLinkage => "common",
        LLVMDLLImportLinkage | LLVMDLLExportLinkage | LLVMGhostLinkage => "external",
    };
    format!("#llvm.linkage<{name}>")
}

/// Whether a global is `dso_local` (the C API has no accessor; LLVM
/// prints the flag before `global`/`constant`).
fn is_dso_local<'ctx>(g: AnyValue<'ctx>) -> bool {
    use inkwell::llvm_sys::LLVMLinkage::*;
    use inkwell::llvm_sys::LLVMVisibility::*;
    let (linkage, visibility) = (llvm::get_linkage(g), llvm::get_visibility(g));
    if matches!(linkage, LLVMInternalLinkage | LLVMPrivateLinkage)
        || (visibility != LLVMDefaultVisibility && linkage != LLVMExternalWeakLinkage)
    {
        return true;
    }
    let printed = super::llvm::print_value(g);
    let head_end = [" global ", " constant "]
        .iter()
        .filter_map(|k| printed.find(k))
        .min()
        .unwrap_or(printed.len());
    printed[..head_end]
        .split_whitespace()
        .any(|w| w == "dso_local")
}

/// The `DIGlobalVariableExpression`s attached to a global (`!dbg`), in
/// order (`GlobalVariable::getDebugInfo`).
fn global_debug_expressions<'ctx>(g: AnyValue<'ctx>) -> Vec<Md> {
    Md::attached_to_global(g)
        .into_iter()
        // Kind 0 is `dbg`.
        .filter(|(kind, md)| {
            *kind == 0 && md.kind() == super::debug_info::Kind::GlobalVariableExpression
        })
        .map(|(_, md)| md)
        .collect()
}
