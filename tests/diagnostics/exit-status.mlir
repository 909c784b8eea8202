// Without --verify-diagnostics an error goes to stderr as
// `file:line:col: error: message` with the source line and a caret, nothing
// is printed on stdout, and the exit status is 1.
// RUN: not dialectic-opt --allow-unregistered-dialect %s 2>%t.stderr | count 0
// RUN: FileCheck %s < %t.stderr
// RUN: not dialectic-opt %s --allow-unregistered-dialect -o %t.out 2>&1 | FileCheck %s

%0 = "status.def"() : () -> i32
"status.use"(%0) : (f32) -> ()

// CHECK: exit-status.mlir:[[@LINE-2]]:14: error: use of value '%0' expects different type than prior uses: 'f32' vs 'i32'
// CHECK-NEXT: "status.use"(%0) : (f32) -> ()
// CHECK-NEXT: {{^ *\^$}}
// CHECK-NEXT: exit-status.mlir:[[@LINE-6]]:1: note: prior use here
// CHECK-NEXT: %0 = "status.def"() : () -> i32
// CHECK-NEXT: {{^\^$}}
