//! Evaluation of operators (`Fold` in `llvm-tblgen`): an operator whose
//! operands are known becomes its result; otherwise it stays as it is, to be
//! folded when resolution makes its operands known. Also the instantiation
//! of anonymous class instances `Class<args>`.

use super::init::{ArgAux, BinOp, Init, InitId, TernOp, UnOp};
use super::resolve::{MapResolver, RecordResolver, TrackUnresolvedResolver};
use super::types::TypeId;
use super::{RecordId, RecordKind, Records};

/// Results larger than this (`!listsplat`, `!range`) are refused.
const MAX_GENERATED_LIST: i64 = 1 << 20;

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

    /// `BinOpInit::compareInit`: the comparison when both sides are known.
    fn compare(&mut self, op: BinOp, lhs: InitId, rhs: InitId) -> Option<bool> {
        if let (Some(l), Some(r)) = (self.as_int(lhs), self.as_int(rhs)) {
            return Some(match op {
                BinOp::Eq => l == r,
                BinOp::Ne => l != r,
                BinOp::Le => l <= r,
                BinOp::Lt => l < r,
                BinOp::Ge => l >= r,
                _ => l > r,
            });
        }
        if let (Some(l), Some(r)) = (self.as_string(lhs), self.as_string(rhs)) {
            let (l, r) = (l.as_bytes(), r.as_bytes());
            return Some(match op {
                BinOp::Eq => l == r,
                BinOp::Ne => l != r,
                BinOp::Le => l <= r,
                BinOp::Lt => l < r,
                BinOp::Ge => l >= r,
                _ => l > r,
            });
        }
        if matches!(op, BinOp::Eq | BinOp::Ne)
            && let (Init::Def { record: l, .. }, Init::Def { record: r, .. }) =
                (self.init(lhs), self.init(rhs))
        {
            return Some((l == r) == (op == BinOp::Eq));
        }
        None
    }

    /// The index of a dag argument given by position or `$name`.
    fn dag_arg_index(
        &self,
        args: &[(InitId, Option<InitId>)],
        key: InitId,
    ) -> Result<usize, String> {
        match self.init(key) {
            Init::Int(pos) => {
                let pos = *pos;
                if pos < 0 {
                    Err(format!("index {pos} is negative"))
                } else if pos as usize >= args.len() {
                    Err(format!(
                        "index {pos} is out of range (dag has {} arguments)",
                        args.len()
                    ))
                } else {
                    Ok(pos as usize)
                }
            }
            Init::String { value, .. } => args
                .iter()
                .position(|(_, n)| n.is_some_and(|n| self.as_string(n) == Some(value)))
                .ok_or_else(|| format!("key '{value}' is not found")),
            _ => Err("invalid key".to_string()),
        }
    }

    /// `BinOpInit::Fold`.
    pub(crate) fn fold_binop(&mut self, id: InitId, cur: Option<RecordId>) -> InitId {
        let Init::BinOp { op, lhs, rhs, ty } = self.init(id).clone() else {
            return id;
        };
        match op {
            BinOp::Concat => {
                let (
                    Init::Dag {
                        op: lop,
                        args: largs,
                        ..
                    },
                    Init::Dag {
                        op: rop,
                        args: rargs,
                        ..
                    },
                ) = (self.init(lhs).clone(), self.init(rhs).clone())
                else {
                    return id;
                };
                let l_def = matches!(self.init(lop), Init::Def { .. });
                let r_def = matches!(self.init(rop), Init::Def { .. });
                if (!l_def && !matches!(self.init(lop), Init::Unset))
                    || (!r_def && !matches!(self.init(rop), Init::Unset))
                {
                    return id;
                }
                if l_def && r_def && lop != rop {
                    let message = format!(
                        "Concatenated Dag operators do not match: '{}' vs. '{}'",
                        self.init_to_string(lhs),
                        self.init_to_string(rhs)
                    );
                    self.error_at_record(cur, message);
                    return id;
                }
                let new_op = if l_def {
                    lop
                } else if r_def {
                    rop
                } else {
                    self.unset()
                };
                let args: Vec<_> = largs.iter().chain(rargs.iter()).copied().collect();
                self.dag(new_op, None, args)
            }
            BinOp::ListConcat => match (self.init(lhs).clone(), self.init(rhs).clone()) {
                (
                    Init::List {
                        elements: a,
                        element_type,
                    },
                    Init::List { elements: b, .. },
                ) => {
                    let elements = a.iter().chain(b.iter()).copied().collect();
                    self.list(elements, element_type)
                }
                _ => id,
            },
            BinOp::ListSplat => {
                let Some(value_ty) = self.type_of(lhs) else {
                    return id;
                };
                let Init::Int(size) = *self.init(rhs) else {
                    return id;
                };
                if !(0..=MAX_GENERATED_LIST).contains(&size) {
                    self.error_at_record(cur, format!("!listsplat size {size} is out of range"));
                    return id;
                }
                self.list(vec![lhs; size as usize], value_ty)
            }
            BinOp::ListRemove => match (self.init(lhs).clone(), self.init(rhs).clone()) {
                (
                    Init::List {
                        elements: a,
                        element_type,
                    },
                    Init::List { elements: b, .. },
                ) => {
                    let mut kept = Vec::new();
                    for &l in a.iter() {
                        let mut found = false;
                        for &r in b.iter() {
                            if self.compare(BinOp::Eq, l, r) == Some(true) {
                                found = true;
                                break;
                            }
                        }
                        if !found {
                            kept.push(l);
                        }
                    }
                    self.list(kept, element_type)
                }
                _ => id,
            },
            BinOp::ListElem => match (self.init(lhs), self.init(rhs)) {
                (Init::List { elements, .. }, Init::Int(i))
                    if *i >= 0 && (*i as usize) < elements.len() =>
                {
                    elements[*i as usize]
                }
                _ => id,
            },
            BinOp::ListSlice => {
                let (
                    Init::List {
                        elements,
                        element_type,
                    },
                    Init::List {
                        elements: indices, ..
                    },
                ) = (self.init(lhs).clone(), self.init(rhs).clone())
                else {
                    return id;
                };
                let mut selected = Vec::with_capacity(indices.len());
                for &index in indices.iter() {
                    match self.init(index) {
                        Init::Int(i) if *i >= 0 && (*i as usize) < elements.len() => {
                            selected.push(elements[*i as usize])
                        }
                        _ => return id,
                    }
                }
                self.list(selected, element_type)
            }
            BinOp::RangeC => {
                let (Init::Int(start), Init::Int(end)) =
                    (self.init(lhs).clone(), self.init(rhs).clone())
                else {
                    return id;
                };
                if (end as i128 - start as i128).abs() > MAX_GENERATED_LIST as i128 {
                    self.error_at_record(cur, "range is too large");
                    return id;
                }
                let values: Vec<i64> = if start <= end {
                    (start..=end).collect()
                } else {
                    (end..=start).rev().collect()
                };
                let elements = values.into_iter().map(|v| self.int(v)).collect();
                let int = self.int_ty();
                self.list(elements, int)
            }
            BinOp::StrConcat => {
                if self.as_string(lhs).is_some() && self.as_string(rhs).is_some() {
                    return self.str_concat(lhs, rhs);
                }
                id
            }
            BinOp::Interleave => {
                let (
                    Init::List {
                        elements,
                        element_type,
                    },
                    Some(delim),
                ) = (
                    self.init(lhs).clone(),
                    self.as_string(rhs).map(str::to_string),
                )
                else {
                    return id;
                };
                let mut out = String::new();
                let mut code = false;
                let strings = self.is_string(element_type);
                for (i, &e) in elements.iter().enumerate() {
                    if i > 0 {
                        out.push_str(&delim);
                    }
                    if strings {
                        match self.init(e) {
                            Init::String { value, code: c } => {
                                out.push_str(value);
                                // The first element's format does not count.
                                if i > 0 {
                                    code |= *c;
                                }
                            }
                            _ => return id,
                        }
                    } else {
                        match self.as_int(e) {
                            Some(v) => out.push_str(&v.to_string()),
                            None => return id,
                        }
                    }
                }
                self.string_fmt(&out, code)
            }
            BinOp::Eq | BinOp::Ne | BinOp::Le | BinOp::Lt | BinOp::Ge | BinOp::Gt => {
                match self.compare(op, lhs, rhs) {
                    Some(b) => self.bit(b),
                    None => id,
                }
            }
            BinOp::GetDagArg => {
                let Init::Dag { args, .. } = self.init(lhs).clone() else {
                    return id;
                };
                if !matches!(self.init(rhs), Init::Int(_) | Init::String { .. }) {
                    return id;
                }
                match self.dag_arg_index(&args, rhs) {
                    Err(e) => {
                        self.error_at_record(cur, format!("!getdagarg {e}"));
                        id
                    }
                    Ok(index) => {
                        let arg = args[index].0;
                        if let Some(arg_ty) = self.type_of(arg)
                            && !self.type_is_convertible_to(arg_ty, ty)
                        {
                            return self.unset();
                        }
                        arg
                    }
                }
            }
            BinOp::GetDagName => {
                let (Init::Dag { args, .. }, Init::Int(pos)) =
                    (self.init(lhs).clone(), self.init(rhs).clone())
                else {
                    return id;
                };
                if pos < 0 || pos as usize >= args.len() {
                    let message = format!(
                        "!getdagname index is out of range 0...{}: {pos}",
                        args.len() as i64 - 1
                    );
                    self.error_at_record(cur, message);
                    return self.unset();
                }
                match args[pos as usize].1 {
                    Some(name) => name,
                    None => self.unset(),
                }
            }
            BinOp::SetDagOp => {
                let (Init::Dag { args, .. }, Init::Def { .. }) =
                    (self.init(lhs).clone(), self.init(rhs))
                else {
                    return id;
                };
                self.dag(rhs, None, args.to_vec())
            }
            BinOp::Add
            | BinOp::Sub
            | BinOp::Mul
            | BinOp::Div
            | BinOp::And
            | BinOp::Or
            | BinOp::Xor
            | BinOp::Shl
            | BinOp::Sra
            | BinOp::Srl => {
                let (Some(l), Some(r)) = (self.as_int(lhs), self.as_int(rhs)) else {
                    return id;
                };
                let result = match op {
                    BinOp::Add => l.wrapping_add(r),
                    BinOp::Sub => l.wrapping_sub(r),
                    BinOp::Mul => l.wrapping_mul(r),
                    BinOp::Div => {
                        if r == 0 {
                            self.error_at_record(cur, "Illegal operation: division by zero");
                            return id;
                        }
                        if l == i64::MIN && r == -1 {
                            self.error_at_record(cur, "Illegal operation: INT64_MIN / -1");
                            return id;
                        }
                        l / r
                    }
                    BinOp::And => l & r,
                    BinOp::Or => l | r,
                    BinOp::Xor => l ^ r,
                    BinOp::Shl => (l as u64).wrapping_shl(r as u32) as i64,
                    BinOp::Sra => l.wrapping_shr(r as u32),
                    _ => (l as u64).wrapping_shr(r as u32) as i64,
                };
                self.int(result)
            }
        }
    }

    /// `!foreach`/`!filter` applied to one item: `expr` with `var` bound.
    fn item_apply(
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

    fn foreach_dag_apply(
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

    /// A type for `!cast` results and the like when none is known.
    pub(crate) fn any_record_ty(&mut self) -> TypeId {
        self.record_ty(&[])
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
