// Fibonacci numbers with wide results and extended arithmetic.
func.func @fib(%n: i32) -> (i64, i1) {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %k0 = arith.constant 0 : i32
  %k1 = arith.constant 1 : i32
  %false = arith.constant false
  cf.br ^loop(%k0, %c0, %c1, %false : i32, i64, i64, i1)
^loop(%i: i32, %a: i64, %b: i64, %ovf: i1):
  %cont = arith.cmpi slt, %i, %n : i32
  cf.cond_br %cont, ^body, ^exit
^body:
  %sum, %o = arith.addui_extended %a, %b : i64, i1
  %any = arith.ori %ovf, %o : i1
  %next = arith.addi %i, %k1 : i32
  cf.br ^loop(%next, %b, %sum, %any : i32, i64, i64, i1)
^exit:
  func.return %a, %ovf : i64, i1
}

func.func @wide_mul(%x: i64, %y: i64) -> (i64, i64, i64, i64) {
  %lo, %hi = arith.mulsi_extended %x, %y : i64
  %ulo, %uhi = arith.mului_extended %x, %y : i64
  func.return %lo, %hi, %ulo, %uhi : i64, i64, i64, i64
}
