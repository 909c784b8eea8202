//! The verifiers of the shared interfaces, with MLIR's messages:
//! `CastOpInterface`, `SymbolOpInterface`, `FunctionOpInterface`.

use super::{
    AttrKind, Context, Ir, OpError, OpId, OpTraits, Type, attr_to_string, inherent_or_discardable,
    string_of, type_to_string,
};

/// `'a', 'b'`: types as MLIR's diagnostics print them.
pub fn quoted_types(ctx: &Context, types: &[Type]) -> String {
    types
        .iter()
        .map(|&t| format!("'{}'", type_to_string(ctx, t)))
        .collect::<Vec<_>>()
        .join(", ")
}

/// `CastOpInterface`'s verifier (MLIR's `verifyCastInterfaceOp`).
pub fn verify_cast_interface(
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    cast: &dyn crate::interfaces::CastOpInterface,
) -> Result<(), OpError> {
    let results: Vec<Type> = ir.results(op).map(|v| ir.value_type(v)).collect();
    if results.is_empty() {
        return Err("expected at least one result for cast operation".into());
    }
    let operands: Vec<Type> = ir.operands(op).map(|v| ir.value_type(v)).collect();
    if cast.are_cast_compatible(ctx, ir, &operands, &results) {
        return Ok(());
    }
    let inputs = match operands.len() {
        0 => "s []".to_string(),
        1 => format!(" {}", quoted_types(ctx, &operands)),
        _ => format!("s {}", quoted_types(ctx, &operands)),
    };
    let outputs = if results.len() == 1 { " " } else { "s " };
    Err(format!(
        "operand type{inputs} and result type{outputs}{} are cast incompatible",
        quoted_types(ctx, &results)
    )
    .into())
}

/// `SymbolOpInterface`'s verifier (MLIR's `verifySymbol` and the
/// interface's own checks): a string `sym_name` (which an optional symbol
/// such as `builtin.module` may lack), a known `sym_visibility`, no public
/// declaration (a `function` without a body), and a parent that is a
/// symbol table (or unregistered).
pub fn verify_symbol_interface(
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    optional: bool,
    symbol: Option<&dyn crate::interfaces::SymbolOpInterface>,
) -> Result<(), OpError> {
    let name = inherent_or_discardable(ctx, ir, op, "sym_name");
    if optional && name.is_none() {
        return Ok(());
    }
    if name.and_then(|n| string_of(ctx, n)).is_none() {
        return Err("requires string attribute 'sym_name'".into());
    }
    let visibility = inherent_or_discardable(ctx, ir, op, "sym_visibility");
    let mut public = true;
    if let Some(v) = visibility {
        let Some(text) = string_of(ctx, v) else {
            return Err(format!(
                "requires visibility attribute 'sym_visibility' to be a string attribute, but got {}",
                attr_to_string(ctx, v)
            )
            .into());
        };
        if !["public", "private", "nested"].contains(&text.as_str()) {
            return Err(format!(
                "visibility expected to be one of [\"public\", \"private\", \"nested\"], but got {}",
                attr_to_string(ctx, v)
            )
            .into());
        }
        public = text == "public";
    }
    let declaration = symbol.is_some_and(|s| s.is_declaration(ctx, ir));
    if declaration && public {
        return Err("symbol declaration cannot have public visibility".into());
    }
    if let Some(parent) = ir.parent_op(op)
        && ctx
            .op_traits(ir.op_name(parent))
            .is_some_and(|t| !t.contains(OpTraits::SYMBOL_TABLE))
    {
        return Err("symbol's parent must have the SymbolTable trait".into());
    }
    Ok(())
}

/// `FunctionOpInterface`'s verifier: the signature the interface gives
/// (the builtin `function_type` by default, `llvm.func`'s `!llvm.func`
/// by hand) against the argument and result attributes and the body.
pub fn verify_function_interface(
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    function: &dyn crate::interfaces::FunctionOpInterface,
) -> Result<(), OpError> {
    let Some((inputs, results)) = function.signature(ctx, ir) else {
        return Err("requires 'function_type' attribute of function type".into());
    };
    verify_function_signature(ctx, ir, op, &inputs, &results)
}

/// MLIR's `function_interface_impl` `verifyTrait` and `verifyBody`:
/// argument and result attribute arrays of the right size holding dialect
/// attributes (each checked by its dialect's `verify_region_arg_attribute`
/// or `verify_region_result_attribute` hook), and an entry block whose
/// arguments match `inputs`.
fn verify_function_signature(
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    inputs: &[Type],
    results: &[Type],
) -> Result<(), OpError> {
    for (field, count, noun, plural, is_result) in [
        ("arg_attrs", inputs.len(), "argument", "arguments", false),
        ("res_attrs", results.len(), "result", "results", true),
    ] {
        let Some(array) = inherent_or_discardable(ctx, ir, op, field) else {
            continue;
        };
        let AttrKind::Array(entries) = ctx.attr_kind(array) else {
            continue;
        };
        if entries.len() != count {
            return Err(format!(
                "expects {noun} attribute array to have the same number of elements as the number of function {plural}, got {}, but expected {count}",
                entries.len()
            )
            .into());
        }
        for (index, &entry) in entries.iter().enumerate() {
            let AttrKind::Dictionary(named) = ctx.attr_kind(entry) else {
                return Err(format!(
                    "expects {noun} attribute dictionary to be a DictionaryAttr, but got `{}`",
                    attr_to_string(ctx, entry)
                )
                .into());
            };
            for &(name, value) in named {
                let name = ctx.ident_str(name);
                let Some((dialect, _)) = name.split_once('.') else {
                    return Err(format!("{plural} may only have dialect attributes").into());
                };
                let definition = ctx.dialect_definition(ctx.ident(dialect));
                let hook = if is_result {
                    definition.and_then(|d| d.verify_region_result_attribute)
                } else {
                    definition.and_then(|d| d.verify_region_arg_attribute)
                };
                if let Some(hook) = hook {
                    hook(ctx, ir, op, index, name, value)?;
                }
            }
        }
    }
    if ir.regions(op).len() != 1 {
        return Err("expects one region".into());
    }
    let Some(entry) = ir.entry_block(ir.region_of(op, 0)) else {
        return Ok(());
    };
    let args = ir.block_arguments(entry);
    if args.len() != inputs.len() {
        return Err(format!(
            "entry block must have {} arguments to match function signature",
            inputs.len()
        )
        .into());
    }
    for (i, (&arg, &input)) in args.iter().zip(inputs).enumerate() {
        let ty = ir.value_type(arg);
        if ty != input {
            return Err(format!(
                "type of entry block argument #{i}('{}') must match the type of the corresponding argument in function signature('{}')",
                type_to_string(ctx, ty),
                type_to_string(ctx, input)
            )
            .into());
        }
    }
    Ok(())
}
