// RUN: genx-opt --genx-check-backend-rules=allow-pointers=true --verify-diagnostics --split-input-file %s
// "Load and store instructions are allowed only to load/store from/to a
// static alloca, i.e. ones that are removed by a mem2reg pass": an alloca
// of constant size in the entry block of its function. (Pointers are
// allowed here, so that only the memory rule speaks.)

llvm.func @static_alloca(%a: vector<8xf32>) -> vector<8xf32> {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %slot = llvm.alloca %c1 x vector<8xf32> : (i32) -> !llvm.ptr
  llvm.store %a, %slot : vector<8xf32>, !llvm.ptr
  %0 = llvm.load %slot : !llvm.ptr -> vector<8xf32>
  llvm.return %0 : vector<8xf32>
}

// -----

llvm.func @through_an_argument(%p: !llvm.ptr<1>) -> i32 {
  // expected-error @+1 {{'llvm.load' op loads from memory that is not a static alloca; the GenX backend loads and stores only on allocas that mem2reg removes}}
  %0 = llvm.load %p : !llvm.ptr<1> -> i32
  // expected-error @+1 {{'llvm.store' op stores to memory that is not a static alloca; the GenX backend loads and stores only on allocas that mem2reg removes}}
  llvm.store %0, %p : i32, !llvm.ptr<1>
  llvm.return %0 : i32
}

// -----

llvm.func @dynamic_size(%n: i32, %a: i32) {
  %slot = llvm.alloca %n x i32 : (i32) -> !llvm.ptr
  // expected-error @+1 {{'llvm.store' op stores to memory that is not a static alloca}}
  llvm.store %a, %slot : i32, !llvm.ptr
  llvm.return
}

// -----

llvm.func @not_in_the_entry_block(%a: i32) {
  llvm.br ^bb1
^bb1:
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %slot = llvm.alloca %c1 x i32 : (i32) -> !llvm.ptr
  // expected-error @+1 {{'llvm.store' op stores to memory that is not a static alloca}}
  llvm.store %a, %slot : i32, !llvm.ptr
  llvm.return
}

// -----

llvm.func @through_an_element_address(%a: i32) {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %slot = llvm.alloca %c1 x !llvm.array<4 x i32> : (i32) -> !llvm.ptr
  %elt = llvm.getelementptr %slot[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i32>
  // expected-error @+1 {{'llvm.store' op stores to memory that is not a static alloca}}
  llvm.store %a, %elt : i32, !llvm.ptr
  llvm.return
}
