//! What a checked op format binds as a whole (MLIR's `OperationFormat`
//! flags such as `allOperands`, and the attributes `attr-dict` leaves out):
//! found once here, emitted by the Rust backend as the runtime's static
//! `FormatFacts`, so neither the runtime printer nor its parser walks the
//! elements to learn it.

use crate::model::{OpDef, Trait, ValueKind};

use super::{AsmFormat, Element, ElementKind, VarTarget};

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

/// The groups a format prints whatever the op holds: those its elements
/// outside optional groups and `oilist` clauses bind (custom directive
/// arguments included), by index into the op's lists.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PrintedGroups {
    /// Operand groups.
    pub operands: Vec<usize>,
    /// Operand groups whose types are printed.
    pub operand_types: Vec<usize>,
    /// Result groups whose types are printed.
    pub result_types: Vec<usize>,
    /// Attributes.
    pub attrs: Vec<usize>,
    /// Regions.
    pub regions: Vec<usize>,
    /// Successors.
    pub successors: Vec<usize>,
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
    /// The groups printed whatever the op holds.
    pub printed: PrintedGroups,
    /// The top-level elements whose printing depends on the op's values
    /// (attribute variables, optional groups, `oilist`s), by index into
    /// the format's elements: the only ones the printer visits to decide
    /// whether the custom form can represent an op.
    pub value_dependent: Vec<usize>,
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
            printed: PrintedGroups::of(op, &format.elements),
            value_dependent: format
                .elements
                .iter()
                .enumerate()
                .filter(|(_, e)| {
                    matches!(
                        &e.kind,
                        ElementKind::Variable(v)
                            if matches!(v.target, VarTarget::Attribute(_) | VarTarget::Property(_))
                    ) || matches!(e.kind, ElementKind::Optional(_) | ElementKind::OIList(_))
                })
                .map(|(i, _)| i)
                .collect(),
        }
    }
}

impl PrintedGroups {
    /// The groups `elements` (a format's top level) print unconditionally.
    fn of(op: &OpDef, elements: &[Element]) -> PrintedGroups {
        let mut printed = PrintedGroups::default();
        for e in elements {
            printed.add(op, e);
        }
        for list in [
            &mut printed.operands,
            &mut printed.operand_types,
            &mut printed.result_types,
            &mut printed.attrs,
            &mut printed.regions,
            &mut printed.successors,
        ] {
            list.sort_unstable();
            list.dedup();
        }
        printed
    }

    fn add(&mut self, op: &OpDef, e: &Element) {
        match &e.kind {
            ElementKind::Variable(v) => match v.target {
                VarTarget::Operand(i) => self.operands.push(i),
                VarTarget::Attribute(i) | VarTarget::Property(i) => self.attrs.push(i),
                VarTarget::Region(i) => self.regions.push(i),
                VarTarget::Successor(i) => self.successors.push(i),
                // A result as an element stands for its type.
                VarTarget::Result(i) => self.result_types.push(i),
                // An op has no parameters; its rules never bind one.
                VarTarget::Parameter(_) => {}
            },
            ElementKind::Results => self.result_types.extend(0..op.results.len()),
            ElementKind::Type { arg, .. } => self.add_types(op, arg),
            ElementKind::FunctionalType { inputs, results } => {
                self.add_types(op, inputs);
                self.add_types(op, results);
            }
            ElementKind::Custom { args, .. } => {
                // A directive's arguments are variables and `type`s.
                for arg in args {
                    if matches!(
                        arg.kind,
                        ElementKind::Variable(_) | ElementKind::Type { .. }
                    ) {
                        self.add(op, arg);
                    }
                }
            }
            _ => {}
        }
    }

    /// The types `type(arg)` prints.
    fn add_types(&mut self, op: &OpDef, arg: &Element) {
        match &arg.kind {
            ElementKind::Variable(v) => match v.target {
                VarTarget::Operand(i) => self.operand_types.push(i),
                VarTarget::Result(i) => self.result_types.push(i),
                _ => {}
            },
            ElementKind::Operands => self.operand_types.extend(0..op.operands.len()),
            ElementKind::Results => self.result_types.extend(0..op.results.len()),
            _ => {}
        }
    }
}
