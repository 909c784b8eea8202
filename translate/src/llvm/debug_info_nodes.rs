//! The debug information nodes of `cpp/debug_info.cpp` (LLVM's
//! `DI*::get`/`getDistinct` with every field MLIR sets, where the C API's
//! DIBuilder fixes some of them or lacks the node). Strings are passed as
//! bytes; an empty string stands for no string. Null metadata handles
//! stand for absent operands. The handles follow the invariant of
//! [`crate::llvm`].

use std::ffi::c_char;

use super::ModuleRef;
use super::handles::Metadata;
use inkwell::context::Context;
use inkwell::llvm_sys::prelude::*;

unsafe extern "C" {
    fn dialectic_di_basic_type<'ctx>(
        context: LLVMContextRef,
        tag: u32,
        name: *const c_char,
        name_len: usize,
        size_in_bits: u64,
        encoding: u32,
    ) -> Metadata<'ctx>;
    fn dialectic_di_compile_unit<'ctx>(
        module: LLVMModuleRef,
        language: u32,
        file: Metadata<'ctx>,
        producer: *const c_char,
        producer_len: usize,
        is_optimized: i32,
        emission_kind: u32,
        name_table_kind: u32,
    ) -> Metadata<'ctx>;
    fn dialectic_di_composite_type<'ctx>(
        context: LLVMContextRef,
        distinct: i32,
        tag: u32,
        name: *const c_char,
        name_len: usize,
        file: Metadata<'ctx>,
        line: u32,
        scope: Metadata<'ctx>,
        base_type: Metadata<'ctx>,
        size_in_bits: u64,
        align_in_bits: u32,
        flags: u32,
        elements: Metadata<'ctx>,
        data_location: Metadata<'ctx>,
        associated: Metadata<'ctx>,
        allocated: Metadata<'ctx>,
        rank: Metadata<'ctx>,
    ) -> Metadata<'ctx>;
    fn dialectic_di_derived_type<'ctx>(
        context: LLVMContextRef,
        tag: u32,
        name: *const c_char,
        name_len: usize,
        base_type: Metadata<'ctx>,
        size_in_bits: u64,
        align_in_bits: u32,
        offset_in_bits: u64,
        has_address_space: i32,
        address_space: u32,
        extra_data: Metadata<'ctx>,
    ) -> Metadata<'ctx>;
    fn dialectic_di_string_type<'ctx>(
        context: LLVMContextRef,
        tag: u32,
        name: *const c_char,
        name_len: usize,
        length: Metadata<'ctx>,
        length_exp: Metadata<'ctx>,
        location_exp: Metadata<'ctx>,
        size_in_bits: u64,
        align_in_bits: u32,
        encoding: u32,
    ) -> Metadata<'ctx>;
    fn dialectic_di_subprogram<'ctx>(
        context: LLVMContextRef,
        distinct: i32,
        scope: Metadata<'ctx>,
        name: *const c_char,
        name_len: usize,
        linkage_name: *const c_char,
        linkage_name_len: usize,
        file: Metadata<'ctx>,
        line: u32,
        ty: Metadata<'ctx>,
        scope_line: u32,
        sp_flags: u32,
        unit: Metadata<'ctx>,
    ) -> Metadata<'ctx>;
    fn dialectic_di_module<'ctx>(
        context: LLVMContextRef,
        file: Metadata<'ctx>,
        scope: Metadata<'ctx>,
        name: *const c_char,
        name_len: usize,
        macros: *const c_char,
        macros_len: usize,
        include_path: *const c_char,
        include_path_len: usize,
        apinotes: *const c_char,
        apinotes_len: usize,
        line: u32,
        is_decl: i32,
    ) -> Metadata<'ctx>;
    fn dialectic_di_namespace<'ctx>(
        context: LLVMContextRef,
        scope: Metadata<'ctx>,
        name: *const c_char,
        name_len: usize,
        export_symbols: i32,
    ) -> Metadata<'ctx>;
    fn dialectic_di_local_variable<'ctx>(
        context: LLVMContextRef,
        scope: Metadata<'ctx>,
        name: *const c_char,
        name_len: usize,
        file: Metadata<'ctx>,
        line: u32,
        ty: Metadata<'ctx>,
        arg: u32,
        align_in_bits: u32,
    ) -> Metadata<'ctx>;
    fn dialectic_di_global_variable<'ctx>(
        context: LLVMContextRef,
        scope: Metadata<'ctx>,
        name: *const c_char,
        name_len: usize,
        linkage_name: *const c_char,
        linkage_name_len: usize,
        file: Metadata<'ctx>,
        line: u32,
        ty: Metadata<'ctx>,
        is_local_to_unit: i32,
        is_defined: i32,
        align_in_bits: u32,
    ) -> Metadata<'ctx>;
    fn dialectic_di_label<'ctx>(
        context: LLVMContextRef,
        scope: Metadata<'ctx>,
        name: *const c_char,
        name_len: usize,
        file: Metadata<'ctx>,
        line: u32,
    ) -> Metadata<'ctx>;
    fn dialectic_triple_is_msvc(triple: *const c_char, len: usize) -> i32;
}

// Calls on live handles and scalars only: safe under the invariant of
// `crate::llvm`.
unsafe extern "C" {
    #[link_name = "dialectic_di_compile_unit_set_globals"]
    pub safe fn di_compile_unit_set_globals<'ctx>(unit: Metadata<'ctx>, globals: Metadata<'ctx>);
    fn dialectic_di_subroutine_type<'ctx>(
        context: LLVMContextRef,
        calling_convention: u32,
        types: Metadata<'ctx>,
    ) -> Metadata<'ctx>;
    fn dialectic_di_subrange<'ctx>(
        context: LLVMContextRef,
        count: Metadata<'ctx>,
        lower_bound: Metadata<'ctx>,
        upper_bound: Metadata<'ctx>,
        stride: Metadata<'ctx>,
    ) -> Metadata<'ctx>;
    fn dialectic_di_lexical_block_file<'ctx>(
        context: LLVMContextRef,
        scope: Metadata<'ctx>,
        file: Metadata<'ctx>,
        discriminator: u32,
    ) -> Metadata<'ctx>;
    fn dialectic_di_global_variable_expression<'ctx>(
        context: LLVMContextRef,
        variable: Metadata<'ctx>,
        expression: Metadata<'ctx>,
    ) -> Metadata<'ctx>;
    #[link_name = "dialectic_di_global_variable_unit"]
    pub safe fn di_global_variable_unit<'ctx>(expression: Metadata<'ctx>) -> Metadata<'ctx>;
    #[link_name = "dialectic_di_is_local_scope"]
    pub safe fn di_is_local_scope(node: Metadata<'_>) -> i32;
    #[link_name = "dialectic_di_is_temporary"]
    pub safe fn di_is_temporary(node: Metadata<'_>) -> i32;
    #[link_name = "dialectic_di_merged_location"]
    pub safe fn di_merged_location<'ctx>(a: Metadata<'ctx>, b: Metadata<'ctx>) -> Metadata<'ctx>;
}

/// `dialectic_di_basic_type`; LLVM copies the strings.
#[inline]
#[allow(clippy::too_many_arguments)]
pub fn di_basic_type<'ctx>(
    context: &'ctx Context,
    tag: u32,
    name: &[u8],
    size_in_bits: u64,
    encoding: u32,
) -> Metadata<'ctx> {
    // SAFETY: the handles are live (module invariant); each string is
    // passed with its length and copied by LLVM.
    unsafe {
        dialectic_di_basic_type(
            context.raw(),
            tag,
            name.as_ptr().cast(),
            name.len(),
            size_in_bits,
            encoding,
        )
    }
}

/// `dialectic_di_compile_unit`; LLVM copies the strings.
#[inline]
#[allow(clippy::too_many_arguments)]
pub fn di_compile_unit<'ctx>(
    module: ModuleRef<'ctx>,
    language: u32,
    file: Metadata<'ctx>,
    producer: &[u8],
    is_optimized: i32,
    emission_kind: u32,
    name_table_kind: u32,
) -> Metadata<'ctx> {
    // SAFETY: the handles are live (module invariant); each string is
    // passed with its length and copied by LLVM.
    unsafe {
        dialectic_di_compile_unit(
            module.raw(),
            language,
            file,
            producer.as_ptr().cast(),
            producer.len(),
            is_optimized,
            emission_kind,
            name_table_kind,
        )
    }
}

/// `dialectic_di_composite_type`; LLVM copies the strings.
#[inline]
#[allow(clippy::too_many_arguments)]
pub fn di_composite_type<'ctx>(
    context: &'ctx Context,
    distinct: i32,
    tag: u32,
    name: &[u8],
    file: Metadata<'ctx>,
    line: u32,
    scope: Metadata<'ctx>,
    base_type: Metadata<'ctx>,
    size_in_bits: u64,
    align_in_bits: u32,
    flags: u32,
    elements: Metadata<'ctx>,
    data_location: Metadata<'ctx>,
    associated: Metadata<'ctx>,
    allocated: Metadata<'ctx>,
    rank: Metadata<'ctx>,
) -> Metadata<'ctx> {
    // SAFETY: the handles are live (module invariant); each string is
    // passed with its length and copied by LLVM.
    unsafe {
        dialectic_di_composite_type(
            context.raw(),
            distinct,
            tag,
            name.as_ptr().cast(),
            name.len(),
            file,
            line,
            scope,
            base_type,
            size_in_bits,
            align_in_bits,
            flags,
            elements,
            data_location,
            associated,
            allocated,
            rank,
        )
    }
}

/// `dialectic_di_derived_type`; LLVM copies the strings.
#[inline]
#[allow(clippy::too_many_arguments)]
pub fn di_derived_type<'ctx>(
    context: &'ctx Context,
    tag: u32,
    name: &[u8],
    base_type: Metadata<'ctx>,
    size_in_bits: u64,
    align_in_bits: u32,
    offset_in_bits: u64,
    has_address_space: i32,
    address_space: u32,
    extra_data: Metadata<'ctx>,
) -> Metadata<'ctx> {
    // SAFETY: the handles are live (module invariant); each string is
    // passed with its length and copied by LLVM.
    unsafe {
        dialectic_di_derived_type(
            context.raw(),
            tag,
            name.as_ptr().cast(),
            name.len(),
            base_type,
            size_in_bits,
            align_in_bits,
            offset_in_bits,
            has_address_space,
            address_space,
            extra_data,
        )
    }
}

/// `dialectic_di_string_type`; LLVM copies the strings.
#[inline]
#[allow(clippy::too_many_arguments)]
pub fn di_string_type<'ctx>(
    context: &'ctx Context,
    tag: u32,
    name: &[u8],
    length: Metadata<'ctx>,
    length_exp: Metadata<'ctx>,
    location_exp: Metadata<'ctx>,
    size_in_bits: u64,
    align_in_bits: u32,
    encoding: u32,
) -> Metadata<'ctx> {
    // SAFETY: the handles are live (module invariant); each string is
    // passed with its length and copied by LLVM.
    unsafe {
        dialectic_di_string_type(
            context.raw(),
            tag,
            name.as_ptr().cast(),
            name.len(),
            length,
            length_exp,
            location_exp,
            size_in_bits,
            align_in_bits,
            encoding,
        )
    }
}

/// `dialectic_di_subprogram`; LLVM copies the strings.
#[inline]
#[allow(clippy::too_many_arguments)]
pub fn di_subprogram<'ctx>(
    context: &'ctx Context,
    distinct: i32,
    scope: Metadata<'ctx>,
    name: &[u8],
    linkage_name: &[u8],
    file: Metadata<'ctx>,
    line: u32,
    ty: Metadata<'ctx>,
    scope_line: u32,
    sp_flags: u32,
    unit: Metadata<'ctx>,
) -> Metadata<'ctx> {
    // SAFETY: the handles are live (module invariant); each string is
    // passed with its length and copied by LLVM.
    unsafe {
        dialectic_di_subprogram(
            context.raw(),
            distinct,
            scope,
            name.as_ptr().cast(),
            name.len(),
            linkage_name.as_ptr().cast(),
            linkage_name.len(),
            file,
            line,
            ty,
            scope_line,
            sp_flags,
            unit,
        )
    }
}

/// `dialectic_di_module`; LLVM copies the strings.
#[inline]
#[allow(clippy::too_many_arguments)]
pub fn di_module<'ctx>(
    context: &'ctx Context,
    file: Metadata<'ctx>,
    scope: Metadata<'ctx>,
    name: &[u8],
    macros: &[u8],
    include_path: &[u8],
    apinotes: &[u8],
    line: u32,
    is_decl: i32,
) -> Metadata<'ctx> {
    // SAFETY: the handles are live (module invariant); each string is
    // passed with its length and copied by LLVM.
    unsafe {
        dialectic_di_module(
            context.raw(),
            file,
            scope,
            name.as_ptr().cast(),
            name.len(),
            macros.as_ptr().cast(),
            macros.len(),
            include_path.as_ptr().cast(),
            include_path.len(),
            apinotes.as_ptr().cast(),
            apinotes.len(),
            line,
            is_decl,
        )
    }
}

/// `dialectic_di_namespace`; LLVM copies the strings.
#[inline]
#[allow(clippy::too_many_arguments)]
pub fn di_namespace<'ctx>(
    context: &'ctx Context,
    scope: Metadata<'ctx>,
    name: &[u8],
    export_symbols: i32,
) -> Metadata<'ctx> {
    // SAFETY: the handles are live (module invariant); each string is
    // passed with its length and copied by LLVM.
    unsafe {
        dialectic_di_namespace(
            context.raw(),
            scope,
            name.as_ptr().cast(),
            name.len(),
            export_symbols,
        )
    }
}

/// `dialectic_di_local_variable`; LLVM copies the strings.
#[inline]
#[allow(clippy::too_many_arguments)]
pub fn di_local_variable<'ctx>(
    context: &'ctx Context,
    scope: Metadata<'ctx>,
    name: &[u8],
    file: Metadata<'ctx>,
    line: u32,
    ty: Metadata<'ctx>,
    arg: u32,
    align_in_bits: u32,
) -> Metadata<'ctx> {
    // SAFETY: the handles are live (module invariant); each string is
    // passed with its length and copied by LLVM.
    unsafe {
        dialectic_di_local_variable(
            context.raw(),
            scope,
            name.as_ptr().cast(),
            name.len(),
            file,
            line,
            ty,
            arg,
            align_in_bits,
        )
    }
}

/// `dialectic_di_global_variable`; LLVM copies the strings.
#[inline]
#[allow(clippy::too_many_arguments)]
pub fn di_global_variable<'ctx>(
    context: &'ctx Context,
    scope: Metadata<'ctx>,
    name: &[u8],
    linkage_name: &[u8],
    file: Metadata<'ctx>,
    line: u32,
    ty: Metadata<'ctx>,
    is_local_to_unit: i32,
    is_defined: i32,
    align_in_bits: u32,
) -> Metadata<'ctx> {
    // SAFETY: the handles are live (module invariant); each string is
    // passed with its length and copied by LLVM.
    unsafe {
        dialectic_di_global_variable(
            context.raw(),
            scope,
            name.as_ptr().cast(),
            name.len(),
            linkage_name.as_ptr().cast(),
            linkage_name.len(),
            file,
            line,
            ty,
            is_local_to_unit,
            is_defined,
            align_in_bits,
        )
    }
}

/// `dialectic_di_label`; LLVM copies the strings.
#[inline]
#[allow(clippy::too_many_arguments)]
pub fn di_label<'ctx>(
    context: &'ctx Context,
    scope: Metadata<'ctx>,
    name: &[u8],
    file: Metadata<'ctx>,
    line: u32,
) -> Metadata<'ctx> {
    // SAFETY: the handles are live (module invariant); each string is
    // passed with its length and copied by LLVM.
    unsafe {
        dialectic_di_label(
            context.raw(),
            scope,
            name.as_ptr().cast(),
            name.len(),
            file,
            line,
        )
    }
}

/// `dialectic_triple_is_msvc`; LLVM copies the strings.
#[inline]
#[allow(clippy::too_many_arguments)]
pub fn triple_is_msvc(triple: &[u8]) -> i32 {
    // SAFETY: the handles are live (module invariant); each string is
    // passed with its length and copied by LLVM.
    unsafe { dialectic_triple_is_msvc(triple.as_ptr().cast(), triple.len()) }
}

/// `dialectic_di_subroutine_type`.
#[inline]
pub fn di_subroutine_type<'ctx>(
    context: &'ctx Context,
    calling_convention: u32,
    types: Metadata<'ctx>,
) -> Metadata<'ctx> {
    // SAFETY: the handles are live (module invariant).
    unsafe { dialectic_di_subroutine_type(context.raw(), calling_convention, types) }
}

/// `dialectic_di_subrange`.
#[inline]
pub fn di_subrange<'ctx>(
    context: &'ctx Context,
    count: Metadata<'ctx>,
    lower_bound: Metadata<'ctx>,
    upper_bound: Metadata<'ctx>,
    stride: Metadata<'ctx>,
) -> Metadata<'ctx> {
    // SAFETY: the handles are live (module invariant).
    unsafe { dialectic_di_subrange(context.raw(), count, lower_bound, upper_bound, stride) }
}

/// `dialectic_di_lexical_block_file`.
#[inline]
pub fn di_lexical_block_file<'ctx>(
    context: &'ctx Context,
    scope: Metadata<'ctx>,
    file: Metadata<'ctx>,
    discriminator: u32,
) -> Metadata<'ctx> {
    // SAFETY: the handles are live (module invariant).
    unsafe { dialectic_di_lexical_block_file(context.raw(), scope, file, discriminator) }
}

/// `dialectic_di_global_variable_expression`.
#[inline]
pub fn di_global_variable_expression<'ctx>(
    context: &'ctx Context,
    variable: Metadata<'ctx>,
    expression: Metadata<'ctx>,
) -> Metadata<'ctx> {
    // SAFETY: the handles are live (module invariant).
    unsafe { dialectic_di_global_variable_expression(context.raw(), variable, expression) }
}
