//! The hook types of the registry and the definitions that hold them:
//! generated dialect code fills in an [`OpDefinition`] or a
//! [`DialectDefinition`]; registering one stores its plain data in the
//! context's slot ([`crate::storage::registration`]) and the definition
//! itself as the slot's opaque hooks, and [`Context::op_definition`],
//! [`Context::dialect_definition`] and [`OpRegistration::definition`] are
//! the typed view of that slot.

use crate::rewrite::{FoldOperands, OpFoldResult, RewritePatternSet};
use crate::storage::attributes::{Attribute, NamedAttribute};
use crate::storage::builder::OpBuilder;
use crate::storage::context::{Context, Ident};
use crate::storage::dialect_symbol::DialectSymbol;
use crate::storage::ir::{Ir, Location, OpId};
use crate::storage::op_traits::OpTraits;
use crate::storage::registration::{AliasHook, DialectRegistration, OpRegistration};
use crate::storage::types::Type;
use crate::text::parse::{OpParser, PResult};
use crate::text::print::SymbolPrinter;

/// An op-specific verifier: the diagnostic it emits, if any (an error
/// fails verification; a warning or remark is reported and verification
/// goes on).
pub type VerifyHook = fn(&Context, &Ir, OpId) -> Result<(), crate::storage::op_error::OpError>;

/// The check of the symbols an op references (`SymbolUserOpInterface`'s
/// `verify_symbol_uses`), given the symbol tables the verification of the
/// enclosing table shares (MLIR's `SymbolTableCollection`).
pub type VerifySymbolUsesHook = fn(
    &Context,
    &Ir,
    OpId,
    &crate::storage::symbol_table::SymbolTableCollection,
) -> Result<(), crate::storage::op_error::OpError>;

/// Names an op's results for the custom form (MLIR's `getAsmResultNames`):
/// calls the callback with a result number and a name.
pub type ResultNamesHook = fn(&Context, &Ir, OpId, &mut dyn FnMut(usize, &str));

/// The custom assembly form of an op (printer and parser).
pub trait CustomAssembly: Send + Sync {
    /// Prints the op after its results and ` = ` (the op name is not printed yet).
    fn print(&self, printer: &mut crate::text::print::OpPrinter<'_>, op: OpId);
    /// Parses the op after its name; fills `state`.
    fn parse(
        &self,
        parser: &mut crate::text::parse::OpParser<'_, '_>,
        state: &mut crate::text::parse::ParsedOp,
    ) -> Result<(), crate::text::parse::ParseError>;
}

/// How a parsed op's inherent attributes become its property storage, as
/// MLIR's parser asks an op's registration (`verifyInherentAttrs`,
/// `setInherentAttr`, `setPropertiesFromAttribute`,
/// `populateDefaultProperties`).
pub trait PropertyConversion: Send + Sync {
    /// Checks the inherent attributes written among the discardable ones of
    /// the generic form (without `<{...}>`): MLIR's message if one is
    /// invalid.
    fn verify_inherent_attrs(
        &'static self,
        ctx: &Context,
        attributes: &[NamedAttribute],
    ) -> Result<(), String>;
    /// Moves the inherent attributes out of `attributes` into `taken`
    /// (dropping those not of their storage class).
    fn take_inherent(
        &'static self,
        ctx: &Context,
        attributes: &mut Vec<NamedAttribute>,
        taken: &mut Vec<NamedAttribute>,
    );
    /// Checks a `<{...}>` dictionary and adds the entries it keeps to
    /// `entries`: MLIR's message if it is invalid.
    fn set_from_attribute(
        &'static self,
        ctx: &Context,
        properties: Attribute,
        entries: &mut Vec<NamedAttribute>,
    ) -> Result<(), String>;
    /// The property storage holding `entries` and the defaults of the
    /// absent default-valued properties (`None` when it holds nothing).
    fn storage(
        &'static self,
        ctx: &Context,
        entries: &mut Vec<NamedAttribute>,
    ) -> Option<Attribute>;
}

/// The hooks an op binds to its Rust code, beside its static data: what
/// generated code emits for an op defined in `.td` (see
/// [`super::definition_from_spec`]), each bound to the trait its `.td`
/// flag names.
#[derive(Clone, Copy)]
pub struct OpHooks {
    /// The op's own verifier, run after the generated checks.
    pub verify: Option<VerifyHook>,
    /// The region verifier (`hasRegionVerifier`), run after the op's region
    /// traits once the ops nested in it verify.
    pub verify_regions: Option<VerifyHook>,
    /// The check of the symbols the op references
    /// (`SymbolUserOpInterface`'s `verifySymbolUses`).
    pub verify_symbol_uses: Option<VerifySymbolUsesHook>,
    /// Names of results in the custom form.
    pub result_names: Option<ResultNamesHook>,
    /// The op's folder (`hasFolder`).
    pub fold: Option<FoldHook>,
    /// The value of a `ConstantLike` op with a folder.
    pub constant_value: Option<ConstantValueHook>,
    /// Adds the op's canonicalization patterns to a set
    /// (`hasCanonicalizer`, `hasCanonicalizeMethod`).
    pub canonicalization_patterns: Option<CanonicalizationPatternsHook>,
}

impl OpHooks {
    /// No hooks.
    pub const NONE: OpHooks = OpHooks {
        verify: None,
        verify_regions: None,
        verify_symbol_uses: None,
        result_names: None,
        fold: None,
        constant_value: None,
        canonicalization_patterns: None,
    };
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
    /// [`super::definition_from_spec`].
    pub spec: Option<&'static crate::ods::OpSpec>,
    /// How the parser turns the op's inherent attributes into its property
    /// storage; `None` keeps the inherent attributes as written.
    pub properties: Option<&'static dyn PropertyConversion>,
    /// The interfaces the op implements (see [`crate::storage::interfaces`]).
    pub interfaces: crate::storage::interfaces::InterfaceTable,
    /// The op's folder (`hasFolder`), see [`crate::rewrite::fold_op`].
    pub fold: Option<FoldHook>,
    /// The value of a `ConstantLike` op (what its folder returns).
    pub constant_value: Option<ConstantValueHook>,
    /// Adds the op's canonicalization patterns (`hasCanonicalizer`,
    /// `hasCanonicalizeMethod`) to a set.
    pub canonicalization_patterns: Option<CanonicalizationPatternsHook>,
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
            properties: None,
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

/// Parses the body of a dialect type or attribute; the parser stands on the
/// mnemonic (a bare identifier), which the hook consumes.
pub type ParseSymbolHook<T> = fn(&mut OpParser<'_, '_>, mnemonic: &str) -> PResult<T>;

/// Prints the body of a dialect type or attribute (mnemonic and
/// parameters, without the `!dialect.` prefix).
pub type PrintSymbolHook = fn(&SymbolPrinter<'_>, &mut String, &DialectSymbol);

/// What a dialect registers for its types and attributes.
#[derive(Clone, Copy)]
pub struct DialectDefinition {
    /// The namespace (`llvm`).
    pub namespace: &'static str,
    /// Parses a dialect attribute.
    pub parse_attribute: Option<ParseSymbolHook<Attribute>>,
    /// Prints a dialect attribute.
    pub print_attribute: Option<PrintSymbolHook>,
    /// Parses a dialect type.
    pub parse_type: Option<ParseSymbolHook<Type>>,
    /// Prints a dialect type.
    pub print_type: Option<PrintSymbolHook>,
    /// Aliases of dialect attributes.
    pub attribute_alias: Option<AliasHook>,
    /// Aliases of dialect types.
    pub type_alias: Option<AliasHook>,
    /// Checks a discardable attribute named after the dialect on any op
    /// (MLIR's `verifyOperationAttribute`).
    pub verify_operation_attribute: Option<OperationAttrHook>,
    /// Checks an attribute named after the dialect on argument `index` of a
    /// function op (MLIR's `verifyRegionArgAttribute`).
    pub verify_region_arg_attribute: Option<FunctionAttrHook>,
    /// Checks an attribute named after the dialect on result `index` of a
    /// function op (MLIR's `verifyRegionResultAttribute`).
    pub verify_region_result_attribute: Option<FunctionAttrHook>,
    /// Builds a constant op of the dialect holding a folded value (MLIR's
    /// `materializeConstant`), see [`crate::rewrite::materialize_constant`].
    pub materialize_constant: Option<MaterializeConstantHook>,
}

/// Checks the attribute `name` = `value` of an op: the diagnostic MLIR
/// emits if it is invalid.
pub type OperationAttrHook =
    fn(&Context, &Ir, OpId, &str, Attribute) -> Result<(), crate::storage::op_error::OpError>;

/// Checks the attribute `name` = `value` of argument or result `index` of a
/// function op.
pub type FunctionAttrHook = fn(
    &Context,
    &Ir,
    OpId,
    usize,
    &str,
    Attribute,
) -> Result<(), crate::storage::op_error::OpError>;

impl DialectDefinition {
    /// A definition with no hooks.
    pub const fn new(namespace: &'static str) -> Self {
        DialectDefinition {
            namespace,
            parse_attribute: None,
            print_attribute: None,
            parse_type: None,
            print_type: None,
            attribute_alias: None,
            type_alias: None,
            verify_operation_attribute: None,
            verify_region_arg_attribute: None,
            verify_region_result_attribute: None,
            materialize_constant: None,
        }
    }
}

/// An op's folder: given the constants of its operands, the fold of each
/// result (`Some(results)`), an update in place (`Some` of no results), or
/// no fold (`None`).
pub type FoldHook = fn(&Context, &mut Ir, OpId, FoldOperands) -> Option<Vec<OpFoldResult>>;

/// The value a `ConstantLike` op holds (what its folder returns).
pub type ConstantValueHook = fn(&Context, &Ir, OpId) -> Option<Attribute>;

/// Adds an op's canonicalization patterns to a set (MLIR's
/// `getCanonicalizationPatterns`).
pub type CanonicalizationPatternsHook = fn(&mut RewritePatternSet, &Context);

/// Builds, at the builder's insertion point, a constant op of the dialect
/// holding `value` with result type `ty`; `None` when the dialect has no
/// constant op for it.
pub type MaterializeConstantHook =
    fn(&Context, &mut OpBuilder<'_>, Attribute, Type, Location) -> Option<OpId>;

impl Context {
    /// Registers an operation definition (replacing one of the same name).
    /// Definitions live as long as the program, like the dialects they belong to.
    pub fn register_op(&self, def: OpDefinition) {
        let def: &'static OpDefinition = Box::leak(Box::new(def));
        self.insert_op_registration(OpRegistration {
            name: def.name,
            traits: def.traits,
            inherent_attrs: def.inherent_attrs,
            interfaces: def.interfaces,
            hooks: def,
        });
    }

    /// Registers the type and attribute hooks of a dialect.
    pub fn register_dialect(&self, def: DialectDefinition) {
        let def: &'static DialectDefinition = Box::leak(Box::new(def));
        self.insert_dialect_registration(DialectRegistration {
            namespace: def.namespace,
            attribute_alias: def.attribute_alias,
            type_alias: def.type_alias,
            hooks: def,
        });
    }

    /// The definition of a registered operation.
    #[inline]
    pub fn op_definition(&self, name: Ident) -> Option<&'static OpDefinition> {
        self.op_registration(name).map(op_definition_of)
    }

    /// The type and attribute hooks of a registered dialect.
    #[inline]
    pub fn dialect_definition(&self, namespace: Ident) -> Option<&'static DialectDefinition> {
        self.dialect_registration(namespace)
            .map(dialect_definition_of)
    }

    /// Every registered operation, sorted by name (the order MLIR's
    /// `getRegisteredOperations` gives).
    pub fn registered_ops(&self) -> Vec<&'static OpDefinition> {
        let mut defs: Vec<&'static OpDefinition> =
            self.op_registrations().map(op_definition_of).collect();
        defs.sort_by_key(|d| d.name);
        defs
    }
}

impl OpRegistration {
    /// The definition this registration was made from (its hooks), as
    /// MLIR's `RegisteredOperationName` reaches its `Impl`.
    #[inline]
    pub fn definition(&'static self) -> &'static OpDefinition {
        op_definition_of(self)
    }
}

impl DialectRegistration {
    /// The definition this registration was made from (its hooks).
    #[inline]
    pub fn definition(&'static self) -> &'static DialectDefinition {
        dialect_definition_of(self)
    }
}

/// The definition an op registration was made from: only
/// [`Context::register_op`] stores registrations, always with the
/// definition as their hooks.
#[inline]
pub fn op_definition_of(registration: &'static OpRegistration) -> &'static OpDefinition {
    registration
        .hooks
        .downcast_ref()
        .expect("op registrations hold their definition")
}

/// The definition a dialect registration was made from (see
/// [`op_definition_of`]).
#[inline]
pub fn dialect_definition_of(
    registration: &'static DialectRegistration,
) -> &'static DialectDefinition {
    registration
        .hooks
        .downcast_ref()
        .expect("dialect registrations hold their definition")
}
