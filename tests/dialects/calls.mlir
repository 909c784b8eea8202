// Direct and indirect calls, function values, declarations.
func.func private @external(i32) -> i32
func.func private @no_results(f32, f32)
func.func private @many_results() -> (i32, f64, vector<2xi8>)

func.func @apply(%f: (i32) -> i32, %x: i32) -> i32 {
  %r = func.call_indirect %f(%x) : (i32) -> i32
  func.return %r : i32
}

func.func @caller(%x: i32) -> i32 {
  %f = func.constant @external : (i32) -> i32
  %a = func.call @apply(%f, %x) : ((i32) -> i32, i32) -> i32
  %b = func.call @external(%a) : (i32) -> i32
  %c = arith.constant 1.0 : f32
  func.call @no_results(%c, %c) : (f32, f32) -> ()
  %r:3 = func.call @many_results() : () -> (i32, f64, vector<2xi8>)
  %s = arith.addi %b, %r#0 : i32
  func.return %s : i32
}

func.func @returns_function() -> ((i32) -> i32) {
  %f = func.constant @external : (i32) -> i32
  func.return %f : (i32) -> i32
}

func.func @tail(%x: i32) -> i32 attributes {tail = true} {
  %r = func.call @external(%x) {callsite.tag = 3 : i64} : (i32) -> i32
  func.return %r : i32
}
