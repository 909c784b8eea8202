// RUN: genx-opt --genx-check-backend-rules --verify-diagnostics --split-input-file %s
// Seed 002's linkage: a kernel is exported, a function public, a
// subroutine internal, nothing else; the seed's functions use the C
// calling convention.

llvm.func @kernel(%a: i32) attributes {genx.kernel = #genx.kernel<name = "kernel", argKinds = array<i32: 0>, slmSize = 0 : i32, argOffsets = array<i32: 32>, argIOKinds = array<i32: 0>, argTypeDescs = [""], namedBarriers = 0 : i32>} {
  llvm.call @function(%a) : (i32) -> ()
  llvm.return
}
llvm.func @function(%a: i32) {
  llvm.call @subroutine(%a) : (i32) -> ()
  llvm.return
}
llvm.func internal @subroutine(%a: i32) {
  llvm.return
}
llvm.func @external_function(i32)

// -----

// expected-error @+1 {{'llvm.func' op is a GenX kernel, which must be exported (dllexport), but has 'internal' linkage}}
llvm.func internal @internal_kernel() attributes {genx.kernel = #genx.kernel<name = "internal_kernel", argKinds = array<i32>, slmSize = 0 : i32, argOffsets = array<i32>, argIOKinds = array<i32>, argTypeDescs = [], namedBarriers = 0 : i32>} {
  llvm.return
}

// -----

// expected-error @+1 {{'llvm.func' op is a function with 'linkonce_odr' linkage; the GenX backend supports external (kernels and functions) and internal (subroutines) linkage only}}
llvm.func linkonce_odr @odr() {
  llvm.return
}

// -----

// expected-error @+1 {{'llvm.func' op is a function declaration with 'extern_weak' linkage; the GenX backend supports external (kernels and functions) and internal (subroutines) linkage only}}
llvm.func extern_weak @weak_declaration()

// -----

// expected-error @+1 {{'llvm.func' op is a GenX kernel with the spir_kernelcc calling convention; the GenX backend's kernels use the C calling convention}}
llvm.func spir_kernelcc @spir_kernel() attributes {genx.kernel = #genx.kernel<name = "spir_kernel", argKinds = array<i32>, slmSize = 0 : i32, argOffsets = array<i32>, argIOKinds = array<i32>, argTypeDescs = [], namedBarriers = 0 : i32>} {
  llvm.return
}

// -----

// expected-error @+1 {{'llvm.func' op is a GenX function with the spir_funccc calling convention; the GenX backend's functions use the C calling convention}}
llvm.func internal spir_funccc @spir_subroutine() {
  llvm.return
}

// -----

// expected-error @+1 {{'llvm.func' op is a GenX function with the fastcc calling convention; the GenX backend's functions use the C calling convention}}
llvm.func fastcc @fast() {
  llvm.return
}
