// MLIR's attribute constraints that `base/Attrs.td` does not define, with
// MLIR 19's names, parameters and summaries (CommonAttrConstraints.td), so
// that an ODS file using them ports as it is. `tests/vocabulary` compares
// every summary with mlir-tblgen's and lists the names left out, with the
// reason.

#ifndef DIALECTIC_COMMON_ATTR_CONSTRAINTS_TD
#define DIALECTIC_COMMON_ATTR_CONSTRAINTS_TD

include "base/Attrs.td"
include "base/CommonTypeConstraints.td"

// Integer attributes of a width, whatever the signedness, and of signed or
// unsigned types.
class AnyIntegerAttrBase<AnyI attrValType, string descr> : IntegerAttrBase<attrValType, descr>;
def AnyI1Attr : AnyIntegerAttrBase<AnyI1, "1-bit integer attribute">;
def AnyI8Attr : AnyIntegerAttrBase<AnyI8, "8-bit integer attribute">;
def AnyI16Attr : AnyIntegerAttrBase<AnyI16, "16-bit integer attribute">;
def AnyI32Attr : AnyIntegerAttrBase<AnyI32, "32-bit integer attribute">;
def AnyI64Attr : AnyIntegerAttrBase<AnyI64, "64-bit integer attribute">;
def APIntAttr : Attr<IsIntegerAttr<>, "arbitrary integer attribute">;
class TypedSignedIntegerAttrBase<SI attrValType, string descr> : IntegerAttrBase<attrValType, descr>;
def SI1Attr : TypedSignedIntegerAttrBase<SI1, "1-bit signed integer attribute">;
def SI8Attr : TypedSignedIntegerAttrBase<SI8, "8-bit signed integer attribute">;
def SI16Attr : TypedSignedIntegerAttrBase<SI16, "16-bit signed integer attribute">;
def SI32Attr : TypedSignedIntegerAttrBase<SI32, "32-bit signed integer attribute">;
def SI64Attr : TypedSignedIntegerAttrBase<SI64, "64-bit signed integer attribute">;
class TypedUnsignedIntegerAttrBase<UI attrValType, string descr> : IntegerAttrBase<attrValType, descr>;
def UI1Attr : TypedUnsignedIntegerAttrBase<UI1, "1-bit unsigned integer attribute">;
def UI8Attr : TypedUnsignedIntegerAttrBase<UI8, "8-bit unsigned integer attribute">;
def UI16Attr : TypedUnsignedIntegerAttrBase<UI16, "16-bit unsigned integer attribute">;
def UI32Attr : TypedUnsignedIntegerAttrBase<UI32, "32-bit unsigned integer attribute">;
def UI64Attr : TypedUnsignedIntegerAttrBase<UI64, "64-bit unsigned integer attribute">;

// Dense arrays.
def DenseBoolArrayAttr : DenseArrayAttrBase<I1, "i1 dense array attribute">;
def DenseI8ArrayAttr : DenseArrayAttrBase<I8, "i8 dense array attribute">;
def DenseI16ArrayAttr : DenseArrayAttrBase<I16, "i16 dense array attribute">;
def DenseF32ArrayAttr : DenseArrayAttrBase<F32, "f32 dense array attribute">;
def DenseF64ArrayAttr : DenseArrayAttrBase<F64, "f64 dense array attribute">;

// Arrays of attributes.
def BoolArrayAttr : TypedArrayAttrBase<BoolAttr, "1-bit boolean array attribute">;
def I64SmallVectorArrayAttr : TypedArrayAttrBase<I64Attr, "64-bit integer array attribute">;
def F32ArrayAttr : TypedArrayAttrBase<F32Attr, "32-bit float array attribute">;
def F64ArrayAttr : TypedArrayAttrBase<F64Attr, "64-bit float array attribute">;
def TypeArrayAttr : TypedArrayAttrBase<TypeAttr, "type array attribute">;
def IndexListArrayAttr : TypedArrayAttrBase<I64ArrayAttr, "Array of 64-bit integer array attributes">;
def SymbolRefArrayAttr : TypedArrayAttrBase<SymbolRefAttr, "symbol ref array attribute">;
def LocationArrayAttr : TypedArrayAttrBase<LocationAttr, "location array attribute">;

// Dense elements of integers and floats, by the element type.
class ElementsAttrBase<Pred condition, string summary> : Attr<condition, summary>;
class IntElementsAttrBase<Pred condition, string summary>
    : ElementsAttrBase<And<[IsElementsAttr, AttrTypeIs<ElementTypeIs<Or<[IsIntegerType<>, IsIndexType]>>>, condition]>,
                       summary>;
class SignlessIntElementsAttr<int width>
    : IntElementsAttrBase<AttrTypeIs<ElementTypeIs<IsIntegerType<width, "signless">>>,
                          width # "-bit signless integer elements attribute">;
def I32ElementsAttr : SignlessIntElementsAttr<32>;
def I64ElementsAttr : SignlessIntElementsAttr<64>;
class IntElementsAttrOf<int width>
    : IntElementsAttrBase<AttrTypeIs<ElementTypeIs<IsIntegerType<width>>>,
                          width # "-bit integer elements attribute">;
def AnyI32ElementsAttr : IntElementsAttrOf<32>;
def AnyI64ElementsAttr : IntElementsAttrOf<64>;
def IndexElementsAttr : IntElementsAttrBase<AttrTypeIs<ElementTypeIs<IsIndexType>>, "index elements attribute">;
class FloatElementsAttr<int width>
    : ElementsAttrBase<And<[IsElementsAttr, AttrTypeIs<ElementTypeIs<IsFloatType<"f" # width>>>]>,
                       width # "-bit float elements attribute">;
def F64ElementsAttr : FloatElementsAttr<64>;

#endif // DIALECTIC_COMMON_ATTR_CONSTRAINTS_TD
