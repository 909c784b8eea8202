// RUN: toy-opt --mlir-print-op-generic %s
// The generic form: properties, the function's region, the call's callee.
toy.func @f(%arg0: tensor<2xf64>) -> tensor<2xf64> {
  %0 = toy.add %arg0, %arg0 : tensor<2xf64>
  %1 = toy.cast %0 : tensor<2xf64> to tensor<*xf64>
  %2 = toy.mul %1, %0 : (tensor<*xf64>, tensor<2xf64>) -> tensor<*xf64>
  %3 = toy.generic_call @f(%0) : (tensor<2xf64>) -> tensor<*xf64>
  toy.print %2 : tensor<*xf64>
  toy.return %0 : tensor<2xf64>
}
