//! Calls of LLVM intrinsics, as MLIR's `createIntrinsicCall` builds them
//! for the intrinsic ops: the op's operands with its immediate-argument
//! attributes inserted as constants, the overload types taken from the
//! results and arguments the op's `.td` data names ([`IntrinsicSpec`],
//! generated), the declaration, the call. Every declaration is checked
//! first, as MLIR's `llvm.call_intrinsic` translation checks it: LLVM
//! builds whatever it is asked to (or crashes), so a signature that is no
//! intrinsic's, or a call that does not fit it, is a diagnostic on the op.

use crate::llvm;
use crate::llvm::AnyValue;

use dialectic::OpId;
use dialectic::runtime::storage::attributes::AttrKind;
use inkwell::llvm_sys::LLVMTypeKind;

use crate::error::{TranslateError, TranslateResult};
use crate::llvm::{SignatureMatch, match_signature};
use crate::module_translation::ModuleTranslation;

/// How an intrinsic op calls its intrinsic (the `.td` data of
/// `LLVM_IntrOpBase`, generated into `intrinsic_spec`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IntrinsicSpec {
    /// The intrinsic without overload suffixes (`llvm.fabs`).
    pub intrinsic: &'static str,
    /// How many values it returns (several are the op's struct members).
    pub num_results: usize,
    /// The results whose types are overload types.
    pub overloaded_results: &'static [usize],
    /// The call arguments (immediates counted) whose types are overload
    /// types.
    pub overloaded_operands: &'static [usize],
    /// The positions of the immediate arguments in the call.
    pub imm_arg_positions: &'static [usize],
    /// The attributes holding the immediate arguments.
    pub imm_arg_attr_names: &'static [&'static str],
    /// The call carries the op's access groups.
    pub requires_access_group: bool,
    /// The call carries the op's alias scopes and TBAA tags.
    pub requires_alias_analysis: bool,
    /// The call carries the op's fast-math flags.
    pub requires_fastmath: bool,
    /// The op's translation is written by hand.
    pub has_custom_translation: bool,
}

/// The ID of the intrinsic named `name` (0: no intrinsic has the name).
pub fn intrinsic_id(name: &str) -> u32 {
    llvm::lookup_intrinsic_id(name)
}

/// `ty` as LLVM prints it (`i32`, `{ i32, i1 }`), for messages.
pub fn type_string<'ctx>(ty: llvm::AnyType<'ctx>) -> String {
    llvm::print_type_to_string(ty)
}

/// A declared intrinsic.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeclaredIntrinsic<'ctx> {
    /// The declaration.
    pub function: AnyValue<'ctx>,
    /// Its function type.
    pub fn_type: llvm::AnyType<'ctx>,
    /// The overload types it was declared with.
    pub overloads: Vec<llvm::AnyType<'ctx>>,
}

/// Declares the intrinsic `name` for a call returning `result` (void when
/// nothing) with arguments of types `args`. The checks and messages are those of MLIR's
/// `llvm.call_intrinsic` translation: an unknown name, a signature that
/// is none of an overloaded intrinsic's, a return type, an argument count
/// or an argument type that differs from the declaration's.
///
/// A declaration is made (and checked) once per intrinsic and signature.
pub fn declare_intrinsic<'a>(
    t: &mut ModuleTranslation<'a>,
    op: OpId,
    name: &str,
    result: llvm::AnyType<'a>,
    args: &[llvm::AnyType<'a>],
) -> TranslateResult<DeclaredIntrinsic<'a>> {
    let id = intrinsic_id(name);
    if id == 0 {
        return Err(TranslateError::at(
            op,
            format!("could not find LLVM intrinsic: \"{name}\""),
        ));
    }
    let key = (id, result, args.to_vec());
    if let Some(declared) = t.declared_intrinsics().get(&key) {
        return Ok(declared.clone());
    }
    let declared = declare_checked(t, op, name, id, result, args)?;
    t.declared_intrinsics().insert(key, declared.clone());
    Ok(declared)
}

/// Declares the intrinsic `name` (`id`) as [`declare_intrinsic`] does.
fn declare_checked<'a>(
    t: &ModuleTranslation<'a>,
    op: OpId,
    name: &str,
    id: u32,
    result: llvm::AnyType<'a>,
    args: &[llvm::AnyType<'a>],
) -> TranslateResult<DeclaredIntrinsic<'a>> {
    let overloads = if llvm::intrinsic_is_overloaded(id) != 0 {
        let params = args.to_vec();
        let fn_type = llvm::function_type(result, &params, 0);
        match match_signature(id, fn_type) {
            SignatureMatch::Match(overloads) => overloads,
            _ => {
                return Err(TranslateError::at(
                    op,
                    format!(
                        "call intrinsic signature {} to overloaded intrinsic \"{name}\" does not match any of the overloads",
                        type_string(fn_type)
                    ),
                ));
            }
        }
    } else {
        Vec::new()
    };
    let function = llvm::get_intrinsic_declaration(t.llvm_module(), id, &overloads);
    let fn_type = llvm::global_get_value_type(function);
    check_call(op, name, fn_type, result, args)?;
    Ok(DeclaredIntrinsic {
        function,
        fn_type,
        overloads,
    })
}

/// Checks a call of `callee` (named for messages) with function type
/// `fn_type` returning `result` with arguments of types `args`, with the
/// messages of MLIR's `llvm.call_intrinsic` translation.
pub fn check_call<'ctx>(
    op: OpId,
    callee: &str,
    fn_type: llvm::AnyType<'ctx>,
    result: llvm::AnyType<'ctx>,
    args: &[llvm::AnyType<'ctx>],
) -> TranslateResult<()> {
    if llvm::get_type_kind(fn_type) != LLVMTypeKind::LLVMFunctionTypeKind {
        return Err(TranslateError::at(
            op,
            format!("'{callee}' is not a function"),
        ));
    }
    let returns = llvm::get_return_type(fn_type);
    if returns != result {
        return Err(TranslateError::at(
            op,
            format!(
                "intrinsic call returns {} but \"{callee}\" actually returns {}",
                type_string(result),
                type_string(returns)
            ),
        ));
    }
    let count = llvm::count_param_types(fn_type) as usize;
    let variadic = llvm::is_function_var_arg(fn_type) != 0;
    if !variadic && args.len() != count {
        return Err(TranslateError::at(
            op,
            format!(
                "intrinsic call has {} operands but \"{callee}\" expects {count}",
                args.len()
            ),
        ));
    }
    if variadic && args.len() < count {
        return Err(TranslateError::at(
            op,
            format!(
                "intrinsic call has {} operands but variadic \"{callee}\" expects at least {count}",
                args.len()
            ),
        ));
    }
    let params = llvm::get_param_types(fn_type);
    for (i, (&expected, &actual)) in params.iter().zip(args).enumerate() {
        if expected != actual {
            return Err(TranslateError::at(
                op,
                format!(
                    "intrinsic call operand #{i} has type {} but \"{callee}\" expects {}",
                    type_string(actual),
                    type_string(expected)
                ),
            ));
        }
    }
    Ok(())
}

/// Builds the call of `spec`'s intrinsic for the intrinsic op `op` (MLIR's
/// `createIntrinsicCall`) with `operands` (the op's, translated, maybe
/// completed) and returns it; the caller maps the result.
pub fn create_intrinsic_call_with<'a>(
    t: &mut ModuleTranslation<'a>,
    op: OpId,
    spec: &IntrinsicSpec,
    operands: Vec<AnyValue<'a>>,
) -> TranslateResult<AnyValue<'a>> {
    let args = call_arguments(t, op, spec, operands)?;
    let arg_types: Vec<llvm::AnyType<'_>> = args.iter().map(|&a| llvm::type_of(a)).collect();
    let result = result_type(t, op)?;
    let overloads = overload_types(t, op, spec, result, &arg_types)?;
    let declared = declare_intrinsic(t, op, spec.intrinsic, result, &arg_types)?;
    // The overload types LLVM matched are those the op's data names, or
    // the data is not the intrinsic's.
    let expected = declared.overloads;
    if expected != overloads {
        let list = |types: &[llvm::AnyType<'_>]| {
            types
                .iter()
                .map(|&ty| type_string(ty))
                .collect::<Vec<_>>()
                .join(", ")
        };
        return Err(TranslateError::at(
            op,
            format!(
                "intrinsic \"{}\" is overloaded on ({}) but the op names ({})",
                spec.intrinsic,
                list(&expected),
                list(&overloads)
            ),
        ));
    }
    let call = llvm::build_call2(t.builder(), declared.fn_type, declared.function, &args);
    Ok(call)
}

/// The LLVM type of `op`'s result, void when it has none.
pub fn result_type<'a>(
    t: &mut ModuleTranslation<'a>,
    op: OpId,
) -> TranslateResult<llvm::AnyType<'a>> {
    match t.ir.num_results(op) {
        0 => Ok(llvm::void_type_in_context(t.llvm_context())),
        1 => {
            let ty = t.ir.value_type(t.ir.result(op, 0));
            t.llvm_type(op, ty)
        }
        n => Err(TranslateError::at(
            op,
            format!("has {n} results; an LLVM call gives at most one"),
        )),
    }
}

/// The call's arguments: the operands, with each immediate argument's
/// constant at its position.
fn call_arguments<'a>(
    t: &mut ModuleTranslation<'a>,
    op: OpId,
    spec: &IntrinsicSpec,
    operands: Vec<AnyValue<'a>>,
) -> TranslateResult<Vec<AnyValue<'a>>> {
    let arity = operands.len() + spec.imm_arg_positions.len();
    let mut args: Vec<Option<AnyValue<'_>>> = vec![None; arity];
    for (&position, &name) in spec.imm_arg_positions.iter().zip(spec.imm_arg_attr_names) {
        let constant = immediate(t, op, name)?;
        match args.get_mut(position) {
            Some(slot @ None) => *slot = Some(constant),
            _ => {
                return Err(TranslateError::at(
                    op,
                    format!(
                        "immediate argument '{name}' has no position {position} among the {arity} arguments of \"{}\"",
                        spec.intrinsic
                    ),
                ));
            }
        }
    }
    let mut operands = operands.into_iter();
    Ok(args
        .into_iter()
        .map(|slot| slot.or_else(|| operands.next()))
        .collect::<Option<Vec<_>>>()
        .unwrap_or_default())
}

/// The constant of the integer or float attribute `name` of `op`.
pub fn immediate<'a>(
    t: &mut ModuleTranslation<'a>,
    op: OpId,
    name: &str,
) -> TranslateResult<AnyValue<'a>> {
    let attr = t
        .attr(op, name)
        .ok_or_else(|| TranslateError::at(op, format!("requires attribute '{name}'")))?;
    let ty = match t.ctx.attr_kind(attr) {
        AttrKind::Integer { ty, .. } | AttrKind::Float { ty, .. } => *ty,
        _ => {
            return Err(TranslateError::at(
                op,
                format!("expected an integer or float attribute '{name}' as immediate argument"),
            ));
        }
    };
    let llvm_ty = t.llvm_type(op, ty)?;
    crate::constants::constant_of(t.ctx, attr, llvm_ty).map_err(|m| TranslateError::at(op, m))
}

/// The overload types the op's data names: the result's (or its struct
/// members'), then the arguments'.
fn overload_types<'a>(
    t: &ModuleTranslation<'a>,
    op: OpId,
    spec: &IntrinsicSpec,
    result: llvm::AnyType<'a>,
    args: &[llvm::AnyType<'a>],
) -> TranslateResult<Vec<llvm::AnyType<'a>>> {
    let mut types = Vec::new();
    for &index in spec.overloaded_results {
        if t.ir.num_results(op) == 0 {
            return Err(TranslateError::at(
                op,
                format!("has no result #{index} to name an overload type"),
            ));
        }
        if spec.num_results > 1 {
            let member = (llvm::get_type_kind(result) == LLVMTypeKind::LLVMStructTypeKind
                && (index as u32) < llvm::count_struct_element_types(result))
            .then(|| llvm::struct_get_type_at_index(result, index as u32));
            types.push(member.ok_or_else(|| {
                TranslateError::at(
                    op,
                    format!(
                        "expected a struct result with a member #{index}, got {}",
                        type_string(result)
                    ),
                )
            })?);
        } else {
            types.push(result);
        }
    }
    for &index in spec.overloaded_operands {
        types.push(*args.get(index).ok_or_else(|| {
            TranslateError::at(
                op,
                format!("has no argument #{index} to name an overload type"),
            )
        })?);
    }
    Ok(types)
}
