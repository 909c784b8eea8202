//! The data layout of the module: the `llvm.data_layout` string when the
//! module has one, otherwise the LLVM data layout string MLIR derives from
//! the module's DLTI spec (`dlti.dl_spec`): first its keys (endianness
//! `e`/`E`, program, global and alloca address spaces `P`/`G`/`A` when not
//! 0, stack alignment `S` when not 0), then its types (`iN:abi[:pref]`,
//! `fN:abi[:pref]`, `pN:size:abi:pref:index`), each in the order of the
//! spec's entries.

use dialectic::dialects::llvm::types::llvm_type;
use dialectic::runtime::storage::attributes::DenseElements;
use dialectic::runtime::storage::types::Signedness;
use dialectic::{AttrKind, Attribute, Context, OpId, TypeKind};

use crate::dialect_attrs::{param, param_attr, param_attrs, params_of, string_bytes};
use crate::error::{TranslateError, TranslateResult};

/// The LLVM data layout string of the DLTI spec `spec` (a
/// `#dlti.dl_spec<...>`); errors are about `module`.
pub fn data_layout_of_spec(
    ctx: &Context,
    spec: Attribute,
    module: OpId,
) -> TranslateResult<String> {
    let entries: Vec<(Attribute, Attribute)> = params_of(ctx, spec, "dlti", "dl_spec")
        .map(|p| param_attrs(ctx, param(&p, 0)))
        .unwrap_or_default()
        .into_iter()
        .filter_map(|entry| {
            let p = params_of(ctx, entry, "dlti", "dl_entry")?;
            Some((param_attr(param(&p, 0))?, param_attr(param(&p, 1))?))
        })
        .collect();
    let mut parts: Vec<String> = Vec::new();
    for &(key, value) in &entries {
        let Some(key) = string_bytes(ctx, key) else {
            continue;
        };
        let key = String::from_utf8_lossy(&key).into_owned();
        let number = || integer(ctx, value).unwrap_or(0);
        match key.as_str() {
            "dlti.endianness" => {
                let little = string_bytes(ctx, value).as_deref() == Some(b"little");
                parts.push(if little { "e" } else { "E" }.to_string());
            }
            "dlti.program_memory_space" if number() != 0 => parts.push(format!("P{}", number())),
            "dlti.global_memory_space" if number() != 0 => parts.push(format!("G{}", number())),
            "dlti.alloca_memory_space" if number() != 0 => parts.push(format!("A{}", number())),
            "dlti.stack_alignment" if number() != 0 => parts.push(format!("S{}", number())),
            "dlti.program_memory_space"
            | "dlti.global_memory_space"
            | "dlti.alloca_memory_space"
            | "dlti.stack_alignment" => {}
            _ => {
                return Err(TranslateError::at(
                    module,
                    format!("unsupported data layout key \"{}\"", key.escape_default()),
                ));
            }
        }
    }
    for &(key, value) in &entries {
        let AttrKind::Type(ty) = *ctx.attr_kind(key) else {
            continue;
        };
        let values = dense_values(ctx, value);
        let at = |i: usize| values.get(i).copied();
        match ctx.type_kind(ty) {
            TypeKind::Index => continue,
            TypeKind::Integer { width, signedness } => {
                if *signedness != Signedness::Signless {
                    return Err(TranslateError::at(
                        module,
                        format!(
                            "unsupported data layout for non-signless integer '{}'",
                            dialectic::runtime::text::print::type_to_string(ctx, ty)
                        ),
                    ));
                }
                parts.push(scalar('i', *width as u64, at(0), at(1)));
            }
            TypeKind::Float(_) if is_layout_float(ctx, ty) => {
                let width = ctx.int_or_float_width(ty).unwrap_or(0) as u64;
                parts.push(scalar('f', width, at(0), at(1)));
            }
            _ if llvm_type(ctx, ty).is_some_and(|(m, _)| m == "ptr") => {
                let space =
                    dialectic::dialects::llvm::LLVMPointerType::address_space(ctx, ty).unwrap_or(0);
                let size = at(0).unwrap_or(64);
                let abi = at(1).unwrap_or(size);
                let preferred = at(2).unwrap_or(abi);
                let index = at(3).unwrap_or(size);
                parts.push(format!("p{space}:{size}:{abi}:{preferred}:{index}"));
            }
            _ => {
                return Err(TranslateError::at(
                    module,
                    format!(
                        "unsupported type in data layout: '{}'",
                        dialectic::runtime::text::print::type_to_string(ctx, ty)
                    ),
                ));
            }
        }
    }
    Ok(parts.join("-"))
}

/// `f16`, `f32`, `f64`, `f80` and `f128`: the float types MLIR puts in a
/// data layout string.
fn is_layout_float(ctx: &Context, ty: dialectic::Type) -> bool {
    use dialectic::storage::float::FloatSemantics::*;
    matches!(ctx.float_semantics(ty), Some(F16 | F32 | F64 | F80 | F128))
}

/// `<kind><size>:<abi>[:<preferred>]` (the preferred alignment only when
/// it differs).
fn scalar(kind: char, size: u64, abi: Option<u64>, preferred: Option<u64>) -> String {
    let abi = abi.unwrap_or(size);
    let preferred = preferred.unwrap_or(abi);
    if abi == preferred {
        format!("{kind}{size}:{abi}")
    } else {
        format!("{kind}{size}:{abi}:{preferred}")
    }
}

fn integer(ctx: &Context, attr: Attribute) -> Option<i128> {
    match ctx.attr_kind(attr) {
        AttrKind::Integer { value, .. } => value.to_i128(),
        _ => None,
    }
}

/// The integers of a dense vector attribute, a splat expanded.
fn dense_values(ctx: &Context, attr: Attribute) -> Vec<u64> {
    match ctx.attr_kind(attr) {
        AttrKind::DenseElements {
            ty,
            splat,
            elements: DenseElements::Bits(bits),
        } => {
            let count = ctx
                .shape(*ty)
                .and_then(|s| s.first().copied())
                .unwrap_or(bits.len() as i64)
                .max(0) as usize;
            if *splat {
                vec![bits.first().copied().unwrap_or(0) as u64; count]
            } else {
                bits.iter().map(|&b| b as u64).collect()
            }
        }
        AttrKind::Integer { value, .. } => {
            value.to_i128().map(|v| vec![v as u64]).unwrap_or_default()
        }
        _ => Vec::new(),
    }
}
