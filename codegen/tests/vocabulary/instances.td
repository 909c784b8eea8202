// Instances of MLIR's type and attribute constraint classes, read by both
// `mlir-tblgen-19` (with MLIR's OpBase.td) and Dialectic (with its
// OpBase.td): each def's summary must be the same. The arguments use names
// both define.

#ifdef MLIR
include "mlir/IR/OpBase.td"
#else
include "OpBase.td"
#endif

def v_TensorOf : TensorOf<[F64, I32]>;
def v_TensorOfPreds : TensorOf<[F32], [HasStaticShapePred], "shaped tensor">;
def v_RankedTensorOf : RankedTensorOf<[F64]>;
def v_UnrankedTensorOf : UnrankedTensorOf<[I1, Index]>;
def v_StaticShapeTensorOf : StaticShapeTensorOf<[F64]>;
def v_Non0RankedTensorOf : Non0RankedTensorOf<[F32]>;
def v_TensorRankOf : TensorRankOf<[F64], [1, 2]>;
def v_0DTensorOf : 0DTensorOf<[F64]>;
def v_1DTensorOf : 1DTensorOf<[I64]>;
def v_2DTensorOf : 2DTensorOf<[I8]>;
def v_3DTensorOf : 3DTensorOf<[F16]>;
def v_4DTensorOf : 4DTensorOf<[BF16]>;
def v_MemRefOf : MemRefOf<[F32]>;
def v_UnrankedMemRefOf : UnrankedMemRefOf<[F32]>;
def v_Non0RankedMemRefOf : Non0RankedMemRefOf<[I32]>;
def v_RankedOrUnrankedMemRefOf : RankedOrUnrankedMemRefOf<[F64]>;
def v_MemRefRankOf : MemRefRankOf<[F32], [2, 3]>;
def v_StaticShapeMemRefOf : StaticShapeMemRefOf<[I16]>;
def v_VectorOf : VectorOf<[F32, F64]>;
def v_VectorOfAnyRankOf : VectorOfAnyRankOf<[I1]>;
def v_VectorOfRank : VectorOfRank<[1, 2]>;
def v_VectorOfRankAndType : VectorOfRankAndType<[1], [F32]>;
def v_ValueSemanticsContainerOf : ValueSemanticsContainerOf<[F64]>;
def v_AnyTypeOf : AnyTypeOf<[I32, F32]>;
def v_AnyTypeOfSummary : AnyTypeOf<[I32, F32], "a number">;
def v_AllOfType : AllOfType<[AnyRankedTensor, AnyStaticShapeTensor]>;
def v_AnyI : AnyI<24>;
def v_AnyIntOfWidths : AnyIntOfWidths<[8, 16]>;
def v_SignlessIntOfWidths : SignlessIntOfWidths<[32, 64]>;
def v_SignedIntOfWidths : SignedIntOfWidths<[8]>;
def v_UnsignedIntOfWidths : UnsignedIntOfWidths<[16, 32]>;
def v_FloatOfWidths : FloatOfWidths<[32, 64]>;
def v_I : I<7>;
def v_SI : SI<3>;
def v_UI : UI<5>;
def v_Complex : Complex<F64>;
def v_TypeOrValueSemanticsContainer : TypeOrValueSemanticsContainer<I32, "int-like">;
def v_TypeAttrOf : TypeAttrOf<I64>;
def v_OptionalAttr : OptionalAttr<I32Attr>;
def v_ConfinedAttr : ConfinedAttr<I64Attr, [IntMinValue<0>, IntMaxValue<8>]>;
def v_ConfinedAttrPositive : ConfinedAttr<I32Attr, [IntPositive]>;
def v_ConfinedAttrArray : ConfinedAttr<I64ArrayAttr, [ArrayMinCount<2>]>;
def v_SignlessIntElementsAttr : SignlessIntElementsAttr<16>;
def v_IntElementsAttrOf : IntElementsAttrOf<8>;
def v_FloatElementsAttr : FloatElementsAttr<32>;
