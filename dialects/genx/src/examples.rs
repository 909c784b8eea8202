//! Constructed calls of the intrinsics: for a signature and a choice
//! number, a type for every overloaded type (its kind's `choice`-th
//! example: `vector<8xi32>`, `i16`, `vector<4xf16>`, `!llvm.ptr<1>`, ...)
//! and so the result and argument types of a call that fits it. The tests
//! build one op per intrinsic and choice from them, and check that
//! mangling and demangling agree; the benchmark builds large modules.

use dialectic::Context;
use dialectic::dialects::llvm::LLVMPointerType;
use dialectic::op_support::Signedness;
use dialectic::storage::float::FloatSemantics;
use dialectic::{Type, TypeKind};
use dialectic_genx_spec::{OverloadKind, Scalar, Token};

use crate::signature::Signature;
use crate::types::{literal_struct, vector_of};

/// How many different examples each kind has.
pub const CHOICES: usize = 3;

/// The `choice`-th example type of `kind`.
pub fn example_type(ctx: &Context, kind: OverloadKind, choice: usize) -> Type {
    let i = |w: u32| {
        ctx.intern_type(TypeKind::Integer {
            width: w,
            signedness: Signedness::Signless,
        })
    };
    let f = |s: FloatSemantics| ctx.float_type(s);
    match (kind, choice % CHOICES) {
        (OverloadKind::AnyInt | OverloadKind::AnyVector | OverloadKind::Any, 0) => {
            vector_of(ctx, 8, i(32))
        }
        (OverloadKind::AnyInt, 1) => i(16),
        (OverloadKind::AnyInt, _) => vector_of(ctx, 16, i(1)),
        (OverloadKind::AnyFloat, 0) => vector_of(ctx, 8, f(FloatSemantics::F32)),
        (OverloadKind::AnyFloat, 1) => f(FloatSemantics::F32),
        (OverloadKind::AnyFloat, _) => vector_of(ctx, 4, f(FloatSemantics::F16)),
        (OverloadKind::AnyVector, 1) => vector_of(ctx, 16, f(FloatSemantics::F32)),
        (OverloadKind::AnyVector, _) => vector_of(ctx, 2, i(64)),
        (OverloadKind::Any, 1) => i(64),
        (OverloadKind::Any, _) => LLVMPointerType::get(ctx, 1),
        (OverloadKind::AnyPtr, 0) => LLVMPointerType::get(ctx, 0),
        (OverloadKind::AnyPtr, 1) => LLVMPointerType::get(ctx, 1),
        (OverloadKind::AnyPtr, _) => LLVMPointerType::get(ctx, 3),
    }
}

/// The type of a fixed token.
pub fn fixed_type(ctx: &Context, token: &Token) -> Option<Type> {
    let scalar = |s: &Scalar| match s {
        Scalar::I1 => ctx.integer_type(1),
        Scalar::I8 => ctx.integer_type(8),
        Scalar::I16 => ctx.integer_type(16),
        Scalar::I32 => ctx.integer_type(32),
        Scalar::I64 => ctx.integer_type(64),
        Scalar::F16 => ctx.float_type(FloatSemantics::F16),
        Scalar::F32 => ctx.float_type(FloatSemantics::F32),
        Scalar::F64 => ctx.float_type(FloatSemantics::F64),
    };
    match token {
        Token::Scalar(s) => Some(scalar(s)),
        Token::Vector(n, s) => Some(vector_of(ctx, i64::from(*n), scalar(s))),
        _ => None,
    }
}

/// A call of `signature` with the overloaded types of choice `choice`
/// (overloaded type k takes its kind's `choice + k`-th example, so that
/// distinct overloaded types tend to differ): its result type (`None`:
/// void), its argument types (a `vararg` intrinsic gets one `i32` more) and
/// the overloaded types.
pub fn example_call(
    ctx: &Context,
    signature: &Signature,
    choice: usize,
) -> (Option<Type>, Vec<Type>, Vec<Type>) {
    let mut bound: Vec<Type> = Vec::new();
    let mut ty = |token: &Token| -> Option<Type> {
        match token {
            Token::Overloaded(kind) => {
                let t = example_type(ctx, *kind, choice + bound.len());
                bound.push(t);
                Some(t)
            }
            Token::SameAs(n) => bound.get(*n).copied(),
            Token::VarArg => Some(ctx.integer_type(32)),
            other => fixed_type(ctx, other),
        }
    };
    let members: Vec<Type> = signature.results.iter().filter_map(&mut ty).collect();
    let arguments: Vec<Type> = signature.arguments.iter().filter_map(&mut ty).collect();
    let result = if signature.struct_result {
        Some(literal_struct(ctx, members))
    } else {
        members.first().copied()
    };
    (result, arguments, bound)
}
