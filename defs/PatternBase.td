// The vocabulary of declarative rewrite rules, as MLIR's
// `mlir/IR/PatternBase.td` spells it (DRR): `Pat` and `Pattern` rewrite a
// tree of ops matched at its root into the ops of their result patterns.
// A rule's file (`arith/Canonicalization.td`) includes this one, and
// `dialect!` makes of each rule a Rust pattern struct named after the
// rule, which a canonicalizer or a pass adds to its pattern set.
//
// Source patterns: `(AddIOp:$root $x, (ConstantOp $c), $flags)` matches an
// op by its arguments in declaration order (operands and attributes),
// binds names to operands, attributes and ops (`$root__1` is result #1 of
// `$root`), and nests the ops defining operands. A name used twice must
// match the same value. `(ConstantLikeMatcher APIntAttr:$c)` matches an
// operand defined by a constant whose value satisfies the constraint;
// `(either $a, $b)` matches two operands in either order; `$_` matches
// anything.
//
// Result patterns: ops built from bound names, constants
// (`ConstantAttr<I1Attr, "1">`, `ConstantEnumCase<Attr, "none">`), and
// native code calls (Rust expressions, `$0`... their arguments,
// `$_builder` the `PatternRewriter`, `$_ctx` the context, `$_ir` the IR,
// `$_loc` the location of the new ops); `(replaceWithValue $x)` replaces
// with an existing value; `(returnType ...)` and `(location ...)` give
// an op its result types and location; `(regionsOf $op)` and
// `(inlineRegion $op, N)` move or inline the regions of a matched op. The
// last results replace the root's results, those before are auxiliary.
//
// Constraints are `Constraint` records over bound names: their predicate
// is data (`Pred`) where it can be, `RustPred` over `$0`, `$1`... (and
// `$_ctx`, `$_ir`) where it cannot, and its summary is what the docs print.

#ifndef DIALECTIC_PATTERNBASE
#define DIALECTIC_PATTERNBASE

include "OpBase.td"

// The delta a rule adds to its benefit (the number of ops it matches).
def addBenefit;

// A rewrite rule: a source tree, the result trees (the last ones replace
// the root's results in order, those before build auxiliary values),
// constraints over bound names, result patterns kept only for their
// effects, and the benefit delta.
class Pattern<dag source, list<dag> results, list<dag> preds = [],
              list<dag> supplemental_results = [],
              dag benefitAdded = (addBenefit 0)> {
  dag sourcePattern = source;
  list<dag> resultPatterns = results;
  list<dag> constraints = preds;
  list<dag> supplementalPatterns = supplemental_results;
  dag benefitDelta = benefitAdded;
}

// A rule with one result pattern.
class Pat<dag pattern, dag result, list<dag> preds = [],
          list<dag> supplemental_results = [],
          dag benefitAdded = (addBenefit 0)>
    : Pattern<pattern, [result], preds, supplemental_results, benefitAdded>;

// A Rust expression building an argument of a result op or a replacement
// value: `$0`, `$1`... are the dag's arguments, `$_builder` the
// `PatternRewriter`, `$_ctx` the context, `$_ir` the IR, `$_loc` the
// location of the ops the rule builds. The expression's type must be the
// type its place asks for; where it is not, the error names the rule's
// `.td` place.
class NativeCodeCall<code expr, int returns = 1> {
  code expression = expr;
  int numReturns = returns;
}

// Matches an operand defined by a constant (MLIR's `m_Constant`) and
// binds or checks its value: `(ConstantLikeMatcher APIntAttr:$c)`.
def ConstantLikeMatcher : NativeCodeCall<"">;

// A constant attribute: `value` is a Rust expression of the attribute's
// Rust value type (`1` for `I1Attr`, `"text"` for `StrAttr`). In a
// source pattern it matches only that attribute.
class ConstantAttr<Attr attribute, code val> {
  Attr attr = attribute;
  code value = val;
}

// A constant string attribute.
class ConstantStrAttr<Attr attribute, string val>
    : ConstantAttr<attribute, "\"" # val # "\"">;

// A case of an enum attribute, by its keyword or Rust name.
class ConstantEnumCase<Attr attribute, string case> {
  Attr attr = attribute;
  string caseName = case;
}

// Result directives: replace with an existing value, give a built op its
// result types (bound values' types or Rust `Type` expressions), give it a
// location (a bound op's or value's, `"name"` alone, or several fused,
// under the name if one is given).
def replaceWithValue;
def returnType;
def location;

// Source directives: two operands in either order; a variadic operand
// group of exactly as many operands as the directive lists, each matched
// by its own pattern. In a result, `(variadic ...)` gives a built op's
// variadic operand its values one by one. A variadic operand bound whole
// (`$xs`, maybe with a constraint each value meets) stands for all its
// values, in a result as in a constraint.
def either;
def variadic;

// Regions, which DRR cannot rewrite: `(regionsOf $op)`, among the
// arguments of a result op, moves the regions of the matched op `$op`
// into it (one to one, in order); `(inlineRegion $op, N)`, a result,
// moves the ops of region N of `$op` (one block without arguments) before
// the root and replaces the root's results with the operands of the
// region's terminator, which is erased.
def regionsOf;
def inlineRegion;

// Constraints pattern rules often use.
def HasNoUseOf : Constraint<RustPred<"$_ir.use_empty($0)">, "has no use">;
def TypesAreEqual : Constraint<
    RustPred<"$_ir.value_type($0) == $_ir.value_type($1)">, "of one type">;

#endif // DIALECTIC_PATTERNBASE
