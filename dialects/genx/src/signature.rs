//! An intrinsic's signature as the table gives it (its result members and
//! arguments as tokens, its attributes), and the check of a call's types
//! against it: fixed tokens need their type, an overloaded token a type of
//! its kind, which then fixes the overloaded type; a reference needs the
//! type fixed before. The verifier of every GenX op is this check; the
//! mangling reads the overloaded types it fixes.

use dialectic::op_support::{Context, Ir, OpError, OpId};
use dialectic::op_support::{Signedness, type_to_string};
use dialectic::storage::float::FloatSemantics;
use dialectic::{Type, TypeKind};
use dialectic_genx_spec::{MemoryAttr, OverloadKind, Scalar, Slot, Token};

use crate::signatures::SIGNATURES;
use crate::types::{pointer_address_space, struct_members, vector_element, vector_length};

/// The signature of one intrinsic.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Signature {
    /// The name after `llvm.genx.` and `genx.` (`rdregioni`).
    pub mnemonic: &'static str,
    /// The table's section, the family the reference groups by.
    pub family: &'static str,
    /// The result members (none: `void`).
    pub results: &'static [Token],
    /// The result is a struct of the members.
    pub struct_result: bool,
    /// The arguments.
    pub arguments: &'static [Token],
    /// The table's attributes.
    pub attributes: &'static [MemoryAttr],
}

/// The signature of `genx.<mnemonic>` or `llvm.genx.<mnemonic>` without
/// suffixes.
pub fn lookup(mnemonic: &str) -> Option<&'static Signature> {
    SIGNATURES
        .binary_search_by(|s| s.mnemonic.cmp(mnemonic))
        .ok()
        .map(|i| &SIGNATURES[i])
}

impl Signature {
    /// The LLVM name without overload suffixes.
    pub fn llvm_name(&self) -> String {
        format!("llvm.genx.{}", self.mnemonic)
    }

    /// The op's name.
    pub fn op_name(&self) -> String {
        format!("genx.{}", self.mnemonic)
    }

    /// The overloaded types, in the order they are numbered: where each is
    /// fixed and its kind.
    pub fn slots(&self) -> Vec<(Slot, OverloadKind)> {
        dialectic_genx_spec::token::overload_slots(self.results, self.arguments)
    }

    /// Whether the intrinsic takes further arguments of any type.
    pub fn is_vararg(&self) -> bool {
        self.arguments.last() == Some(&Token::VarArg)
    }

    /// The members of a call's result of type `result` (`None`: no
    /// result): the struct's members when the result is a struct.
    pub fn result_members(&self, ctx: &Context, result: Option<Type>) -> Result<Vec<Type>, String> {
        match (result, self.results.is_empty(), self.struct_result) {
            (None, true, _) => Ok(Vec::new()),
            (None, false, _) => Err("needs a result".into()),
            (Some(_), true, _) => Err("returns nothing, but has a result".into()),
            (Some(ty), false, false) => Ok(vec![ty]),
            (Some(ty), false, true) => struct_members(ctx, ty).ok_or_else(|| {
                format!(
                    "result must be an LLVM structure type, but got '{}'",
                    type_to_string(ctx, ty)
                )
            }),
        }
    }

    /// Checks a call's result members and argument types against the
    /// signature; the overloaded types it fixes, in order.
    pub fn bind(
        &self,
        ctx: &Context,
        results: &[Type],
        arguments: &[Type],
    ) -> Result<Vec<Type>, String> {
        if results.len() != self.results.len() {
            return Err(format!(
                "result has {} members, but the intrinsic returns {}",
                results.len(),
                self.results.len()
            ));
        }
        let fixed = self.arguments.len() - usize::from(self.is_vararg());
        if arguments.len() < fixed || (!self.is_vararg() && arguments.len() > fixed) {
            return Err(format!(
                "expected {}{fixed} operands, but got {}",
                if self.is_vararg() { "at least " } else { "" },
                arguments.len()
            ));
        }
        let mut bound = Vec::new();
        let values = results
            .iter()
            .zip(self.results)
            .enumerate()
            .map(|(i, (ty, token))| (format!("result member #{i}"), *ty, token))
            .chain(
                arguments
                    .iter()
                    .zip(self.arguments)
                    .enumerate()
                    .map(|(i, (ty, token))| (format!("operand #{i}"), *ty, token)),
            );
        for (what, ty, token) in values {
            check_token(ctx, token, ty, &mut bound).map_err(|need| {
                format!(
                    "{what} must be {need}, but got '{}'",
                    type_to_string(ctx, ty)
                )
            })?;
        }
        Ok(bound)
    }
}

/// Checks `ty` against `token`, fixing an overloaded type; the message is
/// what the token needs.
fn check_token(
    ctx: &Context,
    token: &Token,
    ty: Type,
    bound: &mut Vec<Type>,
) -> Result<(), String> {
    match token {
        Token::Scalar(s) if is_scalar(ctx, *s, ty) => Ok(()),
        Token::Scalar(s) => Err(s.mlir().to_string()),
        Token::Vector(n, s)
            if vector_length(ctx, ty) == Some(i64::from(*n))
                && vector_element(ctx, ty).is_some_and(|e| is_scalar(ctx, *s, e)) =>
        {
            Ok(())
        }
        Token::Vector(n, s) => Err(format!("vector<{n}x{}>", s.mlir())),
        Token::Overloaded(kind) if kind_accepts(ctx, *kind, ty) => {
            bound.push(ty);
            Ok(())
        }
        Token::Overloaded(kind) => Err(format!(
            "{} (overloaded type {})",
            kind_summary(*kind),
            bound.len()
        )),
        Token::SameAs(n) => match bound.get(*n) {
            Some(expected) if *expected == ty => Ok(()),
            Some(expected) => Err(format!(
                "the same type as overloaded type {n} ('{}')",
                type_to_string(ctx, *expected)
            )),
            None => Err(format!("overloaded type {n}, which is not fixed yet")),
        },
        Token::VarArg => Ok(()),
    }
}

/// Whether `ty` is the fixed scalar `s`.
pub fn is_scalar(ctx: &Context, s: Scalar, ty: Type) -> bool {
    let int = |w: u32| matches!(ctx.type_kind(ty), TypeKind::Integer { width, signedness: Signedness::Signless } if *width == w);
    let float = |f: FloatSemantics| matches!(ctx.type_kind(ty), TypeKind::Float(k) if *k == f);
    match s {
        Scalar::I1 => int(1),
        Scalar::I8 => int(8),
        Scalar::I16 => int(16),
        Scalar::I32 => int(32),
        Scalar::I64 => int(64),
        Scalar::F16 => float(FloatSemantics::F16),
        Scalar::F32 => float(FloatSemantics::F32),
        Scalar::F64 => float(FloatSemantics::F64),
    }
}

/// Whether `ty` may stand for an overloaded type of `kind` (LLVM's
/// `llvm_anyint_ty` and friends: a scalar or a vector of them).
pub fn kind_accepts(ctx: &Context, kind: OverloadKind, ty: Type) -> bool {
    let element = vector_element(ctx, ty).unwrap_or(ty);
    match kind {
        OverloadKind::Any => true,
        OverloadKind::AnyInt => matches!(ctx.type_kind(element), TypeKind::Integer { .. }),
        OverloadKind::AnyFloat => matches!(ctx.type_kind(element), TypeKind::Float(_)),
        OverloadKind::AnyVector => vector_element(ctx, ty).is_some(),
        OverloadKind::AnyPtr => pointer_address_space(ctx, ty).is_some(),
    }
}

fn kind_summary(kind: OverloadKind) -> &'static str {
    match kind {
        OverloadKind::Any => "any type",
        OverloadKind::AnyInt => "an integer or a vector of integers",
        OverloadKind::AnyFloat => "a floating-point or a vector of floating-points",
        OverloadKind::AnyVector => "a vector",
        OverloadKind::AnyPtr => "an LLVM pointer",
    }
}

/// The verifier of a GenX op: its types fit its intrinsic's signature, and
/// a region op's region is well formed ([`crate::regions`]).
pub fn verify_op(ctx: &Context, ir: &Ir, op: OpId, signature: &Signature) -> Result<(), OpError> {
    let result = ir.results(op).next().map(|r| ir.value_type(r));
    let members = signature.result_members(ctx, result)?;
    let arguments: Vec<Type> = ir.operands(op).map(|v| ir.value_type(v)).collect();
    signature.bind(ctx, &members, &arguments)?;
    crate::regions::verify_region(ctx, ir, op, signature.mnemonic)?;
    Ok(())
}
