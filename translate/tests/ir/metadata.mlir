// Metadata of memory accesses and branches: TBAA, alias scopes, access
// groups, loop annotations, branch weights, nontemporal and invariant
// loads, linker options.
#root = #llvm.tbaa_root<id = "Simple C/C++ TBAA">
#char = #llvm.tbaa_type_desc<id = "omnipotent char", members = {<#root, 0>}>
#int = #llvm.tbaa_type_desc<id = "int", members = {<#char, 0>}>
#long = #llvm.tbaa_type_desc<id = "long", members = {<#char, 0>}>
#pair = #llvm.tbaa_type_desc<id = "pair", members = {<#int, 0>, <#long, 8>}>
#tag_int = #llvm.tbaa_tag<base_type = #int, access_type = #int, offset = 0>
#tag_second = #llvm.tbaa_tag<base_type = #pair, access_type = #long, offset = 8>
#tag_const = #llvm.tbaa_tag<base_type = #int, access_type = #int, offset = 0, constant = true>
#domain = #llvm.alias_scope_domain<id = distinct[0]<>, description = "copy">
#plain_domain = #llvm.alias_scope_domain<id = distinct[1]<>>
#scope_src = #llvm.alias_scope<id = distinct[2]<>, domain = #domain, description = "copy: src">
#scope_dst = #llvm.alias_scope<id = distinct[3]<>, domain = #domain, description = "copy: dst">
#scope_plain = #llvm.alias_scope<id = distinct[4]<>, domain = #plain_domain>
#group0 = #llvm.access_group<id = distinct[5]<>>
#group1 = #llvm.access_group<id = distinct[6]<>>
#vectorize = #llvm.loop_vectorize<disable = false, predicateEnable = true, scalableEnable = false, width = 4 : i32>
#interleave = #llvm.loop_interleave<count = 2 : i32>
#unroll_inner = #llvm.loop_annotation<disableNonforced = true>
#unroll = #llvm.loop_unroll<disable = false, count = 8 : i32, runtimeDisable = true, full = true, followupUnrolled = #unroll_inner, followupRemainder = #unroll_inner, followupAll = #unroll_inner>
#jam = #llvm.loop_unroll_and_jam<disable = true, count = 2 : i32, followupOuter = #unroll_inner, followupInner = #unroll_inner, followupRemainderOuter = #unroll_inner, followupRemainderInner = #unroll_inner, followupAll = #unroll_inner>
#licm = #llvm.loop_licm<disable = true, versioningDisable = true>
#distribute = #llvm.loop_distribute<disable = true, followupCoincident = #unroll_inner, followupSequential = #unroll_inner, followupFallback = #unroll_inner, followupAll = #unroll_inner>
#pipeline = #llvm.loop_pipeline<disable = false, initiationinterval = 3 : i32>
#peeled = #llvm.loop_peeled<count = 1 : i32>
#unswitch = #llvm.loop_unswitch<partialDisable = true>
#vectorize_followups = #llvm.loop_vectorize<disable = true, followupVectorized = #unroll_inner, followupEpilogue = #unroll_inner, followupAll = #unroll_inner>
#loop_all = #llvm.loop_annotation<disableNonforced = true, vectorize = #vectorize, interleave = #interleave, unroll = #unroll, unrollAndJam = #jam, licm = #licm, distribute = #distribute, pipeline = #pipeline, peeled = #peeled, unswitch = #unswitch, mustProgress = true, isVectorized = false, parallelAccesses = #group0, #group1>
#loop_followups = #llvm.loop_annotation<vectorize = #vectorize_followups, mustProgress = true, isVectorized = true>
module {
  llvm.linker_options ["-l", "m"]
  llvm.linker_options ["/DEFAULTLIB:", "libcmt"]
  llvm.func @callee(!llvm.ptr) -> i32
  llvm.func @personality(...) -> i32
  llvm.func @accesses(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i32) -> i64 {
    %0 = llvm.load %arg0 {alignment = 4 : i64, tbaa = [#tag_int]} : !llvm.ptr -> i32
    %1 = llvm.load %arg1 {alignment = 8 : i64, tbaa = [#tag_second], alias_scopes = [#scope_src], noalias_scopes = [#scope_dst, #scope_plain]} : !llvm.ptr -> i64
    llvm.store %0, %arg1 {alignment = 4 : i64, tbaa = [#tag_const], alias_scopes = [#scope_dst], noalias_scopes = [#scope_src]} : i32, !llvm.ptr
    llvm.store %arg2, %arg0 {nontemporal, access_groups = [#group0]} : i32, !llvm.ptr
    %2 = llvm.load %arg0 invariant {access_groups = [#group0, #group1]} : !llvm.ptr -> i32
    %3 = llvm.load volatile %arg0 {nontemporal, alias_scopes = [#scope_plain]} : !llvm.ptr -> i32
    %4 = llvm.atomicrmw add %arg0, %2 monotonic {tbaa = [#tag_int], access_groups = [#group1]} : !llvm.ptr, i32
    %5 = llvm.cmpxchg %arg0, %3, %4 acq_rel monotonic {tbaa = [#tag_int], alias_scopes = [#scope_src]} : !llvm.ptr, i32
    %6 = llvm.call @callee(%arg0) {tbaa = [#tag_int], noalias_scopes = [#scope_dst], access_groups = [#group1], branch_weights = array<i32: 7>} : (!llvm.ptr) -> i32
    %7 = llvm.load %arg0 {tbaa = [#tag_int, #tag_const]} : !llvm.ptr -> i32
    llvm.return %1 : i64
  }
  llvm.func @loops(%arg0: i32, %arg1: !llvm.ptr) -> i32 {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.mlir.constant(1 : i32) : i32
    llvm.br ^bb1(%0 : i32)
  ^bb1(%2: i32):
    %3 = llvm.icmp "slt" %2, %arg0 : i32
    llvm.cond_br %3 weights([90, 10]), ^bb2, ^bb3
  ^bb2:
    llvm.store %2, %arg1 {access_groups = [#group0]} : i32, !llvm.ptr
    %4 = llvm.add %2, %1 : i32
    llvm.br ^bb1(%4 : i32) {loop_annotation = #loop_all}
  ^bb3:
    llvm.switch %arg0 : i32, ^bb4 [
      1: ^bb5,
      2: ^bb4
    ] {branch_weights = array<i32: 5, 10, 15>}
  ^bb4:
    llvm.cond_br %3, ^bb1(%1 : i32), ^bb5 {loop_annotation = #loop_followups}
  ^bb5:
    llvm.return %2 : i32
  }
  llvm.func @invokes(%arg0: !llvm.ptr) -> i32 attributes {personality = @personality} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.invoke @callee(%arg0) to ^bb1 unwind ^bb2 {branch_weights = array<i32: 100, 1>} : (!llvm.ptr) -> i32
  ^bb1:
    llvm.return %1 : i32
  ^bb2:
    %2 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
    llvm.return %0 : i32
  }
}
