//! Parameter values: the Rust types a parameter converts to and from, and
//! the symbols (`DialectSymbol`) that hold them.

use crate::storage::attributes::{AttrKind, Attribute};
use crate::storage::context::Context;
use crate::storage::dialect_symbol::{DialectSymbol, Param};
use crate::storage::types::{Type, TypeKind};

/// A Rust value a dialect type or attribute parameter holds.
#[diagnostic::on_unimplemented(
    message = "a dialect type or attribute cannot hold a `{Self}`: use an integer, bool, String, Type, Attribute, or a Vec of integers, types or attributes"
)]
pub trait ParamValue: Sized {
    /// The stored parameter.
    fn to_param(self) -> Param;
    /// The value of a stored parameter of this kind.
    fn from_param(param: &Param) -> Option<Self>;
}

macro_rules! integer_params {
    ($($t:ty),*) => {$(
        impl ParamValue for $t {
            fn to_param(self) -> Param {
                Param::Int(self as i64)
            }
            fn from_param(param: &Param) -> Option<Self> {
                match param {
                    Param::Int(v) => <$t>::try_from(*v).ok(),
                    _ => None,
                }
            }
        }

        impl ParamValue for Vec<$t> {
            fn to_param(self) -> Param {
                Param::Ints(self.into_iter().map(|v| v as i64).collect())
            }
            fn from_param(param: &Param) -> Option<Self> {
                match param {
                    Param::Ints(vs) => vs.iter().map(|&v| <$t>::try_from(v).ok()).collect(),
                    _ => None,
                }
            }
        }
    )*};
}
integer_params!(i8, i16, i32, i64, u8, u16, u32, isize);

// 64-bit unsigned values are stored as the bits of an `i64`.
macro_rules! wide_unsigned_params {
    ($($t:ty),*) => {$(
        impl ParamValue for $t {
            fn to_param(self) -> Param {
                Param::Int(self as i64)
            }
            fn from_param(param: &Param) -> Option<Self> {
                match param {
                    Param::Int(v) => Some(*v as $t),
                    _ => None,
                }
            }
        }

        impl ParamValue for Vec<$t> {
            fn to_param(self) -> Param {
                Param::Ints(self.into_iter().map(|v| v as i64).collect())
            }
            fn from_param(param: &Param) -> Option<Self> {
                match param {
                    Param::Ints(vs) => Some(vs.iter().map(|&v| v as $t).collect()),
                    _ => None,
                }
            }
        }
    )*};
}
wide_unsigned_params!(u64, usize);

impl ParamValue for bool {
    fn to_param(self) -> Param {
        Param::Bool(self)
    }
    fn from_param(param: &Param) -> Option<Self> {
        match param {
            Param::Bool(b) => Some(*b),
            _ => None,
        }
    }
}

impl ParamValue for String {
    fn to_param(self) -> Param {
        Param::Str(self.into())
    }
    fn from_param(param: &Param) -> Option<Self> {
        match param {
            Param::Str(s) => Some(s.to_string()),
            _ => None,
        }
    }
}

impl ParamValue for Type {
    fn to_param(self) -> Param {
        Param::Type(self)
    }
    fn from_param(param: &Param) -> Option<Self> {
        match param {
            Param::Type(t) => Some(*t),
            _ => None,
        }
    }
}

impl ParamValue for Attribute {
    fn to_param(self) -> Param {
        Param::Attr(self)
    }
    fn from_param(param: &Param) -> Option<Self> {
        match param {
            Param::Attr(a) => Some(*a),
            _ => None,
        }
    }
}

impl ParamValue for Vec<Type> {
    fn to_param(self) -> Param {
        Param::Types(self.into())
    }
    fn from_param(param: &Param) -> Option<Self> {
        match param {
            Param::Types(t) => Some(t.to_vec()),
            _ => None,
        }
    }
}

impl ParamValue for Vec<Attribute> {
    fn to_param(self) -> Param {
        Param::Attrs(self.into())
    }
    fn from_param(param: &Param) -> Option<Self> {
        match param {
            Param::Attrs(a) => Some(a.to_vec()),
            _ => None,
        }
    }
}

impl<T: ParamValue> ParamValue for Option<T> {
    fn to_param(self) -> Param {
        self.map_or(Param::None, T::to_param)
    }
    fn from_param(param: &Param) -> Option<Self> {
        match param {
            Param::None => Some(None),
            p => T::from_param(p).map(Some),
        }
    }
}

/// The symbol of a dialect type or attribute: the mnemonic is also the
/// first parameter, so that print hooks know it.
fn dialect_symbol(
    ctx: &Context,
    dialect: &str,
    mnemonic: &str,
    params: Vec<Param>,
) -> DialectSymbol {
    let mut all = Vec::with_capacity(params.len() + 1);
    all.push(Param::Str(mnemonic.into()));
    all.extend(params);
    DialectSymbol {
        dialect: ctx.ident(dialect),
        mnemonic: ctx.ident(mnemonic),
        params: all.into(),
    }
}

/// `!dialect.mnemonic<params>`.
pub fn dialect_type(ctx: &Context, dialect: &str, mnemonic: &str, params: Vec<Param>) -> Type {
    ctx.intern_type(TypeKind::Dialect(dialect_symbol(
        ctx, dialect, mnemonic, params,
    )))
}

/// `#dialect.mnemonic<params>`.
pub fn dialect_attr(ctx: &Context, dialect: &str, mnemonic: &str, params: Vec<Param>) -> Attribute {
    ctx.intern_attr(AttrKind::Dialect(dialect_symbol(
        ctx, dialect, mnemonic, params,
    )))
}

fn symbol_params<'c>(
    ctx: &Context,
    sym: &'c DialectSymbol,
    dialect: &str,
    mnemonic: &str,
) -> Option<&'c [Param]> {
    (ctx.ident_str(sym.dialect) == dialect && ctx.ident_str(sym.mnemonic) == mnemonic)
        .then(|| sym.params.get(1..).unwrap_or_default())
}

/// The parameters of `ty` if it is `!dialect.mnemonic<...>`.
pub fn dialect_type_params<'c>(
    ctx: &'c Context,
    ty: Type,
    dialect: &str,
    mnemonic: &str,
) -> Option<&'c [Param]> {
    match ctx.type_kind(ty) {
        TypeKind::Dialect(sym) => symbol_params(ctx, sym, dialect, mnemonic),
        _ => None,
    }
}

/// The parameters of `attr` if it is `#dialect.mnemonic<...>`.
pub fn dialect_attr_params<'c>(
    ctx: &'c Context,
    attr: Attribute,
    dialect: &str,
    mnemonic: &str,
) -> Option<&'c [Param]> {
    match ctx.attr_kind(attr) {
        AttrKind::Dialect(sym) => symbol_params(ctx, sym, dialect, mnemonic),
        _ => None,
    }
}
