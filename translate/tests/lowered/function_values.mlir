// Functions passed as values and called indirectly.

func.func @square(%x: i32) -> i32 {
  %0 = arith.muli %x, %x : i32
  return %0 : i32
}

func.func @negate(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.subi %c0, %x : i32
  return %0 : i32
}

func.func @apply_twice(%f: (i32) -> i32, %x: i32) -> i32 {
  %0 = func.call_indirect %f(%x) : (i32) -> i32
  %1 = func.call_indirect %f(%0) : (i32) -> i32
  return %1 : i32
}

func.func @main() -> i32 {
  %x = arith.constant 3 : i32
  %sq = func.constant @square : (i32) -> i32
  %neg = func.constant @negate : (i32) -> i32
  %a = call @apply_twice(%sq, %x) : ((i32) -> i32, i32) -> i32
  %b = call @apply_twice(%neg, %a) : ((i32) -> i32, i32) -> i32
  %c = func.call_indirect %neg(%b) : (i32) -> i32
  return %c : i32
}
