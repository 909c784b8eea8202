//! The `arith` dialect: integer and floating-point arithmetic, generated
//! from `defs/arith.td`, with the Rust hooks the `.td` declares: the cast
//! compatibility of every cast (`CastOpInterface`), the verifiers of the
//! width-changing casts, `arith.constant` and `arith.select`, the custom
//! form of `arith.select`, the result names of `arith.constant` (`%c5_i32`,
//! `%cst`, `%true`) and of `arith.muli` by `vector.vscale`
//! (`OpAsmOpInterface`), the integer ranges of the integer ops
//! ([`int_ranges`]), the speculatability of the divisions
//! ([`speculation`]), the folders of the ops ([`fold`]), their
//! canonicalization patterns ([`canonicalize`]: the rewrite rules of
//! `defs/arith/Canonicalization.td`, generated here, and the patterns
//! MLIR writes in C++), the dialect's
//! constant materializer ([`materialize`]), and its answers to the
//! inliner (`inliner`).

mod canonicalize;
mod fold;
mod inliner;
mod int_ranges;
mod materialize;
mod speculation;

pub use materialize::materialize_constant;

use crate::interfaces::{CastOpInterface, OpAsmOpInterface};
use crate::op_support::{
    self, AttrKind, Context, Ir, OpAssembly, OpError, OpId, OpParser, OpPrinter, OpVerifier,
    ParseError, ParsedOp, Signedness, TokenKind, Type, TypeKind,
    pred::{compatible_shape, is_shaped},
    type_to_string,
};

// The native calls of the rewrite rules (`defs/arith/Canonicalization.td`)
// name their Rust through `native::`.
use canonicalize::native;

crate::dialect!("defs/arith.td");

// ---------------------------------------------------------------------------
// Casts.

/// The element type of a shaped type, the type itself otherwise.
fn element_or_self(ctx: &Context, ty: Type) -> Type {
    ctx.element_type(ty).unwrap_or(ty)
}

/// One input and one output of compatible shapes (MLIR's
/// `areValidCastInputsAndOutputs`).
fn one_to_one(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> Option<(Type, Type)> {
    match (inputs, outputs) {
        ([i], [o]) if compatible_shape(ctx, *i, *o) => Some((*i, *o)),
        _ => None,
    }
}

fn is_integer(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::Integer { .. })
}

fn is_float(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::Float(_))
}

fn is_index(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::Index)
}

fn is_signless(ctx: &Context, ty: Type) -> bool {
    matches!(
        ctx.type_kind(ty),
        TypeKind::Integer {
            signedness: Signedness::Signless,
            ..
        }
    )
}

/// MLIR's `checkWidthChangeCast`: element types of one kind whose widths
/// compare as `wider` says.
fn width_change(
    ctx: &Context,
    inputs: &[Type],
    outputs: &[Type],
    kind: fn(&Context, Type) -> bool,
    wider: bool,
) -> bool {
    let Some((i, o)) = one_to_one(ctx, inputs, outputs) else {
        return false;
    };
    let (src, dst) = (element_or_self(ctx, i), element_or_self(ctx, o));
    if !kind(ctx, src) || !kind(ctx, dst) {
        return false;
    }
    let (Some(ws), Some(wd)) = (ctx.int_or_float_width(src), ctx.int_or_float_width(dst)) else {
        return false;
    };
    if wider { wd > ws } else { wd < ws }
}

/// Element types of the given kinds (MLIR's `getTypeIfLike`).
fn kinds(
    ctx: &Context,
    inputs: &[Type],
    outputs: &[Type],
    from: fn(&Context, Type) -> bool,
    to: fn(&Context, Type) -> bool,
) -> bool {
    one_to_one(ctx, inputs, outputs).is_some_and(|(i, o)| {
        from(ctx, element_or_self(ctx, i)) && to(ctx, element_or_self(ctx, o))
    })
}

/// The element type of a shaped type (memrefs included) or the type.
fn element_or_memref_element(ctx: &Context, ty: Type) -> Type {
    element_or_self(ctx, ty)
}

macro_rules! cast_compatibility {
    ($($op:ident => |$ctx:ident, $i:ident, $o:ident| $body:expr;)*) => {$(
        impl CastOpInterface for $op {
            fn are_cast_compatible(
                &self,
                $ctx: &Context,
                _: &Ir,
                $i: &[Type],
                $o: &[Type],
            ) -> bool {
                $body
            }
        }
    )*};
}

cast_compatibility! {
    ExtUIOp => |ctx, i, o| width_change(ctx, i, o, is_integer, true);
    ExtSIOp => |ctx, i, o| width_change(ctx, i, o, is_integer, true);
    ExtFOp => |ctx, i, o| width_change(ctx, i, o, is_float, true);
    TruncIOp => |ctx, i, o| width_change(ctx, i, o, is_integer, false);
    TruncFOp => |ctx, i, o| width_change(ctx, i, o, is_float, false);
    UIToFPOp => |ctx, i, o| kinds(ctx, i, o, is_integer, is_float);
    SIToFPOp => |ctx, i, o| kinds(ctx, i, o, is_integer, is_float);
    FPToUIOp => |ctx, i, o| kinds(ctx, i, o, is_float, is_integer);
    FPToSIOp => |ctx, i, o| kinds(ctx, i, o, is_float, is_integer);
    IndexCastOp => |ctx, i, o| index_cast_compatible(ctx, i, o);
    IndexCastUIOp => |ctx, i, o| index_cast_compatible(ctx, i, o);
    BitcastOp => |ctx, i, o| bitcast_compatible(ctx, i, o);
}

/// Index to signless integer or back (MLIR's `areIndexCastCompatible`).
fn index_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
    let Some((i, o)) = one_to_one(ctx, inputs, outputs) else {
        return false;
    };
    let (src, dst) = (
        element_or_memref_element(ctx, i),
        element_or_memref_element(ctx, o),
    );
    (is_index(ctx, src) && is_signless(ctx, dst)) || (is_signless(ctx, src) && is_index(ctx, dst))
}

/// Integers, indices or floats of the same width.
fn bitcast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
    let Some((i, o)) = one_to_one(ctx, inputs, outputs) else {
        return false;
    };
    let (src, dst) = (
        element_or_memref_element(ctx, i),
        element_or_memref_element(ctx, o),
    );
    let width = |t: Type| {
        if is_index(ctx, t) {
            Some(64)
        } else {
            ctx.int_or_float_width(t)
        }
    };
    match (width(src), width(dst)) {
        (Some(a), Some(b)) => a == b,
        _ => false,
    }
}

/// MLIR's `verifyExtOp`/`verifyTruncateOp`: the element widths change in
/// the right direction.
fn verify_width_change(ctx: &Context, ir: &Ir, op: OpId, wider: bool) -> Result<(), OpError> {
    let (Some(input), Some(output)) = (ir.operands(op).next(), ir.results(op).next()) else {
        return Ok(());
    };
    let src = element_or_self(ctx, ir.value_type(input));
    let dst = element_or_self(ctx, ir.value_type(output));
    let (Some(ws), Some(wd)) = (ctx.int_or_float_width(src), ctx.int_or_float_width(dst)) else {
        return Ok(());
    };
    let (ok, relation) = if wider {
        (wd > ws, "wider")
    } else {
        (wd < ws, "shorter")
    };
    if ok {
        return Ok(());
    }
    Err(format!(
        "result type '{}' must be {relation} than operand type '{}'",
        type_to_string(ctx, dst),
        type_to_string(ctx, src)
    )
    .into())
}

macro_rules! width_verifiers {
    ($($op:ident => $wider:expr;)*) => {$(
        impl OpVerifier for $op {
            fn verify(ctx: &Context, ir: &Ir, op: OpId) -> Result<(), OpError> {
                verify_width_change(ctx, ir, op, $wider)
            }
        }
    )*};
}

width_verifiers! {
    ExtUIOp => true;
    ExtSIOp => true;
    ExtFOp => true;
    TruncIOp => false;
    TruncFOp => false;
}

// ---------------------------------------------------------------------------
// arith.constant.

impl OpVerifier for ConstantOp {
    fn verify(ctx: &Context, ir: &Ir, op: OpId) -> Result<(), OpError> {
        let (Some(result), Some(value)) = (
            ir.results(op).next(),
            op_support::inherent_or_discardable(ctx, ir, op, "value"),
        ) else {
            return Ok(());
        };
        let ty = ir.value_type(result);
        if let Some(value_type) = op_support::attribute_type(ctx, value)
            && value_type != ty
        {
            return Err(format!(
                "value type '{}' must match return type: '{}'",
                type_to_string(ctx, value_type),
                type_to_string(ctx, ty)
            )
            .into());
        }
        if is_integer(ctx, ty) && !is_signless(ctx, ty) {
            return Err("integer return type must be signless".into());
        }
        let kind = ctx.attr_kind(value);
        if !matches!(
            kind,
            AttrKind::Integer { .. } | AttrKind::Float { .. } | AttrKind::DenseElements { .. }
        ) {
            return Err("value must be an integer, float, or elements attribute".into());
        }
        let scalable = matches!(ctx.type_kind(ty), TypeKind::Vector { scalable, .. } if scalable.iter().any(|&s| s));
        if scalable && !matches!(kind, AttrKind::DenseElements { splat: true, .. }) {
            return Err("intializing scalable vectors with elements attribute is not supported unless it's a vector splat".into());
        }
        Ok(())
    }
}

impl OpAsmOpInterface for ConstantOp {
    fn asm_result_names(&self, ctx: &Context, ir: &Ir, set: &mut dyn FnMut(usize, &str)) {
        let op = self.0;
        let (Some(result), Some(value)) = (
            ir.results(op).next(),
            op_support::inherent_or_discardable(ctx, ir, op, "value"),
        ) else {
            return;
        };
        let ty = ir.value_type(result);
        let AttrKind::Integer { value: int, .. } = ctx.attr_kind(value) else {
            set(0, "cst");
            return;
        };
        let width = match ctx.type_kind(ty) {
            TypeKind::Integer { width, .. } => Some(*width),
            _ => None,
        };
        if width == Some(1) {
            set(0, if int.is_zero() { "false" } else { "true" });
            return;
        }
        let mut name = format!("c{}", int.to_decimal(true));
        if width.is_some() {
            name.push('_');
            name.push_str(&type_to_string(ctx, ty));
        }
        set(0, &name);
    }
}

impl OpAsmOpInterface for MulIOp {
    /// `base * vector.vscale` is named `%c<base>_vscale`.
    fn asm_result_names(&self, ctx: &Context, ir: &Ir, set: &mut dyn FnMut(usize, &str)) {
        let op = self.0;
        let Some(result) = ir.results(op).next() else {
            return;
        };
        if !is_index(ctx, ir.value_type(result)) {
            return;
        }
        let operands: Vec<_> = ir.operands(op).collect();
        let [lhs, rhs] = operands.as_slice() else {
            return;
        };
        let named = |v, name: &str| {
            ir.defining_op(v)
                .is_some_and(|d| ctx.ident_str(ir.op_name(d)) == name)
        };
        let constant = |v| {
            let d = ir.defining_op(v)?;
            if ctx.ident_str(ir.op_name(d)) != "arith.constant" {
                return None;
            }
            op_support::inherent_or_discardable(ctx, ir, d, "value")
                .and_then(|a| op_support::integer_of(ctx, a))
        };
        let base = if named(*rhs, "vector.vscale") {
            constant(*lhs)
        } else if named(*lhs, "vector.vscale") {
            constant(*rhs)
        } else {
            None
        };
        if let Some(base) = base {
            set(0, &format!("c{base}_vscale"));
        }
    }
}

// ---------------------------------------------------------------------------
// arith.select.

impl OpVerifier for SelectOp {
    fn verify(ctx: &Context, ir: &Ir, op: OpId) -> Result<(), OpError> {
        let (Some(condition), Some(result)) = (ir.operands(op).next(), ir.results(op).next())
        else {
            return Ok(());
        };
        let condition = ir.value_type(condition);
        if condition == ctx.i1_type() {
            return Ok(());
        }
        let result = ir.value_type(result);
        if !matches!(
            ctx.type_kind(result),
            TypeKind::Vector { .. }
                | TypeKind::RankedTensor { .. }
                | TypeKind::UnrankedTensor { .. }
        ) {
            return Err(format!(
                "expected condition to be a signless i1, but got '{}'",
                type_to_string(ctx, condition)
            )
            .into());
        }
        let expected = op_support::same_shape_with_element_type(ctx, result, ctx.i1_type());
        if condition != expected {
            return Err(format!(
                "expected condition type to have the same shape as the result type, expected '{}', but got '{}'",
                type_to_string(ctx, expected),
                type_to_string(ctx, condition)
            ).into());
        }
        Ok(())
    }
}

impl OpAssembly for SelectOp {
    /// `arith.select %c, %a, %b : i32`, or `: vector<4xi1>, vector<4xi32>`
    /// when the condition is shaped.
    fn print(p: &mut OpPrinter<'_>, op: OpId) {
        let (ctx, ir) = (p.context(), p.ir());
        let operands: Vec<_> = ir.operands(op).collect();
        op_support::print_op_name(p, op, Self::NAME);
        p.out().push(' ');
        p.print_operands(&operands);
        let attrs = ctx.dictionary_entries(ir.op_attributes(op)).to_vec();
        p.print_optional_attr_dict(&attrs, &[]);
        p.out().push_str(" : ");
        if let Some(&condition) = operands.first() {
            let ty = ir.value_type(condition);
            if is_shaped(ctx, ty) {
                p.print_type(ty);
                p.out().push_str(", ");
            }
        }
        if let Some(result) = ir.results(op).next() {
            p.print_type(ir.value_type(result));
        }
    }

    fn parse(p: &mut OpParser<'_, '_>, state: &mut ParsedOp) -> Result<(), ParseError> {
        let operands_at = p.current_offset();
        let operands = p.parse_operand_list()?;
        if operands.len() != 3 {
            return Err(p.emit_error(operands_at, "expected 3 operands"));
        }
        let attrs = p.parse_optional_attr_dict()?;
        p.append_attributes(&mut state.attributes, attrs);
        p.expect(TokenKind::Colon, "expected ':'")?;
        let mut result_type = p.parse_type()?;
        let condition_type = if p.eat(TokenKind::Comma) {
            let condition = result_type;
            result_type = p.parse_type()?;
            condition
        } else {
            p.context().i1_type()
        };
        state.result_types.push(result_type);
        for (operand, ty) in operands
            .into_iter()
            .zip([condition_type, result_type, result_type])
        {
            let value = p.resolve_operand(operand, ty)?;
            state.operands.push(value);
        }
        Ok(())
    }
}
