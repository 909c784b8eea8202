// `variadic` on an operand that is one value, and a variadic operand's
// values given to an operand that takes one.

include "rule_dialect.td"

def NegOfOne : Pat<(Rules_NegOp (variadic $x)), (replaceWithValue $x)>;

def NegOfSum : Pat<(Rules_NegOp (Rules_SumOp $xs)), (Rules_NegOp $xs)>;
