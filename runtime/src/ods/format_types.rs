//! How a format's [`TypeResolution`](super::TypeResolution)s give an
//! operand or result group its types: the parser builds the types this way,
//! and the printer asks whether the parser would build the op's own types
//! (and prints the generic form when not).

use smallvec::SmallVec;

use super::spec::ValueKind;
use super::type_transform::TypeTransform;
use crate::storage::context::Context;
use crate::storage::types::{Type, TypeKind};

/// The types of a group (held inline for the usual few).
pub(crate) type Types = SmallVec<[Type; 4]>;

/// Shapes the types a resolution gives a group: the transform applies to
/// each source type; a single (or optional) source gives every operand of
/// the group its type and a result group one result, except that a
/// transformed type for a variadic or optional group is a `tuple` of the
/// group's types (as `FunctionInputsTransform` gives); a variadic source
/// gives its list.
pub(crate) fn shape_types(
    ctx: &Context,
    source: Types,
    transform: Option<TypeTransform>,
    scalar_source: bool,
    target: ValueKind,
    operands: bool,
    count: usize,
) -> Types {
    if !scalar_source {
        return source
            .into_iter()
            .map(|t| transform.map_or(t, |f| f(ctx, t)))
            .collect();
    }
    let Some(&first) = source.first() else {
        return Types::new();
    };
    let t = transform.map_or(first, |f| f(ctx, first));
    if transform.is_some()
        && target != ValueKind::Single
        && let TypeKind::Tuple(elements) = ctx.type_kind(t)
    {
        return elements.iter().copied().collect();
    }
    if operands {
        smallvec::smallvec![t; count]
    } else {
        smallvec::smallvec![t]
    }
}
