//! The inliner's dialect interface (`DialectInlinerInterface`, declared in
//! `defs/interfaces/Inliner.td`) and the value mapping its legality
//! questions see: what the `inline` pass asks the dialect of each op it
//! moves or copies into a caller.

use rustc_hash::FxHashMap;

use crate::Value;

/// The values of an inlined region mapped to those replacing them (the
/// callee's entry block arguments to the call's operands, and the values
/// of a copied body to their copies), as MLIR's `IRMapping` of values.
pub type ValueMapping = FxHashMap<Value, Value>;

crate::dialect!("defs/interfaces/Inliner.td");
