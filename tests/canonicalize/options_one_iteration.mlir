// canonicalize-options: max-iterations=1
// One iteration: no fixed point.

func.func @chain(%x: i32, %c: i1) -> (i32, i32) {
  %a = arith.constant 1 : i32
  %b = arith.constant 2 : i32
  %s = arith.addi %a, %b : i32
  %t = arith.muli %s, %x : i32
  %u = arith.addi %t, %a : i32
  %v = arith.addi %u, %b : i32
  cf.cond_br %c, ^bb1(%v : i32), ^bb2
^bb1(%p: i32):
  %k = arith.constant 7 : i32
  %q = arith.addi %p, %k : i32
  cf.br ^bb3(%q, %x : i32, i32)
^bb2:
  %dead = arith.addi %x, %x : i32
  cf.br ^bb3(%x, %x : i32, i32)
^bb3(%r: i32, %unused: i32):
  return %r, %s : i32, i32
^bb4:
  cf.br ^bb3(%x, %x : i32, i32)
}

// -----

func.func @vectors() -> vector<2xi32> {
  %a = arith.constant dense<[1, 2]> : vector<2xi32>
  %b = arith.addi %a, %a : vector<2xi32>
  %c = arith.muli %b, %a : vector<2xi32>
  %d = arith.subi %c, %b : vector<2xi32>
  return %d : vector<2xi32>
}
