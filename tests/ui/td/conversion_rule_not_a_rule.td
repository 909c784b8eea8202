// A one-to-one conversion written badly (rule not a rule).

include "ConversionBase.td"

def NotARule { string name = "overflow"; }
def : OneToOneConversion<"arith.addi", "llvm.add", NotARule>;
