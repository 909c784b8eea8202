// Distinct attributes MLIR's parser rejects.

// expected-error @+1 {{referenced attribute does not match previous definition: 42 : i64}}
module attributes {test.a = distinct[5]<42>, test.b = distinct[5]<43>} {}

// -----

// expected-error @+1 {{expected distinct ID}}
module attributes {test.a = distinct[x]<>} {}

// -----

// expected-error @+1 {{expected '<' after distinct ID}}
module attributes {test.a = distinct[5]} {}

// -----

// expected-error @+1 {{expected '[' after 'distinct'}}
module attributes {test.a = distinct<>} {}

// -----

// expected-error @+1 {{expected '>' to close distinct attribute}}
module attributes {test.a = distinct[5]<42} {}

// -----

// expected-error @+1 {{expected an unsigned 64-bit integer}}
module attributes {test.a = distinct[18446744073709551616]<>} {}

// -----

// expected-error @+2 {{expected attribute value}}
// expected-error @+1 {{expected attribute}}
module attributes {test.a = distinct[5]<]>} {}
