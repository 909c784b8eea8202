// A small state machine with cf.switch, operands passed to cases.
func.func @step(%state: i32, %input: i8) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  cf.switch %state : i32, [
    default: ^error,
    0: ^start(%input : i8),
    1: ^middle(%input, %c2 : i8, i32),
    2: ^finish
  ]
^start(%s: i8):
  %z = arith.constant 0 : i8
  %is_zero = arith.cmpi eq, %s, %z : i8
  %next = arith.select %is_zero, %c0, %c1 : i32
  func.return %next : i32
^middle(%m: i8, %n: i32):
  func.return %n : i32
^finish:
  func.return %c0 : i32
^error:
  %e = arith.constant -1 : i32
  func.return %e : i32
}

func.func @default_only(%x: i64) -> i64 {
  cf.switch %x : i64, [
    default: ^bb1(%x : i64)
  ]
^bb1(%y: i64):
  func.return %y : i64
}

func.func @negative_cases(%x: i8) {
  cf.switch %x : i8, [
    default: ^bb1,
    -1: ^bb1,
    -128: ^bb2,
    127: ^bb2
  ]
^bb1:
  func.return
^bb2:
  func.return
}
