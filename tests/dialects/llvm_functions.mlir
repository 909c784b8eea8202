// llvm.func in every form mlir-opt-19 prints: linkage, visibility,
// unnamed_addr and calling convention keywords, declarations, variadic
// signatures, argument and result attributes, comdats and the function
// attributes MLIR 19 knows.
module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  llvm.comdat @__llvm_comdat {
    llvm.comdat_selector @any any
    llvm.comdat_selector @exact exactmatch
  }
  llvm.func @declaration(i32, !llvm.ptr) -> i64
  llvm.func @no_result()
  llvm.func @printf(!llvm.ptr {llvm.noundef}, ...) -> i32
  llvm.func @only_varargs(...)
  llvm.func extern_weak @weak_declaration() -> !llvm.ptr
  llvm.func @bar(%arg0: i64) -> i64 {
    llvm.return %arg0 : i64
  }
  llvm.func internal fastcc @internal_func() {
    llvm.return
  }
  llvm.func private hidden unnamed_addr @hidden_func(%x: i32 {llvm.noundef, llvm.signext}) -> (i32 {llvm.zeroext}) {
    llvm.return %x : i32
  }
  llvm.func linkonce_odr protected local_unnamed_addr coldcc @linkonce(%p: !llvm.ptr {llvm.nonnull, llvm.align = 8 : i64}) comdat(@__llvm_comdat::@any) {
    llvm.return
  }
  llvm.func weak_odr @weak_odr_func() comdat(@__llvm_comdat::@exact) attributes {dso_local} {
    llvm.return
  }
  llvm.func available_externally @available() -> f32 attributes {no_unwind, will_return} {
    %0 = llvm.mlir.constant(1.0 : f32) : f32
    llvm.return %0 : f32
  }
  llvm.func @variadic_definition(%a: i32, ...) {
    llvm.return
  }
  llvm.func @attributes_all() attributes {passthrough = ["noinline", ["alignstack", "4"], ["other", "attr"]], garbageCollector = "shadow-stack", section = ".text.hot", alignment = 16 : i64, frame_pointer = #llvm.framePointerKind<all>, target_cpu = "x86-64", tune_cpu = "generic", no_inline, optimize_none, function_entry_count = 42 : i64, convergent, unsafe_fp_math = true, no_infs_fp_math = false, no_nans_fp_math = true, approx_func_fp_math = false, no_signed_zeros_fp_math = true, denormal_fp_math = "preserve-sign", denormal_fp_math_f32 = "ieee", fp_contract = "fast", arm_streaming, arm_locally_streaming, arm_streaming_compatible, arm_new_za, arm_in_za, arm_out_za, arm_inout_za, arm_preserves_za, sym_visibility = "private", llvm.custom = 3 : i32} {
    llvm.return
  }
  llvm.func @target_and_memory() attributes {memory = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = readwrite>, target_cpu = "x86-64", target_features = #llvm.target_features<["+cx8", "+sse2", "-avx"]>, tune_cpu = "generic"} {
    llvm.return
  }
  llvm.func @scalable(!llvm.ptr) vscale_range(1, 16) attributes {target_features = #llvm.target_features<[]>}
  llvm.func @scalable_definition(%p: !llvm.ptr) vscale_range(2, 2) comdat(@__llvm_comdat::@any) attributes {no_unwind} {
    llvm.return
  }
  llvm.func @always() attributes {always_inline, frame_pointer = #llvm.framePointerKind<"non-leaf">} {
    llvm.return
  }
  llvm.func @personality_user() attributes {personality = @printf} {
    llvm.return
  }
  llvm.func tailcc @multiple_blocks(%c: i1, %a: i32, %b: i32) -> i32 {
    llvm.cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)
  ^bb1(%r: i32):
    llvm.return %r : i32
  }
  llvm.func @function_typed_result() -> !llvm.struct<(i32, f64)>
  llvm.func @vector_args(vector<4xf32>, !llvm.array<2 x i8>, !llvm.vec<2 x ptr>) -> vector<4xi1>
  llvm.func @located_arguments(%a: i32 {llvm.noundef} loc("args.c":3:14), %b: i64 loc(#arg_loc)) -> i32 {
    llvm.return %a : i32
  }
  llvm.func @located_declaration(i32 loc("args.c":9:20), ...)
}
#arg_loc = loc("args.c":3:22)
