//! The GenX dialect: every intrinsic of Intel's GenX intrinsic table
//! (vc-intrinsics) as an op, `genx.<name>` for `llvm.genx.<name>`, generated
//! from the table (`defs/genx/Intrinsics.td` and [`signatures`], written by
//! `genx-tblgen` from `dialects/genx-spec/`), with the hand-written part
//! in `defs/genx/GenX.td`. [`signature`] checks an op's types against its
//! intrinsic's tokens; [`names`] mangles and demangles the intrinsics'
//! LLVM names as vc-intrinsics' `getGenXName` writes them. [`passes`]
//! declares `genx-check-backend-rules`, whose [`rules`] are seed 002's.
//!
//! The crate depends on the root `dialectic` crate: the expansion of
//! `dialect!` names `dialectic::op_support`, and the ops' pointer and
//! struct types are the `llvm` dialect's.

#![deny(missing_docs)]

pub mod emulate;
pub mod examples;
pub mod folds;
pub mod kernel;
pub mod layout;
pub mod names;
pub mod regions;
pub mod rules;
pub mod signature;
#[rustfmt::skip]
pub mod signatures;
pub mod types;

#[allow(missing_docs)]
mod generated {
    use crate::folds::materialize::materialize_constant;
    use crate::kernel::verify_operation_attribute;

    dialectic::dialect!("../../defs/genx.td");

    /// Implements each op's verifier as the check of its signature.
    macro_rules! signature_verifiers {
        ($($op:ident => $index:expr,)*) => {
            $(impl dialectic::op_support::OpVerifier for crate::$op {
                fn verify(
                    ctx: &dialectic::op_support::Context,
                    ir: &dialectic::op_support::Ir,
                    op: dialectic::op_support::OpId,
                ) -> Result<(), dialectic::op_support::OpError> {
                    crate::signature::verify_op(ctx, ir, op, &crate::signatures::SIGNATURES[$index])
                }
            })*
        };
    }
    pub(crate) use signature_verifiers;
}

pub use generated::*;

pub mod passes {
    //! The passes of `defs/genx/Passes.td` (their bodies are in
    //! [`crate::rules`]) and [`register_passes`], which `genx-opt` hands to
    //! its `ToolRegistration`.
    dialectic::dialect!("../../defs/genx/Passes.td");
}

/// Registers the GenX dialect (and the `llvm` dialect its types come
/// from) in `ctx`.
pub fn register_dialect(ctx: &dialectic::Context) {
    if !ctx.is_dialect_registered("llvm") {
        dialectic::dialects::llvm::register(ctx);
    }
    generated::register(ctx);
}
