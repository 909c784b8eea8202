include "OpBase.td"

def Frob_Dialect : Dialect {
  let name = "frob";
}

// Its format uses `custom<Knob>`; the module implements no such directive.
def Frob_TurnOp : Op<Frob_Dialect, "turn"> {
  let arguments = (ins AnyType:$in, I64Attr:$angle);
  let assemblyFormat = "$in custom<Knob>($angle) attr-dict `:` type($in)";
}
