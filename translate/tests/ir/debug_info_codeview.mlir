// A module with known locations for a Windows MSVC target carries the
// `CodeView` module flag beside `Debug Info Version`.
module attributes {llvm.target_triple = "x86_64-pc-windows-msvc"} {
  llvm.func @f() {
    llvm.return
  }
}
