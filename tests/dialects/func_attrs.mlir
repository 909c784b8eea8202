// Visibility, argument and result attributes, function attributes.
func.func private @decl_arg_attrs(i32 {llvm.noundef}, f32 {llvm.inreg, test.align = 8 : i64}) -> (i32 {llvm.zeroext})
func.func private @decl_no_attrs_on_some(i8, i8 {llvm.signext}) -> i8
func.func nested @nested_decl() -> (f64, f64) attributes {test.nested}
func.func public @pub_body(%x: i32 {test.arg}) -> (i32 {test.res = "r"}) attributes {test.fn = [1, 2]} {
  func.return %x : i32
}
func.func @result_attrs_on_second() -> (i32, f32 {test.r}) {
  %a = arith.constant 1 : i32
  %b = arith.constant 2.0 : f32
  func.return %a, %b : i32, f32
}
func.func @no_args_no_results() attributes {test.empty_dict = {}} {
  func.return
}
func.func @"quoted name"(%x: i1) -> i1 {
  func.return %x : i1
}
