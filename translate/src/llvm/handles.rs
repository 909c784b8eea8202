//! Typed handles of what owns LLVM IR, where inkwell's own types cannot be
//! held: a borrowed module.
//!
//! A wrapper that takes a context takes inkwell's `&Context`; one that
//! takes a module takes a [`ModuleRef`], which is made only from a
//! borrowed inkwell `Module` and so cannot outlive it (nor the module its
//! context).

use std::marker::PhantomData;

use inkwell::llvm_sys::prelude::LLVMModuleRef;
use inkwell::module::Module;

/// A module borrowed for `'a`: what `&'a Module<'ctx>` says, without the
/// context lifetime `'ctx`. inkwell's `Module<'ctx>` is invariant in
/// `'ctx`, so a translation that holds `&'a Module<'ctx>` would need a
/// second lifetime parameter everywhere it is named; `'ctx` outlives `'a`
/// (a module cannot outlive its context), so `'a` alone bounds the handle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ModuleRef<'a> {
    raw: LLVMModuleRef,
    module: PhantomData<&'a ()>,
}

impl<'a> ModuleRef<'a> {
    /// The handle of `module`, live while it is borrowed.
    #[inline]
    pub fn new(module: &'a Module<'_>) -> Self {
        ModuleRef {
            raw: module.as_mut_ptr(),
            module: PhantomData,
        }
    }

    /// The C API's handle, for the wrappers of this layer.
    #[inline]
    pub(super) fn raw(self) -> LLVMModuleRef {
        self.raw
    }
}
