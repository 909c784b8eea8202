//! The values that are no instructions: the verifiers of
//! `llvm.mlir.constant` (which attributes make constants of which types)
//! and `llvm.mlir.zero`, and the symbol check of `llvm.mlir.addressof`.

use super::super::{
    AddressOfOp, ConstantOp, LLVMArrayType, LLVMFixedVectorType, LLVMPointerType,
    LLVMScalableVectorType, LLVMStructType, LLVMTargetExtType, ZeroOp,
};
use crate::interfaces::SymbolUserOpInterface;
use crate::op_support::{
    self, AttrKind, Attribute, Context, Ir, OpError, OpId, OpTraits, OpVerifier,
    SymbolTableCollection, Type, TypeKind,
};

/// Whether a target extension type has a zero value (LLVM gives one to
/// the `spirv.` types only).
fn has_zero_init(ctx: &Context, ty: Type) -> bool {
    LLVMTargetExtType::ext_type_name(ctx, ty).is_some_and(|name| name.starts_with("spirv."))
}

impl OpVerifier for ZeroOp {
    fn verify(ctx: &Context, ir: &Ir, op: OpId) -> Result<(), OpError> {
        let Some(result) = ir.results(op).next() else {
            return Ok(());
        };
        let ty = ir.value_type(result);
        if LLVMTargetExtType::is(ctx, ty) && !has_zero_init(ctx, ty) {
            return Err("target extension type does not support zero-initializer".into());
        }
        Ok(())
    }
}

/// Whether `ty` is a vector (builtin or LLVM) or an LLVM array.
fn is_vector_or_array(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::Vector { .. })
        || LLVMArrayType::is(ctx, ty)
        || LLVMFixedVectorType::is(ctx, ty)
        || LLVMScalableVectorType::is(ctx, ty)
}

/// MLIR's `ConstantOp::verify` for a struct type: two members of one
/// integer or 16, 32 or 64-bit float type, given as an array of two
/// attributes of one type (a complex number).
fn verify_struct_constant(ctx: &Context, ty: Type, value: Attribute) -> Result<(), OpError> {
    let members = LLVMStructType::body(ctx, ty).unwrap_or_default();
    let [first, second] = members else {
        return Err(OpError::error(
            "expected struct type with two elements of the same type, the type of a complex constant",
        ));
    };
    if first != second {
        return Err(OpError::error(
            "expected struct type with two elements of the same type, the type of a complex constant",
        ));
    }
    let AttrKind::Array(parts) = ctx.attr_kind(value) else {
        return Err(
            "expected array attribute with two elements, representing a complex constant".into(),
        );
    };
    let [re, im] = parts.as_slice() else {
        return Err(
            "expected array attribute with two elements, representing a complex constant".into(),
        );
    };
    let (re, im) = (
        op_support::attribute_type(ctx, *re),
        op_support::attribute_type(ctx, *im),
    );
    if re.is_none() || re != im {
        return Err("expected array attribute with two elements of the same type".into());
    }
    let element_ok = match ctx.type_kind(*first) {
        TypeKind::Integer { .. } => true,
        TypeKind::Float(s) => ["f16", "f32", "f64"].contains(&s.keyword()),
        _ => false,
    };
    if !element_ok {
        return Err(OpError::error(
            "expected struct element types to be floating point type or integer type",
        ));
    }
    Ok(())
}

impl OpVerifier for ConstantOp {
    /// MLIR 19's `ConstantOp::verify`.
    fn verify(ctx: &Context, ir: &Ir, op: OpId) -> Result<(), OpError> {
        let Some(result) = ir.results(op).next() else {
            return Ok(());
        };
        let ty = ir.value_type(result);
        let value = ConstantOp(op).value(ctx, ir);
        let kind = ctx.attr_kind(value);
        if let AttrKind::String { value: text, .. } = kind {
            let count = text.len();
            let fits = LLVMArrayType::num_elements(ctx, ty) == Some(count as u64)
                && LLVMArrayType::element_type(ctx, ty) == Some(ctx.integer_type(8));
            if !fits {
                return Err(format!(
                    "expected array type of {count} i8 elements for the string constant"
                )
                .into());
            }
            return Ok(());
        }
        if LLVMStructType::is(ctx, ty) {
            return verify_struct_constant(ctx, ty, value);
        }
        if LLVMTargetExtType::is(ctx, ty) {
            return Err("does not support target extension type.".into());
        }
        let is_integer_type = matches!(ctx.type_kind(ty), TypeKind::Integer { .. });
        match kind {
            AttrKind::Integer { .. } => {
                if !is_integer_type {
                    return Err("expected integer type".into());
                }
            }
            AttrKind::Float { ty: attr_type, .. } => {
                let width = ctx.int_or_float_width(*attr_type).unwrap_or(0);
                if matches!(ctx.type_kind(ty), TypeKind::Float(_))
                    && ctx.int_or_float_width(ty) != Some(width)
                {
                    return Err(format!("expected float type of width {width}").into());
                }
                if is_integer_type && ctx.int_or_float_width(ty) != Some(width) {
                    return Err(format!("expected integer type of width {width}").into());
                }
            }
            AttrKind::DenseElements { splat, .. } => {
                if *splat && !is_vector_or_array(ctx, ty) {
                    return Err("expected vector or array type".into());
                }
            }
            AttrKind::Array(_) => {}
            _ => {
                return Err("only supports integer, float, string or elements attributes".into());
            }
        }
        Ok(())
    }
}

/// The closest ancestor of `op` that is a symbol table isolated from above
/// (MLIR's `parentLLVMModule`).
fn enclosing_module(ctx: &Context, ir: &Ir, op: OpId) -> Option<OpId> {
    let mut parent = ir.parent_op(op);
    while let Some(p) = parent {
        let traits = ctx.op_traits(ir.op_name(p));
        if traits.is_some_and(|t| {
            t.contains(OpTraits::SYMBOL_TABLE) && t.contains(OpTraits::ISOLATED_FROM_ABOVE)
        }) {
            return Some(p);
        }
        parent = ir.parent_op(p);
    }
    None
}

impl SymbolUserOpInterface for AddressOfOp {
    /// MLIR 19's `AddressOfOp::verifySymbolUses`: the symbol is an
    /// `llvm.mlir.global` (in the pointer's address space) or an
    /// `llvm.func`.
    fn verify_symbol_uses(
        &self,
        ctx: &Context,
        ir: &Ir,
        symbols: &SymbolTableCollection,
    ) -> Result<(), OpError> {
        let op = self.0;
        let name = self.global_name(ctx, ir);
        let symbol = enclosing_module(ctx, ir, op)
            .and_then(|module| symbols.lookup_symbol_in(ctx, ir, module, name.as_bytes()));
        let kind = symbol.map(|s| ctx.ident_str(ir.op_name(s)));
        match (symbol, kind) {
            (Some(global), Some("llvm.mlir.global")) => {
                let space = op_support::inherent_or_discardable(ctx, ir, global, "addr_space")
                    .and_then(|a| op_support::integer_of(ctx, a))
                    .unwrap_or(0);
                let pointer = ir
                    .results(op)
                    .next()
                    .and_then(|r| LLVMPointerType::address_space(ctx, ir.value_type(r)));
                if pointer.map(i128::from) != Some(space) {
                    return Err(
                        "pointer address space must match address space of the referenced global"
                            .into(),
                    );
                }
                Ok(())
            }
            (Some(_), Some("llvm.func")) => Ok(()),
            _ => Err("must reference a global defined by 'llvm.mlir.global' or 'llvm.func'".into()),
        }
    }
}
