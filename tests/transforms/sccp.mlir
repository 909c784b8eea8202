// RUN-DIFF: --split-input-file --allow-unregistered-dialect --sccp
// RUN-DIFF: --split-input-file --allow-unregistered-dialect --sccp --mlir-print-debuginfo
// RUN-DIFF: --split-input-file --allow-unregistered-dialect --sccp --mlir-print-op-generic

// Straight-line folding; constants are recreated at the function's start.
func.func @fold(%a: i32) -> (i32, i32, i32) {
  %c1 = arith.constant 1 : i32 loc("one")
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %c1, %c2 : i32
  %1 = arith.muli %0, %a : i32
  %2 = arith.muli %a, %c1 : i32
  %c1_0 = arith.constant 1 : i32
  return %0, %1, %2 : i32, i32, i32
}

// -----

// A branch on a constant: only one successor runs, its argument is constant.
func.func @branch(%a: i32) -> i32 {
  %true = arith.constant true
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  cf.cond_br %true, ^bb1(%c1 : i32), ^bb2(%a : i32)
^bb1(%x: i32):
  %0 = arith.addi %x, %c2 : i32
  cf.br ^bb3(%0 : i32)
^bb2(%y: i32):
  %1 = arith.addi %y, %c2 : i32
  cf.br ^bb3(%1 : i32)
^bb3(%z: i32):
  return %z : i32
}

// -----

// A loop whose argument stays constant, and one that does not.
func.func @loop(%n: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^header(%c0, %c1 : i32, i32)
^header(%i: i32, %k: i32):
  %lt = arith.cmpi slt, %i, %n : i32
  cf.cond_br %lt, ^body, ^exit
^body:
  %next = arith.addi %i, %c1 : i32
  %k2 = arith.muli %k, %c1 : i32
  cf.br ^header(%next, %k2 : i32, i32)
^exit:
  return %i, %k : i32, i32
}

// -----

// Private functions: arguments from their calls, results from their returns.
func.func private @callee(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %0 = arith.addi %x, %c1 : i32
  return %0 : i32
}
func.func private @two_callers(%x: i32) -> i32 {
  return %x : i32
}
func.func private @never_called(%x: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %0 = arith.addi %c3, %c3 : i32
  return %0 : i32
}
func.func @public_returns_constant(%x: i32) -> i32 {
  %c7 = arith.constant 7 : i32
  return %c7 : i32
}
func.func private @decl(i32) -> i32
func.func @caller(%a: i32) -> (i32, i32, i32, i32, i32) {
  %c4 = arith.constant 4 : i32
  %c5 = arith.constant 5 : i32
  %0 = call @callee(%c4) : (i32) -> i32
  %1 = call @two_callers(%c4) : (i32) -> i32
  %2 = call @two_callers(%c5) : (i32) -> i32
  %3 = call @public_returns_constant(%a) : (i32) -> i32
  %4 = call @decl(%c4) : (i32) -> i32
  return %0, %1, %2, %3, %4 : i32, i32, i32, i32, i32
}

// -----

// A function whose address is taken has callers the analysis cannot see.
func.func private @taken(%x: i32) -> i32 {
  return %x : i32
}
func.func @use_taken() -> (i32, () -> ()) {
  %c4 = arith.constant 4 : i32
  %0 = call @taken(%c4) : (i32) -> i32
  %f = "test.ref"() {callee = @taken} : () -> (() -> ())
  return %0, %f : i32, () -> ()
}

// -----

// Switches and selects.
func.func @switch(%a: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %c10 = arith.constant 10 : i32
  %c20 = arith.constant 20 : i32
  cf.switch %c2 : i32, [
    default: ^bb3(%a : i32),
    1: ^bb1(%c10 : i32),
    2: ^bb2(%c20 : i32)
  ]
^bb1(%x: i32):
  return %x : i32
^bb2(%y: i32):
  %t = arith.constant true
  %s = arith.select %t, %y, %a : i32
  return %s : i32
^bb3(%z: i32):
  return %z : i32
}

// -----

// Unregistered ops are unknown; ops with regions too.
func.func @unknown(%a: i32) -> i32 {
  %0 = "test.op"() : () -> i32
  %c0 = arith.constant 0 : i32
  %1 = arith.addi %0, %c0 : i32
  %2 = "test.region"() ({
    %c3 = arith.constant 3 : i32
    "test.yield"(%c3) : (i32) -> ()
  }) : () -> i32
  %3 = arith.addi %1, %2 : i32
  return %3 : i32
}

// -----

// The LLVM dialect.
llvm.func @llvm_fold(%arg0: i32) -> i32 {
  %0 = llvm.mlir.constant(6 : i32) : i32
  %1 = llvm.mlir.constant(7 : i32) : i32
  %2 = llvm.mul %0, %1 : i32
  %3 = llvm.icmp "slt" %0, %1 : i32
  llvm.cond_br %3, ^bb1, ^bb2
^bb1:
  %4 = llvm.add %2, %arg0 : i32
  llvm.br ^bb3(%4 : i32)
^bb2:
  llvm.br ^bb3(%2 : i32)
^bb3(%5: i32):
  llvm.return %5 : i32
}
llvm.func internal @llvm_private_ret() -> i32 attributes {sym_visibility = "private"} {
  %0 = llvm.mlir.constant(3 : i32) : i32
  llvm.return %0 : i32
}
llvm.func @llvm_call() -> i32 {
  %0 = llvm.call @llvm_private_ret() : () -> i32
  %1 = llvm.mlir.constant(1 : i32) : i32
  %2 = llvm.add %0, %1 : i32
  llvm.return %2 : i32
}
llvm.func @llvm_unreachable(%c: i1) -> i32 {
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = llvm.mlir.constant(3 : i32) : i32
  llvm.return %0 : i32
^bb2:
  llvm.unreachable
}
llvm.func @llvm_call_unreachable(%c: i1) -> i32 {
  %0 = llvm.call @llvm_unreachable(%c) : (i1) -> i32
  llvm.return %0 : i32
}
