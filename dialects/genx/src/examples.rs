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
    if let Some(call) = region_call(ctx, signature, choice) {
        return call;
    }
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

/// The region ops' calls: a region inside its vector needs a source longer
/// than the region, a scalar `i16` start index and an `i1` mask.
fn region_call(
    ctx: &Context,
    signature: &Signature,
    choice: usize,
) -> Option<(Option<Type>, Vec<Type>, Vec<Type>)> {
    let element = match signature.mnemonic {
        "rdregioni" | "wrregioni" => [
            ctx.integer_type(32),
            ctx.integer_type(16),
            ctx.integer_type(8),
        ][choice % CHOICES],
        "rdregionf" | "wrregionf" => [
            ctx.float_type(FloatSemantics::F32),
            ctx.float_type(FloatSemantics::F16),
            ctx.float_type(FloatSemantics::F64),
        ][choice % CHOICES],
        _ => return None,
    };
    let (i16, i32, i1) = (
        ctx.integer_type(16),
        ctx.integer_type(32),
        ctx.integer_type(1),
    );
    let vector = vector_of(ctx, 16, element);
    // A region of 4 elements, or a single one as a scalar.
    let region = if choice % CHOICES == 1 {
        element
    } else {
        vector_of(ctx, 4, element)
    };
    let (result, arguments) = if signature.mnemonic.starts_with("rd") {
        (region, vec![vector, i32, i32, i32, i16, i32])
    } else {
        (vector, vec![vector, region, i32, i32, i32, i16, i32, i1])
    };
    let members = [result];
    let overloads = signature.bind(ctx, &members, &arguments).ok()?;
    Some((Some(result), arguments, overloads))
}

/// The operands of region op `mnemonic` that are constants, and their
/// values for a region of `execution_size` elements in one row from the
/// start: vertical stride, width, stride, start index, parent width.
fn region_constants(mnemonic: &str, execution_size: i64) -> Vec<(usize, i64)> {
    let first = match mnemonic {
        "rdregioni" | "rdregionf" => 1,
        "wrregioni" | "wrregionf" => 2,
        _ => return Vec::new(),
    };
    vec![
        (first, 0),
        (first + 1, execution_size),
        (first + 2, 1),
        (first + 3, 0),
        (first + 4, 0),
    ]
}

/// An `llvm.func` named `name` calling the intrinsic of `signature`
/// `calls` times with the types of [`example_call`]: the operands are the
/// function's arguments, but for a region op's region parameters, which
/// are constants (the region valid for its vector).
pub fn example_function(
    ctx: &Context,
    signature: &Signature,
    choice: usize,
    name: &str,
    calls: usize,
) -> String {
    let t = |ty| dialectic::op_support::type_to_string(ctx, ty);
    let (result, arguments, _) = example_call(ctx, signature, choice);
    let execution_size = match signature.mnemonic {
        m if m.starts_with("wr") => arguments
            .get(1)
            .map_or(1, |a| crate::types::vector_length(ctx, *a).unwrap_or(1)),
        _ => result.map_or(1, |r| crate::types::vector_length(ctx, r).unwrap_or(1)),
    };
    let constants = region_constants(signature.mnemonic, execution_size);
    let mut params = Vec::new();
    let mut body = String::new();
    let mut operands = Vec::new();
    for (k, ty) in arguments.iter().enumerate() {
        match constants.iter().find(|(i, _)| *i == k) {
            Some((_, value)) => {
                body.push_str(&format!(
                    "    %c{k} = llvm.mlir.constant({value} : {}) : {}\n",
                    t(*ty),
                    t(*ty)
                ));
                operands.push(format!("%c{k}"));
            }
            None => {
                params.push(format!("%a{k}: {}", t(*ty)));
                operands.push(format!("%a{k}"));
            }
        }
    }
    let types: Vec<String> = arguments.iter().map(|ty| t(*ty)).collect();
    let call = format!(
        "\"{}\"({}) : ({}) -> {}",
        signature.op_name(),
        operands.join(", "),
        types.join(", "),
        result.map_or("()".to_string(), t)
    );
    for k in 0..calls {
        match result {
            Some(_) => body.push_str(&format!("    %r{k} = {call}\n")),
            None => body.push_str(&format!("    {call}\n")),
        }
    }
    format!(
        "  llvm.func @{name}({}) {{\n{body}    llvm.return\n  }}\n",
        params.join(", ")
    )
}
