// RUN-DIFF: --split-input-file --allow-unregistered-dialect --topological-sort
// RUN-DIFF: --split-input-file --allow-unregistered-dialect --topological-sort --mlir-print-op-generic

// Uses before definitions in a graph region.
module {
  "test.use"(%2, %0) : (i32, i32) -> ()
  %2 = "test.add"(%0, %1) : (i32, i32) -> i32
  %1 = "test.def"() : () -> i32
  %0 = "test.def"() : () -> i32
  "test.region"() ({
    "test.inner_use"(%3) : (i32) -> ()
  }) : () -> ()
  %3 = "test.def"() : () -> i32
}

// -----

// A cycle: the sort gives up on it and keeps going.
module {
  %0 = "test.a"(%1) : (i32) -> i32
  %1 = "test.b"(%0) : (i32) -> i32
  %2 = "test.c"(%3) : (i32) -> i32
  %3 = "test.d"() : () -> i32
  "test.e"(%0, %2) : (i32, i32) -> ()
}

// -----

// Nested modules are sorted; function bodies (SSA regions) are not touched.
module {
  module @inner {
    "test.use"(%0) : (i32) -> ()
    %0 = "test.def"() : () -> i32
  }
  func.func @f() -> i32 {
    %0 = "test.def"() : () -> i32
    return %0 : i32
  }
}
