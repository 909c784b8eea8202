// Dense elements attributes: splats, nested literals, bool, float, complex,
// string, hex input, empty shapes, and uniform lists that print as splats.
"demo.dense_int"() {
  splat = dense<1> : tensor<4xi32>,
  nested = dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>,
  uniform = dense<[7, 7, 7]> : tensor<3xi32>,
  scalar = dense<5> : tensor<i32>,
  hex_elems = dense<[0x10, -1, 0xFF]> : tensor<3xi8>,
  index_elems = dense<[1, 2]> : tensor<2xindex>,
  unsigned = dense<[1, 255]> : tensor<2xui8>,
  signed = dense<[-1, 127]> : tensor<2xsi8>,
  narrow = dense<[1, 2, 3]> : tensor<3xi4>,
  wide = dense<[1, -2]> : tensor<2xi128>,
  deep = dense<[[[1]], [[2]]]> : tensor<2x1x1xi64>,
  on_vector = dense<[[1, 2]]> : vector<1x2xi64>,
  on_scalable = dense<3> : vector<[4]xi16>,
  on_memref = dense<0> : memref<4xi32>
} : () -> ()

"demo.dense_bool"() {
  list = dense<[true, false]> : tensor<2xi1>,
  splat = dense<true> : vector<[4]xi1>,
  nested = dense<[[true], [false]]> : tensor<2x1xi1>,
  hex_all = dense<"0xFF"> : tensor<8xi1>,
  hex_some = dense<"0x01"> : tensor<3xi1>
} : () -> ()

"demo.dense_float"() {
  list = dense<[1.0, 2.5]> : vector<2xf32>,
  specials = dense<[1.0, 0x7FC00000, -0.0, 0x7F800000]> : tensor<4xf32>,
  splat = dense<1.0> : tensor<2x3xf16>,
  bf = dense<[0.5, 1.0]> : tensor<2xbf16>,
  extended = dense<[1.0, 2.0]> : tensor<2xf80>,
  quad = dense<0.5> : tensor<2xf128>,
  f8 = dense<[0.5, 2.0]> : tensor<2xf8E4M3FN>,
  uniform = dense<[[1.0, 1.0]]> : tensor<1x2xf64>
} : () -> ()

"demo.dense_complex"() {
  scalar = dense<(1.0, 2.0)> : tensor<complex<f32>>,
  ints = dense<[(1, 2), (3, 4)]> : tensor<2xcomplex<i32>>,
  splat = dense<(1.5, -2.0)> : tensor<3xcomplex<f64>>,
  special = dense<[(1.0, 0.0), (0x7F800000, 2.0)]> : tensor<2xcomplex<f32>>
} : () -> ()

"demo.dense_string"() {
  list = dense<["a", "bc"]> : tensor<2x!demo.str>,
  splat = dense<"foo"> : tensor<2x!demo.str>,
  escapes = dense<["x\00y", "", "tab\t"]> : tensor<3x!demo.str>
} : () -> ()

"demo.dense_hex_and_empty"() {
  hex_i32 = dense<"0x01000000020000000300000004000000"> : tensor<4xi32>,
  hex_splat_f32 = dense<"0x0000803F"> : tensor<8xf32>,
  hex_scalar = dense<"0x01000000"> : tensor<i32>,
  hex_i4 = dense<"0x0102"> : tensor<2xi4>,
  empty_list = dense<[]> : tensor<0xi32>,
  empty = dense<> : tensor<0xi32>,
  empty_nested = dense<[[]]> : tensor<1x0xf32>
} : () -> ()

%cst = "demo.constant"() {value = dense<[[0.0, 1.0], [2.0, 3.0]]> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
"demo.use"(%cst) : (tensor<2x2xf32>) -> ()
