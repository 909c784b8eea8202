// A native code call whose Rust gives a string where the rule puts it in
// the `factor` attribute of `rules.scale` (an `i64`).

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

def Describe : NativeCodeCall<"format!(\"{:?}\", $0)">;

def ScaleOfScale : Pat<(Rules_ScaleOp (Rules_ScaleOp $x, $a), $b),
                       (Rules_ScaleOp $x, (Describe $a))>;
