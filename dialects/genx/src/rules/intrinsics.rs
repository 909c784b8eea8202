//! Seed 002 on non-GenX intrinsics: "In general the GenX backend does not
//! implement non-GenX intrinsics", except `llvm.uadd.with.overflow` and
//! `llvm.fma`. An LLVM intrinsic is an `llvm.intr.*` op (`llvm.intr.fma`
//! is `llvm.fma`) or a call of an `llvm.*` function that is not a GenX
//! intrinsic (those are `genx.*` ops after import; a call left as a call
//! of `llvm.genx.*` is one as well). `allow-intrinsics` adds names, each
//! matching an intrinsic of that name or one that continues it after a
//! dot (`llvm.vc.internal` matches `llvm.vc.internal.print.buffer`,
//! `llvm.fma` matches `llvm.fma.v8f32`, not `llvm.fmaxnum`).

use dialectic::op_support::{inherent_or_discardable, symbol_ref_of};
use dialectic::{Context, Ir, OpError, OpId};

/// The intrinsics the seed allows.
const SEED_INTRINSICS: [&str; 2] = ["llvm.uadd.with.overflow", "llvm.fma"];

/// Whether intrinsic `name` is `allowed` or continues it after a dot.
fn matches(name: &str, allowed: &str) -> bool {
    name.strip_prefix(allowed)
        .is_some_and(|rest| rest.is_empty() || rest.starts_with('.'))
}

/// The LLVM intrinsic `op` stands for or calls, if any.
fn intrinsic_of(ctx: &Context, ir: &Ir, op: OpId) -> Option<(String, &'static str)> {
    let name = ctx.ident_str(ir.op_name(op));
    if let Some(rest) = name.strip_prefix("llvm.intr.") {
        return Some((format!("llvm.{rest}"), "is"));
    }
    if name == "llvm.call" {
        let callee =
            inherent_or_discardable(ctx, ir, op, "callee").and_then(|a| symbol_ref_of(ctx, a))?;
        if callee.starts_with("llvm.") && !callee.starts_with("llvm.genx.") {
            return Some((callee, "calls"));
        }
    }
    None
}

/// Whether call `op` calls an intrinsic (an `llvm.*` function, GenX's
/// included).
pub fn calls_intrinsic(ctx: &Context, ir: &Ir, op: OpId) -> bool {
    inherent_or_discardable(ctx, ir, op, "callee")
        .and_then(|a| symbol_ref_of(ctx, a))
        .is_some_and(|callee| callee.starts_with("llvm."))
}

/// The error of `op` when it is or calls an intrinsic neither the seed
/// nor `allowed` accepts.
pub fn check(ctx: &Context, ir: &Ir, op: OpId, allowed: &[String]) -> Option<OpError> {
    let (intrinsic, verb) = intrinsic_of(ctx, ir, op)?;
    let accepted = SEED_INTRINSICS
        .iter()
        .copied()
        .chain(allowed.iter().map(String::as_str))
        .any(|a| matches(&intrinsic, a));
    if accepted {
        return None;
    }
    Some(OpError::op_error(format!(
        "{verb} the LLVM intrinsic {intrinsic}, which the GenX backend does not implement (only llvm.uadd.with.overflow and llvm.fma)"
    )))
}
