//! Dialect conversion (MLIR's `DialectConversion`): converting the ops of
//! a region to a [`ConversionTarget`] with [`ConversionPattern`]s and a
//! [`TypeConverter`].
//!
//! * The target ([`target`]) says which ops are legal: by name, by
//!   dialect, by callback, unknown ops by callback; legal ops may keep
//!   their nested ops untouched (recursively legal).
//! * The type converter ([`type_converter`]) maps types to zero, one or
//!   several types, converts block signatures, and builds the
//!   materializations between old and new types.
//! * Patterns ([`pattern`]) get their operands already converted and
//!   change the IR through a [`ConversionPatternRewriter`] ([`rewriter`]),
//!   which journals every change so that a failed pattern, or a failed
//!   conversion, leaves the IR as it was.
//! * The drivers ([`driver`]): partial, full and analysis conversion; the
//!   end of a conversion ([`commit`]) makes replacements final and
//!   resolves the `builtin.unrealized_conversion_cast` ops it built
//!   ([`reconcile`]), with MLIR's diagnostics when some remain.

mod commit;
mod driver;
mod op_text;
mod pattern;
mod reconcile;
mod rewriter;
mod target;
mod type_converter;

pub use driver::{
    ConversionOutcome, apply_analysis_conversion, apply_full_conversion, apply_partial_conversion,
};
pub use op_text::{ConversionConfig, OpText, generic_op_text};
pub use pattern::{ConversionPattern, ConversionPatternSet, OpConversionPattern};
pub use reconcile::{UNREALIZED_CONVERSION_CAST, reconcile_unrealized_casts};
pub use rewriter::{ConversionPatternRewriter, TypeConversionFailed};
pub use target::{
    ConversionTarget, LegalOpDetails, LegalityCallback, LegalizationAction,
    RecursiveLegalityCallback,
};
pub use type_converter::{
    ConversionCallback, InputMapping, MaterializationCallback, MaterializationKind,
    SignatureConversion, TypeConverter,
};
