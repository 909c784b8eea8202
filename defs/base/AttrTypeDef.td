// Dialect types and attributes with parameters (`!llvm.ptr<1>`).

#ifndef DIALECTIC_ATTRTYPEDEF_TD
#define DIALECTIC_ATTRTYPEDEF_TD

include "base/Constraints.td"
include "base/Attrs.td"

// A parameter. Its type is a Rust integer type, `bool`, `String`, `Type`,
// `Attribute`, the name of an attribute or type class (`BoolAttr`, see
// `AttrClass`), of a type or attribute of the same file (`LoopAnnotationAttr`:
// printed without its prefix unless it has an alias), of an enum of the same
// file (`ModRefInfo`: a keyword, quoted when it is no keyword), `Vec<...>` of
// integers, attributes or types (comma separated), or `Option<...>` (absent is
// distinct from every value).
class AttrOrTypeParameter<string rustType, string desc = ""> {
  string cppType = rustType;
  string summary = desc;
  // Optional parameters may be absent; default-valued ones print when not default.
  bit isOptional = 0;
  code defaultValue = ?;
  // The type as parse errors name it (MLIR's C++ type: `which is to be a
  // `BoolAttr``); the type as written when unset.
  string cppTypeName = ?;
  // A value written by hand: the dialect module implements
  // `ParamValueSyntax` for the marker `<syntax>Syntax` the expansion
  // declares, which reads and writes the whole value (MLIR's
  // `parser`/`printer` code).
  string syntax = ?;
}
// Absent when it holds its default (0, false, "", empty, no attribute).
class OptionalParameter<string rustType, string desc = ""> : AttrOrTypeParameter<rustType, desc> {
  let isOptional = 1;
}
class DefaultValuedParameter<string rustType, code value, string desc = ""> : AttrOrTypeParameter<rustType, desc> {
  let isOptional = 1;
  let defaultValue = value;
}
class ArrayRefParameter<string rustType, string desc = ""> : AttrOrTypeParameter<"Vec<" # rustType # ">", desc> {
  let cppTypeName = "::llvm::ArrayRef<" # rustType # ">";
}
class OptionalArrayRefParameter<string rustType, string desc = ""> : ArrayRefParameter<rustType, desc> {
  let isOptional = 1;
}
// With a default value (`[{""}]`: the empty string), it is optional.
class StringRefParameter<string desc = "", string value = ""> : AttrOrTypeParameter<"String", desc> {
  let cppTypeName = "::llvm::StringRef";
  let defaultValue = value;
}

// A class of attributes (MLIR's C++ attribute classes) a parameter may name
// as its type: the parameter holds an `Attribute` satisfying `pred`, printed
// in full and checked when parsed ("invalid kind of attribute specified").
class AttrClass<string name, Pred pred> {
  string className = name;
  Pred predicate = pred;
}
// The same for types.
class TypeClass<string name, Pred pred> {
  string className = name;
  Pred predicate = pred;
}

def BoolAttrClass : AttrClass<"BoolAttr", IsBoolAttr>;
def IntegerAttrClass : AttrClass<"IntegerAttr", IsIntegerAttr<TruePred>>;
def FloatAttrClass : AttrClass<"FloatAttr", IsFloatAttr<TruePred>>;
def StringAttrClass : AttrClass<"StringAttr", IsStringAttr>;
def UnitAttrClass : AttrClass<"UnitAttr", IsUnitAttr>;
def TypeAttrClass : AttrClass<"TypeAttr", IsTypeAttr<TruePred>>;
def ArrayAttrClass : AttrClass<"ArrayAttr", IsArrayAttr<TruePred>>;
def DictionaryAttrClass : AttrClass<"DictionaryAttr", IsDictionaryAttr>;
def SymbolRefAttrClass : AttrClass<"SymbolRefAttr", IsSymbolRefAttr>;
def FlatSymbolRefAttrClass : AttrClass<"FlatSymbolRefAttr", IsFlatSymbolRefAttr>;
def TypedAttrClass : AttrClass<"TypedAttr", IsTypedAttr>;
def LocationAttrClass : AttrClass<"LocationAttr", IsLocationAttr>;
def FusedLocClass : AttrClass<"FusedLoc",
    RustPred<"matches!($_ctx.attr_kind($_self), __ods::AttrKind::Location(__ods::LocationKind::Fused { .. }))">>;
def DistinctAttrClass : AttrClass<"DistinctAttr",
    RustPred<"matches!($_ctx.attr_kind($_self), __ods::AttrKind::Distinct { .. })">>;

class AttrOrTypeBuilder<dag params, code bodyArg = ""> {
  dag dagParams = params;
  code body = bodyArg;
}

class AttrOrTypeDef<string kindArg, string name, list<Trait> defTraits> {
  // "Type" or "Attr".
  string valueType = kindArg;
  string cppClassName = name;
  string mnemonic = ?;
  string summary = "";
  code description = "";
  dag parameters = (ins);
  // MLIR's declarative format: literals, `$param`, `qualified($param)`,
  // `params`, `struct(params)`, `struct($a, $b)`, `custom<Name>($a,
  // ref($b))` (the dialect module's `parse_name`/`print_name`) and optional
  // groups `(... $anchor^ ...)?`, `(...) : (...)?`. A definition with a
  // mnemonic and no parameters may leave it out.
  string assemblyFormat = ?;
  bit hasCustomAssemblyFormat = 0;
  bit genVerifyDecl = 0;
  list<AttrOrTypeBuilder> builders = ?;
  list<Trait> traits = defTraits;
  code extraClassDeclaration = ?;
  // Attributes: the alias it prints with at the top of the output
  // (`#tbaa_root`, `#tbaa_root1`, ...), as the dialect's `getAlias` gives.
  string alias = ?;
}

class TypeDef<Dialect owner, string name, list<Trait> traits = []> : AttrOrTypeDef<"Type", name, traits> {
  Dialect dialect = owner;
}
// An attribute definition is also the constraint ops name to take it
// (`OptionalAttr<LLVM_MemoryEffectsAttr>`), with its summary.
class AttrDef<Dialect owner, string name, list<Trait> traits = []>
    : AttrOrTypeDef<"Attr", name, traits>, Attr<TruePred, ""> {
  Dialect dialect = owner;
  let predicate = IsDialectAttr<owner.name, mnemonic>;
}

#endif // DIALECTIC_ATTRTYPEDEF_TD
