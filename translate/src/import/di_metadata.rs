//! `DI*` debug metadata as `#llvm.di_*` attributes.

use inkwell::llvm_sys::prelude::*;

/// Translates debug metadata nodes of one module.
pub struct DiTranslator {
    _module: LLVMModuleRef,
}

impl DiTranslator {
    /// A translator for `module`.
    pub fn new(module: LLVMModuleRef) -> Self {
        DiTranslator { _module: module }
    }

    /// The attribute of a metadata node wrapped as a value.
    pub fn translate_value(&mut self, _v: LLVMValueRef) -> Option<String> {
        None
    }

    /// The `#llvm.di_expression` of a `DIExpression` wrapped as a value.
    pub fn expression_value(&mut self, _v: LLVMValueRef) -> Option<String> {
        None
    }

    /// The location of a `DILocation`.
    pub fn location(&mut self, _v: LLVMValueRef) -> Option<String> {
        None
    }
}
