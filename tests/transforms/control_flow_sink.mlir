// RUN-DIFF: --split-input-file --allow-unregistered-dialect --control-flow-sink
// RUN-DIFF: --split-input-file --allow-unregistered-dialect --control-flow-sink --cse

// No shipped op branches between regions: unregistered ops with regions
// and cf branches keep their code where it is.
func.func @f(%c: i1, %a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %a, %a : i32
  %r = "test.if"(%c) ({
    "test.yield"(%0) : (i32) -> ()
  }, {
    "test.yield"(%1) : (i32) -> ()
  }) : (i1) -> i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %0 : i32
^bb2:
  return %r : i32
}
