// Integer types of every signedness and width, index, and integer attributes
// written in non-canonical ways (hex, leading zeros, wrapping values, bools).
"demo.integer_types"() {
  signless = [i1, i2, i7, i8, i16, i32, i64, i128, i256, i1024, i16777215],
  signed   = [si1, si8,si16 , si32, si64, si128],
  unsigned = [ui1, ui8, ui16, ui32, ui64, ui128, ui4096],
  idx = index
} : () -> ()

"demo.integer_attrs"() {
  default_i64 = 42,
  neg = -17 : i32,
  hex = 0x7F : i8,
  hex_wrap = 0xFF : i8,
  hex_neg = -0x10 : i16,
  hex_upper = 0xDEADBEEF : i64,
  hex_lower = 0xdeadbeef : ui32,
  leading_zeros = 007 : i32,
  wrap_unsigned = 4294967295 : i32,
  as_unsigned = 4294967295 : ui32,
  wrap_i8 = 200 : i8,
  min_i8 = -128 : i8,
  tiny = 3 : i2, tiny_signed = -2 : si2, tiny_unsigned = 3 : ui2,
  idx = -42 : index,
  big_unsigned = 340282366920938463463374607431768211455 : ui128,
  big_negative = -170141183460469231731687303715884105728 : si128,
  huge = 123456789012345678901234567890123456789012345678901234567890 : i1024,
  all_ones = 0xFFFFFFFFFFFFFFFF : i64,
  wide_one = 1 : i16777215,
  t = true, f = false,
  one_bit = 1 : i1, zero_bit = 0 : i1, minus_one_bit = -1 : i1,
  in_array = [1, -1, 0x10, true, 5 : i8, 6 : index]
} : () -> ()

%a, %b = "demo.values"() : () -> (i1, si64)
"demo.use"(%a, %b) {value = 18446744073709551615 : ui64} : (i1, si64) -> ()
