// Every cast: widening, narrowing, int <-> float, index and bit casts.
func.func @int_casts(%x: i16) -> (i32, i64, i8) {
  %0 = arith.extui %x : i16 to i32
  %1 = arith.extsi %x : i16 to i64
  %2 = arith.trunci %x : i16 to i8
  func.return %0, %1, %2 : i32, i64, i8
}

func.func @float_casts(%x: f32, %h: f16, %d: f64) -> (f64, f32, f16, bf16) {
  %0 = arith.extf %x : f32 to f64
  %1 = arith.extf %h fastmath<nnan> : f16 to f32
  %2 = arith.truncf %d : f64 to f16
  %3 = arith.truncf %x upward : f32 to bf16
  %4 = arith.truncf %d toward_zero fastmath<fast> : f64 to f32
  %5 = arith.truncf %d to_nearest_away : f64 to f32
  %6 = arith.truncf %d downward : f64 to f32
  func.return %0, %1, %2, %3 : f64, f32, f16, bf16
}

func.func @int_float(%i: i32, %f: f64) -> (f32, f64, i64, i8) {
  %0 = arith.uitofp %i : i32 to f32
  %1 = arith.sitofp %i : i32 to f64
  %2 = arith.fptoui %f : f64 to i64
  %3 = arith.fptosi %f : f64 to i8
  func.return %0, %1, %2, %3 : f32, f64, i64, i8
}

func.func @index_casts(%i: index, %x: i32, %v: vector<2xindex>) -> (i64, index, vector<2xi32>) {
  %0 = arith.index_cast %i : index to i64
  %1 = arith.index_castui %x : i32 to index
  %2 = arith.index_cast %v : vector<2xindex> to vector<2xi32>
  func.return %0, %1, %2 : i64, index, vector<2xi32>
}

func.func @bitcasts(%x: f32, %v: vector<4xi16>) -> (i32, vector<4xf16>) {
  %0 = arith.bitcast %x : f32 to i32
  %1 = arith.bitcast %v : vector<4xi16> to vector<4xf16>
  func.return %0, %1 : i32, vector<4xf16>
}

func.func @shaped_casts(%t: tensor<?x3xi8>, %v: vector<2xf32>) -> (tensor<?x3xi32>, vector<2xf64>) {
  %0 = arith.extsi %t : tensor<?x3xi8> to tensor<?x3xi32>
  %1 = arith.extf %v : vector<2xf32> to vector<2xf64>
  func.return %0, %1 : tensor<?x3xi32>, vector<2xf64>
}
