//! Folding of binary operators (`BinOpInit::Fold`): arithmetic, comparisons,
//! list and string operators, and the dag operators with two operands.

use super::super::init::{BinOp, Init, InitId};
use super::super::{RecordId, Records};
use super::MAX_GENERATED_LIST;

impl Records {
    /// `BinOpInit::compareInit`: the comparison when both sides are known.
    pub(crate) fn compare(&mut self, op: BinOp, lhs: InitId, rhs: InitId) -> Option<bool> {
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
    pub(crate) fn dag_arg_index(
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
}
