// Global variables: constness, linkage, visibility, unnamed_addr,
// thread_local, address spaces, sections, alignment, comdats, dso_local,
// values (scalars, strings, dense and aggregate constants), initializer
// regions referring to globals and functions, declarations, and global
// constructors and destructors.
module {
  llvm.comdat @__llvm_comdat {
    llvm.comdat_selector @any any
    llvm.comdat_selector @exact exactmatch
    llvm.comdat_selector @largest largest
    llvm.comdat_selector @nodedup nodeduplicate
    llvm.comdat_selector @samesize samesize
  }
  llvm.mlir.global internal constant @int_const(42 : i32) {addr_space = 0 : i32, alignment = 4 : i64} : i32
  llvm.mlir.global private unnamed_addr constant @string("hello\0A\00") {addr_space = 0 : i32, alignment = 1 : i64, dso_local}
  llvm.mlir.global external @external_decl() {addr_space = 0 : i32} : i64
  llvm.mlir.global extern_weak @weak_decl() {addr_space = 0 : i32} : i32
  llvm.mlir.global common @common_zero(0 : i64) {addr_space = 0 : i32, alignment = 8 : i64} : i64
  llvm.mlir.global weak hidden @weak_hidden(1.5 : f64) {addr_space = 0 : i32, section = ".data.weak"} : f64
  llvm.mlir.global linkonce_odr protected local_unnamed_addr @odr(7 : i16) comdat(@__llvm_comdat::@any) {addr_space = 0 : i32} : i16
  llvm.mlir.global weak_odr @in_exact(8 : i8) comdat(@__llvm_comdat::@exact) {addr_space = 0 : i32} : i8
  llvm.mlir.global linkonce @in_largest(9 : i8) comdat(@__llvm_comdat::@largest) {addr_space = 0 : i32} : i8
  llvm.mlir.global external @in_nodedup(10 : i8) comdat(@__llvm_comdat::@nodedup) {addr_space = 0 : i32} : i8
  llvm.mlir.global external @in_samesize(11 : i8) comdat(@__llvm_comdat::@samesize) {addr_space = 0 : i32} : i8
  llvm.mlir.global internal thread_local @tls_counter(0 : i32) {addr_space = 0 : i32, alignment = 4 : i64} : i32
  llvm.mlir.global external @in_space_1(3 : i32) {addr_space = 1 : i32} : i32
  llvm.mlir.global external @dense(dense<[1, 2, 3, 4]> : tensor<4xi32>) {addr_space = 0 : i32, dso_local} : !llvm.array<4 x i32>
  llvm.mlir.global internal @no_value() {addr_space = 0 : i32} : i32
  llvm.mlir.global external @pointer_table() {addr_space = 0 : i32} : !llvm.array<2 x ptr> {
    %0 = llvm.mlir.addressof @int_const : !llvm.ptr
    %1 = llvm.mlir.addressof @ctor : !llvm.ptr
    %2 = llvm.mlir.undef : !llvm.array<2 x ptr>
    %3 = llvm.insertvalue %0, %2[0] : !llvm.array<2 x ptr>
    %4 = llvm.insertvalue %1, %3[1] : !llvm.array<2 x ptr>
    llvm.return %4 : !llvm.array<2 x ptr>
  }
  llvm.mlir.global internal @pair() {addr_space = 0 : i32} : !llvm.struct<(i32, ptr)> {
    %0 = llvm.mlir.constant(5 : i32) : i32
    %1 = llvm.mlir.addressof @pair : !llvm.ptr
    %2 = llvm.mlir.undef : !llvm.struct<(i32, ptr)>
    %3 = llvm.insertvalue %0, %2[0] : !llvm.struct<(i32, ptr)>
    %4 = llvm.insertvalue %1, %3[1] : !llvm.struct<(i32, ptr)>
    llvm.return %4 : !llvm.struct<(i32, ptr)>
  }
  llvm.mlir.global extern_weak @weak_with_region() {addr_space = 0 : i32} : i32 {
    %0 = llvm.mlir.constant(1 : i32) : i32
    llvm.return %0 : i32
  }
  llvm.mlir.global_ctors {ctors = [@ctor, @ctor2], priorities = [65535 : i32, 101 : i32]}
  llvm.mlir.global_dtors {dtors = [@dtor], priorities = [0 : i32]}
  llvm.func internal @ctor() {
    llvm.return
  }
  llvm.func internal @ctor2() {
    llvm.return
  }
  llvm.func internal @dtor() {
    llvm.return
  }
  llvm.func linkonce_odr @in_comdat() comdat(@__llvm_comdat::@any) {
    llvm.return
  }
}
