// Attributes and types of unregistered dialects: the body between the angle
// brackets is kept verbatim (spaces included), bodies nest any brackets and
// strings, and the verbose #dialect<"..."> form is kept as written.
"demo.opaque"() {
  bare = #demo.flag,
  simple = #demo.kind<fast>,
  args = #demo.linkage<internal, 3>,
  spaced = #demo.bar<  a , b  >,
  nested = #demo.outer<#demo.inner<!demo.t<1>>, [1, 2], {k = v}>,
  brackets = #demo.b<(x)[y]{z}<w>>,
  string_body = #demo.s<"a > b">,
  verbose = #demo<"bar">,
  verbose_ident = #demo<baz>,
  arrows = #demo.fn<(i32) -> i32>,
  typed_opaque = #demo.value<3> : i32,
  dialect_only = #demo<"">,
  in_array = [#demo.a, #demo.b<1>],
  in_dict = {x = #demo.x<y>}
} : () -> ()

// Ops mixing registered builtin types with opaque ones.
%p = "demo.alloca"() {elem_type = !demo.struct<"node", (i32, !demo.ptr)>} : () -> !demo.ptr
%q = "demo.gep"(%p) {indices = array<i32: 0, 1>, elem = !demo.struct<"node", (i32, !demo.ptr)>} : (!demo.ptr) -> !demo.ptr<1>
"demo.store"(%q, %p) {ordering = #demo.ordering<seq_cst>, tbaa = [#demo.tbaa<"int", 0>]} : (!demo.ptr<1>, !demo.ptr) -> ()
