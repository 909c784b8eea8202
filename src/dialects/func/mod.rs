//! The `func` dialect: functions, calls and returns, generated from
//! `defs/func.td`, with the Rust hooks the `.td` declares: the custom form
//! of `func.func` (MLIR's `function_interface_impl`: visibility, symbol
//! name, signature with argument and result attributes, `attributes
//! {...}`, body), the verifiers of `func.return` and `func.constant`, the
//! result name of `func.constant` (`%f`), and the interface methods the
//! `.td` leaves to Rust: the callees and arguments of `func.call` and
//! `func.call_indirect`, the check of `func.call`'s callee, and
//! `func.func` as a callable symbol; `func.constant` as a constant and the
//! dialect's constant materializer, and the canonicalization of
//! `func.call_indirect` ([`constants`]); the dialect's answers to the
//! inliner (`inliner`).

mod constants;
mod inliner;

pub use constants::materialize_constant;

use crate::function_syntax;
use crate::interfaces::{
    CallOpInterface, CallableOpInterface, Callee, FunctionOpInterface, OpAsmOpInterface,
    SymbolOpInterface, SymbolUserOpInterface,
};
use crate::op_support::{
    self, Context, Ir, OpAssembly, OpError, OpId, OpParser, OpPrinter, OpVerifier, ParseError,
    ParsedOp, RegionId, SymbolTableCollection, Type, TypeKind, Value, lookup_symbol,
    type_to_string,
};

crate::dialect!("defs/func.td");

/// The attributes the custom form of `func.func` prints in its own places.
const SIGNATURE_ATTRS: &[&str] = &[
    "sym_name",
    "sym_visibility",
    "function_type",
    "arg_attrs",
    "res_attrs",
];

/// The inputs and results of a function type.
fn signature(ctx: &Context, ty: Option<Type>) -> (Vec<Type>, Vec<Type>) {
    match ty.map(|t| ctx.type_kind(t)) {
        Some(TypeKind::Function { inputs, results }) => (inputs.clone(), results.clone()),
        _ => (Vec::new(), Vec::new()),
    }
}

impl OpAssembly for FuncOp {
    fn print(p: &mut OpPrinter<'_>, op: OpId) {
        let (ctx, ir) = (p.context(), p.ir());
        let get = |name| op_support::inherent_or_discardable(ctx, ir, op, name);
        op_support::print_op_name(p, op, Self::NAME);
        p.out().push(' ');
        if let Some(visibility) = get("sym_visibility").and_then(|a| op_support::string_of(ctx, a))
        {
            p.out().push_str(&visibility);
            p.out().push(' ');
        }
        let name = get("sym_name")
            .and_then(|a| op_support::string_of(ctx, a))
            .unwrap_or_default();
        p.print_symbol_name(name.as_bytes());
        let (inputs, results) = signature(
            ctx,
            get("function_type").and_then(|a| op_support::type_of(ctx, a)),
        );
        function_syntax::print_signature(p, op, &inputs, false, &results);
        function_syntax::print_function_attributes(p, op, SIGNATURE_ATTRS);
        function_syntax::print_optional_body(p, op);
    }

    fn parse(p: &mut OpParser<'_, '_>, state: &mut ParsedOp) -> Result<(), ParseError> {
        let ctx = p.context();
        if let Some(visibility) = p.parse_optional_keyword(&["public", "private", "nested"]) {
            state.attributes.push((
                ctx.ident("sym_visibility"),
                ctx.string_attr(visibility.as_bytes()),
            ));
        }
        let name = p.parse_symbol_name()?;
        state
            .attributes
            .push((ctx.ident("sym_name"), ctx.string_attr(&name)));
        let mut sig = function_syntax::parse_signature(p, false)?;
        let function_type = ctx.function_type(sig.inputs.clone(), sig.results.clone());
        state
            .attributes
            .push((ctx.ident("function_type"), ctx.type_attr(function_type)));

        let dict_at = p.current_offset();
        let attrs = p.parse_optional_attr_dict_with_keyword()?;
        for inferred in ["sym_visibility", "sym_name", "function_type"] {
            if attrs.iter().any(|(k, _)| ctx.ident_str(*k) == inferred) {
                return Err(p.emit_error(
                    dict_at,
                    format!(
                        "'{inferred}' is an inferred attribute and should not be specified in the explicit attribute dictionary"
                    ),
                ));
            }
        }
        state.attributes.extend(attrs);
        function_syntax::add_arg_and_result_attrs(ctx, &mut state.attributes, &mut sig);

        let at = p.current_offset();
        let body = match function_syntax::parse_optional_body(p, &sig)? {
            Some(region) if p.ir_mut().region_is_empty(region) => {
                return Err(p.emit_error(at, "expected non-empty function body"));
            }
            Some(region) => region,
            None => p.ir_mut().create_region(),
        };
        state.regions.push(body);
        Ok(())
    }
}

/// The `func.func` enclosing `op`, if it is its parent.
fn enclosing_function(ctx: &Context, ir: &Ir, op: OpId) -> Option<OpId> {
    ir.parent_op(op)
        .filter(|&f| ctx.ident_str(ir.op_name(f)) == FuncOp::NAME)
}

impl OpVerifier for ReturnOp {
    fn verify(ctx: &Context, ir: &Ir, op: OpId) -> Result<(), OpError> {
        let Some(function) = enclosing_function(ctx, ir, op) else {
            return Ok(());
        };
        let get = |name| op_support::inherent_or_discardable(ctx, ir, function, name);
        let name = get("sym_name")
            .and_then(|a| op_support::string_of(ctx, a))
            .unwrap_or_default();
        let (_, results) = signature(
            ctx,
            get("function_type").and_then(|a| op_support::type_of(ctx, a)),
        );
        let operands: Vec<_> = ir.operands(op).collect();
        if operands.len() != results.len() {
            return Err(format!(
                "has {} operands, but enclosing function (@{name}) returns {}",
                operands.len(),
                results.len()
            )
            .into());
        }
        for (i, (&operand, &result)) in operands.iter().zip(&results).enumerate() {
            let ty = ir.value_type(operand);
            if ty != result {
                // `emitError`: no `'func.return' op` prefix.
                return Err(OpError::error(format!(
                    "type of return operand {i} ('{}') doesn't match function result type ('{}') in function @{name}",
                    type_to_string(ctx, ty),
                    type_to_string(ctx, result)
                )));
            }
        }
        Ok(())
    }
}

/// The `func.func` named `name` in the module enclosing `op` (MLIR's
/// `getParentOfType<ModuleOp>().lookupSymbol<FuncOp>`).
fn lookup_function(ctx: &Context, ir: &Ir, op: OpId, name: &str) -> Option<OpId> {
    let mut scope = ir.parent_op(op)?;
    while ctx.ident_str(ir.op_name(scope)) != "builtin.module" {
        scope = ir.parent_op(scope)?;
    }
    lookup_symbol(ctx, ir, scope, name.as_bytes()).filter(|&f| is_function(ctx, ir, f))
}

fn is_function(ctx: &Context, ir: &Ir, op: OpId) -> bool {
    ctx.ident_str(ir.op_name(op)) == FuncOp::NAME
}

/// The inputs and results of a `func.func`'s type.
fn function_signature(ctx: &Context, ir: &Ir, function: OpId) -> (Vec<Type>, Vec<Type>) {
    signature(
        ctx,
        op_support::inherent_or_discardable(ctx, ir, function, "function_type")
            .and_then(|a| op_support::type_of(ctx, a)),
    )
}

impl SymbolUserOpInterface for CallOp {
    /// The callee is a `func.func` of the call's type (MLIR's
    /// `CallOp::verifySymbolUses`).
    fn verify_symbol_uses(
        &self,
        ctx: &Context,
        ir: &Ir,
        symbols: &SymbolTableCollection,
    ) -> Result<(), OpError> {
        let op = self.0;
        let Some(reference) = op_support::attr(Self::SPEC, ctx, ir, op, 0) else {
            return Err("requires a 'callee' symbol reference attribute".into());
        };
        let callee = op_support::symbol_ref_of(ctx, reference).unwrap_or_default();
        let function = self
            .resolve_callable(ctx, ir, symbols)
            .filter(|&f| is_function(ctx, ir, f));
        let Some(function) = function else {
            return Err(format!("'{callee}' does not reference a valid function").into());
        };
        let (inputs, results) = function_signature(ctx, ir, function);
        let operands: Vec<Type> = ir.operands(op).map(|v| ir.value_type(v)).collect();
        if inputs.len() != operands.len() {
            return Err("incorrect number of operands for callee".into());
        }
        for (i, (&expected, &actual)) in inputs.iter().zip(&operands).enumerate() {
            if expected != actual {
                return Err(format!(
                    "operand type mismatch: expected operand type '{}', but provided '{}' for operand number {i}",
                    type_to_string(ctx, expected),
                    type_to_string(ctx, actual)
                ).into());
            }
        }
        let actual: Vec<Type> = ir.results(op).map(|v| ir.value_type(v)).collect();
        if results.len() != actual.len() {
            return Err("incorrect number of results for callee".into());
        }
        // ANCHOR: result_type_notes
        if let Some(i) = results.iter().zip(&actual).position(|(a, b)| a != b) {
            return Err(
                OpError::op_error(format!("result type mismatch at index {i}"))
                    .note(format!(
                        "      op result types: {}",
                        op_support::quoted_types(ctx, &actual)
                    ))
                    .note(format!(
                        "function result types: {}",
                        op_support::quoted_types(ctx, &results)
                    )),
            );
        }
        // ANCHOR_END: result_type_notes
        Ok(())
    }
}

impl CallOpInterface for CallOp {
    /// The `callee` attribute (`@""` if the op lacks it: it does not verify).
    fn callable_for_callee(&self, ctx: &Context, ir: &Ir) -> Callee {
        let reference = op_support::attr(Self::SPEC, ctx, ir, self.0, 0)
            .unwrap_or_else(|| op_support::flat_symbol_ref_attr(ctx, ""));
        Callee::Symbol(reference)
    }

    /// Sets the `callee` attribute; a value callee is not one a direct call
    /// can take, and leaves the op as it is.
    fn set_callee_from_callable(&self, ctx: &Context, ir: &mut Ir, callee: Callee) {
        if let Callee::Symbol(reference) = callee {
            op_support::set_attr(Self::SPEC, ctx, ir, self.0, "callee", reference);
        }
    }

    fn arg_operands(&self, ctx: &Context, ir: &Ir) -> Vec<Value> {
        self.operands(ctx, ir)
    }
}

impl CallOpInterface for CallIndirectOp {
    /// The callee operand.
    fn callable_for_callee(&self, ctx: &Context, ir: &Ir) -> Callee {
        Callee::Value(self.callee(ctx, ir))
    }

    /// Replaces the callee operand; a symbol is not a callee an indirect
    /// call can take, and leaves the op as it is.
    fn set_callee_from_callable(&self, _: &Context, ir: &mut Ir, callee: Callee) {
        if let Callee::Value(value) = callee {
            let mut operands: Vec<Value> = ir.operands(self.0).collect();
            if let Some(first) = operands.first_mut() {
                *first = value;
                ir.set_operands(self.0, &operands);
            }
        }
    }

    fn arg_operands(&self, ctx: &Context, ir: &Ir) -> Vec<Value> {
        self.callee_operands(ctx, ir)
    }
}

impl CallableOpInterface for FuncOp {
    /// The body; `None` for a declaration.
    fn callable_region(&self, ctx: &Context, ir: &Ir) -> Option<RegionId> {
        self.function_body(ctx, ir)
            .filter(|&body| !ir.region_is_empty(body))
    }

    fn argument_types(&self, ctx: &Context, ir: &Ir) -> Vec<Type> {
        self.function_inputs(ctx, ir)
    }

    fn result_types(&self, ctx: &Context, ir: &Ir) -> Vec<Type> {
        self.function_results(ctx, ir)
    }
}

impl SymbolOpInterface for FuncOp {
    /// A function without body is a declaration.
    fn is_declaration(&self, ctx: &Context, ir: &Ir) -> bool {
        self.is_external(ctx, ir)
    }
}

impl OpVerifier for ConstantOp {
    fn verify(ctx: &Context, ir: &Ir, op: OpId) -> Result<(), OpError> {
        let Some(name) = op_support::inherent_or_discardable(ctx, ir, op, "value")
            .and_then(|a| op_support::symbol_ref_of(ctx, a))
        else {
            return Ok(());
        };
        let Some(function) = lookup_function(ctx, ir, op, &name) else {
            return Err(format!("reference to undefined function '{name}'").into());
        };
        let expected = op_support::inherent_or_discardable(ctx, ir, function, "function_type")
            .and_then(|a| op_support::type_of(ctx, a));
        let actual = ir.results(op).next().map(|r| ir.value_type(r));
        if expected != actual {
            return Err("reference to function with mismatched type".into());
        }
        Ok(())
    }
}

impl OpAsmOpInterface for ConstantOp {
    /// `%f`.
    fn asm_result_names(&self, _: &Context, _: &Ir, set_name: &mut dyn FnMut(usize, &str)) {
        set_name(0, "f");
    }
}
