// RUN-DIFF: --split-input-file --allow-unregistered-dialect --cse

// Region-holding unregistered ops are neither merged nor dead.
func.func @regions(%a: i32) -> (i32, i32) {
  %0 = "test.with_region"(%a) ({
  ^bb0(%x: i32):
    "test.yield"(%x) : (i32) -> ()
  }) : (i32) -> i32
  %1 = "test.with_region"(%a) ({
  ^bb0(%x: i32):
    "test.yield"(%x) : (i32) -> ()
  }) : (i32) -> i32
  return %0, %1 : i32, i32
}

// -----

// Multi-block regions of unregistered ops are walked by dominance.
func.func @multi(%a: i32) {
  %0 = arith.addi %a, %a : i32
  "test.multi"() ({
    %1 = arith.addi %a, %a : i32
    cf.br ^bb1
  ^bb1:
    %2 = arith.addi %a, %a : i32
    "test.use"(%1, %2) : (i32, i32) -> ()
    "test.term"() : () -> ()
  }) : () -> ()
  "test.use"(%0) : (i32) -> ()
  return
}

// -----

// A loop: the header dominates the body.
func.func @loop(%n: i32, %a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^header(%c0, %c0 : i32, i32)
^header(%i: i32, %acc: i32):
  %lt = arith.cmpi slt, %i, %n : i32
  %sq = arith.muli %a, %a : i32
  cf.cond_br %lt, ^body, ^exit
^body:
  %sq2 = arith.muli %a, %a : i32
  %one = arith.constant 1 : i32
  %next = arith.addi %i, %one : i32
  %acc2 = arith.addi %acc, %sq2 : i32
  cf.br ^header(%next, %acc2 : i32, i32)
^exit:
  %c1_0 = arith.constant 1 : i32
  %r = arith.addi %acc, %c1_0 : i32
  %r2 = arith.addi %r, %sq : i32
  return %r2 : i32
}
