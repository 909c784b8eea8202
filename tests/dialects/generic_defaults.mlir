// Ops written in the generic form without their default-valued properties:
// MLIR gives them their defaults (`overflowFlags = #arith.overflow<none>`,
// `fastmath = #arith.fastmath<none>`), and so must we.
"func.func"() <{function_type = (i32, f32) -> (i32, f32), sym_name = "defaults"}> ({
^bb0(%a: i32, %x: f32):
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i32
  %1 = "arith.muli"(%0, %a) <{}> : (i32, i32) -> i32
  %2 = "arith.addf"(%x, %x) : (f32, f32) -> f32
  %3 = "arith.mulf"(%2, %x) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
  %4 = "arith.shli"(%1, %a) : (i32, i32) -> i32
  "func.return"(%4, %3) : (i32, f32) -> ()
}) : () -> ()
