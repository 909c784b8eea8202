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
