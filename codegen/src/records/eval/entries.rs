//! Everything that produces defs later than it is read: `foreach` and `if`
//! loops, top-level `let`, multiclasses and `defm`, `defset`, and the final
//! resolution of each def before it joins the records (`addEntry`,
//! `resolve`, `addDefOne` in `TGParser`).

use super::*;

impl Evaluator<'_> {
    pub(crate) fn add_subclass_to_entry(
        &mut self,
        entry: &Entry,
        sub: &SubClassRef,
    ) -> EResult<()> {
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

    pub(crate) fn apply_let_stack_to_entry(&mut self, entry: &Entry) -> EResult<()> {
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

    /// `addEntry`: into the innermost loop, the multiclass, or resolved now.
    pub(crate) fn add_entry(&mut self, entry: Entry) -> EResult<()> {
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

    pub(crate) fn check_dump(&mut self, span: Span, message: InitId) {
        let text = match self.rk.as_string(message) {
            Some(s) => s.to_string(),
            None => self.rk.init_to_string(message),
        };
        self.rk.dump_messages.push((span, text));
    }

    /// Resolves the entries of a loop once per element of its list.
    pub(crate) fn resolve_loop(
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
    pub(crate) fn resolve_entries(
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
    pub(crate) fn add_def_one(&mut self, rec: RecordId) -> EResult<()> {
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
            let mut r = crate::records::resolve::RecordResolver::new(rec, None, true);
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
    pub(crate) fn check_concrete(&mut self, rec: RecordId) {
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
    pub(crate) fn defm(&mut self, mc: Option<usize>, d: &ast::Defm, span: Span) -> EResult<()> {
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
    pub(crate) fn multiclass_substs(
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
    pub(crate) fn multiclass(
        &mut self,
        m: &ast::MultiClassDef,
        span: Span,
        depth: u32,
    ) -> EResult<()> {
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
    pub(crate) fn defset(&mut self, d: &ast::Defset, depth: u32) -> EResult<()> {
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

    /// `ParseForeach`.
    pub(crate) fn foreach(
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
    pub(crate) fn foreach_declaration(&mut self, f: &ast::Foreach) -> EResult<(InitId, InitId)> {
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
    pub(crate) fn if_item(
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
    pub(crate) fn top_level_let(
        &mut self,
        mc: Option<usize>,
        l: &ast::LetItem,
        depth: u32,
    ) -> EResult<()> {
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
}
