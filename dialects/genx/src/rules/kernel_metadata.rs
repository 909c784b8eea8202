//! What the backend needs of a kernel's `genx.kernel` attribute beyond
//! what the verifier checks (that the attribute is a `#genx.kernel` with
//! one argument kind and one listed offset per argument): every field of
//! its layout (vc-intrinsics' `KernelMDOp`: name, argument kinds, SLM
//! size, argument offsets, argument I/O kinds, argument type descriptions,
//! named-barrier count, and the optional barrier count; or seed 002's
//! older one: name, asm name, argument kinds, SLM size, argument offsets),
//! one offset, I/O kind and type description per argument, and sizes,
//! counts and offsets that are not negative.
//!
//! Real IR writes the offsets as one integer (`allow-scalar-arg-offsets`),
//! cuts nodes short, down to the function alone, and lists I/O kinds and
//! type descriptions for fewer or more arguments than the function has
//! (`allow-loose-kernel-metadata`).

use dialectic::{Context, Ir, OpError, OpId};

use crate::kernel::{ArgOffsets, KERNEL_ATTR, Kernel};
use crate::passes::CheckBackendRulesOptions;

/// The number of arguments of function `func` (those of its type).
fn arity(ctx: &Context, ir: &Ir, func: OpId) -> Option<usize> {
    crate::kernel::function_arity(ctx, ir, func)
}

/// The errors of kernel `func`'s `genx.kernel` attribute.
pub fn check(
    ctx: &Context,
    ir: &Ir,
    func: OpId,
    options: &CheckBackendRulesOptions,
    errors: &mut Vec<OpError>,
) {
    let Some(attr) = dialectic::op_support::inherent_or_discardable(ctx, ir, func, KERNEL_ATTR)
    else {
        // A `spir_kernel` function without metadata (the option made it a
        // kernel): Intel's tools make its metadata themselves.
        return;
    };
    // The verifier reports an attribute that does not read.
    let Ok(kernel) = Kernel::from_attr(ctx, attr) else {
        return;
    };
    let loose = options.allow_loose_kernel_metadata;
    let missing = missing_fields(&kernel);
    if !missing.is_empty() && !loose {
        errors.push(OpError::op_error(format!(
            "has a genx.kernel attribute without {}",
            missing.join(", ")
        )));
    }
    let args = arity(ctx, ir, func).unwrap_or(0);
    if let Some(ArgOffsets::Scalar(_)) = kernel.arg_offsets
        && !options.allow_scalar_arg_offsets
    {
        errors.push(OpError::op_error(
            "has a genx.kernel attribute whose argOffsets is one integer, not one offset per argument",
        ));
    }
    for (field, count) in [
        ("argIOKinds", kernel.arg_io_kinds.as_ref().map(Vec::len)),
        ("argTypeDescs", kernel.arg_type_descs.as_ref().map(Vec::len)),
    ] {
        if let Some(count) = count
            && count != args
            && !loose
        {
            errors.push(OpError::op_error(format!(
                "has a genx.kernel attribute with {count} {field} entries, but the function has {}",
                arguments(args)
            )));
        }
    }
    for (field, value) in [
        ("slmSize", kernel.slm_size),
        ("namedBarriers", kernel.named_barriers),
        ("barriers", kernel.barriers),
    ] {
        if let Some(value) = value
            && value < 0
        {
            errors.push(OpError::op_error(format!(
                "has a genx.kernel attribute whose {field} is negative ({value})"
            )));
        }
    }
    let offsets = match &kernel.arg_offsets {
        Some(ArgOffsets::List(list)) => list.clone(),
        Some(ArgOffsets::Scalar(value)) => vec![*value],
        None => Vec::new(),
    };
    if let Some(offset) = offsets.iter().find(|&&o| o < 0) {
        errors.push(OpError::op_error(format!(
            "has a genx.kernel attribute with a negative argument offset ({offset})"
        )));
    }
}

/// `1 argument`, `2 arguments`.
pub fn arguments(count: usize) -> String {
    if count == 1 {
        "1 argument".into()
    } else {
        format!("{count} arguments")
    }
}

/// The fields a complete attribute of `kernel`'s layout has and it lacks.
fn missing_fields(kernel: &Kernel) -> Vec<&'static str> {
    let seed_layout = kernel.asm_name.is_some();
    let mut missing = Vec::new();
    let mut need = |present: bool, field: &'static str| {
        if !present {
            missing.push(field);
        }
    };
    need(kernel.name.is_some(), "name");
    need(kernel.arg_kinds.is_some(), "argKinds");
    need(kernel.slm_size.is_some(), "slmSize");
    need(kernel.arg_offsets.is_some(), "argOffsets");
    if !seed_layout {
        need(kernel.arg_io_kinds.is_some(), "argIOKinds");
        need(kernel.arg_type_descs.is_some(), "argTypeDescs");
        need(kernel.named_barriers.is_some(), "namedBarriers");
    }
    missing
}
