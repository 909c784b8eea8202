// RUN-DIFF: --split-input-file --allow-unregistered-dialect --inline
// RUN-DIFF: --split-input-file --allow-unregistered-dialect --inline --mlir-print-debuginfo
// RUN-DIFF: --split-input-file --allow-unregistered-dialect --pass-pipeline=builtin.module(inline{default-pipeline=})
// RUN-DIFF: --split-input-file --allow-unregistered-dialect --mlir-print-debuginfo --pass-pipeline=builtin.module(inline{default-pipeline=})
// RUN-DIFF: --split-input-file --allow-unregistered-dialect --pass-pipeline=builtin.module(inline{max-iterations=2})

// An op of a dialect without inliner interface stops the inlining of its
// function.
func.func private @callee(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
func.func private @opaque(%a: i32) -> i32 {
  %0 = "foo.opaque"(%a) : (i32) -> i32
  return %0 : i32
}
func.func @region_caller(%a: i32) -> (i32, i32) {
  %0 = call @callee(%a) : (i32) -> i32
  %2 = call @opaque(%a) : (i32) -> i32
  return %0, %2 : i32, i32
}

// -----

// Nested symbol tables: calls resolve in the nearest table.
module @outer {
  func.func private @f() -> i32 {
    %c = arith.constant 1 : i32
    return %c : i32
  }
  module @inner {
    func.func private @f() -> i32 {
      %c = arith.constant 2 : i32
      return %c : i32
    }
    func.func @g() -> i32 {
      %0 = call @f() : () -> i32
      return %0 : i32
    }
  }
  func.func @h() -> i32 {
    %0 = call @f() : () -> i32
    %1 = "foo.call"() {callee = @inner::@g} : () -> i32
    %2 = arith.addi %0, %1 : i32
    return %2 : i32
  }
}

// -----

// A private callee referenced by something other than a call stays.
func.func private @kept(%a: i32) -> i32 {
  return %a : i32
}
"foo.user"() {ref = @kept} : () -> ()
func.func @calls_kept(%a: i32) -> i32 {
  %0 = call @kept(%a) : (i32) -> i32
  return %0 : i32
}

// -----

// Devirtualization inside a callee, then inlining on the next round.
func.func private @target(%a: index) -> index {
  %0 = arith.muli %a, %a : index
  return %0 : index
}
func.func private @dispatch(%a: index) -> index {
  %f = constant @target : (index) -> index
  %0 = call_indirect %f(%a) : (index) -> index
  return %0 : index
}
func.func @root(%a: index) -> index {
  %0 = call @dispatch(%a) : (index) -> index
  %1 = call @dispatch(%0) : (index) -> index
  return %1 : index
}

// -----

// A recursive function inlined into its callers but not into itself.
func.func private @loop(%n: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %done = arith.cmpi sle, %n, %c0 : i64
  cf.cond_br %done, ^exit, ^again
^exit:
  return %n : i64
^again:
  %c1 = arith.constant 1 : i64
  %m = arith.subi %n, %c1 : i64
  %r = call @loop(%m) : (i64) -> i64
  return %r : i64
}
func.func @start(%n: i64) -> i64 {
  %0 = call @loop(%n) : (i64) -> i64
  return %0 : i64
}

// -----

// A cycle of three: each call is inlined until the history stops it.
func.func @a(%x: i32) -> i32 {
  %0 = call @b(%x) : (i32) -> i32
  return %0 : i32
}
func.func @b(%x: i32) -> i32 {
  %0 = call @c(%x) : (i32) -> i32
  return %0 : i32
}
func.func @c(%x: i32) -> i32 {
  %c = arith.constant 3 : i32
  %0 = arith.cmpi slt, %x, %c : i32
  cf.cond_br %0, ^bb1, ^bb2
^bb1:
  %1 = call @a(%x) : (i32) -> i32
  return %1 : i32
^bb2:
  return %x : i32
}

// -----

// Locations of inlined ops become call sites.
func.func private @located(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32 loc("callee.c":3:7)
  return %0 : i32 loc("callee.c":4:3)
} loc("callee.c":1:1)
func.func private @located_outer(%a: i32) -> i32 {
  %0 = call @located(%a) : (i32) -> i32 loc("outer.c":10:5)
  %1 = arith.muli %0, %a : i32 loc(unknown)
  return %1 : i32
}
func.func @located_root(%a: i32) -> i32 {
  %0 = call @located_outer(%a) : (i32) -> i32 loc("root.c":20:9)
  %1 = call @located(%0) : (i32) -> i32 loc(unknown)
  %2 = call @located(%1) : (i32) -> i32 loc(fused["a.c":1:2, "b.c":3:4])
  return %2 : i32
}
