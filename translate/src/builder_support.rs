//! What the `llvmBuilder` snippets of the `.td` files use: the safe layer
//! over LLVM's C API ([`crate::llvm`]),
//! the translation state, and helpers for the attribute forms instructions
//! take (enum bits, dense index arrays, nested aggregate positions).

pub use dialectic::{Attribute, OpId};
pub use inkwell::llvm_sys::LLVMOpcode;
pub use inkwell::llvm_sys::prelude::*;

pub use crate::enums::{int_predicate_of, ordering_of, real_predicate_of, rmw_op_of};
pub use crate::error::{TranslateError, TranslateResult};
pub(crate) use crate::llvm;
pub use crate::llvm::{AnyType, AnyValue, build_no_wrap_op};
pub use crate::module_translation::ModuleTranslation;
use inkwell::builder::Builder;

/// The enum bits of `attr` (`#llvm.<mnemonic><...>` or an integer), 0 when
/// absent.
pub fn enum_bits(t: &ModuleTranslation<'_>, attr: Option<Attribute>, mnemonic: &str) -> i64 {
    attr.and_then(|a| crate::enums::dialect_enum(t, a, mnemonic))
        .unwrap_or(0)
}

/// The elements of a dense array attribute (`array<i64: 0, 1>`), sign
/// extended from their width.
pub fn dense_array(t: &ModuleTranslation<'_>, attr: Option<Attribute>) -> Vec<i64> {
    match attr.map(|a| t.ctx.attr_kind(a)) {
        Some(dialectic::AttrKind::DenseArray { element, values }) => {
            let width = t.ctx.int_or_float_width(*element).unwrap_or(64);
            values
                .iter()
                .map(|&v| {
                    let shift = 128 - width.clamp(1, 128);
                    (((v << shift) as i128) >> shift) as i64
                })
                .collect()
        }
        _ => Vec::new(),
    }
}

/// `extractvalue` of a nested position.
pub fn extract_value<'ctx>(
    builder: &Builder<'_>,
    aggregate: AnyValue<'ctx>,
    position: &[i64],
) -> AnyValue<'ctx> {
    let mut value = aggregate;
    for &index in position {
        value = llvm::build_extract_value(builder, value, index as u32);
    }
    value
}

/// `insertvalue` at a nested position: the inner aggregates are extracted,
/// updated and inserted back.
pub fn insert_value<'ctx>(
    builder: &Builder<'_>,
    aggregate: AnyValue<'ctx>,
    value: AnyValue<'ctx>,
    position: &[i64],
) -> AnyValue<'ctx> {
    let Some((&last, outer)) = position.split_last() else {
        return value;
    };
    if outer.is_empty() {
        return llvm::build_insert_value(builder, aggregate, value, last as u32);
    }
    let inner = extract_value(builder, aggregate, outer);
    let updated = llvm::build_insert_value(builder, inner, value, last as u32);
    insert_value(builder, aggregate, updated, outer)
}

/// `shufflevector` with a mask of indices (`-1`: poison).
pub fn shuffle_vector<'ctx>(
    builder: &Builder<'_>,
    v1: AnyValue<'ctx>,
    v2: AnyValue<'ctx>,
    mask: &[i64],
) -> AnyValue<'ctx> {
    let i32_ty = llvm::int_type_in_context_of(llvm::type_of(v1), 32);
    let elements: Vec<AnyValue<'_>> = mask
        .iter()
        .map(|&m| {
            if m < 0 {
                llvm::get_poison(i32_ty)
            } else {
                llvm::const_int(i32_ty, m as u64, 0)
            }
        })
        .collect();
    let mask = llvm::const_vector(&elements);
    llvm::build_shuffle_vector(builder, v1, v2, mask)
}
