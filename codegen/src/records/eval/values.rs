//! Evaluation of value expressions, as `TGParser::ParseValue` builds
//! `Init`s: names are looked up in the scopes, the expected type guides
//! lists, and suffixes (`{bits}`, `[slice]`, `.field`, `#`) apply in order.
//! Also template argument lists and types.

use super::*;
use crate::ast::ValueKind;
use crate::records::init::{ArgAux, BinOp, UnOp};

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

    pub(crate) fn value_inner(
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

    pub(crate) fn paste(
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

    pub(crate) fn cast_to_string(
        &mut self,
        value: InitId,
        ty: TypeId,
        span: Span,
    ) -> EResult<InitId> {
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

    pub(crate) fn class_instance(
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

    pub(crate) fn bits_value(
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

    pub(crate) fn list_value(
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
    pub(crate) fn slice_elements(
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

    pub(crate) fn file_of(&self, cur: Option<RecordId>) -> crate::diagnostics::FileId {
        match cur {
            Some(c) => self.rk.record(c).span.file,
            None => self
                .rk
                .current_span
                .map_or(crate::diagnostics::FileId(0), |s| s.file),
        }
    }

    pub(crate) fn slice_element(
        &mut self,
        cur: Option<RecordId>,
        piece: &ast::RangePiece,
    ) -> EResult<InitId> {
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
    pub(crate) fn argument_name(
        &self,
        args_rec: RecordId,
        arg: InitId,
    ) -> Option<(InitId, InitId)> {
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
}
