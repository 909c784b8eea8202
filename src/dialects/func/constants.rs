//! `func.constant` as a constant (its symbol reference, what it folds to),
//! the dialect's constant materializer for folded function references
//! (MLIR's `FuncDialect::materializeConstant`), and the canonicalization
//! of `func.call_indirect` of a `func.constant` into `func.call`.

use super::{CallIndirectOp, CallOp, ConstantOp};
use crate::op_support::{
    self, AttrKind, Attribute, Context, Ir, Location, MatchResult, OpBuilder, OpCanonicalize,
    OpConstantValue, OpId, OperationState, PatternRewriter, Type, TypeKind, Value, constant_value,
};

impl OpConstantValue for ConstantOp {
    fn constant_value(self, ctx: &Context, ir: &Ir) -> Option<Attribute> {
        op_support::inherent_or_discardable(ctx, ir, self.0, "value")
    }
}

/// Whether `value` is a reference to a symbol without nested references.
fn is_flat_symbol_ref(ctx: &Context, value: Attribute) -> bool {
    matches!(ctx.attr_kind(value), AttrKind::SymbolRef { nested, .. } if nested.is_empty())
}

/// Builds `func.constant value : ty` when `value` is a flat symbol
/// reference and `ty` a function type.
pub fn materialize_constant(
    ctx: &Context,
    builder: &mut OpBuilder<'_>,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<OpId> {
    if !is_flat_symbol_ref(ctx, value) || !matches!(ctx.type_kind(ty), TypeKind::Function { .. }) {
        return None;
    }
    let mut state = OperationState::new(ctx, ConstantOp::NAME, loc);
    state.properties = Some(ctx.dictionary_attr(vec![(ctx.ident("value"), value)]));
    state.result_types.push(ty);
    Some(builder.create(state))
}

impl OpCanonicalize for CallIndirectOp {
    /// `call_indirect` of a constant function becomes a direct `call`.
    fn canonicalize(self, rewriter: &mut PatternRewriter<'_>) -> MatchResult {
        let (ctx, ir) = (rewriter.context(), rewriter.ir());
        let callee = constant_value(ctx, ir, self.callee(ctx, ir))?;
        if !matches!(ctx.attr_kind(callee), AttrKind::SymbolRef { .. }) {
            return None;
        }
        let operands: Vec<Value> = self.callee_operands(ctx, ir);
        let result_types: Vec<Type> = ir.results(self.0).map(|r| ir.value_type(r)).collect();
        let loc = ir.op_loc(self.0);
        let mut state = OperationState::new(ctx, CallOp::NAME, loc);
        state.properties = Some(ctx.dictionary_attr(vec![(ctx.ident("callee"), callee)]));
        state.operands = operands;
        state.result_types = result_types;
        let call = rewriter.create(state);
        rewriter.replace_op_with_op(self.0, call);
        Some(())
    }
}
