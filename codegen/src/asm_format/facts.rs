//! What a checked op format binds as a whole (MLIR's `OperationFormat`
//! flags such as `allOperands`, and the attributes `attr-dict` leaves out):
//! found once here, emitted by the Rust backend as the runtime's static
//! `FormatFacts`, so neither the runtime printer nor its parser walks the
//! elements to learn it.

use crate::model::{OpDef, Trait, ValueKind};

use super::AsmFormat;

/// A name `attr-dict` and `prop-dict` always leave out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ElidedName {
    /// `operandSegmentSizes` (the runtime names it once, in `segments`).
    OperandSegmentSizes,
    /// `resultSegmentSizes`.
    ResultSegmentSizes,
    /// An attribute of the op, by name.
    Attribute(String),
}

/// What a format binds as a whole.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FormatFacts {
    /// Has the `operands` directive.
    pub all_operands: bool,
    /// Has `type(operands)`.
    pub all_operand_types: bool,
    /// Has `type(results)` (or `results` in `functional-type`).
    pub all_result_types: bool,
    /// Has `regions`.
    pub all_regions: bool,
    /// Has `successors`.
    pub all_successors: bool,
    /// Has `prop-dict`.
    pub prop_dict: bool,
    /// The attributes the elements bind, by index into the op's
    /// attributes, in the order the format binds them.
    pub bound_attrs: Vec<usize>,
    /// The variadic-of-variadic operand groups the format binds, each with
    /// its segment size attribute (the parser infers it from the groups).
    pub inferred_segments: Vec<(usize, String)>,
    /// What `attr-dict` and `prop-dict` always leave out: the segment sizes
    /// of an `AttrSized*Segments` op unless the format binds all operands /
    /// result types, the bound attributes, and the inferred segment sizes.
    pub elided: Vec<ElidedName>,
}

impl FormatFacts {
    /// The facts of `format`, checked against `op`.
    pub fn of(op: &OpDef, format: &AsmFormat) -> FormatFacts {
        let has_trait = |name: &str| {
            op.traits
                .iter()
                .any(|t| matches!(t, Trait::Native(n) if n == name))
        };
        let mut elided = Vec::new();
        if !format.all_operands && has_trait("AttrSizedOperandSegments") {
            elided.push(ElidedName::OperandSegmentSizes);
        }
        if !format.all_result_types && has_trait("AttrSizedResultSegments") {
            elided.push(ElidedName::ResultSegmentSizes);
        }
        elided.extend(
            format
                .used_attributes
                .iter()
                .filter_map(|&i| op.attributes.get(i))
                .map(|a| ElidedName::Attribute(a.name.clone())),
        );
        let inferred_segments: Vec<(usize, String)> = op
            .operands
            .iter()
            .enumerate()
            .filter_map(|(i, o)| match &o.kind {
                ValueKind::VariadicOfVariadic { segment_attr }
                    if format.inferred_attributes.contains(segment_attr) =>
                {
                    Some((i, segment_attr.clone()))
                }
                _ => None,
            })
            .collect();
        elided.extend(
            inferred_segments
                .iter()
                .map(|(_, name)| ElidedName::Attribute(name.clone())),
        );
        FormatFacts {
            all_operands: format.all_operands,
            all_operand_types: format.all_operand_types,
            all_result_types: format.all_result_types,
            all_regions: format.all_regions,
            all_successors: format.all_successors,
            prop_dict: format.has_prop_dict,
            bound_attrs: format.used_attributes.clone(),
            inferred_segments,
            elided,
        }
    }
}
