//! The interfaces the shipped dialects share, as Rust traits:
//! `dialect!` of `defs/interfaces/Common.td`, so each is generated once
//! (the dialects that include the file do not generate them again).
//!
//! Methods whose signatures name types the runtime does not have yet
//! (`dialectic::Callee`, `SymbolTableCollection`, `Speculatability`,
//! `ConstantIntRanges`, `IntegerValueRange`) are not generated; each
//! trait's docs list them. None of these methods has a default body, so
//! the ops of the shipped dialects implement them by hand when they do.

crate::dialect!("defs/interfaces/Common.td");
