// The llvm dialect's memory intrinsics: copies and fills (volatile or
// not), prefetches, lifetime and invariant markers, masked and
// vector-predicated loads and stores, the stack pointer, variadic
// argument lists and annotations.
func.func @copies(%dst: !llvm.ptr, %src: !llvm.ptr, %n: i64, %m: i32, %byte: i8, %far: !llvm.ptr<1>) {
  "llvm.intr.memcpy"(%dst, %src, %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  "llvm.intr.memcpy"(%far, %src, %m) <{isVolatile = true}> : (!llvm.ptr<1>, !llvm.ptr, i32) -> ()
  "llvm.intr.memmove"(%dst, %src, %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  "llvm.intr.memcpy.inline"(%dst, %src) <{isVolatile = false, len = 16 : i64}> : (!llvm.ptr, !llvm.ptr) -> ()
  "llvm.intr.memcpy.inline"(%dst, %src) <{isVolatile = true, len = 3 : i32}> : (!llvm.ptr, !llvm.ptr) -> ()
  "llvm.intr.memset"(%dst, %byte, %n) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
  "llvm.intr.prefetch"(%src) <{cache = 1 : i32, hint = 3 : i32, rw = 0 : i32}> : (!llvm.ptr) -> ()
  func.return
}

func.func @markers(%p: !llvm.ptr, %q: !llvm.ptr<3>) {
  llvm.intr.lifetime.start 16, %p : !llvm.ptr
  llvm.intr.lifetime.end -1, %q : !llvm.ptr<3>
  %0 = llvm.intr.invariant.start 8, %p : !llvm.ptr
  llvm.intr.invariant.end %0, 8, %p : !llvm.ptr
  %1 = llvm.intr.invariant.start 4, %q {test.note} : !llvm.ptr<3>
  llvm.intr.invariant.end %1, 4, %q : !llvm.ptr<3>
  func.return
}

func.func @masked(%p: !llvm.ptr, %mask: vector<4xi1>, %pass: vector<4xf32>, %ptrs: !llvm.vec<4 x ptr>, %v: vector<4xf32>) {
  %0 = llvm.intr.masked.load %p, %mask {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>) -> vector<4xf32>
  %1 = llvm.intr.masked.load %p, %mask, %pass {alignment = 16 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  llvm.intr.masked.store %v, %p, %mask {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr
  %2 = llvm.intr.masked.gather %ptrs, %mask {alignment = 4 : i32} : (!llvm.vec<4 x ptr>, vector<4xi1>) -> vector<4xf32>
  %3 = llvm.intr.masked.gather %ptrs, %mask, %pass {alignment = 8 : i32} : (!llvm.vec<4 x ptr>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  llvm.intr.masked.scatter %v, %ptrs, %mask {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.vec<4 x ptr>
  %4 = "llvm.intr.masked.expandload"(%p, %mask, %pass) : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  "llvm.intr.masked.compressstore"(%v, %p, %mask) : (vector<4xf32>, !llvm.ptr, vector<4xi1>) -> ()
  func.return
}

func.func @scalable_masked(%ptrs: !llvm.vec<? x 2 x ptr>, %mask: vector<[2]xi1>, %v: vector<[2]xi64>) {
  %0 = llvm.intr.masked.gather %ptrs, %mask {alignment = 8 : i32} : (!llvm.vec<? x 2 x ptr>, vector<[2]xi1>) -> vector<[2]xi64>
  llvm.intr.masked.scatter %v, %ptrs, %mask {alignment = 8 : i32} : vector<[2]xi64>, vector<[2]xi1> into !llvm.vec<? x 2 x ptr>
  func.return
}

func.func @stack_and_varargs(%list: !llvm.ptr, %copy: !llvm.ptr) {
  %0 = llvm.intr.stacksave : !llvm.ptr
  %1 = llvm.intr.stacksave : !llvm.ptr<5>
  llvm.intr.stackrestore %0 : !llvm.ptr
  llvm.intr.stackrestore %1 : !llvm.ptr<5>
  llvm.intr.vastart %list : !llvm.ptr
  llvm.intr.vacopy %list to %copy : !llvm.ptr, !llvm.ptr
  llvm.intr.vaend %copy : !llvm.ptr
  llvm.intr.vaend %list : !llvm.ptr
  func.return
}

func.func @annotations(%p: !llvm.ptr, %s: !llvm.ptr, %file: !llvm.ptr, %line: i32, %x: i64, %q: !llvm.ptr<1>) {
  "llvm.intr.var.annotation"(%p, %s, %file, %line, %s) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, i32, !llvm.ptr) -> ()
  %0 = "llvm.intr.ptr.annotation"(%q, %s, %file, %line, %s) : (!llvm.ptr<1>, !llvm.ptr, !llvm.ptr, i32, !llvm.ptr) -> !llvm.ptr<1>
  %1 = "llvm.intr.annotation"(%x, %s, %file, %line) : (i64, !llvm.ptr, !llvm.ptr, i32) -> i64
  func.return
}
