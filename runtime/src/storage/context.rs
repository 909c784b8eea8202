//! The context: uniques identifiers, types and attributes, and holds the
//! registrations of operations and dialects (whose hooks it keeps opaque,
//! see [`crate::storage::registration`]). It is `Sync`, so several threads
//! can intern into it at once.

use std::sync::atomic::{AtomicBool, Ordering};

use crate::storage::attributes::{AttrKind, Attribute, LocationKind};
use crate::storage::float::FloatSemantics;
use crate::storage::ident_table::IdentTable;
use crate::storage::interner::Interner;
use crate::storage::op_traits::OpTraits;
use crate::storage::registration::{DialectRegistration, OpRegistration};
use crate::storage::types::{Signedness, Type, TypeKind};

/// A uniqued string: identifiers, attribute names, op names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Ident(pub(crate) u32);

/// Frequently used types and attributes, interned once.
pub(crate) struct Common {
    pub(crate) none: Type,
    pub(crate) index: Type,
    pub(crate) i1: Type,
    pub(crate) i64: Type,
    pub(crate) f64: Type,
    pub(crate) unit: Attribute,
    pub(crate) empty_dict: Attribute,
    pub(crate) unknown_loc: Attribute,
}

/// Owns everything that is uniqued and shared by IR graphs: identifiers,
/// types, attributes and the registry of operations.
pub struct Context {
    /// Tells contexts apart (for caches that outlive one).
    id: u64,
    strings: Interner<Box<str>>,
    pub(crate) types: Interner<TypeKind>,
    pub(crate) attrs: Interner<AttrKind>,
    pub(crate) common: Common,
    registry: IdentTable<OpRegistration>,
    /// The namespaces of the registered operations, each once: a short
    /// list read without locks, so that asking whether the dialect of an
    /// unregistered op is known does not walk the op registry.
    op_namespaces: boxcar::Vec<&'static str>,
    /// Held while a namespace is added to `op_namespaces`.
    op_namespaces_grow: parking_lot::Mutex<()>,
    dialects: IdentTable<DialectRegistration>,
    default_dialects: IdentTable<&'static str>,
    /// The interfaces of dialect types and attributes.
    pub(crate) interfaces: crate::storage::interfaces::SymbolInterfaces,
    allow_unregistered: AtomicBool,
    /// Set once any type or attribute that prints with an alias is interned.
    pub(crate) has_aliasable: AtomicBool,
    /// Whether a `distinct[N]<...>` attribute was ever made (their numbers
    /// follow print order).
    pub(crate) has_distinct: AtomicBool,
    /// How many distinct attributes were created.
    pub(crate) distinct_count: std::sync::atomic::AtomicU64,
    /// The bodies of mutable types (identified structs).
    pub(crate) type_bodies: crate::storage::type_bodies::TypeBodies,
}

impl Context {
    /// A context with nothing registered; [`Context::new`] (in
    /// [`crate::registry`]) registers the builtin dialect on top.
    pub(crate) fn without_registrations() -> Self {
        let strings = Interner::default();
        let types: Interner<TypeKind> = Interner::default();
        let attrs: Interner<AttrKind> = Interner::default();
        let none = Type(types.intern(TypeKind::None));
        let common = Common {
            none,
            index: Type(types.intern(TypeKind::Index)),
            i1: Type(types.intern(TypeKind::Integer {
                width: 1,
                signedness: Signedness::Signless,
            })),
            i64: Type(types.intern(TypeKind::Integer {
                width: 64,
                signedness: Signedness::Signless,
            })),
            f64: Type(types.intern(TypeKind::Float(FloatSemantics::F64))),
            unit: Attribute(attrs.intern(AttrKind::Unit)),
            empty_dict: Attribute(attrs.intern(AttrKind::Dictionary(Vec::new()))),
            // Locations print with `#loc` aliases, so they carry the alias flag.
            unknown_loc: Attribute(
                attrs.intern_flagged(AttrKind::Location(LocationKind::Unknown), |_| 1),
            ),
        };
        static NEXT_ID: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);
        Context {
            id: NEXT_ID.fetch_add(1, Ordering::Relaxed),
            strings,
            types,
            attrs,
            common,
            registry: IdentTable::default(),
            op_namespaces: boxcar::Vec::new(),
            op_namespaces_grow: parking_lot::Mutex::new(()),
            dialects: IdentTable::default(),
            default_dialects: IdentTable::default(),
            interfaces: Default::default(),
            allow_unregistered: AtomicBool::new(false),
            has_aliasable: AtomicBool::new(false),
            has_distinct: AtomicBool::new(false),
            distinct_count: std::sync::atomic::AtomicU64::new(0),
            type_bodies: Default::default(),
        }
    }

    /// Uniques a string.
    pub fn ident(&self, text: &str) -> Ident {
        Ident(self.strings.intern_by(text, |t| Box::from(t)))
    }

    /// The number that tells this context apart from every other one made
    /// by the program.
    pub(crate) fn id(&self) -> u64 {
        self.id
    }

    /// Uniques a string that lives as long as the program, such as a name
    /// from an op's spec: like [`Context::ident`], but answered from a
    /// small per-thread cache keyed by the string's address, without
    /// hashing the text or taking a lock.
    #[inline]
    pub fn static_ident(&self, text: &'static str) -> Ident {
        Ident(crate::storage::static_cache::string(self.id, text, || {
            self.ident(text).0
        }))
    }

    /// The attribute `build` makes in this context (the default of an op
    /// attribute, say), built once per thread and then remembered.
    #[inline]
    pub fn built_attr(&self, build: fn(&Context) -> Attribute) -> Attribute {
        Attribute(crate::storage::static_cache::built(
            self.id,
            build as usize,
            || build(self).0,
        ))
    }

    /// The attribute `build` makes for a `'static` key and a number in
    /// this context (an enum attribute of a given value, say), built once
    /// per thread and then remembered; `build` must give the same
    /// attribute for the same key and number.
    #[inline]
    pub fn keyed_attr(
        &self,
        key: &'static str,
        number: i64,
        build: impl FnOnce(&Context) -> Attribute,
    ) -> Attribute {
        Attribute(crate::storage::static_cache::keyed(
            self.id,
            key,
            number,
            || build(self).0,
        ))
    }

    /// The text of an identifier.
    #[inline]
    pub fn ident_str(&self, ident: Ident) -> &str {
        self.strings.get(ident.0)
    }

    /// Stores the registration of an operation (replacing one of the same
    /// name). Registrations live as long as the program, like the dialects
    /// they belong to.
    pub(crate) fn insert_op_registration(&self, registration: OpRegistration) {
        let name = self.ident(registration.name);
        let namespace = registration.dialect();
        self.registry
            .insert(name, Box::leak(Box::new(registration)));
        let _grow = self.op_namespaces_grow.lock();
        if !self.is_dialect_registered(namespace) {
            self.op_namespaces.push(namespace);
        }
    }

    /// Stores the registration of a dialect.
    pub(crate) fn insert_dialect_registration(&self, registration: DialectRegistration) {
        let name = self.ident(registration.namespace);
        self.dialects
            .insert(name, Box::leak(Box::new(registration)));
    }

    /// Declares the default dialect of the regions of op `op` (MLIR's
    /// `OpAsmOpInterface::getDefaultDialect`): inside them, ops of `dialect`
    /// print and parse without their `dialect.` prefix (`return` inside
    /// `func.func`).
    pub fn register_default_dialect(&self, op: &str, dialect: &'static str) {
        let op = self.ident(op);
        self.default_dialects
            .insert(op, Box::leak(Box::new(dialect)));
    }

    /// The default dialect the regions of op `op` declare, if any.
    pub fn default_dialect(&self, op: Ident) -> Option<&'static str> {
        self.default_dialects.get(op).copied()
    }

    /// The registration of a dialect.
    #[inline]
    pub fn dialect_registration(&self, namespace: Ident) -> Option<&'static DialectRegistration> {
        self.dialects.get(namespace)
    }

    /// The registration of an operation.
    #[inline]
    pub fn op_registration(&self, name: Ident) -> Option<&'static OpRegistration> {
        self.registry.get(name)
    }

    /// The traits of a registered operation; `None` when `name` is not
    /// registered. Cheaper than going through the op's definition, so the
    /// hot paths (verifier, rewrite driver, dead-code queries) ask here.
    #[inline]
    pub fn op_traits(&self, name: Ident) -> Option<OpTraits> {
        self.registry.get(name).map(|r| r.traits)
    }

    /// Every operation registration, in no particular order.
    pub(crate) fn op_registrations(&self) -> impl Iterator<Item = &'static OpRegistration> + '_ {
        self.registry.values()
    }

    /// Whether any operation of dialect `namespace` is registered.
    pub fn is_dialect_registered(&self, namespace: &str) -> bool {
        self.op_namespaces
            .iter()
            .any(|(_, &known)| known == namespace)
    }

    /// The namespaces of the dialects with registered operations, sorted.
    pub fn registered_dialects(&self) -> Vec<String> {
        let mut names: Vec<String> = self
            .op_namespaces
            .iter()
            .map(|(_, namespace)| namespace.to_string())
            .collect();
        names.sort();
        names
    }

    /// Whether any type or attribute with an alias of its own (`#map`, `#set`,
    /// `#loc`, `!tuple`) was ever interned; if not, printing needs no alias pass.
    pub fn has_aliasable_symbols(&self) -> bool {
        self.has_aliasable.load(Ordering::Relaxed)
    }

    /// Whether any `distinct[N]<...>` attribute exists (printing numbers
    /// them in print order, so it cannot print ops out of order).
    pub fn has_distinct_attributes(&self) -> bool {
        self.has_distinct.load(Ordering::Relaxed)
    }

    /// Whether operations, types and attributes of unknown dialects are accepted.
    pub fn allows_unregistered_dialects(&self) -> bool {
        self.allow_unregistered.load(Ordering::Relaxed)
    }

    /// Sets whether unknown dialects are accepted (`--allow-unregistered-dialect`).
    pub fn set_allow_unregistered_dialects(&self, allow: bool) {
        self.allow_unregistered.store(allow, Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn interning_from_several_threads_agrees() {
        let ctx = Context::new();
        let handles: Vec<Vec<Type>> = std::thread::scope(|s| {
            let workers: Vec<_> = (0..4)
                .map(|_| s.spawn(|| (1..200).map(|w| ctx.integer_type(w)).collect::<Vec<_>>()))
                .collect();
            workers.into_iter().map(|w| w.join().unwrap()).collect()
        });
        for h in &handles[1..] {
            assert_eq!(h, &handles[0]);
        }
        assert_eq!(ctx.integer_type(64), ctx.i64_type());
    }
}
