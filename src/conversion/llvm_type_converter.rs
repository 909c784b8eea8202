//! The type converter of the conversions to the LLVM dialect (MLIR's
//! `LLVMTypeConverter`, for the builtin types that scalar and vector code
//! uses): `index` becomes an integer of the index bitwidth, integers and
//! floats stay, one-dimensional vectors of them keep their shape with
//! converted elements, n-D vectors become nested arrays of their
//! innermost vectors, function types become pointers, the LLVM
//! dialect's own types stay; anything else does not convert. Every materialization is a
//! `builtin.unrealized_conversion_cast`, left for
//! `reconcile-unrealized-casts`.

use dialectic_runtime::rewrite::conversion::{TypeConverter, UNREALIZED_CONVERSION_CAST};
use dialectic_runtime::storage::builder::OpBuilder;
use dialectic_runtime::storage::ir::Location;
use dialectic_runtime::{Context, Ir, OpId, OperationState, Type, TypeKind, Value};

use crate::dialects::llvm::types::llvm_type;
use crate::dialects::llvm::{LLVMArrayType, LLVMPointerType};
use crate::interfaces::data_layout::DataLayout;

/// The index bitwidth of a conversion: the `index-bitwidth` option when
/// it is not 0, else the size of `index` in the data layout in force at
/// `op` (64 bits by default).
pub fn index_bitwidth_at(ctx: &Context, ir: &Ir, op: OpId, option: u32) -> u32 {
    if option != 0 {
        return option;
    }
    DataLayout::at_or_above(ctx, ir, op)
        .type_size_in_bits(ctx, ctx.index_type())
        .map_or(64, |bits| bits as u32)
}

/// The converter to LLVM types with `index_bitwidth`-bit indices.
pub fn llvm_type_converter(index_bitwidth: u32) -> TypeConverter {
    let mut converter = TypeConverter::new();
    converter.add_type_conversion(move |ctx, ty| convert(ctx, ty, index_bitwidth).map(Some));
    converter.add_source_materialization(cast);
    converter.add_target_materialization(cast);
    converter.add_argument_materialization(cast);
    converter
}

/// `ty` as an LLVM-compatible type, `None` when the converter does not
/// apply to it (it then fails).
fn convert(ctx: &Context, ty: Type, index_bitwidth: u32) -> Option<Type> {
    match ctx.type_kind(ty) {
        TypeKind::Index => Some(ctx.integer_type(index_bitwidth)),
        TypeKind::Integer { .. } | TypeKind::Float(_) => Some(ty),
        TypeKind::Vector {
            shape,
            scalable,
            element,
        } if shape.len() == 1 => {
            let element = convert(ctx, *element, index_bitwidth)?;
            Some(ctx.intern_type(TypeKind::Vector {
                shape: shape.clone(),
                scalable: scalable.clone(),
                element,
            }))
        }
        // An n-D vector is nested arrays of its innermost vectors; only
        // the last dimension may be scalable.
        TypeKind::Vector {
            shape,
            scalable,
            element,
        } if !shape.is_empty() => {
            if scalable[..scalable.len().saturating_sub(1)]
                .iter()
                .any(|&s| s)
            {
                return None;
            }
            let element = convert(ctx, *element, index_bitwidth)?;
            let mut ty = ctx.intern_type(TypeKind::Vector {
                shape: vec![*shape.last()?],
                scalable: scalable.last().map(|&s| vec![s]).unwrap_or_default(),
                element,
            });
            for &size in shape[..shape.len() - 1].iter().rev() {
                ty = LLVMArrayType::get(ctx, ty, size as u64);
            }
            Some(ty)
        }
        // A function value is a pointer, when its signature converts.
        TypeKind::Function { inputs, results } => {
            for &t in inputs.iter().chain(results) {
                convert(ctx, t, index_bitwidth)?;
            }
            Some(LLVMPointerType::get(ctx, 0))
        }
        _ if llvm_type(ctx, ty).is_some() => Some(ty),
        _ => None,
    }
}

/// Builds `builtin.unrealized_conversion_cast` of `inputs` to `ty`.
fn cast(
    ctx: &Context,
    builder: &mut OpBuilder<'_>,
    ty: Type,
    inputs: &[Value],
    loc: Location,
) -> Option<Value> {
    let mut state = OperationState::new(ctx, UNREALIZED_CONVERSION_CAST, loc);
    state.operands = inputs.to_vec();
    state.result_types = vec![ty];
    let op = builder.create(state);
    Some(builder.ir().result(op, 0))
}
