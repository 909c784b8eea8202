// Constant folding and identities of addi, subi, muli (wrapping, index,
// vectors, splats, overflow flags), and the reassociation patterns.

func.func @addi_constants() -> (i32, i8, index, i1, i64) {
  %a = arith.constant 7 : i32
  %b = arith.constant -12 : i32
  %s = arith.addi %a, %b : i32
  %c = arith.constant 127 : i8
  %d = arith.constant 1 : i8
  %w = arith.addi %c, %d overflow<nsw> : i8
  %i = arith.constant 40 : index
  %j = arith.constant 2 : index
  %k = arith.addi %i, %j : index
  %t = arith.constant true
  %u = arith.addi %t, %t : i1
  %m = arith.constant 9223372036854775807 : i64
  %n = arith.addi %m, %m : i64
  return %s, %w, %k, %u, %n : i32, i8, index, i1, i64
}

// -----

func.func @addi_identities(%x: i32, %y: i32) -> (i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %a = arith.addi %x, %c0 : i32
  %b = arith.addi %c0, %x : i32
  %d = arith.subi %x, %y : i32
  %e = arith.addi %d, %y : i32
  %f = arith.addi %y, %d : i32
  return %a, %b, %e, %f : i32, i32, i32, i32
}

// -----

func.func @subi(%x: i32, %y: i32) -> (i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %a = arith.subi %x, %x : i32
  %b = arith.subi %x, %c0 : i32
  %s = arith.addi %x, %y : i32
  %c = arith.subi %s, %y : i32
  %d = arith.subi %s, %x : i32
  %k1 = arith.constant -2147483648 : i32
  %k2 = arith.constant 1 : i32
  %e = arith.subi %k1, %k2 : i32
  return %a, %b, %c, %d, %e : i32, i32, i32, i32, i32
}

// -----

func.func @muli(%x: i32) -> (i32, i32, i32, i16, index) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %a = arith.muli %x, %c0 : i32
  %b = arith.muli %x, %c1 : i32
  %c = arith.muli %c1, %x : i32
  %h = arith.constant 300 : i16
  %d = arith.muli %h, %h : i16
  %i = arith.constant -3 : index
  %j = arith.constant 5 : index
  %k = arith.muli %i, %j : index
  return %a, %b, %c, %d, %k : i32, i32, i32, i16, index
}

// -----

func.func @vectors(%v: vector<4xi32>) -> (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>) {
  %z = arith.constant dense<0> : vector<4xi32>
  %a = arith.addi %v, %z : vector<4xi32>
  %p = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %q = arith.constant dense<[10, 20, 30, -4]> : vector<4xi32>
  %b = arith.addi %p, %q : vector<4xi32>
  %s = arith.constant dense<3> : vector<4xi32>
  %c = arith.muli %s, %s : vector<4xi32>
  %d = arith.subi %p, %s : vector<4xi32>
  return %a, %b, %c, %d : vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>
}

// -----

func.func @tensors() -> (tensor<2x2xi64>, tensor<3xi8>) {
  %a = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>
  %b = arith.constant dense<5> : tensor<2x2xi64>
  %c = arith.muli %a, %b : tensor<2x2xi64>
  %d = arith.constant dense<[100, 100, 27]> : tensor<3xi8>
  %e = arith.addi %d, %d : tensor<3xi8>
  return %c, %e : tensor<2x2xi64>, tensor<3xi8>
}

// -----

func.func @reassociate(%x: i32) -> (i32, i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %a = arith.addi %x, %c1 overflow<nsw> : i32
  %b = arith.addi %a, %c2 overflow<nsw, nuw> : i32
  %s = arith.subi %x, %c3 : i32
  %c = arith.addi %s, %c2 : i32
  %t = arith.subi %c3, %x : i32
  %d = arith.addi %t, %c2 : i32
  %m = arith.muli %x, %c3 : i32
  %e = arith.muli %m, %c2 : i32
  return %b, %c, %d, %e : i32, i32, i32, i32
}

// -----

func.func @subi_patterns(%x: i32, %y: i32) -> (i32, i32, i32, i32, i32, i32, i32) {
  %c5 = arith.constant 5 : i32
  %c7 = arith.constant 7 : i32
  %a = arith.addi %x, %c5 : i32
  %r1 = arith.subi %a, %c7 : i32
  %r2 = arith.subi %c7, %a : i32
  %s = arith.subi %x, %c5 : i32
  %r3 = arith.subi %s, %c7 : i32
  %r4 = arith.subi %c7, %s : i32
  %t = arith.subi %c5, %x : i32
  %r5 = arith.subi %t, %c7 : i32
  %r6 = arith.subi %c7, %t : i32
  %u = arith.subi %x, %y : i32
  %r7 = arith.subi %u, %x : i32
  return %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i32, i32, i32, i32, i32, i32, i32
}

// -----

func.func @negative_one(%x: i32, %y: i32) -> (i32, i32) {
  %m1 = arith.constant -1 : i32
  %p = arith.muli %y, %m1 : i32
  %a = arith.addi %x, %p : i32
  %q = arith.muli %x, %m1 : i32
  %b = arith.addi %q, %y : i32
  return %a, %b : i32, i32
}
