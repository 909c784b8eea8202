// Every floating-point arithmetic op on scalars, vectors and tensors.
func.func @scalar(%x: f32, %y: f32) -> f32 {
  %0 = arith.addf %x, %y : f32
  %1 = arith.subf %0, %y : f32
  %2 = arith.mulf %1, %x : f32
  %3 = arith.divf %2, %y fastmath<afn> : f32
  %4 = arith.remf %3, %x : f32
  %5 = arith.negf %4 : f32
  %6 = arith.negf %5 fastmath<fast> : f32
  func.return %6 : f32
}

func.func @vector(%x: vector<4xf16>, %y: vector<4xf16>) -> vector<4xf16> {
  %0 = arith.addf %x, %y : vector<4xf16>
  %1 = arith.mulf %0, %0 fastmath<reassoc> : vector<4xf16>
  %2 = arith.maximumf %1, %y : vector<4xf16>
  %3 = arith.minnumf %2, %x : vector<4xf16>
  func.return %3 : vector<4xf16>
}

func.func @tensor(%x: tensor<2x?xbf16>, %y: tensor<2x?xbf16>) -> tensor<2x?xbf16> {
  %0 = arith.subf %x, %y : tensor<2x?xbf16>
  %1 = arith.divf %0, %y : tensor<2x?xbf16>
  %2 = arith.negf %1 : tensor<2x?xbf16>
  func.return %2 : tensor<2x?xbf16>
}

func.func @scalable(%x: vector<[4]xf32>) -> vector<[4]xf32> {
  %0 = arith.addf %x, %x : vector<[4]xf32>
  func.return %0 : vector<[4]xf32>
}
