// Type and attribute aliases: defined in any order before use, aliases of
// aliases, aliases for builtin and opaque things. The printer resolves them all
// and only re-creates aliases for affine maps/sets and (with debuginfo)
// locations.
!i = i32
!vec = vector<4x!i>
!ptr = !demo.ptr<1>
!fn = (!i, !vec) -> !ptr
!tup = tuple<!i, !vec, !ptr>
#zero = 0 : i32
#answer = 42
#name = "alias"
#dict = {key = #answer, list = [#zero, #name]}
#arr = [#dict, #dict]
#opaque = #demo.attr<1, 2>
#ty = !fn
#layout = affine_map<(d0) -> (d0 * 2)>
!mem = memref<8xf32, #layout>
#dense = dense<[1, 2, 3, 4]> : vector<4x!i>
#sym = @callee

%0 = "demo.make"() {config = #dict, all = #arr, tag = #opaque, type = #ty, init = #dense} : () -> !vec
%1 = "demo.other"(%0) {callee = #sym} : (!vec) -> !ptr
%2:2 = "demo.pair"(%0, %1) : (!vec, !ptr) -> (!tup, !mem)
"demo.sink"(%2#0, %2#1) {fn = !fn, zero = #zero} : (!tup, !mem) -> ()
