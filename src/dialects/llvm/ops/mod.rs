//! The Rust hooks of the llvm dialect's instructions (`defs/llvm/Ops.td`):
//! the custom forms of `icmp`, `fcmp` and `alloca`, the `custom<...>`
//! directives of the declarative formats, the verifiers, and the type
//! transforms the ops' type relations name. Each submodule holds one family
//! of ops; the directives are re-exported here for the generated code.

mod aggregates;
mod attr_dict;
mod casts;
mod compare;
mod constants;
mod control_flow;
mod gep;
mod memory;

pub(crate) use gep::DYNAMIC_INDEX;

use dialectic_runtime::print::type_to_string;
use dialectic_runtime::{Context, Type};

use super::LLVMStructType;
use super::compat::{
    is_compatible_vector_type, vector_element_type, vector_num_elements, vector_type,
};

/// `i1`, or a vector of `i1` with as many elements as the vector `ty`
/// (MLIR's `getI1SameShape`): the result type of a compare.
pub fn i1_same_shape(ctx: &Context, ty: Type) -> Type {
    let i1 = ctx.i1_type();
    if !is_compatible_vector_type(ctx, ty) {
        return i1;
    }
    match vector_num_elements(ctx, ty).and_then(|n| Some((u32::try_from(n.min).ok()?, n.scalable)))
    {
        Some((count, scalable)) => vector_type(ctx, i1, count, scalable),
        None => i1,
    }
}

/// The element type of an LLVM-compatible vector, any other type itself
/// (MLIR's `getVectorElementType` where the type is known to be a vector).
pub fn element_type_or_self(ctx: &Context, ty: Type) -> Type {
    vector_element_type(ctx, ty).unwrap_or(ty)
}

/// `!llvm.struct<(T, i1)>`: the result type of `cmpxchg` for values of
/// type `T`.
pub fn value_and_bool_struct(ctx: &Context, ty: Type) -> Type {
    LLVMStructType::get_literal(ctx, vec![ty, ctx.i1_type()], false)
}

/// `'T'`: a type as MLIR's diagnostics quote it.
fn quoted(ctx: &Context, ty: Type) -> String {
    format!("'{}'", type_to_string(ctx, ty))
}
