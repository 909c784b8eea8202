// RUN-DIFF: --split-input-file --mem2reg
// RUN-DIFF: --split-input-file --mem2reg --mlir-print-op-generic
// RUN-DIFF: --split-input-file --mem2reg=region-simplify=false --mlir-print-debuginfo

// Straight-line code: each load takes the last value stored; a load before
// any store reads llvm.mlir.undef.
llvm.func @straight(%x: i32, %y: i32) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %one x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
  %first = llvm.load %p : !llvm.ptr -> i32
  llvm.store %x, %p : i32, !llvm.ptr
  %a = llvm.load %p : !llvm.ptr -> i32
  llvm.store %y, %p : i32, !llvm.ptr
  %b = llvm.load %p : !llvm.ptr -> i32
  %s = llvm.add %a, %b : i32
  %t = llvm.add %s, %first : i32
  llvm.return %t : i32
}

// -----

// A diamond: the join gets a block argument; a branch that stores nothing
// passes what the slot held before.
llvm.func @diamond(%c: i1, %x: i32, %y: i32) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  llvm.store %y, %p : i32, !llvm.ptr
  llvm.cond_br %c, ^then, ^else
^then:
  llvm.store %x, %p : i32, !llvm.ptr
  llvm.br ^join
^else:
  llvm.br ^join
^join:
  %v = llvm.load %p : !llvm.ptr -> i32
  llvm.return %v : i32
}

// -----

// A counting loop with two slots: the header merges both; the store in the
// exit block needs no argument anywhere.
llvm.func @loop(%n: i32) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %i = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  %sum = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  llvm.store %zero, %i : i32, !llvm.ptr
  llvm.store %zero, %sum : i32, !llvm.ptr
  llvm.br ^header
^header:
  %iv = llvm.load %i : !llvm.ptr -> i32
  %cond = llvm.icmp "slt" %iv, %n : i32
  llvm.cond_br %cond, ^body, ^exit
^body:
  %s = llvm.load %sum : !llvm.ptr -> i32
  %s2 = llvm.add %s, %iv : i32
  llvm.store %s2, %sum : i32, !llvm.ptr
  %next = llvm.add %iv, %one : i32
  llvm.store %next, %i : i32, !llvm.ptr
  llvm.br ^header
^exit:
  %r = llvm.load %sum : !llvm.ptr -> i32
  llvm.store %r, %i : i32, !llvm.ptr
  llvm.return %r : i32
}

// -----

// A store whose value is never read again gets no argument (pruned SSA),
// even around a loop.
llvm.func @dead_stores(%c: i1, %x: i32) {
  %one = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  llvm.store %x, %p : i32, !llvm.ptr
  llvm.br ^header
^header:
  llvm.cond_br %c, ^body, ^exit
^body:
  llvm.store %one, %p : i32, !llvm.ptr
  llvm.br ^header
^exit:
  llvm.return
}

// -----

// An unreachable block branching to a merge point passes the default value;
// its own load reads the default too.
llvm.func @unreachable(%c: i1, %x: i32) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  llvm.cond_br %c, ^a, ^b
^a:
  llvm.store %x, %p : i32, !llvm.ptr
  llvm.br ^c
^b:
  llvm.br ^c
^c:
  %v = llvm.load %p : !llvm.ptr -> i32
  llvm.return %v : i32
^dead:
  %w = llvm.load %p : !llvm.ptr -> i32
  llvm.store %w, %p : i32, !llvm.ptr
  llvm.br ^c
}

// -----

// A switch feeding a merge point, with the same destination twice.
llvm.func @switch(%k: i32, %x: i32, %y: i32) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  llvm.store %x, %p : i32, !llvm.ptr
  llvm.switch %k : i32, ^join [
    1: ^other,
    2: ^join
  ]
^other:
  llvm.store %y, %p : i32, !llvm.ptr
  llvm.br ^join
^join:
  %v = llvm.load %p : !llvm.ptr -> i32
  llvm.return %v : i32
}

// -----

// What blocks promotion: an alloca outside the entry block, a volatile
// access, a store of the pointer itself, a pointer passed to a call, a GEP
// with a non-zero index. What does not: casts, lifetime markers and
// all-zero GEPs whose users can go too.
llvm.func @use(!llvm.ptr)
llvm.func @blocked(%x: i32) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %vol = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  %esc = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  %self = llvm.alloca %one x !llvm.ptr : (i32) -> !llvm.ptr
  %gep = llvm.alloca %one x !llvm.array<2 x i32> : (i32) -> !llvm.ptr
  %ok = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  llvm.store volatile %x, %vol : i32, !llvm.ptr
  llvm.store %x, %esc : i32, !llvm.ptr
  llvm.call @use(%esc) : (!llvm.ptr) -> ()
  llvm.store %self, %self : !llvm.ptr, !llvm.ptr
  %second = llvm.getelementptr %gep[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x i32>
  llvm.store %x, %second : i32, !llvm.ptr
  llvm.intr.lifetime.start 4, %ok : !llvm.ptr
  %cast = llvm.addrspacecast %ok : !llvm.ptr to !llvm.ptr<1>
  %zero = llvm.getelementptr %ok[0] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.intr.lifetime.end 4, %zero : !llvm.ptr
  llvm.store %x, %ok : i32, !llvm.ptr
  %r = llvm.load %ok : !llvm.ptr -> i32
  llvm.br ^next
^next:
  %late = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  llvm.store %r, %late : i32, !llvm.ptr
  %l = llvm.load %late : !llvm.ptr -> i32
  llvm.return %l : i32
}

// -----

// A slot whose pointer is stored in another slot is promoted once that
// other slot is (in a later round).
llvm.func @rounds(%x: i32) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %inner = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  %outer = llvm.alloca %one x !llvm.ptr : (i32) -> !llvm.ptr
  llvm.store %inner, %outer : !llvm.ptr, !llvm.ptr
  %loaded = llvm.load %outer : !llvm.ptr -> !llvm.ptr
  llvm.store %x, %inner : i32, !llvm.ptr
  %v = llvm.load %inner : !llvm.ptr -> i32
  llvm.return %v : i32
}

// -----

// Accesses of other types than the slot's: a float stored into an integer
// slot, a narrower store merged into the content, narrower loads, pointers
// through integers and address spaces.
llvm.func @conversions(%f: f32, %h: i16, %q: !llvm.ptr) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  llvm.store %f, %p : f32, !llvm.ptr
  llvm.store %h, %p : i16, !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> i32
  %b = llvm.load %p : !llvm.ptr -> i8
  %g = llvm.load %p : !llvm.ptr -> f32
  %ps = llvm.alloca %one x i64 : (i32) -> !llvm.ptr
  llvm.store %q, %ps : !llvm.ptr, !llvm.ptr
  %asint = llvm.load %ps : !llvm.ptr -> i64
  %other = llvm.load %ps : !llvm.ptr -> !llvm.ptr<1>
  %w = llvm.trunc %asint : i64 to i32
  %x = llvm.zext %b : i8 to i32
  %y = llvm.bitcast %g : f32 to i32
  %s = llvm.add %v, %w : i32
  %t = llvm.add %s, %x : i32
  %u = llvm.add %t, %y : i32
  llvm.return %u : i32
}

// -----

// A wider store than the slot blocks promotion, as does an aggregate access.
llvm.func @too_wide(%x: i64, %agg: !llvm.struct<(i32, i32)>) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  llvm.store %x, %p : i64, !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> i32
  %s = llvm.alloca %one x i64 : (i32) -> !llvm.ptr
  llvm.store %agg, %s : !llvm.struct<(i32, i32)>, !llvm.ptr
  %w = llvm.load %s : !llvm.ptr -> i32
  %r = llvm.add %v, %w : i32
  llvm.return %r : i32
}

// -----

// Big-endian targets take the high bits.
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<"dlti.endianness", "big">>} {
  llvm.func @big_endian(%x: i32, %h: i16) -> i8 {
    %one = llvm.mlir.constant(1 : i32) : i32
    %p = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    llvm.store %x, %p : i32, !llvm.ptr
    llvm.store %h, %p : i16, !llvm.ptr
    %b = llvm.load %p : !llvm.ptr -> i8
    llvm.return %b : i8
  }
}

// -----

// memset of exactly the slot: the byte repeated; memcpy and memmove of
// exactly the slot: a load of the source, and a store into the destination
// when the slot is the source. Other lengths, volatile ones and a copy of
// a slot onto itself block promotion.
llvm.func @intrinsics(%src: !llvm.ptr, %dst: !llvm.ptr, %byte: i8) -> i64 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %four = llvm.mlir.constant(4 : i64) : i64
  %eight = llvm.mlir.constant(8 : i64) : i64
  %three = llvm.mlir.constant(3 : i64) : i64
  %a = llvm.alloca %one x i64 : (i32) -> !llvm.ptr
  %b = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  %c = llvm.alloca %one x i24 : (i32) -> !llvm.ptr
  %d = llvm.alloca %one x i8 : (i32) -> !llvm.ptr
  %e = llvm.alloca %one x i64 : (i32) -> !llvm.ptr
  %f = llvm.alloca %one x i64 : (i32) -> !llvm.ptr
  %g = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  %h = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  "llvm.intr.memset"(%a, %byte, %eight) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
  "llvm.intr.memset"(%b, %byte, %four) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
  "llvm.intr.memset"(%c, %byte, %three) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
  %one64 = llvm.mlir.constant(1 : i64) : i64
  "llvm.intr.memset"(%d, %byte, %one64) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
  "llvm.intr.memcpy"(%e, %src, %eight) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  "llvm.intr.memmove"(%dst, %e, %eight) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  "llvm.intr.memcpy.inline"(%f, %src) <{isVolatile = false, len = 8 : i64}> : (!llvm.ptr, !llvm.ptr) -> ()
  "llvm.intr.memset"(%g, %byte, %three) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
  "llvm.intr.memset"(%h, %byte, %four) <{isVolatile = true}> : (!llvm.ptr, i8, i64) -> ()
  %va = llvm.load %a : !llvm.ptr -> i64
  %vb = llvm.load %b : !llvm.ptr -> i32
  %vc = llvm.load %c : !llvm.ptr -> i24
  %vd = llvm.load %d : !llvm.ptr -> i8
  %ve = llvm.load %e : !llvm.ptr -> i64
  %vf = llvm.load %f : !llvm.ptr -> i64
  %vg = llvm.load %g : !llvm.ptr -> i32
  %vh = llvm.load %h : !llvm.ptr -> i32
  %xb = llvm.zext %vb : i32 to i64
  %xc = llvm.zext %vc : i24 to i64
  %xd = llvm.zext %vd : i8 to i64
  %xg = llvm.zext %vg : i32 to i64
  %xh = llvm.zext %vh : i32 to i64
  %s1 = llvm.add %va, %xb : i64
  %s2 = llvm.add %s1, %xc : i64
  %s3 = llvm.add %s2, %xd : i64
  %s4 = llvm.add %s3, %ve : i64
  %s5 = llvm.add %s4, %vf : i64
  %s6 = llvm.add %s5, %xg : i64
  %s7 = llvm.add %s6, %xh : i64
  llvm.return %s7 : i64
}

// -----

// A copy between two promotable slots of a struct type: both go.
llvm.func @struct_copy(%v: !llvm.struct<(i32, i8)>) -> !llvm.struct<(i32, i8)> {
  %one = llvm.mlir.constant(1 : i32) : i32
  %size = llvm.mlir.constant(8 : i64) : i64
  %a = llvm.alloca %one x !llvm.struct<(i32, i8)> : (i32) -> !llvm.ptr
  %b = llvm.alloca %one x !llvm.struct<(i32, i8)> : (i32) -> !llvm.ptr
  llvm.store %v, %a : !llvm.struct<(i32, i8)>, !llvm.ptr
  "llvm.intr.memcpy"(%b, %a, %size) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  %r = llvm.load %b : !llvm.ptr -> !llvm.struct<(i32, i8)>
  llvm.return %r : !llvm.struct<(i32, i8)>
}
