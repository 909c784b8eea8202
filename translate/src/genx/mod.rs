//! The GenX dialect in the translation: each `genx` op exported as a call
//! of its intrinsic ([`export`]), every call of an `llvm.genx.*` function in
//! an imported module raised to its op ([`raise`]), and the kernels'
//! metadata, `!genx.kernels`, both ways ([`kernels`]).

pub mod export;
pub mod kernels;
pub mod raise;

/// The discardable attribute holding the name a call had in the imported
/// module when it was not the canonical one (real IR carries typed-pointer
/// suffixes, missing or extra ones): the export calls that name again, so
/// a round trip is exact.
pub const INTRINSIC_NAME_ATTR: &str = "genx.intrinsic_name";

/// The discardable attribute holding the tail call marker of an imported
/// call (`#llvm.tailcallkind<tail>`), absent when there was none.
pub const TAIL_CALL_KIND_ATTR: &str = "genx.tail_call_kind";
