// RUN: toy-opt --toy-shape-inference --verify-diagnostics --split-input-file %s
// What shape inference cannot infer is reported on the function, as the
// tutorial's pass reports it; nothing is printed when it fails.

// expected-error @+1 {{Shape inference failed, 3 operations couldn't be inferred}}
toy.func @multiply_transpose(%arg0: tensor<*xf64>, %arg1: tensor<*xf64>) -> tensor<*xf64> {
  %0 = toy.transpose(%arg0 : tensor<*xf64>) to tensor<*xf64>
  %1 = toy.transpose(%arg1 : tensor<*xf64>) to tensor<*xf64>
  %2 = toy.mul %0, %1 : tensor<*xf64>
  toy.return %2 : tensor<*xf64>
}

// -----

toy.func @callee(%arg0: tensor<*xf64>) -> tensor<*xf64> {
  toy.return %arg0 : tensor<*xf64>
}
toy.func @main() {
  %0 = toy.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf64>
  // expected-error @+1 {{unable to infer shape of operation without shape inference interface}}
  %1 = toy.generic_call @callee(%0) : (tensor<2xf64>) -> tensor<*xf64>
  toy.print %1 : tensor<*xf64>
  toy.return
}
