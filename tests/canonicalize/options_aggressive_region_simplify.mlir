// canonicalize-options: region-simplify=aggressive
// Aggressive region simplification: identical blocks merge (using
// different outside values through new arguments, one per repeated
// pair), block arguments that always receive the same value go; blocks
// with regions, escaping values, unknown branches or different successors
// stay.

func.func @merge_with_new_argument(%c: i1, %a: i32, %b: i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.use"(%a, %a) : (i32, i32) -> ()
  cf.br ^bb3
^bb2:
  "test.use"(%b, %b) : (i32, i32) -> ()
  cf.br ^bb3
^bb3:
  return
}

// -----

func.func @merge_three(%c: i32, %a: i32, %b: i32, %d: i32) {
  cf.switch %c : i32, [
    default: ^bb1,
    0: ^bb2,
    1: ^bb3
  ]
^bb1:
  %x = arith.addi %a, %a : i32
  "test.use"(%x, %a) : (i32, i32) -> ()
  cf.br ^bb4
^bb2:
  %y = arith.addi %b, %b : i32
  "test.use"(%y, %b) : (i32, i32) -> ()
  cf.br ^bb4
^bb3:
  %z = arith.addi %d, %b : i32
  "test.use"(%z, %d) : (i32, i32) -> ()
  cf.br ^bb4
^bb4:
  return
}

// -----

func.func @internal_order(%c: i1, %a: i32, %b: i32) {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%p: i32):
  %x = arith.muli %p, %p : i32
  "test.use"(%x, %p) : (i32, i32) -> ()
  cf.br ^bb3
^bb2(%q: i32):
  %y = arith.muli %q, %q : i32
  "test.use"(%q, %y) : (i32, i32) -> ()
  cf.br ^bb3
^bb3:
  return
}

// -----

func.func @merge_passed_results(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %x = "test.make"(%a) : (i32) -> i32
  cf.br ^bb3(%x : i32)
^bb2:
  %y = "test.make"(%b) : (i32) -> i32
  cf.br ^bb3(%y : i32)
^bb3(%r: i32):
  return %r : i32
}

// -----

func.func @with_region(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.region"() ({
    "test.inner"() : () -> ()
  }) : () -> ()
  cf.br ^bb3
^bb2:
  "test.region"() ({
    "test.inner"() : () -> ()
  }) : () -> ()
  cf.br ^bb3
^bb3:
  return
}

// -----

func.func @different_successors(%c: i1, %d: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.use"() : () -> ()
  cf.br ^bb3
^bb2:
  "test.use"() : () -> ()
  cf.br ^bb4
^bb3:
  "test.a"() : () -> ()
  return
^bb4:
  "test.b"() : () -> ()
  return
}

// -----

func.func @different_attributes(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.use"() {k = 1 : i32} : () -> ()
  cf.br ^bb3
^bb2:
  "test.use"() {k = 2 : i32} : () -> ()
  cf.br ^bb3
^bb3:
  return
}

// -----

func.func @unknown_branch(%a: i32, %b: i32) {
  "test.branch"()[^bb1, ^bb2] : () -> ()
^bb1:
  "test.use"(%a) : (i32) -> ()
  cf.br ^bb3
^bb2:
  "test.use"(%b) : (i32) -> ()
  cf.br ^bb3
^bb3:
  return
}

// -----

func.func @unknown_branch_same_values(%a: i32) {
  "test.branch"()[^bb1, ^bb2] : () -> ()
^bb1:
  "test.use"(%a) : (i32) -> ()
  cf.br ^bb3
^bb2:
  "test.use"(%a) : (i32) -> ()
  cf.br ^bb3
^bb3:
  return
}

// -----

func.func @redundant_arguments(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a, %b : i32, i32), ^bb2(%a : i32)
^bb1(%p: i32, %q: i32):
  "test.use"(%p, %q) : (i32, i32) -> ()
  cf.br ^bb3(%p, %a : i32, i32)
^bb2(%r: i32):
  "test.other"(%r) : (i32) -> ()
  cf.br ^bb3(%r, %a : i32, i32)
^bb3(%s: i32, %t: i32):
  %u = arith.addi %s, %t : i32
  return %u : i32
}

// -----

func.func @loop_argument(%a: i32, %n: i32) -> i32 {
  cf.br ^bb1(%a, %a : i32, i32)
^bb1(%i: i32, %k: i32):
  %c = "test.cond"(%i, %k) : (i32, i32) -> i1
  %next = "test.next"(%i) : (i32) -> i32
  cf.cond_br %c, ^bb1(%next, %k : i32, i32), ^bb2
^bb2:
  return %i : i32
}

// -----

llvm.func @f() -> i32
llvm.func @__gxx_personality_v0(...) -> i32

llvm.func @terminator_result(%c: i1) -> i32 attributes { personality = @__gxx_personality_v0 } {
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  %x = llvm.invoke @f() to ^bb3 unwind ^bb5 : () -> i32
^bb2:
  %y = llvm.invoke @f() to ^bb4 unwind ^bb5 : () -> i32
^bb3:
  llvm.call @g(%x) : (i32) -> ()
  llvm.br ^bb6
^bb4:
  llvm.call @g(%y) : (i32) -> ()
  llvm.br ^bb6
^bb5:
  %lp = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.resume %lp : !llvm.struct<(ptr, i32)>
^bb6:
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
llvm.func @g(i32)
