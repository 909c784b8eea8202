// A function-like op with a realistic control-flow graph: loops, block
// arguments, several predecessors (printed as `// N preds:` comments),
// self-loops, unreachable blocks, and values used across blocks.
"demo.func"() <{sym_name = "collatz", function_type = (i64) -> i64}> ({
^entry(%n: i64):
  %one = "demo.constant"() <{value = 1 : i64}> : () -> i64
  %two = "demo.constant"() <{value = 2 : i64}> : () -> i64
  %zero = "demo.constant"() <{value = 0 : i64}> : () -> i64
  "demo.br"(%n, %zero)[^loop] : (i64, i64) -> ()
^loop(%x: i64, %steps: i64):
  %done = "demo.icmp"(%x, %one) <{predicate = "eq"}> : (i64, i64) -> i1
  "demo.cond_br"(%done, %steps, %x)[^exit, ^body] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i64, i64) -> ()
^body(%y: i64):
  %rem = "demo.urem"(%y, %two) : (i64, i64) -> i64
  %even = "demo.icmp"(%rem, %zero) <{predicate = "eq"}> : (i64, i64) -> i1
  %next_steps = "demo.add"(%steps, %one) <{overflow = #demo.overflow<nsw>}> : (i64, i64) -> i64
  "demo.cond_br"(%even)[^halve, ^triple] : (i1) -> ()
^halve:
  %h = "demo.udiv"(%y, %two) : (i64, i64) -> i64
  "demo.br"(%h, %next_steps)[^loop] : (i64, i64) -> ()
^triple:
  %t3 = "demo.mul"(%y, %two) : (i64, i64) -> i64
  %t = "demo.add"(%t3, %y) : (i64, i64) -> i64
  %t1 = "demo.add"(%t, %one) : (i64, i64) -> i64
  "demo.br"(%t1, %next_steps)[^loop] : (i64, i64) -> ()
^exit(%result: i64):
  "demo.return"(%result) : (i64) -> ()
^dead:
  "demo.br"()[^dead] : () -> ()
}) : () -> ()

"demo.func"() <{sym_name = "select", function_type = (i1, i32, i32) -> i32}> ({
^bb0(%c: i1, %a: i32, %b: i32):
  "demo.cond_br"(%c, %a, %b)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^bb1(%v: i32):
  "demo.return"(%v) : (i32) -> ()
}) : () -> ()

"demo.func"() <{sym_name = "switchy", function_type = (i32) -> ()}> ({
^bb0(%arg0: i32):
  "demo.switch"(%arg0)[^default, ^a, ^b, ^a] <{case_values = array<i32: 1, 2, 3>}> : (i32) -> ()
^a:
  "demo.br"()[^default] : () -> ()
^b:
  "demo.br"()[^a] : () -> ()
^default:
  "demo.return"() : () -> ()
}) : () -> ()
