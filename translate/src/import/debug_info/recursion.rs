//! MLIR 19's `DebugImporter::RecursionPruner`: composite types may refer
//! to themselves (a struct with a pointer to itself, a member's scope).
//! Composite types being translated are kept on a stack; meeting one of
//! them again yields a self reference (`#llvm.di_composite_type<tag =
//! DW_TAG_null, recId = distinct[N]<>>`) and gives the outer one that
//! `recId`. A translation that depends on a self reference still unbound
//! is not cached, so that it is translated again where it is complete.

use std::collections::{HashMap, HashSet};

use super::attrs::{DiAttr, DiAttrs, Params};
use super::ffi::{Kind, Md};
use crate::import::body::Namer;

/// The state of one composite type being translated.
#[derive(Default)]
struct TranslationState {
    /// Its self reference, once met: the attribute and its `recId`.
    rec_self: Option<(DiAttr, String)>,
    /// The self references met below it and not bound yet.
    unbound_self_refs: HashSet<DiAttr>,
}

/// A translation that depends on unbound self references.
struct DependentTranslation {
    attr: DiAttr,
    unbound_self_refs: HashSet<DiAttr>,
}

/// The recursion pruner.
#[derive(Default)]
pub struct RecursionPruner {
    /// The composite types being translated, outermost first.
    stack: Vec<(Md, TranslationState)>,
    dependent_cache: HashMap<Md, DependentTranslation>,
    /// The `recId` of each composite type met recursively.
    node_to_rec_id: HashMap<Md, String>,
}

impl RecursionPruner {
    /// `pruneOrPushTranslationStack`: the self reference of a composite
    /// type already being translated, else (after pushing a composite type)
    /// a cached dependent translation still valid.
    pub fn prune_or_push(
        &mut self,
        attrs: &mut DiAttrs,
        namer: &mut Namer,
        node: Md,
    ) -> Option<DiAttr> {
        if node.kind() == Kind::CompositeType {
            if let Some(at) = self.stack.iter().position(|(n, _)| *n == node) {
                let rec_self = match &self.stack[at].1.rec_self {
                    Some((attr, _)) => *attr,
                    None => {
                        let rec_id = self
                            .node_to_rec_id
                            .entry(node)
                            .or_insert_with(|| namer.distinct())
                            .clone();
                        let mut params = Params::default();
                        params
                            .raw("tag", "DW_TAG_null")
                            .raw("recId", rec_id.clone());
                        let attr = attrs.get("di_composite_type", params);
                        self.stack[at].1.rec_self = Some((attr, rec_id));
                        attr
                    }
                };
                if let Some((_, top)) = self.stack.last_mut() {
                    top.unbound_self_refs.insert(rec_self);
                }
                return Some(rec_self);
            }
            self.stack.push((node, TranslationState::default()));
        }
        self.lookup(node)
    }

    /// `finalizeTranslation`: `result` with its `recId` when `node` met
    /// itself, and whether it is self-contained (cacheable).
    pub fn finalize(&mut self, attrs: &mut DiAttrs, node: Md, result: DiAttr) -> (DiAttr, bool) {
        let Some((top, state)) = self.stack.last_mut() else {
            return (result, true);
        };
        if *top != node {
            return (result, state.unbound_self_refs.is_empty());
        }
        let mut result = result;
        if let Some((rec_self, rec_id)) = &state.rec_self {
            result = attrs.with_rec_id(result, rec_id);
            state.unbound_self_refs.remove(rec_self);
        }
        if !state.unbound_self_refs.is_empty() {
            self.dependent_cache.insert(
                node,
                DependentTranslation {
                    attr: result,
                    unbound_self_refs: state.unbound_self_refs.clone(),
                },
            );
            return (result, false);
        }
        (result, true)
    }

    /// `popTranslationStack`: pops `node` when it is on top, handing its
    /// unbound self references to the layer below.
    pub fn pop(&mut self, node: Md) {
        match self.stack.last() {
            Some((top, _)) if *top == node => {}
            _ => return,
        }
        let Some((_, state)) = self.stack.pop() else {
            return;
        };
        if let Some((_, below)) = self.stack.last_mut() {
            below.unbound_self_refs.extend(state.unbound_self_refs);
        }
    }

    fn lookup(&mut self, node: Md) -> Option<DiAttr> {
        let entry = self.dependent_cache.get(&node)?;
        let valid = match self.stack.last() {
            Some((_, top)) => entry
                .unbound_self_refs
                .iter()
                .all(|r| top.unbound_self_refs.contains(r)),
            None => entry.unbound_self_refs.is_empty(),
        };
        if valid {
            return Some(entry.attr);
        }
        self.dependent_cache.remove(&node);
        None
    }
}
