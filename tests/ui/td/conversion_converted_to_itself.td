// A one-to-one conversion written badly (converted to itself).

include "ConversionBase.td"

def : OneToOneConversion<"arith.addi", "arith.addi">;
