//! The `toy` dialect, from this crate's `td/toy.td`, with the verifier of
//! `toy.constant` (the attribute's type is the result's), the shape
//! `toy.transpose` infers (the operand's, reversed), and shape inference
//! over a program: any op implementing `ShapeInference`, found at run time.

// ANCHOR: verifier
use dialectic::op_support::{self, OpError, OpVerifier};
use dialectic::storage::walk::WalkOrder;
use dialectic::{Context, Ir, OpId, Type, TypeKind};

dialectic::dialect!("td/toy.td");

impl OpVerifier for ConstantOp {
    fn verify(ctx: &Context, ir: &Ir, op: OpId) -> Result<(), OpError> {
        let value = ConstantOp(op).value(ctx, ir);
        let attr_type = op_support::attribute_type(ctx, value);
        let result_type = ir.results(op).next().map(|r| ir.value_type(r));
        if attr_type != result_type {
            return Err("return type must match the one of the attached value attribute".into());
        }
        Ok(())
    }
}
// ANCHOR_END: verifier

// ANCHOR: shape_inference
impl ShapeInference for TransposeOp {
    /// The operand's shape reversed, once the operand has a rank.
    fn inferred_type(&self, ctx: &Context, ir: &Ir) -> Option<Type> {
        let input = ir.value_type(self.input(ctx, ir));
        let TypeKind::RankedTensor { shape, element, .. } = ctx.type_kind(input) else {
            return None;
        };
        Some(ctx.intern_type(TypeKind::RankedTensor {
            shape: shape.iter().rev().copied().collect(),
            element: *element,
            encoding: None,
        }))
    }
}

/// Infers the result shapes of the ops nested in `top`, in order: every op
/// whose definition implements `ShapeInference`, whichever it is.
pub fn infer_shapes(ctx: &Context, ir: &mut Ir, top: OpId) {
    let mut ops = Vec::new();
    ir.walk(top, WalkOrder::PreOrder, |op| ops.push(op));
    for op in ops {
        if let Some(op) = ctx.op_interface::<dyn ShapeInference>(ir, op) {
            op.infer_shapes(ctx, ir);
        }
    }
}
// ANCHOR_END: shape_inference

// ANCHOR: fold
use dialectic::op_support::{OpCanonicalizer, OpConstantValue, OpFolder};
use dialectic::rewrite::const_fold::const_fold_binary;
use dialectic::rewrite::{
    MatchResult, OpFoldResult, OpRewritePattern, PatternRewriter, RewritePatternSet,
};
use dialectic::storage::builder::OpBuilder;
use dialectic::storage::float::ApFloat;
use dialectic::storage::ir::Location;
use dialectic::{AttrKind, Attribute};

/// A constant's value is what it folds to.
impl OpConstantValue for ConstantOp {
    fn constant_value(self, ctx: &Context, ir: &Ir) -> Option<Attribute> {
        Some(self.value(ctx, ir))
    }
}

/// `toy.add` of two constants: their element-wise sum.
impl OpFolder for AddOp {
    fn fold(self, ctx: &Context, _: &mut Ir, operands: AddOpFoldAdaptor) -> Option<OpFoldResult> {
        let sum = const_fold_binary(
            ctx,
            operands.lhs(),
            operands.rhs(),
            None,
            |a: &ApFloat, b: &ApFloat| Some(*a + *b),
        )?;
        Some(sum.into())
    }
}

/// Folded values become `toy.constant`s.
pub fn materialize_constant(
    ctx: &Context,
    builder: &mut OpBuilder<'_>,
    value: Attribute,
    _ty: Type,
    loc: Location,
) -> Option<OpId> {
    if !matches!(ctx.attr_kind(value), AttrKind::DenseElements { .. }) {
        return None;
    }
    Some(
        ConstantOp::builder(ctx)
            .value(value)
            .loc(loc)
            .build(builder)
            .0,
    )
}
// ANCHOR_END: fold

// ANCHOR: canonicalize
/// `transpose(transpose(x)) -> x` (MLIR's `SimplifyRedundantTranspose`).
struct SimplifyRedundantTranspose;

impl OpRewritePattern for SimplifyRedundantTranspose {
    type Op = TransposeOp;

    fn match_and_rewrite(
        &self,
        op: TransposeOp,
        rewriter: &mut PatternRewriter<'_>,
    ) -> MatchResult {
        let (ctx, ir) = (rewriter.context(), rewriter.ir());
        let inner = TransposeOp::from_op(ctx, ir, ir.defining_op(op.input(ctx, ir))?)?;
        let x = inner.input(ctx, ir);
        rewriter.replace_op(op.0, &[x]);
        Some(())
    }
}

impl OpCanonicalizer for TransposeOp {
    fn canonicalization_patterns(patterns: &mut RewritePatternSet, _: &Context) {
        patterns.add(SimplifyRedundantTranspose);
    }
}
// ANCHOR_END: canonicalize

// ANCHOR: struct_size
/// The bytes of a `!toy.struct`: its elements' sizes and its padding
/// (`f64`s and tensors of them with a static shape; nested types through
/// their own `SizedType`).
impl SizedType for StructType {
    fn size_in_bytes(&self, ctx: &Context, ty: Type) -> u64 {
        let elements = StructType::element_types(ctx, ty).unwrap_or_default();
        let padding = StructType::padding(ctx, ty).unwrap_or(0);
        elements
            .into_iter()
            .map(|t| value_size(ctx, t))
            .sum::<u64>()
            + padding
    }
}

/// 8 bytes per `f64`; a tensor's elements if its shape is static.
fn value_size(ctx: &Context, ty: Type) -> u64 {
    if let Some(sized) = ctx.type_interface::<dyn SizedType>(ty) {
        return sized.size_in_bytes(ctx, ty);
    }
    match ctx.type_kind(ty) {
        TypeKind::RankedTensor { shape, .. } if shape.iter().all(|&d| d >= 0) => {
            8 * shape.iter().map(|&d| d as u64).product::<u64>()
        }
        TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. } => 0,
        _ => 8,
    }
}
// ANCHOR_END: struct_size
