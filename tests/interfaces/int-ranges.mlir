// Integer range inference: each function returns one value; where the
// ranges of the operations' results (InferIntRangeInterface) pin it to one
// value, `mlir-opt-19 --int-range-optimizations` replaces it with that
// constant. tests/interfaces.rs infers the ranges through the interface
// and must find the same constants.

func.func @and_mask(%x: i32) -> i1 {
  %c15 = arith.constant 15 : i32
  %c16 = arith.constant 16 : i32
  %m = arith.andi %x, %c15 : i32
  %r = arith.cmpi ult, %m, %c16 : i32
  return %r : i1
}
func.func @and_mask_undecided(%x: i32) -> i1 {
  %c15 = arith.constant 15 : i32
  %c8 = arith.constant 8 : i32
  %m = arith.andi %x, %c15 : i32
  %r = arith.cmpi ult, %m, %c8 : i32
  return %r : i1
}
func.func @rem_shift(%x: i32) -> i32 {
  %c8 = arith.constant 8 : i32
  %c7 = arith.constant 7 : i32
  %m = arith.remui %x, %c8 : i32
  %a = arith.addi %m, %c7 : i32
  %s = arith.shrui %a, %c8 : i32
  return %s : i32
}
func.func @extui_bound(%x: i8) -> i1 {
  %e = arith.extui %x : i8 to i32
  %c = arith.constant 256 : i32
  %r = arith.cmpi slt, %e, %c : i32
  return %r : i1
}
func.func @extsi_bound(%x: i8) -> i1 {
  %e = arith.extsi %x : i8 to i32
  %c = arith.constant -129 : i32
  %r = arith.cmpi sgt, %e, %c : i32
  return %r : i1
}
func.func @trunc(%x: i8) -> i8 {
  %e = arith.extui %x : i8 to i32
  %c = arith.constant 256 : i32
  %a = arith.muli %e, %c : i32
  %t = arith.trunci %a : i32 to i8
  return %t : i8
}
func.func @or_bits(%x: i32) -> i1 {
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %o = arith.ori %x, %c1 : i32
  %r = arith.cmpi ne, %o, %c0 : i32
  return %r : i1
}
func.func @xor_self_constants() -> i32 {
  %c5 = arith.constant 5 : i32
  %c3 = arith.constant 3 : i32
  %x = arith.xori %c5, %c3 : i32
  return %x : i32
}
func.func @sub_nuw(%x: i32) -> i1 {
  %c10 = arith.constant 10 : i32
  %c0 = arith.constant 0 : i32
  %m = arith.remui %x, %c10 : i32
  %s = arith.subi %c10, %m overflow<nuw> : i32
  %r = arith.cmpi sgt, %s, %c0 : i32
  return %r : i1
}
func.func @div(%x: i16) -> i1 {
  %c100 = arith.constant 100 : i16
  %c10 = arith.constant 10 : i16
  %c11 = arith.constant 11 : i16
  %m = arith.remui %x, %c100 : i16
  %d = arith.divui %m, %c10 : i16
  %r = arith.cmpi ult, %d, %c11 : i16
  return %r : i1
}
func.func @divsi(%x: i16) -> i1 {
  %c100 = arith.constant 100 : i16
  %c10 = arith.constant 10 : i16
  %cm10 = arith.constant -10 : i16
  %m = arith.remsi %x, %c100 : i16
  %d = arith.divsi %m, %c10 : i16
  %r = arith.cmpi sge, %d, %cm10 : i16
  return %r : i1
}
func.func @ceil_floor(%x: i32) -> i1 {
  %c7 = arith.constant 7 : i32
  %c2 = arith.constant 2 : i32
  %c4 = arith.constant 4 : i32
  %m = arith.remui %x, %c7 : i32
  %c = arith.ceildivui %m, %c2 : i32
  %f = arith.floordivsi %m, %c2 : i32
  %s = arith.addi %c, %f : i32
  %r = arith.cmpi ule, %s, %c7 : i32
  return %r : i1
}
func.func @ceildivsi_const() -> i32 {
  %c7 = arith.constant 7 : i32
  %c2 = arith.constant 2 : i32
  %d = arith.ceildivsi %c7, %c2 : i32
  return %d : i32
}
func.func @min_max(%x: i32, %y: i32) -> i1 {
  %c3 = arith.constant 3 : i32
  %c9 = arith.constant 9 : i32
  %lo = arith.maxsi %x, %c3 : i32
  %hi = arith.minui %y, %c9 : i32
  %m = arith.minsi %lo, %c9 : i32
  %n = arith.maxui %hi, %c3 : i32
  %a = arith.cmpi sge, %m, %c3 : i32
  %b = arith.cmpi ule, %n, %c9 : i32
  %r = arith.andi %a, %b : i1
  return %r : i1
}
func.func @shl(%x: i32) -> i1 {
  %c3 = arith.constant 3 : i32
  %c2 = arith.constant 2 : i32
  %c13 = arith.constant 13 : i32
  %m = arith.andi %x, %c3 : i32
  %s = arith.shli %m, %c2 : i32
  %r = arith.cmpi ult, %s, %c13 : i32
  return %r : i1
}
func.func @shrsi(%x: i32) -> i32 {
  %c31 = arith.constant 31 : i32
  %c1 = arith.constant 1 : i32
  %o = arith.ori %x, %c1 : i32
  %m = arith.andi %o, %c31 : i32
  %s = arith.shrsi %m, %c31 : i32
  return %s : i32
}
func.func @index_cast(%x: i8) -> i1 {
  %e = arith.extui %x : i8 to i32
  %i = arith.index_cast %e : i32 to index
  %c = arith.constant 300 : index
  %r = arith.cmpi ult, %i, %c : index
  return %r : i1
}
func.func @index_castui(%x: i8) -> i64 {
  %e = arith.extui %x : i8 to i16
  %c8 = arith.constant 8 : i16
  %s = arith.shrui %e, %c8 : i16
  %i = arith.index_castui %s : i16 to index
  %j = arith.index_cast %i : index to i64
  return %j : i64
}
func.func @select_known(%x: i32) -> i32 {
  %true = arith.constant true
  %c4 = arith.constant 4 : i32
  %s = arith.select %true, %c4, %x : i32
  return %s : i32
}
func.func @select_join(%c: i1) -> i1 {
  %c4 = arith.constant 4 : i32
  %c6 = arith.constant 6 : i32
  %c7 = arith.constant 7 : i32
  %s = arith.select %c, %c4, %c6 : i32
  %r = arith.cmpi slt, %s, %c7 : i32
  return %r : i1
}
func.func @wrapping_add(%x: i8) -> i1 {
  %c1 = arith.constant 1 : i8
  %c0 = arith.constant 0 : i8
  %a = arith.addi %x, %c1 : i8
  %r = arith.cmpi ne, %a, %c0 : i8
  return %r : i1
}
func.func @mul_nsw(%x: i8) -> i1 {
  %c3 = arith.constant 3 : i8
  %c100 = arith.constant 100 : i8
  %c0 = arith.constant 0 : i8
  %m = arith.remui %x, %c3 : i8
  %p = arith.muli %m, %c100 overflow<nsw> : i8
  %r = arith.cmpi sge, %p, %c0 : i8
  return %r : i1
}
