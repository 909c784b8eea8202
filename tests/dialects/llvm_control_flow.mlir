// The llvm dialect's terminators: branches with operands, branch weights
// switches, returns, resume and unreachable.
func.func @branches(%c: i1, %a: i32, %b: i64) -> i32 {
  llvm.br ^bb1(%a : i32)
^bb1(%x: i32):
  llvm.cond_br %c, ^bb2, ^bb3(%x, %b : i32, i64)
^bb2:
  llvm.cond_br %c weights([90, 10]), ^bb1(%x : i32), ^bb4 {test.tag}
^bb3(%y: i32, %z: i64):
  llvm.br ^bb4
^bb4:
  llvm.return %a : i32
}

func.func @switches(%a: i32, %b: i64, %c: i1) {
  llvm.switch %a : i32, ^bb1 [
    0: ^bb2(%a : i32),
    -1: ^bb3,
    2147483647: ^bb2(%a : i32)
  ]
^bb1:
  llvm.switch %b : i64, ^bb3 [
    7: ^bb3
  ] {branch_weights = array<i32: 3, 4>}
^bb2(%x: i32):
  llvm.switch %x : i32, ^bb1 []
^bb3:
  llvm.switch %c : i1, ^bb4(%b : i64) [
    1: ^bb4(%b : i64),
    0: ^bb3
  ]
^bb4(%y: i64):
  llvm.return
}

func.func @ends(%e: !llvm.struct<(ptr, i32)>, %c: i1) {
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  llvm.resume %e : !llvm.struct<(ptr, i32)>
^bb2:
  llvm.unreachable
}

func.func @value_return(%p: !llvm.ptr) -> !llvm.ptr {
  llvm.return {test.x} %p : !llvm.ptr
}
