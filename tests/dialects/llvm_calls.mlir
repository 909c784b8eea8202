// Calls: direct and indirect, variadic, with calling conventions, tail
// call kinds, fast-math flags, branch weights and alias metadata; invokes
// with their landing pads; inline assembly and intrinsics called by name.
#tbaa_root = #llvm.tbaa_root<id = "Simple C/C++ TBAA">
#tbaa_type_desc = #llvm.tbaa_type_desc<id = "omnipotent char", members = {<#tbaa_root, 0>}>
#tbaa_tag = #llvm.tbaa_tag<base_type = #tbaa_type_desc, access_type = #tbaa_type_desc, offset = 0>
#domain = #llvm.alias_scope_domain<id = distinct[0]<>, description = "calls">
#scope = #llvm.alias_scope<id = distinct[1]<>, domain = #domain, description = "first">
#scope1 = #llvm.alias_scope<id = distinct[2]<>, domain = #domain>
#group = #llvm.access_group<id = distinct[3]<>>
module {
  llvm.func @f(i32, !llvm.ptr) -> i32
  llvm.func @g()
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.func @__gxx_personality_v0(...) -> i32
  llvm.mlir.global external constant @_ZTIi() : !llvm.ptr
  llvm.func @calls(%a: i32, %p: !llvm.ptr, %x: f32) -> i32 {
    %0 = llvm.call @f(%a, %p) : (i32, !llvm.ptr) -> i32
    llvm.call @g() : () -> ()
    %1 = llvm.call tail @f(%a, %p) {fastmathFlags = #llvm.fastmath<nnan, ninf>} : (i32, !llvm.ptr) -> i32
    %2 = llvm.call fastcc musttail @f(%a, %p) : (i32, !llvm.ptr) -> i32
    llvm.call notail @g() {branch_weights = array<i32: 3>} : () -> ()
    %3 = llvm.call %p(%a, %p) : !llvm.ptr, (i32, !llvm.ptr) -> i32
    llvm.call coldcc %p() : !llvm.ptr, () -> ()
    %4 = llvm.call @printf(%p, %a, %x) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, f32) -> i32
    %5 = llvm.call %p(%p) vararg(!llvm.func<i32 (ptr, ...)>) : !llvm.ptr, (!llvm.ptr) -> i32
    %13 = llvm.call @f(%a, %p) {access_groups = [#group], alias_scopes = [#scope], noalias_scopes = [#scope1], tbaa = [#tbaa_tag]} : (i32, !llvm.ptr) -> i32
    %6 = llvm.call none @f(%a, %p) {fastmathFlags = #llvm.fastmath<none>, other = unit} : (i32, !llvm.ptr) -> i32
    %7 = llvm.inline_asm has_side_effects "bswap $0", "=r,r" %a : (i32) -> i32
    %8 = llvm.inline_asm is_align_stack asm_dialect = intel operand_attrs = [{elementtype = i32}] "mov $0, 1", "=r" : () -> i32
    llvm.inline_asm asm_dialect = att "nop", "" : () -> ()
    %9 = llvm.inline_asm {extra} "add $0, $1", "=r,r,r" %a, %a : (i32, i32) -> i32
    %c = llvm.mlir.constant(false) : i1
    %10 = llvm.call_intrinsic "llvm.abs.i32"(%a, %c) : (i32, i1) -> i32
    llvm.call_intrinsic "llvm.donothing"() : () -> ()
    %11 = llvm.call_intrinsic "llvm.fabs.f32"(%x) : (f32) -> f32 {fastmathFlags = #llvm.fastmath<fast>}
    llvm.return %0 : i32
  }
  llvm.func @invokes(%a: i32, %p: !llvm.ptr) -> i32 attributes {personality = @__gxx_personality_v0} {
    %0 = llvm.mlir.addressof @_ZTIi : !llvm.ptr
    %1 = llvm.mlir.zero : !llvm.ptr
    %2 = llvm.invoke @f(%a, %p) to ^bb1 unwind ^bb3 : (i32, !llvm.ptr) -> i32
  ^bb1:
    llvm.invoke fastcc @g() to ^bb2 unwind ^bb3 {branch_weights = array<i32: 10, 1>} : () -> ()
  ^bb2:
    %3 = llvm.invoke %p(%2, %p) to ^bb4 unwind ^bb5 : !llvm.ptr, (i32, !llvm.ptr) -> i32
  ^bb3:
    %4 = llvm.landingpad (catch %0 : !llvm.ptr) (catch %1 : !llvm.ptr) : !llvm.struct<(ptr, i32)>
    llvm.resume %4 : !llvm.struct<(ptr, i32)>
  ^bb4:
    %5 = llvm.invoke @printf(%p, %a) to ^bb6 unwind ^bb5 vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
  ^bb5:
    %6 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
    llvm.resume %6 : !llvm.struct<(ptr, i32)>
  ^bb6:
    llvm.return %5 : i32
  }
  llvm.func @filters(%p: !llvm.ptr) attributes {personality = @__gxx_personality_v0} {
    %0 = llvm.mlir.undef : !llvm.array<1 x ptr>
    %1 = llvm.mlir.addressof @_ZTIi : !llvm.ptr
    %2 = llvm.bitcast %1 : !llvm.ptr to !llvm.ptr
    llvm.invoke @g() to ^bb1 unwind ^bb2 : () -> ()
  ^bb1:
    llvm.return
  ^bb2:
    %3 = llvm.landingpad cleanup (catch %2 : !llvm.ptr) (filter %0 : !llvm.array<1 x ptr>) : !llvm.struct<(ptr, i32)>
    llvm.return
  }
}
