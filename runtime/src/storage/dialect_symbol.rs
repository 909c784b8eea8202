//! The uniqued data of dialect-defined types and attributes
//! (`!llvm.ptr<1>`, `#arith.fastmath<fast>`): a dialect, a mnemonic and
//! parameters. Dialects that are not registered keep their types and
//! attributes as opaque text instead; the hooks that parse and print
//! registered ones are in [`crate::registry`].

use crate::storage::attributes::Attribute;
use crate::storage::context::Ident;
use crate::storage::types::Type;

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
