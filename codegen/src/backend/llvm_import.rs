//! The LLVM IR import table: `instruction_op`, the op each LLVM IR
//! instruction opcode is imported as, from the ops' `llvmInstName` (the
//! `llvm::Instruction` opcode, as MLIR's `-gen-op-from-llvmir-conversions`
//! reads it). The importer builds the op's properties itself; only which
//! op an opcode becomes is data. Part of the translation body the dialect's
//! expansion exports (see [`super::llvm_translation`]).

use std::collections::BTreeMap;

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use crate::model::Model;

/// `instruction_op(opcode)`: the op an instruction with `opcode` is
/// imported as. Two ops naming one opcode are reported, not guessed
/// between.
pub fn generate(model: &Model) -> TokenStream {
    // Sorted by opcode, so that the match is the same on every build.
    let mut by_opcode: BTreeMap<&str, Vec<&str>> = BTreeMap::new();
    for op in &model.ops {
        if let Some(inst) = &op.llvm_inst_name {
            by_opcode.entry(inst).or_default().push(&op.name);
        }
    }
    let mut arms = Vec::new();
    let mut errors = Vec::new();
    for (inst, ops) in &by_opcode {
        if let [op] = ops.as_slice() {
            let opcode = format_ident!("LLVM{}", inst);
            arms.push(quote!(::inkwell::llvm_sys::LLVMOpcode::#opcode => Some(#op)));
        } else {
            let message = format!(
                "`llvmInstName` \"{inst}\" names one instruction for several ops ({}): \
                 the importer cannot tell which to build",
                ops.join(", ")
            );
            errors.push(quote!(::core::compile_error!(#message);));
        }
    }
    quote! {
        #(#errors)*

        /// The op an LLVM IR instruction with `opcode` is imported as (the
        /// op whose `llvmInstName` names the opcode), if any.
        pub fn instruction_op(opcode: ::inkwell::llvm_sys::LLVMOpcode) -> Option<&'static str> {
            match opcode {
                #(#arms,)*
                _ => None,
            }
        }
    }
}
