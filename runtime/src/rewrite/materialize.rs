//! Turning a folded attribute into a constant op (MLIR's
//! `Dialect::materializeConstant`): each dialect that declares
//! `hasConstantMaterializer = 1` registers a hook building its constant
//! op (`arith.constant` for integers and floats, `func.constant` for
//! function references).

use crate::attributes::Attribute;
use crate::builder::OpBuilder;
use crate::context::Context;
use crate::ir::{Location, OpId};
use crate::types::Type;

/// Builds, at the builder's insertion point, a constant op of the dialect
/// holding `value` with result type `ty`; `None` when the dialect has no
/// constant op for it.
pub type MaterializeConstantHook =
    fn(&Context, &mut OpBuilder<'_>, Attribute, Type, Location) -> Option<OpId>;

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
