// A name bound to an op and again to an attribute.

include "rule_dialect.td"

def ScaleOfNeg : Pat<(Rules_ScaleOp (Rules_NegOp:$x $y), $x),
                     (Rules_NegOp (Rules_ScaleOp $y, $x))>;
