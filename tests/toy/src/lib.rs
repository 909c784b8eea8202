//! The Toy dialect of MLIR's tutorial: `td/Ops.td` is the tutorial's ODS
//! with its C++ snippets written in Rust, here: the custom forms of
//! `toy.constant`, `toy.add`, `toy.mul` and `toy.func`, the verifiers of
//! `toy.constant`, `toy.return` and `toy.transpose`, the cast compatibility
//! of `toy.cast`, the callee of `toy.generic_call`, shape inference, and
//! the canonicalization patterns of `toy.transpose` and `toy.reshape`, and
//! the shape inference pass of `td/Passes.td`, which `toy-opt` registers.
//! Each follows the tutorial's C++ (chapters 2 to 4), messages included.

#![deny(missing_docs)]

use dialectic::function_syntax;
use dialectic::interfaces::{
    CallOpInterface, CallableOpInterface, Callee, CastOpInterface, FunctionOpInterface,
};
use dialectic::op_support::{
    self, Context, Ir, OpAssembly, OpCanonicalizer, OpError, OpId, OpParser, OpPrinter, OpVerifier,
    ParseError, ParsedOp, Type, TypeKind, Value, type_to_string,
};
use dialectic::rewrite::{MatchResult, OpRewritePattern, PatternRewriter, RewritePatternSet};
use dialectic::text::parse::lexer::TokenKind;

dialectic::dialect!("td/Ops.td");

pub mod shape_inference {
    //! The `ShapeInference` op interface of `td/ShapeInferenceInterface.td`.
    dialectic::dialect!("td/ShapeInferenceInterface.td");
}

pub use shape_inference::ShapeInference;

pub mod passes {
    //! The passes of `td/Passes.td` and [`register_passes`], which a tool
    //! hands to its `ToolRegistration`.
    dialectic::dialect!("td/Passes.td");
}

mod shape_inference_pass;

// ---------------------------------------------------------------- constant

/// `toy.constant {attrs} dense<...> : tensor<...>`: the value with its type,
/// which is the result's.
impl OpAssembly for ConstantOp {
    fn print(p: &mut OpPrinter<'_>, op: OpId) {
        let (ctx, ir) = (p.context(), p.ir());
        op_support::print_op_name(p, op, Self::NAME);
        p.out().push(' ');
        let value = ConstantOp(op).value(ctx, ir);
        let attrs = ctx.dictionary_entries(ir.op_attributes(op));
        p.print_optional_attr_dict(attrs, &["value"]);
        if !attrs.is_empty() {
            p.out().push(' ');
        }
        p.print_attribute(value);
    }

    fn parse(p: &mut OpParser<'_, '_>, state: &mut ParsedOp) -> Result<(), ParseError> {
        let ctx = p.context();
        state.attributes.extend(p.parse_optional_attr_dict()?);
        let at = p.current_offset();
        let value = p.parse_attribute()?;
        let Some(ty) = op_support::attribute_type(ctx, value) else {
            return Err(p.emit_error(at, "invalid kind of attribute specified"));
        };
        state.attributes.push((ctx.ident("value"), value));
        state.result_types.push(ty);
        Ok(())
    }
}

/// The shape of a ranked tensor type.
fn ranked_shape(ctx: &Context, ty: Type) -> Option<Vec<i64>> {
    match ctx.type_kind(ty) {
        TypeKind::RankedTensor { shape, .. } => Some(shape.clone()),
        _ => None,
    }
}

/// A ranked result has the value's shape.
impl OpVerifier for ConstantOp {
    fn verify(ctx: &Context, ir: &Ir, op: OpId) -> Result<(), OpError> {
        let Some(result) = ir
            .results(op)
            .next()
            .and_then(|r| ranked_shape(ctx, ir.value_type(r)))
        else {
            return Ok(());
        };
        let value = ConstantOp(op).value(ctx, ir);
        let attr = op_support::attribute_type(ctx, value)
            .and_then(|t| ranked_shape(ctx, t))
            .unwrap_or_default();
        if attr.len() != result.len() {
            return Err(format!(
                "return type must match the one of the attached value attribute: {} != {}",
                attr.len(),
                result.len()
            )
            .into());
        }
        for (dim, (a, r)) in attr.iter().zip(&result).enumerate() {
            if a != r {
                return Err(format!(
                    "return type shape mismatches its attribute at dimension {dim}: {a} != {r}"
                )
                .into());
            }
        }
        Ok(())
    }
}

// ------------------------------------------------------- add, mul: binary

/// `%a, %b {attrs} : type`, or `: (lhs, rhs) -> result` when the types
/// differ (the tutorial's `printBinaryOp`).
fn print_binary_op(p: &mut OpPrinter<'_>, op: OpId, name: &str) {
    let (ctx, ir) = (p.context(), p.ir());
    op_support::print_op_name(p, op, name);
    let operands: Vec<Value> = ir.operands(op).collect();
    let operand_types: Vec<Type> = operands.iter().map(|&v| ir.value_type(v)).collect();
    let result_types: Vec<Type> = ir.results(op).map(|r| ir.value_type(r)).collect();
    p.out().push(' ');
    p.print_operands(&operands);
    p.print_optional_attr_dict(ctx.dictionary_entries(ir.op_attributes(op)), &[]);
    p.out().push_str(" : ");
    match result_types.first() {
        Some(&result) if operand_types.iter().all(|&t| t == result) => p.print_type(result),
        _ => p.print_functional_type(&operand_types, &result_types),
    }
}

/// The tutorial's `parseBinaryOp`.
fn parse_binary_op(p: &mut OpParser<'_, '_>, state: &mut ParsedOp) -> Result<(), ParseError> {
    let at = p.current_offset();
    let operands = p.parse_operand_list()?;
    if operands.len() != 2 {
        return Err(p.emit_error(at, "expected 2 operands"));
    }
    state.attributes.extend(p.parse_optional_attr_dict()?);
    p.expect(TokenKind::Colon, "expected ':'")?;
    let ty = p.parse_type()?;
    let ctx = p.context();
    if let TypeKind::Function { inputs, results } = ctx.type_kind(ty) {
        let (inputs, results) = (inputs.clone(), results.clone());
        state.operands = p.resolve_operands(&operands, &inputs, at)?;
        state.result_types = results;
        return Ok(());
    }
    state.operands = p.resolve_operands(&operands, &[ty, ty], at)?;
    state.result_types.push(ty);
    Ok(())
}

impl OpAssembly for AddOp {
    fn print(p: &mut OpPrinter<'_>, op: OpId) {
        print_binary_op(p, op, Self::NAME);
    }

    fn parse(p: &mut OpParser<'_, '_>, state: &mut ParsedOp) -> Result<(), ParseError> {
        parse_binary_op(p, state)
    }
}

impl OpAssembly for MulOp {
    fn print(p: &mut OpPrinter<'_>, op: OpId) {
        print_binary_op(p, op, Self::NAME);
    }

    fn parse(p: &mut OpParser<'_, '_>, state: &mut ParsedOp) -> Result<(), ParseError> {
        parse_binary_op(p, state)
    }
}

// -------------------------------------------------------------------- func

/// The attributes the custom form of `toy.func` prints in its own places.
const SIGNATURE_ATTRS: &[&str] = &["sym_name", "function_type", "arg_attrs", "res_attrs"];

/// `toy.func @name(%arg: type) -> type attributes {...} { body }`, MLIR's
/// `function_interface_impl` without visibility.
impl OpAssembly for FuncOp {
    fn print(p: &mut OpPrinter<'_>, op: OpId) {
        let (ctx, ir) = (p.context(), p.ir());
        op_support::print_op_name(p, op, Self::NAME);
        p.out().push(' ');
        let get = |name| op_support::inherent_or_discardable(ctx, ir, op, name);
        let name = get("sym_name")
            .and_then(|a| op_support::string_of(ctx, a))
            .unwrap_or_default();
        p.print_symbol_name(name.as_bytes());
        let (inputs, results) = match get("function_type")
            .and_then(|a| op_support::type_of(ctx, a))
            .map(|t| ctx.type_kind(t))
        {
            Some(TypeKind::Function { inputs, results }) => (inputs.clone(), results.clone()),
            _ => (Vec::new(), Vec::new()),
        };
        function_syntax::print_signature(p, op, &inputs, false, &results);
        function_syntax::print_function_attributes(p, op, SIGNATURE_ATTRS);
        function_syntax::print_optional_body(p, op);
    }

    fn parse(p: &mut OpParser<'_, '_>, state: &mut ParsedOp) -> Result<(), ParseError> {
        let ctx = p.context();
        let name = p.parse_symbol_name()?;
        state
            .attributes
            .push((ctx.ident("sym_name"), ctx.string_attr(&name)));
        let mut signature = function_syntax::parse_signature(p, false)?;
        let function_type = ctx.function_type(signature.inputs.clone(), signature.results.clone());
        state
            .attributes
            .push((ctx.ident("function_type"), ctx.type_attr(function_type)));
        state
            .attributes
            .extend(p.parse_optional_attr_dict_with_keyword()?);
        function_syntax::add_arg_and_result_attrs(ctx, &mut state.attributes, &mut signature);
        let body = match function_syntax::parse_optional_body(p, &signature)? {
            Some(region) => region,
            None => p.ir_mut().create_region(),
        };
        state.regions.push(body);
        Ok(())
    }
}

/// A function is callable (the tutorial's chapter 4): the inliner's call
/// graph sees it, and runs its simplification pipeline on it.
impl CallableOpInterface for FuncOp {
    fn callable_region(&self, _ctx: &Context, ir: &Ir) -> Option<op_support::RegionId> {
        ir.regions(self.0)
            .first()
            .copied()
            .filter(|&body| !ir.region_is_empty(body))
    }

    fn argument_types(&self, ctx: &Context, ir: &Ir) -> Vec<Type> {
        self.function_inputs(ctx, ir)
    }

    fn result_types(&self, ctx: &Context, ir: &Ir) -> Vec<Type> {
        self.function_results(ctx, ir)
    }
}

impl FuncOp {
    /// A `toy.func` named `name` of function type `ty`, with an empty body
    /// (the tutorial's builder).
    pub fn build(
        ctx: &Context,
        builder: &mut dialectic::storage::builder::OpBuilder<'_>,
        name: &str,
        ty: Type,
    ) -> FuncOp {
        let mut state = dialectic::OperationState::new(ctx, Self::NAME, ctx.unknown_loc());
        state.properties = Some(ctx.dictionary_attr(vec![
            (ctx.ident("function_type"), ctx.type_attr(ty)),
            (ctx.ident("sym_name"), ctx.string_attr(name.as_bytes())),
        ]));
        state.add_regions(builder.ir(), 1);
        FuncOp(builder.create(state))
    }
}

// ------------------------------------------------------------------ return

/// At most one operand, matching the enclosing function's result.
impl OpVerifier for ReturnOp {
    fn verify(ctx: &Context, ir: &Ir, op: OpId) -> Result<(), OpError> {
        let Some(function) = ir.parent_op(op) else {
            return Ok(());
        };
        let operands: Vec<Value> = ir.operands(op).collect();
        if operands.len() > 1 {
            return Err("expects at most 1 return operand".into());
        }
        let results = match op_support::inherent_or_discardable(ctx, ir, function, "function_type")
            .and_then(|a| op_support::type_of(ctx, a))
            .map(|t| ctx.type_kind(t))
        {
            Some(TypeKind::Function { results, .. }) => results.clone(),
            _ => Vec::new(),
        };
        if operands.len() != results.len() {
            return Err(format!(
                "does not return the same number of values ({}) as the enclosing function ({})",
                operands.len(),
                results.len()
            )
            .into());
        }
        let (Some(&operand), Some(&result)) = (operands.first(), results.first()) else {
            return Ok(());
        };
        let input = ir.value_type(operand);
        let unranked = |t: Type| matches!(ctx.type_kind(t), TypeKind::UnrankedTensor { .. });
        if input == result || unranked(input) || unranked(result) {
            return Ok(());
        }
        // MLIR's diagnostics quote the types they print.
        Err(OpError::error(format!(
            "type of return operand ('{}') doesn't match function result type ('{}')",
            type_to_string(ctx, input),
            type_to_string(ctx, result)
        )))
    }
}

// --------------------------------------------------------------- transpose

/// Ranked operand and result: the result's shape is the operand's reversed.
impl OpVerifier for TransposeOp {
    fn verify(ctx: &Context, ir: &Ir, op: OpId) -> Result<(), OpError> {
        let input = TransposeOp(op).input(ctx, ir);
        let (Some(input), Some(result)) = (
            ranked_shape(ctx, ir.value_type(input)),
            ir.results(op)
                .next()
                .and_then(|r| ranked_shape(ctx, ir.value_type(r))),
        ) else {
            return Ok(());
        };
        if !input.iter().eq(result.iter().rev()) {
            return Err(OpError::error(
                "expected result shape to be a transpose of the input",
            ));
        }
        Ok(())
    }
}

/// `transpose(transpose(x)) -> x`.
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

// ----------------------------------------------------------------- reshape

/// `reshape(reshape(x)) -> reshape(x)` (the tutorial's
/// `ReshapeReshapeOptPattern`).
struct ReshapeReshapeOptPattern;

impl OpRewritePattern for ReshapeReshapeOptPattern {
    type Op = ReshapeOp;

    fn match_and_rewrite(&self, op: ReshapeOp, rewriter: &mut PatternRewriter<'_>) -> MatchResult {
        let (ctx, ir) = (rewriter.context(), rewriter.ir());
        let inner = ReshapeOp::from_op(ctx, ir, ir.defining_op(op.input(ctx, ir))?)?;
        let x = inner.input(ctx, ir);
        rewriter.modify_op_in_place(op.0, |ir| ir.set_operands(op.0, &[x]));
        Some(())
    }
}

/// `reshape(x) -> x` when the types are the same (the tutorial's
/// `RedundantReshapeOptPattern`).
struct RedundantReshapeOptPattern;

impl OpRewritePattern for RedundantReshapeOptPattern {
    type Op = ReshapeOp;

    fn match_and_rewrite(&self, op: ReshapeOp, rewriter: &mut PatternRewriter<'_>) -> MatchResult {
        let (ctx, ir) = (rewriter.context(), rewriter.ir());
        let input = op.input(ctx, ir);
        let result = ir.results(op.0).next()?;
        if ir.value_type(input) != ir.value_type(result) {
            return None;
        }
        rewriter.replace_op(op.0, &[input]);
        Some(())
    }
}

impl OpCanonicalizer for ReshapeOp {
    fn canonicalization_patterns(patterns: &mut RewritePatternSet, _: &Context) {
        patterns.add(ReshapeReshapeOptPattern);
        patterns.add(RedundantReshapeOptPattern);
    }
}

// -------------------------------------------------------------------- cast

/// One tensor to one tensor of the same element type, the same shape when
/// both are ranked.
impl CastOpInterface for CastOp {
    fn are_cast_compatible(
        &self,
        ctx: &Context,
        _: &Ir,
        inputs: &[Type],
        outputs: &[Type],
    ) -> bool {
        let ([input], [output]) = (inputs, outputs) else {
            return false;
        };
        let tensor = |t: Type| match ctx.type_kind(t) {
            TypeKind::RankedTensor { element, .. } => Some((*element, true)),
            TypeKind::UnrankedTensor { element } => Some((*element, false)),
            _ => None,
        };
        let (Some((input_element, input_ranked)), Some((output_element, output_ranked))) =
            (tensor(*input), tensor(*output))
        else {
            return false;
        };
        input_element == output_element && (!input_ranked || !output_ranked || input == output)
    }
}

// -------------------------------------------------------------------- call

impl CallOpInterface for GenericCallOp {
    fn callable_for_callee(&self, ctx: &Context, ir: &Ir) -> Callee {
        let reference = op_support::attr(Self::SPEC, ctx, ir, self.0, 0)
            .unwrap_or_else(|| op_support::flat_symbol_ref_attr(ctx, ""));
        Callee::Symbol(reference)
    }

    fn set_callee_from_callable(&self, ctx: &Context, ir: &mut Ir, callee: Callee) {
        if let Callee::Symbol(reference) = callee {
            op_support::set_attr(Self::SPEC, ctx, ir, self.0, "callee", reference);
        }
    }

    fn arg_operands(&self, ctx: &Context, ir: &Ir) -> Vec<Value> {
        self.inputs(ctx, ir)
    }
}

// --------------------------------------------------------- shape inference

/// Sets the type of `op`'s result.
fn set_result_type(ir: &mut Ir, op: OpId, ty: Type) {
    if let Some(result) = ir.results(op).next() {
        ir.set_value_type(result, ty);
    }
}

impl ShapeInference for AddOp {
    /// The result has the left operand's type.
    fn infer_shapes(&self, ctx: &Context, ir: &mut Ir) {
        let ty = ir.value_type(self.lhs(ctx, ir));
        set_result_type(ir, self.0, ty);
    }
}

impl ShapeInference for MulOp {
    /// The result has the left operand's type.
    fn infer_shapes(&self, ctx: &Context, ir: &mut Ir) {
        let ty = ir.value_type(self.lhs(ctx, ir));
        set_result_type(ir, self.0, ty);
    }
}

impl ShapeInference for CastOp {
    /// The result has the operand's type.
    fn infer_shapes(&self, ctx: &Context, ir: &mut Ir) {
        let ty = ir.value_type(self.input(ctx, ir));
        set_result_type(ir, self.0, ty);
    }
}

impl ShapeInference for TransposeOp {
    /// The result's shape is the operand's reversed.
    fn infer_shapes(&self, ctx: &Context, ir: &mut Ir) {
        let input = ir.value_type(self.input(ctx, ir));
        let TypeKind::RankedTensor { shape, element, .. } = ctx.type_kind(input) else {
            return;
        };
        let ty = ctx.intern_type(TypeKind::RankedTensor {
            shape: shape.iter().rev().copied().collect(),
            element: *element,
            encoding: None,
        });
        set_result_type(ir, self.0, ty);
    }
}
