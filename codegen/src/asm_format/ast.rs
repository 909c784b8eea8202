//! The checked assembly format: a tree of elements plus, for every operand
//! and result type, how the parser obtains it.
//!
//! Everything a parser/printer generator needs is here: variables are
//! resolved to indices into the [`FormatSubject`](super::FormatSubject) lists,
//! literals carry MLIR's printer spacing decisions, optional groups know
//! their anchor, and [`AsmFormat::operand_types`]/[`AsmFormat::result_types`]
//! say where each type comes from.

/// A checked assembly format.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AsmFormat {
    /// The top-level elements, in order.
    pub elements: Vec<Element>,
    /// How the type of each operand is obtained, by operand index.
    pub operand_types: Vec<TypeResolution>,
    /// How the type of each result is obtained, by result index.
    pub result_types: Vec<TypeResolution>,
    /// The distinct type builders used by [`TypeResolution::Buildable`], in
    /// first-use order (results first, then operands, as MLIR numbers them).
    pub buildable_types: Vec<String>,
    /// The attributes bound by the format (elided from `attr-dict`), by
    /// attribute index, in binding order.
    pub used_attributes: Vec<usize>,
    /// Attributes the parser infers and `attr-dict` must elide: the segment
    /// size attributes of bound `VariadicOfVariadic` operands.
    pub inferred_attributes: Vec<String>,
    /// The `operands` directive binds all operands.
    pub all_operands: bool,
    /// `type(operands)` gives all operand types.
    pub all_operand_types: bool,
    /// `type(results)` gives all result types.
    pub all_result_types: bool,
    /// The `regions` directive binds all regions.
    pub all_regions: bool,
    /// The `successors` directive binds all successors.
    pub all_successors: bool,
    /// No result type is in the format and the op infers them through
    /// `InferTypeOpInterface`.
    pub infers_result_types: bool,
    /// The format contains `prop-dict`.
    pub has_prop_dict: bool,
}

/// How the parser gets the type of an operand or result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TypeResolution {
    /// The type is printed in the format (`type`, `functional-type`,
    /// `type(operands)`, `type(results)`, or a `type` argument of `custom`).
    Format,
    /// The type is built from its constraint's constant builder.
    Buildable {
        /// The builder, e.g. `IntegerType::get(1)`.
        builder: String,
        /// Index into [`AsmFormat::buildable_types`].
        index: usize,
    },
    /// The type is the type of another operand, result or attribute that
    /// the format prints, possibly transformed.
    Inferred {
        /// Where the type comes from.
        source: TypeSource,
        /// The `TypesMatchWith` transformer (`$_self` is the source type).
        transformer: Option<String>,
        /// Index into [`FormatSubject::traits`](super::FormatSubject::traits)
        /// of the trait that justifies the inference.
        via_trait: usize,
    },
    /// Result types are inferred by the op's `InferTypeOpInterface`.
    InferTypeOpInterface,
}

/// The value or attribute a type is inferred from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TypeSource {
    /// The type of operand #n.
    Operand(usize),
    /// The type of result #n.
    Result(usize),
    /// The type of (typed) attribute #n.
    Attribute(usize),
}

/// One element of a format, with where it starts in the format string.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Element {
    /// What the element is.
    pub kind: ElementKind,
    /// Byte offset of the element's first token in the format string.
    pub offset: usize,
    /// Whether the printer emits a space before this element, per MLIR's
    /// rules. For `attr-dict`/`prop-dict` the printer decides at run time
    /// (a space precedes a non-empty dictionary), so this is false; for an
    /// `oilist` it is the space before the `" "` the printer always emits
    /// first. Meaningless for arguments of directives (they are not printed
    /// by themselves).
    pub space_before: bool,
}

/// The kinds of format elements.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ElementKind {
    /// A keyword or punctuation literal, e.g. `` `to` `` or `` `:` ``.
    Literal(Literal),
    /// `` ` ` `` (a space), `` `` `` (no space) or `` `\n` `` (a newline):
    /// printed, never parsed.
    Whitespace(Whitespace),
    /// A string argument of a custom directive, with MLIR's unescaping.
    String(String),
    /// `$name`, resolved to what it names.
    Variable(Variable),
    /// `attr-dict` or `attr-dict-with-keyword`.
    AttrDict {
        /// `attr-dict-with-keyword`: printed after the `attributes` keyword.
        with_keyword: bool,
    },
    /// `prop-dict`.
    PropDict,
    /// `operands`: all operands.
    Operands,
    /// `results`: all results (only as a `type` argument).
    Results,
    /// `regions`: all regions.
    Regions,
    /// `successors`: all successors.
    Successors,
    /// `type(arg)` or `qualified(type(arg))`; `arg` is an operand or result
    /// variable, `operands` or `results`.
    Type {
        /// The operand(s) or result(s) whose type is meant.
        arg: Box<Element>,
        /// Printed with the dialect prefix (`qualified`).
        qualified: bool,
    },
    /// `functional-type(inputs, results)`.
    FunctionalType {
        /// The input types (an operand/result variable, `operands` or
        /// `results`).
        inputs: Box<Element>,
        /// The result types (same kinds as `inputs`).
        results: Box<Element>,
    },
    /// `custom<Name>(args)`.
    Custom {
        /// The name: the generated code calls `parseName`/`printName`.
        name: String,
        /// The arguments: variables, `type`, `ref`, `attr-dict`, strings.
        args: Vec<Element>,
    },
    /// `ref(arg)`: a reference to an already bound element (custom only).
    Ref(Box<Element>),
    /// `oilist(clause | clause ...)`: order-independent optional clauses.
    OIList(Vec<OIListClause>),
    /// `(then)?` or `(then) : (else)?`.
    Optional(OptionalGroup),
    /// `params`: all parameters (type and attribute formats only).
    Params,
    /// `struct(params)` or `struct($a, $b, ...)`: parameters printed as
    /// `name = value` pairs (type and attribute formats only).
    Struct(Vec<Element>),
}

/// A keyword or punctuation literal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Literal {
    /// The text between the backticks.
    pub spelling: String,
    /// Whether a following element may be preceded by a space (MLIR's
    /// `shouldEmitSpace` after this literal): false after `<`, `(`, `{`, `[`.
    pub space_after: bool,
}

impl Literal {
    /// True if the literal is a keyword (starts with a letter or `_`), false
    /// for punctuation.
    pub fn is_keyword(&self) -> bool {
        self.spelling
            .bytes()
            .next()
            .is_some_and(|b| b == b'_' || b.is_ascii_alphabetic())
    }
}

/// The whitespace literals.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Whitespace {
    /// `` ` ` ``: print a space.
    Space,
    /// `` `` ``: suppress the space that would be printed automatically.
    NoSpace,
    /// `` `\n` ``: print a newline.
    Newline,
}

/// A variable resolved to what it names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Variable {
    /// The name after `$`.
    pub name: String,
    /// What it refers to.
    pub target: VarTarget,
    /// For attributes: printed with the dialect prefix (`qualified`).
    pub qualified: bool,
}

/// What a variable refers to, by index into the subject's lists: the
/// op's, or the parameters of a type or attribute.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VarTarget {
    /// Operand #n.
    Operand(usize),
    /// Attribute #n.
    Attribute(usize),
    /// Property #n.
    Property(usize),
    /// Result #n (only inside `type`/`functional-type`).
    Result(usize),
    /// Region #n.
    Region(usize),
    /// Successor #n.
    Successor(usize),
    /// Parameter #n of a type or attribute.
    Parameter(usize),
}

/// An optional group.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OptionalGroup {
    /// The elements printed when the anchor is present.
    pub then_elements: Vec<Element>,
    /// The elements printed when the anchor is absent (after ` : (...)`).
    pub else_elements: Vec<Element>,
    /// Index of the anchor (marked `^`) in `then_elements`, or in
    /// `else_elements` when `inverted`.
    pub anchor: usize,
    /// The anchor is in the else group: the then group is printed when the
    /// anchor is absent.
    pub inverted: bool,
    /// Index of the first non-whitespace element of `then_elements`: the
    /// element the parser tries optionally.
    pub then_parse_start: usize,
    /// Index of the first non-whitespace element of `else_elements`.
    pub else_parse_start: usize,
    /// The anchor is a `UnitAttr` that is not the first element of either
    /// group, so the printer leaves it out (its presence is the group's).
    pub elide_anchor: bool,
}

/// One clause of an `oilist`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OIListClause {
    /// The literal that starts the clause; it is the clause's anchor.
    pub keyword: Element,
    /// The elements after the keyword.
    pub elements: Vec<Element>,
    /// When the clause is just a `UnitAttr` variable: its attribute index
    /// (the printer then prints only the keyword).
    pub unit_attr: Option<usize>,
}
