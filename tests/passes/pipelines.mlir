// Pipelines, nesting and options, run by dialectic-opt and mlir-opt-19
// with each `passes:` line below; stdout, stderr and the exit code must
// be the same.
// passes: --canonicalize
// passes: --canonicalize --canonicalize=top-down=false --dump-pass-pipeline
// passes: --canonicalize=max-iterations=1 --dump-pass-pipeline
// passes: --canonicalize=region-simplify=disabled
// passes: --canonicalize='region-simplify=aggressive max-num-rewrites=2' --dump-pass-pipeline
// passes: --pass-pipeline=builtin.module(canonicalize) --dump-pass-pipeline
// passes: --pass-pipeline=builtin.module(func.func(canonicalize)) --dump-pass-pipeline
// passes: --pass-pipeline='builtin.module(func.func(canonicalize{top-down=false max-iterations=3}),canonicalize)' --dump-pass-pipeline
// passes: --pass-pipeline='builtin.module(any(canonicalize))' --dump-pass-pipeline
// passes: --pass-pipeline='builtin.module(func.func(any(canonicalize)))'
// passes: --pass-pipeline='builtin.module(func.func(func.func(canonicalize)))' --dump-pass-pipeline
// passes: --pass-pipeline=' builtin.module( func.func( canonicalize ) , canonicalize{ top-down=0 } ) ' --dump-pass-pipeline
// passes: --pass-pipeline='builtin.module(canonicalize{disable-patterns=a,b enable-patterns={c,d}})' --dump-pass-pipeline
// passes: --pass-pipeline='builtin.module(canonicalize{disable-patterns={x}})' --dump-pass-pipeline
// passes: --pass-pipeline='builtin.module(canonicalize{max-iterations=0x10 max-num-rewrites=-1 test-convergence})' --dump-pass-pipeline
// passes: --pass-pipeline='builtin.module()' --dump-pass-pipeline
// passes: --dump-pass-pipeline
// passes: --canonicalize --verify-each=0
// passes: --canonicalize --verify-each=false --mlir-print-op-generic
// passes: --pass-pipeline='builtin.module(func.func(canonicalize))' --mlir-disable-threading --mlir-print-debuginfo
// passes: --pass-pipeline='builtin.module(inline{op-pipelines=func.func(cse,canonicalize{max-iterations=3}),llvm.func()})' --dump-pass-pipeline
// passes: --pass-pipeline='builtin.module(inline{op-pipelines=func.func(inline{op-pipelines=func.func(cse)})})' --dump-pass-pipeline
// passes: --inline=op-pipelines=func.func(canonicalize{disable-patterns=A}) --dump-pass-pipeline

func.func @fold(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %0 = arith.addi %a, %c0 : i32
  %1 = arith.muli %0, %c1 : i32
  %2 = arith.addi %c1, %c1 : i32
  %3 = arith.addi %1, %2 : i32
  return %3 : i32
}

func.func @branches(%c: i1, %x: i32) -> i32 {
  cf.cond_br %c, ^a(%x : i32), ^b(%x : i32)
^a(%y: i32):
  cf.br ^c(%y : i32)
^b(%z: i32):
  cf.br ^c(%z : i32)
^c(%w: i32):
  return %w : i32
}

func.func private @declaration(i32) -> i32
