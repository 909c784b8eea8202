// Malformed pipelines and options: MLIR's messages, on stderr, and exit
// code 1 (the tool's name in LLVM's command-line messages aside).
// passes: --pass-pipeline=canonicalize
// passes: --pass-pipeline=
// passes: --pass-pipeline='builtin.module(canonicalize'
// passes: --pass-pipeline='builtin.module(canonicalize))'
// passes: --pass-pipeline='builtin.module(func.func(canonicalize)'
// passes: --pass-pipeline='builtin.module(frobnicate)'
// passes: --pass-pipeline='builtin.module(func.func(canonicalize),frobnicate)'
// passes: --pass-pipeline='builtin.module(,)'
// passes: --pass-pipeline='builtin.module(  )'
// passes: --pass-pipeline='builtin.module(func.func())'
// passes: --pass-pipeline='builtin.module(func.func(canonicalize),)'
// passes: --pass-pipeline='builtin.module(func.func(canonicalize) canonicalize)'
// passes: --pass-pipeline='builtin.module(canonicalize{top-down=1} canonicalize)'
// passes: --pass-pipeline='builtin.module(func.func(canonicalize),canonicalize{)'
// passes: --pass-pipeline='builtin.module(canonicalize{frobnicate=1})'
// passes: --pass-pipeline='builtin.module(canonicalize{top-down=2})'
// passes: --pass-pipeline='builtin.module(canonicalize{top-down=false,max-iterations=3})'
// passes: --pass-pipeline='builtin.module(canonicalize{max-iterations=a})'
// passes: --pass-pipeline='builtin.module(canonicalize{max-num-rewrites=99999999999999999999})'
// passes: --pass-pipeline='builtin.module(canonicalize{region-simplify=sometimes})'
// passes: --pass-pipeline='func.func(canonicalize)'
// passes: --pass-pipeline='builtin.module(func.func(arith.constant(canonicalize)))'
// passes: --pass-pipeline='builtin.module(func.func(func.return(canonicalize)))' --mlir-print-debuginfo
// passes: --canonicalize=frobnicate=1
// passes: --canonicalize=max-iterations=a
// passes: --canonicalize --pass-pipeline='builtin.module(canonicalize)'
// passes: --canonicalize --mlir-print-ir-module-scope --mlir-print-ir-after-all
// passes: --mlir-print-ir-module-scope
// passes: --pass-pipeline='builtin.module(inline{op-pipelines=func.func(cse,frobnicate)})'
// passes: --pass-pipeline='builtin.module(inline{op-pipelines=cse})'
// passes: --pass-pipeline='builtin.module(func.func(inline{op-pipelines=func.func(cse{x=1})}))'
// passes: --inline=op-pipelines=func.func(frobnicate)
// passes: --pass-pipeline='builtin.module(func.func(llvm.func(canonicalize{max-iterations=x})))'
// passes: --pass-pipeline='builtin.module(any(cse{x=1}))'

func.func @f(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %a, %c0 : i32
  return %0 : i32
}
