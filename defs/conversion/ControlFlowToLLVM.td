// The lowerings of cf's branches to the LLVM dialect (MLIR's
// `ControlFlowToLLVM`): the same successors, operands and attributes.

include "ConversionBase.td"

def : OneToOneConversion<"cf.br", "llvm.br", BranchAttributes>;
def : OneToOneConversion<"cf.cond_br", "llvm.cond_br", BranchAttributes>;
def : OneToOneConversion<"cf.switch", "llvm.switch", BranchAttributes>;
