// RUN-DIFF: --test-target-materialization-with-no-uses --allow-unregistered-dialect --split-input-file

// The changer is replaced by its operand converted to i64: a target
// materialization builds the cast.
func.func @forward(%a: i16) {
  %0 = "test.type_changer"(%a) : (i16) -> i64
  "foo.use"(%0) : (i64) -> ()
  "foo.return"() : () -> ()
}

// -----

// Without uses, the cast is still built.
func.func @no_uses(%a: i16) {
  %0 = "test.type_changer"(%a) : (i16) -> i64
  "foo.return"() : () -> ()
}

// -----

// Legal types go through unchanged.
func.func @same_type(%a: i32) {
  %0 = "test.type_changer"(%a) : (i32) -> i32
  "foo.use"(%0) : (i32) -> ()
  "foo.return"() : () -> ()
}
