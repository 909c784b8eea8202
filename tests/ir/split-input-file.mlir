// --split-input-file: each chunk between separator lines (two slashes and
// five dashes) is parsed and printed on its own, value numbering and aliases
// restart, and the outputs are joined by separator lines.
// RUN: dialectic-opt --allow-unregistered-dialect --split-input-file --mlir-print-op-generic %s | FileCheck %s
// RUN: dialectic-opt --allow-unregistered-dialect --split-input-file %s | FileCheck %s --check-prefix=CUSTOM

%0 = "chunk.first"() {map = affine_map<(d0) -> (d0 + 1)>} : () -> i32
"chunk.use"(%0) : (i32) -> ()

// -----

// The second chunk: %0 and #map are fresh names again.
%x = "chunk.second"() {map = affine_map<(d0) -> (d0 * 2)>} : () -> f32
"chunk.use"(%x) : (f32) -> ()

// -----

module {
  "chunk.third"() : () -> ()
}

// CHECK: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT: %0 = "chunk.first"() {map = #map} : () -> i32
// CHECK-NEXT: "chunk.use"(%0) : (i32) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: #map = affine_map<(d0) -> (d0 * 2)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT: %0 = "chunk.second"() {map = #map} : () -> f32
// CHECK-NEXT: "chunk.use"(%0) : (f32) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-EMPTY:
// CHECK-NEXT: // {{-+}}
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT: "chunk.third"() : () -> ()
// CHECK-NEXT: }) : () -> ()

// CUSTOM: #map = affine_map<(d0) -> (d0 + 1)>
// CUSTOM-NEXT: module {
// CUSTOM-NEXT: %0 = "chunk.first"() {map = #map} : () -> i32
// CUSTOM-NEXT: "chunk.use"(%0) : (i32) -> ()
// CUSTOM-NEXT: }
// CUSTOM-EMPTY:
// CUSTOM-NEXT: // {{-+}}
// CUSTOM-NEXT: #map = affine_map<(d0) -> (d0 * 2)>
// CUSTOM-NEXT: module {
// CUSTOM-NEXT: %0 = "chunk.second"() {map = #map} : () -> f32
// CUSTOM-NEXT: "chunk.use"(%0) : (f32) -> ()
// CUSTOM-NEXT: }
// CUSTOM-EMPTY:
// CUSTOM-NEXT: // {{-+}}
// CUSTOM-NEXT: module {
// CUSTOM-NEXT: "chunk.third"() : () -> ()
// CUSTOM-NEXT: }
