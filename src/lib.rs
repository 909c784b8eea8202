//! Dialectic: an MLIR-style compiler IR framework for Rust in which a dialect
//! is data. This crate is the user-facing entry point: it re-exports the IR
//! core ([`dialectic_runtime`]), holds the dialects defined in `defs/`
//! ([`dialects`]) and the interfaces they share ([`interfaces`]), the
//! `dialect!` macro that turns a `.td` file into Rust, what the generated
//! code builds on ([`op_support`], [`typed`]), and the
//! command-line tools.

#![deny(missing_docs)]

// Generated dialect code names this crate `dialectic`, inside it too.
extern crate self as dialectic;

pub use dialectic_macros::dialect;
pub use dialectic_runtime as runtime;
pub use dialectic_runtime::*;
pub use interfaces::{
    Callee, ConstantIntRanges, IntegerValueRange, InvocationBounds, MemoryEffect,
    MemoryEffectInstance, Speculatability,
};

pub mod conversion;
pub mod dialects;
pub mod format_hooks;
pub mod function_syntax;
pub mod interfaces;
pub mod op_support;
pub mod pass_hooks;
pub mod rewrite_hooks;
pub mod tools;
pub mod transforms;
pub mod typed;

/// The README's Rust example, compiled and run as a doctest.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;

/// The book's chapters with Rust examples, compiled and run as doctests.
#[doc = include_str!("../book/src/ir-core.md")]
#[cfg(doctest)]
pub struct BookIrCoreDoctests;

/// The book's chapter on passes, its Rust examples compiled and run as
/// doctests.
#[doc = include_str!("../book/src/passes.md")]
#[cfg(doctest)]
pub struct BookPassesDoctests;

/// The book's chapter on patterns and conversion, its Rust example
/// compiled and run as a doctest.
#[doc = include_str!("../book/src/patterns.md")]
#[cfg(doctest)]
pub struct BookPatternsDoctests;
