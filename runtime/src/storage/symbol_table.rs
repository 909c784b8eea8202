//! Symbol tables: ops with a `sym_name` inside an op with the `SymbolTable`
//! trait, and lookup of nested references such as `@a::@b`.

use crate::storage::attributes::{AttrKind, Attribute};
use crate::storage::context::Context;
use crate::storage::ir::{Ir, OpId};
use crate::storage::op_traits::OpTraits;

/// The symbol name an op defines (its `sym_name` string attribute, in its
/// properties or its attributes).
pub fn symbol_name<'c>(ctx: &'c Context, ir: &Ir, op: OpId) -> Option<&'c [u8]> {
    let attr = ir
        .op_properties(op)
        .and_then(|p| ctx.dictionary_get_static(p, "sym_name"))
        .or_else(|| ctx.dictionary_get_static(ir.op_attributes(op), "sym_name"))?;
    match ctx.attr_kind(attr) {
        AttrKind::String { value, .. } => Some(value),
        _ => None,
    }
}

/// Whether `op` holds a symbol table (registered with the trait).
pub fn is_symbol_table(ctx: &Context, ir: &Ir, op: OpId) -> bool {
    ctx.op_registration(ir.op_name(op))
        .is_some_and(|d| d.traits.contains(OpTraits::SYMBOL_TABLE))
}

/// Finds the op named `name` directly inside the symbol table `table`.
pub fn lookup_symbol(ctx: &Context, ir: &Ir, table: OpId, name: &[u8]) -> Option<OpId> {
    let region = *ir.regions(table).first()?;
    let block = ir.entry_block(region)?;
    ir.ops_of(block)
        .find(|&o| symbol_name(ctx, ir, o) == Some(name))
}

/// Resolves a symbol reference attribute (`@a` or `@a::@b::@c`) from `table`.
pub fn resolve_symbol_ref(
    ctx: &Context,
    ir: &Ir,
    table: OpId,
    reference: Attribute,
) -> Option<OpId> {
    let AttrKind::SymbolRef { root, nested } = ctx.attr_kind(reference) else {
        return None;
    };
    let mut op = lookup_symbol(ctx, ir, table, root)?;
    for n in nested {
        if !is_symbol_table(ctx, ir, op) {
            return None;
        }
        op = lookup_symbol(ctx, ir, op, n)?;
    }
    Some(op)
}

/// The closest enclosing op (including `op` itself) that is a symbol table.
pub fn nearest_symbol_table(ctx: &Context, ir: &Ir, mut op: OpId) -> Option<OpId> {
    loop {
        if is_symbol_table(ctx, ir, op) {
            return Some(op);
        }
        op = ir.parent_op(op)?;
    }
}

/// The visibility of a symbol (its `sym_visibility` attribute; public when
/// absent).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Visibility {
    /// Visible from outside the symbol table.
    Public,
    /// Visible only inside the symbol table.
    Private,
    /// Visible from the enclosing symbol tables, not from outside them.
    Nested,
}

/// The visibility of the symbol `op` defines.
pub fn symbol_visibility(ctx: &Context, ir: &Ir, op: OpId) -> Visibility {
    let attr = ir
        .op_properties(op)
        .and_then(|p| ctx.dictionary_get_static(p, "sym_visibility"))
        .or_else(|| ctx.dictionary_get_static(ir.op_attributes(op), "sym_visibility"));
    match attr.map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::String { value, .. }) if value.as_ref() == b"private" => Visibility::Private,
        Some(AttrKind::String { value, .. }) if value.as_ref() == b"nested" => Visibility::Nested,
        _ => Visibility::Public,
    }
}

/// Symbol tables indexed once and kept (MLIR's `SymbolTableCollection`):
/// the first lookup in a symbol table op maps every symbol it holds, later
/// lookups are hash lookups. Interface methods that resolve symbols take
/// one (`SymbolUserOpInterface::verify_symbol_uses`), so that verifying
/// many users indexes each table once.
///
/// The index reflects the IR when a table was first looked up: after
/// adding, renaming or erasing symbols of a table, [`invalidate`] it.
///
/// [`invalidate`]: SymbolTableCollection::invalidate
#[derive(Debug, Default)]
pub struct SymbolTableCollection {
    tables: std::cell::RefCell<rustc_hash::FxHashMap<OpId, SymbolIndex>>,
}

/// The symbols directly inside one symbol table op, by name.
type SymbolIndex = rustc_hash::FxHashMap<Box<[u8]>, OpId>;

impl SymbolTableCollection {
    /// An empty collection.
    pub fn new() -> Self {
        Self::default()
    }

    /// The op named `name` directly inside symbol table op `table` (the
    /// first one of that name, as the verifier reports duplicates).
    pub fn lookup_symbol_in(
        &self,
        ctx: &Context,
        ir: &Ir,
        table: OpId,
        name: &[u8],
    ) -> Option<OpId> {
        let mut tables = self.tables.borrow_mut();
        let index = tables.entry(table).or_insert_with(|| {
            let mut index = SymbolIndex::default();
            let block = ir.regions(table).first().and_then(|&r| ir.entry_block(r));
            for op in block.into_iter().flat_map(|b| ir.ops_of(b)) {
                if let Some(name) = symbol_name(ctx, ir, op) {
                    index.entry(name.into()).or_insert(op);
                }
            }
            index
        });
        index.get(name).copied()
    }

    /// The op a symbol reference (`@a` or `@a::@b`) names, resolved from
    /// symbol table op `table`.
    pub fn lookup_symbol_ref_in(
        &self,
        ctx: &Context,
        ir: &Ir,
        table: OpId,
        reference: Attribute,
    ) -> Option<OpId> {
        let AttrKind::SymbolRef { root, nested } = ctx.attr_kind(reference) else {
            return None;
        };
        let mut op = self.lookup_symbol_in(ctx, ir, table, root)?;
        for name in nested {
            if !is_symbol_table(ctx, ir, op) {
                return None;
            }
            op = self.lookup_symbol_in(ctx, ir, op, name)?;
        }
        Some(op)
    }

    /// The op a symbol reference names, resolved from the closest symbol
    /// table enclosing `from` (`from` itself if it is one; MLIR's
    /// `lookupNearestSymbolFrom`).
    pub fn lookup_nearest_symbol_from(
        &self,
        ctx: &Context,
        ir: &Ir,
        from: OpId,
        reference: Attribute,
    ) -> Option<OpId> {
        let table = nearest_symbol_table(ctx, ir, from)?;
        self.lookup_symbol_ref_in(ctx, ir, table, reference)
    }

    /// Forgets the index of symbol table op `table` (after its symbols
    /// changed).
    pub fn invalidate(&self, table: OpId) {
        self.tables.borrow_mut().remove(&table);
    }
}
