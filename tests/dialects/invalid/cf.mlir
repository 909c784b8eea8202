// Ops of the cf dialect that MLIR's verifier rejects, with its messages.

func.func @condition_type(%c: i32) {
  // expected-error @+1 {{'cf.cond_br' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "cf.cond_br"(%c)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  func.return
}

// -----

func.func @segments(%c: i1) {
  // expected-error @+1 {{'cf.cond_br' op operand count (1) does not match with the total size (2) specified in attribute 'operandSegmentSizes'}}
  "cf.cond_br"(%c)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1) -> ()
^bb1:
  func.return
}

// -----

func.func @switch_flag(%x: i32) {
  // expected-error @+1 {{'cf.switch' op 'flag' type ('i32') should match case value type ('i64')}}
  "cf.switch"(%x)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<1> : vector<1xi64>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  func.return
}

// -----

func.func @switch_count(%x: i32) {
  // expected-error @+1 {{'cf.switch' op number of case values (2) should match number of case destinations (1)}}
  "cf.switch"(%x)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  func.return
}

// -----

func.func @switch_flag_type(%x: f32) {
  // expected-error @+1 {{'cf.switch' op operand #0 must be integer, but got 'f32'}}
  "cf.switch"(%x)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (f32) -> ()
^bb1:
  func.return
}

// -----

func.func @assert_type(%x: i32) {
  // expected-error @+1 {{'cf.assert' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "cf.assert"(%x) <{msg = "m"}> : (i32) -> ()
  func.return
}

// -----

func.func @assert_msg(%c: i1) {
  // expected-error @+1 {{'cf.assert' op requires attribute 'msg'}}
  "cf.assert"(%c) : (i1) -> ()
  func.return
}

// -----

func.func @br_successors() {
  // expected-error @+1 {{'cf.br' op requires 1 successor but found 0}}
  "cf.br"() : () -> ()
}

// -----

func.func @switch_missing_case(%x: i32) {
  cf.switch %x : i32, [
    default: ^bb1,
    // expected-error @+1 {{expected integer value}}
    : ^bb1
  ]
^bb1:
  func.return
}

// -----

// Segment sizes never set are zero in MLIR's property storage: the `see
// current operation` note shows them so.
func.func @segments_unset(%c: i1) {
  // expected-error @+1 {{'cf.cond_br' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  "cf.cond_br"(%c)[^bb1, ^bb1] : (i1) -> ()
^bb1:
  func.return
}

// -----

func.func @switch_segments_unset(%x: i32) {
  // expected-error @+1 {{'cf.switch' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  "cf.switch"(%x)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<1> : vector<1xi32>}> : (i32) -> ()
^bb1:
  func.return
}
