//! The standalone dialect: `dialect!` expands `td/standalone.td` into op structs
//! with typed accessors and builders, verifiers, the assembly formats and
//! `register`, which makes the dialect known to a context.

#![deny(missing_docs)]

dialectic::dialect!("td/standalone.td");
