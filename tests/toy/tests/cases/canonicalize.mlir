// RUN: toy-opt --canonicalize %s
// The tutorial's chapter 3 rewrites: transpose(transpose(x)) is x, a
// reshape of a reshape is one reshape, a reshape to the same type is its
// operand; dead pure ops go.
toy.func @transpose_transpose(%arg0: tensor<*xf64>) -> tensor<*xf64> {
  %0 = toy.transpose(%arg0 : tensor<*xf64>) to tensor<*xf64>
  %1 = toy.transpose(%0 : tensor<*xf64>) to tensor<*xf64>
  toy.return %1 : tensor<*xf64>
}
toy.func @reshapes(%arg0: tensor<6xf64>) -> tensor<3x2xf64> {
  %0 = toy.reshape(%arg0 : tensor<6xf64>) to tensor<2x3xf64>
  %1 = toy.reshape(%0 : tensor<2x3xf64>) to tensor<3x2xf64>
  %2 = toy.reshape(%1 : tensor<3x2xf64>) to tensor<3x2xf64>
  %dead = toy.constant dense<1.0> : tensor<f64>
  toy.return %2 : tensor<3x2xf64>
}
