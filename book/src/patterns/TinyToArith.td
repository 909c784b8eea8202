// The tiny dialect's lowering to arith: one op to one op, operands and
// result types converted by the conversion's type converter.

include "ConversionBase.td"

def : OneToOneConversion<"tiny.add", "arith.addi">;
def : OneToOneConversion<"tiny.sub", "arith.subi">;
