//! Lookups of the DWARF constants by name and by value, as LLVM's
//! `llvm::dwarf::get*` and `*String` functions make them. The constants
//! themselves are enums generated from `defs/llvm/Dwarf.td`
//! ([`DwarfTag`](super::DwarfTag), [`DwarfEncoding`](super::DwarfEncoding),
//! [`DwarfLanguage`](super::DwarfLanguage),
//! [`DwarfCallingConvention`](super::DwarfCallingConvention),
//! [`DwarfOperation`](super::DwarfOperation)); each one's `SPEC` is the
//! table these read.

use crate::op_support::EnumSpec;

/// The value of the constant named `name` in `table`.
pub fn value_of(table: &EnumSpec, name: &str) -> Option<u32> {
    table
        .symbolize(name)
        .and_then(|value| u32::try_from(value).ok())
}

/// The name of `value` in `table`.
pub fn name_of(table: &EnumSpec, value: u32) -> Option<&'static str> {
    table
        .cases
        .iter()
        .find(|case| case.value == i64::from(value))
        .map(|case| case.name)
}
