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

def CSE : Pass<"cse"> {
  let summary = "Merge ops that compute the same value";
  let description = [{
    Walks the regions of the op it runs on in dominance order and replaces
    every op that computes what an earlier, dominating op computes (same
    name, operands, attributes and result types, and no memory effect in
    between that could change the result) by that earlier op, erasing the
    ops this leaves without uses when they have no side effect.
  }];
  let statistics = [
    Statistic<"numCSE", "num-cse'd", "Number of operations CSE'd">,
    Statistic<"numDCE", "num-dce'd", "Number of operations DCE'd">
  ];
}

def SCCP : Pass<"sccp"> {
  let summary = "Propagate constants along the control flow that can run";
  let description = [{
    Solves, over the regions of the op it runs on and across calls and
    region control flow, which values are constants and which blocks can
    be reached, optimistically; then replaces every value found constant
    by a materialized constant and erases the ops left dead.
  }];
}

def SymbolDCE : Pass<"symbol-dce"> {
  let summary = "Erase the private symbols nothing uses";
  let description = [{
    Runs on an op that defines a symbol table: finds which symbols are
    live (public ones, those an op that is not a symbol uses, and those a
    live symbol uses, through nested symbol tables) and erases every
    private symbol that is not.
  }];
  let statistics = [
    Statistic<"numDCE", "num-dce'd", "Number of symbols DCE'd">,
  ];
}

def SymbolPrivatize : Pass<"symbol-privatize"> {
  let summary = "Make the symbols of the op private";
  let description = [{
    Gives private visibility to every symbol the op it runs on defines
    directly, but for those the option names.
  }];
  let options = [
    ListOption<"exclude", "exclude", "String",
               "Symbols to leave as they are">
  ];
}

def StripDebugInfo : Pass<"strip-debuginfo"> {
  let summary = "Replace every location by the unknown location";
  let description = [{
    Sets the location of the op it runs on, of every op nested in it and of
    every block argument to `loc(unknown)`.
  }];
}

def PrintOpStats : Pass<"print-op-stats"> {
  let summary = "Print how many ops of each name there are";
  let description = [{
    Counts the ops nested in the op it runs on by name and prints the
    counts to the error stream, as a table or as JSON. The IR is left as
    it is.
  }];
  let options = [
    Option<"printAsJSON", "json", "bool", /*default=*/"false",
           "Print the counts as JSON">
  ];
}

def TopologicalSort : Pass<"topological-sort"> {
  let summary = "Order the ops of graph regions so that defs come first";
  let description = [{
    In every region of the op it runs on (and nested in it) that does not
    require dominance, reorders the ops of each block so that an op comes
    after the ops defining its operands, as far as cycles allow.
  }];
}

def ControlFlowSink : Pass<"control-flow-sink"> {
  let summary = "Move ops into the only conditional region that uses them";
  let description = [{
    For each op with regions branching conditionally, moves the ops
    defined before it, free of side effects, whose results are all used
    in one of its regions only, into that region, so that they run only
    when the region does.
  }];
  let statistics = [
    Statistic<"numSunk", "num-sunk", "Number of operations sunk">,
  ];
}

def LoopInvariantCodeMotion : Pass<"loop-invariant-code-motion"> {
  let summary = "Move the ops a loop does not change out of the loop";
  let description = [{
    For each loop nested in the op it runs on, moves out of the loop body,
    before the loop, the ops free of side effects whose operands are all
    defined outside the loop (or by ops moved out already).
  }];
}

def Inliner : Pass<"inline"> {
  let summary = "Inline calls to callables whose body is known";
  let description = [{
    Runs on an op that defines a symbol table. Builds the call graph of the
    callables nested in it and visits its strongly connected components
    callees first: on each, it runs the simplification pipeline on every
    callable of the component, then inlines the calls made from them whose
    callee's body is known and whose dialects agree, and repeats while
    calls were inlined, at most `max-iterations` times. A call is not
    inlined into the callee itself (directly or through calls inlined
    before), nor when the callee's body has several blocks and the
    caller's region holds one only. The last call to a private callable
    moves the body instead of copying it, and private callables left
    without uses are erased at the end.
  }];
  let options = [
    Option<"defaultPipelineStr", "default-pipeline", "String",
           /*default=*/"canonicalize",
           "The pipeline run on the callables that have none of their own in `op-pipelines` (empty: none)">,
    ListOption<"opPipelineList", "op-pipelines", "String",
               "Pipelines for the callables of one op name (`dialect.op(pipeline)`)">,
    Option<"maxInliningIterations", "max-iterations", "u32", /*default=*/"4",
           "How many rounds of simplification and inlining a component gets at most">,
    Option<"inliningThreshold", "inlining-threshold", "u32", /*default=*/"4294967295",
           "The largest ratio, in percent, of the callee's op count to the caller's for which a call is inlined">
  ];
}

def Mem2Reg : Pass<"mem2reg"> {
  let summary = "Turn memory slots into SSA values";
  let description = [{
    For each allocation nested in the op it runs on whose slots implement
    the promotable-memory interfaces, replaces the loads out of a slot and
    the stores into it by the values stored, adding block arguments where
    several stored values meet (the iterated dominance frontier of the
    stores), and removes the allocation. A slot is left alone when one of
    its uses cannot be removed; slots are retried while others get
    promoted. Only the region holding the allocation is rewritten.
  }];
  let options = [
    Option<"enableRegionSimplification", "region-simplify", "bool", /*default=*/"true",
           "Simplify the control flow of regions afterwards (accepted; MLIR 19 does nothing with it)">,
  ];
  let statistics = [
    Statistic<"promotedAmount", "promoted slots", "Total amount of memory slot promoted">,
    Statistic<"newBlockArgumentAmount", "new block args",
              "Total amount of new block argument inserted in blocks">,
  ];
}

def SROA : Pass<"sroa"> {
  let summary = "Split allocations of aggregates into one per field used";
  let description = [{
    For each allocation nested in the op it runs on whose slots hold
    aggregates (implementing the destructurable interfaces), when every use
    of a slot either accesses a field through an accessor that can be
    pointed at that field's own allocation, or accesses memory only within
    bounds, or can be removed, replaces the allocation by one allocation
    per field used. New allocations are tried in turn, until nothing
    changes.
  }];
  let statistics = [
    Statistic<"destructuredAmount", "destructured slots",
              "Total amount of memory slots destructured">,
    Statistic<"slotsWithMemoryBenefit", "slots with memory benefit",
              "Total amount of memory slots in which the destructured size was smaller than the total size after eliminating unused fields">,
    Statistic<"maxSubelementAmount", "max subelement number",
              "Maximal number of sub-elements a successfully destructured slot initially had">,
  ];
}

def ReconcileUnrealizedCasts : Pass<"reconcile-unrealized-casts"> {
  let summary = "Simplify and eliminate unrealized conversion casts";
  let description = [{
    Folds each `builtin.unrealized_conversion_cast` nested in the op it
    runs on into the chain of casts feeding it when a cast of that chain
    takes values of the types it produces (its uses then take those
    values), and erases the casts left unused, following their inputs.
    Casts that still convert between types stay.
  }];
}

def ConvertArithToLLVMPass : Pass<"convert-arith-to-llvm"> {
  let summary = "Convert Arith dialect to LLVM dialect";
  let description = [{
    Lowers the arith ops over scalars and one-dimensional vectors to the
    LLVM dialect's ops and intrinsics, carrying overflow and fast-math
    flags over; `index` becomes an integer of the index bitwidth (64 unless
    the option says otherwise). Ops left unconverted stay, with
    `builtin.unrealized_conversion_cast` ops between old and new types.
  }];
  let options = [
    Option<"indexBitwidth", "index-bitwidth", "u32", /*default=*/"0",
           "Bitwidth of the index type, 0 to use size of machine word">,
  ];
}

def ConvertControlFlowToLLVMPass : Pass<"convert-cf-to-llvm"> {
  let summary = "Convert ControlFlow operations to the LLVM dialect";
  let description = [{
    Lowers `cf.br`, `cf.cond_br` and `cf.switch` to the LLVM dialect's
    branches, when the values passed to each successor already have the
    types of its arguments.
  }];
  let options = [
    Option<"indexBitwidth", "index-bitwidth", "u32", /*default=*/"0",
           "Bitwidth of the index type, 0 to use size of machine word">,
  ];
}

def ConvertFuncToLLVMPass : Pass<"convert-func-to-llvm", "builtin.module"> {
  let summary = "Convert from the Func dialect to the LLVM dialect";
  let description = [{
    Lowers `func.func`, `func.return` and `func.call` to `llvm.func`,
    `llvm.return` and `llvm.call` (several results packed into a struct),
    with C interface wrappers for functions marked
    `llvm.emit_c_interface`, together with the arith and cf lowerings. The
    index bitwidth is the option's, or that of the data layout of the
    module.
  }];
  let options = [
    Option<"indexBitwidth", "index-bitwidth", "u32", /*default=*/"0",
           "Bitwidth of the index type, 0 to use size of machine word">,
  ];
}

def ArithExpandOpsPass : Pass<"arith-expand"> {
  let summary = "Legalize Arith ops to be convertible to LLVM.";
  let description = [{
    Rewrites the arith ops that have no direct LLVM counterpart (the
    rounding divisions `ceildivsi`, `ceildivui` and `floordivsi`, and the
    integer and float minimums and maximums) into other arith ops, on
    scalars, vectors and tensors; with `include-bf16`, also the
    extension of `bf16` to `f32` and the truncation back (rounding to
    nearest even, NaN kept quiet) into integer ops.
  }];
  let options = [
    Option<"includeBf16", "include-bf16", "bool", /*default=*/"false",
           "Enable the BF16 expansion patterns">,
  ];
}
