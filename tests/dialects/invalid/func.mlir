// Ops of the func dialect that MLIR's verifier rejects, with its messages.

func.func @wrong_result_type(%x: i32) -> i64 {
  // expected-error @+1 {{type of return operand 0 ('i32') doesn't match function result type ('i64') in function @wrong_result_type}}
  func.return %x : i32
}

// -----

func.func @too_many_results(%x: i32) {
  // expected-error @+1 {{'func.return' op has 1 operands, but enclosing function (@too_many_results) returns 0}}
  func.return %x : i32
}

// -----

func.func @undefined() {
  // expected-error @+1 {{'func.constant' op reference to undefined function 'nope'}}
  %0 = func.constant @nope : () -> ()
  func.return
}

// -----

func.func private @callee(i32) -> i32

func.func @mismatched_constant() {
  // expected-error @+1 {{'func.constant' op reference to function with mismatched type}}
  %0 = func.constant @callee : (i64) -> i32
  func.return
}

// -----

// expected-error @+1 {{'func.func' op entry block must have 1 arguments to match function signature}}
"func.func"() <{function_type = (i32) -> (), sym_name = "args"}> ({
^bb0:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op type of entry block argument #0('i64') must match the type of the corresponding argument in function signature('i32')}}
"func.func"() <{function_type = (i32) -> (), sym_name = "arg_type"}> ({
^bb0(%a: i64):
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op expects argument attribute array to have the same number of elements as the number of function arguments, got 2, but expected 1}}
func.func private @attr_count(i32) attributes {arg_attrs = [{}, {}]}

// -----

// expected-error @+1 {{'func.func' op arguments may only have dialect attributes}}
func.func private @plain_arg_attr(i32 {plain})

// -----

// expected-error @+1 {{'func.func' op requires attribute 'function_type'}}
"func.func"() <{sym_name = "no_type"}> ({
}) : () -> ()

// -----

func.func @return_outside() {
  "test.region"() ({
    // expected-error @+1 {{'func.return' op expects parent op 'func.func'}}
    func.return
  }) : () -> ()
  func.return
}

// -----

// expected-error @+1 {{'sym_name' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func private @inferred() attributes {sym_name = "x"}

// -----

// expected-error @+1 {{expected non-empty function body}}
func.func @empty_body() {}

// -----

// expected-error @+1 {{expected SSA identifier}}
func.func private @mixed(%a: i32, i64)

// -----

func.func private @callee(i32) -> i32

func.func @call_operands(%x: i64) {
  // expected-error @+2 {{'func.call_indirect' op failed to verify that callee input types match argument types}}
  %f = func.constant @callee : (i32) -> i32
  %r = "func.call_indirect"(%f, %x) : ((i32) -> i32, i64) -> i32
  func.return
}

// -----

func.func @call_unknown() {
  // expected-error @+1 {{'func.call' op 'nowhere' does not reference a valid function}}
  func.call @nowhere() : () -> ()
  func.return
}

// -----

func.func private @takes_i32(i32)

func.func @call_operands(%x: i64) {
  // expected-error @+1 {{'func.call' op operand type mismatch: expected operand type 'i32', but provided 'i64' for operand number 0}}
  func.call @takes_i32(%x) : (i64) -> ()
  func.return
}

// -----

func.func private @takes_i32(i32)

func.func @call_count() {
  // expected-error @+1 {{'func.call' op incorrect number of operands for callee}}
  func.call @takes_i32() : () -> ()
  func.return
}

// -----

func.func private @gives_i32() -> i32

func.func @call_results() {
  // expected-error @+1 {{'func.call' op incorrect number of results for callee}}
  func.call @gives_i32() : () -> ()
  func.return
}

// -----

"test.symbol"() {sym_name = "not_a_function"} : () -> ()

func.func @call_not_function() {
  // expected-error @+1 {{'func.call' op 'not_a_function' does not reference a valid function}}
  func.call @not_a_function() : () -> ()
  func.return
}

// -----

func.func private @two() -> (i32, i64)

func.func @call_result_types() {
  // expected-error @+3 {{'func.call' op result type mismatch at index 1}}
  // expected-note @+2 {{      op result types: 'i32', 'i32'}}
  // expected-note @+1 {{function result types: 'i32', 'i64'}}
  %0:2 = func.call @two() : () -> (i32, i32)
  func.return
}

// -----

// Symbol uses are checked by the symbol table once everything in it
// verifies: the error inside @second comes first.
func.func private @gives_i32() -> i32

func.func @first() {
  %0 = func.call @gives_i32() : () -> i64
  func.return
}

func.func @second(%x: i32) {
  // expected-error @+1 {{'func.return' op has 1 operands, but enclosing function (@second) returns 0}}
  func.return %x : i32
}

// -----

// The symbol table checks the uses of its last function first.
func.func private @gives_i32() -> i32

func.func @first() {
  %0 = func.call @gives_i32() : () -> i64
  func.return
}

func.func @second() {
  // expected-error @+3 {{'func.call' op result type mismatch at index 0}}
  // expected-note @+2 {{op result types: 'i64'}}
  // expected-note @+1 {{function result types: 'i32'}}
  %0 = func.call @gives_i32() : () -> i64
  func.return
}

// -----

// Symbols of a nested symbol table are not visible from outside it.
func.func @call_nested() {
  // expected-error @+1 {{'func.call' op 'g' does not reference a valid function}}
  func.call @g() : () -> ()
  func.return
}

module @m {
  func.func @g() {
    func.return
  }
}

// -----

// expected-error @+1 {{'func.func' op symbol declaration cannot have public visibility}}
func.func @public_declaration()

// -----

// expected-error @+1 {{'func.func' op visibility expected to be one of ["public", "private", "nested"], but got "hidden"}}
"func.func"() <{function_type = () -> (), sym_name = "v", sym_visibility = "hidden"}> ({
}) : () -> ()

// -----

func.func @nested_function() {
  // expected-error @+1 {{'func.func' op symbol's parent must have the SymbolTable trait}}
  func.func private @inner()
  func.return
}

// -----

func.func private @twice()
// expected-error @+2 {{redefinition of symbol named 'twice'}}
// expected-note @-2 {{see existing symbol definition here}}
func.func private @twice()

// -----

// expected-error @+1 {{'func.func' op results may only have dialect attributes}}
func.func private @plain_result_attr() -> (i32 {plain})

// -----

// expected-error @+1 {{'func.func' op expects result attribute array to have the same number of elements as the number of function results, got 2, but expected 1}}
func.func private @result_attr_count() -> i32 attributes {res_attrs = [{}, {}]}

// -----

func.func @call_indirect_results(%x: i32) -> i32 {
  %0 = func.constant @call_indirect_results : (i32) -> i32
  // expected-error @+1 {{'func.call_indirect' op failed to verify that callee result types match result types}}
  %1 = "func.call_indirect"(%0, %x) : ((i32) -> i32, i32) -> i64
  func.return %x : i32
}

// -----

func.func @call_without_callee() {
  // expected-error @+1 {{'func.call' op requires attribute 'callee'}}
  "func.call"() : () -> ()
  func.return
}

// -----

func.func @unknown_op() {
  // expected-error @+1 {{unregistered operation 'func.foo' found in dialect ('func') that does not allow unknown operations}}
  "func.foo"() : () -> ()
  func.return
}
