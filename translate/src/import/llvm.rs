//! Small safe readers over LLVM's C API (llvm-sys) for what the importer
//! asks of a module: names, operands, kinds of values and metadata, printed
//! forms, over the safe layer [`crate::llvm`]. Every handle passed in comes
//! from the module being imported, which outlives the import.

use crate::llvm::AnyValue;
use inkwell::basic_block::BasicBlock;
use inkwell::llvm_sys::LLVMTypeKind;

use crate::llvm;

/// The name of a value (empty when it has none).
pub fn value_name<'ctx>(v: AnyValue<'ctx>) -> String {
    llvm::get_value_name2(v)
}

/// The printed form of a value (`i32 5`, `  %x = add i32 %a, %b`).
pub fn print_value<'ctx>(v: AnyValue<'ctx>) -> String {
    llvm::print_value_to_string(v)
}

/// The number of operands of a user.
pub fn num_operands<'ctx>(v: AnyValue<'ctx>) -> u32 {
    let n = llvm::get_num_operands(v);
    n.max(0) as u32
}

/// The operands of a user.
pub fn operands<'ctx>(v: AnyValue<'ctx>) -> Vec<AnyValue<'ctx>> {
    (0..num_operands(v))
        .map(|i| llvm::get_operand(v, i))
        .collect()
}

/// The type of a value.
pub fn type_of<'ctx>(v: AnyValue<'ctx>) -> llvm::AnyType<'ctx> {
    llvm::type_of(v)
}

/// The kind of a type.
pub fn type_kind<'ctx>(t: llvm::AnyType<'ctx>) -> LLVMTypeKind {
    llvm::get_type_kind(t)
}

/// Whether a type is `void`.
pub fn is_void<'ctx>(t: llvm::AnyType<'ctx>) -> bool {
    type_kind(t) == LLVMTypeKind::LLVMVoidTypeKind
}

/// Whether a type is a floating-point scalar or a vector of them (what an
/// `FPMathOperator` can produce).
pub fn is_fp_or_fp_vector<'ctx>(t: llvm::AnyType<'ctx>) -> bool {
    use LLVMTypeKind::*;
    match type_kind(t) {
        LLVMHalfTypeKind
        | LLVMBFloatTypeKind
        | LLVMFloatTypeKind
        | LLVMDoubleTypeKind
        | LLVMX86_FP80TypeKind
        | LLVMFP128TypeKind
        | LLVMPPC_FP128TypeKind => true,
        LLVMVectorTypeKind | LLVMScalableVectorTypeKind => {
            is_fp_or_fp_vector(llvm::get_element_type(t))
        }
        _ => false,
    }
}

/// The metadata kind id of a name (`tbaa`, `llvm.loop`).
pub fn md_kind(context: &inkwell::context::Context, name: &str) -> u32 {
    llvm::get_md_kind_id_in_context(context, name)
}

/// The operands of an MDNode wrapped as a value (null entries for null operands).
pub fn md_operands<'ctx>(node: AnyValue<'ctx>) -> Vec<AnyValue<'ctx>> {
    llvm::get_md_node_operands(node)
}

/// The string of an MDString wrapped as a value, if it is one.
pub fn md_string<'ctx>(v: AnyValue<'ctx>) -> Option<String> {
    if v.is_null() {
        return None;
    }
    if llvm::is_a_md_string(v).is_null() {
        return None;
    }
    llvm::get_md_string(v)
}

/// Whether a value wraps an MDNode.
pub fn is_md_node<'ctx>(v: AnyValue<'ctx>) -> bool {
    !v.is_null() && !llvm::is_a_md_node(v).is_null()
}

/// The value a `ValueAsMetadata` operand wraps (`!{i64 4}` → `i64 4`): LLVM's
/// C API hands metadata-wrapped constants out as the constants themselves.
pub fn md_constant_int<'ctx>(v: AnyValue<'ctx>) -> Option<u64> {
    if v.is_null() {
        return None;
    }
    if llvm::is_a_constant_int(v).is_null() {
        return None;
    }
    Some(llvm::const_int_get_zext_value(v))
}

/// The instruction-level metadata node of kind `kind`, as a value.
pub fn metadata<'ctx>(inst: AnyValue<'ctx>, kind: u32) -> Option<AnyValue<'ctx>> {
    let md = llvm::get_metadata(inst, kind);
    (!md.is_null()).then_some(md)
}

/// Whether `v` is an instruction (as opposed to a constant expression).
pub fn is_instruction<'ctx>(v: AnyValue<'ctx>) -> bool {
    !llvm::is_a_instruction(v).is_null()
}

/// The basic blocks of a function.
pub fn basic_blocks<'ctx>(f: AnyValue<'ctx>) -> Vec<BasicBlock<'ctx>> {
    let mut out = Vec::new();
    let mut next = llvm::get_first_basic_block(f);
    while let Some(b) = next {
        out.push(b);
        next = llvm::get_next_basic_block(b);
    }
    out
}

/// The instructions of a basic block.
pub fn instructions<'ctx>(b: BasicBlock<'ctx>) -> Vec<AnyValue<'ctx>> {
    let mut out = Vec::new();
    let mut i = llvm::get_first_instruction(b);
    while !i.is_null() {
        out.push(i);
        i = llvm::get_next_instruction(i);
    }
    out
}

/// The successors of a block (those of its terminator, in order).
pub fn successors<'ctx>(b: BasicBlock<'ctx>) -> Vec<BasicBlock<'ctx>> {
    let term = llvm::get_basic_block_terminator(b);
    if term.is_null() {
        return Vec::new();
    }
    (0..llvm::get_num_successors(term))
        .map(|i| llvm::get_successor(term, i))
        .collect()
}
