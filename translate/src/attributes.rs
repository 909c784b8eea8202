//! LLVM attributes of functions, parameters and results from the
//! attributes of `llvm.func`: `passthrough` entries (`"name"` or
//! `["name", "value"]`), and argument/result dictionaries (`llvm.noundef`,
//! `llvm.align = 8`, `llvm.byval = i32`...) by the LLVM attribute's name.

use dialectic::{AttrKind, Attribute, OpId};
use inkwell::llvm_sys::core::*;
use inkwell::llvm_sys::prelude::LLVMValueRef;

use crate::error::{TranslateError, TranslateResult};
use crate::function_translation::FUNCTION_INDEX;
use crate::module_translation::ModuleTranslation;

/// Adds attribute `name` at `index` of `function`: an enum attribute when
/// LLVM knows the name and no value is given (or an integer value), else a
/// string attribute `"name"="value"`.
pub fn add_function_attribute(
    t: &ModuleTranslation<'_>,
    function: LLVMValueRef,
    index: u32,
    name: &str,
    value: Option<&str>,
) {
    // SAFETY: `function` is a function of the module; names are copied.
    unsafe {
        let kind = LLVMGetEnumAttributeKindForName(name.as_ptr().cast(), name.len());
        let attribute = match value {
            None if kind != 0 => LLVMCreateEnumAttribute(t.llvm_context(), kind, 0),
            Some(v) if kind != 0 && v.parse::<u64>().is_ok() => {
                LLVMCreateEnumAttribute(t.llvm_context(), kind, v.parse::<u64>().unwrap_or(0))
            }
            _ => {
                let v = value.unwrap_or("");
                LLVMCreateStringAttribute(
                    t.llvm_context(),
                    name.as_ptr().cast(),
                    name.len() as u32,
                    v.as_ptr().cast(),
                    v.len() as u32,
                )
            }
        };
        LLVMAddAttributeAtIndex(function, index, attribute);
    }
}

/// The `passthrough` attribute of `op`: function attributes by name.
pub fn add_passthrough(
    t: &ModuleTranslation<'_>,
    op: OpId,
    function: LLVMValueRef,
    passthrough: Attribute,
) -> TranslateResult<()> {
    let AttrKind::Array(entries) = t.ctx.attr_kind(passthrough) else {
        return Err(TranslateError::at(
            op,
            "expected 'passthrough' to be an array attribute",
        ));
    };
    for &entry in entries {
        match t.ctx.attr_kind(entry) {
            AttrKind::String { value, .. } => add_function_attribute(
                t,
                function,
                FUNCTION_INDEX,
                &String::from_utf8_lossy(value),
                None,
            ),
            AttrKind::Array(pair) if pair.len() == 2 => {
                let (AttrKind::String { value: key, .. }, AttrKind::String { value, .. }) =
                    (t.ctx.attr_kind(pair[0]), t.ctx.attr_kind(pair[1]))
                else {
                    return Err(TranslateError::at(
                        op,
                        "expected 'passthrough' to contain string pairs",
                    ));
                };
                let value = String::from_utf8_lossy(value);
                add_function_attribute(
                    t,
                    function,
                    FUNCTION_INDEX,
                    &String::from_utf8_lossy(key),
                    Some(&value),
                )
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

/// The `llvm.*` entries of an argument or result attribute dictionary as
/// attributes at `index` of `function` (call sites use the same indices).
pub fn add_attributes_from_dict(
    t: &mut ModuleTranslation<'_>,
    op: OpId,
    function: LLVMValueRef,
    index: u32,
    dict: Attribute,
) -> TranslateResult<()> {
    for &(key, value) in t.ctx.dictionary_entries(dict).to_vec().iter() {
        let key = t.ctx.ident_str(key).to_string();
        let Some(name) = key.strip_prefix("llvm.") else {
            continue;
        };
        // SAFETY: the names are valid for the call; `function` is live.
        let kind = unsafe { LLVMGetEnumAttributeKindForName(name.as_ptr().cast(), name.len()) };
        if kind == 0 {
            continue;
        }
        let attribute = match t.ctx.attr_kind(value).clone() {
            AttrKind::Unit => unsafe { LLVMCreateEnumAttribute(t.llvm_context(), kind, 0) },
            AttrKind::Integer { value, .. } => {
                let v = value.to_u64().unwrap_or(0);
                // `align` is stored as the value; LLVM's C API takes it as is.
                unsafe { LLVMCreateEnumAttribute(t.llvm_context(), kind, v) }
            }
            AttrKind::Type(ty) => {
                let ty = t.llvm_type(op, ty)?;
                unsafe { LLVMCreateTypeAttribute(t.llvm_context(), kind, ty) }
            }
            _ => continue,
        };
        // SAFETY: as above.
        unsafe { LLVMAddAttributeAtIndex(function, index, attribute) };
    }
    Ok(())
}
