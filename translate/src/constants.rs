//! Attributes as LLVM IR constants: integers, floats, strings, dense
//! elements (nested arrays and vectors, splats), and arrays of those as
//! structs, as `llvm.mlir.constant` and global initializers hold them.

use crate::llvm;
use crate::llvm::AnyValue;
use dialectic::runtime::storage::attributes::{AttrKind, DenseElements};
use dialectic::{Attribute, Context};
use inkwell::llvm_sys::LLVMTypeKind;

/// The constant of LLVM type `ty` that `attr` holds, or why it has none.
pub fn constant_of<'ctx>(
    ctx: &Context,
    attr: Attribute,
    ty: llvm::AnyType<'ctx>,
) -> Result<AnyValue<'ctx>, String> {
    match ctx.attr_kind(attr) {
        AttrKind::Integer { value, .. } => {
            let bits = scalar_of(ty);
            let c = const_int_words(bits, value.words());
            Ok(splat_if_vector(ty, c))
        }
        AttrKind::Float { bits, .. } => {
            let c = const_from_bits(scalar_of(ty), *bits);
            Ok(splat_if_vector(ty, c))
        }
        AttrKind::String { value, .. } => {
            Ok(llvm::const_string_in_context_of(ty, value.as_ref(), 1))
        }
        AttrKind::DenseElements {
            elements: DenseElements::Bits(bits),
            ..
        } => {
            let mut next = 0;
            Ok(dense_constant(ty, bits, &mut next))
        }
        AttrKind::DenseElements {
            elements: DenseElements::Strings(strings),
            ..
        } if llvm::get_type_kind(ty) == LLVMTypeKind::LLVMArrayTypeKind => {
            let element = llvm::get_element_type(ty);
            let count = llvm::get_array_length2(ty) as usize;
            let items: Vec<AnyValue<'_>> = (0..count)
                .map(|i| {
                    let s = &strings[i % strings.len().max(1)];
                    llvm::const_string_in_context_of(ty, s.as_ref(), 1)
                })
                .collect();
            Ok(llvm::const_array2(element, &items))
        }
        AttrKind::Array(items) if llvm::get_type_kind(ty) == LLVMTypeKind::LLVMStructTypeKind => {
            let count = llvm::count_struct_element_types(ty) as usize;
            if count != items.len() {
                return Err("struct constant with a wrong number of elements".into());
            }
            let mut values = Vec::with_capacity(count);
            for (i, &item) in items.iter().enumerate() {
                values.push(constant_of(
                    ctx,
                    item,
                    llvm::struct_get_type_at_index(ty, i as u32),
                )?);
            }
            Ok(llvm::const_named_struct(ty, &values))
        }
        AttrKind::Array(items) if llvm::get_type_kind(ty) == LLVMTypeKind::LLVMArrayTypeKind => {
            let element = llvm::get_element_type(ty);
            let mut values = Vec::with_capacity(items.len());
            for &item in items {
                values.push(constant_of(ctx, item, element)?);
            }
            Ok(llvm::const_array2(element, &values))
        }
        _ => Err(format!(
            "cannot be converted to LLVM IR: attribute '{}'",
            dialectic::text::print::attr_to_string(ctx, attr)
        )),
    }
}

/// A type's element type if it is a vector, else the type.
fn scalar_of<'ctx>(ty: llvm::AnyType<'ctx>) -> llvm::AnyType<'ctx> {
    match llvm::get_type_kind(ty) {
        LLVMTypeKind::LLVMVectorTypeKind | LLVMTypeKind::LLVMScalableVectorTypeKind => {
            llvm::get_element_type(ty)
        }
        _ => ty,
    }
}

/// `value` splatted over `ty` when it is a vector.
fn splat_if_vector<'ctx>(ty: llvm::AnyType<'ctx>, value: AnyValue<'ctx>) -> AnyValue<'ctx> {
    match llvm::get_type_kind(ty) {
        LLVMTypeKind::LLVMVectorTypeKind => {
            let items = vec![value; llvm::get_vector_size(ty) as usize];
            llvm::const_vector(&items)
        }
        _ => value,
    }
}

/// An integer constant of type `ty` from little-endian 64-bit words.
fn const_int_words<'ctx>(ty: llvm::AnyType<'ctx>, words: &[u64]) -> AnyValue<'ctx> {
    llvm::const_int_of_arbitrary_precision(ty, words)
}

/// A scalar integer or float constant of type `ty` from its bits.
fn const_from_bits<'ctx>(ty: llvm::AnyType<'ctx>, bits: u128) -> AnyValue<'ctx> {
    let words = [bits as u64, (bits >> 64) as u64];
    match llvm::get_type_kind(ty) {
        LLVMTypeKind::LLVMIntegerTypeKind => const_int_words(ty, &words),
        LLVMTypeKind::LLVMPointerTypeKind => llvm::const_null(ty),
        _ => {
            let width = float_width(ty);
            let int = llvm::int_type_in_context_of(ty, width);
            llvm::const_bit_cast(const_int_words(int, &words), ty)
        }
    }
}

/// Known bit width of a scalar type, from its kind.
fn float_width<'ctx>(ty: llvm::AnyType<'ctx>) -> u32 {
    match llvm::get_type_kind(ty) {
        LLVMTypeKind::LLVMHalfTypeKind | LLVMTypeKind::LLVMBFloatTypeKind => 16,
        LLVMTypeKind::LLVMFloatTypeKind => 32,
        LLVMTypeKind::LLVMDoubleTypeKind => 64,
        LLVMTypeKind::LLVMX86_FP80TypeKind => 80,
        _ => 128,
    }
}

/// The constant of a (nested) array or vector type from dense bits, taken
/// in row-major order from `next` (a single entry is a splat).
fn dense_constant<'ctx>(
    ty: llvm::AnyType<'ctx>,
    bits: &[u128],
    next: &mut usize,
) -> AnyValue<'ctx> {
    match llvm::get_type_kind(ty) {
        LLVMTypeKind::LLVMArrayTypeKind => {
            let element = llvm::get_element_type(ty);
            let items: Vec<AnyValue<'_>> = (0..llvm::get_array_length2(ty))
                .map(|_| dense_constant(element, bits, next))
                .collect();
            llvm::const_array2(element, &items)
        }
        LLVMTypeKind::LLVMVectorTypeKind => {
            let element = llvm::get_element_type(ty);
            let items: Vec<AnyValue<'_>> = (0..llvm::get_vector_size(ty))
                .map(|_| dense_constant(element, bits, next))
                .collect();
            llvm::const_vector(&items)
        }
        _ => {
            let value = if bits.len() == 1 {
                bits[0]
            } else {
                bits.get(*next).copied().unwrap_or(0)
            };
            *next += 1;
            const_from_bits(ty, value)
        }
    }
}
