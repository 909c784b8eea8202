// IR printing around passes (`--mlir-print-ir-*`), compared with
// mlir-opt-19 byte for byte; a failing pass's diagnostics come before the
// dump after it, as MLIR prints both when they happen, and what a pass
// prints (`print-op-stats`) comes between the dumps around it. Where several
// functions are dumped, threading is off: mlir-opt-19 prints the dumps of
// functions run on different threads in whatever order they finish.
// passes: --canonicalize --mlir-print-ir-before=canonicalize
// passes: --canonicalize --mlir-print-ir-after=canonicalize --mlir-print-op-generic
// passes: --pass-pipeline='builtin.module(func.func(canonicalize),canonicalize)' --mlir-print-ir-before-all --mlir-print-ir-after-all --mlir-disable-threading
// passes: --pass-pipeline='builtin.module(func.func(canonicalize),canonicalize)' --mlir-print-ir-after-all --mlir-print-ir-after-change --mlir-disable-threading
// passes: --pass-pipeline='builtin.module(func.func(canonicalize))' --mlir-print-ir-after-all --mlir-print-ir-module-scope --mlir-disable-threading
// passes: --pass-pipeline='builtin.module(func.func(canonicalize))' --mlir-print-ir-after-all --mlir-print-ir-after-change --mlir-print-ir-module-scope --mlir-disable-threading
// passes: --pass-pipeline='builtin.module(func.func(canonicalize))' --mlir-print-ir-before=canonicalize --mlir-print-debuginfo --mlir-disable-threading
// passes: --canonicalize --mlir-print-ir-after-failure
// passes: --canonicalize='max-iterations=1 test-convergence=true' --mlir-print-ir-after-failure
// passes: --pass-pipeline='builtin.module(func.func(canonicalize{max-iterations=1 test-convergence=true}))' --mlir-print-ir-after-failure --mlir-print-ir-after-all --mlir-disable-threading
// passes: --pass-pipeline='builtin.module(func.func(symbol-dce))' --mlir-print-ir-after-failure --mlir-disable-threading
// passes: --pass-pipeline='builtin.module(func.func(canonicalize,symbol-dce))' --mlir-print-ir-before-all --mlir-print-ir-after-all --mlir-print-ir-after-failure --mlir-disable-threading
// passes: --pass-pipeline='builtin.module(func.func(canonicalize,symbol-dce))' --mlir-print-ir-after-all --mlir-disable-threading
// passes: --pass-pipeline='builtin.module(func.func(canonicalize,symbol-dce))' --mlir-print-ir-after=canonicalize --mlir-print-ir-after-failure --mlir-disable-threading
// passes: --pass-pipeline='builtin.module(cse,print-op-stats,canonicalize)' --mlir-print-ir-after-all --mlir-disable-threading

func.func @changed(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %a, %c0 : i32
  return %0 : i32
}

func.func @unchanged(%a: i32) -> i32 {
  return %a : i32
}
