//! Folding and canonicalization of the region ops: a read or write of
//! constants folds to the constant it gives ([`folders`]), folded values
//! become `llvm.mlir.constant` ([`materialize`]), and the canonicalization
//! rules of `defs/genx/Canonicalization.td` (a read of the region just
//! written, a write of the whole vector, a read of the whole vector, a
//! constant region of a constant 1D region) are added by each op's
//! canonicalizer, their Rust in [`canonicalize`].

pub mod canonicalize;
pub mod folders;
pub mod materialize;

use dialectic::op_support::{Context, OpCanonicalizer, RewritePatternSet};

use crate::{
    GenX_FloatReadOfConstantRead, GenX_FloatReadOfWholeVector, GenX_FloatReadOfWrittenRegion,
    GenX_FloatWriteOfWholeVector, GenX_IntReadOfConstantRead, GenX_IntReadOfWholeVector,
    GenX_IntReadOfWrittenRegion, GenX_IntWriteOfWholeVector, RdregionfOp, RdregioniOp, WrregionfOp,
    WrregioniOp,
};

impl OpCanonicalizer for RdregioniOp {
    fn canonicalization_patterns(patterns: &mut RewritePatternSet, _: &Context) {
        patterns.add(GenX_IntReadOfWrittenRegion);
        patterns.add(GenX_IntReadOfWholeVector);
        patterns.add(GenX_IntReadOfConstantRead);
    }
}

impl OpCanonicalizer for RdregionfOp {
    fn canonicalization_patterns(patterns: &mut RewritePatternSet, _: &Context) {
        patterns.add(GenX_FloatReadOfWrittenRegion);
        patterns.add(GenX_FloatReadOfWholeVector);
        patterns.add(GenX_FloatReadOfConstantRead);
    }
}

impl OpCanonicalizer for WrregioniOp {
    fn canonicalization_patterns(patterns: &mut RewritePatternSet, _: &Context) {
        patterns.add(GenX_IntWriteOfWholeVector);
    }
}

impl OpCanonicalizer for WrregionfOp {
    fn canonicalization_patterns(patterns: &mut RewritePatternSet, _: &Context) {
        patterns.add(GenX_FloatWriteOfWholeVector);
    }
}
