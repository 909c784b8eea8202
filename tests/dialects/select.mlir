// arith.select on scalars with a scalar or a shaped condition.
func.func @max(%a: i32, %b: i32) -> i32 {
  %c = arith.cmpi sgt, %a, %b : i32
  %m = arith.select %c, %a, %b : i32
  func.return %m : i32
}

func.func @blend(%mask: vector<4xi1>, %x: vector<4xf32>, %y: vector<4xf32>) -> vector<4xf32> {
  %r = arith.select %mask, %x, %y : vector<4xi1>, vector<4xf32>
  func.return %r : vector<4xf32>
}

func.func @pick(%c: i1, %x: tensor<2xi8>, %y: tensor<2xi8>) -> tensor<2xi8> {
  %r = arith.select %c, %x, %y : tensor<2xi8>
  func.return %r : tensor<2xi8>
}

func.func @attrs(%c: i1, %x: f64, %y: f64) -> f64 {
  %r = arith.select %c, %x, %y {tag = "keep"} : f64
  func.return %r : f64
}
