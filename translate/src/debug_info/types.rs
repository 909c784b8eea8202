//! Debug info types: basic, composite (distinct for classes, structures,
//! unions and enumerations, as MLIR makes them), derived, string and
//! subroutine types, and the subranges of array types.

use crate::llvm;
use crate::llvm::Metadata;
use dialectic::dialects::llvm::DwarfTag;
use dialectic::{AttrKind, OpId};

use super::nodes::{translate_node, translate_optional};
use super::params::DiParams;
use super::variables::optional_expression;
use crate::error::TranslateResult;
use crate::metadata::nodes as md;
use crate::module_translation::ModuleTranslation;

/// `#llvm.di_basic_type<tag, name, sizeInBits, encoding>`.
pub fn basic_type<'a>(t: &mut ModuleTranslation<'a>, p: &DiParams<'_>) -> Metadata<'a> {
    let name = p.bytes(1);
    llvm::debug_info_nodes::di_basic_type(
        t.llvm_context(),
        p.int(0) as u32,
        name.as_ref(),
        p.int(2),
        p.int(3) as u32,
    )
}

/// `#llvm.di_composite_type<tag, recId, name, file, line, scope, baseType,
/// flags, sizeInBits, alignInBits, elements, dataLocation, rank,
/// allocated, associated>` (without handling `recId`).
pub fn composite_type<'a>(
    t: &mut ModuleTranslation<'a>,
    op: OpId,
    p: &DiParams<'_>,
) -> TranslateResult<Metadata<'a>> {
    let tag = p.int(0);
    let distinct = matches!(
        i32::try_from(tag).ok().and_then(DwarfTag::from_bits),
        Some(
            DwarfTag::DW_TAG_class_type
                | DwarfTag::DW_TAG_enumeration_type
                | DwarfTag::DW_TAG_structure_type
                | DwarfTag::DW_TAG_union_type
        )
    );
    let name = p.bytes(2);
    let file = translate_optional(t, op, p.attr(3))?;
    let scope = translate_optional(t, op, p.attr(5))?;
    let base_type = translate_optional(t, op, p.attr(6))?;
    let mut elements = Vec::new();
    for element in p.attrs(10) {
        elements.push(translate_node(t, op, element)?);
    }
    let elements = md::tuple(t.llvm_context(), &elements);
    let data_location = optional_expression(t, op, p.attr(11))?;
    let rank = optional_expression(t, op, p.attr(12))?;
    let allocated = optional_expression(t, op, p.attr(13))?;
    let associated = optional_expression(t, op, p.attr(14))?;
    Ok({
        llvm::debug_info_nodes::di_composite_type(
            t.llvm_context(),
            distinct as i32,
            tag as u32,
            name.as_ref(),
            file,
            p.int(4) as u32,
            scope,
            base_type,
            p.int(8),
            p.int(9) as u32,
            p.int(7) as u32,
            elements,
            data_location,
            associated,
            allocated,
            rank,
        )
    })
}

/// `#llvm.di_derived_type<tag, name, baseType, sizeInBits, alignInBits,
/// offsetInBits, dwarfAddressSpace, extraData>`.
pub fn derived_type<'a>(
    t: &mut ModuleTranslation<'a>,
    op: OpId,
    p: &DiParams<'_>,
) -> TranslateResult<Metadata<'a>> {
    let name = p.bytes(1);
    let base_type = translate_optional(t, op, p.attr(2))?;
    let extra_data = translate_optional(t, op, p.attr(7))?;
    let address_space = p.opt_int(6);
    Ok({
        llvm::debug_info_nodes::di_derived_type(
            t.llvm_context(),
            p.int(0) as u32,
            name.as_ref(),
            base_type,
            p.int(3),
            p.int(4) as u32,
            p.int(5),
            address_space.is_some() as i32,
            address_space.unwrap_or(0) as u32,
            extra_data,
        )
    })
}

/// `#llvm.di_string_type<tag, name, sizeInBits, alignInBits, stringLength,
/// stringLengthExp, stringLocationExp, encoding>`.
pub fn string_type<'a>(
    t: &mut ModuleTranslation<'a>,
    op: OpId,
    p: &DiParams<'_>,
) -> TranslateResult<Metadata<'a>> {
    let name = p.bytes(1);
    let length = translate_optional(t, op, p.attr(4))?;
    let length_exp = optional_expression(t, op, p.attr(5))?;
    let location_exp = optional_expression(t, op, p.attr(6))?;
    Ok({
        llvm::debug_info_nodes::di_string_type(
            t.llvm_context(),
            p.int(0) as u32,
            name.as_ref(),
            length,
            length_exp,
            location_exp,
            p.int(2),
            p.int(3) as u32,
            p.int(7) as u32,
        )
    })
}

/// `#llvm.di_subroutine_type<callingConvention, types>`: the result type
/// (null for `#llvm.di_null_type`), then the argument types.
pub fn subroutine_type<'a>(
    t: &mut ModuleTranslation<'a>,
    op: OpId,
    p: &DiParams<'_>,
) -> TranslateResult<Metadata<'a>> {
    let mut types = Vec::new();
    for ty in p.attrs(1) {
        types.push(translate_node(t, op, ty)?);
    }
    let types = md::tuple(t.llvm_context(), &types);
    Ok(llvm::debug_info_nodes::di_subroutine_type(
        t.llvm_context(),
        p.int(0) as u32,
        types,
    ))
}

/// `#llvm.di_subrange<count, lowerBound, upperBound, stride>`: each an
/// integer, an expression or a variable.
pub fn subrange<'a>(
    t: &mut ModuleTranslation<'a>,
    op: OpId,
    p: &DiParams<'_>,
) -> TranslateResult<Metadata<'a>> {
    let mut bounds = [Metadata::null(); 4];
    for (index, bound) in bounds.iter_mut().enumerate() {
        let Some(attr) = p.attr(index) else {
            continue;
        };
        *bound = match t.ctx.attr_kind(attr) {
            AttrKind::Integer { value, .. } => {
                let value = value.to_i128().unwrap_or(0) as i64;
                llvm::value_as_metadata(llvm::const_int(
                    llvm::int64_type_in_context(t.llvm_context()),
                    value as u64,
                    1,
                ))
            }
            _ => match DiParams::of(t.ctx, attr).map(|p| p.mnemonic) {
                Some(m) if m == "di_expression" => optional_expression(t, op, Some(attr))?,
                Some(m) if m == "di_local_variable" || m == "di_global_variable" => {
                    translate_node(t, op, attr)?
                }
                _ => Metadata::null(),
            },
        };
    }
    Ok({
        llvm::debug_info_nodes::di_subrange(
            t.llvm_context(),
            bounds[0],
            bounds[1],
            bounds[2],
            bounds[3],
        )
    })
}
