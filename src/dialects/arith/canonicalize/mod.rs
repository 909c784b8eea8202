//! The canonicalization patterns of the arith ops, as MLIR 19 registers
//! them, per op in MLIR's order: the rules MLIR writes declaratively
//! (`ArithCanonicalization.td`) are `.td` rules here too
//! (`defs/arith/Canonicalization.td`, generated into the dialect module
//! with the Rust their native calls name, [`native`]); those MLIR writes
//! in C++ (`ArithOps.cpp`) are Rust ([`compare`], [`select`]).

mod compare;
pub(super) mod native;
mod select;
mod support;

use crate::dialects::arith::*;
use crate::op_support::{Context, OpCanonicalizer, RewritePatternSet};

macro_rules! canonicalizers {
    ($($op:ident => [$($pattern:expr),* $(,)?];)*) => {$(
        impl OpCanonicalizer for $op {
            fn canonicalization_patterns(patterns: &mut RewritePatternSet, _: &Context) {
                $(patterns.add($pattern);)*
            }
        }
    )*};
}

canonicalizers! {
    AddIOp => [
        AddIAddConstant,
        AddISubConstantRHS,
        AddISubConstantLHS,
        AddIMulNegativeOneRhs,
        AddIMulNegativeOneLhs,
    ];
    SubIOp => [
        SubIRHSAddConstant,
        SubILHSAddConstant,
        SubIRHSSubConstantRHS,
        SubIRHSSubConstantLHS,
        SubILHSSubConstantRHS,
        SubILHSSubConstantLHS,
        SubISubILHSRHSLHS,
    ];
    MulIOp => [MulIMulIConstant];
    AddUIExtendedOp => [AddUIExtendedToAddI];
    MulSIExtendedOp => [MulSIExtendedToMulI, MulSIExtendedRHSOne];
    MulUIExtendedOp => [MulUIExtendedToMulI];
    XOrIOp => [XOrINotCmpI, XOrIOfExtUI, XOrIOfExtSI];
    AndIOp => [AndOfExtUI, AndOfExtSI];
    OrIOp => [OrOfExtUI, OrOfExtSI];
    CmpIOp => [CmpIExtSI, CmpIExtUI];
    CmpFOp => [compare::CmpFIntToFPConst];
    SelectOp => [
        RedundantSelectFalse,
        RedundantSelectTrue,
        SelectNotCond,
        SelectI1ToNot,
        select::SelectToExtUI,
    ];
    IndexCastOp => [IndexCastOfIndexCast, IndexCastOfExtSI];
    IndexCastUIOp => [IndexCastUIOfIndexCastUI, IndexCastUIOfExtUI];
    BitcastOp => [BitcastOfBitcast];
    ExtSIOp => [ExtSIOfExtUI];
    TruncIOp => [
        TruncIExtSIToExtSI,
        TruncIExtUIToExtUI,
        TruncIShrSIToTrunciShrUI,
        TruncIShrUIMulIToMulSIExtended,
        TruncIShrUIMulIToMulUIExtended,
    ];
    MulFOp => [MulFOfNegF];
    DivFOp => [DivFOfNegF];
}
