// Kernels the verifier accepts: as many argument kinds and listed offsets
// as arguments, offsets as one integer, fields left out (real IR cuts
// nodes short). Run: genx-opt kernel_valid.mlir
llvm.func @whole(%a: i32, %b: vector<8xf32>) attributes {genx.kernel = #genx.kernel<name = "whole", argKinds = array<i32: 0, 0>, slmSize = 0 : i32, argOffsets = array<i32: 32, 64>, argIOKinds = array<i32: 0, 0>, argTypeDescs = ["", ""], namedBarriers = 0 : i32>} {
  llvm.return
}
llvm.func @scalar_offsets(%a: i32, %b: i32) attributes {genx.kernel = #genx.kernel<name = "scalar_offsets", argKinds = array<i32: 0, 0>, slmSize = 0 : i32, argOffsets = 0 : i32, argIOKinds = array<i32: 0>>} {
  llvm.return
}
llvm.func @function_only(%a: i32) attributes {genx.kernel = #genx.kernel<>} {
  llvm.return
}
