// Vector arithmetic, masks and 0-D vectors.
func.func @saxpy(%a: vector<8xf32>, %x: vector<8xf32>, %y: vector<8xf32>) -> vector<8xf32> {
  %ax = arith.mulf %a, %x fastmath<contract> : vector<8xf32>
  %r = arith.addf %ax, %y fastmath<contract> : vector<8xf32>
  func.return %r : vector<8xf32>
}

func.func @relu(%x: vector<4xf32>) -> vector<4xf32> {
  %z = arith.constant dense<0.000000e+00> : vector<4xf32>
  %pos = arith.cmpf ogt, %x, %z : vector<4xf32>
  %r = arith.select %pos, %x, %z : vector<4xi1>, vector<4xf32>
  func.return %r : vector<4xf32>
}

func.func @two_d(%x: vector<2x3xi32>, %y: vector<2x3xi32>) -> vector<2x3xi32> {
  %s = arith.subi %x, %y : vector<2x3xi32>
  %m = arith.maxsi %s, %y : vector<2x3xi32>
  func.return %m : vector<2x3xi32>
}

func.func @zero_d(%x: vector<f32>) -> vector<f32> {
  %r = arith.negf %x : vector<f32>
  func.return %r : vector<f32>
}
