//! Attributes as LLVM IR constants: integers, floats, strings, dense
//! elements (nested arrays and vectors, splats), and arrays of those as
//! structs, as `llvm.mlir.constant` and global initializers hold them.

use dialectic::runtime::storage::attributes::{AttrKind, DenseElements};
use dialectic::{Attribute, Context};
use inkwell::llvm_sys::LLVMTypeKind;
use inkwell::llvm_sys::core::*;
use inkwell::llvm_sys::prelude::{LLVMTypeRef, LLVMValueRef};

/// The constant of LLVM type `ty` that `attr` holds, or why it has none.
pub fn constant_of(
    ctx: &Context,
    attr: Attribute,
    ty: LLVMTypeRef,
) -> Result<LLVMValueRef, String> {
    // SAFETY: `ty` is a type of a live context; constants are created in it.
    unsafe {
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
            AttrKind::String { value, .. } => Ok(LLVMConstStringInContext2(
                LLVMGetTypeContext(ty),
                value.as_ptr().cast(),
                value.len(),
                1,
            )),
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
            } if LLVMGetTypeKind(ty) == LLVMTypeKind::LLVMArrayTypeKind => {
                let element = LLVMGetElementType(ty);
                let count = LLVMGetArrayLength2(ty) as usize;
                let mut items: Vec<LLVMValueRef> = (0..count)
                    .map(|i| {
                        let s = &strings[i % strings.len().max(1)];
                        LLVMConstStringInContext2(
                            LLVMGetTypeContext(ty),
                            s.as_ptr().cast(),
                            s.len(),
                            1,
                        )
                    })
                    .collect();
                Ok(LLVMConstArray2(
                    element,
                    items.as_mut_ptr(),
                    items.len() as u64,
                ))
            }
            AttrKind::Array(items) if LLVMGetTypeKind(ty) == LLVMTypeKind::LLVMStructTypeKind => {
                let count = LLVMCountStructElementTypes(ty) as usize;
                if count != items.len() {
                    return Err("struct constant with a wrong number of elements".into());
                }
                let mut values = Vec::with_capacity(count);
                for (i, &item) in items.iter().enumerate() {
                    values.push(constant_of(
                        ctx,
                        item,
                        LLVMStructGetTypeAtIndex(ty, i as u32),
                    )?);
                }
                Ok(LLVMConstNamedStruct(
                    ty,
                    values.as_mut_ptr(),
                    values.len() as u32,
                ))
            }
            AttrKind::Array(items) if LLVMGetTypeKind(ty) == LLVMTypeKind::LLVMArrayTypeKind => {
                let element = LLVMGetElementType(ty);
                let mut values = Vec::with_capacity(items.len());
                for &item in items {
                    values.push(constant_of(ctx, item, element)?);
                }
                Ok(LLVMConstArray2(
                    element,
                    values.as_mut_ptr(),
                    values.len() as u64,
                ))
            }
            _ => Err(format!(
                "cannot be converted to LLVM IR: attribute '{}'",
                dialectic::text::print::attr_to_string(ctx, attr)
            )),
        }
    }
}

/// A type's element type if it is a vector, else the type.
unsafe fn scalar_of(ty: LLVMTypeRef) -> LLVMTypeRef {
    // SAFETY: `ty` is a live type.
    unsafe {
        match LLVMGetTypeKind(ty) {
            LLVMTypeKind::LLVMVectorTypeKind | LLVMTypeKind::LLVMScalableVectorTypeKind => {
                LLVMGetElementType(ty)
            }
            _ => ty,
        }
    }
}

/// `value` splatted over `ty` when it is a vector.
unsafe fn splat_if_vector(ty: LLVMTypeRef, value: LLVMValueRef) -> LLVMValueRef {
    // SAFETY: `ty` and `value` are live.
    unsafe {
        match LLVMGetTypeKind(ty) {
            LLVMTypeKind::LLVMVectorTypeKind => {
                let mut items = vec![value; LLVMGetVectorSize(ty) as usize];
                LLVMConstVector(items.as_mut_ptr(), items.len() as u32)
            }
            _ => value,
        }
    }
}

/// An integer constant of type `ty` from little-endian 64-bit words.
unsafe fn const_int_words(ty: LLVMTypeRef, words: &[u64]) -> LLVMValueRef {
    // SAFETY: `ty` is an integer type.
    unsafe { LLVMConstIntOfArbitraryPrecision(ty, words.len() as u32, words.as_ptr()) }
}

/// A scalar integer or float constant of type `ty` from its bits.
unsafe fn const_from_bits(ty: LLVMTypeRef, bits: u128) -> LLVMValueRef {
    // SAFETY: `ty` is a scalar type of a live context.
    unsafe {
        let words = [bits as u64, (bits >> 64) as u64];
        match LLVMGetTypeKind(ty) {
            LLVMTypeKind::LLVMIntegerTypeKind => const_int_words(ty, &words),
            LLVMTypeKind::LLVMPointerTypeKind => LLVMConstNull(ty),
            _ => {
                let width = LLVMSizeOfTypeInBits(ty);
                let int = LLVMIntTypeInContext(LLVMGetTypeContext(ty), width);
                LLVMConstBitCast(const_int_words(int, &words), ty)
            }
        }
    }
}

/// Known bit width of a scalar type, from its kind.
#[allow(non_snake_case)]
unsafe fn LLVMSizeOfTypeInBits(ty: LLVMTypeRef) -> u32 {
    // SAFETY: `ty` is a live type.
    unsafe {
        match LLVMGetTypeKind(ty) {
            LLVMTypeKind::LLVMHalfTypeKind | LLVMTypeKind::LLVMBFloatTypeKind => 16,
            LLVMTypeKind::LLVMFloatTypeKind => 32,
            LLVMTypeKind::LLVMDoubleTypeKind => 64,
            LLVMTypeKind::LLVMX86_FP80TypeKind => 80,
            _ => 128,
        }
    }
}

/// The constant of a (nested) array or vector type from dense bits, taken
/// in row-major order from `next` (a single entry is a splat).
unsafe fn dense_constant(ty: LLVMTypeRef, bits: &[u128], next: &mut usize) -> LLVMValueRef {
    // SAFETY: `ty` is a live type; constants are created in its context.
    unsafe {
        match LLVMGetTypeKind(ty) {
            LLVMTypeKind::LLVMArrayTypeKind => {
                let element = LLVMGetElementType(ty);
                let mut items: Vec<LLVMValueRef> = (0..LLVMGetArrayLength2(ty))
                    .map(|_| dense_constant(element, bits, next))
                    .collect();
                LLVMConstArray2(element, items.as_mut_ptr(), items.len() as u64)
            }
            LLVMTypeKind::LLVMVectorTypeKind => {
                let element = LLVMGetElementType(ty);
                let mut items: Vec<LLVMValueRef> = (0..LLVMGetVectorSize(ty))
                    .map(|_| dense_constant(element, bits, next))
                    .collect();
                LLVMConstVector(items.as_mut_ptr(), items.len() as u32)
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
}
