//! The walk over the AST that builds the records, following the actions of
//! `llvm-tblgen`'s `TGParser`: scopes for names, the stack of top-level
//! `let`s, `foreach` loops whose bodies are resolved once per element,
//! multiclasses kept as prototype entries that each `defm` resolves with
//! its arguments, and the final resolution of each def.
//!
//! Errors are reported to the records' diagnostics; an item with an error
//! is dropped and evaluation goes on with the next one, so that one run
//! reports every independent error.

use std::collections::HashMap;

use super::init::{Init, InitId, TernOp};
use super::resolve::{HasReferenceResolver, MapResolver};
use super::types::TypeId;
use super::{AssertionInfo, DumpInfo, FieldKind, RecordId, RecordKind, RecordVal, Records};
use crate::ast::{self, ItemKind};
use crate::diagnostics::{Diagnostic, Span};

/// An error was found and reported; the current item is abandoned.
#[derive(Debug)]
pub(crate) struct Failed;

type EResult<T> = Result<T, Failed>;

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
    kind: ScopeKind,
    vars: HashMap<String, InitId>,
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
struct LetRecord {
    name: InitId,
    bits: Vec<u32>,
    value: InitId,
    span: Span,
}

/// A record, loop, assertion or dump waiting to be resolved.
#[derive(Clone)]
enum Entry {
    Record(RecordId),
    Loop(ForeachLoop),
    Assertion(AssertionInfo),
    Dump(DumpInfo),
}

#[derive(Clone)]
struct ForeachLoop {
    span: Span,
    iter_var: Option<InitId>,
    list: InitId,
    entries: Vec<Entry>,
}

struct MultiClass {
    rec: RecordId,
    entries: Vec<Entry>,
}

struct DefsetRecord {
    span: Span,
    element_type: TypeId,
    elements: Vec<InitId>,
}

/// A reference to a class (or multiclass) with its argument values.
struct SubClassRef {
    rec: RecordId,
    args: Vec<InitId>,
    span: Span,
}

type SubstStack = Vec<(InitId, InitId)>;

/// The evaluator's state while walking the AST.
pub(crate) struct Evaluator<'r> {
    pub(crate) rk: &'r mut Records,
    pub(crate) scopes: Vec<Scope>,
    let_stack: Vec<Vec<LetRecord>>,
    loops: Vec<ForeachLoop>,
    multiclasses: Vec<MultiClass>,
    pub(crate) multiclass_ids: HashMap<String, usize>,
    pub(crate) cur_multiclass: Option<usize>,
    defsets: Vec<DefsetRecord>,
    pub(crate) value_depth: u32,
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

    fn items_depth(&self) -> u32 {
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

    fn implicit_name(&mut self, rec: RecordId, multiclass: bool) -> InitId {
        let name = self.rk.string("NAME");
        self.qualify_name(rec, name, if multiclass { "::" } else { ":" })
    }

    /// A template argument (or the implicit `NAME`) of `rec`.
    fn find_value_in_args(&mut self, rec: RecordId, name: &str, scoper: &str) -> Option<InitId> {
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

    fn var_already_defined(&self, name: &str) -> bool {
        self.scopes
            .last()
            .is_some_and(|s| s.vars.contains_key(name))
    }

    fn is_outermost(&self) -> bool {
        self.scopes.len() <= 1
    }

    // ---------------------------------------------------------- objects

    /// Evaluates items one after the other; an item with an error is
    /// dropped (its partial effects on the evaluator's stacks undone).
    fn objects(&mut self, items: &[ast::Item], mc: Option<usize>, depth: u32) {
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
    fn object(&mut self, item: &ast::Item, mc: Option<usize>, depth: u32) -> EResult<()> {
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

    /// `ParseClass`.
    fn class(&mut self, c: &ast::ClassDef) -> EResult<()> {
        let rec = match self.rk.class_id(&c.name.name) {
            Some(existing) => {
                let r = self.rk.record(existing);
                if !r.values.is_empty() || !r.superclasses.is_empty() || !r.template_args.is_empty()
                {
                    return Err(self.err(
                        c.name.span,
                        format!("Class '{}' already defined", c.name.name),
                    ));
                }
                self.rk.record_mut(existing).span = c.name.span;
                existing
            }
            None => {
                let name = self.rk.string(&c.name.name);
                let rec = self.rk.new_record(name, c.name.span, RecordKind::Class);
                self.rk.add_class(rec);
                rec
            }
        };
        self.scopes.push(Scope::new(ScopeKind::Record(rec)));
        self.template_arg_list(Some(rec), &c.template_args)?;
        self.object_body(rec, &c.bases, c.body.as_deref())?;
        self.scopes.pop();
        Ok(())
    }

    /// `ParseTemplateArgList`.
    fn template_arg_list(
        &mut self,
        cur: Option<RecordId>,
        decls: &[ast::Declaration],
    ) -> EResult<()> {
        let target = match cur {
            Some(c) => c,
            None => match self.cur_multiclass {
                Some(mc) => self.multiclasses[mc].rec,
                None => return Ok(()),
            },
        };
        for (i, d) in decls.iter().enumerate() {
            let name = self.declaration(cur, d, true)?;
            if i > 0 && self.rk.record(target).is_template_arg(name) {
                return Err(self.err(
                    d.span,
                    "template argument with the same name has already been defined",
                ));
            }
            self.rk.record_mut(target).template_args.push(name);
        }
        Ok(())
    }

    /// `ParseDeclaration`: a field, or a template argument.
    fn declaration(
        &mut self,
        cur: Option<RecordId>,
        d: &ast::Declaration,
        template_arg: bool,
    ) -> EResult<InitId> {
        let ty = self.parse_type(&d.ty)?;
        if d.name.name == "NAME" {
            return Err(self.err(
                d.name.span,
                format!("'{}' is a reserved variable name", d.name.name),
            ));
        }
        if !template_arg && self.var_already_defined(&d.name.name) {
            return Err(self.err(d.name.span, "local variable of this name already exists"));
        }
        let mut name = self.rk.string(&d.name.name);
        let target = match cur {
            Some(c) => c,
            None => match self.cur_multiclass {
                Some(mc) => self.multiclasses[mc].rec,
                None => return Err(self.err(d.span, "declaration outside of a record")),
            },
        };
        let kind = if template_arg {
            let scoper = if cur.is_some() { ":" } else { "::" };
            name = self.qualify_name(target, name, scoper);
            FieldKind::TemplateArg
        } else if d.is_field {
            FieldKind::NonconcreteOk
        } else {
            FieldKind::Normal
        };
        let unset = self.rk.unset();
        let field = RecordVal {
            name,
            ty,
            kind,
            value: unset,
            span: d.name.span,
            used: false,
        };
        self.add_value(target, d.name.span, field)?;
        if let Some(v) = &d.value {
            let value = self.value(v, cur, Some(ty), Mode::Value)?;
            self.set_value(target, v.span, name, &[], value, false, false)?;
        }
        Ok(name)
    }

    /// `AddValue`: a new field, or a new value for an inherited one.
    fn add_value(&mut self, rec: RecordId, span: Span, field: RecordVal) -> EResult<()> {
        if let Some(index) = self.rk.record(rec).value_index(field.name) {
            // Give the new field its type's initial value first (`?` bits).
            let mut init = field.value;
            if let Some(width) = self.rk.bits_width(field.ty)
                && !matches!(self.rk.init(init), Init::Bits(_))
            {
                let bits = (0..width).map(|i| self.rk.get_bit(init, i)).collect();
                init = self.rk.bits(bits);
            }
            if !self.rk.set_field_value(rec, index, init) {
                let existing_ty = self.rk.record(rec).values[index].ty;
                let message = format!(
                    "New definition of '{}' of type '{}' is incompatible with previous definition of type '{}'",
                    self.rk.init_to_unquoted_string(field.name),
                    self.rk.type_to_string(field.ty),
                    self.rk.type_to_string(existing_ty)
                );
                return Err(self.err(span, message));
            }
        } else {
            let index = self.rk.record(rec).values.len();
            let value = field.value;
            self.rk.record_mut(rec).values.push(field);
            self.rk.set_field_value(rec, index, value);
        }
        Ok(())
    }

    /// `SetValue`: assigns a field (or some of its bits).
    #[allow(clippy::too_many_arguments)]
    fn set_value(
        &mut self,
        rec: RecordId,
        span: Span,
        name: InitId,
        bits: &[u32],
        value: InitId,
        allow_self_assignment: bool,
        override_loc: bool,
    ) -> EResult<()> {
        let Some(index) = self.rk.record(rec).value_index(name) else {
            let message = format!("Value '{}' unknown!", self.rk.init_to_unquoted_string(name));
            return Err(self.err(span, message));
        };
        if bits.is_empty()
            && !allow_self_assignment
            && let Init::Var { name: var_name, .. } = self.rk.init(value)
            && *var_name == name
        {
            return Err(self.err(span, "Recursion / self-assignment forbidden"));
        }
        let mut value = value;
        if !bits.is_empty() {
            let current = self.rk.record(rec).values[index].value;
            let Init::Bits(current_bits) = self.rk.init(current).clone() else {
                let message = format!(
                    "Value '{}' is not a bits type",
                    self.rk.init_to_unquoted_string(name)
                );
                return Err(self.err(span, message));
            };
            let width_ty = self.rk.bits_ty(bits.len() as u32);
            let Some(assigned) = self.rk.get_cast_to(value, width_ty) else {
                return Err(self.err(span, "Initializer is not compatible with bit range"));
            };
            let mut new_bits: Vec<Option<InitId>> = vec![None; current_bits.len()];
            for (i, &bit) in bits.iter().enumerate() {
                let Some(slot) = new_bits.get_mut(bit as usize) else {
                    return Err(self.err(span, "Invalid bit range for value"));
                };
                if slot.is_some() {
                    let message = format!(
                        "Cannot set bit #{bit} of value '{}' more than once",
                        self.rk.init_to_unquoted_string(name)
                    );
                    return Err(self.err(span, message));
                }
                *slot = Some(self.rk.get_bit(assigned, i as u32));
            }
            let merged = new_bits
                .into_iter()
                .zip(current_bits.iter())
                .map(|(new, old)| new.unwrap_or(*old))
                .collect();
            value = self.rk.bits(merged);
        }
        if !self.rk.set_field_value(rec, index, value) {
            let field_ty = self.rk.record(rec).values[index].ty;
            let init_type = match self.rk.init(value) {
                Init::Bits(b) => format!("' of type bit initializer with length {}", b.len()),
                _ => match self.rk.type_of(value) {
                    Some(t) => format!("' of type '{}", self.rk.type_to_string(t)),
                    None => String::new(),
                },
            };
            let message = format!(
                "Field '{}' of type '{}' is incompatible with value '{}{}'",
                self.rk.init_to_unquoted_string(name),
                self.rk.type_to_string(field_ty),
                self.rk.init_to_string(value),
                init_type
            );
            return Err(self.err(span, message));
        }
        if override_loc {
            self.rk.record_mut(rec).values[index].span = span;
        }
        Ok(())
    }

    /// `ParseObjectBody`: superclasses, the `let` stack, then the body.
    fn object_body(
        &mut self,
        rec: RecordId,
        bases: &[ast::ClassRef],
        body: Option<&[ast::BodyItem]>,
    ) -> EResult<()> {
        self.scopes.push(Scope::new(ScopeKind::Record(rec)));
        for base in bases {
            let sub = self.subclass_reference(Some(rec), base, false)?;
            self.add_subclass(rec, &sub)?;
        }
        self.apply_let_stack(rec)?;
        if let Some(items) = body {
            for item in items {
                self.body_item(rec, item)?;
            }
        }
        self.scopes.pop();
        Ok(())
    }

    /// `ParseSubClassReference`.
    fn subclass_reference(
        &mut self,
        cur: Option<RecordId>,
        r: &ast::ClassRef,
        is_defm: bool,
    ) -> EResult<SubClassRef> {
        let rec = if is_defm {
            match self.multiclass_ids.get(&r.name.name) {
                Some(&mc) => self.multiclasses[mc].rec,
                None => {
                    return Err(self.err(
                        r.name.span,
                        format!("Couldn't find multiclass '{}'", r.name.name),
                    ));
                }
            }
        } else {
            self.class_ref_id(&r.name)?
        };
        let mut args = self.template_arg_values(&r.args, cur, rec, is_defm)?;
        self.check_template_arg_values(&mut args, r.span, rec)?;
        Ok(SubClassRef {
            rec,
            args,
            span: r.span,
        })
    }

    /// `AddSubClass`: inherits the fields of a class with its arguments.
    fn add_subclass(&mut self, cur: RecordId, sub: &SubClassRef) -> EResult<()> {
        let sc = sub.rec;
        let fields: Vec<RecordVal> = self
            .rk
            .record(sc)
            .values
            .iter()
            .filter(|f| f.kind != FieldKind::TemplateArg)
            .cloned()
            .collect();
        for field in fields {
            self.add_value(cur, sub.span, field)?;
        }
        let mut r = MapResolver::new(Some(cur));
        for (name, value) in self.resolve_arguments(sc, &sub.args, sub.span)? {
            r.set(name, value);
        }
        let assertions = self.rk.record(sc).assertions.clone();
        self.rk.record_mut(cur).assertions.extend(assertions);
        let name = if self.rk.record(cur).is_class() {
            let implicit = self.implicit_name(cur, false);
            let string = self.rk.string_ty();
            self.rk.var(implicit, string)
        } else {
            self.rk.record(cur).name
        };
        let sc_name = self.implicit_name(sc, false);
        r.set(sc_name, name);
        self.rk.resolve_record(cur, &mut r, None);
        let supers = self.rk.record(sc).superclasses.clone();
        for (s, span) in supers {
            if self.rk.record(cur).is_subclass_of(s) {
                let message = format!("Already subclass of '{}'!", self.rk.record_name(s));
                return Err(self.err(sub.span, message));
            }
            self.rk.record_mut(cur).superclasses.push((s, span));
        }
        if self.rk.record(cur).is_subclass_of(sc) {
            let message = format!("Already subclass of '{}'!", self.rk.record_name(sc));
            return Err(self.err(sub.span, message));
        }
        self.rk.record_mut(cur).superclasses.push((sc, sub.span));
        Ok(())
    }

    fn add_subclass_to_entry(&mut self, entry: &Entry, sub: &SubClassRef) -> EResult<()> {
        match entry {
            Entry::Record(r) => self.add_subclass(*r, sub),
            Entry::Loop(l) => {
                for e in &l.entries {
                    self.add_subclass_to_entry(e, sub)?;
                }
                Ok(())
            }
            Entry::Assertion(_) | Entry::Dump(_) => Ok(()),
        }
    }

    /// `ApplyLetStack`.
    fn apply_let_stack(&mut self, rec: RecordId) -> EResult<()> {
        let lets: Vec<LetRecord> = self.let_stack.iter().flatten().cloned().collect();
        for l in lets {
            self.set_value(rec, l.span, l.name, &l.bits, l.value, false, true)?;
        }
        Ok(())
    }

    fn apply_let_stack_to_entry(&mut self, entry: &Entry) -> EResult<()> {
        match entry {
            Entry::Record(r) => self.apply_let_stack(*r),
            Entry::Loop(l) => {
                for e in &l.entries {
                    self.apply_let_stack_to_entry(e)?;
                }
                Ok(())
            }
            Entry::Assertion(_) | Entry::Dump(_) => Ok(()),
        }
    }

    /// `ParseBodyItem`.
    fn body_item(&mut self, rec: RecordId, item: &ast::BodyItem) -> EResult<()> {
        match item {
            ast::BodyItem::Field(d) => {
                self.declaration(Some(rec), d, false)?;
                Ok(())
            }
            ast::BodyItem::Let(l) => {
                let mut bits = self.range_list(&l.bits)?;
                bits.reverse();
                let name = self.rk.string(&l.name.name);
                let Some(field_ty) = self.rk.record(rec).value_by_name(name).map(|f| f.ty) else {
                    return Err(self.err(l.name.span, format!("Value '{}' unknown!", l.name.name)));
                };
                let ty = if !bits.is_empty() && self.rk.bits_width(field_ty).is_some() {
                    self.rk.bits_ty(bits.len() as u32)
                } else {
                    field_ty
                };
                let value = self.value(&l.value, Some(rec), Some(ty), Mode::Value)?;
                self.set_value(rec, l.name.span, name, &bits, value, false, true)
            }
            ast::BodyItem::Defvar(d) => self.defvar(Some(rec), d),
            ast::BodyItem::Assert(a) => self.assert(Some(rec), a),
            ast::BodyItem::Dump(d) => self.dump(Some(rec), d),
        }
    }

    /// `ParseObjectName`: a def or defm name; in a multiclass, prefixed with
    /// `NAME` unless it uses `NAME` itself.
    fn object_name(
        &mut self,
        mc: Option<usize>,
        name: Option<&ast::Value>,
    ) -> EResult<Option<InitId>> {
        let Some(name) = name else {
            return Ok(None);
        };
        let cur = mc.map(|m| self.multiclasses[m].rec);
        let string = self.rk.string_ty();
        let mut value = self.value(name, cur, Some(string), Mode::Name)?;
        if let Some(m) = mc {
            let rec = self.multiclasses[m].rec;
            let implicit = self.implicit_name(rec, true);
            let mut finder = HasReferenceResolver::new(implicit);
            self.rk.resolve_init(value, &mut finder);
            if !finder.found {
                let var = self.rk.var(implicit, string);
                value = self.rk.str_concat(var, value);
            }
        }
        Ok(Some(value))
    }

    /// `ParseDef`.
    fn def(&mut self, mc: Option<usize>, d: &ast::DefDef, span: Span) -> EResult<()> {
        let name_span = match &d.name {
            Some(ast::Value {
                kind: ast::ValueKind::Id(_),
                span,
            }) => *span,
            _ => span.start_point(),
        };
        let name = self.object_name(mc, d.name.as_ref())?;
        let rec = match name {
            None => {
                let anon = self.rk.new_anonymous_name();
                self.rk
                    .new_record(anon, span.start_point(), RecordKind::AnonymousDef)
            }
            Some(name) => {
                let is_string = self.rk.type_of(name).is_some_and(|t| self.rk.is_string(t));
                if !is_string {
                    let message = format!(
                        "Record name '{}' is not a string!",
                        self.rk.init_to_string(name)
                    );
                    return Err(self.err(name_span, message));
                }
                self.rk.new_record(name, name_span, RecordKind::Def)
            }
        };
        self.object_body(rec, &d.bases, d.body.as_deref())?;
        self.add_entry(Entry::Record(rec))
    }

    /// `addEntry`: into the innermost loop, the multiclass, or resolved now.
    fn add_entry(&mut self, entry: Entry) -> EResult<()> {
        if let Some(l) = self.loops.last_mut() {
            l.entries.push(entry);
            return Ok(());
        }
        if let Entry::Loop(l) = &entry {
            let mut substs = SubstStack::new();
            return match self.cur_multiclass {
                Some(mc) => {
                    let mut dest = Vec::new();
                    let result = self.resolve_loop(l, &mut substs, false, Some(&mut dest));
                    self.multiclasses[mc].entries.extend(dest);
                    result
                }
                None => self.resolve_loop(l, &mut substs, true, None),
            };
        }
        if let Some(mc) = self.cur_multiclass {
            self.multiclasses[mc].entries.push(entry);
            return Ok(());
        }
        match entry {
            Entry::Assertion(a) => {
                self.rk.check_assert(a.span, a.cond, a.message);
                Ok(())
            }
            Entry::Dump(d) => {
                self.check_dump(d.span, d.message);
                Ok(())
            }
            Entry::Record(r) => self.add_def_one(r),
            Entry::Loop(_) => Ok(()),
        }
    }

    fn check_dump(&mut self, span: Span, message: InitId) {
        let text = match self.rk.as_string(message) {
            Some(s) => s.to_string(),
            None => self.rk.init_to_string(message),
        };
        self.rk.dump_messages.push((span, text));
    }

    /// Resolves the entries of a loop once per element of its list.
    fn resolve_loop(
        &mut self,
        l: &ForeachLoop,
        substs: &mut SubstStack,
        final_: bool,
        dest: Option<&mut Vec<Entry>>,
    ) -> EResult<()> {
        let mut r = MapResolver::new(None);
        for &(name, value) in substs.iter() {
            r.set(name, value);
        }
        let mut list = self.rk.resolve_init(l.list, &mut r);
        if final_
            && let Init::TernOp {
                op: TernOp::If,
                lhs,
                mhs,
                rhs,
                ty,
            } = *self.rk.init(list)
        {
            r.set_final(true);
            let new_lhs = self.rk.resolve_init(lhs, &mut r);
            if new_lhs == lhs {
                let message = format!(
                    "unable to resolve if condition '{}' at end of containing scope",
                    self.rk.init_to_string(lhs)
                );
                return Err(self.err(l.span, message));
            }
            let t = self.rk.ternop(TernOp::If, new_lhs, mhs, rhs, ty);
            list = self.rk.fold_ternop(t, None);
        }
        let Init::List { elements, .. } = self.rk.init(list).clone() else {
            if !final_ && let Some(dest) = dest {
                let mut inner = Vec::new();
                let result =
                    self.resolve_entries(&l.entries, substs, final_, Some(&mut inner), None);
                dest.push(Entry::Loop(ForeachLoop {
                    span: l.span,
                    iter_var: l.iter_var,
                    list,
                    entries: inner,
                }));
                return result;
            }
            let message = format!(
                "attempting to loop over '{}', expected a list",
                self.rk.init_to_string(list)
            );
            return Err(self.err(l.span, message));
        };
        let mut dest = dest;
        for &element in elements.iter() {
            let iter_name = l.iter_var.and_then(|v| match self.rk.init(v) {
                Init::Var { name, .. } => Some(*name),
                _ => None,
            });
            if let Some(n) = iter_name {
                substs.push((n, element));
            }
            let result =
                self.resolve_entries(&l.entries, substs, final_, dest.as_deref_mut(), None);
            if iter_name.is_some() {
                substs.pop();
            }
            result?;
        }
        Ok(())
    }

    /// `resolve`: copies of the entries with the substitutions made, into
    /// `dest` or (with no `dest`) added as defs.
    fn resolve_entries(
        &mut self,
        source: &[Entry],
        substs: &mut SubstStack,
        final_: bool,
        mut dest: Option<&mut Vec<Entry>>,
        loc: Option<Span>,
    ) -> EResult<()> {
        for e in source {
            match e {
                Entry::Loop(l) => self.resolve_loop(l, substs, final_, dest.as_deref_mut())?,
                Entry::Assertion(a) => {
                    let mut r = MapResolver::new(None);
                    for &(n, v) in substs.iter() {
                        r.set(n, v);
                    }
                    let cond = self.rk.resolve_init(a.cond, &mut r);
                    let message = self.rk.resolve_init(a.message, &mut r);
                    match dest.as_deref_mut() {
                        Some(d) => d.push(Entry::Assertion(AssertionInfo {
                            span: a.span,
                            cond,
                            message,
                        })),
                        None => self.rk.check_assert(a.span, cond, message),
                    }
                }
                Entry::Dump(dump) => {
                    let mut r = MapResolver::new(None);
                    for &(n, v) in substs.iter() {
                        r.set(n, v);
                    }
                    let message = self.rk.resolve_init(dump.message, &mut r);
                    match dest.as_deref_mut() {
                        Some(d) => d.push(Entry::Dump(DumpInfo {
                            span: dump.span,
                            message,
                        })),
                        None => self.check_dump(dump.span, message),
                    }
                }
                Entry::Record(rec) => {
                    let copy = self.rk.copy_record(*rec);
                    if let Some(loc) = loc {
                        // Report problems of the instance at the defm.
                        self.rk.record_mut(copy).span = loc;
                    }
                    let mut r = MapResolver::new(Some(copy));
                    for &(n, v) in substs.iter() {
                        r.set(n, v);
                    }
                    self.rk.resolve_record(copy, &mut r, None);
                    match dest.as_deref_mut() {
                        Some(d) => d.push(Entry::Record(copy)),
                        None => self.add_def_one(copy)?,
                    }
                }
            }
        }
        Ok(())
    }

    /// `addDefOne`: the final resolution of a def, then it joins the defs.
    fn add_def_one(&mut self, rec: RecordId) -> EResult<()> {
        let name = self.rk.record_name(rec);
        let mut new_name = None;
        if let Some(prev) = self.rk.def_id(&name) {
            if self.rk.record(rec).kind != RecordKind::AnonymousDef {
                let span = self.rk.record(rec).span;
                let prev_span = self.rk.record(prev).span;
                self.rk.diagnostics.push(
                    Diagnostic::error(span, format!("def already exists: {name}"))
                        .with_note(Some(prev_span), "location of previous definition"),
                );
                return Err(Failed);
            }
            new_name = Some(self.rk.new_anonymous_name());
        }
        self.rk.resolve_record_final(rec, new_name);
        self.check_concrete(rec);
        let final_name = self.rk.record(rec).name;
        if !matches!(self.rk.init(final_name), Init::String { .. }) {
            let span = self.rk.record(rec).span;
            let message = format!(
                "record name '{}' could not be fully resolved",
                self.rk.init_to_string(final_name)
            );
            return Err(self.err(span, message));
        }
        let name = self.rk.record_name(rec);
        if let Some(prev) = self.rk.def_id(&name) {
            let span = self.rk.record(rec).span;
            let prev_span = self.rk.record(prev).span;
            self.rk.diagnostics.push(
                Diagnostic::error(span, format!("def already exists: {name}"))
                    .with_note(Some(prev_span), "location of previous definition"),
            );
            return Err(Failed);
        }
        self.rk.check_record_assertions(rec);
        let dumps = self.rk.record(rec).dumps.clone();
        for d in dumps {
            let mut r = super::resolve::RecordResolver::new(rec, None, true);
            let message = self.rk.resolve_init(d.message, &mut r);
            self.check_dump(d.span, message);
        }
        for i in 0..self.defsets.len() {
            let def = self.rk.def_init(rec);
            let def_ty = self.rk.type_of(def);
            let element_type = self.defsets[i].element_type;
            if !def_ty.is_some_and(|t| self.rk.type_is_a(t, element_type)) {
                let span = self.rk.record(rec).span;
                let got = def_ty.map_or(String::new(), |t| self.rk.type_to_string(t));
                let note_span = self.defsets[i].span;
                self.rk.diagnostics.push(
                    Diagnostic::error(
                        span,
                        format!("adding record of incompatible type '{got}' to defset"),
                    )
                    .with_note(Some(note_span), "location of defset declaration"),
                );
                return Err(Failed);
            }
            self.defsets[i].elements.push(def);
        }
        self.rk.add_def(rec);
        Ok(())
    }

    /// `checkConcrete`: every field of a def must be fully resolved.
    fn check_concrete(&mut self, rec: RecordId) {
        let fields = self.rk.record(rec).values.clone();
        for field in fields {
            if field.kind == FieldKind::NonconcreteOk {
                continue;
            }
            let ok = match self.rk.init(field.value).clone() {
                Init::Bits(bits) => bits.iter().all(|&b| match self.rk.init(b) {
                    Init::VarBit { var, .. } => match self.rk.init(*var) {
                        Init::Var { name, .. } => {
                            self.rk.record(rec).value_by_name(*name).is_some()
                                || self.rk.is_concrete(b)
                        }
                        _ => self.rk.is_concrete(b),
                    },
                    Init::Var { .. } => true,
                    _ => self.rk.is_concrete(b),
                }),
                _ => self.rk.is_concrete(field.value),
            };
            if !ok {
                let span = self.rk.record(rec).span;
                let message = format!(
                    "Initializer of '{}' in '{}' could not be fully resolved: {}",
                    self.rk.init_to_unquoted_string(field.name),
                    self.rk.record_name(rec),
                    self.rk.init_to_string(field.value)
                );
                self.rk.diagnostics.push(Diagnostic::error(span, message));
            }
        }
    }

    /// `ParseDefm`.
    fn defm(&mut self, mc: Option<usize>, d: &ast::Defm, span: Span) -> EResult<()> {
        let defm_name = match self.object_name(mc, d.name.as_ref())? {
            Some(n) => n,
            None => {
                let anon = self.rk.new_anonymous_name();
                match mc {
                    Some(m) => {
                        let rec = self.multiclasses[m].rec;
                        let implicit = self.implicit_name(rec, true);
                        let string = self.rk.string_ty();
                        let var = self.rk.var(implicit, string);
                        self.rk.str_concat(var, anon)
                    }
                    None => anon,
                }
            }
        };
        let mut new_entries = Vec::new();
        let mut bases = d.bases.iter();
        let mut inherit_from: Option<&ast::ClassRef> = None;
        let mut next = bases.next();
        let mut first = true;
        while let Some(base) = next {
            if !first && self.rk.class_id(&base.name.name).is_some() {
                inherit_from = Some(base);
                break;
            }
            first = false;
            let sub = self.subclass_reference(None, base, true)?;
            let Some(&mc_index) = self.multiclass_ids.get(&base.name.name) else {
                return Err(self.err(
                    base.name.span,
                    format!("Couldn't find multiclass '{}'", base.name.name),
                ));
            };
            let mut substs = self.multiclass_substs(mc_index, &sub, defm_name)?;
            let entries = self.multiclasses[mc_index].entries.clone();
            let final_ = mc.is_none() && self.loops.is_empty();
            self.resolve_entries(
                &entries,
                &mut substs,
                final_,
                Some(&mut new_entries),
                Some(base.span),
            )?;
            next = bases.next();
        }
        if let Some(first_class) = inherit_from {
            for base in std::iter::once(first_class).chain(bases) {
                let sub = self.subclass_reference(None, base, false)?;
                for e in &new_entries {
                    self.add_subclass_to_entry(e, &sub)?;
                }
            }
        }
        let _ = span;
        for e in new_entries {
            self.apply_let_stack_to_entry(&e)?;
            self.add_entry(e)?;
        }
        Ok(())
    }

    /// `resolveArgumentsOfMultiClass`: `NAME` and the template arguments.
    fn multiclass_substs(
        &mut self,
        mc: usize,
        sub: &SubClassRef,
        defm_name: InitId,
    ) -> EResult<SubstStack> {
        let rec = self.multiclasses[mc].rec;
        let implicit = self.implicit_name(rec, true);
        let mut substs = vec![(implicit, defm_name)];
        substs.extend(self.resolve_arguments(rec, &sub.args, sub.span)?);
        Ok(substs)
    }

    /// `ParseMultiClass`.
    fn multiclass(&mut self, m: &ast::MultiClassDef, span: Span, depth: u32) -> EResult<()> {
        if self.cur_multiclass.is_some() {
            return Err(self.err(span, "multiclass is not allowed inside multiclass"));
        }
        if self.multiclass_ids.contains_key(&m.name.name) {
            return Err(self.err(
                m.name.span,
                format!("multiclass '{}' already defined", m.name.name),
            ));
        }
        let name = self.rk.string(&m.name.name);
        let rec = self
            .rk
            .new_record(name, m.name.span, RecordKind::MultiClass);
        let index = self.multiclasses.len();
        self.multiclasses.push(MultiClass {
            rec,
            entries: Vec::new(),
        });
        self.multiclass_ids.insert(m.name.name.clone(), index);
        self.cur_multiclass = Some(index);
        self.scopes.push(Scope::new(ScopeKind::MultiClass));
        self.template_arg_list(None, &m.template_args)?;
        for base in &m.bases {
            let Some(&sub_mc) = self.multiclass_ids.get(&base.name.name) else {
                return Err(self.err(
                    base.name.span,
                    format!("Couldn't find multiclass '{}'", base.name.name),
                ));
            };
            let sub_rec = self.multiclasses[sub_mc].rec;
            let args = self.template_arg_values(&base.args, Some(rec), sub_rec, true)?;
            let sub = SubClassRef {
                rec: sub_rec,
                args,
                span: base.span,
            };
            let implicit = self.implicit_name(rec, true);
            let string = self.rk.string_ty();
            let name_var = self.rk.var(implicit, string);
            let mut substs = self.multiclass_substs(sub_mc, &sub, name_var)?;
            let entries = self.multiclasses[sub_mc].entries.clone();
            let mut dest = Vec::new();
            let result = self.resolve_entries(&entries, &mut substs, false, Some(&mut dest), None);
            self.multiclasses[index].entries.extend(dest);
            result?;
        }
        match &m.items {
            None => {
                if m.bases.is_empty() {
                    return Err(self.err(span, "expected '{' in multiclass definition"));
                }
            }
            Some(items) => {
                if items.is_empty() {
                    return Err(self.err(span, "multiclass must contain at least one def"));
                }
                self.objects(items, Some(index), depth + 1);
            }
        }
        self.scopes.pop();
        self.cur_multiclass = None;
        Ok(())
    }

    /// `ParseDefset`.
    fn defset(&mut self, d: &ast::Defset, depth: u32) -> EResult<()> {
        if self.cur_multiclass.is_some() {
            return Err(self.err(d.name.span, "defset is not allowed inside multiclass"));
        }
        let ty = self.parse_type(&d.ty)?;
        let Some(element_type) = self.rk.list_element(ty) else {
            return Err(self.err(d.ty.span, "expected list type"));
        };
        if self.rk.global(&d.name.name).is_some() {
            return Err(self.err(
                d.name.span,
                "def or global variable of this name already exists",
            ));
        }
        self.defsets.push(DefsetRecord {
            span: d.ty.span,
            element_type,
            elements: Vec::new(),
        });
        self.objects(&d.items, None, depth + 1);
        let Some(set) = self.defsets.pop() else {
            return Ok(());
        };
        let list = self.rk.list(set.elements, element_type);
        self.rk.globals.insert(d.name.name.clone(), list);
        Ok(())
    }

    /// `ParseDefvar`.
    fn defvar(&mut self, cur: Option<RecordId>, d: &ast::Defvar) -> EResult<()> {
        let name = &d.name.name;
        if self.var_already_defined(name) {
            return Err(self.err(d.name.span, "local variable of this name already exists"));
        }
        if let Some(c) = cur {
            let name_init = self.rk.string(name);
            if let Some(f) = self.rk.record(c).value_by_name(name_init)
                && f.kind != FieldKind::TemplateArg
            {
                return Err(self.err(d.name.span, "field of this name already exists"));
            }
        }
        if self.is_outermost() && self.rk.global(name).is_some() {
            return Err(self.err(
                d.name.span,
                "def or global variable of this name already exists",
            ));
        }
        let value = self.value(&d.value, cur, None, Mode::Value)?;
        if self.is_outermost() {
            self.rk.globals.insert(name.clone(), value);
        } else if let Some(scope) = self.scopes.last_mut() {
            scope.vars.insert(name.clone(), value);
        }
        Ok(())
    }

    /// `ParseForeach`.
    fn foreach(
        &mut self,
        mc: Option<usize>,
        f: &ast::Foreach,
        span: Span,
        depth: u32,
    ) -> EResult<()> {
        let (iter_var, list) = self.foreach_declaration(f)?;
        self.scopes
            .push(Scope::new(ScopeKind::Foreach(Some(iter_var))));
        self.loops.push(ForeachLoop {
            span,
            iter_var: Some(iter_var),
            list,
            entries: Vec::new(),
        });
        self.objects(&f.items, mc, depth + 1);
        self.scopes.pop();
        let Some(l) = self.loops.pop() else {
            return Ok(());
        };
        self.add_entry(Entry::Loop(l))
    }

    /// `ParseForeachDeclaration`: the iteration variable and its list.
    fn foreach_declaration(&mut self, f: &ast::Foreach) -> EResult<(InitId, InitId)> {
        let int = self.rk.int_ty();
        let mut ranges = Vec::new();
        let (list, iter_ty) = match &f.list {
            ast::ForeachList::Ranges(pieces) => {
                ranges = self.range_list(pieces)?;
                (None, None)
            }
            ast::ForeachList::Value(piece) => {
                let value = self.value(&piece.start, None, None, Mode::Value)?;
                match self.rk.type_of(value) {
                    Some(t) if self.rk.list_element(t).is_some() => {
                        if let Some(end) = &piece.end {
                            return Err(self.err(end.span, "expected 'in' in foreach"));
                        }
                        (Some(value), self.rk.list_element(t))
                    }
                    Some(_) => {
                        self.range_piece(piece, value, &mut ranges)?;
                        (None, None)
                    }
                    None => {
                        let message =
                            format!("expected a list, got '{}'", self.rk.init_to_string(value));
                        let mut diagnostic = Diagnostic::error(piece.start.span, message);
                        if self.cur_multiclass.is_some() {
                            diagnostic = diagnostic.with_note(
                                None,
                                "references to multiclass template arguments cannot be resolved at this time",
                            );
                        }
                        self.rk.diagnostics.push(diagnostic);
                        return Err(Failed);
                    }
                }
            }
        };
        let (list, iter_ty) = match (list, iter_ty) {
            (Some(l), Some(t)) => (l, t),
            _ => {
                if ranges.is_empty() {
                    return Err(self.err(f.iter.span, "expected declaration in for"));
                }
                let values = ranges.iter().map(|&r| self.rk.int(r as i64)).collect();
                (self.rk.list(values, int), int)
            }
        };
        let var = self.rk.var_named(&f.iter.name, iter_ty);
        Ok((var, list))
    }

    /// `ParseIf`: each branch is a loop over a list of zero or one element.
    fn if_item(
        &mut self,
        mc: Option<usize>,
        i: &ast::IfItem,
        span: Span,
        depth: u32,
    ) -> EResult<()> {
        let cond = self.value(&i.cond, None, None, Mode::Value)?;
        let bit = self.rk.bit_ty();
        let empty = self.rk.list(Vec::new(), bit);
        let one = self.rk.bit(true);
        let single = self.rk.list(vec![one], bit);
        let list_bit = self.rk.list_ty(bit);
        let branches = [
            (Some(&i.then_items), single, empty),
            (i.else_items.as_ref(), empty, single),
        ];
        for (items, when_true, when_false) in branches {
            let Some(items) = items else {
                continue;
            };
            let t = self
                .rk
                .ternop(TernOp::If, cond, when_true, when_false, list_bit);
            let list = self.rk.fold_ternop(t, None);
            self.loops.push(ForeachLoop {
                span,
                iter_var: None,
                list,
                entries: Vec::new(),
            });
            self.scopes.push(Scope::new(ScopeKind::Local));
            self.objects(items, mc, depth + 1);
            self.scopes.pop();
            if let Some(l) = self.loops.pop() {
                self.add_entry(Entry::Loop(l))?;
            }
        }
        Ok(())
    }

    /// `ParseTopLevelLet`.
    fn top_level_let(&mut self, mc: Option<usize>, l: &ast::LetItem, depth: u32) -> EResult<()> {
        let mut records = Vec::with_capacity(l.bindings.len());
        for b in &l.bindings {
            let mut bits = self.range_list(&b.bits)?;
            bits.reverse();
            let value = self.value(&b.value, None, None, Mode::Value)?;
            let name = self.rk.string(&b.name.name);
            records.push(LetRecord {
                name,
                bits,
                value,
                span: b.name.span,
            });
        }
        self.let_stack.push(records);
        if l.braced {
            self.scopes.push(Scope::new(ScopeKind::Local));
            self.objects(&l.items, mc, depth + 1);
            self.scopes.pop();
        } else {
            self.objects(&l.items, mc, depth + 1);
        }
        self.let_stack.pop();
        Ok(())
    }

    /// `ParseAssert`.
    fn assert(&mut self, cur: Option<RecordId>, a: &ast::Assert) -> EResult<()> {
        let cond = self.value(&a.cond, cur, None, Mode::Value)?;
        let message = self.value(&a.message, cur, None, Mode::Value)?;
        let info = AssertionInfo {
            span: a.cond.span,
            cond,
            message,
        };
        match cur {
            Some(c) => {
                self.rk.record_mut(c).assertions.push(info);
                Ok(())
            }
            None => self.add_entry(Entry::Assertion(info)),
        }
    }

    /// `ParseDump`.
    fn dump(&mut self, cur: Option<RecordId>, d: &ast::Dump) -> EResult<()> {
        let message = self.value(&d.message, cur, None, Mode::Value)?;
        let info = DumpInfo {
            span: d.message.span,
            message,
        };
        match cur {
            Some(c) => {
                self.rk.record_mut(c).dumps.push(info);
                Ok(())
            }
            None => self.add_entry(Entry::Dump(info)),
        }
    }
}
