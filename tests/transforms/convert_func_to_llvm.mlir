// RUN-DIFF: --split-input-file --convert-func-to-llvm
// RUN-DIFF: --split-input-file --convert-func-to-llvm --mlir-print-op-generic
// RUN-DIFF: --split-input-file --convert-func-to-llvm=index-bitwidth=32
// RUN-DIFF: --split-input-file --arith-expand --convert-func-to-llvm --convert-arith-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts

// Declarations, several results packed and unpacked, calls without
// results, vectors, index arguments.
func.func private @ext(i32, f64) -> i64
func.func @pair(%a: i32, %b: f32) -> (i32, f32) {
  return %a, %b : i32, f32
}
func.func @caller(%a: i32, %x: f32, %i: index, %d: f64) -> index attributes {llvm.emit_c_interface} {
  %0:2 = call @pair(%a, %x) : (i32, f32) -> (i32, f32)
  %1 = call @ext(%0#0, %d) : (i32, f64) -> i64
  call @none() : () -> ()
  return %i : index
}
func.func @none() {
  return
}
func.func @vec(%v: vector<4xf32>) -> vector<4xf32> {
  return %v : vector<4xf32>
}

// -----

// C interfaces: on a declaration, with several results, without results.
func.func private @ext(i32, f64) -> i64 attributes {llvm.emit_c_interface}
func.func @two(%a: i32, %b: f32) -> (i32, f32) attributes {llvm.emit_c_interface} {
  return %a, %b : i32, f32
}
func.func @noresult(%a: i32) attributes {llvm.emit_c_interface, foo = 3 : i32} {
  return
}

// -----

// The index width comes from the module's data layout.
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 32 : i64>>} {
  func.func @width(%i: index, %j: index) -> index {
    %0 = arith.addi %i, %j : index
    %1 = arith.index_cast %0 : index to i64
    %2 = arith.index_cast %1 : i64 to index
    return %2 : index
  }
}

// -----

// Private functions with bodies, argument and result attributes, and
// discardable attributes carried over.
func.func private @helper(%a: i32 {llvm.noundef}) -> (i32 {llvm.signext}) attributes {passthrough = ["nounwind"]} {
  return %a : i32
}
func.func @uses(%a: i32) -> i32 {
  %0 = call @helper(%a) {tag = 1 : i32} : (i32) -> i32
  return %0 : i32
}

// -----

// Blocks with index arguments inside functions.
func.func @blocks(%c: i1, %i: index) -> index {
  cf.cond_br %c, ^bb1(%i : index), ^bb2
^bb1(%x: index):
  return %x : index
^bb2:
  %c7 = arith.constant 7 : index
  cf.br ^bb1(%c7 : index)
}

// Function values: `func.constant` takes a function's address, function
// types (in signatures too) become pointers, and `func.call_indirect`
// calls through one, several results packed as for direct calls.
func.func private @pair(i32, f32) -> (i32, f32)
func.func @twice(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
func.func @apply(%f: (i32) -> i32, %x: i32) -> i32 {
  %0 = func.call_indirect %f(%x) {tag} : (i32) -> i32
  return %0 : i32
}
func.func @values(%a: i32, %b: f32) -> (i32, f32) {
  %p = func.constant @pair : (i32, f32) -> (i32, f32)
  %r:2 = func.call_indirect %p(%a, %b) : (i32, f32) -> (i32, f32)
  %t = func.constant {note = 1 : i32} @twice : (i32) -> i32
  %s = call @apply(%t, %r#0) : ((i32) -> i32, i32) -> i32
  return %s, %r#1 : i32, f32
}
