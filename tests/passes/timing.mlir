// `--mlir-timing`: the rows of the report (times differ from run to run,
// so only the row names and their nesting are compared with mlir-opt-19;
// the `Verifier` row is ours): passes, nested pipelines (those a pass runs
// itself, as the inliner does, included), adaptors MLIR shows apart, one
// pass run twice in a manager as two rows, and the analyses passes compute
// (`(A) DominanceInfo`, computed again after a canonicalizer run).
// timing: --canonicalize --mlir-timing
// timing: --pass-pipeline='builtin.module(func.func(canonicalize),canonicalize)' --mlir-timing
// timing: --pass-pipeline='builtin.module(func.func(canonicalize),canonicalize)' --mlir-timing --mlir-timing-display=list
// timing: --cse --mlir-timing
// timing: --control-flow-sink --mlir-timing
// timing: --mem2reg --mlir-timing
// timing: --sroa --mlir-timing
// timing: --inline --mlir-timing --mlir-disable-threading
// timing: --inline --mlir-timing --mlir-timing-display=list
// timing: --pass-pipeline='builtin.module(func.func(cse),symbol-dce,func.func(canonicalize))' --mlir-timing
// timing: --pass-pipeline='builtin.module(func.func(cse),symbol-dce,func.func(canonicalize))' --mlir-timing --mlir-timing-display=list
// timing: --pass-pipeline='builtin.module(func.func(cse,canonicalize,cse),cse,cse)' --mlir-timing --mlir-disable-threading
// timing: --pass-pipeline='builtin.module(func.func(cse,canonicalize,cse),cse,cse)' --mlir-timing --mlir-timing-display=list

func.func @f(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %a, %c0 : i32
  return %0 : i32
}
