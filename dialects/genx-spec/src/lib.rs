//! Intel's GenX intrinsic table (vc-intrinsics' `Intrinsic_definitions.py`,
//! as `reference/genx-intrinsics.json`) read as data, and the generator that
//! turns it into the GenX dialect: `defs/genx/Intrinsics.td` (one op per
//! intrinsic) and `dialects/genx/src/signatures.rs` (the spec's type tokens
//! per intrinsic, which mangling, demangling and the verifier read).
//!
//! The pipeline: JSON → [`spec::Intrinsic`] (tokens parsed, sentinels
//! skipped, the table's known defects corrected) → [`td_writer`] and
//! [`table_writer`]. `genx-tblgen` runs it; the freshness test checks that
//! the committed outputs are what it writes.

#![deny(missing_docs)]

pub mod paths;
pub mod spec;
pub mod table_writer;
pub mod td_writer;
pub mod token;

pub use spec::{Intrinsic, MemoryAttr, read_spec};
pub use token::{OverloadKind, Scalar, Slot, Token};
