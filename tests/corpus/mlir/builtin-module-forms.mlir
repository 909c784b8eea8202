// The custom form of builtin.module (the one op with a custom syntax for us):
// named modules, module attributes, nested modules, and ops of other dialects
// inside. The outer module is explicit, so no implicit module is added.
module @outer attributes {demo.triple = "x86_64-unknown-linux-gnu", demo.spec = #demo.spec<"e-m:e">} {
  "demo.global"() <{sym_name = "g", type = i32, value = 0 : i32}> : () -> ()
  module {
    "demo.in_anonymous"() : () -> ()
  }
  module @named {
    module @deeper attributes {demo.level = 3 : i32} {
    }
  }
  "builtin.module"() ({
    "demo.in_generic_module"() : () -> ()
  }) {sym_name = "generic_spelling"} : () -> ()
  module attributes {only.attrs} {
  }
}
