//! The shared interfaces llvm ops implement in Rust (as MLIR's LLVM
//! dialect does): the callee and arguments of `llvm.call` and
//! `llvm.invoke` (`CallOpInterface`), `llvm.func` as a callable (its body
//! and signature), and the memory effects of `llvm.load`, `llvm.store`
//! and `llvm.inline_asm`. (The branches' `BranchOpInterface` is generated
//! from their operand names.)

use super::{AllocaOp, AtomicOrdering, CallOp, InlineAsmOp, InvokeOp, LLVMFuncOp, LoadOp, StoreOp};
use crate::interfaces::{
    CallOpInterface, CallableOpInterface, Callee, FunctionOpInterface, MemoryEffect,
    MemoryEffectInstance, MemoryEffectOpInterface,
};
use crate::op_support::{self, Attribute, Context, Ir, OpId, OpSpec, RegionId, Type, Value};

/// The `callee` symbol of a direct call or invoke.
fn callee_symbol(ctx: &Context, ir: &Ir, op: OpId) -> Option<Attribute> {
    op_support::inherent_or_discardable(ctx, ir, op, "callee")
}

/// MLIR's `getCallableForCallee`: the symbol of a direct call, the
/// pointer operand (the first) of an indirect one.
fn callable(ctx: &Context, ir: &Ir, op: OpId) -> Callee {
    match callee_symbol(ctx, ir, op) {
        Some(symbol) => Callee::Symbol(symbol),
        None => match ir.operands(op).next() {
            Some(pointer) => Callee::Value(pointer),
            // Without operands the op does not verify: no callee at all.
            None => Callee::Symbol(op_support::flat_symbol_ref_attr(ctx, "")),
        },
    }
}

/// MLIR's `setCalleeFromCallable`: a symbol replaces a direct call's
/// callee, a value an indirect call's pointer; the other kind leaves the op
/// as it is (a call does not change from direct to indirect).
fn set_callable(spec: &OpSpec, ctx: &Context, ir: &mut Ir, op: OpId, callee: Callee) {
    let direct = callee_symbol(ctx, ir, op).is_some();
    match callee {
        Callee::Symbol(symbol) if direct => {
            op_support::set_attr(spec, ctx, ir, op, "callee", symbol)
        }
        Callee::Value(pointer) if !direct => {
            let mut operands: Vec<Value> = ir.operands(op).collect();
            if let Some(first) = operands.first_mut() {
                *first = pointer;
                ir.set_operands(op, &operands);
            }
        }
        _ => {}
    }
}

/// The arguments among the callee operands: all of them for a direct call,
/// all but the pointer for an indirect one.
fn arguments(ctx: &Context, ir: &Ir, op: OpId, callee_operands: Vec<Value>) -> Vec<Value> {
    let skip = usize::from(callee_symbol(ctx, ir, op).is_none());
    callee_operands.into_iter().skip(skip).collect()
}

impl CallOpInterface for CallOp {
    fn callable_for_callee(&self, ctx: &Context, ir: &Ir) -> Callee {
        callable(ctx, ir, self.0)
    }

    fn set_callee_from_callable(&self, ctx: &Context, ir: &mut Ir, callee: Callee) {
        set_callable(Self::SPEC, ctx, ir, self.0, callee);
    }

    fn arg_operands(&self, ctx: &Context, ir: &Ir) -> Vec<Value> {
        arguments(ctx, ir, self.0, self.callee_operands(ctx, ir))
    }
}

impl CallOpInterface for InvokeOp {
    fn callable_for_callee(&self, ctx: &Context, ir: &Ir) -> Callee {
        callable(ctx, ir, self.0)
    }

    fn set_callee_from_callable(&self, ctx: &Context, ir: &mut Ir, callee: Callee) {
        set_callable(Self::SPEC, ctx, ir, self.0, callee);
    }

    fn arg_operands(&self, ctx: &Context, ir: &Ir) -> Vec<Value> {
        arguments(ctx, ir, self.0, self.callee_operands(ctx, ir))
    }
}

impl CallableOpInterface for LLVMFuncOp {
    /// The body; `None` for a declaration.
    fn callable_region(&self, ctx: &Context, ir: &Ir) -> Option<RegionId> {
        self.function_body(ctx, ir)
            .filter(|&body| !ir.region_is_empty(body))
    }

    fn argument_types(&self, ctx: &Context, ir: &Ir) -> Vec<Type> {
        self.function_inputs(ctx, ir)
    }

    /// The result, none for `void`.
    fn result_types(&self, ctx: &Context, ir: &Ir) -> Vec<Type> {
        self.function_results(ctx, ir)
    }
}

/// The effects of an access of `address` (`effect`): a volatile one may
/// also touch target-specific memory, an atomic one (monotonic or
/// stricter) synchronizes, which reads and writes memory from the
/// language's point of view (MLIR's `LoadOp`/`StoreOp::getEffects`).
fn access_effects(
    effect: MemoryEffect,
    address: Value,
    volatile: bool,
    ordering: AtomicOrdering,
) -> Vec<MemoryEffectInstance> {
    let mut effects = vec![MemoryEffectInstance::on(effect, address)];
    if volatile
        || !matches!(
            ordering,
            AtomicOrdering::not_atomic | AtomicOrdering::unordered
        )
    {
        effects.push(MemoryEffectInstance::new(MemoryEffect::Write));
        effects.push(MemoryEffectInstance::new(MemoryEffect::Read));
    }
    effects
}

impl MemoryEffectOpInterface for AllocaOp {
    /// Allocates the memory it returns (MLIR attaches `MemAlloc` to the
    /// result), so an unused alloca is trivially dead.
    fn effects(&self, ctx: &Context, ir: &Ir) -> Vec<MemoryEffectInstance> {
        vec![MemoryEffectInstance::on(
            MemoryEffect::Allocate,
            self.res(ctx, ir),
        )]
    }
}

impl MemoryEffectOpInterface for LoadOp {
    fn effects(&self, ctx: &Context, ir: &Ir) -> Vec<MemoryEffectInstance> {
        access_effects(
            MemoryEffect::Read,
            self.addr(ctx, ir),
            self.volatile_(ctx, ir),
            self.ordering(ctx, ir),
        )
    }
}

impl MemoryEffectOpInterface for StoreOp {
    fn effects(&self, ctx: &Context, ir: &Ir) -> Vec<MemoryEffectInstance> {
        access_effects(
            MemoryEffect::Write,
            self.addr(ctx, ir),
            self.volatile_(ctx, ir),
            self.ordering(ctx, ir),
        )
    }
}

impl MemoryEffectOpInterface for InlineAsmOp {
    /// Reads and writes memory when it has side effects, none otherwise.
    fn effects(&self, ctx: &Context, ir: &Ir) -> Vec<MemoryEffectInstance> {
        if self.has_side_effects(ctx, ir) {
            vec![
                MemoryEffectInstance::new(MemoryEffect::Write),
                MemoryEffectInstance::new(MemoryEffect::Read),
            ]
        } else {
            Vec::new()
        }
    }
}
