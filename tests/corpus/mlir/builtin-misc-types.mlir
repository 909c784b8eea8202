// complex, tuple, none, function types (as attributes and in op signatures),
// and opaque dialect types in all their spellings.
!pair = tuple<i32, f32>
"demo.types"() {
  complex_f = complex<f32>,
  complex_i = complex<i32>,
  complex_spaced = complex< f64 >,
  empty_tuple = tuple<>,
  nested_tuple = tuple<i32, tuple<f32, tuple<>>, !pair>,
  none_type = none,
  fn_empty = () -> (),
  fn_one = (i32) -> i32,
  fn_paren_result = (i32) -> (i64),
  fn_multi = (i32, f32) -> (i32, i64),
  fn_higher = ((i32) -> i32) -> (),
  fn_returns_fn = (i32, f32) -> ((i1) -> ()),
  fn_of_shaped = (tensor<*xf32>, memref<?xi8>) -> vector<[4]xi1>
} : () -> ()

"demo.opaque_types"() {
  pretty = !demo.bar,
  pretty_body = !demo.bar<"x", [1, 2], {a}>,
  nested_brackets = !demo.b<(x)[y]{z}<w>>,
  string_body = !demo.b<"\">">,
  spaced_body = !demo.bar<"a"  ,  1>,
  symbols = !demo.bar<a-b+c>,
  dotted = !demo.bar<x.y>,
  float_body = !demo.x<1.5>,
  verbose = !demo<"bar">,
  verbose_ident = !demo<x>,
  old_opaque = !opaque<"demo", "thing">,
  nested_attr = !demo.bar<#demo.nested<!demo.x>>,
  single_quote = !demo.bar<'x'>
} : () -> ()

%c, %t, %n = "demo.make"() : () -> (complex<f32>, tuple<i1, !pair>, none)
%f = "demo.fn"() : () -> ((i32) -> (i32, i64))
"demo.consume"(%c, %t, %n, %f) : (complex<f32>, tuple<i1, !pair>, none, (i32) -> (i32, i64)) -> ()
