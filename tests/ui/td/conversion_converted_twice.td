// A one-to-one conversion written badly (converted twice).

include "ConversionBase.td"

def : OneToOneConversion<"arith.addi", "llvm.add">;
def : OneToOneConversion<"arith.addi", "llvm.sub">;
