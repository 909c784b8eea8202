// RUN: standalone-opt %s | FileCheck %s

// CHECK-LABEL: func.func @bar(
func.func @bar(%arg0: i32) -> i32 {
  // CHECK: %{{.*}} = standalone.foo %{{.*}} : i32
  %res = standalone.foo %arg0 : i32
  return %res : i32
}
