// Recursive and iterative factorials with calls between functions.
func.func private @trace(i64, i64) attributes {llvm.emit_c_interface}

func.func @fact_rec(%n: i64) -> i64 {
  %one = arith.constant 1 : i64
  %base = arith.cmpi sle, %n, %one : i64
  cf.cond_br %base, ^done, ^recurse
^done:
  func.return %one : i64
^recurse:
  %m = arith.subi %n, %one overflow<nsw> : i64
  %r = func.call @fact_rec(%m) : (i64) -> i64
  %p = arith.muli %n, %r overflow<nsw> : i64
  func.call @trace(%n, %p) : (i64, i64) -> ()
  func.return %p : i64
}

func.func @fact_iter(%n: i64) -> i64 {
  %one = arith.constant 1 : i64
  cf.br ^head(%one, %one : i64, i64)
^head(%i: i64, %acc: i64):
  %more = arith.cmpi ule, %i, %n : i64
  cf.cond_br %more, ^body, ^exit(%acc : i64)
^body:
  %acc2 = arith.muli %acc, %i : i64
  %i2 = arith.addi %i, %one overflow<nsw, nuw> : i64
  cf.br ^head(%i2, %acc2 : i64, i64)
^exit(%result: i64):
  func.return %result : i64
}
