//! Seed 002's linkage rules for functions ("A kernel is represented by a
//! function with `dllexport` linkage. A non-kernel function is represented
//! by a function with `public` linkage. A subroutine is represented by a
//! function with `internal` linkage. ... No other linkage is supported.")
//! and its word on globals ("Global variables are not supported").
//!
//! MLIR 19's LLVM dialect has no DLL storage class and its importer drops
//! `dllexport`, so of a kernel's `dllexport` what is left to check is the
//! linkage it implies (`external`) and the C calling convention of the
//! seed's functions. Intel's later tools mark kernels with the
//! `spir_kernel` calling convention instead and other functions with
//! `spir_func`, which `allow-spir-calling-conventions` accepts; a
//! `spir_kernel` function is then a kernel whether or not it has a
//! `genx.kernel` attribute.

use dialectic::dialects::llvm::{CConv, CConvAttr, Linkage, LinkageAttr};
use dialectic::op_support::inherent_or_discardable;
use dialectic::{Context, Ir, OpError, OpId};

use crate::kernel::KERNEL_ATTR;
use crate::passes::CheckBackendRulesOptions;

/// The linkage of a function or global (`external` when absent).
fn linkage(ctx: &Context, ir: &Ir, op: OpId) -> Linkage {
    inherent_or_discardable(ctx, ir, op, "linkage")
        .and_then(|a| LinkageAttr::value(ctx, a))
        .unwrap_or(Linkage::External)
}

/// The calling convention of a function (`ccc` when absent).
fn calling_convention(ctx: &Context, ir: &Ir, op: OpId) -> CConv {
    inherent_or_discardable(ctx, ir, op, "CConv")
        .and_then(|a| CConvAttr::value(ctx, a))
        .unwrap_or(CConv::C)
}

/// Whether `func` has a body.
fn is_definition(ir: &Ir, func: OpId) -> bool {
    ir.regions(func)
        .first()
        .is_some_and(|&body| !ir.region_is_empty(body))
}

/// The linkage errors of `llvm.func` `func`.
pub fn check_function(
    ctx: &Context,
    ir: &Ir,
    func: OpId,
    options: &CheckBackendRulesOptions,
    errors: &mut Vec<OpError>,
) {
    let conv = calling_convention(ctx, ir, func);
    let spir = options.allow_spir_calling_conventions;
    let is_kernel = is_kernel(ctx, ir, func, options);
    let linkage = linkage(ctx, ir, func);
    if is_kernel {
        if linkage != Linkage::External {
            errors.push(OpError::op_error(format!(
                "is a GenX kernel, which must be exported (dllexport), but has '{}' linkage",
                linkage.as_str()
            )));
        }
    } else if !matches!(linkage, Linkage::External | Linkage::Internal) {
        let what = if is_definition(ir, func) {
            "function"
        } else {
            "function declaration"
        };
        errors.push(OpError::op_error(format!(
            "is a {what} with '{}' linkage; the GenX backend supports external (kernels and functions) and internal (subroutines) linkage only",
            linkage.as_str()
        )));
    }
    let conv_allowed = match conv {
        CConv::C => true,
        CConv::SPIR_KERNEL => spir && is_kernel,
        CConv::SPIR_FUNC => spir && !is_kernel,
        _ => false,
    };
    if !conv_allowed {
        let role = if is_kernel { "kernel" } else { "function" };
        errors.push(OpError::op_error(format!(
            "is a GenX {role} with the {} calling convention; the GenX backend's {role}s use the C calling convention",
            conv.as_str()
        )));
    }
}

/// Whether `func` is a kernel: it has a `genx.kernel` attribute, or (as
/// Intel's tools see it, with `allow-spir-calling-conventions`) the
/// `spir_kernel` calling convention.
pub fn is_kernel(ctx: &Context, ir: &Ir, func: OpId, options: &CheckBackendRulesOptions) -> bool {
    ctx.dictionary_entries(ir.op_attributes(func))
        .iter()
        .any(|&(name, _)| ctx.ident_str(name) == KERNEL_ATTR)
        || (options.allow_spir_calling_conventions
            && calling_convention(ctx, ir, func) == CConv::SPIR_KERNEL)
}

/// The error of a global variable.
pub fn global_error() -> OpError {
    OpError::op_error("is a global variable, which the GenX backend does not support")
}
