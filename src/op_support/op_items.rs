//! The items every generated op has in common, written once as
//! declarative macros that the expansion of `dialect!` instantiates per op:
//! the op struct's name, spec, `from_op` and `builder()`, its `OpHandle`
//! and `TypedOp` impls, the typed builder's `loc` and `attribute`, and
//! the marker traits of required builder fields. The proc macro then emits a
//! line per op for what would otherwise be some thirty, and rustc expands
//! the rest without the proc macro's token round trip. Docs are part of
//! the macros, so rustdoc and rust-analyzer see the same items as before.

/// The op struct `$op`'s name, spec and `from_op`, and `builder()` when
/// the op has a typed builder `$builder`; its `OpHandle` and `TypedOp`
/// impls.
#[doc(hidden)]
#[macro_export]
macro_rules! __ods_op_items {
    ($op:ident, $name:literal, $spec:ident $(, $builder:ident)?) => {
        impl $op {
            /// The op's name.
            pub const NAME: &'static str = $name;
            /// What the verifier, the assembly format and the accessors know
            /// about the op.
            pub const SPEC: &'static $crate::op_support::OpSpec = &$spec;

            #[doc = ::core::concat!(" `op` as a `", $name, "`, if it is one.")]
            pub fn from_op(
                ctx: &$crate::op_support::Context,
                ir: &$crate::op_support::Ir,
                op: $crate::op_support::OpId,
            ) -> ::core::option::Option<Self> {
                $crate::op_support::is_op(ctx, ir, op, Self::NAME).then_some(Self(op))
            }

            $(
                #[doc = ::core::concat!(" A builder of `", $name, "`.")]
                pub fn builder(ctx: &$crate::op_support::Context) -> $builder<'_> {
                    $builder(
                        $crate::op_support::OpBuildState::new(ctx, Self::SPEC),
                        $crate::op_support::PhantomData,
                    )
                }
            )?
        }

        impl $crate::op_support::OpHandle for $op {
            fn op_id(&self) -> $crate::op_support::OpId {
                self.0
            }
        }

        impl $crate::op_support::TypedOp for $op {
            const NAME: &'static str = $op::NAME;
            fn from_op(
                ctx: &$crate::op_support::Context,
                ir: &$crate::op_support::Ir,
                op: $crate::op_support::OpId,
            ) -> ::core::option::Option<Self> {
                $op::from_op(ctx, ir, op)
            }
        }
    };
}

/// The methods every typed builder has whatever its op: inside the
/// builder's `impl`, where `self.0` is its `OpBuildState`.
#[doc(hidden)]
#[macro_export]
macro_rules! __ods_builder_methods {
    () => {
        /// Sets the op's location (otherwise the builder's default
        /// location, if any, else unknown).
        pub fn loc(
            mut self,
            loc: impl ::core::convert::Into<$crate::op_support::Location>,
        ) -> Self {
            self.0.set_loc(loc);
            self
        }

        /// Adds a discardable attribute.
        pub fn attribute(mut self, name: &str, value: $crate::op_support::Attribute) -> Self {
            self.0.add_attribute(name, value);
            self
        }
    };
}

/// The marker trait of a required builder field: `build` requires it of
/// the field's state, and the compiler's error when it is missing says
/// `$message` (which names the field) with `$label` under the call. The
/// impl for `Set` stays in the expansion, where the error points.
#[doc(hidden)]
#[macro_export]
macro_rules! __ods_required_field {
    ($marker:ident, $message:tt, $label:tt) => {
        #[doc(hidden)]
        #[diagnostic::on_unimplemented(message = $message, label = $label)]
        pub trait $marker {}
    };
}

pub use crate::__ods_builder_methods as builder_methods;
pub use crate::__ods_op_items as op_items;
pub use crate::__ods_required_field as required_field;
