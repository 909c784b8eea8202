//! The debug information nodes of `cpp/debug_info.cpp` (LLVM's
//! `DI*::get`/`getDistinct` with every field MLIR sets, where the C API's
//! DIBuilder fixes some of them or lacks the node). Strings are passed as
//! bytes; an empty string stands for no string. Null metadata handles
//! stand for absent operands.

use std::ffi::c_char;

use inkwell::llvm_sys::prelude::*;

unsafe extern "C" {
    pub(super) fn dialectic_di_basic_type(
        context: LLVMContextRef,
        tag: u32,
        name: *const c_char,
        name_len: usize,
        size_in_bits: u64,
        encoding: u32,
    ) -> LLVMMetadataRef;
    pub(super) fn dialectic_di_compile_unit(
        module: LLVMModuleRef,
        language: u32,
        file: LLVMMetadataRef,
        producer: *const c_char,
        producer_len: usize,
        is_optimized: i32,
        emission_kind: u32,
        name_table_kind: u32,
    ) -> LLVMMetadataRef;
    pub(super) fn dialectic_di_compile_unit_set_globals(
        unit: LLVMMetadataRef,
        globals: LLVMMetadataRef,
    );
    pub(super) fn dialectic_di_composite_type(
        context: LLVMContextRef,
        distinct: i32,
        tag: u32,
        name: *const c_char,
        name_len: usize,
        file: LLVMMetadataRef,
        line: u32,
        scope: LLVMMetadataRef,
        base_type: LLVMMetadataRef,
        size_in_bits: u64,
        align_in_bits: u32,
        flags: u32,
        elements: LLVMMetadataRef,
        data_location: LLVMMetadataRef,
        associated: LLVMMetadataRef,
        allocated: LLVMMetadataRef,
        rank: LLVMMetadataRef,
    ) -> LLVMMetadataRef;
    pub(super) fn dialectic_di_derived_type(
        context: LLVMContextRef,
        tag: u32,
        name: *const c_char,
        name_len: usize,
        base_type: LLVMMetadataRef,
        size_in_bits: u64,
        align_in_bits: u32,
        offset_in_bits: u64,
        has_address_space: i32,
        address_space: u32,
        extra_data: LLVMMetadataRef,
    ) -> LLVMMetadataRef;
    pub(super) fn dialectic_di_string_type(
        context: LLVMContextRef,
        tag: u32,
        name: *const c_char,
        name_len: usize,
        length: LLVMMetadataRef,
        length_exp: LLVMMetadataRef,
        location_exp: LLVMMetadataRef,
        size_in_bits: u64,
        align_in_bits: u32,
        encoding: u32,
    ) -> LLVMMetadataRef;
    pub(super) fn dialectic_di_subroutine_type(
        context: LLVMContextRef,
        calling_convention: u32,
        types: LLVMMetadataRef,
    ) -> LLVMMetadataRef;
    pub(super) fn dialectic_di_subrange(
        context: LLVMContextRef,
        count: LLVMMetadataRef,
        lower_bound: LLVMMetadataRef,
        upper_bound: LLVMMetadataRef,
        stride: LLVMMetadataRef,
    ) -> LLVMMetadataRef;
    pub(super) fn dialectic_di_subprogram(
        context: LLVMContextRef,
        distinct: i32,
        scope: LLVMMetadataRef,
        name: *const c_char,
        name_len: usize,
        linkage_name: *const c_char,
        linkage_name_len: usize,
        file: LLVMMetadataRef,
        line: u32,
        ty: LLVMMetadataRef,
        scope_line: u32,
        sp_flags: u32,
        unit: LLVMMetadataRef,
    ) -> LLVMMetadataRef;
    pub(super) fn dialectic_di_lexical_block_file(
        context: LLVMContextRef,
        scope: LLVMMetadataRef,
        file: LLVMMetadataRef,
        discriminator: u32,
    ) -> LLVMMetadataRef;
    pub(super) fn dialectic_di_module(
        context: LLVMContextRef,
        file: LLVMMetadataRef,
        scope: LLVMMetadataRef,
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
    ) -> LLVMMetadataRef;
    pub(super) fn dialectic_di_namespace(
        context: LLVMContextRef,
        scope: LLVMMetadataRef,
        name: *const c_char,
        name_len: usize,
        export_symbols: i32,
    ) -> LLVMMetadataRef;
    pub(super) fn dialectic_di_local_variable(
        context: LLVMContextRef,
        scope: LLVMMetadataRef,
        name: *const c_char,
        name_len: usize,
        file: LLVMMetadataRef,
        line: u32,
        ty: LLVMMetadataRef,
        arg: u32,
        align_in_bits: u32,
    ) -> LLVMMetadataRef;
    pub(super) fn dialectic_di_global_variable(
        context: LLVMContextRef,
        scope: LLVMMetadataRef,
        name: *const c_char,
        name_len: usize,
        linkage_name: *const c_char,
        linkage_name_len: usize,
        file: LLVMMetadataRef,
        line: u32,
        ty: LLVMMetadataRef,
        is_local_to_unit: i32,
        is_defined: i32,
        align_in_bits: u32,
    ) -> LLVMMetadataRef;
    pub(super) fn dialectic_di_global_variable_expression(
        context: LLVMContextRef,
        variable: LLVMMetadataRef,
        expression: LLVMMetadataRef,
    ) -> LLVMMetadataRef;
    pub(super) fn dialectic_di_global_variable_unit(expression: LLVMMetadataRef)
    -> LLVMMetadataRef;
    pub(super) fn dialectic_di_add_global_debug_info(
        global: LLVMValueRef,
        expression: LLVMMetadataRef,
    );
    pub(super) fn dialectic_di_label(
        context: LLVMContextRef,
        scope: LLVMMetadataRef,
        name: *const c_char,
        name_len: usize,
        file: LLVMMetadataRef,
        line: u32,
    ) -> LLVMMetadataRef;
    pub(super) fn dialectic_di_insert_label(
        module: LLVMModuleRef,
        label: LLVMMetadataRef,
        location: LLVMMetadataRef,
        block: LLVMBasicBlockRef,
    );
    pub(super) fn dialectic_di_is_local_scope(node: LLVMMetadataRef) -> i32;
    pub(super) fn dialectic_di_is_temporary(node: LLVMMetadataRef) -> i32;
    pub(super) fn dialectic_di_merged_location(
        a: LLVMMetadataRef,
        b: LLVMMetadataRef,
    ) -> LLVMMetadataRef;
    pub(super) fn dialectic_triple_is_msvc(triple: *const c_char, len: usize) -> i32;
}
