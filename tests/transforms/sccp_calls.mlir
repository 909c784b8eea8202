// RUN-DIFF: --split-input-file --allow-unregistered-dialect --sccp
// RUN-DIFF: --split-input-file --allow-unregistered-dialect --sccp --symbol-dce --canonicalize

// A chain of private functions, callers first: constants flow down the
// arguments and back up the results.
func.func @main() -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = call @f0(%c0) : (i32) -> i32
  return %0 : i32
}
func.func private @f0(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %0 = arith.addi %a, %c1 : i32
  %1 = call @f1(%0) : (i32) -> i32
  %2 = arith.muli %1, %1 : i32
  return %2 : i32
}
func.func private @f1(%a: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %a, %c2 : i32
  %1 = call @f2(%0) : (i32) -> i32
  return %1 : i32
}
func.func private @f2(%a: i32) -> i32 {
  return %a : i32
}

// -----

// Recursion, several returns, and a call in a block that never runs.
func.func private @rec(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %done = arith.cmpi eq, %n, %c0 : i32
  cf.cond_br %done, ^base, ^step
^base:
  return %c1 : i32
^step:
  %m = arith.subi %n, %c1 : i32
  %r = call @rec(%m) : (i32) -> i32
  return %r : i32
}
func.func private @two_returns(%c: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  cf.cond_br %c, ^a, ^b
^a:
  return %c1 : i32
^b:
  return %c2 : i32
}
func.func private @only_dead_caller(%x: i32) -> i32 {
  return %x : i32
}
func.func @entry(%n: i32) -> (i32, i32, i32) {
  %false = arith.constant false
  %c9 = arith.constant 9 : i32
  %0 = call @rec(%n) : (i32) -> i32
  %1 = call @two_returns(%false) : (i1) -> i32
  cf.cond_br %false, ^dead, ^live(%c9 : i32)
^dead:
  %2 = call @only_dead_caller(%c9) : (i32) -> i32
  cf.br ^live(%2 : i32)
^live(%3: i32):
  return %0, %1, %3 : i32, i32, i32
}

// -----

// Indirect calls and function constants.
func.func private @target(%x: i32) -> i32 {
  return %x : i32
}
func.func @indirect(%x: i32) -> i32 {
  %f = constant @target : (i32) -> i32
  %c3 = arith.constant 3 : i32
  %0 = call_indirect %f(%c3) : (i32) -> i32
  return %0 : i32
}

// -----

// Nested modules: private functions of a nested module, nested
// visibility.
module @outer {
  module @inner {
    func.func nested @n(%x: i32) -> i32 {
      return %x : i32
    }
    func.func private @p(%x: i32) -> i32 {
      return %x : i32
    }
    func.func @q() -> (i32, i32) {
      %c4 = arith.constant 4 : i32
      %0 = call @n(%c4) : (i32) -> i32
      %1 = call @p(%c4) : (i32) -> i32
      return %0, %1 : i32, i32
    }
  }
  func.func @r() {
    "test.ref"() {callee = @inner::@n} : () -> ()
    return
  }
}

// -----

// LLVM loops and switches.
llvm.func @llvm_loop(%n: i32) -> i32 {
  %0 = llvm.mlir.constant(0 : i32) : i32
  %1 = llvm.mlir.constant(1 : i32) : i32
  %2 = llvm.mlir.constant(2 : i32) : i32
  llvm.br ^bb1(%0, %2 : i32, i32)
^bb1(%i: i32, %k: i32):
  %c = llvm.icmp "slt" %i, %n : i32
  llvm.cond_br %c, ^bb2, ^bb3
^bb2:
  %i2 = llvm.add %i, %1 : i32
  %k2 = llvm.mul %k, %1 : i32
  llvm.switch %k2 : i32, ^bb1(%i2, %k2 : i32, i32) [
    2: ^bb1(%i2, %2 : i32, i32),
    3: ^bb3
  ]
^bb3:
  %r = llvm.add %k, %i : i32
  llvm.return %r : i32
}
