//! How generated enums are stored: an integer enum as a signless integer
//! attribute, an `EnumAttr` as a dialect attribute `#dialect.mnemonic<...>`
//! holding the enum's bits.

use dialectic_runtime::storage::apint::ApInt;

use super::{AttrKind, Attribute, Context, DialectSymbol, Param, integer_of};

/// The value of an integer enum's attribute.
pub fn int_enum_of(ctx: &Context, attr: Attribute) -> Option<i64> {
    integer_of(ctx, attr).and_then(|v| i64::try_from(v).ok())
}

/// An integer enum's attribute: a signless integer of `width` bits.
pub fn int_enum_attr(ctx: &Context, width: u32, value: i64) -> Attribute {
    ctx.intern_attr(AttrKind::Integer {
        ty: ctx.integer_type(width),
        value: ApInt::from_i128(width, value as i128),
    })
}

/// The enum bits of a dialect enum attribute `#dialect.mnemonic<...>`.
pub fn dialect_enum_of(
    ctx: &Context,
    attr: Attribute,
    dialect: &str,
    mnemonic: &str,
) -> Option<i64> {
    match ctx.attr_kind(attr) {
        AttrKind::Dialect(sym)
            if ctx.ident_str(sym.dialect) == dialect && ctx.ident_str(sym.mnemonic) == mnemonic =>
        {
            match sym.params.get(1) {
                Some(Param::Int(bits)) => Some(*bits),
                _ => None,
            }
        }
        _ => None,
    }
}

/// `#dialect.mnemonic<...>` holding enum bits. The mnemonic is also the
/// first parameter, so the print hook knows it.
pub fn dialect_enum_attr(
    ctx: &Context,
    dialect: &'static str,
    mnemonic: &'static str,
    bits: i64,
) -> Attribute {
    let make = |ctx: &Context| {
        ctx.intern_attr(AttrKind::Dialect(DialectSymbol {
            dialect: ctx.static_ident(dialect),
            mnemonic: ctx.static_ident(mnemonic),
            params: vec![Param::Str(mnemonic.into()), Param::Int(bits)].into(),
        }))
    };
    let attr = ctx.keyed_attr(mnemonic, bits, make);
    // Dialects may share a mnemonic (and the program its text), so the
    // remembered attribute must be of this dialect.
    match ctx.attr_kind(attr) {
        AttrKind::Dialect(sym) if sym.dialect == ctx.static_ident(dialect) => attr,
        _ => make(ctx),
    }
}
