// A result pattern using a name the source pattern does not bind.

include "rule_dialect.td"

def AddNegs : Pat<(Rules_AddOp (Rules_NegOp $x), (Rules_NegOp $y)),
                  (Rules_NegOp (Rules_AddOp $x, $z))>;
