// A one-to-one conversion written badly (bad op name).

include "ConversionBase.td"

def : OneToOneConversion<"addi", "llvm.add">;
