//! Dead symbol elimination (MLIR's `symbol-dce` pass): the symbols of a
//! symbol table that nothing live refers to, and that may go when unused
//! (private ones, or any in a table hidden from its parents), are erased,
//! in nested symbol tables too.
//!
//! Liveness starts from every op of the table that is not a symbol and
//! every symbol that must stay, and follows the symbol references each
//! live op holds (resolved from the table holding the op; a nested
//! reference `@a::@b` keeps both `@a` and `@a::@b`). A nested symbol table
//! is hidden when its parent is, or when it is private or no symbol.

use crate::pass_hooks::PassBody;
use dialectic_runtime::pass::{PassFailed, PassResult, PassRun};
use dialectic_runtime::storage::op_error::OpError;
use rustc_hash::FxHashSet;

use dialectic_runtime::storage::ir::EraseError;
use dialectic_runtime::storage::symbol_table::{Visibility, is_symbol_table};
use dialectic_runtime::{AttrKind, Attribute, Context, Ir, OpId, SymbolTableCollection};

use super::symbol_uses::symbol_uses;
use crate::interfaces::SymbolOpInterface;

/// The options of `symbol-dce` (MLIR's pass has none).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SymbolDceOptions {}

/// What `symbol-dce` did (MLIR's pass statistics).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SymbolDceStatistics {
    /// `num-dce'd`: symbols erased.
    pub num_dce: u64,
}

/// Why `symbol-dce` could not run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SymbolDceError {
    /// The op it runs on holds no symbol table.
    NotSymbolTable(OpId),
    /// A dead symbol could not be erased (a use outside it remains).
    Erase(EraseError),
}

/// Erases the dead symbols of the symbol table `root` and of the symbol
/// tables nested in it.
pub fn symbol_dce(
    ctx: &Context,
    ir: &mut Ir,
    root: OpId,
    _options: &SymbolDceOptions,
) -> Result<SymbolDceStatistics, SymbolDceError> {
    if !is_symbol_table(ctx, ir, root) {
        return Err(SymbolDceError::NotSymbolTable(root));
    }
    // A top-level table is hidden; a nested one only if it is private.
    let hidden = ir.parent_op(root).is_none()
        || !ctx.op_implements::<dyn SymbolOpInterface>(ir, root)
        || is_private(ctx, ir, root);
    let symbols = SymbolTableCollection::new();
    let mut live = FxHashSet::default();
    compute_liveness(ctx, ir, root, &symbols, hidden, &mut live);

    let mut statistics = SymbolDceStatistics::default();
    let mut tables = Vec::new();
    ir.walk(
        root,
        dialectic_runtime::storage::walk::WalkOrder::PostOrder,
        |op| {
            if is_symbol_table(ctx, ir, op) {
                tables.push(op);
            }
        },
    );
    for table in tables {
        let Some(&region) = ir.regions(table).first() else {
            continue;
        };
        let dead: Vec<OpId> = ir
            .blocks_of(region)
            .flat_map(|block| ir.ops_of(block))
            .filter(|&op| ctx.op_implements::<dyn SymbolOpInterface>(ir, op) && !live.contains(&op))
            .collect();
        for op in dead {
            ir.erase_op(op).map_err(SymbolDceError::Erase)?;
            statistics.num_dce += 1;
        }
    }
    Ok(statistics)
}

/// Adds the live symbols of symbol table `table` (and of the tables nested
/// in live ops) to `live`.
fn compute_liveness(
    ctx: &Context,
    ir: &Ir,
    table: OpId,
    symbols: &SymbolTableCollection,
    hidden: bool,
    live: &mut FxHashSet<OpId>,
) {
    let mut worklist = Vec::new();
    if let Some(&region) = ir.regions(table).first() {
        for block in ir.blocks_of(region) {
            for op in ir.ops_of(block) {
                if !ctx.op_implements::<dyn SymbolOpInterface>(ir, op) {
                    worklist.push(op);
                    continue;
                }
                // MLIR's `canDiscardOnUseEmpty` is true of private symbols.
                let discardable = (hidden || is_private(ctx, ir, op)) && is_private(ctx, ir, op);
                if !discardable && live.insert(op) {
                    worklist.push(op);
                }
            }
        }
    }
    while let Some(op) = worklist.pop() {
        if is_symbol_table(ctx, ir, op) {
            let nested_hidden = hidden
                || !ctx.op_implements::<dyn SymbolOpInterface>(ir, op)
                || is_private(ctx, ir, op);
            compute_liveness(ctx, ir, op, symbols, nested_hidden, live);
        }
        let Some(scope) = ir.parent_op(op) else {
            continue;
        };
        for (_, reference) in symbol_uses(ctx, ir, op) {
            // References to unknown symbols are ignored.
            let Some(resolved) = resolve_all(ctx, ir, symbols, scope, reference) else {
                continue;
            };
            for symbol in resolved {
                if live.insert(symbol) {
                    worklist.push(symbol);
                }
            }
        }
    }
}

/// Every op a reference passes through, from its root in `table` to its
/// leaf (MLIR's `lookupSymbolIn` into a list); `None` if one is missing or
/// a non-leaf is no symbol table.
fn resolve_all(
    ctx: &Context,
    ir: &Ir,
    symbols: &SymbolTableCollection,
    table: OpId,
    reference: Attribute,
) -> Option<Vec<OpId>> {
    let AttrKind::SymbolRef { root, nested } = ctx.attr_kind(reference) else {
        return None;
    };
    if !is_symbol_table(ctx, ir, table) {
        return None;
    }
    let mut op = symbols.lookup_symbol_in(ctx, ir, table, root)?;
    let mut resolved = vec![op];
    for name in nested {
        if !is_symbol_table(ctx, ir, op) {
            return None;
        }
        op = symbols.lookup_symbol_in(ctx, ir, op, name)?;
        resolved.push(op);
    }
    Some(resolved)
}

fn is_private(ctx: &Context, ir: &Ir, op: OpId) -> bool {
    ctx.op_interface::<dyn SymbolOpInterface>(ir, op)
        .is_some_and(|symbol| symbol.visibility(ctx, ir) == Visibility::Private)
}

impl PassBody for super::SymbolDce {
    fn run_on(
        &mut self,
        ctx: &Context,
        ir: &mut Ir,
        op: OpId,
        run: &mut PassRun<'_>,
    ) -> PassResult {
        let message = match symbol_dce(ctx, ir, op, &SymbolDceOptions::default()) {
            Ok(statistics) => {
                self.statistics.num_dce += statistics.num_dce;
                return Ok(());
            }
            Err(SymbolDceError::NotSymbolTable(_)) => {
                " was scheduled to run under SymbolDCE, but does not define a symbol table"
            }
            Err(SymbolDceError::Erase(_)) => " could not erase a dead symbol: it is still used",
        };
        run.emit_op_error(ctx, ir, op, OpError::op_error(message));
        Err(PassFailed)
    }
}
