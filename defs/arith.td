// The `arith` dialect: integer and floating-point arithmetic, every op of
// MLIR 19's arith dialect (ArithBase.td, ArithOpsInterfaces.td and
// ArithOps.td, as data). Op names, operands, attributes, enum keywords,
// type constraint summaries and assembly formats follow MLIR 19, so that
// printed IR and verifier messages match mlir-opt-19; the descriptions are
// this project's.

include "OpBase.td"
include "interfaces/Common.td"
include "interfaces/Inliner.td"

def Arith_Dialect : Dialect {
  let name = "arith";
  let summary = "Integer and floating-point arithmetic";
  let description = [{
    Arithmetic on integers and floating-point numbers: constants, integer and
    float arithmetic, bitwise operations and shifts, comparisons, selection,
    and conversions between numeric types. Every op but `arith.constant`
    applies to scalars and, elementwise, to vectors and tensors of them.

    Integers are signless: a value is a bit pattern, read as two's complement
    where a sign matters, and the ops whose meaning depends on the reading say
    so in their name (`divsi` and `divui`, `extsi` and `extui`). A poison
    operand gives a poison result (for vectors and tensors, a poison element
    gives a poison element) unless an op states otherwise.
  }];
  let rustModule = "arith";
  // `materialize_constant` builds an `arith.constant` for folded values.
  let hasConstantMaterializer = 1;
  // Arithmetic inlines anywhere (src/dialects/arith/inliner.rs).
  let interfaces = [DialectInlinerInterface];
}

//===----------------------------------------------------------------------===//
// Enums
//===----------------------------------------------------------------------===//

// The predicate of `arith.cmpf`: (un)orderedness, (in)equality and
// less/greater than (or equal to), and predicates that are always true or
// false. Stored as an i64 integer attribute, printed as its keyword.
def Arith_CmpFPredicateAttr : I64EnumAttr<"CmpFPredicate", "", [
    I64EnumAttrCase<"AlwaysFalse", 0, "false">,
    I64EnumAttrCase<"OEQ", 1, "oeq">,
    I64EnumAttrCase<"OGT", 2, "ogt">,
    I64EnumAttrCase<"OGE", 3, "oge">,
    I64EnumAttrCase<"OLT", 4, "olt">,
    I64EnumAttrCase<"OLE", 5, "ole">,
    I64EnumAttrCase<"ONE", 6, "one">,
    I64EnumAttrCase<"ORD", 7, "ord">,
    I64EnumAttrCase<"UEQ", 8, "ueq">,
    I64EnumAttrCase<"UGT", 9, "ugt">,
    I64EnumAttrCase<"UGE", 10, "uge">,
    I64EnumAttrCase<"ULT", 11, "ult">,
    I64EnumAttrCase<"ULE", 12, "ule">,
    I64EnumAttrCase<"UNE", 13, "une">,
    I64EnumAttrCase<"UNO", 14, "uno">,
    I64EnumAttrCase<"AlwaysTrue", 15, "true">,
  ]>;

// The predicate of `arith.cmpi`.
def Arith_CmpIPredicateAttr : I64EnumAttr<"CmpIPredicate", "", [
    I64EnumAttrCase<"eq", 0>,
    I64EnumAttrCase<"ne", 1>,
    I64EnumAttrCase<"slt", 2>,
    I64EnumAttrCase<"sle", 3>,
    I64EnumAttrCase<"sgt", 4>,
    I64EnumAttrCase<"sge", 5>,
    I64EnumAttrCase<"ult", 6>,
    I64EnumAttrCase<"ule", 7>,
    I64EnumAttrCase<"ugt", 8>,
    I64EnumAttrCase<"uge", 9>,
  ]>;

// The kind of an atomic read-modify-write; arith defines it, memref and
// other dialects use it.
def ATOMIC_RMW_KIND_ADDF     : I64EnumAttrCase<"addf", 0>;
def ATOMIC_RMW_KIND_ADDI     : I64EnumAttrCase<"addi", 1>;
def ATOMIC_RMW_KIND_ASSIGN   : I64EnumAttrCase<"assign", 2>;
def ATOMIC_RMW_KIND_MAXIMUMF : I64EnumAttrCase<"maximumf", 3>;
def ATOMIC_RMW_KIND_MAXS     : I64EnumAttrCase<"maxs", 4>;
def ATOMIC_RMW_KIND_MAXU     : I64EnumAttrCase<"maxu", 5>;
def ATOMIC_RMW_KIND_MINIMUMF : I64EnumAttrCase<"minimumf", 6>;
def ATOMIC_RMW_KIND_MINS     : I64EnumAttrCase<"mins", 7>;
def ATOMIC_RMW_KIND_MINU     : I64EnumAttrCase<"minu", 8>;
def ATOMIC_RMW_KIND_MULF     : I64EnumAttrCase<"mulf", 9>;
def ATOMIC_RMW_KIND_MULI     : I64EnumAttrCase<"muli", 10>;
def ATOMIC_RMW_KIND_ORI      : I64EnumAttrCase<"ori", 11>;
def ATOMIC_RMW_KIND_ANDI     : I64EnumAttrCase<"andi", 12>;
def ATOMIC_RMW_KIND_MAXNUMF  : I64EnumAttrCase<"maxnumf", 13>;
def ATOMIC_RMW_KIND_MINNUMF  : I64EnumAttrCase<"minnumf", 14>;

def AtomicRMWKindAttr : I64EnumAttr<"AtomicRMWKind", "", [
    ATOMIC_RMW_KIND_ADDF, ATOMIC_RMW_KIND_ADDI, ATOMIC_RMW_KIND_ASSIGN,
    ATOMIC_RMW_KIND_MAXIMUMF, ATOMIC_RMW_KIND_MAXS, ATOMIC_RMW_KIND_MAXU,
    ATOMIC_RMW_KIND_MINIMUMF, ATOMIC_RMW_KIND_MINS, ATOMIC_RMW_KIND_MINU,
    ATOMIC_RMW_KIND_MULF, ATOMIC_RMW_KIND_MULI, ATOMIC_RMW_KIND_ORI,
    ATOMIC_RMW_KIND_ANDI, ATOMIC_RMW_KIND_MAXNUMF, ATOMIC_RMW_KIND_MINNUMF]>;

// Fast-math flags: `#arith.fastmath<nnan,ninf>`; `fast` is all seven bits
// and prints alone when they are all set.
def FASTMATH_NONE            : I32BitEnumAttrCaseNone<"none">;
def FASTMATH_REASSOC         : I32BitEnumAttrCaseBit<"reassoc", 0>;
def FASTMATH_NO_NANS         : I32BitEnumAttrCaseBit<"nnan", 1>;
def FASTMATH_NO_INFS         : I32BitEnumAttrCaseBit<"ninf", 2>;
def FASTMATH_NO_SIGNED_ZEROS : I32BitEnumAttrCaseBit<"nsz", 3>;
def FASTMATH_ALLOW_RECIP     : I32BitEnumAttrCaseBit<"arcp", 4>;
def FASTMATH_ALLOW_CONTRACT  : I32BitEnumAttrCaseBit<"contract", 5>;
def FASTMATH_APPROX_FUNC     : I32BitEnumAttrCaseBit<"afn", 6>;
def FASTMATH_FAST            : I32BitEnumAttrCaseGroup<"fast", [
    FASTMATH_REASSOC, FASTMATH_NO_NANS, FASTMATH_NO_INFS, FASTMATH_NO_SIGNED_ZEROS,
    FASTMATH_ALLOW_RECIP, FASTMATH_ALLOW_CONTRACT, FASTMATH_APPROX_FUNC]>;

def FastMathFlags : I32BitEnumAttr<"FastMathFlags", "Floating point fast math flags", [
    FASTMATH_NONE, FASTMATH_REASSOC, FASTMATH_NO_NANS, FASTMATH_NO_INFS,
    FASTMATH_NO_SIGNED_ZEROS, FASTMATH_ALLOW_RECIP, FASTMATH_ALLOW_CONTRACT,
    FASTMATH_APPROX_FUNC, FASTMATH_FAST]> {
  let cppNamespace = "::mlir::arith";
  let separator = ",";
  let printBitEnumPrimaryGroups = 1;
}

def Arith_FastMathAttr : EnumAttr<Arith_Dialect, FastMathFlags, "fastmath"> {
  let assemblyFormat = "`<` $value `>`";
}

// Integer overflow flags: `#arith.overflow<nsw, nuw>` (MLIR's separator is
// ", ", with the space).
def Arith_IOFnone : I32BitEnumAttrCaseNone<"none">;
def Arith_IOFnsw  : I32BitEnumAttrCaseBit<"nsw", 0>;
def Arith_IOFnuw  : I32BitEnumAttrCaseBit<"nuw", 1>;

def Arith_IntegerOverflowFlags : I32BitEnumAttr<"IntegerOverflowFlags", "Integer overflow arith flags", [
    Arith_IOFnone, Arith_IOFnsw, Arith_IOFnuw]> {
  let cppNamespace = "::mlir::arith";
  let separator = ", ";
  let printBitEnumPrimaryGroups = 1;
}

def Arith_IntegerOverflowAttr : EnumAttr<Arith_Dialect, Arith_IntegerOverflowFlags, "overflow"> {
  let assemblyFormat = "`<` $value `>`";
}

// Rounding modes, with the values of LLVM's `RoundingMode`. Stored as an
// i32 integer attribute, printed as its keyword.
def Arith_RToNearestTiesToEven       : I32EnumAttrCase<"to_nearest_even", 0>; // ties to even
def Arith_RDownward                  : I32EnumAttrCase<"downward", 1>;        // toward -inf
def Arith_RUpward                    : I32EnumAttrCase<"upward", 2>;          // toward +inf
def Arith_RTowardZero                : I32EnumAttrCase<"toward_zero", 3>;
def Arith_RToNearestTiesAwayFromZero : I32EnumAttrCase<"to_nearest_away", 4>; // ties away from zero

def Arith_RoundingModeAttr : I32EnumAttr<"RoundingMode", "Floating point rounding mode", [
    Arith_RToNearestTiesToEven, Arith_RDownward, Arith_RUpward,
    Arith_RTowardZero, Arith_RToNearestTiesAwayFromZero]>;

//===----------------------------------------------------------------------===//
// Interfaces
//===----------------------------------------------------------------------===//

// The default bodies are Rust over the op's generated accessors (named
// after the attribute, in snake_case): `$_op` is the op, `ctx` and `ir` the
// context and IR every interface method takes. Each op declaring the
// interface gets a generated `impl` with these bodies.

def ArithFastMathInterface : OpInterface<"ArithFastMathInterface"> {
  let description = [{
    The ops carrying `#arith.fastmath` flags in a `fastmath` attribute: the
    flags and the name of the attribute that holds them.
  }];
  let methods = [
    InterfaceMethod<"The fastmath flags of the operation (None if the optional attribute is absent).",
                    "Option<FastMathFlags>", "fastmath_flags", (ins), "",
                    [{ $_op.fastmath(ctx, ir).into() }]>,
    InterfaceMethod<"The name of the fastmath flags attribute.",
                    "&'static str", "fastmath_attr_name", (ins), "", [{ "fastmath" }]>,
  ];
}

def ArithIntegerOverflowFlagsInterface : OpInterface<"ArithIntegerOverflowFlagsInterface"> {
  let description = [{
    The integer ops carrying `nsw`/`nuw` flags (`#arith.overflow`) in an
    `overflowFlags` attribute: the flags, a test for each, and the name of the
    attribute.
  }];
  let methods = [
    InterfaceMethod<"The integer overflow flags of the operation.",
                    "IntegerOverflowFlags", "overflow_flags_value", (ins), "",
                    [{ $_op.overflow_flags(ctx, ir) }]>,
    InterfaceMethod<"Whether the operation has the No Unsigned Wrap keyword.",
                    "bool", "has_no_unsigned_wrap", (ins), "",
                    [{ $_op.overflow_flags(ctx, ir).contains(IntegerOverflowFlags::nuw) }]>,
    InterfaceMethod<"Whether the operation has the No Signed Wrap keyword.",
                    "bool", "has_no_signed_wrap", (ins), "",
                    [{ $_op.overflow_flags(ctx, ir).contains(IntegerOverflowFlags::nsw) }]>,
    InterfaceMethod<"The name of the integer overflow flags attribute.",
                    "&'static str", "integer_overflow_attr_name", (ins), "", [{ "overflowFlags" }]>,
  ];
}

def ArithRoundingModeInterface : OpInterface<"ArithRoundingModeInterface"> {
  let description = [{
    The ops taking an optional rounding mode in a `roundingmode` attribute:
    the mode, if any, and the name of the attribute.
  }];
  let methods = [
    InterfaceMethod<"The rounding mode of the operation, if any.",
                    "Option<RoundingMode>", "rounding_mode", (ins), "",
                    [{ $_op.roundingmode(ctx, ir) }]>,
    InterfaceMethod<"The name of the rounding mode attribute.",
                    "&'static str", "rounding_mode_attr_name", (ins), "", [{ "roundingmode" }]>,
  ];
}

//===----------------------------------------------------------------------===//
// Op classes
//===----------------------------------------------------------------------===//

// Every arith op but `constant`: no memory effects, elementwise on vectors
// and tensors, unrollable along the shape of their first result.
class Arith_Op<string mnemonic, list<Trait> traits = []>
    : Op<Arith_Dialect, mnemonic,
         traits
         # [VectorUnrollOpInterface, NoMemoryEffect]
         # ElementwiseMappable.traits>;

// One result; operands and result of the same type.
class Arith_ArithOp<string mnemonic, list<Trait> traits = []>
    : Arith_Op<mnemonic, traits # [SameOperandsAndResultType]>;

class Arith_UnaryOp<string mnemonic, list<Trait> traits = []>
    : Arith_ArithOp<mnemonic, traits # [Pure]> {
  let assemblyFormat = "$operand attr-dict `:` type($result)";
}

class Arith_BinaryOp<string mnemonic, list<Trait> traits = []>
    : Arith_ArithOp<mnemonic, traits> {
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($result)";
}

// Integer binary ops.
class Arith_IntBinaryOp<string mnemonic, list<Trait> traits = []>
    : Arith_BinaryOp<mnemonic, traits #
        [DeclareOpInterfaceMethods<InferIntRangeInterface, ["infer_result_ranges"]>]> {
  let arguments = (ins SignlessIntegerLike:$lhs, SignlessIntegerLike:$rhs);
  let results = (outs SignlessIntegerLike:$result);
}

// Integer binary ops without undefined behavior.
class Arith_TotalIntBinaryOp<string mnemonic, list<Trait> traits = []>
    : Arith_IntBinaryOp<mnemonic, traits # [Pure]>;

// Floating-point unary ops, with fastmath flags.
class Arith_FloatUnaryOp<string mnemonic, list<Trait> traits = []>
    : Arith_UnaryOp<mnemonic, !listconcat([DeclareOpInterfaceMethods<ArithFastMathInterface>], traits)> {
  let arguments = (ins FloatLike:$operand,
                       DefaultValuedAttr<Arith_FastMathAttr, "FastMathFlags::none">:$fastmath);
  let results = (outs FloatLike:$result);
  let assemblyFormat = [{ $operand (`fastmath` `` $fastmath^)?
                          attr-dict `:` type($result) }];
}

// Floating-point binary ops, with fastmath flags.
class Arith_FloatBinaryOp<string mnemonic, list<Trait> traits = []>
    : Arith_BinaryOp<mnemonic, !listconcat([Pure, DeclareOpInterfaceMethods<ArithFastMathInterface>], traits)> {
  let arguments = (ins FloatLike:$lhs, FloatLike:$rhs,
                       DefaultValuedAttr<Arith_FastMathAttr, "FastMathFlags::none">:$fastmath);
  let results = (outs FloatLike:$result);
  let assemblyFormat = [{ $lhs `,` $rhs (`fastmath` `` $fastmath^)?
                          attr-dict `:` type($result) }];
}

// Tensor input and output have identical shapes: stricter than
// `SameOperandsAndResultShape`, which lets a dynamic dimension match a
// static one.
def SameInputOutputTensorDims
    : PredOpTrait<"input and output have the same tensor dimensions",
                  AllMatchSameOperatorPred<["in", "out"], TensorShapeProperty>>;

// Casts: one operand `in`, one result `out`, of the same shape.
class Arith_CastOp<string mnemonic, TypeConstraint From, TypeConstraint To, list<Trait> traits = []>
    : Arith_Op<mnemonic, traits # [Pure, SameOperandsAndResultShape, SameInputOutputTensorDims,
                                   DeclareOpInterfaceMethods<CastOpInterface, ["are_cast_compatible"]>]> {
  let arguments = (ins From:$in);
  let results = (outs To:$out);
  let assemblyFormat = "$in attr-dict `:` type($in) `to` type($out)";
}

// Integer to integer (no index: `SignlessFixedWidthIntegerLike`).
class Arith_IToICastOp<string mnemonic, list<Trait> traits = []>
    : Arith_CastOp<mnemonic, SignlessFixedWidthIntegerLike, SignlessFixedWidthIntegerLike,
                   traits # [DeclareOpInterfaceMethods<InferIntRangeInterface, ["infer_result_ranges"]>]>;
// Integer to floating point.
class Arith_IToFCastOp<string mnemonic, list<Trait> traits = []>
    : Arith_CastOp<mnemonic, SignlessFixedWidthIntegerLike, FloatLike, traits>;
// Floating point to integer.
class Arith_FToICastOp<string mnemonic, list<Trait> traits = []>
    : Arith_CastOp<mnemonic, FloatLike, SignlessFixedWidthIntegerLike, traits>;
// Floating point to floating point.
class Arith_FToFCastOp<string mnemonic, list<Trait> traits = []>
    : Arith_CastOp<mnemonic, FloatLike, FloatLike, traits>;

// Comparisons: two operands of the same type, a bool-like result of the
// operands' shape, inferred from `lhs`.
class Arith_CompareOp<string mnemonic, list<Trait> traits = []>
    : Arith_Op<mnemonic, traits # [Pure, SameTypeOperands,
        TypesMatchWith<"result type has i1 element type and same shape as operands",
                       "lhs", "result", SameShapeWithElementType<I1>>]> {
  let results = (outs BoolLike:$result);
  let assemblyFormat = "$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)";
}

// A comparison that also admits 0-D vectors (MLIR keeps both names while
// it moves to 0-D vectors).
class Arith_CompareOpOfAnyRank<string mnemonic, list<Trait> traits = []>
    : Arith_CompareOp<mnemonic, traits> {
  let results = (outs BoolLikeOfAnyRank:$result);
}

// Integer binary ops with `nsw`/`nuw` flags.
class Arith_IntBinaryOpWithOverflowFlags<string mnemonic, list<Trait> traits = []>
    : Arith_BinaryOp<mnemonic, traits #
        [Pure, DeclareOpInterfaceMethods<InferIntRangeInterface, ["infer_result_ranges"]>,
         DeclareOpInterfaceMethods<ArithIntegerOverflowFlagsInterface>]> {
  let arguments = (ins SignlessIntegerLike:$lhs, SignlessIntegerLike:$rhs,
                       DefaultValuedAttr<Arith_IntegerOverflowAttr, "IntegerOverflowFlags::none">:$overflowFlags);
  let results = (outs SignlessIntegerLike:$result);
  let assemblyFormat = [{ $lhs `,` $rhs (`overflow` `` $overflowFlags^)?
                          attr-dict `:` type($result) }];
}

//===----------------------------------------------------------------------===//
// ConstantOp
//===----------------------------------------------------------------------===//

// Result names (`%c42_i32`, `%true`, `%cst`) come from a Rust hook.
def Arith_ConstantOp : Op<Arith_Dialect, "constant", [ConstantLike, Pure,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["asm_result_names"]>,
    AllTypesMatch<["value", "result"]>,
    DeclareOpInterfaceMethods<InferIntRangeInterface, ["infer_result_ranges"]>]> {
  let summary = "integer or floating point constant";
  let description = [{
    Makes the constant held by the `value` attribute available as an SSA
    value. The attribute carries its type, which is the type of the result:
    an integer or float attribute for a scalar, a dense elements attribute for
    a vector or tensor.

    ```mlir
    func.func @constants() -> (i32, f64, vector<4xi8>) {
      %answer = arith.constant 42 : i32
      %half = arith.constant 5.000000e-01 : f64
      %sevens = arith.constant dense<7> : vector<4xi8>
      return %answer, %half, %sevens : i32, f64, vector<4xi8>
    }
    ```
  }];
  let arguments = (ins TypedAttrInterface:$value);
  // MLIR allows any result type for now (vectors/tensors of strings and of
  // signed/unsigned integers), an artefact of the split of std.
  let results = (outs AnyType:$result);
  let hasFolder = 1;
  let assemblyFormat = "attr-dict $value";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Integer arithmetic
//===----------------------------------------------------------------------===//

def Arith_AddIOp : Arith_IntBinaryOpWithOverflowFlags<"addi", [Commutative]> {
  let summary = "integer addition operation";
  let description = [{
    The sum of `lhs` and `rhs` modulo 2^N, where N is the bit width of their
    common type (a signless integer, or a vector or tensor of them, added
    elementwise). Two's complement addition gives the same bits for signed and
    unsigned readings, so one op serves both.

    The optional `overflowFlags` attribute, written `overflow<nsw>`,
    `overflow<nuw>` or `overflow<nsw, nuw>`, asserts that the sum fits when the
    operands are read as signed (`nsw`) or unsigned (`nuw`) numbers; if it does
    not, the result is poison.

    ```mlir
    func.func @add(%a: i64, %b: i64, %v: vector<4xi32>) -> (i64, vector<4xi32>) {
      %sum = arith.addi %a, %b overflow<nsw> : i64
      %lanes = arith.addi %v, %v : vector<4xi32>
      return %sum, %lanes : i64, vector<4xi32>
    }
    ```
  }];
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

// The results print as `%sum, %overflow` (ODS names the results of ops
// with several named results).
def Arith_AddUIExtendedOp : Arith_Op<"addui_extended", [Pure, Commutative,
    AllTypesMatch<["lhs", "rhs", "sum"]>]> {
  let summary = "extended unsigned integer addition operation returning sum and overflow bit";
  let description = [{
    Adds two integers read as unsigned and returns two results: `sum`, the low
    N bits of the exact sum, of the operands' type, and `overflow`, a bool-like
    value (`i1`, or `i1` elements of the operands' shape) that is 1 where the
    exact sum needs N + 1 bits, i.e. where there is a carry out.

    ```mlir
    func.func @add_with_carry(%a: i32, %b: i32) -> (i32, i1) {
      %sum, %carry = arith.addui_extended %a, %b : i32, i1
      return %sum, %carry : i32, i1
    }
    ```
  }];
  let arguments = (ins SignlessIntegerLike:$lhs, SignlessIntegerLike:$rhs);
  let results = (outs SignlessIntegerLike:$sum, BoolLike:$overflow);
  let assemblyFormat = [{
    $lhs `,` $rhs attr-dict `:` type($sum) `,` type($overflow)
  }];
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Arith_SubIOp : Arith_IntBinaryOpWithOverflowFlags<"subi"> {
  let summary = "integer subtraction";
  let description = [{
    `lhs` minus `rhs` modulo 2^N, on signless integers of one type or
    elementwise on vectors and tensors of them. The difference has the same
    bits whether the operands are read as signed or unsigned numbers.

    `overflow<nsw>` and `overflow<nuw>` (the `overflowFlags` attribute) assert
    that the signed, respectively unsigned, difference is representable in N
    bits; the result is poison when it is not.

    ```mlir
    func.func @sub(%a: i16, %b: i16) -> i16 {
      %d = arith.subi %a, %b overflow<nuw> : i16
      return %d : i16
    }
    ```
  }];
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

// Result names (`%c8_vscale` for constant multiples of vector.vscale) come
// from a Rust hook.
def Arith_MulIOp : Arith_IntBinaryOpWithOverflowFlags<"muli", [Commutative,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["asm_result_names"]>]> {
  let summary = "integer multiplication";
  let description = [{
    The low N bits of the product of `lhs` and `rhs`, two signless integers of
    one type (elementwise for vectors and tensors). These bits do not depend on
    whether the operands are signed. `overflow<nsw>` and `overflow<nuw>` make
    the result poison when the signed, respectively unsigned, product does not
    fit in N bits.

    ```mlir
    func.func @mul(%a: i32, %b: i32, %t: tensor<2x?xi8>) -> (i32, tensor<2x?xi8>) {
      %p = arith.muli %a, %b : i32
      %q = arith.muli %t, %t overflow<nsw, nuw> : tensor<2x?xi8>
      return %p, %q : i32, tensor<2x?xi8>
    }
    ```
  }];
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Arith_MulSIExtendedOp : Arith_Op<"mulsi_extended", [Pure, Commutative,
    AllTypesMatch<["lhs", "rhs", "low", "high"]>]> {
  let summary = "extended signed integer multiplication operation";
  let description = [{
    The full 2N-bit product of two integers read as signed, returned as two
    values of the operands' type: `low`, the lower N bits (what `arith.muli`
    gives), and `high`, the upper N bits.

    ```mlir
    func.func @signed_product(%x: i32, %y: i32) -> (i32, i32) {
      %lo, %hi = arith.mulsi_extended %x, %y : i32
      return %lo, %hi : i32, i32
    }
    ```
  }];
  let arguments = (ins SignlessIntegerLike:$lhs, SignlessIntegerLike:$rhs);
  let results = (outs SignlessIntegerLike:$low, SignlessIntegerLike:$high);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($lhs)";
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Arith_MulUIExtendedOp : Arith_Op<"mului_extended", [Pure, Commutative,
    AllTypesMatch<["lhs", "rhs", "low", "high"]>]> {
  let summary = "extended unsigned integer multiplication operation";
  let description = [{
    Like `arith.mulsi_extended`, with the operands read as unsigned: the lower
    and upper N bits of their exact 2N-bit product, as `low` and `high`.

    ```mlir
    func.func @high_half(%a: vector<4xi16>, %b: vector<4xi16>) -> vector<4xi16> {
      %low, %high = arith.mului_extended %a, %b : vector<4xi16>
      return %high : vector<4xi16>
    }
    ```
  }];
  let arguments = (ins SignlessIntegerLike:$lhs, SignlessIntegerLike:$rhs);
  let results = (outs SignlessIntegerLike:$low, SignlessIntegerLike:$high);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($lhs)";
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

// Divisions that may trap: not `Pure`, speculatable when the divisor is
// known not to be zero (nor -1 for signed ones): a Rust hook.
def Arith_DivUIOp : Arith_IntBinaryOp<"divui",
    [DeclareOpInterfaceMethods<ConditionallySpeculatable, ["speculatability"]>]> {
  let summary = "unsigned integer division operation";
  let description = [{
    The quotient of `lhs` by `rhs`, both read as unsigned, rounded toward zero:
    in `i8`, 200 divided by 7 is 28, and -2 (that is, 254) divided by 2 is 127.
    A zero divisor, in any element of a vector or tensor, is undefined
    behavior, so the op is speculatable only when the divisor is known not to
    be zero.

    ```mlir
    func.func @quotient(%n: i64, %d: i64) -> i64 {
      %q = arith.divui %n, %d : i64
      return %q : i64
    }
    ```
  }];
  let hasFolder = 1;
}

def Arith_DivSIOp : Arith_IntBinaryOp<"divsi",
    [DeclareOpInterfaceMethods<ConditionallySpeculatable, ["speculatability"]>]> {
  let summary = "signed integer division operation";
  let description = [{
    The quotient of two integers read as signed, rounded toward zero (-7
    divided by 2 is -3). A zero divisor is undefined behavior, and so is the
    one quotient that does not fit, the smallest value divided by -1; for
    vectors and tensors, when either happens in any element.

    ```mlir
    func.func @quotient(%n: vector<4xi32>, %d: vector<4xi32>) -> vector<4xi32> {
      %q = arith.divsi %n, %d : vector<4xi32>
      return %q : vector<4xi32>
    }
    ```
  }];
  let hasFolder = 1;
}

def Arith_CeilDivUIOp : Arith_IntBinaryOp<"ceildivui",
    [DeclareOpInterfaceMethods<ConditionallySpeculatable, ["speculatability"]>]> {
  let summary = "unsigned ceil integer division operation";
  let description = [{
    The quotient of two integers read as unsigned, rounded up (7 divided by 2
    is 4). A zero divisor is undefined behavior.

    ```mlir
    func.func @blocks(%size: i64, %block: i64) -> i64 {
      %count = arith.ceildivui %size, %block : i64
      return %count : i64
    }
    ```
  }];
  let hasFolder = 1;
}

def Arith_CeilDivSIOp : Arith_IntBinaryOp<"ceildivsi",
    [DeclareOpInterfaceMethods<ConditionallySpeculatable, ["speculatability"]>]> {
  let summary = "signed ceil integer division operation";
  let description = [{
    The quotient of two integers read as signed, rounded toward positive
    infinity: 7 divided by 2 is 4, -7 divided by 2 is -3. A zero divisor and
    the smallest value divided by -1 are undefined behavior.

    ```mlir
    func.func @ceil_quotient(%n: i32, %d: i32) -> i32 {
      %q = arith.ceildivsi %n, %d : i32
      return %q : i32
    }
    ```
  }];
  let hasFolder = 1;
}

def Arith_FloorDivSIOp : Arith_TotalIntBinaryOp<"floordivsi"> {
  let summary = "signed floor integer division operation";
  let description = [{
    The quotient of two integers read as signed, rounded toward negative
    infinity: 7 divided by 2 is 3, -7 divided by 2 is -4. A zero divisor and
    the smallest value divided by -1 are undefined behavior.

    ```mlir
    func.func @floor_quotient(%n: i32, %d: i32) -> i32 {
      %q = arith.floordivsi %n, %d : i32
      return %q : i32
    }
    ```
  }];
  let hasFolder = 1;
}

def Arith_RemUIOp : Arith_TotalIntBinaryOp<"remui"> {
  let summary = "unsigned integer division remainder operation";
  let description = [{
    What is left over when `lhs` is divided by `rhs`, both read as unsigned:
    in `i8`, 200 modulo 7 is 4. A zero divisor, in any element of a vector or
    tensor, is undefined behavior.

    ```mlir
    func.func @remainder(%n: i64, %d: i64) -> i64 {
      %r = arith.remui %n, %d : i64
      return %r : i64
    }
    ```
  }];
  let hasFolder = 1;
}

def Arith_RemSIOp : Arith_TotalIntBinaryOp<"remsi"> {
  let summary = "signed integer division remainder operation";
  let description = [{
    The remainder of the signed division of `lhs` by `rhs` rounded toward
    zero; it has the sign of `lhs` (-7 modulo 2 is -1, 7 modulo -2 is 1). A
    zero divisor is undefined behavior.

    ```mlir
    func.func @remainder(%n: tensor<8xi16>, %d: tensor<8xi16>) -> tensor<8xi16> {
      %r = arith.remsi %n, %d : tensor<8xi16>
      return %r : tensor<8xi16>
    }
    ```
  }];
  let hasFolder = 1;
}

def Arith_AndIOp : Arith_TotalIntBinaryOp<"andi", [Commutative, Idempotent]> {
  let summary = "integer binary and";
  let description = [{
    The bitwise and of two signless integers of one type, or elementwise of
    two vectors or tensors of them.

    ```mlir
    func.func @low_nibble(%x: i32) -> i32 {
      %mask = arith.constant 15 : i32
      %low = arith.andi %x, %mask : i32
      return %low : i32
    }
    ```
  }];
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Arith_OrIOp : Arith_TotalIntBinaryOp<"ori", [Commutative, Idempotent]> {
  let summary = "integer binary or";
  let description = [{
    The bitwise or of two signless integers of one type, or elementwise of two
    vectors or tensors of them.

    ```mlir
    func.func @either(%a: vector<4xi1>, %b: vector<4xi1>) -> vector<4xi1> {
      %any = arith.ori %a, %b : vector<4xi1>
      return %any : vector<4xi1>
    }
    ```
  }];
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Arith_XOrIOp : Arith_TotalIntBinaryOp<"xori", [Commutative]> {
  let summary = "integer binary xor";
  let description = [{
    The bitwise exclusive or of two signless integers of one type, or
    elementwise of two vectors or tensors of them. With an all-ones operand it
    is the bitwise not of the other.

    ```mlir
    func.func @not(%x: i8) -> i8 {
      %ones = arith.constant -1 : i8
      %flipped = arith.xori %x, %ones : i8
      return %flipped : i8
    }
    ```
  }];
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Arith_ShLIOp : Arith_IntBinaryOpWithOverflowFlags<"shli"> {
  let summary = "integer left-shift";
  let description = [{
    Shifts `lhs` left by `rhs` bits, the shift amount being read as unsigned,
    and fills the vacated low bits with zeros. A shift amount equal to the bit
    width or larger gives poison.

    With `overflow<nuw>` the result is poison if a set bit is shifted out;
    with `overflow<nsw>`, if any bit shifted out differs from the sign bit of
    the result.

    ```mlir
    func.func @times_eight() -> i8 {
      %five = arith.constant 5 : i8
      %three = arith.constant 3 : i8
      // 0b00000101 becomes 0b00101000, that is 40.
      %forty = arith.shli %five, %three : i8
      return %forty : i8
    }
    ```
  }];
  let hasFolder = 1;
}

def Arith_ShRUIOp : Arith_TotalIntBinaryOp<"shrui"> {
  let summary = "unsigned integer right-shift";
  let description = [{
    A logical right shift: `lhs` moves right by `rhs` bits (both read as
    unsigned) and the vacated high bits become zeros. A shift amount equal to
    the bit width or larger gives poison.

    ```mlir
    func.func @logical_shift(%x: i8, %n: i8) -> i8 {
      // 0b10100000 shifted by 3 is 0b00010100.
      %r = arith.shrui %x, %n : i8
      return %r : i8
    }
    ```
  }];
  let hasFolder = 1;
}

def Arith_ShRSIOp : Arith_TotalIntBinaryOp<"shrsi"> {
  let summary = "signed integer right-shift";
  let description = [{
    An arithmetic right shift: `lhs`, read as signed, moves right by `rhs` bits
    (read as unsigned), and the vacated high bits are copies of its sign bit,
    so that the sign is kept. A shift amount equal to the bit width or larger
    gives poison.

    ```mlir
    func.func @arithmetic_shift(%x: i8, %n: i8) -> i8 {
      // 0b10100000 shifted by 3 is 0b11110100; 0b01100000 gives 0b00001100.
      %r = arith.shrsi %x, %n : i8
      return %r : i8
    }
    ```
  }];
  let hasFolder = 1;
}

//===----------------------------------------------------------------------===//
// Floating-point arithmetic
//===----------------------------------------------------------------------===//

def Arith_NegFOp : Arith_FloatUnaryOp<"negf"> {
  let summary = "floating point negation";
  let description = [{
    The operand with its sign flipped, for a float or elementwise for a vector
    or tensor of floats; NaNs and zeros have their sign bit flipped too.
    Optional fast-math flags may follow the operand.

    ```mlir
    func.func @negate(%x: f64, %v: vector<4xf32>) -> (f64, vector<4xf32>) {
      %a = arith.negf %x : f64
      %b = arith.negf %v fastmath<nsz> : vector<4xf32>
      return %a, %b : f64, vector<4xf32>
    }
    ```
  }];
  let hasFolder = 1;
}

def Arith_AddFOp : Arith_FloatBinaryOp<"addf", [Commutative]> {
  let summary = "floating point addition operation";
  let description = [{
    The IEEE 754 sum of two floats of one type, or elementwise of vectors or
    tensors of floats, rounded to the nearest representable value.
    The optional `fastmath` attribute (written
    `fastmath<...>` after the operands, with flags such as `nnan`, `ninf`,
    `contract` or `fast`) allows transformations that ignore some of IEEE
    754's rules.

    ```mlir
    func.func @add(%a: f32, %b: f32, %t: tensor<4x?xbf16>) -> (f32, tensor<4x?xbf16>) {
      %s = arith.addf %a, %b fastmath<nnan,ninf> : f32
      %u = arith.addf %t, %t : tensor<4x?xbf16>
      return %s, %u : f32, tensor<4x?xbf16>
    }
    ```
  }];
  let hasFolder = 1;
}

def Arith_SubFOp : Arith_FloatBinaryOp<"subf"> {
  let summary = "floating point subtraction operation";
  let description = [{
    The IEEE 754 difference `lhs - rhs` of two floats of one type, or
    elementwise of vectors or tensors of floats.
    The optional `fastmath` attribute (written
    `fastmath<...>` after the operands, with flags such as `nnan`, `ninf`,
    `contract` or `fast`) allows transformations that ignore some of IEEE
    754's rules.

    ```mlir
    func.func @sub(%a: vector<4xf32>, %b: vector<4xf32>) -> vector<4xf32> {
      %d = arith.subf %a, %b : vector<4xf32>
      return %d : vector<4xf32>
    }
    ```
  }];
  let hasFolder = 1;
}

def Arith_MaximumFOp : Arith_FloatBinaryOp<"maximumf", [Commutative]> {
  let summary = "floating-point maximum operation";
  let description = [{
    The larger of two floats, as IEEE 754-2019's `maximum`: a NaN operand
    makes the result NaN, and +0.0 counts as larger than -0.0.

    ```mlir
    func.func @largest(%a: f64, %b: f64) -> f64 {
      %m = arith.maximumf %a, %b : f64
      return %m : f64
    }
    ```
  }];
  let hasFolder = 1;
}

def Arith_MaxNumFOp : Arith_FloatBinaryOp<"maxnumf", [Commutative]> {
  let summary = "floating-point maximum operation";
  let description = [{
    The larger of two floats, as IEEE 754-2008's `maxNum` (C's `fmax`): when
    one operand is a NaN, the other is the result. Either zero may
    be returned when the operands are -0.0 and +0.0.

    ```mlir
    func.func @largest_number(%a: f32, %b: f32) -> f32 {
      %m = arith.maxnumf %a, %b : f32
      return %m : f32
    }
    ```
  }];
  let hasFolder = 1;
}

def Arith_MaxSIOp : Arith_TotalIntBinaryOp<"maxsi", [Commutative]> {
  let summary = "signed integer maximum operation";
  let description = [{
    The larger of two integers read as signed numbers, or elementwise of
    vectors or tensors of them.

    ```mlir
    func.func @pick(%a: i32, %b: i32) -> i32 {
      %r = arith.maxsi %a, %b : i32
      return %r : i32
    }
    ```
  }];
  let hasFolder = 1;
}

def Arith_MaxUIOp : Arith_TotalIntBinaryOp<"maxui", [Commutative]> {
  let summary = "unsigned integer maximum operation";
  let description = [{
    The larger of two integers read as unsigned numbers, or elementwise of
    vectors or tensors of them.

    ```mlir
    func.func @pick(%a: i32, %b: i32) -> i32 {
      %r = arith.maxui %a, %b : i32
      return %r : i32
    }
    ```
  }];
  let hasFolder = 1;
}

def Arith_MinimumFOp : Arith_FloatBinaryOp<"minimumf", [Commutative]> {
  let summary = "floating-point minimum operation";
  let description = [{
    The smaller of two floats, as IEEE 754-2019's `minimum`: a NaN operand
    makes the result NaN, and -0.0 counts as smaller than +0.0.

    ```mlir
    func.func @smallest(%a: f64, %b: f64) -> f64 {
      %m = arith.minimumf %a, %b : f64
      return %m : f64
    }
    ```
  }];
  let hasFolder = 1;
}

def Arith_MinNumFOp : Arith_FloatBinaryOp<"minnumf", [Commutative]> {
  let summary = "floating-point minimum operation";
  let description = [{
    The smaller of two floats, as IEEE 754-2008's `minNum` (C's `fmin`): when
    one operand is a NaN, the other is the result. Either zero may
    be returned when the operands are -0.0 and +0.0.

    ```mlir
    func.func @smallest_number(%a: f32, %b: f32) -> f32 {
      %m = arith.minnumf %a, %b : f32
      return %m : f32
    }
    ```
  }];
  let hasFolder = 1;
}

def Arith_MinSIOp : Arith_TotalIntBinaryOp<"minsi", [Commutative]> {
  let summary = "signed integer minimum operation";
  let description = [{
    The smaller of two integers read as signed numbers, or elementwise of
    vectors or tensors of them.

    ```mlir
    func.func @pick(%a: i32, %b: i32) -> i32 {
      %r = arith.minsi %a, %b : i32
      return %r : i32
    }
    ```
  }];
  let hasFolder = 1;
}

def Arith_MinUIOp : Arith_TotalIntBinaryOp<"minui", [Commutative]> {
  let summary = "unsigned integer minimum operation";
  let description = [{
    The smaller of two integers read as unsigned numbers, or elementwise of
    vectors or tensors of them.

    ```mlir
    func.func @pick(%a: i32, %b: i32) -> i32 {
      %r = arith.minui %a, %b : i32
      return %r : i32
    }
    ```
  }];
  let hasFolder = 1;
}

def Arith_MulFOp : Arith_FloatBinaryOp<"mulf", [Commutative]> {
  let summary = "floating point multiplication operation";
  let description = [{
    The IEEE 754 product of two floats of one type, or elementwise of vectors
    or tensors of floats.
    The optional `fastmath` attribute (written
    `fastmath<...>` after the operands, with flags such as `nnan`, `ninf`,
    `contract` or `fast`) allows transformations that ignore some of IEEE
    754's rules.

    ```mlir
    func.func @square(%x: f64) -> f64 {
      %p = arith.mulf %x, %x fastmath<contract> : f64
      return %p : f64
    }
    ```
  }];
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Arith_DivFOp : Arith_FloatBinaryOp<"divf"> {
  let summary = "floating point division operation";
  let description = [{
    The IEEE 754 quotient `lhs / rhs` of two floats of one type, or
    elementwise of vectors or tensors of floats. Dividing by zero gives an
    infinity or a NaN, as IEEE 754 says.
    The optional `fastmath` attribute (written
    `fastmath<...>` after the operands, with flags such as `nnan`, `ninf`,
    `contract` or `fast`) allows transformations that ignore some of IEEE
    754's rules.

    ```mlir
    func.func @ratio(%a: f32, %b: f32) -> f32 {
      %q = arith.divf %a, %b fastmath<arcp> : f32
      return %q : f32
    }
    ```
  }];
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Arith_RemFOp : Arith_FloatBinaryOp<"remf"> {
  let summary = "floating point division remainder operation";
  let description = [{
    The remainder of the division of `lhs` by `rhs` with the quotient
    truncated toward zero (C's `fmod`), so that the result has the sign of
    `lhs`: 5.5 modulo 2.0 is 1.5, -5.5 modulo 2.0 is -1.5.

    ```mlir
    func.func @fmod(%a: f64, %b: f64) -> f64 {
      %r = arith.remf %a, %b : f64
      return %r : f64
    }
    ```
  }];
  let hasFolder = 1;
}

//===----------------------------------------------------------------------===//
// Casts
//===----------------------------------------------------------------------===//

def Arith_ExtUIOp : Arith_IToICastOp<"extui"> {
  let summary = "integer zero extension operation";
  let description = [{
    Widens an integer of M bits to a type of N bits, N > M, filling the new
    high bits with zeros: the value read as unsigned is kept. Vectors and
    tensors are widened elementwise.

    ```mlir
    func.func @widen(%x: i8, %v: vector<2xi32>) -> (i32, vector<2xi64>) {
      // 0b11111111 (255, or -1) becomes 255.
      %w = arith.extui %x : i8 to i32
      %u = arith.extui %v : vector<2xi32> to vector<2xi64>
      return %w, %u : i32, vector<2xi64>
    }
    ```
  }];
  let hasFolder = 1;
  let hasVerifier = 1;
}

def Arith_ExtSIOp : Arith_IToICastOp<"extsi"> {
  let summary = "integer sign extension operation";
  let description = [{
    Widens an integer of M bits to a type of N bits, N > M, filling the new
    high bits with copies of the sign bit: the value read as signed is kept.
    Vectors and tensors are widened elementwise.

    ```mlir
    func.func @widen(%x: i8) -> i32 {
      // 0b11111111 (-1) stays -1.
      %w = arith.extsi %x : i8 to i32
      return %w : i32
    }
    ```
  }];
  let hasFolder = 1;
  let hasCanonicalizer = 1;
  let hasVerifier = 1;
}

def Arith_ExtFOp : Arith_FToFCastOp<"extf", [DeclareOpInterfaceMethods<ArithFastMathInterface>]> {
  let summary = "cast from floating-point to wider floating-point";
  let description = [{
    Converts a float to a strictly wider float type (`f16` to `f32`, `f32` to
    `f64`, ...), which holds every value of the source exactly. Vectors and
    tensors are converted elementwise; optional fast-math flags may follow the
    operand.

    ```mlir
    func.func @widen(%h: f16) -> f64 {
      %d = arith.extf %h : f16 to f64
      return %d : f64
    }
    ```
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
  let arguments = (ins FloatLike:$in, OptionalAttr<Arith_FastMathAttr>:$fastmath);
  let results = (outs FloatLike:$out);
  let assemblyFormat = [{ $in (`fastmath` `` $fastmath^)?
                          attr-dict `:` type($in) `to` type($out) }];
}

def Arith_TruncIOp : Arith_IToICastOp<"trunci"> {
  let summary = "integer truncation operation";
  let description = [{
    Narrows an integer of M bits to a type of N bits, N < M, keeping the low N
    bits and dropping the others. Vectors and tensors are narrowed elementwise.

    ```mlir
    func.func @low_byte(%x: i32, %v: vector<2xi32>) -> (i8, vector<2xi16>) {
      // 0x1234 becomes 0x34.
      %b = arith.trunci %x : i32 to i8
      %h = arith.trunci %v : vector<2xi32> to vector<2xi16>
      return %b, %h : i8, vector<2xi16>
    }
    ```
  }];
  let hasFolder = 1;
  let hasCanonicalizer = 1;
  let hasVerifier = 1;
}

def Arith_TruncFOp : Arith_Op<"truncf", [Pure, SameOperandsAndResultShape, SameInputOutputTensorDims,
    DeclareOpInterfaceMethods<ArithRoundingModeInterface>,
    DeclareOpInterfaceMethods<ArithFastMathInterface>,
    DeclareOpInterfaceMethods<CastOpInterface, ["are_cast_compatible"]>]> {
  let summary = "cast from floating-point to narrower floating-point";
  let description = [{
    Converts a float to a strictly narrower float type. A value the narrower
    type cannot hold exactly is rounded, by the optional `roundingmode`
    attribute (`to_nearest_even`, `downward`, `upward`, `toward_zero` or
    `to_nearest_away`, written after the operand) or else by the default
    rounding. Vectors and tensors are converted elementwise; optional
    fast-math flags may follow.

    ```mlir
    func.func @narrow(%x: f64, %y: f32) -> (f32, f16) {
      %a = arith.truncf %x : f64 to f32
      %b = arith.truncf %y toward_zero : f32 to f16
      return %a, %b : f32, f16
    }
    ```
  }];
  let arguments = (ins FloatLike:$in,
                       OptionalAttr<Arith_RoundingModeAttr>:$roundingmode,
                       OptionalAttr<Arith_FastMathAttr>:$fastmath);
  let results = (outs FloatLike:$out);
  let hasFolder = 1;
  let hasVerifier = 1;
  let assemblyFormat = [{ $in ($roundingmode^)?
                          (`fastmath` `` $fastmath^)?
                          attr-dict `:` type($in) `to` type($out) }];
}

def Arith_UIToFPOp : Arith_IToFCastOp<"uitofp"> {
  let summary = "cast from unsigned integer type to floating-point";
  let description = [{
    Converts an integer, read as unsigned, to the float of the result type
    closest to it, rounding with the default rounding when it is not exactly
    representable. Vectors and tensors are converted elementwise.

    ```mlir
    func.func @to_float(%x: i32) -> f32 {
      // 0xFFFFFFFF becomes 4294967296.0 (rounded).
      %f = arith.uitofp %x : i32 to f32
      return %f : f32
    }
    ```
  }];
  let hasFolder = 1;
}

def Arith_SIToFPOp : Arith_IToFCastOp<"sitofp"> {
  let summary = "cast from integer type to floating-point";
  let description = [{
    Converts an integer, read as signed, to the float of the result type
    closest to it, rounding with the default rounding when it is not exactly
    representable. Vectors and tensors are converted elementwise.

    ```mlir
    func.func @to_float(%x: vector<4xi64>) -> vector<4xf64> {
      %f = arith.sitofp %x : vector<4xi64> to vector<4xf64>
      return %f : vector<4xf64>
    }
    ```
  }];
  let hasFolder = 1;
}

def Arith_FPToUIOp : Arith_FToICastOp<"fptoui"> {
  let summary = "cast from floating-point type to integer type";
  let description = [{
    Converts a float to an unsigned integer by dropping its fractional part
    (rounding toward zero). Vectors and tensors are converted elementwise.

    ```mlir
    func.func @to_unsigned(%x: f32) -> i8 {
      %i = arith.fptoui %x : f32 to i8
      return %i : i8
    }
    ```
  }];
  let hasFolder = 1;
}

def Arith_FPToSIOp : Arith_FToICastOp<"fptosi"> {
  let summary = "cast from floating-point type to integer type";
  let description = [{
    Converts a float to a signed integer by dropping its fractional part
    (rounding toward zero: -2.7 becomes -2). Vectors and tensors are converted
    elementwise.

    ```mlir
    func.func @to_signed(%x: f64) -> i32 {
      %i = arith.fptosi %x : f64 to i32
      return %i : i32
    }
    ```
  }];
  let hasFolder = 1;
}

// Index casts also convert between memrefs of signless integers and indices.
def IndexCastTypeConstraint
    : TypeConstraint<Or<[SignlessIntegerLike.predicate, MemRefOf<[AnySignlessInteger, Index]>.predicate]>,
                     "signless-integer-like or memref of signless-integer">;

def Arith_IndexCastOp : Arith_CastOp<"index_cast", IndexCastTypeConstraint, IndexCastTypeConstraint,
    [DeclareOpInterfaceMethods<InferIntRangeInterface, ["infer_result_ranges"]>]> {
  let summary = "cast between index and integer types";
  let description = [{
    Converts between `index` and a signless integer type (scalars, vectors,
    tensors, or the element types of memrefs). The width of `index` depends on
    the target; when the conversion widens, the value is sign-extended, and
    when it narrows, the high bits are dropped.

    ```mlir
    func.func @offsets(%i: i32, %n: index) -> (index, i64) {
      %a = arith.index_cast %i : i32 to index
      %b = arith.index_cast %n : index to i64
      return %a, %b : index, i64
    }
    ```
  }];
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Arith_IndexCastUIOp : Arith_CastOp<"index_castui", IndexCastTypeConstraint, IndexCastTypeConstraint,
    [DeclareOpInterfaceMethods<InferIntRangeInterface, ["infer_result_ranges"]>]> {
  let summary = "unsigned cast between index and integer types";
  let description = [{
    Like `arith.index_cast`, with the source read as unsigned: a widening
    conversion between `index` and a signless integer type fills the new bits
    with zeros; a narrowing one drops the high bits.

    ```mlir
    func.func @size(%n: i32) -> index {
      %s = arith.index_castui %n : i32 to index
      return %s : index
    }
    ```
  }];
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

// Bitcasts also convert between memrefs of signless integers, indices and floats.
def BitcastTypeConstraint
    : TypeConstraint<Or<[SignlessIntegerOrFloatLike.predicate,
                         MemRefOf<[AnySignlessInteger, Index, AnyFloat]>.predicate]>,
                     "signless-integer-or-float-like or memref of signless-integer or float">;

def Arith_BitcastOp : Arith_CastOp<"bitcast", BitcastTypeConstraint, BitcastTypeConstraint> {
  let summary = "bitcast between values of equal bit width";
  let description = [{
    Reinterprets the bits of an integer or float as another integer or float
    type of the same width (elementwise for vectors and tensors, or as the
    element type of a memref). The cast is defined on the logical value, not
    on its layout in memory, so it does not depend on endianness and can be
    folded without knowing the target; on a target whose integers and floats
    have different byte orders, lowering it may need more than a register
    move.

    ```mlir
    func.func @bits(%x: f32) -> i32 {
      %b = arith.bitcast %x : f32 to i32
      return %b : i32
    }
    ```
  }];
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

//===----------------------------------------------------------------------===//
// Comparisons
//===----------------------------------------------------------------------===//

def Arith_CmpIOp : Arith_CompareOpOfAnyRank<"cmpi",
    [DeclareOpInterfaceMethods<InferIntRangeInterface, ["infer_result_ranges"]>]> {
  let summary = "integer comparison operation";
  let description = [{
    Compares two signless integers of one type (or elementwise, two vectors or
    tensors of them) and gives `i1`, or `i1` elements of the operands' shape:
    1 where the comparison holds, 0 elsewhere. The `predicate` attribute says
    which comparison, and how the bits are read:

    | keyword | value | holds when `lhs` is ... `rhs` |
    | --- | --- | --- |
    | `eq`, `ne` | 0, 1 | equal to, not equal to |
    | `slt`, `sle` | 2, 3 | less than, at most (signed) |
    | `sgt`, `sge` | 4, 5 | greater than, at least (signed) |
    | `ult`, `ule` | 6, 7 | less than, at most (unsigned) |
    | `ugt`, `uge` | 8, 9 | greater than, at least (unsigned) |

    The custom form writes the keyword; the attribute itself is an `i64`
    holding the value, as the generic form shows (`{predicate = 2 : i64}` for
    `slt`). Since integers are signless, the order comparisons come in a
    signed and an unsigned kind; floats are compared by `arith.cmpf`.

    ```mlir
    func.func @compare(%a: i32, %b: i32, %u: vector<4xi64>, %v: vector<4xi64>) -> (i1, vector<4xi1>) {
      %lt = arith.cmpi slt, %a, %b : i32
      %eq = arith.cmpi eq, %u, %v : vector<4xi64>
      return %lt, %eq : i1, vector<4xi1>
    }
    ```
  }];
  let arguments = (ins Arith_CmpIPredicateAttr:$predicate,
                       SignlessIntegerLikeOfAnyRank:$lhs,
                       SignlessIntegerLikeOfAnyRank:$rhs);
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Arith_CmpFOp : Arith_CompareOp<"cmpf", [DeclareOpInterfaceMethods<ArithFastMathInterface>]> {
  let summary = "floating-point comparison operation";
  let description = [{
    Compares two floats of one type (or elementwise, vectors or tensors of
    them) and gives `i1`, or `i1` elements of the operands' shape. The
    `predicate` attribute chooses the comparison: an ordered one (`oeq`,
    `ogt`, `oge`, `olt`, `ole`, `one`) holds only when neither operand is a
    NaN, an unordered one (`ueq`, `ugt`, `uge`, `ult`, `ule`, `une`) also
    holds when either is. `ord` tests that neither is a NaN, `uno` that one
    is, and `false`/`true` hold never/always. The `u` prefix means unordered,
    not unsigned. As with `arith.cmpi`, the custom form writes the keyword of
    an `i64` attribute. Optional fast-math flags may follow the operands.

    ```mlir
    func.func @compare(%a: f32, %b: f32, %t: tensor<4x4xf64>) -> (i1, tensor<4x4xi1>) {
      %eq = arith.cmpf oeq, %a, %b : f32
      %lt = arith.cmpf ult, %t, %t fastmath<nnan> : tensor<4x4xf64>
      return %eq, %lt : i1, tensor<4x4xi1>
    }
    ```
  }];
  let arguments = (ins Arith_CmpFPredicateAttr:$predicate,
                       FloatLike:$lhs,
                       FloatLike:$rhs,
                       DefaultValuedAttr<Arith_FastMathAttr, "FastMathFlags::none">:$fastmath);
  let hasFolder = 1;
  let hasCanonicalizer = 1;
  let assemblyFormat = [{ $predicate `,` $lhs `,` $rhs (`fastmath` `` $fastmath^)?
                          attr-dict `:` type($lhs)}];
}

//===----------------------------------------------------------------------===//
// SelectOp
//===----------------------------------------------------------------------===//

// The condition is a scalar i1, or has the shape of the result.
class BooleanConditionOrMatchingShape<string condition, string result>
    : PredOpTrait<condition # " is signless i1 or has matching shape",
                  Or<[TypeIsPred<condition, I1>,
                      AllMatchSameOperatorPred<[condition, result], ShapeProperty>]>>;

// The custom form prints the condition's type only when it is shaped
// (`: vector<42xi1>, vector<42xf32>`, else `: i32`): a Rust parser/printer.
def SelectOp : Arith_Op<"select", [Pure,
    AllTypesMatch<["true_value", "false_value", "result"]>,
    BooleanConditionOrMatchingShape<"condition", "result">,
    DeclareOpInterfaceMethods<InferIntRangeInterface, ["infer_result_ranges_from_optional"]>]> {
  let summary = "select operation";
  let description = [{
    Chooses between `true_value` and `false_value`, which have the type of the
    result, by `condition`: where the condition is 1 the result is
    `true_value`, where it is 0 `false_value`. The value not chosen does not
    matter, even if it is poison; a poison condition gives poison.

    The condition is either one `i1`, which chooses a whole vector or tensor,
    or a vector or tensor of `i1` of the result's shape, which chooses each
    element on its own. The custom form gives the condition's type only in
    the second case.

    ```mlir
    func.func @pick(%c: i1, %a: i32, %b: i32, %m: vector<4xi1>, %x: vector<4xf32>, %y: vector<4xf32>) -> (i32, vector<4xf32>) {
      %s = arith.select %c, %a, %b : i32
      %v = arith.select %m, %x, %y : vector<4xi1>, vector<4xf32>
      return %s, %v : i32, vector<4xf32>
    }
    ```
  }];
  let arguments = (ins BoolLike:$condition,
                       AnyType:$true_value,
                       AnyType:$false_value);
  let results = (outs AnyType:$result);
  let hasCanonicalizer = 1;
  let hasFolder = 1;
  let hasVerifier = 1;
  let hasCustomAssemblyFormat = 1;
}

//===----------------------------------------------------------------------===//
// Canonicalization rules
//===----------------------------------------------------------------------===//

include "arith/Canonicalization.td"
