// `--mlir-timing`: the rows of the report (times differ from run to run,
// so only the row names and their nesting are compared with mlir-opt-19;
// the `Verifier` row is ours).
// timing: --canonicalize --mlir-timing
// timing: --pass-pipeline='builtin.module(func.func(canonicalize),canonicalize)' --mlir-timing
// timing: --pass-pipeline='builtin.module(func.func(canonicalize),canonicalize)' --mlir-timing --mlir-timing-display=list

func.func @f(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %a, %c0 : i32
  return %0 : i32
}
