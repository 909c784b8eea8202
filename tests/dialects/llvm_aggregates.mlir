// The llvm dialect's aggregate and vector ops: members of structs and
// arrays, elements of vectors, shuffles.
func.func @aggregates(%s: !llvm.struct<(i32, struct<(f64, array<3 x i8>)>)>, %a: !llvm.array<2 x array<2 x f32>>,
                      %x: i32, %b: i8, %f: f32) {
  %0 = llvm.extractvalue %s[0] : !llvm.struct<(i32, struct<(f64, array<3 x i8>)>)>
  %1 = llvm.extractvalue %s[1] : !llvm.struct<(i32, struct<(f64, array<3 x i8>)>)>
  %2 = llvm.extractvalue %s[1, 1, 2] : !llvm.struct<(i32, struct<(f64, array<3 x i8>)>)>
  %3 = llvm.extractvalue %a[1, 0] {test.x} : !llvm.array<2 x array<2 x f32>>
  %4 = llvm.insertvalue %x, %s[0] : !llvm.struct<(i32, struct<(f64, array<3 x i8>)>)>
  %5 = llvm.insertvalue %b, %s[1, 1, 0] : !llvm.struct<(i32, struct<(f64, array<3 x i8>)>)>
  %6 = llvm.insertvalue %f, %a[0, 1] : !llvm.array<2 x array<2 x f32>>
  %7 = llvm.extractvalue %a[1] : !llvm.array<2 x array<2 x f32>>
  %8 = llvm.insertvalue %7, %a[0] : !llvm.array<2 x array<2 x f32>>
  llvm.return
}

func.func @vectors(%v: vector<4xf32>, %w: vector<4xf32>, %i: i32, %j: i64, %f: f32,
                   %ps: !llvm.vec<2 x ptr>, %p: !llvm.ptr, %s: vector<[4]xi32>) {
  %0 = llvm.extractelement %v[%i : i32] : vector<4xf32>
  %1 = llvm.extractelement %ps[%j : i64] : !llvm.vec<2 x ptr>
  %2 = llvm.insertelement %f, %v[%i : i32] : vector<4xf32>
  %3 = llvm.insertelement %p, %ps[%j : i64] {test.y} : !llvm.vec<2 x ptr>
  %4 = llvm.shufflevector %v, %w [0, 4, 1, 5] : vector<4xf32>
  %5 = llvm.shufflevector %v, %w [0, 1, -1] : vector<4xf32>
  %6 = llvm.shufflevector %v, %v [3] : vector<4xf32>
  %7 = llvm.shufflevector %ps, %ps [0, 1, 2, 3] : !llvm.vec<2 x ptr>
  %8 = llvm.shufflevector %s, %s [0, 0, 0, 0, 0, 0, 0, 0] : vector<[4]xi32>
  %9 = llvm.extractelement %s[%i : i32] : vector<[4]xi32>
  llvm.return
}
