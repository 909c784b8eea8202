// Distinct attributes: the same number is the same attribute within a
// parse; printed renumbered in print order, with a `#distinct` alias
// when they refer to something other than `unit`.
module attributes {test.a = distinct[5]<>, test.b = distinct[3]<42 : i32>, test.c = distinct[5]<>, test.d = [distinct[7]<"x">, distinct[3]<42 : i32>], test.e = {f = distinct[0x10]<[1, 2]>}} {
  func.func private @f() attributes {test.g = distinct[9]<>, test.h = distinct[3]<42 : i32>}
}
