//! Folding of ternary operators (`TernOpInit::Fold`): `!if`, `!foreach`,
//! `!filter`, `!subst`, `!dag`, `!range`, `!substr`, `!find` and the dag
//! setters.

use super::super::init::{Init, InitId, TernOp};
use super::super::resolve::MapResolver;
use super::super::{RecordId, Records};
use super::MAX_GENERATED_LIST;

impl Records {
    /// `!foreach`/`!filter` applied to one item: `expr` with `var` bound.
    pub(crate) fn item_apply(
        &mut self,
        var: InitId,
        item: InitId,
        expr: InitId,
        cur: Option<RecordId>,
    ) -> InitId {
        let mut r = MapResolver::new(cur);
        r.set(var, item);
        self.resolve_init(expr, &mut r)
    }

    pub(crate) fn foreach_dag_apply(
        &mut self,
        var: InitId,
        dag: InitId,
        expr: InitId,
        cur: Option<RecordId>,
    ) -> InitId {
        let Init::Dag { op, args, .. } = self.init(dag).clone() else {
            return dag;
        };
        let mut changed = false;
        let new_op = self.item_apply(var, op, expr, cur);
        changed |= new_op != op;
        let mut new_args = Vec::with_capacity(args.len());
        for &(arg, name) in args.iter() {
            let new_arg = if matches!(self.init(arg), Init::Dag { .. }) {
                self.foreach_dag_apply(var, arg, expr, cur)
            } else {
                self.item_apply(var, arg, expr, cur)
            };
            changed |= new_arg != arg;
            new_args.push((new_arg, name));
        }
        if changed {
            self.dag(new_op, None, new_args)
        } else {
            dag
        }
    }

    /// `TernOpInit::Fold`.
    pub(crate) fn fold_ternop(&mut self, id: InitId, cur: Option<RecordId>) -> InitId {
        let Init::TernOp {
            op,
            lhs,
            mhs,
            rhs,
            ty,
        } = self.init(id).clone()
        else {
            return id;
        };
        match op {
            TernOp::Subst => {
                match (
                    self.init(lhs).clone(),
                    self.init(mhs).clone(),
                    self.init(rhs).clone(),
                ) {
                    (Init::Def { .. }, Init::Def { .. }, Init::Def { .. }) => {
                        if self.init_to_string(lhs) == self.init_to_string(rhs) {
                            mhs
                        } else {
                            rhs
                        }
                    }
                    (
                        Init::Var { .. },
                        Init::Var { name: mname, .. },
                        Init::Var { name: rname, .. },
                    ) => {
                        let name = if self.init_to_string(lhs) == self.init_to_string(rhs) {
                            mname
                        } else {
                            rname
                        };
                        self.var(name, ty)
                    }
                    (
                        Init::String { value: from, .. },
                        Init::String { value: to, .. },
                        Init::String { value: text, .. },
                    ) => {
                        let result = substitute(&text, &from, &to);
                        self.string(&result)
                    }
                    _ => id,
                }
            }
            TernOp::Foreach => match self.init(mhs).clone() {
                Init::Dag { .. } => self.foreach_dag_apply(lhs, mhs, rhs, cur),
                Init::List { elements, .. } => {
                    let mut new_list = Vec::with_capacity(elements.len());
                    for &item in elements.iter() {
                        new_list.push(self.item_apply(lhs, item, rhs, cur));
                    }
                    let element_type = self.list_element(ty).unwrap_or(ty);
                    self.list(new_list, element_type)
                }
                _ => id,
            },
            TernOp::Filter => {
                let Init::List { elements, .. } = self.init(mhs).clone() else {
                    return id;
                };
                let mut kept = Vec::new();
                for &item in elements.iter() {
                    let include = self.item_apply(lhs, item, rhs, cur);
                    match self.as_int(include) {
                        Some(v) => {
                            if v != 0 {
                                kept.push(item);
                            }
                        }
                        None => return id,
                    }
                }
                let element_type = self.list_element(ty).unwrap_or(ty);
                self.list(kept, element_type)
            }
            TernOp::If => match self.as_int(lhs) {
                Some(v) => {
                    if v != 0 {
                        mhs
                    } else {
                        rhs
                    }
                }
                None => id,
            },
            TernOp::Dag => {
                let m_list = match self.init(mhs) {
                    Init::List { elements, .. } => Some(elements.clone()),
                    _ => None,
                };
                let r_list = match self.init(rhs) {
                    Init::List { elements, .. } => Some(elements.clone()),
                    _ => None,
                };
                let m_unset = matches!(self.init(mhs), Init::Unset);
                let r_unset = matches!(self.init(rhs), Init::Unset);
                if m_unset && r_unset {
                    return id;
                }
                let m_ok = m_list.is_some() || m_unset;
                let r_ok = r_list.is_some() || r_unset;
                let sizes_match = match (&m_list, &r_list) {
                    (Some(m), Some(r)) => m.len() == r.len(),
                    _ => true,
                };
                if !(m_ok && r_ok && sizes_match) {
                    return id;
                }
                let size = m_list.as_ref().or(r_list.as_ref()).map_or(0, |l| l.len());
                let mut children = Vec::with_capacity(size);
                for i in 0..size {
                    let node = match &m_list {
                        Some(m) => m[i],
                        None => self.unset(),
                    };
                    let name = match &r_list {
                        Some(r) => r[i],
                        None => self.unset(),
                    };
                    match self.init(name) {
                        Init::String { .. } => children.push((node, Some(name))),
                        Init::Unset => children.push((node, None)),
                        _ => return id,
                    }
                }
                self.dag(lhs, None, children)
            }
            TernOp::Range => {
                let (Init::Int(start), Init::Int(end), Init::Int(step)) = (
                    self.init(lhs).clone(),
                    self.init(mhs).clone(),
                    self.init(rhs).clone(),
                ) else {
                    return id;
                };
                if step == 0 {
                    self.error_at_record(cur, "Step of !range can't be 0");
                    return id;
                }
                let count = if (start < end && step > 0) || (start > end && step < 0) {
                    ((end as i128 - start as i128) / step as i128).unsigned_abs() + 1
                } else {
                    0
                };
                if count > MAX_GENERATED_LIST as u128 {
                    self.error_at_record(cur, "!range is too large");
                    return id;
                }
                let mut values = Vec::new();
                let mut i = start;
                if start < end && step > 0 {
                    while i < end {
                        values.push(i);
                        i = match i.checked_add(step) {
                            Some(n) => n,
                            None => break,
                        };
                    }
                } else if start > end && step < 0 {
                    while i > end {
                        values.push(i);
                        i = match i.checked_add(step) {
                            Some(n) => n,
                            None => break,
                        };
                    }
                }
                let elements = values.into_iter().map(|v| self.int(v)).collect();
                let int = self.int_ty();
                self.list(elements, int)
            }
            TernOp::Substr => {
                let (Init::String { value, code }, Init::Int(start), Init::Int(length)) = (
                    self.init(lhs).clone(),
                    self.init(mhs).clone(),
                    self.init(rhs).clone(),
                ) else {
                    return id;
                };
                let size = value.len() as i64;
                if start < 0 || start > size {
                    self.error_at_record(
                        cur,
                        format!("!substr start position is out of range 0...{size}: {start}"),
                    );
                    return id;
                }
                if length < 0 {
                    self.error_at_record(cur, "!substr length must be nonnegative");
                    return id;
                }
                let end = (start as u64)
                    .saturating_add(length as u64)
                    .min(size as u64) as usize;
                let bytes = &value.as_bytes()[start as usize..end];
                let s = String::from_utf8_lossy(bytes).into_owned();
                self.string_fmt(&s, code)
            }
            TernOp::Find => {
                let (Some(text), Some(needle), Init::Int(start)) = (
                    self.as_string(lhs).map(str::to_string),
                    self.as_string(mhs).map(str::to_string),
                    self.init(rhs).clone(),
                ) else {
                    return id;
                };
                let size = text.len() as i64;
                if start < 0 || start > size {
                    self.error_at_record(
                        cur,
                        format!("!find start position is out of range 0...{size}: {start}"),
                    );
                    return id;
                }
                let found = find_bytes(text.as_bytes(), needle.as_bytes(), start as usize);
                self.int(found.map_or(-1, |i| i as i64))
            }
            TernOp::SetDagArg | TernOp::SetDagName => {
                let Init::Dag {
                    op: dag_op,
                    op_name,
                    args,
                } = self.init(lhs).clone()
                else {
                    return id;
                };
                if !matches!(self.init(mhs), Init::Int(_) | Init::String { .. }) {
                    return id;
                }
                match self.dag_arg_index(&args, mhs) {
                    Err(e) => {
                        let which = if op == TernOp::SetDagArg {
                            "!setdagarg"
                        } else {
                            "!setdagname"
                        };
                        self.error_at_record(cur, format!("{which} {e}"));
                        id
                    }
                    Ok(index) => {
                        let mut args = args.to_vec();
                        if op == TernOp::SetDagArg {
                            args[index].0 = rhs;
                        } else {
                            args[index].1 =
                                matches!(self.init(rhs), Init::String { .. }).then_some(rhs);
                        }
                        self.dag(dag_op, op_name, args)
                    }
                }
            }
        }
    }
}

/// Replaces each occurrence of `from` in `text` by `to`, scanning left to
/// right past each replacement (as `!subst` does).
fn substitute(text: &str, from: &str, to: &str) -> String {
    if from.is_empty() {
        if to.is_empty() {
            return text.to_string();
        }
        // Every position (including the end) matches the empty string.
        let mut out = String::new();
        for c in text.chars() {
            out.push_str(to);
            out.push(c);
        }
        out.push_str(to);
        return out;
    }
    text.replace(from, to)
}

/// The byte offset of `needle` in `haystack` at or after `start`.
fn find_bytes(haystack: &[u8], needle: &[u8], start: usize) -> Option<usize> {
    if start > haystack.len() {
        return None;
    }
    if needle.is_empty() {
        return Some(start);
    }
    haystack[start..]
        .windows(needle.len())
        .position(|w| w == needle)
        .map(|i| i + start)
}
