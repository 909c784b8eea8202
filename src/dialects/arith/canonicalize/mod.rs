//! The canonicalization patterns of the arith ops, as MLIR 19 registers
//! them (the patterns of `ArithCanonicalization.td` and those written in
//! `ArithOps.cpp`), per op in MLIR's order.

mod add_sub;
mod bitwise;
mod casts;
mod compare;
mod float;
mod mul;
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
        add_sub::ADDI_ADD_CONSTANT,
        add_sub::ADDI_SUB_CONSTANT_RHS,
        add_sub::ADDI_SUB_CONSTANT_LHS,
        add_sub::ADDI_MUL_NEGATIVE_ONE_RHS,
        add_sub::ADDI_MUL_NEGATIVE_ONE_LHS,
    ];
    SubIOp => [
        add_sub::SUBI_RHS_ADD_CONSTANT,
        add_sub::SUBI_LHS_ADD_CONSTANT,
        add_sub::SUBI_RHS_SUB_CONSTANT_RHS,
        add_sub::SUBI_RHS_SUB_CONSTANT_LHS,
        add_sub::SUBI_LHS_SUB_CONSTANT_RHS,
        add_sub::SUBI_LHS_SUB_CONSTANT_LHS,
        add_sub::SubISubILhsRhsLhs,
    ];
    MulIOp => [mul::MulIMulIConstant];
    AddUIExtendedOp => [mul::AddUIExtendedToAddI];
    MulSIExtendedOp => [mul::MulSIExtendedToMulI, mul::MulSIExtendedRhsOne];
    MulUIExtendedOp => [mul::MulUIExtendedToMulI];
    XOrIOp => [
        bitwise::XOrINotCmpI,
        bitwise::BitwiseOfExtensions::<XOrIOp>::new(false),
        bitwise::BitwiseOfExtensions::<XOrIOp>::new(true),
    ];
    AndIOp => [
        bitwise::BitwiseOfExtensions::<AndIOp>::new(false),
        bitwise::BitwiseOfExtensions::<AndIOp>::new(true),
    ];
    OrIOp => [
        bitwise::BitwiseOfExtensions::<OrIOp>::new(false),
        bitwise::BitwiseOfExtensions::<OrIOp>::new(true),
    ];
    CmpIOp => [
        compare::CmpIOfExtensions { signed: true },
        compare::CmpIOfExtensions { signed: false },
    ];
    CmpFOp => [compare::CmpFIntToFPConst];
    SelectOp => [
        select::RedundantSelect { nested_true: false },
        select::RedundantSelect { nested_true: true },
        select::SelectNotCond,
        select::SelectI1ToNot,
        select::SelectToExtUI,
    ];
    IndexCastOp => [
        casts::IndexCastPattern::<IndexCastOp>::new(true),
        casts::IndexCastPattern::<IndexCastOp>::new(false),
    ];
    IndexCastUIOp => [
        casts::IndexCastPattern::<IndexCastUIOp>::new(true),
        casts::IndexCastPattern::<IndexCastUIOp>::new(false),
    ];
    BitcastOp => [casts::BitcastOfBitcast];
    ExtSIOp => [casts::ExtSIOfExtUI];
    TruncIOp => [
        casts::TruncIOfExtension { signed: true },
        casts::TruncIOfExtension { signed: false },
        casts::TruncIShrSIToTrunciShrUI,
        mul::TruncIOfHighHalfOfProduct { signed: true },
        mul::TruncIOfHighHalfOfProduct { signed: false },
    ];
    MulFOp => [float::MulFOfNegF];
    DivFOp => [float::DivFOfNegF];
}
