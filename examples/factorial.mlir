// The main job's program: factorials 1! to 5!, in MLIR's LLVM dialect.
// scripts/run.sh parses and verifies it (dialectic-opt), translates it to
// LLVM IR (dialectic-translate --mlir-to-llvmir) and runs it
// (dialectic-runner), printing each stage.
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  llvm.mlir.global private unnamed_addr constant @fmt("%d! = %ld\0A\00") {addr_space = 0 : i32}

  llvm.func @printf(!llvm.ptr, ...) -> i32

  // A recursive factorial with a branch.
  llvm.func internal @factorial(%n: i64) -> i64 {
    %one = llvm.mlir.constant(1 : i64) : i64
    %is_base = llvm.icmp "sle" %n, %one : i64
    llvm.cond_br %is_base, ^base, ^recurse
  ^base:
    llvm.return %one : i64
  ^recurse:
    %m = llvm.sub %n, %one overflow<nsw> : i64
    %rec = llvm.call @factorial(%m) : (i64) -> i64
    %prod = llvm.mul %n, %rec overflow<nsw> : i64
    llvm.return %prod : i64
  }

  // A loop over 1..5 with the counter as a block argument.
  llvm.func @main() -> i32 {
    %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
    %first = llvm.mlir.constant(1 : i32) : i32
    %last = llvm.mlir.constant(5 : i32) : i32
    %zero = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^loop(%first : i32)
  ^loop(%i: i32):
    %k = llvm.sext %i : i32 to i64
    %f = llvm.call @factorial(%k) : (i64) -> i64
    %printed = llvm.call @printf(%fmt, %i, %f) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i64) -> i32
    %next = llvm.add %i, %first : i32
    %done = llvm.icmp "sgt" %next, %last : i32
    llvm.cond_br %done, ^exit, ^loop(%next : i32)
  ^exit:
    llvm.return %zero : i32
  }
}
