// Unrealized conversion casts between type systems.
func.func @bridge(%x: i32, %y: f32) -> (i64, f64) {
  %0 = builtin.unrealized_conversion_cast %x : i32 to i64
  %1 = builtin.unrealized_conversion_cast %y : f32 to f64
  %2:2 = builtin.unrealized_conversion_cast %x, %y : i32, f32 to i8, i16
  %3 = builtin.unrealized_conversion_cast to index
  func.return %0, %1 : i64, f64
}
