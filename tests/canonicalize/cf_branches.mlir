// Control flow: constant conditions, pass-through blocks, identical
// successors (with selects), branches on a dominating condition, truth
// propagation, merging a block into its only predecessor, unreachable
// blocks, dead block arguments, assertions.

func.func @const_cond(%x: i32, %y: i32) -> i32 {
  %t = arith.constant true
  cf.cond_br %t, ^bb1(%x : i32), ^bb2(%y : i32)
^bb1(%a: i32):
  return %a : i32
^bb2(%b: i32):
  return %b : i32
}

// -----

func.func @const_false(%x: i32, %y: i32) -> i32 {
  %f = arith.constant false
  cf.cond_br %f, ^bb1(%x : i32), ^bb2(%y : i32)
^bb1(%a: i32):
  return %a : i32
^bb2(%b: i32):
  %c = arith.addi %b, %b : i32
  return %c : i32
}

// -----

func.func @pass_through(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2(%y : i32)
^bb1:
  cf.br ^bb3(%x : i32)
^bb2(%a: i32):
  cf.br ^bb3(%a : i32)
^bb3(%r: i32):
  "test.use"(%r) : (i32) -> ()
  cf.br ^bb4
^bb4:
  return %r : i32
}

// -----

func.func @identical(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^bb1(%x : i32), ^bb1(%y : i32)
^bb1(%a: i32):
  return %a : i32
}

// -----

func.func @identical_same(%c: i1, %x: i32) -> i32 {
  cf.cond_br %c, ^bb1(%x : i32), ^bb1(%x : i32)
^bb1(%a: i32):
  "test.use"(%a) : (i32) -> ()
  cf.br ^bb1(%a : i32)
}

// -----

func.func @same_condition(%c: i1, %x: i32, %y: i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.a"() : () -> ()
  cf.cond_br %c, ^bb3, ^bb4
^bb2:
  "test.b"() : () -> ()
  cf.cond_br %c, ^bb3, ^bb4
^bb3:
  "test.c"() : () -> ()
  return
^bb4:
  "test.d"() : () -> ()
  return
}

// -----

func.func @truth(%c: i1) -> (i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.use"(%c) : (i1) -> ()
  return %c : i1
^bb2:
  "test.use"(%c) : (i1) -> ()
  return %c : i1
}

// -----

func.func @merge(%x: i32) -> i32 {
  %a = arith.addi %x, %x : i32
  cf.br ^bb1(%a : i32)
^bb1(%b: i32):
  %c = arith.muli %b, %b : i32
  cf.br ^bb2
^bb2:
  return %c : i32
}

// -----

func.func @unreachable(%x: i32) -> i32 {
  return %x : i32
^bb1(%a: i32):
  %b = arith.addi %a, %x : i32
  cf.br ^bb2(%b : i32)
^bb2(%c: i32):
  cf.br ^bb1(%c : i32)
}

// -----

func.func @dead_args(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^bb1(%x, %y : i32, i32), ^bb1(%y, %x : i32, i32)
^bb1(%a: i32, %unused: i32):
  "test.use"(%a) : (i32) -> ()
  cf.br ^bb2(%a, %x : i32, i32)
^bb2(%d: i32, %e: i32):
  "test.other"() : () -> ()
  cf.cond_br %c, ^bb2(%d, %e : i32, i32), ^bb3
^bb3:
  return %x : i32
}

// -----

func.func @loop_carried_dead(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^header(%c0, %c0 : index, index)
^header(%i: index, %acc: index):
  %done = arith.cmpi sge, %i, %n : index
  cf.cond_br %done, ^exit, ^body
^body:
  %next = arith.addi %i, %c1 : index
  %acc2 = arith.addi %acc, %i : index
  cf.br ^header(%next, %acc2 : index, index)
^exit:
  return %i : index
}

// -----

func.func @asserts(%c: i1) {
  %t = arith.constant true
  %f = arith.constant false
  cf.assert %t, "always"
  cf.assert %f, "never"
  cf.assert %c, "maybe"
  return
}
