//! What GenX declarations carry beyond their type and attributes, kept
//! through a round trip: the `!genx_intrinsic_id` attachment vc-intrinsics
//! caches the intrinsic's ID in (`!{i32 N}`), which the `llvm` dialect's
//! import drops. It becomes the attribute `genx.intrinsic_id = N : i32`
//! of the `llvm.func` and is attached again by the export.

use dialectic::op_support::integer_of;
use dialectic::{Attribute, Context, Ir, OpId};

use crate::error::{TranslateError, TranslateResult};
use crate::llvm;
use crate::llvm::AnyValue;
use crate::metadata::nodes;
use crate::module_translation::ModuleTranslation;

/// The metadata kind, and the attribute on `llvm.func`.
const KIND: &str = "genx_intrinsic_id";
/// The attribute on `llvm.func`.
pub const INTRINSIC_ID_ATTR: &str = "genx.intrinsic_id";

/// The intrinsic IDs cached on the GenX declarations of `module`.
pub fn read_intrinsic_ids(
    context: &inkwell::context::Context,
    module: &inkwell::module::Module<'_>,
) -> Vec<(String, i32)> {
    let kind = llvm::get_md_kind_id_in_context(context, KIND);
    let mut out = Vec::new();
    let mut f = llvm::get_first_function(llvm::ModuleRef::new(module));
    while !f.is_null() {
        let name = llvm::get_value_name2(f);
        if name.starts_with("llvm.genx.") {
            llvm::for_each_global_metadata(f, |k, md| {
                if k != kind {
                    return;
                }
                let node = llvm::metadata_as_value(context, md);
                let id = llvm::get_md_node_operands(node)
                    .first()
                    .filter(|v| !v.is_null() && !llvm::is_a_constant_int(**v).is_null())
                    .map(|v| llvm::const_int_get_zext_value(*v) as u32 as i32);
                if let Some(id) = id {
                    out.push((name.clone(), id));
                }
            });
        }
        f = llvm::get_next_function(f);
    }
    out
}

/// Sets `genx.intrinsic_id` on the declarations `ids` names.
pub fn attach_intrinsic_ids(
    ctx: &Context,
    ir: &mut Ir,
    functions: &std::collections::HashMap<String, OpId>,
    ids: &[(String, i32)],
) {
    for (name, id) in ids {
        let Some(&op) = functions.get(name) else {
            continue;
        };
        let mut attributes = ctx.dictionary_entries(ir.op_attributes(op)).to_vec();
        attributes.push((
            ctx.ident(INTRINSIC_ID_ATTR),
            ctx.integer_attr(ctx.integer_type(32), i128::from(*id)),
        ));
        ir.set_op_attributes(op, ctx.dictionary_attr(attributes));
    }
}

/// Attaches `!genx_intrinsic_id !{i32 N}` to `function`.
pub fn write_intrinsic_id<'a>(
    t: &mut ModuleTranslation<'a>,
    op: OpId,
    function: AnyValue<'a>,
    attr: Attribute,
) -> TranslateResult<()> {
    let id = integer_of(t.ctx, attr)
        .and_then(|v| i32::try_from(v).ok())
        .ok_or_else(|| {
            TranslateError::at(op, format!("'{INTRINSIC_ID_ATTR}' must be an i32 integer"))
        })?;
    let c = t.llvm_context();
    let node = nodes::tuple(c, &[nodes::int(c, 32, id as u32 as u64)]);
    llvm::global_set_metadata(function, nodes::kind_id(c, KIND), node);
    Ok(())
}
