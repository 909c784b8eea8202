// Constant uniquing and hoisting: duplicates are replaced, constants move
// to the front of the entry block of their region (the nearest isolated
// or unregistered op's region), folded constants are materialized and
// hoisted; trivially dead ops go, ops with effects stay.

func.func @duplicates(%x: i32) -> (i32, i32, i32) {
  %a = arith.constant 5 : i32
  %y = arith.addi %x, %a : i32
  %b = arith.constant 5 : i32
  %z = arith.muli %y, %b : i32
  %c = arith.constant 5 : i64
  %w = arith.trunci %c : i64 to i32
  return %y, %z, %w : i32, i32, i32
}

// -----

func.func @hoisting(%c: i1, %x: i32) -> i32 {
  %one = arith.constant 1 : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %two = arith.constant 2 : i32
  %a = arith.addi %x, %two : i32
  %three = arith.constant 3 : i32
  %b = arith.muli %a, %three : i32
  cf.br ^bb3(%b : i32)
^bb2:
  %four = arith.constant 4 : i32
  %dup = arith.constant 1 : i32
  %d = arith.addi %four, %dup : i32
  cf.br ^bb3(%d : i32)
^bb3(%r: i32):
  %s = arith.addi %r, %one : i32
  return %s : i32
}

// -----

func.func @nested_regions(%x: i32) -> i32 {
  %one = arith.constant 1 : i32
  %r = "test.region"() ({
    %two = arith.constant 2 : i32
    %inner = arith.addi %one, %two : i32
    %k = arith.constant 1 : i32
    %p = arith.addi %inner, %k : i32
    "test.yield"(%p) : (i32) -> ()
  }) : () -> i32
  %s = arith.addi %r, %one : i32
  return %s : i32
}

// -----

func.func @dead_code(%x: i32, %p: i1) -> i32 {
  %a = arith.addi %x, %x : i32
  %b = arith.muli %a, %a : i32
  %c = arith.cmpi slt, %b, %x : i32
  %d = arith.select %c, %a, %b : i32
  "test.effect"() : () -> ()
  %e = "test.unknown"(%x) : (i32) -> i32
  cf.assert %p, "kept"
  %f = arith.divsi %x, %a : i32
  return %x : i32
}

// -----

func.func private @callee(i32) -> i32

func.func @calls(%x: i32) -> (i32, i32) {
  %f = func.constant @callee : (i32) -> i32
  %r = func.call_indirect %f(%x) : (i32) -> i32
  %g = func.constant @callee : (i32) -> i32
  %s = func.call_indirect %g(%r) : (i32) -> i32
  %unused = func.call @callee(%x) : (i32) -> i32
  return %r, %s : i32, i32
}

// -----

func.func @casts(%x: i32, %t: tuple<i32, i64>) -> (i32, i64, i32, i32) {
  %a = builtin.unrealized_conversion_cast %x : i32 to i64
  %b = builtin.unrealized_conversion_cast %a : i64 to i32
  %c:2 = builtin.unrealized_conversion_cast %t : tuple<i32, i64> to i32, i64
  %d = builtin.unrealized_conversion_cast %x : i32 to i32
  %e = builtin.unrealized_conversion_cast %c#0, %c#1 : i32, i64 to tuple<i32, i64>
  %f:2 = builtin.unrealized_conversion_cast %e : tuple<i32, i64> to i32, i64
  %dead = builtin.unrealized_conversion_cast %x : i32 to f32
  return %b, %f#1, %d, %f#0 : i32, i64, i32, i32
}

// -----

func.func @folded_constants_order(%x: i32) -> (i32, i32, i32) {
  "test.first"() : () -> ()
  %a = arith.constant 10 : i32
  %b = arith.constant 20 : i32
  %s = arith.addi %a, %b : i32
  "test.second"() : () -> ()
  %c = arith.constant 30 : i32
  %t = arith.subi %c, %a : i32
  %u = arith.muli %x, %c : i32
  return %s, %t, %u : i32, i32, i32
}
