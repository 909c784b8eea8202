//! The translation of a `#llvm.di_*` node attribute to its metadata node,
//! once per attribute (MLIR's `DebugTranslation::translate`): the node
//! kinds dispatch to [`super::types`], [`super::scopes`] and
//! [`super::variables`]. A composite type with a `recId` is recursive:
//! while it is translated, its self references (the composite type with
//! that `recId` and no tag) stand for a temporary node, replaced by the
//! finished type.

use crate::llvm;
use crate::llvm::Metadata;
use dialectic::{Attribute, OpId};

use super::params::DiParams;
use crate::error::{TranslateError, TranslateResult};
use crate::module_translation::ModuleTranslation;

/// The node of `attr` (null for `#llvm.di_null_type`); errors are about `op`.
pub fn translate_node<'a>(
    t: &mut ModuleTranslation<'a>,
    op: OpId,
    attr: Attribute,
) -> TranslateResult<Metadata<'a>> {
    if let Some(&node) = t.debug_info().nodes.get(&attr) {
        return Ok(node);
    }
    let params = DiParams::of(t.ctx, attr).ok_or_else(|| not_a_node(t, op, attr))?;
    let node = match params.mnemonic.as_str() {
        "di_composite_type" if params.attr(1).is_some() => recursive(t, op, &params)?,
        _ => translate_params(t, op, attr, &params)?,
    };
    if !node.is_null() && llvm::debug_info_nodes::di_is_temporary(node) == 0 {
        t.debug_info().nodes.insert(attr, node);
    }
    Ok(node)
}

/// The node of an optional attribute (null when absent).
pub fn translate_optional<'a>(
    t: &mut ModuleTranslation<'a>,
    op: OpId,
    attr: Option<Attribute>,
) -> TranslateResult<Metadata<'a>> {
    match attr {
        Some(attr) => translate_node(t, op, attr),
        None => Ok(Metadata::null()),
    }
}

fn translate_params<'a>(
    t: &mut ModuleTranslation<'a>,
    op: OpId,
    attr: Attribute,
    p: &DiParams<'_>,
) -> TranslateResult<Metadata<'a>> {
    Ok(match p.mnemonic.as_str() {
        "di_null_type" => Metadata::null(),
        "di_basic_type" => super::types::basic_type(t, p),
        "di_composite_type" => super::types::composite_type(t, op, p)?,
        "di_derived_type" => super::types::derived_type(t, op, p)?,
        "di_string_type" => super::types::string_type(t, op, p)?,
        "di_subroutine_type" => super::types::subroutine_type(t, op, p)?,
        "di_subrange" => super::types::subrange(t, op, p)?,
        "di_compile_unit" => super::scopes::compile_unit(t, op, p)?,
        "di_file" => super::scopes::file(t, p),
        "di_subprogram" => super::scopes::subprogram(t, op, p)?,
        "di_lexical_block" => super::scopes::lexical_block(t, op, p)?,
        "di_lexical_block_file" => super::scopes::lexical_block_file(t, op, p)?,
        "di_module" => super::scopes::module(t, op, p)?,
        "di_namespace" => super::scopes::namespace(t, op, p)?,
        "di_local_variable" => super::variables::local_variable(t, op, p)?,
        "di_global_variable" => super::variables::global_variable(t, op, p)?,
        "di_label" => super::variables::label(t, op, p)?,
        _ => return Err(not_a_node(t, op, attr)),
    })
}

/// A composite type with a `recId`: the placeholder of an enclosing
/// translation of the same type, or the type translated with its self
/// references standing for a placeholder.
fn recursive<'a>(
    t: &mut ModuleTranslation<'a>,
    op: OpId,
    p: &DiParams<'_>,
) -> TranslateResult<Metadata<'a>> {
    let Some(rec_id) = p.attr(1) else {
        return Err(TranslateError::at(op, "a recursive type without 'recId'"));
    };
    if let Some(&(_, placeholder)) = t
        .debug_info()
        .recursive
        .iter()
        .rev()
        .find(|(id, _)| *id == rec_id)
    {
        return Ok(placeholder);
    }
    if p.int(0) == 0 {
        return Err(TranslateError::at(
            op,
            "a debug info recursive self reference (a 'di_composite_type' without tag) outside of the type it refers to",
        ));
    }
    let placeholder = llvm::TemporaryNode::new(t.llvm_context());
    t.debug_info()
        .recursive
        .push((rec_id, placeholder.as_metadata()));
    let concrete = super::types::composite_type(t, op, p);
    t.debug_info().recursive.pop();
    match concrete {
        Ok(concrete) => {
            placeholder.replace_all_uses_with(concrete);
            Ok(concrete)
        }
        Err(e) => {
            let empty = crate::metadata::nodes::tuple(t.llvm_context(), &[]);
            placeholder.replace_all_uses_with(empty);
            Err(e)
        }
    }
}

fn not_a_node(t: &ModuleTranslation<'_>, op: OpId, attr: Attribute) -> TranslateError {
    TranslateError::at(
        op,
        format!(
            "expected a debug info node attribute, got {}",
            dialectic::text::print::attr_to_string(t.ctx, attr)
        ),
    )
}
