//! The walk over the AST that builds the records, following the actions of
//! `llvm-tblgen`'s `TGParser`: scopes for names, the stack of top-level
//! `let`s, `foreach` loops whose bodies are resolved once per element,
//! multiclasses kept as prototype entries that each `defm` resolves with
//! its arguments, and the final resolution of each def.
//!
//! Errors are reported to the records' diagnostics; an item with an error
//! is dropped and evaluation goes on with the next one, so that one run
//! reports every independent error. A class or def whose body has an error
//! is kept, with the fields that did evaluate, and marked failed: names and
//! fields it defines still resolve, and what derives from it reports no
//! errors of its own about fields it may lack, so one mistake gives one
//! error.

mod bang;
mod bang_binary;
mod entries;
mod records;
mod values;

use std::collections::{HashMap, HashSet};

use super::init::{Init, InitId, TernOp};
use super::resolve::{HasReferenceResolver, MapResolver};
use super::types::TypeId;
use super::{AssertionInfo, DumpInfo, FieldKind, RecordId, RecordKind, RecordVal, Records};
use crate::ast::{self, ItemKind};
use crate::diagnostics::{Diagnostic, Span};

/// An error was found and reported; the current item is abandoned.
#[derive(Debug)]
pub(crate) struct Failed;

pub(crate) type EResult<T> = Result<T, Failed>;

/// Whether an identifier that names nothing is an error or its own text
/// (in def names and on the right of `#`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Mode {
    Value,
    Name,
}

/// What a scope adds to name lookup besides its `defvar`s.
#[derive(Clone, Copy, Debug)]
pub(crate) enum ScopeKind {
    Local,
    /// The fields (and, for classes, template arguments) of a record.
    Record(RecordId),
    /// The iteration variable of a `foreach`.
    Foreach(Option<InitId>),
    /// The template arguments of the multiclass being defined.
    MultiClass,
}

pub(crate) struct Scope {
    pub(crate) kind: ScopeKind,
    pub(crate) vars: HashMap<String, InitId>,
}

impl Scope {
    pub(crate) fn new(kind: ScopeKind) -> Scope {
        Scope {
            kind,
            vars: HashMap::new(),
        }
    }
}

/// A binding of a top-level `let`.
#[derive(Clone)]
pub(crate) struct LetRecord {
    pub(crate) name: InitId,
    pub(crate) bits: Vec<u32>,
    pub(crate) value: InitId,
    pub(crate) span: Span,
}

/// A record, loop, assertion or dump waiting to be resolved.
#[derive(Clone)]
pub(crate) enum Entry {
    Record(RecordId),
    Loop(ForeachLoop),
    Assertion(AssertionInfo),
    Dump(DumpInfo),
}

#[derive(Clone)]
pub(crate) struct ForeachLoop {
    pub(crate) span: Span,
    pub(crate) iter_var: Option<InitId>,
    pub(crate) list: InitId,
    pub(crate) entries: Vec<Entry>,
}

pub(crate) struct MultiClass {
    pub(crate) rec: RecordId,
    pub(crate) entries: Vec<Entry>,
}

pub(crate) struct DefsetRecord {
    pub(crate) span: Span,
    pub(crate) element_type: TypeId,
    pub(crate) elements: Vec<InitId>,
}

/// A reference to a class (or multiclass) with its argument values.
pub(crate) struct SubClassRef {
    pub(crate) rec: RecordId,
    pub(crate) args: Vec<InitId>,
    pub(crate) span: Span,
}

pub(crate) type SubstStack = Vec<(InitId, InitId)>;

/// The evaluator's state while walking the AST.
pub(crate) struct Evaluator<'r> {
    pub(crate) rk: &'r mut Records,
    pub(crate) scopes: Vec<Scope>,
    pub(crate) let_stack: Vec<Vec<LetRecord>>,
    pub(crate) loops: Vec<ForeachLoop>,
    pub(crate) multiclasses: Vec<MultiClass>,
    pub(crate) multiclass_ids: HashMap<String, usize>,
    pub(crate) cur_multiclass: Option<usize>,
    pub(crate) defsets: Vec<DefsetRecord>,
    pub(crate) value_depth: u32,
    /// Classes and defs kept after an error in their body.
    pub(crate) failed: HashSet<RecordId>,
}

/// Items nested deeper than this are refused (a guard for the stack).
const MAX_ITEM_DEPTH: u32 = 128;

impl<'r> Evaluator<'r> {
    pub(crate) fn new(rk: &'r mut Records) -> Evaluator<'r> {
        Evaluator {
            rk,
            scopes: Vec::new(),
            let_stack: Vec::new(),
            loops: Vec::new(),
            multiclasses: Vec::new(),
            multiclass_ids: HashMap::new(),
            cur_multiclass: None,
            defsets: Vec::new(),
            value_depth: 0,
            failed: HashSet::new(),
        }
    }

    /// Evaluates a file's items.
    pub(crate) fn run(&mut self, items: &[ast::Item]) {
        self.scopes.push(Scope::new(ScopeKind::Local));
        self.objects(items, None, 0);
        self.scopes.pop();
    }

    pub(crate) fn err(&mut self, span: Span, message: impl Into<String>) -> Failed {
        self.rk.diagnostics.push(Diagnostic::error(span, message));
        Failed
    }

    pub(crate) fn items_depth(&self) -> u32 {
        self.scopes.len() as u32
    }

    // ------------------------------------------------------------ names

    /// `QualifyName`: `Rec:name` (classes) or `Rec::name` (multiclasses).
    pub(crate) fn qualify_name(&mut self, rec: RecordId, name: InitId, scoper: &str) -> InitId {
        let rec_name = self.rk.record(rec).name;
        let scoper = self.rk.string(scoper);
        let prefix = self.rk.str_concat(rec_name, scoper);
        let qualified = self.rk.str_concat(prefix, name);
        if matches!(self.rk.init(qualified), Init::BinOp { .. }) {
            self.rk.fold_binop(qualified, Some(rec))
        } else {
            qualified
        }
    }

    pub(crate) fn implicit_name(&mut self, rec: RecordId, multiclass: bool) -> InitId {
        let name = self.rk.string("NAME");
        self.qualify_name(rec, name, if multiclass { "::" } else { ":" })
    }

    /// A template argument (or the implicit `NAME`) of `rec`.
    pub(crate) fn find_value_in_args(
        &mut self,
        rec: RecordId,
        name: &str,
        scoper: &str,
    ) -> Option<InitId> {
        let name_init = self.rk.string(name);
        let arg_name = self.qualify_name(rec, name_init, scoper);
        if self.rk.record(rec).is_template_arg(arg_name) {
            let index = self.rk.record(rec).value_index(arg_name)?;
            let field = &mut self.rk.record_mut(rec).values[index];
            field.used = true;
            let ty = field.ty;
            return Some(self.rk.var(arg_name, ty));
        }
        if name == "NAME" {
            let string = self.rk.string_ty();
            return Some(self.rk.var(arg_name, string));
        }
        None
    }

    /// `TGVarScope::getVar`: a name in the scopes, innermost first.
    pub(crate) fn get_var(&mut self, name: &str) -> Option<InitId> {
        for i in (0..self.scopes.len()).rev() {
            if let Some(&v) = self.scopes[i].vars.get(name) {
                return Some(v);
            }
            match self.scopes[i].kind {
                ScopeKind::Local => {}
                ScopeKind::Record(rec) => {
                    let name_init = self.rk.string(name);
                    if let Some(field) = self.rk.record(rec).value_by_name(name_init) {
                        let ty = field.ty;
                        return Some(self.rk.var(name_init, ty));
                    }
                    if self.rk.record(rec).is_class()
                        && let Some(v) = self.find_value_in_args(rec, name, ":")
                    {
                        return Some(v);
                    }
                }
                ScopeKind::Foreach(iter) => {
                    if let Some(iter) = iter
                        && let Init::Var { name: var_name, .. } = self.rk.init(iter)
                        && self.rk.as_string(*var_name) == Some(name)
                    {
                        return Some(iter);
                    }
                }
                ScopeKind::MultiClass => {
                    if let Some(mc) = self.cur_multiclass {
                        let rec = self.multiclasses[mc].rec;
                        if let Some(v) = self.find_value_in_args(rec, name, "::") {
                            return Some(v);
                        }
                    }
                }
            }
        }
        None
    }

    pub(crate) fn var_already_defined(&self, name: &str) -> bool {
        self.scopes
            .last()
            .is_some_and(|s| s.vars.contains_key(name))
    }

    pub(crate) fn is_outermost(&self) -> bool {
        self.scopes.len() <= 1
    }

    // ---------------------------------------------------------- objects

    /// Evaluates items one after the other; an item with an error is
    /// dropped (its partial effects on the evaluator's stacks undone).
    pub(crate) fn objects(&mut self, items: &[ast::Item], mc: Option<usize>, depth: u32) {
        for item in items {
            let saved = (
                self.scopes.len(),
                self.loops.len(),
                self.let_stack.len(),
                self.defsets.len(),
                self.cur_multiclass,
            );
            if self.object(item, mc, depth).is_err() {
                self.scopes.truncate(saved.0);
                self.loops.truncate(saved.1);
                self.let_stack.truncate(saved.2);
                self.defsets.truncate(saved.3);
                self.cur_multiclass = saved.4;
            }
        }
    }

    /// `ParseObject`.
    pub(crate) fn object(
        &mut self,
        item: &ast::Item,
        mc: Option<usize>,
        depth: u32,
    ) -> EResult<()> {
        if depth + self.items_depth() > MAX_ITEM_DEPTH {
            return Err(self.err(item.span, "items nested too deeply"));
        }
        self.rk.current_span = Some(item.span);
        if mc.is_some() {
            let allowed = matches!(
                item.kind,
                ItemKind::Assert(_)
                    | ItemKind::Def(_)
                    | ItemKind::Defm(_)
                    | ItemKind::Defvar(_)
                    | ItemKind::Dump(_)
                    | ItemKind::Foreach(_)
                    | ItemKind::If(_)
                    | ItemKind::Let(_)
                    | ItemKind::Include(_)
            );
            if !allowed {
                return Err(self.err(
                    item.span,
                    "expected 'assert', 'def', 'defm', 'defvar', 'dump', 'foreach', 'if', or 'let' in multiclass body",
                ));
            }
        }
        match &item.kind {
            ItemKind::Include(inc) => {
                self.objects(&inc.items, mc, depth + 1);
                Ok(())
            }
            ItemKind::Class(c) => {
                if !self.loops.is_empty() {
                    return Err(self.err(item.span, "class is not allowed inside foreach loop"));
                }
                self.class(c)
            }
            ItemKind::Def(d) => self.def(mc, d, item.span),
            ItemKind::Defm(d) => self.defm(mc, d, item.span),
            ItemKind::Defset(d) => self.defset(d, depth),
            ItemKind::Defvar(d) => self.defvar(None, d),
            ItemKind::Foreach(f) => self.foreach(mc, f, item.span, depth),
            ItemKind::If(i) => self.if_item(mc, i, item.span, depth),
            ItemKind::Let(l) => self.top_level_let(mc, l, depth),
            ItemKind::MultiClass(m) => {
                if !self.loops.is_empty() {
                    return Err(
                        self.err(item.span, "multiclass is not allowed inside foreach loop")
                    );
                }
                self.multiclass(m, item.span, depth)
            }
            ItemKind::Assert(a) => self.assert(None, a),
            ItemKind::Dump(d) => self.dump(None, d),
        }
    }
}
