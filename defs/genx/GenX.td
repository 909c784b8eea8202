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
  // The region reads and writes fold when their operands are constants,
  // and have canonicalization patterns (genx/Canonicalization.td,
  // dialects/genx/src/folds/); `wrconstregion` folds too.
  defvar isRegionAccess = !or(!or(!eq(mnemonic, "rdregioni"), !eq(mnemonic, "rdregionf")),
                              !or(!eq(mnemonic, "wrregioni"), !eq(mnemonic, "wrregionf")));
  let hasFolder = !or(isRegionAccess, !eq(mnemonic, "wrconstregion"));
  let hasCanonicalizer = isRegionAccess;
}


// A kernel: what `!genx.kernels` says of one function, as the attribute
// `genx.kernel` of that `llvm.func`. The fields are the operands of
// vc-intrinsics' `KernelMDOp` layout after the function: name, argument
// kinds, SLM size, argument offsets (a list, or one integer as some real
// inputs write it), argument I/O kinds, argument type descriptions,
// named-barrier count and the optional barrier count. `asmName` is only
// set by the older layout seed 002 describes (function, name, asm name,
// argument kinds, SLM size, argument offsets), which is written back so.
// Every field is optional: real inputs hold nodes cut short (a node with the
// function only), which are kept as they are, the fields present being the
// first ones of the layout; the backend's rules want them all.
def GenX_KernelAttr : AttrDef<GenX_Dialect, "Kernel"> {
  let mnemonic = "kernel";
  let summary = "A GenX kernel's metadata (an entry of `!genx.kernels`)";
  let description = [{
    `argKinds`, `argIOKinds` and a list `argOffsets` are `array<i32: ...>`;
    `argTypeDescs` is an array of strings; the counts and sizes are `i32`
    integers.

    ```text
    llvm.func @test(%arg0: i32) attributes {genx.kernel = #genx.kernel<
        name = "test", argKinds = array<i32: 2>, slmSize = 0 : i32,
        argOffsets = array<i32: 32>, argIOKinds = array<i32: 0>,
        argTypeDescs = ["buffer_t"], namedBarriers = 0 : i32>} { ... }
    ```
  }];
  let parameters = (ins
    OptionalParameter<"StringAttr">:$name,
    OptionalParameter<"StringAttr">:$asmName,
    OptionalParameter<"Attribute">:$argKinds,
    OptionalParameter<"IntegerAttr">:$slmSize,
    OptionalParameter<"Attribute">:$argOffsets,
    OptionalParameter<"Attribute">:$argIOKinds,
    OptionalParameter<"Attribute">:$argTypeDescs,
    OptionalParameter<"IntegerAttr">:$namedBarriers,
    OptionalParameter<"IntegerAttr">:$barriers
  );
  let assemblyFormat = "`<` struct(params) `>`";
}
