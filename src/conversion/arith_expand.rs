//! Expanding the arith ops the LLVM lowering has no direct counterpart
//! for (MLIR's `arith-expand` pass, `ExpandOps.cpp`), as a partial
//! conversion in which they are illegal: the rounding divisions become
//! plain divisions with sign and remainder corrections, the integer
//! minimum and maximum a compare and a select, the float minimum and
//! maximum a compare and select with NaN handling, on scalars and on
//! vectors and tensors (with splat constants). With `include-bf16`, the
//! extension of `bf16` to `f32` becomes a shift of its bits, and the
//! truncation of `f32` to `bf16` a rounding to nearest even on the bits
//! with NaN made quiet.

use dialectic_runtime::pass::{PassFailed, PassResult, PassRun};
use dialectic_runtime::rewrite::MatchResult;
use dialectic_runtime::rewrite::conversion::{
    ConversionPattern, ConversionPatternRewriter, ConversionPatternSet, ConversionTarget,
    apply_partial_conversion,
};
use dialectic_runtime::storage::float::FloatSemantics;
use dialectic_runtime::{Context, Ir, OpId, OperationState, Type, TypeKind, Value};

use super::config::conversion_config;
use crate::dialects::arith::{
    AddIOp, AndIOp, CmpFOp, CmpFPredicate, CmpIOp, CmpIPredicate, ConstantOp, DivSIOp, DivUIOp,
    MulIOp, OrIOp, SelectOp, ShLIOp, ShRUIOp, SubIOp,
};
use crate::pass_hooks::PassBody;

/// The ops `arith-expand` makes illegal.
const EXPANDED: &[&str] = &[
    "arith.ceildivsi",
    "arith.ceildivui",
    "arith.floordivsi",
    "arith.maxsi",
    "arith.maxui",
    "arith.minsi",
    "arith.minui",
    "arith.maximumf",
    "arith.minimumf",
    "arith.maxnumf",
    "arith.minnumf",
];

/// Builds arith ops at the rewriter's insertion point.
struct Emit<'r, 'a> {
    rewriter: &'r mut ConversionPatternRewriter<'a>,
}

impl Emit<'_, '_> {
    fn ctx(&self) -> &Context {
        self.rewriter.context()
    }

    /// An integer constant of `ty`, a splat for a vector or tensor.
    fn constant(&mut self, ty: Type, value: i128) -> Value {
        let ctx = self.rewriter.context();
        let attr = match ctx.element_type(ty) {
            Some(element) => {
                let width = match ctx.type_kind(element) {
                    TypeKind::Integer { width, .. } => *width,
                    _ => 64,
                };
                let bits = (value as u128) & (u128::MAX >> (128 - width));
                ctx.dense_bits_attr(ty, vec![bits])
            }
            None => ctx.integer_attr(ty, value),
        };
        let op = ConstantOp::builder(ctx)
            .value(attr)
            .build(&mut self.rewriter.builder());
        op.result(ctx, self.rewriter.ir())
    }

    /// A one-operand arith op `name` (a cast) of `value` to `ty`.
    fn unary(&mut self, name: &str, value: Value, ty: Type) -> Value {
        let ctx = self.rewriter.context();
        let mut state = OperationState::new(ctx, name, ctx.unknown_loc());
        state.operands = vec![value];
        state.result_types = vec![ty];
        let op = self.rewriter.create(state);
        self.rewriter.ir().result(op, 0)
    }

    fn cmpi(&mut self, predicate: CmpIPredicate, lhs: Value, rhs: Value) -> Value {
        let ctx = self.rewriter.context();
        let op = CmpIOp::builder(ctx)
            .predicate(predicate)
            .lhs(lhs)
            .rhs(rhs)
            .build(&mut self.rewriter.builder());
        op.result(ctx, self.rewriter.ir())
    }

    fn cmpf(&mut self, predicate: CmpFPredicate, lhs: Value, rhs: Value) -> Value {
        let ctx = self.rewriter.context();
        let op = CmpFOp::builder(ctx)
            .predicate(predicate)
            .lhs(lhs)
            .rhs(rhs)
            .build(&mut self.rewriter.builder());
        op.result(ctx, self.rewriter.ir())
    }

    fn select(&mut self, condition: Value, on_true: Value, on_false: Value) -> Value {
        let ctx = self.rewriter.context();
        let op = SelectOp::builder(ctx)
            .condition(condition)
            .true_value(on_true)
            .false_value(on_false)
            .build(&mut self.rewriter.builder());
        op.result(ctx, self.rewriter.ir())
    }
}

macro_rules! binary {
    ($name:ident, $op:ident) => {
        impl Emit<'_, '_> {
            fn $name(&mut self, lhs: Value, rhs: Value) -> Value {
                let ctx = self.rewriter.context();
                let op = $op::builder(ctx)
                    .lhs(lhs)
                    .rhs(rhs)
                    .build(&mut self.rewriter.builder());
                op.result(ctx, self.rewriter.ir())
            }
        }
    };
}

binary!(addi, AddIOp);
binary!(subi, SubIOp);
binary!(muli, MulIOp);
binary!(divsi, DivSIOp);
binary!(divui, DivUIOp);
binary!(andi, AndIOp);
binary!(ori, OrIOp);
binary!(shli, ShLIOp);
binary!(shrui, ShRUIOp);

/// Expands one kind of op.
struct Expand {
    op: &'static str,
}

/// Whether `ty` is an integer, index or float type, or a vector or
/// ranked tensor of one (the expansions build their constants as splats
/// of such shapes).
fn is_expandable(ctx: &Context, ty: Type) -> bool {
    let scalar = |t: Type| {
        matches!(
            ctx.type_kind(t),
            TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_)
        )
    };
    match ctx.type_kind(ty) {
        TypeKind::Vector { element, .. } | TypeKind::RankedTensor { element, .. } => {
            scalar(*element)
        }
        _ => scalar(ty),
    }
}

/// `ty` with its element type (or itself, for a scalar) replaced by
/// `element`.
fn with_element(ctx: &Context, ty: Type, element: Type) -> Type {
    match ctx.type_kind(ty) {
        TypeKind::Vector {
            shape, scalable, ..
        } => ctx.intern_type(TypeKind::Vector {
            shape: shape.clone(),
            scalable: scalable.clone(),
            element,
        }),
        TypeKind::RankedTensor {
            shape, encoding, ..
        } => ctx.intern_type(TypeKind::RankedTensor {
            shape: shape.clone(),
            element,
            encoding: *encoding,
        }),
        _ => element,
    }
}

/// Whether `ty` is `semantics` or a shape of it.
fn is_float_like(ctx: &Context, ty: Type, semantics: FloatSemantics) -> bool {
    let element = ctx.element_type(ty).unwrap_or(ty);
    matches!(ctx.type_kind(element), TypeKind::Float(s) if *s == semantics)
}

/// Whether `op` (an `arith.extf` or `arith.truncf`) converts between
/// `from` and `to` elements.
fn converts(ctx: &Context, ir: &Ir, op: OpId, from: FloatSemantics, to: FloatSemantics) -> bool {
    let input = ir.value_type(ir.operand(op, 0));
    let output = ir.value_type(ir.result(op, 0));
    is_float_like(ctx, input, from) && is_float_like(ctx, output, to)
}

/// `arith.extf` of `bf16` to `f32` (MLIR's `BFloat16ExtFOpConverter`):
/// the bits shifted into the high half of an `i32`.
struct ExpandBf16Extension;

impl ConversionPattern for ExpandBf16Extension {
    fn root(&self) -> Option<&str> {
        Some("arith.extf")
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[Value],
        rewriter: &mut ConversionPatternRewriter<'_>,
    ) -> MatchResult {
        let ctx = rewriter.context();
        if !converts(
            ctx,
            rewriter.ir(),
            op,
            FloatSemantics::BF16,
            FloatSemantics::F32,
        ) {
            return None;
        }
        let &[operand] = operands else {
            return None;
        };
        let ty = rewriter.ir().value_type(operand);
        let result_type = rewriter.ir().value_type(rewriter.ir().result(op, 0));
        let i16 = with_element(ctx, ty, ctx.integer_type(16));
        let i32 = with_element(ctx, ty, ctx.integer_type(32));
        let mut e = Emit { rewriter };
        let bits = e.unary("arith.bitcast", operand, i16);
        let wide = e.unary("arith.extui", bits, i32);
        let sixteen = e.constant(i32, 16);
        let shifted = e.shli(wide, sixteen);
        let result = e.unary("arith.bitcast", shifted, result_type);
        rewriter.replace_op(op, &[result]);
        Some(())
    }
}

/// `arith.truncf` of `f32` to `bf16` with the default rounding (MLIR's
/// `BFloat16TruncFOpConverter`): a rounding bias of 0x7fff plus the
/// lowest kept bit added to the bits (a carry into the exponent is the
/// right rounding), the high half kept, NaN replaced by a quiet NaN.
struct ExpandBf16Truncation;

impl ConversionPattern for ExpandBf16Truncation {
    fn root(&self) -> Option<&str> {
        Some("arith.truncf")
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[Value],
        rewriter: &mut ConversionPatternRewriter<'_>,
    ) -> MatchResult {
        let ctx = rewriter.context();
        let ir = rewriter.ir();
        if !converts(ctx, ir, op, FloatSemantics::F32, FloatSemantics::BF16)
            || crate::op_support::inherent_or_discardable(ctx, ir, op, "roundingmode").is_some()
        {
            return None;
        }
        let &[operand] = operands else {
            return None;
        };
        let ty = ir.value_type(operand);
        let result_type = ir.value_type(ir.result(op, 0));
        let i16 = with_element(ctx, ty, ctx.integer_type(16));
        let i32 = with_element(ctx, ty, ctx.integer_type(32));
        let mut e = Emit { rewriter };
        let is_nan = e.cmpf(CmpFPredicate::UNE, operand, operand);
        let bias_base = e.constant(i32, 0x7fff);
        let quiet_nan = e.constant(i16, 0x7fc0);
        let sixteen = e.constant(i32, 16);
        let one = e.constant(i32, 1);
        let bits = e.unary("arith.bitcast", operand, i32);
        let high = e.shrui(bits, sixteen);
        let lowest_kept = e.andi(high, one);
        let bias = e.addi(lowest_kept, bias_base);
        let biased = e.addi(bits, bias);
        let shifted = e.shrui(biased, sixteen);
        let rounded = e.unary("arith.trunci", shifted, i16);
        let chosen = e.select(is_nan, quiet_nan, rounded);
        let result = e.unary("arith.bitcast", chosen, result_type);
        rewriter.replace_op(op, &[result]);
        Some(())
    }
}

impl ConversionPattern for Expand {
    fn root(&self) -> Option<&str> {
        Some(self.op)
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[Value],
        rewriter: &mut ConversionPatternRewriter<'_>,
    ) -> MatchResult {
        let &[a, b] = operands else {
            return None;
        };
        let ty = rewriter.ir().value_type(a);
        if !is_expandable(rewriter.context(), ty) {
            return None;
        }
        let mut e = Emit { rewriter };
        let _ = e.ctx();
        let result = match self.op {
            "arith.ceildivsi" => {
                let one = e.constant(ty, 1);
                let zero = e.constant(ty, 0);
                let minus_one = e.constant(ty, -1);
                // x = b > 0 ? -1 : 1
                let b_positive = e.cmpi(CmpIPredicate::sgt, b, zero);
                let x = e.select(b_positive, minus_one, one);
                // Same signs: (a + x) / b + 1.
                let shifted = e.addi(x, a);
                let quotient = e.divsi(shifted, b);
                let up = e.addi(one, quotient);
                // Opposite signs: -(-a / b).
                let negated = e.subi(zero, a);
                let negated_quotient = e.divsi(negated, b);
                let down = e.subi(zero, negated_quotient);
                let a_negative = e.cmpi(CmpIPredicate::slt, a, zero);
                let a_positive = e.cmpi(CmpIPredicate::sgt, a, zero);
                let b_negative = e.cmpi(CmpIPredicate::slt, b, zero);
                let b_positive = e.cmpi(CmpIPredicate::sgt, b, zero);
                let both_negative = e.andi(a_negative, b_negative);
                let both_positive = e.andi(a_positive, b_positive);
                let same_signs = e.ori(both_negative, both_positive);
                e.select(same_signs, up, down)
            }
            "arith.ceildivui" => {
                // a == 0 ? 0 : (a - 1) / b + 1
                let zero = e.constant(ty, 0);
                let is_zero = e.cmpi(CmpIPredicate::eq, a, zero);
                let one = e.constant(ty, 1);
                let below = e.subi(a, one);
                let quotient = e.divui(below, b);
                let up = e.addi(quotient, one);
                e.select(is_zero, zero, up)
            }
            "arith.floordivsi" => {
                // The quotient, one less when inexact with opposite signs.
                let quotient = e.divsi(a, b);
                let product = e.muli(quotient, b);
                let inexact = e.cmpi(CmpIPredicate::ne, a, product);
                let zero = e.constant(ty, 0);
                let a_negative = e.cmpi(CmpIPredicate::slt, a, zero);
                let b_negative = e.cmpi(CmpIPredicate::slt, b, zero);
                let signs_differ = e.cmpi(CmpIPredicate::ne, a_negative, b_negative);
                let adjust = e.andi(inexact, signs_differ);
                let minus_one = e.constant(ty, -1);
                let lower = e.addi(quotient, minus_one);
                e.select(adjust, lower, quotient)
            }
            "arith.maxsi" | "arith.maxui" | "arith.minsi" | "arith.minui" => {
                let predicate = match self.op {
                    "arith.maxsi" => CmpIPredicate::sgt,
                    "arith.maxui" => CmpIPredicate::ugt,
                    "arith.minsi" => CmpIPredicate::slt,
                    _ => CmpIPredicate::ult,
                };
                let compare = e.cmpi(predicate, a, b);
                e.select(compare, a, b)
            }
            "arith.maximumf" | "arith.minimumf" => {
                // A NaN in either operand gives NaN.
                let predicate = if self.op == "arith.maximumf" {
                    CmpFPredicate::UGT
                } else {
                    CmpFPredicate::ULT
                };
                let compare = e.cmpf(predicate, a, b);
                let chosen = e.select(compare, a, b);
                let b_is_nan = e.cmpf(CmpFPredicate::UNO, b, b);
                e.select(b_is_nan, b, chosen)
            }
            _ => {
                // maxnumf and minnumf: a NaN operand gives the other one.
                let predicate = if self.op == "arith.maxnumf" {
                    CmpFPredicate::UGT
                } else {
                    CmpFPredicate::ULT
                };
                let compare = e.cmpf(predicate, a, b);
                let chosen = e.select(compare, a, b);
                let a_is_nan = e.cmpf(CmpFPredicate::UNO, a, a);
                e.select(a_is_nan, b, chosen)
            }
        };
        rewriter.replace_op(op, &[result]);
        Some(())
    }
}

/// Expands the illegal ops nested in `op` (and the `bf16` conversions
/// with `include_bf16`).
pub fn arith_expand(
    ctx: &Context,
    ir: &mut Ir,
    op: OpId,
    include_bf16: bool,
) -> Result<(), dialectic_runtime::storage::diagnostics::Diagnostic> {
    let mut target = ConversionTarget::new();
    target.add_legal_dialect("arith");
    target.add_legal_dialect("vector");
    let mut patterns = ConversionPatternSet::new();
    for &name in EXPANDED {
        target.add_illegal_op(name);
        patterns.add(Expand { op: name });
    }
    if include_bf16 {
        patterns.add(ExpandBf16Extension);
        patterns.add(ExpandBf16Truncation);
        target.add_dynamically_legal_op("arith.extf", |ctx, ir, op| {
            Some(!converts(
                ctx,
                ir,
                op,
                FloatSemantics::BF16,
                FloatSemantics::F32,
            ))
        });
        target.add_dynamically_legal_op("arith.truncf", |ctx, ir, op| {
            Some(!converts(
                ctx,
                ir,
                op,
                FloatSemantics::F32,
                FloatSemantics::BF16,
            ))
        });
    }
    apply_partial_conversion(ctx, ir, &[op], &target, &patterns, &conversion_config()).map(|_| ())
}

impl PassBody for crate::transforms::ArithExpandOpsPass {
    fn run_on(
        &mut self,
        ctx: &Context,
        ir: &mut Ir,
        op: OpId,
        run: &mut PassRun<'_>,
    ) -> PassResult {
        arith_expand(ctx, ir, op, self.options.include_bf16).map_err(|d| {
            run.emit(d);
            PassFailed
        })
    }
}
