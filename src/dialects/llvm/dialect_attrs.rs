//! The checks of the `llvm.*` attributes ops carry outside their own
//! definitions (MLIR 19's `LLVMDialect::verifyOperationAttribute`,
//! `verifyRegionArgAttribute` and `verifyRegionResultAttribute`):
//! `llvm.data_layout` on any op must be an LLVM data layout string, and
//! the parameter attributes of function arguments and results
//! (`llvm.noalias`, `llvm.byval`, `llvm.zeroext`, ...) must have the right
//! kind of value and suit the parameter's type.

use super::compat::is_compatible_type;
use super::data_layout::check_data_layout;
use super::{LLVMPointerType, LLVMVoidType};
use crate::op_support::{self, AttrKind, Attribute, Context, Ir, OpError, OpId, Type, TypeKind};

/// MLIR's `verifyOperationAttribute`: only `llvm.data_layout` is checked.
pub fn verify_operation_attribute(
    ctx: &Context,
    _ir: &Ir,
    _op: OpId,
    name: &str,
    value: Attribute,
) -> Result<(), OpError> {
    if name != "llvm.data_layout" {
        return Ok(());
    }
    let Some(layout) = op_support::string_of(ctx, value) else {
        return Err(OpError::op_error(
            "expected 'llvm.data_layout' to be a string attributes",
        ));
    };
    check_data_layout(&layout).map_err(|message| {
        // LLVM's error printer ends the message with a newline.
        OpError::op_error(format!("invalid data layout descriptor: {message}\n"))
    })
}

/// The argument and result types of a function op (`function_type`, a
/// builtin or `!llvm.func` type, whose `void` result counts as none).
fn signature(ctx: &Context, ir: &Ir, op: OpId) -> Option<(Vec<Type>, Vec<Type>)> {
    let ty = op_support::inherent_or_discardable(ctx, ir, op, "function_type")
        .and_then(|a| op_support::type_of(ctx, a))?;
    if let TypeKind::Function { inputs, results } = ctx.type_kind(ty) {
        return Some((inputs.clone(), results.clone()));
    }
    let params = super::LLVMFunctionType::params(ctx, ty)?;
    let result = super::LLVMFunctionType::return_type(ctx, ty)?;
    let results = if LLVMVoidType::is(ctx, result) {
        Vec::new()
    } else {
        vec![result]
    };
    Some((params, results))
}

/// MLIR's `verifyParameterAttribute`: the value kind each LLVM parameter
/// attribute takes, and the parameter type it applies to (checked only
/// for LLVM types).
fn verify_parameter_attribute(
    ctx: &Context,
    param: Type,
    name: &str,
    value: Attribute,
) -> Result<(), OpError> {
    let check_type = is_compatible_type(ctx, param);
    let kind = ctx.attr_kind(value);
    let unit = || -> Result<(), OpError> {
        if matches!(kind, AttrKind::Unit) {
            Ok(())
        } else {
            Err(OpError::error(format!(
                "\"{name}\" should be a unit attribute"
            )))
        }
    };
    let pointer = || -> Result<(), OpError> {
        if check_type && !LLVMPointerType::is(ctx, param) {
            return Err(OpError::error(format!(
                "\"{name}\" attribute attached to non-pointer LLVM type"
            )));
        }
        Ok(())
    };
    let integer_attr = || -> Result<(), OpError> {
        if matches!(kind, AttrKind::Integer { .. }) {
            Ok(())
        } else {
            Err(OpError::error(format!(
                "\"{name}\" should be an integer attribute"
            )))
        }
    };
    match name {
        "llvm.noalias" | "llvm.readonly" | "llvm.readnone" | "llvm.writeonly" | "llvm.nest"
        | "llvm.nocapture" | "llvm.nofree" | "llvm.nonnull" => {
            unit()?;
            pointer()
        }
        "llvm.sret" | "llvm.byval" | "llvm.byref" | "llvm.elementtype" | "llvm.inalloca"
        | "llvm.preallocated" => {
            if !matches!(kind, AttrKind::Type(_)) {
                return Err(OpError::error(format!(
                    "\"{name}\" should be a type attribute"
                )));
            }
            pointer()
        }
        "llvm.signext" | "llvm.zeroext" => {
            unit()?;
            if check_type && !matches!(ctx.type_kind(param), TypeKind::Integer { .. }) {
                return Err(OpError::error(format!(
                    "\"{name}\" attribute attached to non-integer LLVM type"
                )));
            }
            Ok(())
        }
        "llvm.align" | "llvm.dereferenceable" | "llvm.dereferenceable_or_null" => {
            integer_attr()?;
            pointer()
        }
        "llvm.alignstack" => integer_attr(),
        "llvm.noundef" | "llvm.inreg" | "llvm.returned" => unit(),
        _ => Ok(()),
    }
}

/// MLIR's `verifyRegionArgAttribute`: argument `index` of a function op.
pub fn verify_region_arg_attribute(
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    index: usize,
    name: &str,
    value: Attribute,
) -> Result<(), OpError> {
    let Some(param) = signature(ctx, ir, op).and_then(|(inputs, _)| inputs.get(index).copied())
    else {
        return Ok(());
    };
    verify_parameter_attribute(ctx, param, name, value)
}

/// The result attributes MLIR rejects.
const NOT_RESULT_ATTRIBUTES: &[&str] = &[
    "llvm.allocalign",
    "llvm.allocptr",
    "llvm.byval",
    "llvm.byref",
    "llvm.inalloca",
    "llvm.nest",
    "llvm.nocapture",
    "llvm.nofree",
    "llvm.preallocated",
    "llvm.readnone",
    "llvm.readonly",
    "llvm.returned",
    "llvm.alignstack",
    "llvm.sret",
    "llvm.writeonly",
];

/// MLIR's `verifyRegionResultAttribute`: result `index` of a function op.
pub fn verify_region_result_attribute(
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    index: usize,
    name: &str,
    value: Attribute,
) -> Result<(), OpError> {
    let Some(result) = signature(ctx, ir, op).and_then(|(_, results)| results.get(index).copied())
    else {
        return Ok(());
    };
    if LLVMVoidType::is(ctx, result) {
        return Err(OpError::error(
            "cannot attach result attributes to functions with a void return",
        ));
    }
    if NOT_RESULT_ATTRIBUTES.contains(&name) {
        return Err(OpError::error(format!(
            "\"{name}\" is not a valid result attribute"
        )));
    }
    verify_parameter_attribute(ctx, result, name, value)
}
