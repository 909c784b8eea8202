// RUN: toy-opt --pass-pipeline=builtin.module(inline{default-pipeline=toy-shape-inference}) %s
// The inliner runs its default pipeline on each function: a pipeline in
// a pass option names a pass of the Toy crate.
toy.func @main() {
  %0 = toy.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf64>
  %1 = toy.transpose(%0 : tensor<2xf64>) to tensor<*xf64>
  toy.print %1 : tensor<*xf64>
  toy.return
}
