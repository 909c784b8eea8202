// Dense array attributes (array<T: ...>) of every element type, empty ones,
// extra spaces, hex and wrapping integers, and special float values.
"demo.dense_arrays"() {
  bools = array<i1: true, false, true>,
  bytes = array<i8: -1, 2, 127>,
  wrapping_bytes = array<i8: 255, 0xFF>,
  shorts = array<i16: 0x7FFF, -32768>,
  ints = array<i32 : 1 , 2 , 3>,
  empty_ints = array<i32>,
  longs = array<i64: 9223372036854775807, -9223372036854775808>,
  empty_longs = array<i64>,
  floats = array<f32: 1.0, -0.5, 0x7FC00000>,
  doubles = array<f64: 0x7FF8000000000000, 2.0, 1.0e-300>,
  halves = array<f16: 1.5, 0x7C00>,
  brains = array<bf16: 1.0, 0.1>,
  empty_floats = array<f32>
} : () -> ()

// The usual place to meet them: operandSegmentSizes in properties.
%a, %b, %c = "demo.make"() : () -> (i32, i32, i32)
"demo.segmented"(%a, %b, %c) <{operandSegmentSizes = array<i32: 1, 0, 2>, static_offsets = array<i64: 0, -9223372036854775808, 4>}> : (i32, i32, i32) -> ()
