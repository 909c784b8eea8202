//! The LLVM names of GenX intrinsic calls, as vc-intrinsics' `getGenXName`
//! writes them: `llvm.genx.` and the table name with `_` as `.`, then one
//! `.`-separated suffix per overloaded type in order (`v8i32`, `f16`, `p1`,
//! `s2i32i1` for a literal struct; each member of a struct result is an
//! overloaded type of its own, so gets its own suffix, the struct none).
//! Demangling takes the longest table name that is a prefix of the name at
//! a dot, and checks the call's types against its signature; the suffixes
//! are compared as one string, never split on dots.

use dialectic::Context;
use dialectic::dialects::llvm::LLVMStructType;
use dialectic::op_support::Signedness;
use dialectic::storage::float::FloatSemantics;
use dialectic::{Type, TypeKind};

use crate::signature::{Signature, lookup};
use crate::signatures::SIGNATURES;
use crate::types::{pointer_address_space, struct_members};

/// The mangled form of `ty` (LLVM's `getMangledTypeStr` as vc-intrinsics
/// has it), if the type is one GenX intrinsics take.
pub fn type_suffix(ctx: &Context, ty: Type) -> Option<String> {
    match ctx.type_kind(ty) {
        TypeKind::Integer {
            width,
            signedness: Signedness::Signless,
        } => Some(format!("i{width}")),
        TypeKind::Float(semantics) => Some(
            match semantics {
                FloatSemantics::F16 => "f16",
                FloatSemantics::BF16 => "bf16",
                FloatSemantics::F32 => "f32",
                FloatSemantics::F64 => "f64",
                FloatSemantics::F80 => "f80",
                FloatSemantics::F128 => "f128",
                _ => return None,
            }
            .to_string(),
        ),
        TypeKind::Vector {
            shape,
            scalable,
            element,
        } if shape.len() == 1 => {
            let prefix = if scalable[0] { "nxv" } else { "v" };
            Some(format!(
                "{prefix}{}{}",
                shape[0],
                type_suffix(ctx, *element)?
            ))
        }
        _ => {
            if let Some(space) = pointer_address_space(ctx, ty) {
                return Some(format!("p{space}"));
            }
            if LLVMStructType::is_identified(ctx, ty) {
                return LLVMStructType::name(ctx, ty).map(str::to_string);
            }
            let members = struct_members(ctx, ty)?;
            let mut out = format!("s{}", members.len());
            for member in members {
                out.push_str(&type_suffix(ctx, member)?);
            }
            Some(out)
        }
    }
}

/// The name `getGenXName` gives the intrinsic of `signature` with the
/// overloaded types `overloads`.
pub fn mangle(ctx: &Context, signature: &Signature, overloads: &[Type]) -> Result<String, String> {
    let mut name = signature.llvm_name();
    for ty in overloads {
        let suffix = type_suffix(ctx, *ty).ok_or_else(|| {
            format!(
                "no GenX name suffix for type '{}'",
                dialectic::op_support::type_to_string(ctx, *ty)
            )
        })?;
        name.push('.');
        name.push_str(&suffix);
    }
    Ok(name)
}

/// The canonical name of a call of `signature` returning `result` (none:
/// void) with arguments of types `arguments`; the types are checked.
pub fn call_name(
    ctx: &Context,
    signature: &Signature,
    result: Option<Type>,
    arguments: &[Type],
) -> Result<String, String> {
    let members = signature.result_members(ctx, result)?;
    let overloads = signature.bind(ctx, &members, arguments)?;
    mangle(ctx, signature, &overloads)
}

/// A demangled intrinsic name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Demangled {
    /// The intrinsic.
    pub signature: &'static Signature,
    /// The name `getGenXName` gives the call.
    pub canonical_name: String,
}

impl Demangled {
    /// Whether `name` is the canonical name.
    pub fn is_canonical(&self, name: &str) -> bool {
        self.canonical_name == name
    }
}

/// The table names that are prefixes of `name` at a dot (or all of it),
/// longest first: `llvm.genx.dpas.nosrc0.v8f32...` is `dpas.nosrc0`, then
/// `dpas`.
pub fn candidates(name: &str) -> Vec<&'static Signature> {
    let Some(rest) = name.strip_prefix("llvm.genx.") else {
        return Vec::new();
    };
    let mut out: Vec<&'static Signature> = rest
        .char_indices()
        .filter(|(_, c)| *c == '.')
        .map(|(i, _)| &rest[..i])
        .chain(std::iter::once(rest))
        .filter_map(lookup)
        .collect();
    out.sort_by_key(|s| std::cmp::Reverse(s.mnemonic.len()));
    out
}

/// The intrinsic called by the name `name` with the given types: the
/// longest table name that is a prefix of `name` and whose signature the
/// types fit. The name's suffixes need not be canonical (real IR carries
/// typed-pointer suffixes, missing or extra ones), so they are not read:
/// [`Demangled::is_canonical`] says whether they are.
pub fn demangle(
    ctx: &Context,
    name: &str,
    result: Option<Type>,
    arguments: &[Type],
) -> Result<Demangled, String> {
    let candidates = candidates(name);
    let mut first_error = None;
    for signature in &candidates {
        match call_name(ctx, signature, result, arguments) {
            Ok(canonical_name) => {
                return Ok(Demangled {
                    signature,
                    canonical_name,
                });
            }
            Err(message) => {
                first_error.get_or_insert_with(|| format!("'{}': {message}", signature.op_name()));
            }
        }
    }
    Err(first_error.unwrap_or_else(|| format!("`{name}` is no GenX intrinsic of the table")))
}

/// Every intrinsic of the table.
pub fn all() -> &'static [Signature] {
    SIGNATURES
}
