// Switches: only a default, a constant flag, cases going where the
// default goes, pass-through destinations, switches dominated by a switch
// on the same flag.

func.func @only_default(%x: i32, %a: i32) -> i32 {
  cf.switch %x : i32, [
    default: ^bb1(%a : i32)
  ]
^bb1(%v: i32):
  return %v : i32
}

// -----

func.func @constant_flag(%a: i32, %b: i32) -> i32 {
  %c = arith.constant 43 : i32
  cf.switch %c : i32, [
    default: ^bb1(%a : i32),
    42: ^bb1(%b : i32),
    43: ^bb2
  ]
^bb1(%v: i32):
  return %v : i32
^bb2:
  return %b : i32
}

// -----

func.func @constant_default(%a: i32, %b: i32) -> i32 {
  %c = arith.constant 7 : i32
  cf.switch %c : i32, [
    default: ^bb1(%a : i32),
    42: ^bb1(%b : i32)
  ]
^bb1(%v: i32):
  return %v : i32
}

// -----

func.func @drop_default_cases(%x: i8, %a: i32, %b: i32) -> i32 {
  cf.switch %x : i8, [
    default: ^bb1(%a : i32),
    1: ^bb1(%a : i32),
    2: ^bb1(%b : i32),
    -3: ^bb2
  ]
^bb1(%v: i32):
  "test.use"(%v) : (i32) -> ()
  return %v : i32
^bb2:
  "test.other"() : () -> ()
  return %b : i32
}

// -----

func.func @pass_through(%x: i32, %a: i32, %b: i32) -> i32 {
  cf.switch %x : i32, [
    default: ^bb1,
    1: ^bb2(%a : i32),
    2: ^bb3
  ]
^bb1:
  cf.br ^bb4(%b : i32)
^bb2(%p: i32):
  cf.br ^bb4(%p : i32)
^bb3:
  "test.use"() : () -> ()
  cf.br ^bb4(%a : i32)
^bb4(%v: i32):
  "test.sink"(%v) : (i32) -> ()
  return %v : i32
}

// -----

func.func @same_flag(%x: i32) {
  cf.switch %x : i32, [
    default: ^bb1,
    1: ^bb2,
    2: ^bb3
  ]
^bb1:
  "test.a"() : () -> ()
  cf.switch %x : i32, [
    default: ^bb4,
    1: ^bb5,
    3: ^bb6
  ]
^bb2:
  "test.b"() : () -> ()
  cf.switch %x : i32, [
    default: ^bb4,
    1: ^bb5,
    2: ^bb6
  ]
^bb3:
  "test.c"() : () -> ()
  cf.switch %x : i32, [
    default: ^bb4,
    1: ^bb5
  ]
^bb4:
  "test.d"() : () -> ()
  return
^bb5:
  "test.e"() : () -> ()
  return
^bb6:
  "test.f"() : () -> ()
  return
}
