// A passthrough entry gives no value to an attribute that takes one.
llvm.func @f() attributes {passthrough = ["alignstack"]} {
  llvm.return
}
