// RUN-DIFF: --pass-pipeline=builtin.module(func.func(test-legalize-unknown-root-patterns)) --split-input-file

// Every op of the test dialect is illegal, and one pattern for any op
// erases them.
func.func @erase_all() {
  %0 = "test.type_producer"() : () -> i32
  "test.type_consumer"(%0) : (i32) -> ()
  %1 = "test.cast"(%0) : (i32) -> f32
  return
}

// -----

// An erased op whose result is still used by an op that stays.
func.func @erased_with_live_user() -> i32 {
  %0 = "test.type_producer"() : () -> i32
  return %0 : i32
}

// -----

// Nothing to convert.
func.func @nothing(%a: i32) -> i32 {
  return %a : i32
}
