// Ops of the arith dialect that MLIR's verifier rejects, with its messages.

func.func @float_operand(%x: f32) {
  // expected-error @+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.addi"(%x, %x) : (f32, f32) -> f32
  func.return
}

// -----

func.func @mismatched(%a: i32, %b: i64) {
  // expected-error @+1 {{'arith.addi' op requires the same type for all operands and results}}
  %0 = "arith.addi"(%a, %b) : (i32, i64) -> i32
  func.return
}

// -----

func.func @int_operand(%x: i32) {
  // expected-error @+1 {{'arith.addf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.addf"(%x, %x) : (i32, i32) -> i32
  func.return
}

// -----

func.func @narrowing_ext(%x: i32) {
  // expected-error @+1 {{'arith.extui' op operand type 'i32' and result type 'i16' are cast incompatible}}
  %0 = arith.extui %x : i32 to i16
  func.return
}

// -----

func.func @widening_trunc(%x: i32) {
  // expected-error @+1 {{'arith.trunci' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = arith.trunci %x : i32 to i64
  func.return
}

// -----

func.func @narrowing_extf(%x: f64) {
  // expected-error @+1 {{'arith.extf' op operand type 'f64' and result type 'f32' are cast incompatible}}
  %0 = arith.extf %x : f64 to f32
  func.return
}

// -----

func.func @index_cast_floats(%x: f32) {
  // expected-error @+1 {{'arith.index_cast' op operand #0 must be signless-integer-like or memref of signless-integer, but got 'f32'}}
  %0 = "arith.index_cast"(%x) : (f32) -> index
  func.return
}

// -----

func.func @bitcast_width(%x: i32) {
  // expected-error @+1 {{'arith.bitcast' op operand type 'i32' and result type 'f64' are cast incompatible}}
  %0 = arith.bitcast %x : i32 to f64
  func.return
}

// -----

func.func @constant_type() {
  // expected-error @+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() {value = 5 : i64} : () -> i32
  func.return
}

// -----

func.func @constant_signed() {
  // expected-error @+1 {{'arith.constant' op integer return type must be signless}}
  %0 = arith.constant 5 : si32
  func.return
}

// -----

func.func @constant_kind() {
  // expected-error @+1 {{'arith.constant' op value must be an integer, float, or elements attribute}}
  %0 = "arith.constant"() {value = "s" : i32} : () -> i32
  func.return
}

// -----

func.func @constant_untyped() {
  // expected-error @+1 {{'arith.constant' op attribute 'value' failed to satisfy constraint: TypedAttr instance}}
  %0 = "arith.constant"() {value = unit} : () -> i32
  func.return
}

// -----

func.func @cmpi_result(%a: i32) {
  // expected-error @+1 {{'arith.cmpi' op result #0 must be bool-like, but got 'i32'}}
  %0 = "arith.cmpi"(%a, %a) {predicate = 0 : i64} : (i32, i32) -> i32
  func.return
}

// -----

func.func @cmpi_predicate(%a: i32) {
  // expected-error @+1 {{'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}
  %0 = "arith.cmpi"(%a, %a) {predicate = 42 : i64} : (i32, i32) -> i1
  func.return
}

// -----

func.func @cmpi_predicate_property(%a: i32) {
  // expected-error @+1 {{invalid properties {predicate = 42 : i64} for op arith.cmpi: Invalid attribute `predicate` in property conversion: 42 : i64}}
  %0 = "arith.cmpi"(%a, %a) <{predicate = 42 : i64}> : (i32, i32) -> i1
  func.return
}

// -----

func.func @cmpi_missing(%a: i32) {
  // expected-error @+1 {{'arith.cmpi' op requires attribute 'predicate'}}
  %0 = "arith.cmpi"(%a, %a) : (i32, i32) -> i1
  func.return
}

// -----

func.func @select_condition(%c: i32, %x: f32) {
  // expected-error @+1 {{'arith.select' op operand #0 must be bool-like, but got 'i32'}}
  %0 = "arith.select"(%c, %x, %x) : (i32, f32, f32) -> f32
  func.return
}

// -----

func.func @select_mask(%c: vector<2xi1>, %x: vector<4xf32>) {
  // expected-error @+1 {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
  %0 = arith.select %c, %x, %x : vector<2xi1>, vector<4xf32>
  func.return
}

// -----

func.func @operand_count(%a: i32) {
  // expected-error @+1 {{'arith.addi' op expected 2 operands, but found 1}}
  %0 = "arith.addi"(%a) : (i32) -> i32
  func.return
}

// -----

func.func @bad_keyword(%a: i32) {
  // expected-error @+1 {{custom op 'arith.cmpi' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]}}
  %0 = arith.cmpi bogus, %a, %a : i32
  func.return
}
