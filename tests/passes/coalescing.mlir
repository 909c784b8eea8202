// Adjacent nested pass managers are coalesced before a run, as MLIR's pass
// manager does: the passes of managers with one anchor run one op after
// another in a single visit, managers of different anchors form one
// adaptor (a `Pipeline Collection` in the timing), and an `any(...)`
// manager that could run where another is anchored stays apart. The IR
// dumps show the order passes ran in; threading is off so that mlir-opt-19
// prints them in op order.
// passes: --pass-pipeline='builtin.module(func.func(cse),func.func(canonicalize))' --mlir-print-ir-after-all --mlir-disable-threading
// passes: --pass-pipeline='builtin.module(func.func(cse),llvm.func(cse),func.func(canonicalize))' --mlir-print-ir-after-all --mlir-disable-threading
// passes: --pass-pipeline='builtin.module(llvm.func(cse),func.func(cse),func.func(canonicalize),llvm.func(canonicalize))' --mlir-print-ir-after-all --mlir-disable-threading
// passes: --pass-pipeline='builtin.module(func.func(cse),any(canonicalize))' --mlir-print-ir-after-all --mlir-disable-threading
// passes: --pass-pipeline='builtin.module(any(cse),any(canonicalize))' --mlir-print-ir-after-all --mlir-disable-threading
// passes: --pass-pipeline='builtin.module(func.func(cse),symbol-dce,func.func(canonicalize))' --mlir-print-ir-after-all --mlir-disable-threading
// passes: --pass-pipeline='builtin.module(func.func(cse),func.func(canonicalize))' --dump-pass-pipeline
// timing: --pass-pipeline='builtin.module(func.func(canonicalize),llvm.func(canonicalize),func.func(symbol-dce))' --mlir-disable-threading --mlir-timing
// timing: --pass-pipeline='builtin.module(func.func(canonicalize),llvm.func(canonicalize),func.func(symbol-dce))' --mlir-disable-threading --mlir-timing-display=list --mlir-timing
// timing: --pass-pipeline='builtin.module(func.func(canonicalize),func.func(symbol-dce))' --mlir-timing
// timing: --pass-pipeline='builtin.module(func.func(canonicalize),func.func(symbol-dce))' --mlir-timing --mlir-timing-display=list

func.func @first(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %a, %c0 : i32
  %1 = arith.addi %a, %c0 : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}

llvm.func @second(%a: i32) -> i32 {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %0 = llvm.add %a, %c0 : i32
  %1 = llvm.add %a, %c0 : i32
  %2 = llvm.mul %0, %1 : i32
  llvm.return %2 : i32
}

func.func @third(%a: i32) -> i32 {
  %0 = arith.muli %a, %a : i32
  %1 = arith.muli %a, %a : i32
  %2 = arith.subi %0, %1 : i32
  return %2 : i32
}
