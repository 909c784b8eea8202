// RUN-DIFF: --split-input-file --allow-unregistered-dialect --cse
// RUN-DIFF: --split-input-file --allow-unregistered-dialect --cse --mlir-print-op-generic
// RUN-DIFF: --split-input-file --allow-unregistered-dialect --cse --mlir-print-debuginfo

// Constants and pure arithmetic, commutative operands in either order.
func.func @simple(%a: i32, %b: i32) -> (i32, i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %c1_0 = arith.constant 1 : i32
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %b, %a : i32
  %2 = arith.subi %a, %b : i32
  %3 = arith.subi %b, %a : i32
  %4 = arith.addi %c1, %c1_0 : i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}

// -----

// Different attributes or result types are different ops.
func.func @attributes(%a: i64, %b: i64) -> (i1, i1, i64, i32, i32) {
  %0 = arith.cmpi slt, %a, %b : i64
  %1 = arith.cmpi sgt, %a, %b : i64
  %2 = arith.cmpi slt, %a, %b : i64
  %3 = arith.addi %a, %b overflow<nsw> : i64
  %4 = arith.addi %a, %b : i64
  %5 = arith.trunci %a : i64 to i32
  %6 = arith.trunci %a : i64 to i32
  "test.use"(%0, %1, %2, %3, %4) : (i1, i1, i1, i64, i64) -> ()
  return %0, %2, %3, %5, %6 : i1, i1, i64, i32, i32
}

// -----

// Dead ops go; ops with effects stay.
func.func @dead(%a: i32) {
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %0, %0 : i32
  "test.effect"(%a) : (i32) -> ()
  "test.effect"(%a) : (i32) -> ()
  return
}

// -----

// Across blocks: dominating blocks only.
func.func @blocks(%c: i1, %a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %a, %a : i32
  cf.br ^bb3(%1 : i32)
^bb2:
  %3 = arith.muli %a, %a : i32
  %4 = arith.addi %3, %0 : i32
  cf.br ^bb3(%4 : i32)
^bb3(%r: i32):
  %5 = arith.muli %a, %a : i32
  %6 = arith.addi %5, %r : i32
  return %6 : i32
}

// -----

// Unreachable blocks are left as they are.
func.func @unreachable(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
^bb1:
  %1 = arith.addi %a, %a : i32
  %2 = arith.addi %a, %a : i32
  return %2 : i32
}

// -----

// Nested regions see the values above, unless isolated.
func.func @nested(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  "test.region"() ({
    %1 = arith.addi %a, %a : i32
    %c = arith.constant 4 : i32
    "test.use"(%1, %c) : (i32, i32) -> ()
    "test.term"() : () -> ()
  }) : () -> ()
  %c4 = arith.constant 4 : i32
  "test.use"(%c4) : (i32) -> ()
  builtin.module {
    func.func @inner(%b: i32) -> i32 {
      %c4_0 = arith.constant 4 : i32
      %2 = arith.addi %b, %c4_0 : i32
      %3 = arith.addi %c4_0, %b : i32
      %4 = arith.muli %2, %3 : i32
      return %4 : i32
    }
  }
  return %0 : i32
}

// -----

// A graph region: uses above a definition.
"test.graph_container"() ({
  %0 = "test.pure"() : () -> i32
}) : () -> ()
module {
  %0 = "test.use_graph"(%1) : (i32) -> i32
  %1 = arith.constant 3 : i32
  %2 = arith.constant 3 : i32
  "test.use_graph"(%2) : (i32) -> i32
}

// -----

// Locations: an unknown location takes the location of the op replaced.
func.func @locations(%a: i32) -> (i32, i32) {
  %0 = arith.addi %a, %a : i32 loc(unknown)
  %1 = arith.addi %a, %a : i32 loc("here":3:4)
  %2 = arith.muli %a, %a : i32 loc("first":1:1)
  %3 = arith.muli %a, %a : i32 loc("second":2:2)
  %4 = arith.addi %0, %1 : i32
  %5 = arith.addi %2, %3 : i32
  return %4, %5 : i32, i32
}
