// Predicates and constraints as data. A predicate is a tree of records the
// code generator reads: verifiers, builder type checks and the docs all come
// from the same tree. `RustPred` is the escape hatch for what data cannot say.

#ifndef DIALECTIC_CONSTRAINTS_TD
#define DIALECTIC_CONSTRAINTS_TD

// A condition on a type or an attribute (`$_self`). The predicates that
// refine an attribute's value have MLIR's summary of the constraint
// (`whose minimum value is 0`), which `ConfinedAttr` appends to the
// attribute's.
class Pred { string summary = ""; }

// Combinators.
class And<list<Pred> preds> : Pred { list<Pred> children = preds; }
class Or<list<Pred> preds> : Pred { list<Pred> children = preds; }
class Not<Pred pred> : Pred { Pred child = pred; }

// A Rust boolean expression over `$_self` (a `Type` or `Attribute`) and
// `$_ctx` (the `&Context`).
class RustPred<code expr> : Pred { code rust = expr; }

// Always true.
def TruePred : Pred;

// Type predicates.
class IsIntegerType<int widthArg = 0, string signednessArg = "any"> : Pred {
  // 0 for any width.
  int width = widthArg;
  // "any", "signless", "signed" or "unsigned".
  string signedness = signednessArg;
}
def IsIndexType : Pred;
class IsFloatType<string kindArg = ""> : Pred {
  // "" for any float type, else the keyword (`f32`, `bf16`, ...).
  string kind = kindArg;
}
def IsNoneType : Pred;
def IsFunctionType : Pred;
def IsTupleType : Pred;
class IsComplexType<Pred elementArg = TruePred> : Pred { Pred element = elementArg; }
// A vector of any rank, 0-D included (MLIR's `IsVectorOfAnyRankTypePred`),
// fixed or scalable, whose element type satisfies `element`.
class IsVectorType<Pred elementArg = TruePred> : Pred { Pred element = elementArg; }
// A ranked or unranked tensor whose element type satisfies `element`.
class IsTensorType<Pred elementArg = TruePred> : Pred { Pred element = elementArg; }
class IsMemRefType<Pred elementArg = TruePred> : Pred { Pred element = elementArg; }
def IsShapedType : Pred;
def HasRank : Pred;
def HasStaticShape : Pred;
// A shaped type of rank >= n (MLIR's `HasRankGreaterOrEqualPred`).
class HasRankGreaterOrEqual<int n> : Pred { int rank = n; }
// The element type of a shaped type satisfies `pred`.
class ElementTypeIs<Pred pred> : Pred { Pred element = pred; }
// The type is one of a dialect's types (`!llvm.ptr`): namespace and mnemonic.
class IsDialectType<string dialectArg, string mnemonicArg = ""> : Pred {
  string dialect = dialectArg;
  string mnemonic = mnemonicArg;
}
// The type is a dialect type whose parameter #index (its declared
// parameters counted from 0) is a type satisfying `pred` (the element type
// of `!llvm.vec<4 x ptr>` is its parameter #0).
class DialectTypeParamIs<int indexArg, Pred pred> : Pred {
  int index = indexArg;
  Pred param = pred;
}

// Attribute predicates.
class IsIntegerAttr<Pred typeArg = TruePred> : Pred { Pred type = typeArg; }
class IsFloatAttr<Pred typeArg = TruePred> : Pred { Pred type = typeArg; }
def IsStringAttr : Pred;
def IsUnitAttr : Pred;
def IsBoolAttr : Pred;
class IsTypeAttr<Pred typeArg = TruePred> : Pred { Pred type = typeArg; }
class IsArrayAttr<Pred elementArg = TruePred> : Pred { Pred element = elementArg; }
def IsDictionaryAttr : Pred;
def IsSymbolRefAttr : Pred;
def IsFlatSymbolRefAttr : Pred;
class IsDenseArrayAttr<Pred elementArg> : Pred { Pred element = elementArg; }
def IsElementsAttr : Pred;
// The attribute has a type (MLIR's `TypedAttr` interface: integer, float and
// elements attributes, and dialect attributes that declare it).
def IsTypedAttr : Pred;
def IsLocationAttr : Pred;
// A typed attribute whose type satisfies `typeArg` (MLIR's predicates over
// `$_self.getType()`: the element type of `F64ElementsAttr`).
class AttrTypeIs<Pred typeArg> : Pred { Pred type = typeArg; }
class IsDialectAttr<string dialectArg, string mnemonicArg = ""> : Pred {
  string dialect = dialectArg;
  string mnemonic = mnemonicArg;
}
// An integer attribute's value: `value >= min`, `value <= max`, a power of 2.
class IntMinValue<int n> : Pred {
  int min = n;
  let summary = "whose minimum value is " # n;
}
class IntMaxValue<int n> : Pred {
  int max = n;
  let summary = "whose maximum value is " # n;
}
def IntIsPowerOf2 : Pred { let summary = "whose value is a power of two > 0"; }
def IntNonNegative : Pred { let summary = "whose value is non-negative"; }
def IntPositive : Pred { let summary = "whose value is positive"; }
// An array attribute's or dense array's number of elements.
class ArrayCount<int n> : Pred {
  int count = n;
  let summary = "with exactly " # n # " elements";
}
class ArrayMinCount<int n> : Pred {
  int min = n;
  let summary = "with at least " # n # " elements";
}

// An integer attribute's value is one of `values` (the cases of an enum).
class IntIsOneOf<list<int> valuesArg> : Pred { list<int> values = valuesArg; }
// An integer attribute's value has no bit set outside `mask` (bit enums).
class IntBitsIn<int maskArg> : Pred { int mask = maskArg; }

// A named constraint: the predicate and the summary verifier messages and
// docs print (`must be signless-integer-like, but got 'f32'`).
class Constraint<Pred pred, string summaryArg = ""> {
  Pred predicate = pred;
  string summary = summaryArg;
  string description = "";
}

class TypeConstraint<Pred pred, string summaryArg = "", string rustTypeArg = "dialectic::Type">
    : Constraint<pred, summaryArg> {
  // The Rust type a typed builder accepts for values of this type (a
  // marker type of `dialectic::typed`), so misuse does not type-check.
  string rustType = rustTypeArg;
}

// A type constraint that can build its type (needed by assembly formats
// that leave the type out).
class Type<Pred pred, string summaryArg = "", string rustTypeArg = "dialectic::Type">
    : TypeConstraint<pred, summaryArg, rustTypeArg> {
  // Rust expression building the type from `$_ctx`, or "" if it cannot.
  code builderCall = "";
}

class BuildableType<Pred pred, string summaryArg, code builder, string rustTypeArg = "dialectic::Type">
    : Type<pred, summaryArg, rustTypeArg> {
  let builderCall = builder;
}

class AttrConstraint<Pred pred, string summaryArg = ""> : Constraint<pred, summaryArg>;

// Op predicates: conditions on an op's named operands, results and
// attributes (the name is the `$name` of the `arguments`/`results` dag;
// the type of an attribute is its `TypedAttr` type). They appear in
// `PredOpTrait`s, never as the predicate of a type or attribute constraint.

// The type of the named value satisfies `constraint` (MLIR's `TypeIsPred`).
class TypeIsPred<string valueArg, TypeConstraint constraintArg> : Pred {
  string value = valueArg;
  TypeConstraint constraint = constraintArg;
}

// A property of a value's type that `AllMatchSameOperatorPred` compares;
// `name` is the word MLIR's trait summaries use.
class ValueProperty<string nameArg> { string name = nameArg; }
def TypeProperty : ValueProperty<"type">;
// The shape of a shaped type. A type that is not shaped has no shape and
// differs from every shaped type (MLIR asserts there instead).
def ShapeProperty : ValueProperty<"shape">;
// The element type of a shaped type, the type itself otherwise.
def ElementTypeProperty : ValueProperty<"element type">;
def RankProperty : ValueProperty<"rank">;
// The shape of a tensor type, the empty shape for any other type (what
// arith's `SameInputOutputTensorDims` compares).
def TensorShapeProperty : ValueProperty<"tensor dimensions">;

// The named values all have the same `property` (MLIR's
// `AllMatchSameOperatorPred`, with the operator as data).
class AllMatchSameOperatorPred<list<string> valuesArg, ValueProperty propertyArg> : Pred {
  list<string> values = valuesArg;
  ValueProperty property = propertyArg;
}

// A type computed from another type, for `TypesMatchWith`.
class TypeTransform;
// The type list of a function type's inputs / results.
def FunctionInputsTransform : TypeTransform;
def FunctionResultsTransform : TypeTransform;
// `$_self` with its element type replaced by `element`'s type: a scalar
// gives `element`, a vector the same shape and scalable dims, a tensor the
// same (ranked or unranked) shape without encoding. With `I1` this is
// MLIR's `getI1SameShape`.
class SameShapeWithElementType<Type element> : TypeTransform { Type elementType = element; }
// Escape hatch: a Rust expression computing the type from `$_self` (a
// `Type`) and `$_ctx` (the `&Context`).
class RustTypeTransform<code expr> : TypeTransform { code rust = expr; }

#endif // DIALECTIC_CONSTRAINTS_TD
