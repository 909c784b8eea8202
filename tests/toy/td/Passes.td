// The pass of MLIR's Toy tutorial (chapter 4): shape inference over a
// `toy.func`, declared as the tutorial would declare it in ODS. Its body is
// Rust, in `src/shape_inference_pass.rs`; `toy-opt` registers it with the
// passes Dialectic ships.

include "PassBase.td"

def ShapeInferencePass : Pass<"toy-shape-inference", "toy.func"> {
  let summary = "Infer the shapes of the tensors of a function";
  let description = [{
    Visits the ops of a `toy.func` whose results are unranked tensors, each
    as soon as all its operands are ranked, and asks its `ShapeInference`
    interface for the shapes of its results. An op without the interface
    is an error; ops left over when none can go on are reported on the
    function.
  }];
}
