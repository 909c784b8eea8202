// RUN: fmt-opt --allow-unregistered-dialect --split-input-file %s
// Each case is parsed by both fmt-opt and MLIR 19's build of the same .td;
// the diagnostics must be the same.

"t.op"() {a = !fmt.tail<1, 0, false>} : () -> ()

// -----

"t.op"() {a = !fmt.tail<1, 2, 3, 4>} : () -> ()

// -----

"t.op"() {a = !fmt.vec<4>} : () -> ()

// -----

"t.op"() {a = !fmt.vec<x, i32>} : () -> ()

// -----

"t.op"() {a = !fmt.vec<4, 5>} : () -> ()

// -----

"t.op"() {a = #fmt.options<>} : () -> ()

// -----

"t.op"() {a = #fmt.options<level = 1, level = 2>} : () -> ()

// -----

"t.op"() {a = #fmt.options<name = "x">} : () -> ()

// -----

"t.op"() {a = #fmt.options<level = 1, bogus = 2>} : () -> ()

// -----

"t.op"() {a = #fmt.options<level = 1, color = purple>} : () -> ()

// -----

"t.op"() {a = #fmt.options<level = 1, color = "blue">} : () -> ()

// -----

"t.op"() {a = #fmt.options<level = 1, color = 3>} : () -> ()

// -----

"t.op"() {a = #fmt.options<level : 1>} : () -> ()

// -----

"t.op"() {a = #fmt.options<level = 1, sizes = 1, level = 2>} : () -> ()

// -----

"t.op"() {a = #fmt.options<level = 1 name = "x">} : () -> ()

// -----

"t.op"() {a = #fmt.bounds<"r" : lo = 1>} : () -> ()

// -----

"t.op"() {a = #fmt.bounds<"r" : hi = 1, hi = 2>} : () -> ()

// -----

"t.op"() {a = #fmt.bounds<r : hi = 1, lo = 2>} : () -> ()

// -----

"t.op"() {a = !fmt.knobs<>} : () -> ()

// -----

"t.op"() {a = !fmt.knobs<depth 3>} : () -> ()

// -----

"t.op"() {a = !fmt.knobs<depth = 3,>} : () -> ()

// -----

"t.op"() {a = !fmt.space<x>} : () -> ()

// -----

"t.op"() {a = !fmt.space<-1>} : () -> ()

// -----

"t.op"() {a = !fmt.space<99999999999>} : () -> ()

// -----

"t.op"() {a = !fmt.space<>} : () -> ()

// -----

"t.op"() {a = !fmt.shape<i32 x [2, 3>} : () -> ()

// -----

"t.op"() {a = !fmt.shape<i32 x 2>} : () -> ()

// -----

"t.op"() {a = !fmt.shape<i32, unranked>} : () -> ()

// -----

"t.op"() {a = !fmt.shape<i32, ranked true>} : () -> ()

// -----

"t.op"() {a = !fmt.shape<4>} : () -> ()

// -----

"t.op"() {a = #fmt.maybe<1>} : () -> ()

// -----

"t.op"() {a = #fmt.maybe<>} : () -> ()

// -----

"t.op"() {a = !fmt.grid<2 * of f32>} : () -> ()

// -----

"t.op"() {a = !fmt.grid<of f32>} : () -> ()

// -----

"t.op"() {a = !fmt.grid<2 * 3 f32>} : () -> ()

// -----

"t.op"() {a = #fmt.scaled<4 y 3>} : () -> ()

// -----

"t.op"() {a = #fmt.scaled<4 x>} : () -> ()

// -----

"t.op"() {a = #fmt.tagged<#fmt.options<level = 1> in !fmt.space<2>, <"b"> in <5>>} : () -> ()

// -----

"t.op"() {a = #fmt.tagged<#fmt.maybe<none> in !fmt.unit, <"b"> in <5>>} : () -> ()

// -----

"t.op"() {a = #fmt.tagged<<none> in <2>, <"b"> in <5>>} : () -> ()

// -----

"t.op"() {a = #fmt.tagged<#fmt.maybe<none> in !fmt.space<2>, "b" in <5>>} : () -> ()

// -----

"t.op"() {a = #fmt.kinds<"text", purple, 5 : i32, 7 : i8, i8 -> false>} : () -> ()

// -----

"t.op"() {a = #fmt.kinds<"text", blue, 5 : i32, "s", i8 -> false>} : () -> ()

// -----

"t.op"() {a = #fmt.kinds<text, blue, 5 : i32, 7 : i8, i8 -> false>} : () -> ()

// -----

"t.op"() {a = #fmt.kinds<"text", blue, 5 : i32, 7 : i8, 8 -> false>} : () -> ()

// -----

"t.op"() {a = #fmt.kinds<"text", blue, 5 : i32, 7 : i8, i8 -> maybe>} : () -> ()

// -----

"t.op"() {a = #fmt.kinds<"text", blue, 5 : i32, 7 : i8, i8 > false>} : () -> ()

// -----

"t.op"() {a = !fmt.spaced<1 2 : i8>} : () -> ()

// -----

"t.op"() {a = !fmt.keyed<from 1 step 2 to 3>} : () -> ()

// -----

"t.op"() {a = !fmt.keyed<1 to 3>} : () -> ()

// -----

"t.op"() {a = !fmt.keyed<from 1 to 3 step>} : () -> ()

// -----

"t.op"() {a = !fmt.nope<1>} : () -> ()

// -----

"t.op"() {a = #fmt.nope<1>} : () -> ()

// -----

"t.op"() {a = !fmt.unit<1>} : () -> ()

// -----

"t.op"() {a = !fmt.vec<4, i32} : () -> ()

// -----

"t.op"() {a = !fmt.tail<1, 2, 2>} : () -> ()

// -----

"t.op"() {a = !fmt.tail<1, 2, -1>} : () -> ()

// -----

"t.op"() {a = !fmt.space<4294967296>} : () -> ()

// -----

"t.op"() {a = !fmt.space<-4294967296>} : () -> ()

// -----

"t.op"() {a = !fmt.space<999999999999999999999999999999999999999999999999>} : () -> ()

// -----

"t.op"() {a = !fmt.vec<99999999999999999999, i32>} : () -> ()

// -----

"t.op"() {a = !fmt.vec<-, i32>} : () -> ()

// -----

"t.op"() {a = #fmt.tagged<#fmt.maybe<none> in !fmt.vec<1, i1>, <"b"> in <5>>} : () -> ()

// -----

"t.op"() {a = #fmt.tagged<#fmt.maybe<none> in i32, <"b"> in <5>>} : () -> ()

// -----

"t.op"() {a = #fmt.tagged<#fmt.maybe<none> in !fmt.space, <"b"> in <5>} : () -> ()

// -----

"t.op"() {a = #fmt.kinds<"text", blue, 5 : i32, 7.0 : f32, i8 -> false>} : () -> ()

// -----

"t.op"() {a = #fmt.kinds<"text", blue, 5 : i32, 7 : i8, i8 -> 2>} : () -> ()

// -----

"t.op"() {a = !fmt.knobs<depth = 1, depth = 2>} : () -> ()

// -----

"t.op"() {a = !fmt.knobs<height = 1>} : () -> ()

// -----

"t.op"() {a = !fmt.knobs<depth = x>} : () -> ()

// -----

"t.op"() {a = !fmt.grid<2 * 3 of 4>} : () -> ()

// -----

"t.op"() {a = #fmt.scaled<x 3>} : () -> ()

// -----

"t.op"() {a = #fmt.maybe<"a" "b">} : () -> ()

// -----

"t.op"() {a = !fmt.keyed<from 1 to 2 step 3 step 4>} : () -> ()

// -----

"t.op"() {a = !fmt.duo<b = 1 : a = 2>} : () -> ()

// -----

"t.op"() {a = !fmt.duo<a = 1 : c = 2>} : () -> ()

// -----

"t.op"() {a = !fmt.duo<a = 1, b = 2>} : () -> ()

// -----

"t.op"() {a = !fmt.pair<>} : () -> ()

// -----

"t.op"() {a = !fmt.pair<1, 2, 3>} : () -> ()

// -----

"t.op"() {a = !fmt.pair<1,>} : () -> ()

// -----

"t.op"() {a = #fmt.note<"a", 3>} : () -> ()

// -----

"t.op"() {a = #fmt.note<"a" tag 3>} : () -> ()

// -----

"t.op"() {a = #fmt.note<"a", tag>} : () -> ()

// -----

"t.op"() {a = !fmt.pair<0, 2>} : () -> ()
