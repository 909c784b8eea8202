//! The `llvm` dialect's enums as LLVM's: linkage, visibility, unnamed
//! address, atomic orderings and read-modify-write operations, compare
//! predicates, fast-math and overflow flags.

use crate::llvm;
use crate::llvm::AnyValue;
use dialectic::op_support::{dialect_enum_of, int_enum_of};
use dialectic::{Attribute, OpId};
use inkwell::llvm_sys::{
    LLVMAtomicOrdering, LLVMAtomicRMWBinOp, LLVMIntPredicate, LLVMLinkage, LLVMRealPredicate,
    LLVMUnnamedAddr, LLVMVisibility,
};

use crate::module_translation::ModuleTranslation;

/// The bits of `#llvm.<mnemonic><...>` (or of a plain integer enum).
pub fn dialect_enum(t: &ModuleTranslation<'_>, attr: Attribute, mnemonic: &str) -> Option<i64> {
    dialect_enum_of(t.ctx, attr, "llvm", mnemonic).or_else(|| int_enum_of(t.ctx, attr))
}

/// The `visibility_` of `op` (`llvm.func`, `llvm.mlir.global`) on `global`.
pub fn set_visibility<'a>(t: &ModuleTranslation<'a>, op: OpId, global: AnyValue<'a>) {
    let visibility = match t
        .attr(op, "visibility_")
        .and_then(|a| dialect_enum(t, a, "visibility"))
    {
        Some(1) => LLVMVisibility::LLVMHiddenVisibility,
        Some(2) => LLVMVisibility::LLVMProtectedVisibility,
        _ => LLVMVisibility::LLVMDefaultVisibility,
    };
    llvm::set_visibility(global, visibility);
}

/// The `unnamed_addr` of `op`, when it has one, on `global`.
pub fn set_unnamed_addr<'a>(t: &ModuleTranslation<'a>, op: OpId, global: AnyValue<'a>) {
    let Some(bits) = t
        .attr(op, "unnamed_addr")
        .and_then(|a| dialect_enum(t, a, "unnamed_addr"))
    else {
        return;
    };
    let unnamed = match bits {
        1 => LLVMUnnamedAddr::LLVMLocalUnnamedAddr,
        2 => LLVMUnnamedAddr::LLVMGlobalUnnamedAddr,
        _ => LLVMUnnamedAddr::LLVMNoUnnamedAddr,
    };
    llvm::set_unnamed_address(global, unnamed);
}

/// `#llvm.linkage<...>` bits as LLVM's linkage.
pub fn linkage_of(bits: i64) -> LLVMLinkage {
    use LLVMLinkage::*;
    match bits {
        0 => LLVMPrivateLinkage,
        1 => LLVMInternalLinkage,
        2 => LLVMAvailableExternallyLinkage,
        3 => LLVMLinkOnceAnyLinkage,
        4 => LLVMWeakAnyLinkage,
        5 => LLVMCommonLinkage,
        6 => LLVMAppendingLinkage,
        7 => LLVMExternalWeakLinkage,
        8 => LLVMLinkOnceODRLinkage,
        9 => LLVMWeakODRLinkage,
        _ => LLVMExternalLinkage,
    }
}

/// An `AtomicOrdering` value as LLVM's (the numbering is LLVM's).
pub fn ordering_of(bits: i64) -> LLVMAtomicOrdering {
    use LLVMAtomicOrdering::*;
    match bits {
        1 => LLVMAtomicOrderingUnordered,
        2 => LLVMAtomicOrderingMonotonic,
        4 => LLVMAtomicOrderingAcquire,
        5 => LLVMAtomicOrderingRelease,
        6 => LLVMAtomicOrderingAcquireRelease,
        7 => LLVMAtomicOrderingSequentiallyConsistent,
        _ => LLVMAtomicOrderingNotAtomic,
    }
}

/// An `AtomicBinOp` value as LLVM's read-modify-write operation.
pub fn rmw_op_of(bits: i64) -> LLVMAtomicRMWBinOp {
    use LLVMAtomicRMWBinOp::*;
    match bits {
        1 => LLVMAtomicRMWBinOpAdd,
        2 => LLVMAtomicRMWBinOpSub,
        3 => LLVMAtomicRMWBinOpAnd,
        4 => LLVMAtomicRMWBinOpNand,
        5 => LLVMAtomicRMWBinOpOr,
        6 => LLVMAtomicRMWBinOpXor,
        7 => LLVMAtomicRMWBinOpMax,
        8 => LLVMAtomicRMWBinOpMin,
        9 => LLVMAtomicRMWBinOpUMax,
        10 => LLVMAtomicRMWBinOpUMin,
        11 => LLVMAtomicRMWBinOpFAdd,
        12 => LLVMAtomicRMWBinOpFSub,
        13 => LLVMAtomicRMWBinOpFMax,
        14 => LLVMAtomicRMWBinOpFMin,
        15 => LLVMAtomicRMWBinOpUIncWrap,
        16 => LLVMAtomicRMWBinOpUDecWrap,
        _ => LLVMAtomicRMWBinOpXchg,
    }
}

/// An `ICmpPredicate` value as LLVM's.
pub fn int_predicate_of(bits: i64) -> LLVMIntPredicate {
    use LLVMIntPredicate::*;
    match bits {
        1 => LLVMIntNE,
        2 => LLVMIntSLT,
        3 => LLVMIntSLE,
        4 => LLVMIntSGT,
        5 => LLVMIntSGE,
        6 => LLVMIntULT,
        7 => LLVMIntULE,
        8 => LLVMIntUGT,
        9 => LLVMIntUGE,
        _ => LLVMIntEQ,
    }
}

/// An `FCmpPredicate` value as LLVM's (the numbering is LLVM's).
pub fn real_predicate_of(bits: i64) -> LLVMRealPredicate {
    use LLVMRealPredicate::*;
    match bits {
        1 => LLVMRealOEQ,
        2 => LLVMRealOGT,
        3 => LLVMRealOGE,
        4 => LLVMRealOLT,
        5 => LLVMRealOLE,
        6 => LLVMRealONE,
        7 => LLVMRealORD,
        8 => LLVMRealUEQ,
        9 => LLVMRealUGT,
        10 => LLVMRealUGE,
        11 => LLVMRealULT,
        12 => LLVMRealULE,
        13 => LLVMRealUNE,
        14 => LLVMRealUNO,
        15 => LLVMRealPredicateTrue,
        _ => LLVMRealPredicateFalse,
    }
}

/// `FastmathFlags` bits (nnan, ninf, nsz, arcp, contract, afn, reassoc
/// from bit 0) as LLVM's `LLVMFastMathFlags` (reassoc, nnan, ninf, nsz,
/// arcp, contract, afn from bit 0).
pub fn fast_math_flags_of(bits: i64) -> u32 {
    let mut out = 0;
    for (mlir_bit, llvm_bit) in [(0, 1), (1, 2), (2, 3), (3, 4), (4, 5), (5, 6), (6, 0)] {
        if bits & (1 << mlir_bit) != 0 {
            out |= 1 << llvm_bit;
        }
    }
    out
}
