// The `genx` dialect: Intel's GenX intrinsics (the vISA backend of Intel's
// GPU compilers, seed 002) as ops. The parts are in genx/: GenX.td, written
// by hand, holds what the intrinsic table cannot say (the constraints its
// type tokens name, the base class of the ops); Intrinsics.td, generated
// from the table by `genx-tblgen` (dialects/genx-spec/), holds the ops.

include "OpBase.td"
include "interfaces/Common.td"

def GenX_Dialect : Dialect {
  let name = "genx";
  let summary = "Intel's GenX intrinsics";
  let description = [{
    One op per intrinsic of Intel's GenX intrinsic table (vc-intrinsics),
    generated from the table: `genx.rdregioni` is a call of
    `llvm.genx.rdregioni.<suffixes>`, its operands the call's arguments in
    order and its result the call's result (a struct result is one value of
    `!llvm.struct` type). The ops print in the generic form. The LLVM IR
    translation calls the mangled intrinsic; the import turns every call of
    an `llvm.genx.*` function into its op.
  }];
  let rustModule = "dialectic_genx";
  let dependentDialects = ["llvm"];
  // `genx.kernel` on an `llvm.func` (dialects/genx/src/kernel.rs).
  let hasOperationAttrVerify = 1;
  // Folded region ops become `llvm.mlir.constant`
  // (dialects/genx/src/folds/materialize.rs).
  let hasConstantMaterializer = 1;
}

include "genx/GenX.td"
include "genx/Intrinsics.td"
include "genx/Canonicalization.td"
