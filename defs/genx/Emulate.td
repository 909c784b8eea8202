// The GenX emulation (`--genx-emulate`, dialects/genx/src/emulate/): the
// pass, and the lowerings that are one op to one op. The region ops and
// the other ALU intrinsics are lowered in Rust.

include "PassBase.td"
include "ConversionBase.td"

def : OneToOneConversion<"genx.absf", "llvm.intr.fabs", FastMathFlags>;

def GenXEmulatePass : Pass<"genx-emulate"> {
  let summary = "Lower the GenX region ops and ALU intrinsics to the LLVM dialect";
  let description = [{
    Lowers, in the ops nested in the one it runs on, the GenX ops whose
    meaning plain LLVM-dialect ops can give, so that a GenX function runs
    on the CPU (through `dialectic-runner`):

    * the region ops `rdregioni`, `rdregionf`, `wrregioni`, `wrregionf`,
      `wrconstregion` (1D and 2D regions, constant and variable start
      index, one offset per row, masks) and the predicate region ops
      `rdpredregion`, `wrpredregion`, `wrpredpredregion`: a region of
      constant start is one `llvm.shufflevector` (a masked write adds an
      `llvm.select`), a region of variable start one
      `llvm.extractelement`/`llvm.insertelement` per element at computed
      indices;
    * the ALU intrinsics `smax`, `umax`, `smin`, `umin`, `fmax`, `fmin`
      (operands and result of one type), `absi`, `absf`, `sat`, and the
      mixed-type `{ss,su,us,uu}add.sat`, `{ss,su,us,uu}add3.sat`,
      `{ss,su,us,uu}mul` and `{ss,su,us,uu}mul.sat` (the first letter the
      result's signedness, the second the operands'; multiplications of
      operands up to 32 bits).

    Other genx ops stay; an op of the set that cannot be lowered (a
    region whose parameters are not constants, a product of 64-bit
    operands) fails the pass at its place.
  }];
  let dependentDialects = ["llvm"];
}
