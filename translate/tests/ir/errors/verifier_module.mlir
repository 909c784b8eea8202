// LLVM's verifier rejects a declaration in a comdat: reported at the module.
module {
  llvm.comdat @__llvm_comdat {
    llvm.comdat_selector @any any
  }
  llvm.func @declared() comdat(@__llvm_comdat::@any)
}
