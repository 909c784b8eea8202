//! The `builtin` dialect's ops, generated from `defs/builtin.td`, with the
//! Rust hooks the `.td` declares: the verifiers of `builtin.module` (only
//! dialect-prefixed discardable attributes) and of
//! `builtin.unrealized_conversion_cast` (at least one result), the
//! module builder that creates the body block, the module's
//! `is_optional_symbol` (a module may be unnamed), and the folder of
//! `builtin.unrealized_conversion_cast` ([`fold`]).

mod fold;

use crate::interfaces::SymbolOpInterface;
use crate::op_support::{Context, Ir, OpBuilder, OpError, OpId, OpVerifier, OperationState};

crate::dialect!("defs/builtin.td");

impl OpVerifier for ModuleOp {
    fn verify(ctx: &Context, ir: &Ir, op: OpId) -> Result<(), OpError> {
        for &(name, _) in ctx.dictionary_entries(ir.op_attributes(op)) {
            let name = ctx.ident_str(name);
            if !name.contains('.') {
                return Err(format!(
                    "can only contain attributes with dialect-prefixed names, found: '{name}'"
                )
                .into());
            }
        }
        Ok(())
    }
}

impl SymbolOpInterface for ModuleOp {
    /// A module may have no name.
    fn is_optional_symbol(&self, _: &Context, _: &Ir) -> bool {
        true
    }
}

impl OpVerifier for UnrealizedConversionCastOp {
    fn verify(_: &Context, ir: &Ir, op: OpId) -> Result<(), OpError> {
        if ir.num_results(op) == 0 {
            return Err("expected at least one result for cast operation".into());
        }
        Ok(())
    }
}

impl ModuleOp {
    /// A module (named `@name` when given) with an empty body block, at
    /// `builder`'s insertion point: the `.td` builder of `builtin.module`.
    pub fn build(ctx: &Context, builder: &mut OpBuilder<'_>, name: Option<&str>) -> ModuleOp {
        let mut state = OperationState::new(ctx, Self::NAME, ctx.unknown_loc());
        if let Some(name) = name {
            let sym_name = (ctx.ident("sym_name"), ctx.string_attr(name.as_bytes()));
            state.properties = Some(ctx.dictionary_attr(vec![sym_name]));
        }
        let region = builder.ir().create_region();
        let block = builder.ir().create_block();
        builder.ir().append_block(region, block);
        state.regions.push(region);
        ModuleOp(builder.create(state))
    }
}
