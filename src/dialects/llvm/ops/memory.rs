//! The memory ops' hooks: the custom form of `alloca` (`%n x T : (i64) ->
//! !llvm.ptr`) and the verifiers of `alloca`, `load`, `store`,
//! `atomicrmw`, `cmpxchg` and `fence` (which types and orderings atomic
//! accesses take).

use super::super::compat::is_compatible_float_type;
use super::super::{
    AllocaOp, AtomicBinOp, AtomicCmpXchgOp, AtomicOrdering, AtomicRMWOp, FenceOp, LLVMPointerType,
    LLVMTargetExtType, LoadOp, StoreOp,
};
use super::attr_dict::all_attributes;
use super::quoted;
use crate::op_support::{
    self, AttrKind, Context, Ir, OpAssembly, OpError, OpId, OpParser, OpPrinter, OpVerifier,
    ParseError, ParsedOp, TokenKind, Type, TypeKind,
};

/// The size in bits of a pointer: MLIR's default data layout (no DLTI
/// specification) gives 64.
const POINTER_BITS: u64 = 64;

/// MLIR's `isTypeCompatibleWithAtomicOp` under the default data layout: an
/// integer, pointer or float whose size is a power of two of at least 8
/// bits.
fn is_atomic_compatible(ctx: &Context, ty: Type) -> bool {
    let bits = match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => u64::from(*width),
        _ if LLVMPointerType::is(ctx, ty) => POINTER_BITS,
        _ if is_compatible_float_type(ctx, ty) => match ctx.int_or_float_width(ty) {
            Some(width) => u64::from(width),
            // `ppc_fp128`.
            None => 128,
        },
        _ => return false,
    };
    bits >= 8 && bits.is_power_of_two()
}

/// MLIR's `verifyAtomicMemOp`: an atomic access needs a type atomics take,
/// an ordering the access allows and an alignment; a plain one no sync
/// scope.
fn verify_atomic_access(
    ctx: &Context,
    value_type: Type,
    ordering: AtomicOrdering,
    unsupported: [AtomicOrdering; 2],
    alignment: bool,
    syncscope: bool,
) -> Result<(), OpError> {
    if ordering == AtomicOrdering::not_atomic {
        if syncscope {
            return Err("expected syncscope to be null for non-atomic access".into());
        }
        return Ok(());
    }
    if !is_atomic_compatible(ctx, value_type) {
        return Err(format!(
            "unsupported type {} for atomic access",
            quoted(ctx, value_type)
        )
        .into());
    }
    if unsupported.contains(&ordering) {
        return Err(format!("unsupported ordering '{}'", ordering.as_str()).into());
    }
    if !alignment {
        return Err("expected alignment for atomic access".into());
    }
    Ok(())
}

impl OpVerifier for LoadOp {
    fn verify(ctx: &Context, ir: &Ir, op: OpId) -> Result<(), OpError> {
        let load = LoadOp(op);
        let Some(result) = ir.results(op).next() else {
            return Ok(());
        };
        verify_atomic_access(
            ctx,
            ir.value_type(result),
            load.ordering(ctx, ir),
            [AtomicOrdering::release, AtomicOrdering::acq_rel],
            load.alignment(ctx, ir).is_some(),
            load.syncscope(ctx, ir).is_some(),
        )
    }
}

impl OpVerifier for StoreOp {
    fn verify(ctx: &Context, ir: &Ir, op: OpId) -> Result<(), OpError> {
        let store = StoreOp(op);
        let Some(value) = ir.operands(op).next() else {
            return Ok(());
        };
        verify_atomic_access(
            ctx,
            ir.value_type(value),
            store.ordering(ctx, ir),
            [AtomicOrdering::acquire, AtomicOrdering::acq_rel],
            store.alignment(ctx, ir).is_some(),
            store.syncscope(ctx, ir).is_some(),
        )
    }
}

impl OpVerifier for AtomicRMWOp {
    /// MLIR's `AtomicRMWOp::verify`: floats for the floating-point
    /// operations, an atomic type for `xchg`, 8 to 64-bit integers for the
    /// others, and at least `monotonic` ordering.
    fn verify(ctx: &Context, ir: &Ir, op: OpId) -> Result<(), OpError> {
        let rmw = AtomicRMWOp(op);
        let Some(value) = ir.operands(op).nth(1) else {
            return Ok(());
        };
        let ty = ir.value_type(value);
        match rmw.bin_op(ctx, ir) {
            AtomicBinOp::fadd | AtomicBinOp::fsub | AtomicBinOp::fmax | AtomicBinOp::fmin => {
                if !is_compatible_float_type(ctx, ty) {
                    return Err("expected LLVM IR floating point type".into());
                }
            }
            AtomicBinOp::xchg => {
                if !is_atomic_compatible(ctx, ty) {
                    return Err("unexpected LLVM IR type for 'xchg' bin_op".into());
                }
            }
            _ => {
                let width = match ctx.type_kind(ty) {
                    TypeKind::Integer { width, .. } => *width,
                    _ => 0,
                };
                if ![8, 16, 32, 64].contains(&width) {
                    return Err("expected LLVM IR integer type".into());
                }
            }
        }
        if rmw.ordering(ctx, ir) < AtomicOrdering::monotonic {
            return Err("expected at least 'monotonic' ordering".into());
        }
        Ok(())
    }
}

impl OpVerifier for AtomicCmpXchgOp {
    /// MLIR's `AtomicCmpXchgOp::verify`.
    fn verify(ctx: &Context, ir: &Ir, op: OpId) -> Result<(), OpError> {
        let cmpxchg = AtomicCmpXchgOp(op);
        let Some(value) = ir.operands(op).nth(2) else {
            return Ok(());
        };
        if !is_atomic_compatible(ctx, ir.value_type(value)) {
            return Err("unexpected LLVM IR type".into());
        }
        let success = cmpxchg.success_ordering(ctx, ir);
        let failure = cmpxchg.failure_ordering(ctx, ir);
        if success < AtomicOrdering::monotonic || failure < AtomicOrdering::monotonic {
            return Err("ordering must be at least 'monotonic'".into());
        }
        if matches!(failure, AtomicOrdering::release | AtomicOrdering::acq_rel) {
            return Err("failure ordering cannot be 'release' or 'acq_rel'".into());
        }
        Ok(())
    }
}

impl OpVerifier for FenceOp {
    fn verify(ctx: &Context, ir: &Ir, op: OpId) -> Result<(), OpError> {
        if FenceOp(op).ordering(ctx, ir) <= AtomicOrdering::monotonic {
            return Err(
                "can be given only acquire, release, acq_rel, and seq_cst orderings".into(),
            );
        }
        Ok(())
    }
}

impl OpVerifier for AllocaOp {
    /// Only target extension types that support memory operations may be
    /// allocated.
    fn verify(ctx: &Context, ir: &Ir, op: OpId) -> Result<(), OpError> {
        let ty = AllocaOp(op).elem_type(ctx, ir);
        if LLVMTargetExtType::is(ctx, ty) && !LLVMTargetExtType::supports_mem_ops(ctx, ty) {
            return Err("this target extension type cannot be used in alloca".into());
        }
        Ok(())
    }
}

/// The names `alloca`'s custom form prints outside its dictionary.
const ELEM_TYPE: &str = "elem_type";
const INALLOCA: &str = "inalloca";
const ALIGNMENT: &str = "alignment";

impl OpAssembly for AllocaOp {
    /// MLIR's `AllocaOp::print`: `inalloca`, the size, `x`, the element
    /// type, the attributes (a zero alignment left out) and the function
    /// type of size to result.
    fn print(p: &mut OpPrinter<'_>, op: OpId) {
        let (ctx, ir) = (p.context(), p.ir());
        let attrs = all_attributes(ctx, ir, op);
        let get = |name: &str| {
            attrs
                .iter()
                .find(|(n, _)| ctx.ident_str(*n) == name)
                .map(|&(_, v)| v)
        };
        let elem_type = get(ELEM_TYPE).and_then(|a| op_support::type_of(ctx, a));
        let (Some(size), Some(result), Some(elem_type)) =
            (ir.operands(op).next(), ir.results(op).next(), elem_type)
        else {
            p.print_generic_op(op);
            return;
        };
        op_support::print_op_name(p, op, Self::NAME);
        if get(INALLOCA).is_some() {
            p.out().push_str(" inalloca");
        }
        p.out().push(' ');
        p.print_value(size);
        p.out().push_str(" x ");
        p.print_type(elem_type);
        let aligned = get(ALIGNMENT)
            .and_then(|a| op_support::integer_of(ctx, a))
            .is_some_and(|a| a != 0);
        let elided: &[&str] = if aligned {
            &[ELEM_TYPE, INALLOCA]
        } else {
            &[ALIGNMENT, ELEM_TYPE, INALLOCA]
        };
        p.print_optional_attr_dict(&attrs, elided);
        p.out().push_str(" : ");
        let function = ctx.function_type(vec![ir.value_type(size)], vec![ir.value_type(result)]);
        p.print_type(function);
    }

    /// MLIR's `AllocaOp::parse`.
    fn parse(p: &mut OpParser<'_, '_>, state: &mut ParsedOp) -> Result<(), ParseError> {
        let ctx = p.context();
        if p.parse_optional_keyword(&[INALLOCA]).is_some() {
            state
                .attributes
                .push((ctx.ident(INALLOCA), ctx.unit_attr()));
        }
        let size = p.parse_operand()?;
        p.parse_keyword("x")?;
        let elem_type = p.parse_type()?;
        let mut attributes = p.parse_optional_attr_dict()?;
        p.expect(TokenKind::Colon, "expected ':'")?;
        let type_at = p.current_offset();
        let ty = p.parse_type()?;
        if let Some(i) = attributes
            .iter()
            .position(|(n, _)| ctx.ident_str(*n) == ALIGNMENT)
        {
            match ctx.attr_kind(attributes[i].1) {
                AttrKind::Integer { value, .. } if value.is_zero() => {
                    attributes.remove(i);
                }
                AttrKind::Integer { .. } => {}
                _ => return Err(p.emit_error(state.offset, "expected integer alignment")),
            }
        }
        let (input, result) = match ctx.type_kind(ty) {
            TypeKind::Function { inputs, results } if inputs.len() == 1 && results.len() == 1 => {
                (inputs[0], results[0])
            }
            _ => {
                return Err(p.emit_error(
                    type_at,
                    "expected trailing function type with one argument and one result",
                ));
            }
        };
        let size = p.resolve_operand(size, input)?;
        state.operands.push(size);
        p.append_attributes(&mut state.attributes, attributes);
        if LLVMPointerType::is(ctx, result) {
            state
                .attributes
                .push((ctx.ident(ELEM_TYPE), ctx.type_attr(elem_type)));
        }
        state.result_types.push(result);
        Ok(())
    }
}
