//! Dialect-defined types and attributes (`!llvm.ptr<1>`, `#arith.fastmath<fast>`):
//! their uniqued data (a mnemonic and parameters) and the hooks a dialect
//! registers to parse and print them and to give them aliases. Dialects that
//! are not registered keep their types and attributes as opaque text instead.

use crate::attributes::Attribute;
use crate::context::{Context, Ident};
use crate::op_error::OpError;
use crate::parse::{OpParser, PResult};
use crate::print::SymbolPrinter;
use crate::types::Type;

/// One parameter of a dialect type or attribute.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Param {
    /// An integer.
    Int(i64),
    /// A flag.
    Bool(bool),
    /// A string.
    Str(Box<str>),
    /// A type.
    Type(Type),
    /// An attribute.
    Attr(Attribute),
    /// A list of types.
    Types(Box<[Type]>),
    /// A list of attributes.
    Attrs(Box<[Attribute]>),
    /// A list of integers.
    Ints(Box<[i64]>),
    /// An absent optional parameter.
    None,
}

/// The data of a dialect type or attribute: which dialect, which kind, and
/// the parameters in the order the definition declares them.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct DialectSymbol {
    /// The dialect namespace.
    pub dialect: Ident,
    /// The kind within the dialect (`ptr`, `fastmath`).
    pub mnemonic: Ident,
    /// The parameters.
    pub params: Box<[Param]>,
}

/// Parses the body of a dialect type or attribute; the parser stands on the
/// mnemonic (a bare identifier), which the hook consumes.
pub type ParseSymbolHook<T> = fn(&mut OpParser<'_, '_>, mnemonic: &str) -> PResult<T>;

/// Prints the body of a dialect type or attribute (mnemonic and
/// parameters, without the `!dialect.` prefix).
pub type PrintSymbolHook = fn(&SymbolPrinter<'_>, &mut String, &DialectSymbol);

/// Names the alias a dialect type or attribute prints with (`tbaa_root`
/// gives `#tbaa_root`, `#tbaa_root1`, ...). Must not intern anything.
pub type AliasHook = fn(&Context, &DialectSymbol) -> Option<&'static str>;

/// Verifies a discardable attribute named after the dialect
/// (`dialect.name`) on an op (MLIR's `verifyOperationAttribute`): the op,
/// the attribute's name and value.
pub type OperationAttrVerifyHook =
    fn(&Context, &crate::ir::Ir, crate::ir::OpId, Ident, Attribute) -> Result<(), OpError>;

/// Verifies an attribute named after the dialect on an argument or a
/// result of a region of an op (MLIR's `verifyRegionArgAttribute` and
/// `verifyRegionResultAttribute`; a function's argument and result
/// attributes): the op, the region index, the argument or result index,
/// the attribute's name and value.
pub type RegionAttrVerifyHook = fn(
    &Context,
    &crate::ir::Ir,
    crate::ir::OpId,
    usize,
    usize,
    Ident,
    Attribute,
) -> Result<(), OpError>;

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
    /// Verifies the dialect's discardable attributes on ops.
    pub verify_operation_attribute: Option<OperationAttrVerifyHook>,
    /// Verifies the dialect's attributes on region arguments.
    pub verify_region_arg_attribute: Option<RegionAttrVerifyHook>,
    /// Verifies the dialect's attributes on region results.
    pub verify_region_result_attribute: Option<RegionAttrVerifyHook>,
}

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
        }
    }
}

impl DialectSymbol {
    /// The types and attributes among the parameters, for walks.
    pub fn nested(&self) -> (Vec<Type>, Vec<Attribute>) {
        let mut types = Vec::new();
        let mut attrs = Vec::new();
        for p in self.params.iter() {
            match p {
                Param::Type(t) => types.push(*t),
                Param::Types(ts) => types.extend(ts.iter().copied()),
                Param::Attr(a) => attrs.push(*a),
                Param::Attrs(a) => attrs.extend(a.iter().copied()),
                _ => {}
            }
        }
        (types, attrs)
    }
}

/// The definition of the dialect an attribute name belongs to
/// (`llvm.noalias` belongs to `llvm`), if it is registered (MLIR's
/// `NamedAttribute::getNameDialect`).
pub fn dialect_of_name(ctx: &Context, name: Ident) -> Option<&'static DialectDefinition> {
    let (namespace, _) = ctx.ident_str(name).split_once('.')?;
    ctx.dialect_definition(ctx.ident(namespace))
}

/// Verifies attribute `name = value` of argument (or, with `result`,
/// result) `index` of region `region` of `op` with the hook of the dialect
/// the name belongs to, if it has one.
pub fn verify_region_attribute(
    ctx: &Context,
    ir: &crate::ir::Ir,
    op: crate::ir::OpId,
    result: bool,
    (region, index): (usize, usize),
    (name, value): (Ident, Attribute),
) -> Result<(), OpError> {
    let Some(definition) = dialect_of_name(ctx, name) else {
        return Ok(());
    };
    let hook = if result {
        definition.verify_region_result_attribute
    } else {
        definition.verify_region_arg_attribute
    };
    match hook {
        Some(hook) => hook(ctx, ir, op, region, index, name, value),
        None => Ok(()),
    }
}
