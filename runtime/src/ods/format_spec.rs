//! The static form of a declarative assembly format (MLIR's format
//! language), as generated code emits it; [`super::FormatAssembly`] is the
//! engine that prints and parses an op by walking it.
//!
//! A generator turns a checked format (`codegen::asm_format::AsmFormat`)
//! into a `const FormatSpec` element by element: every element that prints
//! something carries the spacing decision mlir-tblgen makes statically
//! (`space_before`), attributes say how MLIR formats them ([`AttrStyle`]),
//! every operand and result group says how the parser gets its types
//! ([`TypeResolution`]), and what the format binds as a whole (which
//! attributes `attr-dict` leaves out, whether `operands` or `type(results)`
//! appear, ...) comes with it ([`FormatFacts`]): the printer and the parser
//! read these facts and never walk a format to find them. For example `$lhs `,` $rhs attr-dict `:`
//! type($result)` on an op with operands `lhs`, `rhs` and result `result`:
//!
//! ```
//! use dialectic_runtime::ods::*;
//! const ELEMENTS: &[FormatElement] = &[
//!     FormatElement::Operand { index: 0, space_before: true },
//!     FormatElement::Literal { text: ",", space_before: false },
//!     FormatElement::Operand { index: 1, space_before: true },
//!     FormatElement::AttrDict { with_keyword: false },
//!     FormatElement::Literal { text: ":", space_before: true },
//!     FormatElement::Type { arg: FormatTypeRef::Result(0), space_before: true, style: TypeStyle::Full },
//! ];
//! const FORMAT: FormatSpec = FormatSpec {
//!     elements: ELEMENTS,
//!     operand_types: &[TypeResolution::FromResult(0, None), TypeResolution::FromResult(0, None)],
//!     result_types: &[TypeResolution::Format],
//!     infer_result_types: None,
//!     // As the code generator finds them: both operands and the result's
//!     // type are printed whatever the op holds, and no element depends on
//!     // the op's values.
//!     facts: FormatFacts {
//!         printed: PrintedGroups {
//!             operands: &[0, 1],
//!             result_types: &[0],
//!             ..PrintedGroups::NONE
//!         },
//!         ..FormatFacts::NONE
//!     },
//! };
//! ```
//!
//! An op whose spec has a format registers the engine as its custom form:
//!
//! ```ignore
//! static ADDI_ASSEMBLY: FormatAssembly = FormatAssembly::new(&ADDI);
//! ctx.register_op(definition_from_spec(&ADDI, Some(&ADDI_ASSEMBLY), OpHooks::NONE));
//! ```
//!
//! The printer prints an op in custom form only when the form can say
//! everything the op holds (operand groups consistent with the spec, types
//! the parser would infer equal to the actual ones, enum values that are
//! cases, ...); otherwise it prints the generic form, so no data is lost.
//! The parser reports errors as MLIR's generated parsers do: those MLIR's
//! `OpAsmParser::emitError` reports carry the `custom op 'name' ` prefix,
//! token errors (`expected ','`) do not. Custom directives report their
//! errors as they make them.

use super::type_transform::TypeTransform;
use crate::storage::attributes::{Attribute, NamedAttribute};
use crate::storage::context::Context;
use crate::storage::ir::{BlockId, OpId, RegionId, Value};
use crate::storage::types::Type;
use crate::text::parse::{OpParser, PResult, UnresolvedOperand};
use crate::text::print::OpPrinter;

/// Whitespace in an assembly format: printed, never parsed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FormatSpace {
    /// `` ` ` ``: a space.
    Space,
    /// ``` `` ```: no space (suppresses the automatic one).
    NoSpace,
    /// `` `\n` ``: a newline and the op's indentation.
    Newline,
}

/// What a `type(...)` (or `functional-type` argument) refers to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FormatTypeRef {
    /// The type(s) of operand group n.
    Operand(usize),
    /// The type(s) of result group n.
    Result(usize),
    /// All operand types (`operands`).
    Operands,
    /// All result types (`results`).
    Results,
}

/// How the parser gets the types of an operand or result group.
#[derive(Clone, Copy, Debug)]
pub enum TypeResolution {
    /// Printed in the format (`type`, `functional-type`, `type(operands)`,
    /// `type(results)` or a `type` argument of a custom directive).
    Format,
    /// Built by the constraint's builder (one type, used for every value).
    Buildable(fn(&Context) -> Type),
    /// The type(s) of operand group n, maybe transformed (`AllTypesMatch`,
    /// `SameOperandsAndResultType`, `TypesMatchWith`, ...). A single or
    /// optional source gives one type used for every value of the group; a
    /// variadic source gives one type per value.
    FromOperand(usize, Option<TypeTransform>),
    /// The type(s) of result group n, maybe transformed.
    FromResult(usize, Option<TypeTransform>),
    /// The type of (typed) attribute n, maybe transformed.
    FromAttribute(usize, Option<TypeTransform>),
}

/// Result types computed from the parsed operands' types and attributes
/// (MLIR's `InferTypeOpInterface::inferReturnTypes`); the error is
/// reported at the op name.
pub type InferResultTypes = fn(&Context, &[Type], &[NamedAttribute]) -> Result<Vec<Type>, String>;

/// One case of an enum (`I64EnumAttrCase<"slt", 2>`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EnumCase {
    /// The string the case prints as (`slt`).
    pub name: &'static str,
    /// Its value.
    pub value: i64,
    /// A bit enum's group of other cases (`BitEnumAttrCaseGroup`: `fast`).
    pub group: bool,
}

/// An enum whose attribute is a signless integer attribute
/// (`I32EnumAttr`, `I64EnumAttr`, `I32BitEnumAttr`, ...): formats print the
/// case name as a keyword (or a string when it is no keyword) and parse it
/// back into the integer.
#[derive(Clone, Copy, Debug)]
pub struct EnumSpec {
    /// The enum's name (`CmpIPredicate`).
    pub name: &'static str,
    /// The cases, in declaration order.
    pub cases: &'static [EnumCase],
    /// Width of the integer attribute (32 for `I32EnumAttr`).
    pub width: u32,
    /// A bit enum: values combine cases with `separator`.
    pub bit_enum: bool,
    /// The separator of a bit enum's string form (`|`).
    pub separator: &'static str,
    /// A bit enum prints its groups first (MLIR's
    /// `printBitEnumPrimaryGroups`), else every case whose bits are set.
    pub primary_groups: bool,
}

impl EnumSpec {
    /// The case string of `value` (MLIR's `stringifyEnum`). A bit enum
    /// prints its none case for 0; else, with primary groups, the groups
    /// whose bits are all set (in reverse declaration order, each taking
    /// its bits away) and then the single-bit cases among the bits left;
    /// without them, every case whose bits are all set; joined by the
    /// separator. `None` when the value is no case (or has bits no case
    /// names).
    pub fn stringify(&self, value: i64) -> Option<String> {
        if !self.bit_enum {
            return self
                .cases
                .iter()
                .find(|c| c.value == value)
                .map(|c| c.name.to_string());
        }
        let mut bits = value as u64;
        let valid = self.cases.iter().fold(0u64, |acc, c| acc | c.value as u64);
        if bits & !valid != 0 {
            return None;
        }
        if bits == 0 {
            let none = self.cases.iter().find(|c| c.value == 0);
            return Some(none.map(|c| c.name.to_string()).unwrap_or_default());
        }
        let all_set =
            |bits: u64, c: &EnumCase| c.value != 0 && bits & c.value as u64 == c.value as u64;
        let mut parts = Vec::new();
        if self.primary_groups {
            for c in self.cases.iter().rev() {
                if c.group && all_set(bits, c) {
                    parts.push(c.name);
                    bits &= !(c.value as u64);
                }
            }
            parts.extend(
                self.cases
                    .iter()
                    .filter(|c| !c.group && all_set(bits, c))
                    .map(|c| c.name),
            );
        } else {
            parts.extend(
                self.cases
                    .iter()
                    .filter(|c| all_set(bits, c))
                    .map(|c| c.name),
            );
        }
        Some(parts.join(self.separator))
    }

    /// The value of a case string (MLIR's `symbolizeEnum`); a bit enum takes
    /// case names joined by its separator.
    pub fn symbolize(&self, text: &str) -> Option<i64> {
        if !self.bit_enum {
            return self.cases.iter().find(|c| c.name == text).map(|c| c.value);
        }
        if let Some(c) = self.cases.iter().find(|c| c.value == 0 && c.name == text) {
            return Some(c.value);
        }
        let sep = if self.separator.trim().is_empty() {
            "|"
        } else {
            self.separator.trim()
        };
        let mut value = 0i64;
        for part in text.split(sep) {
            let part = part.trim();
            let case = self.cases.iter().find(|c| c.name == part && c.value != 0)?;
            value |= case.value;
        }
        Some(value)
    }

    /// Writes `value` as MLIR's `operator<<` of the enum does (a parameter
    /// of the enum's type): the case string, quoted when it is no keyword;
    /// for a bit enum, quoted when several bits are set, unless they are
    /// exactly one case that is a keyword (`fast`).
    pub fn write_field(&self, out: &mut String, value: i64) {
        let Some(text) = self.stringify(value) else {
            out.push_str(&value.to_string());
            return;
        };
        let keyword = crate::text::print::is_bare_identifier(text.as_bytes());
        let quoted = if self.bit_enum {
            let bits = value as u64;
            let keyword_case = self.cases.iter().any(|c| {
                c.value == value && crate::text::print::is_bare_identifier(c.name.as_bytes())
            });
            bits.count_ones() > 1 && !keyword_case
        } else {
            !keyword
        };
        if quoted {
            crate::text::print::write_escaped(out, text.as_bytes());
        } else {
            out.push_str(&text);
        }
    }

    /// Whether `name` prints as a keyword in a format (MLIR prints the other
    /// cases, and bit-enum cases that are not single bits, as strings).
    pub fn prints_as_keyword(&self, name: &str) -> bool {
        let keyword = crate::text::print::is_bare_identifier(name.as_bytes());
        if !self.bit_enum {
            return keyword;
        }
        keyword
            && self
                .cases
                .iter()
                .any(|c| c.name == name && c.value > 0 && (c.value as u64).is_power_of_two())
    }
}

/// How a format prints and parses an attribute (mlir-tblgen's choice).
#[derive(Clone, Copy, Debug)]
pub enum AttrStyle {
    /// `printAttribute`: the whole attribute, type included (a `qualified`
    /// attribute, a builtin attribute, or storage `::mlir::Attribute`).
    Full,
    /// `printAttributeWithoutType`: the value type is buildable (the
    /// attribute spec's `value_type`), so the parser knows it.
    WithoutType,
    /// `printStrippedAttrOrType` of a dialect attribute (`AttrDef` with a
    /// mnemonic): its parameters without `#dialect.mnemonic` (`<nsw>`); the
    /// parser hands them to the dialect's attribute hook, or parses a full
    /// attribute when one (`#...`) is written.
    Stripped {
        /// The dialect.
        dialect: &'static str,
        /// The attribute's mnemonic.
        mnemonic: &'static str,
    },
    /// An enum attribute (`EnumAttrInfo`): the case as a keyword.
    Enum(&'static EnumSpec),
    /// A dense array of integers of `width` bits (`DenseI32ArrayAttr`, ...):
    /// MLIR's own syntax for it, `[1, -2]` (`[true, false]` for `i1`),
    /// without `array<i32: ...>`.
    DenseArray {
        /// The element width.
        width: u32,
    },
    /// `SymbolNameAttr`: a string attribute printed as `@name`.
    SymbolName,
}

/// How a format prints and parses a single type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TypeStyle {
    /// The whole type (`qualified`, builtin types, lists of types).
    Full,
    /// `printStrippedAttrOrType` of a dialect type (`TypeDef` with a
    /// mnemonic) for a single value: its parameters without
    /// `!dialect.mnemonic`; a full type (`!...`) is accepted when parsing.
    Stripped {
        /// The dialect.
        dialect: &'static str,
        /// The type's mnemonic.
        mnemonic: &'static str,
    },
}

/// One element of a declarative assembly format.
///
/// `space_before` is mlir-tblgen's static spacing decision for the element
/// (`codegen::asm_format::Element::space_before`): the printer emits a
/// space before it exactly when the flag is set. `attr-dict` and
/// `prop-dict` decide at run time.
#[derive(Clone, Copy, Debug)]
pub enum FormatElement {
    /// A keyword or punctuation (`` `to` ``, `` `,` ``).
    Literal {
        /// The text.
        text: &'static str,
        /// A space is printed before it.
        space_before: bool,
    },
    /// Explicit whitespace.
    Whitespace(FormatSpace),
    /// `$operand`: operand group `index` (comma separated when variadic;
    /// `(a, b), (c)` for a variadic of variadic).
    Operand {
        /// The operand group.
        index: usize,
        /// A space is printed before it.
        space_before: bool,
    },
    /// `$attr`: attribute `index` of the op spec.
    Attribute {
        /// The attribute.
        index: usize,
        /// A space is printed before it.
        space_before: bool,
        /// How it prints.
        style: AttrStyle,
    },
    /// `$region` (comma separated when variadic).
    Region {
        /// The region group.
        index: usize,
        /// A space is printed before it.
        space_before: bool,
    },
    /// `$successor` (comma separated when variadic).
    Successor {
        /// The successor group.
        index: usize,
        /// A space is printed before it.
        space_before: bool,
    },
    /// `attr-dict` / `attr-dict-with-keyword`: the attributes the format
    /// does not print, ` {...}` when there are any.
    AttrDict {
        /// `attributes` precedes a non-empty dictionary.
        with_keyword: bool,
    },
    /// `prop-dict`: ` <{...}>` with the properties the format does not print.
    PropDict,
    /// `operands`: all operands.
    Operands {
        /// A space is printed before it.
        space_before: bool,
    },
    /// `regions`: all regions.
    Regions {
        /// A space is printed before it.
        space_before: bool,
    },
    /// `successors`: all successors.
    Successors {
        /// A space is printed before it.
        space_before: bool,
    },
    /// `type(...)` / `qualified(type(...))`.
    Type {
        /// Whose types.
        arg: FormatTypeRef,
        /// A space is printed before it.
        space_before: bool,
        /// How a single type prints.
        style: TypeStyle,
    },
    /// `functional-type(inputs, results)`.
    FunctionalType {
        /// The input types.
        inputs: FormatTypeRef,
        /// The result types.
        results: FormatTypeRef,
        /// A space is printed before it.
        space_before: bool,
    },
    /// `custom<Name>(...)`.
    Custom {
        /// The directive.
        directive: &'static CustomDirective,
        /// A space is printed before it.
        space_before: bool,
    },
    /// `(...)?` and `(...)^ : (...)?` groups.
    Optional(&'static OptionalGroup),
    /// `oilist(`kw` ... | `kw2` ...)`: the clauses whose variables are
    /// present, in order (mlir-tblgen 19 prints nothing else for it: no
    /// leading space of its own, e.g. `transform.foreach %0 : ...` and
    /// `transform.foreach %0 with_zip_shortest : ...`).
    OIList(&'static [OIListClause]),
    /// `ref(...)`: an argument of a custom directive bound earlier.
    Ref(&'static FormatElement),
    /// A string argument of a custom directive (already unescaped).
    String(&'static str),
}

/// An optional group.
#[derive(Clone, Copy, Debug)]
pub struct OptionalGroup {
    /// Printed (and parsed) when the anchor is present.
    pub then_elements: &'static [FormatElement],
    /// Printed when the anchor is absent (`(...) : (...)?`).
    pub else_elements: &'static [FormatElement],
    /// Index of the anchor in `then_elements` (in `else_elements` when
    /// `inverted`).
    pub anchor: usize,
    /// The anchor is in the else group: the then group is printed when the
    /// anchor is absent.
    pub inverted: bool,
    /// The anchor is a `UnitAttr` that is not the first element of either
    /// group: it is not printed, and parsing the group sets it.
    pub elide_anchor: bool,
}

/// One clause of an `oilist`.
#[derive(Clone, Copy, Debug)]
pub struct OIListClause {
    /// The keyword that starts the clause.
    pub keyword: &'static str,
    /// The space before the keyword.
    pub space_before: bool,
    /// The elements after the keyword.
    pub elements: &'static [FormatElement],
    /// The clause is just this `UnitAttr`: only the keyword is printed.
    pub unit_attr: Option<usize>,
}

/// A value of an argument of a custom directive, shaped by the argument:
/// `V` is [`Value`] when printing and [`UnresolvedOperand`] when parsing.
///
/// When printing, every argument holds the op's data. When parsing, the
/// engine passes `ref(...)` arguments filled with what was parsed before and
/// the others empty; the directive fills them, and the engine takes them
/// back (operands, types, attributes, regions, successors, attributes of
/// `attr-dict`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DirectiveArg<V> {
    /// A single or optional operand.
    Operand(Option<V>),
    /// A variadic operand group.
    Operands(Vec<V>),
    /// A variadic-of-variadic operand group.
    OperandGroups(Vec<Vec<V>>),
    /// The type of a single or optional value.
    Type(Option<Type>),
    /// The types of a variadic group (or `operands`/`results`).
    Types(Vec<Type>),
    /// The types of a variadic-of-variadic group.
    TypeGroups(Vec<Vec<Type>>),
    /// An attribute, if set.
    Attribute(Option<Attribute>),
    /// A single region.
    Region(Option<RegionId>),
    /// A variadic region group.
    Regions(Vec<RegionId>),
    /// A single successor.
    Successor(Option<BlockId>),
    /// A variadic successor group.
    Successors(Vec<BlockId>),
    /// `attr-dict` (all the op's attributes and properties) or `prop-dict`.
    Attributes(Vec<NamedAttribute>),
    /// A string argument.
    String(&'static str),
}

impl<V: Copy> DirectiveArg<V> {
    /// The operands of an operand argument (empty otherwise).
    pub fn operands(&self) -> Vec<V> {
        match self {
            DirectiveArg::Operand(v) => v.iter().copied().collect(),
            DirectiveArg::Operands(v) => v.clone(),
            DirectiveArg::OperandGroups(g) => g.iter().flatten().copied().collect(),
            _ => Vec::new(),
        }
    }

    /// The types of a type argument (empty otherwise).
    pub fn types(&self) -> Vec<Type> {
        match self {
            DirectiveArg::Type(t) => t.iter().copied().collect(),
            DirectiveArg::Types(t) => t.clone(),
            DirectiveArg::TypeGroups(g) => g.iter().flatten().copied().collect(),
            _ => Vec::new(),
        }
    }

    /// The attribute of an attribute argument.
    pub fn attribute(&self) -> Option<Attribute> {
        match self {
            DirectiveArg::Attribute(a) => *a,
            _ => None,
        }
    }

    /// The successors of a successor argument (empty otherwise).
    pub fn successors(&self) -> Vec<BlockId> {
        match self {
            DirectiveArg::Successor(b) => b.iter().copied().collect(),
            DirectiveArg::Successors(b) => b.clone(),
            _ => Vec::new(),
        }
    }

    /// The regions of a region argument (empty otherwise).
    pub fn regions(&self) -> Vec<RegionId> {
        match self {
            DirectiveArg::Region(r) => r.iter().copied().collect(),
            DirectiveArg::Regions(r) => r.clone(),
            _ => Vec::new(),
        }
    }
}

/// Prints a custom directive: the printer stands where the directive goes
/// (the engine already printed the space before it); `args` hold the op's
/// data for each argument of the directive, in order.
pub type DirectivePrintFn = fn(&mut OpPrinter<'_>, OpId, &[DirectiveArg<Value>]);

/// Parses a custom directive into `args` (shaped like the directive's
/// arguments; `ref` arguments hold what was parsed before). Returns
/// `Ok(false)` when the directive is absent and consumed nothing: the
/// engine then skips an optional group the directive starts.
pub type DirectiveParseFn = for<'p, 'a, 's, 'v> fn(
    &'p mut OpParser<'a, 's>,
    &'v mut [DirectiveArg<UnresolvedOperand<'s>>],
) -> PResult<bool>;

/// A `custom<Name>(...)` directive: Rust functions print and parse it
/// (MLIR's `printName`/`parseName`).
#[derive(Clone, Copy)]
pub struct CustomDirective {
    /// The directive's name.
    pub name: &'static str,
    /// The arguments: `Operand`, `Attribute`, `Region`, `Successor`,
    /// `Type`, `AttrDict`, `PropDict`, `Ref`, `String` elements.
    pub args: &'static [FormatElement],
    /// Prints the arguments.
    pub print: DirectivePrintFn,
    /// Parses the arguments.
    pub parse: DirectiveParseFn,
}

impl std::fmt::Debug for CustomDirective {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "custom<{}>", self.name)
    }
}

/// The groups a format prints whatever the op holds: those its elements
/// outside optional groups and `oilist` clauses bind (custom directive
/// arguments included), by index into the op spec's lists.
#[derive(Clone, Copy, Debug)]
pub struct PrintedGroups {
    /// Operand groups.
    pub operands: &'static [usize],
    /// Operand groups whose types are printed.
    pub operand_types: &'static [usize],
    /// Result groups whose types are printed.
    pub result_types: &'static [usize],
    /// Attributes.
    pub attrs: &'static [usize],
    /// Regions.
    pub regions: &'static [usize],
    /// Successors.
    pub successors: &'static [usize],
}

impl PrintedGroups {
    /// Nothing printed unconditionally.
    pub const NONE: PrintedGroups = PrintedGroups {
        operands: &[],
        operand_types: &[],
        result_types: &[],
        attrs: &[],
        regions: &[],
        successors: &[],
    };
}

/// What a format binds as a whole, found by the code generator when it
/// checks the format (`codegen::asm_format::AsmFormat`), so that neither
/// the printer nor the parser walks the elements to learn it.
#[derive(Clone, Copy, Debug)]
pub struct FormatFacts {
    /// Has the `operands` directive.
    pub all_operands: bool,
    /// Has `type(operands)`.
    pub all_operand_types: bool,
    /// Has `type(results)` (or `results` in `functional-type`).
    pub all_result_types: bool,
    /// Has `regions`.
    pub all_regions: bool,
    /// Has `successors`.
    pub all_successors: bool,
    /// Has `prop-dict`.
    pub prop_dict: bool,
    /// The attributes the elements bind (anywhere: optional groups, custom
    /// directive arguments and `oilist` clauses included), by index into
    /// the op spec's attributes.
    pub bound_attrs: &'static [usize],
    /// The variadic-of-variadic operand groups the format binds, each with
    /// its segment size attribute (the parser infers it from the groups).
    pub inferred_segments: &'static [(usize, &'static str)],
    /// What `attr-dict` and `prop-dict` always leave out: the bound
    /// attributes, the inferred segment sizes, and `operandSegmentSizes` /
    /// `resultSegmentSizes` of an `AttrSized*Segments` op unless the format
    /// has `operands` / `type(results)`. (Attributes equal to their
    /// default value are left out too; that depends on the op.)
    pub elided: &'static [&'static str],
    /// The groups printed whatever the op holds.
    pub printed: PrintedGroups,
    /// The top-level elements whose printing depends on the op's values
    /// (attribute variables, optional groups, `oilist`s), by index into
    /// the format's elements: the only ones the printer visits to decide
    /// whether the custom form can represent an op.
    pub value_dependent: &'static [usize],
}

impl FormatFacts {
    /// A format that binds nothing as a whole and has no element that
    /// depends on the op's values (the facts of a format are the code
    /// generator's: these are a base to state them from).
    pub const NONE: FormatFacts = FormatFacts {
        all_operands: false,
        all_operand_types: false,
        all_result_types: false,
        all_regions: false,
        all_successors: false,
        prop_dict: false,
        bound_attrs: &[],
        inferred_segments: &[],
        elided: &[],
        printed: PrintedGroups::NONE,
        value_dependent: &[],
    };

    /// Whether the format binds attribute `index`.
    pub fn binds_attr(&self, index: usize) -> bool {
        self.bound_attrs.contains(&index)
    }
}

/// A compiled assembly format.
#[derive(Clone, Copy, Debug)]
pub struct FormatSpec {
    /// The elements.
    pub elements: &'static [FormatElement],
    /// How each operand group's types are obtained when parsing (one entry
    /// per operand group of the op spec).
    pub operand_types: &'static [TypeResolution],
    /// How each result group's types are obtained (ignored when
    /// `infer_result_types` is set).
    pub result_types: &'static [TypeResolution],
    /// Result types come from the op's type inference
    /// (`InferTypeOpInterface`) rather than the format.
    pub infer_result_types: Option<InferResultTypes>,
    /// What the format binds as a whole.
    pub facts: FormatFacts,
}

#[cfg(test)]
mod tests {
    use super::*;

    const FLAGS: EnumSpec = EnumSpec {
        name: "FastMathFlags",
        cases: &[
            EnumCase {
                name: "none",
                value: 0,
                group: false,
            },
            EnumCase {
                name: "nnan",
                value: 2,
                group: false,
            },
            EnumCase {
                name: "ninf",
                value: 4,
                group: false,
            },
            EnumCase {
                name: "fast",
                value: 6,
                group: true,
            },
            EnumCase {
                name: "reassoc",
                value: 1,
                group: false,
            },
        ],
        width: 32,
        bit_enum: true,
        separator: "|",
        primary_groups: true,
    };

    #[test]
    fn bit_enums_stringify_groups_first_and_symbolize_back() {
        assert_eq!(FLAGS.stringify(0).as_deref(), Some("none"));
        assert_eq!(FLAGS.stringify(7).as_deref(), Some("fast|reassoc"));
        assert_eq!(FLAGS.stringify(2).as_deref(), Some("nnan"));
        assert_eq!(FLAGS.stringify(8), None);
        assert_eq!(FLAGS.symbolize("fast|reassoc"), Some(7));
        assert_eq!(FLAGS.symbolize("nnan | ninf"), Some(6));
        assert_eq!(FLAGS.symbolize("none"), Some(0));
        assert_eq!(FLAGS.symbolize("bogus"), None);
        assert!(FLAGS.prints_as_keyword("nnan"));
        assert!(!FLAGS.prints_as_keyword("fast"));
        assert!(!FLAGS.prints_as_keyword("none"));
    }

    #[test]
    fn primary_groups_print_in_reverse_order_and_bits_even_when_they_repeat() {
        // DIFlags-like: single-bit groups, a two-bit group, two cases on one bit.
        const FLAGS: EnumSpec = EnumSpec {
            name: "Flags",
            cases: &[
                EnumCase {
                    name: "Zero",
                    value: 0,
                    group: false,
                },
                EnumCase {
                    name: "Bit0",
                    value: 1,
                    group: false,
                },
                EnumCase {
                    name: "Bit1",
                    value: 2,
                    group: false,
                },
                EnumCase {
                    name: "Private",
                    value: 1,
                    group: true,
                },
                EnumCase {
                    name: "Public",
                    value: 3,
                    group: true,
                },
                EnumCase {
                    name: "Single",
                    value: 4,
                    group: false,
                },
                EnumCase {
                    name: "Multiple",
                    value: 4,
                    group: false,
                },
            ],
            width: 32,
            bit_enum: true,
            separator: "|",
            primary_groups: true,
        };
        assert_eq!(FLAGS.stringify(0).as_deref(), Some("Zero"));
        assert_eq!(FLAGS.stringify(1).as_deref(), Some("Private"));
        assert_eq!(FLAGS.stringify(3).as_deref(), Some("Public"));
        assert_eq!(FLAGS.stringify(2).as_deref(), Some("Bit1"));
        assert_eq!(
            FLAGS.stringify(5).as_deref(),
            Some("Private|Single|Multiple")
        );
        assert_eq!(FLAGS.stringify(8), None);
        let mut out = String::new();
        FLAGS.write_field(&mut out, 5);
        FLAGS.write_field(&mut out, 3);
        FLAGS.write_field(&mut out, 4);
        assert_eq!(out, "\"Private|Single|Multiple\"PublicSingle|Multiple");
    }

    #[test]
    fn enums_map_cases_both_ways() {
        const E: EnumSpec = EnumSpec {
            name: "E",
            cases: &[
                EnumCase {
                    name: "a",
                    value: 3,
                    group: false,
                },
                EnumCase {
                    name: "two words",
                    value: -1,
                    group: false,
                },
            ],
            width: 64,
            bit_enum: false,
            separator: "|",
            primary_groups: false,
        };
        assert_eq!(E.stringify(-1).as_deref(), Some("two words"));
        assert_eq!(E.stringify(4), None);
        assert_eq!(E.symbolize("a"), Some(3));
        assert!(E.prints_as_keyword("a"));
        assert!(!E.prints_as_keyword("two words"));
    }
}
