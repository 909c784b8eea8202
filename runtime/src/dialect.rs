//! Dialect-defined types and attributes (`!llvm.ptr<1>`, `#arith.fastmath<fast>`):
//! their uniqued data (a mnemonic and parameters) and the hooks a dialect
//! registers to parse and print them and to give them aliases. Dialects that
//! are not registered keep their types and attributes as opaque text instead.

use crate::attributes::Attribute;
use crate::context::{Context, Ident};
use crate::ir::{Ir, OpId};
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
    pub materialize_constant: Option<crate::rewrite::MaterializeConstantHook>,
}

/// Checks the attribute `name` = `value` of an op: the diagnostic MLIR
/// emits if it is invalid.
pub type OperationAttrHook =
    fn(&Context, &Ir, OpId, &str, Attribute) -> Result<(), crate::op_error::OpError>;

/// Checks the attribute `name` = `value` of argument or result `index` of a
/// function op.
pub type FunctionAttrHook =
    fn(&Context, &Ir, OpId, usize, &str, Attribute) -> Result<(), crate::op_error::OpError>;

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
