//! `llvm.getelementptr`: its `custom<GEPIndices>` directive (constant and
//! SSA indices in one list, `%p[%i, 1]`) and its verifier. Constant indices
//! are stored in `rawConstantIndices`; a dynamic index is stored there as
//! [`DYNAMIC_INDEX`] and taken from the dynamic operands in order.

use dialectic_runtime::ods::DirectiveArg;
use dialectic_runtime::ods::segments::I32Values;
use dialectic_runtime::parse::lexer::TokenKind;
use dialectic_runtime::parse::{OpParser, PResult, UnresolvedOperand};
use dialectic_runtime::print::OpPrinter;
use dialectic_runtime::types::TypeKind;
use dialectic_runtime::{AttrKind, Attribute, Context, Ir, OpId, Type, Value};

use super::super::{GEPIndicesDirective, GEPOp, LLVMArrayType, LLVMStructType};
use super::quoted;
use crate::op_support::{CustomFormatDirective, OpError, OpVerifier};

/// The marker of a dynamic index in `rawConstantIndices` (MLIR's
/// `GEPOp::kDynamicIndex`, the smallest i32).
pub const DYNAMIC_INDEX: i32 = i32::MIN;

/// The values of an `array<i32: ...>` attribute.
fn dense_i32_values(ctx: &Context, attr: Attribute) -> I32Values {
    match ctx.attr_kind(attr) {
        AttrKind::DenseArray { values, .. } => values.iter().map(|&v| v as u32 as i32).collect(),
        _ => I32Values::new(),
    }
}

/// `array<i32: ...>` of `values`.
fn dense_i32_attr(ctx: &Context, values: &[i32]) -> Attribute {
    ctx.intern_attr(AttrKind::DenseArray {
        element: ctx.integer_type(32),
        values: values.iter().map(|&v| u128::from(v as u32)).collect(),
    })
}

impl CustomFormatDirective for GEPIndicesDirective {
    /// MLIR's `printGEPIndices`: the indices in order, constants as integers.
    fn print(p: &mut OpPrinter<'_>, _op: OpId, args: &[DirectiveArg<Value>]) {
        let [dynamic, raw] = args else {
            return;
        };
        let Some(raw) = raw.attribute() else {
            return;
        };
        let mut dynamic = dynamic.operands().into_iter();
        let raw = dense_i32_values(p.context(), raw);
        for (i, index) in raw.into_iter().enumerate() {
            if i > 0 {
                p.out().push_str(", ");
            }
            if index == DYNAMIC_INDEX {
                if let Some(value) = dynamic.next() {
                    p.print_value(value);
                }
            } else {
                p.out().push_str(&index.to_string());
            }
        }
    }

    /// MLIR's `parseGEPIndices`: a comma-separated list of 32-bit integers and
    /// operands.
    fn parse<'s>(
        p: &mut OpParser<'_, 's>,
        args: &mut [DirectiveArg<UnresolvedOperand<'s>>],
    ) -> PResult<bool> {
        let mut operands = Vec::new();
        let mut raw = I32Values::new();
        loop {
            if p.at_integer() {
                // A 32-bit integer always fits.
                let value = p.parse_integer_of_width(32)?;
                raw.push(i32::try_from(value).unwrap_or(DYNAMIC_INDEX));
            } else {
                raw.push(DYNAMIC_INDEX);
                operands.push(p.parse_operand()?);
            }
            if !p.eat(TokenKind::Comma) {
                break;
            }
        }
        let attr = dense_i32_attr(p.context(), &raw);
        if let [dynamic, constants] = args {
            *dynamic = DirectiveArg::Operands(operands);
            *constants = DirectiveArg::Attribute(Some(attr));
        }
        Ok(true)
    }
}

/// An index of a GEP: a constant or a dynamic value.
#[derive(Clone, Copy)]
enum Index {
    Constant(i32),
    Dynamic,
}

/// MLIR's `verifyStructIndices`: walking `ty` with the indices after the
/// first, struct members are picked by constants in bounds, vectors and
/// arrays by anything, and nothing else can be indexed.
fn verify_struct_indices(ctx: &Context, mut ty: Type, indices: &[Index]) -> Result<(), OpError> {
    for (position, index) in indices.iter().enumerate().skip(1) {
        if LLVMStructType::is(ctx, ty) {
            let members = LLVMStructType::body(ctx, ty).unwrap_or_default();
            let Index::Constant(index) = *index else {
                return Err(
                    format!("expected index {position} indexing a struct to be constant").into(),
                );
            };
            let Some(&member) = usize::try_from(index).ok().and_then(|i| members.get(i)) else {
                return Err(format!("index {position} indexing a struct is out of bounds").into());
            };
            ty = member;
        } else if let TypeKind::Vector { element, .. } = ctx.type_kind(ty) {
            ty = *element;
        } else if let Some(element) = LLVMArrayType::element_type(ctx, ty) {
            ty = element;
        } else {
            return Err(format!(
                "type {} cannot be indexed (index #{position})",
                quoted(ctx, ty)
            )
            .into());
        }
    }
    Ok(())
}

impl OpVerifier for GEPOp {
    /// MLIR's `GEPOp::verify`.
    fn verify(ctx: &Context, ir: &Ir, op: OpId) -> Result<(), OpError> {
        let gep = GEPOp(op);
        let raw = dense_i32_values(ctx, gep.raw_constant_indices(ctx, ir));
        let dynamic = raw.iter().filter(|&&i| i == DYNAMIC_INDEX).count();
        if dynamic != gep.dynamic_indices(ctx, ir).len() {
            return Err(
                "expected as many dynamic indices as specified in 'rawConstantIndices'".into(),
            );
        }
        let indices: Vec<Index> = raw
            .iter()
            .map(|&i| {
                if i == DYNAMIC_INDEX {
                    Index::Dynamic
                } else {
                    Index::Constant(i)
                }
            })
            .collect();
        verify_struct_indices(ctx, gep.elem_type(ctx, ir), &indices)
    }
}
