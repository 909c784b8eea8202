//! Locations as `DILocation`s, as MLIR's `DebugTranslation::translateLoc`
//! builds them within a scope (the function's subprogram): a file
//! location is a `DILocation` in the scope (none without one); a fused
//! location whose metadata is a local scope (subprogram, lexical block or
//! lexical block file) sets the scope of its parts, which are merged; a
//! call site location is its callee's location inlined at its caller's
//! (the caller's alone when the callee has none); a name location is its
//! child's; an unknown location has none.

use crate::llvm;
use crate::llvm::Metadata;
use dialectic::storage::attributes::LocationKind;
use dialectic::{AttrKind, Attribute, Context, OpId};

use super::nodes::translate_node;
use crate::dialect_attrs::mnemonic_of;
use crate::error::TranslateResult;
use crate::module_translation::ModuleTranslation;

/// The subprogram of the first `loc(fused<#llvm.di_subprogram<...>>[...])`
/// in `loc` (searched before its parts, a call site's callee before its
/// caller).
pub fn subprogram_of(ctx: &Context, loc: Attribute) -> Option<Attribute> {
    let AttrKind::Location(kind) = ctx.attr_kind(loc) else {
        return None;
    };
    match kind {
        LocationKind::Fused {
            locations,
            metadata,
        } => metadata
            .filter(|&m| mnemonic_of(ctx, m, "llvm") == Some("di_subprogram"))
            .or_else(|| locations.iter().find_map(|&l| subprogram_of(ctx, l))),
        LocationKind::Name { child, .. } => subprogram_of(ctx, *child),
        LocationKind::CallSite { callee, caller } => {
            subprogram_of(ctx, *callee).or_else(|| subprogram_of(ctx, *caller))
        }
        LocationKind::Unknown | LocationKind::FileLineCol { .. } => None,
    }
}

/// Whether `attr` is a local scope: a subprogram, lexical block or lexical
/// block file.
pub fn is_local_scope(ctx: &Context, attr: Attribute) -> bool {
    matches!(
        mnemonic_of(ctx, attr, "llvm"),
        Some("di_subprogram" | "di_lexical_block" | "di_lexical_block_file")
    )
}

/// The `DILocation` of `loc` in `scope`, inlined at `inlined_at` (both may
/// be null); null when it has none. Errors are about `op`.
pub fn translate_location<'a>(
    t: &mut ModuleTranslation<'a>,
    op: OpId,
    loc: Attribute,
    scope: Metadata<'a>,
    inlined_at: Metadata<'a>,
) -> TranslateResult<Metadata<'a>> {
    let key = (loc, scope, inlined_at);
    if let Some(&location) = t.debug_info().locations.get(&key) {
        return Ok(location);
    }
    let AttrKind::Location(kind) = t.ctx.attr_kind(loc).clone() else {
        return Ok(Metadata::null());
    };
    let location = match kind {
        LocationKind::Unknown => return Ok(Metadata::null()),
        LocationKind::CallSite { callee, caller } => {
            let mut caller = translate_location(t, op, caller, scope, inlined_at)?;
            if caller.is_null() {
                if inlined_at.is_null() {
                    return Ok(Metadata::null());
                }
                caller = inlined_at;
            }
            let callee = translate_location(t, op, callee, Metadata::null(), caller)?;
            if callee.is_null() { caller } else { callee }
        }
        LocationKind::FileLineCol { line, col, .. } => {
            if scope.is_null() {
                return Ok(Metadata::null());
            }
            llvm::di_builder_create_debug_location(t.llvm_context(), line, col, scope, inlined_at)
        }
        LocationKind::Fused {
            locations,
            metadata,
        } => {
            let mut scope = scope;
            if let Some(metadata) = metadata.filter(|&m| is_local_scope(t.ctx, m)) {
                scope = translate_node(t, op, metadata)?;
                if !scope.is_null() && llvm::debug_info_nodes::di_is_local_scope(scope) == 0 {
                    scope = Metadata::null();
                }
            }
            let Some((&first, rest)) = locations.split_first() else {
                return Ok(Metadata::null());
            };
            let mut merged = translate_location(t, op, first, scope, inlined_at)?;
            for &part in rest {
                let part = translate_location(t, op, part, scope, inlined_at)?;
                merged = llvm::debug_info_nodes::di_merged_location(merged, part);
            }
            merged
        }
        LocationKind::Name { child, .. } => translate_location(t, op, child, scope, inlined_at)?,
    };
    t.debug_info().locations.insert(key, location);
    Ok(location)
}
