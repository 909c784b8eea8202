// A one-to-one conversion written badly (unknown rule).

include "ConversionBase.td"

def NoSuchRule : AttrRule<"rounding", "A rule the Rust side does not implement">;
def : OneToOneConversion<"arith.addf", "llvm.fadd", NoSuchRule>;
