//! Small safe readers over LLVM's C API (llvm-sys) for what the importer
//! asks of a module: names, operands, kinds of values and metadata, printed
//! forms. Every handle passed in comes from the module being imported,
//! which outlives the import.

use std::ffi::CStr;

use inkwell::llvm_sys::LLVMTypeKind;
use inkwell::llvm_sys::core::*;
use inkwell::llvm_sys::prelude::*;

/// The name of a value (empty when it has none).
pub fn value_name(v: LLVMValueRef) -> String {
    let mut len = 0usize;
    // SAFETY: `v` is a live value; the returned buffer holds `len` bytes.
    unsafe {
        let ptr = LLVMGetValueName2(v, &mut len);
        bytes_to_string(ptr.cast(), len)
    }
}

/// `len` bytes at `ptr` as a string (invalid UTF-8 replaced).
pub fn bytes_to_string(ptr: *const u8, len: usize) -> String {
    if ptr.is_null() || len == 0 {
        return String::new();
    }
    // SAFETY: the caller passes a buffer of `len` bytes owned by LLVM.
    let bytes = unsafe { std::slice::from_raw_parts(ptr, len) };
    String::from_utf8_lossy(bytes).into_owned()
}

/// `len` bytes at `ptr`, raw.
pub fn raw_bytes(ptr: *const u8, len: usize) -> Vec<u8> {
    if ptr.is_null() || len == 0 {
        return Vec::new();
    }
    // SAFETY: the caller passes a buffer of `len` bytes owned by LLVM.
    unsafe { std::slice::from_raw_parts(ptr, len).to_vec() }
}

/// A NUL-terminated C string owned by LLVM, copied (empty for null).
pub fn c_str(ptr: *const std::ffi::c_char) -> String {
    if ptr.is_null() {
        return String::new();
    }
    // SAFETY: LLVM returns NUL-terminated strings that live as long as the module.
    unsafe { CStr::from_ptr(ptr).to_string_lossy().into_owned() }
}

/// A message string LLVM allocated, copied and disposed.
pub fn take_message(ptr: *mut std::ffi::c_char) -> String {
    if ptr.is_null() {
        return String::new();
    }
    let s = c_str(ptr);
    // SAFETY: `ptr` was allocated by LLVM for the caller to dispose.
    unsafe { LLVMDisposeMessage(ptr) };
    s
}

/// The printed form of a value (`i32 5`, `  %x = add i32 %a, %b`).
pub fn print_value(v: LLVMValueRef) -> String {
    // SAFETY: `v` is a live value.
    take_message(unsafe { LLVMPrintValueToString(v) })
}

/// The number of operands of a user.
pub fn num_operands(v: LLVMValueRef) -> u32 {
    // SAFETY: `v` is a live value.
    let n = unsafe { LLVMGetNumOperands(v) };
    n.max(0) as u32
}

/// The operands of a user.
pub fn operands(v: LLVMValueRef) -> Vec<LLVMValueRef> {
    // SAFETY: `v` is a live user with that many operands.
    (0..num_operands(v))
        .map(|i| unsafe { LLVMGetOperand(v, i) })
        .collect()
}

/// The type of a value.
pub fn type_of(v: LLVMValueRef) -> LLVMTypeRef {
    // SAFETY: `v` is a live value.
    unsafe { LLVMTypeOf(v) }
}

/// The kind of a type.
pub fn type_kind(t: LLVMTypeRef) -> LLVMTypeKind {
    // SAFETY: `t` is a live type.
    unsafe { LLVMGetTypeKind(t) }
}

/// Whether a type is `void`.
pub fn is_void(t: LLVMTypeRef) -> bool {
    type_kind(t) == LLVMTypeKind::LLVMVoidTypeKind
}

/// Whether a type is a floating-point scalar or a vector of them (what an
/// `FPMathOperator` can produce).
pub fn is_fp_or_fp_vector(t: LLVMTypeRef) -> bool {
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
            // SAFETY: a vector type has an element type.
            is_fp_or_fp_vector(unsafe { LLVMGetElementType(t) })
        }
        _ => false,
    }
}

/// The metadata kind id of a name (`tbaa`, `llvm.loop`).
pub fn md_kind(context: LLVMContextRef, name: &str) -> u32 {
    // SAFETY: the name is a valid buffer; the context is live.
    unsafe { LLVMGetMDKindIDInContext(context, name.as_ptr().cast(), name.len() as u32) }
}

/// The operands of an MDNode wrapped as a value (null entries for null operands).
pub fn md_operands(node: LLVMValueRef) -> Vec<LLVMValueRef> {
    // SAFETY: `node` is MetadataAsValue wrapping an MDNode.
    unsafe {
        let n = LLVMGetMDNodeNumOperands(node) as usize;
        let mut out = vec![std::ptr::null_mut(); n];
        if n > 0 {
            LLVMGetMDNodeOperands(node, out.as_mut_ptr());
        }
        out
    }
}

/// The string of an MDString wrapped as a value, if it is one.
pub fn md_string(v: LLVMValueRef) -> Option<String> {
    if v.is_null() {
        return None;
    }
    // SAFETY: `v` is a live value; LLVMGetMDString returns null for non-strings.
    unsafe {
        if LLVMIsAMDString(v).is_null() {
            return None;
        }
        let mut len = 0u32;
        let ptr = LLVMGetMDString(v, &mut len);
        if ptr.is_null() {
            return None;
        }
        Some(bytes_to_string(ptr.cast(), len as usize))
    }
}

/// Whether a value wraps an MDNode.
pub fn is_md_node(v: LLVMValueRef) -> bool {
    // SAFETY: `v` is a live value.
    !v.is_null() && unsafe { !LLVMIsAMDNode(v).is_null() }
}

/// The value a `ValueAsMetadata` operand wraps (`!{i64 4}` → `i64 4`): LLVM's
/// C API hands metadata-wrapped constants out as the constants themselves.
pub fn md_constant_int(v: LLVMValueRef) -> Option<u64> {
    if v.is_null() {
        return None;
    }
    // SAFETY: `v` is a live value.
    unsafe {
        if LLVMIsAConstantInt(v).is_null() {
            return None;
        }
        Some(LLVMConstIntGetZExtValue(v))
    }
}

/// The instruction-level metadata node of kind `kind`, as a value.
pub fn metadata(inst: LLVMValueRef, kind: u32) -> Option<LLVMValueRef> {
    // SAFETY: `inst` is a live instruction.
    let md = unsafe { LLVMGetMetadata(inst, kind) };
    (!md.is_null()).then_some(md)
}

/// Whether `v` is an instruction (as opposed to a constant expression).
pub fn is_instruction(v: LLVMValueRef) -> bool {
    // SAFETY: `v` is a live value.
    unsafe { !LLVMIsAInstruction(v).is_null() }
}

/// The basic blocks of a function.
pub fn basic_blocks(f: LLVMValueRef) -> Vec<LLVMBasicBlockRef> {
    let mut out = Vec::new();
    // SAFETY: `f` is a live function.
    unsafe {
        let mut b = LLVMGetFirstBasicBlock(f);
        while !b.is_null() {
            out.push(b);
            b = LLVMGetNextBasicBlock(b);
        }
    }
    out
}

/// The instructions of a basic block.
pub fn instructions(b: LLVMBasicBlockRef) -> Vec<LLVMValueRef> {
    let mut out = Vec::new();
    // SAFETY: `b` is a live block.
    unsafe {
        let mut i = LLVMGetFirstInstruction(b);
        while !i.is_null() {
            out.push(i);
            i = LLVMGetNextInstruction(i);
        }
    }
    out
}

/// The successors of a block (those of its terminator, in order).
pub fn successors(b: LLVMBasicBlockRef) -> Vec<LLVMBasicBlockRef> {
    // SAFETY: `b` is a live block; a block without terminator has none.
    unsafe {
        let term = LLVMGetBasicBlockTerminator(b);
        if term.is_null() {
            return Vec::new();
        }
        (0..LLVMGetNumSuccessors(term))
            .map(|i| LLVMGetSuccessor(term, i))
            .collect()
    }
}
