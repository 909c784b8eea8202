// Memory intrinsics: copies and fills with their volatility as an
// immediate argument and the memory access metadata of the op, prefetch,
// lifetime and invariant markers, no-alias scope declarations.
#root = #llvm.tbaa_root<id = "Simple C/C++ TBAA">
#char = #llvm.tbaa_type_desc<id = "omnipotent char", members = {<#root, 0>}>
#tag_char = #llvm.tbaa_tag<base_type = #char, access_type = #char, offset = 0>
#domain = #llvm.alias_scope_domain<id = distinct[0]<>, description = "copy">
#scope_src = #llvm.alias_scope<id = distinct[1]<>, domain = #domain, description = "copy: src">
#scope_dst = #llvm.alias_scope<id = distinct[2]<>, domain = #domain>
#group = #llvm.access_group<id = distinct[3]<>>
llvm.func @copies(%dst: !llvm.ptr, %src: !llvm.ptr, %n: i64, %m: i32, %b: i8) {
  "llvm.intr.memcpy"(%dst, %src, %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  "llvm.intr.memcpy"(%dst, %src, %m) <{isVolatile = true, tbaa = [#tag_char]}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
  "llvm.intr.memmove"(%dst, %src, %n) <{isVolatile = false, alias_scopes = [#scope_dst], noalias_scopes = [#scope_src]}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  "llvm.intr.memcpy.inline"(%dst, %src) <{isVolatile = false, len = 16 : i64, access_groups = [#group]}> : (!llvm.ptr, !llvm.ptr) -> ()
  "llvm.intr.memset"(%dst, %b, %n) <{isVolatile = false, tbaa = [#tag_char]}> : (!llvm.ptr, i8, i64) -> ()
  "llvm.intr.memset"(%dst, %b, %m) <{isVolatile = true}> : (!llvm.ptr, i8, i32) -> ()
  llvm.intr.experimental.noalias.scope.decl #scope_src
  llvm.intr.experimental.noalias.scope.decl #scope_dst
  llvm.return
}

llvm.func @markers(%p: !llvm.ptr, %q: !llvm.ptr<1>) {
  "llvm.intr.prefetch"(%p) <{cache = 1 : i32, hint = 3 : i32, rw = 0 : i32}> : (!llvm.ptr) -> ()
  llvm.intr.lifetime.start 16, %p : !llvm.ptr
  llvm.intr.lifetime.end 16, %p : !llvm.ptr
  llvm.intr.lifetime.start -1, %q : !llvm.ptr<1>
  %0 = llvm.intr.invariant.start 8, %p : !llvm.ptr
  llvm.intr.invariant.end %0, 8, %p : !llvm.ptr
  llvm.return
}
