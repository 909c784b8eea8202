// A result pattern naming a record that is not an op.

include "rule_dialect.td"

def Rules_NotAnOp;

def NegNeg : Pat<(Rules_NegOp (Rules_NegOp $x)), (Rules_NotAnOp $x)>;
