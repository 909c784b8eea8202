//! `llvm.intr.*` ops: a call of the intrinsic named after the op
//! (`llvm.intr.fmuladd` calls `llvm.fmuladd`), declared from LLVM's own
//! intrinsic table. Overloaded intrinsics take their overload types from
//! the op's results and operands as LLVM's name mangling lists them: the
//! result type, then each operand type not yet listed.

use dialectic::OpId;
use inkwell::llvm_sys::core::*;
use inkwell::llvm_sys::prelude::*;

use crate::error::{TranslateError, TranslateResult};
use crate::module_translation::ModuleTranslation;

/// Translates the intrinsic op `op`.
pub fn translate_intrinsic(t: &mut ModuleTranslation<'_>, op: OpId) -> TranslateResult<()> {
    let name = t.op_name(op);
    let intrinsic = format!("llvm.{}", &name["llvm.intr.".len()..]);
    let mut args = t.operands(op)?;
    // SAFETY: looks up and declares an intrinsic in the live module.
    unsafe {
        let id = LLVMLookupIntrinsicID(intrinsic.as_ptr().cast(), intrinsic.len());
        if id == 0 {
            return Err(TranslateError::at(
                op,
                format!("cannot be converted to LLVM IR: unknown intrinsic '{intrinsic}'"),
            ));
        }
        let mut overloads: Vec<LLVMTypeRef> = Vec::new();
        if LLVMIntrinsicIsOverloaded(id) != 0 {
            let results: Vec<_> = t.ir.results(op).collect();
            for result in results {
                let ty = t.llvm_type(op, t.ir.value_type(result))?;
                if LLVMGetTypeKind(ty) != inkwell::llvm_sys::LLVMTypeKind::LLVMStructTypeKind {
                    overloads.push(ty);
                }
            }
            for &arg in &args {
                let ty = LLVMTypeOf(arg);
                if !overloads.contains(&ty)
                    && LLVMGetTypeKind(ty) != inkwell::llvm_sys::LLVMTypeKind::LLVMMetadataTypeKind
                {
                    overloads.push(ty);
                }
            }
        }
        let function = LLVMGetIntrinsicDeclaration(
            t.llvm_module(),
            id,
            overloads.as_mut_ptr(),
            overloads.len(),
        );
        let fn_type = LLVMGlobalGetValueType(function);
        super::calls::check_call_arguments(op, fn_type, &args)?;
        let call = LLVMBuildCall2(
            t.builder(),
            fn_type,
            function,
            args.as_mut_ptr(),
            args.len() as u32,
            c"".as_ptr(),
        );
        if t.ir.num_results(op) == 1 {
            t.map_result(op, 0, call);
        }
    }
    Ok(())
}
