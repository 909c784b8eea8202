// Part of the `genx` dialect (see ../genx.td), written by hand: what the
// intrinsic table cannot say. The constraints of the table's type tokens and
// the base class of the ops generated into Intrinsics.td.

// The constraints of the table's type tokens. An overloaded token and the
// references to it share the kind's constraint; that they are the same type
// is checked by the op's verifier, from the signature table.
def GenX_Any : Type<TruePred, "any type">;
def GenX_AnyInt : Type<Or<[IsIntegerType<>, IsVectorType<IsIntegerType<>>]>,
                       "integer or vector of integers">;
def GenX_AnyFloat : Type<Or<[IsFloatType<>, IsVectorType<IsFloatType<>>]>,
                         "floating-point or vector of floating-points">;
def GenX_AnyVector : Type<Or<[IsVectorType<>, IsDialectType<"llvm", "vec">]>, "vector">;
def GenX_AnyPtr : Type<IsDialectType<"llvm", "ptr">, "LLVM pointer type">;
def GenX_Struct : Type<IsDialectType<"llvm", "struct">, "LLVM structure type">;

// A vector of `length` elements of `element` (the table's `int16`,
// `float4`, ...).
class GenX_VectorOf<int length, TypeConstraint element>
    : Type<And<[IsVectorType<element.predicate>,
                RustPred<"crate::types::vector_length($_ctx, $_self) == Some(" # length # ")">]>,
           "vector of " # length # " " # element.summary # " values">;

// An op calling the intrinsic `llvm.genx.<mnemonic>` of the table's
// section `family`. Every op verifies its operand and result types against
// its signature (dialects/genx/src/signature.rs).
class GenX_IntrinsicOp<string mnemonic, string familyArg, list<Trait> traits = []>
    : Op<GenX_Dialect, mnemonic, traits> {
  // The section of the table, the family the reference groups by.
  string family = familyArg;
  // The table's `Convergent`: the call may not be made control dependent
  // on more values.
  bit convergent = 0;
  // The table's `NoWillReturn`: the call may not return.
  bit noWillReturn = 0;
  let hasVerifier = 1;
}

