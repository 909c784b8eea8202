//! `llvm.mlir.constant`, `undef`, `poison`, `zero`, `none` and
//! `addressof`: values that are constants in LLVM IR.

use crate::llvm;
use dialectic::OpId;
use dialectic::op_support::symbol_ref_of;

use crate::constants::constant_of;
use crate::error::{TranslateError, TranslateResult};
use crate::module_translation::ModuleTranslation;

/// Translates `op` if it is one of these ops.
pub fn translate(t: &mut ModuleTranslation<'_>, op: OpId) -> TranslateResult<bool> {
    let name = t.op_name(op);
    let value = match name {
        "llvm.mlir.constant" | "llvm.mlir.undef" | "llvm.mlir.poison" | "llvm.mlir.zero"
        | "llvm.mlir.none" => {
            let ty = t.llvm_type(op, t.ir.value_type(t.ir.result(op, 0)))?;
            match name {
                "llvm.mlir.undef" => llvm::get_undef(ty),
                "llvm.mlir.poison" => llvm::get_poison(ty),
                // The null value of `token` is `token none`.
                "llvm.mlir.zero" | "llvm.mlir.none" => llvm::const_null(ty),
                _ => {
                    let value = t
                        .op_attrs(op)
                        .get(t.names().value)
                        .ok_or_else(|| TranslateError::at(op, "has no value"))?;
                    constant_of(t.ctx, value, ty).map_err(|m| TranslateError::at(op, m))?
                }
            }
        }
        "llvm.mlir.addressof" => {
            let symbol = t
                .op_attrs(op)
                .get(t.names().global_name)
                .and_then(|a| symbol_ref_of(t.ctx, a))
                .ok_or_else(|| TranslateError::at(op, "has no global name"))?;
            t.lookup_symbol(op, &symbol)?
        }
        _ => return Ok(false),
    };
    t.map_result(op, 0, value);
    Ok(true)
}
