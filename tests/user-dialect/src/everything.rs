//! The `test` dialect of `tests/dialects/td/test_dialect.td`, which uses
//! every feature of the code generator, with the hooks it declares: the
//! verifier, custom form and result names of `test.hooked`, the
//! `custom<Num>` directive of `test.clauses`, the result type inference of
//! `test.infer`, the builder of `test.manual`, the syntax of
//! `!test.hand`, the `describe` method of `test.hooked`'s
//! `DescribeOpInterface`, the integer ranges of `test.relations` and the
//! `bit_width` of `!test.hand`'s `WidthTypeInterface`, and the folder and
//! canonicalization pattern of `test.hooked`.

use dialectic::apint::ApInt;
use dialectic::builder::OpBuilder;
use dialectic::interfaces::{InferIntRangeInterface, OpAsmOpInterface};
use dialectic::ods::DirectiveArg;
use dialectic::op_support::{
    self, CustomFormatDirective, NamedAttribute, OpAssembly, OpCanonicalizer, OpError, OpFolder,
    OpInferResultTypes, OpVerifier, Param, ParamsSyntax,
};
use dialectic::parse::lexer::TokenKind;
use dialectic::parse::{OpParser, PResult, ParseError, ParsedOp, UnresolvedOperand};
use dialectic::print::{OpPrinter, SymbolPrinter, write_escaped};
use dialectic::rewrite::{
    MatchResult, OpFoldResult, OpRewritePattern, PatternRewriter, RewritePatternSet,
};
use dialectic::{ConstantIntRanges, Context, Ir, OpId, OperationState, Type, Value};

dialectic::dialect!("../dialects/td/test_dialect.td");

/// The dialect's check of its attributes on ops: `test.unit_only` is a
/// unit attribute; `test.note` draws a warning (which does not fail).
pub fn verify_operation_attribute(
    ctx: &Context,
    _ir: &Ir,
    _op: OpId,
    name: &str,
    value: dialectic::Attribute,
) -> Result<(), OpError> {
    match name {
        "test.unit_only" if value != ctx.unit_attr() => {
            Err(OpError::error("'test.unit_only' must be a unit attribute"))
        }
        "test.note" => Err(OpError::warning("'test.note' is set")),
        _ => Ok(()),
    }
}

/// The dialect's check of its attributes on function arguments:
/// `test.positive` is a positive integer.
pub fn verify_region_arg_attribute(
    ctx: &Context,
    _ir: &Ir,
    _op: OpId,
    index: usize,
    name: &str,
    value: dialectic::Attribute,
) -> Result<(), OpError> {
    if name == "test.positive" && op_support::integer_of(ctx, value).is_none_or(|v| v <= 0) {
        return Err(format!("argument #{index}: 'test.positive' must be positive").into());
    }
    Ok(())
}

impl OpVerifier for HookedOp {
    fn verify(ctx: &Context, ir: &Ir, op: OpId) -> Result<(), OpError> {
        let value = HookedOp(op).value(ctx, ir);
        if ir.defining_op(value).is_some_and(|d| d == op) {
            return Err("uses its own result".into());
        }
        Ok(())
    }
}

impl OpAssembly for HookedOp {
    /// `test.hooked %v`.
    fn print(p: &mut OpPrinter<'_>, op: OpId) {
        op_support::print_op_name(p, op, Self::NAME);
        let operands: Vec<Value> = p.ir().operands(op).collect();
        p.out().push(' ');
        p.print_operands(&operands);
    }

    fn parse(p: &mut OpParser<'_, '_>, state: &mut ParsedOp) -> Result<(), ParseError> {
        let operand = p.parse_operand()?;
        let i32 = p.context().integer_type(32);
        let value = p.resolve_operand(operand, i32)?;
        state.operands.push(value);
        state.result_types.push(i32);
        Ok(())
    }
}

/// `DescribeOpInterface`, declared with `describe` implemented by hand
/// (`tag` keeps the trait's default).
/// `test.hooked` of a constant is that constant (its operand: the dialect
/// has no constant materializer for a folded attribute).
impl OpFolder for HookedOp {
    fn fold(
        self,
        ctx: &Context,
        ir: &mut Ir,
        operands: HookedOpFoldAdaptor,
    ) -> Option<OpFoldResult> {
        operands.value()?;
        Some(OpFoldResult::Value(self.value(ctx, ir)))
    }
}

/// `test.hooked(test.hooked(x)) -> test.hooked(x)`.
struct HookedTwice;

impl OpRewritePattern for HookedTwice {
    type Op = HookedOp;

    fn match_and_rewrite(&self, op: HookedOp, rewriter: &mut PatternRewriter<'_>) -> MatchResult {
        let (ctx, ir) = (rewriter.context(), rewriter.ir());
        let inner = HookedOp::from_op(ctx, ir, ir.defining_op(op.value(ctx, ir))?)?;
        let once = inner.out(ctx, ir);
        rewriter.replace_op(op.0, &[once]);
        Some(())
    }
}

impl OpCanonicalizer for HookedOp {
    fn canonicalization_patterns(patterns: &mut RewritePatternSet, _: &Context) {
        patterns.add(HookedTwice);
    }
}

impl DescribeOpInterface for HookedOp {
    fn describe(&self, ctx: &Context, ir: &Ir, prefix: &str) -> String {
        let width = ctx.int_or_float_width(ir.value_type(self.value(ctx, ir)));
        format!("{prefix}{} of an i{}", Self::NAME, width.unwrap_or(0))
    }
}

impl OpAsmOpInterface for HookedOp {
    /// `%hooked`.
    fn asm_result_names(&self, _: &Context, _: &Ir, set_name: &mut dyn FnMut(usize, &str)) {
        set_name(0, "hooked");
    }
}

impl InferIntRangeInterface for RelationsOp {
    /// `cmp` is false or true; `twin` has the range of `lhs`.
    fn infer_result_ranges(
        &self,
        _: &Context,
        ir: &Ir,
        arg_ranges: &[ConstantIntRanges],
        set_result_range: &mut dyn FnMut(Value, ConstantIntRanges),
    ) {
        let mut results = ir.results(self.0);
        if let (Some(cmp), Some(twin), Some(lhs)) =
            (results.next(), results.next(), arg_ranges.first())
        {
            set_result_range(
                cmp,
                ConstantIntRanges::from_unsigned(ApInt::zero(1), ApInt::max_value(1)),
            );
            set_result_range(twin, lhs.clone());
        }
    }
}

impl WidthTypeInterface for HandType {
    /// Eight bits per character of the name.
    fn bit_width(&self, ctx: &Context, ty: Type) -> u32 {
        Self::name(ctx, ty).map_or(0, |name| name.len() as u32 * 8)
    }
}

impl OpInferResultTypes for InferOp {
    fn infer_result_types(
        _: &Context,
        operand_types: &[Type],
        _: &[NamedAttribute],
    ) -> Result<Vec<Type>, String> {
        match operand_types.first() {
            Some(&t) => Ok(vec![t]),
            None => Err("needs an operand".into()),
        }
    }
}

impl CustomFormatDirective for NumDirective {
    /// `custom<Num>($num, ref($num), "text")`: the number as a bare integer.
    fn print(p: &mut OpPrinter<'_>, _op: OpId, args: &[DirectiveArg<Value>]) {
        let ctx = p.context();
        if let Some(value) = args
            .first()
            .and_then(|a| a.attribute())
            .and_then(|a| op_support::integer_of(ctx, a))
        {
            p.out().push_str(&value.to_string());
        }
    }

    fn parse<'s>(
        p: &mut OpParser<'_, 's>,
        args: &mut [DirectiveArg<UnresolvedOperand<'s>>],
    ) -> PResult<bool> {
        if !p.at(TokenKind::Integer) {
            return Ok(false);
        }
        let value = p.parse_integer()?;
        let ctx = p.context();
        if let Some(slot) = args.first_mut() {
            *slot =
                DirectiveArg::Attribute(Some(ctx.integer_attr(ctx.integer_type(32), value.into())));
        }
        Ok(true)
    }
}

impl ParamsSyntax for HandType {
    /// The name as a string in angle brackets: `!test.hand<"name">`.
    fn parse(p: &mut OpParser<'_, '_>) -> PResult<Vec<Param>> {
        p.expect(TokenKind::Less, "expected '<'")?;
        let Some(name) = p.parse_optional_string() else {
            return Err(p.error_here("expected the name of the hand type"));
        };
        p.expect(TokenKind::Greater, "expected '>'")?;
        Ok(vec![Param::Str(String::from_utf8_lossy(&name).into())])
    }

    fn print(_: &SymbolPrinter<'_>, out: &mut String, params: &[Param]) {
        if let Some(Param::Str(name)) = params.first() {
            out.push('<');
            write_escaped(out, name.as_bytes());
            out.push('>');
        }
    }
}

impl ManualOp {
    /// `test.manual`, built by hand as its `.td` builder says.
    pub fn build(ctx: &Context, builder: &mut OpBuilder<'_>) -> ManualOp {
        ManualOp(builder.create(OperationState::new(ctx, Self::NAME, ctx.unknown_loc())))
    }
}
