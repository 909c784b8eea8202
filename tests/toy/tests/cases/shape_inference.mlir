// RUN: toy-opt --toy-shape-inference %s
// The tutorial's chapter 4 shape inference, a pass of the Toy crate's own
// `.td`: each op of unranked results is inferred once its operands are.
toy.func @main() {
  %0 = toy.constant dense<[[1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> : tensor<2x3xf64>
  %1 = toy.transpose(%0 : tensor<2x3xf64>) to tensor<*xf64>
  %2 = toy.mul %1, %1 : tensor<*xf64>
  %3 = toy.cast %2 : tensor<*xf64> to tensor<*xf64>
  %4 = toy.add %3, %2 : tensor<*xf64>
  toy.print %4 : tensor<*xf64>
  toy.return
}
