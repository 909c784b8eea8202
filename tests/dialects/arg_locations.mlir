// Locations written after function arguments, inline and as aliases
// defined later in the file; a declaration's are dropped.
func.func @add(%a: i32 loc("a"), %b: i32 {my.attr} loc(#b)) -> i32 {
  %0 = arith.addi %a, %b : i32
  func.return %0 : i32
}
func.func private @declared(i32 loc("dropped"))
#b = loc("b.c":3:4)
