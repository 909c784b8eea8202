//! The `cf` dialect's answer to the inliner (MLIR's
//! `ControlFlowInlinerInterface`): branches may be inlined anywhere, and
//! regions into the ops of the dialect (it has none with regions).

use crate::interfaces::{DialectInlinerInterface, ValueMapping};
use crate::op_support::{Context, Ir, OpId, RegionId};

impl DialectInlinerInterface for super::CFDialect {
    fn is_legal_to_inline_region(
        &self,
        _ctx: &Context,
        _ir: &Ir,
        _dest: RegionId,
        _src: RegionId,
        _would_be_cloned: bool,
        _mapping: &ValueMapping,
    ) -> bool {
        true
    }

    fn is_legal_to_inline_op(
        &self,
        _ctx: &Context,
        _ir: &Ir,
        _op: OpId,
        _dest: RegionId,
        _would_be_cloned: bool,
        _mapping: &ValueMapping,
    ) -> bool {
        true
    }
}
