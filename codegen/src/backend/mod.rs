//! The backends: what the model turns into. [`rust`] emits the Rust a
//! `dialect!` expands to.

pub mod rust;
