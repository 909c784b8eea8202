//! Short constructors of the static op specs generated code writes: an
//! empty spec to fill by struct update, operand and result groups, declared
//! attributes, regions and successors.

use super::{
    AttrSpec, Constraint, Context, OpSpec, OpTraits, RegionSpec, SuccessorSpec, Type, ValueKind,
    ValueSpec,
};

/// An op spec with nothing in it: generated specs list what they have and
/// take the rest from here (`..EMPTY_OP`).
pub const EMPTY_OP: OpSpec = OpSpec {
    name: "",
    operands: &[],
    attributes: &[],
    attribute_order: &[],
    results: &[],
    regions: &[],
    successors: &[],
    traits: OpTraits::NONE,
    relations: &[],
    format: None,
    interfaces: &[],
    source: "",
};

/// A single operand or result.
pub const fn single(name: &'static str, constraint: &'static Constraint) -> ValueSpec {
    ValueSpec {
        name,
        kind: ValueKind::Single,
        constraint,
        build_type: None,
    }
}

/// An optional operand or result.
pub const fn optional(name: &'static str, constraint: &'static Constraint) -> ValueSpec {
    ValueSpec {
        kind: ValueKind::Optional,
        ..single(name, constraint)
    }
}

/// A variadic operand or result group.
pub const fn variadic(name: &'static str, constraint: &'static Constraint) -> ValueSpec {
    ValueSpec {
        kind: ValueKind::Variadic,
        ..single(name, constraint)
    }
}

/// A variadic-of-variadic operand group sized by `segment_attr`.
pub const fn variadic_of_variadic(
    name: &'static str,
    segment_attr: &'static str,
    constraint: &'static Constraint,
) -> ValueSpec {
    ValueSpec {
        kind: ValueKind::VariadicOfVariadic { segment_attr },
        ..single(name, constraint)
    }
}

/// `value` with a buildable type.
pub const fn buildable(value: ValueSpec, build: fn(&Context) -> Type) -> ValueSpec {
    ValueSpec {
        build_type: Some(build),
        ..value
    }
}

/// A declared attribute: stored as a property or not, may be absent or
/// not; no default, no buildable value type, any storage (set those with
/// struct update syntax).
pub const fn attribute(
    name: &'static str,
    constraint: &'static Constraint,
    property: bool,
    optional: bool,
) -> AttrSpec {
    AttrSpec {
        name,
        constraint,
        optional,
        default: None,
        property,
        value_type: None,
        storage: None,
    }
}

/// A region of any number of blocks.
pub const fn region(name: &'static str, summary: &'static str) -> RegionSpec {
    RegionSpec {
        name,
        variadic: false,
        blocks: None,
        summary,
    }
}

/// A successor.
pub const fn successor(name: &'static str) -> SuccessorSpec {
    SuccessorSpec {
        name,
        variadic: false,
    }
}
