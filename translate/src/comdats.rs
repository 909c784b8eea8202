//! `llvm.comdat` regions: each `llvm.comdat_selector @name kind` becomes
//! the LLVM comdat `$name = comdat kind`, which globals and functions
//! name as `@region::@name`. Selector names are unique across regions, as
//! in LLVM.

use crate::llvm;
use dialectic::OpId;
use dialectic::op_support::string_of;
use inkwell::llvm_sys::comdat::*;

use crate::enums::dialect_enum;
use crate::error::{TranslateError, TranslateResult};
use crate::module_translation::ModuleTranslation;

/// Creates the comdats of the selectors in the `llvm.comdat` op `op`.
pub fn translate_comdat(t: &mut ModuleTranslation<'_>, op: OpId) -> TranslateResult<()> {
    let region_name = t
        .attr(op, "sym_name")
        .and_then(|a| string_of(t.ctx, a))
        .unwrap_or_default();
    let Some(block) = t.ir.regions(op).first().and_then(|&r| t.ir.entry_block(r)) else {
        return Ok(());
    };
    for selector in t.ir.ops_of(block).collect::<Vec<_>>() {
        if !t.op_is(selector, "llvm.comdat_selector") {
            continue;
        }
        let name = t
            .attr(selector, "sym_name")
            .and_then(|a| string_of(t.ctx, a))
            .ok_or_else(|| TranslateError::at(selector, "has no symbol name"))?;
        let cname = t.c_string(selector, &name)?;
        if t.has_comdat_selector(&name) {
            return Err(TranslateError::at(
                selector,
                "comdat selection symbols must be unique even in different comdat regions",
            ));
        }
        let kind = match t
            .attr(selector, "comdat")
            .and_then(|a| dialect_enum(t, a, "comdat"))
            .unwrap_or(0)
        {
            1 => LLVMComdatSelectionKind::LLVMExactMatchComdatSelectionKind,
            2 => LLVMComdatSelectionKind::LLVMLargestComdatSelectionKind,
            3 => LLVMComdatSelectionKind::LLVMNoDuplicatesComdatSelectionKind,
            4 => LLVMComdatSelectionKind::LLVMSameSizeComdatSelectionKind,
            _ => LLVMComdatSelectionKind::LLVMAnyComdatSelectionKind,
        };
        let comdat = {
            let comdat = llvm::get_or_insert_comdat(t.llvm_module(), &cname);
            llvm::set_comdat_selection_kind(comdat, kind);
            comdat
        };
        t.map_comdat(&region_name, &name, comdat);
    }
    Ok(())
}
