//! The `arith` dialect's answer to the inliner (MLIR's
//! `ArithInlinerInterface`): every arithmetic op may be inlined anywhere.

use crate::interfaces::{DialectInlinerInterface, ValueMapping};
use crate::op_support::{Context, Ir, OpId, RegionId};

impl DialectInlinerInterface for super::ArithDialect {
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
