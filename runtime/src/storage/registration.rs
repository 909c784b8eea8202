//! The context's slot for registered operations and dialects. The storage
//! layer reads only the plain data of a registration (an op's name, traits,
//! inherent attributes and interfaces; a dialect's namespace and alias
//! names); the hooks that parse, print, verify and fold are kept as an
//! opaque value that [`crate::registry`], the one file naming hook types,
//! gives a typed view of. This mirrors MLIR, where the context stores
//! registered operation names and each name's `Impl` holds the hooks.

use std::any::Any;

use crate::storage::context::Context;
use crate::storage::dialect_symbol::DialectSymbol;
use crate::storage::interfaces::InterfaceTable;
use crate::storage::op_traits::OpTraits;

/// The hooks of a registration, opaque to the storage layer.
pub type OpaqueHooks = &'static (dyn Any + Send + Sync);

/// What the context stores for a registered operation.
pub struct OpRegistration {
    /// The full name, e.g. `builtin.module`.
    pub name: &'static str,
    /// The traits.
    pub traits: OpTraits,
    /// Names of inherent attributes, stored as properties.
    pub inherent_attrs: &'static [&'static str],
    /// The interfaces the op implements (see [`crate::storage::interfaces`]).
    pub interfaces: InterfaceTable,
    /// The registration's hooks (a [`crate::registry::OpDefinition`]).
    pub hooks: OpaqueHooks,
}

impl OpRegistration {
    /// The dialect namespace (the part of the name before the first dot).
    pub fn dialect(&self) -> &'static str {
        self.name.split_once('.').map_or("", |(d, _)| d)
    }
}

/// Names the alias of a dialect type or attribute (`tbaa_root` gives
/// `#tbaa_root`, `#tbaa_root1`, ...). The one hook the storage layer calls
/// itself: interning asks it whether a new symbol prints with an alias of
/// its own, so that printing knows whether it needs an alias pass. Must not
/// intern anything.
pub type AliasHook = fn(&Context, &DialectSymbol) -> Option<&'static str>;

/// What the context stores for a registered dialect.
pub struct DialectRegistration {
    /// The namespace (`llvm`).
    pub namespace: &'static str,
    /// Aliases of dialect attributes.
    pub attribute_alias: Option<AliasHook>,
    /// Aliases of dialect types.
    pub type_alias: Option<AliasHook>,
    /// The registration's hooks (a [`crate::registry::DialectDefinition`]).
    pub hooks: OpaqueHooks,
}
