// A small dialect and rewrite rules over it that exercise what the arith
// rules do not: `either`, operands matched by their type, string
// constants matched and built, auxiliary results, `returnType`,
// `location`, `addBenefit` and variadic operands.

include "OpBase.td"
include "PatternBase.td"

def Rr_Dialect : Dialect {
  let name = "rr";
}

class Rr_Op<string mnemonic, list<Trait> traits = []> : Op<Rr_Dialect, mnemonic, traits>;

def Rr_AddOp : Rr_Op<"add", [Pure, SameOperandsAndResultType]> {
  let arguments = (ins AnyInteger:$lhs, AnyInteger:$rhs);
  let results = (outs AnyInteger:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($result)";
}

def Rr_NegOp : Rr_Op<"neg", [Pure, SameOperandsAndResultType]> {
  let arguments = (ins AnyInteger:$operand);
  let results = (outs AnyInteger:$result);
  let assemblyFormat = "$operand attr-dict `:` type($result)";
}

def Rr_ZeroOp : Rr_Op<"zero", [Pure]> {
  let results = (outs AnyInteger:$result);
  let assemblyFormat = "attr-dict `:` type($result)";
}

def Rr_TagOp : Rr_Op<"tag", [SameOperandsAndResultType]> {
  let arguments = (ins AnyInteger:$operand, StrAttr:$tag);
  let results = (outs AnyInteger:$result);
  let assemblyFormat = "$operand $tag attr-dict `:` type($result)";
}

def Rr_WidenOp : Rr_Op<"widen", [Pure]> {
  let arguments = (ins AnyInteger:$operand);
  let results = (outs AnyInteger:$result);
  let assemblyFormat = "$operand attr-dict `:` type($operand) `to` type($result)";
}

def Rr_PairOp : Rr_Op<"pair", [Pure]> {
  let arguments = (ins AnyInteger:$first, AnyInteger:$second);
  let results = (outs AnyInteger:$low, AnyInteger:$high);
  let assemblyFormat = "$first `,` $second attr-dict `:` type($first) `,` type($second) `->` type($low) `,` type($high)";
}

// An op running its region once, the value its terminator yields its
// result; and the same op, deferred.
def Rr_ExecuteOp : Rr_Op<"execute", [SingleBlock]> {
  let arguments = (ins);
  let results = (outs AnyInteger:$result);
  let regions = (region SizedRegion<1>:$body);
}

def Rr_DeferOp : Rr_Op<"defer", [SingleBlock]> {
  let arguments = (ins);
  let results = (outs AnyInteger:$result);
  let regions = (region SizedRegion<1>:$body);
}

def Rr_YieldOp : Rr_Op<"yield", [Terminator]> {
  let arguments = (ins AnyInteger:$value);
  let assemblyFormat = "$value attr-dict `:` type($value)";
}

// All of its operands as one value (as a concatenation would).
def Rr_JoinOp : Rr_Op<"join", [Pure]> {
  let arguments = (ins Variadic<AnyInteger>:$inputs);
  let results = (outs AnyInteger:$result);
  let assemblyFormat = "$inputs attr-dict `:` type($inputs) `->` type($result)";
}

// A join after a first, single operand.
def Rr_JoinAfterOp : Rr_Op<"join_after", [Pure]> {
  let arguments = (ins Variadic<AnyInteger>:$inputs, AnyInteger:$last);
  let results = (outs AnyInteger:$result);
  let assemblyFormat = "$inputs `then` $last attr-dict `:` `(` type($inputs) `)` type($last) `->` type($result)";
}

// x + (-x), in either order, is zero (the zero of the add's type).
def AddOfNegation : Pat<(Rr_AddOp (either $x, (Rr_NegOp $x))), (Rr_ZeroOp)>;

// The negation of an i1 is itself; of other integers it stays.
def NegOfI1 : Pat<(Rr_NegOp I1:$x), (replaceWithValue $x)>;

// A tag "drop" goes; the others stay.
def DropTag : Pat<(Rr_TagOp $x, ConstantStrAttr<StrAttr, "drop">), (replaceWithValue $x)>;

// neg(neg(x)) is x, but the rule below is worth more and wins.
def NegNeg : Pat<(Rr_NegOp (Rr_NegOp $x)), (replaceWithValue $x)>;
def NegNegTagged : Pat<(Rr_NegOp (Rr_NegOp $x)),
                       (Rr_TagOp $x, ConstantStrAttr<StrAttr, "was negated twice">),
                       [], [], (addBenefit 1)>;

// pair(a, b) becomes (widen(a) tagged, b) where `widen` takes the type of
// `b` (returnType) and the location of the pair's operand `a` defining op
// (location); the widened value is an auxiliary result the tag uses.
def PairOfNegation :
    Pattern<(Rr_PairOp:$pair (Rr_NegOp:$neg $a), $b),
            [(Rr_WidenOp:$wide $a, (returnType $b), (location $neg)),
             (Rr_TagOp $wide, ConstantStrAttr<StrAttr, "low">),
             (replaceWithValue $b)]>;

// An executed region runs in place: its ops move before the op, the
// yielded value replaces its result.
def InlineExecute : Pat<(Rr_ExecuteOp:$run), (inlineRegion $run, 0)>;

// A deferred region becomes an executed one: the region moves.
def DeferToExecute : Pat<(Rr_DeferOp:$later), (Rr_ExecuteOp (regionsOf $later))>;

// A join of one value of its own type is that value.
def JoinOfOne : Pat<(Rr_JoinOp:$join (variadic $x)), (replaceWithValue $x),
                    [(TypesAreEqual $join, $x)]>;

// A join of two negations is the negation of the join of their operands.
def JoinOfNegations : Pat<(Rr_JoinOp:$join (variadic (Rr_NegOp $a), (Rr_NegOp $b))),
                          (Rr_NegOp (Rr_JoinOp (variadic $a, $b), (returnType $join)))>;

// A tagged join of i8 values is the join of the same values, untagged.
def UntagI8Join : Pat<(Rr_TagOp (Rr_JoinOp:$join I8:$xs), ConstantStrAttr<StrAttr, "flatten">),
                      (Rr_JoinOp $xs, (returnType $join))>;

// A join of one value after that same value joins it twice: the last
// operand is found after the variadic group.
def JoinAfterSame : Pat<(Rr_JoinAfterOp:$join (variadic $x), $x),
                        (Rr_JoinOp (variadic $x, $x), (returnType $join))>;

// A widened negation is the negation of the widened value. The widening
// is located by a name alone; the negation by the matched negation and
// the value, fused under a name.
def WidenOfNegation : Pat<(Rr_WidenOp:$wide (Rr_NegOp:$neg $x)),
                          (Rr_NegOp (Rr_WidenOp $x, (returnType $wide), (location "widened")),
                                    (location $neg, $x, "hoisted"))>;
