//! The import of GenX IR: every `llvm.call` of an `llvm.genx.*` function
//! becomes the op of its intrinsic (the longest table name prefixing the
//! callee whose signature the call's types fit), with the call's operands,
//! result, location and discardable attributes. A callee whose suffixes
//! are not the ones `getGenXName` writes is accepted with a warning and
//! kept on the op ([`INTRINSIC_NAME_ATTR`]); a tail call marker is kept
//! too ([`TAIL_CALL_KIND_ATTR`]). The declarations stay as they were
//! imported, with their attributes and metadata.

use dialectic::op_support::{inherent_or_discardable, symbol_ref_of};
use dialectic::storage::builder::{InsertionPoint, OpBuilder};
use dialectic::storage::walk::WalkOrder;
use dialectic::text::print::attr_to_string;
use dialectic::{Context, Ir, OpId, OperationState};
use dialectic_genx::names::demangle;

use super::{INTRINSIC_NAME_ATTR, TAIL_CALL_KIND_ATTR};

/// The properties of `llvm.call` a raised call may carry, with the value
/// that the op need not record.
const DEFAULT_CALL_PROPERTIES: &[(&str, &str)] = &[
    ("CConv", "#llvm.cconv<ccc>"),
    ("fastmathFlags", "#llvm.fastmath<none>"),
    ("TailCallKind", "#llvm.tailcallkind<none>"),
];

/// What raising a module did.
#[derive(Debug, Default)]
pub struct Raised {
    /// Calls turned into ops.
    pub ops: usize,
    /// Warnings (non-canonical names, calls kept as calls).
    pub warnings: Vec<String>,
}

/// Raises every call of a GenX intrinsic in `module` to its op.
pub fn raise_genx_calls(ctx: &Context, ir: &mut Ir, module: OpId, file: &str) -> Raised {
    let mut raised = Raised::default();
    let mut calls = Vec::new();
    let call = ctx.ident("llvm.call");
    ir.walk(module, WalkOrder::PreOrder, |op| {
        if ir.op_name(op) == call {
            calls.push(op);
        }
    });
    for op in calls {
        let Some(callee) =
            inherent_or_discardable(ctx, ir, op, "callee").and_then(|a| symbol_ref_of(ctx, a))
        else {
            continue;
        };
        if !callee.starts_with("llvm.genx.") {
            continue;
        }
        match raise_call(ctx, ir, op, &callee) {
            Ok(Some(warning)) => {
                raised.ops += 1;
                raised.warnings.push(format!("{file}: warning: {warning}"));
            }
            Ok(None) => raised.ops += 1,
            Err(reason) => raised.warnings.push(format!(
                "{file}: warning: the call of `{callee}` stays an `llvm.call`: {reason}"
            )),
        }
    }
    raised
}

/// Replaces the call `op` of `callee` by its GenX op; the warning about its
/// name, if it is not canonical.
fn raise_call(
    ctx: &Context,
    ir: &mut Ir,
    op: OpId,
    callee: &str,
) -> Result<Option<String>, String> {
    let result = ir.results(op).next();
    let result_type = result.map(|r| ir.value_type(r));
    let operands: Vec<_> = ir.operands(op).collect();
    let argument_types: Vec<_> = operands.iter().map(|v| ir.value_type(*v)).collect();
    let demangled = demangle(ctx, callee, result_type, &argument_types)?;
    let mut attributes: Vec<_> = ctx.dictionary_entries(ir.op_attributes(op)).to_vec();
    let properties = ir
        .op_properties(op)
        .map(|p| ctx.dictionary_entries(p).to_vec())
        .unwrap_or_default();
    for (key, value) in properties {
        let key = ctx.ident_str(key);
        let printed = attr_to_string(ctx, value);
        match key {
            // The declaration has the type of a `vararg` intrinsic's callee.
            "callee" | "var_callee_type" => {}
            "TailCallKind" if printed != "#llvm.tailcallkind<none>" => {
                attributes.push((ctx.ident(TAIL_CALL_KIND_ATTR), value));
            }
            _ if DEFAULT_CALL_PROPERTIES.contains(&(key, printed.as_str())) => {}
            "operandSegmentSizes" | "op_bundle_sizes"
                if !printed.contains(|c: char| c.is_ascii_digit() && c != '0') => {}
            other => {
                return Err(format!(
                    "its `{other}` ({printed}) has no place on a GenX op"
                ));
            }
        }
    }
    let warning = if demangled.is_canonical(callee) {
        None
    } else {
        attributes.push((
            ctx.ident(INTRINSIC_NAME_ATTR),
            ctx.string_attr(callee.as_bytes()),
        ));
        Some(format!(
            "`{callee}` is not the name `getGenXName` gives this call (`{}`): kept for the export",
            demangled.canonical_name
        ))
    };
    let mut state = OperationState::new(ctx, &demangled.signature.op_name(), ir.op_loc(op));
    state.operands = operands;
    state.result_types = result_type.into_iter().collect();
    state.attributes = ctx.dictionary_attr(attributes);
    let mut builder = OpBuilder::new(ir);
    builder.set_insertion_point(InsertionPoint::Before(op));
    let new = builder.create(state);
    if let (Some(old), Some(new)) = (result, ir.results(new).next()) {
        ir.replace_all_uses_with(old, new);
    }
    ir.erase_op(op).map_err(|e| format!("{e:?}"))?;
    Ok(warning)
}
