// Dialect types and attributes with parameters (`!llvm.ptr<1>`).

#ifndef DIALECTIC_ATTRTYPEDEF_TD
#define DIALECTIC_ATTRTYPEDEF_TD

class AttrOrTypeParameter<string rustType, string desc = ""> {
  string cppType = rustType;
  string summary = desc;
  // Optional parameters may be absent; default-valued ones print when not default.
  bit isOptional = 0;
  code defaultValue = ?;
}
class OptionalParameter<string rustType, string desc = ""> : AttrOrTypeParameter<rustType, desc> {
  let isOptional = 1;
}
class DefaultValuedParameter<string rustType, code value, string desc = ""> : AttrOrTypeParameter<rustType, desc> {
  let isOptional = 1;
  let defaultValue = value;
}
class ArrayRefParameter<string rustType, string desc = ""> : AttrOrTypeParameter<"Vec<" # rustType # ">", desc>;
class StringRefParameter<string desc = ""> : AttrOrTypeParameter<"String", desc>;

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
  string assemblyFormat = ?;
  bit hasCustomAssemblyFormat = 0;
  bit genVerifyDecl = 0;
  list<AttrOrTypeBuilder> builders = ?;
  list<Trait> traits = defTraits;
  code extraClassDeclaration = ?;
}

class TypeDef<Dialect owner, string name, list<Trait> traits = []> : AttrOrTypeDef<"Type", name, traits> {
  Dialect dialect = owner;
}
class AttrDef<Dialect owner, string name, list<Trait> traits = []> : AttrOrTypeDef<"Attr", name, traits> {
  Dialect dialect = owner;
}

#endif // DIALECTIC_ATTRTYPEDEF_TD
