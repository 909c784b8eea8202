// Every float type mlir-opt-19 knows, and float attributes in decimal,
// exponent and hexadecimal (bit pattern) spelling, including NaN, infinities,
// signed zero, denormals and values that only round-trip in hex.
"demo.float_types"() {
  ieee = [f16, f32, f64, f80, f128],
  ml = [bf16, tf32],
  f8 = [f8E5M2, f8E4M3, f8E4M3FN, f8E5M2FNUZ, f8E4M3FNUZ, f8E4M3B11FNUZ]
} : () -> ()

"demo.float_attrs"() {
  default_f64 = 1.0,
  half = 2.5E-3 : f16,
  single = 1.5 : f32,
  double = 1.0e10 : f64,
  no_fraction = 1. : f32,
  neg_zero = -0.0 : f64,
  tenth32 = 0.1 : f32, tenth64 = 0.1 : f64,
  max32 = 3.4028234663852886e+38 : f32,
  denorm32 = 1.0e-45 : f32, denorm64 = 1.0e-310 : f64,
  big = 1.0e300 : f64,
  needs_hex = 123456789.0 : f64,
  hundred = 100.0 : f32,
  overflow16 = 1.0e20 : f16,
  pi80 = 3.14159265358979323846 : f80,
  tenth80 = 0.1 : f80, tenth128 = 0.1 : f128, two128 = 2.0 : f128,
  tenth_bf16 = 0.1 : bf16, tf = 0.3 : tf32,
  f8a = 1.5 : f8E5M2, f8b = 448.0 : f8E4M3FN, f8c = 0.25 : f8E4M3, f8d = -2.0 : f8E5M2FNUZ,
  f8e = 0.5 : f8E4M3FNUZ, f8f = 1.0 : f8E4M3B11FNUZ
} : () -> ()

"demo.float_hex"() {
  nan32 = 0x7FC00000 : f32,
  payload_nan32 = 0x7FC00001 : f32,
  inf32 = 0x7F800000 : f32,
  ninf32 = 0xFF800000 : f32,
  nan64 = 0xFFF8000000000000 : f64,
  one64 = 0x3FF0000000000000 : f64,
  smallest32 = 0x00000001 : f32,
  inf16 = 0x7C00 : f16,
  nan_bf16 = 0x7FC0 : bf16,
  nan80 = 0x7FFF8000000000000000 : f80,
  nan128 = 0x7FFF8000000000000000000000000000 : f128,
  f8_hex = 0x7F : f8E4M3FN,
  in_array = [1.0, 0x7FC00000 : f32, -0.5 : f16]
} : () -> ()

%x = "demo.constant"() {value = 6.25 : f64} : () -> f64
%y = "demo.constant"() {value = 0x7FF0000000000000 : f64} : () -> f64
"demo.use"(%x, %y) : (f64, f64) -> ()
