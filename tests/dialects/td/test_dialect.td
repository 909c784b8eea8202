// A dialect that uses every feature of the code generator, for the
// snapshot of its expansion (tests/expansion.rs) and compiled and run by
// the user-dialect test crate (tests/user-dialect).

include "OpBase.td"
include "interfaces/Common.td"

def Test_Dialect : Dialect {
  let name = "test";
  let summary = "Every feature of the code generator";
  let description = [{
    Ops with every kind of operand, attribute, result, region and successor,
    every trait the generator knows, and every directive of the declarative
    assembly format.
  }];
  let rustModule = "test_dialect";
  // `test.unit_only` and `test.note` on ops, `test.positive` on function
  // arguments are checked by Rust hooks.
  let hasOperationAttrVerify = 1;
  let hasRegionArgAttrVerify = 1;
}

class Test_Op<string mnemonic, list<Trait> traits = []> : Op<Test_Dialect, mnemonic, traits>;

//===----------------------------------------------------------------------===//
// Enums
//===----------------------------------------------------------------------===//

// An integer enum with keywords that differ from the symbols.
def Test_Color : I32EnumAttr<"Color", "a color", [
    I32EnumAttrCase<"Red", 0, "red">,
    I32EnumAttrCase<"Green", 1, "green">,
    I32EnumAttrCase<"Blue", 5, "blue">,
  ]>;

// An i64 enum with MLIR's default summary.
def Test_Level : I64EnumAttr<"Level", "", [
    I64EnumAttrCase<"low", 0>,
    I64EnumAttrCase<"high", 1>,
  ]>;

// A bit enum printing its group when all its bits are set.
def Test_Read : I32BitEnumAttrCaseBit<"read", 0>;
def Test_Write : I32BitEnumAttrCaseBit<"write", 1>;
def Test_Access : I32BitEnumAttr<"Access", "access rights", [
    I32BitEnumAttrCaseNone<"none">, Test_Read, Test_Write,
    I32BitEnumAttrCaseGroup<"all", [Test_Read, Test_Write]>]> {
  let separator = ", ";
  let printBitEnumPrimaryGroups = 1;
}

// A bit enum printing every case whose bits are set.
def Test_Flags : I32BitEnumAttr<"Flags", "flags", [
    I32BitEnumAttrCaseNone<"empty">,
    I32BitEnumAttrCaseBit<"a", 0>,
    I32BitEnumAttrCaseBit<"b", 1>]> {
  let separator = "|";
}

def Test_AccessAttr : EnumAttr<Test_Dialect, Test_Access, "access">;

//===----------------------------------------------------------------------===//
// Type and attribute interfaces
//===----------------------------------------------------------------------===//

// A type interface: a body over the definition (`Self`, for its parameter
// getters; each type declaring it gets it in its generated `impl`) and a
// default that does not use it.
def Test_WidthTypeInterface : TypeInterface<"WidthTypeInterface"> {
  let description = [{ A type with a width in bits. }];
  let methods = [
    InterfaceMethod<"The width in bits.", "u32", "bit_width", (ins), "",
                    [{ Self::width(ctx, $_type).unwrap_or(0) }]>,
    InterfaceMethod<"The width in bytes, rounded up.", "u32", "byte_width", (ins), "",
                    [{ self.bit_width(ctx, $_type).div_ceil(8) }]>,
  ];
}

// An attribute interface with an argument.
def Test_BoundsAttrInterface : AttrInterface<"BoundsAttrInterface"> {
  let description = [{ An attribute holding an inclusive range of integers. }];
  let methods = [
    InterfaceMethod<"The bounds.", "(i64, i64)", "bounds", (ins), "",
                    [{ (Self::lo(ctx, $_attr).unwrap_or(0), Self::hi(ctx, $_attr).unwrap_or(0)) }]>,
    InterfaceMethod<"Whether `value` lies within the bounds.", "bool", "contains",
                    (ins "i64":$value), "", [{
      let (lo, hi) = self.bounds(ctx, $_attr);
      lo <= value && value <= hi
    }]>,
  ];
}

//===----------------------------------------------------------------------===//
// Types and attributes
//===----------------------------------------------------------------------===//

// A type with a declarative format, `!test.pair<4, i32>`, implementing an
// interface with the generated `impl`.
def Test_PairType : TypeDef<Test_Dialect, "Pair", [Test_WidthTypeInterface]> {
  let mnemonic = "pair";
  let summary = "a width and an element type";
  let parameters = (ins AttrOrTypeParameter<"u32", "the width">:$width, "dialectic::Type":$element);
  let assemblyFormat = "`<` $width `,` $element `>`";
}

// A type whose syntax is written in Rust, `!test.hand<"name">`, and the
// `bit_width` of its interface.
def Test_HandType : TypeDef<Test_Dialect, "Hand",
    [DeclareTypeInterfaceMethods<Test_WidthTypeInterface, ["bit_width"]>]> {
  let mnemonic = "hand";
  let summary = "a named type with a hand-written syntax";
  let parameters = (ins StringRefParameter<"the name">:$name);
  let hasCustomAssemblyFormat = 1;
}

// An attribute with keywords and a list, `#test.range<1 to 5 : i32, f32>`,
// implementing an interface.
def Test_RangeAttr : AttrDef<Test_Dialect, "Range", [Test_BoundsAttrInterface]> {
  let mnemonic = "range";
  let summary = "a range of integers and the types it applies to";
  let parameters = (ins "i64":$lo, "i64":$hi, ArrayRefParameter<"dialectic::Type">:$types);
  let assemblyFormat = "`<` $lo `to` $hi `:` $types `>`";
}

// An attribute with named parameters in any order, optional and
// default-valued ones left out when printed, an enum and a list, printed
// through its alias: `#test.options<level = 2, name = "x", sizes = 1, 2>`.
def Test_OptionsAttr : AttrDef<Test_Dialect, "Options"> {
  let mnemonic = "options";
  let summary = "options with names";
  let parameters = (ins
    "i64":$level,
    OptionalParameter<"String">:$name,
    DefaultValuedParameter<"bool", "true">:$strict,
    OptionalParameter<"Color">:$color,
    OptionalParameter<"RangeAttr">:$range,
    OptionalArrayRefParameter<"i64">:$sizes);
  let assemblyFormat = "`<` struct(params) `>`";
  let alias = "options";
}

// A type with an optional group: `!test.space` or `!test.space<3>`.
def Test_SpaceType : TypeDef<Test_Dialect, "Space"> {
  let mnemonic = "space";
  let summary = "a numbered space, 0 when left out";
  let parameters = (ins OptionalParameter<"u32">:$number);
  let assemblyFormat = "(`<` $number^ `>`)?";
}

def Test_Pair : Type<IsDialectType<"test", "pair">, "pair type">;
def Test_Range : Attr<IsDialectAttr<"test", "range">, "range attribute">;

//===----------------------------------------------------------------------===//
// Interfaces
//===----------------------------------------------------------------------===//

// Op interfaces. Default bodies: one over the op (`$_op`; each op declaring
// the interface gets it in its generated `impl`) and one that does not use
// the op (the trait's default implementation).
def Test_CountingInterface : OpInterface<"CountingOpInterface"> {
  let description = [{ Counts what an op holds. }];
  let methods = [
    InterfaceMethod<"The number of operands plus `extra`.", "usize", "operand_count",
                    (ins "usize":$extra), "", [{ ir.operands($_op.0).count() + extra }]>,
    InterfaceMethod<"The interface's name.", "&'static str", "counting_name", (ins), "",
                    [{ "counting" }]>,
  ];
}

// A method without a body (the op implements the interface by hand), one
// with a default, and a default that changes the IR through the interface
// (`self.op_id()`).
def Test_DescribeInterface : OpInterface<"DescribeOpInterface"> {
  let description = [{ A description of the op. }];
  let methods = [
    InterfaceMethod<"A description of the op, after `prefix`.", "String", "describe",
                    (ins "&str":$prefix)>,
    InterfaceMethod<"A tag.", "&'static str", "tag", (ins), "", [{ "test" }]>,
    MutatingInterfaceMethod<"Marks the op with the unit attribute `test.described`.", "()",
                            "mark_described", (ins), "", [{
      let op = self.op_id();
      let mut attributes = ctx.dictionary_entries(ir.op_attributes(op)).to_vec();
      attributes.push((ctx.ident("test.described"), ctx.unit_attr()));
      ir.set_op_attributes(op, ctx.dictionary_attr(attributes));
    }]>,
  ];
}

//===----------------------------------------------------------------------===//
// Ops
//===----------------------------------------------------------------------===//

// Dialect types and attributes in a format, stripped of their prefix.
def Test_SymbolsOp : Test_Op<"symbols"> {
  let summary = "dialect types and attributes";
  let arguments = (ins Test_Pair:$pair, Test_Range:$range, OptionalAttr<Test_Range>:$more);
  let assemblyFormat = "$pair `:` type($pair) $range (`more` $more^)? attr-dict";
}

// Every kind of attribute, with a `prop-dict`.
def Test_AttrsOp : Test_Op<"attrs"> {
  let summary = "every kind of attribute";
  let arguments = (ins
    UnitAttr:$flag,
    BoolAttr:$enabled,
    StrAttr:$label,
    SymbolNameAttr:$sym,
    FlatSymbolRefAttr:$target,
    I32Attr:$count,
    ConfinedAttr<I64Attr, [IntMinValue<0>]>:$size,
    F32Attr:$scale,
    TypeAttr:$ty,
    ArrayAttr:$items,
    DictionaryAttr:$extra,
    DenseI32ArrayAttr:$shape,
    OptionalAttr<StrAttr>:$note,
    DefaultValuedAttr<I32Attr, "7">:$seven,
    Test_Color:$color,
    DefaultValuedAttr<Test_AccessAttr, "Access::none">:$access,
    AnyAttr:$anything
  );
  let assemblyFormat = "$sym `,` $target `,` $color `,` $access (`unit` $flag^)? prop-dict attr-dict";
}

// Every kind of operand and result, sized by attributes.
def Test_ValuesOp : Test_Op<"values", [AttrSizedOperandSegments, AttrSizedResultSegments]> {
  let summary = "single, optional, variadic operands and results";
  let arguments = (ins I1:$cond, Optional<AnyInteger>:$maybe, Variadic<AnyType>:$rest,
                       Test_Level:$level);
  let results = (outs I32:$first, Optional<AnyFloat>:$opt, Variadic<Index>:$many);
  let assemblyFormat = [{
    $level $cond (`maybe` $maybe^ `:` type($maybe))? (`rest` `(` $rest^ `:` type($rest) `)`)?
    attr-dict `->` type($opt) `,` type($many)
  }];
}

// Groups of operands sized by an attribute of the op.
def Test_GroupsOp : Test_Op<"groups"> {
  let summary = "a variadic of variadic operand";
  let arguments = (ins VariadicOfVariadic<AnyType, "sizes">:$groups, DenseI32ArrayAttr:$sizes);
  let assemblyFormat = "$groups `:` type($groups) attr-dict";
}

// Unnamed results and operands of the same size.
def Test_SameSizeOp : Test_Op<"same_size", [SameVariadicOperandSize, SameVariadicResultSize]> {
  let summary = "variadic groups of the same size";
  let arguments = (ins Variadic<AnyType>:$a, Variadic<AnyType>:$b);
  let results = (outs Variadic<AnyType>, Variadic<AnyType>);
}

// Type relations and inferred result types.
def Test_RelationsOp : Test_Op<"relations", [Pure, Commutative, SameTypeOperands,
    AllTypesMatch<["lhs", "rhs"]>,
    TypesMatchWith<"result is i1 of the shape of lhs", "lhs", "cmp", SameShapeWithElementType<I1>>,
    TypesMatchWith<"twin has the type of lhs", "lhs", "twin", RustTypeTransform<[{ $_self }]>>,
    PredOpTrait<"lhs is an integer or index", Or<[TypeIsPred<"lhs", AnySignlessInteger>, TypeIsPred<"lhs", Index>]>>,
    AllShapesMatch<["lhs", "cmp"]>, AllElementTypesMatch<["lhs", "twin"]>, AllRanksMatch<["lhs", "rhs"]>,
    MemoryEffects<[MemRead]>,
    DeclareOpInterfaceMethods<InferIntRangeInterface, ["infer_result_ranges"]>]> {
  let summary = "types related by traits";
  let arguments = (ins AnyType:$lhs, AnyType:$rhs);
  let results = (outs BoolLike:$cmp, AnyType:$twin);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($lhs)";
}

// Same type everywhere; a buildable operand type; a Rust predicate; an
// interface with a generated `impl`.
def Test_SameOp : Test_Op<"same", [SameOperandsAndResultType, Idempotent,
    Test_CountingInterface]> {
  let summary = "operands and result of one type";
  let arguments = (ins SignlessIntegerLike:$x, SignlessIntegerLike:$y,
                       TypeConstraint<RustPred<[{ $_ctx.int_or_float_width($_self).is_some() }]>, "sized">:$z);
  let results = (outs SignlessIntegerLike:$res);
  let assemblyFormat = "$x `,` $y `,` $z attr-dict `:` qualified(type($res))";
}

// A buildable operand type the format leaves out, and `functional-type`.
def Test_TypesOp : Test_Op<"types"> {
  let summary = "types from builders and functional types";
  let arguments = (ins I32:$fixed, Variadic<AnyType>:$args);
  let results = (outs Variadic<AnyType>:$outs);
  let assemblyFormat = "$fixed `(` $args `)` attr-dict `:` functional-type($args, $outs)";
}

// All operands, all results and a whitespace literal.
def Test_AllOp : Test_Op<"all"> {
  let summary = "operands and results directives";
  let arguments = (ins Variadic<AnyType>:$inputs);
  let results = (outs Variadic<AnyType>:$outputs);
  let assemblyFormat = "`[` `` operands `]` ` ` attr-dict `:` type(operands) `->` type(results)";
}

// Regions: any, sized with an implicit terminator, variadic.
def Test_RegionsOp : Test_Op<"regions", [SingleBlockImplicitTerminator<"test.yield">,
    RecursiveMemoryEffects, OpAsmOpInterface]> {
  let summary = "every kind of region";
  let regions = (region SizedRegion<1>:$body, VariadicRegion<AnyRegion>:$others);
  let assemblyFormat = "attr-dict-with-keyword $body (`others` $others^)?";
  let defaultDialect = "test";
}

def Test_YieldOp : Test_Op<"yield", [Pure, Terminator, ReturnLike, ParentOneOf<["test.regions", "test.isolated"]>]> {
  let summary = "the terminator of test regions";
  let arguments = (ins Variadic<AnyType>:$values);
  let assemblyFormat = "attr-dict ($values^ `:` type($values))?";
}

// An isolated graph region without terminator, and `regions`; a symbol
// with the default methods of `SymbolOpInterface`.
def Test_IsolatedOp : Test_Op<"isolated", [IsolatedFromAbove, NoTerminator, NoRegionArguments,
    SymbolTable, Symbol, SymbolOpInterface] # GraphRegionNoTerminator.traits> {
  let summary = "an isolated graph region";
  let arguments = (ins SymbolNameAttr:$sym_name);
  let regions = (region AnyRegion:$body);
  let assemblyFormat = "$sym_name attr-dict-with-keyword regions";
}

// Successors: one and a variadic group.
def Test_BranchOp : Test_Op<"branch", [Terminator, AttrSizedOperandSegments]> {
  let summary = "a terminator with successors";
  let arguments = (ins Variadic<AnyType>:$first_args, Variadic<AnyType>:$rest_args);
  let successors = (successor AnySuccessor:$first, VariadicSuccessor<AnySuccessor>:$rest);
  let assemblyFormat = [{
    $first (`(` $first_args^ `:` type($first_args) `)`)? `,` `[` $rest `]`
    (`with` $rest_args^ `:` type($rest_args))? attr-dict
  }];
}

// `successors`, an optional group with an else branch, and a newline.
def Test_JumpOp : Test_Op<"jump", [Terminator]> {
  let summary = "successors directive";
  let arguments = (ins UnitAttr:$fast);
  let successors = (successor VariadicSuccessor<AnySuccessor>:$targets);
  let assemblyFormat = "successors (`fast` $fast^) : (`slow`)? `\\n` attr-dict";
}

// `oilist`, a custom directive with `ref`, and a string argument.
def Test_ClausesOp : Test_Op<"clauses", [AttrSizedOperandSegments]> {
  let summary = "order-independent clauses and a custom directive";
  let arguments = (ins Optional<I32>:$a, Optional<I64>:$b, UnitAttr:$nowait, I32Attr:$num);
  let assemblyFormat = [{
    oilist(`a` `(` $a `)` | `b` `(` $b `)` | `nowait` $nowait)
    custom<Num>($num, ref($num), "text") attr-dict
  }];
}

// A verifier, a custom form, result names and an interface written by hand.
def Test_HookedOp : Test_Op<"hooked", [
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["asm_result_names"]>,
    DeclareOpInterfaceMethods<Test_DescribeInterface, ["describe"]>]> {
  let summary = "Rust hooks";
  let arguments = (ins I32:$value);
  let results = (outs I32:$out);
  let hasVerifier = 1;
  let hasCustomAssemblyFormat = 1;
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

// A `TypedValue<I1>` operand, a builder with a body, extra items.
def Test_BuiltOp : Test_Op<"built", [Pure]> {
  let summary = "builders and extra items";
  let arguments = (ins I1:$flag, I32Attr:$n);
  let results = (outs I32:$r);
  let builders = [OpBuilder<(ins "i32":$n), [{
    $_state.result_types.push($_ctx.integer_type(32));
    $_state.properties = Some($_ctx.dictionary_attr(vec![
        ($_ctx.ident("n"), $_ctx.integer_attr($_ctx.integer_type(32), n as i128))]));
  }]>];
  let extraClassDeclaration = [{
    /// `n` plus one (an extra item of the op).
    pub fn n_plus_one(self, ctx: &dialectic::Context, ir: &dialectic::Ir) -> i128 {
      self.n(ctx, ir) + 1
    }
  }];
  let extraClassDefinition = [{
    /// The op's name, as a free function (an extra item after the op).
    pub fn built_op_name() -> &'static str { BuiltOp::NAME }
  }];
  let assemblyFormat = "$flag `,` $n attr-dict";
}

// Only hand-written builders.
def Test_ManualOp : Test_Op<"manual"> {
  let summary = "no generated builder";
  let builders = [OpBuilder<(ins)>];
  let skipDefaultBuilders = 1;
}

// Inferred result types through InferTypeOpInterface and a Rust hook.
def Test_InferOp : Test_Op<"infer", [DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let summary = "result types from a hook";
  let arguments = (ins AnyType:$input);
  let results = (outs AnyType:$output);
  let assemblyFormat = "$input attr-dict `:` type($input)";
}
