// Globals, their constructor and destructor lists, comdats and linker
// options: initial values as attributes, strings without their type,
// initializer regions, and the keywords before the symbol.
module {
  llvm.comdat @__llvm_comdat {
    llvm.comdat_selector @any any
    llvm.comdat_selector @largest largest
    llvm.comdat_selector @nodedup nodeduplicate
    llvm.comdat_selector @same samesize
  }
  llvm.mlir.global internal constant @cst(42 : i32) : i32
  llvm.mlir.global external @variable(3.200000e+01 : f32) {alignment = 4 : i64} : f32
  llvm.mlir.global private constant @string("abc\00")
  llvm.mlir.global private unnamed_addr constant @string_with_type("hello") {addr_space = 0 : i32, dso_local} : !llvm.array<5 x i8>
  llvm.mlir.global weak hidden @weak_global(0 : i64) : i64
  llvm.mlir.global linkonce protected local_unnamed_addr @linkonce_global(dense<1.0> : tensor<8xf32>) : !llvm.array<8 x f32>
  llvm.mlir.global common @common_global(0 : i32) {alignment = 8 : i64} : i32
  llvm.mlir.global appending @appending_global(dense<[1, 2]> : tensor<2xi32>) : !llvm.array<2 x i32>
  llvm.mlir.global extern_weak @extern_weak_global() : !llvm.ptr
  llvm.mlir.global external thread_local @tls(7 : i32) : i32
  llvm.mlir.global internal @in_address_space(1 : i8) {addr_space = 3 : i32, section = ".data.rel"} : i8
  llvm.mlir.global internal constant @with_comdat(1 : i64) comdat(@__llvm_comdat::@any) : i64
  llvm.mlir.global external @declared_only() : !llvm.struct<(i32, ptr)>
  llvm.mlir.global external @integer_without_type(3) : i64
  llvm.mlir.global internal constant @pointer_to_global() : !llvm.ptr {
    %0 = llvm.mlir.addressof @cst : !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
  llvm.mlir.global internal @struct_init() : !llvm.struct<(i32, f32)> {
    %0 = llvm.mlir.undef : !llvm.struct<(i32, f32)>
    %1 = llvm.mlir.constant(1 : i32) : i32
    %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<(i32, f32)>
    llvm.return %2 : !llvm.struct<(i32, f32)>
  }
  llvm.mlir.global private @zero_init() {dso_local} : !llvm.array<4 x i32> {
    %0 = llvm.mlir.zero : !llvm.array<4 x i32>
    llvm.return %0 : !llvm.array<4 x i32>
  }
  llvm.mlir.global_ctors {ctors = [@ctor, @ctor2], priorities = [65535 : i32, 0 : i32]}
  llvm.mlir.global_dtors {dtors = [@dtor], priorities = [0 : i32]}
  llvm.func @ctor() {
    llvm.return
  }
  llvm.func @ctor2() {
    llvm.return
  }
  llvm.func @dtor() {
    llvm.return
  }
  llvm.linker_options ["/DEFAULTLIB:", "libcmt"]
  llvm.linker_options ["-l", "clang_rt.builtins-aarch64"]
}
