// canonicalize-options: enable-patterns={(anonymous namespace)::SubISubILHSRHSLHS,(anonymous namespace)::XOrINotCmpI}
// Only the enabled rules apply (folding still does).

func.func @enabled(%a: i32, %b: i32) -> (i32, i1, i32) {
  %0 = arith.subi %a, %b : i32
  %1 = arith.subi %0, %a : i32
  %true = arith.constant true
  %c = arith.cmpi slt, %a, %b : i32
  %2 = arith.xori %c, %true : i1
  %c5 = arith.constant 5 : i32
  %c7 = arith.constant 7 : i32
  %3 = arith.addi %a, %c5 : i32
  %4 = arith.addi %3, %c7 : i32
  return %1, %2, %4 : i32, i1, i32
}
