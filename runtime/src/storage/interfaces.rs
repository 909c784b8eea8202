//! Interfaces at run time: the interfaces a kind of op, type or attribute
//! implements, registered as a table with its definition, and the lookups
//! that give the interface of an op, a type or an attribute (MLIR's
//! `dyn_cast<CallOpInterface>(op)`).
//!
//! An interface is a Rust trait (generated from a `.td` file). An entry of
//! a table is the function that makes the trait object, type-erased so that
//! one table holds every interface: an [`OpInterfaceFn`] for an op
//! interface (the op struct holds the op), a [`SymbolInterfaceFn`] for a
//! type or attribute interface (the definition's struct holds nothing; the
//! methods take the type or attribute). A lookup finds the entry of the
//! function type of the interface asked for.

use std::any::Any;

use parking_lot::RwLock;
use rustc_hash::FxHashMap;

use crate::storage::attributes::{AttrKind, Attribute};
use crate::storage::context::{Context, Ident};
use crate::storage::dialect_symbol::DialectSymbol;
use crate::storage::ir::{Ir, OpId};
use crate::storage::types::{Type, TypeKind};

/// One interface a kind of op, type or attribute implements: an
/// [`OpInterfaceFn`] or a [`SymbolInterfaceFn`] of the interface's trait
/// object.
pub type InterfaceEntry = &'static (dyn Any + Send + Sync);

/// The interfaces of a kind of op, type or attribute.
pub type InterfaceTable = &'static [InterfaceEntry];

/// Makes the trait object `I` (`dyn CallOpInterface`) of an op.
pub type OpInterfaceFn<I> = fn(OpId) -> Box<I>;

/// `make` as the [`OpInterfaceFn`] of interface `I`: in an op's interface
/// table, `op_interface::<dyn I>(|op| Box::new(MyOp(op)))` names the
/// trait once, and the closure's type follows from it.
pub const fn op_interface<I: ?Sized>(make: OpInterfaceFn<I>) -> OpInterfaceFn<I> {
    make
}

/// Gives the trait object `I` (`dyn MyTypeInterface`) of a kind of dialect
/// type or attribute.
pub type SymbolInterfaceFn<I> = fn() -> &'static I;

/// An op struct of a generated dialect (`AddIOp`): a typed handle of one
/// op. Every op interface has it as a supertrait, so that an interface's
/// default methods and the holder of a trait object reach the op.
pub trait OpHandle {
    /// The op.
    fn op_id(&self) -> OpId;
}

/// Gives the trait object `I` (`dyn DialectInlinerInterface`) of a
/// dialect: the dialect's interfaces, as MLIR's `DialectInterface`s.
pub type DialectInterfaceFn<I> = fn() -> &'static I;

/// The interface tables of dialect types and attributes, by dialect and
/// mnemonic, and those of dialects, by namespace.
#[derive(Default)]
pub(crate) struct SymbolInterfaces {
    types: RwLock<FxHashMap<(Ident, Ident), InterfaceTable>>,
    attrs: RwLock<FxHashMap<(Ident, Ident), InterfaceTable>>,
    dialects: RwLock<FxHashMap<Ident, InterfaceTable>>,
}

fn find<F: 'static + Copy>(table: InterfaceTable) -> Option<F> {
    table.iter().find_map(|e| e.downcast_ref::<F>()).copied()
}

impl Context {
    /// Op interface `I` of `op` (`ctx.op_interface::<dyn CallOpInterface>(ir,
    /// op)`), if its registered definition implements it.
    pub fn op_interface<I: ?Sized + 'static>(&self, ir: &Ir, op: OpId) -> Option<Box<I>> {
        let definition = self.op_registration(ir.op_name(op))?;
        find::<OpInterfaceFn<I>>(definition.interfaces).map(|make| make(op))
    }

    /// Whether `op`'s registered definition implements op interface `I`.
    pub fn op_implements<I: ?Sized + 'static>(&self, ir: &Ir, op: OpId) -> bool {
        self.op_registration(ir.op_name(op))
            .is_some_and(|d| d.interfaces.iter().any(|e| e.is::<OpInterfaceFn<I>>()))
    }

    /// Registers the interfaces of dialect type `dialect.mnemonic`
    /// (replacing those registered before).
    pub fn register_type_interfaces(&self, dialect: &str, mnemonic: &str, table: InterfaceTable) {
        let key = (self.ident(dialect), self.ident(mnemonic));
        self.interfaces.types.write().insert(key, table);
    }

    /// Registers the interfaces of dialect attribute `dialect.mnemonic`
    /// (replacing those registered before).
    pub fn register_attr_interfaces(&self, dialect: &str, mnemonic: &str, table: InterfaceTable) {
        let key = (self.ident(dialect), self.ident(mnemonic));
        self.interfaces.attrs.write().insert(key, table);
    }

    /// Registers the interfaces of dialect `dialect` (replacing those
    /// registered before).
    pub fn register_dialect_interfaces(&self, dialect: &str, table: InterfaceTable) {
        let key = self.ident(dialect);
        self.interfaces.dialects.write().insert(key, table);
    }

    /// Dialect interface `I` of the dialect `namespace` (`ctx.dialect_interface::<dyn
    /// DialectInlinerInterface>(ctx.ident("func"))`), if the dialect implements it.
    pub fn dialect_interface<I: ?Sized + 'static>(&self, namespace: Ident) -> Option<&'static I> {
        let table = self.interfaces.dialects.read().get(&namespace).copied()?;
        find::<DialectInterfaceFn<I>>(table).map(|get| get())
    }

    /// Dialect interface `I` of the dialect of `op` (the namespace before
    /// the first `.` of its name), as MLIR's `DialectInterfaceCollection`
    /// finds the interface of an op's dialect.
    pub fn op_dialect_interface<I: ?Sized + 'static>(
        &self,
        ir: &Ir,
        op: OpId,
    ) -> Option<&'static I> {
        let name = self.ident_str(ir.op_name(op));
        let namespace = name.split_once('.').map_or(name, |(dialect, _)| dialect);
        self.dialect_interface::<I>(self.ident(namespace))
    }

    /// Type interface `I` of `ty` (`ctx.type_interface::<dyn
    /// MyTypeInterface>(ty)`), if `ty` is a dialect type whose definition
    /// implements it. Its methods take `ty`.
    pub fn type_interface<I: ?Sized + 'static>(&self, ty: Type) -> Option<&'static I> {
        let TypeKind::Dialect(symbol) = self.type_kind(ty) else {
            return None;
        };
        let table = symbol_table(&self.interfaces.types, symbol)?;
        find::<SymbolInterfaceFn<I>>(table).map(|get| get())
    }

    /// Attribute interface `I` of `attr`, if `attr` is a dialect attribute
    /// whose definition implements it. Its methods take `attr`.
    pub fn attr_interface<I: ?Sized + 'static>(&self, attr: Attribute) -> Option<&'static I> {
        let AttrKind::Dialect(symbol) = self.attr_kind(attr) else {
            return None;
        };
        let table = symbol_table(&self.interfaces.attrs, symbol)?;
        find::<SymbolInterfaceFn<I>>(table).map(|get| get())
    }
}

fn symbol_table(
    tables: &RwLock<FxHashMap<(Ident, Ident), InterfaceTable>>,
    symbol: &DialectSymbol,
) -> Option<InterfaceTable> {
    tables
        .read()
        .get(&(symbol.dialect, symbol.mnemonic))
        .copied()
}
