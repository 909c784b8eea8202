//! `genx` ops to LLVM IR: each op is a call of its intrinsic, named as
//! `getGenXName` names it from the op's types (or as the module named it
//! when it was imported with another name), declared once per name: the
//! module's own declaration when it has one (so what it carried stays),
//! else a new one.

use std::ffi::CString;

use dialectic::OpId;
use dialectic::op_support::string_of;
use dialectic_genx::names::call_name;
use dialectic_genx::signature::lookup;
use inkwell::llvm_sys::LLVMTailCallKind;

use super::{INTRINSIC_NAME_ATTR, TAIL_CALL_KIND_ATTR};
use crate::enums::dialect_enum;
use crate::error::{TranslateError, TranslateResult};
use crate::interface::DialectTranslation;
use crate::llvm;
use crate::llvm::AnyValue;
use crate::module_translation::ModuleTranslation;

/// The translation of the `genx` dialect.
pub struct GenXTranslation;

impl DialectTranslation for GenXTranslation {
    fn dialect(&self) -> &str {
        "genx"
    }

    fn convert_operation(&self, op: OpId, t: &mut ModuleTranslation<'_>) -> TranslateResult<bool> {
        let Some(signature) = t.op_name(op).strip_prefix("genx.").and_then(lookup) else {
            return Ok(false);
        };
        let ctx = t.ctx;
        let result = t.ir.results(op).next().map(|r| t.ir.value_type(r));
        let argument_types: Vec<_> = t.ir.operands(op).map(|v| t.ir.value_type(v)).collect();
        let name = match t
            .attr(op, INTRINSIC_NAME_ATTR)
            .and_then(|a| string_of(ctx, a))
        {
            Some(name) => name,
            None => call_name(ctx, signature, result, &argument_types)
                .map_err(|m| TranslateError::at(op, m))?,
        };
        let arguments = t.operands(op)?;
        let callee = match t.lookup_symbol(op, &name) {
            Ok(function) => function,
            Err(_) => {
                let return_type = match result {
                    Some(ty) => t.llvm_type(op, ty)?,
                    None => llvm::void_type_in_context(t.llvm_context()),
                };
                // A `vararg` intrinsic declares its fixed arguments only.
                let fixed = signature.arguments.len() - usize::from(signature.is_vararg());
                let mut params = Vec::new();
                for ty in argument_types.iter().take(fixed) {
                    params.push(t.llvm_type(op, *ty)?);
                }
                let fn_type =
                    llvm::function_type(return_type, &params, i32::from(signature.is_vararg()));
                let c_name = CString::new(name.clone())
                    .map_err(|_| TranslateError::at(op, "a NUL in the intrinsic's name"))?;
                let function = llvm::add_function(t.llvm_module(), &c_name, fn_type);
                t.map_symbol(&name, function);
                function
            }
        };
        let fn_type = llvm::global_get_value_type(callee);
        let call = llvm::build_call2(t.builder(), fn_type, callee, &arguments);
        if result.is_some() {
            t.map_result(op, 0, call);
        }
        Ok(true)
    }

    fn amend_operation<'a>(
        &self,
        op: OpId,
        instructions: &[AnyValue<'a>],
        name: &str,
        value: dialectic::Attribute,
        t: &mut ModuleTranslation<'a>,
    ) -> TranslateResult<()> {
        if name == super::declarations::INTRINSIC_ID_ATTR {
            if let Some(function) = instructions.first() {
                super::declarations::write_intrinsic_id(t, op, *function, value)?;
            }
            return Ok(());
        }
        if name == dialectic_genx::kernel::KERNEL_ATTR {
            if let Some(function) = instructions.first() {
                super::kernels::write_kernel(t, op, *function, value)?;
            }
            return Ok(());
        }
        if name != TAIL_CALL_KIND_ATTR {
            return Ok(());
        }
        let kind = match dialect_enum(t, value, "tailcallkind") {
            Some(1) => LLVMTailCallKind::LLVMTailCallKindTail,
            Some(2) => LLVMTailCallKind::LLVMTailCallKindMustTail,
            Some(3) => LLVMTailCallKind::LLVMTailCallKindNoTail,
            _ => LLVMTailCallKind::LLVMTailCallKindNone,
        };
        if let Some(call) = instructions.last() {
            llvm::set_tail_call_kind(*call, kind);
        }
        Ok(())
    }
}
