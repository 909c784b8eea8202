//! One-to-one conversions (`OneToOneConversion<"arith.addi", "llvm.add",
//! OverflowFlags>` of `defs/ConversionBase.td`): the source and target op
//! names and the rule carrying attributes over, checked where they are
//! written: op names are `dialect.op`, a rule is one the Rust side
//! implements, and no op is converted twice.

use crate::records::RecordRef;

use super::place::Place;
use super::reader::Reader;

/// The attribute rules the Rust side implements, by `.td` name.
pub const ATTR_RULES: &[&str] = &[
    "none",
    "overflow",
    "fastmath",
    "predicate",
    "fastmath_predicate",
    "branch",
];

/// A one-to-one conversion.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConversionDef {
    /// The op converted (`arith.addi`).
    pub source: String,
    /// The op it becomes (`llvm.add`).
    pub target: String,
    /// The attribute rule's name (`overflow`).
    pub rule: String,
    /// Where it is defined.
    pub place: Place,
}

/// Whether `name` is an op name: a dialect namespace, a dot, the op's
/// name, each a word of letters, digits and `_` (the op's may hold dots).
fn is_op_name(name: &str) -> bool {
    let word = |w: &str| {
        !w.is_empty()
            && w.chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.')
    };
    match name.split_once('.') {
        Some((dialect, op)) => word(dialect) && !dialect.contains('.') && word(op),
        None => false,
    }
}

impl<'r> Reader<'r> {
    /// The conversion of `record`.
    pub fn conversion_def(&mut self, record: RecordRef<'r>) -> ConversionDef {
        let place = self.place(record);
        let source = self.string(record, "sourceOp");
        let target = self.string(record, "targetOp");
        for (what, name) in [("source", &source), ("target", &target)] {
            if !is_op_name(name) {
                let message = format!("the {what} op `{name}` is not an op name (`dialect.op`)");
                self.error(place.span, message);
            }
        }
        if source == target && !source.is_empty() {
            let message = format!("`{source}` is converted to itself");
            self.error(place.span, message);
        }
        let rule = self
            .def(record, "attrRule")
            .map(|r| self.string(r, "name"))
            .unwrap_or_default();
        if !ATTR_RULES.contains(&rule.as_str()) {
            let message = format!(
                "no attribute rule is named `{rule}` (the rules: {})",
                ATTR_RULES.join(", ")
            );
            self.error(place.span, message);
        }
        ConversionDef {
            source,
            target,
            rule,
            place,
        }
    }
}

/// Checks that no op is converted twice.
pub fn check_conversions(reader: &mut Reader<'_>, conversions: &[ConversionDef]) {
    for (i, conversion) in conversions.iter().enumerate() {
        if let Some(first) = conversions[..i]
            .iter()
            .find(|c| c.source == conversion.source)
        {
            let message = format!(
                "`{}` is converted twice (first at {})",
                conversion.source, first.place
            );
            reader.error(conversion.place.span, message);
        }
    }
}
