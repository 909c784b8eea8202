//! Type resolution: for every operand and result type that the format does
//! not print, find how the parser gets it — another printed type through a
//! trait (`SameOperandsAndResultType`, `SameTypeOperands`, `AllTypesMatch`,
//! `TypesMatchWith`), a buildable type, or `InferTypeOpInterface` — or report
//! mlir-tblgen's error.

use std::collections::HashMap;

use super::ast::{AsmFormat, TypeResolution, TypeSource};
use super::op_rules::OpParser;
use super::parse::PResult;
use super::subject::TypeTrait;

/// A way to get a type from another printed type.
#[derive(Clone, Debug)]
pub(super) struct Resolver {
    source: TypeSource,
    transformer: Option<String>,
    via_trait: usize,
}

/// The resolvers the traits provide, by operand/result name, and whether
/// the result types can be inferred by `InferTypeOpInterface`.
pub(super) struct Resolvers {
    by_name: HashMap<String, Resolver>,
    can_infer_result_types: bool,
}

/// Walk the traits in order, as MLIR's `OpFormatParser::verify` does; a later
/// trait overrides an earlier one for the same name.
pub(super) fn collect_resolvers(p: &OpParser<'_, '_>) -> Resolvers {
    let sig = p.rules.sig;
    let mut by_name = HashMap::new();
    let mut can_infer_result_types = false;
    let all_known = sig.all_result_types_known();
    for (ti, t) in sig.type_traits().enumerate() {
        match t {
            TypeTrait::AllTypesMatch(values) => {
                for (i, value) in values.iter().enumerate() {
                    let Some(source) = find_seen_arg(p, value) else {
                        continue;
                    };
                    for (j, other) in values.iter().enumerate() {
                        if j != i {
                            by_name.insert(
                                other.clone(),
                                Resolver {
                                    source,
                                    transformer: None,
                                    via_trait: ti,
                                },
                            );
                        }
                    }
                }
            }
            TypeTrait::SameTypeOperands => same_types(p, &mut by_name, ti, false),
            TypeTrait::SameOperandsAndResultType => same_types(p, &mut by_name, ti, true),
            TypeTrait::TypesMatchWith {
                lhs,
                rhs,
                transform,
            } => {
                if let Some(source) = find_seen_arg(p, lhs) {
                    by_name.insert(
                        rhs.to_string(),
                        Resolver {
                            source,
                            transformer: Some(transform.describe()),
                            via_trait: ti,
                        },
                    );
                }
            }
            TypeTrait::InferTypeOpInterface { .. } => {
                if !all_known {
                    can_infer_result_types = true;
                }
            }
            TypeTrait::Other => {}
        }
    }
    Resolvers {
        by_name,
        can_infer_result_types,
    }
}

/// All operands (and results) get the type of the first operand (else
/// result) whose type the format prints.
fn same_types(
    p: &OpParser<'_, '_>,
    by_name: &mut HashMap<String, Resolver>,
    via_trait: usize,
    include_results: bool,
) {
    let b = &p.rules.bound;
    let source = if let Some(i) = b.seen_operand_types.iter().position(|s| *s) {
        TypeSource::Operand(i)
    } else if let Some(i) = b
        .seen_result_types
        .iter()
        .position(|s| *s)
        .filter(|_| include_results)
    {
        TypeSource::Result(i)
    } else {
        return;
    };
    let resolver = Resolver {
        source,
        transformer: None,
        via_trait,
    };
    for (i, o) in p.rules.sig.operands.iter().enumerate() {
        if !b.seen_operand_types[i] {
            by_name.insert(o.name.clone(), resolver.clone());
        }
    }
    if include_results {
        for (i, r) in p.rules.sig.results.iter().enumerate() {
            if !b.seen_result_types[i] {
                by_name.insert(r.name.clone(), resolver.clone());
            }
        }
    }
}

/// MLIR's `findSeenArg`: the operand, result or attribute of that name if
/// the format prints its type (or binds the attribute).
fn find_seen_arg(p: &OpParser<'_, '_>, name: &str) -> Option<TypeSource> {
    let sig = p.rules.sig;
    if let Some(i) = sig.operand_index(name) {
        return p.rules.bound.seen_operand_types[i].then_some(TypeSource::Operand(i));
    }
    if let Some(i) = sig.result_index(name) {
        return p.rules.bound.seen_result_types[i].then_some(TypeSource::Result(i));
    }
    if let Some(i) = sig.attribute_index(name) {
        return p
            .rules
            .bound
            .seen_attrs
            .contains(&i)
            .then_some(TypeSource::Attribute(i));
    }
    None
}

fn buildable(format: &mut AsmFormat, builder: &str) -> TypeResolution {
    let index = match format.buildable_types.iter().position(|b| b == builder) {
        Some(i) => i,
        None => {
            format.buildable_types.push(builder.to_string());
            format.buildable_types.len() - 1
        }
    };
    TypeResolution::Buildable {
        builder: builder.to_string(),
        index,
    }
}

fn inferred(r: &Resolver) -> TypeResolution {
    TypeResolution::Inferred {
        source: r.source,
        transformer: r.transformer.clone(),
        via_trait: r.via_trait,
    }
}

/// Resolve every result type (MLIR's `verifyResults`).
pub(super) fn verify_results(
    p: &mut OpParser<'_, '_>,
    loc: usize,
    resolvers: &Resolvers,
    format: &mut AsmFormat,
) -> PResult<()> {
    let sig = p.rules.sig;
    let n = sig.results.len();
    if p.rules.bound.all_result_types {
        format.result_types = vec![TypeResolution::Format; n];
        return Ok(());
    }
    if n > 0 && !p.rules.bound.seen_result_types.contains(&true) && resolvers.can_infer_result_types
    {
        format.infers_result_types = true;
        format.result_types = vec![TypeResolution::InferTypeOpInterface; n];
        return Ok(());
    }
    for (i, result) in sig.results.iter().enumerate() {
        let resolution = if p.rules.bound.seen_result_types[i] {
            TypeResolution::Format
        } else if let Some(r) = resolvers.by_name.get(&result.name) {
            inferred(r)
        } else {
            match &result.buildable_type {
                Some(builder) if !result.kind.is_variable_length() => buildable(format, builder),
                _ => {
                    let name = &result.name;
                    return p.error_note(
                        loc,
                        format!(
                            "type of result #{i}, named '{name}', is not buildable and a \
                             buildable type cannot be inferred"
                        ),
                        format!(
                            "suggest adding a type constraint to the operation or adding a \
                             'type(${name})' directive to the custom assembly format"
                        ),
                    );
                }
            }
        };
        format.result_types.push(resolution);
    }
    Ok(())
}

/// Check that every operand is bound and resolve every operand type (MLIR's
/// `verifyOperands`).
pub(super) fn verify_operands(
    p: &mut OpParser<'_, '_>,
    loc: usize,
    resolvers: &Resolvers,
    format: &mut AsmFormat,
) -> PResult<()> {
    let sig = p.rules.sig;
    for (i, operand) in sig.operands.iter().enumerate() {
        let name = &operand.name;
        if !p.rules.bound.all_operands && !p.rules.bound.seen_operands[i] {
            return p.error_note(
                loc,
                format!("operand #{i}, named '{name}', not found"),
                format!("suggest adding a '${name}' directive to the custom assembly format"),
            );
        }
        let resolution = if p.rules.bound.all_operand_types || p.rules.bound.seen_operand_types[i] {
            TypeResolution::Format
        } else if let Some(r) = resolvers.by_name.get(name) {
            inferred(r)
        } else {
            match &operand.buildable_type {
                Some(builder)
                    if !(p.rules.bound.all_operands && operand.kind.is_variable_length()) =>
                {
                    buildable(format, builder)
                }
                _ => {
                    return p.error_note(
                        loc,
                        format!(
                            "type of operand #{i}, named '{name}', is not buildable and a \
                             buildable type cannot be inferred"
                        ),
                        format!(
                            "suggest adding a type constraint to the operation or adding a \
                             'type(${name})' directive to the custom assembly format"
                        ),
                    );
                }
            }
        };
        format.operand_types.push(resolution);
    }
    Ok(())
}
