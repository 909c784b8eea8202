// Integer minimum and maximum (identities with the extreme values,
// constants), and the extended ops with two results.

func.func @minmax(%x: i8) -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) {
  %max = arith.constant 127 : i8
  %min = arith.constant -128 : i8
  %umax = arith.constant -1 : i8
  %zero = arith.constant 0 : i8
  %a = arith.maxsi %x, %x : i8
  %b = arith.maxsi %x, %max : i8
  %c = arith.maxsi %x, %min : i8
  %d = arith.minsi %x, %min : i8
  %e = arith.minsi %x, %max : i8
  %f = arith.maxui %x, %umax : i8
  %g = arith.maxui %x, %zero : i8
  %h = arith.minui %x, %zero : i8
  %i = arith.minui %x, %umax : i8
  %k1 = arith.constant -5 : i8
  %k2 = arith.constant 3 : i8
  %j = arith.maxsi %k1, %k2 : i8
  %k = arith.maxui %k1, %k2 : i8
  %l = arith.minsi %k1, %k2 : i8
  return %a, %b, %c, %d, %e, %f, %g, %h, %i, %j, %k, %l : i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8
}

// -----

func.func @addui_extended(%x: i32, %y: i32) -> (i32, i1, i32, i1, i32, i1, i32) {
  %c0 = arith.constant 0 : i32
  %a:2 = arith.addui_extended %x, %c0 : i32, i1
  %m = arith.constant -1 : i32
  %c2 = arith.constant 2 : i32
  %b:2 = arith.addui_extended %m, %c2 : i32, i1
  %c:2 = arith.addui_extended %c2, %c2 : i32, i1
  %d:2 = arith.addui_extended %x, %y : i32, i1
  return %a#0, %a#1, %b#0, %b#1, %c#0, %c#1, %d#0 : i32, i1, i32, i1, i32, i1, i32
}

// -----

func.func @mul_extended(%x: i32, %y: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %a:2 = arith.mulsi_extended %x, %c0 : i32
  %b:2 = arith.mului_extended %x, %c0 : i32
  %c:2 = arith.mului_extended %x, %c1 : i32
  %m = arith.constant -3 : i32
  %k = arith.constant 1000000 : i32
  %d:2 = arith.mulsi_extended %m, %k : i32
  %e:2 = arith.mului_extended %m, %k : i32
  return %a#0, %a#1, %b#0, %b#1, %c#0, %c#1, %d#0, %d#1, %e#0, %e#1 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}

// -----

func.func @extended_to_plain(%x: i32, %y: i32) -> (i32, i32, i32) {
  %a:2 = arith.addui_extended %x, %y : i32, i1
  %b:2 = arith.mulsi_extended %x, %y : i32
  %c:2 = arith.mului_extended %x, %y : i32
  return %a#0, %b#0, %c#0 : i32, i32, i32
}

// -----

func.func @mulsi_extended_one(%x: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %a:2 = arith.mulsi_extended %x, %c1 : i32
  return %a#0, %a#1 : i32, i32
}

// -----

func.func @vector_extended(%v: vector<2xi8>) -> (vector<2xi8>, vector<2xi1>, vector<2xi8>, vector<2xi8>) {
  %a = arith.constant dense<[200, 10]> : vector<2xi8>
  %b = arith.constant dense<[100, 20]> : vector<2xi8>
  %s:2 = arith.addui_extended %a, %b : vector<2xi8>, vector<2xi1>
  %m:2 = arith.mulsi_extended %a, %b : vector<2xi8>
  return %s#0, %s#1, %m#0, %m#1 : vector<2xi8>, vector<2xi1>, vector<2xi8>, vector<2xi8>
}
