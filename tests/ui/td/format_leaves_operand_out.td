include "OpBase.td"

def Partial_Dialect : Dialect {
  let name = "partial";
}

def AddOp : Op<Partial_Dialect, "add", [SameOperandsAndResultType]> {
  let arguments = (ins AnyInteger:$lhs, AnyInteger:$rhs);
  let results = (outs AnyInteger:$result);
  let assemblyFormat = "$lhs attr-dict `:` type($result)";
}
