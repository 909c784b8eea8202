func.func @f() {
  "x.br"()[^bb2] : () -> ()
^bb1:
  %v = "x.v"() : () -> i32
  "x.br"()[^bb2] : () -> ()
^bb2:
  "x.use"(%v) : (i32) -> ()
  "x.ret"() : () -> ()
}
