// Builtin types in op signatures and type attributes: integers, floats,
// index, vectors with scalable dims, 0-d vectors, tensors, memrefs with
// strided layouts and memory spaces, unranked tensors and memrefs, complex,
// tuple, none, function types and opaque dialect types.
// RUN: dialectic-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s
// RUN: dialectic-opt --allow-unregistered-dialect %s | FileCheck %s --check-prefix=CUSTOM

!elt = f16
%a, %b, %c = "ex.produce"() : () -> (vector<[4]xf32>, vector<2x[8]x!elt>, vector<i1>)
%t:2 = "ex.tensors"() : () -> (tensor<?x4xbf16>, tensor<*xi8>)
%m = "ex.memref"() : () -> memref<4x?xf32, strided<[?, 1], offset: ?>, 3>
%u = "ex.cast"(%m) : (memref<4x?xf32, strided<[?, 1], offset: ?>, 3>) -> memref<*xf32, 3>
%s = "ex.strided"() : () -> memref<16xi64, strided<[2], offset: 4>>
%z = "ex.zero_d"() : () -> memref<f64>
%x = "ex.misc"() {
  types = [complex<f64>, tuple<i32, tuple<>, index>, none, (i32, f32) -> (i1), () -> ((i8) -> ()),
           si8, ui16, i1024, f80, f128, tf32, f8E4M3FN, !ex.opaque<"body", 1>]
} : () -> tuple<si32, ui64>
"ex.consume"(%a, %b, %c, %t#0, %t#1, %u, %s, %z, %x) : (vector<[4]xf32>, vector<2x[8]xf16>, vector<i1>, tensor<?x4xbf16>, tensor<*xi8>, memref<*xf32, 3>, memref<16xi64, strided<[2], offset: 4>>, memref<f64>, tuple<si32, ui64>) -> ()

// CHECK: "builtin.module"() ({
// CHECK-NEXT: %0:3 = "ex.produce"() : () -> (vector<[4]xf32>, vector<2x[8]xf16>, vector<i1>)
// CHECK-NEXT: %1:2 = "ex.tensors"() : () -> (tensor<?x4xbf16>, tensor<*xi8>)
// CHECK-NEXT: %2 = "ex.memref"() : () -> memref<4x?xf32, strided<[?, 1], offset: ?>, 3>
// CHECK-NEXT: %3 = "ex.cast"(%2) : (memref<4x?xf32, strided<[?, 1], offset: ?>, 3>) -> memref<*xf32, 3>
// CHECK-NEXT: %4 = "ex.strided"() : () -> memref<16xi64, strided<[2], offset: 4>>
// CHECK-NEXT: %5 = "ex.zero_d"() : () -> memref<f64>
// CHECK-NEXT: %6 = "ex.misc"() {types = [complex<f64>, tuple<i32, tuple<>, index>, none, (i32, f32) -> i1, () -> ((i8) -> ()), si8, ui16, i1024, f80, f128, tf32, f8E4M3FN, !ex.opaque<"body", 1>]} : () -> tuple<si32, ui64>
// CHECK-NEXT: "ex.consume"(%0#0, %0#1, %0#2, %1#0, %1#1, %3, %4, %5, %6) : (vector<[4]xf32>, vector<2x[8]xf16>, vector<i1>, tensor<?x4xbf16>, tensor<*xi8>, memref<*xf32, 3>, memref<16xi64, strided<[2], offset: 4>>, memref<f64>, tuple<si32, ui64>) -> ()
// CHECK-NEXT: }) : () -> ()

// CUSTOM: module {
// CUSTOM-NEXT: %0:3 = "ex.produce"() : () -> (vector<[4]xf32>, vector<2x[8]xf16>, vector<i1>)
// CUSTOM-NEXT: %1:2 = "ex.tensors"() : () -> (tensor<?x4xbf16>, tensor<*xi8>)
// CUSTOM-NEXT: %2 = "ex.memref"() : () -> memref<4x?xf32, strided<[?, 1], offset: ?>, 3>
// CUSTOM-NEXT: %3 = "ex.cast"(%2) : (memref<4x?xf32, strided<[?, 1], offset: ?>, 3>) -> memref<*xf32, 3>
// CUSTOM-NEXT: %4 = "ex.strided"() : () -> memref<16xi64, strided<[2], offset: 4>>
// CUSTOM-NEXT: %5 = "ex.zero_d"() : () -> memref<f64>
// CUSTOM-NEXT: %6 = "ex.misc"() {types = [complex<f64>, tuple<i32, tuple<>, index>, none, (i32, f32) -> i1, () -> ((i8) -> ()), si8, ui16, i1024, f80, f128, tf32, f8E4M3FN, !ex.opaque<"body", 1>]} : () -> tuple<si32, ui64>
// CUSTOM-NEXT: "ex.consume"(%0#0, %0#1, %0#2, %1#0, %1#1, %3, %4, %5, %6) : (vector<[4]xf32>, vector<2x[8]xf16>, vector<i1>, tensor<?x4xbf16>, tensor<*xi8>, memref<*xf32, 3>, memref<16xi64, strided<[2], offset: 4>>, memref<f64>, tuple<si32, ui64>) -> ()
// CUSTOM-NEXT: }
