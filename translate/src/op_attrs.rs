//! An op's attributes looked up by a name interned once per translation,
//! comparing identifiers instead of strings: for the attributes the
//! translation reads on most ops (constants, memory accesses, fast-math
//! flags). [`crate::ModuleTranslation::attr`] looks up any name.

use dialectic::runtime::storage::attributes::NamedAttribute;
use dialectic::{Attribute, Context, Ident, Ir, OpId};

/// The names of the attributes read on most ops, interned.
#[derive(Clone, Copy)]
pub struct AttrNames {
    /// `value` (`llvm.mlir.constant`).
    pub value: Ident,
    /// `global_name` (`llvm.mlir.addressof`).
    pub global_name: Ident,
    /// `alignment` of a memory access.
    pub alignment: Ident,
    /// `volatile_` of a memory access.
    pub volatile: Ident,
    /// `ordering` of an atomic access.
    pub ordering: Ident,
    /// `syncscope` of an atomic access.
    pub syncscope: Ident,
    /// `nontemporal` of a load or store.
    pub nontemporal: Ident,
    /// `invariant` of a load.
    pub invariant: Ident,
    /// `access_groups` of a memory access.
    pub access_groups: Ident,
    /// `alias_scopes` of a memory access.
    pub alias_scopes: Ident,
    /// `noalias_scopes` of a memory access.
    pub noalias_scopes: Ident,
    /// `tbaa` of a memory access.
    pub tbaa: Ident,
    /// `elem_type` of `alloca` and `getelementptr`.
    pub elem_type: Ident,
    /// `fastmathFlags` of floating-point ops and calls.
    pub fastmath_flags: Ident,
}

impl AttrNames {
    /// The names, interned in `ctx`.
    pub fn new(ctx: &Context) -> Self {
        AttrNames {
            value: ctx.ident("value"),
            global_name: ctx.ident("global_name"),
            alignment: ctx.ident("alignment"),
            volatile: ctx.ident("volatile_"),
            ordering: ctx.ident("ordering"),
            syncscope: ctx.ident("syncscope"),
            nontemporal: ctx.ident("nontemporal"),
            invariant: ctx.ident("invariant"),
            access_groups: ctx.ident("access_groups"),
            alias_scopes: ctx.ident("alias_scopes"),
            noalias_scopes: ctx.ident("noalias_scopes"),
            tbaa: ctx.ident("tbaa"),
            elem_type: ctx.ident("elem_type"),
            fastmath_flags: ctx.ident("fastmathFlags"),
        }
    }
}

/// The attributes of one op: its properties, then its discardable
/// attributes (MLIR's inherent attribute before a discardable one of the
/// same name).
#[derive(Clone, Copy)]
pub struct OpAttrs<'a> {
    properties: &'a [NamedAttribute],
    discardable: &'a [NamedAttribute],
}

impl<'a> OpAttrs<'a> {
    /// The attributes of `op`.
    pub fn of(ctx: &'a Context, ir: &Ir, op: OpId) -> Self {
        OpAttrs {
            properties: ir
                .op_properties(op)
                .map_or(&[][..], |p| ctx.dictionary_entries(p)),
            discardable: ctx.dictionary_entries(ir.op_attributes(op)),
        }
    }

    /// The attribute named `name`.
    pub fn get(&self, name: Ident) -> Option<Attribute> {
        self.properties
            .iter()
            .chain(self.discardable)
            .find(|&&(key, _)| key == name)
            .map(|&(_, value)| value)
    }

    /// Whether there is an attribute named `name`.
    pub fn has(&self, name: Ident) -> bool {
        self.get(name).is_some()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn properties_come_before_discardable_attributes() {
        let ctx = Context::new();
        dialectic::dialects::register_all(&ctx);
        let mut ir = Ir::new();
        let source = "llvm.func @f(%p: !llvm.ptr) -> i32 {\n  %0 = llvm.load volatile %p {alignment = 4 : i64, note = 7 : i64} : !llvm.ptr -> i32\n  llvm.return %0 : i32\n}\n";
        let module =
            dialectic::text::parse::parse_source(&ctx, &mut ir, "t", source).expect("parses");
        let body = ir.entry_block(ir.regions(module)[0]).expect("a body");
        let function = ir.ops_of(body).next().expect("a function");
        let entry = ir
            .entry_block(ir.regions(function)[0])
            .expect("an entry block");
        let load = ir.ops_of(entry).next().expect("a load");
        let names = AttrNames::new(&ctx);
        let attrs = OpAttrs::of(&ctx, &ir, load);
        let alignment = attrs.get(names.alignment).expect("an alignment");
        assert_eq!(dialectic::op_support::integer_of(&ctx, alignment), Some(4));
        assert!(attrs.has(names.volatile));
        assert!(!attrs.has(names.tbaa));
        let note = attrs
            .get(ctx.ident("note"))
            .expect("a discardable attribute");
        assert_eq!(dialectic::op_support::integer_of(&ctx, note), Some(7));
        assert_eq!(
            Some(note),
            dialectic::op_support::inherent_or_discardable(&ctx, &ir, load, "note")
        );
    }
}
