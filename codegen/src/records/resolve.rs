//! Substitution of variables in values (`resolveReferences`), driven by
//! resolvers that say what a variable name stands for: a map of names
//! (template arguments, iteration variables), the fields of a record being
//! completed, or nothing at all (to find out whether anything is left
//! unresolved). Substituting folds the operators whose operands changed.

use std::collections::HashMap;

use super::init::{Init, InitId, TernOp, UnOp};
use super::{RecordId, Records};

/// What variables stand for during one resolution.
pub(crate) trait Resolver {
    /// The value of variable `name`, if this resolver knows it.
    fn resolve(&mut self, rk: &mut Records, name: InitId) -> Option<InitId>;
    /// The record being resolved, if any (for folding and self-references).
    fn current_record(&self) -> Option<RecordId>;
    /// Whether this is the last resolution before the record is final.
    fn is_final(&self) -> bool;
    /// Whether bits resolving to `?` keep their unresolved reference.
    fn keep_unset_bits(&self) -> bool {
        false
    }
}

/// Resolves a fixed set of names; values referring to other names of the
/// map are resolved on first use (`MapResolver`).
pub(crate) struct MapResolver {
    map: HashMap<InitId, (InitId, bool)>,
    current: Option<RecordId>,
    is_final: bool,
}

impl MapResolver {
    pub(crate) fn new(current: Option<RecordId>) -> MapResolver {
        MapResolver {
            map: HashMap::new(),
            current,
            is_final: false,
        }
    }

    pub(crate) fn set(&mut self, name: InitId, value: InitId) {
        self.map.insert(name, (value, false));
    }

    pub(crate) fn set_final(&mut self, is_final: bool) {
        self.is_final = is_final;
    }
}

impl Resolver for MapResolver {
    fn resolve(&mut self, rk: &mut Records, name: InitId) -> Option<InitId> {
        let (value, resolved) = *self.map.get(&name)?;
        if resolved || self.map.len() <= 1 {
            return Some(value);
        }
        // Resolve references among the mapped names, without recursing into
        // this one.
        self.map.remove(&name);
        let value = rk.resolve_init(value, self);
        self.map.insert(name, (value, true));
        Some(value)
    }

    fn current_record(&self) -> Option<RecordId> {
        self.current
    }

    fn is_final(&self) -> bool {
        self.is_final
    }
}

/// Resolves the fields of a record from the record itself, and its name to
/// a new name if one is given (`RecordResolver`).
pub(crate) struct RecordResolver {
    record: RecordId,
    cache: HashMap<InitId, InitId>,
    stack: Vec<InitId>,
    name: Option<InitId>,
    is_final: bool,
}

impl RecordResolver {
    pub(crate) fn new(record: RecordId, name: Option<InitId>, is_final: bool) -> RecordResolver {
        RecordResolver {
            record,
            cache: HashMap::new(),
            stack: Vec::new(),
            name,
            is_final,
        }
    }
}

impl Resolver for RecordResolver {
    fn resolve(&mut self, rk: &mut Records, name: InitId) -> Option<InitId> {
        if let Some(&v) = self.cache.get(&name) {
            return Some(v);
        }
        if self.stack.contains(&name) {
            return None;
        }
        let record = rk.record(self.record);
        let mut value = None;
        if let Some(field) = record.value_by_name(name) {
            let field_value = field.value;
            if !matches!(rk.init(field_value), Init::Unset) {
                self.stack.push(name);
                value = Some(rk.resolve_init(field_value, self));
                self.stack.pop();
            }
        } else if let Some(new_name) = self.name
            && name == record.name
        {
            self.stack.push(name);
            value = Some(rk.resolve_init(new_name, self));
            self.stack.pop();
        }
        if let Some(v) = value {
            self.cache.insert(name, v);
        }
        value
    }

    fn current_record(&self) -> Option<RecordId> {
        Some(self.record)
    }

    fn is_final(&self) -> bool {
        self.is_final
    }

    fn keep_unset_bits(&self) -> bool {
        true
    }
}

/// Hides some names from another resolver (the iteration variables of
/// `!foreach`, `!filter` and `!foldl`).
pub(crate) struct ShadowResolver<'a> {
    inner: &'a mut dyn Resolver,
    shadowed: Vec<InitId>,
}

impl<'a> ShadowResolver<'a> {
    pub(crate) fn new(inner: &'a mut dyn Resolver, shadowed: Vec<InitId>) -> ShadowResolver<'a> {
        ShadowResolver { inner, shadowed }
    }
}

impl Resolver for ShadowResolver<'_> {
    fn resolve(&mut self, rk: &mut Records, name: InitId) -> Option<InitId> {
        if self.shadowed.contains(&name) {
            return None;
        }
        self.inner.resolve(rk, name)
    }

    fn current_record(&self) -> Option<RecordId> {
        self.inner.current_record()
    }

    fn is_final(&self) -> bool {
        self.inner.is_final()
    }
}

/// Delegates to another resolver (if any) and notes whether some variable
/// stayed unresolved (`TrackUnresolvedResolver`).
pub(crate) struct TrackUnresolvedResolver<'a> {
    inner: Option<&'a mut dyn Resolver>,
    pub(crate) found_unresolved: bool,
}

impl<'a> TrackUnresolvedResolver<'a> {
    pub(crate) fn new(inner: Option<&'a mut dyn Resolver>) -> TrackUnresolvedResolver<'a> {
        TrackUnresolvedResolver {
            inner,
            found_unresolved: false,
        }
    }
}

impl Resolver for TrackUnresolvedResolver<'_> {
    fn resolve(&mut self, rk: &mut Records, name: InitId) -> Option<InitId> {
        let mut value = None;
        if let Some(inner) = self.inner.as_deref_mut() {
            value = inner.resolve(rk, name);
            if let Some(v) = value
                && !self.found_unresolved
            {
                let mut sub = TrackUnresolvedResolver::new(None);
                rk.resolve_init(v, &mut sub);
                self.found_unresolved |= sub.found_unresolved;
            }
        }
        if value.is_none() {
            self.found_unresolved = true;
        }
        value
    }

    fn current_record(&self) -> Option<RecordId> {
        self.inner.as_ref().and_then(|r| r.current_record())
    }

    fn is_final(&self) -> bool {
        false
    }
}

/// Only notes whether a given name is referenced (`HasReferenceResolver`).
pub(crate) struct HasReferenceResolver {
    target: InitId,
    pub(crate) found: bool,
}

impl HasReferenceResolver {
    pub(crate) fn new(target: InitId) -> HasReferenceResolver {
        HasReferenceResolver {
            target,
            found: false,
        }
    }
}

impl Resolver for HasReferenceResolver {
    fn resolve(&mut self, _rk: &mut Records, name: InitId) -> Option<InitId> {
        if name == self.target {
            self.found = true;
        }
        None
    }

    fn current_record(&self) -> Option<RecordId> {
        None
    }

    fn is_final(&self) -> bool {
        false
    }
}

/// Values nested deeper than this are not resolved further (a guard against
/// runaway recursion on pathological input).
const MAX_RESOLVE_DEPTH: u32 = 400;

impl Records {
    /// Substitutes the variables of a value as the resolver says, folding
    /// what changed.
    pub(crate) fn resolve_init(&mut self, id: InitId, r: &mut dyn Resolver) -> InitId {
        if self.resolve_depth >= MAX_RESOLVE_DEPTH {
            if !self.depth_error_reported {
                self.depth_error_reported = true;
                self.error(
                    None,
                    "expression nested too deeply (or infinitely recursive)",
                );
            }
            return id;
        }
        self.resolve_depth += 1;
        let result = self.resolve_init_inner(id, r);
        self.resolve_depth -= 1;
        result
    }

    fn resolve_init_inner(&mut self, id: InitId, r: &mut dyn Resolver) -> InitId {
        match self.init(id).clone() {
            Init::Unset | Init::Bit(_) | Init::Int(_) | Init::String { .. } | Init::Def { .. } => {
                id
            }
            Init::Argument { value, aux } => {
                let new = self.resolve_init(value, r);
                if new == value {
                    id
                } else {
                    self.intern(Init::Argument { value: new, aux })
                }
            }
            Init::Bits(bits) => {
                let mut changed = false;
                let mut new_bits = Vec::with_capacity(bits.len());
                let mut cached: Option<(InitId, InitId)> = None;
                for &bit in bits.iter() {
                    let mut new_bit = match self.init(bit).clone() {
                        Init::VarBit { var, bit: n } => {
                            let resolved = match cached {
                                Some((v, res)) if v == var => res,
                                _ => {
                                    let res = self.resolve_init(var, r);
                                    cached = Some((var, res));
                                    res
                                }
                            };
                            self.get_bit(resolved, n)
                        }
                        _ => {
                            let resolved = self.resolve_init(bit, r);
                            self.get_bit(resolved, 0)
                        }
                    };
                    if matches!(self.init(new_bit), Init::Unset) && r.keep_unset_bits() {
                        new_bit = bit;
                    }
                    changed |= new_bit != bit;
                    new_bits.push(new_bit);
                }
                if changed { self.bits(new_bits) } else { id }
            }
            Init::AnonymousName(_) => {
                let new = r.resolve(self, id).unwrap_or(id);
                if r.is_final()
                    && let Init::AnonymousName(n) = self.init(new)
                {
                    let name = format!("anonymous_{n}");
                    return self.string(&name);
                }
                new
            }
            Init::List {
                elements,
                element_type,
            } => {
                let mut changed = false;
                let mut resolved = Vec::with_capacity(elements.len());
                for &e in elements.iter() {
                    let n = self.resolve_init(e, r);
                    changed |= n != e;
                    resolved.push(n);
                }
                if changed {
                    self.list(resolved, element_type)
                } else {
                    id
                }
            }
            Init::UnOp { op, lhs, ty } => {
                let new = self.resolve_init(lhs, r);
                if new != lhs || (r.is_final() && op == UnOp::Cast) {
                    let u = self.unop(op, new, ty);
                    self.fold_unop(u, r.current_record(), r.is_final())
                } else {
                    id
                }
            }
            Init::BinOp { op, lhs, rhs, ty } => {
                let l = self.resolve_init(lhs, r);
                let rr = self.resolve_init(rhs, r);
                if l != lhs || rr != rhs {
                    let b = self.binop(op, l, rr, ty);
                    self.fold_binop(b, r.current_record())
                } else {
                    id
                }
            }
            Init::TernOp {
                op,
                lhs,
                mhs,
                rhs,
                ty,
            } => {
                let l = self.resolve_init(lhs, r);
                if op == TernOp::If
                    && l != lhs
                    && let Some(v) = self.as_int(l)
                {
                    return if v != 0 {
                        self.resolve_init(mhs, r)
                    } else {
                        self.resolve_init(rhs, r)
                    };
                }
                let m = self.resolve_init(mhs, r);
                let rr = if matches!(op, TernOp::Foreach | TernOp::Filter) {
                    let mut shadow = ShadowResolver::new(r, vec![l]);
                    self.resolve_init(rhs, &mut shadow)
                } else {
                    self.resolve_init(rhs, r)
                };
                if l != lhs || m != mhs || rr != rhs {
                    let t = self.ternop(op, l, m, rr, ty);
                    self.fold_ternop(t, r.current_record())
                } else {
                    id
                }
            }
            Init::Cond { conds, vals, ty } => {
                let mut changed = false;
                let mut new_conds = Vec::with_capacity(conds.len());
                for &c in conds.iter() {
                    let n = self.resolve_init(c, r);
                    changed |= n != c;
                    new_conds.push(n);
                }
                let mut new_vals = Vec::with_capacity(vals.len());
                for &v in vals.iter() {
                    let n = self.resolve_init(v, r);
                    changed |= n != v;
                    new_vals.push(n);
                }
                if changed {
                    let c = self.intern(Init::Cond {
                        conds: new_conds.into(),
                        vals: new_vals.into(),
                        ty,
                    });
                    self.fold_cond(c, r.current_record())
                } else {
                    id
                }
            }
            Init::Fold {
                start,
                list,
                acc,
                item,
                expr,
                ty,
            } => {
                let new_start = self.resolve_init(start, r);
                let new_list = self.resolve_init(list, r);
                let new_expr = {
                    let mut shadow = ShadowResolver::new(r, vec![acc, item]);
                    self.resolve_init(expr, &mut shadow)
                };
                if new_start == start && new_list == list && new_expr == expr {
                    return id;
                }
                let f = self.intern(Init::Fold {
                    start: new_start,
                    list: new_list,
                    acc,
                    item,
                    expr: new_expr,
                    ty,
                });
                self.fold_foldl(f, r.current_record())
            }
            Init::IsA { check, expr } => {
                let new = self.resolve_init(expr, r);
                if new != expr {
                    let i = self.intern(Init::IsA { check, expr: new });
                    self.fold_isa(i)
                } else {
                    id
                }
            }
            Init::Exists { check, expr } => {
                let new = self.resolve_init(expr, r);
                if new != expr || r.is_final() {
                    let e = self.intern(Init::Exists { check, expr: new });
                    self.fold_exists(e, r.current_record(), r.is_final())
                } else {
                    id
                }
            }
            Init::Var { name, .. } => r.resolve(self, name).unwrap_or(id),
            Init::VarBit { var, bit } => {
                let new = self.resolve_init(var, r);
                if new != var {
                    self.get_bit(new, bit)
                } else {
                    id
                }
            }
            Init::VarDef { class, args } => {
                let mut tracker = TrackUnresolvedResolver::new(Some(r));
                let mut changed = false;
                let mut new_args = Vec::with_capacity(args.len());
                for &a in args.iter() {
                    let n = self.resolve_init(a, &mut tracker);
                    changed |= n != a;
                    new_args.push(n);
                }
                if !changed {
                    return id;
                }
                let found_unresolved = tracker.found_unresolved;
                let new = self.intern(Init::VarDef {
                    class,
                    args: new_args.into(),
                });
                if found_unresolved {
                    new
                } else {
                    self.instantiate(new)
                }
            }
            Init::Field { record, field, .. } => {
                let new = self.resolve_init(record, r);
                if new == record {
                    return id;
                }
                match self.field_init(new, field) {
                    Some(f) => self.fold_field(f, r.current_record()),
                    None => {
                        let message = format!(
                            "Cannot access field '{}' of value '{}'",
                            self.init_to_unquoted_string(field),
                            self.init_to_string(new)
                        );
                        self.error_at_record(r.current_record(), message);
                        id
                    }
                }
            }
            Init::Dag { op, op_name, args } => {
                let mut changed = false;
                let mut new_args = Vec::with_capacity(args.len());
                for &(a, n) in args.iter() {
                    let na = self.resolve_init(a, r);
                    changed |= na != a;
                    new_args.push((na, n));
                }
                let new_op = self.resolve_init(op, r);
                if new_op != op || changed {
                    self.dag(new_op, op_name, new_args)
                } else {
                    id
                }
            }
        }
    }

    /// Resolves a record's name, fields and assertions in place
    /// (`Record::resolveReferences`), skipping field `skip`.
    pub(crate) fn resolve_record(
        &mut self,
        record: RecordId,
        r: &mut dyn Resolver,
        skip: Option<usize>,
    ) {
        let old_name = self.record(record).name;
        let new_name = self.resolve_init(old_name, r);
        if new_name != old_name {
            self.set_record_name(record, new_name);
        }
        let count = self.record(record).values.len();
        for index in 0..count {
            if Some(index) == skip {
                continue;
            }
            let Some(value) = self.record(record).values.get(index).map(|v| v.value) else {
                break;
            };
            let resolved = self.resolve_init(value, r);
            if !self.set_field_value(record, index, resolved) {
                let field = &self.record(record).values[index];
                let (field_name, field_ty) = (field.name, field.ty);
                let of_type = match self.type_of(resolved) {
                    Some(t) => format!("of type '{}' ", self.type_to_string(t)),
                    None => String::new(),
                };
                let message = format!(
                    "Invalid value {of_type}found when setting field '{}' of type '{}' after resolving references: {}",
                    self.init_to_unquoted_string(field_name),
                    self.type_to_string(field_ty),
                    self.init_to_unquoted_string(resolved)
                );
                self.error_at_record(Some(record), message);
            }
        }
        let assertions = self.record(record).assertions.clone();
        let mut resolved_assertions = Vec::with_capacity(assertions.len());
        for mut a in assertions {
            a.cond = self.resolve_init(a.cond, r);
            a.message = self.resolve_init(a.message, r);
            resolved_assertions.push(a);
        }
        self.record_mut(record).assertions = resolved_assertions;
    }

    /// The final resolution of a def: fields from the def itself, its name
    /// replaced by `new_name` if given.
    pub(crate) fn resolve_record_final(&mut self, record: RecordId, new_name: Option<InitId>) {
        let mut r = RecordResolver::new(record, new_name, true);
        self.resolve_record(record, &mut r, None);
    }

    /// Renames a record; the name must be a string value (`setName`).
    pub(crate) fn set_record_name(&mut self, record: RecordId, name: InitId) {
        let is_string = match self.type_of(name) {
            Some(t) => self.is_string(t),
            None => false,
        };
        if !is_string {
            let message = format!(
                "Record name '{}' is not a string!",
                self.init_to_string(name)
            );
            self.error_at_record(Some(record), message);
            return;
        }
        self.record_mut(record).name = name;
    }
}
