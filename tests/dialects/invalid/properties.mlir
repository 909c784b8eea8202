// Properties MLIR rejects when it parses the generic form: `<{...}>` is
// converted to the op's properties at the op (`invalid properties ...`),
// inherent attributes written among the discardable ones are checked
// against their constraints (`'op' op attribute ... failed to satisfy
// constraint`); both stop the parse.

func.func @wrong_kind(%a: i32, %b: i32) {
  // expected-error @+1 {{invalid properties {predicate = "slt"} for op arith.cmpi: Invalid attribute `predicate` in property conversion: "slt"}}
  %0 = "arith.cmpi"(%a, %b) <{predicate = "slt"}> : (i32, i32) -> i1
  func.return
}

// -----

func.func @enum_width(%a: i32, %b: i32) {
  // expected-error @+1 {{invalid properties {predicate = 2 : i32} for op arith.cmpi: Invalid attribute `predicate` in property conversion: 2 : i32}}
  %0 = "arith.cmpi"(%a, %b) <{predicate = 2 : i32}> : (i32, i32) -> i1
  func.return
}

// -----

func.func @enum_case(%a: i32, %b: i32) {
  // expected-error @+1 {{invalid properties {predicate = 42 : i64} for op arith.cmpi: Invalid attribute `predicate` in property conversion: 42 : i64}}
  %0 = "arith.cmpi"(%a, %b) <{predicate = 42 : i64}> : (i32, i32) -> i1
  func.return
}

// -----

func.func @dialect_enum(%a: i32, %b: i32) {
  // expected-error @+1 {{invalid properties {overflowFlags = 1 : i32} for op arith.addi: Invalid attribute `overflowFlags` in property conversion: 1 : i32}}
  %0 = "arith.addi"(%a, %b) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
  func.return
}

// -----

func.func @not_a_dictionary(%a: i32, %b: i32) {
  // expected-error @+1 {{invalid properties [1] for op arith.addi: expected DictionaryAttr to set properties}}
  %0 = "arith.addi"(%a, %b) <[1]> : (i32, i32) -> i32
  func.return
}

// -----

func.func @no_properties() {
  // expected-error @+1 {{invalid properties {} for op func.return: this operation does not support properties}}
  "func.return"() <{}> : () -> ()
}

// -----

// The conversion comes once the op and its trailing location are parsed.
func.func @after_location(%a: i32, %b: i32) {
  // expected-error @+1 {{expected location instance}}
  %0 = "arith.cmpi"(%a, %b) <{predicate = "slt"}> : (i32, i32) -> i1 loc(1)
  func.return
}

// -----

// A missing property is the verifier's to report.
func.func @missing(%a: i32, %b: i32) {
  // expected-error @+1 {{'arith.cmpi' op requires attribute 'predicate'}}
  %0 = "arith.cmpi"(%a, %b) <{bogus = 1 : i64}> : (i32, i32) -> i1
  func.return
}

// -----

// Unknown keys are dropped: the op verifies, and the discardable
// `predicate` gives way to the property.
func.func @unknown_key(%a: i32, %b: i32) -> (i1, i1) {
  %0 = "arith.cmpi"(%a, %b) <{predicate = 1 : i64, bogus = 1 : i64}> {predicate = 7 : i64} : (i32, i32) -> i1
  // expected-error @+1 {{'func.return' op has 1 operands, but enclosing function (@unknown_key) returns 2}}
  func.return %0 : i1
}

// -----

func.func @segment_sizes(%c: i1, %x: i32) {
  // expected-error @+1 {{invalid properties {operandSegmentSizes = array<i32: 1, 1>} for op cf.cond_br: size mismatch in attribute conversion: 2 vs 3}}
  "cf.cond_br"(%c, %x)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1>}> : (i1, i32) -> ()
^bb1:
  func.return
}

// -----

func.func @segment_kind(%c: i1, %x: i32) {
  // expected-error @+1 {{invalid properties {operandSegmentSizes = array<i64: 1, 1, 0>} for op cf.cond_br: expected DenseI32ArrayAttr for key `value`}}
  "cf.cond_br"(%c, %x)[^bb1, ^bb1] <{operandSegmentSizes = array<i64: 1, 1, 0>}> : (i1, i32) -> ()
^bb1:
  func.return
}

// -----

// `operand_segment_sizes` is read as `operandSegmentSizes`.
func.func @segment_alias(%c: i1, %x: i32) {
  // expected-error @+1 {{branch has 1 operands for successor #0, but target block has 0}}
  "cf.cond_br"(%c, %x)[^bb1, ^bb1] <{operand_segment_sizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
^bb1:
  func.return
}

// -----

func.func @dense_array_kind(%x: i32) {
  // expected-error @+1 {{invalid properties {case_operand_segments = [0], case_values = dense<1> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>} for op cf.switch: Invalid attribute `case_operand_segments` in property conversion: [0]}}
  "cf.switch"(%x)[^bb1, ^bb1] <{case_operand_segments = [0], case_values = dense<1> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  func.return
}

// -----

func.func @symbol_kind() {
  // expected-error @+1 {{invalid properties {callee = @a::@b} for op func.call: Invalid attribute `callee` in property conversion: @a::@b}}
  "func.call"() <{callee = @a::@b}> : () -> ()
  func.return
}

// -----

func.func @inherent_in_dictionary(%a: i32, %b: i32) {
  // expected-error @+1 {{'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}
  %0 = "arith.cmpi"(%a, %b) {predicate = 2 : i32} : (i32, i32) -> i1
  func.return
}

// -----

// With `<{...}>`, inherent attributes among the discardable ones are not
// checked: one not of its storage class is dropped.
func.func @dropped_inherent(%a: i32, %b: i32) {
  // expected-error @+1 {{'arith.cmpi' op requires attribute 'predicate'}}
  %0 = "arith.cmpi"(%a, %b) <{}> {predicate = "x"} : (i32, i32) -> i1
  func.return
}

// -----

func.func @custom_form_kind() {
  // expected-error @+1 {{custom op 'func.call' invalid kind of attribute specified}}
  func.call @a::@b() : () -> ()
  func.return
}

// -----

func.func @string_value_type(%c: i1) {
  // expected-error @+1 {{integer literal not valid for specified type}}
  cf.assert %c, 3
  func.return
}
