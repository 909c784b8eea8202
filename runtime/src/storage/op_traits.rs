//! The traits of an operation (`Terminator`, `IsolatedFromAbove`,
//! `SymbolTable`, ...) as a bit set: plain data that the storage layer reads
//! (symbol tables, dominance) and every layer above checks.

/// Traits of an operation, as a bit set.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct OpTraits(u32);

impl OpTraits {
    /// No traits.
    pub const NONE: OpTraits = OpTraits(0);
    /// The op ends a block.
    pub const TERMINATOR: OpTraits = OpTraits(1);
    /// Regions may not use values defined above the op.
    pub const ISOLATED_FROM_ABOVE: OpTraits = OpTraits(1 << 1);
    /// Blocks of the op's regions need no terminator.
    pub const NO_TERMINATOR: OpTraits = OpTraits(1 << 2);
    /// Each region has at most one block.
    pub const SINGLE_BLOCK: OpTraits = OpTraits(1 << 3);
    /// The op's regions hold a symbol table.
    pub const SYMBOL_TABLE: OpTraits = OpTraits(1 << 4);
    /// The op defines a symbol (`sym_name`).
    pub const SYMBOL: OpTraits = OpTraits(1 << 5);
    /// Regions are graph regions (no dominance between ops).
    pub const GRAPH_REGION: OpTraits = OpTraits(1 << 6);
    /// Entry blocks of the op's regions take no arguments.
    pub const NO_REGION_ARGUMENTS: OpTraits = OpTraits(1 << 7);
    /// The op's memory effects are those of the ops in its regions.
    pub const RECURSIVE_MEMORY_EFFECTS: OpTraits = OpTraits(1 << 8);
    /// The op is a constant (`ConstantLike`): it has no operands, one
    /// result, and folds to its value.
    pub const CONSTANT_LIKE: OpTraits = OpTraits(1 << 9);
    /// The op's operands may be reordered (`Commutative`): folding moves
    /// constant operands last.
    pub const COMMUTATIVE: OpTraits = OpTraits(1 << 10);
    /// Applying the op twice is applying it once (`Idempotent`):
    /// `op(op(x)) = op(x)`, `op(x, x) = x`.
    pub const IDEMPOTENT: OpTraits = OpTraits(1 << 11);
    /// The op is its own inverse (`Involution`): `op(op(x)) = x`.
    pub const INVOLUTION: OpTraits = OpTraits(1 << 12);
    /// The op implements `CastOpInterface`: a cast to the types it casts
    /// from folds to its inputs.
    pub const CAST_OP_INTERFACE: OpTraits = OpTraits(1 << 13);
    /// The op returns control to the op holding its region, or to the
    /// caller of its function (`ReturnLike`), forwarding its operands.
    pub const RETURN_LIKE: OpTraits = OpTraits(1 << 14);

    /// Whether every trait of `other` is in `self`.
    pub const fn contains(self, other: OpTraits) -> bool {
        self.0 & other.0 == other.0
    }

    /// The traits of both (`|` usable in `const`s, as generated specs need).
    pub const fn union(self, other: OpTraits) -> OpTraits {
        OpTraits(self.0 | other.0)
    }
}

impl std::ops::BitOr for OpTraits {
    type Output = OpTraits;
    fn bitor(self, rhs: OpTraits) -> OpTraits {
        OpTraits(self.0 | rhs.0)
    }
}
