// The llvm dialect's enum attributes: calling conventions, linkage,
// tail-call kinds, frame-pointer kinds (`non-leaf` is no keyword and
// prints quoted), fast-math flags (`fast` stands for all seven) and
// integer overflow flags, in any order and spacing on input.
module attributes {
  test.cconv = #llvm.cconv<ccc>,
  test.cconv_fast = #llvm.cconv<fastcc>,
  test.cconv_ghc = #llvm.cconv<cc_10>,
  test.cconv_quoted = #llvm.cconv<"swiftcc">,
  test.cconv_x86 = #llvm.cconv<x86_64_sysvcc>,
  test.fastmath_all = #llvm.fastmath<nnan,ninf,nsz,arcp,contract,afn,reassoc>,
  test.fastmath_fast = #llvm.fastmath<fast>,
  test.fastmath_none = #llvm.fastmath<none>,
  test.fastmath_two = #llvm.fastmath<ninf,nnan>,
  test.fastmath_fast_and_more = #llvm.fastmath<fast, nnan>,
  test.frame_pointer_all = #llvm.framePointerKind<all>,
  test.frame_pointer_non_leaf = #llvm.framePointerKind<"non-leaf">,
  test.frame_pointer_none = #llvm.framePointerKind<none>,
  test.frame_pointer_reserved = #llvm.framePointerKind<reserved>,
  test.linkage_external = #llvm.linkage<external>,
  test.linkage_internal = #llvm.linkage<internal>,
  test.linkage_odr = #llvm.linkage<linkonce_odr>,
  test.linkage_private = #llvm.linkage<private>,
  test.overflow_both = #llvm.overflow<nuw, nsw>,
  test.overflow_none = #llvm.overflow<none>,
  test.overflow_nsw = #llvm.overflow<nsw>,
  test.tail_musttail = #llvm.tailcallkind<musttail>,
  test.tail_none = #llvm.tailcallkind<none>,
  test.tail_notail = #llvm.tailcallkind<notail>,
  test.tail_tail = #llvm.tailcallkind<tail>,
  test.in_array = [#llvm.linkage<weak>, #llvm.cconv<coldcc>],
  test.in_dict = {a = #llvm.fastmath<contract>, b = #llvm.overflow<nuw>}
} {
}
