// Enums and the attributes that hold them.

#ifndef DIALECTIC_ENUMS_TD
#define DIALECTIC_ENUMS_TD

// A case: its Rust/MLIR symbol, its value and the keyword it prints as.
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
// MLIR's spellings of the bit enum cases.
class I32BitEnumAttrCaseBit<string sym, int pos, string str = sym> : BitEnumAttrCaseBit<sym, pos, str>;
class I32BitEnumAttrCaseNone<string sym, string str = sym> : BitEnumAttrCaseNone<sym, str>;
class I32BitEnumAttrCaseGroup<string sym, list<EnumCase> members, string str = sym>
    : BitEnumAttrCaseGroup<sym, members, str>;

// An enum stored as an integer attribute. In Rust it is the type
// `className`; a case is `className::symbol` (so the default value of an
// enum attribute is written `CmpIPredicate::eq`, `FastMathFlags::none`).
class EnumAttrInfo<string name, list<EnumCase> cases, int width> : Attr<IsIntegerAttr<I<width>.predicate>, ""> {
  string className = name;
  list<EnumCase> enumerants = cases;
  int bitwidth = width;
  string cppNamespace = "";
  let returnType = name;
  // Bit enums: how cases print together.
  bit isBitEnum = 0;
  string separator = "|";
  // Bit enums: print a group instead of its member bits when all of them
  // are set (the first such group in reverse declaration order), as MLIR's
  // `printBitEnumPrimaryGroups`; otherwise print every bit and every group.
  bit printBitEnumPrimaryGroups = 0;
}

// An integer enum: the attribute is an integer of `width` bits whose value
// is one of the cases. With an empty summary, MLIR's default one
// (`allowed 64-bit signless integer cases: 0, 1, 2`), which verifier
// messages print.
class IntEnumAttr<string name, string summaryArg, list<EnumCase> cases, int width>
    : EnumAttrInfo<name, cases, width> {
  let predicate = And<[IsIntegerAttr<I<width>.predicate>, IntIsOneOf<!foreach(c, cases, c.value)>]>;
  let summary = !if(!empty(summaryArg),
                    "allowed " # I<width>.summary # " cases: " # !interleave(!foreach(c, cases, c.value), ", "),
                    summaryArg);
}
class I32EnumAttr<string name, string summaryArg, list<I32EnumAttrCase> cases> : IntEnumAttr<name, summaryArg, cases, 32>;
class I64EnumAttr<string name, string summaryArg, list<I64EnumAttrCase> cases> : IntEnumAttr<name, summaryArg, cases, 64>;

// A bit enum: the attribute is an integer with no bit set outside the cases.
class BitEnumAttr<string name, string summaryArg, list<EnumCase> cases, int width = 32>
    : EnumAttrInfo<name, cases, width> {
  // The bits the cases cover.
  int validBits = !foldl(0, cases, acc, c, !or(acc, c.value));
  let predicate = And<[IsIntegerAttr<I<width>.predicate>, IntBitsIn<validBits>]>;
  let summary = summaryArg;
  let isBitEnum = 1;
}
class I32BitEnumAttr<string name, string summaryArg, list<EnumCase> cases> : BitEnumAttr<name, summaryArg, cases, 32>;
class I64BitEnumAttr<string name, string summaryArg, list<EnumCase> cases> : BitEnumAttr<name, summaryArg, cases, 64>;

// An enum wrapped in a dialect attribute with its own syntax:
// `#arith.fastmath<fast>`; in an op's format it prints as `<fast>` after
// its keyword. Its accessor returns the enum.
class EnumAttr<Dialect owner, EnumAttrInfo info, string name> : Attr<IsDialectAttr<owner.name, name>, info.summary> {
  Dialect dialect = owner;
  EnumAttrInfo enum = info;
  string mnemonic = name;
  string assemblyFormat = "`<` $value `>`";
  let returnType = info.className;
  // 1: the attribute is MLIR's `AttrDef` with one parameter of the enum's
  // type (`CConvAttr`, `(ins "CConv":$CallingConv)`) rather than an
  // `EnumAttr`: the case is a keyword or a string, printed quoted when it
  // is no keyword (`#llvm.framePointerKind<"non-leaf">`), and a bit enum
  // takes its cases in one string.
  bit enumTypeParameter = 0;
  // The parameter's name and (C++) type, as parse errors name them.
  string parameterName = "value";
  string parameterType = !if(!empty(info.cppNamespace), "", info.cppNamespace # "::") # info.className;
}

#endif // DIALECTIC_ENUMS_TD
