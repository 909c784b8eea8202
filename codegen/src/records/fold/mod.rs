//! Evaluation of operators (`Fold` in `llvm-tblgen`): an operator whose
//! operands are known becomes its result; otherwise it stays as it is, to be
//! folded when resolution makes its operands known. Unary and other
//! operators here; binary and ternary ones in their own files.

mod binary;
mod ternary;

use super::init::{Init, InitId, UnOp};
use super::resolve::MapResolver;
use super::types::TypeId;
use super::{RecordId, Records};

/// Results larger than this (`!listsplat`, `!range`) are refused.
pub(crate) const MAX_GENERATED_LIST: i64 = 1 << 20;

impl Records {
    /// `UnOpInit::Fold`.
    pub(crate) fn fold_unop(
        &mut self,
        id: InitId,
        cur: Option<RecordId>,
        is_final: bool,
    ) -> InitId {
        let Init::UnOp { op, lhs, ty } = self.init(id).clone() else {
            return id;
        };
        match op {
            UnOp::Repr => {
                if self.is_concrete(lhs) {
                    let text = match self.init(lhs) {
                        Init::Def { record, .. } => {
                            crate::print_records::record_to_string(self, *record)
                        }
                        _ => self.init_to_string(lhs),
                    };
                    return self.string(&text);
                }
            }
            UnOp::ToLower | UnOp::ToUpper => {
                if let Some(s) = self.as_string(lhs) {
                    let s = if op == UnOp::ToLower {
                        s.to_ascii_lowercase()
                    } else {
                        s.to_ascii_uppercase()
                    };
                    return self.string(&s);
                }
            }
            UnOp::Cast => {
                if self.is_string(ty) {
                    match self.init(lhs).clone() {
                        Init::String { .. } => return lhs,
                        Init::Def { record, .. } => {
                            let name = self.record_name(record);
                            return self.string(&name);
                        }
                        _ => {
                            if let Some(v) = self.as_int(lhs) {
                                return self.string(&v.to_string());
                            }
                        }
                    }
                } else if self.is_record_ty(ty)
                    && let Some(name) = self.as_string(lhs).map(str::to_string)
                {
                    let mut def = self.def_id(&name);
                    if def.is_none()
                        && let Some(c) = cur
                    {
                        let cur_name = self.record(c).name;
                        let is_self = lhs == cur_name
                            || match self.init(cur_name) {
                                Init::AnonymousName(n) => name == format!("anonymous_{n}"),
                                _ => false,
                            };
                        if is_self {
                            if !is_final {
                                return id;
                            }
                            def = Some(c);
                        }
                    }
                    let Some(def) = def else {
                        if is_final {
                            self.error_at_record(
                                cur,
                                format!("Undefined reference to record: '{name}'"),
                            );
                        }
                        return id;
                    };
                    let d = self.def_init(def);
                    let def_ty = self.type_of(d).unwrap_or(ty);
                    if !self.type_is_a(def_ty, ty) {
                        let message = format!(
                            "Expected type '{}', got '{}' in: {}",
                            self.type_to_string(ty),
                            self.type_to_string(def_ty),
                            self.init_to_string(id)
                        );
                        self.error_at_record(cur, message);
                    }
                    return d;
                }
                if let Some(converted) = self.convert_initializer_to(lhs, ty) {
                    return converted;
                }
            }
            UnOp::Not => {
                if let Some(v) = self.as_int(lhs) {
                    return self.int(if v != 0 { 0 } else { 1 });
                }
            }
            UnOp::Head | UnOp::Tail => {
                if let Init::List {
                    elements,
                    element_type,
                } = self.init(lhs).clone()
                {
                    if elements.is_empty() {
                        let which = if op == UnOp::Head { "!head" } else { "!tail" };
                        self.error_at_record(cur, format!("empty list argument in {which}"));
                        return id;
                    }
                    return if op == UnOp::Head {
                        elements[0]
                    } else {
                        self.list(elements[1..].to_vec(), element_type)
                    };
                }
            }
            UnOp::Size | UnOp::Empty => {
                let size = match self.init(lhs) {
                    Init::List { elements, .. } => Some(elements.len()),
                    Init::Dag { args, .. } => Some(args.len()),
                    Init::String { value, .. } => Some(value.len()),
                    _ => None,
                };
                if let Some(size) = size {
                    return if op == UnOp::Size {
                        self.int(size as i64)
                    } else {
                        self.int((size == 0) as i64)
                    };
                }
            }
            UnOp::GetDagOp => {
                if let Init::Dag { op: dag_op, .. } = self.init(lhs).clone() {
                    let Init::Def { ty: def_ty, .. } = self.init(dag_op).clone() else {
                        self.error_at_record(cur, "Expected record as operator");
                        return id;
                    };
                    if !self.type_is_a(def_ty, ty) {
                        let message = format!(
                            "Expected type '{}', got '{}' in: {}",
                            self.type_to_string(ty),
                            self.type_to_string(def_ty),
                            self.init_to_string(id)
                        );
                        self.error_at_record(cur, message);
                        return id;
                    }
                    return dag_op;
                }
            }
            UnOp::Log2 => {
                if let Some(v) = self.as_int(lhs) {
                    if v <= 0 {
                        self.error_at_record(
                            cur,
                            "Illegal operation: logtwo is undefined on arguments less than or equal to 0",
                        );
                        return id;
                    }
                    return self.int(63 - v.leading_zeros() as i64);
                }
            }
        }
        id
    }

    /// `CondOpInit::Fold`.
    pub(crate) fn fold_cond(&mut self, id: InitId, cur: Option<RecordId>) -> InitId {
        let Init::Cond { conds, vals, ty } = self.init(id).clone() else {
            return id;
        };
        for (&c, &v) in conds.iter().zip(vals.iter()) {
            match self.as_int(c) {
                Some(0) => {}
                Some(_) => return self.convert_initializer_to(v, ty).unwrap_or(v),
                None => return id,
            }
        }
        let name = cur.map(|c| self.record_name(c)).unwrap_or_default();
        let message = format!(
            "{name} does not have any true condition in:{}",
            self.init_to_string(id)
        );
        self.error_at_record(cur, message);
        id
    }

    /// `FoldOpInit::Fold`.
    pub(crate) fn fold_foldl(&mut self, id: InitId, cur: Option<RecordId>) -> InitId {
        let Init::Fold {
            start,
            list,
            acc,
            item,
            expr,
            ..
        } = self.init(id).clone()
        else {
            return id;
        };
        let Init::List { elements, .. } = self.init(list).clone() else {
            return id;
        };
        let mut accumulated = start;
        for &element in elements.iter() {
            let mut r = MapResolver::new(cur);
            r.set(acc, accumulated);
            r.set(item, element);
            accumulated = self.resolve_init(expr, &mut r);
        }
        accumulated
    }

    /// `IsAOpInit::Fold`.
    pub(crate) fn fold_isa(&mut self, id: InitId) -> InitId {
        let Init::IsA { check, expr } = self.init(id).clone() else {
            return id;
        };
        let Some(expr_ty) = self.type_of(expr) else {
            return id;
        };
        if self.type_is_convertible_to(expr_ty, check) {
            return self.int(1);
        }
        if self.is_record_ty(check) {
            if !self.type_is_convertible_to(check, expr_ty)
                || matches!(self.init(expr), Init::Def { .. })
            {
                return self.int(0);
            }
            return id;
        }
        self.int(0)
    }

    /// `ExistsOpInit::Fold`.
    pub(crate) fn fold_exists(
        &mut self,
        id: InitId,
        cur: Option<RecordId>,
        is_final: bool,
    ) -> InitId {
        let Init::Exists { check, expr } = self.init(id).clone() else {
            return id;
        };
        let Some(name) = self.as_string(expr).map(str::to_string) else {
            return id;
        };
        if let Some(def) = self.def_id(&name) {
            let d = self.def_init(def);
            let def_ty = self.type_of(d).unwrap_or(check);
            let is_a = self.type_is_a(def_ty, check);
            return self.int(is_a as i64);
        }
        if let Some(c) = cur {
            let cur_name = self.record(c).name;
            let is_self = expr == cur_name
                || match self.init(cur_name) {
                    Init::AnonymousName(n) => name == format!("anonymous_{n}"),
                    _ => false,
                };
            if is_self {
                if !is_final {
                    return id;
                }
                let cur_ty = self.record_type_of(c);
                let is_a = self.type_is_a(cur_ty, check);
                return self.int(is_a as i64);
            }
        }
        if is_final { self.int(0) } else { id }
    }

    /// `FieldInit::Fold`.
    pub(crate) fn fold_field(&mut self, id: InitId, cur: Option<RecordId>) -> InitId {
        let Init::Field { record, field, .. } = self.init(id).clone() else {
            return id;
        };
        let Init::Def { record: def, .. } = *self.init(record) else {
            return id;
        };
        if Some(def) == cur {
            let message = format!(
                "Attempting to access field '{}' of '{}' is a forbidden self-reference",
                self.init_to_unquoted_string(field),
                self.init_to_string(record)
            );
            self.error_at_record(cur, message);
            return id;
        }
        let Some(value) = self.record(def).value_by_name(field).map(|v| v.value) else {
            let message = format!(
                "Record `{}' does not have a field named `{}'!",
                self.record_name(def),
                self.init_to_unquoted_string(field)
            );
            self.error_at_record(cur, message);
            return id;
        };
        if self.is_concrete(value) { value } else { id }
    }

    /// A type for `!cast` results and the like when none is known.
    pub(crate) fn any_record_ty(&mut self) -> TypeId {
        self.record_ty(&[])
    }
}
