// RUN: genx-opt --genx-check-backend-rules=allow-spir-calling-conventions=true --verify-diagnostics --split-input-file %s
// As Intel's tools write them: kernels with the spir_kernel calling
// convention (a spir_kernel function is a kernel, with or without its
// metadata), functions and subroutines with spir_func.

llvm.func spir_kernelcc @kernel(%a: i32) attributes {genx.kernel = #genx.kernel<name = "kernel", argKinds = array<i32: 0>, slmSize = 0 : i32, argOffsets = array<i32: 32>, argIOKinds = array<i32: 0>, argTypeDescs = [""], namedBarriers = 0 : i32>} {
  llvm.call spir_funccc @subroutine(%a) : (i32) -> ()
  llvm.return
}
llvm.func spir_kernelcc @kernel_without_metadata() {
  llvm.return
}
llvm.func spir_funccc @function() {
  llvm.return
}
llvm.func internal spir_funccc @subroutine(%a: i32) {
  llvm.return
}
llvm.func @plain_kernel() attributes {genx.kernel = #genx.kernel<name = "plain_kernel", argKinds = array<i32>, slmSize = 0 : i32, argOffsets = array<i32>, argIOKinds = array<i32>, argTypeDescs = [], namedBarriers = 0 : i32>} {
  llvm.return
}

// -----

// expected-error @+1 {{'llvm.func' op is a GenX kernel, which must be exported (dllexport), but has 'internal' linkage}}
llvm.func internal spir_kernelcc @internal_spir_kernel() {
  llvm.return
}

// -----

// expected-error @+1 {{'llvm.func' op is a GenX kernel with the spir_funccc calling convention; the GenX backend's kernels use the C calling convention}}
llvm.func spir_funccc @kernel_as_function() attributes {genx.kernel = #genx.kernel<name = "kernel_as_function", argKinds = array<i32>, slmSize = 0 : i32, argOffsets = array<i32>, argIOKinds = array<i32>, argTypeDescs = [], namedBarriers = 0 : i32>} {
  llvm.return
}

// -----

// expected-error @+1 {{'llvm.func' op is a GenX function with the fastcc calling convention; the GenX backend's functions use the C calling convention}}
llvm.func fastcc @fast() {
  llvm.return
}
