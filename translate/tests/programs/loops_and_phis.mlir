// Sums 1..10 in a loop carried by block arguments, prints through printf.
module {
  llvm.mlir.global private constant @fmt("sum=%d fact=%ld\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.func @fact(%n: i64) -> i64 {
    %one = llvm.mlir.constant(1 : i64) : i64
    %c = llvm.icmp "sle" %n, %one : i64
    llvm.cond_br %c, ^done, ^rec
  ^rec:
    %m = llvm.sub %n, %one overflow<nsw> : i64
    %r = llvm.call @fact(%m) : (i64) -> i64
    %p = llvm.mul %n, %r : i64
    llvm.return %p : i64
  ^done:
    llvm.return %one : i64
  }
  llvm.func @main() -> i32 {
    %zero = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %ten = llvm.mlir.constant(10 : i32) : i32
    llvm.br ^loop(%one, %zero : i32, i32)
  ^loop(%i: i32, %acc: i32):
    %next = llvm.add %acc, %i : i32
    %inc = llvm.add %i, %one : i32
    %more = llvm.icmp "sle" %inc, %ten : i32
    llvm.cond_br %more, ^loop(%inc, %next : i32, i32), ^exit(%next : i32)
  ^exit(%sum: i32):
    %five = llvm.mlir.constant(5 : i64) : i64
    %f = llvm.call @fact(%five) : (i64) -> i64
    %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
    %0 = llvm.call @printf(%fmt, %sum, %f) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i64) -> i32
    llvm.return %zero : i32
  }
}
