// Every integer arithmetic op, with and without overflow flags.
func.func @binary(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.subi %0, %b overflow<nsw> : i32
  %2 = arith.muli %1, %a overflow<nuw> : i32
  %3 = arith.divui %2, %b : i32
  %4 = arith.divsi %3, %b : i32
  %5 = arith.ceildivui %4, %b : i32
  %6 = arith.ceildivsi %5, %b : i32
  %7 = arith.floordivsi %6, %b : i32
  %8 = arith.remui %7, %b : i32
  %9 = arith.remsi %8, %b : i32
  %10 = arith.andi %9, %a : i32
  %11 = arith.ori %10, %a : i32
  %12 = arith.xori %11, %a : i32
  %13 = arith.shli %12, %b overflow<nsw, nuw> : i32
  %14 = arith.shrui %13, %b : i32
  %15 = arith.shrsi %14, %b : i32
  %16 = arith.maxsi %15, %a : i32
  %17 = arith.maxui %16, %a : i32
  %18 = arith.minsi %17, %a : i32
  %19 = arith.minui %18, %a : i32
  func.return %19 : i32
}

func.func @index_math(%i: index, %j: index) -> index {
  %c4 = arith.constant 4 : index
  %0 = arith.muli %i, %c4 : index
  %1 = arith.addi %0, %j : index
  %2 = arith.floordivsi %1, %c4 : index
  %3 = arith.remsi %1, %c4 : index
  %4 = arith.addi %2, %3 : index
  func.return %4 : index
}

func.func @vectors(%a: vector<8xi16>, %b: vector<8xi16>) -> vector<8xi16> {
  %0 = arith.addi %a, %b overflow<nsw> : vector<8xi16>
  %1 = arith.muli %0, %a : vector<8xi16>
  %2 = arith.xori %1, %b : vector<8xi16>
  func.return %2 : vector<8xi16>
}

func.func @tensors(%a: tensor<?x4xi8>, %b: tensor<?x4xi8>) -> tensor<?x4xi8> {
  %0 = arith.subi %a, %b : tensor<?x4xi8>
  %1 = arith.andi %0, %a : tensor<?x4xi8>
  func.return %1 : tensor<?x4xi8>
}
