// The `llvm` dialect: LLVM IR's types, attributes, enums, instructions and
// intrinsics as MLIR 19 models them, written as data. The definitions are
// split into the parts in `llvm/` (generated together with this file):
//
//   llvm/Types.td       !llvm.ptr, !llvm.struct, !llvm.array, ... and the type constraints
//   llvm/Enums.td       linkage, calling conventions, predicates, orderings, ...
//   llvm/Dwarf.td       the DWARF constants debug-info attributes write by name
//   llvm/Attrs.td       #llvm.fastmath, TBAA, loop annotations, ... (with aliases)
//   llvm/OpBase.td      the op classes the families share
//   llvm/Ops.td         the instructions: arithmetic, casts, compares, memory,
//                       aggregates, vectors, terminators, constants
//   llvm/ModuleOps.td   functions, globals, calls, comdats, inline asm
//   llvm/Intrinsics.td  the intrinsic ops (llvm.intr.*), declared by family

include "OpBase.td"
include "interfaces/Common.td"
include "interfaces/MemorySlot.td"
include "interfaces/Destructurable.td"
include "interfaces/Inliner.td"

def LLVM_Dialect : Dialect {
  let name = "llvm";
  let summary = "LLVM IR as an MLIR dialect";
  let description = [{
    The `llvm` dialect maps LLVM IR into the IR of this framework: its ops
    are LLVM's instructions and intrinsics, its types LLVM's types (with
    builtin integers, floats and vectors standing for their LLVM
    counterparts), and its attributes the linkage, flags and metadata that
    LLVM IR carries. A module in this dialect translates to LLVM IR one to
    one.
  }];
  let rustModule = "llvm";
  // Folded values become `llvm.mlir.constant`, `llvm.mlir.addressof`,
  // `llvm.mlir.undef`, `llvm.mlir.poison` or `llvm.mlir.zero`
  // (`materialize_constant`).
  let hasConstantMaterializer = 1;
  // `llvm.data_layout` on any op, and the parameter attributes of function
  // arguments and results (`llvm.noalias`, ...), are checked by the
  // dialect (src/dialects/llvm/dialect_attrs.rs).
  let hasOperationAttrVerify = 1;
  let hasRegionArgAttrVerify = 1;
  let hasRegionResultAttrVerify = 1;
  // Nested LLVM types print without their prefix: the syntax of the
  // dialect's types is written in Rust (src/dialects/llvm/types.rs).
  let useDefaultTypePrinterParser = 0;
  // Calls inline as MLIR's LLVMInlinerInterface allows
  // (src/dialects/llvm/inliner.rs).
  let interfaces = [DialectInlinerInterface];
}

include "llvm/Types.td"
include "llvm/Enums.td"
include "llvm/Dwarf.td"
include "llvm/Attrs.td"
include "llvm/OpBase.td"
include "llvm/Ops.td"
include "llvm/ModuleOps.td"
include "llvm/Intrinsics.td"
