// LLVM's verifier rejects an instruction on a named struct: the message
// names the struct as MLIR's does (the module is translated again to find
// the op, in a context of its own).
llvm.func @h(!llvm.struct<"pair", (i32, i32)>) -> !llvm.struct<"pair", (i32, i32)>
llvm.func @g(%arg0: !llvm.struct<"pair", (i32, i32)>) -> i32 {
  %0 = llvm.call musttail @h(%arg0) : (!llvm.struct<"pair", (i32, i32)>) -> !llvm.struct<"pair", (i32, i32)>
  %1 = llvm.extractvalue %0[0] : !llvm.struct<"pair", (i32, i32)>
  llvm.return %1 : i32
}
