// RUN: genx-opt --pass-pipeline='builtin.module(genx-check-backend-rules{allow-scalar-arg-offsets=true allow-loose-kernel-metadata=true})' --verify-diagnostics --split-input-file %s
// As real IR writes kernel metadata: offsets as one integer, nodes cut
// short, I/O kinds and type descriptions for fewer or more arguments than
// the function has. Negative sizes stay errors.

llvm.func @scalar_offsets(%a: i32, %b: i32) attributes {genx.kernel = #genx.kernel<name = "scalar_offsets", argKinds = array<i32: 0, 0>, slmSize = 0 : i32, argOffsets = 0 : i32, argIOKinds = array<i32: 0>, argTypeDescs = [], namedBarriers = 0 : i32>} {
  llvm.return
}
llvm.func @function_only() attributes {genx.kernel = #genx.kernel<>} {
  llvm.return
}

// -----

llvm.func @too_many(%a: i32) attributes {genx.kernel = #genx.kernel<name = "too_many", argKinds = array<i32: 0>, slmSize = 0 : i32, argOffsets = 0 : i32, argIOKinds = array<i32: 0, 0>, argTypeDescs = ["", "", ""], namedBarriers = 0 : i32>} {
  llvm.return
}

// -----

// expected-error @+1 {{'llvm.func' op has a genx.kernel attribute whose slmSize is negative (-4)}}
llvm.func @negative(%a: i32) attributes {genx.kernel = #genx.kernel<name = "negative", argKinds = array<i32: 0>, slmSize = -4 : i32, argOffsets = 0 : i32>} {
  llvm.return
}
