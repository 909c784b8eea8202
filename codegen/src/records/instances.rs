//! Anonymous class instances `Class<args>`: each distinct instance whose
//! arguments are all known becomes one `anonymous_N` def
//! (`VarDefInit::instantiate`); and the checking of a def's `assert`s.

use super::init::{ArgAux, Init, InitId};
use super::resolve::{MapResolver, RecordResolver, TrackUnresolvedResolver};
use super::{RecordId, RecordKind, Records};

impl Records {
    /// `VarDefInit::Fold`: instantiates the class when no argument refers to
    /// a variable any more.
    pub(crate) fn fold_var_def(&mut self, id: InitId) -> InitId {
        if let Some(&def) = self.instances.get(&id) {
            return def;
        }
        let Init::VarDef { args, .. } = self.init(id).clone() else {
            return id;
        };
        let mut tracker = TrackUnresolvedResolver::new(None);
        for &a in args.iter() {
            self.resolve_init(a, &mut tracker);
        }
        if tracker.found_unresolved {
            id
        } else {
            self.instantiate(id)
        }
    }

    /// `VarDefInit::instantiate`: the anonymous def for `Class<args>`, made
    /// once per distinct instance.
    pub(crate) fn instantiate(&mut self, id: InitId) -> InitId {
        if let Some(&def) = self.instances.get(&id) {
            return def;
        }
        let Init::VarDef { class, args } = self.init(id).clone() else {
            return id;
        };
        let name = self.new_anonymous_name();
        let class_record = self.record(class).clone();
        let new = self.new_record(name, class_record.span, RecordKind::AnonymousDef);
        self.record_mut(new).values = class_record.values.clone();
        self.record_mut(new).assertions = class_record.assertions.clone();
        let template_args = class_record.template_args.clone();
        let mut r = MapResolver::new(Some(new));
        for &targ in &template_args {
            if let Some(v) = self.record(new).value_by_name(targ).map(|v| v.value) {
                r.set(targ, v);
            }
            if let Some(i) = self.record(new).value_index(targ) {
                self.record_mut(new).values.remove(i);
            }
        }
        for &a in args.iter() {
            if let Init::Argument { value, aux } = *self.init(a) {
                match aux {
                    ArgAux::Positional(i) => {
                        if let Some(&targ) = template_args.get(i as usize) {
                            r.set(targ, value);
                        }
                    }
                    ArgAux::Named(name) => r.set(name, value),
                }
            }
        }
        self.resolve_record(new, &mut r, None);
        let mut supers = class_record.superclasses.clone();
        supers.push((class, class_record.span));
        self.record_mut(new).superclasses = supers;
        self.resolve_record_final(new, None);
        let def_name = self.record_name(new);
        if self.def_id(&def_name).is_some() {
            self.error_at_record(Some(new), format!("def already exists: {def_name}"));
        } else {
            self.add_def(new);
        }
        self.check_record_assertions(new);
        let def = self.def_init(new);
        self.instances.insert(id, def);
        def
    }

    /// Checks the `assert`s of a def after its final resolution.
    pub(crate) fn check_record_assertions(&mut self, record: RecordId) {
        let assertions = self.record(record).assertions.clone();
        for a in assertions {
            let mut r = RecordResolver::new(record, None, true);
            let cond = self.resolve_init(a.cond, &mut r);
            let message = self.resolve_init(a.message, &mut r);
            self.check_assert(a.span, cond, message);
        }
    }

    /// Reports a failed (or ill-typed) assertion.
    pub(crate) fn check_assert(
        &mut self,
        span: crate::diagnostics::Span,
        cond: InitId,
        message: InitId,
    ) {
        match self.as_int(cond) {
            None => self.error(
                Some(span),
                "assert condition must of type bit, bits, or int.",
            ),
            Some(0) => {
                let note = match self.as_string(message) {
                    Some(m) => m.to_string(),
                    None => "(assert message is not a string)".to_string(),
                };
                self.diagnostics.push(
                    crate::diagnostics::Diagnostic::error(span, "assertion failed")
                        .with_note(None, note),
                );
            }
            Some(_) => {}
        }
    }
}
