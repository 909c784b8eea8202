//! Conversions between attributes and the Rust values typed accessors and
//! builders hand out: strings, symbol references, integers, booleans,
//! floats, types, array elements.

use dialectic_runtime::storage::float;

use super::{AttrKind, Attribute, Context, FloatSemantics, Type, pred};

/// Element `index` of an array attribute.
pub fn array_element(ctx: &Context, array: Attribute, index: usize) -> Option<Attribute> {
    match ctx.attr_kind(array) {
        AttrKind::Array(elements) => elements.get(index).copied(),
        _ => None,
    }
}

/// The text of a string attribute.
pub fn string_of(ctx: &Context, attr: Attribute) -> Option<String> {
    match ctx.attr_kind(attr) {
        AttrKind::String { value, .. } => Some(String::from_utf8_lossy(value).into_owned()),
        _ => None,
    }
}

/// A string attribute.
pub fn string_attr(ctx: &Context, text: &str) -> Attribute {
    ctx.string_attr(text.as_bytes())
}

/// The symbol a flat symbol reference names.
pub fn symbol_ref_of(ctx: &Context, attr: Attribute) -> Option<String> {
    match ctx.attr_kind(attr) {
        AttrKind::SymbolRef { root, nested } if nested.is_empty() => {
            Some(String::from_utf8_lossy(root).into_owned())
        }
        _ => None,
    }
}

/// `@name`.
pub fn flat_symbol_ref_attr(ctx: &Context, name: &str) -> Attribute {
    ctx.intern_attr(AttrKind::SymbolRef {
        root: name.as_bytes().into(),
        nested: Vec::new(),
    })
}

/// The value of an integer attribute (sign-extended).
pub fn integer_of(ctx: &Context, attr: Attribute) -> Option<i128> {
    match ctx.attr_kind(attr) {
        AttrKind::Integer { value, .. } => value.to_i128(),
        _ => None,
    }
}

/// An integer attribute of type `ty`.
pub fn integer_attr(ctx: &Context, ty: Type, value: i128) -> Attribute {
    ctx.integer_attr(ty, value)
}

/// `true`/`false`.
pub fn bool_of(ctx: &Context, attr: Attribute) -> Option<bool> {
    match ctx.attr_kind(attr) {
        AttrKind::Integer { ty, value } if *ty == ctx.i1_type() => Some(!value.is_zero()),
        _ => None,
    }
}

/// `true` or `false`.
pub fn bool_attr(ctx: &Context, value: bool) -> Attribute {
    ctx.integer_attr(ctx.i1_type(), value as i128)
}

/// The value of a float attribute.
pub fn float_of(ctx: &Context, attr: Attribute) -> Option<f64> {
    match ctx.attr_kind(attr) {
        AttrKind::Float { ty, bits } => {
            let sem = ctx.float_semantics(*ty)?;
            Some(float::to_f64(sem, *bits))
        }
        _ => None,
    }
}

/// A float attribute of float type `ty` (rounded to it).
pub fn float_attr(ctx: &Context, ty: Type, value: f64) -> Attribute {
    let sem = ctx.float_semantics(ty).unwrap_or(FloatSemantics::F64);
    ctx.intern_attr(AttrKind::Float {
        ty,
        bits: float::from_f64(sem, value),
    })
}

/// The type of a type attribute.
pub fn type_of(ctx: &Context, attr: Attribute) -> Option<Type> {
    match ctx.attr_kind(attr) {
        AttrKind::Type(t) => Some(*t),
        _ => None,
    }
}

/// The type of a typed attribute (integer, float, elements), if it has one.
pub fn attribute_type(ctx: &Context, attr: Attribute) -> Option<Type> {
    pred::typed_attr_type(ctx, attr)
}
