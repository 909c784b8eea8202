//! The calls: the custom forms of `llvm.call`, `llvm.invoke` and
//! `llvm.landingpad` (MLIR 19's `CallOp::print`/`parse` and kin), the check
//! of a call against its callee (`verifySymbolUses`), the verifiers of
//! invokes, landing pads and `llvm.call_intrinsic`.

use super::syntax::{
    parse_attribute_of_kind, parse_optional_enum_keyword, parse_paren_operand_list,
    print_attr_dict_without_default_fastmath,
};
use super::{
    AddressOfOp, BitcastOp, CConv, CConvAttr, CallIntrinsicOp, CallOp, InvokeOp, LLVMArrayType,
    LLVMFuncOp, LLVMFunctionType, LLVMPointerType, LLVMVoidType, LandingpadOp, TailCallKind,
    TailCallKindAttr, ZeroOp,
};
use crate::interfaces::SymbolUserOpInterface;
use crate::op_support::{
    self, AttrKind, Context, Ir, OpAssembly, OpError, OpId, OpParser, OpPrinter, OpVerifier,
    ParseError, ParsedOp, SymbolTableCollection, TokenKind, Type, TypeKind, UnresolvedOperand,
    Value, nearest_symbol_table, type_to_string,
};

/// `'type'`, as MLIR's diagnostics print a type.
fn quoted(ctx: &Context, ty: Type) -> String {
    format!("'{}'", type_to_string(ctx, ty))
}

/// The callee of a direct call or invoke.
fn callee(ctx: &Context, ir: &Ir, op: OpId) -> Option<String> {
    op_support::inherent_or_discardable(ctx, ir, op, "callee")
        .and_then(|a| op_support::symbol_ref_of(ctx, a))
}

/// The callee type of a variadic call (`var_callee_type`).
fn var_callee_type(ctx: &Context, ir: &Ir, op: OpId) -> Option<Type> {
    op_support::inherent_or_discardable(ctx, ir, op, "var_callee_type")
        .and_then(|a| op_support::type_of(ctx, a))
}

/// The calling convention of a call or invoke (`ccc` when absent).
fn cconv(ctx: &Context, ir: &Ir, op: OpId) -> CConv {
    op_support::inherent_or_discardable(ctx, ir, op, "CConv")
        .and_then(|a| CConvAttr::value(ctx, a))
        .unwrap_or(CConv::C)
}

/// Prints `fastcc `-like keywords: the case of `value` unless it is
/// `default`.
fn print_keyword_unless<T: PartialEq>(p: &mut OpPrinter<'_>, value: T, default: T, text: &str) {
    if value != default {
        p.out().push_str(text);
        p.out().push(' ');
    }
}

/// The operands of a call or invoke after its callee pointer, if any.
fn argument_range(ctx: &Context, ir: &Ir, op: OpId, count: usize) -> (bool, Vec<Value>) {
    let direct = callee(ctx, ir, op).is_some();
    let operands: Vec<Value> = ir.operands(op).take(count).collect();
    let args = if direct {
        operands
    } else {
        operands.into_iter().skip(1).collect()
    };
    (direct, args)
}

/// ` : !llvm.ptr, (args) -> result`: the trailing types of a call or invoke.
fn print_call_type(p: &mut OpPrinter<'_>, op: OpId, direct: bool, args: &[Value]) {
    let ir = p.ir();
    p.out().push_str(" : ");
    if !direct && let Some(pointer) = ir.operands(op).next() {
        p.print_type(ir.value_type(pointer));
        p.out().push_str(", ");
    }
    let inputs: Vec<Type> = args.iter().map(|&v| ir.value_type(v)).collect();
    let results: Vec<Type> = ir.results(op).map(|v| ir.value_type(v)).collect();
    p.print_functional_type(&inputs, &results);
}

/// The callee of a call or invoke as written: a pointer operand or a
/// symbol (stored as `callee`).
fn parse_callee<'s>(
    p: &mut OpParser<'_, 's>,
    state: &mut ParsedOp,
) -> Result<Option<UnresolvedOperand<'s>>, ParseError> {
    if let Some(pointer) = p.parse_optional_operand()? {
        return Ok(Some(pointer));
    }
    parse_attribute_of_kind(p, state, "callee", |ctx, a| {
        matches!(ctx.attr_kind(a), AttrKind::SymbolRef { .. })
    })?;
    Ok(None)
}

/// ` vararg(!llvm.func<...>)` if present, stored as `var_callee_type`.
fn parse_optional_vararg(p: &mut OpParser<'_, '_>, state: &mut ParsedOp) -> Result<(), ParseError> {
    if !p.eat_keyword("vararg") {
        return Ok(());
    }
    p.expect(TokenKind::LParen, "expected '('")?;
    parse_attribute_of_kind(p, state, "var_callee_type", |ctx, a| {
        matches!(ctx.attr_kind(a), AttrKind::Type(_))
    })?;
    p.expect(TokenKind::RParen, "expected ')'")?;
    Ok(())
}

/// `: (!llvm.ptr,)? (args) -> results`, resolving the operands (MLIR's
/// `parseCallTypeAndResolveOperands`).
fn parse_call_type_and_resolve<'s>(
    p: &mut OpParser<'_, 's>,
    state: &mut ParsedOp,
    direct: bool,
    operands: &[UnresolvedOperand<'s>],
) -> Result<(), ParseError> {
    let ctx = p.context();
    let at = p.current_offset();
    let mut types = p.parse_colon_type_list()?;
    if direct && types.len() != 1 {
        return Err(p.emit_error(at, "expected direct call to have 1 trailing type"));
    }
    if !direct && types.len() != 2 {
        return Err(p.emit_error(at, "expected indirect call to have 2 trailing types"));
    }
    let function = types.pop().map(|t| ctx.type_kind(t).clone());
    let Some(TypeKind::Function { inputs, results }) = function else {
        return Err(p.emit_error(at, "expected trailing function type"));
    };
    if results.len() > 1 {
        return Err(p.emit_error(at, "expected function with 0 or 1 result"));
    }
    if results.len() == 1 && LLVMVoidType::is(ctx, results[0]) {
        return Err(p.emit_error(at, "expected a non-void result type"));
    }
    types.extend(inputs);
    let values = p.resolve_operands(operands, &types, state.offset)?;
    state.operands.extend(values);
    state.result_types.extend(results);
    Ok(())
}

impl OpAssembly for CallOp {
    fn print(p: &mut OpPrinter<'_>, op: OpId) {
        let (ctx, ir) = (p.context(), p.ir());
        op_support::print_op_name(p, op, Self::NAME);
        p.out().push(' ');
        let conv = cconv(ctx, ir, op);
        print_keyword_unless(p, conv, CConv::C, conv.as_str());
        let tail = op_support::inherent_or_discardable(ctx, ir, op, "TailCallKind")
            .and_then(|a| TailCallKindAttr::value(ctx, a))
            .unwrap_or(TailCallKind::None);
        print_keyword_unless(p, tail, TailCallKind::None, tail.as_str());
        let (direct, args) = argument_range(ctx, ir, op, usize::MAX);
        match callee(ctx, ir, op) {
            Some(name) => p.print_symbol_name(name.as_bytes()),
            None => {
                if let Some(pointer) = ir.operands(op).next() {
                    p.print_value(pointer);
                }
            }
        }
        p.out().push('(');
        p.print_operands(&args);
        p.out().push(')');
        if let Some(ty) = var_callee_type(ctx, ir, op) {
            p.out().push_str(" vararg(");
            p.print_type(ty);
            p.out().push(')');
        }
        print_attr_dict_without_default_fastmath(
            p,
            op,
            &["callee", "TailCallKind", "var_callee_type", "CConv"],
        );
        print_call_type(p, op, direct, &args);
    }

    fn parse(p: &mut OpParser<'_, '_>, state: &mut ParsedOp) -> Result<(), ParseError> {
        let ctx = p.context();
        let conv = parse_optional_enum_keyword(p, &CConv::SPEC)
            .and_then(CConv::from_bits)
            .unwrap_or(CConv::C);
        state
            .attributes
            .push((ctx.ident("CConv"), CConvAttr::get(ctx, conv)));
        let tail = parse_optional_enum_keyword(p, &TailCallKind::SPEC)
            .and_then(TailCallKind::from_bits)
            .unwrap_or(TailCallKind::None);
        state
            .attributes
            .push((ctx.ident("TailCallKind"), TailCallKindAttr::get(ctx, tail)));
        let pointer = parse_callee(p, state)?;
        let mut operands: Vec<UnresolvedOperand<'_>> = pointer.into_iter().collect();
        operands.extend(parse_paren_operand_list(p)?);
        parse_optional_vararg(p, state)?;
        let attrs = p.parse_optional_attr_dict()?;
        p.append_attributes(&mut state.attributes, attrs);
        parse_call_type_and_resolve(p, state, pointer.is_none(), &operands)
    }
}

impl OpAssembly for InvokeOp {
    fn print(p: &mut OpPrinter<'_>, op: OpId) {
        let (ctx, ir) = (p.context(), p.ir());
        op_support::print_op_name(p, op, Self::NAME);
        p.out().push(' ');
        let conv = cconv(ctx, ir, op);
        print_keyword_unless(p, conv, CConv::C, conv.as_str());
        let normal = op_support::operands(Self::SPEC, ctx, ir, op, 1);
        let unwind = op_support::operands(Self::SPEC, ctx, ir, op, 2);
        // MLIR 19 prints all operands (the successors' too) as the
        // arguments, and their types in the trailing type.
        let (direct, args) = argument_range(ctx, ir, op, usize::MAX);
        match callee(ctx, ir, op) {
            Some(name) => p.print_symbol_name(name.as_bytes()),
            None => {
                if let Some(pointer) = ir.operands(op).next() {
                    p.print_value(pointer);
                }
            }
        }
        p.out().push('(');
        p.print_operands(&args);
        p.out().push(')');
        let successors: Vec<_> = ir.successors(op).collect();
        if let [normal_dest, unwind_dest, ..] = successors[..] {
            p.out().push_str(" to ");
            p.print_successor_and_use_list(normal_dest, &normal);
            p.out().push_str(" unwind ");
            p.print_successor_and_use_list(unwind_dest, &unwind);
        }
        if let Some(ty) = var_callee_type(ctx, ir, op) {
            p.out().push_str(" vararg(");
            p.print_type(ty);
            p.out().push(')');
        }
        let attrs = op_support::all_attributes(ctx, ir, op);
        p.print_optional_attr_dict(
            &attrs,
            &["callee", "operandSegmentSizes", "CConv", "var_callee_type"],
        );
        print_call_type(p, op, direct, &args);
    }

    fn parse(p: &mut OpParser<'_, '_>, state: &mut ParsedOp) -> Result<(), ParseError> {
        let ctx = p.context();
        let conv = parse_optional_enum_keyword(p, &CConv::SPEC)
            .and_then(CConv::from_bits)
            .unwrap_or(CConv::C);
        state
            .attributes
            .push((ctx.ident("CConv"), CConvAttr::get(ctx, conv)));
        let pointer = parse_callee(p, state)?;
        let mut operands: Vec<UnresolvedOperand<'_>> = pointer.into_iter().collect();
        operands.extend(parse_paren_operand_list(p)?);
        p.parse_keyword("to")?;
        let (normal_dest, normal) = p.parse_successor_and_use_list()?;
        p.parse_keyword("unwind")?;
        let (unwind_dest, unwind) = p.parse_successor_and_use_list()?;
        parse_optional_vararg(p, state)?;
        let attrs = p.parse_optional_attr_dict()?;
        p.append_attributes(&mut state.attributes, attrs);
        parse_call_type_and_resolve(p, state, pointer.is_none(), &operands)?;
        state.successors.extend([normal_dest, unwind_dest]);
        let sizes = [state.operands.len(), normal.len(), unwind.len()];
        state.operands.extend(normal);
        state.operands.extend(unwind);
        state.attributes.push((
            ctx.ident("operandSegmentSizes"),
            ctx.intern_attr(AttrKind::DenseArray {
                element: ctx.integer_type(32),
                values: sizes.iter().map(|&n| n as u128).collect(),
            }),
        ));
        Ok(())
    }
}

impl OpAssembly for LandingpadOp {
    fn print(p: &mut OpPrinter<'_>, op: OpId) {
        let (ctx, ir) = (p.context(), p.ir());
        op_support::print_op_name(p, op, Self::NAME);
        let cleanup = op_support::inherent_or_discardable(ctx, ir, op, "cleanup").is_some();
        p.out().push_str(if cleanup { " cleanup " } else { " " });
        for value in ir.operands(op) {
            let ty = ir.value_type(value);
            let kind = if LLVMArrayType::is(ctx, ty) {
                "filter "
            } else {
                "catch "
            };
            p.out().push('(');
            p.out().push_str(kind);
            p.print_value(value);
            p.out().push_str(" : ");
            p.print_type(ty);
            p.out().push_str(") ");
        }
        let attrs = op_support::all_attributes(ctx, ir, op);
        p.print_optional_attr_dict(&attrs, &["cleanup"]);
        p.out().push_str(": ");
        if let Some(result) = ir.results(op).next() {
            p.print_type(ir.value_type(result));
        }
    }

    fn parse(p: &mut OpParser<'_, '_>, state: &mut ParsedOp) -> Result<(), ParseError> {
        let ctx = p.context();
        if p.eat_keyword("cleanup") {
            state
                .attributes
                .push((ctx.ident("cleanup"), ctx.unit_attr()));
        }
        while p.eat(TokenKind::LParen) && (p.eat_keyword("filter") || p.eat_keyword("catch")) {
            let operand = p.parse_operand()?;
            p.expect(TokenKind::Colon, "expected ':'")?;
            let ty = p.parse_type()?;
            let value = p.resolve_operand(operand, ty)?;
            state.operands.push(value);
            p.expect(TokenKind::RParen, "expected ')'")?;
        }
        p.expect(TokenKind::Colon, "expected ':'")?;
        let ty = p.parse_type()?;
        state.result_types.push(ty);
        Ok(())
    }
}

/// MLIR's `verifyCallOpVarCalleeType`: the variadic callee type agrees
/// with the call's arguments and result.
fn verify_var_callee_type(ctx: &Context, ir: &Ir, op: OpId, args: &[Value]) -> Result<(), OpError> {
    let Some(ty) = var_callee_type(ctx, ir, op) else {
        return Ok(());
    };
    if LLVMFunctionType::var_arg(ctx, ty) != Some(true) {
        return Err(OpError::op_error(
            "expected var_callee_type to be a variadic function type",
        ));
    }
    let params = LLVMFunctionType::params(ctx, ty).unwrap_or_default();
    if params.len() > args.len() {
        return Err(OpError::op_error(format!(
            "expected var_callee_type to have at most {} parameters",
            args.len()
        )));
    }
    for (&param, &arg) in params.iter().zip(args) {
        let arg_ty = ir.value_type(arg);
        if param != arg_ty {
            return Err(OpError::op_error(format!(
                "var_callee_type parameter type mismatch: {} != {}",
                quoted(ctx, param),
                quoted(ctx, arg_ty)
            )));
        }
    }
    let ret = LLVMFunctionType::return_type(ctx, ty);
    match ir.results(op).next() {
        None if !ret.is_some_and(|r| LLVMVoidType::is(ctx, r)) => {
            Err(OpError::op_error("expected var_callee_type to return void"))
        }
        Some(result) if Some(ir.value_type(result)) != ret => Err(OpError::op_error(format!(
            "var_callee_type return type mismatch: {} != {}",
            ret.map(|r| quoted(ctx, r)).unwrap_or_default(),
            quoted(ctx, ir.value_type(result))
        ))),
        _ => Ok(()),
    }
}

impl SymbolUserOpInterface for CallOp {
    /// MLIR's `CallOp::verifySymbolUses`: the callee is an `llvm.func`
    /// whose type the operands and the result agree with.
    fn verify_symbol_uses(
        &self,
        ctx: &Context,
        ir: &Ir,
        symbols: &SymbolTableCollection,
    ) -> Result<(), OpError> {
        let op = self.0;
        let (direct, args) = argument_range(ctx, ir, op, usize::MAX);
        verify_var_callee_type(ctx, ir, op, &args)?;
        let operands: Vec<Value> = ir.operands(op).collect();
        let indirect = usize::from(!direct);
        let fn_type = if direct {
            let reference = op_support::inherent_or_discardable(ctx, ir, op, "callee");
            let name = callee(ctx, ir, op).unwrap_or_default();
            let target = ir
                .parent_op(op)
                .and_then(|parent| nearest_symbol_table(ctx, ir, parent))
                .zip(reference)
                .and_then(|(table, reference)| {
                    symbols.lookup_symbol_ref_in(ctx, ir, table, reference)
                });
            let Some(target) = target else {
                return Err(OpError::op_error(format!(
                    "'{name}' does not reference a symbol in the current scope"
                )));
            };
            if !op_support::is_op(ctx, ir, target, LLVMFuncOp::NAME) {
                return Err(OpError::op_error(format!(
                    "'{name}' does not reference a valid LLVM function"
                )));
            }
            op_support::inherent_or_discardable(ctx, ir, target, "function_type")
                .and_then(|a| op_support::type_of(ctx, a))
        } else {
            let Some(&pointer) = operands.first() else {
                return Err(OpError::op_error(
                    "must have either a `callee` attribute or at least an operand",
                ));
            };
            let ty = ir.value_type(pointer);
            if !LLVMPointerType::is(ctx, ty) {
                return Err(OpError::op_error(format!(
                    "indirect call expects a pointer as callee: {}",
                    quoted(ctx, ty)
                )));
            }
            return Ok(());
        };
        let Some(fn_type) = fn_type.filter(|&t| LLVMFunctionType::is(ctx, t)) else {
            return Err(OpError::op_error(format!(
                "callee does not have a functional type: {}",
                fn_type.map(|t| quoted(ctx, t)).unwrap_or_default()
            )));
        };
        let vararg = LLVMFunctionType::var_arg(ctx, fn_type) == Some(true);
        if vararg && var_callee_type(ctx, ir, op).is_none() {
            return Err(OpError::op_error(
                "missing var_callee_type attribute for vararg call",
            ));
        }
        let params = LLVMFunctionType::params(ctx, fn_type).unwrap_or_default();
        let given = operands.len() - indirect;
        if !vararg && params.len() != given {
            return Err(OpError::op_error(format!(
                "incorrect number of operands ({given}) for callee (expecting: {})",
                params.len()
            )));
        }
        if params.len() > given {
            return Err(OpError::op_error(format!(
                "incorrect number of operands ({given}) for varargs callee (expecting at least: {})",
                params.len()
            )));
        }
        for (i, &param) in params.iter().enumerate() {
            let actual = ir.value_type(operands[i + indirect]);
            if actual != param {
                return Err(OpError::op_error(format!(
                    "operand type mismatch for operand {i}: {} != {}",
                    quoted(ctx, actual),
                    quoted(ctx, param)
                )));
            }
        }
        let ret = LLVMFunctionType::return_type(ctx, fn_type);
        let returns_void = ret.is_some_and(|r| LLVMVoidType::is(ctx, r));
        let results: Vec<Type> = ir.results(op).map(|v| ir.value_type(v)).collect();
        if results.is_empty() && !returns_void {
            return Err(OpError::op_error(
                "expected function call to produce a value",
            ));
        }
        if !results.is_empty() && returns_void {
            return Err(OpError::op_error(
                "calling function with void result must not produce values",
            ));
        }
        if results.len() > 1 {
            return Err(OpError::op_error(
                "expected LLVM function call to produce 0 or 1 result",
            ));
        }
        if let (Some(&result), Some(ret)) = (results.first(), ret)
            && result != ret
        {
            return Err(OpError::op_error(format!(
                "result type mismatch: {} != {}",
                quoted(ctx, result),
                quoted(ctx, ret)
            )));
        }
        Ok(())
    }
}

impl OpVerifier for InvokeOp {
    /// MLIR's `InvokeOp::verify`: the variadic callee type agrees with the
    /// call, and the unwind destination starts with `llvm.landingpad`.
    fn verify(ctx: &Context, ir: &Ir, op: OpId) -> Result<(), OpError> {
        let groups = op_support::operands(Self::SPEC, ctx, ir, op, 0);
        let (_, args) = argument_range(ctx, ir, op, groups.len());
        verify_var_callee_type(ctx, ir, op, &args)?;
        let Some(unwind) = ir.successors(op).nth(1) else {
            return Ok(());
        };
        let Some(first) = ir.ops_of(unwind).next() else {
            return Err(OpError::error(
                "must have at least one operation in unwind destination",
            ));
        };
        if !op_support::is_op(ctx, ir, first, LandingpadOp::NAME) {
            return Err(OpError::error(
                "first operation in unwind destination should be a llvm.landingpad operation",
            ));
        }
        Ok(())
    }
}

impl OpVerifier for LandingpadOp {
    /// MLIR's `LandingpadOp::verify`: in a function with a personality,
    /// with a clause or `cleanup`, catch clauses being constants.
    fn verify(ctx: &Context, ir: &Ir, op: OpId) -> Result<(), OpError> {
        let mut parent = ir.parent_op(op);
        while let Some(p) = parent {
            if op_support::is_op(ctx, ir, p, LLVMFuncOp::NAME) {
                if op_support::inherent_or_discardable(ctx, ir, p, "personality").is_none() {
                    return Err(OpError::error(
                        "llvm.landingpad needs to be in a function with a personality",
                    ));
                }
                break;
            }
            parent = ir.parent_op(p);
        }
        let cleanup = op_support::inherent_or_discardable(ctx, ir, op, "cleanup").is_some();
        let clauses: Vec<Value> = ir.operands(op).collect();
        if !cleanup && clauses.is_empty() {
            return Err(OpError::error(
                "landingpad instruction expects at least one clause or cleanup attribute",
            ));
        }
        let defined_by = |v: Value, name: &str| {
            ir.defining_op(v)
                .is_some_and(|d| op_support::is_op(ctx, ir, d, name))
        };
        for (i, &value) in clauses.iter().enumerate() {
            if LLVMArrayType::is(ctx, ir.value_type(value)) {
                // Filter clauses are not checked (as in MLIR).
                continue;
            }
            if let Some(cast) = ir
                .defining_op(value)
                .filter(|&d| op_support::is_op(ctx, ir, d, BitcastOp::NAME))
            {
                if ir
                    .operands(cast)
                    .next()
                    .is_some_and(|arg| defined_by(arg, AddressOfOp::NAME))
                {
                    continue;
                }
                return Err(OpError::error("constant clauses expected").note_at(
                    ir.op_loc(cast),
                    "global addresses expected as operand to bitcast used in clauses for landingpad",
                ));
            }
            if defined_by(value, ZeroOp::NAME) || defined_by(value, AddressOfOp::NAME) {
                continue;
            }
            return Err(OpError::error(format!(
                "clause #{i} is not a known constant - null, addressof, bitcast"
            )));
        }
        Ok(())
    }
}

impl OpVerifier for CallIntrinsicOp {
    /// MLIR's `CallIntrinsicOp::verify`: the name is an LLVM intrinsic's.
    fn verify(ctx: &Context, ir: &Ir, op: OpId) -> Result<(), OpError> {
        let name = op_support::inherent_or_discardable(ctx, ir, op, "intrin")
            .and_then(|a| op_support::string_of(ctx, a))
            .unwrap_or_default();
        if !name.starts_with("llvm.") {
            return Err(OpError::op_error("intrinsic name must start with 'llvm.'"));
        }
        Ok(())
    }
}
