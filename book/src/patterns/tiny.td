// A tiny dialect and its rewrite rules: the example of the book's chapter
// on patterns and conversion.

include "OpBase.td"
include "PatternBase.td"

def Tiny_Dialect : Dialect {
  let name = "tiny";
  let summary = "Integers added, subtracted and negated";
}

class Tiny_Op<string mnemonic> : Op<Tiny_Dialect, mnemonic, [Pure, SameOperandsAndResultType]>;

def Tiny_AddOp : Tiny_Op<"add"> {
  let summary = "Addition";
  let arguments = (ins AnySignlessIntegerOrIndex:$lhs, AnySignlessIntegerOrIndex:$rhs);
  let results = (outs AnySignlessIntegerOrIndex:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($result)";
}

def Tiny_SubOp : Tiny_Op<"sub"> {
  let summary = "Subtraction";
  let arguments = (ins AnySignlessIntegerOrIndex:$lhs, AnySignlessIntegerOrIndex:$rhs);
  let results = (outs AnySignlessIntegerOrIndex:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($result)";
}

def Tiny_NegOp : Tiny_Op<"neg"> {
  let summary = "Negation";
  let arguments = (ins AnySignlessIntegerOrIndex:$operand);
  let results = (outs AnySignlessIntegerOrIndex:$result);
  let assemblyFormat = "$operand attr-dict `:` type($result)";
}

// x + (-y), the negation on either side, is x - y.
def AddOfNegation : Pat<(Tiny_AddOp (either $x, (Tiny_NegOp $y))),
                        (Tiny_SubOp $x, $y)>;

// -(-x) is x.
def NegOfNeg : Pat<(Tiny_NegOp (Tiny_NegOp $x)), (replaceWithValue $x)>;
