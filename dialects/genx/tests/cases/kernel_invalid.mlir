// The verifier's check of a kernel's genx.kernel attribute: what the
// attribute and its function alone say (the backend's other wishes are
// genx-check-backend-rules's). Run: genx-opt --verify-diagnostics
// --split-input-file kernel_invalid.mlir

// expected-error @+1 {{'llvm.func' op attribute 'genx.kernel' has 1 argument kinds, but the function has 2 arguments}}
llvm.func @kinds(%a: i32, %b: i32) attributes {genx.kernel = #genx.kernel<name = "kinds", argKinds = array<i32: 0>, slmSize = 0 : i32, argOffsets = array<i32: 32, 36>>} {
  llvm.return
}

// -----

// expected-error @+1 {{'llvm.func' op attribute 'genx.kernel' has 3 argument offsets, but the function has 1 argument}}
llvm.func @offsets(%a: i32) attributes {genx.kernel = #genx.kernel<name = "offsets", argKinds = array<i32: 0>, slmSize = 0 : i32, argOffsets = array<i32: 32, 36, 40>>} {
  llvm.return
}

// -----

// expected-error @+1 {{'llvm.func' op attribute 'genx.kernel' must be a #genx.kernel attribute}}
llvm.func @not_a_kernel_attribute() attributes {genx.kernel = "kernel"} {
  llvm.return
}

// -----

// expected-error @+1 {{'llvm.func' op attribute 'genx.kernel': `argKinds` must be an array<i32: ...>}}
llvm.func @kinds_of_another_type(%a: i32) attributes {genx.kernel = #genx.kernel<name = "kinds_of_another_type", argKinds = [0 : i32]>} {
  llvm.return
}

// -----

// expected-error @+1 {{'llvm.mlir.global' op has a 'genx.kernel' attribute, which belongs on an 'llvm.func'}}
llvm.mlir.global internal @g(0 : i32) {genx.kernel = #genx.kernel<name = "g">} : i32
