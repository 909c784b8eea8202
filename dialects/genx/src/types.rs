//! The type questions the GenX constraints, the verifier and the name
//! mangling ask: a vector's length and element, an `llvm.ptr`'s address
//! space, a struct's members.

use dialectic::Context;
use dialectic::dialects::llvm::{LLVMPointerType, LLVMStructType};
use dialectic::{Type, TypeKind};

/// The length of a fixed one-dimensional vector type.
pub fn vector_length(ctx: &Context, ty: Type) -> Option<i64> {
    match ctx.type_kind(ty) {
        TypeKind::Vector {
            shape, scalable, ..
        } if shape.len() == 1 && !scalable[0] => Some(shape[0]),
        _ => None,
    }
}

/// The element of a vector type.
pub fn vector_element(ctx: &Context, ty: Type) -> Option<Type> {
    match ctx.type_kind(ty) {
        TypeKind::Vector { element, .. } => Some(*element),
        _ => None,
    }
}

/// `ty`, or its element when it is a vector.
pub fn element_or_self(ctx: &Context, ty: Type) -> Type {
    vector_element(ctx, ty).unwrap_or(ty)
}

/// The address space of an `!llvm.ptr`.
pub fn pointer_address_space(ctx: &Context, ty: Type) -> Option<u32> {
    LLVMPointerType::address_space(ctx, ty)
}

/// The members of an `!llvm.struct` (identified or literal) with a body.
pub fn struct_members(ctx: &Context, ty: Type) -> Option<Vec<Type>> {
    if !LLVMStructType::is(ctx, ty) {
        return None;
    }
    LLVMStructType::body(ctx, ty).map(<[Type]>::to_vec)
}

/// The literal struct of `members`.
pub fn literal_struct(ctx: &Context, members: Vec<Type>) -> Type {
    LLVMStructType::get_literal(ctx, members, false)
}

/// The one-dimensional vector of `length` elements of `element`.
pub fn vector_of(ctx: &Context, length: i64, element: Type) -> Type {
    ctx.intern_type(TypeKind::Vector {
        shape: vec![length],
        scalable: vec![false],
        element,
    })
}
