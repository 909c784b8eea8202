// LLVM dialect folds: constants of or, shl, zext; extractvalue through
// insertvalue chains; getelementptr with constant indices; casts back and
// forth; icmp of a value with itself and of allocas with null; uniquing
// and hoisting of llvm.mlir.constant, addressof, undef, poison and zero.

llvm.func @f(%x: i32, %s: !llvm.struct<(i32, f32)>, %y: i32) -> !llvm.struct<(i32, i32, i32, i32, i64, i64, i32, i32, i64)> {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c6 = llvm.mlir.constant(6 : i32) : i32
  %cm = llvm.mlir.constant(-1 : i32) : i32
  %a = llvm.or %x, %c0 : i32
  %b = llvm.or %c1, %c6 : i32
  %b2 = llvm.or %x, %cm : i32
  %o1 = llvm.or %x, %c1 : i32
  %b3 = llvm.or %o1, %c6 : i32
  %d = llvm.shl %x, %c0 : i32
  %e = llvm.shl %c1, %c6 : i32
  %z = llvm.zext %c6 : i32 to i64
  %zz = llvm.zext %x : i32 to i64
  %i = llvm.insertvalue %y, %s[0] : !llvm.struct<(i32, f32)>
  %v = llvm.extractvalue %i[0] : !llvm.struct<(i32, f32)>
  %u = llvm.mlir.undef : !llvm.struct<(i32, i32, i32, i32, i64, i64, i32, i32, i64)>
  %r0 = llvm.insertvalue %a, %u[0] : !llvm.struct<(i32, i32, i32, i32, i64, i64, i32, i32, i64)>
  %r1 = llvm.insertvalue %b, %r0[1] : !llvm.struct<(i32, i32, i32, i32, i64, i64, i32, i32, i64)>
  %r2 = llvm.insertvalue %d, %r1[2] : !llvm.struct<(i32, i32, i32, i32, i64, i64, i32, i32, i64)>
  %r3 = llvm.insertvalue %e, %r2[3] : !llvm.struct<(i32, i32, i32, i32, i64, i64, i32, i32, i64)>
  %r4 = llvm.insertvalue %z, %r3[4] : !llvm.struct<(i32, i32, i32, i32, i64, i64, i32, i32, i64)>
  %r5 = llvm.insertvalue %zz, %r4[5] : !llvm.struct<(i32, i32, i32, i32, i64, i64, i32, i32, i64)>
  %r6 = llvm.insertvalue %v, %r5[6] : !llvm.struct<(i32, i32, i32, i32, i64, i64, i32, i32, i64)>
  %r7 = llvm.insertvalue %b3, %r6[7] : !llvm.struct<(i32, i32, i32, i32, i64, i64, i32, i32, i64)>
  %zb = llvm.zext %b2 : i32 to i64
  %r8 = llvm.insertvalue %zb, %r7[8] : !llvm.struct<(i32, i32, i32, i32, i64, i64, i32, i32, i64)>
  llvm.return %r8 : !llvm.struct<(i32, i32, i32, i32, i64, i64, i32, i32, i64)>
}

// -----

llvm.func @g(%a: !llvm.struct<(struct<(i32, i32)>, i64)>, %b: i32, %c: !llvm.struct<(i32, i32)>, %d: i64) -> !llvm.struct<(i32, i32, i32, i64, i32)> {
  %e = llvm.extractvalue %a[0] : !llvm.struct<(struct<(i32, i32)>, i64)>
  %f = llvm.extractvalue %e[1] : !llvm.struct<(i32, i32)>
  %cst = llvm.mlir.constant(dense<[1, 2, 3]> : vector<3xi32>) : vector<3xi32>
  %arr = llvm.mlir.constant(dense<[4, 5]> : tensor<2xi32>) : !llvm.array<2 x i32>
  %g = llvm.extractvalue %arr[1] : !llvm.array<2 x i32>
  %i1 = llvm.insertvalue %c, %a[0] : !llvm.struct<(struct<(i32, i32)>, i64)>
  %h = llvm.extractvalue %i1[0, 1] : !llvm.struct<(struct<(i32, i32)>, i64)>
  %j1 = llvm.insertvalue %d, %a[1] : !llvm.struct<(struct<(i32, i32)>, i64)>
  %j = llvm.extractvalue %j1[0, 0] : !llvm.struct<(struct<(i32, i32)>, i64)>
  %k = llvm.extractvalue %j1[1] : !llvm.struct<(struct<(i32, i32)>, i64)>
  %u = llvm.mlir.undef : !llvm.struct<(i32, i32, i32, i64, i32)>
  %r0 = llvm.insertvalue %f, %u[0] : !llvm.struct<(i32, i32, i32, i64, i32)>
  %r1 = llvm.insertvalue %g, %r0[1] : !llvm.struct<(i32, i32, i32, i64, i32)>
  %r2 = llvm.insertvalue %h, %r1[2] : !llvm.struct<(i32, i32, i32, i64, i32)>
  %r3 = llvm.insertvalue %k, %r2[3] : !llvm.struct<(i32, i32, i32, i64, i32)>
  %r4 = llvm.insertvalue %j, %r3[4] : !llvm.struct<(i32, i32, i32, i64, i32)>
  llvm.return %r4 : !llvm.struct<(i32, i32, i32, i64, i32)>
}

// -----

llvm.mlir.global internal @g(0 : i32) : i32

llvm.func @gep_and_casts(%p: !llvm.ptr, %q: !llvm.ptr<1>, %i: i64, %v: vector<2xi32>) -> !llvm.struct<(ptr, ptr, ptr, ptr<1>, vector<2xi32>, ptr, i1, i1, i1, vector<2xi1>, ptr)> {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c2 = llvm.mlir.constant(2 : i64) : i64
  %big = llvm.mlir.constant(8589934592 : i64) : i64
  %a = llvm.getelementptr %p[%c0] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  %b = llvm.getelementptr inbounds %p[%c0, %c2] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i32>
  %c = llvm.getelementptr %p[%i, %big, %c2] : (!llvm.ptr, i64, i64, i64) -> !llvm.ptr, !llvm.array<4 x !llvm.array<4 x i8>>
  %d0 = llvm.addrspacecast %q : !llvm.ptr<1> to !llvm.ptr
  %d = llvm.addrspacecast %d0 : !llvm.ptr to !llvm.ptr<1>
  %e0 = llvm.bitcast %v : vector<2xi32> to i64
  %e = llvm.bitcast %e0 : i64 to vector<2xi32>
  %f = llvm.bitcast %p : !llvm.ptr to !llvm.ptr
  %x = llvm.icmp "eq" %i, %i : i64
  %y = llvm.icmp "slt" %i, %i : i64
  %one = llvm.mlir.constant(1 : i32) : i32
  %alloca = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  %null = llvm.mlir.zero : !llvm.ptr
  %z = llvm.icmp "ne" %null, %alloca : !llvm.ptr
  %w = llvm.icmp "ne" %v, %v : vector<2xi32>
  %g = llvm.mlir.addressof @g : !llvm.ptr
  %g2 = llvm.mlir.addressof @g : !llvm.ptr
  %u = llvm.mlir.undef : !llvm.struct<(ptr, ptr, ptr, ptr<1>, vector<2xi32>, ptr, i1, i1, i1, vector<2xi1>, ptr)>
  %r0 = llvm.insertvalue %a, %u[0] : !llvm.struct<(ptr, ptr, ptr, ptr<1>, vector<2xi32>, ptr, i1, i1, i1, vector<2xi1>, ptr)>
  %r1 = llvm.insertvalue %b, %r0[1] : !llvm.struct<(ptr, ptr, ptr, ptr<1>, vector<2xi32>, ptr, i1, i1, i1, vector<2xi1>, ptr)>
  %r2 = llvm.insertvalue %c, %r1[2] : !llvm.struct<(ptr, ptr, ptr, ptr<1>, vector<2xi32>, ptr, i1, i1, i1, vector<2xi1>, ptr)>
  %r3 = llvm.insertvalue %d, %r2[3] : !llvm.struct<(ptr, ptr, ptr, ptr<1>, vector<2xi32>, ptr, i1, i1, i1, vector<2xi1>, ptr)>
  %r4 = llvm.insertvalue %e, %r3[4] : !llvm.struct<(ptr, ptr, ptr, ptr<1>, vector<2xi32>, ptr, i1, i1, i1, vector<2xi1>, ptr)>
  %r5 = llvm.insertvalue %f, %r4[5] : !llvm.struct<(ptr, ptr, ptr, ptr<1>, vector<2xi32>, ptr, i1, i1, i1, vector<2xi1>, ptr)>
  %r6 = llvm.insertvalue %x, %r5[6] : !llvm.struct<(ptr, ptr, ptr, ptr<1>, vector<2xi32>, ptr, i1, i1, i1, vector<2xi1>, ptr)>
  %r7 = llvm.insertvalue %y, %r6[7] : !llvm.struct<(ptr, ptr, ptr, ptr<1>, vector<2xi32>, ptr, i1, i1, i1, vector<2xi1>, ptr)>
  %r8 = llvm.insertvalue %z, %r7[8] : !llvm.struct<(ptr, ptr, ptr, ptr<1>, vector<2xi32>, ptr, i1, i1, i1, vector<2xi1>, ptr)>
  %r9 = llvm.insertvalue %w, %r8[9] : !llvm.struct<(ptr, ptr, ptr, ptr<1>, vector<2xi32>, ptr, i1, i1, i1, vector<2xi1>, ptr)>
  %r10 = llvm.insertvalue %g2, %r9[10] : !llvm.struct<(ptr, ptr, ptr, ptr<1>, vector<2xi32>, ptr, i1, i1, i1, vector<2xi1>, ptr)>
  %s = llvm.insertvalue %g, %r10[10] : !llvm.struct<(ptr, ptr, ptr, ptr<1>, vector<2xi32>, ptr, i1, i1, i1, vector<2xi1>, ptr)>
  llvm.return %s : !llvm.struct<(ptr, ptr, ptr, ptr<1>, vector<2xi32>, ptr, i1, i1, i1, vector<2xi1>, ptr)>
}

// -----

llvm.func @zeros_and_undefs() -> !llvm.struct<(i32, i32, ptr, ptr, f32, f32, i8)> {
  %z = llvm.mlir.zero : i32
  %c = llvm.mlir.constant(0 : i32) : i32
  %n1 = llvm.mlir.zero : !llvm.ptr
  %n2 = llvm.mlir.zero : !llvm.ptr
  %p = llvm.mlir.poison : f32
  %p2 = llvm.mlir.poison : f32
  %un = llvm.mlir.undef : i8
  %u = llvm.mlir.undef : !llvm.struct<(i32, i32, ptr, ptr, f32, f32, i8)>
  %r0 = llvm.insertvalue %z, %u[0] : !llvm.struct<(i32, i32, ptr, ptr, f32, f32, i8)>
  %r1 = llvm.insertvalue %c, %r0[1] : !llvm.struct<(i32, i32, ptr, ptr, f32, f32, i8)>
  %r2 = llvm.insertvalue %n1, %r1[2] : !llvm.struct<(i32, i32, ptr, ptr, f32, f32, i8)>
  %r3 = llvm.insertvalue %n2, %r2[3] : !llvm.struct<(i32, i32, ptr, ptr, f32, f32, i8)>
  %r4 = llvm.insertvalue %p, %r3[4] : !llvm.struct<(i32, i32, ptr, ptr, f32, f32, i8)>
  %r5 = llvm.insertvalue %p2, %r4[5] : !llvm.struct<(i32, i32, ptr, ptr, f32, f32, i8)>
  %r6 = llvm.insertvalue %un, %r5[6] : !llvm.struct<(i32, i32, ptr, ptr, f32, f32, i8)>
  llvm.return %r6 : !llvm.struct<(i32, i32, ptr, ptr, f32, f32, i8)>
}
