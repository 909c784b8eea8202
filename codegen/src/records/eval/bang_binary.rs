//! The binary bang operators (`!add`, `!eq`, `!listconcat`, `!strconcat`,
//! `!con`, `!getdagarg`...), typed as `TGParser::ParseOperation` types them:
//! the operand type is learned from the first operand when the operator
//! does not fix it, and associative operators take any number of operands.

use super::*;
use crate::ast::BangOp;
use crate::records::init::BinOp;

impl Evaluator<'_> {
    pub(crate) fn binary(
        &mut self,
        cur: Option<RecordId>,
        bang: &ast::Bang,
        item_type: Option<TypeId>,
        span: Span,
    ) -> EResult<InitId> {
        use BangOp as B;
        let code = match bang.op {
            B::Con => BinOp::Concat,
            B::Add => BinOp::Add,
            B::Sub => BinOp::Sub,
            B::Mul => BinOp::Mul,
            B::Div => BinOp::Div,
            B::And => BinOp::And,
            B::Or => BinOp::Or,
            B::Xor => BinOp::Xor,
            B::Sra => BinOp::Sra,
            B::Srl => BinOp::Srl,
            B::Shl => BinOp::Shl,
            B::Eq => BinOp::Eq,
            B::Ne => BinOp::Ne,
            B::Le => BinOp::Le,
            B::Lt => BinOp::Lt,
            B::Ge => BinOp::Ge,
            B::Gt => BinOp::Gt,
            B::ListConcat => BinOp::ListConcat,
            B::ListSplat => BinOp::ListSplat,
            B::ListRemove => BinOp::ListRemove,
            B::StrConcat => BinOp::StrConcat,
            B::Interleave => BinOp::Interleave,
            B::SetDagOp => BinOp::SetDagOp,
            B::GetDagArg => BinOp::GetDagArg,
            _ => BinOp::GetDagName,
        };
        let mut ty: Option<TypeId> = None;
        let mut arg_type: Option<TypeId> = None;
        match code {
            BinOp::Concat | BinOp::SetDagOp => {
                ty = Some(self.rk.dag_ty());
                arg_type = ty;
            }
            BinOp::GetDagArg => {
                ty = Some(self.operator_type(bang)?);
                arg_type = Some(self.rk.dag_ty());
            }
            BinOp::GetDagName => {
                ty = Some(self.rk.string_ty());
                arg_type = Some(self.rk.dag_ty());
            }
            BinOp::And
            | BinOp::Or
            | BinOp::Xor
            | BinOp::Sra
            | BinOp::Srl
            | BinOp::Shl
            | BinOp::Add
            | BinOp::Sub
            | BinOp::Mul
            | BinOp::Div => {
                ty = Some(self.rk.int_ty());
                arg_type = ty;
            }
            BinOp::Eq | BinOp::Ne | BinOp::Le | BinOp::Lt | BinOp::Ge | BinOp::Gt => {
                ty = Some(self.rk.bit_ty())
            }
            BinOp::ListConcat | BinOp::ListRemove => arg_type = item_type,
            BinOp::ListSplat => {}
            BinOp::StrConcat => {
                ty = Some(self.rk.string_ty());
                arg_type = ty;
            }
            _ => ty = Some(self.rk.string_ty()),
        }
        if let (Some(t), Some(it)) = (ty, item_type)
            && !self.rk.type_is_convertible_to(t, it)
        {
            let message = format!(
                "expected value of type '{}', got '{}'",
                self.rk.type_to_string(it),
                self.rk.type_to_string(t)
            );
            return Err(self.err(bang.op_span, message));
        }
        if let Some(a) = bang.args.iter().find(|a| a.then.is_some()) {
            return Err(self.err(
                a.value.span,
                format!("unexpected ':' in !{}", bang.op.name()),
            ));
        }
        if bang.args.is_empty() {
            return Err(self.err(span, "expected two operands to operator"));
        }
        let mut inits: Vec<InitId> = Vec::new();
        for arg in &bang.args {
            let init_span = arg.value.span;
            let value = self.value(&arg.value, cur, arg_type, Mode::Value)?;
            inits.push(value);
            let list_type = self.typed(value, bang.op_span)?;
            match arg_type {
                None => {
                    arg_type = Some(list_type);
                    match code {
                        BinOp::ListConcat | BinOp::ListRemove
                            if self.rk.list_element(list_type).is_none() =>
                        {
                            let message = format!(
                                "expected a list, got value of type '{}'",
                                self.rk.type_to_string(list_type)
                            );
                            return Err(self.err(init_span, message));
                        }
                        BinOp::ListSplat => {
                            if let (Some(it), 1) = (item_type, inits.len()) {
                                let Some(item_elt) = self.rk.list_element(it) else {
                                    let message = format!(
                                        "expected output type to be a list, got type '{}'",
                                        self.rk.type_to_string(it)
                                    );
                                    return Err(self.err(bang.op_span, message));
                                };
                                let as_list = self.rk.list_ty(list_type);
                                if !self.rk.type_is_convertible_to(as_list, it) {
                                    let message = format!(
                                        "expected first arg type to be '{}', got value of type '{}'",
                                        self.rk.type_to_string(list_type),
                                        self.rk.type_to_string(item_elt)
                                    );
                                    return Err(self.err(bang.op_span, message));
                                }
                            }
                            if inits.len() == 2 && !self.rk.is_int(list_type) {
                                let message = format!(
                                    "expected second parameter to be an int, got value of type '{}'",
                                    self.rk.type_to_string(list_type)
                                );
                                return Err(self.err(init_span, message));
                            }
                            arg_type = None;
                        }
                        BinOp::Eq | BinOp::Ne => {
                            let int = self.rk.int_ty();
                            let string = self.rk.string_ty();
                            let any = self.rk.any_record_ty();
                            if !self.rk.type_is_convertible_to(list_type, int)
                                && !self.rk.type_is_convertible_to(list_type, string)
                                && !self.rk.type_is_convertible_to(list_type, any)
                            {
                                let message = format!(
                                    "expected bit, bits, int, string, or record; got value of type '{}'",
                                    self.rk.type_to_string(list_type)
                                );
                                return Err(self.err(init_span, message));
                            }
                        }
                        BinOp::GetDagArg | BinOp::Le | BinOp::Lt | BinOp::Ge | BinOp::Gt => {
                            let int = self.rk.int_ty();
                            let string = self.rk.string_ty();
                            if !self.rk.type_is_convertible_to(list_type, int)
                                && !self.rk.type_is_convertible_to(list_type, string)
                            {
                                let message = format!(
                                    "expected bit, bits, int, or string; got value of type '{}'",
                                    self.rk.type_to_string(list_type)
                                );
                                return Err(self.err(init_span, message));
                            }
                        }
                        BinOp::Interleave => {
                            match inits.len() {
                                1 => {
                                    let string = self.rk.string_ty();
                                    let list_string = self.rk.list_ty(string);
                                    let int = self.rk.int_ty();
                                    let list_int = self.rk.list_ty(int);
                                    if list_type != list_string
                                        && !self.rk.type_is_convertible_to(list_type, list_int)
                                    {
                                        let message = format!(
                                            "expected list of string, int, bits, or bit; got value of type '{}'",
                                            self.rk.type_to_string(list_type)
                                        );
                                        return Err(self.err(init_span, message));
                                    }
                                }
                                2 if !self.rk.is_string(list_type) => {
                                    let message = format!(
                                        "expected second argument to be a string, got value of type '{}'",
                                        self.rk.type_to_string(list_type)
                                    );
                                    return Err(self.err(init_span, message));
                                }
                                _ => {}
                            }
                            arg_type = None;
                        }
                        _ => {}
                    }
                }
                Some(at) => {
                    let Some(resolved) = self.rk.resolve_types(at, list_type) else {
                        let message = format!(
                            "expected value of type '{}', got '{}'",
                            self.rk.type_to_string(at),
                            self.rk.type_to_string(list_type)
                        );
                        return Err(self.err(init_span, message));
                    };
                    if !matches!(
                        code,
                        BinOp::Add
                            | BinOp::Sub
                            | BinOp::And
                            | BinOp::Or
                            | BinOp::Xor
                            | BinOp::Sra
                            | BinOp::Srl
                            | BinOp::Shl
                            | BinOp::Mul
                            | BinOp::Div
                    ) {
                        arg_type = Some(resolved);
                    }
                }
            }
            match code {
                BinOp::SetDagOp => arg_type = Some(self.rk.any_record_ty()),
                BinOp::GetDagArg => arg_type = None,
                BinOp::GetDagName => arg_type = Some(self.rk.int_ty()),
                _ => {}
            }
        }
        if matches!(code, BinOp::ListConcat | BinOp::ListRemove) {
            ty = arg_type;
        }
        if code == BinOp::ListSplat {
            let first_ty = self.typed(inits[0], bang.op_span)?;
            ty = Some(self.rk.list_ty(first_ty));
        }
        let ty = ty.unwrap_or_else(|| self.rk.int_ty());
        if matches!(
            code,
            BinOp::StrConcat
                | BinOp::ListConcat
                | BinOp::Concat
                | BinOp::Add
                | BinOp::And
                | BinOp::Or
                | BinOp::Xor
                | BinOp::Mul
        ) {
            while inits.len() > 2 {
                let rhs = inits.pop().unwrap_or_else(|| self.rk.unset());
                let lhs = inits[inits.len() - 1];
                let op = self.rk.binop(code, lhs, rhs, ty);
                let folded = self.rk.fold_binop(op, cur);
                let last = inits.len() - 1;
                inits[last] = folded;
            }
        }
        if inits.len() == 2 {
            let op = self.rk.binop(code, inits[0], inits[1], ty);
            return Ok(self.rk.fold_binop(op, cur));
        }
        Err(self.err(bang.op_span, "expected two operands to operator"))
    }
}
