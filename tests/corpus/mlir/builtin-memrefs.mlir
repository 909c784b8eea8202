// Memref types: ranked, dynamic, 0-d, unranked; strided and affine layouts
// (identity layouts and memory space 0 are dropped by the printer); integer,
// string and dictionary memory spaces.
#transpose = affine_map<(d0, d1) -> (d1, d0)>
#tiled = affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 + s0)>
"demo.memrefs"() {
  plain = memref<4x?xf32>,
  zero_d = memref<f32>,
  spaced = memref<4 x ? x f32>,
  of_i4 = memref<4xi4>,
  of_vector = memref<2xvector<4xf32>>,
  strided_dyn_offset = memref<4xf32, strided<[1], offset: ?>>,
  strided_zero_offset = memref<4x4xf32, strided<[?, 1], offset: 0>>,
  strided_no_offset = memref<4x4xf32, strided<[4, 1]>>,
  strided_identity = memref<4x4xf32, strided<[4, 1], offset: 0>>,
  strided_all_dyn = memref<?x?xf32, strided<[?, ?], offset: ?>>,
  strided_static = memref<3xf32, strided<[2], offset: 5>>,
  affine_layout = memref<2x3xf32, #transpose>,
  inline_affine = memref<2x3xf32, affine_map<(d0, d1) -> (d1, d0)>>,
  identity_map = memref<2x3xf32, affine_map<(d0, d1) -> (d0, d1)>>,
  with_symbols = memref<4x4xf32, #tiled, 1>,
  space_int = memref<4xf32, 3>,
  space_zero = memref<4xf32, 0>,
  space_i32 = memref<4xf32, 1 : i32>,
  space_i64 = memref<4xf32, 7 : i64>,
  space_string = memref<4xf32, "shared">,
  space_dict = memref<4xf32, {kind = "private"}>,
  strided_and_space = memref<?xf32, strided<[?], offset: ?>, 2>,
  unranked = memref<*xf32>,
  unranked_space = memref<*xf32, 1>,
  unranked_string_space = memref<*xi8, "gpu">
} : () -> ()

%m = "demo.alloc"() {alignment = 64 : i64} : () -> memref<16x?xf32, strided<[?, 1], offset: ?>, 1>
%u = "demo.cast"(%m) : (memref<16x?xf32, strided<[?, 1], offset: ?>, 1>) -> memref<*xf32, 1>
"demo.dealloc"(%u) : (memref<*xf32, 1>) -> ()
