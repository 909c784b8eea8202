// Builtin type constraints, written as predicates over data so that the
// verifier messages and the docs print MLIR's summaries.

#ifndef DIALECTIC_TYPES_TD
#define DIALECTIC_TYPES_TD

include "base/Constraints.td"

def AnyType : Type<TruePred, "any type">;
def NoneType : BuildableType<IsNoneType, "none type", "$_ctx.none_type()">;
def AnyInteger : Type<IsIntegerType<>, "integer">;
def AnySignlessInteger : Type<IsIntegerType<0, "signless">, "signless integer">;
def AnySignedInteger : Type<IsIntegerType<0, "signed">, "signed integer">;
def AnyUnsignedInteger : Type<IsIntegerType<0, "unsigned">, "unsigned integer">;

// `iN`: an N-bit signless integer.
class I<int width>
    : BuildableType<IsIntegerType<width, "signless">, !cast<string>(width) # "-bit signless integer",
                    "$_ctx.integer_type(" # !cast<string>(width) # ")", "dialectic::typed::I" # !cast<string>(width)>;
def I1 : I<1>;
def I8 : I<8>;
def I16 : I<16>;
def I32 : I<32>;
def I64 : I<64>;
def I128 : I<128>;

// `siN` / `uiN`.
class SI<int width> : Type<IsIntegerType<width, "signed">, !cast<string>(width) # "-bit signed integer">;
class UI<int width> : Type<IsIntegerType<width, "unsigned">, !cast<string>(width) # "-bit unsigned integer">;

def Index : BuildableType<IsIndexType, "index", "$_ctx.index_type()", "dialectic::typed::Index">;
def AnySignlessIntegerOrIndex : Type<Or<[IsIntegerType<0, "signless">, IsIndexType]>, "signless integer or index">;

def AnyFloat : Type<IsFloatType<>, "floating-point">;
class F<string kind, string summary>
    : BuildableType<IsFloatType<kind>, summary, "$_ctx.float_type(dialectic::storage::float::FloatSemantics::from_keyword(\"" # kind # "\").unwrap())",
                    "dialectic::typed::" # !toupper(kind)>;
def F16 : F<"f16", "16-bit float">;
def F32 : F<"f32", "32-bit float">;
def F64 : F<"f64", "64-bit float">;
def F80 : F<"f80", "80-bit float">;
def F128 : F<"f128", "128-bit float">;
def BF16 : F<"bf16", "bfloat16 type">;
def TF32 : F<"tf32", "tf32 type">;

def AnyComplex : Type<IsComplexType<>, "complex-type">;
def FunctionType : Type<IsFunctionType, "function type">;

// Shaped types of given element types.
// The third parameter is MLIR's C++ class name, which Rust has no use for.
class AnyTypeOf<list<TypeConstraint> allowed, string summaryArg = "", string cppClassName = "">
    : TypeConstraint<Or<!foreach(t, allowed, t.predicate)>,
                     !if(!empty(summaryArg), !interleave(!foreach(t, allowed, t.summary), " or "), summaryArg)> {
  list<TypeConstraint> allowedTypes = allowed;
  string cppType = cppClassName;
}

// A vector of rank >= 1 (MLIR's `VectorOf` excludes 0-D vectors).
class VectorOf<list<TypeConstraint> allowed>
    : Type<And<[IsVectorType<AnyTypeOf<allowed>.predicate>, HasRankGreaterOrEqual<1>]>,
           "vector of " # AnyTypeOf<allowed>.summary # " values">;
// A vector of any rank, 0-D included (MLIR's `VectorOfAnyRankOf`).
class VectorOfAnyRankOf<list<TypeConstraint> allowed>
    : Type<IsVectorType<AnyTypeOf<allowed>.predicate>, "vector of " # AnyTypeOf<allowed>.summary # " values">;
// MLIR's parameters: more predicates the tensor type satisfies, and the
// summary's first words.
class TensorOf<list<TypeConstraint> allowed, list<Pred> preds = [], string summaryArg = "tensor">
    : Type<!if(!empty(preds), IsTensorType<AnyTypeOf<allowed>.predicate>,
               And<!listconcat([IsTensorType<AnyTypeOf<allowed>.predicate>], preds)>),
           summaryArg # " of " # AnyTypeOf<allowed>.summary # " values">;
class MemRefOf<list<TypeConstraint> allowed>
    : Type<IsMemRefType<AnyTypeOf<allowed>.predicate>, "memref of " # AnyTypeOf<allowed>.summary # " values">;

def AnyVector : VectorOf<[AnyType]>;
def AnyVectorOfAnyRank : VectorOfAnyRankOf<[AnyType]>;
def AnyTensor : TensorOf<[AnyType]>;
def AnyMemRef : MemRefOf<[AnyType]>;
def AnyShaped : Type<IsShapedType, "shaped of any type values">;

// A scalar type, or a vector (of any rank, 0-D included) or tensor of it:
// MLIR's `TypeOrContainer`, whose containers are the builtin types with
// value semantics (vectors and tensors).
class TypeOrContainer<TypeConstraint allowed, string summaryArg>
    : TypeConstraint<Or<[allowed.predicate, IsVectorType<allowed.predicate>, IsTensorType<allowed.predicate>]>, summaryArg>;
// MLIR's other spellings of the same set of types: a scalar or a value
// semantics container of it; a scalar or a vector of any rank or a tensor.
class TypeOrValueSemanticsContainer<TypeConstraint allowed, string summaryArg>
    : TypeOrContainer<allowed, summaryArg>;
class TypeOrContainerOfAnyRank<TypeConstraint allowed, string summaryArg>
    : TypeOrContainer<allowed, summaryArg>;

def SignlessIntegerLike : TypeOrValueSemanticsContainer<AnySignlessIntegerOrIndex, "signless-integer-like">;
// Signless integers or indices, or vectors (0-D included) or tensors of them.
def SignlessIntegerLikeOfAnyRank : TypeOrContainerOfAnyRank<AnySignlessIntegerOrIndex, "signless-integer-like">;
def SignlessFixedWidthIntegerLike : TypeOrContainer<AnySignlessInteger, "signless-fixed-width-integer-like">;
def FloatLike : TypeOrContainer<AnyFloat, "floating-point-like">;
def BoolLike : TypeOrContainer<I1, "bool-like">;
// i1, or vectors (0-D included) or tensors of i1.
def BoolLikeOfAnyRank : TypeOrContainerOfAnyRank<I1, "bool-like">;
def IndexLike : TypeOrContainer<Index, "index-like">;
// Signless-integer-like or floating-point-like.
def SignlessIntegerOrFloatLike
    : TypeConstraint<Or<[SignlessIntegerLike.predicate, FloatLike.predicate]>,
                     "signless-integer-like or floating-point-like">;

#endif // DIALECTIC_TYPES_TD
