// Attribute constraints. `storageType` is the attribute a Rust accessor
// returns, `returnType` the value it converts to, and `convertFromStorage`
// the conversion (`$_self` is the attribute, `$_ctx` the context).

#ifndef DIALECTIC_ATTRS_TD
#define DIALECTIC_ATTRS_TD

include "base/Types.td"

class Attr<Pred pred, string summaryArg = ""> : AttrConstraint<pred, summaryArg> {
  // Rust type of the converted value a typed accessor returns.
  string returnType = "dialectic::Attribute";
  // Rust expression turning `$_self` (an `Attribute`) into `returnType`.
  code convertFromStorage = "$_self";
  // Rust expression turning `$_value` (a `returnType`) into an `Attribute`.
  code constBuilderCall = "$_value";
  // The builder takes this Rust type (a marker enforcing the kind).
  string builderType = "dialectic::Attribute";
  // Whether the attribute may be absent.
  bit isOptional = 0;
  // A default value as Rust code, "" if none.
  code defaultValue = "";
  // The base attribute of wrappers such as OptionalAttr.
  Attr baseAttr = ?;
  // Stored as a property (inherent) rather than a discardable attribute.
  bit isProperty = 1;
}

class TypedAttrBase<TypeConstraint type, Pred kind, string summaryArg>
    : Attr<And<[kind]>, summaryArg> {
  TypeConstraint valueType = type;
}

def AnyAttr : Attr<TruePred, "any attribute">;
def UnitAttr : Attr<IsUnitAttr, "unit attribute"> {
  let returnType = "bool";
  let convertFromStorage = "true";
}
def BoolAttr : Attr<IsBoolAttr, "bool attribute"> {
  let returnType = "bool";
}
def StrAttr : Attr<IsStringAttr, "string attribute"> {
  let returnType = "String";
}
def SymbolNameAttr : Attr<IsStringAttr, "string attribute">;
def FlatSymbolRefAttr : Attr<IsFlatSymbolRefAttr, "flat symbol reference attribute">;
def SymbolRefAttr : Attr<IsSymbolRefAttr, "symbol reference attribute">;
def TypeAttr : Attr<IsTypeAttr<>, "any type attribute">;
class TypeAttrOf<Type type> : Attr<IsTypeAttr<type.predicate>, "type attribute of " # type.summary>;
def ArrayAttr : Attr<IsArrayAttr<>, "array attribute">;
// Arrays whose elements all satisfy an attribute constraint.
class TypedArrayAttrBase<Attr element, string summaryArg>
    : Attr<IsArrayAttr<element.predicate>, summaryArg> {
  Attr elementAttr = element;
}
def DictionaryAttr : Attr<IsDictionaryAttr, "dictionary of named attribute values">;
// An array of dictionaries: per-argument and per-result attributes of functions.
def DictArrayAttr : Attr<IsArrayAttr<IsDictionaryAttr>, "Array of dictionary attributes">;
def LocationAttr : Attr<IsLocationAttr, "location attribute">;

class IntegerAttrBase<Type type, string summaryArg>
    : Attr<IsIntegerAttr<type.predicate>, summaryArg> {
  let returnType = "i128";
}
def I1Attr : IntegerAttrBase<I1, "1-bit signless integer attribute">;
def I8Attr : IntegerAttrBase<I8, "8-bit signless integer attribute">;
def I16Attr : IntegerAttrBase<I16, "16-bit signless integer attribute">;
def I32Attr : IntegerAttrBase<I32, "32-bit signless integer attribute">;
def I64Attr : IntegerAttrBase<I64, "64-bit signless integer attribute">;
def IndexAttr : IntegerAttrBase<Index, "index attribute">;
def AnyIntegerAttr : Attr<IsIntegerAttr<>, "arbitrary integer attribute">;
// An attribute with a type (integer, float, elements, ...): MLIR's
// `TypedAttrInterface`; `TypedAttr` is the older name kept here.
def TypedAttrInterface : Attr<IsTypedAttr, "TypedAttr instance">;
def TypedAttr : Attr<IsTypedAttr, "TypedAttr instance">;

class FloatAttrBase<Type type, string summaryArg> : Attr<IsFloatAttr<type.predicate>, summaryArg> {
  let returnType = "f64";
}
def F32Attr : FloatAttrBase<F32, "32-bit float attribute">;
def F64Attr : FloatAttrBase<F64, "64-bit float attribute">;

class DenseArrayAttrBase<Type element, string summaryArg> : Attr<IsDenseArrayAttr<element.predicate>, summaryArg>;
def DenseI32ArrayAttr : DenseArrayAttrBase<I32, "i32 dense array attribute">;
def DenseI64ArrayAttr : DenseArrayAttrBase<I64, "i64 dense array attribute">;
def ElementsAttr : Attr<IsElementsAttr, "constant vector/tensor attribute">;
// Dense elements of integers or indices (MLIR's `AnyIntElementsAttr`).
def AnyIntElementsAttr : Attr<And<[IsElementsAttr,
    RustPred<"dialectic::op_support::attribute_type($_ctx, $_self).and_then(|t| $_ctx.element_type(t)).is_some_and(|e| matches!($_ctx.type_kind(e), dialectic::TypeKind::Integer { .. } | dialectic::TypeKind::Index))">]>,
  "integer elements attribute">;

def I32ArrayAttr : TypedArrayAttrBase<I32Attr, "32-bit integer array attribute">;
def I64ArrayAttr : TypedArrayAttrBase<I64Attr, "64-bit integer array attribute">;
def StrArrayAttr : TypedArrayAttrBase<StrAttr, "string array attribute">;
def FlatSymbolRefArrayAttr : TypedArrayAttrBase<FlatSymbolRefAttr, "flat symbol ref array attribute">;

// Wrappers.
// The summary is the attribute's, as in MLIR (verifier messages print it).
class OptionalAttr<Attr attr> : Attr<attr.predicate, attr.summary> {
  let isOptional = 1;
  let baseAttr = attr;
  let returnType = "Option<" # attr.returnType # ">";
}
class DefaultValuedAttr<Attr attr, code value> : Attr<attr.predicate, attr.summary> {
  let isOptional = 1;
  let baseAttr = attr;
  let defaultValue = value;
  let returnType = attr.returnType;
}
// The summary is the attribute's followed by the constraints' (`64-bit
// signless integer attribute whose minimum value is 0`), as in MLIR.
class ConfinedAttr<Attr attr, list<Pred> constraints>
    : Attr<And<!listconcat([attr.predicate], constraints)>,
           !foldl(attr.summary, constraints, prev, cur,
                  !if(!empty(cur.summary), prev, prev # " " # cur.summary))> {
  let baseAttr = attr;
  list<Pred> confinement = constraints;
  let returnType = attr.returnType;
}

#endif // DIALECTIC_ATTRS_TD
