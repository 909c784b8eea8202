//! Expanding the arith ops the LLVM lowering has no direct counterpart
//! for (MLIR's `arith-expand` pass, `ExpandOps.cpp`), as a partial
//! conversion in which they are illegal: the rounding divisions become
//! plain divisions with sign and remainder corrections, the integer
//! minimum and maximum a compare and a select, the float minimum and
//! maximum a compare and select with NaN handling. Scalars only; the
//! `bf16` extension and truncation (option `include-bf16`) are not
//! expanded.

use dialectic_runtime::pass::{PassFailed, PassResult, PassRun};
use dialectic_runtime::rewrite::MatchResult;
use dialectic_runtime::rewrite::conversion::{
    ConversionPattern, ConversionPatternRewriter, ConversionPatternSet, ConversionTarget,
    apply_partial_conversion,
};
use dialectic_runtime::{Context, Ir, OpId, Type, TypeKind, Value};

use super::config::conversion_config;
use crate::dialects::arith::{
    AddIOp, AndIOp, CmpFOp, CmpFPredicate, CmpIOp, CmpIPredicate, ConstantOp, DivSIOp, DivUIOp,
    MulIOp, OrIOp, SelectOp, SubIOp,
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

    fn constant(&mut self, ty: Type, value: i128) -> Value {
        let ctx = self.rewriter.context();
        let op = ConstantOp::builder(ctx)
            .value(ctx.integer_attr(ty, value))
            .build(&mut self.rewriter.builder());
        op.result(ctx, self.rewriter.ir())
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

/// Expands one kind of op.
struct Expand {
    op: &'static str,
}

/// Whether `ty` is a scalar integer, index or float type (the expansions
/// build scalar constants).
fn is_scalar(ctx: &Context, ty: Type) -> bool {
    matches!(
        ctx.type_kind(ty),
        TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_)
    )
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
        if !is_scalar(rewriter.context(), ty) {
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

/// Expands the illegal ops nested in `op`.
pub fn arith_expand(
    ctx: &Context,
    ir: &mut Ir,
    op: OpId,
) -> Result<(), dialectic_runtime::storage::diagnostics::Diagnostic> {
    let mut target = ConversionTarget::new();
    target.add_legal_dialect("arith");
    target.add_legal_dialect("vector");
    let mut patterns = ConversionPatternSet::new();
    for &name in EXPANDED {
        target.add_illegal_op(name);
        patterns.add(Expand { op: name });
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
        arith_expand(ctx, ir, op).map_err(|d| {
            run.emit(d);
            PassFailed
        })
    }
}
