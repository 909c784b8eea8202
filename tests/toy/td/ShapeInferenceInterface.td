// The shape inference interface of MLIR's Toy tutorial (chapter 4), its
// method written as Rust (and, for mlir-tblgen-19, as C++): `infer_shapes`
// sets the result types from the operand types. Its trait is generated in
// the crate's `shape_inference` module, the Rust counterpart of the
// tutorial's generated C++ header.

#ifndef SHAPE_INFERENCE_INTERFACE
#define SHAPE_INFERENCE_INTERFACE

#ifdef DIALECTIC
include "OpBase.td"
#else
include "mlir/IR/OpBase.td"
#endif

def ShapeInferenceOpInterface : OpInterface<"ShapeInference"> {
  let description = [{
    Interface to access a registered method to infer the return types for an
    operation that can be used during type inference.
  }];

#ifdef DIALECTIC
  let rustModule = "crate::shape_inference";

  let methods = [
    MutatingInterfaceMethod<"Infer and set the output shape for the current operation.",
                            "()", "infer_shapes">
  ];
#else
  let cppNamespace = "::mlir::toy";

  let methods = [
    InterfaceMethod<"Infer and set the output shape for the current operation.",
                    "void", "inferShapes">
  ];
#endif
}

#endif // SHAPE_INFERENCE_INTERFACE
