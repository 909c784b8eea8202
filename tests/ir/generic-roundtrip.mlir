// The generic form: nested regions, blocks with arguments and `// N preds:`
// comments, result groups (%0:2, %0#1), value renumbering, properties and
// successors. Printing the output again must give the same text.
// RUN: dialectic-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s
// RUN: dialectic-opt --allow-unregistered-dialect --mlir-print-op-generic %s \
// RUN:   | dialectic-opt --allow-unregistered-dialect --mlir-print-op-generic \
// RUN:   | FileCheck %s

"toy.func"() <{sym_name = "divmod", function_type = (i32, i32) -> (i32, i32)}> ({
^entry(%lhs: i32, %rhs: i32):
  %zero = "toy.constant"() <{value = 0 : i32}> : () -> i32
  %is_zero = "toy.cmpi"(%rhs, %zero) {predicate = "eq"} : (i32, i32) -> i1
  "toy.cond_br"(%is_zero, %zero, %lhs)[^done, ^compute] <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (i1, i32, i32) -> ()
^compute:
  %qr:2 = "toy.divrem"(%lhs, %rhs) : (i32, i32) -> (i32, i32)
  "toy.br"(%qr#0, %qr#1)[^done] : (i32, i32) -> ()
^done(%q: i32, %r: i32):
  "toy.return"(%q, %r) : (i32, i32) -> ()
}) : () -> ()

"toy.func"() <{sym_name = "loops", function_type = (index) -> f32}> ({
^bb0(%n: index):
  %init = "toy.constant"() <{value = 0.0 : f32}> : () -> f32
  %sum = "toy.for"(%n, %init) ({
  ^body(%i: index, %acc: f32):
    %x = "toy.cast"(%i) : (index) -> f32
    %inner:2 = "toy.nested"(%x) ({
      "toy.yield"(%x, %acc) : (f32, f32) -> ()
    }, {
    }) : (f32) -> (f32, f32)
    %next = "toy.addf"(%inner#1, %x) {fastmath = #toy.fastmath<fast>} : (f32, f32) -> f32
    "toy.yield"(%next) : (f32) -> ()
  }) : (index, f32) -> f32
  "toy.return"(%sum) : (f32) -> ()
}) : () -> ()

// CHECK: "builtin.module"() ({
// CHECK-NEXT: "toy.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "divmod"}> ({
// CHECK-NEXT: ^bb0(%arg3: i32, %arg4: i32):
// CHECK-NEXT: %5 = "toy.constant"() <{value = 0 : i32}> : () -> i32
// CHECK-NEXT: %6 = "toy.cmpi"(%arg4, %5) {predicate = "eq"} : (i32, i32) -> i1
// CHECK-NEXT: "toy.cond_br"(%6, %5, %arg3)[^bb2, ^bb1] <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (i1, i32, i32) -> ()
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %7:2 = "toy.divrem"(%arg3, %arg4) : (i32, i32) -> (i32, i32)
// CHECK-NEXT: "toy.br"(%7#0, %7#1)[^bb2] : (i32, i32) -> ()
// CHECK-NEXT: ^bb2(%8: i32, %9: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: "toy.return"(%8, %9) : (i32, i32) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "toy.func"() <{function_type = (index) -> f32, sym_name = "loops"}> ({
// CHECK-NEXT: ^bb0(%arg0: index):
// CHECK-NEXT: %0 = "toy.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
// CHECK-NEXT: %1 = "toy.for"(%arg0, %0) ({
// CHECK-NEXT: ^bb0(%arg1: index, %arg2: f32):
// CHECK-NEXT: %2 = "toy.cast"(%arg1) : (index) -> f32
// CHECK-NEXT: %3:2 = "toy.nested"(%2) ({
// CHECK-NEXT: "toy.yield"(%2, %arg2) : (f32, f32) -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: }) : (f32) -> (f32, f32)
// CHECK-NEXT: %4 = "toy.addf"(%3#1, %2) {fastmath = #toy.fastmath<fast>} : (f32, f32) -> f32
// CHECK-NEXT: "toy.yield"(%4) : (f32) -> ()
// CHECK-NEXT: }) : (index, f32) -> f32
// CHECK-NEXT: "toy.return"(%1) : (f32) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()
