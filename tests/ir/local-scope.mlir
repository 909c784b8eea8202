// --mlir-print-local-scope: no alias definitions are printed; affine maps,
// sets and (with --mlir-print-debuginfo) locations are printed inline.
// RUN: dialectic-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-local-scope %s | FileCheck %s
// RUN: dialectic-opt --allow-unregistered-dialect --mlir-print-local-scope --mlir-print-debuginfo %s | FileCheck %s --check-prefix=DEBUG

#tile = affine_map<(d0, d1) -> (d0 floordiv 32, d1 floordiv 32, d0 mod 32, d1 mod 32)>
#loc = loc("kernel.c":12:3)
%buf = "scope.alloc"() : () -> memref<64x64xf32, #tile> loc(#loc)
"scope.for"(%buf) ({
^bb0(%i: index loc("kernel.c":13:7)):
  "scope.load"(%buf, %i) {map = affine_map<(d0) -> (d0 + 1)>, cond = affine_set<(d0) : (d0 >= 0)>} : (memref<64x64xf32, #tile>, index) -> () loc(callsite("inner.h":4:9 at "kernel.c":14:5))
}) : (memref<64x64xf32, #tile>) -> () loc(fused["kernel.c":13:3, "kernel.c":15:3])

// CHECK: "builtin.module"() ({
// CHECK-NEXT: %0 = "scope.alloc"() : () -> memref<64x64xf32, affine_map<(d0, d1) -> (d0 floordiv 32, d1 floordiv 32, d0 mod 32, d1 mod 32)>>
// CHECK-NEXT: "scope.for"(%0) ({
// CHECK-NEXT: ^bb0(%arg0: index):
// CHECK-NEXT: "scope.load"(%0, %arg0) {cond = affine_set<(d0) : (d0 >= 0)>, map = affine_map<(d0) -> (d0 + 1)>} : (memref<64x64xf32, affine_map<(d0, d1) -> (d0 floordiv 32, d1 floordiv 32, d0 mod 32, d1 mod 32)>>, index) -> ()
// CHECK-NEXT: }) : (memref<64x64xf32, affine_map<(d0, d1) -> (d0 floordiv 32, d1 floordiv 32, d0 mod 32, d1 mod 32)>>) -> ()
// CHECK-NEXT: }) : () -> ()

// DEBUG: module {
// DEBUG-NEXT: %0 = "scope.alloc"() : () -> memref<64x64xf32, affine_map<(d0, d1) -> (d0 floordiv 32, d1 floordiv 32, d0 mod 32, d1 mod 32)>> loc("kernel.c":12:3)
// DEBUG-NEXT: "scope.for"(%0) ({
// DEBUG-NEXT: ^bb0(%arg0: index loc("kernel.c":13:7)):
// DEBUG-NEXT: "scope.load"(%0, %arg0) {cond = affine_set<(d0) : (d0 >= 0)>, map = affine_map<(d0) -> (d0 + 1)>} : (memref<64x64xf32, affine_map<(d0, d1) -> (d0 floordiv 32, d1 floordiv 32, d0 mod 32, d1 mod 32)>>, index) -> () loc(callsite("inner.h":4:9 at "kernel.c":14:5))
// DEBUG-NEXT: }) : (memref<64x64xf32, affine_map<(d0, d1) -> (d0 floordiv 32, d1 floordiv 32, d0 mod 32, d1 mod 32)>>) -> () loc(fused["kernel.c":13:3, "kernel.c":15:3])
// DEBUG-NEXT: } loc("{{.*}}local-scope.mlir":0:0)
