// The passes of the GenX dialect crate, declared as MLIR declares passes
// (`mlir/Pass/PassBase.td`); their bodies are Rust, in
// `dialects/genx/src/rules/`. `genx-opt` registers them beside the passes
// Dialectic ships.

include "PassBase.td"

def CheckBackendRules : Pass<"genx-check-backend-rules", "builtin.module"> {
  let summary = "Check the rules the GenX backend sets on LLVM IR (seed 002)";
  let description = [{
    Reports, each as an error on the op that breaks it, what the GenX
    backend does not accept ("LLVM IR for the GenX backend"), and fails when
    there is any:

    - linkage: a kernel (an `llvm.func` with a `genx.kernel` attribute) is
      exported, a non-kernel function is public (`external`), a subroutine
      is `internal`, and no other linkage is supported. MLIR 19's LLVM
      dialect has no DLL storage class (its importer drops `dllexport`),
      so what is checked of a kernel's `dllexport` is the linkage it
      implies; the seed's functions use the C calling convention;
    - no global variables;
    - only the Gen types on values: `i1`, `i8`, `i16`, `f16`, `i32`,
      `f32`, `i64`, `f64` and vectors of them, plus the pointers of static
      allocas and the structs of those types that intrinsics return;
    - loads and stores only on static allocas (an `llvm.alloca` of
      constant size in the entry block of its function, addressed
      directly);
    - no LLVM intrinsics but `llvm.uadd.with.overflow` and `llvm.fma`,
      whether as `llvm.intr.*` ops or as calls of `llvm.*` functions;
    - a well-formed `genx.kernel` attribute: every field of vc-intrinsics'
      `KernelMDOp` layout (or all of seed 002's older one), one argument
      kind, offset, I/O kind and type description per argument of the
      function, and sizes, counts and offsets not negative.

    The default is the seed's word; the options accept what Intel's own
    tools (IGC's VectorCompiler, vc-intrinsics) accept and real IR holds.
  }];
  let options = [
    Option<"allowSpirCallingConventions", "allow-spir-calling-conventions",
           "bool", /*default=*/"false",
           "Accept kernels with the spir_kernel calling convention and functions with spir_func, as Intel's tools write them">,
    Option<"allowGlobals", "allow-globals", "bool", /*default=*/"false",
           "Accept global variables">,
    Option<"allowPointers", "allow-pointers", "bool", /*default=*/"false",
           "Accept values of pointer type (kernel arguments, SVM addresses)">,
    Option<"allowAggregates", "allow-aggregates", "bool", /*default=*/"false",
           "Accept values of struct and array type beyond the results of intrinsics">,
    Option<"allowBfloat", "allow-bfloat", "bool", /*default=*/"false",
           "Accept values of type bf16 (and vectors of it)">,
    Option<"allowTargetTypes", "allow-target-types", "bool", /*default=*/"false",
           "Accept values of target extension types (!llvm.target<\"spirv.Image\">)">,
    Option<"allowMemoryAccess", "allow-memory-access", "bool", /*default=*/"false",
           "Accept loads and stores through any pointer, not only static allocas">,
    ListOption<"allowedIntrinsics", "allow-intrinsics", "String",
               "More LLVM intrinsics to accept, by name or name prefix (llvm.sqrt,llvm.vc.internal)">,
    Option<"allowScalarArgOffsets", "allow-scalar-arg-offsets", "bool", /*default=*/"false",
           "Accept a kernel's argument offsets given as one integer, as some real inputs write them">,
    Option<"allowLooseKernelMetadata", "allow-loose-kernel-metadata", "bool",
           /*default=*/"false",
           "Accept kernel attributes as real inputs write them: fields missing, I/O kinds and type descriptions not one per argument">
  ];
}
