//! The syntax tree of a `.td` file, as written: nothing is resolved or typed
//! here. Every node carries the [`Span`] of its text; `include` items hold the
//! included file's items, spliced in by the loader.

use crate::diagnostics::{FileId, Span};

/// A name as written, with its place.
#[derive(Clone, Debug, PartialEq)]
pub struct Ident {
    /// The identifier text.
    pub name: String,
    /// Where it is written.
    pub span: Span,
}

/// A parsed file: its top-level items in order.
#[derive(Clone, Debug, PartialEq)]
pub struct File {
    /// The source file.
    pub file: FileId,
    /// The items, in order.
    pub items: Vec<Item>,
}

/// A top-level (or multiclass, `let`, `foreach`, `if` or `defset` body) item.
#[derive(Clone, Debug, PartialEq)]
pub struct Item {
    /// What the item is.
    pub kind: ItemKind,
    /// The whole item.
    pub span: Span,
}

/// The kinds of items.
#[derive(Clone, Debug, PartialEq)]
pub enum ItemKind {
    /// `include "file"`.
    Include(Include),
    /// `class Name<args> : Bases { body }`.
    Class(ClassDef),
    /// `def Name : Bases { body }`, the name possibly absent or computed.
    Def(DefDef),
    /// `defm Name : Multiclasses, Classes;`.
    Defm(Defm),
    /// `defset list<T> Name = { items }`.
    Defset(Defset),
    /// `defvar name = value;`.
    Defvar(Defvar),
    /// `foreach i = list in items`.
    Foreach(Foreach),
    /// `if cond then items else items`.
    If(IfItem),
    /// `let a = 1, b = 2 in items`.
    Let(LetItem),
    /// `multiclass Name<args> : Bases { items }`.
    MultiClass(MultiClassDef),
    /// `assert cond, message;`.
    Assert(Assert),
    /// `dump message;`.
    Dump(Dump),
}

/// `include "path"` with the included file's items.
#[derive(Clone, Debug, PartialEq)]
pub struct Include {
    /// The path as written.
    pub path: String,
    /// The string literal's place.
    pub path_span: Span,
    /// The file it resolved to (absent if it could not be read).
    pub file: Option<FileId>,
    /// The included file's items.
    pub items: Vec<Item>,
}

/// A class definition or forward declaration.
#[derive(Clone, Debug, PartialEq)]
pub struct ClassDef {
    /// The class name.
    pub name: Ident,
    /// Template arguments, in order.
    pub template_args: Vec<Declaration>,
    /// Superclasses, in order.
    pub bases: Vec<ClassRef>,
    /// The body items; `None` for a `;` body.
    pub body: Option<Vec<BodyItem>>,
}

/// A `def`.
#[derive(Clone, Debug, PartialEq)]
pub struct DefDef {
    /// The name expression; `None` for an anonymous def.
    pub name: Option<Value>,
    /// Superclasses, in order.
    pub bases: Vec<ClassRef>,
    /// The body items; `None` for a `;` body.
    pub body: Option<Vec<BodyItem>>,
}

/// A `defm`.
#[derive(Clone, Debug, PartialEq)]
pub struct Defm {
    /// The name expression; `None` for an anonymous defm.
    pub name: Option<Value>,
    /// Multiclasses, then (optionally) classes.
    pub bases: Vec<ClassRef>,
}

/// A `defset`.
#[derive(Clone, Debug, PartialEq)]
pub struct Defset {
    /// The declared list type.
    pub ty: TypeExpr,
    /// The global name it defines.
    pub name: Ident,
    /// The items whose defs it collects.
    pub items: Vec<Item>,
}

/// A `defvar`.
#[derive(Clone, Debug, PartialEq)]
pub struct Defvar {
    /// The variable name.
    pub name: Ident,
    /// Its value.
    pub value: Value,
}

/// A `foreach` statement.
#[derive(Clone, Debug, PartialEq)]
pub struct Foreach {
    /// The iteration variable.
    pub iter: Ident,
    /// What it iterates over.
    pub list: ForeachList,
    /// The body items.
    pub items: Vec<Item>,
}

/// The iteration domain of a `foreach`.
#[derive(Clone, Debug, PartialEq)]
pub enum ForeachList {
    /// `{ 0-3, 5 }`.
    Ranges(Vec<RangePiece>),
    /// A list value, or an integer range `a...b`.
    Value(Box<RangePiece>),
}

/// An `if` statement.
#[derive(Clone, Debug, PartialEq)]
pub struct IfItem {
    /// The condition.
    pub cond: Value,
    /// Items when true.
    pub then_items: Vec<Item>,
    /// Items when false.
    pub else_items: Option<Vec<Item>>,
}

/// A top-level `let ... in`.
#[derive(Clone, Debug, PartialEq)]
pub struct LetItem {
    /// The bindings, in order.
    pub bindings: Vec<LetBinding>,
    /// The items they apply to.
    pub items: Vec<Item>,
    /// Whether the items were in braces (which opens a scope).
    pub braced: bool,
}

/// One `name<bits> = value` of a top-level `let`.
#[derive(Clone, Debug, PartialEq)]
pub struct LetBinding {
    /// The field name.
    pub name: Ident,
    /// The bits assigned, if a range is given.
    pub bits: Vec<RangePiece>,
    /// The value.
    pub value: Value,
}

/// A multiclass definition.
#[derive(Clone, Debug, PartialEq)]
pub struct MultiClassDef {
    /// The multiclass name.
    pub name: Ident,
    /// Template arguments, in order.
    pub template_args: Vec<Declaration>,
    /// Inherited multiclasses.
    pub bases: Vec<ClassRef>,
    /// The items; `None` for a `;` body.
    pub items: Option<Vec<Item>>,
}

/// An `assert`.
#[derive(Clone, Debug, PartialEq)]
pub struct Assert {
    /// The condition.
    pub cond: Value,
    /// The message when it fails.
    pub message: Value,
}

/// A `dump`.
#[derive(Clone, Debug, PartialEq)]
pub struct Dump {
    /// What to print.
    pub message: Value,
}

/// A reference to a class or multiclass with template arguments.
#[derive(Clone, Debug, PartialEq)]
pub struct ClassRef {
    /// The class name.
    pub name: Ident,
    /// The arguments, if `<...>` was written.
    pub args: Vec<Arg>,
    /// The whole reference.
    pub span: Span,
}

/// A template argument value, positional or named.
#[derive(Clone, Debug, PartialEq)]
pub struct Arg {
    /// The argument name for `name = value`.
    pub name: Option<Ident>,
    /// The value.
    pub value: Value,
}

/// A field or template argument declaration.
#[derive(Clone, Debug, PartialEq)]
pub struct Declaration {
    /// Declared with the `field` keyword.
    pub is_field: bool,
    /// The type.
    pub ty: TypeExpr,
    /// The name.
    pub name: Ident,
    /// The initial value.
    pub value: Option<Value>,
    /// The whole declaration.
    pub span: Span,
}

/// An item in a class or def body.
#[derive(Clone, Debug, PartialEq)]
pub enum BodyItem {
    /// `type name = value;`.
    Field(Declaration),
    /// `let name{bits} = value;`.
    Let(BodyLet),
    /// `defvar name = value;`.
    Defvar(Defvar),
    /// `assert cond, message;`.
    Assert(Assert),
    /// `dump message;`.
    Dump(Dump),
}

/// A `let` inside a body.
#[derive(Clone, Debug, PartialEq)]
pub struct BodyLet {
    /// The field name.
    pub name: Ident,
    /// The bits assigned, if a range is given.
    pub bits: Vec<RangePiece>,
    /// The value.
    pub value: Value,
}

/// `a` or `a...b` (also the deprecated `a-b`) in a bit or range list.
#[derive(Clone, Debug, PartialEq)]
pub struct RangePiece {
    /// The first value.
    pub start: Value,
    /// The last value, for a range.
    pub end: Option<Value>,
    /// The whole piece.
    pub span: Span,
}

/// A type as written.
#[derive(Clone, Debug, PartialEq)]
pub struct TypeExpr {
    /// Which type.
    pub kind: TypeKind,
    /// Where it is written.
    pub span: Span,
}

/// The kinds of types.
#[derive(Clone, Debug, PartialEq)]
pub enum TypeKind {
    /// `bit`.
    Bit,
    /// `bits<n>`.
    Bits(u64),
    /// `int`.
    Int,
    /// `string`.
    String,
    /// `code` (a string).
    Code,
    /// `dag`.
    Dag,
    /// `list<T>`.
    List(Box<TypeExpr>),
    /// A class name.
    Class(Ident),
}

/// A value expression.
#[derive(Clone, Debug, PartialEq)]
pub struct Value {
    /// What the value is.
    pub kind: ValueKind,
    /// Where it is written.
    pub span: Span,
}

/// The kinds of value expressions.
#[derive(Clone, Debug, PartialEq)]
pub enum ValueKind {
    /// A decimal or hexadecimal integer.
    Int(i64),
    /// A binary literal `0b0110`: its bits, least significant first.
    Binary(Vec<bool>),
    /// `true` or `false`.
    Bool(bool),
    /// Adjacent string literals, concatenated.
    String(String),
    /// A `[{ code }]` fragment.
    Code(String),
    /// `?`.
    Unset,
    /// A name.
    Id(String),
    /// `Class<args>`: an anonymous instance.
    ClassInstance {
        /// The class.
        class: Ident,
        /// The arguments.
        args: Vec<Arg>,
    },
    /// `{ a, b, c }`: bits, most significant first.
    Bits(Vec<Value>),
    /// `[a, b]<type>`.
    List {
        /// The elements.
        elements: Vec<Value>,
        /// The element type, if given.
        element_type: Option<TypeExpr>,
    },
    /// `(op:$name arg:$name, ...)`.
    Dag {
        /// The operator.
        op: Box<Value>,
        /// The operator's name.
        op_name: Option<Ident>,
        /// The arguments.
        args: Vec<DagArg>,
    },
    /// A bang operator `!name<type>(args)`.
    Bang(Bang),
    /// `value{bits}`.
    BitRange {
        /// The value subscripted.
        value: Box<Value>,
        /// The bits, as written.
        ranges: Vec<RangePiece>,
    },
    /// `value[elements]`.
    Slice {
        /// The list subscripted.
        value: Box<Value>,
        /// The indices and ranges.
        elements: Vec<RangePiece>,
        /// Whether a trailing comma makes a single index a slice.
        trailing_comma: bool,
    },
    /// `value.field`.
    Field {
        /// The record value.
        value: Box<Value>,
        /// The field name.
        field: Ident,
    },
    /// `lhs # rhs`; `rhs` is absent for a trailing paste.
    Paste {
        /// The left operand.
        lhs: Box<Value>,
        /// The right operand, parsed as a name.
        rhs: Option<Box<Value>>,
    },
}

/// An argument of a dag: a value, a name, or both.
#[derive(Clone, Debug, PartialEq)]
pub struct DagArg {
    /// The value (absent for a bare `$name`).
    pub value: Option<Value>,
    /// The `$name`, without the `$`.
    pub name: Option<Ident>,
}

/// A bang operator application.
#[derive(Clone, Debug, PartialEq)]
pub struct Bang {
    /// Which operator.
    pub op: BangOp,
    /// The operator token's place.
    pub op_span: Span,
    /// The `<type>` argument, if written.
    pub ty: Option<TypeExpr>,
    /// The arguments.
    pub args: Vec<BangArg>,
}

/// An argument of a bang operator; `!cond` arguments are `cond : value`.
#[derive(Clone, Debug, PartialEq)]
pub struct BangArg {
    /// The value (the condition, for `!cond`).
    pub value: Value,
    /// The value after `:`, for `!cond`.
    pub then: Option<Value>,
}

macro_rules! bang_ops {
    ($($variant:ident = $name:literal),* $(,)?) => {
        /// The bang operators of `llvm-tblgen` 19.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        #[allow(missing_docs)]
        pub enum BangOp { $($variant),* }

        impl BangOp {
            /// The operator for a name written after `!`.
            pub fn from_name(name: &str) -> Option<BangOp> {
                match name {
                    $($name => Some(BangOp::$variant),)*
                    // Deprecated spellings.
                    "setop" => Some(BangOp::SetDagOp),
                    "getop" => Some(BangOp::GetDagOp),
                    _ => None,
                }
            }

            /// The name written after `!`.
            pub fn name(self) -> &'static str {
                match self { $(BangOp::$variant => $name),* }
            }
        }
    };
}

bang_ops! {
    Eq = "eq", Ne = "ne", Le = "le", Lt = "lt", Ge = "ge", Gt = "gt",
    If = "if", Cond = "cond", IsA = "isa", Head = "head", Tail = "tail",
    Size = "size", Con = "con", Dag = "dag", Add = "add", Sub = "sub",
    Mul = "mul", Div = "div", Not = "not", LogTwo = "logtwo", And = "and",
    Or = "or", Xor = "xor", Shl = "shl", Sra = "sra", Srl = "srl",
    Cast = "cast", Empty = "empty", Subst = "subst", Foldl = "foldl",
    Foreach = "foreach", Filter = "filter", ListConcat = "listconcat",
    ListSplat = "listsplat", ListRemove = "listremove", Range = "range",
    StrConcat = "strconcat", Interleave = "interleave", Substr = "substr",
    Find = "find", SetDagOp = "setdagop", GetDagOp = "getdagop",
    GetDagArg = "getdagarg", GetDagName = "getdagname",
    SetDagArg = "setdagarg", SetDagName = "setdagname", Exists = "exists",
    ToLower = "tolower", ToUpper = "toupper", Repr = "repr",
}
