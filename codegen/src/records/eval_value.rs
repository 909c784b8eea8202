//! Evaluation of value expressions, as `TGParser::ParseValue` and
//! `ParseOperation` build `Init`s: names are looked up in the scopes, the
//! expected type guides lists and operators, and operators fold as soon as
//! their operands are known.

use super::eval::{Evaluator, Failed, Mode, Scope, ScopeKind};
use super::init::{ArgAux, BinOp, Init, InitId, TernOp, UnOp};
use super::types::{RecTy, TypeId};
use super::{FieldKind, RecordId, RecordKind};
use crate::ast::{self, BangOp, ValueKind};
use crate::diagnostics::Span;

type EResult<T> = Result<T, Failed>;

/// Values nested deeper than this are refused (a guard for the stack).
const MAX_VALUE_DEPTH: u32 = 256;

impl Evaluator<'_> {
    /// `ParseValue`: a value expression, with an expected type if known.
    pub(crate) fn value(
        &mut self,
        v: &ast::Value,
        cur: Option<RecordId>,
        item_type: Option<TypeId>,
        mode: Mode,
    ) -> EResult<InitId> {
        if self.value_depth >= MAX_VALUE_DEPTH {
            return Err(self.err(v.span, "value nested too deeply"));
        }
        self.value_depth += 1;
        let saved_span = self.rk.current_span;
        self.rk.current_span = Some(v.span);
        let result = self.value_inner(v, cur, item_type, mode);
        self.rk.current_span = saved_span;
        self.value_depth -= 1;
        result
    }

    fn value_inner(
        &mut self,
        v: &ast::Value,
        cur: Option<RecordId>,
        item_type: Option<TypeId>,
        mode: Mode,
    ) -> EResult<InitId> {
        match &v.kind {
            ValueKind::Int(n) => Ok(self.rk.int(*n)),
            ValueKind::Binary(bits) => {
                let bits = bits.iter().map(|b| self.rk.bit(*b)).collect();
                Ok(self.rk.bits(bits))
            }
            ValueKind::Bool(b) => Ok(self.rk.int(*b as i64)),
            ValueKind::String(s) => Ok(self.rk.string(s)),
            ValueKind::Code(s) => Ok(self.rk.string_fmt(s, true)),
            ValueKind::Unset => Ok(self.rk.unset()),
            ValueKind::Id(name) => self.id_value(cur, name, v.span, mode),
            ValueKind::ClassInstance { class, args } => {
                self.class_instance(cur, class, args, v.span)
            }
            ValueKind::Bits(values) => self.bits_value(cur, values, v.span),
            ValueKind::List {
                elements,
                element_type,
            } => self.list_value(cur, elements, element_type.as_ref(), item_type, v.span),
            ValueKind::Dag { op, op_name, args } => {
                let op = self.value(op, cur, None, Mode::Value)?;
                let op_name = op_name.as_ref().map(|n| self.rk.string(&n.name));
                let mut dag_args = Vec::with_capacity(args.len());
                for a in args {
                    let value = match &a.value {
                        Some(value) => self.value(value, cur, None, Mode::Value)?,
                        None => self.rk.unset(),
                    };
                    let name = a.name.as_ref().map(|n| self.rk.string(&n.name));
                    dag_args.push((value, name));
                }
                Ok(self.rk.dag(op, op_name, dag_args))
            }
            ValueKind::Bang(bang) => self.bang(cur, bang, item_type, v.span),
            ValueKind::BitRange { value, ranges } => {
                let base = self.value(value, cur, item_type, mode)?;
                let mut bits = self.range_list(ranges)?;
                bits.reverse();
                self.rk
                    .convert_bit_range(base, &bits)
                    .ok_or_else(|| self.err(v.span, "Invalid bit range for value"))
            }
            ValueKind::Slice {
                value,
                elements,
                trailing_comma,
            } => {
                let base = self.value(value, cur, item_type, mode)?;
                let Some(base_ty) = self.rk.type_of(base) else {
                    return Err(self.err(value.span, "Invalid value, list expected"));
                };
                let Some(element_ty) = self.rk.list_element(base_ty) else {
                    let message = format!(
                        "Type '{}' is invalid, list expected",
                        self.rk.type_to_string(base_ty)
                    );
                    return Err(self.err(value.span, message));
                };
                let index = self.slice_elements(cur, elements, !*trailing_comma)?;
                let index_ty = self.rk.type_of(index);
                let is_list = index_ty.is_some_and(|t| self.rk.list_element(t).is_some());
                let op = if is_list {
                    self.rk.binop(BinOp::ListSlice, base, index, base_ty)
                } else {
                    self.rk.binop(BinOp::ListElem, base, index, element_ty)
                };
                Ok(self.rk.fold_binop(op, cur))
            }
            ValueKind::Field { value, field } => {
                let base = self.value(value, cur, item_type, mode)?;
                let field_name = self.rk.string(&field.name);
                match self.rk.field_init(base, field_name) {
                    Some(f) => Ok(self.rk.fold_field(f, cur)),
                    None => {
                        let message = format!(
                            "Cannot access field '{}' of value '{}'",
                            field.name,
                            self.rk.init_to_string(base)
                        );
                        Err(self.err(field.span, message))
                    }
                }
            }
            ValueKind::Paste { lhs, rhs } => {
                self.paste(cur, lhs, rhs.as_deref(), item_type, mode, v.span)
            }
        }
    }

    fn paste(
        &mut self,
        cur: Option<RecordId>,
        lhs: &ast::Value,
        rhs: Option<&ast::Value>,
        item_type: Option<TypeId>,
        mode: Mode,
        span: Span,
    ) -> EResult<InitId> {
        let left = self.value(lhs, cur, item_type, mode)?;
        let Some(left_ty) = self.rk.type_of(left) else {
            return Err(self.err(span, "LHS of paste is not typed!"));
        };
        if self.rk.list_element(left_ty).is_some() {
            // `list # list` concatenates.
            let Some(rhs) = rhs else {
                return Ok(left);
            };
            let right = self.value(rhs, cur, item_type, Mode::Value)?;
            return Ok(self.rk.list_concat(left, right));
        }
        let string = self.rk.string_ty();
        let left = self.cast_to_string(left, left_ty, span)?;
        let right = match rhs {
            None => self.rk.string(""),
            Some(rhs) => {
                let right = self.value(rhs, cur, None, Mode::Name)?;
                let Some(right_ty) = self.rk.type_of(right) else {
                    return Err(self.err(span, "RHS of paste is not typed!"));
                };
                if right_ty != string {
                    self.cast_to_string(right, right_ty, span)?
                } else {
                    right
                }
            }
        };
        Ok(self.rk.str_concat(left, right))
    }

    fn cast_to_string(&mut self, value: InitId, ty: TypeId, span: Span) -> EResult<InitId> {
        let string = self.rk.string_ty();
        if ty == string {
            return Ok(value);
        }
        let cast = self.rk.unop(UnOp::Cast, value, string);
        let folded = self.rk.fold_unop(cast, None, false);
        if self.rk.type_of(folded).is_none() {
            let message = format!("can't cast '{}' to string", self.rk.init_to_string(value));
            return Err(self.err(span, message));
        }
        Ok(folded)
    }

    /// `ParseIDValue`: a name, looked up in the scopes, then among the
    /// globals (unless it names a def, where it is its own text).
    pub(crate) fn id_value(
        &mut self,
        cur: Option<RecordId>,
        name: &str,
        span: Span,
        mode: Mode,
    ) -> EResult<InitId> {
        if let Some(v) = self.get_var(name) {
            return Ok(v);
        }
        if mode == Mode::Name {
            return Ok(self.rk.string(name));
        }
        if let Some(g) = self.rk.global(name) {
            return Ok(g);
        }
        if let Some(c) = cur {
            let rec = self.rk.record(c);
            if !rec.is_class()
                && self.cur_multiclass.is_none()
                && self.rk.as_string(rec.name) == Some(name)
            {
                let name_init = self.rk.string(name);
                let ty = self.rk.record_type_of(c);
                return Ok(self.rk.unop(UnOp::Cast, name_init, ty));
            }
        }
        Err(self.err(span, format!("Variable not defined: '{name}'")))
    }

    fn class_instance(
        &mut self,
        cur: Option<RecordId>,
        class: &ast::Ident,
        args: &[ast::Arg],
        span: Span,
    ) -> EResult<InitId> {
        let Some(class_id) = self.rk.class_id(&class.name) else {
            return Err(self.err(
                class.span,
                format!("Expected a class name, got '{}'", class.name),
            ));
        };
        let mut values = self.template_arg_values(args, cur, class_id, false)?;
        self.check_template_arg_values(&mut values, span, class_id)?;
        self.resolve_arguments(class_id, &values, span)?;
        let var_def = self.rk.intern(Init::VarDef {
            class: class_id,
            args: values.into(),
        });
        Ok(self.rk.fold_var_def(var_def))
    }

    fn bits_value(
        &mut self,
        cur: Option<RecordId>,
        values: &[ast::Value],
        span: Span,
    ) -> EResult<InitId> {
        let mut new_bits = Vec::new();
        for (i, v) in values.iter().enumerate() {
            let value = self.value(v, cur, None, Mode::Value)?;
            // `bits<n>` values give n bits, most significant first.
            if let Init::Bits(bits) = self.rk.init(value) {
                new_bits.extend(bits.iter().rev().copied());
                continue;
            }
            if let Init::Var { ty, .. } = *self.rk.init(value)
                && let Some(width) = self.rk.bits_width(ty)
            {
                for b in (0..width).rev() {
                    let bit = self.rk.get_bit(value, b);
                    new_bits.push(bit);
                }
                continue;
            }
            let bit_ty = self.rk.bit_ty();
            match self.rk.get_cast_to(value, bit_ty) {
                Some(bit) => new_bits.push(bit),
                None => {
                    let message = format!(
                        "Element #{i} ({}) is not convertable to a bit",
                        self.rk.init_to_string(value)
                    );
                    return Err(self.err(span, message));
                }
            }
        }
        new_bits.reverse();
        Ok(self.rk.bits(new_bits))
    }

    fn list_value(
        &mut self,
        cur: Option<RecordId>,
        elements: &[ast::Value],
        element_type: Option<&ast::TypeExpr>,
        item_type: Option<TypeId>,
        span: Span,
    ) -> EResult<InitId> {
        let mut given_list_elt = None;
        if let Some(item_type) = item_type {
            match self.rk.list_element(item_type) {
                Some(e) => given_list_elt = Some(e),
                None => {
                    let message = format!(
                        "Encountered a list when expecting a {}",
                        self.rk.type_to_string(item_type)
                    );
                    return Err(self.err(span, message));
                }
            }
        }
        let mut values = Vec::with_capacity(elements.len());
        for e in elements {
            values.push(self.value(e, cur, given_list_elt, Mode::Value)?);
        }
        let given_elt = match element_type {
            Some(t) => Some(self.parse_type(t)?),
            None => None,
        };
        let mut elt: Option<TypeId> = None;
        for &v in &values {
            if let Some(t) = self.rk.type_of(v) {
                elt = match elt {
                    None => Some(t),
                    Some(e) => match self.rk.resolve_types(e, t) {
                        Some(r) => Some(r),
                        None => return Err(self.err(span, "Incompatible types in list elements")),
                    },
                };
            }
        }
        if let Some(given) = given_elt {
            if let Some(e) = elt
                && !self.rk.type_is_convertible_to(e, given)
            {
                return Err(self.err(span, "Incompatible types in list elements"));
            }
            elt = Some(given);
        }
        let deduced = match elt {
            None => match given_list_elt {
                Some(g) => g,
                None => return Err(self.err(span, "No type for list")),
            },
            Some(e) => {
                if let Some(g) = given_list_elt
                    && !self.rk.type_is_convertible_to(e, g)
                {
                    let message = format!(
                        "Element type mismatch for list: element type '{}' not convertible to '{}",
                        self.rk.type_to_string(e),
                        self.rk.type_to_string(g)
                    );
                    return Err(self.err(span, message));
                }
                e
            }
        };
        Ok(self.rk.list(values, deduced))
    }

    /// `ParseSliceElements`: an index (`single` and one int) or a list of
    /// indices.
    fn slice_elements(
        &mut self,
        cur: Option<RecordId>,
        elements: &[ast::RangePiece],
        single: bool,
    ) -> EResult<InitId> {
        let int = self.rk.int_ty();
        let mut slices: Vec<InitId> = Vec::new();
        let mut ints: Vec<InitId> = Vec::new();
        let single = single && elements.len() == 1;
        for piece in elements {
            let value = self.slice_element(cur, piece)?;
            let ty = self.rk.type_of(value).unwrap_or(int);
            if let Some(e) = self.rk.list_element(ty) {
                if !self.rk.is_int(e) {
                    let message = format!("expected list<int>, got {}", self.rk.type_to_string(ty));
                    return Err(self.err(piece.span, message));
                }
                if !ints.is_empty() {
                    let list = self.rk.list(std::mem::take(&mut ints), int);
                    slices.push(list);
                }
                slices.push(value);
                continue;
            }
            if !self.rk.is_int(ty) {
                let message = format!("unhandled type {} in range", self.rk.type_to_string(ty));
                return Err(self.err(piece.span, message));
            }
            if single {
                return Ok(value);
            }
            ints.push(value);
        }
        if !ints.is_empty() {
            let list = self.rk.list(ints, int);
            slices.push(list);
        }
        let mut result: Option<InitId> = None;
        for s in slices {
            result = Some(match result {
                None => s,
                Some(r) => self.rk.list_concat(r, s),
            });
        }
        result.ok_or_else(|| self.err(Span::new(self.file_of(cur), 0, 0), "empty slice"))
    }

    fn file_of(&self, cur: Option<RecordId>) -> crate::diagnostics::FileId {
        match cur {
            Some(c) => self.rk.record(c).span.file,
            None => self
                .rk
                .current_span
                .map_or(crate::diagnostics::FileId(0), |s| s.file),
        }
    }

    fn slice_element(&mut self, cur: Option<RecordId>, piece: &ast::RangePiece) -> EResult<InitId> {
        let start = self.value(&piece.start, cur, None, Mode::Value)?;
        let Some(end) = &piece.end else {
            return Ok(start);
        };
        let end_value = self.value(end, cur, None, Mode::Value)?;
        let int = self.rk.int_ty();
        let end_ty = self.rk.type_of(end_value);
        if end_ty != Some(int) {
            let got = end_ty.map_or("?".to_string(), |t| self.rk.type_to_string(t));
            return Err(self.err(end.span, format!("expected int...int, got {got}")));
        }
        let start_ty = self.rk.type_of(start);
        if start_ty != Some(int) {
            let got = start_ty.map_or("?".to_string(), |t| self.rk.type_to_string(t));
            return Err(self.err(piece.start.span, format!("expected int...int, got {got}")));
        }
        let list_int = self.rk.list_ty(int);
        let range = self.rk.binop(BinOp::RangeC, start, end_value, list_int);
        Ok(self.rk.fold_binop(range, cur))
    }

    /// `ParseRangeList`: literal bit numbers and ranges.
    pub(crate) fn range_list(&mut self, pieces: &[ast::RangePiece]) -> EResult<Vec<u32>> {
        let mut out = Vec::new();
        for piece in pieces {
            let start = self.value(&piece.start, None, None, Mode::Value)?;
            self.range_piece(piece, start, &mut out)?;
        }
        Ok(out)
    }

    /// `ParseRangePiece` with the first value already evaluated.
    pub(crate) fn range_piece(
        &mut self,
        piece: &ast::RangePiece,
        start: InitId,
        out: &mut Vec<u32>,
    ) -> EResult<()> {
        let Init::Int(start) = *self.rk.init(start) else {
            return Err(self.err(piece.start.span, "expected integer or bitrange"));
        };
        if start < 0 {
            return Err(self.err(piece.start.span, "invalid range, cannot be negative"));
        }
        let Some(end) = &piece.end else {
            out.push(start.min(u32::MAX as i64) as u32);
            return Ok(());
        };
        let end_value = self.value(end, None, None, Mode::Value)?;
        let Init::Int(end_int) = *self.rk.init(end_value) else {
            return Err(self.err(end.span, "expected integer value as end of range"));
        };
        // `a-b` written without spaces lexes as `a` and `-b`.
        let end_int = end_int.abs();
        if (end_int - start).abs() > (1 << 20)
            || end_int > u32::MAX as i64
            || start > u32::MAX as i64
        {
            return Err(self.err(piece.span, "range is too large"));
        }
        if start < end_int {
            out.extend((start..=end_int).map(|i| i as u32));
        } else {
            out.extend((end_int..=start).rev().map(|i| i as u32));
        }
        Ok(())
    }

    /// `ParseTemplateArgValueList`: positional then named arguments, each
    /// parsed with the type of the argument it is for.
    pub(crate) fn template_arg_values(
        &mut self,
        args: &[ast::Arg],
        cur: Option<RecordId>,
        args_rec: RecordId,
        is_defm: bool,
    ) -> EResult<Vec<InitId>> {
        let targs = self.rk.record(args_rec).template_args.clone();
        let mut result = Vec::with_capacity(args.len());
        let mut has_named = false;
        for (index, arg) in args.iter().enumerate() {
            if index >= targs.len() {
                return Err(self.err(
                    arg.value.span,
                    format!("Too many template arguments: {}", index + 1),
                ));
            }
            match &arg.name {
                Some(name) => {
                    let name_init = self.rk.string(&name.name);
                    let scoper = if is_defm { "::" } else { ":" };
                    let qualified = self.qualify_name(args_rec, name_init, scoper);
                    let Some(named_ty) = self
                        .rk
                        .record(args_rec)
                        .value_by_name(qualified)
                        .map(|v| v.ty)
                    else {
                        return Err(self.err(
                            name.span,
                            format!("Argument \"{}\" doesn't exist", name.name),
                        ));
                    };
                    let value = self.value(&arg.value, cur, Some(named_ty), Mode::Value)?;
                    if matches!(self.rk.init(value), Init::Unset) {
                        let message = format!(
                            "The value of named argument should be initialized, but we got '{}'",
                            self.rk.init_to_string(value)
                        );
                        return Err(self.err(arg.value.span, message));
                    }
                    result.push(self.rk.intern(Init::Argument {
                        value,
                        aux: ArgAux::Named(qualified),
                    }));
                    has_named = true;
                }
                None => {
                    if has_named {
                        return Err(self.err(
                            arg.value.span,
                            "Positional argument should be put before named argument",
                        ));
                    }
                    let ty = self
                        .rk
                        .record(args_rec)
                        .value_by_name(targs[index])
                        .map(|v| v.ty);
                    let value = self.value(&arg.value, cur, ty, Mode::Value)?;
                    result.push(self.rk.intern(Init::Argument {
                        value,
                        aux: ArgAux::Positional(index as u32),
                    }));
                }
            }
        }
        Ok(result)
    }

    /// The name a template argument value is for.
    fn argument_name(&self, args_rec: RecordId, arg: InitId) -> Option<(InitId, InitId)> {
        match *self.rk.init(arg) {
            Init::Argument {
                value,
                aux: ArgAux::Positional(i),
            } => self
                .rk
                .record(args_rec)
                .template_args
                .get(i as usize)
                .map(|n| (*n, value)),
            Init::Argument {
                value,
                aux: ArgAux::Named(n),
            } => Some((n, value)),
            _ => None,
        }
    }

    /// `CheckTemplateArgValues`: casts each value to its argument's type.
    pub(crate) fn check_template_arg_values(
        &mut self,
        values: &mut [InitId],
        span: Span,
        args_rec: RecordId,
    ) -> EResult<()> {
        for v in values.iter_mut() {
            let Some((name, value)) = self.argument_name(args_rec, *v) else {
                continue;
            };
            let Some(arg_ty) = self.rk.record(args_rec).value_by_name(name).map(|f| f.ty) else {
                continue;
            };
            let Some(value_ty) = self.rk.type_of(value) else {
                continue;
            };
            match self.rk.get_cast_to(value, arg_ty) {
                Some(cast) => {
                    let aux = match *self.rk.init(*v) {
                        Init::Argument { aux, .. } => aux,
                        _ => continue,
                    };
                    *v = self.rk.intern(Init::Argument { value: cast, aux });
                }
                None => {
                    let message = format!(
                        "Value specified for template argument '{}' is of type {}; expected type {}: {}",
                        self.rk.init_to_unquoted_string(name),
                        self.rk.type_to_string(value_ty),
                        self.rk.type_to_string(arg_ty),
                        self.rk.init_to_string(value)
                    );
                    return Err(self.err(span, message));
                }
            }
        }
        Ok(())
    }

    /// `resolveArguments`: the value of every template argument of `rec`,
    /// given ones first, then defaults (which must be complete).
    pub(crate) fn resolve_arguments(
        &mut self,
        rec: RecordId,
        values: &[InitId],
        span: Span,
    ) -> EResult<Vec<(InitId, InitId)>> {
        let mut unsolved = self.rk.record(rec).template_args.clone();
        let mut out = Vec::new();
        for &v in values {
            let Some((name, value)) = self.argument_name(rec, v) else {
                continue;
            };
            let Some(pos) = unsolved.iter().position(|n| *n == name) else {
                let message = format!(
                    "We can only specify the template argument '{}' once",
                    self.rk.init_to_unquoted_string(name)
                );
                return Err(self.err(span, message));
            };
            unsolved.remove(pos);
            out.push((name, value));
        }
        for name in unsolved {
            let field = self
                .rk
                .record(rec)
                .value_by_name(name)
                .map(|f| (f.value, f.span));
            let Some((default, field_span)) = field else {
                continue;
            };
            if !self.rk.is_complete(default) {
                let message = format!(
                    "value not specified for template argument '{}'",
                    self.rk.init_to_unquoted_string(name)
                );
                let note = format!("declared in '{}'", self.rk.record_name(rec));
                self.rk.diagnostics.push(
                    crate::diagnostics::Diagnostic::error(span, message)
                        .with_note(Some(field_span), note),
                );
                return Err(Failed);
            }
            out.push((name, default));
        }
        Ok(out)
    }

    /// `ParseType`.
    pub(crate) fn parse_type(&mut self, t: &ast::TypeExpr) -> EResult<TypeId> {
        Ok(match &t.kind {
            ast::TypeKind::Bit => self.rk.bit_ty(),
            ast::TypeKind::Bits(n) => {
                if *n > (1 << 16) {
                    return Err(self.err(t.span, "bits<n> type is too wide"));
                }
                self.rk.bits_ty(*n as u32)
            }
            ast::TypeKind::Int => self.rk.int_ty(),
            ast::TypeKind::String | ast::TypeKind::Code => self.rk.string_ty(),
            ast::TypeKind::Dag => self.rk.dag_ty(),
            ast::TypeKind::List(e) => {
                let e = self.parse_type(e)?;
                self.rk.list_ty(e)
            }
            ast::TypeKind::Class(name) => {
                let class = self.class_ref_id(name)?;
                self.rk.record_ty(&[class])
            }
        })
    }

    /// `ParseClassID`.
    pub(crate) fn class_ref_id(&mut self, name: &ast::Ident) -> EResult<RecordId> {
        if let Some(c) = self.rk.class_id(&name.name) {
            return Ok(c);
        }
        let mut message = format!("Couldn't find class '{}'", name.name);
        if self.multiclass_ids.contains_key(&name.name) {
            message.push_str(&format!(
                ". Use 'defm' if you meant to use multiclass '{}'",
                name.name
            ));
        }
        Err(self.err(name.span, message))
    }

    /// `ParseOperatorType`: the `<type>` of a bang operator.
    fn operator_type(&mut self, bang: &ast::Bang) -> EResult<TypeId> {
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

    fn expect_args(&mut self, bang: &ast::Bang, span: Span, counts: &[usize]) -> EResult<()> {
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

    fn typed(&mut self, value: InitId, span: Span) -> EResult<TypeId> {
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
    fn bang(
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

    fn unary(&mut self, cur: Option<RecordId>, bang: &ast::Bang, span: Span) -> EResult<InitId> {
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

    fn binary(
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

    /// A temporary record giving scope to the variables of `!foreach`,
    /// `!filter` and `!foldl` when there is no current record.
    fn parse_record(&mut self, cur: Option<RecordId>) -> RecordId {
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
    fn with_temp_fields(
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

    fn bare_identifier(&mut self, v: &ast::Value, what: &str) -> EResult<InitId> {
        match &v.kind {
            ValueKind::Id(name) => Ok(self.rk.string(name)),
            _ => Err(self.err(v.span, what.to_string())),
        }
    }

    fn foreach_filter(
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

    fn foldl(&mut self, cur: Option<RecordId>, bang: &ast::Bang, span: Span) -> EResult<InitId> {
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

    fn range_op(&mut self, cur: Option<RecordId>, bang: &ast::Bang, span: Span) -> EResult<InitId> {
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
    fn branch_type(&mut self, v: InitId) -> Option<TypeId> {
        match self.rk.init(v) {
            Init::Unset => None,
            _ => self.rk.type_of(v),
        }
    }

    fn ternary(
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

    fn substr_find(
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

    fn cond(
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
