//! The Gen types of seed 002 ("Only fundamental types that correspond to
//! Gen types are allowed"): `i1` (predicates), `i8`, `i16`, `half`, `i32`,
//! `float`, `i64`, `double`, and vectors of them of any size, with what
//! the options add (pointers, aggregates, `bf16`, target extension types
//! such as SPIR-V images) and what real IR needs
//! of them: the pointer of a static alloca, the struct of Gen types an
//! intrinsic returns (`llvm.uadd.with.overflow`, `genx.addc`).

use dialectic::dialects::llvm::{
    LLVMArrayType, LLVMPointerType, LLVMStructType, LLVMTargetExtType,
};
use dialectic::op_support::type_to_string;
use dialectic::storage::float::FloatSemantics;
use dialectic::{Context, Type, TypeKind};

use crate::passes::CheckBackendRulesOptions;

/// The types the seed lists, as the message names them.
pub const GEN_TYPES: &str = "i1, i8, i16, f16, i32, f32, i64, f64 or a vector of them";

/// Whether `ty` is a Gen type, or a type the options accept.
pub fn is_allowed(ctx: &Context, ty: Type, options: &CheckBackendRulesOptions) -> bool {
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => matches!(width, 1 | 8 | 16 | 32 | 64),
        TypeKind::Float(FloatSemantics::F16 | FloatSemantics::F32 | FloatSemantics::F64) => true,
        TypeKind::Float(FloatSemantics::BF16) => options.allow_bfloat,
        TypeKind::Vector {
            element, scalable, ..
        } => !scalable.contains(&true) && is_allowed(ctx, *element, options),
        _ if LLVMPointerType::is(ctx, ty) => options.allow_pointers,
        _ if LLVMTargetExtType::is(ctx, ty) => options.allow_target_types,
        _ if options.allow_aggregates => match LLVMStructType::body(ctx, ty) {
            Some(members) => members.iter().all(|&m| is_allowed(ctx, m, options)),
            None => LLVMArrayType::element_type(ctx, ty)
                .is_some_and(|element| is_allowed(ctx, element, options)),
        },
        _ => false,
    }
}

/// Whether `ty` is a struct whose members are all allowed: what an
/// intrinsic returning several values returns.
pub fn is_struct_of_allowed(ctx: &Context, ty: Type, options: &CheckBackendRulesOptions) -> bool {
    LLVMStructType::body(ctx, ty)
        .is_some_and(|members| members.iter().all(|&m| is_allowed(ctx, m, options)))
}

/// The end of a message about a value of type `ty`: `has type 'bf16',
/// which is not a Gen type (...)`.
pub fn not_gen_type(ctx: &Context, ty: Type) -> String {
    format!(
        "has type '{}', which is not a Gen type ({GEN_TYPES})",
        type_to_string(ctx, ty)
    )
}
