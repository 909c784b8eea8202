// RUN: genx-opt --genx-check-backend-rules --verify-diagnostics --split-input-file %s
// A kernel's genx.kernel attribute is whole: every field of KernelMDOp's
// layout (or of seed 002's older one), one argument kind, offset, I/O
// kind and type description per argument, values in their ranges.

llvm.func @kernel_md_op_layout(%a: i32, %b: vector<8xf32>) attributes {genx.kernel = #genx.kernel<name = "kernel_md_op_layout", argKinds = array<i32: 0, 0>, slmSize = 0 : i32, argOffsets = array<i32: 32, 64>, argIOKinds = array<i32: 1, 3>, argTypeDescs = ["", ""], namedBarriers = 0 : i32, barriers = 1 : i32>} {
  llvm.return
}
llvm.func @seed_layout(%a: i32) attributes {genx.kernel = #genx.kernel<name = "seed_layout", asmName = "seed_layout.asm", argKinds = array<i32: 0>, slmSize = 0 : i32, argOffsets = array<i32: 32>>} {
  llvm.return
}

// -----

// expected-error @+1 {{'llvm.func' op has a genx.kernel attribute without argIOKinds, argTypeDescs, namedBarriers}}
llvm.func @cut_short(%a: i32) attributes {genx.kernel = #genx.kernel<name = "cut_short", argKinds = array<i32: 0>, slmSize = 0 : i32, argOffsets = array<i32: 32>>} {
  llvm.return
}

// -----

// expected-error @+1 {{'llvm.func' op has a genx.kernel attribute without name, argKinds, slmSize, argOffsets, argIOKinds, argTypeDescs, namedBarriers}}
llvm.func @function_only() attributes {genx.kernel = #genx.kernel<>} {
  llvm.return
}

// -----

// expected-error @+1 {{'llvm.func' op has a genx.kernel attribute whose argOffsets is one integer, not one offset per argument}}
llvm.func @scalar_offsets(%a: i32, %b: i32) attributes {genx.kernel = #genx.kernel<name = "scalar_offsets", argKinds = array<i32: 0, 0>, slmSize = 0 : i32, argOffsets = 0 : i32, argIOKinds = array<i32: 0, 0>, argTypeDescs = ["", ""], namedBarriers = 0 : i32>} {
  llvm.return
}

// -----

// expected-error @+2 {{'llvm.func' op has a genx.kernel attribute with 1 argIOKinds entries, but the function has 2 arguments}}
// expected-error @+1 {{'llvm.func' op has a genx.kernel attribute with 3 argTypeDescs entries, but the function has 2 arguments}}
llvm.func @per_argument(%a: i32, %b: i32) attributes {genx.kernel = #genx.kernel<name = "per_argument", argKinds = array<i32: 0, 0>, slmSize = 0 : i32, argOffsets = array<i32: 32, 36>, argIOKinds = array<i32: 0>, argTypeDescs = ["", "", ""], namedBarriers = 0 : i32>} {
  llvm.return
}

// -----

// expected-error @+3 {{'llvm.func' op has a genx.kernel attribute whose slmSize is negative (-1)}}
// expected-error @+2 {{'llvm.func' op has a genx.kernel attribute whose namedBarriers is negative (-2)}}
// expected-error @+1 {{'llvm.func' op has a genx.kernel attribute with a negative argument offset (-32)}}
llvm.func @negative(%a: i32) attributes {genx.kernel = #genx.kernel<name = "negative", argKinds = array<i32: 0>, slmSize = -1 : i32, argOffsets = array<i32: -32>, argIOKinds = array<i32: 0>, argTypeDescs = [""], namedBarriers = -2 : i32>} {
  llvm.return
}
