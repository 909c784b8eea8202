// RUN: fmt-opt --allow-unregistered-dialect %s
// RUN: fmt-opt --allow-unregistered-dialect --mlir-print-op-generic %s
// Every type and attribute of the `fmt` dialect in the forms its format
// allows, printed by both fmt-opt and MLIR 19's build of the same .td.

"t.params"() {
  a = !fmt.vec<4, i32>, a2 = !fmt.vec<-3, !fmt.vec<0x10, f16>>,
  b = !fmt.tail<1>, b2 = !fmt.tail<1, 2>, b3 = !fmt.tail<1, 2, true>,
  b4 = !fmt.tail<1, 2, 1>, b5 = !fmt.tail<1, 2, false>, b6 = !fmt.tail<1,2,0>
} : () -> ()

"t.struct"() {
  c = #fmt.options<level = 2>,
  c2 = #fmt.options<level = 3, color = blue, strict = false, name = "x", sizes = 1, 2>,
  c3 = #fmt.options<level = 1, color = green, strict = true, name = "">,
  c4 = #fmt.options<strict = true, level = 7, sizes = 5>,
  c5 = #fmt.options<name = "a\"b\n", level = -1, color = "red">,
  d = #fmt.bounds<"r" : lo = 1, hi = 5>, d2 = #fmt.bounds<"" : hi = 0, lo = 0>,
  e = !fmt.knobs, e2 = !fmt.knobs<depth = 3>, e3 = !fmt.knobs<width = 2, depth = 1>,
  e4 = !fmt.knobs<depth = 0, width = 0>,
  q = !fmt.duo<a = 1 : c = 3, b = 2>, q2 = !fmt.duo<a = 1 : b = 2>, q3 = !fmt.duo<a = 1 : b = 2, c = 0>
} : () -> ()

"t.optional"() {
  f = !fmt.space, f2 = !fmt.space<3>, f3 = !fmt.space<0>, f4 = !fmt.space<true>,
  f5 = !fmt.space<-1>, f6 = !fmt.space<4294967295>,
  g = !fmt.shape<i32>, g2 = !fmt.shape<i32 x [2, 3]>, g3 = !fmt.shape<f32, unranked true>,
  g4 = !fmt.shape<!fmt.space<1> x [7], unranked 1>, g5 = !fmt.shape<i1, unranked false>,
  h = #fmt.maybe<none>, h2 = #fmt.maybe<"a">, h3 = #fmt.maybe<"">,
  p = !fmt.pair, p2 = !fmt.pair<1, 2>, p3 = !fmt.pair<1>
} : () -> ()

"t.custom"() {
  i = !fmt.grid<2 * 3 * 4 of f32>, i2 = !fmt.grid<-1 of !fmt.unit>,
  r = #fmt.note<"a">, r2 = #fmt.note<"a", tag 3>, r3 = #fmt.note<"a", tag 0>,
  j = #fmt.scaled<4 x 3>, j2 = #fmt.scaled<4 squared>, j3 = #fmt.scaled<4 x 4>,
  k = #fmt.tagged<#fmt.maybe<none> in !fmt.space<2>, <"b"> in <5>>,
  k2 = #fmt.tagged<#fmt.maybe<"q"> in !fmt.space, #fmt.maybe<none> in !fmt.space<0>>
} : () -> ()

"t.kinds"() {
  l = #fmt.kinds<"text", blue, 5 : i32, 7 : i8, i8 -> false>,
  l2 = #fmt.kinds<"", "green", [1, "x"], 0 : index, !fmt.vec<1, i1> -> true>,
  l3 = #fmt.kinds<"t", red, #fmt.maybe<none>, -7 : i64, tensor<2xf32> -> 1>,
  m = !fmt.spaced< 1 ,2 :i8 >, m2 = !fmt.spaced<1,2:i8>,
  n = !fmt.keyed<from 1 to 2 step 3>, n2 = !fmt.keyed<from 1 to 2>, n3 = !fmt.keyed<from 1 to 2 step 0>,
  o = !fmt.unit
} : () -> ()

func.func @f(%a: !fmt.vec<4, i32>, %b: !fmt.grid<2 of f32>) -> !fmt.space<2> attributes {fmt = #fmt.maybe<"f">} {
  %0 = "t.make"(%a) {k = #fmt.kinds<"t", red, 1, 2 : i8, i8 -> true>} : (!fmt.vec<4, i32>) -> !fmt.space<2>
  return %0 : !fmt.space<2>
}
