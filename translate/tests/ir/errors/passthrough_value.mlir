// A passthrough entry gives a value to an attribute that takes none.
llvm.func @f() attributes {passthrough = [["noinline", "1"]]} {
  llvm.return
}
