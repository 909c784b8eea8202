// RUN-DIFF: --pass-pipeline=builtin.module(inline{default-pipeline=bogus})
// RUN-DIFF: --pass-pipeline=builtin.module(inline{default-pipeline=cse,bogus})

// A default pipeline that does not read is reported by the pipeline
// parser, on the error stream, and the inliner runs without it.
func.func private @add(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  return %0 : i32
}
func.func @mul2(%a: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %0 = arith.muli %a, %c2 : i32
  %1 = call @add(%0, %a) : (i32, i32) -> i32
  return %1 : i32
}
func.func @caller(%x: i32) -> i32 {
  %0 = call @mul2(%x) : (i32) -> i32
  %1 = call @add(%0, %x) : (i32, i32) -> i32
  return %1 : i32
}
