// Bitwise ops and shifts: constants, identities (x & 0, x & -1, x | 0,
// x | -1, x ^ 0, x ^ x, x & x, x | x), not-patterns, nested ops,
// extensions, shifts within and beyond the width.

func.func @andi(%x: i32, %y: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %m1 = arith.constant -1 : i32
  %a = arith.andi %x, %c0 : i32
  %b = arith.andi %x, %m1 : i32
  %c = arith.andi %x, %x : i32
  %n = arith.xori %x, %m1 : i32
  %d = arith.andi %x, %n : i32
  %e = arith.andi %n, %x : i32
  %p = arith.andi %x, %y : i32
  %f = arith.andi %x, %p : i32
  %g = arith.andi %p, %y : i32
  %k1 = arith.constant 12 : i32
  %k2 = arith.constant 10 : i32
  %h = arith.andi %k1, %k2 : i32
  return %a, %b, %c, %d, %e, %f, %g, %h : i32, i32, i32, i32, i32, i32, i32, i32
}

// -----

func.func @ori(%x: i8) -> (i8, i8, i8, i8, i8, i8) {
  %c0 = arith.constant 0 : i8
  %m1 = arith.constant -1 : i8
  %a = arith.ori %x, %c0 : i8
  %b = arith.ori %x, %m1 : i8
  %c = arith.ori %x, %x : i8
  %n = arith.xori %x, %m1 : i8
  %d = arith.ori %x, %n : i8
  %e = arith.ori %n, %x : i8
  %k1 = arith.constant 12 : i8
  %k2 = arith.constant 3 : i8
  %f = arith.ori %k1, %k2 : i8
  return %a, %b, %c, %d, %e, %f : i8, i8, i8, i8, i8, i8
}

// -----

func.func @xori(%x: i16, %y: i16) -> (i16, i16, i16, i16, i16, i16, i16) {
  %c0 = arith.constant 0 : i16
  %a = arith.xori %x, %c0 : i16
  %b = arith.xori %x, %x : i16
  %p = arith.xori %x, %y : i16
  %c = arith.xori %p, %y : i16
  %d = arith.xori %p, %x : i16
  %e = arith.xori %y, %p : i16
  %f = arith.xori %x, %p : i16
  %k1 = arith.constant 255 : i16
  %k2 = arith.constant 15 : i16
  %g = arith.xori %k1, %k2 : i16
  return %a, %b, %c, %d, %e, %f, %g : i16, i16, i16, i16, i16, i16, i16
}

// -----

func.func @not_cmpi(%x: i32, %y: i32) -> (i1, i1) {
  %t = arith.constant true
  %c = arith.cmpi slt, %x, %y : i32
  %n = arith.xori %c, %t : i1
  %d = arith.cmpi uge, %x, %y : i32
  %m = arith.xori %t, %d : i1
  return %n, %m : i1, i1
}

// -----

func.func @ext_bitwise(%x: i8, %y: i8, %z: i16) -> (i32, i32, i32, i32, i32, i32, i32) {
  %a = arith.extui %x : i8 to i32
  %b = arith.extui %y : i8 to i32
  %c = arith.extsi %x : i8 to i32
  %d = arith.extsi %y : i8 to i32
  %e = arith.extui %z : i16 to i32
  %r0 = arith.andi %a, %b : i32
  %r1 = arith.ori %a, %b : i32
  %r2 = arith.xori %a, %b : i32
  %r3 = arith.andi %c, %d : i32
  %r4 = arith.ori %c, %d : i32
  %r5 = arith.xori %c, %d : i32
  %r6 = arith.andi %a, %e : i32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6 : i32, i32, i32, i32, i32, i32, i32
}

// -----

func.func @shifts(%x: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c4 = arith.constant 4 : i32
  %c31 = arith.constant 31 : i32
  %c32 = arith.constant 32 : i32
  %m = arith.constant -256 : i32
  %a = arith.shli %x, %c0 : i32
  %b = arith.shrui %x, %c0 : i32
  %c = arith.shrsi %x, %c0 : i32
  %d = arith.shli %m, %c4 : i32
  %e = arith.shrui %m, %c4 : i32
  %f = arith.shrsi %m, %c4 : i32
  %g = arith.shli %m, %c32 : i32
  %h = arith.shrsi %m, %c31 : i32
  %i = arith.shrui %m, %c32 : i32
  return %a, %b, %c, %d, %e, %f, %g, %h, %i : i32, i32, i32, i32, i32, i32, i32, i32, i32
}

// -----

func.func @vector_bitwise(%v: vector<2xi8>) -> (vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>) {
  %z = arith.constant dense<0> : vector<2xi8>
  %o = arith.constant dense<-1> : vector<2xi8>
  %a = arith.andi %v, %z : vector<2xi8>
  %b = arith.ori %v, %o : vector<2xi8>
  %p = arith.constant dense<[1, 2]> : vector<2xi8>
  %s = arith.constant dense<[7, 8]> : vector<2xi8>
  %c = arith.shli %p, %s : vector<2xi8>
  %q = arith.constant dense<[3, 1]> : vector<2xi8>
  %d = arith.shrsi %o, %q : vector<2xi8>
  return %a, %b, %c, %d : vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>
}

// -----

func.func @wide(%x: i128) -> (i128, i128, i128, i128) {
  %a = arith.constant 170141183460469231731687303715884105727 : i128
  %b = arith.constant 3 : i128
  %r0 = arith.muli %a, %b : i128
  %r1 = arith.shrsi %a, %b : i128
  %r2 = arith.divsi %a, %b : i128
  %c100 = arith.constant 100 : i128
  %r3 = arith.shli %b, %c100 : i128
  return %r0, %r1, %r2, %r3 : i128, i128, i128, i128
}
