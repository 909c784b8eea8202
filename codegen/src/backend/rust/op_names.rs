//! The Rust names of an op's parts: accessors on the op struct and setters
//! on its builder, unique and clear of the methods every op has.

use crate::model::{OpDef, ValueKind};

use super::names::snake_case;

/// Accessor and setter names of one op, by part index.
#[derive(Clone, Debug)]
pub struct OpNames {
    /// Operand group accessors.
    pub operands: Vec<String>,
    /// Attribute accessors.
    pub attributes: Vec<String>,
    /// Result group accessors.
    pub results: Vec<String>,
    /// Result type setters of the builder.
    pub result_types: Vec<String>,
    /// Region accessors.
    pub regions: Vec<String>,
    /// Successor accessors.
    pub successors: Vec<String>,
}

/// Methods every op struct and builder has.
const RESERVED: &[&str] = &["builder", "from_op", "build", "loc", "attribute", "op"];

impl OpNames {
    /// The names of `op`'s parts.
    pub fn of(op: &OpDef) -> OpNames {
        let mut taken: Vec<String> = RESERVED.iter().map(|s| s.to_string()).collect();
        let mut unique = |base: String| {
            let mut name = base.clone();
            let mut n = 1;
            while taken.contains(&name) {
                name = format!("{base}_{n}");
                n += 1;
            }
            taken.push(name.clone());
            name
        };
        let unnamed = |kind: &ValueKind, count: usize, i: usize, noun: &str| {
            if count == 1 {
                match kind {
                    ValueKind::Single | ValueKind::Optional => noun.to_string(),
                    _ => format!("{noun}s"),
                }
            } else {
                format!("{noun}_{i}")
            }
        };
        let named = |name: &str| snake_case(name);
        let operands: Vec<String> = op
            .operands
            .iter()
            .enumerate()
            .map(|(i, o)| {
                unique(if o.name.is_empty() {
                    unnamed(&o.kind, op.operands.len(), i, "operand")
                } else {
                    named(&o.name)
                })
            })
            .collect();
        let attributes: Vec<String> = op
            .attributes
            .iter()
            .map(|a| unique(named(&a.name)))
            .collect();
        let results: Vec<String> = op
            .results
            .iter()
            .enumerate()
            .map(|(i, r)| {
                unique(if r.name.is_empty() {
                    unnamed(&r.kind, op.results.len(), i, "result")
                } else {
                    named(&r.name)
                })
            })
            .collect();
        let regions: Vec<String> = op
            .regions
            .iter()
            .enumerate()
            .map(|(i, r)| {
                unique(if r.name.is_empty() {
                    format!("region_{i}")
                } else {
                    named(&r.name)
                })
            })
            .collect();
        let successors: Vec<String> = op
            .successors
            .iter()
            .enumerate()
            .map(|(i, s)| {
                unique(if s.name.is_empty() {
                    format!("successor_{i}")
                } else {
                    named(&s.name)
                })
            })
            .collect();
        let result_types = op
            .results
            .iter()
            .zip(&results)
            .map(|(r, name)| {
                unique(match r.kind {
                    ValueKind::Single | ValueKind::Optional => format!("{name}_type"),
                    _ => format!("{name}_types"),
                })
            })
            .collect();
        OpNames {
            operands,
            attributes,
            results,
            result_types,
            regions,
            successors,
        }
    }
}
