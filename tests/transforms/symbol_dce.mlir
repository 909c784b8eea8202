// RUN-DIFF: --split-input-file --allow-unregistered-dialect --symbol-dce
// RUN-DIFF: --split-input-file --allow-unregistered-dialect --symbol-dce --mlir-print-op-generic

// Private symbols nothing live uses go; public ones stay.
module {
  func.func private @dead()
  func.func private @dead_chain() {
    func.call @dead() : () -> ()
    return
  }
  func.func private @live()
  func.func private @live_via_attr()
  func.func private @live_via_nested()
  func.func @public() attributes {refs = [{a = @live_via_attr}]} {
    func.call @live() : () -> ()
    "test.op"() ({
      "test.ref"() {sym = @live_via_nested} : () -> ()
    }) : () -> ()
    return
  }
  func.func @public_unused() {
    return
  }
}

// -----

// Nested symbol tables: a private module is hidden, its public symbols may
// still only go when private; nested references keep each step alive.
module {
  module @pub {
    func.func private @inner_dead() {
      return
    }
    func.func @inner_public() {
      return
    }
  }
  module @hidden attributes {sym_visibility = "private"} {
    func.func @x() {
      return
    }
    func.func private @y() {
      return
    }
  }
  module @referenced attributes {sym_visibility = "private"} {
    func.func nested @target() {
      return
    }
    func.func private @unused() {
      return
    }
  }
  "test.use"() {ref = @referenced::@target} : () -> ()
}

// -----

// Symbols used only by dead symbols go with them, in cycles too.
module {
  func.func private @a() {
    func.call @b() : () -> ()
    return
  }
  func.func private @b() {
    func.call @a() : () -> ()
    return
  }
  func.func private @unknown_ref() attributes {r = @nowhere}
}

// -----

// LLVM globals, functions and address-of references.
module {
  llvm.mlir.global private constant @str("hello\00") {addr_space = 0 : i32} : !llvm.array<6 x i8>
  llvm.mlir.global private constant @unused_str("bye\00") {addr_space = 0 : i32} : !llvm.array<4 x i8>
  llvm.func private @helper() -> !llvm.ptr {
    %0 = llvm.mlir.addressof @str : !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
  llvm.func private @unused_helper() {
    llvm.return
  }
  llvm.func @main() -> !llvm.ptr {
    %0 = llvm.call @helper() : () -> !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
}
