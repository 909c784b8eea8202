//! Making symbols private (MLIR's `symbol-privatize` pass): every symbol
//! directly in the regions of the op it runs on gets `private`
//! visibility, except those named in the `exclude` option.

use crate::pass_hooks::PassBody;
use dialectic_runtime::pass::{PassResult, PassRun};
use dialectic_runtime::{Context, Ir, OpId};

use crate::interfaces::SymbolOpInterface;
use crate::op_support::set_attr;

/// The options of `symbol-privatize` (MLIR's option names).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SymbolPrivatizeOptions {
    /// `exclude`: the names of the symbols to leave as they are.
    pub exclude: Vec<String>,
}

/// Makes the symbols defined directly in `root`'s regions private.
pub fn symbol_privatize(ctx: &Context, ir: &mut Ir, root: OpId, options: &SymbolPrivatizeOptions) {
    let private = ctx.string_attr(b"private");
    let symbols: Vec<OpId> = ir
        .regions(root)
        .iter()
        .flat_map(|&region| ir.blocks_of(region))
        .flat_map(|block| ir.ops_of(block))
        .filter(|&op| ctx.op_implements::<dyn SymbolOpInterface>(ir, op))
        .collect();
    for op in symbols {
        let name = ctx
            .op_interface::<dyn SymbolOpInterface>(ir, op)
            .and_then(|symbol| symbol.symbol_name(ctx, ir));
        if name.is_some_and(|name| options.exclude.contains(&name)) {
            continue;
        }
        set_symbol_attr(ctx, ir, op, "sym_visibility", private);
    }
}

/// Sets a symbol attribute: in the op's properties when its spec declares
/// it, among its discardable attributes otherwise.
fn set_symbol_attr(
    ctx: &Context,
    ir: &mut Ir,
    op: OpId,
    name: &str,
    value: dialectic_runtime::Attribute,
) {
    match ctx.op_definition(ir.op_name(op)).and_then(|d| d.spec) {
        Some(spec) => set_attr(spec, ctx, ir, op, name, value),
        None => {
            let mut entries = ctx.dictionary_entries(ir.op_attributes(op)).to_vec();
            entries.push((ctx.ident(name), value));
            ir.set_op_attributes(op, ctx.dictionary_attr(entries));
        }
    }
}

impl PassBody for super::SymbolPrivatize {
    fn run_on(
        &mut self,
        ctx: &Context,
        ir: &mut Ir,
        op: OpId,
        _run: &mut PassRun<'_>,
    ) -> PassResult {
        let options = SymbolPrivatizeOptions {
            exclude: self.options.exclude.clone(),
        };
        symbol_privatize(ctx, ir, op, &options);
        Ok(())
    }
}
