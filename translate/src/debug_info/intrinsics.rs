//! `llvm.intr.dbg.declare`, `llvm.intr.dbg.value` and `llvm.intr.dbg.label`
//! as the debug records (`#dbg_declare`, `#dbg_value`, `#dbg_label`) MLIR's
//! intrinsic calls become in LLVM 19's debug info format, at the current
//! debug location; without one (an op outside a function with a
//! subprogram, or with an unknown location) they are dropped, as in MLIR.

use crate::llvm;
use crate::llvm::Metadata;
use dialectic::OpId;

use super::nodes::translate_node;
use super::params::DiParams;
use crate::error::{TranslateError, TranslateResult};
use crate::module_translation::ModuleTranslation;

/// Translates the debug intrinsic op `op` (named `name`); false for any
/// other op.
pub fn translate(t: &mut ModuleTranslation<'_>, op: OpId, name: &str) -> TranslateResult<bool> {
    let declare = match name {
        "llvm.intr.dbg.declare" => true,
        "llvm.intr.dbg.value" => false,
        "llvm.intr.dbg.label" => {
            label(t, op)?;
            return Ok(true);
        }
        _ => return Ok(false),
    };
    let (location, block) = (
        llvm::get_current_debug_location2(t.builder()),
        llvm::get_insert_block(t.builder()),
    );
    let Some(block) = block.filter(|_| !location.is_null()) else {
        return Ok(true);
    };
    let value = t.operand(op, 0)?;
    let variable = node_of_kind(t, op, "varInfo", "di_local_variable")?;
    let expression = super::variables::expression(t, op, t.attr(op, "locationExpr"))?;
    let builder = super::builder(t);
    if declare {
        llvm::di_builder_insert_declare_record_at_end(
            builder, value, variable, expression, location, block,
        );
    } else {
        llvm::di_builder_insert_dbg_value_record_at_end(
            builder, value, variable, expression, location, block,
        );
    }
    Ok(true)
}

/// `llvm.intr.dbg.label #label`.
fn label(t: &mut ModuleTranslation<'_>, op: OpId) -> TranslateResult<()> {
    let (location, block) = (
        llvm::get_current_debug_location2(t.builder()),
        llvm::get_insert_block(t.builder()),
    );
    let Some(block) = block.filter(|_| !location.is_null()) else {
        return Ok(());
    };
    let label = node_of_kind(t, op, "label", "di_label")?;
    llvm::debug_info_attach::di_insert_label(t.llvm_module(), label, location, block);
    Ok(())
}

/// The node of attribute `name` of `op`, which must be a `#llvm.<mnemonic>`.
fn node_of_kind<'a>(
    t: &mut ModuleTranslation<'a>,
    op: OpId,
    name: &str,
    mnemonic: &str,
) -> TranslateResult<Metadata<'a>> {
    let attr = t
        .attr(op, name)
        .filter(|&a| DiParams::of(t.ctx, a).is_some_and(|p| p.mnemonic == mnemonic))
        .ok_or_else(|| {
            TranslateError::at(
                op,
                format!("requires attribute '{name}' (a '#llvm.{mnemonic}')"),
            )
        })?;
    translate_node(t, op, attr)
}
