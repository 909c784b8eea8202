//! Debug information, as MLIR's `DebugTranslation` emits it: the `#llvm.di_*`
//! attributes as DWARF metadata nodes ([`nodes`]: types in [`types`],
//! scopes in [`scopes`], variables, labels and expressions in
//! [`variables`]), the subprogram of a function with a
//! `loc(fused<#llvm.di_subprogram<...>>[...])` location, the `!dbg`
//! locations of instructions ([`locations`]), the `dbg_expr` of globals
//! (listed in their compile unit's `globals`), and the debug intrinsic ops
//! as debug records ([`intrinsics`]).
//!
//! Emission is enabled when an op of the module has a known location (the
//! module then carries the `Debug Info Version` flag, and `CodeView` for
//! Windows MSVC targets); the nodes of `dbg_expr` are built in any case.

pub mod intrinsics;
pub mod locations;
pub mod nodes;
mod params;
pub mod scopes;
pub mod types;
pub mod variables;

use crate::llvm;
use crate::llvm::AnyValue;
use crate::llvm::Metadata;
use std::collections::HashMap;

use dialectic::op_support::string_of;
use dialectic::{Attribute, OpId};
use inkwell::llvm_sys::LLVMModuleFlagBehavior;

use crate::error::TranslateResult;
use crate::metadata::nodes as md;
use crate::module_translation::ModuleTranslation;

/// The debug information built so far and what the translation of the
/// current function needs (its subprogram).
pub struct DebugInfo<'ctx> {
    enabled: bool,
    builder: Option<llvm::DIBuilder<'ctx>>,
    /// Nodes by the attribute they translate.
    nodes: HashMap<Attribute, Metadata<'ctx>>,
    /// The placeholders of the recursive types being translated, by their
    /// `recId`, innermost last.
    recursive: Vec<(Attribute, Metadata<'ctx>)>,
    /// Locations by (location, scope, inlined-at).
    locations: HashMap<(Attribute, Metadata<'ctx>, Metadata<'ctx>), Metadata<'ctx>>,
    /// The global variable expressions of each compile unit, in order.
    unit_globals: Vec<(Metadata<'ctx>, Vec<Metadata<'ctx>>)>,
    /// The subprogram of the function being translated (null if none).
    subprogram: Metadata<'ctx>,
}

impl Default for DebugInfo<'_> {
    fn default() -> Self {
        DebugInfo {
            enabled: false,
            builder: None,
            nodes: HashMap::new(),
            recursive: Vec::new(),
            locations: HashMap::new(),
            unit_globals: Vec::new(),
            subprogram: Metadata::null(),
        }
    }
}

impl DebugInfo<'_> {
    /// Whether debug locations are emitted (an op has a known location).
    pub fn enabled(&self) -> bool {
        self.enabled
    }
}

/// The DIBuilder of the module, created on first use.
fn builder<'t, 'a>(t: &'t mut ModuleTranslation<'a>) -> &'t llvm::DIBuilder<'a> {
    let module = t.llvm_module();
    let state = t.debug_info();
    state
        .builder
        .get_or_insert_with(|| llvm::DIBuilder::new(module))
}

/// Enables emission for a module with a known location: the module flags
/// (`Debug Info Version`, and `CodeView` for Windows MSVC targets) and
/// debug records for the debug intrinsics.
pub fn enable(t: &mut ModuleTranslation<'_>, module: OpId) {
    t.debug_info().enabled = true;
    crate::metadata::module_level::add_debug_info_version(t);
    llvm::set_is_new_dbg_info_format(t.llvm_module(), 1);
    let triple = t
        .attr(module, "llvm.target_triple")
        .and_then(|a| string_of(t.ctx, a))
        .unwrap_or_default();
    let msvc = llvm::debug_info_nodes::triple_is_msvc(triple.as_ref()) != 0;
    if msvc {
        let key = "CodeView";
        let ctx = t.llvm_context();
        llvm::add_module_flag(
            t.llvm_module(),
            LLVMModuleFlagBehavior::LLVMModuleFlagBehaviorWarning,
            key,
            md::int(ctx, 32, 1),
        );
    }
}

/// Gives `function` (the translation of the `llvm.func` `op`, declared
/// or defined) the subprogram of its location, if it has one.
pub fn translate_function<'a>(
    t: &mut ModuleTranslation<'a>,
    op: OpId,
    function: AnyValue<'a>,
) -> TranslateResult<()> {
    if !t.debug_info().enabled {
        return Ok(());
    }
    let loc = t.ir.op_loc(op).to_attr(t.ctx);
    let Some(subprogram) = locations::subprogram_of(t.ctx, loc) else {
        return Ok(());
    };
    let node = nodes::translate_node(t, op, subprogram)?;
    if !node.is_null() {
        llvm::set_subprogram(function, node);
    }
    Ok(())
}

/// Makes the subprogram of `function` (if any) the scope of the locations
/// of the ops of its body, translated next.
pub fn begin_function_body<'a>(t: &mut ModuleTranslation<'a>, function: AnyValue<'a>) {
    t.debug_info().subprogram = llvm::get_subprogram(function);
}

/// Sets the builder's debug location to that of `op` in the current
/// function (none when it has no translation there).
pub fn set_location_of(t: &mut ModuleTranslation<'_>, op: OpId) -> TranslateResult<()> {
    let scope = t.debug_info().subprogram;
    let location = match t.ir.op_loc(op) {
        _ if !t.debug_info().enabled => Metadata::null(),
        // A file location needs the function's subprogram.
        dialectic::storage::ir::Location::Source { .. } if scope.is_null() => Metadata::null(),
        loc => {
            let loc = loc.to_attr(t.ctx);
            locations::translate_location(t, op, loc, scope, Metadata::null())?
        }
    };
    set_current_location(t, location);
    Ok(())
}

/// Sets the builder's debug location (none when null).
pub fn set_current_location<'a>(t: &ModuleTranslation<'a>, location: Metadata<'a>) {
    llvm::set_current_debug_location2(t.builder(), location);
}

/// Attaches the `dbg_expr` of the `llvm.mlir.global` `op` to `global` and
/// lists it in the `globals` of its compile unit.
pub fn translate_global<'a>(
    t: &mut ModuleTranslation<'a>,
    op: OpId,
    global: AnyValue<'a>,
) -> TranslateResult<()> {
    let Some(attr) = t.attr(op, "dbg_expr") else {
        return Ok(());
    };
    let expression = variables::global_variable_expression(t, op, attr)?;
    let unit = {
        llvm::debug_info_attach::di_add_global_debug_info(global, expression);
        llvm::debug_info_nodes::di_global_variable_unit(expression)
    };
    if !unit.is_null() {
        let globals = &mut t.debug_info().unit_globals;
        match globals.iter_mut().find(|(u, _)| *u == unit) {
            Some((_, list)) => list.push(expression),
            None => globals.push((unit, vec![expression])),
        }
    }
    Ok(())
}

/// Gives each compile unit the global variable expressions listed for it.
pub fn finish_globals(t: &mut ModuleTranslation<'_>) {
    let ctx = t.llvm_context();
    for (unit, globals) in std::mem::take(&mut t.debug_info().unit_globals) {
        let tuple = md::tuple(ctx, &globals);
        llvm::debug_info_nodes::di_compile_unit_set_globals(unit, tuple);
    }
}
