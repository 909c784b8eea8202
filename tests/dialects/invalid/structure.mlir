// What MLIR's verifier checks beyond each op, in its order: a block's
// successors-only-last rule and terminator, SSA dominance (after every
// other check of the function), unregistered ops of registered dialects.

func.func @dominance_comes_last(%x: i32) {
  %1 = arith.addi %2, %x : i32
  %2 = arith.addi %x, %x : i32
  // expected-error @+1 {{'func.return' op has 1 operands, but enclosing function (@dominance_comes_last) returns 0}}
  func.return %x : i32
}

// -----

func.func @dominance(%x: i32) {
  // expected-error @+1 {{operand #0 does not dominate this use}}
  %1 = arith.addi %2, %x : i32
  // expected-note @+1 {{operand defined here (op in the same block)}}
  %2 = arith.addi %x, %x : i32
  func.return
}

// -----

// Ops of unreachable blocks are not checked.
func.func @unreachable(%x: i32) {
  func.return
^bb1:
  %0 = arith.addi %1, %x : i32
  %1 = arith.addi %x, %x : i32
  func.return
}

// -----

func.func @other_block(%x: i32) {
  cf.br ^bb2
^bb1:
  // expected-note @+1 {{operand defined here (op in the same region)}}
  %1 = arith.addi %x, %x : i32
  cf.br ^bb2
^bb2:
  // expected-error @+1 {{operand #0 does not dominate this use}}
  %2 = arith.addi %1, %x : i32
  func.return
}

// -----

// The ops of a region come before the regions nested in them.
func.func @nested_regions_later(%x: i32) {
  "test.region"() ({
    %1 = arith.addi %3, %x : i32
    %3 = arith.addi %x, %x : i32
    "test.yield"() : () -> ()
  }) : () -> ()
  // expected-error @+1 {{operand #0 does not dominate this use}}
  %2 = arith.addi %4, %x : i32
  // expected-note @+1 {{operand defined here (op in the same block)}}
  %4 = arith.addi %x, %x : i32
  func.return
}

// -----

func.func @no_terminator(%x: i32) {
  cf.br ^bb1
^bb1:
  // expected-error @+1 {{block with no terminator, has %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32}}
  %1 = arith.addi %x, %x : i32
}

// -----

func.func @successors_in_the_middle() {
  // expected-error @+1 {{operation with block successors must terminate its parent block}}
  cf.br ^bb1
  cf.br ^bb1
^bb1:
  func.return
}

// -----

func.func @terminator_in_the_middle() {
  // expected-error @+1 {{'func.return' op must be the last operation in the parent block}}
  func.return
  "test.op"() : () -> ()
}

// -----

// expected-error @+1 {{empty block: expect at least a terminator}}
"func.func"() <{function_type = () -> (), sym_name = "empty_block"}> ({
^bb0:
  cf.br ^bb1
^bb1:
}) : () -> ()

// -----

// expected-error @+1 {{unregistered operation 'arith.nope' found in dialect ('arith') that does not allow unknown operations}}
"arith.nope"() ({
  "test.x"() : () -> ()
}) : () -> ()
