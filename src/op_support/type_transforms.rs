//! Type transforms that buildable and inferred types name: the same shape
//! with another element type, a function type's inputs or results.

use super::{Context, Type, TypeKind};

/// `ty`'s shape with element type `element`: a scalar gives `element`, a
/// vector or tensor the same shape (MLIR's `getI1SameShape` for `i1`).
pub fn same_shape_with_element_type(ctx: &Context, ty: Type, element: Type) -> Type {
    let kind = match ctx.type_kind(ty).clone() {
        TypeKind::Vector {
            shape, scalable, ..
        } => TypeKind::Vector {
            shape,
            scalable,
            element,
        },
        TypeKind::RankedTensor { shape, .. } => TypeKind::RankedTensor {
            shape,
            element,
            encoding: None,
        },
        TypeKind::UnrankedTensor { .. } => TypeKind::UnrankedTensor { element },
        _ => return element,
    };
    ctx.intern_type(kind)
}

/// The inputs of a function type, as a tuple.
pub fn function_inputs(ctx: &Context, ty: Type) -> Type {
    match ctx.type_kind(ty).clone() {
        TypeKind::Function { inputs, .. } => ctx.intern_type(TypeKind::Tuple(inputs)),
        _ => ty,
    }
}

/// The results of a function type, as a tuple.
pub fn function_results(ctx: &Context, ty: Type) -> Type {
    match ctx.type_kind(ty).clone() {
        TypeKind::Function { results, .. } => ctx.intern_type(TypeKind::Tuple(results)),
        _ => ty,
    }
}
