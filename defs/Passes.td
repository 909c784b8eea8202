// The generic transforms of Dialectic, declared as MLIR 19 declares them in
// `mlir/Transforms/Passes.td` (names, options with their flags, types and
// defaults, statistics); summaries and descriptions are our own words. The
// bodies are Rust, in `src/transforms/`.

include "PassBase.td"

// The options every pattern-driven pass shares (MLIR's `RewritePassUtils`).
defvar RewritePassUtilsOptions = [
  ListOption<"disabledPatterns", "disable-patterns", "String",
             "Debug names of patterns not to apply">,
  ListOption<"enabledPatterns", "enable-patterns", "String",
             "Debug names of the only patterns to apply">,
];

def Canonicalizer : Pass<"canonicalize"> {
  let summary = "Fold ops and apply canonicalization patterns to a fixed point";
  let description = [{
    Rewrites the ops nested in the op the pass runs on into their canonical
    form: it folds ops, applies the canonicalization patterns every
    registered op declares, uniques and hoists constants, and removes dead
    ops, dead block arguments and unreachable blocks, repeating until
    nothing changes or a limit is met. The result is as canonical as those
    patterns make it, and no more.
  }];
  let options = [
    Option<"topDownProcessingEnabled", "top-down", "bool", /*default=*/"true",
           "Visit ops in program order first (else bottom-up)">,
    Option<"enableRegionSimplification", "region-simplify",
           "GreedySimplifyRegionLevel", /*default=*/"normal",
           "How much to simplify the control flow of regions",
           [OptionValue<"Disabled", "disabled",
                        "No control-flow simplification.">,
            OptionValue<"Normal", "normal",
                        "Dead block arguments and unreachable blocks.">,
            OptionValue<"Aggressive", "aggressive",
                        "Also merge identical blocks.">]>,
    Option<"maxIterations", "max-iterations", "i64", /*default=*/"10",
           "Rounds of pattern application and region simplification at most (-1: no limit)">,
    Option<"maxNumRewrites", "max-num-rewrites", "i64", /*default=*/"-1",
           "Pattern rewrites per round at most (-1: no limit)">,
    Option<"testConvergence", "test-convergence", "bool", /*default=*/"false",
           "Fail when no fixed point is reached (finds patterns that undo each other)">
  ] # RewritePassUtilsOptions;
}
