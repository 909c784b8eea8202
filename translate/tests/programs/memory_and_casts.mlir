// Globals with initializer regions, allocas, GEPs, loads and stores,
// casts, selects, switches, aggregates and floating point.
module {
  llvm.mlir.global internal @table(dense<[3, 1, 4, 1, 5]> : tensor<5xi32>) {addr_space = 0 : i32} : !llvm.array<5 x i32>
  llvm.mlir.global internal @pair() {addr_space = 0 : i32} : !llvm.struct<(i32, f64)> {
    %0 = llvm.mlir.undef : !llvm.struct<(i32, f64)>
    %1 = llvm.mlir.constant(7 : i32) : i32
    %2 = llvm.mlir.constant(2.5 : f64) : f64
    %3 = llvm.insertvalue %1, %0[0] : !llvm.struct<(i32, f64)>
    %4 = llvm.insertvalue %2, %3[1] : !llvm.struct<(i32, f64)>
    llvm.return %4 : !llvm.struct<(i32, f64)>
  }
  llvm.mlir.global private constant @fmt("total=%d pair=%d %.2f switch=%d\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.func @classify(%x: i32) -> i32 {
    llvm.switch %x : i32, ^other [
      1: ^one,
      4: ^four
    ]
  ^one:
    %a = llvm.mlir.constant(100 : i32) : i32
    llvm.return %a : i32
  ^four:
    %b = llvm.mlir.constant(400 : i32) : i32
    llvm.return %b : i32
  ^other:
    %c = llvm.mlir.constant(-1 : i32) : i32
    llvm.return %c : i32
  }
  llvm.func @main() -> i32 {
    %zero = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %five = llvm.mlir.constant(5 : i32) : i32
    %slot = llvm.alloca %one x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    llvm.store %zero, %slot {alignment = 4 : i64} : i32, !llvm.ptr
    %table = llvm.mlir.addressof @table : !llvm.ptr
    llvm.br ^loop(%zero : i32)
  ^loop(%i: i32):
    %wide = llvm.sext %i : i32 to i64
    %p = llvm.getelementptr inbounds %table[0, %wide] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<5 x i32>
    %v = llvm.load %p {alignment = 4 : i64} : !llvm.ptr -> i32
    %acc = llvm.load %slot {alignment = 4 : i64} : !llvm.ptr -> i32
    %big = llvm.icmp "ugt" %v, %one : i32
    %twice = llvm.shl %v, %one : i32
    %add = llvm.select %big, %twice, %v : i1, i32
    %sum = llvm.add %acc, %add : i32
    llvm.store %sum, %slot {alignment = 4 : i64} : i32, !llvm.ptr
    %inc = llvm.add %i, %one : i32
    %more = llvm.icmp "slt" %inc, %five : i32
    llvm.cond_br %more, ^loop(%inc : i32), ^exit
  ^exit:
    %total = llvm.load %slot {alignment = 4 : i64} : !llvm.ptr -> i32
    %pairp = llvm.mlir.addressof @pair : !llvm.ptr
    %pair = llvm.load %pairp : !llvm.ptr -> !llvm.struct<(i32, f64)>
    %first = llvm.extractvalue %pair[0] : !llvm.struct<(i32, f64)>
    %second = llvm.extractvalue %pair[1] : !llvm.struct<(i32, f64)>
    %half = llvm.mlir.constant(0.5 : f64) : f64
    %scaled = llvm.fmul %second, %half {fastmathFlags = #llvm.fastmath<contract>} : f64
    %four = llvm.mlir.constant(4 : i32) : i32
    %cls = llvm.call @classify(%four) : (i32) -> i32
    %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
    %0 = llvm.call @printf(%fmt, %total, %first, %scaled, %cls) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32, f64, i32) -> i32
    llvm.return %zero : i32
  }
}
