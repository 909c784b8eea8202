//! Static types for the values typed builders take: a [`TypedValue<T>`] is
//! a [`Value`] known to have the type the marker `T` stands for (`I1`,
//! `I32`, `Index`, `F32`, ...). A builder whose operand is declared `I1`
//! takes a `TypedValue<I1>`, so passing a value of another static type does
//! not compile. Operands of any type take any `impl Into<Value>`.
//!
//! The `.td` names the marker in a type constraint's `rustType`
//! (`dialectic::typed::I32`).

use std::fmt;
use std::marker::PhantomData;

use dialectic_runtime::storage::float::FloatSemantics;
use dialectic_runtime::storage::types::{Signedness, TypeKind};
use dialectic_runtime::{Context, Ir, Type, Value};

/// A static type: which runtime types it stands for.
pub trait TypeMarker {
    /// The type as MLIR writes it (`i32`).
    const NAME: &'static str;
    /// Whether `ty` is this type.
    fn matches(ctx: &Context, ty: Type) -> bool;
    /// The type.
    fn get(ctx: &Context) -> Type;
}

/// A signless integer type of `WIDTH` bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Int<const WIDTH: u32>;

macro_rules! int_markers {
    ($($name:ident = $width:literal),*) => {$(
        #[doc = concat!("`i", stringify!($width), "`.")]
        pub type $name = Int<$width>;
    )*};
}
int_markers!(I1 = 1, I8 = 8, I16 = 16, I32 = 32, I64 = 64, I128 = 128);

impl<const WIDTH: u32> TypeMarker for Int<WIDTH> {
    const NAME: &'static str = "iN";
    fn matches(ctx: &Context, ty: Type) -> bool {
        matches!(ctx.type_kind(ty), TypeKind::Integer { width, signedness: Signedness::Signless } if *width == WIDTH)
    }
    fn get(ctx: &Context) -> Type {
        ctx.integer_type(WIDTH)
    }
}

/// `index`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Index;

impl TypeMarker for Index {
    const NAME: &'static str = "index";
    fn matches(ctx: &Context, ty: Type) -> bool {
        matches!(ctx.type_kind(ty), TypeKind::Index)
    }
    fn get(ctx: &Context) -> Type {
        ctx.index_type()
    }
}

macro_rules! float_markers {
    ($($name:ident = $sem:ident, $text:literal);*) => {$(
        #[doc = concat!("`", $text, "`.")]
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub struct $name;
        impl TypeMarker for $name {
            const NAME: &'static str = $text;
            fn matches(ctx: &Context, ty: Type) -> bool {
                matches!(ctx.type_kind(ty), TypeKind::Float(FloatSemantics::$sem))
            }
            fn get(ctx: &Context) -> Type {
                ctx.float_type(FloatSemantics::$sem)
            }
        }
    )*};
}
float_markers!(
    F16 = F16, "f16"; F32 = F32, "f32"; F64 = F64, "f64"; F80 = F80, "f80";
    F128 = F128, "f128"; BF16 = BF16, "bf16"; TF32 = TF32, "tf32"
);

/// A value whose type is `T`.
pub struct TypedValue<T> {
    value: Value,
    marker: PhantomData<fn() -> T>,
}

impl<T: TypeMarker> TypedValue<T> {
    /// `value` as a `TypedValue<T>` if its type is `T`.
    pub fn new(ctx: &Context, ir: &Ir, value: Value) -> Option<Self> {
        T::matches(ctx, ir.value_type(value)).then_some(TypedValue {
            value,
            marker: PhantomData,
        })
    }
}

impl<T> TypedValue<T> {
    /// The value.
    pub fn value(self) -> Value {
        self.value
    }
}

impl<T> Clone for TypedValue<T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T> Copy for TypedValue<T> {}

impl<T> PartialEq for TypedValue<T> {
    fn eq(&self, other: &Self) -> bool {
        self.value == other.value
    }
}

impl<T> Eq for TypedValue<T> {}

impl<T> fmt::Debug for TypedValue<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "TypedValue({:?})", self.value)
    }
}

impl<T> From<TypedValue<T>> for Value {
    fn from(v: TypedValue<T>) -> Value {
        v.value
    }
}

/// A typed builder's state of a required field that is not set yet.
#[derive(Clone, Copy, Debug, Default)]
pub struct Unset;

/// A typed builder's state of a required field that is set.
#[derive(Clone, Copy, Debug, Default)]
pub struct Set;
