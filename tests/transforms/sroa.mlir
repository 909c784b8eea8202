// RUN-DIFF: --split-input-file --sroa
// RUN-DIFF: --split-input-file --sroa --mlir-print-op-generic
// RUN-DIFF: --split-input-file --sroa --mem2reg
// RUN-DIFF: --split-input-file --pass-pipeline=builtin.module(llvm.func(sroa,mem2reg))

// Fields reached by GEPs with constant indices and by loads and stores of
// the struct's own pointer (its first field) get allocas of their own; an
// unused field gets none.
llvm.func @struct_fields(%x: i32, %y: f32) -> f32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %one x !llvm.struct<(i32, f32, i64)> {alignment = 8 : i64} : (i32) -> !llvm.ptr
  llvm.store %x, %p : i32, !llvm.ptr
  %q = llvm.getelementptr %p[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f32, i64)>
  llvm.store %y, %q : f32, !llvm.ptr
  %v = llvm.load %q : !llvm.ptr -> f32
  %w = llvm.load %p : !llvm.ptr -> i32
  llvm.return %v : f32
}

// -----

// Arrays: GEPs select elements by byte offset, whatever their element type;
// an offset inside an element becomes a byte GEP into its alloca.
llvm.func @array_elements(%x: i32, %b: i8) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %one x !llvm.array<4 x i32> : (i32) -> !llvm.ptr
  %e2 = llvm.getelementptr %a[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i32>
  llvm.store %x, %e2 : i32, !llvm.ptr
  %e1 = llvm.getelementptr inbounds %a[1] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.store %x, %e1 : i32, !llvm.ptr
  %byte = llvm.getelementptr %a[13] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.store %b, %byte : i8, !llvm.ptr
  %v = llvm.load %a : !llvm.ptr -> i32
  %w = llvm.load %e1 : !llvm.ptr -> i32
  %s = llvm.add %v, %w : i32
  llvm.return %s : i32
}

// -----

// Nested aggregates split one level per round: the inner struct's alloca
// is split in turn.
llvm.func @nested(%x: i16, %y: i64) -> i64 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %one x !llvm.struct<(i64, struct<(i16, i64)>)> : (i32) -> !llvm.ptr
  %inner = llvm.getelementptr %p[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i64, struct<(i16, i64)>)>
  llvm.store %y, %inner : i64, !llvm.ptr
  %first = llvm.getelementptr %p[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i64, struct<(i16, i64)>)>
  llvm.store %x, %first : i16, !llvm.ptr
  %v = llvm.load %inner : !llvm.ptr -> i64
  llvm.return %v : i64
}

// -----

// What keeps an aggregate whole: a dynamic index, an access past the end
// or into padding, a pointer that escapes, a volatile access, an array of
// more than 16 elements, an array size other than one.
llvm.func @use(!llvm.ptr)
llvm.func @kept(%i: i64, %x: i32, %n: i32) {
  %one = llvm.mlir.constant(1 : i32) : i32
  %dynamic = llvm.alloca %one x !llvm.array<4 x i32> : (i32) -> !llvm.ptr
  %d = llvm.getelementptr %dynamic[0, %i] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<4 x i32>
  llvm.store %x, %d : i32, !llvm.ptr
  %past = llvm.alloca %one x !llvm.array<2 x i32> : (i32) -> !llvm.ptr
  %pe = llvm.getelementptr %past[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x i32>
  llvm.store %x, %pe : i32, !llvm.ptr
  %padded = llvm.alloca %one x !llvm.struct<(i8, i32)> : (i32) -> !llvm.ptr
  %pad = llvm.getelementptr %padded[2] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.store %x, %pad : i32, !llvm.ptr
  %escapes = llvm.alloca %one x !llvm.struct<(i32, i32)> : (i32) -> !llvm.ptr
  %es = llvm.getelementptr %escapes[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32)>
  llvm.call @use(%es) : (!llvm.ptr) -> ()
  %vol = llvm.alloca %one x !llvm.struct<(i32, i32)> : (i32) -> !llvm.ptr
  llvm.store volatile %x, %vol : i32, !llvm.ptr
  %big = llvm.alloca %one x !llvm.array<17 x i32> : (i32) -> !llvm.ptr
  llvm.store %x, %big : i32, !llvm.ptr
  %many = llvm.alloca %n x !llvm.struct<(i32, i32)> : (i32) -> !llvm.ptr
  llvm.store %x, %many : i32, !llvm.ptr
  llvm.return
}

// -----

// A too wide access through a field pointer keeps the aggregate whole;
// markers and debug declarations of it go when it is split.
llvm.func @safety(%x: i64, %y: i32) {
  %one = llvm.mlir.constant(1 : i32) : i32
  %wide = llvm.alloca %one x !llvm.struct<(i32, i32)> : (i32) -> !llvm.ptr
  %w1 = llvm.getelementptr %wide[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32)>
  llvm.store %x, %w1 : i64, !llvm.ptr
  %marked = llvm.alloca %one x !llvm.struct<(i32, i32)> : (i32) -> !llvm.ptr
  llvm.intr.lifetime.start 8, %marked : !llvm.ptr
  %m1 = llvm.getelementptr %marked[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32)>
  llvm.store %y, %m1 : i32, !llvm.ptr
  llvm.intr.lifetime.end 8, %marked : !llvm.ptr
  llvm.return
}

// -----

// Memory intrinsics: a memset within the aggregate becomes one per used
// field (cut to its part of the length); a full copy into it one copy per
// field from a GEP of the source. (A full copy out of an aggregate uses
// every field, which MLIR 19 lists in hash order: not compared here.)
llvm.func @intrinsics(%src: !llvm.ptr, %dst: !llvm.ptr, %b: i8) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %six = llvm.mlir.constant(6 : i64) : i64
  %twelve = llvm.mlir.constant(12 : i64) : i64
  %set = llvm.alloca %one x !llvm.struct<(i32, i8, i32)> : (i32) -> !llvm.ptr
  "llvm.intr.memset"(%set, %b, %six) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
  %s1 = llvm.getelementptr %set[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i8, i32)>
  %v1 = llvm.load %s1 : !llvm.ptr -> i8
  %v0 = llvm.load %set : !llvm.ptr -> i32
  %in = llvm.alloca %one x !llvm.struct<(i32, i8, i32)> : (i32) -> !llvm.ptr
  "llvm.intr.memcpy"(%in, %src, %twelve) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  %i2 = llvm.getelementptr %in[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i8, i32)>
  %v2 = llvm.load %i2 : !llvm.ptr -> i32
  %moved = llvm.alloca %one x !llvm.struct<(i32, i8, i32)> : (i32) -> !llvm.ptr
  "llvm.intr.memmove"(%moved, %dst, %twelve) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  %m1 = llvm.getelementptr %moved[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i8, i32)>
  llvm.store %b, %m1 : i8, !llvm.ptr
  %inline = llvm.alloca %one x !llvm.struct<(i32, i8, i32)> : (i32) -> !llvm.ptr
  "llvm.intr.memcpy.inline"(%inline, %src) <{isVolatile = false, len = 12 : i64}> : (!llvm.ptr, !llvm.ptr) -> ()
  %v3 = llvm.load %inline : !llvm.ptr -> i32
  %x = llvm.zext %v1 : i8 to i32
  %r0 = llvm.add %x, %v0 : i32
  %r1 = llvm.add %r0, %v3 : i32
  llvm.return %r1 : i32
}
