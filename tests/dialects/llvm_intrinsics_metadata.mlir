// Memory intrinsics with the memory access metadata LLVM attaches to
// their calls: access groups, alias scopes, no-alias scopes and TBAA tags.
#group = #llvm.access_group<id = distinct[0]<>>
#domain = #llvm.alias_scope_domain<id = distinct[1]<>, description = "copy">
#scope = #llvm.alias_scope<id = distinct[2]<>, domain = #domain>
#other = #llvm.alias_scope<id = distinct[3]<>, domain = #domain, description = "other">
#root = #llvm.tbaa_root<id = "Simple C/C++ TBAA">
#char = #llvm.tbaa_type_desc<id = "omnipotent char", members = {<#root, 0>}>
#tag = #llvm.tbaa_tag<base_type = #char, access_type = #char, offset = 0>
func.func @metadata(%dst: !llvm.ptr, %src: !llvm.ptr, %n: i64, %byte: i8) {
  "llvm.intr.memcpy"(%dst, %src, %n) <{access_groups = [#group], isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  "llvm.intr.memmove"(%dst, %src, %n) <{alias_scopes = [#scope], isVolatile = false, noalias_scopes = [#other]}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  "llvm.intr.memset"(%dst, %byte, %n) <{isVolatile = true, tbaa = [#tag]}> : (!llvm.ptr, i8, i64) -> ()
  "llvm.intr.memcpy.inline"(%dst, %src) <{access_groups = [#group], alias_scopes = [#scope, #other], isVolatile = false, len = 8 : i64, tbaa = [#tag]}> : (!llvm.ptr, !llvm.ptr) -> ()
  func.return
}
