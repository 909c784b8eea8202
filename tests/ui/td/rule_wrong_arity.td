// A source pattern giving `rules.add` one argument of its two.

include "rule_dialect.td"

def AddOfNeg : Pat<(Rules_AddOp (Rules_NegOp $x)), (replaceWithValue $x)>;
