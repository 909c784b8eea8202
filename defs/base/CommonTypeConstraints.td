// MLIR's type constraints that `base/Types.td` does not define, with
// MLIR 19's names, parameters and summaries (CommonTypeConstraints.td), so
// that an ODS file using them ports as it is. MLIR's C++ predicates are
// predicates as data here. `tests/vocabulary` compares every summary with
// mlir-tblgen's and lists the names left out, with the reason.

#ifndef DIALECTIC_COMMON_TYPE_CONSTRAINTS_TD
#define DIALECTIC_COMMON_TYPE_CONSTRAINTS_TD

include "base/Types.td"

// MLIR's type predicates, by MLIR's names.
def IsTensorTypePred : And<[IsTensorType<>]>;
def IsRankedTensorTypePred : And<[IsTensorType<>, HasRank]>;
def IsUnrankedTensorTypePred : And<[IsTensorType<>, Not<HasRank>]>;
// MLIR's `MemRefType` is ranked; `BaseMemRefType` either.
def IsMemRefTypePred : And<[IsMemRefType<>, HasRank]>;
def IsUnrankedMemRefTypePred : And<[IsMemRefType<>, Not<HasRank>]>;
def IsBaseMemRefTypePred : And<[IsMemRefType<>]>;
def IsShapedTypePred : And<[IsShapedType]>;
def IsTupleTypePred : And<[IsTupleType]>;
def HasRankPred : And<[HasRank]>;
def HasStaticShapePred : And<[HasStaticShape]>;
// The builtin types with value semantics: vectors and tensors.
def HasValueSemanticsPred : Or<[IsVectorType<>, IsTensorType<>]>;
// MLIR's `IsVectorTypePred` excludes 0-D vectors.
def IsVectorTypePred : And<[IsVectorType<>, HasRankGreaterOrEqual<1>]>;
def IsVectorOfAnyRankTypePred : And<[IsVectorType<>]>;
class HasRankGreaterOrEqualPred<int rank> : HasRankGreaterOrEqual<rank>;
// A shaped type whose rank is one of `ranks`.
class HasAnyRankOfPred<list<int> ranks>
    : Or<!foreach(rank, ranks, And<[HasRankGreaterOrEqual<rank>, Not<HasRankGreaterOrEqual<!add(rank, 1)>>]>)>;

// Types satisfying all of, or more than, other constraints.
class AllOfType<list<TypeConstraint> allowedTypeList, string summary = "", string cppClassName = "">
    : Type<And<!foreach(allowedType, allowedTypeList, allowedType.predicate)>,
           !if(!eq(summary, ""), !interleave(!foreach(t, allowedTypeList, t.summary), " and "), summary)> {
  list<TypeConstraint> allowedTypes = allowedTypeList;
  string cppType = cppClassName;
}
class ConfinedType<TypeConstraint type, list<Pred> predicates, string summary = "", string cppClassName = "">
    : Type<And<!listconcat([type.predicate], predicates)>, summary> {
  string cppType = cppClassName;
}

// Integers by width, whatever their signedness; and unions of widths.
class AnyI<int width> : Type<IsIntegerType<width>, width # "-bit integer"> {
  int bitwidth = width;
}
class AnyIntOfWidths<list<int> widths>
    : AnyTypeOf<!foreach(w, widths, AnyI<w>), !interleave(widths, "/") # "-bit integer">;
def AnyI1 : AnyI<1>;
def AnyI8 : AnyI<8>;
def AnyI16 : AnyI<16>;
def AnyI32 : AnyI<32>;
def AnyI64 : AnyI<64>;
class SignlessIntOfWidths<list<int> widths>
    : AnyTypeOf<!foreach(w, widths, I<w>), !interleave(widths, "/") # "-bit signless integer">;
class SignedIntOfWidths<list<int> widths>
    : AnyTypeOf<!foreach(w, widths, SI<w>), !interleave(widths, "/") # "-bit signed integer">;
class UnsignedIntOfWidths<list<int> widths>
    : AnyTypeOf<!foreach(w, widths, UI<w>), !interleave(widths, "/") # "-bit unsigned integer">;
def SI1 : SI<1>;
def SI8 : SI<8>;
def SI16 : SI<16>;
def SI32 : SI<32>;
def SI64 : SI<64>;
def UI1 : UI<1>;
def UI8 : UI<8>;
def UI16 : UI<16>;
def UI32 : UI<32>;
def UI64 : UI<64>;
class FloatOfWidths<list<int> widths>
    : AnyTypeOf<!foreach(w, widths, Type<IsFloatType<"f" # w>, w # "-bit float">),
                !interleave(widths, "/") # "-bit float">;

// The 8-bit float types (no marker type of `dialectic::typed` for them).
class F8<string kind>
    : BuildableType<IsFloatType<kind>, kind # " type",
                    "$_ctx.float_type(dialectic::storage::float::FloatSemantics::from_keyword(\"" # kind # "\").unwrap())">;
def F8E4M3 : F8<"f8E4M3">;
def F8E4M3FN : F8<"f8E4M3FN">;
def F8E5M2 : F8<"f8E5M2">;
def F8E4M3FNUZ : F8<"f8E4M3FNUZ">;
def F8E4M3B11FNUZ : F8<"f8E4M3B11FNUZ">;
def F8E5M2FNUZ : F8<"f8E5M2FNUZ">;

class Complex<TypeConstraint type>
    : Type<IsComplexType<type.predicate>, "complex type with " # type.summary # " elements"> {
  TypeConstraint elementType = type;
}

def AnyTuple : Type<IsTupleType, "tuple">;

// Shaped containers.
class ShapedContainerType<list<TypeConstraint> allowedTypes, Pred containerPred, string descr,
                          string cppClassName = "">
    : Type<And<[containerPred, ElementTypeIs<AnyTypeOf<allowedTypes>.predicate>]>,
           descr # " of " # AnyTypeOf<allowedTypes>.summary # " values"> {
  string cppType = cppClassName;
}
class ValueSemanticsContainerOf<list<TypeConstraint> allowedTypes>
    : ShapedContainerType<allowedTypes, HasValueSemanticsPred, "container with value semantics">;

// Vectors of given ranks.
class VectorOfRank<list<int> allowedRanks>
    : Type<And<[IsVectorTypePred, HasAnyRankOfPred<allowedRanks>]>,
           " of ranks " # !interleave(allowedRanks, "/")>;
class VectorOfRankAndType<list<int> allowedRanks, list<TypeConstraint> allowedTypes>
    : AllOfType<[VectorOf<allowedTypes>, VectorOfRank<allowedRanks>],
                VectorOf<allowedTypes>.summary # VectorOfRank<allowedRanks>.summary>;

// Tensors.
def I1Tensor : TensorOf<[I1]>;
def I8Tensor : TensorOf<[I8]>;
def I16Tensor : TensorOf<[I16]>;
def I32Tensor : TensorOf<[I32]>;
def I64Tensor : TensorOf<[I64]>;
def IndexTensor : TensorOf<[Index]>;
def BF16Tensor : TensorOf<[BF16]>;
def F16Tensor : TensorOf<[F16]>;
def F32Tensor : TensorOf<[F32]>;
def F64Tensor : TensorOf<[F64]>;

class UnrankedTensorOf<list<TypeConstraint> allowedTypes, list<Pred> preds = [],
                       string summary = "unranked tensor">
    : ShapedContainerType<allowedTypes, And<!listconcat([IsUnrankedTensorTypePred], preds)>, summary>;
class RankedTensorOf<list<TypeConstraint> allowedTypes, list<Pred> preds = [],
                     string summary = "ranked tensor">
    : ShapedContainerType<allowedTypes, And<!listconcat([IsRankedTensorTypePred], preds)>, summary>;
class Non0RankedTensorOf<list<TypeConstraint> allowedTypes>
    : TensorOf<allowedTypes, [HasRankGreaterOrEqualPred<1>], "non-0-ranked.tensor">;
class TensorRankOf<list<TypeConstraint> allowedTypes, list<int> ranks>
    : RankedTensorOf<allowedTypes, [HasAnyRankOfPred<ranks>],
                     !interleave(!foreach(rank, ranks, rank # "D"), "/") # " tensor">;
class 0DTensorOf<list<TypeConstraint> allowedTypes> : TensorRankOf<allowedTypes, [0]>;
class 1DTensorOf<list<TypeConstraint> allowedTypes> : TensorRankOf<allowedTypes, [1]>;
class 2DTensorOf<list<TypeConstraint> allowedTypes> : TensorRankOf<allowedTypes, [2]>;
class 3DTensorOf<list<TypeConstraint> allowedTypes> : TensorRankOf<allowedTypes, [3]>;
class 4DTensorOf<list<TypeConstraint> allowedTypes> : TensorRankOf<allowedTypes, [4]>;
class StaticShapeTensorOf<list<TypeConstraint> allowedTypes>
    : RankedTensorOf<allowedTypes, [HasStaticShapePred], "statically shaped tensor">;

def AnyRankedTensor : RankedTensorOf<[AnyType]>;
def AnyNon0RankedTensor : Non0RankedTensorOf<[AnyType]>;
def AnyUnrankedTensor : UnrankedTensorOf<[AnyType]>;
def AnyNon0RankedOrUnrankedTensor
    : AnyTypeOf<[AnyUnrankedTensor, AnyNon0RankedTensor], "non-0-ranked or unranked tensor">;
def AnyStaticShapeTensor : StaticShapeTensorOf<[AnyType]>;

// Memrefs. `MemRefOf` (base/Types.td) admits unranked memrefs too.
class UnrankedMemRefOf<list<TypeConstraint> allowedTypes>
    : ShapedContainerType<allowedTypes, IsUnrankedMemRefTypePred, "unranked.memref">;
class Non0RankedMemRefOf<list<TypeConstraint> allowedTypes>
    : ConfinedType<MemRefOf<allowedTypes>, [IsMemRefTypePred, HasRankGreaterOrEqualPred<1>],
                   "non-0-ranked." # MemRefOf<allowedTypes>.summary>;
class RankedOrUnrankedMemRefOf<list<TypeConstraint> allowedTypes, list<Pred> preds = [],
                               string summary = "ranked or unranked memref">
    : ShapedContainerType<allowedTypes, And<!listconcat([IsBaseMemRefTypePred], preds)>, summary>;
class MemRefRankOf<list<TypeConstraint> allowedTypes, list<int> ranks>
    : ConfinedType<MemRefOf<allowedTypes>, [IsMemRefTypePred, HasAnyRankOfPred<ranks>],
                   !interleave(!foreach(rank, ranks, rank # "D"), "/") # " " # MemRefOf<allowedTypes>.summary>;
class StaticShapeMemRefOf<list<TypeConstraint> allowedTypes>
    : ConfinedType<MemRefOf<allowedTypes>, [IsMemRefTypePred, HasStaticShapePred],
                   "statically shaped " # MemRefOf<allowedTypes>.summary>;

def AnyUnrankedMemRef : UnrankedMemRefOf<[AnyType]>;
def AnyNon0RankedMemRef : Non0RankedMemRefOf<[AnyType]>;
def AnyRankedOrUnrankedMemRef : RankedOrUnrankedMemRefOf<[AnyType]>;
def AnyNon0RankedOrUnrankedMemRef : AnyTypeOf<[AnyUnrankedMemRef, AnyNon0RankedMemRef]>;
def AnyStaticShapeMemRef : StaticShapeMemRefOf<[AnyType]>;
def I1MemRef : MemRefOf<[I1]>;
def I8MemRef : MemRefOf<[I8]>;
def I16MemRef : MemRefOf<[I16]>;
def I32MemRef : MemRefOf<[I32]>;
def I64MemRef : MemRefOf<[I64]>;
def BF16MemRef : MemRefOf<[BF16]>;
def F16MemRef : MemRefOf<[F16]>;
def F32MemRef : MemRefOf<[F32]>;
def F64MemRef : MemRefOf<[F64]>;

#endif // DIALECTIC_COMMON_TYPE_CONSTRAINTS_TD
