// Function attributes: linkage, visibility, calling conventions, comdats,
// personality, garbage collector, section, alignment, memory effects,
// passthrough, target and floating-point options, argument and result
// attributes; what declarations get and what only definitions get.
module {
  llvm.comdat @__llvm_comdat {
    llvm.comdat_selector @any any
    llvm.comdat_selector @exact exactmatch
    llvm.comdat_selector @lg largest
    llvm.comdat_selector @nd nodeduplicate
    llvm.comdat_selector @ss samesize
  }
  llvm.func @personality(...) -> i32
  llvm.func weak_odr hidden unnamed_addr fastcc @f1(%arg0: !llvm.ptr {llvm.noundef, llvm.nonnull, llvm.align = 16 : i64, llvm.noalias, llvm.nocapture, llvm.readonly, llvm.dereferenceable = 8 : i64}, %arg1: i32 {llvm.zeroext, llvm.inreg}, %arg2: !llvm.ptr {llvm.byval = i32, llvm.writeonly}, %arg3: !llvm.ptr {llvm.nocapture}, %arg4: !llvm.ptr {llvm.dereferenceable_or_null = 4 : i64, llvm.byref = i16, llvm.elementtype = i64, llvm.alignstack = 8 : i64, llvm.allocptr, llvm.immarg, llvm.nofree, llvm.noundef, llvm.swiftself}) -> (i32 {llvm.noundef, llvm.signext}) comdat(@__llvm_comdat::@any) attributes {alignment = 32 : i64, garbageCollector = "shadow-stack", section = ".text.f1", personality = @personality, passthrough = ["nounwind", ["alignstack", "16"], ["foo", "bar"], "key_only_string", ["probe-stack", "inline-asm"]], memory = #llvm.memory_effects<other = read, argMem = readwrite, inaccessibleMem = none>, frame_pointer = #llvm.framePointerKind<"non-leaf">, target_cpu = "x86-64", tune_cpu = "generic", target_features = #llvm.target_features<["+sse", "-avx"]>, vscale_range = #llvm.vscale_range<minRange = 1 : i32, maxRange = 4 : i32>, no_inline, optimize_none, no_unwind, will_return, convergent, unsafe_fp_math = true, no_infs_fp_math = false, no_nans_fp_math = true, approx_func_fp_math = true, no_signed_zeros_fp_math = true, denormal_fp_math = "preserve-sign", denormal_fp_math_f32 = "ieee", fp_contract = "fast", function_entry_count = 42 : i64, dso_local} {
    %0 = llvm.mlir.constant(0 : i32) : i32
    llvm.return %0 : i32
  }
  llvm.func @f2() attributes {always_inline, arm_streaming, arm_new_za, frame_pointer = #llvm.framePointerKind<all>, memory = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none>} {
    llvm.return
  }
  llvm.func protected local_unnamed_addr cc_10 @f3(i32, ...)
  llvm.func extern_weak @f4() -> (!llvm.ptr {llvm.noalias, llvm.align = 8 : i64, llvm.dereferenceable = 16 : i64, llvm.nonnull, llvm.noundef})
  llvm.func private @f5() attributes {memory = #llvm.memory_effects<other = write, argMem = read, inaccessibleMem = write>, frame_pointer = #llvm.framePointerKind<none>} {
    llvm.return
  }
  llvm.func @p2(...) -> i32
  llvm.func @declared() attributes {target_cpu = "x86-64", tune_cpu = "generic", frame_pointer = #llvm.framePointerKind<all>, section = ".s", personality = @p2, garbageCollector = "shadow-stack", passthrough = ["nounwind"], memory = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none>, target_features = #llvm.target_features<["+sse"]>, vscale_range = #llvm.vscale_range<minRange = 1 : i32, maxRange = 4 : i32>, unsafe_fp_math = true, alignment = 16 : i64, arm_streaming, no_inline}
  llvm.func @readnone_arg(%arg0: !llvm.ptr {llvm.readnone, llvm.noundef}) {
    llvm.return
  }
  llvm.func @variadic(%arg0: i32, ...) -> i32 attributes {passthrough = [["uwtable", "2"], ["alignstack", "0x10"], "nounwind", ["no-trapping-math", "true"]]} {
    llvm.return %arg0 : i32
  }
  llvm.func @modes() attributes {arm_locally_streaming, arm_in_za, dso_local} {
    llvm.return
  }
  llvm.func @modes2() attributes {arm_streaming_compatible, arm_out_za, memory = #llvm.memory_effects<other = readwrite, argMem = none, inaccessibleMem = readwrite>} {
    llvm.return
  }
  llvm.func @modes3() attributes {arm_inout_za} {
    llvm.return
  }
  llvm.func @modes4() attributes {arm_preserves_za} {
    llvm.return
  }
}
