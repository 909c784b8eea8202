// The `fmt` dialect: types and attributes whose declarative assembly
// formats use every directive MLIR 19 has (`params`, `struct`, optional
// groups with anchors and else branches, `custom`, `qualified`, optional,
// default-valued and list parameters of every kind, literals and
// spacing). The same file is read by Dialectic's `dialect!` and by
// `mlir-tblgen-19` for the MLIR 19 build that the tests compare with
// (`tests/user-dialect/tests/formats_vs_mlir.rs`): parameters are written
// with their C++ types, which Dialectic reads as the Rust ones, and the
// only differences (under `#ifdef DIALECTIC`) are the includes and the
// dialect's language-specific fields.

#ifdef DIALECTIC
include "OpBase.td"
#else
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"
include "mlir/IR/OpBase.td"
#endif

def Fmt_Dialect : Dialect {
  let name = "fmt";
  let summary = "Types and attributes using every format directive";
  let cppNamespace = "::fmt";
  let useDefaultTypePrinterParser = 1;
#ifdef DIALECTIC
  let rustModule = "formats";
#else
  let useDefaultAttributePrinterParser = 1;
#endif
}

def Fmt_Color : I32EnumAttr<"Color", "a color", [
    I32EnumAttrCase<"red", 0>,
    I32EnumAttrCase<"green", 1>,
    I32EnumAttrCase<"blue", 2>,
  ]> {
  let cppNamespace = "::fmt";
}

class Fmt_Type<string name, string typeMnemonic> : TypeDef<Fmt_Dialect, name> {
  let mnemonic = typeMnemonic;
}

class Fmt_Attr<string name, string attrMnemonic> : AttrDef<Fmt_Dialect, name> {
  let mnemonic = attrMnemonic;
}

//===----------------------------------------------------------------------===//
// `params`
//===----------------------------------------------------------------------===//

// `!fmt.vec<4, i32>`.
def Fmt_VecType : Fmt_Type<"Vec", "vec"> {
  let summary = "params: a width and an element type";
  let parameters = (ins "int64_t":$width, "::mlir::Type":$element);
  let assemblyFormat = "`<` params `>`";
}

// `!fmt.tail<1>`, `!fmt.tail<1, 2>`, `!fmt.tail<1, 2, true>`: trailing
// optional and default-valued parameters are left out when they hold
// their default.
def Fmt_TailType : Fmt_Type<"Tail", "tail"> {
  let summary = "params with optional trailing parameters";
  let parameters = (ins "int64_t":$head, OptionalParameter<"int64_t">:$next,
                    DefaultValuedParameter<"bool", "false">:$last);
  let assemblyFormat = "`<` params `>`";
}

//===----------------------------------------------------------------------===//
// `struct`
//===----------------------------------------------------------------------===//

// ANCHOR: struct
// `#fmt.options<level = 2, name = "x", strict = false, color = blue,
// sizes = 1, 2>`: keyword = value in any order on parse, the declaration
// order on print, absent and default values left out.
def Fmt_OptionsAttr : Fmt_Attr<"Options", "options"> {
  let summary = "struct(params) with optional and default-valued parameters";
  let parameters = (ins
    "int64_t":$level,
    StringRefParameter<"", [{""}]>:$name,
    DefaultValuedParameter<"bool", "true">:$strict,
    DefaultValuedParameter<"::fmt::Color", "Color::green">:$color,
    OptionalArrayRefParameter<"int64_t">:$sizes);
  let assemblyFormat = "`<` struct(params) `>`";
}
// ANCHOR_END: struct

// `#fmt.bounds<"name" : lo = 1, hi = 5>`: a struct of some parameters.
def Fmt_BoundsAttr : Fmt_Attr<"Bounds", "bounds"> {
  let summary = "struct($a, $b) after another parameter";
  let parameters = (ins StringRefParameter<>:$label, "int64_t":$lo, "int64_t":$hi);
  let assemblyFormat = "`<` $label `:` struct($hi, $lo) `>`";
}

// `!fmt.knobs`, `!fmt.knobs<depth = 3>`: a struct of optional parameters
// anchoring an optional group.
def Fmt_KnobsType : Fmt_Type<"Knobs", "knobs"> {
  let summary = "an optional group anchored on a struct of optional parameters";
  let parameters = (ins OptionalParameter<"int64_t">:$depth, OptionalParameter<"uint32_t">:$width);
  let assemblyFormat = "(`<` struct(params)^ `>`)?";
}

// `!fmt.duo<a = 1 : c = 3, b = 2>`: two structs.
def Fmt_DuoType : Fmt_Type<"Duo", "duo"> {
  let summary = "two struct directives";
  let parameters = (ins "int64_t":$a, "int64_t":$b, OptionalParameter<"int64_t">:$c);
  let assemblyFormat = "`<` struct($a) `:` struct($c, $b) `>`";
}

//===----------------------------------------------------------------------===//
// Optional groups
//===----------------------------------------------------------------------===//

// `!fmt.space`, `!fmt.space<3>`.
def Fmt_SpaceType : Fmt_Type<"Space", "space"> {
  let summary = "an optional group anchored on its parameter";
  let parameters = (ins OptionalParameter<"uint32_t">:$number);
  let assemblyFormat = "(`<` $number^ `>`)?";
}

// ANCHOR: optional
// `!fmt.shape<i32>`, `!fmt.shape<i32 x [2, 3]>`,
// `!fmt.shape<i32, unranked true>`: optional groups anchored on a list and
// on a default-valued parameter.
def Fmt_ShapeType : Fmt_Type<"Shape", "shape"> {
  let summary = "optional groups anchored on a list and a default-valued parameter";
  let parameters = (ins "::mlir::Type":$element, OptionalArrayRefParameter<"int64_t">:$dims,
                    DefaultValuedParameter<"bool", "false">:$unranked);
  let assemblyFormat = "`<` $element (`x` `[` $dims^ `]`)? (`,` `unranked` $unranked^)? `>`";
}

// `#fmt.maybe<"a">`, `#fmt.maybe<none>`: the anchor in the else branch.
def Fmt_MaybeAttr : Fmt_Attr<"Maybe", "maybe"> {
  let summary = "an optional group whose anchor is in its else branch";
  let parameters = (ins StringRefParameter<"", [{""}]>:$value);
  let assemblyFormat = "`<` (`none`) : ($value^)? `>`";
}
// ANCHOR_END: optional

//===----------------------------------------------------------------------===//
// custom and qualified
//===----------------------------------------------------------------------===//

// `!fmt.pair`, `!fmt.pair<1, 2>`, `!fmt.pair<1>`: `params` of optional
// parameters anchoring a group.
def Fmt_PairType : Fmt_Type<"Pair", "pair"> {
  let summary = "an optional group anchored on params";
  let parameters = (ins OptionalParameter<"int64_t">:$first, OptionalParameter<"int64_t">:$second);
  let assemblyFormat = "(`<` params^ `>`)?";
}

// `#fmt.note<"a">`, `#fmt.note<"a", tag 3>`: a custom directive anchoring
// a group.
def Fmt_NoteAttr : Fmt_Attr<"Note", "note"> {
  let summary = "an optional group anchored on a custom directive";
  let parameters = (ins StringRefParameter<>:$label, OptionalParameter<"int64_t">:$tag);
  let assemblyFormat = "`<` $label (`,` custom<Tag>($tag)^)? `>`";
}


// ANCHOR: custom
// `!fmt.grid<2 * 3 * 4 of f32>`: a custom directive for the dimensions.
def Fmt_GridType : Fmt_Type<"Grid", "grid"> {
  let summary = "custom<Dims>($dims)";
  let parameters = (ins ArrayRefParameter<"int64_t">:$dims, "::mlir::Type":$element);
  let assemblyFormat = "`<` custom<Dims>($dims) `of` $element `>`";
}
// ANCHOR_END: custom

// `#fmt.scaled<4 * 3>`: a custom directive given a parameter bound
// before it.
def Fmt_ScaledAttr : Fmt_Attr<"Scaled", "scaled"> {
  let summary = "custom<Factor>(ref($base), $factor)";
  let parameters = (ins "int64_t":$base, "int64_t":$factor);
  let assemblyFormat = "`<` $base custom<Factor>(ref($base), $factor) `>`";
}

// `#fmt.tagged<#fmt.maybe<none> in !fmt.space<2>>` and the same without
// the prefixes for the inner symbols.
def Fmt_TaggedAttr : Fmt_Attr<"Tagged", "tagged"> {
  let summary = "qualified($a) and stripped parameters of this dialect";
  let parameters = (ins "MaybeAttr":$inner, "SpaceType":$space,
                    "MaybeAttr":$plain, "SpaceType":$plainSpace);
  let assemblyFormat =
    "`<` qualified($inner) `in` qualified($space) `,` $plain `in` $plainSpace `>`";
}

//===----------------------------------------------------------------------===//
// Parameter kinds, literals and spacing
//===----------------------------------------------------------------------===//

// `#fmt.kinds<"text", blue, 5 : i32, 7, [1, 2] -> i8, false>`.
def Fmt_KindsAttr : Fmt_Attr<"Kinds", "kinds"> {
  let summary = "string, enum, attribute, attribute class, type and bool parameters";
  let parameters = (ins StringRefParameter<>:$text, "::fmt::Color":$color,
                    "::mlir::Attribute":$any, "::mlir::IntegerAttr":$integer,
                    "::mlir::Type":$type, "bool":$flag);
  let assemblyFormat = "`<` $text `,` $color `,` $any `,` $integer `,` $type `->` $flag `>`";
}

// `!fmt.spaced< 1 ,2 :i8 >`: explicit spaces and no-space markers.
def Fmt_SpacedType : Fmt_Type<"Spaced", "spaced"> {
  let summary = "whitespace directives";
  let parameters = (ins "int64_t":$a, "int64_t":$b, "::mlir::Type":$t);
  let assemblyFormat = "`<` ` ` $a ` ` `,` `` $b `:` `` $t ` ` `>`";
}

// `!fmt.keyed<from 1 to 2 step 3>` and `!fmt.keyed<from 1 to 2>`:
// keywords and an optional group led by a keyword.
def Fmt_KeyedType : Fmt_Type<"Keyed", "keyed"> {
  let summary = "keyword literals";
  let parameters = (ins "int64_t":$from, "int64_t":$to, OptionalParameter<"int64_t">:$step);
  let assemblyFormat = "`<` `from` $from `to` $to (`step` $step^)? `>`";
}

// `!fmt.unit`: a mnemonic alone.
def Fmt_UnitType : Fmt_Type<"Unit", "unit"> {
  let summary = "no parameters";
}
