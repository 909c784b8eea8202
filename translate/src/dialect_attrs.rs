//! Reading the parameters of `llvm` (and `dlti`) dialect attributes such as
//! `#llvm.tbaa_tag<...>` or `#llvm.loop_annotation<...>`: a dialect
//! attribute holds its mnemonic first, then its parameters in declaration
//! order; optional ones are absent as [`Param::None`]. Builtin-typed
//! parameters (`BoolAttr`, `IntegerAttr`, `StringAttr`) are attributes.

use dialectic::runtime::storage::dialect_symbol::Param;
use dialectic::{AttrKind, Attribute, Context};

/// The parameters of `attr` when it is `#<dialect>.<mnemonic><...>`
/// (without the leading mnemonic).
pub fn params_of(
    ctx: &Context,
    attr: Attribute,
    dialect: &str,
    mnemonic: &str,
) -> Option<Vec<Param>> {
    match ctx.attr_kind(attr) {
        AttrKind::Dialect(sym)
            if ctx.ident_str(sym.dialect) == dialect && ctx.ident_str(sym.mnemonic) == mnemonic =>
        {
            Some(sym.params.iter().skip(1).cloned().collect())
        }
        _ => None,
    }
}

/// The mnemonic of `attr` when it is an attribute of `dialect`.
pub fn mnemonic_of<'c>(ctx: &'c Context, attr: Attribute, dialect: &str) -> Option<&'c str> {
    match ctx.attr_kind(attr) {
        AttrKind::Dialect(sym) if ctx.ident_str(sym.dialect) == dialect => {
            Some(ctx.ident_str(sym.mnemonic))
        }
        _ => None,
    }
}

/// Parameter `index` of `params` (absent when out of range).
pub fn param(params: &[Param], index: usize) -> &Param {
    params.get(index).unwrap_or(&Param::None)
}

/// A flag parameter: `bool` or a `BoolAttr`.
pub fn param_bool(ctx: &Context, p: &Param) -> Option<bool> {
    match p {
        Param::Bool(b) => Some(*b),
        Param::Attr(a) => match ctx.attr_kind(*a) {
            AttrKind::Integer { value, .. } => Some(!value.is_zero()),
            _ => None,
        },
        _ => None,
    }
}

/// An integer parameter: an integer or an `IntegerAttr`.
pub fn param_int(ctx: &Context, p: &Param) -> Option<i128> {
    match p {
        Param::Int(v) => Some(*v as i128),
        Param::Attr(a) => match ctx.attr_kind(*a) {
            AttrKind::Integer { value, .. } => value.to_i128(),
            _ => None,
        },
        _ => None,
    }
}

/// A string parameter (its bytes): a string or a `StringAttr`.
pub fn param_bytes(ctx: &Context, p: &Param) -> Option<Vec<u8>> {
    match p {
        Param::Str(s) => Some(s.as_bytes().to_vec()),
        Param::Attr(a) => string_bytes(ctx, *a),
        _ => None,
    }
}

/// An attribute parameter.
pub fn param_attr(p: &Param) -> Option<Attribute> {
    match p {
        Param::Attr(a) => Some(*a),
        _ => None,
    }
}

/// A list-of-attributes parameter (empty when absent).
pub fn param_attrs(ctx: &Context, p: &Param) -> Vec<Attribute> {
    match p {
        Param::Attrs(list) => list.to_vec(),
        Param::Attr(a) => match ctx.attr_kind(*a) {
            AttrKind::Array(list) => list.clone(),
            _ => vec![*a],
        },
        _ => Vec::new(),
    }
}

/// The bytes of a string attribute.
pub fn string_bytes(ctx: &Context, attr: Attribute) -> Option<Vec<u8>> {
    match ctx.attr_kind(attr) {
        AttrKind::String { value, .. } => Some(value.to_vec()),
        _ => None,
    }
}

/// The elements of an array attribute (empty for anything else).
pub fn array_elements(ctx: &Context, attr: Attribute) -> Vec<Attribute> {
    match ctx.attr_kind(attr) {
        AttrKind::Array(list) => list.clone(),
        _ => Vec::new(),
    }
}
