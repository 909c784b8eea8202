// RUN-DIFF: --split-input-file --strip-debuginfo --mlir-print-debuginfo
// RUN-DIFF: --split-input-file --strip-debuginfo --mlir-print-debuginfo --mlir-print-op-generic
// RUN-DIFF: --split-input-file --strip-debuginfo --cse --mlir-print-debuginfo

#loc = loc("file.c":1:2)
#loc1 = loc("callee"(#loc))
func.func @f(%a: i32 loc("arg":1:1), %b: i32 loc(fused[#loc, #loc1])) -> i32 {
  %0 = arith.addi %a, %b : i32 loc(#loc1)
  %1 = arith.addi %a, %b : i32 loc(callsite("f"("x":1:1) at "g"("y":2:2)))
  cf.br ^bb1(%1 : i32) loc("br")
^bb1(%x: i32 loc("blockarg":3:3)):
  %2 = arith.muli %0, %x : i32
  return %2 : i32 loc(unknown)
} loc("function")

// -----

llvm.func @g(%arg0: i32) -> i32 {
  %0 = llvm.add %arg0, %arg0 : i32 loc("add")
  llvm.return %0 : i32
} loc(fused<#llvm.di_file<"a.c" in "/tmp">>["a.c":1:1])
