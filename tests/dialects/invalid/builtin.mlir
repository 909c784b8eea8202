// Builtin ops that MLIR's verifier rejects, with its messages.

// expected-error @+1 {{'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'plain'}}
module attributes {plain = 1} {
}

// -----

func.func @cast_without_results(%x: i32) {
  // expected-error @+1 {{'builtin.unrealized_conversion_cast' op expected at least one result for cast operation}}
  "builtin.unrealized_conversion_cast"(%x) : (i32) -> ()
  func.return
}

// -----

func.func @wrong_syntax(%x: i32) {
  // expected-error @+1 {{expected 'to'}}
  %0 = builtin.unrealized_conversion_cast %x : i32 into i64
  func.return
}

// -----

// expected-error @+1 {{'builtin.module' op region should have no arguments}}
"builtin.module"() ({
^bb0(%a: i32):
}) : () -> ()

// -----

// expected-error @+1 {{'builtin.module' op expects region #0 to have 0 or 1 blocks}}
"builtin.module"() ({
^bb0:
  "test.a"() : () -> ()
^bb1:
  "test.b"() : () -> ()
}) : () -> ()

// -----

module {
  // expected-note @+1 {{see existing symbol definition here}}
  module @twice {
  }
  // expected-error @+1 {{redefinition of symbol named 'twice'}}
  module @twice {
  }
}

// -----

func.func @module_in_function() {
  // expected-error @+1 {{custom op 'module' is unknown (tried 'func.module' as well)}}
  module {
  }
  return
}

// -----

// A name with a dialect prefix is not tried in the default dialect.
func.func @prefixed_op_in_function() {
  // expected-error @+1 {{custom op 'llvm.frobnicate' is unknown}}
  llvm.frobnicate
  return
}

// -----

llvm.func @prefixed_op_without_default_dialect() {
  // expected-error @+1 {{custom op 'llvm.frobnicate' is unknown}}
  llvm.frobnicate
  llvm.return
}

// -----

// Names defined outside an op isolated from above are visible to the
// parser; the verifier rejects their uses.
%0 = "test.x"() : () -> i32
// expected-note @+1 {{required by region isolation constraints}}
module {
  // expected-error @+1 {{'test.use' op using value defined outside the region}}
  "test.use"(%0) : (i32) -> ()
}

// -----

// expected-note @+1 {{previously defined here}}
%0 = "test.x"() : () -> i32
func.func @redefined() {
  // expected-error @+1 {{redefinition of SSA value '%0'}}
  %0 = "test.y"() : () -> i32
  return
}
