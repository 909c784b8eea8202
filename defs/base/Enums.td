// Enums and the attributes that hold them.

#ifndef DIALECTIC_ENUMS_TD
#define DIALECTIC_ENUMS_TD

class EnumCase<string sym, int val, string text = sym> {
  string symbol = sym;
  int value = val;
  string str = text;
}
class I32EnumAttrCase<string sym, int val, string str = sym> : EnumCase<sym, val, str>;
class I64EnumAttrCase<string sym, int val, string str = sym> : EnumCase<sym, val, str>;
class BitEnumAttrCaseBit<string sym, int pos, string str = sym> : EnumCase<sym, !shl(1, pos), str>;
class BitEnumAttrCaseNone<string sym, string str = sym> : EnumCase<sym, 0, str>;
class BitEnumAttrCaseGroup<string sym, list<EnumCase> members, string str = sym>
    : EnumCase<sym, !foldl(0, members, acc, c, !or(acc, c.value)), str> {
  list<EnumCase> cases = members;
}

// An enum stored as an integer attribute.
class EnumAttrInfo<string name, list<EnumCase> cases, int width> : Attr<IsIntegerAttr<I<width>.predicate>, ""> {
  string className = name;
  list<EnumCase> enumerants = cases;
  int bitwidth = width;
  string cppNamespace = "";
  // Bit enums: how cases print together.
  bit isBitEnum = 0;
  string separator = "|";
}
class I32EnumAttr<string name, string summaryArg, list<I32EnumAttrCase> cases> : EnumAttrInfo<name, cases, 32> {
  let summary = summaryArg;
}
class I64EnumAttr<string name, string summaryArg, list<I64EnumAttrCase> cases> : EnumAttrInfo<name, cases, 64> {
  let summary = summaryArg;
}
class BitEnumAttr<string name, string summaryArg, list<EnumCase> cases> : EnumAttrInfo<name, cases, 32> {
  let summary = summaryArg;
  let isBitEnum = 1;
}
class I32BitEnumAttr<string name, string summaryArg, list<EnumCase> cases> : BitEnumAttr<name, summaryArg, cases>;

// An enum wrapped in a dialect attribute with its own syntax: `#arith.fastmath<fast>`.
class EnumAttr<Dialect owner, EnumAttrInfo info, string name> : Attr<IsDialectAttr<owner.name, name>, info.summary> {
  Dialect dialect = owner;
  EnumAttrInfo enum = info;
  string mnemonic = name;
  string assemblyFormat = "`<` $value `>`";
}

#endif // DIALECTIC_ENUMS_TD
