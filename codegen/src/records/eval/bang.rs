//! Bang operators, as `TGParser::ParseOperation` types and builds them:
//! each operator checks its operands' types (guided by the expected type)
//! and folds at once when its operands are known.

use super::*;
use crate::ast::{BangOp, ValueKind};
use crate::records::init::UnOp;
use crate::records::types::RecTy;

impl Evaluator<'_> {
    /// `ParseOperatorType`: the `<type>` of a bang operator.
    pub(crate) fn operator_type(&mut self, bang: &ast::Bang) -> EResult<TypeId> {
        let Some(t) = &bang.ty else {
            return Err(self.err(bang.op_span, "expected type name for operator"));
        };
        if t.kind == ast::TypeKind::Code {
            self.rk.error(
                Some(t.span),
                "the 'code' type is not allowed in bang operators; use 'string'",
            );
        }
        self.parse_type(t)
    }

    pub(crate) fn expect_args(
        &mut self,
        bang: &ast::Bang,
        span: Span,
        counts: &[usize],
    ) -> EResult<()> {
        if let Some(a) = bang.args.iter().find(|a| a.then.is_some()) {
            return Err(self.err(
                a.value.span,
                format!("unexpected ':' in !{}", bang.op.name()),
            ));
        }
        if !counts.contains(&bang.args.len()) {
            let expected = match counts {
                [1] => "one operand".to_string(),
                [n] => format!("{n} operands"),
                _ => format!("{} to {} operands", counts[0], counts[counts.len() - 1]),
            };
            return Err(self.err(
                span,
                format!("expected {expected} to operator !{}", bang.op.name()),
            ));
        }
        Ok(())
    }

    pub(crate) fn typed(&mut self, value: InitId, span: Span) -> EResult<TypeId> {
        match self.rk.type_of(value) {
            Some(t) => Ok(t),
            None => {
                let message = format!(
                    "expected value to be a typed value, got '{}'",
                    self.rk.init_to_string(value)
                );
                Err(self.err(span, message))
            }
        }
    }

    /// `ParseOperation`: a bang operator application.
    pub(crate) fn bang(
        &mut self,
        cur: Option<RecordId>,
        bang: &ast::Bang,
        item_type: Option<TypeId>,
        span: Span,
    ) -> EResult<InitId> {
        use BangOp as B;
        match bang.op {
            B::Not
            | B::ToLower
            | B::ToUpper
            | B::LogTwo
            | B::Head
            | B::Tail
            | B::Size
            | B::Empty
            | B::Cast
            | B::Repr
            | B::GetDagOp => self.unary(cur, bang, span),
            B::IsA => {
                let ty = self.operator_type(bang)?;
                self.expect_args(bang, span, &[1])?;
                let lhs = self.value(&bang.args[0].value, cur, None, Mode::Value)?;
                let isa = self.rk.intern(Init::IsA {
                    check: ty,
                    expr: lhs,
                });
                Ok(self.rk.fold_isa(isa))
            }
            B::Exists => {
                let ty = self.operator_type(bang)?;
                self.expect_args(bang, span, &[1])?;
                let arg = &bang.args[0].value;
                let expr = self.value(arg, cur, None, Mode::Value)?;
                let Some(expr_ty) = self.rk.type_of(expr) else {
                    return Err(self.err(
                        arg.span,
                        "expected string type argument in !exists operator",
                    ));
                };
                if self.rk.is_record_ty(expr_ty) {
                    return Err(self.err(
                        arg.span,
                        "expected string type argument in !exists operator, please use !isa instead",
                    ));
                }
                if !self.rk.is_string(expr_ty) {
                    return Err(self.err(
                        arg.span,
                        "expected string type argument in !exists operator",
                    ));
                }
                let exists = self.rk.intern(Init::Exists { check: ty, expr });
                Ok(self.rk.fold_exists(exists, cur, false))
            }
            B::Con
            | B::Add
            | B::Sub
            | B::Mul
            | B::Div
            | B::And
            | B::Or
            | B::Xor
            | B::Sra
            | B::Srl
            | B::Shl
            | B::Eq
            | B::Ne
            | B::Le
            | B::Lt
            | B::Ge
            | B::Gt
            | B::ListConcat
            | B::ListSplat
            | B::ListRemove
            | B::StrConcat
            | B::Interleave
            | B::GetDagArg
            | B::GetDagName
            | B::SetDagOp => self.binary(cur, bang, item_type, span),
            B::Foreach | B::Filter => self.foreach_filter(cur, bang, item_type, span),
            B::Range => self.range_op(cur, bang, span),
            B::SetDagArg | B::SetDagName | B::Dag | B::If | B::Subst => {
                self.ternary(cur, bang, item_type, span)
            }
            B::Substr | B::Find => self.substr_find(cur, bang, item_type, span),
            B::Cond => self.cond(cur, bang, item_type, span),
            B::Foldl => self.foldl(cur, bang, span),
        }
    }

    pub(crate) fn unary(
        &mut self,
        cur: Option<RecordId>,
        bang: &ast::Bang,
        span: Span,
    ) -> EResult<InitId> {
        use BangOp as B;
        let (code, mut ty) = match bang.op {
            B::Cast => {
                let t = self.operator_type(bang)?;
                (UnOp::Cast, Some(t))
            }
            B::Repr => (UnOp::Repr, Some(self.rk.string_ty())),
            B::ToLower => (UnOp::ToLower, Some(self.rk.string_ty())),
            B::ToUpper => (UnOp::ToUpper, Some(self.rk.string_ty())),
            B::Not => (UnOp::Not, Some(self.rk.int_ty())),
            B::LogTwo => (UnOp::Log2, Some(self.rk.int_ty())),
            B::Head => (UnOp::Head, None),
            B::Tail => (UnOp::Tail, None),
            B::Size => (UnOp::Size, Some(self.rk.int_ty())),
            B::Empty => (UnOp::Empty, Some(self.rk.int_ty())),
            _ => {
                let t = if bang.ty.is_some() {
                    let t = self.operator_type(bang)?;
                    if !self.rk.is_record_ty(t) {
                        self.rk.error(
                            Some(bang.op_span),
                            "type for !getdagop must be a record type",
                        );
                    }
                    t
                } else {
                    self.rk.any_record_ty()
                };
                (UnOp::GetDagOp, Some(t))
            }
        };
        self.expect_args(bang, span, &[1])?;
        let arg = &bang.args[0].value;
        let lhs = self.value(arg, cur, None, Mode::Value)?;
        if matches!(code, UnOp::Empty | UnOp::Size) {
            let Some(t) = self.rk.type_of(lhs) else {
                return Err(self.err(
                    arg.span,
                    "expected string, list, or dag type argument in unary operator",
                ));
            };
            if !matches!(self.rk.ty(t), RecTy::List(_) | RecTy::String | RecTy::Dag) {
                return Err(self.err(
                    arg.span,
                    "expected string, list, or dag type argument in unary operator",
                ));
            }
        }
        if matches!(code, UnOp::Head | UnOp::Tail) {
            let Some(t) = self.rk.type_of(lhs) else {
                return Err(self.err(arg.span, "expected list type argument in unary operator"));
            };
            let Some(element) = self.rk.list_element(t) else {
                return Err(self.err(arg.span, "expected list type argument in unary operator"));
            };
            if let Init::List { elements, .. } = self.rk.init(lhs) {
                if elements.is_empty() {
                    return Err(self.err(arg.span, "empty list argument in unary operator"));
                }
                let first = elements[0];
                let Some(item_ty) = self.rk.type_of(first) else {
                    return Err(self.err(arg.span, "untyped list element in unary operator"));
                };
                ty = Some(if code == UnOp::Head {
                    item_ty
                } else {
                    self.rk.list_ty(item_ty)
                });
            } else {
                ty = Some(if code == UnOp::Head { element } else { t });
            }
        }
        let ty = ty.unwrap_or_else(|| self.rk.int_ty());
        let op = self.rk.unop(code, lhs, ty);
        Ok(self.rk.fold_unop(op, cur, false))
    }

    /// A temporary record giving scope to the variables of `!foreach`,
    /// `!filter` and `!foldl` when there is no current record.
    pub(crate) fn parse_record(&mut self, cur: Option<RecordId>) -> RecordId {
        match cur {
            Some(c) => c,
            None => {
                let name = self.rk.string(".parse");
                let span =
                    self.rk
                        .current_span
                        .unwrap_or(Span::new(crate::diagnostics::FileId(0), 0, 0));
                self.rk.new_record(name, span, RecordKind::Def)
            }
        }
    }

    /// Evaluates `expr` with `vars` (name, type) as temporary fields of the
    /// parse record.
    pub(crate) fn with_temp_fields(
        &mut self,
        cur: Option<RecordId>,
        vars: &[(InitId, TypeId)],
        expr: &ast::Value,
        item_type: Option<TypeId>,
    ) -> EResult<InitId> {
        let parse_rec = self.parse_record(cur);
        self.scopes.push(Scope::new(ScopeKind::Record(parse_rec)));
        let span = expr.span;
        for &(name, ty) in vars {
            self.rk
                .add_field(parse_rec, name, ty, FieldKind::Normal, span);
        }
        let result = self.value(expr, Some(parse_rec), item_type, Mode::Value);
        for &(name, _) in vars {
            if let Some(i) = self.rk.record(parse_rec).value_index(name) {
                self.rk.record_mut(parse_rec).values.remove(i);
            }
        }
        self.scopes.pop();
        result
    }

    pub(crate) fn bare_identifier(&mut self, v: &ast::Value, what: &str) -> EResult<InitId> {
        match &v.kind {
            ValueKind::Id(name) => Ok(self.rk.string(name)),
            _ => Err(self.err(v.span, what.to_string())),
        }
    }

    pub(crate) fn foreach_filter(
        &mut self,
        cur: Option<RecordId>,
        bang: &ast::Bang,
        item_type: Option<TypeId>,
        span: Span,
    ) -> EResult<InitId> {
        let is_foreach = bang.op == BangOp::Foreach;
        self.expect_args(bang, span, &[3])?;
        let var = self.bare_identifier(
            &bang.args[0].value,
            "first argument of !foreach/!filter must be an identifier",
        )?;
        if let Some(c) = cur
            && self.rk.record(c).value_by_name(var).is_some()
        {
            let message = format!(
                "iteration variable '{}' is already defined",
                self.rk.init_to_string(var)
            );
            return Err(self.err(bang.args[0].value.span, message));
        }
        let list_arg = &bang.args[1].value;
        let mhs = self.value(list_arg, cur, None, Mode::Value)?;
        let Some(mhs_ty) = self.rk.type_of(mhs) else {
            return Err(self.err(
                list_arg.span,
                "could not get type of !foreach/!filter list or dag",
            ));
        };
        let in_elt;
        let mut expr_elt = None;
        let mut is_dag = false;
        if let Some(e) = self.rk.list_element(mhs_ty) {
            in_elt = e;
            if let Some(it) = item_type {
                match self.rk.list_element(it) {
                    Some(out_elt) => {
                        expr_elt = Some(if is_foreach {
                            out_elt
                        } else {
                            self.rk.int_ty()
                        })
                    }
                    None => {
                        let message = format!(
                            "expected value of type '{}', but got list type",
                            self.rk.type_to_string(it)
                        );
                        return Err(self.err(bang.op_span, message));
                    }
                }
            }
        } else if self.rk.is_dag(mhs_ty) {
            if !is_foreach {
                return Err(self.err(list_arg.span, "!filter must have a list argument"));
            }
            in_elt = mhs_ty;
            if let Some(it) = item_type
                && !self.rk.is_dag(it)
            {
                let message = format!(
                    "expected value of type '{}', but got dag type",
                    self.rk.type_to_string(it)
                );
                return Err(self.err(bang.op_span, message));
            }
            is_dag = true;
        } else {
            let message = if is_foreach {
                "!foreach must have a list or dag argument"
            } else {
                "!filter must have a list argument"
            };
            return Err(self.err(list_arg.span, message));
        }
        let expr = &bang.args[2].value;
        let rhs = self.with_temp_fields(cur, &[(var, in_elt)], expr, expr_elt)?;
        let out_ty = if is_foreach && !is_dag {
            let Some(rhs_ty) = self.rk.type_of(rhs) else {
                return Err(self.err(
                    expr.span,
                    "could not get type of !foreach result expression",
                ));
            };
            self.rk.list_ty(rhs_ty)
        } else if !is_foreach {
            self.rk.list_ty(in_elt)
        } else {
            in_elt
        };
        let op = if is_foreach {
            TernOp::Foreach
        } else {
            TernOp::Filter
        };
        let t = self.rk.ternop(op, var, mhs, rhs, out_ty);
        Ok(self.rk.fold_ternop(t, cur))
    }

    pub(crate) fn foldl(
        &mut self,
        cur: Option<RecordId>,
        bang: &ast::Bang,
        span: Span,
    ) -> EResult<InitId> {
        self.expect_args(bang, span, &[5])?;
        let start = self.value(&bang.args[0].value, cur, None, Mode::Value)?;
        let Some(start_ty) = self.rk.type_of(start) else {
            let message = format!(
                "could not get type of !foldl start: '{}'",
                self.rk.init_to_string(start)
            );
            return Err(self.err(bang.args[0].value.span, message));
        };
        let list = self.value(&bang.args[1].value, cur, None, Mode::Value)?;
        let Some(list_ty) = self.rk.type_of(list) else {
            let message = format!(
                "could not get type of !foldl list: '{}'",
                self.rk.init_to_string(list)
            );
            return Err(self.err(bang.args[1].value.span, message));
        };
        let Some(element) = self.rk.list_element(list_ty) else {
            let message = format!(
                "!foldl list must be a list, but is of type '{}'",
                self.rk.type_to_string(list_ty)
            );
            return Err(self.err(bang.args[1].value.span, message));
        };
        let acc = self.bare_identifier(
            &bang.args[2].value,
            "third argument of !foldl must be an identifier",
        )?;
        let item = self.bare_identifier(
            &bang.args[3].value,
            "fourth argument of !foldl must be an identifier",
        )?;
        for (name, side, arg) in [
            (acc, "left", &bang.args[2].value),
            (item, "right", &bang.args[3].value),
        ] {
            if let Some(c) = cur
                && self.rk.record(c).value_by_name(name).is_some()
            {
                let message = format!(
                    "{side} !foldl variable '{}' already defined",
                    self.rk.init_to_string(name)
                );
                return Err(self.err(arg.span, message));
            }
        }
        let expr_ast = &bang.args[4].value;
        let expr =
            self.with_temp_fields(cur, &[(acc, start_ty), (item, element)], expr_ast, None)?;
        let Some(expr_ty) = self.rk.type_of(expr) else {
            return Err(self.err(expr_ast.span, "could not get type of !foldl expression"));
        };
        if expr_ty != start_ty {
            let message = format!(
                "!foldl expression must be of same type as start ({}), but is of type {}",
                self.rk.type_to_string(start_ty),
                self.rk.type_to_string(expr_ty)
            );
            return Err(self.err(expr_ast.span, message));
        }
        let fold = self.rk.intern(Init::Fold {
            start,
            list,
            acc,
            item,
            expr,
            ty: start_ty,
        });
        Ok(self.rk.fold_foldl(fold, cur))
    }

    pub(crate) fn range_op(
        &mut self,
        cur: Option<RecordId>,
        bang: &ast::Bang,
        span: Span,
    ) -> EResult<InitId> {
        if bang.args.len() > 3 {
            return Err(self.err(
                bang.args[3].value.span,
                "expected at most three values of integer",
            ));
        }
        self.expect_args(bang, span, &[1, 2, 3])?;
        let mut args = Vec::new();
        let mut first_is_list = false;
        for (i, arg) in bang.args.iter().enumerate() {
            let v = self.value(&arg.value, cur, None, Mode::Value)?;
            let t = self.typed(v, bang.op_span)?;
            if !first_is_list || i == 0 {
                if i == 0 && self.rk.list_element(t).is_some() {
                    first_is_list = true;
                } else if !self.rk.is_int(t) {
                    let message = if i != 0 {
                        format!(
                            "expected value of type 'int', got '{}'",
                            self.rk.type_to_string(t)
                        )
                    } else {
                        format!(
                            "expected list or int, got value of type '{}'",
                            self.rk.type_to_string(t)
                        )
                    };
                    return Err(self.err(arg.value.span, message));
                }
            } else {
                let message = format!(
                    "expected one list, got extra value of type '{}'",
                    self.rk.type_to_string(t)
                );
                return Err(self.err(arg.value.span, message));
            }
            args.push(v);
        }
        let int = self.rk.int_ty();
        let (lhs, mhs, rhs) = if args.len() == 1 {
            let zero = self.rk.int(0);
            let one = self.rk.int(1);
            if first_is_list {
                let size = self.rk.unop(UnOp::Size, args[0], int);
                let size = self.rk.fold_unop(size, cur, false);
                (zero, size, one)
            } else {
                (zero, args[0], one)
            }
        } else {
            let step = match args.get(2) {
                Some(s) => *s,
                None => self.rk.int(1),
            };
            (args[0], args[1], step)
        };
        let list_int = self.rk.list_ty(int);
        let t = self.rk.ternop(TernOp::Range, lhs, mhs, rhs, list_int);
        Ok(self.rk.fold_ternop(t, cur))
    }

    /// The type of a `!if`/`!cond` branch: bits and bit literals count as
    /// such, `?` as unknown.
    pub(crate) fn branch_type(&mut self, v: InitId) -> Option<TypeId> {
        match self.rk.init(v) {
            Init::Unset => None,
            _ => self.rk.type_of(v),
        }
    }

    pub(crate) fn ternary(
        &mut self,
        cur: Option<RecordId>,
        bang: &ast::Bang,
        item_type: Option<TypeId>,
        span: Span,
    ) -> EResult<InitId> {
        use BangOp as B;
        let mut item_type = item_type;
        let (code, mut ty) = match bang.op {
            B::Dag => {
                item_type = None;
                (TernOp::Dag, Some(self.rk.dag_ty()))
            }
            B::If => (TernOp::If, None),
            B::Subst => (TernOp::Subst, None),
            B::SetDagArg => {
                item_type = None;
                (TernOp::SetDagArg, Some(self.rk.dag_ty()))
            }
            _ => {
                item_type = None;
                (TernOp::SetDagName, Some(self.rk.dag_ty()))
            }
        };
        self.expect_args(bang, span, &[3])?;
        let lhs = self.value(&bang.args[0].value, cur, None, Mode::Value)?;
        let (mhs_ast, rhs_ast) = (&bang.args[1].value, &bang.args[2].value);
        let mhs = self.value(mhs_ast, cur, item_type, Mode::Value)?;
        let rhs = self.value(rhs_ast, cur, item_type, Mode::Value)?;
        match code {
            TernOp::Dag => {
                let mhs_ty = self.rk.type_of(mhs);
                let rhs_ty = self.rk.type_of(rhs);
                let m_unset = matches!(self.rk.init(mhs), Init::Unset);
                let r_unset = matches!(self.rk.init(rhs), Init::Unset);
                if mhs_ty.is_none() && !m_unset {
                    return Err(self.err(
                        mhs_ast.span,
                        "could not determine type of the child list in !dag",
                    ));
                }
                if let Some(t) = mhs_ty
                    && self.rk.list_element(t).is_none()
                {
                    let message = format!(
                        "expected list of children, got type '{}'",
                        self.rk.type_to_string(t)
                    );
                    return Err(self.err(mhs_ast.span, message));
                }
                if rhs_ty.is_none() && !r_unset {
                    return Err(self.err(
                        rhs_ast.span,
                        "could not determine type of the name list in !dag",
                    ));
                }
                if let Some(t) = rhs_ty {
                    let string = self.rk.string_ty();
                    let list_string = self.rk.list_ty(string);
                    if t != list_string {
                        let message = format!(
                            "expected list<string>, got type '{}'",
                            self.rk.type_to_string(t)
                        );
                        return Err(self.err(rhs_ast.span, message));
                    }
                }
                if mhs_ty.is_none() && rhs_ty.is_none() {
                    return Err(self.err(
                        mhs_ast.span,
                        "cannot have both unset children and unset names in !dag",
                    ));
                }
            }
            TernOp::If => {
                let mut mhs_ty = self.branch_type(mhs);
                let mut rhs_ty = self.branch_type(rhs);
                if matches!(self.rk.init(mhs), Init::Unset) {
                    mhs_ty = rhs_ty;
                }
                if matches!(self.rk.init(rhs), Init::Unset) {
                    rhs_ty = mhs_ty;
                }
                let (Some(m), Some(r)) = (mhs_ty, rhs_ty) else {
                    return Err(self.err(span, "could not get type for !if"));
                };
                match self.rk.resolve_types(m, r) {
                    Some(t) => ty = Some(t),
                    None => {
                        let message = format!(
                            "inconsistent types '{}' and '{}' for !if",
                            self.rk.type_to_string(m),
                            self.rk.type_to_string(r)
                        );
                        return Err(self.err(span, message));
                    }
                }
            }
            TernOp::Subst => match self.rk.type_of(rhs) {
                Some(t) => ty = Some(t),
                None => return Err(self.err(span, "could not get type for !subst")),
            },
            TernOp::SetDagArg | TernOp::SetDagName => {
                let mhs_ty = self.rk.type_of(mhs);
                if !mhs_ty.is_some_and(|t| self.rk.is_int(t) || self.rk.is_string(t)) {
                    let got = match mhs_ty {
                        Some(t) => format!("type '{}'", self.rk.type_to_string(t)),
                        None => format!("'{}", self.rk.init_to_string(mhs)),
                    };
                    return Err(self.err(
                        mhs_ast.span,
                        format!("expected integer index or string name, got {got}'"),
                    ));
                }
                if code == TernOp::SetDagName
                    && let Some(t) = self.rk.type_of(rhs)
                    && !self.rk.is_string(t)
                {
                    let message = format!(
                        "expected string or unset name, got type '{}'",
                        self.rk.type_to_string(t)
                    );
                    return Err(self.err(rhs_ast.span, message));
                }
            }
            _ => {}
        }
        let ty = ty.unwrap_or_else(|| self.rk.dag_ty());
        let t = self.rk.ternop(code, lhs, mhs, rhs, ty);
        Ok(self.rk.fold_ternop(t, cur))
    }

    pub(crate) fn substr_find(
        &mut self,
        cur: Option<RecordId>,
        bang: &ast::Bang,
        item_type: Option<TypeId>,
        span: Span,
    ) -> EResult<InitId> {
        let is_substr = bang.op == BangOp::Substr;
        let (code, ty) = if is_substr {
            (TernOp::Substr, self.rk.string_ty())
        } else {
            (TernOp::Find, self.rk.int_ty())
        };
        self.expect_args(bang, span, &[2, 3])?;
        let lhs = self.value(&bang.args[0].value, cur, None, Mode::Value)?;
        let mhs = self.value(&bang.args[1].value, cur, None, Mode::Value)?;
        let rhs = match bang.args.get(2) {
            Some(a) => self.value(&a.value, cur, None, Mode::Value)?,
            None => self.rk.int(if is_substr { i64::MAX } else { 0 }),
        };
        if let Some(it) = item_type
            && !self.rk.type_is_convertible_to(ty, it)
        {
            let message = format!(
                "expected value of type '{}', got '{}'",
                self.rk.type_to_string(it),
                self.rk.type_to_string(ty)
            );
            self.rk.error(Some(span), message);
        }
        let name = if is_substr { "!substr" } else { "!find" };
        let checks = [
            (lhs, &bang.args[0].value, "string"),
            (
                mhs,
                &bang.args[1].value,
                if is_substr { "int" } else { "string" },
            ),
        ];
        for (v, arg, want) in checks {
            if matches!(self.rk.init(v), Init::Unset) {
                continue;
            }
            let Some(t) = self.rk.type_of(v) else {
                return Err(self.err(
                    arg.span,
                    format!("could not determine type of an argument of {name}"),
                ));
            };
            let ok = if want == "string" {
                self.rk.is_string(t)
            } else {
                self.rk.is_int(t)
            };
            if !ok {
                let message = format!("expected {want}, got type '{}'", self.rk.type_to_string(t));
                return Err(self.err(arg.span, message));
            }
        }
        if !matches!(self.rk.init(rhs), Init::Unset) {
            let t = self.rk.type_of(rhs);
            if !t.is_some_and(|t| self.rk.is_int(t)) {
                let got = t.map_or("?".to_string(), |t| self.rk.type_to_string(t));
                return Err(self.err(span, format!("expected int, got type '{got}'")));
            }
        }
        let t = self.rk.ternop(code, lhs, mhs, rhs, ty);
        Ok(self.rk.fold_ternop(t, cur))
    }

    pub(crate) fn cond(
        &mut self,
        cur: Option<RecordId>,
        bang: &ast::Bang,
        item_type: Option<TypeId>,
        span: Span,
    ) -> EResult<InitId> {
        if bang.args.is_empty() {
            return Err(self.err(
                span,
                "there should be at least 1 'condition : value' in the !cond operator",
            ));
        }
        let mut conds = Vec::with_capacity(bang.args.len());
        let mut vals = Vec::with_capacity(bang.args.len());
        for arg in &bang.args {
            let Some(then) = &arg.then else {
                return Err(self.err(
                    arg.value.span,
                    "expected ':'  following a condition in !cond operator",
                ));
            };
            conds.push(self.value(&arg.value, cur, None, Mode::Value)?);
            vals.push(self.value(then, cur, item_type, Mode::Value)?);
        }
        let mut ty: Option<TypeId> = None;
        for &v in &vals {
            if matches!(self.rk.init(v), Init::Unset) {
                continue;
            }
            let vt = self.rk.type_of(v);
            ty = match (ty, vt) {
                (None, t) => t,
                (Some(t), Some(vt)) => match self.rk.resolve_types(t, vt) {
                    Some(r) => Some(r),
                    None => {
                        let message = format!(
                            "inconsistent types '{}' and '{}' for !cond",
                            self.rk.type_to_string(t),
                            self.rk.type_to_string(vt)
                        );
                        return Err(self.err(span, message));
                    }
                },
                (Some(t), None) => Some(t),
            };
        }
        let Some(ty) = ty else {
            return Err(self.err(
                span,
                "could not determine type for !cond from its arguments",
            ));
        };
        let c = self.rk.intern(Init::Cond {
            conds: conds.into(),
            vals: vals.into(),
            ty,
        });
        Ok(self.rk.fold_cond(c, cur))
    }
}
