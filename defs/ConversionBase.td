// The vocabulary of conversion patterns as data: a one-to-one conversion
// turns one op into one op of another dialect, over the operands as the
// conversion's type converter gives them and with converted result
// types, its attributes carried over by a named rule. A collection
// (`conversion/ArithToLLVM.td`) includes this file; `dialect!` generates
// its table, `ONE_TO_ONE_CONVERSIONS`, which a pass turns into patterns.

#ifndef DIALECTIC_CONVERSIONBASE
#define DIALECTIC_CONVERSIONBASE

// How the attributes of the source op carry over: the rule's name, which
// the Rust side implements.
class AttrRule<string ruleName, string desc> {
  string name = ruleName;
  string description = desc;
}

def NoAttributes : AttrRule<"none",
  "The target op has no properties; discardable attributes pass through">;
def OverflowFlags : AttrRule<"overflow",
  "`overflowFlags` becomes the target's `overflowFlags` (`none` when unset)">;
def FastMathFlags : AttrRule<"fastmath",
  "`fastmath` becomes `fastmathFlags`, each flag by name (`none` when unset)">;
def ComparisonPredicate : AttrRule<"predicate",
  "`predicate` passes through: the two dialects number the cases alike">;
def FastMathAndPredicate : AttrRule<"fastmath_predicate",
  "Both `fastmath` and `predicate`">;
def BranchAttributes : AttrRule<"branch",
  "Every attribute passes through, the target's own ones as properties; "
  "the operands passed to each successor must have its argument types">;

// One op to one op.
class OneToOneConversion<string source, string target, AttrRule rule = NoAttributes> {
  string sourceOp = source;
  string targetOp = target;
  AttrRule attrRule = rule;
}

#endif // DIALECTIC_CONVERSIONBASE
