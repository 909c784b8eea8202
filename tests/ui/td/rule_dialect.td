// A small dialect the rewrite-rule cases write their rules over.

include "OpBase.td"
include "PatternBase.td"

def Rules_Dialect : Dialect {
  let name = "rules";
}

def Rules_AddOp : Op<Rules_Dialect, "add", [Pure, SameOperandsAndResultType]> {
  let arguments = (ins AnyInteger:$lhs, AnyInteger:$rhs);
  let results = (outs AnyInteger:$result);
}

def Rules_NegOp : Op<Rules_Dialect, "neg", [Pure, SameOperandsAndResultType]> {
  let arguments = (ins AnyInteger:$operand);
  let results = (outs AnyInteger:$result);
}

def Rules_ScaleOp : Op<Rules_Dialect, "scale", [Pure, SameOperandsAndResultType]> {
  let arguments = (ins AnyInteger:$operand, I64Attr:$factor);
  let results = (outs AnyInteger:$result);
}

def Rules_SumOp : Op<Rules_Dialect, "sum", [Pure]> {
  let arguments = (ins Variadic<AnyInteger>:$inputs);
  let results = (outs AnyInteger:$result);
}
