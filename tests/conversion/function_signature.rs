//! Converting the signature of a `func.func` with a pattern's type
//! converter (MLIR's `populateAnyFunctionOpInterfaceTypeConversionPattern`):
//! the argument types through a signature conversion of the body's blocks,
//! the result types one after the other, the `function_type` updated in
//! place.

use dialectic::rewrite::MatchResult;
use dialectic::rewrite::conversion::{
    ConversionPattern, ConversionPatternRewriter, SignatureConversion, TypeConverter,
};
use dialectic::{Context, Ir, OpId, Type, TypeKind, Value};
use std::sync::Arc;

/// The signature conversion pattern for `func.func`.
pub struct FunctionSignature(pub Arc<TypeConverter>);

impl ConversionPattern for FunctionSignature {
    fn root(&self) -> Option<&str> {
        Some("func.func")
    }

    fn type_converter(&self) -> Option<&TypeConverter> {
        Some(&self.0)
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        _operands: &[Value],
        rewriter: &mut ConversionPatternRewriter<'_>,
    ) -> MatchResult {
        let ctx = rewriter.context();
        let (inputs, results) = function_type(ctx, rewriter.ir(), op)?;
        let mut conversion = SignatureConversion::new(inputs.len());
        for (i, &ty) in inputs.iter().enumerate() {
            self.0.convert_signature_arg(ctx, i, ty, &mut conversion)?;
        }
        let new_results = self.0.convert_types(ctx, &results)?;
        let body = rewriter.ir().regions(op)[0];
        rewriter
            .convert_region_types(body, Some(&conversion))
            .ok()?;
        let new_type = ctx.function_type(conversion.converted_types().to_vec(), new_results);
        rewriter.modify_op_in_place(op, |ir| set_function_type(ctx, ir, op, new_type));
        Some(())
    }
}

/// The inputs and results of `op`'s `function_type`.
pub fn function_type(ctx: &Context, ir: &Ir, op: OpId) -> Option<(Vec<Type>, Vec<Type>)> {
    let attr = dialectic::op_support::inherent_or_discardable(ctx, ir, op, "function_type")?;
    let ty = dialectic::op_support::type_of(ctx, attr)?;
    match ctx.type_kind(ty) {
        TypeKind::Function { inputs, results } => Some((inputs.clone(), results.clone())),
        _ => None,
    }
}

fn set_function_type(ctx: &Context, ir: &mut Ir, op: OpId, ty: Type) {
    let name = ctx.ident("function_type");
    let mut entries = ir
        .op_properties(op)
        .map(|p| ctx.dictionary_entries(p).to_vec())
        .unwrap_or_default();
    entries.retain(|(n, _)| *n != name);
    entries.push((name, ctx.type_attr(ty)));
    ir.set_op_properties(op, Some(ctx.dictionary_attr(entries)));
}
