// `llvm.call_intrinsic` (overloads chosen by the operand and result types,
// fast-math flags) and `llvm.inline_asm` (side effects, stack alignment,
// Intel dialect, no result).
llvm.func @calls(%x: i32, %y: f32, %v: vector<2xf64>, %p: !llvm.ptr, %mask: i64) -> i32 {
  %false = llvm.mlir.constant(false) : i1
  %0 = llvm.call_intrinsic "llvm.abs"(%x, %false) : (i32, i1) -> i32
  %1 = llvm.call_intrinsic "llvm.fabs"(%y) : (f32) -> f32 {fastmathFlags = #llvm.fastmath<fast>}
  %2 = llvm.call_intrinsic "llvm.sqrt"(%v) : (vector<2xf64>) -> vector<2xf64>
  %3 = llvm.call_intrinsic "llvm.ptrmask"(%p, %mask) : (!llvm.ptr, i64) -> !llvm.ptr
  llvm.call_intrinsic "llvm.donothing"() : () -> ()
  %4 = llvm.call_intrinsic "llvm.x86.rdtsc"() : () -> i64
  llvm.return %0 : i32
}

llvm.func @assembly(%x: i32, %p: !llvm.ptr) -> i32 {
  %0 = llvm.inline_asm has_side_effects "bswap $0", "=r,r" %x : (i32) -> i32
  %1 = llvm.inline_asm asm_dialect = intel "mov $0, $1", "=r,r" %0 : (i32) -> i32
  llvm.inline_asm is_align_stack "nop", "" : () -> ()
  %2 = llvm.inline_asm has_side_effects is_align_stack "lea $0, [$1]", "=r,r,~{memory}" %p : (!llvm.ptr) -> i64
  llvm.return %1 : i32
}
