// Builtin attributes: integers, floats (decimal and hex NaN/inf), strings with
// escapes, arrays, dictionaries (printed sorted), dense elements, dense arrays,
// affine maps (printed through #map aliases), symbol references, unit
// attributes, type attributes and opaque dialect attributes. An empty symbol
// reference prints as MLIR prints it, `@<<INVALID EMPTY SYMBOL>>`.
// RUN: dialectic-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s

#layout = affine_map<(d0, d1)[s0] -> (d0 * 16 + d1 + s0)>
"attr.ints"() {plain = 42, narrow = 0xFF : i8, wide = -170141183460469231731687303715884105728 : si128, flag = true, idx = 3 : index, bit = 1 : i1} : () -> ()
"attr.floats"() {pi = 3.14159 : f32, d = 1.0, nan = 0x7FC00000 : f32, ninf = 0xFFF0000000000000 : f64, h = 0.1 : f16, neg_zero = -0.0 : bf16} : () -> ()
"attr.strings"() {s = "tab\tquote\"newline\n\00\FF", u = "π", typed = "t" : i8} : () -> ()
"attr.collections"() {arr = [1, 2.5, "x", [], [i32, unit]], dict = {zeta = 1 : i8, alpha = {nested = "y"}, "has space" = false}, empty = {}} : () -> ()
"attr.dense"() {splat = dense<0> : tensor<2x3xi32>, nested = dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>, bools = dense<[true, false, true]> : vector<3xi1>, cplx = dense<(1, -1)> : tensor<complex<i8>>, strs = dense<["a", "b"]> : tensor<2x!attr.string>} : () -> ()
"attr.arrays"() <{i32s = array<i32: 1, -2, 3>, f64s = array<f64: 0.5, 1.0e100>, none = array<i64>, bools = array<i1: true, false>}> : () -> ()
"attr.maps"() {map = #layout, transposed = affine_map<(d0, d1) -> (d1, d0)>, set = affine_set<(d0) : (d0 - 4 >= 0)>} : () -> memref<4x16xf32, #layout>
"attr.symbols"() {callee = @main, nested = @lib::@"sym with space", list = [@a, @b::@c], empty = @""} : () -> ()
"attr.units"() {fast, exact = unit, type = vector<4xf32>, fn = (i32) -> i64, opaque = #attr.kind<"x", 1>} : () -> ()

// CHECK: #map = affine_map<(d0, d1)[s0] -> (d0 * 16 + d1 + s0)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #set = affine_set<(d0) : (d0 - 4 >= 0)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT: "attr.ints"() {bit = true, flag = true, idx = 3 : index, narrow = -1 : i8, plain = 42 : i64, wide = -170141183460469231731687303715884105728 : si128} : () -> ()
// CHECK-NEXT: "attr.floats"() {d = 1.000000e+00 : f64, h = 9.997550e-02 : f16, nan = 0x7FC00000 : f32, neg_zero = -0.000000e+00 : bf16, ninf = 0xFFF0000000000000 : f64, pi = 3.141590e+00 : f32} : () -> ()
// CHECK-NEXT: "attr.strings"() {s = "tab\09quote\22newline\0A\00\FF", typed = "t" : i8, u = "\CF\80"} : () -> ()
// CHECK-NEXT: "attr.collections"() {arr = [1, 2.500000e+00, "x", [], [i32, unit]], dict = {alpha = {nested = "y"}, "has space" = false, zeta = 1 : i8}, empty = {}} : () -> ()
// CHECK-NEXT: "attr.dense"() {bools = dense<[true, false, true]> : vector<3xi1>, cplx = dense<(1,-1)> : tensor<complex<i8>>, nested = dense<{{\[\[}}1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>, splat = dense<0> : tensor<2x3xi32>, strs = dense<["a", "b"]> : tensor<2x!attr.string>} : () -> ()
// CHECK-NEXT: "attr.arrays"() <{bools = array<i1: true, false>, f64s = array<f64: 5.000000e-01, 1.000000e+100>, i32s = array<i32: 1, -2, 3>, none = array<i64>}> : () -> ()
// CHECK-NEXT: %0 = "attr.maps"() {map = #map, set = #set, transposed = #map1} : () -> memref<4x16xf32, #map>
// CHECK-NEXT: "attr.symbols"() {callee = @main, empty = @<<INVALID EMPTY SYMBOL>>, list = [@a, @b::@c], nested = @lib::@"sym with space"} : () -> ()
// CHECK-NEXT: "attr.units"() {exact, fast, fn = (i32) -> i64, opaque = #attr.kind<"x", 1>, type = vector<4xf32>} : () -> ()
// CHECK-NEXT: }) : () -> ()
