//! The API backends read records with: [`RecordRef`] (a class or def),
//! [`Field`], and [`Value`] handles with typed accessors, so that a backend
//! never sees the interned representation.
//!
//! ```
//! # use dialectic_codegen::{load_str, SourceMap};
//! let mut sources = SourceMap::new();
//! let records = load_str(
//!     "x.td",
//!     "class Op<string n> { string name = n; list<int> sizes = [1, 2]; }\n\
//!      def AddOp : Op<\"add\">;",
//!     &[],
//!     &mut sources,
//! )
//! .unwrap();
//! for op in records.defs_of_class("Op") {
//!     assert_eq!(op.name(), "AddOp");
//!     assert_eq!(op.get_string("name").unwrap(), "add");
//!     assert_eq!(op.get_list_of_ints("sizes").unwrap(), vec![1, 2]);
//!     assert!(op.is_subclass_of("Op"));
//! }
//! ```

use super::init::{Init, InitId};
use super::types::TypeId;
use super::{FieldKind, RecordId, RecordKind, RecordVal, Records};
use crate::diagnostics::{Diagnostic, Span};

/// Orders names as `StringRef::compare_numeric` does: runs of digits
/// compare as numbers (`R2` before `R10`), everything else byte by byte.
pub fn compare_numeric(a: &str, b: &str) -> std::cmp::Ordering {
    use std::cmp::Ordering;
    let (a, b) = (a.as_bytes(), b.as_bytes());
    let end = a.len().min(b.len());
    let mut i = 0;
    while i < end {
        if a[i].is_ascii_digit() && b[i].is_ascii_digit() {
            // The longer run of digits is the larger number.
            let mut j = i + 1;
            while j <= end {
                let left_digit = j < a.len() && a[j].is_ascii_digit();
                let right_digit = j < b.len() && b[j].is_ascii_digit();
                if left_digit != right_digit {
                    return if right_digit {
                        Ordering::Less
                    } else {
                        Ordering::Greater
                    };
                }
                if !right_digit {
                    break;
                }
                j += 1;
            }
            let j = j.min(end);
            match a[i..j].cmp(&b[i..j]) {
                Ordering::Equal => {}
                other => return other,
            }
            i = j;
            continue;
        }
        if a[i] != b[i] {
            return a[i].cmp(&b[i]);
        }
        i += 1;
    }
    a.len().cmp(&b.len())
}

/// A class or def of a [`Records`].
#[derive(Clone, Copy)]
pub struct RecordRef<'a> {
    records: &'a Records,
    id: RecordId,
}

impl std::fmt::Debug for RecordRef<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "RecordRef({})", self.name())
    }
}

impl PartialEq for RecordRef<'_> {
    fn eq(&self, other: &Self) -> bool {
        self.id == other.id && std::ptr::eq(self.records, other.records)
    }
}

/// A field access that failed: the field is missing or holds another kind of
/// value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FieldError {
    /// The record's name.
    pub record: String,
    /// The field's name.
    pub field: String,
    /// What is wrong.
    pub message: String,
    /// The record's place.
    pub span: Span,
}

impl std::fmt::Display for FieldError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.message)
    }
}

impl std::error::Error for FieldError {}

impl From<FieldError> for Diagnostic {
    fn from(e: FieldError) -> Diagnostic {
        Diagnostic::error(e.span, e.message)
    }
}

impl Records {
    /// A record by id.
    pub fn get(&self, id: RecordId) -> RecordRef<'_> {
        RecordRef { records: self, id }
    }

    /// All classes, in the order they were defined.
    pub fn classes(&self) -> impl Iterator<Item = RecordRef<'_>> + '_ {
        self.class_order.iter().map(move |&id| self.get(id))
    }

    /// All defs (including the `anonymous_N` ones), in the order they were
    /// completed.
    pub fn defs(&self) -> impl Iterator<Item = RecordRef<'_>> + '_ {
        self.def_order.iter().map(move |&id| self.get(id))
    }

    /// The class with this name.
    pub fn class(&self, name: &str) -> Option<RecordRef<'_>> {
        self.class_id(name).map(|id| self.get(id))
    }

    /// The def with this name.
    pub fn def(&self, name: &str) -> Option<RecordRef<'_>> {
        self.def_id(name).map(|id| self.get(id))
    }

    /// The defs deriving (directly or not) from class `class`, in definition
    /// order (`getAllDerivedDefinitions`, which sorts by name instead).
    pub fn defs_of_class(&self, class: &str) -> Vec<RecordRef<'_>> {
        let Some(class) = self.class_id(class) else {
            return Vec::new();
        };
        self.defs()
            .filter(|d| self.record(d.id).is_subclass_of(class))
            .collect()
    }

    /// The defs deriving from class `class` in `llvm-tblgen`'s order for
    /// backends (`getAllDerivedDefinitions`: by name, digit runs compared as
    /// numbers), which is the order `mlir-tblgen` generates ops in.
    pub fn all_derived_definitions(&self, class: &str) -> Vec<RecordRef<'_>> {
        let mut defs = self.defs_of_class(class);
        defs.sort_by(|a, b| compare_numeric(a.name(), b.name()));
        defs
    }

    /// A global variable: a top-level `defvar` or a `defset`.
    pub fn global_value(&self, name: &str) -> Option<Value<'_>> {
        self.globals
            .get(name)
            .map(|&id| Value { records: self, id })
    }

    /// The messages of `dump` statements, in order.
    pub fn dump_messages(&self) -> &[(Span, String)] {
        &self.dump_messages
    }

    /// A value by id.
    pub fn value(&self, id: InitId) -> Value<'_> {
        Value { records: self, id }
    }
}

impl<'a> RecordRef<'a> {
    /// The record's id.
    pub fn id(self) -> RecordId {
        self.id
    }

    /// The record's name.
    pub fn name(self) -> &'a str {
        self.records
            .as_string(self.records.record(self.id).name)
            .unwrap_or("")
    }

    /// Where the record is defined (for a def made by a `defm`, the
    /// multiclass reference of the `defm`).
    pub fn span(self) -> Span {
        self.records.record(self.id).span
    }

    /// What the record is.
    pub fn kind(self) -> RecordKind {
        self.records.record(self.id).kind
    }

    /// Whether this is a class.
    pub fn is_class(self) -> bool {
        self.kind() == RecordKind::Class
    }

    /// Whether this is an `anonymous_N` def.
    pub fn is_anonymous(self) -> bool {
        self.kind() == RecordKind::AnonymousDef
    }

    /// All superclasses, transitively, in `llvm-tblgen`'s order (each class
    /// after its own superclasses).
    pub fn superclasses(self) -> impl Iterator<Item = RecordRef<'a>> {
        let records = self.records;
        records
            .record(self.id)
            .superclasses
            .iter()
            .map(move |(id, _)| records.get(*id))
    }

    /// The superclasses named in the definition, in that order.
    pub fn direct_superclasses(self) -> Vec<RecordRef<'a>> {
        let mut direct = self.records.direct_superclasses(self.id);
        direct.reverse();
        direct.into_iter().map(|id| self.records.get(id)).collect()
    }

    /// Whether the record derives (directly or not) from class `class`.
    pub fn is_subclass_of(self, class: &str) -> bool {
        self.superclasses().any(|c| c.name() == class)
    }

    /// The template arguments of a class, in order (their names are
    /// qualified: `Class:arg`).
    pub fn template_args(self) -> Vec<Field<'a>> {
        let record = self.records.record(self.id);
        record
            .template_args
            .iter()
            .filter_map(|name| record.value_by_name(*name))
            .map(|f| self.field_view(f))
            .collect()
    }

    /// The fields (not template arguments), in definition order.
    pub fn fields(self) -> impl Iterator<Item = Field<'a>> {
        let record = self.records.record(self.id);
        record
            .values
            .iter()
            .filter(move |f| !record.is_template_arg(f.name))
            .map(move |f| self.field_view(f))
    }

    fn field_view(self, f: &'a RecordVal) -> Field<'a> {
        Field {
            records: self.records,
            field: f,
        }
    }

    /// The field with this name.
    pub fn field(self, name: &str) -> Option<Field<'a>> {
        self.fields().find(|f| f.name() == name)
    }

    /// The value of a field.
    pub fn value(self, name: &str) -> Option<Value<'a>> {
        self.field(name).map(|f| f.value())
    }

    fn error(self, field: &str, message: String) -> FieldError {
        FieldError {
            record: self.name().to_string(),
            field: field.to_string(),
            message,
            span: self.span(),
        }
    }

    fn require(self, field: &str) -> Result<Value<'a>, FieldError> {
        self.value(field).ok_or_else(|| {
            self.error(
                field,
                format!(
                    "Record `{}' does not have a field named `{field}'!",
                    self.name()
                ),
            )
        })
    }

    fn wrong(self, field: &str, what: &str) -> FieldError {
        self.error(
            field,
            format!(
                "Record `{}', field `{field}' does not have {what}",
                self.name()
            ),
        )
    }

    /// Whether the field is `?` (false if there is no such field).
    pub fn is_unset(self, field: &str) -> bool {
        self.value(field).is_some_and(|v| v.is_unset())
    }

    /// A `string` or `code` field.
    pub fn get_string(self, field: &str) -> Result<&'a str, FieldError> {
        self.require(field)?
            .as_str()
            .ok_or_else(|| self.wrong(field, "a string initializer"))
    }

    /// A `string` field that may be `?`.
    pub fn get_optional_string(self, field: &str) -> Result<Option<&'a str>, FieldError> {
        let v = self.require(field)?;
        if v.is_unset() {
            return Ok(None);
        }
        v.as_str()
            .map(Some)
            .ok_or_else(|| self.wrong(field, "a string initializer"))
    }

    /// An `int` field.
    pub fn get_int(self, field: &str) -> Result<i64, FieldError> {
        self.require(field)?
            .as_int()
            .ok_or_else(|| self.wrong(field, "an int value"))
    }

    /// A `bit` field.
    pub fn get_bit(self, field: &str) -> Result<bool, FieldError> {
        self.require(field)?
            .as_bit()
            .ok_or_else(|| self.wrong(field, "a bit initializer"))
    }

    /// A `bits<n>` field as an integer (all bits must be known).
    pub fn get_bits_as_int(self, field: &str) -> Result<i64, FieldError> {
        let v = self.require(field)?;
        let bits = v
            .as_bits()
            .ok_or_else(|| self.wrong(field, "a bits value"))?;
        let mut result = 0i64;
        for (i, b) in bits.iter().enumerate() {
            match b.as_bit() {
                Some(true) if i < 64 => result |= 1 << i,
                Some(_) => {}
                None => return Err(self.wrong(field, "all its bits known")),
            }
        }
        Ok(result)
    }

    /// A `list<...>` field's elements.
    pub fn get_list(self, field: &str) -> Result<Vec<Value<'a>>, FieldError> {
        self.require(field)?
            .as_list()
            .ok_or_else(|| self.wrong(field, "a list value"))
    }

    /// A `list<string>` field.
    pub fn get_list_of_strings(self, field: &str) -> Result<Vec<&'a str>, FieldError> {
        self.get_list(field)?
            .into_iter()
            .map(|v| {
                v.as_str()
                    .ok_or_else(|| self.wrong(field, "a list of strings value"))
            })
            .collect()
    }

    /// A `list<int>` field.
    pub fn get_list_of_ints(self, field: &str) -> Result<Vec<i64>, FieldError> {
        self.get_list(field)?
            .into_iter()
            .map(|v| {
                v.as_int()
                    .ok_or_else(|| self.wrong(field, "a list of ints value"))
            })
            .collect()
    }

    /// A list-of-records field.
    pub fn get_list_of_defs(self, field: &str) -> Result<Vec<RecordRef<'a>>, FieldError> {
        self.get_list(field)?
            .into_iter()
            .map(|v| {
                v.as_def()
                    .ok_or_else(|| self.wrong(field, "a list entirely of defs"))
            })
            .collect()
    }

    /// A record-typed field.
    pub fn get_def(self, field: &str) -> Result<RecordRef<'a>, FieldError> {
        self.require(field)?
            .as_def()
            .ok_or_else(|| self.wrong(field, "a def initializer"))
    }

    /// A record-typed field that may be `?`.
    pub fn get_optional_def(self, field: &str) -> Result<Option<RecordRef<'a>>, FieldError> {
        let v = self.require(field)?;
        if v.is_unset() {
            return Ok(None);
        }
        v.as_def()
            .map(Some)
            .ok_or_else(|| self.wrong(field, "either a def initializer or '?'"))
    }

    /// A `dag` field.
    pub fn get_dag(self, field: &str) -> Result<DagView<'a>, FieldError> {
        self.require(field)?
            .as_dag()
            .ok_or_else(|| self.wrong(field, "a dag initializer"))
    }
}

/// A field of a record: name, type and value.
#[derive(Clone, Copy)]
pub struct Field<'a> {
    records: &'a Records,
    field: &'a RecordVal,
}

impl<'a> Field<'a> {
    /// The field's name (`Class:arg` for template arguments).
    pub fn name(self) -> &'a str {
        self.records.as_string(self.field.name).unwrap_or("")
    }

    /// The declared type.
    pub fn ty(self) -> TypeId {
        self.field.ty
    }

    /// The declared type as `llvm-tblgen` prints it.
    pub fn type_string(self) -> String {
        self.records.type_to_string(self.field.ty)
    }

    /// The value.
    pub fn value(self) -> Value<'a> {
        Value {
            records: self.records,
            id: self.field.value,
        }
    }

    /// Whether it was declared with `field` (and may stay unresolved).
    pub fn is_nonconcrete_ok(self) -> bool {
        self.field.kind == FieldKind::NonconcreteOk
    }

    /// Where it was declared or last set.
    pub fn span(self) -> Span {
        self.field.span
    }
}

/// A value of a field (or inside one).
#[derive(Clone, Copy)]
pub struct Value<'a> {
    records: &'a Records,
    id: InitId,
}

impl std::fmt::Debug for Value<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Value({})", self.records.init_to_string(self.id))
    }
}

impl std::fmt::Display for Value<'_> {
    /// The value as `llvm-tblgen` prints it.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.records.init_to_string(self.id))
    }
}

impl<'a> Value<'a> {
    /// The interned id.
    pub fn id(self) -> InitId {
        self.id
    }

    /// The underlying representation.
    pub fn init(self) -> &'a Init {
        self.records.init(self.id)
    }

    /// Whether it is `?`.
    pub fn is_unset(self) -> bool {
        matches!(self.init(), Init::Unset)
    }

    /// Whether it is fully evaluated (no unresolved references).
    pub fn is_concrete(self) -> bool {
        self.records.is_concrete(self.id)
    }

    /// A string or code value.
    pub fn as_str(self) -> Option<&'a str> {
        self.records.as_string(self.id)
    }

    /// Whether it is a `[{ code }]` string.
    pub fn is_code(self) -> bool {
        matches!(self.init(), Init::String { code: true, .. })
    }

    /// An `int` value.
    pub fn as_int(self) -> Option<i64> {
        match self.init() {
            Init::Int(v) => Some(*v),
            _ => None,
        }
    }

    /// A `bit` value.
    pub fn as_bit(self) -> Option<bool> {
        match self.init() {
            Init::Bit(b) => Some(*b),
            _ => None,
        }
    }

    /// The bits of a `bits<n>` value, least significant first.
    pub fn as_bits(self) -> Option<Vec<Value<'a>>> {
        match self.init() {
            Init::Bits(bits) => Some(bits.iter().map(|&id| self.records.value(id)).collect()),
            _ => None,
        }
    }

    /// The elements of a list.
    pub fn as_list(self) -> Option<Vec<Value<'a>>> {
        match self.init() {
            Init::List { elements, .. } => {
                Some(elements.iter().map(|&id| self.records.value(id)).collect())
            }
            _ => None,
        }
    }

    /// The record a record value refers to.
    pub fn as_def(self) -> Option<RecordRef<'a>> {
        match self.init() {
            Init::Def { record, .. } => Some(self.records.get(*record)),
            _ => None,
        }
    }

    /// A dag value.
    pub fn as_dag(self) -> Option<DagView<'a>> {
        match self.init() {
            Init::Dag { .. } => Some(DagView {
                records: self.records,
                id: self.id,
            }),
            _ => None,
        }
    }
}

/// A dag value: an operator and named arguments.
#[derive(Clone, Copy)]
pub struct DagView<'a> {
    records: &'a Records,
    id: InitId,
}

/// One argument of a dag.
#[derive(Clone, Copy, Debug)]
pub struct DagArg<'a> {
    /// The value (`?` for a bare `$name`).
    pub value: Value<'a>,
    /// The `$name`, without the `$`.
    pub name: Option<&'a str>,
}

/// A dag's operator, operator name and (argument, name) pairs.
type DagParts<'a> = (InitId, Option<InitId>, &'a [(InitId, Option<InitId>)]);

impl<'a> DagView<'a> {
    fn parts(self) -> DagParts<'a> {
        match self.records.init(self.id) {
            Init::Dag { op, op_name, args } => (*op, *op_name, args),
            _ => (self.id, None, &[]),
        }
    }

    /// The operator (usually a def such as `ins`).
    pub fn operator(self) -> Value<'a> {
        self.records.value(self.parts().0)
    }

    /// The operator's `$name`, if any.
    pub fn operator_name(self) -> Option<&'a str> {
        self.parts().1.and_then(|n| self.records.as_string(n))
    }

    /// The arguments, in order.
    pub fn args(self) -> impl Iterator<Item = DagArg<'a>> {
        let records = self.records;
        self.parts().2.iter().map(move |&(value, name)| DagArg {
            value: records.value(value),
            name: name.and_then(|n| records.as_string(n)),
        })
    }

    /// The number of arguments.
    pub fn len(self) -> usize {
        self.parts().2.len()
    }

    /// Whether there are no arguments.
    pub fn is_empty(self) -> bool {
        self.len() == 0
    }

    /// The dag as `llvm-tblgen` prints it.
    pub fn to_text(self) -> String {
        self.records.init_to_string(self.id)
    }
}
