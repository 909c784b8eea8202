// RUN: toy-opt --split-input-file --verify-diagnostics %s
// Programs the Toy dialect rejects: the generated checks of Ops.td's
// constraints and traits, and the tutorial's verifiers, with MLIR's
// messages.

toy.func @constant_rank() {
  // expected-error @+1 {{'toy.constant' op return type must match the one of the attached value attribute: 1 != 2}}
  %0 = "toy.constant"() {value = dense<[1.0, 2.0]> : tensor<2xf64>} : () -> tensor<2x1xf64>
  toy.return
}

// -----

toy.func @constant_shape() {
  // expected-error @+1 {{'toy.constant' op return type shape mismatches its attribute at dimension 0: 2 != 3}}
  %0 = "toy.constant"() {value = dense<[1.0, 2.0]> : tensor<2xf64>} : () -> tensor<3xf64>
  toy.return
}

// -----

toy.func @constant_elements() {
  // expected-error @+1 {{'toy.constant' op attribute 'value' failed to satisfy constraint: 64-bit float elements attribute}}
  %0 = "toy.constant"() {value = dense<[1, 2]> : tensor<2xi32>} : () -> tensor<2xf64>
  toy.return
}

// -----

toy.func @add_f32(%arg0: tensor<2xf32>) {
  // expected-error @+1 {{'toy.add' op operand #0 must be tensor of 64-bit float values, but got 'tensor<2xf32>'}}
  %0 = toy.add %arg0, %arg0 : tensor<2xf32>
  toy.return
}

// -----

toy.func @reshape_dynamic(%arg0: tensor<6xf64>) {
  // expected-error @+1 {{'toy.reshape' op result #0 must be statically shaped tensor of 64-bit float values, but got 'tensor<?xf64>'}}
  %0 = toy.reshape(%arg0 : tensor<6xf64>) to tensor<?xf64>
  toy.return
}

// -----

toy.func @print_integers(%arg0: tensor<2xi32>) {
  // expected-error @+1 {{'toy.print' op operand #0 must be tensor of 64-bit float values, but got 'tensor<2xi32>'}}
  toy.print %arg0 : tensor<2xi32>
  toy.return
}

// -----

toy.func @call_scalar(%arg0: f64) {
  // expected-error @+1 {{'toy.generic_call' op operand #0 must be variadic of tensor of 64-bit float values, but got 'f64'}}
  %0 = toy.generic_call @call_scalar(%arg0) : (f64) -> tensor<*xf64>
  toy.return
}

// -----

// expected-error @+1 {{'toy.return' op expects parent op 'toy.func'}}
toy.return

// -----

toy.func @return_count() -> tensor<2xf64> {
  // expected-error @+1 {{'toy.return' op does not return the same number of values (0) as the enclosing function (1)}}
  toy.return
}

// -----

toy.func @return_type(%arg0: tensor<2xf64>) -> tensor<3xf64> {
  // expected-error @+1 {{type of return operand ('tensor<2xf64>') doesn't match function result type ('tensor<3xf64>')}}
  toy.return %arg0 : tensor<2xf64>
}

// -----

toy.func @transpose_shape(%arg0: tensor<2x3xf64>) {
  // expected-error @+1 {{expected result shape to be a transpose of the input}}
  %0 = toy.transpose(%arg0 : tensor<2x3xf64>) to tensor<2x3xf64>
  toy.return
}
