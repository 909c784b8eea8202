// Arrays, nested dictionaries, type attributes and unit attributes. Keys of a
// dictionary are printed sorted; i64 and f64 types are elided inside arrays.
"demo.collections"() {
  empty_array = [],
  mixed = [1, "a", [2.0, []], {}, unit, i32, 7 : i8],
  nested = [[[[1]]], [[2, 3]]],
  empty_dict = {},
  dict = {z = 1, a = 2, m = {inner = true, "quoted key" = [1.5 : f32]}},
  deep = {x = {y = {z = {w = "deep"}}}},
  type_attrs = [i32, !demo.foo, (i32) -> i32, none, tuple<>, vector<4xf32>, memref<*xf32>],
  unit_explicit = unit,
  unit_implicit,
  typed_array = [1 : i32, 2 : i16, 3 : index, -1.0 : f32, 2.0 : bf16],
  bools = [true, false, true]
} : () -> ()

// Unit attributes alone, and an empty attribute dictionary that is not printed.
"demo.flags"() {fast, exact, nsw = unit} : () -> ()
"demo.no_attrs"() {} : () -> ()
%0 = "demo.typed"() {type = f32, fn_type = (f32, f32) -> f32} : () -> f32
"demo.use"(%0) {operand_names = ["lhs"], info = {source = "builtin-collections", line = 21 : i32}} : (f32) -> ()
