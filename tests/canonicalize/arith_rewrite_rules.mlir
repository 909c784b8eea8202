// Every arith rewrite rule of `defs/arith/Canonicalization.td` (MLIR's
// `ArithCanonicalization.td`), each in a function of its own, with named
// locations so that the fused locations of the rewritten ops show.

func.func @add_i_add_constant(%x: i32) -> i32 {
  %c5 = arith.constant 5 : i32 loc("c5")
  %c7 = arith.constant 7 : i32 loc("c7")
  %0 = arith.addi %x, %c5 overflow<nsw, nuw> : i32 loc("inner")
  %1 = arith.addi %0, %c7 overflow<nsw> : i32 loc("outer")
  return %1 : i32
}

func.func @add_i_sub_constant_rhs(%x: i8) -> i8 {
  %c5 = arith.constant 5 : i8
  %c100 = arith.constant 100 : i8
  %0 = arith.subi %x, %c5 : i8 loc("inner")
  %1 = arith.addi %0, %c100 : i8 loc("outer")
  return %1 : i8
}

func.func @add_i_sub_constant_lhs(%x: i64) -> i64 {
  %c5 = arith.constant 5 : i64
  %c9 = arith.constant -9 : i64
  %0 = arith.subi %c5, %x overflow<nuw> : i64 loc("inner")
  %1 = arith.addi %0, %c9 overflow<nuw> : i64 loc("outer")
  return %1 : i64
}

func.func @add_i_mul_negative_one(%x: i32, %y: i32) -> (i32, i32) {
  %m1 = arith.constant -1 : i32 loc("minus_one")
  %0 = arith.muli %y, %m1 : i32 loc("mul_rhs")
  %1 = arith.addi %x, %0 overflow<nsw> : i32 loc("add_rhs")
  %2 = arith.muli %x, %m1 : i32 loc("mul_lhs")
  %3 = arith.addi %2, %y : i32 loc("add_lhs")
  return %1, %3 : i32, i32
}

func.func @add_i_mul_negative_one_splat(%x: vector<4xi16>, %y: vector<4xi16>) -> vector<4xi16> {
  %m1 = arith.constant dense<-1> : vector<4xi16>
  %0 = arith.muli %y, %m1 : vector<4xi16>
  %1 = arith.addi %x, %0 : vector<4xi16>
  return %1 : vector<4xi16>
}

func.func @mul_i_mul_i_constant(%x: i16) -> (i16, vector<2xi16>) {
  %c3 = arith.constant 3 : i16
  %c300 = arith.constant 300 : i16
  %0 = arith.muli %x, %c3 overflow<nsw> : i16 loc("inner")
  %1 = arith.muli %0, %c300 overflow<nsw> : i16 loc("outer")
  %v = arith.constant dense<3> : vector<2xi16>
  %s = "test.vector"() : () -> vector<2xi16>
  %2 = arith.muli %s, %v : vector<2xi16>
  %3 = arith.muli %2, %v : vector<2xi16>
  return %1, %3 : i16, vector<2xi16>
}

func.func @extended_to_plain(%x: i32, %y: i32) -> (i32, i32, i32) {
  %sum, %overflow = arith.addui_extended %x, %y : i32, i1 loc("addui")
  %low, %high = arith.mulsi_extended %x, %y : i32 loc("mulsi")
  %ulow, %uhigh = arith.mului_extended %x, %y : i32 loc("mului")
  return %sum, %low, %ulow : i32, i32, i32
}

func.func @mulsi_extended_rhs_one(%x: i32, %v: vector<3xi8>) -> (i32, i32, vector<3xi8>, vector<3xi8>) {
  %c1 = arith.constant 1 : i32
  %low, %high = arith.mulsi_extended %x, %c1 : i32 loc("mulsi")
  %ones = arith.constant dense<1> : vector<3xi8>
  %vlow, %vhigh = arith.mulsi_extended %v, %ones : vector<3xi8>
  return %low, %high, %vlow, %vhigh : i32, i32, vector<3xi8>, vector<3xi8>
}

func.func @sub_i_constants(%x: i32) -> (i32, i32, i32, i32, i32, i32) {
  %c10 = arith.constant 10 : i32
  %c3 = arith.constant 3 : i32
  %a = arith.addi %x, %c10 overflow<nsw> : i32 loc("a")
  %0 = arith.subi %a, %c3 overflow<nsw> : i32 loc("rhs_add")
  %1 = arith.subi %c3, %a overflow<nsw> : i32 loc("lhs_add")
  %s = arith.subi %x, %c10 : i32 loc("s")
  %2 = arith.subi %s, %c3 : i32 loc("rhs_sub_rhs")
  %3 = arith.subi %c3, %s : i32 loc("lhs_sub_rhs")
  %t = arith.subi %c10, %x overflow<nuw> : i32 loc("t")
  %4 = arith.subi %t, %c3 overflow<nuw> : i32 loc("rhs_sub_lhs")
  %5 = arith.subi %c3, %t overflow<nuw> : i32 loc("lhs_sub_lhs")
  return %0, %1, %2, %3, %4, %5 : i32, i32, i32, i32, i32, i32
}

func.func @sub_i_sub_i_lhs_rhs_lhs(%a: i32, %b: i32, %v: vector<2xf32>) -> i32 {
  %0 = arith.subi %a, %b overflow<nsw> : i32 loc("inner")
  %1 = arith.subi %0, %a overflow<nsw> : i32 loc("outer")
  return %1 : i32
}

func.func @xori_not_cmpi(%a: i32, %b: i32) -> (i1, i1) {
  %true = arith.constant true
  %0 = arith.cmpi slt, %a, %b : i32 loc("cmp")
  %1 = arith.xori %0, %true : i1 loc("not")
  %2 = arith.cmpi uge, %a, %b : i32
  %3 = arith.xori %true, %2 : i1
  return %1, %3 : i1, i1
}

func.func @bitwise_of_extensions(%x: i8, %y: i8, %p: i16) -> (i32, i32, i32, i32, i32, i32, i32) {
  %xu = arith.extui %x : i8 to i32 loc("xu")
  %yu = arith.extui %y : i8 to i32 loc("yu")
  %xs = arith.extsi %x : i8 to i32
  %ys = arith.extsi %y : i8 to i32
  %0 = arith.xori %xu, %yu : i32 loc("xor")
  %1 = arith.xori %xs, %ys : i32
  %2 = arith.andi %xu, %yu : i32
  %3 = arith.andi %xs, %ys : i32
  %4 = arith.ori %xu, %yu : i32
  %5 = arith.ori %xs, %ys : i32
  // Extensions from different types stay.
  %pu = arith.extui %p : i16 to i32
  %6 = arith.ori %xu, %pu : i32
  return %0, %1, %2, %3, %4, %5, %6 : i32, i32, i32, i32, i32, i32, i32
}

func.func @cmpi_of_extensions(%a: i8, %b: i8) -> (i1, i1, i1) {
  %as = arith.extsi %a : i8 to i64 loc("as")
  %bs = arith.extsi %b : i8 to i64 loc("bs")
  %0 = arith.cmpi eq, %as, %bs : i64 loc("eq")
  %au = arith.extui %a : i8 to i64
  %bu = arith.extui %b : i8 to i64
  %1 = arith.cmpi ne, %au, %bu : i64
  // Only eq and ne.
  %2 = arith.cmpi slt, %as, %bs : i64
  return %0, %1, %2 : i1, i1, i1
}

func.func @selects(%p: i1, %a: i32, %b: i32, %c: i32) -> (i32, i32, i32, i1) {
  %true = arith.constant true
  %false = arith.constant false
  %not = arith.xori %p, %true : i1 loc("not")
  %0 = arith.select %not, %a, %b : i32 loc("select_not")
  %inner = arith.select %p, %a, %b : i32 loc("inner")
  %1 = arith.select %p, %inner, %c : i32 loc("redundant_true")
  %2 = arith.select %p, %c, %inner : i32 loc("redundant_false")
  %3 = arith.select %p, %false, %true : i1 loc("to_not")
  return %0, %1, %2, %3 : i32, i32, i32, i1
}

func.func @index_casts(%x: i32, %y: i8, %i: index) -> (i32, index, i32, index, i64) {
  %0 = arith.index_cast %x : i32 to index loc("cast")
  %1 = arith.index_cast %0 : index to i32 loc("round_trip")
  %ys = arith.extsi %y : i8 to i32 loc("ext")
  %2 = arith.index_cast %ys : i32 to index loc("of_ext")
  %3 = arith.index_castui %x : i32 to index
  %4 = arith.index_castui %3 : index to i32
  %yu = arith.extui %y : i8 to i32
  %5 = arith.index_castui %yu : i32 to index
  // Back to another type: stays.
  %6 = arith.index_cast %0 : index to i64
  return %1, %2, %4, %5, %6 : i32, index, i32, index, i64
}

func.func @bitcasts_and_extensions(%x: i32, %y: i8) -> (f32, i64) {
  %0 = arith.bitcast %x : i32 to f32 loc("inner")
  %1 = arith.bitcast %0 : f32 to i32
  %2 = arith.bitcast %1 : i32 to f32 loc("outer")
  %3 = arith.extui %y : i8 to i32 loc("extui")
  %4 = arith.extsi %3 : i32 to i64 loc("extsi")
  return %2, %4 : f32, i64
}

func.func @truncations(%x: i8, %w: i64, %v: vector<2xi8>) -> (i16, i16, i32, i8, vector<2xi16>) {
  %xs = arith.extsi %x : i8 to i64 loc("extsi")
  %0 = arith.trunci %xs : i64 to i16 loc("trunc_extsi")
  %xu = arith.extui %x : i8 to i64
  %1 = arith.trunci %xu : i64 to i16
  %c32 = arith.constant 32 : i64 loc("c32")
  %sh = arith.shrsi %w, %c32 : i64 loc("shift")
  %2 = arith.trunci %sh : i64 to i32 loc("trunc_shift")
  // Truncated below the extension's source: stays.
  %3 = arith.trunci %xs : i64 to i8
  %vs = arith.extsi %v : vector<2xi8> to vector<2xi32>
  %4 = arith.trunci %vs : vector<2xi32> to vector<2xi16>
  return %0, %1, %2, %3, %4 : i16, i16, i32, i8, vector<2xi16>
}

func.func @high_half_of_products(%x: i32, %y: i32) -> (i32, i32) {
  %xs = arith.extsi %x : i32 to i64 loc("xs")
  %ys = arith.extsi %y : i32 to i64 loc("ys")
  %m = arith.muli %xs, %ys : i64 loc("mul")
  %c32 = arith.constant 32 : i64 loc("c32")
  %sh = arith.shrui %m, %c32 : i64 loc("shift")
  %0 = arith.trunci %sh : i64 to i32 loc("trunc")
  %xu = arith.extui %x : i32 to i64
  %yu = arith.extui %y : i32 to i64
  %mu = arith.muli %xu, %yu : i64
  %shu = arith.shrui %mu, %c32 : i64
  %1 = arith.trunci %shu : i64 to i32
  return %0, %1 : i32, i32
}

func.func @negations(%x: f32, %y: f32, %v: vector<2xf64>) -> (f32, f32, vector<2xf64>) {
  %nx = arith.negf %x : f32 loc("nx")
  %ny = arith.negf %y fastmath<nnan> : f32 loc("ny")
  %0 = arith.mulf %nx, %ny fastmath<fast> : f32 loc("mul")
  %1 = arith.divf %nx, %ny : f32 loc("div")
  %nv = arith.negf %v : vector<2xf64>
  %2 = arith.divf %nv, %nv fastmath<contract> : vector<2xf64>
  return %0, %1, %2 : f32, f32, vector<2xf64>
}
