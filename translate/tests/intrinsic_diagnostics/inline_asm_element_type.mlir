// The `elementtype` of an indirect inline assembly operand goes on that
// operand; an operand whose entry has none gets none. mlir-translate-19
// crashes on such an entry, and puts the others on the call's result,
// which LLVM's verifier rejects ("Attribute 'elementtype(i32)' does not
// apply to function return values").
llvm.func @f(%p: !llvm.ptr, %q: !llvm.ptr) {
  llvm.inline_asm has_side_effects operand_attrs = [{elementtype = i32}, {}] "incl $0", "=*m,r" %p, %q : (!llvm.ptr, !llvm.ptr) -> ()
  llvm.return
}
