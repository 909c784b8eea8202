// Integer literals that do not fit the type they are given, wherever an
// attribute takes one: integer attributes (op forms, properties,
// dictionaries), dense elements and dense arrays, each with MLIR's message
// and location.

func.func @negative_i1() -> i1 {
  // expected-error @+1 {{integer constant out of range for attribute}}
  %0 = arith.constant -2 : i1
  func.return %0 : i1
}

// -----

func.func @two_i1() -> i1 {
  // expected-error @+1 {{integer constant out of range for attribute}}
  %0 = arith.constant 2 : i1
  func.return %0 : i1
}

// -----

func.func @too_wide_i8() -> i8 {
  // expected-error @+1 {{integer constant out of range for attribute}}
  %0 = arith.constant 256 : i8
  func.return %0 : i8
}

// -----

func.func @too_negative_i8() -> i8 {
  // expected-error @+1 {{integer constant out of range for attribute}}
  %0 = arith.constant -129 : i8
  func.return %0 : i8
}

// -----

func.func @hex_too_wide_i8() -> i8 {
  // expected-error @+1 {{integer constant out of range for attribute}}
  %0 = arith.constant 0x100 : i8
  func.return %0 : i8
}

// -----

func.func @negative_zero() -> i8 {
  // expected-error @+1 {{integer constant out of range for attribute}}
  %0 = arith.constant -0 : i8
  func.return %0 : i8
}

// -----

func.func @signed_overflow() -> si8 {
  // expected-error @+1 {{integer constant out of range for attribute}}
  %0 = "test.op"() {value = 128 : si8} : () -> si8
  func.return %0 : si8
}

// -----

func.func @negative_unsigned() {
  // expected-error @+1 {{negative integer literal not valid for unsigned integer type}}
  "test.op"() {value = -1 : ui8} : () -> ()
  func.return
}

// -----

func.func @index_overflow() -> index {
  // expected-error @+1 {{integer constant out of range for attribute}}
  %0 = arith.constant 9223372036854775808 : index
  func.return %0 : index
}

// -----

func.func @i64_overflow() -> i64 {
  // expected-error @+1 {{integer constant out of range for attribute}}
  %0 = arith.constant 18446744073709551616 : i64
  func.return %0 : i64
}

// -----

func.func @property() -> i1 {
  // expected-error @+1 {{integer constant out of range for attribute}}
  %0 = "arith.constant"() <{value = -2 : i1}> : () -> i1
  func.return %0 : i1
}

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"test.op"() {flag = -2 : i1} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"test.op"() {bits = 1 : i0} : () -> ()

// -----

llvm.func @llvm_constant() -> i8 {
  // expected-error @+1 {{integer constant out of range for attribute}}
  %0 = llvm.mlir.constant(300 : i8) : i8
  llvm.return %0 : i8
}

// -----

func.func @dense_i1() -> tensor<2xi1> {
  // expected-error @+1 {{integer constant out of range for type}}
  %0 = arith.constant dense<-2> : tensor<2xi1>
  func.return %0 : tensor<2xi1>
}

// -----

func.func @dense_i8_element() -> vector<2xi8> {
  // expected-error @+1 {{integer constant out of range for type}}
  %0 = arith.constant dense<[1, 300]> : vector<2xi8>
  func.return %0 : vector<2xi8>
}

// -----

// expected-error @+1 {{integer constant out of range for type}}
"test.op"() {value = dense<(1, -300)> : tensor<2xcomplex<i8>>} : () -> ()

// -----

// expected-error @+1 {{expected unsigned integer elements, but parsed negative value}}
"test.op"() {value = dense<[[1, -1]]> : tensor<1x2xui8>} : () -> ()

// -----

// expected-error @+1 {{expected floating-point elements, but parsed integer}}
"test.op"() {value = dense<[1.0, 2]> : tensor<2xf32>} : () -> ()

// -----

// expected-error @+1 {{expected floating-point elements, but parsed integer}}
"test.op"() {value = dense<true> : tensor<2xf32>} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range}}
"test.op"() {value = array<i8: 1, 300>} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range}}
"test.op"() {value = array<i1: -2>} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range}}
"test.op"() {value = array<si8: 128>} : () -> ()

// -----

// expected-error @+1 {{expected i1 type for 'true' or 'false' values}}
"test.op"() {value = array<i8: true>} : () -> ()
