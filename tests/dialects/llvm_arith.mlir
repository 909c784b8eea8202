// The llvm dialect's arithmetic: integer ops with and without overflow
// flags, floating-point ops with fast-math flags, compares with every
// predicate, select and freeze, on scalars and vectors.
func.func @integers(%a: i32, %b: i32, %v: vector<4xi64>, %w: vector<4xi64>) -> i32 {
  %0 = llvm.add %a, %b : i32
  %1 = llvm.add %a, %b overflow<nsw> : i32
  %2 = llvm.sub %a, %b overflow<nuw> : i32
  %3 = llvm.mul %a, %b overflow<nsw, nuw> : i32
  %4 = llvm.shl %a, %b overflow<nuw, nsw> {test.flag} : i32
  %5 = llvm.add %a, %b overflow<none> : i32
  %6 = llvm.udiv %a, %b : i32
  %7 = llvm.sdiv %a, %b : i32
  %8 = llvm.urem %a, %b : i32
  %9 = llvm.srem %a, %b {test.flag = 3 : i8} : i32
  %10 = llvm.and %a, %b : i32
  %11 = llvm.or %a, %b : i32
  %12 = llvm.xor %a, %b : i32
  %13 = llvm.lshr %a, %b : i32
  %14 = llvm.ashr %a, %b : i32
  %15 = llvm.add %v, %w overflow<nsw> : vector<4xi64>
  %16 = llvm.xor %v, %w : vector<4xi64>
  %17 = llvm.mul %v, %w : vector<4xi64>
  llvm.return %14 : i32
}

func.func @floats(%x: f32, %y: f32, %d: f64, %v: vector<2xf16>, %s: vector<[4]xbf16>) -> f32 {
  %0 = llvm.fadd %x, %y : f32
  %1 = llvm.fsub %x, %y {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
  %2 = llvm.fmul %x, %y {fastmathFlags = #llvm.fastmath<fast>} : f32
  %3 = llvm.fdiv %x, %y {fastmathFlags = #llvm.fastmath<none>} : f32
  %4 = llvm.frem %d, %d {fastmathFlags = #llvm.fastmath<contract, afn>, test.x} : f64
  %5 = llvm.fneg %x : f32
  %6 = llvm.fneg %v {fastmathFlags = #llvm.fastmath<reassoc>} : vector<2xf16>
  %7 = llvm.fadd %s, %s : vector<[4]xbf16>
  %8 = llvm.fmul %v, %v : vector<2xf16>
  llvm.return %0 : f32
}

func.func @compares(%a: i32, %b: i32, %p: !llvm.ptr, %q: !llvm.ptr, %x: f64, %y: f64,
                    %v: vector<4xi8>, %f: vector<4xf32>, %ps: !llvm.vec<2 x ptr>) -> i1 {
  %0 = llvm.icmp "eq" %a, %b : i32
  %1 = llvm.icmp "ne" %a, %b : i32
  %2 = llvm.icmp "slt" %a, %b : i32
  %3 = llvm.icmp "sle" %a, %b : i32
  %4 = llvm.icmp "sgt" %a, %b : i32
  %5 = llvm.icmp "sge" %a, %b : i32
  %6 = llvm.icmp "ult" %a, %b : i32
  %7 = llvm.icmp "ule" %a, %b : i32
  %8 = llvm.icmp "ugt" %a, %b : i32
  %9 = llvm.icmp "uge" %a, %b {test.attr} : i32
  %10 = llvm.icmp "eq" %p, %q : !llvm.ptr
  %11 = llvm.icmp "ne" %v, %v : vector<4xi8>
  %12 = llvm.icmp "eq" %ps, %ps : !llvm.vec<2 x ptr>
  %13 = llvm.fcmp "_false" %x, %y : f64
  %14 = llvm.fcmp "oeq" %x, %y : f64
  %15 = llvm.fcmp "ogt" %x, %y : f64
  %16 = llvm.fcmp "oge" %x, %y : f64
  %17 = llvm.fcmp "olt" %x, %y : f64
  %18 = llvm.fcmp "ole" %x, %y : f64
  %19 = llvm.fcmp "one" %x, %y : f64
  %20 = llvm.fcmp "ord" %x, %y : f64
  %21 = llvm.fcmp "ueq" %x, %y : f64
  %22 = llvm.fcmp "ugt" %x, %y : f64
  %23 = llvm.fcmp "uge" %x, %y : f64
  %24 = llvm.fcmp "ult" %x, %y : f64
  %25 = llvm.fcmp "ule" %x, %y : f64
  %26 = llvm.fcmp "une" %x, %y : f64
  %27 = llvm.fcmp "uno" %x, %y : f64
  %28 = llvm.fcmp "_true" %x, %y {fastmathFlags = #llvm.fastmath<nnan>} : f64
  %29 = llvm.fcmp "olt" %f, %f {fastmathFlags = #llvm.fastmath<none>} : vector<4xf32>
  llvm.return %0 : i1
}

func.func @select_freeze(%c: i1, %a: i32, %b: i32, %vc: vector<2xi1>, %v: vector<2xf32>,
                         %x: f32, %p: !llvm.ptr) -> i32 {
  %0 = llvm.select %c, %a, %b : i1, i32
  %1 = llvm.select %vc, %v, %v {fastmathFlags = #llvm.fastmath<nsz>} : vector<2xi1>, vector<2xf32>
  %2 = llvm.select %c, %x, %x {fastmathFlags = #llvm.fastmath<none>} : i1, f32
  %3 = llvm.select %c, %p, %p : i1, !llvm.ptr
  %4 = llvm.freeze %a : i32
  %5 = llvm.freeze %v {test.a} : vector<2xf32>
  llvm.return %4 : i32
}
