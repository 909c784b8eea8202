// The llvm dialect's memory ops: stack allocation, address computation,
// loads and stores with their flags, atomics and fences.
func.func @allocas(%n: i64, %m: i32) {
  %0 = llvm.alloca %n x i32 : (i64) -> !llvm.ptr
  %1 = llvm.alloca %m x !llvm.struct<(i32, f64)> {alignment = 8 : i64} : (i32) -> !llvm.ptr
  %2 = llvm.alloca inalloca %n x f32 {alignment = 0 : i64} : (i64) -> !llvm.ptr
  %3 = llvm.alloca %n x !llvm.array<4 x ptr> {alignment = 16 : i64, test.tag} : (i64) -> !llvm.ptr<5>
  %4 = llvm.alloca %n x !llvm.target<"spirv.Image"> : (i64) -> !llvm.ptr
  llvm.return
}

func.func @geps(%p: !llvm.ptr, %i: i64, %j: i32, %vp: !llvm.vec<2 x ptr>, %vi: vector<2xi64>) {
  %0 = llvm.getelementptr %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %1 = llvm.getelementptr inbounds %p[3] : (!llvm.ptr) -> !llvm.ptr, f32
  %2 = llvm.getelementptr %p[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  %3 = llvm.getelementptr inbounds %p[%i, 1, %j] : (!llvm.ptr, i64, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>)>
  %4 = llvm.getelementptr %p[-1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
  %5 = llvm.getelementptr %vp[%vi] : (!llvm.vec<2 x ptr>, vector<2xi64>) -> !llvm.vec<2 x ptr>, i8
  %6 = llvm.getelementptr %p[2147483647, %j, 0] {test.x} : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<2 x vector<4xi32>>
  %7 = llvm.getelementptr %p[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"node", (i32, struct<(f32, f64)>)>
  llvm.return
}

func.func @loads_stores(%p: !llvm.ptr, %q: !llvm.ptr<1>, %v: i32, %f: f64) {
  %0 = llvm.load %p : !llvm.ptr -> i32
  %1 = llvm.load %p {alignment = 4 : i64} : !llvm.ptr -> i32
  %2 = llvm.load volatile %q : !llvm.ptr<1> -> f32
  %3 = llvm.load %p {nontemporal} : !llvm.ptr -> i64
  %4 = llvm.load %p invariant : !llvm.ptr -> !llvm.ptr
  %5 = llvm.load volatile %p atomic monotonic {alignment = 8 : i64} : !llvm.ptr -> i64
  %6 = llvm.load %p atomic syncscope("agent") acquire {alignment = 4 : i64} : !llvm.ptr -> f32
  %7 = llvm.load %p atomic seq_cst invariant {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
  %8 = llvm.load %p atomic unordered {alignment = 2 : i64} : !llvm.ptr -> f16
  %9 = llvm.load %p : !llvm.ptr -> !llvm.struct<(i32, array<2 x f64>)>
  %10 = llvm.load %p : !llvm.ptr -> vector<4xf32>
  llvm.store %v, %p : i32, !llvm.ptr
  llvm.store %v, %p {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.store volatile %f, %q : f64, !llvm.ptr<1>
  llvm.store %v, %p {nontemporal} : i32, !llvm.ptr
  llvm.store %v, %p atomic release {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.store volatile %f, %p atomic syncscope("singlethread") seq_cst {alignment = 8 : i64} : f64, !llvm.ptr
  llvm.store %p, %p atomic monotonic {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
  llvm.return
}

func.func @atomics(%p: !llvm.ptr, %i: i32, %f: f32, %q: !llvm.ptr, %b: i8) {
  %0 = llvm.atomicrmw xchg %p, %i monotonic : !llvm.ptr, i32
  %1 = llvm.atomicrmw add %p, %i acquire : !llvm.ptr, i32
  %2 = llvm.atomicrmw sub %p, %i release : !llvm.ptr, i32
  %3 = llvm.atomicrmw _and %p, %i acq_rel : !llvm.ptr, i32
  %4 = llvm.atomicrmw nand %p, %i seq_cst : !llvm.ptr, i32
  %5 = llvm.atomicrmw _or %p, %b monotonic : !llvm.ptr, i8
  %6 = llvm.atomicrmw _xor %p, %i monotonic : !llvm.ptr, i32
  %7 = llvm.atomicrmw max %p, %i monotonic : !llvm.ptr, i32
  %8 = llvm.atomicrmw min %p, %i monotonic : !llvm.ptr, i32
  %9 = llvm.atomicrmw umax %p, %i monotonic : !llvm.ptr, i32
  %10 = llvm.atomicrmw umin %p, %i monotonic : !llvm.ptr, i32
  %11 = llvm.atomicrmw fadd %p, %f monotonic : !llvm.ptr, f32
  %12 = llvm.atomicrmw fsub %p, %f monotonic : !llvm.ptr, f32
  %13 = llvm.atomicrmw fmax %p, %f monotonic : !llvm.ptr, f32
  %14 = llvm.atomicrmw fmin %p, %f monotonic : !llvm.ptr, f32
  %15 = llvm.atomicrmw uinc_wrap %p, %i monotonic : !llvm.ptr, i32
  %16 = llvm.atomicrmw udec_wrap %p, %i monotonic : !llvm.ptr, i32
  %17 = llvm.atomicrmw volatile xchg %p, %q syncscope("agent") seq_cst {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
  %18 = llvm.cmpxchg %p, %i, %i acq_rel monotonic : !llvm.ptr, i32
  %19 = llvm.cmpxchg weak volatile %p, %q, %q syncscope("x") seq_cst acquire {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
  %20 = llvm.cmpxchg volatile %p, %b, %b monotonic monotonic : !llvm.ptr, i8
  llvm.fence acquire
  llvm.fence release
  llvm.fence acq_rel
  llvm.fence syncscope("agent") seq_cst
  llvm.fence seq_cst {test.note}
  llvm.return
}
