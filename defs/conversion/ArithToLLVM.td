// The one-to-one lowerings of arith to the LLVM dialect (MLIR's
// `ArithToLLVM`): each op becomes the LLVM op or intrinsic of the same
// meaning. The ops that need more (constants, index casts, the extended
// additions and multiplications) are lowered in Rust
// (`src/conversion/arith_to_llvm.rs`).

include "ConversionBase.td"

def : OneToOneConversion<"arith.addi", "llvm.add", OverflowFlags>;
def : OneToOneConversion<"arith.subi", "llvm.sub", OverflowFlags>;
def : OneToOneConversion<"arith.muli", "llvm.mul", OverflowFlags>;
def : OneToOneConversion<"arith.shli", "llvm.shl", OverflowFlags>;
def : OneToOneConversion<"arith.divsi", "llvm.sdiv", NoAttributes>;
def : OneToOneConversion<"arith.divui", "llvm.udiv", NoAttributes>;
def : OneToOneConversion<"arith.remsi", "llvm.srem", NoAttributes>;
def : OneToOneConversion<"arith.remui", "llvm.urem", NoAttributes>;
def : OneToOneConversion<"arith.andi", "llvm.and", NoAttributes>;
def : OneToOneConversion<"arith.ori", "llvm.or", NoAttributes>;
def : OneToOneConversion<"arith.xori", "llvm.xor", NoAttributes>;
def : OneToOneConversion<"arith.shrsi", "llvm.ashr", NoAttributes>;
def : OneToOneConversion<"arith.shrui", "llvm.lshr", NoAttributes>;
def : OneToOneConversion<"arith.maxsi", "llvm.intr.smax", NoAttributes>;
def : OneToOneConversion<"arith.maxui", "llvm.intr.umax", NoAttributes>;
def : OneToOneConversion<"arith.minsi", "llvm.intr.smin", NoAttributes>;
def : OneToOneConversion<"arith.minui", "llvm.intr.umin", NoAttributes>;
def : OneToOneConversion<"arith.addf", "llvm.fadd", FastMathFlags>;
def : OneToOneConversion<"arith.subf", "llvm.fsub", FastMathFlags>;
def : OneToOneConversion<"arith.mulf", "llvm.fmul", FastMathFlags>;
def : OneToOneConversion<"arith.divf", "llvm.fdiv", FastMathFlags>;
def : OneToOneConversion<"arith.remf", "llvm.frem", FastMathFlags>;
def : OneToOneConversion<"arith.negf", "llvm.fneg", FastMathFlags>;
def : OneToOneConversion<"arith.maximumf", "llvm.intr.maximum", FastMathFlags>;
def : OneToOneConversion<"arith.minimumf", "llvm.intr.minimum", FastMathFlags>;
def : OneToOneConversion<"arith.maxnumf", "llvm.intr.maxnum", FastMathFlags>;
def : OneToOneConversion<"arith.minnumf", "llvm.intr.minnum", FastMathFlags>;
def : OneToOneConversion<"arith.cmpi", "llvm.icmp", ComparisonPredicate>;
def : OneToOneConversion<"arith.cmpf", "llvm.fcmp", FastMathAndPredicate>;
def : OneToOneConversion<"arith.select", "llvm.select", FastMathFlags>;
def : OneToOneConversion<"arith.extsi", "llvm.sext", NoAttributes>;
def : OneToOneConversion<"arith.extui", "llvm.zext", NoAttributes>;
def : OneToOneConversion<"arith.trunci", "llvm.trunc", NoAttributes>;
def : OneToOneConversion<"arith.extf", "llvm.fpext", NoAttributes>;
def : OneToOneConversion<"arith.truncf", "llvm.fptrunc", NoAttributes>;
def : OneToOneConversion<"arith.sitofp", "llvm.sitofp", NoAttributes>;
def : OneToOneConversion<"arith.uitofp", "llvm.uitofp", NoAttributes>;
def : OneToOneConversion<"arith.fptosi", "llvm.fptosi", NoAttributes>;
def : OneToOneConversion<"arith.fptoui", "llvm.fptoui", NoAttributes>;
def : OneToOneConversion<"arith.bitcast", "llvm.bitcast", NoAttributes>;
