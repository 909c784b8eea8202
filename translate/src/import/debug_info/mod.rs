//! Debug information, imported as MLIR 19's `DebugImporter` does it: the
//! `DI*` metadata nodes as `#llvm.di_*` attributes ([`nodes`], cached
//! with recursive composite types handled in [`recursion`], uniqued in
//! [`attrs`]), `DILocation`s as fused and call site locations
//! ([`locations`]), and the debug intrinsics as `llvm.intr.dbg.*` ops
//! ([`intrinsics`], placed with the help of [`dominance`]). The inverse of
//! `crate::debug_info`.
//!
//! The order in which nodes are first translated matters (a composite type
//! met inside its own translation becomes a self reference), so the module
//! importer asks for translations exactly where MLIR's does: the debug
//! expressions of each global, the subprogram of each function, the
//! location of each instruction, then the function's debug intrinsics.

pub mod attrs;
mod dominance;
use crate::llvm::debug_import as ffi;
pub mod intrinsics;
pub mod locations;
mod nodes;
mod recursion;

use std::collections::HashMap;

use dialectic::dialects::llvm::DwarfTag;

pub use attrs::{DiAttr, DiAttrs};
pub use ffi::{Kind, Md, wrapped_metadata};
pub use locations::{Location, diagnostic_location};

use ffi::NodeField;

use super::body::Namer;

/// The translation state: the attributes built, the cache of translated
/// nodes and the distinct identifiers given to nodes.
#[derive(Default)]
pub struct DebugImporter {
    /// The attributes built so far.
    pub attrs: DiAttrs,
    /// The translations of nodes.
    cache: recursion::CyclicCache,
    /// The distinct identifier of each compile unit and subprogram
    /// definition (`nodeToDistinctAttr`).
    distinct_ids: HashMap<Md, String>,
    /// The `recId` of each composite type met within itself.
    rec_ids: HashMap<Md, String>,
    /// The aliases of the locations written.
    pub locations: locations::LocationAliases,
    /// How deeply translations are nested now.
    depth: usize,
    /// Whether a translation was cut short for nesting too deeply.
    pub too_deep: bool,
}

/// How deeply translations of nodes and locations, and the attributes
/// built, may nest (MLIR recurses without limit, and overflows its stack
/// some ten thousand levels down; the printer and the parser recurse too).
pub const MAX_DEPTH: usize = 2048;

impl DebugImporter {
    /// `translate(llvm::DINode *)`: the attribute of `node`, or `None`
    /// when it is absent or cannot be translated.
    pub fn translate(&mut self, namer: &mut Namer, node: Md) -> Option<DiAttr> {
        if node.is_null() {
            return None;
        }
        if !self.enter() {
            return None;
        }
        let result = self.translate_cached(namer, node);
        self.depth -= 1;
        if result.is_some_and(|a| a.depth() as usize > MAX_DEPTH) {
            self.too_deep = true;
        }
        result
    }

    /// Enters one more level of nesting; false (and `too_deep` set) past
    /// [`MAX_DEPTH`].
    fn enter(&mut self) -> bool {
        if self.depth >= MAX_DEPTH {
            self.too_deep = true;
            return false;
        }
        self.depth += 1;
        true
    }

    fn translate_cached(&mut self, namer: &mut Namer, node: Md) -> Option<DiAttr> {
        let (attrs, rec_ids) = (&mut self.attrs, &mut self.rec_ids);
        // Only composite types break cycles (`createRecSelf`).
        let break_cycle = || {
            if node.kind() != Kind::CompositeType {
                return None;
            }
            let rec_id = rec_ids.entry(node).or_insert_with(|| namer.distinct());
            let mut p = attrs::Params::default();
            p.raw("tag", DwarfTag::DW_TAG_null.as_str())
                .raw("recId", rec_id.clone());
            Some(attrs.get("di_composite_type", p))
        };
        if let recursion::Lookup::Found(result) = self.cache.lookup_or_init(node, break_cycle) {
            return result;
        }
        let mut result = self.translate_node(namer, node);
        if let Some(attr) = result
            && self.cache.was_repeated()
            && let Some(rec_id) = self.rec_ids.get(&node)
        {
            result = Some(self.attrs.with_rec_id(attr, &rec_id.clone()));
        }
        self.cache.resolve(node, result);
        result
    }

    /// `translateGlobalVariableExpression`.
    pub fn global_variable_expression(&mut self, namer: &mut Namer, node: Md) -> Option<DiAttr> {
        if node.kind() != Kind::GlobalVariableExpression {
            return None;
        }
        let var = self.translate(namer, node.node(NodeField::Variable));
        let expr = self.expression(node.node(NodeField::Expression));
        let mut p = attrs::Params::default();
        p.required("var", var).attr("expr", expr);
        Some(self.attrs.get("di_global_variable_expression", p))
    }

    /// `getOrCreateDistinctID`.
    fn distinct_id(&mut self, namer: &mut Namer, node: Md) -> String {
        self.distinct_ids
            .entry(node)
            .or_insert_with(|| namer.distinct())
            .clone()
    }

    /// The alias definitions of every attribute and location built.
    pub fn definitions(&self) -> String {
        let mut out = self.attrs.definitions();
        out.push_str(&self.locations.definitions());
        out
    }
}
