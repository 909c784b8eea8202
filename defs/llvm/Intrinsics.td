// Part of the `llvm` dialect (see ../llvm.td): the intrinsic ops
// (`llvm.intr.*`), every one of MLIR 19's LLVMIntrinsicOps.td, declared by
// family. Op names, operands, attributes, traits, assembly formats and
// constraint summaries follow MLIR 19, so that printed IR and verifier
// messages match mlir-opt-19. As in MLIR 19, an intrinsic without an `assemblyFormat` prints in the generic form.
//
// Each op records what the translation to LLVM IR needs to call its
// intrinsic (see `LLVM_IntrOpBase`): the intrinsic's name, which operand and
// result types name its overload, which attributes are passed as immediate
// arguments (`immarg`) and where, and whether fast-math flags and memory
// access metadata apply. The Rust hooks (the `custom<LLVMOpAttrs>`
// directive, verifiers, type predicates) are in src/dialects/llvm/.

//===----------------------------------------------------------------------===//
// Base classes
//===----------------------------------------------------------------------===//

// An op calling the LLVM intrinsic `llvm.<mnem>`, named `llvm.intr.<mnem>`.
//
// The LLVM call's arguments are the op's operands in order, with the
// immediate arguments inserted: `immArgPositions[i]` is the position, in
// the call, of the constant carried by the attribute `immArgAttrNames[i]`.
// `numResults` is the number of values LLVM's intrinsic returns (2 and more
// are packed into one struct result, `res`; 0 gives no result). The types
// that complete the intrinsic's mangled name (`llvm.fabs.f32`) are, in
// order, those of the results at `overloadedResults` (the struct's
// members when there are several) and those of the call's arguments at
// `overloadedOperands` (positions in the call, immediates counted). `requiresFastmath` ops pass their `fastmathFlags` to the call
// (and implement `FastmathFlagsInterface`), `requiresAccessGroup` and
// `requiresAliasAnalysis` ops their access group, alias scope and TBAA
// attributes (`aliasAttrs`, which such ops append to their arguments; they
// implement `AccessGroupOpInterface` and `AliasAnalysisOpInterface`).
class LLVM_IntrOpBase<string mnem, list<int> overloadedResultsArg,
                      list<int> overloadedOperandsArg, list<Trait> traits,
                      int numResultsArg, bit requiresAccessGroupArg = 0,
                      bit requiresAliasAnalysisArg = 0, bit requiresFastmathArg = 0,
                      list<int> immArgPositionsArg = [],
                      list<string> immArgAttrNamesArg = []>
    : LLVM_Op<"intr." # mnem,
              !listconcat(!if(requiresAccessGroupArg, [AccessGroupOpInterface], []),
                          !if(requiresAliasAnalysisArg, [AliasAnalysisOpInterface], []),
                          !if(requiresFastmathArg, [FastmathFlagsInterface], []),
                          traits)> {
  // The LLVM intrinsic (`llvm.fabs`), without overload suffixes.
  string llvmIntrinsicName = "llvm." # mnem;
  list<int> overloadedResults = overloadedResultsArg;
  list<int> overloadedOperands = overloadedOperandsArg;
  int numResults = numResultsArg;
  bit requiresAccessGroup = requiresAccessGroupArg;
  bit requiresAliasAnalysis = requiresAliasAnalysisArg;
  bit requiresFastmath = requiresFastmathArg;
  list<int> immArgPositions = immArgPositionsArg;
  list<string> immArgAttrNames = immArgAttrNamesArg;
  // For ops whose arguments are not in the LLVM call's order: the position
  // of each op argument (operands and attributes, in declaration order) in
  // the call (MLIR's `llvmArgIndices`). Empty: the order is the same.
  list<int> llvmArgIndices = [];
  // The call is not a plain call of the intrinsic with the op's values:
  // the translation writes it by hand (masked loads get a poison
  // pass-through when there is none, matrix loads and stores an alignment,
  // debug intrinsics metadata arguments, constrained intrinsics their
  // rounding mode and exception behaviour as metadata).
  bit hasCustomTranslation = 0;
  dag aliasAttrs = !con(
      !if(requiresAccessGroupArg,
          (ins OptionalAttr<LLVM_AccessGroupArrayAttr>:$access_groups), (ins)),
      !if(requiresAliasAnalysisArg,
          (ins OptionalAttr<LLVM_AliasScopeArrayAttr>:$alias_scopes,
               OptionalAttr<LLVM_AliasScopeArrayAttr>:$noalias_scopes,
               OptionalAttr<LLVM_TBAATagArrayAttr>:$tbaa), (ins)));
  let results = !if(!gt(numResultsArg, 0), (outs LLVM_Type:$res), (outs));
}

// An intrinsic op without results.
class LLVM_ZeroResultIntrOp<string mnem, list<int> overloadedOperands = [],
                            list<Trait> traits = [], bit requiresAccessGroup = 0,
                            bit requiresAliasAnalysis = 0,
                            list<int> immArgPositions = [],
                            list<string> immArgAttrNames = []>
    : LLVM_IntrOpBase<mnem, [], overloadedOperands, traits, 0, requiresAccessGroup,
                      requiresAliasAnalysis, 0, immArgPositions, immArgAttrNames>;

// An intrinsic op with one result, `res`.
class LLVM_OneResultIntrOp<string mnem, list<int> overloadedResults = [],
                           list<int> overloadedOperands = [], list<Trait> traits = [],
                           bit requiresFastmath = 0, list<int> immArgPositions = [],
                           list<string> immArgAttrNames = []>
    : LLVM_IntrOpBase<mnem, overloadedResults, overloadedOperands, traits, 1, 0, 0,
                      requiresFastmath, immArgPositions, immArgAttrNames>;

// The format of the math intrinsics: `llvm.intr.fabs(%x) : (f32) -> f32`,
// fast-math flags in the attribute dictionary unless they are `none`.
defvar LLVM_IntrCallFormat =
  "`(` operands `)` custom<LLVMOpAttrs>(attr-dict) `:` functional-type(operands, results)";

// Fast-math flags, `none` unless set.
defvar LLVM_FastmathArg =
  (ins DefaultValuedAttr<LLVM_FastmathFlagsAttr, "FastmathFlags::none">:$fastmathFlags);

//===----------------------------------------------------------------------===//
// Math: unary, binary and ternary ops over one scalar or vector type
//===----------------------------------------------------------------------===//

// An op of `arity` operands `names` and a result, all of the same type, a
// scalar satisfying `element` or a vector of such; with fast-math flags
// when `floatingPoint` is set.
class LLVM_SameArgsIntrOp<string func, string what, Type element, list<string> names,
                          bit floatingPoint, list<Trait> traits = []>
    : LLVM_OneResultIntrOp<func, [], [0],
                           !listconcat([Pure, SameOperandsAndResultType], traits),
                           floatingPoint> {
  let summary = what # " (`llvm." # func # "`)";
  let arguments = !con(
      !dag(ins, !listsplat(LLVM_ScalarOrVectorOf<element>, !size(names)), names),
      !if(floatingPoint, LLVM_FastmathArg, (ins)));
  let assemblyFormat = LLVM_IntrCallFormat;
}

class LLVM_UnaryIntrOpI<string func, string what>
    : LLVM_SameArgsIntrOp<func, what, AnySignlessInteger, ["in"], 0>;
class LLVM_UnaryIntrOpF<string func, string what>
    : LLVM_SameArgsIntrOp<func, what, LLVM_AnyFloat, ["in"], 1>;
class LLVM_BinarySameArgsIntrOpI<string func, string what>
    : LLVM_SameArgsIntrOp<func, what, AnySignlessInteger, ["a", "b"], 0>;
class LLVM_BinarySameArgsIntrOpF<string func, string what>
    : LLVM_SameArgsIntrOp<func, what, LLVM_AnyFloat, ["a", "b"], 1>;
class LLVM_TernarySameArgsIntrOpI<string func, string what>
    : LLVM_SameArgsIntrOp<func, what, AnySignlessInteger, ["a", "b", "c"], 0>;
class LLVM_TernarySameArgsIntrOpF<string func, string what>
    : LLVM_SameArgsIntrOp<func, what, LLVM_AnyFloat, ["a", "b", "c"], 1>;

def LLVM_FAbsOp : LLVM_UnaryIntrOpF<"fabs", "Floating-point absolute value">;
def LLVM_FCeilOp : LLVM_UnaryIntrOpF<"ceil", "Rounds up to an integral value">;
def LLVM_FFloorOp : LLVM_UnaryIntrOpF<"floor", "Rounds down to an integral value">;
def LLVM_FTruncOp : LLVM_UnaryIntrOpF<"trunc", "Rounds toward zero to an integral value">;
def LLVM_RoundOp : LLVM_UnaryIntrOpF<"round", "Rounds to the nearest integral value, halfway cases away from zero">;
def LLVM_RoundEvenOp : LLVM_UnaryIntrOpF<"roundeven", "Rounds to the nearest integral value, halfway cases to even">;
def LLVM_RintOp : LLVM_UnaryIntrOpF<"rint", "Rounds to an integral value in the current rounding mode, raising inexact">;
def LLVM_NearbyintOp : LLVM_UnaryIntrOpF<"nearbyint", "Rounds to an integral value in the current rounding mode">;
def LLVM_SqrtOp : LLVM_UnaryIntrOpF<"sqrt", "Square root">;
def LLVM_SinOp : LLVM_UnaryIntrOpF<"sin", "Sine">;
def LLVM_CosOp : LLVM_UnaryIntrOpF<"cos", "Cosine">;
def LLVM_ExpOp : LLVM_UnaryIntrOpF<"exp", "Base-e exponential">;
def LLVM_Exp2Op : LLVM_UnaryIntrOpF<"exp2", "Base-2 exponential">;
def LLVM_LogOp : LLVM_UnaryIntrOpF<"log", "Natural logarithm">;
def LLVM_Log10Op : LLVM_UnaryIntrOpF<"log10", "Base-10 logarithm">;
def LLVM_Log2Op : LLVM_UnaryIntrOpF<"log2", "Base-2 logarithm">;

def LLVM_CopySignOp : LLVM_BinarySameArgsIntrOpF<"copysign", "The magnitude of `a` with the sign of `b`">;
def LLVM_PowOp : LLVM_BinarySameArgsIntrOpF<"pow", "`a` raised to the power `b`">;
def LLVM_MaxNumOp : LLVM_BinarySameArgsIntrOpF<"maxnum", "Maximum, a NaN operand giving the other (IEEE-754 maxNum)">;
def LLVM_MinNumOp : LLVM_BinarySameArgsIntrOpF<"minnum", "Minimum, a NaN operand giving the other (IEEE-754 minNum)">;
def LLVM_MaximumOp : LLVM_BinarySameArgsIntrOpF<"maximum", "Maximum, propagating NaNs (IEEE-754 maximum)">;
def LLVM_MinimumOp : LLVM_BinarySameArgsIntrOpF<"minimum", "Minimum, propagating NaNs (IEEE-754 minimum)">;

def LLVM_FMAOp : LLVM_TernarySameArgsIntrOpF<"fma", "Fused multiply-add, `a * b + c` rounded once">;
def LLVM_FMulAddOp : LLVM_TernarySameArgsIntrOpF<"fmuladd", "Multiply-add, fused when the target finds it faster">;

def LLVM_BitReverseOp : LLVM_UnaryIntrOpI<"bitreverse", "Reverses the bits">;
def LLVM_ByteSwapOp : LLVM_UnaryIntrOpI<"bswap", "Reverses the bytes">;
def LLVM_CtPopOp : LLVM_UnaryIntrOpI<"ctpop", "Counts the set bits">;

def LLVM_SMaxOp : LLVM_BinarySameArgsIntrOpI<"smax", "Signed integer maximum">;
def LLVM_SMinOp : LLVM_BinarySameArgsIntrOpI<"smin", "Signed integer minimum">;
def LLVM_UMaxOp : LLVM_BinarySameArgsIntrOpI<"umax", "Unsigned integer maximum">;
def LLVM_UMinOp : LLVM_BinarySameArgsIntrOpI<"umin", "Unsigned integer minimum">;

// Saturating arithmetic: results clamp to the type's range.
def LLVM_SAddSat : LLVM_BinarySameArgsIntrOpI<"sadd.sat", "Signed addition, saturating">;
def LLVM_UAddSat : LLVM_BinarySameArgsIntrOpI<"uadd.sat", "Unsigned addition, saturating">;
def LLVM_SSubSat : LLVM_BinarySameArgsIntrOpI<"ssub.sat", "Signed subtraction, saturating">;
def LLVM_USubSat : LLVM_BinarySameArgsIntrOpI<"usub.sat", "Unsigned subtraction, saturating">;
def LLVM_SSHLSat : LLVM_BinarySameArgsIntrOpI<"sshl.sat", "Signed left shift, saturating">;
def LLVM_USHLSat : LLVM_BinarySameArgsIntrOpI<"ushl.sat", "Unsigned left shift, saturating">;

def LLVM_FshlOp : LLVM_TernarySameArgsIntrOpI<"fshl", "Funnel shift left: the high half of `a:b` shifted left by `c`">;
def LLVM_FshrOp : LLVM_TernarySameArgsIntrOpI<"fshr", "Funnel shift right: the low half of `a:b` shifted right by `c`">;

// `base` raised to an integer power.
def LLVM_PowIOp : LLVM_OneResultIntrOp<"powi", [], [0, 1], [Pure], /*requiresFastmath=*/1> {
  let summary = "Floating-point value raised to an integer power (`llvm.powi`)";
  let arguments = !con((ins LLVM_ScalarOrVectorOf<LLVM_AnyFloat>:$val, AnySignlessInteger:$power),
                       LLVM_FastmathArg);
  let assemblyFormat = LLVM_IntrCallFormat;
}

// Float to integer conversions rounding to nearest.
class LLVM_IntRoundIntrOp<string func, string what>
    : LLVM_OneResultIntrOp<func, [0], [0], [Pure]> {
  let summary = what # " (`llvm." # func # "`)";
  let arguments = (ins LLVM_AnyFloat:$val);
  let assemblyFormat = LLVM_IntrCallFormat;
}
def LLVM_LroundOp : LLVM_IntRoundIntrOp<"lround", "Rounds to the nearest integer, halfway cases away from zero">;
def LLVM_LlroundOp : LLVM_IntRoundIntrOp<"llround", "Rounds to the nearest integer, halfway cases away from zero">;
def LLVM_LrintOp : LLVM_IntRoundIntrOp<"lrint", "Rounds to an integer in the current rounding mode">;
def LLVM_LlrintOp : LLVM_IntRoundIntrOp<"llrint", "Rounds to an integer in the current rounding mode">;

// Ops whose flag is an immediate argument: the value, then the flag.
class LLVM_IntrOpWithFlag<string func, string what, Type element, Attr flagAttr, string flag>
    : LLVM_OneResultIntrOp<func, [], [0], [Pure], 0, [1], [flag]> {
  let summary = what # " (`llvm." # func # "`)";
  let arguments = !con((ins LLVM_ScalarOrVectorOf<element>:$in),
                       !dag(ins, [flagAttr], [flag]));
}
def LLVM_CountLeadingZerosOp
    : LLVM_IntrOpWithFlag<"ctlz", "Counts the leading zero bits", AnySignlessInteger, I1Attr, "is_zero_poison">;
def LLVM_CountTrailingZerosOp
    : LLVM_IntrOpWithFlag<"cttz", "Counts the trailing zero bits", AnySignlessInteger, I1Attr, "is_zero_poison">;
def LLVM_AbsOp
    : LLVM_IntrOpWithFlag<"abs", "Integer absolute value", AnySignlessInteger, I1Attr, "is_int_min_poison">;
// `bit` is a mask of the classes tested (bit 0 signaling NaN, 1 quiet NaN,
// 2 -inf, 3 -normal, 4 -subnormal, 5 -0, 6 +0, 7 +subnormal, 8 +normal,
// 9 +inf); the result is true, or a vector of i1, where the value is in one.
def LLVM_IsFPClass
    : LLVM_IntrOpWithFlag<"is.fpclass", "Tests a floating-point value's class", LLVM_AnyFloat, I32Attr, "bit">;

//===----------------------------------------------------------------------===//
// Arithmetic with overflow bit
//===----------------------------------------------------------------------===//

// The result is a struct of the result and an overflow bit (or a vector of
// them): `!llvm.struct<(i32, i1)>`.
class LLVM_ArithWithOverflowOp<string mnem, string what>
    : LLVM_IntrOpBase<mnem, [0], [], [Pure, SameOperandsElementType], 2> {
  let summary = what # ", with an overflow bit (`llvm." # mnem # "`)";
  let arguments = (ins LLVM_ScalarOrVectorOf<AnySignlessInteger>,
                       LLVM_ScalarOrVectorOf<AnySignlessInteger>);
}
def LLVM_SAddWithOverflowOp : LLVM_ArithWithOverflowOp<"sadd.with.overflow", "Signed addition">;
def LLVM_UAddWithOverflowOp : LLVM_ArithWithOverflowOp<"uadd.with.overflow", "Unsigned addition">;
def LLVM_SSubWithOverflowOp : LLVM_ArithWithOverflowOp<"ssub.with.overflow", "Signed subtraction">;
def LLVM_USubWithOverflowOp : LLVM_ArithWithOverflowOp<"usub.with.overflow", "Unsigned subtraction">;
def LLVM_SMulWithOverflowOp : LLVM_ArithWithOverflowOp<"smul.with.overflow", "Signed multiplication">;
def LLVM_UMulWithOverflowOp : LLVM_ArithWithOverflowOp<"umul.with.overflow", "Unsigned multiplication">;

//===----------------------------------------------------------------------===//
// Memory: copies, fills, prefetch
//===----------------------------------------------------------------------===//

// `llvm.memcpy`/`llvm.memmove`: copy `len` bytes from `src` to `dst`.
class LLVM_MemcpyIntrOpBase<string name, string what>
    : LLVM_ZeroResultIntrOp<name, [0, 1, 2],
                            [DeclareOpInterfaceMethods<PromotableMemOpInterface>,
                             DeclareOpInterfaceMethods<SafeMemorySlotAccessOpInterface>,
                             DeclareOpInterfaceMethods<DestructurableAccessorOpInterface>],
                            /*requiresAccessGroup=*/1,
                            /*requiresAliasAnalysis=*/1, [3], ["isVolatile"]> {
  let summary = what # " (`llvm." # name # "`)";
  let arguments = !con((ins LLVM_AnyPointer:$dst, LLVM_AnyPointer:$src,
                            AnySignlessInteger:$len, I1Attr:$isVolatile),
                       aliasAttrs);
}
def LLVM_MemcpyOp : LLVM_MemcpyIntrOpBase<"memcpy", "Copies bytes between memory areas that do not overlap">;
def LLVM_MemmoveOp : LLVM_MemcpyIntrOpBase<"memmove", "Copies bytes between memory areas that may overlap">;

def LLVM_MemcpyInlineOp
    : LLVM_ZeroResultIntrOp<"memcpy.inline", [0, 1, 2],
                            [DeclareOpInterfaceMethods<PromotableMemOpInterface>,
                             DeclareOpInterfaceMethods<SafeMemorySlotAccessOpInterface>,
                             DeclareOpInterfaceMethods<DestructurableAccessorOpInterface>], 1, 1, [2, 3],
                            ["len", "isVolatile"]> {
  let summary = "Copies a constant number of bytes, never as a library call (`llvm.memcpy.inline`)";
  let arguments = !con((ins LLVM_AnyPointer:$dst, LLVM_AnyPointer:$src,
                            AnyIntegerAttr:$len, I1Attr:$isVolatile),
                       aliasAttrs);
}

def LLVM_MemsetOp : LLVM_ZeroResultIntrOp<"memset", [0, 2],
                                          [DeclareOpInterfaceMethods<PromotableMemOpInterface>,
                                           DeclareOpInterfaceMethods<SafeMemorySlotAccessOpInterface>,
                                           DeclareOpInterfaceMethods<DestructurableAccessorOpInterface>],
                                          1, 1, [3], ["isVolatile"]> {
  let summary = "Fills `len` bytes with the byte `val` (`llvm.memset`)";
  let arguments = !con((ins LLVM_AnyPointer:$dst, I8:$val, AnySignlessInteger:$len,
                            I1Attr:$isVolatile),
                       aliasAttrs);
}

// `rw`: 0 read, 1 write; `hint`: locality from 0 (none) to 3 (keep in
// cache); `cache`: 0 instruction, 1 data.
def LLVM_Prefetch
    : LLVM_ZeroResultIntrOp<"prefetch", [0], [], 0, 0, [1, 2, 3], ["rw", "hint", "cache"]> {
  let summary = "Hints that the memory at `addr` will be accessed (`llvm.prefetch`)";
  let arguments = (ins LLVM_AnyPointer:$addr, I32Attr:$rw, I32Attr:$hint, I32Attr:$cache);
}

// Declares that the alias scope `scope` starts here (LLVM's intrinsic takes
// a list of one scope, as metadata).
def LLVM_NoAliasScopeDeclOp : LLVM_ZeroResultIntrOp<"experimental.noalias.scope.decl"> {
  let summary = "Declares where a no-alias scope starts (`llvm.experimental.noalias.scope.decl`)";
  let hasCustomTranslation = 1;
  let arguments = (ins LLVM_AliasScopeAttr:$scope);
  let assemblyFormat = "$scope attr-dict";
}

//===----------------------------------------------------------------------===//
// Memory markers: lifetimes and invariants
//===----------------------------------------------------------------------===//

// `size` bytes at `ptr` (-1: the whole object).
class LLVM_LifetimeBaseOp<string opName, string what>
    : LLVM_ZeroResultIntrOp<opName, [1], [DeclareOpInterfaceMethods<PromotableOpInterface>],
                            0, 0, [0], ["size"]> {
  let summary = what # " (`llvm." # opName # "`)";
  let arguments = (ins I64Attr:$size, LLVM_AnyPointer:$ptr);
  let assemblyFormat = "$size `,` $ptr attr-dict `:` qualified(type($ptr))";
}
def LLVM_LifetimeStartOp : LLVM_LifetimeBaseOp<"lifetime.start", "Starts the lifetime of a memory object">;
def LLVM_LifetimeEndOp : LLVM_LifetimeBaseOp<"lifetime.end", "Ends the lifetime of a memory object">;

def LLVM_InvariantStartOp
    : LLVM_OneResultIntrOp<"invariant.start", [], [1],
                           [DeclareOpInterfaceMethods<PromotableOpInterface>], 0, [0], ["size"]> {
  let summary = "Marks `size` bytes at `ptr` as constant from here on (`llvm.invariant.start`)";
  let arguments = (ins I64Attr:$size, LLVM_AnyPointer:$ptr);
  let results = (outs LLVM_DefaultPointer:$res);
  let assemblyFormat = "$size `,` $ptr attr-dict `:` qualified(type($ptr))";
}

def LLVM_InvariantEndOp
    : LLVM_ZeroResultIntrOp<"invariant.end", [2],
                            [DeclareOpInterfaceMethods<PromotableOpInterface>], 0, 0, [1], ["size"]> {
  let summary = "Ends an invariant region started by `llvm.intr.invariant.start` (`llvm.invariant.end`)";
  let arguments = (ins LLVM_DefaultPointer:$start, I64Attr:$size, LLVM_AnyPointer:$ptr);
  let assemblyFormat = "$start `,` $size `,` $ptr attr-dict `:` qualified(type($ptr))";
}

//===----------------------------------------------------------------------===//
// Constrained floating point
//===----------------------------------------------------------------------===//

// `llvm.experimental.constrained.<mnem>`: the operation under an explicit
// rounding mode (when `hasRoundingMode`) and floating-point exception
// behaviour, which the call carries as metadata arguments.
class LLVM_ConstrainedIntr<string mnem, int numArgs, bit overloadedResult,
                           list<int> overloadedOperands, bit hasRoundingMode>
    : LLVM_OneResultIntrOp<"experimental.constrained." # mnem,
                           !if(overloadedResult, [0], []), overloadedOperands, [Pure]> {
  let hasCustomTranslation = 1;
  let arguments = !con(
      !dag(ins, !listsplat(LLVM_Type, numArgs), !foreach(i, !range(numArgs), "arg_" # i)),
      !if(hasRoundingMode, (ins ValidRoundingModeAttr:$roundingmode), (ins)),
      (ins FPExceptionBehaviorAttr:$fpExceptionBehavior));
}

def LLVM_ConstrainedFPTruncIntr
    : LLVM_ConstrainedIntr<"fptrunc", 1, 1, [0], 1> {
  let summary = "Truncates a floating-point value under a rounding mode and exception behaviour "
                "(`llvm.experimental.constrained.fptrunc`)";
  let assemblyFormat = [{
    $arg_0 $roundingmode $fpExceptionBehavior attr-dict `:` type($arg_0) `to` type(results)
  }];
}

//===----------------------------------------------------------------------===//
// Optimization hints
//===----------------------------------------------------------------------===//

def LLVM_AssumeOp : LLVM_ZeroResultIntrOp<"assume"> {
  let summary = "Lets the optimizer assume `cond` holds (`llvm.assume`)";
  let arguments = (ins I1:$cond);
}

def LLVM_SSACopyOp : LLVM_OneResultIntrOp<"ssa.copy", [], [0], [Pure, SameOperandsAndResultType]> {
  let summary = "A copy of `operand` (`llvm.ssa.copy`)";
  let arguments = (ins AnyType:$operand);
  let assemblyFormat = "$operand attr-dict `:` type($operand)";
}

def LLVM_IsConstantOp : LLVM_IntrOpBase<"is.constant", [], [0], [Pure], 1> {
  let summary = "Whether `val` is known to be a constant at compile time (`llvm.is.constant`)";
  let arguments = (ins LLVM_Type:$val);
  let results = (outs I1:$res);
}

def LLVM_ExpectOp : LLVM_OneResultIntrOp<"expect", [], [0], [Pure, SameOperandsAndResultType]> {
  let summary = "`val`, which is most likely `expected` (`llvm.expect`)";
  let arguments = (ins AnySignlessInteger:$val, AnySignlessInteger:$expected);
  let assemblyFormat = "$val `,` $expected attr-dict `:` type($val)";
}

def LLVM_ExpectWithProbabilityOp
    : LLVM_OneResultIntrOp<"expect.with.probability", [], [0],
                           [Pure, AllTypesMatch<["val", "expected", "res"]>], 0, [2], ["prob"]> {
  let summary = "`val`, which is `expected` with probability `prob` (`llvm.expect.with.probability`)";
  let arguments = (ins AnySignlessInteger:$val, AnySignlessInteger:$expected, F64Attr:$prob);
  let assemblyFormat = "$val `,` $expected `,` $prob attr-dict `:` type($val)";
}

def LLVM_ThreadlocalAddressOp : LLVM_OneResultIntrOp<"threadlocal.address", [], [0], [Pure]> {
  let summary = "The address of a thread-local global in the current thread (`llvm.threadlocal.address`)";
  let arguments = (ins LLVM_AnyPointer:$global);
}

//===----------------------------------------------------------------------===//
// Coroutines
//===----------------------------------------------------------------------===//

class LLVM_CoroOp<string mnem, string what, list<int> overloadedResults = [], int numResults = 1>
    : LLVM_IntrOpBase<"coro." # mnem, overloadedResults, [], [], numResults> {
  let summary = what # " (`llvm.coro." # mnem # "`)";
}

def LLVM_CoroIdOp : LLVM_CoroOp<"id", "Identifies a switched-resume coroutine"> {
  let arguments = (ins I32:$align, LLVM_AnyPointer:$promise, LLVM_AnyPointer:$coroaddr,
                       LLVM_AnyPointer:$fnaddrs);
  let assemblyFormat = "$align `,` $promise `,` $coroaddr `,` $fnaddrs"
    " attr-dict `:` functional-type(operands, results)";
}

def LLVM_CoroBeginOp : LLVM_CoroOp<"begin", "The coroutine frame's handle, given its memory"> {
  let arguments = (ins LLVM_TokenType:$token, LLVM_AnyPointer:$mem);
  let assemblyFormat = "$token `,` $mem attr-dict `:` functional-type(operands, results)";
}

def LLVM_CoroSizeOp : LLVM_CoroOp<"size", "The size of the coroutine frame", [0]> {
  let assemblyFormat = "attr-dict `:` type($res)";
}

def LLVM_CoroAlignOp : LLVM_CoroOp<"align", "The alignment of the coroutine frame", [0]> {
  let assemblyFormat = "attr-dict `:` type($res)";
}

def LLVM_CoroSaveOp : LLVM_CoroOp<"save", "Marks where the coroutine state is saved before a suspend"> {
  let arguments = (ins LLVM_AnyPointer:$handle);
  let assemblyFormat = "$handle attr-dict `:` functional-type(operands, results)";
}

def LLVM_CoroSuspendOp : LLVM_CoroOp<"suspend", "Suspends the coroutine"> {
  let arguments = (ins LLVM_TokenType:$save, I1:$final);
  let assemblyFormat = "$save `,` $final attr-dict `:` type($res)";
}

def LLVM_CoroEndOp : LLVM_CoroOp<"end", "Marks where the coroutine's resume part ends"> {
  let arguments = (ins LLVM_AnyPointer:$handle, I1:$unwind, LLVM_TokenType:$retvals);
  let assemblyFormat = "$handle `,` $unwind `,` $retvals attr-dict `:` functional-type(operands, results)";
}

def LLVM_CoroFreeOp : LLVM_CoroOp<"free", "The memory to free with the coroutine frame, or null"> {
  let arguments = (ins LLVM_TokenType:$id, LLVM_AnyPointer:$handle);
  let assemblyFormat = "$id `,` $handle attr-dict `:` functional-type(operands, results)";
}

def LLVM_CoroResumeOp : LLVM_CoroOp<"resume", "Resumes a suspended coroutine", [], 0> {
  let arguments = (ins LLVM_AnyPointer:$handle);
  let assemblyFormat = "$handle attr-dict `:` qualified(type($handle))";
}

def LLVM_CoroPromiseOp : LLVM_CoroOp<"promise", "Converts between a coroutine handle and its promise"> {
  let arguments = (ins LLVM_AnyPointer:$handle, I32:$align, I1:$from);
  let results = (outs LLVM_AnyPointer:$res);
  let assemblyFormat = "$handle `,` $align `,` $from attr-dict `:` functional-type(operands, results)";
}

//===----------------------------------------------------------------------===//
// Debug information
//===----------------------------------------------------------------------===//

// Relates `argName` to the source variable `varInfo`, through the location
// expression `locationExpr`. LLVM's intrinsic takes metadata: the value,
// the variable and the expression (calls without a debug location are
// dropped).
class LLVM_DbgIntrOp<string name, string argName, string what, list<Trait> traits = []>
    : LLVM_IntrOpBase<name, [], [], traits, 0> {
  let summary = what # " (`llvm." # name # "`)";
  let hasCustomTranslation = 1;
  let assemblyFormat = [{
    qualified($varInfo) (qualified($locationExpr)^)? `=` $}] # argName #
      [{ `:` qualified(type($}] # argName # [{)) attr-dict
  }];
}

def LLVM_DbgDeclareOp
    : LLVM_DbgIntrOp<"dbg.declare", "addr", "Relates an address to a source variable",
                     [DeclareOpInterfaceMethods<PromotableOpInterface,
                        ["requires_replaced_values", "visit_replaced_values"]>]> {
  let arguments = (ins LLVM_AnyPointer:$addr, LLVM_DILocalVariableAttr:$varInfo,
                       DefaultValuedAttr<LLVM_DIExpressionAttr, [{ DIExpressionAttr::get($_ctx, vec![]) }]>:$locationExpr);
}

def LLVM_DbgValueOp
    : LLVM_DbgIntrOp<"dbg.value", "value", "Relates a value to a source variable",
                     [DeclareOpInterfaceMethods<PromotableOpInterface>]> {
  let arguments = (ins LLVM_Type:$value, LLVM_DILocalVariableAttr:$varInfo,
                       DefaultValuedAttr<LLVM_DIExpressionAttr, [{ DIExpressionAttr::get($_ctx, vec![]) }]>:$locationExpr);
}

def LLVM_DbgLabelOp : LLVM_IntrOpBase<"dbg.label", [], [], [], 0> {
  let summary = "Relates the program point to a source label (`llvm.dbg.label`)";
  let hasCustomTranslation = 1;
  let arguments = (ins LLVM_DILabelAttr:$label);
  let assemblyFormat = "$label attr-dict";
}

//===----------------------------------------------------------------------===//
// Variadic arguments, exception handling, stack
//===----------------------------------------------------------------------===//

def LLVM_VaStartOp : LLVM_ZeroResultIntrOp<"vastart", [0]> {
  let summary = "Initializes `arg_list` for reading the variadic arguments (`llvm.va_start`)";
  let llvmIntrinsicName = "llvm.va_start";
  let arguments = (ins LLVM_AnyPointer:$arg_list);
  let assemblyFormat = "$arg_list attr-dict `:` qualified(type($arg_list))";
}

def LLVM_VaCopyOp : LLVM_ZeroResultIntrOp<"vacopy", [0]> {
  let summary = "Copies the position of `src_list` to `dest_list` (`llvm.va_copy`)";
  let llvmIntrinsicName = "llvm.va_copy";
  let arguments = (ins LLVM_AnyPointer:$dest_list, LLVM_AnyPointer:$src_list);
  let assemblyFormat = "$src_list `to` $dest_list attr-dict `:` type(operands)";
}

def LLVM_VaEndOp : LLVM_ZeroResultIntrOp<"vaend", [0]> {
  let summary = "Ends the use of `arg_list` (`llvm.va_end`)";
  let llvmIntrinsicName = "llvm.va_end";
  let arguments = (ins LLVM_AnyPointer:$arg_list);
  let assemblyFormat = "$arg_list attr-dict `:` qualified(type($arg_list))";
}

def LLVM_EhTypeidForOp : LLVM_OneResultIntrOp<"eh.typeid.for", [], [0]> {
  let summary = "The selector value of a type info, for landing pads (`llvm.eh.typeid.for`)";
  let arguments = (ins LLVM_AnyPointer:$type_info);
  let assemblyFormat = "$type_info attr-dict `:` functional-type(operands, results)";
}

def LLVM_StackSaveOp : LLVM_OneResultIntrOp<"stacksave", [0]> {
  let summary = "The current stack pointer (`llvm.stacksave`)";
  let assemblyFormat = "attr-dict `:` qualified(type($res))";
}

def LLVM_StackRestoreOp : LLVM_ZeroResultIntrOp<"stackrestore", [0]> {
  let summary = "Restores a stack pointer `llvm.intr.stacksave` returned (`llvm.stackrestore`)";
  let arguments = (ins LLVM_AnyPointer:$ptr);
  let assemblyFormat = "$ptr attr-dict `:` qualified(type($ptr))";
}

//===----------------------------------------------------------------------===//
// Vector reductions
//===----------------------------------------------------------------------===//

// Reduces the vector `in` to one value of its element type.
class LLVM_VecReductionBase<string mnem, string what, Type element, bit requiresFastmath = 0>
    : LLVM_OneResultIntrOp<"vector.reduce." # mnem, [], [0],
                           [Pure, SameOperandsAndResultElementType], requiresFastmath> {
  let summary = what # " (`llvm.vector.reduce." # mnem # "`)";
  dag commonArgs = (ins LLVM_VectorOf<element>:$in);
}

class LLVM_VecReductionI<string mnem, string what>
    : LLVM_VecReductionBase<mnem, what, AnySignlessInteger> {
  let arguments = commonArgs;
}

class LLVM_VecReductionF<string mnem, string what>
    : LLVM_VecReductionBase<mnem, what, AnyFloat, /*requiresFastmath=*/1> {
  let arguments = !con(commonArgs, LLVM_FastmathArg);
  let assemblyFormat = LLVM_IntrCallFormat;
}

// Reduces `input` starting from `start_value`, in order unless the
// fast-math flags allow reassociation.
class LLVM_VecReductionAccF<string mnem, string what>
    : LLVM_OneResultIntrOp<"vector.reduce." # mnem, [], [1],
                           [Pure, SameOperandsAndResultElementType], /*requiresFastmath=*/1> {
  let summary = what # " (`llvm.vector.reduce." # mnem # "`)";
  let arguments = !con((ins AnyFloat:$start_value, LLVM_VectorOf<AnyFloat>:$input),
                       LLVM_FastmathArg);
}

def LLVM_VectorReduceAddOp : LLVM_VecReductionI<"add", "Sum of the elements">;
def LLVM_VectorReduceAndOp : LLVM_VecReductionI<"and", "Bitwise and of the elements">;
def LLVM_VectorReduceMulOp : LLVM_VecReductionI<"mul", "Product of the elements">;
def LLVM_VectorReduceOrOp : LLVM_VecReductionI<"or", "Bitwise or of the elements">;
def LLVM_VectorReduceSMaxOp : LLVM_VecReductionI<"smax", "Signed maximum of the elements">;
def LLVM_VectorReduceSMinOp : LLVM_VecReductionI<"smin", "Signed minimum of the elements">;
def LLVM_VectorReduceUMaxOp : LLVM_VecReductionI<"umax", "Unsigned maximum of the elements">;
def LLVM_VectorReduceUMinOp : LLVM_VecReductionI<"umin", "Unsigned minimum of the elements">;
def LLVM_VectorReduceXorOp : LLVM_VecReductionI<"xor", "Bitwise xor of the elements">;

def LLVM_VectorReduceFMaxOp : LLVM_VecReductionF<"fmax", "Maximum of the elements (as `llvm.maxnum`)">;
def LLVM_VectorReduceFMinOp : LLVM_VecReductionF<"fmin", "Minimum of the elements (as `llvm.minnum`)">;
def LLVM_VectorReduceFMaximumOp : LLVM_VecReductionF<"fmaximum", "Maximum of the elements (as `llvm.maximum`)">;
def LLVM_VectorReduceFMinimumOp : LLVM_VecReductionF<"fminimum", "Minimum of the elements (as `llvm.minimum`)">;

def LLVM_VectorReduceFAddOp : LLVM_VecReductionAccF<"fadd", "Floating-point sum of a start value and the elements">;
def LLVM_VectorReduceFMulOp : LLVM_VecReductionAccF<"fmul", "Floating-point product of a start value and the elements">;

//===----------------------------------------------------------------------===//
// Matrices (column-major, flattened into vectors)
//===----------------------------------------------------------------------===//

def LLVM_MatrixColumnMajorLoadOp
    : LLVM_OneResultIntrOp<"matrix.column.major.load", [0], [1], [], 0, [2, 3, 4],
                           ["isVolatile", "rows", "columns"]> {
  let summary = "Loads a `rows` x `columns` matrix whose columns are `stride` elements apart "
                "(`llvm.matrix.column.major.load`)";
  let hasCustomTranslation = 1;
  let arguments = (ins LLVM_AnyPointer:$data, AnySignlessInteger:$stride, I1Attr:$isVolatile,
                       I32Attr:$rows, I32Attr:$columns);
  let results = (outs LLVM_AnyVector:$res);
  let assemblyFormat = "$data `,` `<` `stride` `=` $stride `>` attr-dict"
    "`:` type($res) `from` qualified(type($data)) `stride` type($stride)";
}

def LLVM_MatrixColumnMajorStoreOp
    : LLVM_ZeroResultIntrOp<"matrix.column.major.store", [0, 2], [], 0, 0, [3, 4, 5],
                            ["isVolatile", "rows", "columns"]> {
  let summary = "Stores a `rows` x `columns` matrix with its columns `stride` elements apart "
                "(`llvm.matrix.column.major.store`)";
  let hasCustomTranslation = 1;
  let arguments = (ins LLVM_AnyVector:$matrix, LLVM_AnyPointer:$data,
                       AnySignlessInteger:$stride, I1Attr:$isVolatile, I32Attr:$rows,
                       I32Attr:$columns);
  let assemblyFormat = "$matrix `,` $data `,` `<` `stride` `=` $stride `>` "
    "attr-dict`:` type($matrix) `to` qualified(type($data)) `stride` type($stride)";
}

def LLVM_MatrixMultiplyOp
    : LLVM_OneResultIntrOp<"matrix.multiply", [0], [0, 1], [], 0, [2, 3, 4],
                           ["lhs_rows", "lhs_columns", "rhs_columns"]> {
  let summary = "Multiplies a `lhs_rows` x `lhs_columns` matrix by a `lhs_columns` x "
                "`rhs_columns` one (`llvm.matrix.multiply`)";
  let arguments = (ins LLVM_AnyVector:$lhs, LLVM_AnyVector:$rhs, I32Attr:$lhs_rows,
                       I32Attr:$lhs_columns, I32Attr:$rhs_columns);
  let results = (outs LLVM_AnyVector:$res);
  let assemblyFormat = "$lhs `,` $rhs attr-dict "
    "`:` `(` type($lhs) `,` type($rhs) `)` `->` type($res)";
}

def LLVM_MatrixTransposeOp
    : LLVM_OneResultIntrOp<"matrix.transpose", [0], [], [], 0, [1, 2], ["rows", "columns"]> {
  let summary = "Transposes a `rows` x `columns` matrix (`llvm.matrix.transpose`)";
  let arguments = (ins LLVM_AnyVector:$matrix, I32Attr:$rows, I32Attr:$columns);
  let results = (outs LLVM_AnyVector:$res);
  let assemblyFormat = "$matrix attr-dict `:` type($matrix) `into` type($res)";
}

//===----------------------------------------------------------------------===//
// Masked vector memory access
//===----------------------------------------------------------------------===//

def LLVM_GetActiveLaneMaskOp
    : LLVM_OneResultIntrOp<"get.active.lane.mask", [0], [0], [Pure]> {
  let summary = "The mask of the lanes `i` with `base + i < n` (`llvm.get.active.lane.mask`)";
  let arguments = (ins AnySignlessInteger:$base, AnySignlessInteger:$n);
  let assemblyFormat = "$base `,` $n attr-dict `:` "
    "type($base) `,` type($n) `to` type($res)";
}

// The LLVM intrinsic takes the alignment before the mask, and always a
// pass-through (poison when the op has none).
def LLVM_MaskedLoadOp
    : LLVM_OneResultIntrOp<"masked.load", [0], [0], [], 0, [1], ["alignment"]> {
  let summary = "Loads the lanes of a vector where `mask` is set (`llvm.masked.load`)";
  let hasCustomTranslation = 1;
  let llvmArgIndices = [0, 2, 3, 1];
  let arguments = (ins LLVM_AnyPointer:$data, LLVM_VectorOf<I1>:$mask,
                       Variadic<LLVM_AnyVector>:$pass_thru, I32Attr:$alignment);
  let results = (outs LLVM_AnyVector:$res);
  let assemblyFormat = "operands attr-dict `:` functional-type(operands, results)";
}

def LLVM_MaskedStoreOp
    : LLVM_ZeroResultIntrOp<"masked.store", [0, 1], [], 0, 0, [2], ["alignment"]> {
  let summary = "Stores the lanes of a vector where `mask` is set (`llvm.masked.store`)";
  let hasCustomTranslation = 1;
  let llvmArgIndices = [0, 1, 3, 2];
  let arguments = (ins LLVM_AnyVector:$value, LLVM_AnyPointer:$data,
                       LLVM_VectorOf<I1>:$mask, I32Attr:$alignment);
  let assemblyFormat = "$value `,` $data `,` $mask attr-dict `:` "
    "type($value) `,` type($mask) `into` qualified(type($data))";
}

// The pointers are as many as the result's lanes (a verifier checks it).
def LLVM_MaskedGatherOp
    : LLVM_OneResultIntrOp<"masked.gather", [0], [0], [], 0, [1], ["alignment"]> {
  let summary = "Loads the lanes where `mask` is set from a vector of pointers (`llvm.masked.gather`)";
  let hasCustomTranslation = 1;
  let llvmArgIndices = [0, 2, 3, 1];
  let arguments = (ins LLVM_VectorOf<LLVM_AnyPointer>:$ptrs, LLVM_VectorOf<I1>:$mask,
                       Variadic<LLVM_AnyVector>:$pass_thru, I32Attr:$alignment);
  let results = (outs LLVM_AnyVector:$res);
  let assemblyFormat = "operands attr-dict `:` functional-type(operands, results)";
  let hasVerifier = 1;
}

def LLVM_MaskedScatterOp
    : LLVM_ZeroResultIntrOp<"masked.scatter", [0, 1], [], 0, 0, [2], ["alignment"]> {
  let summary = "Stores the lanes where `mask` is set to a vector of pointers (`llvm.masked.scatter`)";
  let hasCustomTranslation = 1;
  let llvmArgIndices = [0, 1, 3, 2];
  let arguments = (ins LLVM_AnyVector:$value, LLVM_VectorOf<LLVM_AnyPointer>:$ptrs,
                       LLVM_VectorOf<I1>:$mask, I32Attr:$alignment);
  let assemblyFormat = "$value `,` $ptrs `,` $mask attr-dict `:` "
    "type($value) `,` type($mask) `into` type($ptrs)";
  let hasVerifier = 1;
}

def LLVM_MaskedExpandLoadOp : LLVM_IntrOpBase<"masked.expandload", [0], [], [], 1> {
  let summary = "Loads consecutive elements into the lanes where the mask is set "
                "(`llvm.masked.expandload`)";
  let arguments = (ins LLVM_AnyPointer, LLVM_VectorOf<I1>, LLVM_AnyVector);
}

def LLVM_MaskedCompressStoreOp : LLVM_IntrOpBase<"masked.compressstore", [], [0], [], 0> {
  let summary = "Stores the lanes where the mask is set to consecutive elements "
                "(`llvm.masked.compressstore`)";
  let arguments = (ins LLVM_AnyVector, LLVM_AnyPointer, LLVM_VectorOf<I1>);
}

//===----------------------------------------------------------------------===//
// Annotations
//===----------------------------------------------------------------------===//

def LLVM_VarAnnotation
    : LLVM_ZeroResultIntrOp<"var.annotation", [0, 1],
                            [AllTypesMatch<["annotation", "fileName", "attr"]>]> {
  let summary = "Annotates a local variable with a string (`llvm.var.annotation`)";
  let arguments = (ins LLVM_AnyPointer:$val, LLVM_AnyPointer:$annotation,
                       LLVM_AnyPointer:$fileName, I32:$line, LLVM_AnyPointer:$attr);
}

def LLVM_PtrAnnotation
    : LLVM_OneResultIntrOp<"ptr.annotation", [0], [2],
                           [AllTypesMatch<["res", "ptr"]>,
                            AllTypesMatch<["annotation", "fileName", "attr"]>]> {
  let summary = "`ptr`, annotated with a string (`llvm.ptr.annotation`)";
  let arguments = (ins LLVM_AnyPointer:$ptr, LLVM_AnyPointer:$annotation,
                       LLVM_AnyPointer:$fileName, I32:$line, LLVM_AnyPointer:$attr);
  let results = (outs LLVM_AnyPointer:$res);
}

def LLVM_Annotation
    : LLVM_OneResultIntrOp<"annotation", [0], [2],
                           [AllTypesMatch<["res", "integer"]>,
                            AllTypesMatch<["annotation", "fileName"]>]> {
  let summary = "`integer`, annotated with a string (`llvm.annotation`)";
  let arguments = (ins AnySignlessInteger:$integer, LLVM_AnyPointer:$annotation,
                       LLVM_AnyPointer:$fileName, I32:$line);
  let results = (outs AnySignlessInteger:$res);
}

//===----------------------------------------------------------------------===//
// Traps
//===----------------------------------------------------------------------===//

def LLVM_Trap : LLVM_ZeroResultIntrOp<"trap"> {
  let summary = "Aborts the program (`llvm.trap`)";
}

def LLVM_DebugTrap : LLVM_ZeroResultIntrOp<"debugtrap"> {
  let summary = "Stops in the debugger (`llvm.debugtrap`)";
}

def LLVM_UBSanTrap : LLVM_ZeroResultIntrOp<"ubsantrap", [], [], 0, 0, [0], ["failureKind"]> {
  let summary = "Aborts the program on undefined behaviour of kind `failureKind` (`llvm.ubsantrap`)";
  let arguments = (ins I8Attr:$failureKind);
}

//===----------------------------------------------------------------------===//
// Scalable and fixed vectors
//===----------------------------------------------------------------------===//

def LLVM_VScaleOp : LLVM_IntrOpBase<"vscale", [0], [], [], 1> {
  let summary = "The multiple of the minimum number of elements of scalable vectors (`llvm.vscale`)";
}

def LLVM_StepVectorOp : LLVM_IntrOpBase<"experimental.stepvector", [0], [], [Pure], 1> {
  let summary = "The vector `<0, 1, 2, ...>` (`llvm.experimental.stepvector`)";
  let results = (outs LLVM_VectorOf<AnySignlessInteger>:$res);
  let assemblyFormat = "attr-dict `:` type($res)";
}

// LLVM limits the vectors of `llvm.vector.insert` and `llvm.vector.extract`
// to 2^17 bits (minimum sizes of scalable vectors).
def LLVM_VectorAtMost2Pow17Bits : Type<
  RustPred<"dialectic::dialects::llvm::intrinsics::vector_bit_width($_ctx, $_self) <= 131072">,
  "LLVM vector of at most 2^17 bits">;

def LLVM_VectorInsertOp
    : LLVM_OneResultIntrOp<"vector.insert", [0], [1],
        [Pure, AllTypesMatch<["dstvec", "res"]>,
         PredOpTrait<"vectors are not bigger than 2^17 bits.",
                     And<[TypeIsPred<"srcvec", LLVM_VectorAtMost2Pow17Bits>,
                          TypeIsPred<"dstvec", LLVM_VectorAtMost2Pow17Bits>]>>,
         PredOpTrait<"it is not inserting scalable into fixed-length vectors.",
                     Or<[TypeIsPred<"srcvec", LLVM_AnyFixedVector>,
                         TypeIsPred<"dstvec", LLVM_AnyScalableVector>]>>],
        0, [2], ["pos"]> {
  let summary = "`srcvec` inserted into `dstvec` at element `pos` (`llvm.vector.insert`)";
  let arguments = (ins LLVM_AnyVector:$dstvec, LLVM_AnyVector:$srcvec, I64Attr:$pos);
  let results = (outs LLVM_AnyVector:$res);
  let assemblyFormat = "$srcvec `,` $dstvec `[` $pos `]` attr-dict `:` "
    "type($srcvec) `into` type($res)";
}

def LLVM_VectorExtractOp
    : LLVM_OneResultIntrOp<"vector.extract", [0], [0],
        [Pure,
         PredOpTrait<"vectors are not bigger than 2^17 bits.",
                     And<[TypeIsPred<"srcvec", LLVM_VectorAtMost2Pow17Bits>,
                          TypeIsPred<"res", LLVM_VectorAtMost2Pow17Bits>]>>,
         PredOpTrait<"it is not extracting scalable from fixed-length vectors.",
                     Or<[TypeIsPred<"res", LLVM_AnyFixedVector>,
                         TypeIsPred<"srcvec", LLVM_AnyScalableVector>]>>],
        0, [1], ["pos"]> {
  let summary = "The subvector of `srcvec` starting at element `pos` (`llvm.vector.extract`)";
  let arguments = (ins LLVM_AnyVector:$srcvec, I64Attr:$pos);
  let results = (outs LLVM_AnyVector:$res);
  let assemblyFormat = "$srcvec `[` $pos `]` attr-dict `:` "
    "type($res) `from` type($srcvec)";
}

def LLVM_VectorInterleave2Op
    : LLVM_OneResultIntrOp<"vector.interleave2", [0], [],
        [Pure, AllTypesMatch<["vec1", "vec2"]>,
         TypesMatchWith<"result has twice as many elements as 'vec1'", "vec1", "res",
                        RustTypeTransform<"dialectic::dialects::llvm::intrinsics::twice_as_long($_ctx, $_self)">>]> {
  let summary = "The elements of `vec1` and `vec2`, alternating (`llvm.vector.interleave2`)";
  let arguments = (ins LLVM_AnyVector:$vec1, LLVM_AnyVector:$vec2);
}

// LLVM's two results are the members of the op's struct result.
def LLVM_VectorDeinterleave2Op
    : LLVM_IntrOpBase<"vector.deinterleave2", [], [0], [Pure], 2> {
  let summary = "The even and the odd elements of `vec` (`llvm.vector.deinterleave2`)";
  let arguments = (ins LLVM_AnyVector:$vec);
}

//===----------------------------------------------------------------------===//
// Vector predication: lanes where `mask` is set, below `evl`
//===----------------------------------------------------------------------===//

class LLVM_VPOp<string mnem, string what, list<int> overloadedResults,
                list<int> overloadedOperands, dag args, list<Trait> traits = [Pure]>
    : LLVM_OneResultIntrOp<"vp." # mnem, overloadedResults, overloadedOperands, traits> {
  let summary = what # ", on the active lanes (`llvm.vp." # mnem # "`)";
  let arguments = args;
}

class LLVM_VPBinaryBase<string mnem, string what, Type element>
    : LLVM_VPOp<mnem, what, [0], [],
                (ins LLVM_VectorOf<element>:$lhs, LLVM_VectorOf<element>:$rhs,
                     LLVM_VectorOf<I1>:$mask, I32:$evl)>;
class LLVM_VPBinaryI<string mnem, string what> : LLVM_VPBinaryBase<mnem, what, AnySignlessInteger>;
class LLVM_VPBinaryF<string mnem, string what> : LLVM_VPBinaryBase<mnem, what, AnyFloat>;

class LLVM_VPUnaryF<string mnem, string what>
    : LLVM_VPOp<mnem, what, [0], [],
                (ins LLVM_VectorOf<AnyFloat>:$op, LLVM_VectorOf<I1>:$mask, I32:$evl)>;

class LLVM_VPTernaryF<string mnem, string what>
    : LLVM_VPOp<mnem, what, [0], [],
                (ins LLVM_VectorOf<AnyFloat>:$op1, LLVM_VectorOf<AnyFloat>:$op2,
                     LLVM_VectorOf<AnyFloat>:$op3, LLVM_VectorOf<I1>:$mask, I32:$evl)>;

class LLVM_VPReductionBase<string mnem, string what, Type element>
    : LLVM_VPOp<"reduce." # mnem, what, [], [1],
                (ins element:$start_value, LLVM_VectorOf<element>:$val,
                     LLVM_VectorOf<I1>:$mask, I32:$evl)>;
class LLVM_VPReductionI<string mnem, string what> : LLVM_VPReductionBase<mnem, what, AnySignlessInteger>;
class LLVM_VPReductionF<string mnem, string what> : LLVM_VPReductionBase<mnem, what, AnyFloat>;

class LLVM_VPSelectBase<string mnem, string what>
    : LLVM_VPOp<mnem, what, [], [1],
                (ins LLVM_VectorOf<I1>:$cond, LLVM_AnyVector:$true_val,
                     LLVM_AnyVector:$false_val, I32:$evl)>;

class LLVM_VPCastBase<string mnem, string what, Type element>
    : LLVM_VPOp<mnem, what, [0], [0],
                (ins LLVM_VectorOf<element>:$src, LLVM_VectorOf<I1>:$mask, I32:$evl)>;
class LLVM_VPCastI<string mnem, string what> : LLVM_VPCastBase<mnem, what, AnySignlessInteger>;
class LLVM_VPCastF<string mnem, string what> : LLVM_VPCastBase<mnem, what, AnyFloat>;
class LLVM_VPCastPtr<string mnem, string what> : LLVM_VPCastBase<mnem, what, LLVM_AnyPointer>;

def LLVM_VPAddOp : LLVM_VPBinaryI<"add", "Integer addition">;
def LLVM_VPSubOp : LLVM_VPBinaryI<"sub", "Integer subtraction">;
def LLVM_VPMulOp : LLVM_VPBinaryI<"mul", "Integer multiplication">;
def LLVM_VPSDivOp : LLVM_VPBinaryI<"sdiv", "Signed division">;
def LLVM_VPUDivOp : LLVM_VPBinaryI<"udiv", "Unsigned division">;
def LLVM_VPSRemOp : LLVM_VPBinaryI<"srem", "Signed remainder">;
def LLVM_VPURemOp : LLVM_VPBinaryI<"urem", "Unsigned remainder">;
def LLVM_VPAShrOp : LLVM_VPBinaryI<"ashr", "Arithmetic shift right">;
def LLVM_VPLShrOp : LLVM_VPBinaryI<"lshr", "Logical shift right">;
def LLVM_VPShlOp : LLVM_VPBinaryI<"shl", "Shift left">;
def LLVM_VPOrOp : LLVM_VPBinaryI<"or", "Bitwise or">;
def LLVM_VPAndOp : LLVM_VPBinaryI<"and", "Bitwise and">;
def LLVM_VPXorOp : LLVM_VPBinaryI<"xor", "Bitwise xor">;

def LLVM_VPFAddOp : LLVM_VPBinaryF<"fadd", "Floating-point addition">;
def LLVM_VPFSubOp : LLVM_VPBinaryF<"fsub", "Floating-point subtraction">;
def LLVM_VPFMulOp : LLVM_VPBinaryF<"fmul", "Floating-point multiplication">;
def LLVM_VPFDivOp : LLVM_VPBinaryF<"fdiv", "Floating-point division">;
def LLVM_VPFRemOp : LLVM_VPBinaryF<"frem", "Floating-point remainder">;

def LLVM_VPFNegOp : LLVM_VPUnaryF<"fneg", "Floating-point negation">;

def LLVM_VPFMulAddOp : LLVM_VPTernaryF<"fmuladd", "Multiply-add, fused when faster">;
def LLVM_VPFmaOp : LLVM_VPTernaryF<"fma", "Fused multiply-add">;

def LLVM_VPReduceAddOp : LLVM_VPReductionI<"add", "Sum of a start value and the elements">;
def LLVM_VPReduceMulOp : LLVM_VPReductionI<"mul", "Product of a start value and the elements">;
def LLVM_VPReduceAndOp : LLVM_VPReductionI<"and", "Bitwise and of a start value and the elements">;
def LLVM_VPReduceOrOp : LLVM_VPReductionI<"or", "Bitwise or of a start value and the elements">;
def LLVM_VPReduceXorOp : LLVM_VPReductionI<"xor", "Bitwise xor of a start value and the elements">;
def LLVM_VPReduceSMaxOp : LLVM_VPReductionI<"smax", "Signed maximum of a start value and the elements">;
def LLVM_VPReduceSMinOp : LLVM_VPReductionI<"smin", "Signed minimum of a start value and the elements">;
def LLVM_VPReduceUMaxOp : LLVM_VPReductionI<"umax", "Unsigned maximum of a start value and the elements">;
def LLVM_VPReduceUMinOp : LLVM_VPReductionI<"umin", "Unsigned minimum of a start value and the elements">;

def LLVM_VPReduceFAddOp : LLVM_VPReductionF<"fadd", "Floating-point sum of a start value and the elements">;
def LLVM_VPReduceFMulOp : LLVM_VPReductionF<"fmul", "Floating-point product of a start value and the elements">;
def LLVM_VPReduceFMaxOp : LLVM_VPReductionF<"fmax", "Maximum of a start value and the elements">;
def LLVM_VPReduceFMinOp : LLVM_VPReductionF<"fmin", "Minimum of a start value and the elements">;

def LLVM_VPSelectMinOp : LLVM_VPSelectBase<"select", "Lane-wise choice between two vectors">;
def LLVM_VPMergeMinOp : LLVM_VPSelectBase<"merge", "Lane-wise choice, `false_val` on the lanes from `evl` on">;

def LLVM_VPLoadOp
    : LLVM_VPOp<"load", "Vector load", [0], [0],
                (ins LLVM_AnyPointer:$ptr, LLVM_VectorOf<I1>:$mask, I32:$evl), []>;

def LLVM_VPStoreOp : LLVM_ZeroResultIntrOp<"vp.store", [0, 1]> {
  let summary = "Vector store, on the active lanes (`llvm.vp.store`)";
  let arguments = (ins LLVM_AnyVector:$val, LLVM_AnyPointer:$ptr,
                       LLVM_VectorOf<I1>:$mask, I32:$evl);
}

def LLVM_VPStridedLoadOp : LLVM_OneResultIntrOp<"experimental.vp.strided.load", [0], [0, 1]> {
  let summary = "Vector load of elements `stride` bytes apart, on the active lanes "
                "(`llvm.experimental.vp.strided.load`)";
  let arguments = (ins LLVM_AnyPointer:$ptr, AnySignlessInteger:$stride,
                       LLVM_VectorOf<I1>:$mask, I32:$evl);
}

def LLVM_VPStridedStoreOp : LLVM_ZeroResultIntrOp<"experimental.vp.strided.store", [0, 1, 2]> {
  let summary = "Vector store of elements `stride` bytes apart, on the active lanes "
                "(`llvm.experimental.vp.strided.store`)";
  let arguments = (ins LLVM_AnyVector:$val, LLVM_AnyPointer:$ptr,
                       AnySignlessInteger:$stride, LLVM_VectorOf<I1>:$mask, I32:$evl);
}

def LLVM_VPTruncOp : LLVM_VPCastI<"trunc", "Integer truncation">;
def LLVM_VPZExtOp : LLVM_VPCastI<"zext", "Zero extension">;
def LLVM_VPSExtOp : LLVM_VPCastI<"sext", "Sign extension">;
def LLVM_VPFPTruncOp : LLVM_VPCastF<"fptrunc", "Floating-point truncation">;
def LLVM_VPFPExtOp : LLVM_VPCastF<"fpext", "Floating-point extension">;
def LLVM_VPFPToUIOp : LLVM_VPCastF<"fptoui", "Floating-point to unsigned integer conversion">;
def LLVM_VPFPToSIOp : LLVM_VPCastF<"fptosi", "Floating-point to signed integer conversion">;
def LLVM_VPUIToFPOp : LLVM_VPCastI<"uitofp", "Unsigned integer to floating-point conversion">;
def LLVM_VPSIToFPOp : LLVM_VPCastI<"sitofp", "Signed integer to floating-point conversion">;
def LLVM_VPPtrToIntOp : LLVM_VPCastPtr<"ptrtoint", "Pointer to integer conversion">;
def LLVM_VPIntToPtrOp : LLVM_VPCastI<"inttoptr", "Integer to pointer conversion">;
