//! Enums (`I32EnumAttr`, `I64EnumAttr`, bit enums) with their cases, and
//! the dialect attributes that wrap an enum (`EnumAttr`:
//! `#arith.fastmath<fast>`).

use std::collections::BTreeSet;

use crate::records::RecordRef;

use super::place::Place;
use super::reader::Reader;

/// One case of an enum.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EnumCase {
    /// The Rust symbol (`AlwaysFalse`, `eq`).
    pub symbol: String,
    /// The keyword it prints as (`false`, `eq`).
    pub text: String,
    /// Its value (for a bit enum: its bits).
    pub value: i64,
    /// A bit-enum group of other cases (`fast`).
    pub is_group: bool,
}

/// An enum stored as an integer attribute.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EnumDef {
    /// The record's name (`Arith_CmpIPredicateAttr`).
    pub def_name: String,
    /// The Rust type (`CmpIPredicate`).
    pub class_name: String,
    /// The summary (the attribute constraint's).
    pub summary: String,
    /// The cases, in declaration order.
    pub cases: Vec<EnumCase>,
    /// The width of the integer attribute (32 or 64).
    pub bitwidth: u32,
    /// A bit enum.
    pub is_bit_enum: bool,
    /// How a bit enum's cases print together.
    pub separator: String,
    /// A bit enum prints a group instead of its member bits.
    pub print_bit_enum_primary_groups: bool,
    /// Where it is defined.
    pub place: Place,
}

impl EnumDef {
    /// The bits any case covers (bit enums).
    pub fn valid_bits(&self) -> u64 {
        self.cases.iter().fold(0, |acc, c| acc | c.value as u64)
    }
}

/// An enum wrapped in a dialect attribute (`EnumAttr<Dialect, enum,
/// "mnemonic">`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EnumAttrDef {
    /// The record's name (`Arith_FastMathAttr`).
    pub def_name: String,
    /// The namespace of the dialect.
    pub dialect: String,
    /// The mnemonic (`fastmath`).
    pub mnemonic: String,
    /// The enum's Rust type (`FastMathFlags`).
    pub enum_class: String,
    /// The summary.
    pub summary: String,
    /// Written as an `AttrDef` parameter of the enum's type (a keyword or a
    /// string) rather than as an `EnumAttr`'s keywords.
    pub enum_type_parameter: bool,
    /// The parameter's name (`value`).
    pub parameter_name: String,
    /// The parameter's type as parse errors name it.
    pub parameter_type: String,
    /// Where it is defined.
    pub place: Place,
}

impl EnumAttrDef {
    /// The Rust type of the attribute (`FastMathFlagsAttr`, as MLIR names
    /// it).
    pub fn rust_name(&self) -> String {
        format!("{}Attr", self.enum_class)
    }
}

/// Whether `name` can be a Rust identifier (an enum case symbol).
pub fn is_rust_identifier(name: &str) -> bool {
    let mut bytes = name.bytes();
    matches!(bytes.next(), Some(b) if b == b'_' || b.is_ascii_alphabetic())
        && bytes.all(|b| b == b'_' || b.is_ascii_alphanumeric())
        && name != "_"
}

impl<'r> Reader<'r> {
    /// An `EnumAttrInfo` record.
    pub fn enum_def(&mut self, record: RecordRef<'r>) -> EnumDef {
        let class_name = self.string(record, "className");
        if !is_rust_identifier(&class_name) {
            self.error(
                record.span(),
                format!("enum class name \"{class_name}\" is not a Rust identifier"),
            );
        }
        let bitwidth = self.int(record, "bitwidth");
        let is_bit_enum = self.bit(record, "isBitEnum");
        let mut cases = Vec::new();
        let mut symbols = BTreeSet::new();
        let mut texts = BTreeSet::new();
        for case in self.defs(record, "enumerants") {
            let symbol = self.string(case, "symbol");
            let text = self.string(case, "str");
            let value = self.int(case, "value");
            if !is_rust_identifier(&symbol) {
                self.error(
                    case.span(),
                    format!("enum case symbol \"{symbol}\" is not a Rust identifier"),
                );
            }
            if !symbols.insert(symbol.clone()) {
                self.error(
                    case.span(),
                    format!("enum `{class_name}` has two cases named `{symbol}`"),
                );
            }
            if !texts.insert(text.clone()) {
                self.error(
                    case.span(),
                    format!("enum `{class_name}` has two cases printed as \"{text}\""),
                );
            }
            if !is_bit_enum && cases.iter().any(|c: &EnumCase| c.value == value) {
                self.error(
                    case.span(),
                    format!("enum `{class_name}` has two cases of value {value}"),
                );
            }
            let is_group = case.is_subclass_of("BitEnumAttrCaseGroup");
            cases.push(EnumCase {
                symbol,
                text,
                value,
                is_group,
            });
        }
        if bitwidth != 32 && bitwidth != 64 {
            self.error(
                record.span(),
                format!("enum `{class_name}` has width {bitwidth}; only 32 and 64 are supported"),
            );
        }
        EnumDef {
            def_name: record.name().to_string(),
            summary: self.string(record, "summary"),
            cases,
            bitwidth: if bitwidth == 32 { 32 } else { 64 },
            is_bit_enum,
            separator: self.string(record, "separator"),
            print_bit_enum_primary_groups: self.bit(record, "printBitEnumPrimaryGroups"),
            place: self.place(record),
            class_name,
        }
    }

    /// An `EnumAttr` record.
    pub fn enum_attr_def(&mut self, record: RecordRef<'r>) -> EnumAttrDef {
        let dialect = self
            .def(record, "dialect")
            .map(|d| self.string(d, "name"))
            .unwrap_or_default();
        let enum_class = self
            .def(record, "enum")
            .map(|e| self.string(e, "className"))
            .unwrap_or_default();
        let mnemonic = self.string(record, "mnemonic");
        let parameter_name = self.string(record, "parameterName");
        let format = self.string(record, "assemblyFormat");
        let normalized: String = format.split_whitespace().collect::<Vec<_>>().join(" ");
        let expected = format!("`<` ${parameter_name} `>`");
        if normalized != expected {
            self.error(
                record.span(),
                format!(
                    "the assembly format of an enum attribute must be \"{expected}\", \
                     not \"{format}\""
                ),
            );
        }
        EnumAttrDef {
            def_name: record.name().to_string(),
            dialect,
            mnemonic,
            enum_class,
            summary: self.string(record, "summary"),
            enum_type_parameter: self.bit(record, "enumTypeParameter"),
            parameter_name,
            parameter_type: self.string(record, "parameterType"),
            place: self.place(record),
        }
    }
}
