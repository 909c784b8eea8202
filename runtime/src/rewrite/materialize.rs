//! Turning a folded attribute into a constant op (MLIR's
//! `Dialect::materializeConstant`): each dialect that declares
//! `hasConstantMaterializer = 1` registers a hook building its constant
//! op (`arith.constant` for integers and floats, `func.constant` for
//! function references).

use crate::storage::attributes::Attribute;
use crate::storage::builder::OpBuilder;
use crate::storage::context::Context;
use crate::storage::ir::{Location, OpId};
use crate::storage::types::Type;

/// Asks dialect `dialect` (a namespace, the prefix of the name of the op
/// that folded) to build a constant op for `value` of type `ty` at the
/// builder's insertion point; `None` when it cannot.
pub fn materialize_constant(
    ctx: &Context,
    builder: &mut OpBuilder<'_>,
    dialect: &str,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<OpId> {
    let hook = ctx
        .dialect_definition(ctx.ident(dialect))?
        .materialize_constant?;
    hook(ctx, builder, value, ty, loc)
}

/// The dialect namespace of an op name (`arith` of `arith.addi`).
pub(crate) fn dialect_of(name: &str) -> &str {
    name.split_once('.').map_or("", |(d, _)| d)
}
