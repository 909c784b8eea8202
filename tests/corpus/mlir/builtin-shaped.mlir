// Vectors (fixed, scalable, 0-d) and tensors (ranked, unranked, 0-d, dynamic,
// with encodings), written with extra spaces that the printer drops.
"demo.vectors"() {
  fixed = vector<4xf32>,
  multi = vector<1x2x3xindex>,
  spaced = vector< 4 x 8 x f32 >,
  scalable = vector<[4]xf32>,
  mixed = vector<2x[4]xi8>,
  two_scalable = vector<[2]x[4]xf16>,
  inner = vector<4x[8]x2xi1>,
  spaced_scalable = vector<[ 16 ]x i8>,
  zero_d = vector<f32>,
  of_index = vector<4xindex>,
  of_bf16 = vector<2xbf16>,
  of_f8 = vector<32xf8E4M3FN>,
  of_wide = vector<2xi128>
} : () -> ()

"demo.tensors"() {
  static = tensor<2x3xf32>,
  dynamic = tensor<?x4xf32>,
  all_dynamic = tensor<?x?x?xcomplex<f64>>,
  unranked = tensor<*xf32>,
  unranked_spaced = tensor< * x i8 >,
  zero_d = tensor<f32>,
  empty = tensor<0xf32>,
  zero_dim = tensor<4x0x?xi64>,
  string_encoding = tensor<4xf32, "enc">,
  dialect_encoding = tensor<2x?xi32, #demo.enc<sparse = true>>,
  dict_encoding = tensor<8xf16, {layout = "nhwc"}>,
  map_encoding = tensor<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>,
  of_opaque = tensor<4x!demo.elt>,
  of_vector = tensor<2xvector<4xf32>>
} : () -> ()

%v, %t, %u = "demo.make"() : () -> (vector<[4]xf32>, tensor<?x?xf32>, tensor<*xi1>)
%r = "demo.combine"(%v, %t, %u) : (vector<[4]xf32>, tensor<?x?xf32>, tensor<*xi1>) -> vector<f32>
