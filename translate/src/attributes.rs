//! LLVM attributes of functions, parameters and results, as MLIR 19 sets
//! them from an `llvm.func`:
//!
//! * `passthrough` entries (`"name"` or `["name", "value"]`): an LLVM
//!   attribute when LLVM knows the name (an integer one needs an integer
//!   value, the others none), else a string attribute `"name"="value"`;
//! * argument and result dictionaries: the parameter attributes MLIR's
//!   `llvm` dialect names (`llvm.noundef`, `llvm.align = 8`,
//!   `llvm.byval = i32`, ...), other entries are left alone;
//! * `memory = #llvm.memory_effects<...>` as `memory(...)`.

use crate::llvm;
use crate::llvm::AnyValue;
use dialectic::{AttrKind, Attribute, OpId};

use crate::dialect_attrs::{param, param_int, params_of};
use crate::error::{TranslateError, TranslateResult};
use crate::module_translation::ModuleTranslation;

/// The LLVM attribute index of the function itself.
pub const FUNCTION_INDEX: u32 = u32::MAX;

/// The LLVM attribute index of the result.
pub const RETURN_INDEX: u32 = 0;

/// The parameter attributes MLIR translates, by their name in an
/// argument or result dictionary (without `llvm.`), which is LLVM's name.
const PARAMETER_ATTRIBUTES: &[&str] = &[
    "align",
    "allocalign",
    "allocptr",
    "byval",
    "byref",
    "noundef",
    "dereferenceable",
    "dereferenceable_or_null",
    "inalloca",
    "inreg",
    "nest",
    "noalias",
    "nocapture",
    "nofree",
    "nonnull",
    "preallocated",
    "readonly",
    "readnone",
    "returned",
    "signext",
    "alignstack",
    "sret",
    "writeonly",
    "zeroext",
];

/// LLVM attributes that carry an integer.
const INTEGER_ATTRIBUTES: &[&str] = &[
    "align",
    "allockind",
    "allocsize",
    "dereferenceable",
    "dereferenceable_or_null",
    "memory",
    "nofpclass",
    "alignstack",
    "uwtable",
    "vscale_range",
];

/// LLVM attributes that carry a type or a range, which a passthrough
/// entry cannot give.
const TYPE_OR_RANGE_ATTRIBUTES: &[&str] = &[
    "byval",
    "byref",
    "elementtype",
    "inalloca",
    "preallocated",
    "sret",
    "range",
];

/// LLVM's kind ID of attribute `name` (0 when LLVM does not know it).
pub fn kind_of(name: &str) -> u32 {
    llvm::get_enum_attribute_kind_for_name(name)
}

/// Adds the LLVM attribute `name` (with integer `value`) at `index`.
pub fn add_enum_attribute<'a>(
    t: &ModuleTranslation<'a>,
    function: AnyValue<'a>,
    index: u32,
    name: &str,
    value: u64,
) {
    let attribute = llvm::create_enum_attribute(t.llvm_context(), kind_of(name), value);
    llvm::add_attribute_at_index(function, index, attribute);
}

/// Adds the string attribute `"key"="value"` at `index`.
pub fn add_string_attribute<'a>(
    t: &ModuleTranslation<'a>,
    function: AnyValue<'a>,
    index: u32,
    key: &str,
    value: &str,
) {
    let attribute = llvm::create_string_attribute(t.llvm_context(), key, value);
    llvm::add_attribute_at_index(function, index, attribute);
}

/// A function attribute from `passthrough` (MLIR's
/// `checkedAddLLVMFnAttribute`); errors are about `op`.
fn add_passthrough_attribute<'a>(
    t: &ModuleTranslation<'a>,
    op: OpId,
    function: AnyValue<'a>,
    key: &str,
    value: &str,
) -> TranslateResult<()> {
    if kind_of(key) == 0 {
        add_string_attribute(t, function, FUNCTION_INDEX, key, value);
        return Ok(());
    }
    if INTEGER_ATTRIBUTES.contains(&key) {
        if value.is_empty() {
            return Err(TranslateError::at(
                op,
                format!("LLVM attribute '{key}' expects a value"),
            ));
        }
        match parse_integer(value) {
            Some(v) => add_enum_attribute(t, function, FUNCTION_INDEX, key, v as u64),
            None => add_string_attribute(t, function, FUNCTION_INDEX, key, value),
        }
        return Ok(());
    }
    if !value.is_empty() {
        return Err(TranslateError::at(
            op,
            format!("LLVM attribute '{key}' does not expect a value, found '{value}'"),
        ));
    }
    if TYPE_OR_RANGE_ATTRIBUTES.contains(&key) {
        return Err(TranslateError::at(
            op,
            format!("LLVM attribute '{key}' cannot be given in 'passthrough'"),
        ));
    }
    add_enum_attribute(t, function, FUNCTION_INDEX, key, 0);
    Ok(())
}

/// An integer as LLVM's `getAsInteger` with radix 0 reads it: decimal,
/// `0x` hexadecimal, `0b` binary, `0o` or leading-`0` octal, optionally
/// negative.
fn parse_integer(text: &str) -> Option<i64> {
    let (negative, digits) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    let lower = digits.to_ascii_lowercase();
    let (radix, body) = if let Some(rest) = lower.strip_prefix("0x") {
        (16, rest.to_string())
    } else if let Some(rest) = lower.strip_prefix("0b") {
        (2, rest.to_string())
    } else if let Some(rest) = lower.strip_prefix("0o") {
        (8, rest.to_string())
    } else if lower.len() > 1 && lower.starts_with('0') {
        (8, lower[1..].to_string())
    } else {
        (10, lower)
    };
    if body.is_empty() || body.starts_with(['+', '-']) {
        return None;
    }
    let magnitude = u64::from_str_radix(&body, radix).ok()?;
    if negative {
        0i64.checked_sub_unsigned(magnitude)
    } else {
        i64::try_from(magnitude).ok()
    }
}

/// The `passthrough` attribute of `op`: function attributes by name.
pub fn add_passthrough<'a>(
    t: &ModuleTranslation<'a>,
    op: OpId,
    function: AnyValue<'a>,
    passthrough: Attribute,
) -> TranslateResult<()> {
    let AttrKind::Array(entries) = t.ctx.attr_kind(passthrough) else {
        return Err(TranslateError::at(
            op,
            "expected 'passthrough' to contain string or array attributes",
        ));
    };
    for &entry in entries {
        match t.ctx.attr_kind(entry) {
            AttrKind::String { value, .. } => {
                add_passthrough_attribute(t, op, function, &String::from_utf8_lossy(value), "")?
            }
            AttrKind::Array(pair) if pair.len() == 2 => {
                let (AttrKind::String { value: key, .. }, AttrKind::String { value, .. }) =
                    (t.ctx.attr_kind(pair[0]), t.ctx.attr_kind(pair[1]))
                else {
                    return Err(TranslateError::at(
                        op,
                        "expected arrays within 'passthrough' to contain two strings",
                    ));
                };
                add_passthrough_attribute(
                    t,
                    op,
                    function,
                    &String::from_utf8_lossy(key),
                    &String::from_utf8_lossy(value),
                )?
            }
            _ => {
                return Err(TranslateError::at(
                    op,
                    "expected 'passthrough' to contain string or array attributes",
                ));
            }
        }
    }
    Ok(())
}

/// The parameter attributes of an argument or result dictionary at
/// `index` of `function` (or of a call: the indices are the same).
pub fn add_attributes_from_dict<'a>(
    t: &mut ModuleTranslation<'a>,
    op: OpId,
    function: AnyValue<'a>,
    index: u32,
    dict: Attribute,
) -> TranslateResult<()> {
    for &(key, value) in t.ctx.dictionary_entries(dict).to_vec().iter() {
        let key = t.ctx.ident_str(key).to_string();
        let Some(name) = key.strip_prefix("llvm.") else {
            continue;
        };
        if !PARAMETER_ATTRIBUTES.contains(&name) {
            continue;
        }
        let kind = kind_of(name);
        let attribute = match t.ctx.attr_kind(value).clone() {
            AttrKind::Unit => llvm::create_enum_attribute(t.llvm_context(), kind, 0),
            AttrKind::Integer { value, .. } => llvm::create_enum_attribute(
                t.llvm_context(),
                kind,
                value.to_i128().unwrap_or(0) as u64,
            ),
            AttrKind::Type(ty) => {
                let ty = t.llvm_type(op, ty)?;
                llvm::create_type_attribute(t.llvm_context(), kind, ty)
            }
            _ => continue,
        };
        llvm::add_attribute_at_index(function, index, attribute);
    }
    Ok(())
}

/// `#llvm.memory_effects<other, argMem, inaccessibleMem>` as the value of
/// LLVM's `memory` attribute (two mod/ref bits per location: argument
/// memory, inaccessible memory, other memory).
pub fn memory_effects_value(t: &ModuleTranslation<'_>, attr: Attribute) -> Option<u64> {
    let params = params_of(t.ctx, attr, "llvm", "memory_effects")?;
    let bits = |i| (param_int(t.ctx, param(&params, i)).unwrap_or(0) as u64) & 3;
    let (other, arg, inaccessible) = (bits(0), bits(1), bits(2));
    Some(arg | (inaccessible << 2) | (other << 4))
}
