// Elementwise arithmetic on tensors of dynamic and unranked shapes.
func.func @axpy(%a: f32, %x: tensor<?xf32>, %y: tensor<?xf32>, %av: tensor<?xf32>) -> tensor<?xf32> {
  %ax = arith.mulf %av, %x : tensor<?xf32>
  %r = arith.addf %ax, %y : tensor<?xf32>
  func.return %r : tensor<?xf32>
}

func.func @unranked(%x: tensor<*xi32>, %y: tensor<*xi32>) -> tensor<*xi1> {
  %s = arith.addi %x, %y : tensor<*xi32>
  %c = arith.cmpi slt, %s, %x : tensor<*xi32>
  func.return %c : tensor<*xi1>
}

func.func @convert(%x: tensor<4x?xi32>) -> tensor<4x?xf64> {
  %f = arith.sitofp %x : tensor<4x?xi32> to tensor<4x?xf64>
  func.return %f : tensor<4x?xf64>
}
