// RUN-DIFF: --split-input-file --allow-unregistered-dialect --reconcile-unrealized-casts
// RUN-DIFF: --split-input-file --allow-unregistered-dialect --reconcile-unrealized-casts --mlir-print-op-generic

// A round trip folds away.
func.func @round_trip(%a: i64) -> i64 {
  %0 = builtin.unrealized_conversion_cast %a : i64 to index
  %1 = builtin.unrealized_conversion_cast %0 : index to i64
  return %1 : i64
}

// -----

// A cast that is still needed stays.
func.func @needed(%a: i64) -> index {
  %0 = builtin.unrealized_conversion_cast %a : i64 to index
  return %0 : index
}

// -----

// Unused casts go, and the casts feeding only them.
func.func @dead_chain(%a: i64) {
  %0 = builtin.unrealized_conversion_cast %a : i64 to index
  %1 = builtin.unrealized_conversion_cast %0 : index to i32
  %2 = builtin.unrealized_conversion_cast %1 : i32 to f32
  return
}

// -----

// A longer chain back to the start folds; the middle of the chain still
// used elsewhere stays.
func.func @long_chain(%a: i64) -> (i64, i32) {
  %0 = builtin.unrealized_conversion_cast %a : i64 to index
  %1 = builtin.unrealized_conversion_cast %0 : index to i32
  %2 = builtin.unrealized_conversion_cast %1 : i32 to i64
  return %2, %1 : i64, i32
}

// -----

// One to many and back.
func.func @one_to_many(%a: i64) -> i64 {
  %0:2 = builtin.unrealized_conversion_cast %a : i64 to i32, i32
  %1 = builtin.unrealized_conversion_cast %0#0, %0#1 : i32, i32 to i64
  return %1 : i64
}

// -----

// Results taken apart in another order do not fold.
func.func @swapped(%a: i32, %b: i32) -> (i32, i32) {
  %0 = builtin.unrealized_conversion_cast %a, %b : i32, i32 to i64
  %1:2 = builtin.unrealized_conversion_cast %0 : i64 to i32, i32
  %2 = builtin.unrealized_conversion_cast %1#1, %1#0 : i32, i32 to i64
  %3:2 = builtin.unrealized_conversion_cast %2 : i64 to i32, i32
  return %3#0, %3#1 : i32, i32
}

// -----

// A cast with two users: one folds the round trip, the other keeps it.
func.func @shared(%a: i64) -> (i64, index) {
  %0 = builtin.unrealized_conversion_cast %a : i64 to index
  %1 = builtin.unrealized_conversion_cast %0 : index to i64
  "foo.use"(%0) : (index) -> ()
  return %1, %0 : i64, index
}

// -----

// Casts from nothing, and in nested regions.
func.func @nested(%c: i1) -> i32 {
  %0 = builtin.unrealized_conversion_cast to i32
  %r = "foo.region"() ({
    %1 = builtin.unrealized_conversion_cast %0 : i32 to f32
    %2 = builtin.unrealized_conversion_cast %1 : f32 to i32
    "foo.yield"(%2) : (i32) -> ()
  }) : () -> i32
  return %r : i32
}

// -----

// Casts across blocks and through block arguments.
func.func @blocks(%c: i1, %a: i64) -> i64 {
  %0 = builtin.unrealized_conversion_cast %a : i64 to index
  cf.cond_br %c, ^bb1, ^bb2(%0 : index)
^bb1:
  %1 = builtin.unrealized_conversion_cast %0 : index to i64
  return %1 : i64
^bb2(%x: index):
  %2 = builtin.unrealized_conversion_cast %x : index to i64
  return %2 : i64
}

// -----

// A cast to the same type.
func.func @same_type(%a: i64) -> i64 {
  %0 = builtin.unrealized_conversion_cast %a : i64 to i64
  return %0 : i64
}
