// RUN-DIFF: --split-input-file --allow-unregistered-dialect --print-op-stats
// RUN-DIFF: --split-input-file --allow-unregistered-dialect --print-op-stats=json=true
// RUN-DIFF: --split-input-file --allow-unregistered-dialect --print-op-stats --cse --print-op-stats=json=1

func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %a, %b : i32
  %2 = arith.muli %0, %1 : i32
  "test.op"() : () -> ()
  "nodot"() : () -> ()
  cf.br ^bb1
^bb1:
  return %2 : i32
}
llvm.func @g() {
  llvm.return
}

// -----

module {
}
