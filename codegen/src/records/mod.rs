//! Records: the result of evaluating `.td` files, as `llvm-tblgen` builds its
//! `RecordKeeper`. Classes (with their template arguments) and defs, each
//! with all its superclasses and its fields (name, type, value).
//!
//! The stage is split by concept:
//! - [`types`]: field types and their conversions;
//! - [`init`]: values, their printing and conversions;
//! - `fold`: evaluation of bang operators and other expressions;
//! - `instances`: the `anonymous_N` defs of class instances `Class<args>`;
//! - `resolve`: substitution of variables (`resolveReferences`);
//! - `eval`: the walk over the AST that builds the records, following
//!   `TGParser`'s actions;
//! - [`query`]: the API the backends read records with.

mod eval;
mod fold;
pub mod init;
mod instances;
pub mod query;
mod resolve;
pub mod types;

use std::collections::HashMap;

use crate::ast;
use crate::diagnostics::{Diagnostic, Span};

pub use init::{Init, InitId};
pub use query::{DagArg, DagView, Field, FieldError, RecordRef, Value, compare_numeric};
pub use types::{RecTy, TypeId};

/// Identifies a record (class, def, or an internal prototype).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RecordId(pub(crate) u32);

/// What a record is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RecordKind {
    /// A named def.
    Def,
    /// A def named `anonymous_N`.
    AnonymousDef,
    /// A class.
    Class,
    /// The prototype record of a multiclass (internal).
    MultiClass,
}

/// How a field was declared.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FieldKind {
    /// A normal field.
    Normal,
    /// Declared with `field`: may stay unresolved.
    NonconcreteOk,
    /// A template argument of a class.
    TemplateArg,
}

/// A field of a record (`RecordVal`).
#[derive(Clone, Debug)]
pub(crate) struct RecordVal {
    pub(crate) name: InitId,
    pub(crate) ty: TypeId,
    pub(crate) kind: FieldKind,
    pub(crate) value: InitId,
    pub(crate) span: Span,
    pub(crate) used: bool,
}

/// An `assert` attached to a record.
#[derive(Clone, Debug)]
pub(crate) struct AssertionInfo {
    pub(crate) span: Span,
    pub(crate) cond: InitId,
    pub(crate) message: InitId,
}

/// A `dump` attached to a record.
#[derive(Clone, Debug)]
pub(crate) struct DumpInfo {
    pub(crate) span: Span,
    pub(crate) message: InitId,
}

/// A class or def.
#[derive(Clone, Debug)]
pub struct Record {
    pub(crate) id: RecordId,
    pub(crate) name: InitId,
    pub(crate) kind: RecordKind,
    pub(crate) span: Span,
    pub(crate) template_args: Vec<InitId>,
    pub(crate) values: Vec<RecordVal>,
    pub(crate) assertions: Vec<AssertionInfo>,
    pub(crate) dumps: Vec<DumpInfo>,
    /// All superclasses, in post-order: each direct superclass follows its
    /// own superclasses.
    pub(crate) superclasses: Vec<(RecordId, Span)>,
    pub(crate) def_init: Option<InitId>,
}

impl Record {
    pub(crate) fn value_by_name(&self, name: InitId) -> Option<&RecordVal> {
        self.values.iter().find(|v| v.name == name)
    }

    pub(crate) fn value_index(&self, name: InitId) -> Option<usize> {
        self.values.iter().position(|v| v.name == name)
    }

    pub(crate) fn is_template_arg(&self, name: InitId) -> bool {
        self.template_args.contains(&name)
    }

    pub(crate) fn is_subclass_of(&self, class: RecordId) -> bool {
        self.superclasses.iter().any(|(c, _)| *c == class)
    }

    pub(crate) fn is_class(&self) -> bool {
        self.kind == RecordKind::Class
    }
}

/// All records of a run (`RecordKeeper`), with the interned values and
/// types they refer to.
#[derive(Debug, Default)]
pub struct Records {
    pub(crate) inits: init::InitTable,
    pub(crate) types: types::TypeTable,
    pub(crate) records: Vec<Record>,
    pub(crate) classes: HashMap<String, RecordId>,
    pub(crate) class_order: Vec<RecordId>,
    pub(crate) defs: HashMap<String, RecordId>,
    pub(crate) def_order: Vec<RecordId>,
    pub(crate) globals: HashMap<String, InitId>,
    anonymous_counter: u32,
    /// The def made for each fully resolved anonymous class instance.
    pub(crate) instances: HashMap<InitId, InitId>,
    pub(crate) diagnostics: Vec<Diagnostic>,
    /// Where evaluation is (for errors found while folding).
    pub(crate) current_span: Option<Span>,
    pub(crate) dump_messages: Vec<(Span, String)>,
    /// How deep `resolve_init` is nested (a guard against runaway recursion).
    pub(crate) resolve_depth: u32,
    pub(crate) depth_error_reported: bool,
}

impl Records {
    /// Evaluates a parsed file (with its includes spliced in) to records.
    pub fn from_ast(file: &ast::File) -> Result<Records, Vec<Diagnostic>> {
        let mut records = Records::default();
        eval::Evaluator::new(&mut records).run(&file.items);
        if records.diagnostics.is_empty() {
            Ok(records)
        } else {
            let mut seen = std::collections::HashSet::new();
            let mut diagnostics = std::mem::take(&mut records.diagnostics);
            diagnostics.retain(|d| seen.insert((d.message.clone(), d.span)));
            Err(diagnostics)
        }
    }

    pub(crate) fn record(&self, id: RecordId) -> &Record {
        &self.records[id.0 as usize]
    }

    pub(crate) fn record_mut(&mut self, id: RecordId) -> &mut Record {
        &mut self.records[id.0 as usize]
    }

    pub(crate) fn new_record(&mut self, name: InitId, span: Span, kind: RecordKind) -> RecordId {
        let id = RecordId(self.records.len() as u32);
        self.records.push(Record {
            id,
            name,
            kind,
            span,
            template_args: Vec::new(),
            values: Vec::new(),
            assertions: Vec::new(),
            dumps: Vec::new(),
            superclasses: Vec::new(),
            def_init: None,
        });
        id
    }

    /// A copy of a record under a new id (LLVM's `Record` copy constructor:
    /// the copy has no `DefInit` yet).
    pub(crate) fn copy_record(&mut self, id: RecordId) -> RecordId {
        let mut copy = self.record(id).clone();
        let new_id = RecordId(self.records.len() as u32);
        copy.id = new_id;
        copy.def_init = None;
        self.records.push(copy);
        new_id
    }

    /// The record's name as printed (`getNameInitAsString`).
    pub(crate) fn record_name(&self, id: RecordId) -> String {
        self.init_to_unquoted_string(self.record(id).name)
    }

    /// The direct superclasses, last one first (`getDirectSuperClasses`).
    pub(crate) fn direct_superclasses(&self, id: RecordId) -> Vec<RecordId> {
        let mut out = Vec::new();
        let supers = &self.record(id).superclasses;
        let mut end = supers.len();
        while end > 0 {
            let sc = supers[end - 1].0;
            out.push(sc);
            let skip = 1 + self.record(sc).superclasses.len();
            end = end.saturating_sub(skip);
        }
        out
    }

    pub(crate) fn new_anonymous_name(&mut self) -> InitId {
        let n = self.anonymous_counter;
        self.anonymous_counter += 1;
        self.intern(Init::AnonymousName(n))
    }

    pub(crate) fn error(&mut self, span: Option<Span>, message: impl Into<String>) {
        let span = span.or(self.current_span);
        let diagnostic = match span {
            Some(span) => Diagnostic::error(span, message),
            None => Diagnostic::error_without_span(message),
        };
        self.diagnostics.push(diagnostic);
    }

    /// Reports an error at the given record's place (or the current one).
    pub(crate) fn error_at_record(&mut self, record: Option<RecordId>, message: impl Into<String>) {
        let span = record.map(|r| self.record(r).span);
        self.error(span, message);
    }

    /// Sets a field's value, converting it to the field's type; `false` if
    /// the value does not convert (`RecordVal::setValue`).
    pub(crate) fn set_field_value(
        &mut self,
        record: RecordId,
        index: usize,
        value: InitId,
    ) -> bool {
        let ty = self.record(record).values[index].ty;
        let Some(mut converted) = self.get_cast_to(value, ty) else {
            return false;
        };
        if let Some(width) = self.bits_width(ty)
            && !matches!(self.init(converted), Init::Bits(_))
        {
            let bits = (0..width).map(|i| self.get_bit(converted, i)).collect();
            converted = self.bits(bits);
        }
        self.record_mut(record).values[index].value = converted;
        true
    }

    /// Adds a field with an unset value (`RecordVal`'s constructor).
    pub(crate) fn add_field(
        &mut self,
        record: RecordId,
        name: InitId,
        ty: TypeId,
        kind: FieldKind,
        span: Span,
    ) -> usize {
        let unset = self.unset();
        let index = self.record(record).values.len();
        self.record_mut(record).values.push(RecordVal {
            name,
            ty,
            kind,
            value: unset,
            span,
            used: false,
        });
        self.set_field_value(record, index, unset);
        index
    }

    pub(crate) fn add_class(&mut self, id: RecordId) {
        let name = self.record_name(id);
        self.classes.insert(name, id);
        self.class_order.push(id);
    }

    pub(crate) fn add_def(&mut self, id: RecordId) {
        let name = self.record_name(id);
        self.defs.insert(name, id);
        self.def_order.push(id);
    }

    pub(crate) fn class_id(&self, name: &str) -> Option<RecordId> {
        self.classes.get(name).copied()
    }

    pub(crate) fn def_id(&self, name: &str) -> Option<RecordId> {
        self.defs.get(name).copied()
    }

    /// A def or a top-level `defvar`/`defset` (`getGlobal`).
    pub(crate) fn global(&mut self, name: &str) -> Option<InitId> {
        if let Some(d) = self.def_id(name) {
            return Some(self.def_init(d));
        }
        self.globals.get(name).copied()
    }
}
