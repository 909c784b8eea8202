//! Debug info scopes: compile units (through a DIBuilder, which lists them
//! in `!llvm.dbg.cu`), files, subprograms (distinct when they are
//! definitions), lexical blocks and lexical block files (distinct),
//! modules and namespaces.

use crate::llvm;
use crate::llvm::Metadata;
use dialectic::OpId;

use super::nodes::{translate_node, translate_optional};
use super::params::DiParams;
use crate::error::{TranslateError, TranslateResult};
use crate::module_translation::ModuleTranslation;

/// `DISPFlagDefinition`.
const SP_FLAG_DEFINITION: u64 = 8;

/// `#llvm.di_compile_unit<id, sourceLanguage, file, producer, isOptimized,
/// emissionKind, nameTableKind>`.
pub fn compile_unit<'a>(
    t: &mut ModuleTranslation<'a>,
    op: OpId,
    p: &DiParams<'_>,
) -> TranslateResult<Metadata<'a>> {
    let file = p
        .attr(2)
        .filter(|&f| DiParams::of(t.ctx, f).is_some_and(|f| f.mnemonic == "di_file"))
        .ok_or_else(|| {
            TranslateError::at(op, "a 'di_compile_unit' whose file is not a 'di_file'")
        })?;
    let file = translate_node(t, op, file)?;
    let producer = p.bytes(3);
    Ok({
        llvm::debug_info_nodes::di_compile_unit(
            t.llvm_module(),
            p.int(1) as u32,
            file,
            producer.as_ref(),
            p.flag(4) as i32,
            p.int(5) as u32,
            p.int(6) as u32,
        )
    })
}

/// `#llvm.di_file<name in directory>`.
pub fn file<'a>(t: &mut ModuleTranslation<'a>, p: &DiParams<'_>) -> Metadata<'a> {
    let (name, directory) = (p.bytes(0), p.bytes(1));
    let builder = super::builder(t);
    llvm::di_builder_create_file(builder, &name, &directory)
}

/// `#llvm.di_subprogram<id, compileUnit, scope, name, linkageName, file,
/// line, scopeLine, subprogramFlags, type>`.
pub fn subprogram<'a>(
    t: &mut ModuleTranslation<'a>,
    op: OpId,
    p: &DiParams<'_>,
) -> TranslateResult<Metadata<'a>> {
    let unit = translate_optional(t, op, p.attr(1))?;
    let scope = translate_optional(t, op, p.attr(2))?;
    let file = translate_optional(t, op, p.attr(5))?;
    let ty = translate_optional(t, op, p.attr(9))?;
    let (name, linkage_name) = (p.bytes(3), p.bytes(4));
    let flags = p.int(8);
    Ok({
        llvm::debug_info_nodes::di_subprogram(
            t.llvm_context(),
            (flags & SP_FLAG_DEFINITION != 0) as i32,
            scope,
            name.as_ref(),
            linkage_name.as_ref(),
            file,
            p.int(6) as u32,
            ty,
            p.int(7) as u32,
            flags as u32,
            unit,
        )
    })
}

/// `#llvm.di_lexical_block<scope, file, line, column>`.
pub fn lexical_block<'a>(
    t: &mut ModuleTranslation<'a>,
    op: OpId,
    p: &DiParams<'_>,
) -> TranslateResult<Metadata<'a>> {
    let scope = translate_optional(t, op, p.attr(0))?;
    let file = translate_optional(t, op, p.attr(1))?;
    let builder = super::builder(t);
    Ok({
        llvm::di_builder_create_lexical_block(
            builder,
            scope,
            file,
            p.int(2) as u32,
            p.int(3) as u32,
        )
    })
}

/// `#llvm.di_lexical_block_file<scope, file, discriminator>`.
pub fn lexical_block_file<'a>(
    t: &mut ModuleTranslation<'a>,
    op: OpId,
    p: &DiParams<'_>,
) -> TranslateResult<Metadata<'a>> {
    let scope = translate_optional(t, op, p.attr(0))?;
    let file = translate_optional(t, op, p.attr(1))?;
    Ok({
        llvm::debug_info_nodes::di_lexical_block_file(
            t.llvm_context(),
            scope,
            file,
            p.int(2) as u32,
        )
    })
}

/// `#llvm.di_module<file, scope, name, configMacros, includePath,
/// apinotes, line, isDecl>`.
pub fn module<'a>(
    t: &mut ModuleTranslation<'a>,
    op: OpId,
    p: &DiParams<'_>,
) -> TranslateResult<Metadata<'a>> {
    let file = translate_optional(t, op, p.attr(0))?;
    let scope = translate_optional(t, op, p.attr(1))?;
    let (name, macros, include_path, apinotes) = (p.bytes(2), p.bytes(3), p.bytes(4), p.bytes(5));
    Ok({
        llvm::debug_info_nodes::di_module(
            t.llvm_context(),
            file,
            scope,
            name.as_ref(),
            macros.as_ref(),
            include_path.as_ref(),
            apinotes.as_ref(),
            p.int(6) as u32,
            p.flag(7) as i32,
        )
    })
}

/// `#llvm.di_namespace<name, scope, exportSymbols>`.
pub fn namespace<'a>(
    t: &mut ModuleTranslation<'a>,
    op: OpId,
    p: &DiParams<'_>,
) -> TranslateResult<Metadata<'a>> {
    let scope = translate_optional(t, op, p.attr(1))?;
    let name = p.bytes(0);
    Ok({
        llvm::debug_info_nodes::di_namespace(
            t.llvm_context(),
            scope,
            name.as_ref(),
            p.flag(2) as i32,
        )
    })
}
