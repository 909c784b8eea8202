//! The DWARF constants of `defs/llvm/Dwarf.td` checked against their source
//! of truth, LLVM 19's `llvm/BinaryFormat/Dwarf.def` (and the
//! `DW_OP_LLVM_*` enumerators that `Dwarf.h` adds): every table has LLVM's
//! names and values, in LLVM's order.

use dialectic::dialects::llvm::{
    DwarfCallingConvention, DwarfEncoding, DwarfLanguage, DwarfOperation, DwarfTag,
};
use dialectic::ods::EnumSpec;

const BINARY_FORMAT: &str = "/usr/lib/llvm-19/include/llvm/BinaryFormat";

/// A header of LLVM's `BinaryFormat`.
fn header(name: &str) -> String {
    let path = format!("{BINARY_FORMAT}/{name}");
    std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{path}: {e} (llvm-19-dev provides it; scripts/setup.sh)"))
}

/// The `(DW_<prefix>_NAME, value)` of every `HANDLE_<macro>(ID, NAME, ...)`
/// line of `Dwarf.def`, in order.
fn handled(def: &str, macro_name: &str, prefix: &str) -> Vec<(String, i64)> {
    let start = format!("{macro_name}(");
    def.lines()
        .filter_map(|line| line.strip_prefix(&start))
        .map(|args| {
            let mut fields = args.split(',').map(str::trim);
            let id = fields.next().expect("an id");
            let name = fields.next().expect("a name").trim_end_matches(')');
            let value = i64::from_str_radix(id.trim_start_matches("0x"), 16).expect("a hex id");
            (format!("DW_{prefix}_{name}"), value)
        })
        .collect()
}

/// The `DW_OP_LLVM_name = 0x...,` enumerators of `Dwarf.h`, in order.
fn llvm_operations(h: &str) -> Vec<(String, i64)> {
    h.lines()
        .filter_map(|line| {
            let (name, rest) = line.trim().split_once(" = ")?;
            if !name.starts_with("DW_OP_LLVM_") {
                return None;
            }
            let hex = rest.split(',').next()?.strip_prefix("0x")?;
            Some((name.to_string(), i64::from_str_radix(hex, 16).ok()?))
        })
        .collect()
}

/// The cases of a generated enum as `(name, value)`.
fn cases(spec: &EnumSpec) -> Vec<(String, i64)> {
    spec.cases
        .iter()
        .map(|c| (c.name.to_string(), c.value))
        .collect()
}

#[test]
fn dwarf_enums_are_llvm_19s_tables() {
    let def = header("Dwarf.def");
    let mut operations = handled(&def, "HANDLE_DW_OP", "OP");
    operations.extend(llvm_operations(&header("Dwarf.h")));
    for (spec, expected) in [
        (&DwarfTag::SPEC, handled(&def, "HANDLE_DW_TAG", "TAG")),
        (&DwarfEncoding::SPEC, handled(&def, "HANDLE_DW_ATE", "ATE")),
        (
            &DwarfLanguage::SPEC,
            handled(&def, "HANDLE_DW_LANG", "LANG"),
        ),
        (
            &DwarfCallingConvention::SPEC,
            handled(&def, "HANDLE_DW_CC", "CC"),
        ),
        (&DwarfOperation::SPEC, operations),
    ] {
        assert!(!expected.is_empty(), "no {} constants read", spec.name);
        assert_eq!(
            cases(spec),
            expected,
            "{} differs from LLVM 19's table",
            spec.name
        );
    }
}
