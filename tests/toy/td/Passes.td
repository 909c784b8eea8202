// The pass of MLIR's Toy tutorial (chapter 4): shape inference over a
// `toy.func`, declared as the tutorial would declare it in ODS. Its body is
// Rust, in `src/shape_inference_pass.rs`; `toy-opt` registers it with the
// passes Dialectic ships.

#ifdef DIALECTIC
include "PassBase.td"
#else
include "mlir/Pass/PassBase.td"
#endif

// Dialectic anchors a pass on an op name, MLIR on the op's C++ class.
#ifdef DIALECTIC
def ShapeInferencePass : Pass<"toy-shape-inference", "toy.func"> {
#else
def ShapeInferencePass : Pass<"toy-shape-inference", "::mlir::toy::FuncOp"> {
#endif
  let summary = "Infer the shapes of the tensors of a function";
  let description = [{
    Visits the ops of a `toy.func` whose results are unranked tensors, each
    as soon as all its operands are ranked, and asks its `ShapeInference`
    interface for the shapes of its results. An op without the interface
    is an error; ops left over when none can go on are reported on the
    function.
  }];
}
