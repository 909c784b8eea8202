// RUN-DIFF: --split-input-file --allow-unregistered-dialect --loop-invariant-code-motion
// RUN-DIFF: --split-input-file --allow-unregistered-dialect --loop-invariant-code-motion --cse

// Loops of blocks (cf) and unregistered region ops are not loop-like ops:
// nothing moves.
func.func @cf_loop(%n: i32, %a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  cf.br ^header(%c0 : i32)
^header(%i: i32):
  %sq = arith.muli %a, %a : i32
  %lt = arith.cmpi slt, %i, %n : i32
  cf.cond_br %lt, ^body, ^exit
^body:
  %next = arith.addi %i, %sq : i32
  cf.br ^header(%next : i32)
^exit:
  return %i : i32
}

func.func @region_loop(%a: i32) {
  "test.loop"() ({
  ^bb0(%iv: i32):
    %0 = arith.addi %a, %a : i32
    "test.use"(%0, %iv) : (i32, i32) -> ()
    "test.yield"() : () -> ()
  }) : () -> ()
  return
}
