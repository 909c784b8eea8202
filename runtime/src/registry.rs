//! The registry of known operations: their traits, inherent attributes,
//! verification hooks and custom assembly. Generated dialect code fills it in;
//! the builtin dialect's ops are defined here.

use crate::context::Context;
use crate::ir::{Ir, OpId};

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

/// An op-specific verifier: the diagnostic it emits, if any (an error
/// fails verification; a warning or remark is reported and verification
/// goes on).
pub type VerifyHook = fn(&Context, &Ir, OpId) -> Result<(), crate::op_error::OpError>;

/// The check of the symbols an op references (`SymbolUserOpInterface`'s
/// `verify_symbol_uses`), given the symbol tables the verification of the
/// enclosing table shares (MLIR's `SymbolTableCollection`).
pub type VerifySymbolUsesHook = fn(
    &Context,
    &Ir,
    OpId,
    &crate::symbol_table::SymbolTableCollection,
) -> Result<(), crate::op_error::OpError>;

/// Names an op's results for the custom form (MLIR's `getAsmResultNames`):
/// calls the callback with a result number and a name.
pub type ResultNamesHook = fn(&Context, &Ir, OpId, &mut dyn FnMut(usize, &str));

/// The custom assembly form of an op (printer and parser).
pub trait CustomAssembly: Send + Sync {
    /// Prints the op after its results and ` = ` (the op name is not printed yet).
    fn print(&self, printer: &mut crate::print::OpPrinter<'_>, op: OpId);
    /// Parses the op after its name; fills `state`.
    fn parse(
        &self,
        parser: &mut crate::parse::OpParser<'_, '_>,
        state: &mut crate::parse::ParsedOp,
    ) -> Result<(), crate::parse::ParseError>;
}

/// What the context knows about a registered operation.
pub struct OpDefinition {
    /// The full name, e.g. `builtin.module`.
    pub name: &'static str,
    /// The traits.
    pub traits: OpTraits,
    /// Names of inherent attributes, stored as properties.
    pub inherent_attrs: &'static [&'static str],
    /// The op-specific verifier, run after the structural checks (and, for
    /// an op with a [`spec`](Self::spec), after the spec's generated checks,
    /// as MLIR runs an op's `verify()` after its `verifyInvariants`).
    pub verify: Option<VerifyHook>,
    /// The region verifier (`hasRegionVerifier`), run once the ops nested
    /// in the op are verified, after its region traits.
    pub verify_regions: Option<VerifyHook>,
    /// The check of the symbols the op references
    /// (`SymbolUserOpInterface`'s `verifySymbolUses`), run by the
    /// enclosing symbol table's verification once its contents verify.
    pub verify_symbol_uses: Option<VerifySymbolUsesHook>,
    /// The custom assembly form; `None` prints and parses the generic form.
    pub assembly: Option<&'static dyn CustomAssembly>,
    /// Names of results in the custom form.
    pub result_names: Option<ResultNamesHook>,
    /// The op's static specification, for ops defined in `.td` files: the
    /// verifier runs its checks (counts, attributes, operand and result
    /// constraints, regions, relational traits) with MLIR's messages. See
    /// [`crate::ods::definition_from_spec`].
    pub spec: Option<&'static crate::ods::OpSpec>,
    /// The interfaces the op implements (see [`crate::interfaces`]).
    pub interfaces: crate::interfaces::InterfaceTable,
    /// The op's folder (`hasFolder`), see [`crate::rewrite::fold_op`].
    pub fold: Option<crate::rewrite::FoldHook>,
    /// The value of a `ConstantLike` op (what its folder returns).
    pub constant_value: Option<crate::rewrite::ConstantValueHook>,
    /// Adds the op's canonicalization patterns (`hasCanonicalizer`,
    /// `hasCanonicalizeMethod`) to a set.
    pub canonicalization_patterns: Option<crate::rewrite::CanonicalizationPatternsHook>,
}

impl OpDefinition {
    /// A definition with no traits, hooks or assembly form.
    pub const fn new(name: &'static str) -> Self {
        OpDefinition {
            name,
            traits: OpTraits::NONE,
            inherent_attrs: &[],
            verify: None,
            verify_regions: None,
            verify_symbol_uses: None,
            assembly: None,
            result_names: None,
            spec: None,
            interfaces: &[],
            fold: None,
            constant_value: None,
            canonicalization_patterns: None,
        }
    }

    /// The dialect namespace (the part of the name before the first dot).
    pub fn dialect(&self) -> &str {
        self.name.split_once('.').map_or("", |(d, _)| d)
    }
}

/// The ops of the builtin dialect.
pub(crate) fn builtin_definitions() -> Vec<OpDefinition> {
    vec![crate::builtin_ops::module_definition()]
}
