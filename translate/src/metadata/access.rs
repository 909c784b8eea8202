//! Alias analysis metadata of memory accesses: the `tbaa`, `alias_scopes`,
//! `noalias_scopes` and `access_groups` attributes of an op (`load`,
//! `store`, `call`, `atomicrmw`, `cmpxchg`, memory intrinsics) as `!tbaa`,
//! `!alias.scope`, `!noalias` and `!llvm.access.group` on the instruction
//! it became.
//!
//! * A TBAA tag is `!{base type, access type, i64 offset}` (and `i64 1`
//!   when constant); a type descriptor `!{!"name", member type, i64
//!   offset, ...}`; a root `!{!"name"}`, or a self-referencing node when
//!   anonymous. Only one tag can be attached; with several, none is.
//! * An alias scope domain is `distinct !{!self, !"description"?}`, a
//!   scope `distinct !{!self, domain, !"description"?}`; an access lists
//!   its scopes in a tuple.
//! * An access group is `distinct !{}`; an access in several groups lists
//!   them in a tuple.

use crate::llvm::AnyValue;
use crate::llvm::Metadata;
use dialectic::{AttrKind, Attribute, OpId};

use super::nodes;
use crate::dialect_attrs::{
    array_elements, mnemonic_of, param, param_attr, param_attrs, param_bool, param_bytes,
    param_int, params_of,
};
use crate::error::{TranslateError, TranslateResult};
use crate::module_translation::ModuleTranslation;

/// Attaches the TBAA tag, alias scopes and access groups `op` carries to
/// `inst`, the memory instruction it was translated to.
pub fn attach_memory_access_metadata<'a>(
    t: &mut ModuleTranslation<'a>,
    op: OpId,
    inst: AnyValue<'a>,
) -> TranslateResult<()> {
    let ctx = t.llvm_context();
    let (attrs, names) = (t.op_attrs(op), t.names());
    if let Some(groups) = attrs.get(names.access_groups) {
        let groups = array_elements(t.ctx, groups);
        if !groups.is_empty() {
            let nodes_of: Vec<_> = groups.iter().map(|&g| access_group(t, g)).collect();
            let node = if nodes_of.len() == 1 {
                nodes_of[0]
            } else {
                nodes::tuple(ctx, &nodes_of)
            };
            nodes::attach(ctx, inst, "llvm.access.group", node);
        }
    }
    for (attr, kind) in [
        (names.alias_scopes, "alias.scope"),
        (names.noalias_scopes, "noalias"),
    ] {
        if let Some(scopes) = attrs.get(attr) {
            let scopes = array_elements(t.ctx, scopes);
            if !scopes.is_empty() {
                let list = scopes
                    .iter()
                    .map(|&s| alias_scope(t, op, s))
                    .collect::<TranslateResult<Vec<_>>>()?;
                nodes::attach(ctx, inst, kind, nodes::tuple(ctx, &list));
            }
        }
    }
    if let Some(tags) = attrs.get(names.tbaa)
        && let AttrKind::Array(tags) = t.ctx.attr_kind(tags)
        && let [tag] = tags[..]
    {
        let node = tbaa_node(t, op, tag)?;
        nodes::attach(ctx, inst, "tbaa", node);
    }
    Ok(())
}

/// The node of access group `group` (`distinct !{}`, one per group).
pub fn access_group<'a>(t: &mut ModuleTranslation<'a>, group: Attribute) -> Metadata<'a> {
    if let Some(&node) = t.metadata_cache().access_groups.get(&group) {
        return node;
    }
    let node = nodes::distinct(t.llvm_context(), &[]);
    t.metadata_cache().access_groups.insert(group, node);
    node
}

/// The node of alias scope `scope` (and of its domain, on first use).
pub fn alias_scope<'a>(
    t: &mut ModuleTranslation<'a>,
    op: OpId,
    scope: Attribute,
) -> TranslateResult<Metadata<'a>> {
    if let Some(&node) = t.metadata_cache().alias_scopes.get(&scope) {
        return Ok(node);
    }
    let ctx = t.llvm_context();
    let params = params_of(t.ctx, scope, "llvm", "alias_scope")
        .ok_or_else(|| TranslateError::at(op, "expected alias scopes to be #llvm.alias_scope"))?;
    let domain = param_attr(param(&params, 1))
        .ok_or_else(|| TranslateError::at(op, "an alias scope has no domain"))?;
    let domain_node = match t.metadata_cache().alias_domains.get(&domain) {
        Some(&node) => node,
        None => {
            let domain_params =
                params_of(t.ctx, domain, "llvm", "alias_scope_domain").ok_or_else(|| {
                    TranslateError::at(op, "expected #llvm.alias_scope_domain as a scope's domain")
                })?;
            let description: Vec<_> = param_bytes(t.ctx, param(&domain_params, 1))
                .map(|d| nodes::string(ctx, &d))
                .into_iter()
                .collect();
            let node = nodes::self_referencing(ctx, &description);
            t.metadata_cache().alias_domains.insert(domain, node);
            node
        }
    };
    let mut rest = vec![domain_node];
    if let Some(description) = param_bytes(t.ctx, param(&params, 2)) {
        rest.push(nodes::string(ctx, &description));
    }
    let node = nodes::self_referencing(ctx, &rest);
    t.metadata_cache().alias_scopes.insert(scope, node);
    Ok(node)
}

/// The node of a TBAA root, type descriptor or tag.
pub fn tbaa_node<'a>(
    t: &mut ModuleTranslation<'a>,
    op: OpId,
    attr: Attribute,
) -> TranslateResult<Metadata<'a>> {
    if let Some(&node) = t.metadata_cache().tbaa.get(&attr) {
        return Ok(node);
    }
    let ctx = t.llvm_context();
    let node = match mnemonic_of(t.ctx, attr, "llvm") {
        Some("tbaa_root") => {
            let params = params_of(t.ctx, attr, "llvm", "tbaa_root").unwrap_or_default();
            match param_bytes(t.ctx, param(&params, 0)) {
                Some(id) => nodes::tuple(ctx, &[nodes::string(ctx, &id)]),
                None => nodes::self_referencing(ctx, &[]),
            }
        }
        Some("tbaa_type_desc") => {
            let params = params_of(t.ctx, attr, "llvm", "tbaa_type_desc").unwrap_or_default();
            let id = param_bytes(t.ctx, param(&params, 0)).unwrap_or_default();
            let mut operands = vec![nodes::string(ctx, &id)];
            for member in param_attrs(t.ctx, param(&params, 1)) {
                let member = params_of(t.ctx, member, "llvm", "tbaa_member")
                    .ok_or_else(|| TranslateError::at(op, "expected #llvm.tbaa_member members"))?;
                let ty = param_attr(param(&member, 0))
                    .ok_or_else(|| TranslateError::at(op, "a TBAA member has no type"))?;
                operands.push(tbaa_node(t, op, ty)?);
                operands.push(offset(t, param(&member, 1)));
            }
            nodes::tuple(ctx, &operands)
        }
        Some("tbaa_tag") => {
            let params = params_of(t.ctx, attr, "llvm", "tbaa_tag").unwrap_or_default();
            let (Some(base), Some(access)) =
                (param_attr(param(&params, 0)), param_attr(param(&params, 1)))
            else {
                return Err(TranslateError::at(
                    op,
                    "a TBAA tag has no base or access type",
                ));
            };
            let mut operands = vec![tbaa_node(t, op, base)?, tbaa_node(t, op, access)?];
            operands.push(offset(t, param(&params, 2)));
            if param_bool(t.ctx, param(&params, 3)) == Some(true) {
                operands.push(nodes::int(ctx, 64, 1));
            }
            nodes::tuple(ctx, &operands)
        }
        _ => {
            return Err(TranslateError::at(
                op,
                "expected TBAA metadata to be #llvm.tbaa_root, #llvm.tbaa_type_desc or #llvm.tbaa_tag",
            ));
        }
    };
    t.metadata_cache().tbaa.insert(attr, node);
    Ok(node)
}

/// An `i64` offset parameter as metadata.
fn offset<'a>(
    t: &ModuleTranslation<'a>,
    p: &dialectic::runtime::storage::dialect_symbol::Param,
) -> Metadata<'a> {
    nodes::int(
        t.llvm_context(),
        64,
        param_int(t.ctx, p).unwrap_or(0) as u64,
    )
}
