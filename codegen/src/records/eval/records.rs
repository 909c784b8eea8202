//! Classes, defs and their bodies: template arguments, fields, `let`,
//! inheritance from superclasses (with their arguments), and the statements
//! that may appear in bodies (`defvar`, `assert`, `dump`), following
//! `TGParser::ParseClass`, `ParseDef`, `ParseObjectBody` and friends.

use super::*;

impl Evaluator<'_> {
    /// `ParseClass`.
    pub(crate) fn class(&mut self, c: &ast::ClassDef) -> EResult<()> {
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
        let arguments = self.template_arg_list(Some(rec), &c.template_args);
        let body = match arguments {
            Ok(()) => self.object_body(rec, &c.bases, c.body.as_deref()),
            Err(failed) => Err(failed),
        };
        self.scopes.pop();
        // The class stays defined with what did evaluate.
        if body.is_err() {
            self.failed.insert(rec);
        }
        body
    }

    /// `ParseTemplateArgList`.
    pub(crate) fn template_arg_list(
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
    pub(crate) fn declaration(
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
    pub(crate) fn add_value(&mut self, rec: RecordId, span: Span, field: RecordVal) -> EResult<()> {
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
    pub(crate) fn set_value(
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
    /// An error does not stop it: every superclass and body item that can
    /// be evaluated is, so that the record has the fields it can have.
    /// Once a superclass failed (or derives from a failed record), the
    /// record's fields are unknown and later errors in its body are not
    /// reported: they would follow from the first. `Err` when anything
    /// failed.
    pub(crate) fn object_body(
        &mut self,
        rec: RecordId,
        bases: &[ast::ClassRef],
        body: Option<&[ast::BodyItem]>,
    ) -> EResult<()> {
        self.scopes.push(Scope::new(ScopeKind::Record(rec)));
        let mut failed = false;
        let mut base_failed = false;
        for base in bases {
            let added = self
                .subclass_reference(Some(rec), base, false)
                .and_then(|sub| {
                    let inherited_failure = self.failed.contains(&sub.rec);
                    self.add_subclass(rec, &sub)?;
                    Ok(inherited_failure)
                });
            match added {
                Ok(false) => {}
                Ok(true) => {
                    // A failed superclass reported its own error.
                    failed = true;
                    base_failed = true;
                }
                Err(Failed) => {
                    failed = true;
                    base_failed = true;
                }
            }
        }
        let reported = self.rk.diagnostics.len();
        failed |= self.apply_let_stack(rec).is_err();
        if let Some(items) = body {
            for item in items {
                failed |= self.body_item(rec, item).is_err();
            }
        }
        if base_failed {
            self.rk.diagnostics.truncate(reported);
        }
        self.scopes.pop();
        if failed { Err(Failed) } else { Ok(()) }
    }

    /// `ParseSubClassReference`.
    pub(crate) fn subclass_reference(
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
    pub(crate) fn add_subclass(&mut self, cur: RecordId, sub: &SubClassRef) -> EResult<()> {
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

    /// `ApplyLetStack`.
    pub(crate) fn apply_let_stack(&mut self, rec: RecordId) -> EResult<()> {
        let lets: Vec<LetRecord> = self.let_stack.iter().flatten().cloned().collect();
        for l in lets {
            self.set_value(rec, l.span, l.name, &l.bits, l.value, false, true)?;
        }
        Ok(())
    }

    /// `ParseBodyItem`.
    pub(crate) fn body_item(&mut self, rec: RecordId, item: &ast::BodyItem) -> EResult<()> {
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
    pub(crate) fn object_name(
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
    pub(crate) fn def(&mut self, mc: Option<usize>, d: &ast::DefDef, span: Span) -> EResult<()> {
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
        if self.object_body(rec, &d.bases, d.body.as_deref()).is_ok() {
            return self.add_entry(Entry::Record(rec));
        }
        // Outside loops and multiclasses, the failed def still joins the
        // defs, so that its name and evaluated fields resolve; what its
        // final resolution would report follows from the first error.
        if self.loops.is_empty() && self.cur_multiclass.is_none() {
            self.failed.insert(rec);
            let reported = self.rk.diagnostics.len();
            let _ = self.add_entry(Entry::Record(rec));
            self.rk.diagnostics.truncate(reported);
        }
        Err(Failed)
    }

    /// `ParseDefvar`.
    pub(crate) fn defvar(&mut self, cur: Option<RecordId>, d: &ast::Defvar) -> EResult<()> {
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

    /// `ParseAssert`.
    pub(crate) fn assert(&mut self, cur: Option<RecordId>, a: &ast::Assert) -> EResult<()> {
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
    pub(crate) fn dump(&mut self, cur: Option<RecordId>, d: &ast::Dump) -> EResult<()> {
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
