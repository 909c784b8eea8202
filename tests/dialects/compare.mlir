// Every integer and floating-point comparison predicate.
func.func @icmp(%a: i32, %b: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %0 = arith.cmpi eq, %a, %b : i32
  %1 = arith.cmpi ne, %a, %b : i32
  %2 = arith.cmpi slt, %a, %b : i32
  %3 = arith.cmpi sle, %a, %b : i32
  %4 = arith.cmpi sgt, %a, %b : i32
  %5 = arith.cmpi sge, %a, %b : i32
  %6 = arith.cmpi ult, %a, %b : i32
  %7 = arith.cmpi ule, %a, %b : i32
  %8 = arith.cmpi ugt, %a, %b : i32
  %9 = arith.cmpi uge, %a, %b : i32
  func.return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @fcmp(%x: f64, %y: f64) -> vector<16xi1> {
  %0 = arith.cmpf false, %x, %y : f64
  %1 = arith.cmpf oeq, %x, %y : f64
  %2 = arith.cmpf ogt, %x, %y : f64
  %3 = arith.cmpf oge, %x, %y : f64
  %4 = arith.cmpf olt, %x, %y : f64
  %5 = arith.cmpf ole, %x, %y : f64
  %6 = arith.cmpf one, %x, %y : f64
  %7 = arith.cmpf ord, %x, %y : f64
  %8 = arith.cmpf ueq, %x, %y : f64
  %9 = arith.cmpf ugt, %x, %y fastmath<nnan> : f64
  %10 = arith.cmpf uge, %x, %y : f64
  %11 = arith.cmpf ult, %x, %y : f64
  %12 = arith.cmpf ule, %x, %y : f64
  %13 = arith.cmpf une, %x, %y : f64
  %14 = arith.cmpf uno, %x, %y : f64
  %15 = arith.cmpf true, %x, %y : f64
  %v = arith.constant dense<false> : vector<16xi1>
  func.return %v : vector<16xi1>
}

func.func @shaped(%a: vector<4xi64>, %b: vector<4xi64>, %x: tensor<3xf32>) -> (vector<4xi1>, tensor<3xi1>) {
  %0 = arith.cmpi sge, %a, %b : vector<4xi64>
  %1 = arith.cmpf olt, %x, %x : tensor<3xf32>
  func.return %0, %1 : vector<4xi1>, tensor<3xi1>
}

func.func @zero_d(%a: vector<i32>, %b: vector<i32>) -> vector<i1> {
  %0 = arith.cmpi ne, %a, %b : vector<i32>
  func.return %0 : vector<i1>
}
